// @ts-check
/**
 * The service worker (docs/offline.md): generated at the end of the build by Workbox's
 * `generateSW` over the built `dist/client`, so the caching rules are configuration, not
 * hand-written fetch handlers.
 *
 * - **One worker per language, one registration.** The page registers `/sw.js?lang=<its
 *   language>` (`src/scripts/service-worker.ts`). `/sw.js` is a two-line loader written here: it
 *   `importScripts` the Workbox worker generated for that language (`/_astro/sw.<lang>.<hash>.js`,
 *   the default language's for an unknown one). A page of another language registers another URL,
 *   which installs that language's worker in the same scope (one worker per scope): the shared
 *   files are already cached and are not downloaded again, the new language's files are, and
 *   the previous language's are removed.
 * - **Precache** (the first install, budget 500 KB gzip with the kept pages, measured per language
 *   by `npm run bench`, `tools/bench/offline.mjs`): what every visitor needs — the stylesheets and
 *   scripts of `/_astro/` except the live Supabase client (used only with a Supabase fleet) and the
 *   chunks of the languages' own modules (`src/locales/<code>/`: the assistant's language packs,
 *   the chat's words), `/fleet.json` (Marcia's vehicles), the 192 px icons, the favicon, the
 *   logo and Marcia's avatar — plus the visitor's language: its offline page, its web app manifest and its chunks.
 *   The page that registers the worker then opens its language's home, contact, terms and
 *   Antiparos pages through it, so a stranded visitor has them.
 * - **Pages**: network first with a 3 s timeout, then the last copy; at most 60 pages are kept
 *   (least recently used out). A page never opened falls back to the offline page of the worker's
 *   language (the visitor's: a French visitor offline on an English page never opened gets
 *   `/fr/offline`).
 * - **Hashed assets** (`/_astro/`): cache first, kept a year (their names change with content).
 * - **Images and other static files**: cache first, 30 days, at most 120.
 * - **`POST /api/send-email`**: network only; a post that fails for want of a connection is kept
 *   in IndexedDB by Workbox Background Sync and sent again when the connection returns (where
 *   the Sync API is missing, Workbox retries when the worker next starts). The server stores a
 *   message once per `Idempotency-Key`, so the page may retry too without a duplicate.
 * - **Updates**: a new worker takes over at once (`skipWaiting`, `clientsClaim`) and old
 *   precaches are removed; pages are network first, so the next navigation shows the new deploy.
 *   `/sw.js` names the languages' workers by content hash, so any change to one changes it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW, getManifest } from 'workbox-build';
import { defaultLang, langs, localesDir } from '../locales/list.mjs';

/** Files of `/_astro/` left out of every precache: the live Supabase client, the workers. */
export const PRECACHE_IGNORES = ['_astro/live-source.*.js', '_astro/sw.*.js'];

/** The precache globs of every language, relative to `dist/client`. */
export const SHARED_GLOBS = [
  '_astro/*.{js,css}',
  'fleet.json',
  'icons/*-192.png',
  'favicon.svg',
  'images/logo.svg',
  // Marcia's avatar (`AVATAR_SRC`, src/islands/chat/Avatar.tsx): the closed chat panel paints it
  // on every page, and the chat answers offline.
  'images/art/marcia-avatar.svg',
];

/**
 * Where a language's files are, relative to `dist/client`: the default language at the root,
 * the others under `/<code>/`.
 *
 * @param {string} lang
 * @param {string} file e.g. `offline.html`
 */
const languageFile = (lang, file) => (lang === defaultLang ? file : `${lang}/${file}`);

/**
 * The built chunks of each language's own modules, e.g. `{ fr: ['_astro/assistant.Ab12.js'] }`
 * (paths relative to `dist/client`): the chunks all of whose modules are in one folder
 * `src/locales/<code>/` and that no shared chunk imports statically. Filled by
 * {@link languageChunks} during the browser build.
 *
 * @typedef {Record<string, string[]>} LanguageChunks
 */

/**
 * Vite plugin: records, for each language, the chunks of the browser build made only of that
 * language's modules and loaded only on demand or by that language's other chunks, into `into`
 * (see {@link LanguageChunks}).
 *
 * @param {LanguageChunks} into
 * @returns {import('vite').Plugin}
 */
export function languageChunks(into) {
  return {
    name: 'site-language-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      /** @type {Map<string, string>} chunk file → the language whose modules it holds */
      const langOf = new Map();
      for (const chunk of chunks) {
        const folders = new Set(
          chunk.moduleIds
            .filter((id) => !id.startsWith('\0'))
            .map((id) => {
              const path = relative(localesDir, id.replace(/\?.*$/, ''));
              return path.startsWith('..') || !path.includes(sep) ? null : path.split(sep)[0];
            }),
        );
        const [lang] = folders;
        if (folders.size === 1 && lang && langs.includes(lang)) langOf.set(chunk.fileName, lang);
      }
      // A language's chunk that another language's or a shared chunk imports statically (the
      // assistant's date words of every language, say) is needed by every visitor.
      for (let changed = true; changed; ) {
        changed = false;
        for (const chunk of chunks) {
          for (const imported of chunk.imports) {
            const lang = langOf.get(imported);
            if (lang && lang !== langOf.get(chunk.fileName)) changed = langOf.delete(imported);
          }
        }
      }
      for (const [file, lang] of langOf) into[lang] = [...(into[lang] ?? []), file];
    },
  };
}

