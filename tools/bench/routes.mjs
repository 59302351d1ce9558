// @ts-check
/**
 * The routes of a build, found in the build itself (docs/requirements.md, "Speed, accessibility and
 * security"), so new pages and languages are covered without editing a list: every HTML file of
 * `{dist}/client`, its URL path, its route pattern (`/fleet/{id}`, `/{lang}/{page}`…), and one
 * representative URL per pattern for the slow checks (Lighthouse in `tools/bench/index.mjs`, axe in
 * `tests/e2e/a11y.spec.ts`).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FLOOR_PATH, TAP_FLOOR_PATH } from './floor.mjs';

/** An unknown URL: the 404 page the server renders on demand. */
export const notFoundPath = '/this-page-does-not-exist';

/**
 * Every page's HTML file of a client folder, `/`-separated, sorted (not the content editor's, nor
 * the benchmarks' own floor pages, which a benchmark stopped mid-run can leave in the build).
 *
 * @param {string} client e.g. `dist/client`
 * @returns {string[]} e.g. `['about-us.html', 'fr/index.html', …]`
 */
export function htmlFiles(client) {
  return (
    readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.replaceAll('\\', '/'))
      // The content editor (`/admin`, Decap CMS: docs/editing.md) is no page of the site: only the
      // business's staff load it, so it is outside the pages' budgets and benchmarks.
      .filter((f) => !f.startsWith('admin/'))
      .filter((f) => f !== FLOOR_PATH && f !== TAP_FLOOR_PATH)
      .sort()
  );
}

/**
 * The URL path a built HTML file is served at (`build.format: 'preserve'`, no trailing slash).
 *
 * @param {string} file relative to the client folder, e.g. `fr/fleet/index.html`
 * @returns {string} e.g. `/fr/fleet`
 */
export function pathOf(file) {
  const path = `/${file}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return path === '' ? '/' : path;
}

/**
 * The URL paths of every built page that has an address: not the 404 pages (`/404`,
 * `/fleet/404`, `/fr/404`), which the servers send for a missing path and answer 404 at their own
 * file's address too (docs/deploy.md); {@link notFoundPath} stands for them.
 *
 * @param {string} dist the build folder (with `client/`)
 * @returns {string[]}
 */
export function builtPaths(dist) {
  return htmlFiles(join(dist, 'client'))
    .map(pathOf)
    .filter((path) => !path.endsWith('/404'));
}

/**
 * Languages other than the default: two-letter first path segments that have a home page (`/fr`).
 *
 * @param {string[]} paths
 * @returns {string[]}
 */
export function languagesOf(paths) {
  return paths.filter((p) => /^\/[a-z]{2}$/.test(p)).map((p) => p.slice(1));
}

/**
 * The route pattern of a path: `/`, `/{page}` (landing, category, about, terms…), `/fleet`,
 * `/fleet/{id}`, `/blog`, `/blog/{slug}`, `/blog/{n}` (pagination), `/contact`, and the same
 * under `/{lang}` for other languages.
 *
 * @param {string} path e.g. `/fr/fleet/fiat-panda`
 * @param {string[]} langs from {@link languagesOf}
 * @returns {string} e.g. `/{lang}/fleet/{id}`
 */
export function patternOf(path, langs) {
  const segments = path.split('/').filter(Boolean);
  const lang = segments[0] && langs.includes(segments[0]) ? segments.shift() : null;
  const [first = '', second = ''] = segments;
  let pattern;
  if (segments.length === 0) pattern = '/';
  else if (segments.length === 1)
    pattern = ['fleet', 'blog', 'contact'].includes(first) ? `/${first}` : '/{page}';
  else if (first === 'fleet') pattern = '/fleet/{id}';
  else if (first === 'blog')
    pattern = /^\d+$/.test(second)
      ? '/blog/{n}'
      : second === 'page' || second === 'category' || second === 'tag'
        ? `/blog/${second}/{…}`
        : '/blog/{slug}';
  else pattern = `/${first}/{…}`;
  return lang ? `/{lang}${pattern === '/' ? '' : pattern}` : pattern;
}

/**
 * @typedef {object} RouteTarget
 * @property {string} path URL path
 * @property {string} route what it stands for (`home`, `page`, `vehicle`, `article`, `404`, `home (fr)`…)
 */

/**
 * Representative URLs: the home page, every English one-segment page (each landing, category,
 * about, terms… page has its own sections), /contact, /fleet, one /fleet/{id}, /blog, one page of
 * each other blog pattern (pagination), the articles (all, or one), one URL of any other pattern,
 * the 404 check, and the home page plus one landing page of every other language.
 *
 * @param {string[]} paths every built page's path (see {@link builtPaths})
 * @param {{ quick?: boolean; everyArticle?: boolean }} [options]
 *   `quick`: only home, a landing page, /fleet, a vehicle, an article and /contact;
 *   `everyArticle`: each article rather than one
 * @returns {RouteTarget[]}
 */
export function representativeRoutes(paths, options = {}) {
  const langs = languagesOf(paths);
  const english = paths.filter((p) => !langs.includes(p.split('/')[1] ?? ''));
  const of = (/** @type {string} */ pattern) =>
    english.filter((p) => patternOf(p, langs) === pattern);
  /** @type {RouteTarget[]} */
  const targets = [];
  const add = (/** @type {string | undefined} */ path, /** @type {string} */ route) => {
    if (path && !targets.some((t) => t.path === path)) targets.push({ path, route });
  };
  const landing = english.includes('/car-rental-paros') ? '/car-rental-paros' : of('/{page}')[0];
  if (options.quick) {
    add('/', 'home');
    add(landing, 'landing');
    add(of('/fleet')[0], 'fleet');
    add(of('/fleet/{id}')[0], 'vehicle');
    add(of('/blog/{slug}')[0], 'article');
    add(of('/contact')[0], 'contact');
    return targets;
  }
  add('/', 'home');
  for (const p of of('/{page}')) add(p, 'page');
  add(of('/contact')[0], 'contact');
  add(of('/fleet')[0], 'fleet');
  add(of('/fleet/{id}')[0], 'vehicle');
  add(of('/blog')[0], 'blog');
  const patterns = [...new Set(english.map((p) => patternOf(p, langs)))];
  for (const pattern of patterns.filter((x) => x.startsWith('/blog/') && x !== '/blog/{slug}'))
    add(of(pattern)[0], `blog ${pattern}`);
  for (const p of options.everyArticle ? of('/blog/{slug}') : of('/blog/{slug}').slice(0, 1))
    add(p, 'article');
  for (const pattern of patterns)
    if (!targets.some((t) => patternOf(t.path, langs) === pattern)) add(of(pattern)[0], pattern);
  add(notFoundPath, '404');
  for (const lang of langs) {
    add(`/${lang}`, `home (${lang})`);
    const localized =
      landing && paths.includes(`/${lang}${landing}`)
        ? `/${lang}${landing}`
        : paths.find((p) => p.startsWith(`/${lang}/`) && patternOf(p, langs) === '/{lang}/{page}');
    add(localized, `landing (${lang})`);
  }
  return targets;
}
