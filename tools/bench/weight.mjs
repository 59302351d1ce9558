#!/usr/bin/env node
/**
 * Page weight of a build, from the files in `{dist}/client` (docs/requirements.md, "Speed,
 * accessibility and security"), for every HTML page:
 * - JavaScript shipped before interaction: the module/classic scripts the HTML references, the
 *   components and renderers of islands that hydrate without interaction (`client:load`, `idle`,
 *   `visible`, `media`), `modulepreload`s, and everything they import statically — but not what
 *   they `import()` lazily (the chat panel loads on the first click) nor islands hydrated by the
 *   `client:interaction` directive (they load on the first pointer, focus or key in them);
 *   plus the page's inline scripts (JSON-LD excluded), and the modules an inline script requests
 *   by URL (the after-paint loader's page script, docs/architecture.md, "First paint", with its
 *   static imports; the component chunks it loads only where their markup is are not counted).
 *   Sizes are gzip (level 9), each file once.
 * - The page script (`src/scripts/page.ts`, docs/requirements.md: one file, ≤ 7 KB gzip): the
 *   files the inline loader requests and their static imports, counted and weighed on their own.
 * - HTML + CSS: the page (its inline `<style>` included) and its stylesheets, gzip; `cssGzip`
 *   counts the inline styles too, on their own; `markupGzip` is the HTML without them.
 *
 * Used by `tools/bench/index.mjs`; on its own it prints the table for an existing build, then the
 * photo budgets of `./photos.mjs` (docs/images.md):
 *
 *   node tools/bench/weight.mjs [dist] [--no-photos]   # default dist
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { htmlFiles, pathOf } from './routes.mjs';

/** Hydration directives that load an island's code without any interaction. */
const eagerDirectives = new Set(['load', 'idle', 'visible', 'media', 'only']);

/**
 * @typedef {object} PageWeight
 * @property {string} path the URL path (`/`, `/fr/fleet`, `/blog/some-article`)
 * @property {string} file the HTML file relative to the client folder
 * @property {boolean} island whether the page has at least one island (`<astro-island>`)
 * @property {string[]} directives hydration directives used on the page (e.g. `idle`, `interaction`)
 * @property {number} jsGzip bytes of JavaScript before interaction, gzip (external + inline)
 * @property {number} inlineJsGzip bytes of the inline scripts alone, gzip (each script on its own)
 * @property {string[]} scripts the external scripts counted (URL paths)
 * @property {number} pageScriptFiles files of the page script: what the inline loader requests by
 *   URL, with their static imports (1 when it is one file, 0 when the page has none)
 * @property {number} pageScriptGzip bytes of those files, gzip
 * @property {number} htmlGzip bytes of the HTML, gzip
 * @property {number} cssGzip bytes of its stylesheets, gzip (linked files + inline styles)
 * @property {number} inlineCssGzip bytes of its inline `<style>` elements alone, gzip (part of htmlGzip)
 * @property {number} markupGzip bytes of the HTML without its inline styles, gzip
 * @property {number} transferGzip bytes of the HTML and its linked stylesheets, gzip (what the
 *   first paint needs)
 * @property {number} htmlRaw bytes of the HTML, uncompressed
 */

/** gzip size of a buffer or string, in bytes (level 9). */
export function gzipBytes(/** @type {string | Buffer} */ data) {
  return gzipSync(data, { level: 9 }).length;
}

/**
 * Static imports of an ES module (`import … from "x"`, `import "x"`, `export … from "x"`), not
 * dynamic `import("x")`.
 *
 * @param {string} code minified module source
 * @returns {string[]} the specifiers
 */
export function staticImports(code) {
  const found = [];
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) if (m[1]) found.push(m[1]);
  return found;
}

/**
 * Measures one build.
 *
 * @param {string} dist the build folder (with `client/`)
 * @returns {PageWeight[]} one entry per HTML page, sorted by path
 */
