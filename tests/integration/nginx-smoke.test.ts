/**
 * The smoke suite through nginx (issue "One policy, a plain house"; docs/deploy.md): the static
 * `deploy/nginx.conf` with the build's snippet (`npm run serve:nginx`, server/nginx-serve.mjs) in
 * front of the Node service, beside the Node server alone (server/serve.mjs), both applying the one
 * policy of server/policy.mjs:
 *
 * - pages: every URL of the sitemap answers 200 through nginx with the built file's bytes;
 * - the 404: a missing path answers 404 with the nearest 404 page (language, fleet);
 * - the API: the contact endpoint through nginx, one canonical `/api` (no redirect loop), JSON
 *   for nginx's own errors there, a fresh visitor's first post accepted;
 * - headers of each file kind (page, hashed asset, service worker, data, image, icon, 404 page,
 *   redirect, 405, API, paths with dot segments), for GET and HEAD and for each Accept-Encoding:
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
import { distDir, startNginxSite, startSite, type Site } from './support';

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
