// @ts-check
/**
 * What a visitor's phone downloads when the service worker installs (docs/offline.md): the
 * precache of `sw.js` (from the same globs as the build, `src/build/service-worker.mjs`), the
 * worker itself, and the pages the registering page then keeps for its language (home,
 * contact, terms, the Antiparos page). Sizes are gzip, as transferred. `npm run bench` prints
 * the largest language against the 400 KB budget; `node tools/bench/offline.mjs [dist]` prints
 * it alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getManifest } from 'workbox-build';
import { PRECACHE_GLOBS, PRECACHE_IGNORES } from '../../src/build/service-worker.mjs';
import { defaultLang, langs } from '../../src/locales/list.mjs';

/** The first-install budget, bytes. */
export const PRECACHE_BUDGET = 400 * 1024;
/** The pages kept per language after registration (`OFFLINE_PAGES` of src/scripts/service-worker.ts). */
const PAGES = [
  'index.html',
  'contact.html',
  'terms-and-conditions.html',
  'car-rental-antiparos.html',
];

const gz = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 6 }).length;

/**
 * @param {string} dist the build folder (with `client/`)
 * @returns {Promise<{ files: number; precache: number; worker: number; languages: { lang: string; pages: number; total: number }[] }>}
 *   gzip bytes: the precache, `sw.js`, and per language the kept pages and the whole first install
 */
export async function measurePrecache(dist) {
  const client = join(dist, 'client');
  const { manifestEntries } = await getManifest({
    globDirectory: client,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
  });
  const files = manifestEntries ?? [];
  const precache = files.reduce((sum, e) => sum + gz(join(client, e.url)), 0);
  const worker = existsSync(join(client, 'sw.js')) ? gz(join(client, 'sw.js')) : 0;
  const languages = langs.map((lang) => {
    const pages = PAGES.reduce(
      (sum, p) => sum + gz(join(client, lang === defaultLang ? p : `${lang}/${p}`)),
      0,
    );
    return { lang, pages, total: precache + worker + pages };
  });
  return { files: files.length, precache, worker, languages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measurePrecache(process.argv[2] ?? 'dist');
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  console.log(
    `Service worker first install (gzip): precache ${r.files} files ${kb(r.precache)} KB + sw.js ${kb(r.worker)} KB`,
  );
  for (const l of r.languages)
    console.log(
      `  ${l.lang}: + kept pages ${kb(l.pages)} KB = ${kb(l.total)} KB (budget ${kb(PRECACHE_BUDGET)} KB)`,
    );
}
