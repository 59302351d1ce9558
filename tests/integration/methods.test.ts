/**
 * HTTP methods on the built site's Node server (`server/serve.mjs`, `server/methods.mjs`):
 * pages and files answer `GET` and `HEAD` only, anything else `405` with `Allow: GET, HEAD`; the
 * contact endpoint answers every method but `POST` with `405` JSON `{"error"}` and `Allow: POST`
 * (including `PUT`/`DELETE`/`PATCH` without a body, which Astro's origin check used to answer
 * with a plain-text 403, and `TRACE`, which no `Request` can carry).
 *
 * Requests go through `node:http` because `fetch` refuses to send `TRACE`.
 * Run after a build: `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/methods.test.ts`.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support';

let site: Site;
beforeAll(async () => {
  site = await startSite({});
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

/** One raw request; `body` is sent when given, with its Content-Length (as browsers and curl send it). */
function request(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(
      `${site.origin}${path}`,
      { method, headers: { ...length, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const pages = ['/', '/fr/fleet', '/blog/best-beaches-paros-accessible-car', '/favicon.svg'];

describe('pages and files', () => {
  it.each(pages)('GET and HEAD %s still answer 200', async (path) => {
    expect((await request('GET', path)).status).toBe(200);
    expect((await request('HEAD', path)).status).toBe(200);
  });

  for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'POST', 'OPTIONS']) {
    it.each(pages)(`${method} %s → 405 with Allow: GET, HEAD`, async (path) => {
      const res = await request(
        method,
        path,
        method === 'PUT' || method === 'PATCH' ? { 'content-type': 'text/html' } : {},
        method === 'PUT' || method === 'PATCH' ? '<p>x</p>' : undefined,
      );
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.text).not.toContain('<html');
      // The security headers still apply to the refusal.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  }

  it('an unknown path with PUT is refused the same way (no page is written or revealed)', async () => {
    const res = await request('PUT', '/no-such-page', { 'content-type': 'text/plain' }, 'x');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('/api/send-email', () => {
  let getAnswer: string;
  beforeAll(async () => {
    getAnswer = (await request('GET', '/api/send-email')).text;
  });

  for (const [method, headers, body] of [
    ['GET', {}, undefined],
    ['PUT', {}, undefined],
    ['DELETE', {}, undefined],
    ['PATCH', {}, undefined],
    ['PUT', { 'content-type': 'application/json' }, '{}'],
    [
      'DELETE',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      'a=1',
    ],
    ['OPTIONS', {}, undefined],
    ['TRACE', {}, undefined],
  ] as const) {
    it(`${method} ${JSON.stringify(headers)} → 405 JSON {error} with Allow: POST`, async () => {
      const res = await request(method, '/api/send-email', { ...headers }, body);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const payload = JSON.parse(res.text) as { error?: unknown };
      expect(typeof payload.error).toBe('string');
      // The server's answer to TRACE (which never reaches the route) says what the route says.
      expect(res.text).toBe(getAnswer);
    });
  }

  it('HEAD → 405 with Allow: POST and no body', async () => {
    const res = await request('HEAD', '/api/send-email');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.text).toBe('');
  });

  it('POST still reaches the endpoint (an empty JSON object is a 400 about the fields, not a 405)', async () => {
    const res = await request(
      'POST',
      '/api/send-email',
      { 'content-type': 'application/json' },
      '{}',
    );
    expect(res.status).toBe(400);
    expect(res.headers.allow).toBeUndefined();
  });
});
