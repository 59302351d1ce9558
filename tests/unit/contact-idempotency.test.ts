import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequestBody } from '../../src/lib/contact/booking';
import type { BookingRequest } from '../../src/lib/assistant';
import {
  createRateLimiter,
  handleSendEmail,
  openSqliteOutbox,
  requestHash,
  sendContactMessage,
  type SqliteOutbox,
} from '../../src/lib/contact/server';

/**
 * Idempotency of `POST /api/send-email` (docs/contact.md): one message per `Idempotency-Key`,
 * in the real SQLite outbox, through the real handler — a retry of the same request is stored
 * once; the same key with another message is refused; a malformed key is refused.
 */
const URL_ = 'http://127.0.0.1:4321/api/send-email';
const request: BookingRequest = {
  name: 'Anna Smith',
  email: 'anna@example.com',
  phone: '+30 694 123 4567',
  pickupDate: '2027-07-15',
  returnDate: '2027-07-22',
  pickupLocation: 'airport',
  passengers: 4,
  vehicle: 'Toyota Aygo',
};
const body = bookingRequestBody(request, 'https://www.paros-rentals.example/fr/fleet/toyota-aygo');

let dir: string;
let store: SqliteOutbox;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'idem-'));
  store = openSqliteOutbox(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const deps = () => ({
  siteOrigins: [],
  store: (m: Parameters<SqliteOutbox['add']>[0]) => store.add(m),
  log: () => {},
});
const post = (payload: unknown, key?: string) =>
  new Request(URL_, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('the chat booking request body', () => {
  it('lists name, e-mail, phone, both dates, pickup and return locations, passengers, vehicle and the page, under subject booking', () => {
    expect(body).toEqual({
      name: 'Anna Smith',
      email: 'anna@example.com',
      phone: '+30 694 123 4567',
      vehicleType: 'booking',
      message: [
        'Subject: booking',
        '',
        'Booking request from the Marcia AI chat assistant.',
        'Name: Anna Smith',
        'E-mail: anna@example.com',
        'Phone: +30 694 123 4567',
        'Pickup date: 2027-07-15',
        'Return date: 2027-07-22',
        'Pickup time: not given',
        'Return time: not given',
        'Pickup location: Paros Airport (PAS)',
        'Return location: same as pickup',
        'Passengers: 4',
        'Vehicle: Toyota Aygo',
        'Extras: none asked for',
        'Page: https://www.paros-rentals.example/fr/fleet/toyota-aygo',
      ].join('\n'),
    });
  });

  it('says "not given" for what the chat did not collect, and names the port', () => {
    const { passengers: _p, pickupLocation: _l, vehicle: _v, ...bare } = request;
    expect(bookingRequestBody(bare, '/').message).toContain(
      'Pickup location: not given\nReturn location: same as pickup\nPassengers: not given\nVehicle: not given\nExtras: none asked for\nPage: /',
    );
    expect(bookingRequestBody({ ...bare, pickupLocation: 'port' }, '/').message).toContain(
      'Pickup location: Paros Port (Parikia)',
    );
  });

  it('names the pickup point the visitor chose, their words for a hotel, the drop-off point, the free extras and the times', () => {
    const message = (extra: Partial<BookingRequest>) =>
      bookingRequestBody({ ...request, ...extra }, '/').message;
    expect(message({ pickupLocation: 'port', pickupPoint: 1 })).toContain(
      'Pickup location: Antiparos Port (Office)\n',
    );
    expect(
      message({ pickupPoint: 20, pickupNote: 'Hotel Aria in Naoussa', childSeats: 2, gps: true }),
    ).toContain(
      'Pickup location: Paros Villas/Hotels (the visitor wrote: "Hotel Aria in Naoussa")\nReturn location: same as pickup\nPassengers: 4\nVehicle: Toyota Aygo\nExtras: 2 child seats, GPS\n',
    );
    expect(message({ pickupPoint: 20, dropOffPoint: 18 })).toContain(
      'Pickup location: Paros Villas/Hotels\nReturn location: Paros Airport (PAS)\n',
    );
    expect(message({ childSeats: 1 })).toContain('Extras: 1 child seat\n');
    expect(message({ pickupTime: '14:30', returnTime: '09:00' })).toContain(
      'Return date: 2027-07-22\nPickup time: 14:30\nReturn time: 09:00\n',
    );
  });
});

describe('Idempotency-Key', () => {
  it('stores a retried request once and answers both 200, the second marked replayed', async () => {
    const first = await handleSendEmail(post(body, 'booking-key-0001'), '10.0.0.1', deps());
    const again = await handleSendEmail(post(body, 'booking-key-0001'), '10.0.0.1', deps());
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ ok: true });
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const stored = await store.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      vehicleType: 'booking',
      idempotencyKey: 'booking-key-0001',
      status: 'pending',
    });
  });

  it('stores requests without a key, or with different keys, every time', async () => {
    await handleSendEmail(post(body), '10.0.0.1', deps());
    await handleSendEmail(post(body), '10.0.0.1', deps());
    await handleSendEmail(post(body, 'booking-key-0002'), '10.0.0.1', deps());
    await handleSendEmail(post(body, 'booking-key-0003'), '10.0.0.1', deps());
    expect(await store.list()).toHaveLength(4);
  });

  it('refuses the same key with a different message (422) and a malformed key (400), storing nothing more', async () => {
    await handleSendEmail(post(body, 'booking-key-0004'), '10.0.0.1', deps());
    const reused = await handleSendEmail(
      post({ ...body, message: 'Subject: booking\n\nSomething else' }, 'booking-key-0004'),
      '10.0.0.1',
      deps(),
    );
    expect(reused.status).toBe(422);
    expect((await reused.json()) as { error: string }).toEqual({
      error: expect.stringContaining('already used'),
    });
    for (const bad of ['short', 'has space in it', 'x'.repeat(129)]) {
      const res = await handleSendEmail(post(body, bad), '10.0.0.1', deps());
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/Idempotency-Key/);
    }
    expect(await store.list()).toHaveLength(1);
  });

  it('sendContactMessage sends the key as the Idempotency-Key header', async () => {
    let seen: string | null = null;
    const result = await sendContactMessage(body, {
      idempotencyKey: 'booking-key-0005',
      fetch: async (_url, init) => {
        seen = new Headers(init?.headers).get('idempotency-key');
        return new Response('{"ok":true}', { status: 200 });
      },
    });
    expect(result).toEqual({ ok: true });
    expect(seen).toBe('booking-key-0005');
  });

  it('an outbox file from before keys opens, its messages have a null key, and new messages get keys', async () => {
    await store.close();
    const file = join(dir, 'outbox.sqlite');
    rmSync(file, { force: true });
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE contact_messages (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL DEFAULT '', message TEXT NOT NULL, vehicle_type TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT NOT NULL, locked_until TEXT, sent_at TEXT, mail_message_id TEXT);
      INSERT INTO contact_messages (id, created_at, name, email, message, vehicle_type, next_attempt_at)
      VALUES ('old-1', '2026-01-01T00:00:00Z', 'Old', 'old@example.com', 'Subject: other\n\nhi', 'other', '2026-01-01T00:00:00Z');`);
    old.close();
    store = openSqliteOutbox(dir);
    expect((await store.get('old-1'))?.idempotencyKey).toBeNull();
    await store.add({ ...body, idempotencyKey: 'booking-key-0006' });
    expect((await store.add({ ...body, idempotencyKey: 'booking-key-0006' })).replayed).toBe(true);
    expect(await store.list()).toHaveLength(2);
  });
});

/** A clock the tests move by hand; the outbox stores every message at its time. */
function pinnedClock(start = '2027-07-01T08:00:00.000Z') {
  const clock = { t: new Date(start) };
  const advance = (ms: number) => {
    clock.t = new Date(clock.t.getTime() + ms);
  };
  const depsAt = () => ({
    siteOrigins: [],
    store: (m: Parameters<SqliteOutbox['add']>[0]) => store.add(m, clock.t),
    log: () => {},
  });
  return { clock, advance, depsAt };
}
const HOUR = 60 * 60 * 1000;

describe('Idempotency-Key: the whole body (draft-ietf-httpapi-idempotency-key-header)', () => {
  const changed = {
    name: 'Anna Smith-Jones',
    email: 'anna.smith@example.com',
    phone: '+30 694 765 4321',
    message: `${body.message}\nP.S. child seat please`,
    vehicleType: 'car-rental',
  } as const;

  it.each(Object.keys(changed) as (keyof typeof changed)[])(
    'the same key with only %s changed answers 422 {error} and stores nothing',
    async (field) => {
      const key = `field-key-${field}`;
      const first = await handleSendEmail(post(body, key), '10.0.0.1', deps());
      expect(first.status).toBe(200);
      const reused = await handleSendEmail(
        post({ ...body, [field]: changed[field] }, key),
        '10.0.0.1',
        deps(),
      );
      expect(reused.status).toBe(422);
      expect(reused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reused.headers.get('idempotent-replayed')).toBeNull();
      expect(await reused.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different message. Send a new message with a new key.',
      });
      const stored = await store.list();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ ...body, idempotencyKey: key });
    },
  );

  it('an identical replay answers 200 {ok:true} with Idempotent-Replayed: true and stores nothing new', async () => {
    const first = await handleSendEmail(post(body, 'same-body-key'), '10.0.0.1', deps());
    const stored = await store.list();
    for (let i = 0; i < 3; i++) {
      const again = await handleSendEmail(post(body, 'same-body-key'), '10.0.0.1', deps());
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual({ ok: true });
    }
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await store.list()).toEqual(stored);
    expect(stored[0]?.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('what the schema normalises away (surrounding spaces, \\r\\n, a missing phone) still replays', async () => {
    const bare = { ...body, phone: '' };
    await handleSendEmail(post(bare, 'normalised-key'), '10.0.0.1', deps());
    const { phone: _phone, ...noPhone } = bare;
    const variants = [
      { ...bare, name: `  ${bare.name} `, email: ` ${bare.email}  ` },
      { ...bare, message: `${bare.message.replace(/\n/g, '\r\n')}  ` },
      noPhone,
      { ...bare, website: '' },
    ];
    for (const variant of variants) {
      const res = await handleSendEmail(post(variant, 'normalised-key'), '10.0.0.1', deps());
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await store.list()).toHaveLength(1);
  });

  it('e-mail case is not normalised by the schema, so it is a different body (422)', async () => {
    await handleSendEmail(post(body, 'email-case-key'), '10.0.0.1', deps());
    const res = await handleSendEmail(
      post({ ...body, email: 'Anna@Example.com' }, 'email-case-key'),
      '10.0.0.1',
      deps(),
    );
    expect(res.status).toBe(422);
    expect(await store.list()).toHaveLength(1);
  });

  it('requestHash covers each field and nothing but their values', () => {
    const base = { ...body };
    const hash = requestHash(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ ...base })).toBe(hash);
    for (const [field, value] of Object.entries(changed))
      expect(requestHash({ ...base, [field]: value })).not.toBe(hash);
    // Field boundaries count: moving a character from one field to the next changes the hash.
    expect(requestHash({ ...base, name: 'Anna Smit', email: `h${base.email}` })).not.toBe(
      requestHash({ ...base, name: 'Anna Smith', email: base.email }),
    );
  });
});

describe('Idempotency-Key: 24-hour lifetime (pinned clock)', () => {
  it('replays and conflicts for 24 h; from then on a post with the key is a new message', async () => {
    const { clock, advance, depsAt } = pinnedClock();
    const t0 = clock.t;
    const other = { ...body, message: 'Subject: booking\n\nA new request, a day later' };
    expect((await handleSendEmail(post(body, 'day-key-0001'), '10.0.0.1', depsAt())).status).toBe(
      200,
    );

    advance(24 * HOUR - 1);
    const replay = await handleSendEmail(post(body, 'day-key-0001'), '10.0.0.1', depsAt());
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await handleSendEmail(post(other, 'day-key-0001'), '10.0.0.1', depsAt())).status).toBe(
      422,
    );
    expect(await store.list()).toHaveLength(1);

    advance(1);
    const fresh = await handleSendEmail(post(other, 'day-key-0001'), '10.0.0.1', depsAt());
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    const [newest, oldest] = await store.list();
    expect(oldest).toMatchObject({
      createdAt: t0,
      message: body.message,
      idempotencyKey: null,
      requestHash: null,
    });
    expect(newest).toMatchObject({
      createdAt: clock.t,
      message: other.message,
      idempotencyKey: 'day-key-0001',
      requestHash: requestHash(other),
    });

    // The key now names the new message: its retry replays, the old body conflicts.
    advance(HOUR);
    const retry = await handleSendEmail(post(other, 'day-key-0001'), '10.0.0.1', depsAt());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await handleSendEmail(post(body, 'day-key-0001'), '10.0.0.1', depsAt())).status).toBe(
      422,
    );
    expect(await store.list()).toHaveLength(2);
  });

  it('an identical post after 24 h is stored again as a new message', async () => {
    const { advance, depsAt } = pinnedClock();
    await handleSendEmail(post(body, 'day-key-0002'), '10.0.0.1', depsAt());
    advance(25 * HOUR);
    const again = await handleSendEmail(post(body, 'day-key-0002'), '10.0.0.1', depsAt());
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await store.list()).map((m) => m.idempotencyKey)).toEqual(['day-key-0002', null]);
  });
});

describe('pruning expired keys (SQLite outbox)', () => {
  const t = (iso: string) => new Date(iso);
  /** Rows of the key table, read straight from the file. */
  function keyedRows(): number {
    const db = new DatabaseSync(join(dir, 'outbox.sqlite'));
    try {
      return Number(db.prepare('SELECT COUNT(*) AS n FROM contact_idempotency_keys').get()?.n);
    } finally {
      db.close();
    }
  }

  it('clears the key and fingerprint of every message 24 h old or more, and keeps every message', async () => {
    const now = t('2027-08-10T12:00:00.000Z');
    const n = 40;
    // Stored newest first, so no opportunistic prune (clock going back) runs in between.
    for (let i = 0; i < 5; i++)
      await store.add(
        { ...body, idempotencyKey: `live-key-${i}000` },
        new Date(now.getTime() - 23 * HOUR),
      );
    for (let i = 0; i < n; i++) {
      // 24 h to 63 h old.
      await store.add(
        { ...body, idempotencyKey: `old-key-${String(i).padStart(4, '0')}` },
        new Date(now.getTime() - 24 * HOUR - i * HOUR),
      );
    }
    await store.add(body, new Date(now.getTime() - 48 * HOUR)); // no key
    expect(keyedRows()).toBe(n + 5);

    expect(await store.pruneIdempotencyKeys(now)).toBe(n);
    const all = await store.list({ limit: 1000 });
    expect(all).toHaveLength(n + 6);
    expect(all.every((m) => m.message === body.message && m.name === body.name)).toBe(true);
    const keyed = all.filter((m) => m.idempotencyKey !== null);
    expect(keyed.map((m) => m.idempotencyKey).sort()).toEqual([
      'live-key-0000',
      'live-key-1000',
      'live-key-2000',
      'live-key-3000',
      'live-key-4000',
    ]);
    expect(all.filter((m) => m.idempotencyKey === null).every((m) => m.requestHash === null)).toBe(
      true,
    );
    expect(keyedRows()).toBe(5);
    expect(await store.pruneIdempotencyKeys(now)).toBe(0);
  });

  it('the key table does not grow with old keys: its pages are reused while the messages keep growing', async () => {
    /** Pages of each b-tree of the file (SQLite's dbstat table). */
    const pages = () => {
      const db = new DatabaseSync(join(dir, 'outbox.sqlite'));
      try {
        const byName = new Map<string, number>();
        for (const r of db.prepare('SELECT name, COUNT(*) AS n FROM dbstat GROUP BY name').all())
          byName.set(String(r.name), Number(r.n));
        const keys = [...byName]
          .filter(([name]) => name.startsWith('contact_idempotency_keys'))
          .reduce((sum, [, n]) => sum + n, 0);
        return { keys, messages: byName.get('contact_messages') ?? 0 };
      } finally {
        db.close();
      }
    };
    const t0 = Date.parse('2027-09-01T00:00:00.000Z');
    const seen: { keys: number; messages: number }[] = [];
    for (let day = 0; day < 3; day++) {
      for (let i = 0; i < 200; i++)
        await store.add(
          { ...body, idempotencyKey: `size-${day}-${String(i).padStart(4, '0')}` },
          new Date(t0 + day * 48 * HOUR + i * 1000),
        );
      seen.push(pages());
    }
    expect(keyedRows()).toBe(200);
    const [first, , last] = seen;
    expect(last!.messages).toBeGreaterThan(2.5 * first!.messages);
    expect(last!.keys).toBeLessThanOrEqual(first!.keys + 2);
    expect(await store.list({ limit: 1000 })).toHaveLength(600);
  });

  it('storing a message prunes at most once a minute', async () => {
    const now = t('2027-08-10T12:00:00.000Z');
    await store.add(body, now); // first store: prunes (nothing yet)
    await store.add(
      { ...body, idempotencyKey: 'stale-key-1' },
      new Date(now.getTime() - 30 * HOUR),
    );
    await store.add(body, new Date(now.getTime() + 59_000)); // within the minute: no prune
    expect(keyedRows()).toBe(1);
    await store.add(body, new Date(now.getTime() + 60_000)); // a minute later: prunes
    expect(keyedRows()).toBe(0);
    expect(await store.list()).toHaveLength(4);
  });

  it('an outbox file with keys in a message column is migrated in place: keys move to the key table with their fingerprint, messages unchanged', async () => {
    await store.close();
    const file = join(dir, 'outbox.sqlite');
    rmSync(file, { force: true });
    const created = new Date().toISOString();
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE contact_messages (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL DEFAULT '', message TEXT NOT NULL, vehicle_type TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT NOT NULL, locked_until TEXT, sent_at TEXT, mail_message_id TEXT,
      idempotency_key TEXT);
      CREATE UNIQUE INDEX contact_messages_idempotency ON contact_messages (idempotency_key);`);
    const insert = old.prepare(
      `INSERT INTO contact_messages (id, created_at, name, email, phone, message, vehicle_type, next_attempt_at, idempotency_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run(
      'keyed-1',
      created,
      body.name,
      body.email,
      body.phone,
      body.message,
      body.vehicleType,
      created,
      'legacy-key-0001',
    );
    insert.run(
      'plain-1',
      created,
      'Old',
      'old@example.com',
      '',
      'Subject: other\n\nhi',
      'other',
      created,
      null,
    );
    old.close();

    store = openSqliteOutbox(dir);
    const check = new DatabaseSync(file);
    const index = check
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'contact_messages_idempotency'")
      .get();
    const keys = check.prepare('SELECT * FROM contact_idempotency_keys').all();
    const column = check
      .prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE idempotency_key IS NOT NULL')
      .get();
    check.close();
    expect(index).toBeUndefined();
    expect(column?.n).toBe(0);
    expect(keys.map((k) => ({ ...k }))).toEqual([
      {
        idempotency_key: 'legacy-key-0001',
        message_id: 'keyed-1',
        request_hash: requestHash(body),
        created_at: created,
      },
    ]);
    expect(await store.list()).toHaveLength(2);
    expect((await store.get('plain-1'))?.idempotencyKey).toBeNull();

    // Opening it again changes nothing.
    await store.close();
    store = openSqliteOutbox(dir);
    expect((await store.get('keyed-1'))?.requestHash).toBe(requestHash(body));
    const replay = await handleSendEmail(post(body, 'legacy-key-0001'), '10.0.0.1', deps());
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const reused = await handleSendEmail(
      post({ ...body, phone: '+30 694 000 0000' }, 'legacy-key-0001'),
      '10.0.0.1',
      deps(),
    );
    expect(reused.status).toBe(422);
    expect(await store.list()).toHaveLength(2);
  });
});

describe('Idempotency-Key: a replay spends no point of the rate limit (audit 33b #6)', () => {
  it('after the limit, a retry of a stored request still gets 200 Idempotent-Replayed; a new message gets 429', async () => {
    const { clock, depsAt } = pinnedClock();
    const limiter = createRateLimiter({ points: 1, windowSeconds: 600 });
    const d = () => ({
      ...depsAt(),
      limiter,
      replay: (key: string) => store.findByIdempotencyKey(key, clock.t),
    });
    expect((await handleSendEmail(post(body, 'chat-key-0001'), '10.0.0.1', d())).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const retry = await handleSendEmail(post(body, 'chat-key-0001'), '10.0.0.1', d());
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }
    // The same key with another body is still 422, also without a point.
    const other = { ...body, message: 'Subject: booking\n\nSomething else' };
    expect((await handleSendEmail(post(other, 'chat-key-0001'), '10.0.0.1', d())).status).toBe(422);
    // The one point went to the stored message: a new one is limited.
    expect((await handleSendEmail(post(other, 'chat-key-0002'), '10.0.0.1', d())).status).toBe(429);
    expect(await store.list()).toHaveLength(1);
  });

  it('findByIdempotencyKey finds a live key only, and stores nothing', async () => {
    const { clock, advance, depsAt } = pinnedClock();
    await handleSendEmail(post(body, 'find-key-0001'), '10.0.0.1', depsAt());
    const [stored] = await store.list();
    expect(await store.findByIdempotencyKey('find-key-0001', clock.t)).toMatchObject({
      id: stored?.id,
      requestHash: requestHash(body),
    });
    expect(await store.findByIdempotencyKey('other-key-0001', clock.t)).toBeNull();
    advance(24 * HOUR - 1);
    expect(await store.findByIdempotencyKey('find-key-0001', clock.t)).not.toBeNull();
    advance(1);
    expect(await store.findByIdempotencyKey('find-key-0001', clock.t)).toBeNull();
    expect(await store.list()).toHaveLength(1);
  });
});
