/**
 * `/admin/cms.js`: the content editor's bundle (`src/lib/cms/bundle.ts`), written to the build
 * like a page. Only `/admin` loads it.
 */
import type { APIRoute } from 'astro';
import { adminBundle } from '../../lib/cms/bundle';

export const GET: APIRoute = async () =>
  new Response(await adminBundle(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
