/**
 * Security headers of the site's Node server (docs/requirements.md, "Speed, accessibility and
 * security"), read from served responses: a page, an asset, the API (a refused GET and a rejected
 * POST), and the 404 pages. Also that the inline scripts of a page are allowed by hash (the
 * no-flash theme script keeps running without `'unsafe-inline'`), that text files are sent as the
 * build's precompressed files, and that the `_headers` the build writes for static hosts sends the
 * same fixed headers (server/policy.mjs). nginx's headers are compared with these in
 * `tests/integration/nginx-smoke.test.ts`.
 *
 * Runs on a build: `npm run build && npm run test:integration` (or `E2E_DIST=.dist-x`).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cdnCspDirectives,
  fixedSecurityHeaders,
  parsePolicy,
  workerCacheControl,
  workerPolicy,
} from '../../server/security.mjs';
import { builtAssets, distDir, startSite, type Site } from './support';

let site: Site;
beforeAll(async () => {
  site = await startSite({});
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

/** The script sources a policy allows (`script-src-elem` when present, else `script-src`, else `default-src`). */
function scriptSources(policy: Map<string, string[]>): string[] {
  return (
    policy.get('script-src-elem') ?? policy.get('script-src') ?? policy.get('default-src') ?? []
  );
}

/**
 * Checks every security header on a response. `page`: an HTML page (its policy allows the
 * site's own resources and its inline scripts by hash); `other`: anything else (nothing loads).
 */
