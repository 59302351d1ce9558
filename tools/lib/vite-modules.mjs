// @ts-check
/**
 * Loads the site's TypeScript modules in a Node script through Vite (the unit tests' config:
 * Astro's Vite config, so `astro:env`, `astro:content` and `import.meta.glob` work: the language
 * registry of `src/locales/` is built with it). Used by `npm run bench:assistant`.
 */
import { createServer } from 'vite';

/**
 * Runs `use` with a loader of modules by root-relative path (`/src/lib/assistant/index.ts`), then
 * closes the Vite server.
 *
 * @template T
 * @param {(load: (path: string) => Promise<any>) => Promise<T>} use
 * @returns {Promise<T>}
 * @throws whatever a module or `use` throws
 */
export async function withViteModules(use) {
  const root = process.cwd();
  const { default: make } = await import(`${root}/vitest.config.ts`);
  const config = await make({ command: 'serve', mode: 'test' });
  const server = await createServer({
    ...config,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
  });
  try {
    return await use((path) => server.ssrLoadModule(path));
  } finally {
    await server.close().catch(() => {});
  }
}
