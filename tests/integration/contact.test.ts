/**
 * `POST /api/send-email` on the built site's real server (`node {E2E_DIST:-dist}/server/entry.mjs`)
 * with a real SMTP server in this process: delivery with the right fields and reply-to, the
 * outbox keeping a message while SMTP is down and delivering it when it is back, a table of bad
 * requests, and the rate limit. `npm test` builds before this runs (`npm run test:integration`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, TestSmtp, waitFor, type Site } from './support';

const TO = 'owner@paros-rentals.example';
const dataDir = mkdtempSync(join(tmpdir(), 'contact-it-'));
const smtp = new TestSmtp();
let site: Site;

/** The outbox rows (read straight from the server's SQLite file). */
function outbox(): Array<Record<string, unknown>> {
  const db = new DatabaseSync(join(dataDir, 'outbox.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT * FROM contact_messages ORDER BY created_at').all() as Array<
      Record<string, unknown>
    >;
  } finally {
    db.close();
  }
}

const valid = {
  name: 'Ελένη Παπαδοπούλου',
  email: 'eleni@example.com',
  phone: '+30 690 123 4567',
  message: 'Subject: scooter-rental\n\nΓεια σας! Two 125cc scooters from 15/07 to 20/07, please.',
  vehicleType: 'scooter-rental',
};

/** POSTs to the endpoint from the site's own origin unless headers say otherwise. */
function post(
  body: BodyInit | null,
  headers: Record<string, string> = {},
  method = 'POST',
  extra: RequestInit = {},
) {
  return fetch(`${site.origin}/api/send-email`, {
    method,
    body,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: site.origin, ...headers },
    ...extra,
  });
}