export function measureBuild(dist) {
  const client = join(dist, 'client');
  /** @type {Map<string, { gzip: number; imports: string[] }>} */
  const modules = new Map();
  /** @param {string} url an absolute URL path of a built file */
  const moduleInfo = (url) => {
    let info = modules.get(url);
    if (!info) {
      const file = join(client, decodeURIComponent(url));
      const code = existsSync(file) ? readFileSync(file, 'utf8') : '';
      info = {
        gzip: code ? gzipBytes(code) : 0,
        imports:
          url.endsWith('.js') || url.endsWith('.mjs')
            ? staticImports(code)
                .filter((s) => s.startsWith('.') || s.startsWith('/'))
                .map((s) => posix.resolve(posix.dirname(url), s))
            : [],
      };
      modules.set(url, info);
    }
    return info;
  };
  /** @type {Map<string, number>} */
  const css = new Map();

  /** @type {PageWeight[]} */
  const pages = [];
  for (const file of htmlFiles(client)) {
    const html = readFileSync(join(client, file), 'utf8');
    const roots = new Set();
    /** The modules inline scripts request by URL (the after-paint loader's page script). */
    const requested = new Set();
    let inlineJsGzip = 0;
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attrs = m[1] ?? '';
      const src = /\bsrc="([^"]+)"/i.exec(attrs)?.[1];
      const type = /\btype="([^"]*)"/i.exec(attrs)?.[1];
      if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
      if (src) roots.add(src);
      else if ((m[2] ?? '').trim()) {
        inlineJsGzip += gzipBytes(m[2] ?? '');
        // A module the inline script requests by URL (the after-paint loader's page script).
        for (const url of (m[2] ?? '').matchAll(/["'`](\/_astro\/[\w.-]+\.m?js)["'`]/g))
          if (url[1]) {
            roots.add(url[1]);
            requested.add(url[1]);
          }
      }
    }
    for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)) {
      const href = /\bhref="([^"]+)"/i.exec(m[0])?.[1];
      if (href) roots.add(href);
    }
    const directives = new Set();
    for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
      const attrs = m[1] ?? '';
      const directive = /\bclient="([^"]+)"/.exec(attrs)?.[1] ?? '';
      directives.add(directive);
      if (!eagerDirectives.has(directive)) continue;
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const url = new RegExp(`\\b${name}="([^"]+)"`).exec(attrs)?.[1];
        if (url) roots.add(url.replaceAll('&amp;', '&'));
      }
    }
    // Walk the static import graph from the roots.
    /** @param {Iterable<string>} from */
    const reachable = (from) => {
      const seen = new Set();
      const queue = [...from].filter((u) => u.startsWith('/'));
      while (queue.length) {
        const url = /** @type {string} */ (queue.pop());
        if (seen.has(url)) continue;
        seen.add(url);
        queue.push(...moduleInfo(url).imports);
      }
      return seen;
    };
    const seen = reachable(roots);
    const pageScript = reachable(requested);
    let external = 0;
    for (const url of seen) external += moduleInfo(url).gzip;

    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
      .map((m) => m[1] ?? '')
      .join('');
    const inlineCssGzip = inlineStyles ? gzipBytes(inlineStyles) : 0;
    let cssGzip = inlineCssGzip;
    for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)) {
      const href = /\bhref="([^"]+)"/i.exec(m[0])?.[1];
      if (!href?.startsWith('/')) continue;
      if (!css.has(href)) {
        const path = join(client, href);
        css.set(href, existsSync(path) ? gzipBytes(readFileSync(path)) : 0);
      }
      cssGzip += css.get(href) ?? 0;
    }
    const htmlGzip = gzipBytes(html);
    pages.push({
      path: pathOf(file),
      file,
      island: directives.size > 0,
      directives: [...directives].sort(),
      jsGzip: external + inlineJsGzip,
      inlineJsGzip,
      scripts: [...seen].sort(),
      pageScriptFiles: pageScript.size,
      pageScriptGzip: [...pageScript].reduce((sum, url) => sum + moduleInfo(url).gzip, 0),
      htmlGzip,
      cssGzip,
      inlineCssGzip,
      markupGzip: gzipBytes(html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2')),
      transferGzip: htmlGzip + cssGzip - inlineCssGzip,
      htmlRaw: Buffer.byteLength(html),
    });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** KB with one decimal (1 KB = 1024 bytes). */
export const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

// Standalone (`npm run bench:weight [dist] [--no-photos]`): the weights of an existing build, then
// the photo budgets (`./photos.mjs`: builds a copy of the site with a 4000 × 3000 photo for
// every vehicle and article; a few minutes).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';
  if (!existsSync(join(dist, 'client'))) {
    console.error(`No build at ${dist}/client: run \`npm run build\` first.`);
    process.exit(1);
  }
  const pages = measureBuild(dist);
  console.log(
    `${'page'.padEnd(58)} ${'JS gz KB'.padStart(9)} ${'inline'.padStart(7)} ${'page script'.padStart(16)} ${'HTML gz'.padStart(8)} ${'CSS gz'.padStart(7)}  islands`,
  );
  for (const p of pages) {
    console.log(
      `${p.path.padEnd(58)} ${kb(p.jsGzip).padStart(9)} ${kb(p.inlineJsGzip).padStart(7)} ${`${p.pageScriptFiles} file${p.pageScriptFiles === 1 ? '' : 's'} ${kb(p.pageScriptGzip)} KB`.padStart(16)} ${kb(p.htmlGzip).padStart(8)} ${kb(p.cssGzip).padStart(7)}  ${p.directives.join(',')}`,
    );
  }
  if (!process.argv.includes('--no-photos')) {
    const { benchPhotos } = await import('./photos.mjs');
    const { rows, times, ok } = await benchPhotos();
    console.log('\nPhotos (docs/images.md): image bytes per page, budgets');
    for (const r of rows)
      console.log(
        `${r.what.padEnd(78)} ${String(r.kb).padStart(7)} KB  ≤ ${r.budgetKb} KB  ${r.met ? 'met' : 'MISSED'}`,
      );
    console.log(
      `Build: ${times.baselineS} s without photos, ${times.coldS} s with ${times.photos} photos cold, ${times.cachedS} s cached: ${times.perPhotoColdMs} ms added per photo cold, ${times.perPhotoCachedMs} ms cached.`,
    );
    process.exitCode = ok ? 0 : 1;
  }
}
