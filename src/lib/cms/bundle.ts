/**
 * Builds the content editor's browser bundle (`src/admin/cms.ts` → `/admin/cms.js`) with esbuild
 * when `/admin` is built (or first requested under `astro dev`). Decap CMS is a large React
 * application (about 3 MB minified) that only editors load: bundled apart from the site's Vite
 * build, it adds no chunk, module preload or precache entry to the site, and the site's page
 * budgets stay as they are (docs/editing.md, "The content editor").
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';

/** The bundle, built once per process. */
let cached: Promise<string> | undefined;

/**
 * The editor's JavaScript: one minified ES module with Decap's core, the widgets it uses, React
 * and the site's formats and previews.
 *
 * @param root the project folder (default the working directory, where Astro runs)
 * @returns the module's source text
 * @throws Error with esbuild's messages when the entry does not build
 */
export function adminBundle(root = process.cwd()): Promise<string> {
  cached ??= build({
    entryPoints: [resolve(root, 'src/admin/cms.ts')],
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return cached;
}
