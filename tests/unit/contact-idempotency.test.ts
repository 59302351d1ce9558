import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingRequestBody } from '../../src/lib/contact/booking';
import {
  handleSendEmail,
  openSqliteOutbox,
  sendContactMessage,
  type SqliteOutbox,
} from '../../src/lib/contact/server';

/**
 * Idempotency of `POST /api/send-email` (docs/contact.md): one message per `Idempotency-Key`,
 * in the real SQLite outbox, through the real handler — a retry of the same request is stored
 * once; the same key with another message is refused; a malformed key is refused.
 */
const URL_ = 'http://127.0.0.1:4321/api/send-email';
const request = {
  name: 'Anna Smith',
  email: 'anna@example.com',
  phone: '+30 694 123 4567',
  pickupDate: '2027-07-15',
  returnDate: '2027-07-22',
  pickupLocation: 'airport' as const,
  passengers: 4,
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
  it('lists name, e-mail, phone, both dates, pickup location, passengers and the page, under subject booking', () => {
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
        'Pickup location: Paros Airport (PAS)',
        'Passengers: 4',
        'Page: https://www.paros-rentals.example/fr/fleet/toyota-aygo',
      ].join('\n'),
    });
  });

  it('says "not given" for what the chat did not collect, and names the port', () => {
    const { passengers: _p, pickupLocation: _l, ...bare } = request;
    expect(bookingRequestBody(bare, '/').message).toContain(
      'Pickup location: not given\nPassengers: not given\nPage: /',
    );
    expect(bookingRequestBody({ ...bare, pickupLocation: 'port' }, '/').message).toContain(
      'Pickup location: Paros Port (Parikia)',
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

  it('an outbox file from before keys gets the column when opened, and its messages keep a null key', async () => {
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
