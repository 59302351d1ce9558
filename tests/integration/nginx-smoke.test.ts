/**
 * The smoke suite through nginx (issue "One policy, a plain house"; docs/deploy.md): the static
 * `deploy/nginx.conf` with the build's snippet (`npm run serve:nginx`, server/nginx-serve.mjs) in
 * front of the Node service, beside the Node server alone (server/serve.mjs), both applying the one
 * policy of server/policy.mjs:
 *
 * - pages: every URL of the sitemap answers 200 through nginx with the built file's bytes;
 * - the 404: a missing path answers 404 with the nearest 404 page (language, fleet);
 * - the API: the contact endpoint through nginx, one canonical `/api` (no redirect loop), JSON
 *   for nginx's own errors there (a form post: 303 to the contact page's panel, also with the
 *   Node service down), a fresh visitor's first post accepted;
 * - headers of each file kind (page, hashed asset, service worker, the content editor's page and
 *   files, data, image, icon, 404 page, redirect, 405, API, paths with dot segments), for GET and
 *   HEAD and for each Accept-Encoding:
 *   every header is the same from both servers, and HEAD answers GET's headers;
 * - hosts: nginx refuses a Host other than the site's.
 *
 * Needs nginx (Debian: `apt-get install nginx libnginx-mod-http-brotli-static`); fails with the
 * install hint without it. Runs on a build: `npm run build && npm run test:integration`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliModuleEnabled } from '../../server/nginx.mjs';
import { fixedSecurityHeaders } from '../../server/security.mjs';
import { distDir, startNginxAlone, startNginxSite, startSite, type Site } from './support';

const client = `${distDir}/client`;
const scratch = mkdtempSync(join(tmpdir(), 'paros-smoke-'));
let node: Site;
let nginx: Site;
beforeAll(async () => {
  [node, nginx] = await Promise.all([
    startSite({ CONTACT_DATA_DIR: join(scratch, 'node'), CONTACT_RATE_LIMIT_POINTS: '1000' }),
    startNginxSite({ CONTACT_DATA_DIR: join(scratch, 'nginx'), CONTACT_RATE_LIMIT_POINTS: '1' }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([node?.stop(), nginx?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/1.1 request with full control of the headers (and of the local address). */
function call(
  origin: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    // The path as given, `..` and all (a URL string would be normalised by the client).
    const req = request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(options.body);
  });
}

/** The body as the client reads it (Content-Encoding undone). */
function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

/** Headers that belong to the connection or the moment, not to the policy. */
const TRANSPORT = new Set(['date', 'server', 'connection', 'keep-alive', 'transfer-encoding']);

/** The headers to compare: everything but {@link TRANSPORT}, names in lower case. */
function policyHeaders(answer: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (!TRANSPORT.has(name) && value !== undefined)
      out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** Files of the build by kind, one or two of each. */
function sampleFiles() {
  const astro = readdirSync(`${client}/_astro`);
  const big = astro.find((f) => f.endsWith('.js') && statSync(`${client}/_astro/${f}`).size > 4096);
  const small = astro.find(
    (f) => f.endsWith('.js') && statSync(`${client}/_astro/${f}`).size < 1024,
  );
  const image = astro.find((f) => /\.(?:webp|avif|jpg|png)$/.test(f));
  return {
    page: ['/', '/fleet', '/fr/contact', '/blog/antiparos-island-hopping-ferry-guide'],
    asset: [`/_astro/${big}`, `/_astro/${small}`, ...(image ? [`/_astro/${image}`] : [])],
    worker: ['/sw.js'],
    // The content editor: its page and its files, which are not content-hashed.
    admin: ['/admin', '/admin/cms.js', '/admin/preview.css'],
    data: ['/fleet.json', '/manifest.webmanifest', '/sitemap-index.xml', '/robots.txt', '/rss.xml'],
    image: ['/favicon.svg', '/favicon.ico', '/images/logo.svg', '/icons/icon-192.png'],
    notFound: ['/no-such-page', '/fr/nope', '/fleet/abc', '/de/fleet/abc', '/_headers', '/_image'],
    redirect: ['/fleet/', '/fr/', '/api/', '/about-us/?x=1'],
    api: ['/api/send-email', '/api', '/api/nope'],
    // Dot segments resolved as nginx does; above the root: 400.
    paths: ['/fleet/../about-us', '/./contact', '/../etc/passwd', '/fleet/%2e%2e/%2e%2e/x'],
  };
}

describe('pages through nginx', () => {
  it('every URL of the sitemap answers 200 with the built file', async () => {
    const sitemap = readFileSync(`${client}/sitemap-0.xml`, 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '/').pathname,
    );
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const answer = await call(nginx.origin, path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status, path).toBe(200);
      const file = path === '/' ? '/index.html' : `${path}.html`;
      const built = readFileSync(
        statSync(`${client}${file}`, { throwIfNoEntry: false })
          ? `${client}${file}`
          : `${client}${path}/index.html`,
      );
      expect(decoded(answer).equals(built), path).toBe(true);
    }
  }, 60_000);
});