/**
 * The precache of a language's worker: the globs and ignores for Workbox (`generateSW`,
 * `getManifest`), relative to `dist/client`.
 *
 * @param {string} lang the worker's language
 * @param {LanguageChunks} chunks the languages' own chunks
 * @returns {{ globPatterns: string[]; globIgnores: string[] }}
 */
export function precacheGlobs(lang, chunks) {
  return {
    globPatterns: [
      ...SHARED_GLOBS,
      languageFile(lang, 'offline.html'),
      languageFile(lang, 'manifest.webmanifest'),
    ],
    globIgnores: [
      ...PRECACHE_IGNORES,
      ...Object.entries(chunks)
        .filter(([code]) => code !== lang)
        .flatMap(([, files]) => files),
    ],
  };
}

/**
 * The `generateSW` options of a language's worker.
 *
 * @param {string} clientDir absolute path of `dist/client`
 * @param {string} [lang] the worker's language (default: the default language): its offline page
 *   is the fallback of every page
 * @param {LanguageChunks} chunks the languages' own chunks ({@link languageChunks})
 * @returns {import('workbox-build').GenerateSWOptions}
 */
export function serviceWorkerOptions(clientDir, lang = defaultLang, chunks = {}) {
  return {
    globDirectory: clientDir,
    swDest: `${clientDir}/_astro/sw.${lang}.js`,
    ...precacheGlobs(lang, chunks),
    // The offline pages are served at clean URLs (`/fr/offline`), as every page.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => ({ ...e, url: `/${e.url.replace(/\.html$/, '')}` })),
        warnings: [],
      }),
    ],
    // Hashed names carry their own revision (applied before `manifestTransforms`, to the paths
    // relative to `dist/client`).
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
      {
        // Same-origin page requests (navigations, and the page's own warm-up fetches of pages);
        // not the content editor (`/admin`, Decap CMS: docs/editing.md), which is no page of the
        // site and must always be the live one. Workbox writes the function's source into the
        // worker, so it uses no variable from here.
        urlPattern: ({ url, request, sameOrigin }) => {
          if (!sameOrigin || request.method !== 'GET') return false;
          const path = url.pathname;
          if (/^\/(?:_astro|api|images|icons)\//.test(path) || /\.[a-z0-9]+$/i.test(path))
            return false;
          return path !== '/admin' && !path.startsWith('/admin/');
        },
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: `/${languageFile(lang, 'offline')}` },
        },
      },
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
 * The loader `/sw.js`: runs the worker of the language named by its URL (`?lang=fr`), else the
 * default language's.
 *
 * @param {Record<string, string>} workers each language's worker URL
 */
function loaderSource(workers) {
  return `// The service worker of the registering page's language (src/build/service-worker.mjs).
const workers = ${JSON.stringify(workers)};
const lang = new URL(location.href).searchParams.get('lang');
importScripts(Object.hasOwn(workers, lang) ? workers[lang] : workers[${JSON.stringify(defaultLang)}]);
`;
}

/**
 * What the build wrote for the service worker, in `dist/service-worker.json` (outside the
 * served folder), for `tools/bench/offline.mjs`: per language the worker file and the precached
 * files (paths relative to `dist/client`).
 *
 * @typedef {Record<string, { worker: string; precache: string[] }>} ServiceWorkerReport
 */

/**
 * The Astro integration: records the languages' chunks during the browser build; after it,
 * writes each language's worker into `_astro/` (its name carries a hash of its content), the
 * loader `/sw.js`, and the report `dist/service-worker.json`, and logs what each precaches.
 *
 * @returns {import('astro').AstroIntegration}
 */
export function serviceWorker() {
  /** @type {LanguageChunks} */
  const chunks = {};
  return {
    name: 'paros:service-worker',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [languageChunks(chunks)] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir).replace(/\/$/, '');
        /** @type {Record<string, string>} */
        const workers = {};
        /** @type {ServiceWorkerReport} */
        const report = {};
        for (const lang of langs) {
          const options = serviceWorkerOptions(clientDir, lang, chunks);
          const { count, size, warnings } = await generateSW(options);
          for (const w of warnings) logger.warn(w);
          const hash = createHash('sha256')
            .update(readFileSync(options.swDest))
            .digest('hex')
            .slice(0, 10);
          const file = `_astro/sw.${lang}.${hash}.js`;
          renameSync(options.swDest, join(clientDir, file));
          workers[lang] = `/${file}`;
          const { manifestEntries = [] } = await getManifest({
            globDirectory: clientDir,
            ...precacheGlobs(lang, chunks),
          });
          report[lang] = { worker: file, precache: manifestEntries.map((e) => e.url) };
          logger.info(
            `sw.js?lang=${lang}: ${count} files precached (${Math.round(size / 1024)} KB before compression)`,
          );
        }
        writeFileSync(join(clientDir, 'sw.js'), loaderSource(workers));
        writeFileSync(
          join(dirname(clientDir), 'service-worker.json'),
          `${JSON.stringify(report, null, 2)}\n`,
        );
      },
    },
  };
}
