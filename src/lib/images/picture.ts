/**
 * Photos through Astro's image service, at build time (docs/images.md). A resolved image
 * (`./ref.ts`) becomes a {@link PictureData}: AVIF and WebP `srcset`s of the place's widths
 * (`./places.ts`), the photo's intrinsic width and height (so the box never shifts), and for the
 * LCP image a tiny blurred placeholder. Local photos come from the content folder's
 * `fleet/images/` and `blog/images/` (imported through the `~content` alias, so a copy of the
 * content folder checked by `npm run check:content` is read too); remote photos from the hosts
 * allowed by `image.remotePatterns` (the configured Supabase and Strapi URLs, astro.config.mjs).
 * Processed files are cached by Astro in its `cacheDir` (`.cache/astro/assets`), so a rebuild with
 * unchanged photos does no image work.
 *
 * A remote photo that cannot be downloaded gives `null` and a build warning naming its owner; the
 * caller then shows the illustration. Only build code imports this module (it uses `astro:assets`
 * and sharp); islands receive the plain {@link PictureData}.
 */
import { getImage, imageConfig, inferRemoteSize } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ResolvedImage } from './ref';
import { places, quality, socialCardSize, widthsFor, type ImagePlace } from './places';
import type { PictureData, SocialImage } from './types';

export type { PictureData } from './types';

/** The photos of the content folder, by path below it (`fleet/images/aygo.jpg`), loaded on use. */
const localPhotos = import.meta.glob<ImageMetadata>(
  [
    '~content/fleet/images/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
    '~content/blog/images/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
  ],
  { import: 'default' },
);
const localByFile = new Map(
  Object.entries(localPhotos).map(([key, load]) => [
    key.replace(/^.*?\/((?:fleet|blog)\/images\/[^/]+)$/, '$1'),
    load,
  ]),
);

/**
 * The site images a social card can be made from, by site path (`/images/vehicles/fiat-500.svg`),
 * loaded on use: the drawn vehicles and scenes of `public/images/` (and any photo put beside them).
 * Social networks do not show SVG, so their cards are rasterised by the image service
 * (`image.dangerouslyProcessSVG`, astro.config.mjs: these SVGs are our own drawings).
 */
const siteImages = new Map(
  Object.entries(
    import.meta.glob<ImageMetadata>('/public/images/{vehicles,art}/*.{svg,png,jpg,jpeg,webp}', {
      import: 'default',
    }),
  ).map(([key, load]) => [key.replace(/^\/public/, ''), load]),
);

/** The content folder on disk (the build's `CONTENT_DIR`, default `content`). */
export const contentDir = resolve(process.env.CONTENT_DIR || 'content');

/** Whether the photo folder `folder` (`fleet/images`) of the content folder has the file `name`. */
export function contentPhotoExists(folder: string, name: string): boolean {
  try {
    return statSync(join(contentDir, folder, name)).isFile();
  } catch {
    return false;
  }
}

const memo = new Map<string, Promise<PictureData | null>>();
const warned = new Set<string>();