describe('the 404 pages', () => {
  it('a missing path answers 404 with the nearest 404 page, from both servers', async () => {
    const cases: Array<[string, string]> = [
      ['/no-such-page', '/404.html'],
      ['/fr/nope/deeper', '/fr/404.html'],
      ['/fleet/abc', '/fleet/404.html'],
      ['/it/fleet/abc', '/it/fleet/404.html'],
      ['/_headers', '/404.html'],
      ['/_image?href=/x.png&w=4000', '/404.html'],
    ];
    for (const site of [nginx, node])
      for (const [path, file] of cases) {
        const answer = await call(site.origin, path, { headers: { 'accept-encoding': 'gzip' } });
        expect(answer.status, `${site.origin}${path}`).toBe(404);
        expect(decoded(answer).equals(readFileSync(`${client}${file}`)), path).toBe(true);
      }
  });
});

describe('the API', () => {
  it('one canonical /api: /api/ redirects once to /api, which answers JSON 404, no loop', async () => {
    for (const site of [nginx, node]) {
      const slash = await call(site.origin, '/api/');
      expect(slash.status).toBe(301);
      expect(slash.headers.location).toBe('/api');
      const api = await call(site.origin, '/api');
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(api.body.toString()).error).toBeTruthy();
    }
  });

  it('redirects are relative: the Host header is never echoed', async () => {
    const answer = await call(nginx.origin, '/fleet/', { headers: { host: 'localhost' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/fleet');
    // Kept an hour, not for ever (audit 33b #12), by both servers.
    for (const site of [nginx, node])
      for (const path of ['/fleet/', '/api/', '/fr/?x=1'])
        expect((await call(site.origin, path)).headers['cache-control'], path).toBe(
          'public, max-age=3600',
        );
    const evil = await call(nginx.origin, '//evil.example/');
    expect(evil.headers.location).toBe('/evil.example');
  });

  it('a path with a control character, a backslash or Greek letters never writes a header of its own, leaves the site or stops a server (audit 33b #1-3)', async () => {
    const paths = [
      '/fleet%0dSet-Cookie:%20injected=1;%20Path=/;%20Max-Age=31536000/',
      '/a%0d/',
      '/%5cevil.example/',
      '/%5c%5cevil.example/x/',
      '/%09/evil.example/',
      '/%CE%B1/',
      '/el/%CE%B1%CF%85%CF%84%CE%BF%CE%BA%CE%AF%CE%BD%CE%B7%CF%84%CE%BF/',
      '/api/%CE%B1/',
    ];
    for (const site of [nginx, node]) {
      for (const path of paths) {
        const answer = await call(site.origin, path);
        expect(answer.status, `${site.origin}${path}`).toBeLessThan(500);
        expect(answer.headers['set-cookie'], path).toBeUndefined();
        const location = answer.headers.location;
        // Relative, on this site, printable ASCII only.
        if (location !== undefined) expect(location, path).toMatch(/^\/(?![/\\])[!-~]*$/);
      }
      expect((await call(site.origin, '/fleet')).status).toBe(200);
    }
    expect((await call(node.origin, '/%CE%B1/')).headers.location).toBe('/%CE%B1');
  });

  it("nginx's own errors under /api are JSON with the policy's headers (413), elsewhere text (414)", async () => {
    const big = await call(nginx.origin, '/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(200_000),
    });
    expect(big.status).toBe(413);
    expect(big.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(big.body.toString()).error).toBeTruthy();
    for (const [name, value] of Object.entries(fixedSecurityHeaders))
      expect(big.headers[name.toLowerCase()], name).toBe(value);
    const long = await call(nginx.origin, `/${'a'.repeat(20_000)}`);
    expect(long.status).toBe(414);
    expect(long.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(long.headers['x-frame-options']).toBe('DENY');
  });

  it("a fresh visitor's first post is accepted; each visitor has its own bucket behind nginx", async () => {
    const post = (localAddress: string, forwardedFor?: string) =>
      call(nginx.origin, '/api/send-email', {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          origin: nginx.origin,
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: JSON.stringify({
          name: 'Ann Lee',
          email: 'ann@example.com',
          phone: '',
          message: 'Subject: Hello\n\nDo you have a car on Friday?',
          vehicleType: 'other',
        }),
      });
    expect((await post('127.0.0.2')).status).toBe(200);
    expect((await post('127.0.0.2')).status).toBe(429);
    // Another visitor claiming to be the first one: nginx writes the real address.
    expect((await post('127.0.0.3', '127.0.0.2')).status).toBe(200);
    // Another Host is refused before it reaches a bucket (below).
  });
});

describe('a form post nginx refuses itself (the contact form without JavaScript, audit 33b #12)', () => {
  const form = (origin: string, headers: Record<string, string>, body: string) =>
    call(origin, '/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
  const tooLarge = `firstName=A&lastName=B&email=a%40example.com&subject=other&message=${'x'.repeat(70_000)}`;

  it("over client_max_body_size: 303 to the contact page's too-large panel in the posting page's language; JSON stays JSON", async () => {
    for (const [referer, location] of [
      [`${nginx.origin}/fr/contact`, '/fr/contact#contact-too-large'],
      [`${nginx.origin}/el/fleet?category=suv`, '/el/contact#contact-too-large'],
      [`${nginx.origin}/de`, '/de/contact#contact-too-large'],
      [`${nginx.origin}/contact`, '/contact#contact-too-large'],
      [`${nginx.origin}/frx/contact`, '/contact#contact-too-large'],
      [undefined, '/contact#contact-too-large'],
    ] as const) {
      const answer = await form(nginx.origin, referer ? { referer } : {}, tooLarge);
      expect(answer.status, String(referer)).toBe(303);
      expect(answer.headers.location, String(referer)).toBe(location);
      expect(answer.headers['cache-control']).toBe('no-store');
      for (const [name, value] of Object.entries(fixedSecurityHeaders))
        expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
    // Without Content-Length (chunked), and a content type written otherwise.
    const chunked = await form(
      nginx.origin,
      {
        'content-type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
        'transfer-encoding': 'chunked',
        referer: `${nginx.origin}/it/contact`,
      },
      tooLarge,
    );
    expect(chunked.status).toBe(303);
    expect(chunked.headers.location).toBe('/it/contact#contact-too-large');
    // A script posting JSON (or anything but a form) keeps its JSON 413.
    const json = await call(nginx.origin, '/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${nginx.origin}/fr/contact` },
      body: JSON.stringify({ message: 'x'.repeat(70_000) }),
    });
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body.toString()).error).toBeTruthy();
  });

  it('with the Node service down (502): the unavailable panel for a form post, JSON for others', async () => {
    const down = await startNginxAlone();
    try {
      const answer = await form(
        down.origin,
        { referer: `${down.origin}/fr/contact` },
        'firstName=A&lastName=B&email=a%40example.com&subject=other&message=hi',
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/fr/contact#contact-unavailable');
      const json = await call(down.origin, '/api/send-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(502);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await down.stop();
    }
  });
});

describe('hosts', () => {
  it('nginx refuses a Host other than the site’s (the connection is closed)', async () => {
    await expect(call(nginx.origin, '/', { headers: { host: 'evil.example' } })).rejects.toThrow();
    // The names the local run serves (deploy/nginx.conf's server_name, replaced for loopback).
    const site = await call(nginx.origin, '/', { headers: { host: 'localhost' } });
    expect(site.status).toBe(200);
  });
});

describe('headers of each file kind are the same from both servers', () => {
  const samples = sampleFiles();
  const encodings = ['', 'gzip', 'br, gzip'];
  for (const [kind, paths] of Object.entries(samples)) {
    it(kind, async () => {
      for (const path of paths)
        for (const encoding of encodings) {
          const headers = encoding ? { 'accept-encoding': encoding } : {};
          const what = `${path} (${encoding || 'identity'})`;
          const fromNginx = await call(nginx.origin, path, { headers });
          const fromNode = await call(node.origin, path, { headers });
          expect(fromNginx.status, what).toBe(fromNode.status);
          expect(policyHeaders(fromNginx), what).toEqual(policyHeaders(fromNode));
          // HEAD answers GET's headers, on both servers.
          for (const site of [nginx, node]) {
            const head = await call(site.origin, path, { method: 'HEAD', headers });
            const get = site === nginx ? fromNginx : fromNode;
            expect(head.status, `HEAD ${what}`).toBe(get.status);
            expect(head.body.length, `HEAD ${what}`).toBe(0);
            const getHeaders = policyHeaders(get);
            // A chunked GET (the API's) has no Content-Length to compare.
            const headHeaders = policyHeaders(head);
            if (!('content-length' in getHeaders)) delete headHeaders['content-length'];
            expect(headHeaders, `HEAD ${site === nginx ? 'nginx' : 'node'} ${what}`).toEqual(
              getHeaders,
            );
          }
        }
    });
  }

  it("the content editor's files are revalidated (no-cache, 304 on a match) by both servers, so a deploy's editor is used at once (audit 33b #12)", async () => {
    for (const site of [nginx, node])
      for (const path of ['/admin/cms.js', '/admin/preview.css']) {
        const first = await call(site.origin, path, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(first.status, path).toBe(200);
        expect(first.headers['cache-control'], path).toBe('no-cache');
        const etag = String(first.headers.etag);
        const again = await call(site.origin, path, {
          headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
        });
        expect(again.status, `${path} revalidated`).toBe(304);
      }
  });

  it('a page refused with POST: 405 with Allow and the same headers from both', async () => {
    const a = await call(nginx.origin, '/fleet', { method: 'POST' });
    const b = await call(node.origin, '/fleet', { method: 'POST' });
    expect(a.status).toBe(405);
    expect(a.headers.allow).toBe('GET, HEAD');
    expect(policyHeaders(a)).toEqual(policyHeaders(b));
  });

  it(`text files are sent as the build's precompressed files (Brotli ${brotliModuleEnabled() ? 'with' : 'without'} nginx's module)`, async () => {
    const br = await call(nginx.origin, '/fleet', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe(brotliModuleEnabled() ? 'br' : 'gzip');
    expect(br.body.length).toBe(
      statSync(`${client}/fleet/index.html.${brotliModuleEnabled() ? 'br' : 'gz'}`).size,
    );
    expect(br.headers.vary).toBe('Accept-Encoding');
  });
});
