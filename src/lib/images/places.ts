/**
 * Where a photo is shown and what the build makes for that place (docs/images.md): the widths of
 * its `srcset` (pixels), the `sizes` that tell the browser how wide the box is at each screen
 * width (they follow the page layouts: `container-page` is at most 80rem with 1-2rem padding),
 * the width of the `<img src>` fallback and the encoders' quality. Zod-free and pure.
 */

/** A place a photo is shown in. */
export type ImagePlace =
  | 'gallery'
  | 'thumb'
  | 'card'
  | 'articleHero'
  | 'articleCard'
  | 'articleFeatured'
  | 'chat';

/** What the build makes for a place. */
export interface PlaceSpec {
  /** `srcset` widths in pixels, ascending; widths above the photo's own are dropped. */
  readonly widths: readonly number[];
  /** The `sizes` attribute. */
  readonly sizes: string;
  /** Width of the fallback `<img src>` (pixels). */
  readonly fallback: number;
}

/** The places (see {@link ImagePlace}). */
export const places: Readonly<Record<ImagePlace, PlaceSpec>> = {
  /** The vehicle page's main image (its LCP): half the page on desktop, the full width on a phone. */
  gallery: {
    widths: [480, 640, 800, 960, 1200],
    sizes: '(min-width: 64rem) 37rem, calc(100vw - 2rem)',
    fallback: 800,
  },
  /** The vehicle page's other images, three in a row under the main one. */
  thumb: { widths: [240, 360, 480], sizes: '(min-width: 64rem) 12rem, 30vw', fallback: 360 },
  /** A fleet card: 42 % of the card on a phone, one of two or three columns above. */
  card: {
    widths: [240, 360, 480, 640, 800],
    sizes: '(min-width: 64rem) 25rem, (min-width: 40rem) calc(50vw - 2.5rem), 40vw',
    fallback: 480,
  },
  /** An article's hero, at most 56rem wide. */
  articleHero: {
    widths: [480, 640, 800, 1024, 1280, 1600],
    sizes: '(min-width: 56rem) 56rem, 100vw',
    fallback: 1024,
  },
  /** A card of the blog list (three columns on desktop). */
  articleCard: {
    widths: [320, 480, 640, 800],
    sizes: '(min-width: 64rem) 25rem, (min-width: 48rem) 50vw, 100vw',
    fallback: 640,
  },
  /** The featured card of the blog list (three fifths of the row on desktop). */
  articleFeatured: {
    widths: [480, 640, 800, 1024, 1280],
    sizes: '(min-width: 64rem) 45rem, 100vw',
    fallback: 800,
  },
  /** A vehicle card in the chat (80 × 50 CSS pixels). */
  chat: { widths: [160], sizes: '80px', fallback: 160 },
};

/** Encoder quality per format (1-100): AVIF and WebP for `<source>`s, JPEG for social cards. */
export const quality = { avif: 50, webp: 70, jpeg: 78 } as const;

/**
 * The social card (Open Graph / Twitter) made from a photo or an illustration: 1200 × 630 pixels
 * (1.91:1, the ratio Facebook, LinkedIn and X's large card show uncut), JPEG.
 */
export const ogCard = { width: 1200, height: 630 } as const;

/**
 * The size of the social card made from a picture `width` × `height` pixels: the largest box of
 * {@link ogCard}'s ratio inside the picture, at most {@link ogCard} (the image service never
 * enlarges). A photo of 1200 × 630 or more gets the full card; the drawn vehicles (800 × 500) get
 * 800 × 420, above the 600 × 315 Facebook needs for a large preview.
 *
 * @returns whole pixels, the card's ratio within a pixel
 */
export function socialCardSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, width / ogCard.width, height / ogCard.height);
  return { width: Math.round(ogCard.width * scale), height: Math.round(ogCard.height * scale) };
}

/**
 * The widths of a place for a photo `originalWidth` pixels wide: the place's widths up to the
 * photo's own width, plus the photo's width when it is smaller than the place's largest (never
 * upscaled). At least one width.
 */
export function widthsFor(place: ImagePlace, originalWidth: number): number[] {
  const { widths } = places[place];
  const kept = widths.filter((w) => w <= originalWidth);
  if (kept.length < widths.length && !kept.includes(originalWidth)) kept.push(originalWidth);
  return kept;
}
