/**
 * `/fleet.json`: the fleet of the configured source (docs/requirements.md, "Vehicles and their
 * fields") as a static JSON file, in the fleet's order (category, then price per day): the `fleet`
 * collection, which is the embedded `content/fleet` or, with Supabase configured, the `cars` table
 * at build time (see `src/lib/fleet/loader.ts`). The chat panel fetches it on first open and hands
 * it to Marcia's engine (docs/requirements.md, "Vehicle list": "vehicle data for the chat is passed
 * in already loaded"), so pages do not carry the fleet in their HTML.
 *
 * Prerendered at build time; every vehicle is zod-validated (the collection schema). A vehicle with
 * photos has `images` replaced by the addresses of their chat-sized versions made by the image
 * pipeline (docs/images.md: a local file name means nothing to a browser); without photos,
 * `images` stays empty and the client derives the illustration (`vehicleImages`,
 * docs/requirements.md, "Vehicle images").
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { sortVehicles } from '../lib/fleet/query';
import { vehiclePictures } from '../lib/fleet/pictures';

export const prerender = true;

/** The fleet as a JSON array of vehicles (`application/json`). */
export const GET: APIRoute = async () => {
  const fleet = await Promise.all(
    sortVehicles((await getCollection('fleet')).map((entry) => entry.data)).map(async (vehicle) => {
      if (vehicle.images.length === 0) return vehicle;
      const pictures = await vehiclePictures(vehicle, {
        place: 'chat',
        illustrationAlt: vehicle.name,
      });
      return { ...vehicle, images: pictures.filter((p) => p.photo).map((p) => p.src) };
    }),
  );
  return new Response(JSON.stringify(fleet), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
