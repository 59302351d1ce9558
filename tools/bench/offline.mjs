// @ts-check
/**
 * What a visitor's phone downloads when the service worker installs (docs/offline.md), per
 * language (each language has its own worker, `src/build/service-worker.mjs`): its precache (the
 * shared files and the language's own, as listed by the build in `dist/service-worker.json`), the
 * loader `/sw.js` and the language's worker, and the pages the registering page then keeps for its
 * language (home, contact, terms, the Antiparos page). Sizes are gzip, as transferred.
 * `npm run bench` checks the largest language against the 500 KB budget;
 * `node tools/bench/offline.mjs [dist]` prints every language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defaultLang } from '../../src/locales/list.mjs';

/** The first-install budget, bytes (≤ 500 KB gzip, the visitor's language only: docs/offline.md). */
export const PRECACHE_BUDGET = 500 * 1024;
/** The pages kept per language after registration (`OFFLINE_PAGES` of src/scripts/service-worker.ts). */
const PAGES = [
  'index.html',
  'contact.html',
  'terms-and-conditions.html',
  'car-rental-antiparos.html',
];

const gz = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 6 }).length;

/**
 * @typedef {object} LanguageInstall
 * @property {string} lang the language code
 * @property {number} files files precached
 * @property {number} precache gzip bytes of the precache
 * @property {number} worker gzip bytes of `/sw.js` and the language's worker
 * @property {number} pages gzip bytes of the kept pages
 * @property {number} total gzip bytes of the whole first install
 */

/**
 * @param {string} dist the build folder (with `client/` and `service-worker.json`)
 * @returns {Promise<{ languages: LanguageInstall[] }>}
 * @throws Error when the build has no `service-worker.json` (a build from before per-language
 *   workers)
 */
export async function measurePrecache(dist) {
  const client = join(dist, 'client');
  const reportFile = join(dist, 'service-worker.json');
  if (!existsSync(reportFile)) throw new Error(`${reportFile} is missing: run \`npm run build\``);
  /** @type {import('../../src/build/service-worker.mjs').ServiceWorkerReport} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const loader = gz(join(client, 'sw.js'));
  const languages = Object.entries(report).map(([lang, { worker, precache: files }]) => {
    const precache = files.reduce((sum, file) => sum + gz(join(client, file)), 0);
    const pages = PAGES.reduce(
      (sum, p) => sum + gz(join(client, lang === defaultLang ? p : `${lang}/${p}`)),
      0,
    );
    const workerBytes = loader + gz(join(client, worker));
    return {
      lang,
      files: files.length,
      precache,
      worker: workerBytes,
      pages,
      total: precache + workerBytes + pages,
    };
  });
  return { languages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await measurePrecache(process.argv[2] ?? 'dist');
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  console.log('Service worker first install per language (gzip):');
  for (const l of r.languages)
    console.log(
      `  ${l.lang}: precache ${l.files} files ${kb(l.precache)} KB + workers ${kb(l.worker)} KB + kept pages ${kb(l.pages)} KB = ${kb(l.total)} KB (budget ${kb(PRECACHE_BUDGET)} KB)`,
    );
}
