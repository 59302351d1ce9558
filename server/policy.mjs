// @ts-check
/**
 * The site's HTTP policy, in one place (issue "One policy, a plain house"; docs/architecture.md,
 * "The HTTP policy"): the security headers, the Content-Security-Policy per kind of response, the
 * cache rules, the methods, clean URLs, the 404 pages, the types and which files are precompressed.
 * Nothing else decides these; the three places that apply them are made from this module:
 *
 * - the Node server (`server/serve.mjs`) calls {@link ruleFor}, {@link responseHeaders},
 *   {@link redirectFor}, {@link notFoundFile}, {@link isNotFoundPage}, {@link isBuildOnly} and
 *   {@link clientAddress} on
 *   every request;
 * - the build (`src/build/http-policy.mjs`, `astro:build:done`) writes the static hosts' `_headers`
 *   ({@link headersFile}) and nginx's site snippet ({@link nginxSnippet}, included by the short
 *   static `deploy/nginx.conf`), and precompresses every text file ({@link COMPRESSED_EXTENSIONS});
 * - `tests/integration/policy-servers.test.ts` asks both servers for one file of each kind and
 *   requires the same headers from both.
 *
 * Security headers and CSP values themselves are in `server/security.mjs`, methods in
 * `server/methods.mjs`; this module combines them into rules.
 */
import {
  cdnCspDirectives,
  fixedSecurityHeaders,
  ADMIN_PATH,
  adminPolicy,
  isAdminPage,
  nonDocumentPolicy,
  SERVICE_WORKER_PATH,
  workerPolicy,
} from './security.mjs';
import { isIP } from 'node:net';
import { API_METHODS, PAGE_METHODS } from './methods.mjs';

/** `Cache-Control` values of the site (docs/deploy.md, "One HTTP policy (`server/policy.mjs`)"). */
export const CACHE = Object.freeze({
  /** Hashed names (`/_astro/`): the content never changes under a name. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Pages, data files, the service worker, the 404 pages, the content editor's files: revalidated
   * (ETag) on every use.
   */
  revalidate: 'no-cache',
  /** Images, icons and fonts outside `/_astro/`: a day, then revalidated. */
  day: 'public, max-age=86400',
  /**
   * The `301`s to the canonical form: an hour. Without a lifetime a browser keeps a 301 as long
   * as it likes (for ever, in practice), so a redirect that is ever wrong — a path that becomes a
   * page of its own, or a hostile link's target, audit 33b #3 — would stick; an hour still spares
   * a repeat visitor the extra round trip on a page's return visits.
   */
  redirect: 'public, max-age=3600',
  /** Answers made per request (the API, 405s, the servers' own errors). */
  never: 'no-store',
});

/**
 * Media types by file extension, as both servers send them (`; charset=utf-8` on text types).
 * Files with another extension are `application/octet-stream`.
 */
export const MIME_TYPES = Object.freeze({
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  ico: 'image/vnd.microsoft.icon',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  woff2: 'font/woff2',
  woff: 'font/woff',
});

/** Extensions of the text files the build precompresses (gzip and Brotli) and servers send so. */
export const COMPRESSED_EXTENSIONS = Object.freeze([
  'html',
  'css',
  'js',
  'mjs',
  'json',
  'map',
  'webmanifest',
  'xml',
  'txt',
  'svg',
  'ico',
]);

/** Files smaller than this are not precompressed (the saving is below one packet). */
export const COMPRESS_MIN_BYTES = 1024;

/** Extensions whose files are revalidated on every use like pages (they change with the content). */
const REVALIDATED_EXTENSIONS = ['html', 'json', 'webmanifest', 'xml', 'txt'];

/**
 * Files the build writes for other hosts that no server of the site may send (`/_headers` is read
 * by Netlify and Cloudflare Pages, not served by them).
 */
export const BUILD_ONLY_PATHS = Object.freeze(['/_headers']);

/**
 * The one on-demand route family: everything at `/api` and below goes to Astro's handler (the
 * contact endpoint), nothing else does.
 */
export const API_PREFIX = '/api';

/**
 * The API's endpoints (the files of `src/pages/api/`; `tests/unit/http-policy.test.ts` compares the
 * two lists). Any other path under {@link API_PREFIX} is answered with a JSON 404.
 */
export const API_ENDPOINTS = Object.freeze(['/api/send-email']);

/** The English answer of an unknown `/api` path (JSON, status 404). */
export const API_NOT_FOUND_ERROR =
  'Not found: the site has one API endpoint, POST /api/send-email.';

/** The folder of the content editor's own files (its page is {@link ADMIN_PATH}). */
const ADMIN_FILES_PREFIX = `${ADMIN_PATH}/`;

