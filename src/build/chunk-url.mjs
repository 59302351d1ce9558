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
 * Typed by `./chunk-url.d.ts`.
 *
 * @returns {import('vite').Plugin}
 */
export function chunkUrl() {
  const suffix = '?chunk-url';
  const prefix = '\0chunk-url:';
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
    },
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, {
        skipSelf: true,
      });
      if (!resolved) throw new Error(`chunk-url: cannot resolve ${source} from ${importer}`);
      return prefix + resolved.id;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const target = id.slice(prefix.length);
      // Only the browser build emits chunks; the server build (and dev) never load the URL.
      if (build && this.environment?.config.consumer === 'client') {
        const ref = this.emitFile({ type: 'chunk', id: target, preserveSignature: 'strict' });
        return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      const url = target.startsWith(root) ? target.slice(root.length) : `/@fs${target}`;
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
