/**
 * The installed app's icons (`/icons/icon-192.png`, `/icons/icon-512.png`,
 * `/icons/maskable-192.png`, `/icons/maskable-512.png`), prerendered from the logo at build time
 * (`appIcon` in `src/lib/site/icons.ts`); the web app manifest lists them.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import logo from '../../../public/images/logo.svg?raw';
import { APP_ICON_SIZES, appIcon } from '../../lib/site/icons';

export const prerender = true;

/** The logo's background blue (its `<rect fill>`), behind a maskable icon. */
const LOGO_BLUE = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#0a5c8f';

export const getStaticPaths = (() =>
  APP_ICON_SIZES.flatMap((size) =>
    [false, true].map((maskable) => ({
      params: { name: `${maskable ? 'maskable' : 'icon'}-${size}` },
      props: { size, maskable },
    })),
  )) satisfies GetStaticPaths;

/** One icon as `image/png`. */
export const GET: APIRoute = async ({ props }) => {
  const { size, maskable } = props as { size: number; maskable: boolean };
  return new Response(
    new Uint8Array(await appIcon(logo, size, { maskable, background: LOGO_BLUE })),
    { headers: { 'Content-Type': 'image/png' } },
  );
};
