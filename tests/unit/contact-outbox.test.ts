import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runModule } from './run-module';
import { TestSmtp } from '../integration/support';
import {
  backoffSeconds,
  composeMail,
  createDelivery,
  createSmtpMailer,
  isMessageRefused,
  openSqliteOutbox,
  parseContactSettings,
  type SqliteOutbox,
  type ComposedMail,
  type DeliveryOptions,
  type Mailer,
  type NewOutboxMessage,
} from '../../src/lib/contact/server';

const message: NewOutboxMessage = {
  name: 'Anna Papadopoulou',
  email: 'anna@example.com',
  phone: '+30 690 123 4567',
  message: 'Subject: car-rental\n\nDo you have an automatic car?',
  vehicleType: 'car-rental',
};

let dir: string;
let store: SqliteOutbox;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  store = openSqliteOutbox(join(dir, 'nested', 'data'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A mailer that fails while `down` is true and records what it sent. */
function fakeMailer() {
  const sent: ComposedMail[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    async send(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(mail);
      return { messageId: mail.messageId };
    },
    close() {},
  };
  return { mailer, sent, state };
}

const compose = (m: Parameters<typeof composeMail>[0]) =>
  composeMail(m, {
    to: 'info@paros-rentals.example',
    from: 'info@paros-rentals.example',
    siteName: 'Paros Rentals',
    siteUrl: 'https://www.paros-rentals.example',
  });

describe('SQLite outbox', () => {
  it('stores a pending message, due at once, and lists it', async () => {
    const now = new Date('2026-07-01T10:00:00Z');
    const stored = await store.add(message, now);
    expect(stored).toMatchObject({
      ...message,
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(stored.nextAttemptAt.toISOString()).toBe(now.toISOString());
    expect(await store.counts()).toEqual({ pending: 1, sent: 0 });
    expect((await store.list()).map((m) => m.id)).toEqual([stored.id]);
    expect((await store.get(stored.id.slice(0, 8)))?.id).toBe(stored.id);
    expect(await store.get('abc')).toBeNull();
  });

  it('survives reopening (the file is the outbox)', async () => {
    const stored = await store.add(message);
    await store.close();
    store = openSqliteOutbox(join(dir, 'nested', 'data'));
    expect((await store.get(stored.id))?.email).toBe('anna@example.com');
  });

  it('opens when several processes create the same outbox at once (two servers, `npm run outbox`)', async () => {
    // Switching a new file to WAL takes its lock for a moment: a process that asked before it
    // had set its busy timeout got "database is locked" (11 of 30 such opens failed so), and so did
    // one whose switch SQLite refused at once rather than wait (3 of 600, until it was retried).
    const module = new URL('../../src/lib/contact/outbox/sqlite.ts', import.meta.url).href;
    const open = async (shared: string) =>
      (
        await runModule(
          `import { openSqliteOutbox } from ${JSON.stringify(module)};
           try { await openSqliteOutbox(${JSON.stringify(shared)}).close(); console.log('opened'); }
           catch (error) { console.log(error.message); }`,
          ['--no-warnings', '--experimental-strip-types'],
        )
      ).output;
    for (const round of [1, 2, 3]) {
      const shared = join(dir, `shared-${round}`);
      const answers = await Promise.all(Array.from({ length: 6 }, () => open(shared)));
      expect(answers).toEqual(Array(6).fill('opened'));
    }
  }, 30_000);

  it('claims due messages once, until the lease ends', async () => {
    const now = new Date('2026-07-01T10:00:00Z');
    await store.add(message, now);
    expect(await store.claimDue(now, 60_000, 10)).toHaveLength(1);
    expect(await store.claimDue(now, 60_000, 10)).toHaveLength(0);
    expect(await store.claimDue(new Date(now.getTime() + 61_000), 60_000, 10)).toHaveLength(1);
  });

  it('records failures and deliveries', async () => {
    const now = new Date('2026-07-01T10:00:00Z');
    const { id } = await store.add(message, now);
    await store.claimDue(now, 60_000, 10);
    await store.markFailed(id, 'connection refused', new Date('2026-07-01T10:01:00Z'));
    expect(await store.get(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connection refused',
      lockedUntil: null,
    });
    expect((await store.nextDueAt())?.toISOString()).toBe('2026-07-01T10:01:00.000Z');
    expect(await store.claimDue(now, 60_000, 10)).toHaveLength(0);
    await store.markSent(id, new Date('2026-07-01T10:01:05Z'), '<x@y>');
    expect(await store.get(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      mailMessageId: '<x@y>',
    });
    expect(await store.nextDueAt()).toBeNull();
    expect(await store.counts()).toEqual({ pending: 0, sent: 1 });
  });
});

/** An error shaped as nodemailer's: `code`, and the SMTP reply's `responseCode` when there was one. */
function smtpError(message: string, code: string, responseCode?: number) {
  return Object.assign(new Error(message), { code, responseCode: responseCode ?? false });
}

describe('claim order (audit 33b #4)', () => {
  it('fewest attempts first, then the oldest due: a message that keeps failing goes last', async () => {
    const t0 = new Date('2026-07-01T10:00:00Z');
    const failing = await store.add(message, t0);
    for (const minute of [1, 2]) {
      await store.claimDue(new Date(t0.getTime() + minute * 60_000), 1000, 10);
      await store.markFailed(failing.id, '550 refused', new Date(t0.getTime() + minute * 60_000));
    }
    const fresh = await store.add(
      { ...message, name: 'Ben Jones' },
      new Date('2026-07-01T10:05:00Z'),
    );
    const now = new Date('2026-07-01T10:10:00Z');
    // The failing one is due earlier (10:02) and stored earlier, but it has 2 attempts.
    expect((await store.claimDue(now, 1000, 1)).map((m) => m.id)).toEqual([fresh.id]);
    expect((await store.claimDue(now, 1000, 1)).map((m) => m.id)).toEqual([failing.id]);
  });
});

describe('which failures are a refusal of one message (audit 33b #4)', () => {
  it.each([
    [
      '550 after DATA (content filter)',
      smtpError('Message failed: 550 rejected', 'EMESSAGE', 550),
      true,
    ],
    ['554 after DATA', smtpError('Message failed: 554 spam', 'EMESSAGE', 554), true],
    ['550 to RCPT TO', smtpError("Can't send mail: 550 no such user", 'EENVELOPE', 550), true],
    [
      'message larger than SIZE',
      smtpError('Message size larger than allowed 100', 'EMESSAGE'),
      true,
    ],
    ['451 after DATA (try later)', smtpError('Message failed: 451 later', 'EMESSAGE', 451), false],
    ['421 closing', smtpError('Data command failed: 421 bye', 'EENVELOPE', 421), false],
    ['503 bad sequence', smtpError('Data command failed: 503 sequence', 'EENVELOPE', 503), false],
    ['connection refused', smtpError('connect ECONNREFUSED 127.0.0.1:25', 'ESOCKET'), false],
    ['connection closed', smtpError('Connection closed unexpectedly', 'ECONNECTION'), false],
    ['time-out', smtpError('Greeting never received', 'ETIMEDOUT'), false],
    ['login refused (535)', smtpError('Invalid login: 535 bad credentials', 'EAUTH', 535), false],
    ['a setting error', new Error('Invalid setting CONTACT_TO: not an e-mail address'), false],
    ['not an Error', 'boom', false],
  ])('%s → %s', (_name, error, refused) => {
    expect(isMessageRefused(error)).toBe(refused);
  });

  it("nodemailer's own error for a server that is down is not a refusal", async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:9/?ignoreTLS=true');
    const error = await mailer.send(compose({ ...(await store.add(message)) })).catch((e) => e);
    mailer.close();
    expect(error).toBeInstanceOf(Error);
    expect(isMessageRefused(error)).toBe(false);
  });
});

describe('delivery with backoff', () => {
  /** A delivery worker on the test's store, retrying after 1 min, doubling up to 1 h. */
  const minuteBackoff = (
    mailer: Mailer,
    options: Pick<DeliveryOptions, 'now' | 'log'> = {},
  ): ReturnType<typeof createDelivery> =>
    createDelivery({
      store,
      mailer,
      compose,
      retry: { baseSeconds: 60, maxSeconds: 3600 },
      ...options,
    });

  it('backoff doubles from the base up to the maximum', () => {
    const policy = { baseSeconds: 60, maxSeconds: 3600 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffSeconds(n, policy))).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
  });

  it('delivers stored messages and marks them sent', async () => {
    const { mailer, sent } = fakeMailer();
    const delivery = minuteBackoff(mailer);
    const a = await store.add(message);
    const b = await store.add({ ...message, name: 'Ben Jones', email: 'ben@example.com' });
    expect(await delivery.runOnce()).toMatchObject({ sent: 2, failed: 0 });
    expect(sent.map((m) => m.replyTo.address).sort()).toEqual([
      'anna@example.com',
      'ben@example.com',
    ]);
    expect((await store.get(a.id))?.status).toBe('sent');
    expect((await store.get(b.id))?.status).toBe('sent');
    delivery.stop();
  });

  it('a failed delivery stays pending and is retried after the backoff until it is sent', async () => {
    let clock = new Date('2026-07-01T10:00:00Z');
    const { mailer, sent, state } = fakeMailer();
    const logs: string[] = [];
    const delivery = minuteBackoff(mailer, { now: () => clock, log: (l) => logs.push(l) });
    const { id } = await store.add(message, new Date(clock.getTime() - 1)); // the oldest is tried first
    const other = await store.add({ ...message, email: 'second@example.com' }, clock);
    state.down = true;
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    // The first failure stops the run; the untried message waits with it, without an attempt.
    expect(await store.get(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date('2026-07-01T10:01:00Z'),
    });
    expect((await store.get(id))?.lastError).toContain('ECONNREFUSED');
    expect(await store.get(other.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date('2026-07-01T10:01:00Z'),
    });
    expect(logs[0]).toMatch(/failed \(attempt 1, next in 60 s\)/);

    clock = new Date('2026-07-01T10:00:30Z'); // not due yet
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    clock = new Date('2026-07-01T10:01:00Z');
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    // The one with fewer attempts goes first now (claim order): its first failure waits 60 s,
    // and the other waits with it.
    expect(await store.get(other.id)).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date('2026-07-01T10:02:00Z'),
    });
    expect(await store.get(id)).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date('2026-07-01T10:02:00Z'),
    });
    clock = new Date('2026-07-01T10:02:00Z');
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    // Its second failure: the wait doubles (120 s).
    expect(await store.get(id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date('2026-07-01T10:04:00Z'),
    });

    state.down = false;
    clock = new Date('2026-07-01T10:10:00Z');
    expect(await delivery.runOnce()).toMatchObject({ sent: 2, failed: 0 });
    expect(sent).toHaveLength(2);
    expect((await store.get(id))?.status).toBe('sent');
    expect((await store.get(other.id))?.status).toBe('sent');
    delivery.stop();
  });

  it('a message the SMTP server refuses (550) is retried on its own; the others are delivered (audit 33b #4)', async () => {
    let clock = new Date('2026-07-01T10:00:00Z');
    const sent: string[] = [];
    const logs: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (mail.text.includes('POISON'))
          throw smtpError('Message failed: 550 Message content rejected', 'EMESSAGE', 550);
        sent.push(mail.replyTo.address);
        return { messageId: mail.messageId };
      },
      close() {},
    };
    const delivery = minuteBackoff(mailer, { now: () => clock, log: (l) => logs.push(l) });
    // Stored while e-mail was off: the refused one is the oldest, so it is tried first.
    const poison = await store.add(
      { ...message, message: 'Subject: other\n\nPOISON', email: 'spam@example.com' },
      new Date(clock.getTime() - 2000),
    );
    const b = await store.add(
      { ...message, email: 'b@example.com' },
      new Date(clock.getTime() - 1000),
    );
    const c = await store.add({ ...message, email: 'c@example.com' }, clock);
    expect(await delivery.runOnce()).toEqual({
      sent: 2,
      failed: 1,
      refused: [{ id: poison.id, error: 'Message failed: 550 Message content rejected' }],
      stopped: false,
    });
    expect(sent).toEqual(['b@example.com', 'c@example.com']);
    expect((await store.get(b.id))?.status).toBe('sent');
    expect((await store.get(c.id))?.status).toBe('sent');
    expect(await store.get(poison.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Message failed: 550 Message content rejected',
      nextAttemptAt: new Date('2026-07-01T10:01:00Z'),
    });
    expect(logs).toEqual([
      `Contact outbox: the SMTP server refused ${poison.id} (attempt 1, next in 60 s): Message failed: 550 Message content rejected`,
    ]);
    // Retried later with backoff, like any failed message.
    clock = new Date('2026-07-01T10:01:00Z');
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 1, stopped: false });
    expect(await store.get(poison.id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date('2026-07-01T10:03:00Z'),
    });
    delivery.stop();
  });

  it.each([
    ['a connection failure', smtpError('Connection closed unexpectedly', 'ECONNECTION')],
    ['a 4xx reply', smtpError('Message failed: 451 try again later', 'EMESSAGE', 451)],
    ['a failed login', smtpError('Invalid login: 535 bad credentials', 'EAUTH', 535)],
  ])('%s still postpones the rest of the batch, without an attempt', async (_name, error) => {
    const clock = new Date('2026-07-01T10:00:00Z');
    const tried: string[] = [];
    const mailer: Mailer = {
      async send(mail) {
        tried.push(mail.replyTo.address);
        throw error;
      },
      close() {},
    };
    const logs: string[] = [];
    const delivery = minuteBackoff(mailer, { now: () => clock, log: (l) => logs.push(l) });
    const a = await store.add(message, new Date(clock.getTime() - 2000));
    const b = await store.add(
      { ...message, email: 'b@example.com' },
      new Date(clock.getTime() - 1000),
    );
    const c = await store.add({ ...message, email: 'c@example.com' }, clock);
    expect(await delivery.runOnce()).toEqual({ sent: 0, failed: 1, refused: [], stopped: true });
    expect(tried).toEqual(['anna@example.com']);
    expect(await store.get(a.id)).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date('2026-07-01T10:01:00Z'),
    });
    for (const m of [b, c])
      expect(await store.get(m.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date('2026-07-01T10:01:00Z'),
      });
    expect(logs[0]).toMatch(
      /delivery of .* failed \(attempt 1, next in 60 s\): .*; 2 more wait until then$/,
    );
    delivery.stop();
  });

  it('kick() delivers in the background and the timer retries when due', async () => {
    const { mailer, sent, state } = fakeMailer();
    const delivery = createDelivery({
      store,
      mailer,
      compose,
      retry: { baseSeconds: 1, maxSeconds: 1 },
      log: () => {},
    });
    state.down = true;
    await store.add(message);
    delivery.kick();
    await delivery.idle();
    expect(sent).toHaveLength(0);
    state.down = false;
    await expect.poll(() => sent.length, { timeout: 4000, interval: 100 }).toBe(1);
    delivery.stop();
  });

  it('without a mailer messages stay pending', async () => {
    const delivery = createDelivery({
      store,
      mailer: null,
      compose,
      retry: { baseSeconds: 1, maxSeconds: 1 },
    });
    await store.add(message);
    delivery.kick();
    await delivery.idle();
    expect(await delivery.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(await store.counts()).toEqual({ pending: 1, sent: 0 });
  });
});

