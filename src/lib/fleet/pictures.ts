/**
 * A vehicle's pictures at build time (docs/images.md): its photos (`images` of the fleet data:
 * local files of `content/fleet/images/`, Supabase Storage URLs, `{ src, alt }`) through the
 * image pipeline, else its drawn illustrations (`vehicleIllustrations`, docs/requirements.md,
 * "Vehicle images"). Build code only (Astro pages and components); islands get the resulting {@link
 * PictureData}.
 */
import { contentPhotoExists, ogImageOf, pictureOf } from '../images/picture';
import { resolveImageRef, type ResolvedImage } from '../images/ref';
import type { ImagePlace } from '../images/places';
import type { PictureData, SocialImage } from '../images/types';
import { vehicleIllustrations } from './images';
import type { FleetCard } from './compact';
import type { Vehicle } from './vehicle';

/** The vehicle's photos resolved (file checks and alt rules of `resolveImageRef`). */
export function vehiclePhotos(vehicle: Pick<Vehicle, 'name' | 'images'>): ResolvedImage[] {
  return vehicle.images.map((ref) =>
    resolveImageRef(ref, {
      folder: 'fleet/images',
      owner: vehicle.name,
      exists: (name) => contentPhotoExists('fleet/images', name),
    }),
  );
}

/** Options of {@link vehiclePictures}. */
export interface VehiclePicturesOptions {
  /** Where the pictures are shown; the first one may take `firstPlace` (the gallery's main image). */
  readonly place: ImagePlace;
  readonly firstPlace?: ImagePlace | undefined;
  /** The first picture is its page's LCP image (blurred placeholder). */
  readonly lcp?: boolean | undefined;
  /** Alt text of the illustrations in the page's language (`vehicle.imageAlt`: "…, side view illustration"). */
  readonly illustrationAlt: string;
  /** At most this many pictures (default all). */
  readonly limit?: number | undefined;
}

/**
 * The vehicle's pictures, main one first: its photos that could be used (a remote photo that
 * fails to download is left out with a build warning naming the vehicle), else its
 * illustrations. Never empty.
 *
 * @throws ImageRefError for a local photo without alt text or without its file (the build stops)
 */
export async function vehiclePictures(
  vehicle: Vehicle,
  options: VehiclePicturesOptions,
): Promise<PictureData[]> {
  const photos = vehiclePhotos(vehicle).slice(0, options.limit ?? Infinity);
  const made = await Promise.all(
    photos.map((photo, i) =>
      pictureOf(photo, i === 0 ? (options.firstPlace ?? options.place) : options.place, {
        owner: `vehicle ${vehicle.name}`,
        lcp: i === 0 && options.lcp,
      }),
    ),
  );
  const pictures = made.filter((p): p is PictureData => p !== null);
  if (pictures.length > 0) return pictures;
  return vehicleIllustrations(vehicle)
    .slice(0, options.limit ?? Infinity)
    .map((src) => ({
      src,
      alt: options.illustrationAlt,
      width: 800,
      height: 500,
      sources: [],
      photo: false,
    }));
}

/**
 * The vehicle's social card (`ogImageOf`): made from its first usable photo, else from its drawing,
 * as its page shows them. One card per picture for the whole build, shared by the five languages'
 * pages.
 *
 * @returns `undefined` only when no picture of the vehicle can be made into a card (the page then
 *   keeps the site's card)
 */
export async function vehicleOgImage(vehicle: Vehicle): Promise<SocialImage | undefined> {
  const drawings = vehicleIllustrations(vehicle).map(
    (src): ResolvedImage => ({ kind: 'site', src, alt: vehicle.name }),
  );
  for (const image of [...vehiclePhotos(vehicle), ...drawings]) {
    const card = await ogImageOf(image);
    if (card) return card;
  }
  return undefined;
}

/**
 * Fleet cards with their card-sized `picture` when the vehicle has a photo (`/fleet`, similar
 * vehicles); a vehicle whose photos all failed gets its illustration as `image`.
 */
export async function withCardPictures(
  cards: readonly FleetCard[],
  vehicles: readonly Vehicle[],
  illustrationAlt: (name: string) => string,
): Promise<FleetCard[]> {
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  return Promise.all(
    cards.map(async (card) => {
      const vehicle = byId.get(card.id);
      if (!vehicle || vehicle.images.length === 0) return card;
      const [picture] = await vehiclePictures(vehicle, {
        place: 'card',
        illustrationAlt: illustrationAlt(card.name),
        limit: 1,
      });
      if (!picture) return card;
      // A photo that could not be used leaves the card its illustration.
      return picture.photo ? { ...card, picture } : { ...card, image: picture.src };
    }),
  );
}
