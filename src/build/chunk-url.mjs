// @ts-check
import { readFileSync } from 'node:fs';
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
  const prefix = '\0chunk-url:';
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
    },
    async resolveId(source, importer, options) {
      const client = build && this.environment?.config.consumer === 'client';
      if (source.endsWith(suffix)) {
        const resolved = await this.resolve(
          source.slice(0, -suffix.length),
          importer?.replace(copy, ''),
          { skipSelf: true },
        );
        if (!resolved) throw new Error(`chunk-url: cannot resolve ${source} from ${importer}`);
        // Inside a one-file chunk the URL module is a copy too (the URL, not the chunk, is copied).
        return prefix + resolved.id + (client && importer && inOneFile(importer) ? copy : '');
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
      if (!id.startsWith(prefix)) return null;
      const target = id.slice(prefix.length).replace(copy, '');
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
