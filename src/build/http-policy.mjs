// @ts-check
/**
 * The build's half of the HTTP policy (server/policy.mjs; docs/deploy.md): at the end of the build
 * (`astro:build:done`, after the service worker and the sitemap are written) it
 *
 * 1. writes the static hosts' `_headers` into the client folder (`headersFile`);
 * 2. writes nginx's site snippet, `dist/nginx/site.conf` (`nginxSnippet`: the build's page policy,
 *    its 404 pages, its default language, where a form post nginx refuses itself goes:
 *    {@link formResults}), which the short static `deploy/nginx.conf` includes;
 * 3. writes `dist/server/http-policy.json` (`{ pagePolicy, notFoundPages, defaultLang }`), which the Node server
 *    reads at start, so both servers apply the values of the same build;
 * 4. precompresses every text file of 1 KB or more ({@link precompress}): `file.gz` (gzip level 9)
 *    and `file.br` (Brotli quality 11) beside it, with the original's modification time, which
 *    both servers send as files instead of compressing per request. Brotli 11 is slow (about half
 *    a second for a 180 KB page), so results are kept in `<cacheDir>/precompress/` by content hash:
 *    a rebuild compresses only the files that changed, and the results no file of the build uses
 *    any more are deleted (every build changes some pages, and the folder grew by hundreds of
 *    megabytes a day of work). `PRECOMPRESS=0` skips this step (builds
 *    that are only inspected, never served: the content check, test fixtures).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { copyFile, readFile, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  COMPRESSED_EXTENSIONS,
  COMPRESS_MIN_BYTES,
  extensionOf,
  headersFile,
  nginxSnippet,
} from '../../server/policy.mjs';
import { policyFromBuild } from '../../server/security.mjs';
import { proxyErrorText, proxyResult } from '../lib/contact/proxy-errors.ts';
import { CONTACT_PAGE_PATH, resultLocation } from '../lib/contact/results.ts';
import { defaultLang, langs } from '../locales/list.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Brotli quality of the precompressed files (11, the densest; decoded as fast as any other). */
export const BROTLI_QUALITY = 11;
/** gzip level of the precompressed files. */
export const GZIP_LEVEL = 9;

/**
 * Every file under a folder, as `/`-separated paths relative to it with a leading `/`.
 *
 * @param {string} dir absolute path
 * @returns {string[]} e.g. `['/index.html', '/fr/404.html']`
 */
export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/**
 * The 404 pages of a build (files named `404.html`).
 *
 * @param {string} clientDir
 * @returns {string[]} e.g. `['/404.html', '/fleet/404.html', '/fr/404.html', …]`, sorted
 */
export function notFoundPagesOf(clientDir) {
  return filesUnder(clientDir)
    .filter((file) => file.endsWith('/404.html'))
    .sort();
}

/**
 * Writes `file.gz` and `file.br` beside every text file of at least {@link COMPRESS_MIN_BYTES}
 * (extensions {@link COMPRESSED_EXTENSIONS}), with the original's modification time (so both
 * servers send the same `Last-Modified` and ETag for it). Results come from `cacheDir` when a file
 * with the same bytes was compressed before; afterwards the cache keeps only the results of this
 * build's files (one build at a time uses a cache folder: tools/lib/astro-run.mjs).
 *
 * @param {string} clientDir absolute path of the build's client folder
 * @param {string | null} cacheDir absolute folder for compressed results, or `null` for none
 * @returns {Promise<{ files: number; compressed: number; pruned: number; bytes: number; gzipBytes: number; brotliBytes: number }>}
 *   how many files got siblings, how many were compressed now (not from the cache), how many
 *   cached results were deleted as unused, and sizes in bytes
 */
