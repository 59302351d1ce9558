// @ts-check
/**
 * Values of the site's security headers (docs/requirements.md, "Speed, accessibility and
 * security"), used in two places:
 *
 * - `astro.config.mjs` (`security.csp.directives`): the directives Astro writes into every page's
 *   `<meta http-equiv="content-security-policy">`, next to the `script-src` / `style-src` hashes it
 *   computes for its own scripts and styles (and the theme script's hash, inserted by
 *   `src/components/ThemeScript.astro`). The meta tag travels with the HTML, so the policy holds on
 *   any static host.
 * - `server/policy.mjs`, the one HTTP policy, which combines them into the rules both servers apply
 *   and the static hosts' `_headers`: an HTML response's `Content-Security-Policy` header is the
 *   build's page policy ({@link policyFromBuild}: the built pages' meta policies plus what a meta
 *   tag cannot carry, {@link headerOnlyCspDirectives}); the service worker gets
 *   {@link workerPolicy}; anything else {@link nonDocumentPolicy}.
 *
 * Why not `@astrojs/node`'s documented `staticHeaders` option (sends a prerendered page's CSP as
 * a header, from the build's `_headers.json`): with it Astro leaves the `<meta>` policy out of
 * every page (the CSP goes to the adapter instead), and that meta tag is what holds the policy on
 * a static host; and it carries the CSP only, so the fixed headers, `frame-ancestors` and the
 * non-document and service worker policies would still be needed. Hence the build's meta policies
 * are read here ({@link metaPolicies}).
 *
 * No `'unsafe-inline'` anywhere, for scripts or styles: scripts and `<style>` elements are allowed
 * by hash, and server-rendered HTML has no `style="…"` attributes (html-validate's
 * `no-inline-style` guards that); styles set from script through the CSSOM, as React and the
 * consent banner do, are not subject to CSP. JSON-LD blocks are data, not scripts: CSP does not
 * apply to them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An `https?:` URL's origin, or `null` for an empty or malformed value.
 *
 * @param {string | undefined | null} url e.g. `https://abc.supabase.co/rest/v1`
 * @returns {string | null} e.g. `https://abc.supabase.co`
 */
