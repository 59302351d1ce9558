// @ts-check
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
 * imports (issue "Fast at the first tap": the chat panel is fetched when the page is idle,
 * `src/scripts/chat-launcher.ts`). The list is known only once the bundle is generated: the module
 * holds a placeholder string that `generateBundle` replaces with the JSON list. (The chunk's own
 * URL is in the importer, and it changes whenever any chunk it imports does, so the importer's
 * content hash stays honest.)
 *
 * Typed by `./chunk-url.d.ts`.
 *
 * @returns {import('vite').Plugin}
 */
export function chunkUrl() {
  const suffix = '?chunk-url';
  const depsSuffix = '?chunk-deps';
  const prefix = '\0chunk-url:';
  const depsPrefix = '\0chunk-deps:';
  /** Placeholder of a `?chunk-deps` list in the generated code, by emitted-chunk reference. */
  const placeholder = (/** @type {string} */ ref) => `__SITE_CHUNK_DEPS_${ref}__`;
  /** @type {string} */
  let base = '/';
  /** @type {boolean} */
  let build = false;
  /** @type {string} */
  let root = process.cwd();
  return {
    name: 'site-chunk-url',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    async resolveId(source, importer) {
      const kind = source.endsWith(suffix)
        ? suffix
        : source.endsWith(depsSuffix)
          ? depsSuffix
          : null;
      if (!kind) return null;
      const resolved = await this.resolve(source.slice(0, -kind.length), importer, {
        skipSelf: true,
      });
      if (!resolved) throw new Error(`chunk-url: cannot resolve ${source} from ${importer}`);
      return (kind === suffix ? prefix : depsPrefix) + resolved.id;
    },
    load(id) {
      const deps = id.startsWith(depsPrefix);
      if (!deps && !id.startsWith(prefix)) return null;
      const target = id.slice((deps ? depsPrefix : prefix).length);
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
      /** The chunk's file name and those of the chunks it imports statically, transitively. */
      const closure = (/** @type {string} */ fileName) => {
        const seen = new Set([fileName]);
        for (const name of seen) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) seen.add(imported);
        }
        return [...seen];
      };
      const pattern = /(["'`])__SITE_CHUNK_DEPS_(\w+)__\1/g;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.code.includes('__SITE_CHUNK_DEPS_')) continue;
        output.code = output.code.replace(pattern, (_match, _quote, ref) => {
          const urls = closure(this.getFileName(ref)).map((name) => base + name);
          // A JSON text inside a JavaScript string literal (read by the module's JSON.parse).
          return JSON.stringify(JSON.stringify(urls));
        });
      }
    },
  };
}
