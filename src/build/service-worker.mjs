// @ts-check
/**
 * The service worker (docs/offline.md): generated at the end of the build by Workbox's
 * `generateSW` over the built `dist/client`, so the caching rules are configuration, not
 * hand-written fetch handlers.
 *
 * - **Precache** (installed with the service worker, about 300 KB gzip, printed by `npm run
 *   bench`): the stylesheets and scripts of `/_astro/` except the live Supabase client (used
 *   only with a Supabase fleet), the offline page of each language, `/fleet.json` (Marcia's
 *   vehicles), the manifests, the 192 px icons, the favicon and the logo. The page that
 *   registers the worker then opens its language's home, contact, terms and Antiparos pages
 *   through it (`src/scripts/service-worker.ts`), so a stranded visitor has them.
 * - **Pages**: network first with a 3 s timeout, then the last copy; at most 60 pages are kept
 *   (least recently used out). A page never opened falls back to the offline page of the path's
 *   language (`/fr/…` → `/fr/offline`).
 * - **Hashed assets** (`/_astro/`): cache first, kept a year (their names change with content).
 * - **Images and other static files**: cache first, 30 days, at most 120.
 * - **`POST /api/send-email`**: network only; a post that fails for want of a connection is kept
 *   in IndexedDB by Workbox Background Sync and sent again when the connection returns (where
 *   the Sync API is missing, Workbox retries when the worker next starts). The server stores a
 *   message once per `Idempotency-Key`, so the page may retry too without a duplicate.
 * - **Updates**: a new worker takes over at once (`skipWaiting`, `clientsClaim`) and old
 *   precaches are removed; pages are network first, so the next navigation shows the new deploy.
 */
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { defaultLang, prefixedLangs } from '../locales/list.mjs';

/** Languages with a path prefix (the folders of `src/locales/`); the default language has none. */
const PREFIXED = prefixedLangs;

/** Files of `/_astro/` left out of the precache: only a Supabase-configured fleet loads it. */
export const PRECACHE_IGNORES = ['_astro/live-source.*.js'];

/** The precache globs, relative to `dist/client`. */
export const PRECACHE_GLOBS = [
  '_astro/*.{js,css}',
  'offline.html',
  '*/offline.html',
  'fleet.json',
  'manifest.webmanifest',
  '*/manifest.webmanifest',
  'icons/*-192.png',
  'favicon.svg',
  'images/logo.svg',
];

/**
 * The `generateSW` options for a built site.
 *
 * @param {string} clientDir absolute path of `dist/client`
 * @returns {import('workbox-build').GenerateSWOptions}
 */
export function serviceWorkerOptions(clientDir) {
  /** @type {import('workbox-build').RuntimeCaching[]} */
  const pages = [...PREFIXED, defaultLang].map((lang) => ({
    // Same-origin page requests (navigations, and the page's own warm-up fetches of pages) whose
    // path is in this language; not the content editor (`/admin`, Decap CMS: docs/editing.md),
    // which is no page of the site and must always be the live one. Workbox writes the function's source into sw.js, so it may not
    // use variables from here: the language goes into its body as a literal.
    urlPattern: /** @type {import('workbox-build').RuntimeCaching['urlPattern']} */ (
      new Function(
        'options',
        `const { url, request, sameOrigin } = options;
        if (!sameOrigin || request.method !== 'GET') return false;
        const path = url.pathname;
        if (/^\\/(?:_astro|api|images|icons)\\//.test(path) || /\\.[a-z0-9]+$/i.test(path)) return false;
        if (path === '/admin' || path.startsWith('/admin/')) return false;
        const match = /^\\/(${PREFIXED.join('|')})(?:\\/|$)/.exec(path);
        return (match ? match[1] : ${JSON.stringify(defaultLang)}) === ${JSON.stringify(lang)};`,
      )
    ),
    handler: /** @type {const} */ ('NetworkFirst'),
    options: {
      cacheName: 'pages',
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 60 },
      cacheableResponse: { statuses: [200] },
      precacheFallback: { fallbackURL: lang === defaultLang ? '/offline' : `/${lang}/offline` },
    },
  }));
  return {
    globDirectory: clientDir,
    swDest: `${clientDir}/sw.js`,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    // The offline pages are served at clean URLs (`/fr/offline`), as every page.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => ({ ...e, url: e.url.replace(/\.html$/, '') })),
        warnings: [],
      }),
    ],
    // Hashed names carry their own revision.
    dontCacheBustURLsMatching: /^_astro\//,
    maximumFileSizeToCacheInBytes: 512 * 1024,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    inlineWorkboxRuntime: true,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname === '/api/send-email',
        method: 'POST',
        handler: 'NetworkOnly',
        options: {
          backgroundSync: { name: 'contact-outbox', options: { maxRetentionTime: 7 * 24 * 60 } },
        },
      },
      ...pages,
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: { maxEntries: 120, maxAgeSeconds: 365 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /\.(?:svg|png|jpe?g|webp|avif|gif|ico|json|webmanifest|txt|xml)$/i.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'static',
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

/**
 * The Astro integration: after the build, writes `sw.js` into the client output and logs how many
 * files (and bytes, uncompressed) it precaches.
 *
 * @returns {import('astro').AstroIntegration}
 */
export function serviceWorker() {
  return {
    name: 'paros:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir).replace(/\/$/, '');
        const { count, size, warnings } = await generateSW(serviceWorkerOptions(clientDir));
        for (const w of warnings) logger.warn(w);
        logger.info(
          `sw.js: ${count} files precached (${Math.round(size / 1024)} KB before compression)`,
        );
      },
    },
  };
}