/** Logs a build warning once per message. */
function warn(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[images] ${message}`);
}

/**
 * Whether the build may fetch and transform a remote photo: its origin is one of
 * `image.remotePatterns` (exact protocol, host and port, as astro.config.mjs writes them from the
 * configured services) or its host one of `image.domains`.
 */
function remoteAllowed(url: string): boolean {
  const { protocol, hostname, port } = new URL(url);
  if (imageConfig.domains?.includes(hostname)) return true;
  return (imageConfig.remotePatterns ?? []).some(
    (p) =>
      (!p.protocol || `${p.protocol}:` === protocol) &&
      p.hostname === hostname &&
      (p.port ?? '') === port,
  );
}

/** Options of {@link pictureOf}. */
export interface PictureOptions {
  /** The LCP image of its page: a blurred placeholder is added (the page marks it eager). */
  readonly lcp?: boolean | undefined;
  /** Who the image belongs to, for the warning when a download fails ("vehicle Toyota Aygo"). */
  readonly owner: string;
}

/**
 * The picture of a resolved image for a place. A site image (`public/`, the illustrations) is
 * returned as it is with `photo: false` and the given `fallbackSize`; local and remote photos are
 * optimised. Memoised per image, place and LCP flag for the whole build.
 *
 * @returns `null` when a remote photo cannot be fetched or read (warned once, naming the owner)
 * @throws when a local photo cannot be read (the build stops, naming the file)
 */
export function pictureOf(
  image: ResolvedImage,
  place: ImagePlace,
  options: PictureOptions,
  fallbackSize = { width: 800, height: 500 },
): Promise<PictureData | null> {
  if (image.kind === 'site')
    return Promise.resolve({
      src: image.src,
      alt: image.alt,
      ...fallbackSize,
      sources: [],
      photo: false,
    });
  const key = `${image.kind === 'local' ? image.file : image.url}|${place}|${options.lcp ? 1 : 0}|${image.alt}`;
  let result = memo.get(key);
  if (!result) {
    result = build(image, place, options);
    memo.set(key, result);
  }
  return result;
}

async function build(
  image: Exclude<ResolvedImage, { kind: 'site' }>,
  place: ImagePlace,
  options: PictureOptions,
): Promise<PictureData | null> {
  const spec = places[place];
  let src: ImageMetadata | string;
  let width: number;
  let height: number;
  if (image.kind === 'local') {
    const load = localByFile.get(image.file);
    if (!load)
      throw new Error(
        `content/${image.file}: the image pipeline did not find this photo (restart the dev server after adding photos)`,
      );
    src = await load();
    ({ width, height } = src);
  } else {
    src = image.url;
    try {
      ({ width, height } = await inferRemoteSize(image.url));
      if (!(width > 0 && height > 0)) throw new Error('no size');
    } catch (error) {
      warn(
        `${options.owner}: the photo ${image.url} could not be downloaded (${error instanceof Error ? error.message : String(error)}); the illustration is shown instead`,
      );
      return null;
    }
    if (!remoteAllowed(image.url)) {
      warn(
        `${options.owner}: ${image.url} is not optimised — its host is not one of the configured services (image.remotePatterns)`,
      );
      return {
        src: image.url,
        alt: image.alt,
        width,
        height,
        sizes: spec.sizes,
        sources: [],
        photo: true,
      };
    }
  }
  const widths = widthsFor(place, width);
  const fallback = Math.min(spec.fallback, width);
  const fallbackHeight = Math.round((fallback * height) / width);
  const common = { src, widths, width: fallback, height: fallbackHeight } as const;
  const [avif, webp] = await Promise.all([
    getImage({ ...common, format: 'avif', quality: quality.avif }),
    getImage({ ...common, format: 'webp', quality: quality.webp }),
  ]);
  const picture: PictureData = {
    src: webp.src,
    alt: image.alt,
    width: fallback,
    height: fallbackHeight,
    sizes: spec.sizes,
    sources: [
      { type: 'image/avif', srcset: avif.srcSet.attribute },
      { type: 'image/webp', srcset: webp.srcSet.attribute },
    ],
    photo: true,
  };
  if (options.lcp) {
    const placeholder = await placeholderOf(image).catch(() => undefined);
    if (placeholder) picture.placeholder = placeholder;
  }
  return picture;
}

/**
 * The social card of a picture: a JPEG of {@link socialCardSize} cropped to cover (1200 × 630 from a
 * large photo, 800 × 420 from a drawn vehicle), a transparent picture on white. Made once per
 * picture for the whole build (the image service dedupes equal transforms), whatever the number
 * of pages and languages that show it.
 *
 * @returns the card as a site path (`/_astro/…`) with its size and type; `undefined` for a site
 *   image outside `public/images/vehicles` and `public/images/art`, or a remote photo that cannot
 *   be used (the page then keeps the site's card)
 */
export async function ogImageOf(image: ResolvedImage): Promise<SocialImage | undefined> {
  try {
    if (image.kind === 'remote' && !remoteAllowed(image.url)) return undefined;
    let src: ImageMetadata | string | undefined;
    let size: { width: number; height: number };
    if (image.kind === 'remote') {
      // A remote photo is used only when it downloads (its picture was made, or is made now).
      size = await inferRemoteSize(image.url);
      src = image.url;
    } else {
      src = await (image.kind === 'local'
        ? localByFile.get(image.file)
        : siteImages.get(image.src))?.();
      if (!src) return undefined;
      size = src;
    }
    const { width, height } = socialCardSize(size.width, size.height);
    const card = await getImage({
      src,
      width,
      height,
      fit: 'cover',
      background: '#ffffff',
      format: 'jpeg',
      quality: quality.jpeg,
    });
    return { src: card.src, width, height, type: 'image/jpeg' };
  } catch {
    return undefined;
  }
}

/** Where the placeholders are kept between builds (beside Astro's own asset cache). */
const placeholderCache = resolve(
  process.env.CONTENT_CHECK_CACHE_DIR || process.env.ASTRO_CACHE_DIR || '.cache/astro',
  'placeholders.json',
);
let placeholders: Record<string, string> | undefined;

/** A 24-pixel-wide blurred WebP of the photo as a `data:` URL (about 0.5 KB), cached on disk. */
async function placeholderOf(
  image: Exclude<ResolvedImage, { kind: 'site' }>,
): Promise<string | undefined> {
  placeholders ??= (() => {
    try {
      return JSON.parse(readFileSync(placeholderCache, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  })();
  let key: string;
  let bytes: () => Promise<Buffer>;
  if (image.kind === 'local') {
    const file = join(contentDir, image.file);
    const { size, mtimeMs } = statSync(file);
    key = `${image.file}|${size}|${mtimeMs}`;
    bytes = async () => readFileSync(file);
  } else {
    key = image.url;
    bytes = async () => {
      const response = await fetch(image.url, { signal: AbortSignal.timeout(15_000) });
      if (!response.ok) throw new Error(String(response.status));
      return Buffer.from(await response.arrayBuffer());
    };
  }
  const id = createHash('sha1').update(key).digest('hex');
  if (placeholders[id]) return placeholders[id];
  const { default: sharp } = await import('sharp');
  const tiny = await sharp(await bytes())
    .resize(24)
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  const url = `data:image/webp;base64,${tiny.toString('base64')}`;
  placeholders[id] = url;
  mkdirSync(dirname(placeholderCache), { recursive: true });
  writeFileSync(placeholderCache, JSON.stringify(placeholders));
  return url;
}
