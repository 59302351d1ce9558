// @ts-check
/**
 * `astro dev` answers `/admin` (the content editor, docs/editing.md) the way the built site does.
 * The editor's page is the endpoint `src/pages/admin/index.html.ts`, built to
 * `admin/index.html`, which the Node adapter serves at `/admin`; the dev server knows it only as
 * `/admin/index.html`, so this rewrites `/admin` and `/admin/` to that before Astro routes them.
 *
 * @returns {import('vite').Plugin}
 */
export function adminDevPath() {
  return {
    name: 'paros:admin-dev-path',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split('?');
        if (path === '/admin' || path === '/admin/')
          req.url = `/admin/index.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