export async function precompress(clientDir, cacheDir) {
  const files = filesUnder(clientDir).filter(
    (file) =>
      COMPRESSED_EXTENSIONS.includes(extensionOf(file)) &&
      statSync(join(clientDir, file)).size >= COMPRESS_MIN_BYTES,
  );
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const totals = {
    files: files.length,
    compressed: 0,
    pruned: 0,
    bytes: 0,
    gzipBytes: 0,
    brotliBytes: 0,
  };
  /** Names of the cached results this build uses (`<sha256>.gz`, `<sha256>.br`). */
  const used = new Set();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = join(clientDir, /** @type {string} */ (files[next++]));
      const data = await readFile(file);
      const { mtime } = statSync(file);
      const hash = createHash('sha256').update(data).digest('hex');
      totals.bytes += data.length;
      for (const [ext, make] of /** @type {const} */ ([
        ['gz', () => gzipAsync(data, { level: GZIP_LEVEL })],
        [
          'br',
          () =>
            brotliAsync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
        ],
      ])) {
        const cached = cacheDir && join(cacheDir, `${hash}.${ext}`);
        used.add(`${hash}.${ext}`);
        let size;
        try {
          if (!cached) throw new Error('no cache');
          await copyFile(cached, `${file}.${ext}`);
          size = statSync(cached).size;
        } catch {
          const out = await make();
          await writeFile(`${file}.${ext}`, out);
          if (cached) await writeFile(cached, out);
          size = out.length;
          if (ext === 'br') totals.compressed++;
        }
        await utimes(`${file}.${ext}`, mtime, mtime);
        if (ext === 'gz') totals.gzipBytes += size;
        else totals.brotliBytes += size;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  if (cacheDir)
    for (const name of readdirSync(cacheDir))
      if (!used.has(name)) {
        rmSync(join(cacheDir, name), { force: true });
        totals.pruned++;
      }
  return totals;
}

/**
 * The contact endpoint's strings of every language (`src/locales/<code>/contact.ts`, the one
 * export each file has), by language code: read once, for {@link formResults}.
 *
 * @type {Record<string, import('../locales/en/contact.ts').ContactStrings>}
 */
const contactStrings = Object.fromEntries(
  await Promise.all(
    langs.map(async (lang) => {
      const module = await import(`../locales/${lang}/contact.ts`);
      const strings = Object.values(module).find(
        (value) =>
          typeof value === 'object' && value !== null && 'contact.api.storeFailed' in value,
      );
      if (!strings) throw new Error(`src/locales/${lang}/contact.ts exports no contact strings`);
      return [lang, strings];
    }),
  ),
);

/**
 * How nginx answers for the contact endpoint when it answers itself (`nginxSnippet`'s
 * `formResults`, docs/contact.md, "The form"), in the posting page's language (its prefix, `null`
 * for the default language): a form post goes to the contact page of that language (`/fr/contact`:
 * the prefix before the path, as the site's routing writes it) with the panel of nginx's status
 * (`proxyResult`: `#contact-too-large` for a body over `client_max_body_size`,
 * `#contact-unavailable` for the Node service down or slow, else `#contact-failed`); a script gets
 * the endpoint's own error text for the status (`proxyErrorText`), from that language's strings.
 *
 * @type {import('../../server/policy.mjs').FormResults}
 */
export const formResults = {
  prefixes: langs.filter((lang) => lang !== defaultLang),
  location: (prefix, status) =>
    resultLocation(
      prefix ? `/${prefix}${CONTACT_PAGE_PATH}` : CONTACT_PAGE_PATH,
      proxyResult(status),
    ),
  apiError: (prefix, status) => {
    const lang = prefix ?? defaultLang;
    const strings = contactStrings[lang];
    if (!strings) throw new Error(`No contact strings for the language ${lang}`);
    return proxyErrorText(status, strings, lang);
  },
};

/**
 * Writes the policy's files for a build: `_headers`, `dist/nginx/site.conf`,
 * `dist/server/http-policy.json` (see the module comment).
 *
 * @param {string} clientDir absolute path of `dist/client`
 * @param {{ supabaseUrl?: string | undefined }} [options] used only when the build has no meta policy
 * @returns {{ pagePolicy: string; notFoundPages: string[]; defaultLang: string }}
 */
export function writePolicyFiles(clientDir, options = {}) {
  const outDir = dirname(clientDir);
  const pagePolicy = policyFromBuild(clientDir, options);
  const notFoundPages = notFoundPagesOf(clientDir);
  writeFileSync(join(clientDir, '_headers'), headersFile());
  mkdirSync(join(outDir, 'nginx'), { recursive: true });
  writeFileSync(
    join(outDir, 'nginx', 'site.conf'),
    nginxSnippet({ pagePolicy, notFoundPages, formResults, defaultLang }),
  );
  mkdirSync(join(outDir, 'server'), { recursive: true });
  writeFileSync(
    join(outDir, 'server', 'http-policy.json'),
    `${JSON.stringify({ pagePolicy, notFoundPages, defaultLang }, null, 2)}\n`,
  );
  // _headers has the build's time like the other files (no meaning; keeps the folder uniform).
  const { mtime } = statSync(join(clientDir, 'index.html'));
  utimesSync(join(clientDir, '_headers'), mtime, mtime);
  return { pagePolicy, notFoundPages, defaultLang };
}

/**
 * The Astro integration (last in `integrations`, after the service worker and the sitemap).
 *
 * @returns {import('astro').AstroIntegration}
 */
export function httpPolicy() {
  /** @type {string | null} */
  let cacheDir = null;
  return {
    name: 'paros:http-policy',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.cacheDir), 'precompress');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const { notFoundPages } = writePolicyFiles(clientDir, {
          supabaseUrl: process.env.PUBLIC_SUPABASE_URL,
        });
        logger.info(
          `_headers, nginx/site.conf and server/http-policy.json written (${notFoundPages.length} 404 pages)`,
        );
        if (process.env.PRECOMPRESS === '0') {
          logger.info('PRECOMPRESS=0: text files not precompressed');
          return;
        }
        const started = Date.now();
        const t = await precompress(clientDir, cacheDir);
        logger.info(
          `${t.files} text files precompressed (${t.compressed} compressed now, the rest from the cache; ${t.pruned} unused cached results deleted): ${Math.round(t.bytes / 1024)} KB → gzip ${Math.round(t.gzipBytes / 1024)} KB, Brotli ${Math.round(t.brotliBytes / 1024)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