/**
 * The kind of response a path gets and its cache rule.
 *
 * @typedef {object} Rule
 * @property {'page' | 'asset' | 'worker' | 'data' | 'file' | 'api' | 'notFound' | 'redirect'} kind
 * @property {string | null} cacheControl one of {@link CACHE}, or `null` for no `Cache-Control`
 * @property {'page' | 'none' | 'worker' | 'admin'} csp which policy: the build's page policy,
 *   `nonDocumentPolicy`, `workerPolicy`, or the content editor's `adminPolicy`
 *   (server/security.mjs)
 */

/**
 * The rule of the 404 pages sent for a missing path: the page policy, and no `Cache-Control` (a
 * path missing today may be a page after the next deploy; as before the policy was one).
 *
 * @type {Rule}
 */
export const NOT_FOUND_RULE = Object.freeze({ kind: 'notFound', cacheControl: null, csp: 'page' });

/**
 * The rule of a redirect to the canonical form: the non-document policy (its body is a stub) and
 * a bounded lifetime ({@link CACHE}`.redirect`, audit 33b #12).
 *
 * @type {Rule}
 */
export const REDIRECT_RULE = Object.freeze({
  kind: 'redirect',
  cacheControl: CACHE.redirect,
  csp: 'none',
});

/**
 * The extension of a path's last segment, lower case, without the dot (`''` for none).
 *
 * @param {string} path e.g. `/_astro/app.1a2b.js`
 * @returns {string} e.g. `js`
 */
export function extensionOf(path) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The rule of a request path (without the query). The 404 pages follow the `page` rule.
 *
 * @param {string} path e.g. `/fleet`, `/_astro/x.js`, `/sw.js`, `/api/send-email`
 * @returns {Rule}
 */
export function ruleFor(path) {
  if (isApi(path)) return { kind: 'api', cacheControl: CACHE.never, csp: 'none' };
  if (path === SERVICE_WORKER_PATH)
    return { kind: 'worker', cacheControl: CACHE.revalidate, csp: 'worker' };
  if (path.startsWith('/_astro/'))
    return { kind: 'asset', cacheControl: CACHE.immutable, csp: 'none' };
  // The content editor (docs/editing.md): Decap CMS's application under its own policy.
  if (isAdminPage(path)) return { kind: 'page', cacheControl: CACHE.revalidate, csp: 'admin' };
  // Its code and styles (`/admin/cms.js`, `/admin/preview.css`) keep their names from build to
  // build (no content hash): revalidated like pages, so a deploy's editor is used at once.
  if (path.startsWith(ADMIN_FILES_PREFIX))
    return { kind: 'file', cacheControl: CACHE.revalidate, csp: 'none' };
  const ext = extensionOf(path);
  if (ext === '' || ext === 'html')
    return { kind: 'page', cacheControl: CACHE.revalidate, csp: 'page' };
  if (REVALIDATED_EXTENSIONS.includes(ext))
    return { kind: 'data', cacheControl: CACHE.revalidate, csp: 'none' };
  return { kind: 'file', cacheControl: CACHE.day, csp: 'none' };
}

/**
 * Whether a path belongs to the API (`/api` and everything below it).
 *
 * @param {string} path
 */
