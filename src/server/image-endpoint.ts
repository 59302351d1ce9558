/**
 * What answers Astro's on-demand image route (`/_image`, `image.endpoint` in astro.config.mjs)
 * instead of Astro's own endpoint: every image of the site is made at build time (docs/images.md),
 * so no page uses the route, and resizing on request would let anyone spend seconds of the server's
 * CPU per request (`/_image?href=…&w=4000&f=avif&q=100`). Every request is answered with the
 * site's 404 page without reading its query (issue "Nothing hostile gets through"). The production
 * server and nginx never pass `/_image` to Astro at all (only `/api` is on demand): for them it is
 * a missing path like any other; this route remains for `node dist/server/entry.mjs`.
 */
import type { APIRoute } from 'astro';

/** Rendered on request: the route exists only on the server. */
export const prerender = false;

/** Any method: the site's 404 page (status 404), the query never read. */
export const ALL: APIRoute = ({ rewrite }) => rewrite('/404');
