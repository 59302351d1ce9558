/**
 * `/apple-touch-icon.png`, prerendered from the logo (`public/images/logo.svg`) at build time:
 * 180 × 180, opaque, the logo's corners filled with its own blue (`src/lib/site/icons.ts`).
 */
import type { APIRoute } from 'astro';
import logo from '../../public/images/logo.svg?raw';
import { appleTouchIcon } from '../lib/site/icons';

export const prerender = true;

/** The logo's background blue (its `<rect fill>`). */
const LOGO_BLUE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#0a5c8f';

/** The icon as `image/png`. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await appleTouchIcon(logo, LOGO_BLUE)), {
    headers: { 'Content-Type': 'image/png' },
  });
