/**
 * The HTTP policy's rules (server/policy.mjs), run as functions: which rule a path gets, the
 * canonical redirect, the nearest 404 page, the visitor's address behind a trusted proxy, the
 * static hosts' `_headers` and the nginx snippet made from the same rules. The servers themselves
 * are compared in tests/integration/nginx-smoke.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formResults } from '../../src/build/http-policy.mjs';
import { localNginxConf } from '../../server/nginx.mjs';
import {
  API_ENDPOINTS,
  CACHE,
  candidateFiles,
  clientAddress,
  contentTypeOf,
  errorAnswer,
  headersFile,
  isBuildOnly,
  isNotFoundPage,
  isValidHost,
  nginxSnippet,
  normalizePath,
  notFoundFile,
  quote,
  REDIRECT_RULE,
  redirectFor,
  responseHeaders,
  ruleFor,
  trustedProxies,
} from '../../server/policy.mjs';
import { fixedSecurityHeaders, nonDocumentPolicy, workerPolicy } from '../../server/security.mjs';

describe('rules by path', () => {
  it('gives each kind of file its cache rule and policy', () => {
    expect(ruleFor('/')).toMatchObject({
      kind: 'page',
      cacheControl: CACHE.revalidate,
      csp: 'page',
    });
    expect(ruleFor('/fr/fleet/fiat-500')).toMatchObject({ kind: 'page' });
    expect(ruleFor('/fleet/404.html')).toMatchObject({ kind: 'page' });
    expect(ruleFor('/_astro/client.abc.js')).toMatchObject({
      kind: 'asset',
      cacheControl: CACHE.immutable,
      csp: 'none',
    });
    expect(ruleFor('/sw.js')).toMatchObject({
      kind: 'worker',
      cacheControl: 'no-cache',
      csp: 'worker',
    });
    for (const path of ['/fleet.json', '/manifest.webmanifest', '/rss.xml', '/robots.txt'])
      expect(ruleFor(path), path).toMatchObject({ kind: 'data', cacheControl: CACHE.revalidate });
    for (const path of ['/favicon.ico', '/images/logo.svg', '/icons/icon-192.png'])
      expect(ruleFor(path), path).toMatchObject({ kind: 'file', cacheControl: CACHE.day });
    expect(ruleFor('/api/send-email')).toMatchObject({ kind: 'api', cacheControl: 'no-store' });
  });

  it("revalidates the content editor's files, which keep their names from build to build", () => {
    for (const path of ['/admin/cms.js', '/admin/preview.css'])
      expect(ruleFor(path), path).toMatchObject({ cacheControl: CACHE.revalidate, csp: 'none' });
    expect(ruleFor('/admin')).toMatchObject({ cacheControl: CACHE.revalidate, csp: 'admin' });
  });

  it('gives the 301s to the canonical form a bounded lifetime (a browser keeps one without it for ever)', () => {
    expect(responseHeaders(REDIRECT_RULE, 'x')['Cache-Control']).toBe('public, max-age=3600');
  });

  it('sends the fixed security headers and the rule’s policy with every kind', () => {
    const page = responseHeaders(ruleFor('/'), "default-src 'self'");
    expect(page).toMatchObject({
      ...fixedSecurityHeaders,
      'Content-Security-Policy': "default-src 'self'",
    });
    expect(responseHeaders(ruleFor('/sw.js'), 'x')['Content-Security-Policy']).toBe(workerPolicy);
    expect(responseHeaders(ruleFor('/x.png'), 'x')['Content-Security-Policy']).toBe(
      nonDocumentPolicy,
    );
  });

  it('types text with its charset', () => {
    expect(contentTypeOf('/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('/sw.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/x.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('/x.unknown')).toBe('application/octet-stream');
  });

  it('lists exactly the endpoints of src/pages/api', () => {
    const files = readdirSync('src/pages/api').map((f) => `/api/${f.replace(/\.(?:ts|js)$/, '')}`);
    expect([...API_ENDPOINTS].sort()).toEqual(files.sort());
  });

  it('never serves build-only files', () => {
    expect(isBuildOnly('/_headers')).toBe(true);
    expect(isBuildOnly('/index.html')).toBe(false);
  });
});

describe('clean URLs and the canonical form', () => {
  it('removes a trailing slash with a relative Location and keeps the query', () => {
    expect(redirectFor('/fleet/', '?a=1')).toBe('/fleet?a=1');
    expect(redirectFor('/api/')).toBe('/api');
    expect(redirectFor('/')).toBeNull();
    expect(redirectFor('/fleet')).toBeNull();
  });

  it('never redirects to another host', () => {
    expect(redirectFor('//evil.example/')).toBe('/evil.example');
    expect(redirectFor('///evil.example//')).toBe('/evil.example');
    // Browsers read '/\\host' as '//host' and drop a TAB.
    expect(redirectFor('/\\evil.example/')).toBe('/evil.example');
    expect(redirectFor('/\t/evil.example/')).toBe('/%09/evil.example');
  });

  it('percent-encodes what a header may not carry: controls, backslashes, ?, #, % and non-ASCII', () => {
    expect(redirectFor('/fleet\rSet-Cookie: x=1/')).toBe('/fleet%0DSet-Cookie:%20x=1');
    expect(redirectFor('/el/αυτοκίνητο/')).toBe(
      '/el/%CE%B1%CF%85%CF%84%CE%BF%CE%BA%CE%AF%CE%BD%CE%B7%CF%84%CE%BF',
    );
    expect(redirectFor('/a?b#c%d/', '?q=1')).toBe('/a%3Fb%23c%25d?q=1');
    expect(redirectFor('/x\\y/')).toBe('/x%5Cy');
  });

  it("one address per page: a page's file and the default language's prefix redirect to the clean address", () => {
    const cases: [string, string | null][] = [
      ['/index.html', '/'],
      ['/fleet/index.html', '/fleet'],
      ['/el/index.html', '/el'],
      ['/about-us.html', '/about-us'],
      ['/fleet/fiat-500.html', '/fleet/fiat-500'],
      ['/myindex.html', '/myindex'],
      ['/en', '/'],
      ['/en/fleet', '/fleet'],
      ['/english', null],
      ['/fr/fleet', null],
      // Hashed files are never pages; a path that would lead elsewhere is not redirected.
      ['/_astro/x.html', null],
      ['//evil.example.html', null],
      ['/\\evil.example.html', null],
      ['/αυτοκίνητο.html', null],
    ];
    for (const [path, location] of cases) expect(redirectFor(path, '', 'en'), path).toBe(location);
    expect(redirectFor('/about-us.html', '?utm_source=x', 'en')).toBe('/about-us?utm_source=x');
    // One rule a request: the trailing slash first.
    expect(redirectFor('/en/', '', 'en')).toBe('/en');
  });

  it('reads a path as nginx does, and refuses one that climbs above the root', () => {
    expect(normalizePath('/fleet/../about-us')).toBe('/about-us');
    expect(normalizePath('//evil.example//')).toBe('/evil.example/');
    expect(normalizePath('/./about-us')).toBe('/about-us');
    expect(normalizePath('/fleet/..')).toBe('/');
    expect(normalizePath('/fleet/./')).toBe('/fleet/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/../etc/passwd')).toBeNull();
    expect(normalizePath('/fleet/../../x')).toBeNull();
  });

  it('maps clean URLs to the build’s files', () => {
    expect(candidateFiles('/')).toEqual(['/index.html']);
    expect(candidateFiles('/fleet')).toEqual(['/fleet.html', '/fleet/index.html']);
    expect(candidateFiles('/sw.js')).toEqual(['/sw.js']);
  });

  it("a 404 page's addresses are missing pages, its file's too", () => {
    const pages = ['/404.html', '/fr/404.html', '/fleet/404.html'];
    for (const path of ['/404', '/404.html', '/fr/404', '/fleet/404.html'])
      expect(isNotFoundPage(path, pages), path).toBe(true);
    for (const path of ['/', '/fleet', '/de/404', '/404/x', '/x404'])
      expect(isNotFoundPage(path, pages), path).toBe(false);
  });

  it('answers a missing path with the nearest 404 page above it', () => {
    const pages = ['/404.html', '/fr/404.html', '/fleet/404.html', '/fr/fleet/404.html'];
    expect(notFoundFile('/x', pages)).toBe('/404.html');
    expect(notFoundFile('/fr/x/y', pages)).toBe('/fr/404.html');
    expect(notFoundFile('/fleet/abc', pages)).toBe('/fleet/404.html');
    expect(notFoundFile('/fr/fleet/abc', pages)).toBe('/fr/fleet/404.html');
    expect(notFoundFile('/de/x', pages)).toBe('/404.html');
    expect(notFoundFile('/x', [])).toBeNull();
  });

  it('answers its own errors as JSON under /api and as text elsewhere', () => {
    const api = errorAnswer(413, '/api/send-email');
    expect(api.headers['Content-Type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body).error).toBeTruthy();
    const page = errorAnswer(400, '/fleet');
    expect(page.headers['Content-Type']).toMatch(/^text\/plain/);
    expect(page.headers['Cache-Control']).toBe('no-store');
  });
});

describe("the visitor's address", () => {
  const trusted = trustedProxies(undefined);

  it('trusts the bundled nginx on this machine by default, and nothing when set empty', () => {
    expect(trusted.has('127.0.0.1')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('::ffff:127.0.0.1')).toBe(true);
    expect(trustedProxies('').size).toBe(0);
    expect([...trustedProxies('10.0.0.5, 10.0.0.6')]).toContain('10.0.0.6');
  });

  it('takes X-Forwarded-For only from a trusted proxy, its last untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '203.0.113.7, 127.0.0.1', trusted)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '1.2.3.4', trustedProxies(''))).toBe('127.0.0.1');
  });

  it.each([
    'junk1',
    'not-an-ip',
    '999.999.1.1',
    'unknown',
    '203.0.113.7:5678',
    '203.0.113.7, junk1',
    '',
  ])(
    'from a trusted proxy, X-Forwarded-For %j is not an address: the peer is used (audit 33b #6)',
    (value) => {
      expect(clientAddress('127.0.0.1', value, trusted)).toBe('127.0.0.1');
    },
  );

  it('takes an IPv6 hop as it is', () => {
    expect(clientAddress('::1', '2001:db8::7', trusted)).toBe('2001:db8::7');
    expect(clientAddress('::ffff:127.0.0.1', 'junk1, 2001:db8::7', trusted)).toBe('2001:db8::7');
  });
});

describe('the Host header', () => {
  it('takes a host name, an IPv4 or bracketed IPv6 address with an optional port, or none', () => {
    for (const host of [
      undefined,
      'www.paros-rentals.example',
      'localhost:4321',
      '127.0.0.1',
      '[::1]',
      '[::1]:8080',
      'xn--nxasmq6b.example',
    ])
      expect(isValidHost(host), String(host)).toBe(true);
  });

  it('refuses what names no server, which would move the request to another path (audit 33b #12)', () => {
    for (const host of [
      '[::1',
      '',
      'a/b',
      'x?y',
      'x#y',
      'user@host',
      'a b',
      'a\\b',
      'host:port',
      '::1',
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});

describe('files made from the policy', () => {
  it('_headers: the fixed headers on every path, the cache rules by path', () => {
    const text = headersFile();
    for (const [name, value] of Object.entries(fixedSecurityHeaders))
      expect(text).toContain(`  ${name}: ${value}`);
    expect(text).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(text).toMatch(/^\/sw\.js\n {2}Cache-Control: no-cache\n {2}Content-Security-Policy: /m);
  });

  it('the nginx snippet: the page policy, every 404 page deepest first, no per-request gzip', () => {
    const snippet = nginxSnippet({
      pagePolicy: "default-src 'self'",
      notFoundPages: ['/404.html', '/fr/404.html', '/fr/fleet/404.html'],
      formResults,
      defaultLang: 'en',
    });
    expect(snippet).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(snippet).toContain('gzip off;');
    expect(snippet).toContain('gzip_static on;');
    const order = ['/fr/fleet/404.html', '/fr/404.html', '/404.html'].map((f) =>
      snippet.indexOf(` ${f} break;`),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i > 0)).toBe(true);
  });

  it('refuses values nginx would read as variables', () => {
    expect(() => quote('a$b')).toThrow(/nginx/);
    expect(quote('a "b"\n')).toBe('"a \\"b\\"\\n"');
  });

  it('runs deploy/nginx.conf locally with only its machine facts replaced', () => {
    const template = readFileSync('deploy/nginx.conf', 'utf8');
    const local = localNginxConf(template, {
      dist: '/tmp/d',
      apiPort: 5000,
      listen: '127.0.0.1:8080',
      brotli: false,
    });
    expect(local).not.toContain('user ');
    expect(local).not.toContain('brotli_static');
    expect(local).toContain('server 127.0.0.1:5000;');
    expect(local).toContain('listen 127.0.0.1:8080 default_server;');
    expect(local).toContain('root /tmp/d/client;');
    expect(local).toContain('include /tmp/d/nginx/site.conf;');
    expect(local).not.toContain('[::]');
    expect(local).toContain('worker_processes auto;');
    expect(() =>
      localNginxConf('events {}', { dist: '/x', apiPort: 1, listen: '1', brotli: true }),
    ).toThrow(/deploy\/nginx\.conf/);
  });
});
