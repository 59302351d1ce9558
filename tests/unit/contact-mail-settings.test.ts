/**
 * Malformed mail settings never cost a visitor's message (audit 32b #3, #5, #6): the message is
 * stored and stays pending with the setting's error as its note; the service says in one line
 * where the outbox is and whether e-mail is on; an SMTP_URL that nodemailer would read with the
 * wrong host is refused with the fix (percent-encoding).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createContactService,
  mailStatus,
  parseContactSettings,
  type ContactService,
} from '../../src/lib/contact/server';

const site = { name: 'Paros Rentals', url: 'https://www.paros-rentals.example' };
const body = JSON.stringify({
  name: 'Anna Smith',
  email: 'anna@example.com',
  phone: '',
  message: 'Subject: other\n\nHello',
  vehicleType: 'other',
});

let dir: string;
let service: ContactService | undefined;
const logs: string[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mail-settings-'));
  logs.length = 0;
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A contact service on a fresh outbox with these extra settings. */
function start(env: Record<string, string>): ContactService {
  const settings = parseContactSettings({ CONTACT_DATA_DIR: dir, ...env }, 'info@example.com');
  service = createContactService(settings, site, { log: (line) => logs.push(line) });
  return service;
}

describe('a malformed mail setting', () => {
  it.each([
    ['SMTP_URL', 'smtp.gmail.com:587'],
    ['SMTP_URL', 'notaurl'],
    ['CONTACT_TO', 'owner(at)example.com'],
    ['CONTACT_FROM', 'website'],
  ])('%s=%s: the message is stored, pending, with the error as its note', async (name, value) => {
    const svc = start({ [name]: value });
    const res = await svc.handle(
      new Request('http://127.0.0.1/api/send-email', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
      '203.0.113.9',
    );
    expect(res.status).toBe(200);
    await svc.delivery.idle();
    const [stored] = await svc.store.list();
    expect(stored?.status).toBe('pending');
    expect(stored?.lastError).toMatch(new RegExp(`^Invalid setting ${name}: `));
    expect(logs.join('\n')).toContain(`Invalid setting ${name}`);
    expect(svc.summary).toContain(`e-mail OFF: Invalid setting ${name}: `);
    expect(svc.summary).not.toContain('unavailable');
  });

  it('is reported by parseContactSettings without throwing; other settings still throw', () => {
    const s = parseContactSettings({ SMTP_URL: 'smtp.gmail.com:587' }, 'a@b.co');
    expect(s.smtpUrl).toBeUndefined();
    expect(s.mailError).toMatch(/^Invalid setting SMTP_URL: expected smtp:\/\/host:port/);
    expect(() => parseContactSettings({ CONTACT_RATE_LIMIT_POINTS: 'ten' }, 'a@b.co')).toThrow(
      /^Invalid setting CONTACT_RATE_LIMIT_POINTS:/,
    );
  });
});

describe('SMTP_URL that would point at the wrong host (audit 32b #6)', () => {
  it.each([
    'smtps://bookings@parosrentals.example:p@ss#1@smtp.example.com:465',
    'smtps://bookings@parosrentals.example:secret@smtp.example.com:465',
    'smtp://user:pa#ss@smtp.example.com:587',
  ])('%s is refused with the percent-encoding fix', (value) => {
    const s = parseContactSettings({ SMTP_URL: value }, 'a@b.co');
    expect(s.smtpUrl).toBeUndefined();
    expect(s.mailError).toContain('Invalid setting SMTP_URL: ');
    expect(s.mailError).toContain('@ → %40');
  });

  it('the percent-encoded form is accepted', () => {
    const value = 'smtps://bookings%40parosrentals.example:p%40ss%231@smtp.example.com:465';
    const s = parseContactSettings({ SMTP_URL: value }, 'a@b.co');
    expect(s.mailError).toBeUndefined();
    expect(s.smtpUrl).toBe(value);
  });
});

describe('the start line (audit 32b #5)', () => {
  it('names the outbox and the SMTP server without credentials', () => {
    const svc = start({ SMTP_URL: 'smtps://user%40x.com:secret@smtp.example.com:465' });
    expect(svc.summary).toBe(
      `Contact outbox: sqlite ${join(dir, 'outbox.sqlite')}; e-mail: smtps://smtp.example.com:465`,
    );
    expect(svc.summary).not.toContain('secret');
  });

  it('says e-mail is off without SMTP_URL', () => {
    expect(mailStatus(parseContactSettings({}, 'a@b.co'))).toBe(
      'e-mail OFF: SMTP_URL is not set; messages stay pending (npm run outbox)',
    );
  });
});