function expectSecurityHeaders(
  response: Response,
  what: string,
  kind: 'page' | 'other' = 'page',
): void {
  const h = response.headers;
  const csp = h.get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const policy = parsePolicy(csp ?? '');
  for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    expect(policy.get(name) ?? [], `${what}: ${name} without 'unsafe-inline'`).not.toContain(
      "'unsafe-inline'",
    );
    expect(policy.get(name) ?? [], `${what}: ${name} without 'unsafe-eval'`).not.toContain(
      "'unsafe-eval'",
    );
  }
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  if (kind === 'page') {
    expect(
      scriptSources(policy).some((s) => /^'sha(256|384|512)-/.test(s)),
      `${what}: inline scripts allowed by hash`,
    ).toBe(true);
    expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
    expect(policy.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  } else {
    expect(policy.get('default-src'), `${what}: default-src`).toEqual(["'none'"]);
  }

  const hsts = /max-age=(\d+)/.exec(h.get('strict-transport-security') ?? '');
  expect(Number(hsts?.[1]), `${what}: HSTS of at least a year`).toBeGreaterThanOrEqual(31_536_000);
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  expect(h.get('permissions-policy'), what).toMatch(/geolocation=\(\)/);
  expect(h.get('x-frame-options'), what).toBe('DENY');
}

/** The `<meta http-equiv="content-security-policy">` policy of a page, parsed. */
function metaPolicy(html: string): Map<string, string[]> {
  const content =
    /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return parsePolicy(content.replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
}

/** `'sha256-…'` of every executable inline script of a page (JSON-LD and other data blocks excluded). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(
    /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const type = /\btype="([^"]*)"/i.exec(attrs)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

describe('security headers from the Node server', () => {
  it('on a page; its inline scripts (theme, islands) are allowed by hash in both the meta policy and the header', async () => {
    const response = await fetch(`${site.origin}/`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, 'GET /');
    const html = await response.text();
    const scripts = inlineScriptHashes(html);
    expect(
      scripts.length,
      'the page has inline scripts (the no-flash theme script at least)',
    ).toBeGreaterThan(0);
    const header = scriptSources(
      parsePolicy(response.headers.get('content-security-policy') ?? ''),
    );
    const meta = scriptSources(metaPolicy(html));
    for (const hash of scripts) {
      expect(meta, `meta policy allows ${hash}`).toContain(hash);
      expect(header, `header allows ${hash}`).toContain(hash);
    }
    // A meta policy cannot carry frame-ancestors (browsers ignore it there and log an error).
    expect(metaPolicy(html).has('frame-ancestors')).toBe(false);
  });

  it('on another language, a vehicle page and an article', async () => {
    for (const path of ['/fr', '/fleet/toyota-aygo', '/blog/best-beaches-paros-accessible-car']) {
      const response = await fetch(`${site.origin}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, `GET ${path}`);
      const header = scriptSources(
        parsePolicy(response.headers.get('content-security-policy') ?? ''),
      );
      for (const hash of inlineScriptHashes(await response.text()))
        expect(header, `${path}: header allows ${hash}`).toContain(hash);
    }
  });

  it('on a static asset', async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    const asset = builtAssets(html).find((path) => /\.(?:css|js)$/.test(path));
    expect(asset, 'the home page references a built asset').toBeTruthy();
    const response = await fetch(`${site.origin}${asset}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, `GET ${asset}`, 'other');
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
    const svg = await fetch(`${site.origin}/favicon.svg`);
    expect(svg.status).toBe(200);
    expectSecurityHeaders(svg, 'GET /favicon.svg', 'other');
  });

  it('on the service worker (no-cache, its own policy allowing same-origin fetches) and the web app manifests', async () => {
    const sw = await fetch(`${site.origin}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe(workerCacheControl);
    expect(sw.headers.get('content-security-policy')).toBe(workerPolicy);
    for (const [name, value] of Object.entries(fixedSecurityHeaders))
      expect(sw.headers.get(name), `sw.js ${name}`).toBe(value);
    for (const path of ['/manifest.webmanifest', '/fr/manifest.webmanifest']) {
      const manifest = await fetch(`${site.origin}${path}`);
      expect(manifest.status, path).toBe(200);
      expect(manifest.headers.get('content-type'), path).toMatch(/^application\/manifest\+json/);
      expectSecurityHeaders(manifest, `GET ${path}`, 'other');
    }
    // Every page's meta policy lets the worker register (worker-src 'self').
    expect(metaPolicy(await (await fetch(`${site.origin}/`)).text()).get('worker-src')).toEqual([
      "'self'",
    ]);
  });

  it('on the API', async () => {
    const get = await fetch(`${site.origin}/api/send-email`);
    expect(get.status).toBe(405);
    expectSecurityHeaders(get, 'GET /api/send-email', 'other');
    const post = await fetch(`${site.origin}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin },
      body: JSON.stringify({}),
    });
    expect(post.status).toBe(400);
    expectSecurityHeaders(post, 'POST /api/send-email', 'other');
  });

  it('on the 404 page', async () => {
    for (const path of [
      '/this-page-does-not-exist',
      '/fleet/no-such-vehicle',
      '/de/gibt-es-nicht',
    ]) {
      const response = await fetch(`${site.origin}${path}`);
      expect(response.status, path).toBe(404);
      expectSecurityHeaders(response, `GET ${path}`);
      const header = scriptSources(
        parsePolicy(response.headers.get('content-security-policy') ?? ''),
      );
      for (const hash of inlineScriptHashes(await response.text()))
        expect(header, `${path}: header allows ${hash}`).toContain(hash);
    }
  });
});

describe('revalidation', () => {
  it('a 304 for a page carries the page policy of the build, the same the cached page came with', async () => {
    const first = await fetch(`${site.origin}/about-us`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // (With a conditional header, fetch() adds `Cache-Control: no-cache` unless one is given.)
    const again = await fetch(`${site.origin}/about-us`, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
  });
});

describe('compression', () => {
  it('sends pages in Brotli or gzip as the client asks, as the files the build wrote, and varies on Accept-Encoding', async () => {
    const raw = await (
      await fetch(`${site.origin}/`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    for (const encoding of ['br', 'gzip']) {
      // fetch() decodes the body itself and hides Content-Encoding only from the body, not the headers.
      const response = await fetch(`${site.origin}/`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get('content-length'))).toBe(
        statSync(`${distDir}/client/index.html.${encoding === 'br' ? 'br' : 'gz'}`).size,
      );
      expect(await response.text()).toBe(raw);
    }
    const identity = await fetch(`${site.origin}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });
});

describe('_headers (static hosts), written by the build', () => {
  const text = readFileSync(`${distDir}/client/_headers`, 'utf8');
  /** The headers of the `/*` block. */
  const all = new Map<string, string>();
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const i = line.indexOf(':');
    if (inAll && i > 0) all.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }

  it('sends the service worker with no-cache and its own policy', () => {
    const block = /^\/sw\.js\n((?:[ \t]+.*\n?)+)/m.exec(text)?.[1] ?? '';
    expect(block).toContain(`Cache-Control: ${workerCacheControl}`);
    expect(block).toContain(`Content-Security-Policy: ${workerPolicy}`);
  });

  it('sends the Node server’s fixed headers on every path', () => {
    for (const [name, value] of Object.entries(fixedSecurityHeaders))
      expect(all.get(name.toLowerCase()), name).toBe(value);
  });

  it('sends a CSP header with what a meta policy cannot carry, and nothing that would block the hashed inline scripts', () => {
    const policy = parsePolicy(all.get('content-security-policy') ?? '');
    expect([...policy]).toEqual([...parsePolicy(cdnCspDirectives.join('; '))]);
    for (const name of ['default-src', 'script-src', 'script-src-elem', 'style-src'])
      expect(policy.has(name), name).toBe(false);
  });
});