export function isApi(path) {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * Whether a path names a build-only file ({@link BUILD_ONLY_PATHS}): answered as missing.
 *
 * @param {string} path
 */
export function isBuildOnly(path) {
  return BUILD_ONLY_PATHS.includes(path);
}

/**
 * The CSP value of a rule.
 *
 * @param {Rule['csp']} which
 * @param {string} pagePolicy the build's page policy (`policyFromBuild` of server/security.mjs)
 * @returns {string}
 */
export function cspValue(which, pagePolicy) {
  if (which === 'page') return pagePolicy;
  if (which === 'worker') return workerPolicy;
  if (which === 'admin') return adminPolicy;
  return nonDocumentPolicy;
}

/**
 * Every policy header of a response: the fixed security headers, the CSP of its rule and its
 * `Cache-Control` (when the rule has one). The same set on every status of a rule (200, 304,
 * errors), from both servers.
 *
 * @param {Rule} rule from {@link ruleFor}, {@link NOT_FOUND_RULE}, {@link REDIRECT_RULE} (or a
 *   made-up rule for errors)
 * @param {string} pagePolicy the build's page policy
 * @returns {Record<string, string>}
 */
export function responseHeaders(rule, pagePolicy) {
  return {
    ...fixedSecurityHeaders,
    'Content-Security-Policy': cspValue(rule.csp, pagePolicy),
    ...(rule.cacheControl ? { 'Cache-Control': rule.cacheControl } : {}),
  };
}

/**
 * The media type of a file path.
 *
 * @param {string} path
 * @returns {string} e.g. `text/html; charset=utf-8`
 */
export function contentTypeOf(path) {
  return (
    /** @type {Record<string, string>} */ (MIME_TYPES)[extensionOf(path)] ??
    'application/octet-stream'
  );
}

/**
 * A request path as nginx reads it: repeated slashes merged, `.` segments dropped, `..` segments
 * resolved; a trailing slash kept.
 *
 * @param {string} path the decoded request path, e.g. `/fleet/../about-us`
 * @returns {string | null} e.g. `/about-us`, or `null` when the path climbs above the root
 *   (`/../etc/passwd`), which both servers refuse with 400
 */
export function normalizePath(path) {
  /** @type {string[]} */
  const out = [];
  const parts = path.split('/').slice(1);
  for (const [i, part] of parts.entries()) {
    if (part === '..') {
      if (!out.length) return null;
      out.pop();
      if (i === parts.length - 1) out.push('');
    } else if (part === '.') {
      if (i === parts.length - 1) out.push('');
    } else if (part !== '' || i === parts.length - 1) out.push(part);
  }
  return `/${out.join('/')}`;
}

/**
 * Whether a request's `Host` header is one a server may answer (RFC 9112, section 3.2: a request
 * with an invalid Host gets a 400): absent (HTTP/1.0; Node itself refuses an HTTP/1.1 request
 * without one), or a host name, IPv4 address or bracketed IPv6 address with an optional port.
 * Anything else — `[::1` (unclosed), `a/b`, `x?y`, `user@host`, spaces — could not name this
 * server, and Astro's adapter would build the request's URL from it without its path (its
 * fallback, `http://localhost/`), answering the API with the site's HTML 404 page.
 *
 * @param {string | undefined} host the request's `Host` header, e.g. `www.example.com:443`
 * @returns {boolean}
 */
export function isValidHost(host) {
  if (host === undefined) return true;
  return (
    /^(?:\[[\da-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d{0,5})?$/i.test(host) &&
    URL.canParse(`http://${host}/`)
  );
}

/**
 * The body of a `301`: the page nginx writes for `return 301` (with `server_tokens off`), byte for
 * byte, so both servers send the same `Content-Length`.
 */
export const REDIRECT_BODY =
  '<html>\r\n<head><title>301 Moved Permanently</title></head>\r\n<body>\r\n<center><h1>301 Moved Permanently</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/**
 * @typedef {object} PageRedirect A rule from another address of a page to its canonical one.
 * @property {string} name what it removes, for the nginx snippet's comment
 * @property {string} pattern a regular expression on the decoded path, in the syntax JavaScript and
 *   nginx's PCRE share; its named group `site_page` is the canonical path without its leading `/`
 *   (named: nginx's method guard, a regex of its own, would overwrite `$1`)
 */

/** A path segment's first character: printable ASCII, neither `/` nor a backslash. */
const SEGMENT_START = '[\\x21-\\x2e\\x30-\\x5b\\x5d-\\x7e]';
/** The rest of a path: printable ASCII without a backslash. */
const PATH_REST = '[\\x21-\\x5b\\x5d-\\x7e]*';

/**
 * The redirects to a page's one address (docs/deploy.md, "One address per page"), after the
 * trailing-slash rule, in the order both servers apply them; each answers 301 to `/` + its
 * `site_page`,
 * the query kept. Node applies them in {@link redirectFor}, nginx as one `location ~` each
 * ({@link nginxSnippet}). They match printable ASCII without a backslash only, with a first
 * segment that is neither empty nor `_astro` (hashed files, never pages): nginx writes the decoded
 * path into `Location`, where a control character would start a header and `//host` is another
 * site.
 *
 * - a page's file: `/index.html` → `/`, `/fleet/index.html` → `/fleet`, `/about-us.html` →
 *   `/about-us` (`build.format: 'preserve'` writes both forms; each page has one address);
 * - the default language's prefix: `/en` → `/`, `/en/fleet` → `/fleet` (its pages have none).
 *
 * @param {string} defaultLang the language served without a prefix, e.g. `en`
 * @returns {readonly PageRedirect[]}
 */
export function pageRedirects(defaultLang) {
  const path = `(?!_astro/)(?<site_page>${SEGMENT_START}${PATH_REST})`;
  return [
    { name: 'index.html', pattern: `^/(?:${path}/)?index\\.html$` },
    { name: '.html', pattern: `^/${path}\\.html$` },
    { name: `the default language's prefix`, pattern: `^/${defaultLang}(?:/${path})?$` },
  ];
}

/**
 * The canonical form of a path, when the request is not in it: a trailing slash is removed
 * (`trailingSlash: 'never'`; `/fleet/` → `/fleet`, `/api/` → `/api`), then the
 * {@link pageRedirects} apply (`/about-us.html` → `/about-us`, `/en/fleet` → `/fleet`), the query
 * kept. One rule a request: `/en/` goes to `/en`, which goes to `/`, as nginx does. The target is
 * always a relative path starting with one `/`, never `//host` or `/\\host` (no open redirect),
 * never an absolute URL (the Host header is not echoed), and percent-encoded where a header
 * needs it (`encodedPath`).
 *
 * @param {string} path the decoded request path, e.g. `/fleet/`
 * @param {string} [search] the query with its `?`, or `''`
 * @param {string} [defaultLang] the language served without a prefix (`en`); without it, no
 *   {@link pageRedirects}
 * @returns {string | null} the `Location` of a 301, or `null` when the path is canonical
 */
export function redirectFor(path, search = '', defaultLang) {
  if (path.length >= 2 && path.endsWith('/')) {
    // A leading backslash is a slash to browsers ('/\\evil.example' is '//evil.example').
    const target = `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
    return `${encodedPath(target)}${search}`;
  }
  if (defaultLang === undefined) return null;
  for (const { pattern } of pageRedirects(defaultLang)) {
    const match = new RegExp(pattern).exec(path);
    if (match) return `${encodedPath(`/${match.groups?.site_page ?? ''}`)}${search}`;
  }
  return null;
}

/**
 * A decoded path as a `Location` may carry it: controls, spaces, `\\`, `?`, `#`, `%` and every
 * character outside ASCII percent-encoded as UTF-8 (`/el/αυτοκίνητο` → `/el/%CE%B1…`, `/a\r` →
 * `/a%0D`). A header value with a control character would let the request write headers of its
 * own, and Node refuses one outside Latin-1 (`ERR_INVALID_CHAR`).
 *
 * @param {string} path a decoded path starting with `/`
 * @returns {string} the same path, safe in a header
 */
function encodedPath(path) {
  return path.replace(/[^!-~]|[\\?#%]/gu, (c) => encodeURIComponent(c));
}

/**
 * The candidate files of a clean URL, in order (`build.format: 'preserve'`): `/` → `index.html`;
 * `/fleet` → `fleet.html`, then `fleet/index.html`; a path with an extension → itself.
 *
 * @param {string} path a canonical request path (see {@link redirectFor})
 * @returns {string[]} paths relative to the build's client folder, with a leading `/`
 */
export function candidateFiles(path) {
  if (path === '/') return ['/index.html'];
  if (extensionOf(path)) return [path];
  return [`${path}.html`, `${path}/index.html`];
}

/**
 * The 404 page for a missing path: the nearest `404.html` above it among the build's 404 pages
 * (`/fr/fleet/abc` → `/fr/fleet/404.html`, `/fr/x` → `/fr/404.html`, `/x` → `/404.html`), the rule
 * static hosts such as Cloudflare Pages use as well.
 *
 * @param {string} path the request path
 * @param {readonly string[]} pages the build's 404 pages, e.g. `['/404.html', '/fr/404.html']`
 * @returns {string | null} the file, or `null` when the build has none
 */
export function notFoundFile(path, pages) {
  const parts = path.split('/').slice(1, -1);
  for (let n = parts.length; n >= 0; n--) {
    const candidate = `/${[...parts.slice(0, n), '404.html'].join('/')}`;
    if (pages.includes(candidate)) return candidate;
  }
  return null;
}

/**
 * Whether a path is the address of one of the build's 404 pages (`/404`, `/fr/fleet/404`, or the
 * file, `/404.html`): a not-found page is no page of its own, so both servers answer it as missing
 * (the page, status 404), never with 200 and never with a redirect (audit 34 #10).
 *
 * @param {string} path the request path
 * @param {readonly string[]} pages the build's 404 pages, e.g. `['/404.html', '/fr/404.html']`
 */
export function isNotFoundPage(path, pages) {
  return pages.includes(path) || pages.includes(`${path}.html`);
}

/**
 * The JSON body of an API error.
 *
 * @param {string} message
 * @returns {string} e.g. `{"error":"…"}`
 */
export function apiError(message) {
  return JSON.stringify({ error: message });
}

/** The servers' own error answers (bad request, too large, bad gateway …): status → English text. */
export const ERROR_TEXTS = Object.freeze({
  400: 'Bad request.',
  404: 'Not found.',
  408: 'Request timeout.',
  413: 'Request too large.',
  414: 'Request URI too long.',
  431: 'Request headers too large.',
  500: 'Internal server error.',
  502: 'The service is unavailable; please try again in a minute.',
  503: 'The service is unavailable; please try again in a minute.',
  504: 'The service did not answer in time; please try again.',
});

/**
 * The English text of a server's own error ({@link ERROR_TEXTS}).
 *
 * @param {number} status e.g. 413
 * @returns {string} e.g. `Request too large.`; `Error.` for a status without a text
 */
function errorAnswerText(status) {
  return /** @type {Record<number, string>} */ (ERROR_TEXTS)[status] ?? 'Error.';
}

/** Statuses nginx answers itself and gives the policy's error body (see {@link nginxSnippet}). */
const NGINX_ERROR_STATUSES = [400, 408, 413, 414, 500, 502, 503, 504];

/**
 * An error answer made by a server itself (not a file): JSON under `/api`, plain text elsewhere,
 * with the policy's headers (non-document CSP, `no-store`).
 *
 * @param {number} status e.g. 413
 * @param {string} path the request path (decides JSON or text)
 * @returns {{ status: number; headers: Record<string, string>; body: string }}
 */
export function errorAnswer(status, path) {
  const text = errorAnswerText(status);
  const api = isApi(path);
  return {
    status,
    headers: {
      ...responseHeaders(
        { kind: api ? 'api' : 'data', cacheControl: CACHE.never, csp: 'none' },
        '',
      ),
      'Content-Type': api ? MIME_TYPES.json : MIME_TYPES.txt,
    },
    body: api ? apiError(text) : `${status} ${text}\n`,
  };
}

/**
 * Parses `TRUSTED_PROXIES`: the addresses whose `X-Forwarded-For` the Node server believes.
 *
 * @param {string | undefined} value comma- or space-separated IP addresses, e.g.
 *   `127.0.0.1, ::1`; empty: none (the Node server faces visitors directly); unset: the bundled
 *   nginx on this machine (`127.0.0.1` and `::1`)
 * @returns {Set<string>}
 */
export function trustedProxies(value) {
  const list = value === undefined ? '127.0.0.1,::1' : value;
  const set = new Set();
  for (const item of list.split(/[\s,]+/).filter(Boolean)) {
    set.add(item);
    // Node reports IPv4 peers on a dual-stack socket as ::ffff:a.b.c.d.
    if (/^\d+\.\d+\.\d+\.\d+$/.test(item)) set.add(`::ffff:${item}`);
  }
  return set;
}

/**
 * The visitor's address for the rate limit (docs/contact.md): the peer of the connection, unless
 * the peer is a trusted proxy; then the last address of `X-Forwarded-For` that is not itself a
 * trusted proxy (nginx writes the visitor's address there). A client reaching the Node server
 * directly cannot choose its address by sending the header.
 *
 * That hop is believed only when it is an IP address (`net.isIP`: IPv4 in dotted decimal, or
 * IPv6, without a port). Anything else (`junk1`, `999.999.1.1`, `unknown`, `1.2.3.4:5678`) means
 * the header was not written by the proxy as expected, so the peer's own address is used rather
 * than a value the client chose (audit 33b #6).
 *
 * @param {string | undefined} peer the socket's remote address, e.g. `127.0.0.1`
 * @param {string | string[] | undefined} forwardedFor the request's `X-Forwarded-For`
 * @param {Set<string>} trusted from {@link trustedProxies}
 * @returns {string | undefined} the address, e.g. `203.0.113.7`
 */
export function clientAddress(peer, forwardedFor, trusted) {
  if (!peer || !trusted.has(peer) || !forwardedFor) return peer;
  const hops = String(forwardedFor)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = /** @type {string} */ (hops[i]);
    if (!trusted.has(hop)) return isIP(hop) ? hop : peer;
  }
  return peer;
}

/**
 * The static hosts' `_headers` file (Netlify, Cloudflare Pages): the fixed security headers and
 * the CSP directives a `<meta>` policy cannot carry on every path (the pages' meta policies carry
 * the rest, with the build's hashes), and the cache rules by path. Rules never repeat a header on
 * overlapping paths except the service worker's CSP (those hosts join repeated values with a
 * comma, which for CSP means both policies apply).
 *
 * @returns {string} the file's text
 */
export function headersFile() {
  const lines = [
    '# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).',
    '# Generated by the build from server/policy.mjs (the one HTTP policy); do not edit.',
    '/*',
    `  Content-Security-Policy: ${cdnCspDirectives.join('; ')}`,
    ...Object.entries(fixedSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/_astro/*',
    `  Cache-Control: ${CACHE.immutable}`,
    '',
    SERVICE_WORKER_PATH,
    `  Cache-Control: ${CACHE.revalidate}`,
    `  Content-Security-Policy: ${workerPolicy}`,
    '',
    '/images/*',
    `  Cache-Control: ${CACHE.day}`,
    '',
    '/icons/*',
    `  Cache-Control: ${CACHE.day}`,
    '',
  ];
  return lines.join('\n');
}

/**
 * A value as an nginx double-quoted string.
 *
 * @param {string} value
 * @returns {string}
 * @throws {Error} for `$` (nginx would read a variable) or a control character other than a
 *   line break (written `\n`, which nginx reads back as one)
 */
export function quote(value) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[$\u0000-\u0009\u000b-\u001f]/.test(value))
    throw new Error(
      `Cannot write ${JSON.stringify(value)} into an nginx configuration (a "$" or a control character)`,
    );
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/**
 * How nginx answers for the contact endpoint when it answers itself, an error of its own under
 * {@link API_PREFIX} (413 over `client_max_body_size`, 502 with the Node service down …), as the
 * endpoint answers (docs/contact.md, "The form"), in the language of the page that posted (its
 * `Referer`'s first path segment):
 *
 * - a form post without JavaScript (`application/x-www-form-urlencoded`, or any post whose
 *   `Accept` asks for `text/html` and does not name `application/json`: a browser's form in
 *   another encoding, e.g. `multipart/form-data`) gets a `303` to the contact page's result panel,
 *   never JSON;
 * - anything else (a script: `Accept: application/json`) gets `{"error": …}`, with the endpoint's
 *   own message where one fits ({@link FormResults}`.apiError`), else {@link ERROR_TEXTS}.
 *
 * @typedef {object} FormResults
 * @property {readonly string[]} prefixes the first path segments that name a page's language
 *   (`fr`, `de` …; the default language's pages have none)
 * @property {(prefix: string | null, status: number) => string} location the relative URL of the
 *   panel for a language (its prefix, `null` for the default language) and nginx's status, e.g.
 *   `('fr', 413)` → `/fr/contact#contact-too-large`
 * @property {(prefix: string | null, status: number) => string | null} apiError the endpoint's
 *   error text for a language and nginx's status, e.g. `('fr', 502)` → 'Nous n’avons pas pu
 *   enregistrer votre message …', or `null` for {@link ERROR_TEXTS}' English text
 */

/**
 * @typedef {object} SnippetOptions
 * @property {string} pagePolicy the build's page policy (`policyFromBuild`)
 * @property {readonly string[]} notFoundPages the build's 404 pages, e.g. `['/404.html', …]`
 * @property {FormResults} formResults where a form post nginx refuses itself is sent
 * @property {string} defaultLang the language served without a prefix (`en`: {@link pageRedirects})
 * @property {boolean} [brotli] write `brotli_static on;` (needs nginx's Brotli static module:
 *   Debian `libnginx-mod-http-brotli-static`); default true
 */

/** A request's `Content-Type` is a form post (nginx regular expression, case-insensitive). */
const NGINX_FORM_TYPE = '^[\\t ]*application/x-www-form-urlencoded[\\t ]*(?:;|$)';

/**
 * A request's `Accept` names `text/html` with a quality above 0 (nginx regular expression,
 * case-insensitive): a browser's navigation, as its form post sends it
 * (`text/html,application/xhtml+xml,…`).
 */
const NGINX_ACCEPTS_HTML =
  '(?:^|,)[\\t ]*text/html[\\t ]*(?:,|$|;(?![\\t ]*q=0(?:\\.0*)?[\\t ]*(?:[,;]|$)))';

/**
 * The lines of an internal error location under the API that answer as the endpoint would
 * ({@link FormResults}): the panel's URL and the JSON body in the language of the `Referer`'s first
 * path segment (as the pages and the endpoint read it), then a `303` to the panel for a form post
 * and the JSON `return` for anything else. nginx's `if` has no "and": a variable carries the
 * decision (HTML asked for, unless JSON is named; a urlencoded body always).
 *
 * @param {FormResults} formResults
 * @param {number} status nginx's status, e.g. 413
 * @returns {string[]}
 */
function apiErrorLines({ prefixes, location, apiError: errorText }, status) {
  /** @param {string | null} prefix */
  const body = (prefix) => apiError(errorText(prefix, status) ?? errorAnswerText(status));
  return [
    `set $site_form_result ${quote(location(null, status))};`,
    `set $site_api_error ${quote(body(null))};`,
    ...prefixes.map((prefix) => {
      if (!/^[a-z][a-z0-9-]*$/i.test(prefix)) throw new Error(`Not a language prefix: ${prefix}`);
      return `if ($http_referer ~ "^[^:/?#]+://[^/?#]*/${prefix}(?:[/?#]|$)") { set $site_form_result ${quote(location(prefix, status))}; set $site_api_error ${quote(body(prefix))}; }`;
    }),
    'set $site_form_post "";',
    `if ($http_accept ~* "${NGINX_ACCEPTS_HTML}") { set $site_form_post 1; }`,
    'if ($http_accept ~* "application/json") { set $site_form_post ""; }',
    `if ($http_content_type ~* "${NGINX_FORM_TYPE}") { set $site_form_post 1; }`,
    'if ($site_form_post) { return 303 $site_form_result; }',
    `return ${status} $site_api_error;`,
  ];
}

/**
 * nginx's site snippet: the server-level part of the site (types, precompressed files, headers,
 * cache rules, methods, clean URLs, the 404 pages, the API proxy, nginx's own error pages), for
 * `include` inside the `server { … }` of `deploy/nginx.conf`, which sets `listen`, `server_name`,
 * `root` and the `site_node` upstream. Every `add_header` has `always`, so the headers are the same
 * on every status.
 *
 * @param {SnippetOptions} options
 * @returns {string} the snippet's text
 */
export function nginxSnippet({
  pagePolicy,
  notFoundPages,
  formResults,
  defaultLang,
  brotli = true,
}) {
  /** @param {Rule} rule @param {string} indent */
  const headers = (rule, indent = '    ') =>
    Object.entries(responseHeaders(rule, pagePolicy))
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n');
  const typeLines = Object.entries(
    Object.entries(MIME_TYPES).reduce(
      (/** @type {Record<string, string[]>} */ acc, [ext, type]) => {
        const bare = /** @type {string} */ (type.split(';')[0]);
        acc[bare] = [...(acc[bare] ?? []), ext];
        return acc;
      },
      {},
    ),
  ).map(([type, exts]) => `    ${type} ${exts.join(' ')};`);
  const charsetTypes = [
    ...new Set(
      Object.values(MIME_TYPES)
        .filter((t) => t.includes('charset=') && !t.startsWith('text/html'))
        .map((t) => t.split(';')[0]),
    ),
  ];
  const pageRule = ruleFor('/');
  // The API locations: nginx's own errors as JSON, then the Node service (HTTP/1.1 keep-alive to
  // the site_node upstream); the visitor's address replaces any X-Forwarded-For, which the Node
  // server believes only from TRUSTED_PROXIES.
  const apiLocation = [
    ...NGINX_ERROR_STATUSES.map((s) => `error_page ${s} /_site-error/api-${s};`),
    'proxy_pass http://site_node;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The Host as the visitor sent it (with its port): the endpoint compares it with the Origin.
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_redirect off;',
  ]
    .map((line) => `    ${line}`)
    .join('\n');
  const methodsGuard = `if ($request_method !~ ^(${PAGE_METHODS.join('|')})$) { return 405; }`;
  const apiErrorLocations = NGINX_ERROR_STATUSES.map((status) => {
    const page = errorAnswer(status, '/');
    return `location = /_site-error/api-${status} {
    internal;
    default_type ${quote(MIME_TYPES.json)};
${headers({ kind: 'api', cacheControl: CACHE.never, csp: 'none' })}
${apiErrorLines(formResults, status)
  .map((line) => `    ${line}`)
  .join('\n')}
}
location = /_site-error/${status} {
    internal;
    default_type ${quote(MIME_TYPES.txt)};
${headers({ kind: 'data', cacheControl: CACHE.never, csp: 'none' })}
    return ${status} ${quote(page.body)};
}`;
  }).join('\n');
  // Deepest first: the nearest 404.html above the missing path.
  const notFound = [...notFoundPages]
    .sort((a, b) => b.split('/').length - a.split('/').length || b.length - a.length)
    .map((file) => {
      const dir = file.slice(0, -'404.html'.length);
      const pattern = dir === '/' ? '^' : `^${dir.replace(/[.]/g, '\\.')}`;
      return `    rewrite ${pattern} ${file} break;`;
    })
    .join('\n');

  return `# The site's HTTP policy for nginx, generated by the build from server/policy.mjs (the one
# HTTP policy); do not edit: change the policy and build again. Included inside the site's
# server { } of deploy/nginx.conf, which sets listen, server_name, root and the site_node upstream.

server_tokens off;
etag on;
absolute_redirect off;
charset utf-8;
charset_types ${charsetTypes.join(' ')};
types {
${typeLines.join('\n')}
}
default_type application/octet-stream;

# Text files are precompressed by the build (.gz, .br beside each); nothing is compressed per request.
gzip off;
gzip_static on;
gzip_vary on;
gzip_proxied any;
${brotli ? 'brotli_static on;' : '# brotli_static: nginx has no Brotli module here (Debian: libnginx-mod-http-brotli-static).'}

# The servers' own errors carry the policy's headers: JSON under ${API_PREFIX}, text elsewhere
# (internal URIs, not named locations: a request nginx cannot read has no URI of its own). Under
# ${API_PREFIX} nginx answers as the contact endpoint would, in the posting page's language (its
# Referer): a script gets the endpoint's own {"error"} text, a form post (the contact form
# without JavaScript) a 303 to the contact page's panel.
${NGINX_ERROR_STATUSES.map((s) => `error_page ${s} /_site-error/${s};`).join('\n')}
error_page 404 @not_found;
error_page 405 @method_not_allowed;

${apiErrorLocations}

# A missing path: the nearest 404 page of the build, status 404.
location @not_found {
${headers(NOT_FOUND_RULE)}
${notFound}
}

# Pages and files answer ${PAGE_METHODS.join(' and ')} only.
location @method_not_allowed {
    default_type ${quote(MIME_TYPES.txt)};
${headers({ kind: 'data', cacheControl: CACHE.never, csp: 'none' })}
    add_header Allow ${quote(PAGE_METHODS.join(', '))} always;
    return 405 ${quote(`405 Method Not Allowed: pages answer ${PAGE_METHODS.join(' and ')} only.\n`)};
}

# The API: every method goes to the Node service, which answers ${API_METHODS.join(', ')} on its
# endpoint and 405/404 JSON itself; errors of nginx's own are JSON here.
location = ${API_PREFIX} {
${apiLocation}
}
location ^~ ${API_PREFIX}/ {
${apiLocation}
}

# Build-only files are never served.
${BUILD_ONLY_PATHS.map((p) => `location = ${p} { return 404; }`).join('\n')}

# A 404 page is no page of its own: its addresses answer 404, with itself (isNotFoundPage).
${notFoundPages
  .flatMap((file) => [file, file.slice(0, -'.html'.length)])
  .map((path) => `location = ${path} { ${methodsGuard} return 404; }`)
  .join('\n')}

# One canonical form: no trailing slash (a relative Location, the Host never echoed). Only a
# path of printable ASCII without a backslash is redirected (the site's paths are; others 404):
# nginx writes the decoded path into Location, where a CR would start a header of the request's
# own and '/\\host' is another site.
location ~ ^(?<site_canonical>/[\\x21-\\x5b\\x5d-\\x7e]*[\\x21-\\x2e\\x30-\\x5b\\x5d-\\x7e])/+$ {
    ${methodsGuard}
${headers(REDIRECT_RULE)}
    return 301 $site_canonical$is_args$args;
}

# One address per page (the same rules as the Node server's, in the same order): a page's file
# and the default language's prefix answer 301 to the page's clean address.
${pageRedirects(defaultLang)
  .map(
    ({ name, pattern }) => `# ${name}
location ~ ${pattern} {
    ${methodsGuard}
${headers(REDIRECT_RULE)}
    return 301 /$site_page$is_args$args;
}`,
  )
  .join('\n')}

# Hashed file names: a year.
location ^~ /_astro/ {
    ${methodsGuard}
${headers(ruleFor('/_astro/x.js'))}
    try_files $uri =404;
}

# The service worker: revalidated on every load, under its own policy.
location = ${SERVICE_WORKER_PATH} {
    ${methodsGuard}
${headers(ruleFor(SERVICE_WORKER_PATH))}
    try_files $uri =404;
}

# The content editor's files (not content-hashed): revalidated like pages.
location ~ ^${ADMIN_FILES_PREFIX}[^/]+\\.(?!html$)[^./]+$ {
    ${methodsGuard}
${headers(ruleFor(`${ADMIN_FILES_PREFIX}cms.js`))}
    try_files $uri =404;
}

# Data files: revalidated like pages.
location ~* \\.(?:${REVALIDATED_EXTENSIONS.filter((e) => e !== 'html').join('|')})$ {
    ${methodsGuard}
${headers(ruleFor('/x.json'))}
    try_files $uri =404;
}

# Other files with an extension (images, icons, fonts): a day.
location ~* /[^/]+\\.(?!html$)[^./]+$ {
    ${methodsGuard}
${headers(ruleFor('/x.png'))}
    try_files $uri =404;
}

# The content editor's page, under its own policy (Decap CMS).
location = ${ADMIN_PATH} {
    ${methodsGuard}
${headers(ruleFor(ADMIN_PATH))}
    try_files $uri.html $uri/index.html =404;
}

# Pages by clean URL (/fleet → fleet.html, then fleet/index.html; / → index.html).
location / {
    ${methodsGuard}
${headers(pageRule)}
    try_files $uri.html $uri/index.html $uri =404;
}
`;
}
