// @ts-check
/**
 * Every chunk an island needs, named on the island (docs/first-paint.md, "First taps"; issue "Fast
 * at the first tap"): `<astro-island … data-chunk-deps="/_astro/a.js /_astro/b.js">`, so that
 * `client:interaction` (`src/client-directives/interaction.ts`) asks for all of them at once
 * (`<link rel="modulepreload">`) when it fetches the island's code. Astro's island script
 * `import()`s the component and its renderer only; each level of their static imports was then
 * discovered when the level above had arrived. /fleet's explorer is 18 files in three levels
 * (React's 65 KB gzip in the second): on the slow-phone profile its hydration ended 1.67-1.85 s
 * after `load`, and 1.25-1.53 s with every file asked for at once (six loads each, 2026-11-28),
 * so a first tap 1.5 s after `load` no longer lands while React is still hydrating the list.
 *
 * Two halves, joined by {@link islandDeps}: a Vite plugin that records, in the browser build, the
 * static imports of every chunk (the bundler's own graph, not a parse of the output), and the
 * `astro:build:done` step that writes the attribute into the built pages (before the service
 * worker's precache list and the precompressed files are made from them: `astro.config.mjs` lists
 * this integration before those).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_DEPS_ATTRIBUTE } from '../client-directives/modulepreload.ts';
import { importClosure } from './chunk-url.mjs';
import { filesUnder } from './http-policy.mjs';

/**
 * Each chunk's static imports, transitively, from a bundle's graph.
 *
 * @param {Record<string, { type: string; imports?: string[] }>} bundle Rollup's output bundle,
 *   keyed by file name (`_astro/x.js`)
 * @param {string} base the site's base path, ending with `/`
 * @returns {Map<string, string[]>} chunk URL (`/_astro/x.js`) → URLs of every chunk it imports
 *   statically, directly or not (itself excluded), in the order found
 */
export function chunkClosures(bundle, base) {
  /** @type {Map<string, string[]>} */
  const closures = new Map();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk') continue;
    closures.set(
      base + fileName,
      importClosure(bundle, fileName)
        .slice(1)
        .map((name) => base + name),
    );
  }
  return closures;
}

/**
 * Writes {@link CHUNK_DEPS_ATTRIBUTE} into each `<astro-island>` of a page: the chunks its
 * component (`component-url`) and renderer (`renderer-url`) import statically, directly or not,
 * without those two. An island whose chunks import nothing, or that has the attribute already, is
 * left as it is.
 *
 * @param {string} html a built page
 * @param {(url: string) => string[] | undefined} importsOf the closure of a chunk URL
 *   ({@link chunkClosures}); `undefined` for a URL the build did not make
 * @returns {{ html: string; unknown: string[] }} the page, and the island URLs `importsOf` did
 *   not know (a build that does not match its pages)
 */
export function annotateIslands(html, importsOf) {
  /** @type {string[]} */
  const unknown = [];
  const out = html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    if (tag.includes(` ${CHUNK_DEPS_ATTRIBUTE}=`)) return tag;
    const own = [...tag.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? '');
    /** @type {Set<string>} */
    const deps = new Set();
    for (const url of own) {
      const imports = importsOf(url);
      if (!imports) unknown.push(url);
      for (const dep of imports ?? []) deps.add(dep);
    }
    for (const url of own) deps.delete(url);
    if (deps.size === 0) return tag;
    return tag.replace(
      '<astro-island',
      `<astro-island ${CHUNK_DEPS_ATTRIBUTE}="${[...deps].join(' ')}"`,
    );
  });
  return { html: out, unknown };
}

/**
 * The Astro integration (before the service worker and the HTTP policy in `integrations`).
 *
 * @returns {import('astro').AstroIntegration}
 */
export function islandDeps() {
  /** Chunk URL → its static imports, of the browser build (empty until it has run). */
  let closures = new Map();
  let base = '/';
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'site-island-deps',
    apply: 'build',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'client') closures = chunkClosures(bundle, base);
    },
  };
  return {
    name: 'site-island-deps',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        let pages = 0;
        const unknown = new Set();
        for (const file of filesUnder(clientDir).filter((f) => f.endsWith('.html'))) {
          const path = join(clientDir, file);
          const html = await readFile(path, 'utf8');
          const done = annotateIslands(html, (url) => closures.get(url));
          for (const url of done.unknown) unknown.add(url);
          if (done.html === html) continue;
          pages += 1;
          await writeFile(path, done.html);
        }
        if (unknown.size > 0)
          logger.warn(
            `islands whose chunks the browser build did not make: ${[...unknown].join(', ')}`,
          );
        logger.info(`${pages} pages name the chunks of their islands (${CHUNK_DEPS_ATTRIBUTE})`);
      },
    },
  };
}
