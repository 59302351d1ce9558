/**
 * Photos of fleet cards fetched in the browser (the live Supabase refresh of `/fleet`,
 * docs/images.md). Zod-free and small: the fleet island imports it.
 *
 * - A fresh card whose photo is the one the build already optimised keeps the build's picture.
 * - Otherwise, when the project has Supabase Storage's image transformations
 *   (`PUBLIC_SUPABASE_IMAGE_TRANSFORM=true`), a photo in a public bucket of the project is asked
 *   for at the card's widths through `/storage/v1/render/image/public/…?width=…&quality=…`
 *   (Supabase picks WebP or AVIF for the browser); any other photo loads as it is.
 */
import type { FleetCard } from '../fleet/compact';
import { parseUrl } from '../url';
import { places } from './places';
import type { PictureData } from './types';

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/**
 * A card-sized picture of a public Supabase Storage object through the image transformation
 * endpoint, or `undefined` when `url` is not a public object of the project `projectUrl`.
 *
 * @param url the stored photo (`https://abcd.supabase.co/storage/v1/object/public/cars/aygo.jpg`)
 * @param alt its alt text (the vehicle's name)
 */
export function supabaseCardPicture(
  url: string,
  projectUrl: string,
  alt: string,
): PictureData | undefined {
  const photo = parseUrl(url);
  const project = parseUrl(projectUrl);
  if (!photo || !project) return undefined;
  if (photo.origin !== project.origin || !photo.pathname.startsWith(OBJECT_PATH)) return undefined;
  const at = (width: number) => {
    const rendered = new URL(photo.pathname.replace(OBJECT_PATH, RENDER_PATH), photo.origin);
    rendered.searchParams.set('width', String(width));
    rendered.searchParams.set('quality', '60');
    return rendered.toString();
  };
  const { widths, sizes, fallback } = places.card;
  return {
    src: at(fallback),
    alt,
    width: 800,
    height: 500,
    srcset: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    sizes,
    sources: [],
    photo: true,
  };
}

/**
 * The pictures of freshly fetched cards: the build's picture when the card's photo is unchanged,
 * else a transformed Supabase picture when `transform` is on and the photo is the project's,
 * else none (the card shows `image` as it is). Cards without a photo of their own are unchanged.
 */
export function livePictures(
  fresh: readonly FleetCard[],
  built: readonly FleetCard[],
  options: { projectUrl: string; transform: boolean },
): FleetCard[] {
  const builtById = new Map(built.map((card) => [card.id, card]));
  return fresh.map((card) => {
    const before = builtById.get(card.id);
    if (before?.picture && before.image === card.image) return { ...card, picture: before.picture };
    const picture = options.transform
      ? supabaseCardPicture(card.image, options.projectUrl, card.name)
      : undefined;
    return picture ? { ...card, picture } : card;
  });
}
