/**
 * `/favicon.ico`, prerendered from the logo (`public/images/logo.svg`) at build time: 16, 32 and
 * 48 px in one ICO file (`src/lib/site/icons.ts`).
 */
import type { APIRoute } from 'astro';
import logo from '../../public/images/logo.svg?raw';
import { faviconIco } from '../lib/site/icons';

export const prerender = true;

/** The icon as `image/x-icon`. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await faviconIco(logo)), {
    headers: { 'Content-Type': 'image/x-icon' },
  });