beforeAll(async () => {
  await smtp.start();
  site = await startSite({
    SMTP_URL: smtp.url,
    CONTACT_DATA_DIR: dataDir,
    CONTACT_TO: TO,
    // The rate limit gets its own server below; here it must not interfere.
    CONTACT_RATE_LIMIT_POINTS: '100000',
    CONTACT_RETRY_BASE_SECONDS: '1',
    CONTACT_RETRY_MAX_SECONDS: '2',
  });
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('delivery', () => {
  it('a valid message is stored, answered {ok:true} and arrives with the right fields and reply-to', async () => {
    const res = await post(JSON.stringify(valid));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const mail = await waitFor(
      () => smtp.received.find((m) => m.headers['reply-to']?.includes('eleni@example.com')),
      10_000,
      'the e-mail',
    );
    expect(mail.rcptTo).toEqual([TO]);
    expect(mail.headers.to).toBe(TO);
    expect(mail.headers['reply-to']).toMatch(/^"?Ελένη Παπαδοπούλου"? <eleni@example\.com>$/);
    expect(mail.headers.from).toMatch(/website.*<owner@paros-rentals\.example>/);
    expect(mail.headers.subject).toBe('Contact form: Scooter Rental from Ελένη Παπαδοπούλου');
    expect(mail.text).toContain('Γεια σας! Two 125cc scooters from 15/07 to 20/07, please.');
    expect(mail.text).toContain('Subject: scooter-rental');
    expect(mail.text).toContain('Phone: +30 690 123 4567');

    const row = await waitFor(
      () => outbox().find((r) => r.email === 'eleni@example.com' && r.status === 'sent'),
      5000,
      'the sent row',
    );
    expect(mail.headers['message-id']).toBe(`<${String(row.id)}@www.paros-rentals.example>`);
    expect(row).toMatchObject({
      name: valid.name,
      phone: valid.phone,
      message: valid.message,
      vehicle_type: 'scooter-rental',
      attempts: 1,
    });
  });

  it('a form post without JavaScript is stored, delivered and redirected to the thank-you panel', async () => {
    const form = new URLSearchParams({
      firstName: 'Tom',
      lastName: 'Baker',
      email: 'tom@example.com',
      phone: '',
      subject: 'atv-rental',
      message: 'Is a quad OK on the dirt roads?',
      website: '',
    });
    const res = await post(form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact#contact-sent');
    const mail = await waitFor(
      () => smtp.received.find((m) => m.headers['reply-to']?.includes('tom@example.com')),
      10_000,
      'the e-mail',
    );
    expect(mail.headers.subject).toBe('Contact form: ATV/Quad Rental from Tom Baker');
    expect(mail.text).toContain('Subject: atv-rental\n\nIs a quad OK on the dirt roads?');
  });

  it('with the SMTP server down the message is stored pending, and delivered after it comes back', async () => {
    await smtp.stop();
    const res = await post(
      JSON.stringify({ ...valid, name: 'Offline Owen', email: 'owen@example.com' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    const pending = await waitFor(
      () =>
        outbox().find(
          (r) =>
            r.email === 'owen@example.com' && r.status === 'pending' && Number(r.attempts) >= 1,
        ),
      10_000,
      'a failed attempt',
    );
    expect(String(pending.last_error)).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    const mail = await waitFor(
      () => smtp.received.find((m) => m.headers['reply-to']?.includes('owen@example.com')),
      15_000,
      'the retried e-mail',
    );
    expect(mail.headers['message-id']).toBe(`<${String(pending.id)}@www.paros-rentals.example>`);
    const sent = await waitFor(
      () => outbox().find((r) => r.id === pending.id && r.status === 'sent'),
      5000,
      'the row marked sent',
    );
    expect(Number(sent.attempts)).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
  }, 40_000);
});

/** One bad request: what is sent, the status and (part of) the error text expected. */
interface BadCase {
  name: string;
  status: number;
  error: RegExp;
  method?: string;
  body?: BodyInit | null;
  headers?: Record<string, string>;
  extra?: RequestInit;
  /** The answer is not the endpoint's JSON (e.g. a 405 to HEAD has no body). */
  plain?: boolean;
}

const json = (patch: Record<string, unknown>, drop: string[] = []) => {
  const b: Record<string, unknown> = { ...valid, ...patch };
  for (const k of drop) delete b[k];
  return JSON.stringify(b);
};
const big = (bytes: number) => json({ message: `Subject: other\n\n${'x'.repeat(bytes)}` });

const badCases: BadCase[] = [
  // Methods
  { name: 'GET', method: 'GET', body: null, status: 405, error: /Method not allowed/ },
  { name: 'PUT', method: 'PUT', body: json({}), status: 405, error: /Method not allowed/ },
  { name: 'DELETE', method: 'DELETE', body: null, status: 405, error: /Method not allowed/ },
  { name: 'PATCH', method: 'PATCH', body: json({}), status: 405, error: /Method not allowed/ },
  // Content type
  {
    name: 'text/plain',
    body: json({}),
    headers: { 'content-type': 'text/plain' },
    status: 415,
    error: /Unsupported content type/,
  },
  {
    name: 'multipart/form-data',
    body: '--x\r\n\r\n--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    status: 415,
    error: /Unsupported content type/,
  },
  {
    name: 'application/xml',
    body: '<message/>',
    headers: { 'content-type': 'application/xml' },
    status: 415,
    error: /Unsupported content type/,
  },
  {
    name: 'JSON in Latin-1',
    body: json({}),
    headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    status: 415,
    error: /Unsupported content type/,
  },
  // Origin
  {
    name: 'JSON from another site',
    body: json({}),
    headers: { origin: 'https://evil.example' },
    status: 403,
    error: /only be sent from this website/,
  },
  {
    name: 'JSON with Origin: null',
    body: json({}),
    headers: { origin: 'null' },
    status: 403,
    error: /only be sent from this website/,
  },
  // Size and syntax
  {
    name: 'body over 32 KB (Content-Length)',
    body: big(40_000),
    status: 413,
    error: /too large.*32 KB/,
  },
  {
    name: 'body over 32 KB (chunked, no Content-Length)',
    body: new Blob([big(40_000)]).stream(),
    extra: { duplex: 'half' } as RequestInit,
    status: 413,
    error: /too large/,
  },
  { name: 'not JSON', body: '{"name": "Anna",', status: 400, error: /not valid JSON/ },
  { name: 'empty body', body: '', status: 400, error: /not valid JSON/ },
  {
    name: 'invalid UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    status: 400,
    error: /not valid JSON/,
  },
  {
    name: 'a JSON array',
    body: JSON.stringify([valid]),
    status: 400,
    error: /must be a JSON object/,
  },
  { name: 'a JSON string', body: '"hello"', status: 400, error: /must be a JSON object/ },
  // Fields
  {
    name: 'unknown field',
    body: json({ subject: 'other' }),
    status: 400,
    error: /Unknown field\(s\): subject/,
  },
  { name: 'name missing', body: json({}, ['name']), status: 400, error: /Please enter your name/ },
  { name: 'name blank', body: json({ name: '   ' }), status: 400, error: /Please enter your name/ },
  {
    name: 'name too long',
    body: json({ name: 'N'.repeat(122) }),
    status: 400,
    error: /name: Please shorten this to at most 121 characters/,
  },
  {
    name: 'name with a header injection',
    body: json({ name: 'Anna\r\nBcc: victim@example.com' }),
    status: 400,
    error: /name: .*control characters/,
  },
  {
    name: 'email missing',
    body: json({}, ['email']),
    status: 400,
    error: /Please enter your e-mail address/,
  },
  {
    name: 'email malformed',
    body: json({ email: 'eleni@' }),
    status: 400,
    error: /valid e-mail address/,
  },
  {
    name: 'email with a header injection',
    body: json({ email: 'a@example.com\nBcc: b@example.com' }),
    status: 400,
    error: /email: .*control characters/,
  },
  {
    name: 'email not text',
    body: json({ email: 42 }),
    status: 400,
    error: /email: This field must be text/,
  },
  {
    name: 'email too long',
    body: json({ email: `${'a'.repeat(250)}@example.com` }),
    status: 400,
    error: /email: Please shorten/,
  },
  {
    name: 'phone with letters',
    body: json({ phone: 'call me maybe' }),
    status: 400,
    error: /phone number/,
  },
  {
    name: 'phone too long',
    body: json({ phone: '1'.repeat(40) }),
    status: 400,
    error: /phone: Please shorten this to at most 32/,
  },
  {
    name: 'message missing',
    body: json({}, ['message']),
    status: 400,
    error: /Please enter your message/,
  },
  {
    name: 'message blank',
    body: json({ message: ' \n ' }),
    status: 400,
    error: /Please enter your message/,
  },
  {
    name: 'message too long',
    body: json({ message: 'x'.repeat(4101) }),
    status: 400,
    error: /message: Please shorten this to at most 4100/,
  },
  {
    name: 'message with a NUL',
    body: json({ message: 'Subject: other\n\nhi\u0000there' }),
    status: 400,
    error: /message: .*control characters/,
  },
  {
    name: 'message with an escape sequence',
    body: json({ message: 'Subject: other\n\n\u001b[31mred' }),
    status: 400,
    error: /control characters/,
  },
  {
    name: 'unknown subject',
    body: json({ vehicleType: 'yacht' }),
    status: 400,
    error: /Unknown subject/,
  },
  {
    name: 'subject missing',
    body: json({}, ['vehicleType']),
    status: 400,
    error: /Please choose a subject/,
  },
  {
    name: 'spam trap filled',
    body: json({ website: 'https://cheap-pills.example' }),
    status: 400,
    error: /looks like spam/,
  },
];

describe('bad requests get the right status and a clear error, and the server keeps answering', () => {
  it(`has at least 25 cases (${badCases.length})`, () => {
    expect(badCases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(badCases)('$name → $status', async (c) => {
    const before = outbox().length;
    const res = await post(c.body ?? null, c.headers ?? {}, c.method ?? 'POST', c.extra ?? {});
    expect(res.status).toBe(c.status);
    const text = await res.text();
    if (c.plain) {
      expect(text).toMatch(c.error);
    } else {
      expect(res.headers.get('content-type')).toContain('application/json');
      const payload = JSON.parse(text) as { error?: unknown; ok?: unknown };
      expect(payload.ok).toBeUndefined();
      expect(typeof payload.error).toBe('string');
      expect(String(payload.error)).toMatch(c.error);
    }
    if (c.status === 405) expect(res.headers.get('allow')).toBe('POST');
    expect(outbox().length, 'nothing is stored').toBe(before);
  });

  it('a form post with bad fields is sent back to the form, nothing stored', async () => {
    const before = outbox().length;
    const res = await post('firstName=&lastName=&email=nope&subject=&message=', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact#contact-invalid');
    expect(outbox().length).toBe(before);
  });

  it('a form post is sent back to its panel, never answered with JSON: another site, too large, a key it cannot have (audit 33b #12)', async () => {
    const form = (body: string, headers: Record<string, string> = {}) =>
      post(body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
    const fields = (lastName: string) =>
      new URLSearchParams({
        firstName: 'Form',
        lastName,
        email: 'form-key@example.com',
        subject: 'other',
        message: 'Without JavaScript.',
      }).toString();
    const before = outbox().length;
    // The endpoint's own origin check (Astro's checkOrigin is off, see astro.config.mjs), from a
    // French page: the French contact page's panel.
    const foreign = await form(fields('Foreign'), {
      origin: 'https://evil.example',
      referer: 'https://evil.example/fr/contact',
    });
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get('location')).toBe('/fr/contact#contact-forbidden');
    const large = await form(`${fields('Large')}&message=${'x'.repeat(40_000)}`);
    expect(large.status).toBe(303);
    expect(large.headers.get('location')).toBe('/contact#contact-too-large');
    expect(outbox().length, 'nothing stored').toBe(before);
    // An Idempotency-Key on a form post (only a script sends one) is ignored: reused with another
    // body, or malformed, each post is a message of its own.
    for (const [key, lastName] of [
      ['formkey-0001', 'First'],
      ['formkey-0001', 'Second'],
      ['../../x', 'Third'],
    ] as const) {
      const res = await form(fields(lastName), { 'idempotency-key': key });
      expect(res.status, key).toBe(303);
      expect(res.headers.get('location'), key).toBe('/contact#contact-sent');
    }
    const stored = outbox().filter((r) => r.email === 'form-key@example.com');
    expect(stored.map((r) => r.name)).toEqual(['Form First', 'Form Second', 'Form Third']);
  });

  it('a browser post in another encoding (multipart, text/plain) that asks for a page is sent back to its panel; a script still gets the 415 JSON', async () => {
    const before = outbox().length;
    const page = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const multipart = {
      'content-type': 'multipart/form-data; boundary=x',
      referer: `${site.origin}/de/contact`,
    };
    const body = '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAnna\r\n--x--';
    const html = await post(body, { ...multipart, accept: page });
    expect(html.status).toBe(303);
    expect(html.headers.get('location')).toBe('/de/contact#contact-failed');
    const text = await post('firstName=Anna', { 'content-type': 'text/plain', accept: page });
    expect(text.status).toBe(303);
    expect(text.headers.get('location')).toBe('/contact#contact-failed');
    const script = await post(body, { ...multipart, accept: '*/*' });
    expect(script.status).toBe(415);
    expect(script.headers.get('content-type')).toMatch(/^application\/json/);
    expect(outbox().length, 'nothing stored').toBe(before);
  });

  it('a Host that names no server: 400 JSON from the endpoint, not the HTML 404 page (audit 33b #12)', async () => {
    const { port } = new URL(site.origin);
    const answer = await new Promise<{ status: number; type: string; text: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/send-email',
            method: 'POST',
            headers: { host: '[::1', 'content-type': 'application/json' },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                type: res.headers['content-type'] ?? '',
                text,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(valid));
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ error: 'Bad request.' });
  });

  it('after all of them, a valid message is still accepted and pages are still served', async () => {
    const res = await post(JSON.stringify({ ...valid, email: 'after@example.com' }));
    expect(res.status).toBe(200);
    expect((await fetch(`${site.origin}/contact`)).status).toBe(200);
    await waitFor(
      () => smtp.received.find((m) => m.headers['reply-to']?.includes('after@example.com')),
      10_000,
      'the e-mail',
    );
  });
});

describe('rate limit', () => {
  let limited: Site;
  const limitedDir = mkdtempSync(join(tmpdir(), 'contact-it-rl-'));

  beforeAll(async () => {
    limited = await startSite({
      CONTACT_DATA_DIR: limitedDir,
      CONTACT_RATE_LIMIT_POINTS: '3',
      CONTACT_RATE_LIMIT_WINDOW_SECONDS: '120',
    });
  }, 60_000);
  afterAll(async () => {
    await limited?.stop();
    rmSync(limitedDir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After once a client used its points, and keeps serving pages', async () => {
    const send = () =>
      fetch(`${limited.origin}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: limited.origin },
        body: JSON.stringify(valid),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 200, 200]);
    const res = await send();
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Too many messages from your connection\. Please wait \d+ (seconds|minutes)/,
    );
    // A no-JS form post over the limit goes back to the form's "too many" panel.
    const form = await fetch(`${limited.origin}/api/send-email`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: limited.origin },
      body: 'firstName=A&lastName=B&email=a%40example.com&subject=other&message=hi',
    });
    expect(form.headers.get('location')).toBe('/contact#contact-limited');
    expect((await fetch(`${limited.origin}/contact`)).status).toBe(200);
  }, 30_000);
});
