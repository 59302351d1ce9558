/**
 * `npm run outbox` (server/outbox.mjs), run as the owner runs it, in a folder of its own (no
 * `.env`): it lists the messages whatever the mail settings (audit 32b #3), and `deliver` sends
 * to the business e-mail of the build, never silently to the sample address (audit 32b #2).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeContactSite } from '../../server/contact-site.mjs';
import { openSqliteOutbox } from '../../src/lib/contact/server';
import { TestSmtp } from '../integration/support';

const script = resolve(import.meta.dirname, '../../server/outbox.mjs');
const run = promisify(execFile);

let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-cmd-'));
  const store = openSqliteOutbox(join(dir, 'data'));
  await store.add({
    name: 'Bad Smtp',
    email: 'b@example.com',
    phone: '',
    message: 'Subject: other\n\nbad smtp url',
    vehicleType: 'other',
  });
  await store.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command in `dir` with these settings; exit status, stdout and stderr. */
async function outbox(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(SMTP_URL|CONTACT_|PUBLIC_|SUPABASE_|SERVE_DIST)/.test(name),
    ),
  );
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', script, ...args],
      { cwd: dir, env: { ...clean, CONTACT_DATA_DIR: join(dir, 'data'), ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run outbox warns of messages waiting more than a day', () => {
  it('names how many, since when and why; none for a fresh one', async () => {
    expect((await outbox([], {})).stdout).not.toContain('WARNING');
    const store = openSqliteOutbox(join(dir, 'data'));
    await store.add(
      {
        name: 'Old',
        email: 'o@example.com',
        phone: '',
        message: 'Subject: other\n\nstill waiting',
        vehicleType: 'other',
      },
      new Date(Date.now() - 30 * 60 * 60 * 1000),
    );
    await store.close();
    const r = await outbox([], {});
    expect(r.stdout).toMatch(
      /WARNING: 1 message has waited more than a day to be e-mailed \(the oldest since \d{4}-\d\d-\d\d \d\d:\d\d UTC; never tried: is e-mail on\?\)\./,
    );
  });
});

describe('npm run outbox lists a message as it was written', () => {
  it('an emoji at the end of the message column is whole, not half (audit 33b #12)', async () => {
    const store = openSqliteOutbox(join(dir, 'data'));
    await store.add({
      name: 'Emoji',
      email: 'e@example.com',
      phone: '',
      // 46 letters, then emoji across the column's 48th character.
      message: `Subject: other\n\n${'a'.repeat(46)}😀😀😀😀`,
      vehicleType: 'other',
    });
    await store.close();
    const r = await outbox([], {});
    expect(r.stdout).toContain(`${'a'.repeat(46)}😀…`);
    expect(r.stdout).not.toContain('\uFFFD');
  });
});

