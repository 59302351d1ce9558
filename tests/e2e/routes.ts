/**
 * The routes of docs/requirements.md, "Routes", as the tests know them (independent of the site's
 * own navigation config), plus one detail route per embedded vehicle.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The built page script (`src/scripts/page.ts`), which the inline loader requests once the first
 * screen is shown (`src/scripts/after-paint.ts`): tests route it to hold it back or fail it.
 */
export const PAGE_SCRIPT = /\/_astro\/page\.[^/]+\.js$/;

export const staticRoutes = [
  '/',
  '/fleet',
  '/car-rental-paros',
  '/car-rental-antiparos',
  '/car-rental-naoussa-paros',
  '/car-rental-parikia-paros',
  '/paros-airport-car-rental',
  '/paros-port-car-rental',
  '/scooter-rental-paros',
  '/atv-quad-rental-paros',
  '/economy-car-rental-paros',
  '/marcia-ai',
  '/blog',
  '/blog/complete-guide-exploring-paros-car',
  '/blog/antiparos-island-hopping-ferry-guide',
  '/blog/scooter-car-atv-comparison-paros',
  '/blog/paros-airport-naoussa-transportation-guide',
  '/blog/best-beaches-paros-accessible-car',
  '/blog/driving-greece-rules-tips-tourists',
  '/about-us',
  '/contact',
  '/terms-and-conditions',
] as const;

/** Ids of the embedded fleet (`content/fleet/vehicles.yaml`). */
export const vehicleIds: string[] = (
  parse(readFileSync('content/fleet/vehicles.yaml', 'utf8')) as { id: string }[]
).map((v) => String(v.id));

export const allRoutes: string[] = [...staticRoutes, ...vehicleIds.map((id) => `/fleet/${id}`)];

/** The site origin the build was made for (canonical URLs, sitemap). */
export const siteOrigin = (
  process.env.PUBLIC_SITE_URL ?? 'https://www.paros-rentals.example'
).replace(/\/+$/, '');
