/**
 * `/admin`: the content editor (Decap CMS, docs/editing.md "The content editor"). An endpoint,
 * not an Astro page: the page is Decap's application, not the site's — none of the site's head,
 * scripts or Content-Security-Policy `<meta>` (Decap needs its own policy, `adminPolicy` of
 * `server/security.mjs`, sent as a header), `noindex`, outside the sitemap
 * (`astro.config.mjs`) and the service worker's precache (`src/build/service-worker.mjs`).
 *
 * It carries the configuration generated from the content schemas (`src/lib/cms/config.ts`) as
 * JSON data and loads `/admin/cms.js`.
 */
import type { APIRoute } from 'astro';
import { business } from '../../config';
import { contentSchemas } from '../../content.config';
import { adminPageHtml } from '../../lib/cms/page';
import { cmsConfig, cmsSettings } from '../../lib/cms/config';

export const GET: APIRoute = () =>
  new Response(
    adminPageHtml(
      cmsConfig(contentSchemas, cmsSettings(process.env, business.siteUrl, business.fleet.agency)),
      business.name,
    ),
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