describe('the e-mail', () => {
  it('goes to the business with the visitor as reply-to', async () => {
    const stored = await store.add(message, new Date('2026-07-01T10:00:00Z'));
    const mail = compose(stored);
    expect(mail.to).toBe('info@paros-rentals.example');
    expect(mail.from).toEqual({
      name: 'Paros Rentals website',
      address: 'info@paros-rentals.example',
    });
    expect(mail.replyTo).toEqual({ name: 'Anna Papadopoulou', address: 'anna@example.com' });
    expect(mail.subject).toBe('Contact form: Car Rental Inquiry from Anna Papadopoulou');
    expect(mail.messageId).toBe(`<${stored.id}@www.paros-rentals.example>`);
    expect(mail.text).toContain('Do you have an automatic car?');
    expect(mail.text).toContain('Phone: +30 690 123 4567');
    expect(mail.text).toContain('E-mail: anna@example.com');
  });
});

describe('the Subject header as sent (audit 33b #7)', () => {
  const smtp = new TestSmtp();
  beforeEach(async () => {
    smtp.received.length = 0;
    await smtp.start();
  });
  afterEach(() => smtp.stop());

  /** Sends the message of `name` through the real SMTP mailer; its raw header block, unfolded. */
  async function sentHead(name: string) {
    const mailer = createSmtpMailer(smtp.url);
    try {
      await mailer.send(compose(await store.add({ ...message, name, vehicleType: 'other' })));
    } finally {
      mailer.close();
    }
    const mail = smtp.received.at(-1);
    const raw = mail?.raw ?? '';
    const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    return {
      head,
      subjectLine: head.split('\r\n').find((line) => line.startsWith('Subject: ')),
      replyTo: mail?.headers['reply-to'],
      subject: mail?.headers.subject,
    };
  }

  it('a name holding an encoded word is shown as typed, not decoded into other text', async () => {
    const spoof = '=?utf-8?b?Qm9zcyA8Ym9zc0BleGFtcGxlLmNvbT4=?=';
    const { head, subjectLine, subject, replyTo } = await sentHead(spoof);
    // The mail client decodes the header once: it reads the visitor's text, not "Boss <boss@…>".
    expect(subject).toBe(`Contact form: Other from ${spoof}`);
    expect(head).not.toContain(spoof);
    // Reply-To would quote it, which several clients decode anyway: the address alone.
    expect(replyTo).toBe('anna@example.com');
    expect(subjectLine).toMatch(
      /^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=( =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*$/,
    );
  });

  it('other subjects and names are written as before: ASCII as it is, Greek encoded by nodemailer', async () => {
    const plain = await sentHead('Anna Smith');
    expect(plain.subjectLine).toBe('Subject: Contact form: Other from Anna Smith');
    expect(plain.replyTo).toBe('Anna Smith <anna@example.com>');
    expect((await sentHead('Ελένη Παπαδοπούλου')).subject).toBe(
      'Contact form: Other from Ελένη Παπαδοπούλου',
    );
  });
});

describe('settings', () => {
  it('defaults: data dir, business e-mail as inbox, no SMTP, no Supabase', () => {
    const s = parseContactSettings({}, 'info@paros-rentals.example');
    expect(s).toEqual({
      smtpUrl: undefined,
      dataDir: './data',
      to: 'info@paros-rentals.example',
      from: 'info@paros-rentals.example',
      supabase: undefined,
      rateLimit: { points: 10, windowSeconds: 600 },
      retry: { baseSeconds: 60, maxSeconds: 3600 },
    });
  });

  it('reads overrides (empty values are unset) and needs both Supabase values', () => {
    const s = parseContactSettings(
      {
        SMTP_URL: 'smtp://127.0.0.1:2525',
        CONTACT_TO: 'owner@example.com',
        CONTACT_FROM: '',
        CONTACT_RATE_LIMIT_POINTS: '3',
        PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co',
        SUPABASE_SERVICE_ROLE_KEY: 'service-key',
      },
      'info@paros-rentals.example',
    );
    expect(s.to).toBe('owner@example.com');
    expect(s.from).toBe('owner@example.com');
    expect(s.rateLimit.points).toBe(3);
    expect(s.supabase).toEqual({ url: 'https://abcd.supabase.co', serviceRoleKey: 'service-key' });
    expect(
      parseContactSettings({ SUPABASE_SERVICE_ROLE_KEY: 'k' }, 'a@b.co').supabase,
    ).toBeUndefined();
  });

  it.each([
    ['SMTP_URL', 'http://mail.example'],
    ['CONTACT_TO', 'not-an-email'],
  ])('a bad %s names the setting in mailError (messages are still stored)', (name, value) => {
    expect(parseContactSettings({ [name]: value }, 'a@b.co').mailError).toMatch(
      new RegExp(`^Invalid setting ${name}:`),
    );
  });

  it.each([
    ['CONTACT_RATE_LIMIT_POINTS', '0'],
    ['CONTACT_RETRY_BASE_SECONDS', 'soon'],
  ])('a bad %s names the setting', (name, value) => {
    expect(() => parseContactSettings({ [name]: value }, 'a@b.co')).toThrow(
      new RegExp(`^Invalid setting ${name}:`),
    );
  });
});