describe('npm run outbox with a malformed SMTP_URL', () => {
  it('lists the messages and names the bad setting', async () => {
    const r = await outbox([], { SMTP_URL: 'smtp.gmail.com:587' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 pending, 0 sent');
    expect(r.stdout).toContain('Bad Smtp <b@example.com>');
    expect(r.stdout).toContain("This command's settings: e-mail OFF: Invalid setting SMTP_URL:");
  });

  it('deliver refuses, naming the setting, and the message stays pending', async () => {
    const r = await outbox(['deliver'], { SMTP_URL: 'smtp.gmail.com:587' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^Invalid setting SMTP_URL: .*Nothing was e-mailed/);
    const list = await outbox(['pending', '--json'], {});
    expect(JSON.parse(list.stdout)).toMatchObject([{ name: 'Bad Smtp', status: 'pending' }]);
  });
});

describe('npm run outbox -- deliver: to whom (audit 32b #2)', () => {
  const smtp = new TestSmtp();
  beforeEach(async () => {
    smtp.received.length = 0;
    await smtp.start();
  });
  afterEach(() => smtp.stop());

  /** A build folder in `dir` with these facts. */
  function build(email: string, sampleEmail: boolean) {
    writeContactSite(join(dir, 'dist'), {
      email,
      sampleEmail,
      name: 'Paros Rentals',
      siteUrl: 'https://parosrentals.example',
    });
  }

  it('sends to the business e-mail the build baked in, with its name', async () => {
    build('bookings@parosrentals.example', false);
    const r = await outbox(['deliver'], { SMTP_URL: smtp.url });
    expect(r.stdout).toContain('Delivered 1, failed 0, still pending 0.');
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['bookings@parosrentals.example']]);
    expect(smtp.received[0]?.headers.from).toBe(
      'Paros Rentals website <bookings@parosrentals.example>',
    );
  });

  it('refuses without a build when neither CONTACT_TO nor PUBLIC_EMAIL is set', async () => {
    const r = await outbox(['deliver'], { SMTP_URL: smtp.url });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('neither CONTACT_TO nor PUBLIC_EMAIL is set');
    expect(smtp.received).toEqual([]);
    const list = await outbox(['pending', '--json'], {});
    expect(JSON.parse(list.stdout)).toHaveLength(1);
  });

  it('refuses when the build has the sample e-mail and CONTACT_TO is unset', async () => {
    build('info@paros-rentals.example', true);
    const r = await outbox(['deliver'], { SMTP_URL: smtp.url });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sample business e-mail info@paros-rentals.example');
    expect(smtp.received).toEqual([]);
  });

  it('CONTACT_TO wins over the sample e-mail', async () => {
    build('info@paros-rentals.example', true);
    const r = await outbox(['deliver'], { SMTP_URL: smtp.url, CONTACT_TO: 'owner@example.com' });
    expect(r.code).toBe(0);
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['owner@example.com']]);
  });
});

describe('npm run outbox -- deliver: a message the SMTP server refuses (audit 33b #4)', () => {
  const smtp = new TestSmtp();
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse = null;
    await smtp.start();
  });
  afterEach(async () => {
    smtp.refuse = null;
    await smtp.stop();
  });

  /** Two customers' messages after the spammer's one (the `beforeEach` message, stored first). */
  async function addCustomers() {
    const store = openSqliteOutbox(join(dir, 'data'));
    for (const name of ['Real Customer', 'Another Customer'])
      await store.add({
        name,
        email: 'customer@example.com',
        phone: '',
        message: 'Subject: car-rental\n\nA car for July, please.',
        vehicleType: 'car-rental',
      });
    await store.close();
  }

  it('delivers the others and names the refused one, which stays pending with its attempt', async () => {
    await addCustomers();
    smtp.refuse = { match: /bad smtp url/, code: 550 };
    const r = await outbox(['deliver'], { SMTP_URL: smtp.url, CONTACT_TO: 'owner@example.com' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Delivered 2, failed 1, still pending 1.');
    expect(r.stdout).toMatch(
      /Refused by the SMTP server \(1;.*\n {2}\w{8} {2}Bad Smtp <b@example\.com> {2}.*550/,
    );
    expect(r.stderr).toMatch(/the SMTP server refused .* \(attempt 1, next in 60 s\): .*550/);
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([
      'Contact form: Car Rental Inquiry from Another Customer',
      'Contact form: Car Rental Inquiry from Real Customer',
    ]);
    const list = await outbox(['pending', '--json'], {});
    expect(JSON.parse(list.stdout)).toMatchObject([
      { name: 'Bad Smtp', status: 'pending', attempts: 1, lastError: expect.stringMatching(/550/) },
    ]);
  });

  it('a server that defers (451) still stops the run: the rest wait, without an attempt', async () => {
    await addCustomers();
    smtp.refuse = { match: /./, code: 451 };
    const r = await outbox(['deliver'], { SMTP_URL: smtp.url, CONTACT_TO: 'owner@example.com' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Delivered 0, failed 1, still pending 3.');
    expect(r.stdout).toContain('The SMTP server could not be used');
    const list = await outbox(['pending', '--json'], {});
    expect(
      (JSON.parse(list.stdout) as { attempts: number }[]).map((m) => m.attempts).sort(),
    ).toEqual([0, 0, 1]);
  });
});
