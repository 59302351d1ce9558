/**
 * `/robots.txt`, prerendered: allow everything and name the absolute sitemap URL of
 * `PUBLIC_SITE_URL` (`src/lib/site/files.ts`).
 */
import type { APIRoute } from 'astro';
import { business } from '../config';
import { robotsTxt } from '../lib/site/files';

export const prerender = true;

/** The file as `text/plain`. */
export const GET: APIRoute = () =>
  new Response(robotsTxt(business.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