function originOf(url) {
  if (!url || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
}

/**
 * @typedef {object} CspOptions
 * @property {string | undefined} [supabaseUrl] `PUBLIC_SUPABASE_URL` when the fleet is read from Supabase:
 *   the browser then refreshes prices from its REST API (`connect-src`) and vehicle photos may be
 *   stored there (`img-src`). Empty or absent: nothing outside the site is reached.
 * @property {string | undefined} [strapiUrl] `STRAPI_URL` when the blog comes from the content
 *   service: its posts' featured and inline images are served from there (`img-src`).
 * @property {string | undefined} [strapiMediaUrl] `STRAPI_MEDIA_URL`: the media host of the content
 *   service when it is another origin (S3, Cloudinary, Strapi Cloud's media domain; `img-src`).
 * @property {{ connect: string[]; img: string[] } | undefined} [analytics] the configured analytics
 *   provider's collector origins (`analyticsOrigins` of `src/lib/analytics/config.ts`): added to
 *   `connect-src` and `img-src`; absent or empty with the provider `none`.
 */

/**
 * Astro's type of `security.csp.directives` (strings starting with a directive name).
 *
 * @typedef {NonNullable<Extract<NonNullable<NonNullable<import('astro').AstroUserConfig['security']>['csp']>, object>['directives']>} CspDirectiveList
 */

/**
 * CSP directives other than `script-src` / `style-src` (Astro owns those: `'self'` plus hashes),
 * for `security.csp.directives` in `astro.config.mjs`. Everything is same-origin: the site hosts
 * its own fonts, images, scripts and the `/api/send-email` endpoint; the booking engine, WhatsApp,
 * `tel:` and `mailto:` are links (navigation is not restricted by CSP).
 *
 * @param {CspOptions} [options]
 * @returns {CspDirectiveList} e.g. `["default-src 'self'", "object-src 'none'", …]`
 */
export function cspDirectives(options = {}) {
  const supabase = originOf(options.supabaseUrl);
  // Analytics (docs/analytics.md): exactly the configured provider's collector origins, if any.
  const analytics = options.analytics ?? { connect: [], img: [] };
  const extra = [supabase, ...analytics.connect]
    .filter(Boolean)
    .map((origin) => ` ${origin}`)
    .join('');
  // Images of content-service posts (docs/requirements.md, "Blog feeds and service posts") are
  // served by the content service.
  const strapi = originOf(options.strapiUrl);
  const strapiMedia = originOf(options.strapiMediaUrl);
  const images = [supabase, strapi, strapiMedia, ...analytics.img]
    .filter(Boolean)
    .map((origin) => ` ${origin}`)
    .join('');
  return /** @type {CspDirectiveList} */ ([
    "default-src 'self'",
    `connect-src 'self'${extra}`,
    `img-src 'self' data:${images}`,
    "font-src 'self'",
    "manifest-src 'self'",
    // The service worker (/sw.js, docs/offline.md) is the site's own file.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]);
}

/**
 * CSP directives a `<meta>` policy cannot carry (browsers ignore them there and log an error), so
 * they are sent as a header only: nobody may frame the site (clickjacking).
 */
export const headerOnlyCspDirectives = Object.freeze(["frame-ancestors 'none'"]);

/**
 * The CSP header of the build's `_headers` (static hosts, `headersFile` of server/policy.mjs): what a meta tag cannot carry plus the fixed
 * directives that depend neither on the build (hashes) nor on the settings (Supabase origin). It
 * has no `default-src` / `script-src` / `style-src`: those are in each page's meta policy, and a
 * header without the build's hashes would block the inline scripts the meta allows.
 */
export const cdnCspDirectives = Object.freeze([
  ...headerOnlyCspDirectives,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]);

/**
 * The security headers other than `Content-Security-Policy`, sent with every response.
 * - HSTS: one year, sub-domains included (no `preload`: that is a decision for the domain owner).
 * - `Permissions-Policy`: the site uses no camera, microphone, location, payment, USB or motion
 *   sensors; only features every current browser knows are listed (unknown ones log errors).
 * - `Cross-Origin-Opener-Policy`: the booking engine and WhatsApp open in new tabs with
 *   `noopener` anyway.
 */
export const fixedSecurityHeaders = Object.freeze({
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/**
 * Parses a CSP policy into directive name → sources, in order of appearance.
 *
 * @param {string} policy e.g. `"default-src 'self'; script-src 'self' 'sha256-…'"`
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const map = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/**
 * Serialises directives back to a policy string (`name sources; …`).
 *
 * @param {Map<string, string[]>} map
 * @returns {string}
 */
export function formatPolicy(map) {
  return [...map].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** `<meta http-equiv="content-security-policy" content="…">` as Astro writes it. */
const metaPolicy = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

/**
 * The `<meta>` CSP of every HTML file under `dir` (recursively).
 *
 * @param {string} dir e.g. `dist/client`
 * @returns {string[]} one policy per page that has one (HTML entities `&#39;` / `&quot;` decoded)
 */
export function metaPolicies(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    const match = metaPolicy.exec(html.slice(0, 20_000));
    if (match?.[1])
      found.push(
        match[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
      );
  }
  return found;
}

/**
 * The `Content-Security-Policy` header of the Node server: the union of the built pages' meta
 * policies (Astro computes its hashes for the whole build, so they are normally all equal) plus
 * {@link headerOnlyCspDirectives}. A browser enforces the header and the page's meta together, so
 * on every page the effective policy is at least as strict as that page's own meta policy.
 * With no meta policy in the build (CSP switched off), the header is the base directives with
 * `script-src 'self'` / `style-src 'self'` (no inline script would run then).
 *
 * @param {string} clientDir the build's static folder, e.g. `dist/client`
 * @param {CspOptions} [options] used only when the build has no meta policy
 * @returns {string}
 */
export function policyFromBuild(clientDir, options = {}) {
  const policies = metaPolicies(clientDir);
  /** @type {Map<string, string[]>} */
  const union = new Map();
  const sources = policies.length
    ? policies
    : [[...cspDirectives(options), "script-src 'self'", "style-src 'self'"].join('; ')];
  for (const policy of sources) {
    for (const [name, list] of parsePolicy(policy)) {
      union.set(name, [...new Set([...(union.get(name) ?? []), ...list])]);
    }
  }
  for (const [name, list] of parsePolicy(headerOnlyCspDirectives.join('; '))) union.set(name, list);
  return formatPolicy(union);
}

/**
 * CSP of responses that are not HTML (assets, JSON, the API): nothing may load from them, and
 * nobody may frame them. Short, because it travels with every asset (the page policy, with its
 * hashes, is about 1 KB).
 */
export const nonDocumentPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Path of the content editor, Decap CMS (docs/editing.md, "The content editor"). */
export const ADMIN_PATH = '/admin';

/**
 * CSP of the content editor's page (`/admin`), which is Decap CMS's application rather than a
 * page of the site, so it gets a policy of its own (every other page keeps the site's):
 * - `script-src 'self' 'unsafe-eval'`: Decap's bundle is the site's own file (`/admin/cms.js`),
 *   but it validates its configuration with ajv, which compiles the schema with `new Function`;
 * - `style-src 'self' 'unsafe-inline'`: Decap's components (emotion) write `<style>` elements at
 *   run time, which have no hash to allow them by;
 * - `connect-src`: GitHub's API (the GitHub backend, docs/editing.md "Connecting GitHub");
 *   `img-src`: GitHub avatars and the `blob:` URLs of photos being uploaded;
 * - the preview pane is an `about:blank` frame of the page itself (no `frame-src` needed); nobody
 *   may frame the editor (`frame-ancestors 'none'`).
 * The OAuth login opens the provider in a pop-up window, a navigation that CSP does not restrict.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' https://api.github.com",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Whether a request path is the content editor's page (`/admin`, `/admin/`, `/admin/index.html`).
 *
 * @param {string} path the request's path without the query
 * @returns {boolean}
 */
export function isAdminPage(path) {
  return path === ADMIN_PATH || path === `${ADMIN_PATH}/` || path === `${ADMIN_PATH}/index.html`;
}

/** Path of the service worker (docs/offline.md). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * CSP of the service worker script: a worker runs under its own response's policy, and this one
 * fetches the site's pages, assets and `/api/send-email` (same origin) — never anything else.
 */
export const workerPolicy = "default-src 'self'; frame-ancestors 'none'";

/**
 * `Cache-Control` of the service worker script: revalidated on every load, so a new deploy's
 * worker is found at the next navigation.
 */
export const workerCacheControl = 'no-cache';
