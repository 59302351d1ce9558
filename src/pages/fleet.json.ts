/**
 * `/fleet.json`: the fleet of the configured source (spec 000 s.3 Vehicle) as a static JSON
 * file, in the fleet's order (category, then price per day): the `fleet` collection, which is the
 * embedded `content/fleet` or, with Supabase configured, the `cars` table at build time (see
 * `src/lib/fleet/loader.ts`). The chat panel fetches it on first open and hands it to Marcia's
 * engine (spec 000 s.7: "vehicle data for the chat is passed in already loaded"), so pages do not
 * carry the fleet in their HTML.
 *
 * Prerendered at build time; every vehicle is zod-validated (the collection schema); `images`
 * stay as in the data (empty = derived on the client by `vehicleImages`, spec 000 s.9).
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { sortVehicles } from '../lib/fleet/query';

export const prerender = true;

/** The fleet as a JSON array of vehicles (`application/json`). */
export const GET: APIRoute = async () => {
  const fleet = sortVehicles((await getCollection('fleet')).map((entry) => entry.data));
  return new Response(JSON.stringify(fleet), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
