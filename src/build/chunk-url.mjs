// @ts-check
import { readFileSync } from 'node:fs';
/**
 * Replaces each `?chunk-deps` placeholder in generated code (`"__SITE_CHUNK_DEPS_<ref>__"`, in any
 * quotes) with its list of URLs as a JSON text inside a string literal (read by the module's
 * `JSON.parse`). A reference id is the bundler's, in any characters but quotes: Rolldown's may hold
 * `$` (a `\w+` pattern left such a placeholder in the page script of one build, whose chat
 * launcher then failed on `JSON.parse`).
 *
 * @param {string} code a chunk's code
 * @param {(ref: string) => string[]} urlsOf the URLs of the chunk emitted under `ref` and of
 *   those it imports
 * @returns {string} the code with every placeholder filled
 */
export function fillChunkDeps(code, urlsOf) {
  if (!code.includes('__SITE_CHUNK_DEPS_')) return code;
  return code.replace(/(["'`])__SITE_CHUNK_DEPS_([^"'`]+?)__\1/g, (_match, _quote, ref) =>
    JSON.stringify(JSON.stringify(urlsOf(ref))),
  );
}

/**
 * A chunk's file name followed by those of the chunks it imports statically, directly or not,
 * each once, from the bundler's graph (also `src/build/island-deps.mjs`).
 *
 * @param {Record<string, { type: string; imports?: string[] }>} bundle Rollup's output bundle, by
 *   file name
 * @param {string} fileName the chunk, e.g. `_astro/ChatPanel.x1.js`
 * @returns {string[]} file names, `fileName` first
 */
export function importClosure(bundle, fileName) {
  const seen = new Set([fileName]);
  for (const name of seen) {
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports ?? []) seen.add(imported);
  }
  return [...seen];
}

/**
 * Vite plugin: `import url from './module?chunk-url'` gives the URL of `module` built as a chunk
 * of its own (with the same shared chunks as the rest of the client build), to be loaded later
 * with `import(/* @vite-ignore *\/ url)`.
 *
 * Why (docs/requirements.md, "Speed, accessibility and security": pages without an island ship
 * under 2 KB of JavaScript): a literal `import('./x')` in client code makes Vite wrap it in its
 * preload helper (about 0.9 KB gzip, plus the list of every dependency to preload), which every
 * page would download for a chat panel most visitors never open. With this plugin the page's script
 * holds one string instead. The cost: the chunk's own imports are requested when it arrives rather
 * than preloaded with it (one round trip more on the first chat open). Rollup/Rolldown's standard
 * `emitFile({ type: 'chunk' })` and `import.meta.ROLLUP_FILE_URL_<id>` do the work; Vite's
 * `resolveFileUrl` turns it into a root-relative URL (`/_astro/ChatPanel.[hash].js`), so the
 * importing script may also be inlined in a page. In `astro dev` the URL is the module's own
 * dev-server URL.
 *
 * `import urls from './module?chunk-deps'` gives the same chunk's URL followed by the URLs of
 * every chunk it imports statically, directly or not (`string[]`): what to preload in one go
 * (`<link rel="modulepreload">`) to fetch the chunk without that extra round trip per level of
 * imports (docs/first-paint.md, "First taps": the chat panel is fetched when the page is idle,
 * `src/scripts/chat-launcher.ts`). The list is known only once the bundle is generated: the module
 * holds a placeholder string that `generateBundle` replaces with the JSON list. (The chunk's own
 * URL is in the importer, and it changes whenever any chunk it imports does, so the importer's
 * content hash stays honest.)
 *
 * Typed by `./chunk-url.d.ts`.
 *
 * **One file** (`oneFile`, docs/architecture.md, "First paint": the page script is one request):
 * a chunk named there is built as a single file. Each module it imports, directly or not, gets a
 * copy of its own inside it (resolved with the `?one-file` query, so the bundler sees a module
 * that nothing else imports) instead of a shared chunk that a phone would request one round trip
 * after the other. Modules the islands share (routing, the language registry) are then in the
 * page script and in the islands' chunks: a few hundred bytes more in the islands, one file for
 * the page. What it loads by URL (`?chunk-url` imports inside it) stays separate. Module state is
 * per copy: such modules hold none, or guard it themselves (`loadProvider` in
 * `src/scripts/analytics-provider.ts`). Only in the browser build; the server build and dev are
 * unchanged.
 *
 * @param {{ oneFile?: string[] }} [options] `oneFile`: absolute paths of the modules whose chunk
 *   must be one file
 * @returns {import('vite').Plugin}
 */
export function chunkUrl({ oneFile = [] } = {}) {
  const suffix = '?chunk-url';
  const depsSuffix = '?chunk-deps';
  const prefix = '\0chunk-url:';
  const depsPrefix = '\0chunk-deps:';
  /** Placeholder of a `?chunk-deps` list in the generated code, by emitted-chunk reference. */
  const placeholder = (/** @type {string} */ ref) => `__SITE_CHUNK_DEPS_${ref}__`;
  /** @type {string} */
  let base = '/';
  const copy = '?one-file';
  const whole = new Set(oneFile);
  /** @type {boolean} */
  let build = false;
  /** @type {string} */
  let root = process.cwd();
  /** Whether `id` is a module of a one-file chunk: its entry, or a copy. */
  const inOneFile = (/** @type {string} */ id) => whole.has(id) || id.endsWith(copy);
  return {
    name: 'site-chunk-url',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    async resolveId(source, importer, options) {
      const client = build && this.environment?.config.consumer === 'client';
      const kind = source.endsWith(suffix)
        ? suffix
        : source.endsWith(depsSuffix)
          ? depsSuffix
          : null;
      if (kind) {
        const resolved = await this.resolve(
          source.slice(0, -kind.length),
          importer?.replace(copy, ''),
          { skipSelf: true },
        );
        if (!resolved) throw new Error(`chunk-url: cannot resolve ${source} from ${importer}`);
        // Inside a one-file chunk the URL module is a copy too (the URL, not the chunk, is copied).
        return (
          (kind === suffix ? prefix : depsPrefix) +
          resolved.id +
          (client && importer && inOneFile(importer) ? copy : '')
        );
      }
      // Inside a one-file chunk: a copy of each imported source module of the project.
      if (!client || !importer || !inOneFile(importer) || source.includes('?')) return null;
      const clean = importer.replace(copy, '');
      const resolved = await this.resolve(source, clean, { ...options, skipSelf: true });
      if (
        !resolved ||
        resolved.external ||
        resolved.id.startsWith('\0') ||
        resolved.id.includes('?') ||
        resolved.id.includes('/node_modules/')
      )
        return resolved;
      return resolved.id + copy;
    },
    load(id) {
      // A copy of a JSON file (a language's `locale.json`): read as JSON, as without the query.
      if (id.endsWith(`.json${copy}`))
        return { code: readFileSync(id.slice(0, -copy.length), 'utf8'), moduleType: 'json' };
      const deps = id.startsWith(depsPrefix);
      if (!deps && !id.startsWith(prefix)) return null;
      const target = id.slice((deps ? depsPrefix : prefix).length).replace(copy, '');
      // Only the browser build emits chunks; the server build (and dev) never load the URL.
      if (build && this.environment?.config.consumer === 'client') {
        const ref = this.emitFile({ type: 'chunk', id: target, preserveSignature: 'strict' });
        return deps
          ? `export default JSON.parse(${JSON.stringify(placeholder(ref))});`
          : `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      const url = target.startsWith(root) ? target.slice(root.length) : `/@fs${target}`;
      return `export default ${JSON.stringify(deps ? [url] : url)};`;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        output.code = fillChunkDeps(output.code, (ref) =>
          importClosure(bundle, this.getFileName(ref)).map((name) => base + name),
        );
      }
    },
  };
}
