/**
 * `/admin/preview.css`: the site's stylesheet (`src/styles/global.css`, the same Tailwind build
 * as the pages, which inline it) for the content editor's preview pane (`src/admin/previews.tsx`).
 */
import type { APIRoute } from 'astro';
import css from '../../styles/global.css?inline';

export const GET: APIRoute = () =>
  new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
