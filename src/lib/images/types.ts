/**
 * A picture ready to render (docs/images.md): what the build (`./picture.ts`) hands to the
 * Astro component `src/components/Picture.astro` and, as plain props, to the fleet island's cards.
 * Zod-free, no Node imports.
 */

/** One `<source>` of a `<picture>`. */
export interface PictureSource {
  /** MIME type: `image/avif` or `image/webp`. */
  readonly type: string;
  /** `url 480w, url 640w, …`. */
  readonly srcset: string;
}

/** A picture: a photo with its `<source>`s, or an illustration (`photo: false`, no sources). */
export interface PictureData {
  /** The `<img src>`: the WebP at the place's fallback width, or the illustration's path. */
  readonly src: string;
  /** Alt text: the editor's, else the vehicle's or post's name; the illustrations say so. */
  readonly alt: string;
  /** Intrinsic size of `src` in pixels (the photo's own aspect ratio). */
  readonly width: number;
  readonly height: number;
  /** A `srcset` on the `<img>` itself (a photo resized by its host, whose format the host picks). */
  readonly srcset?: string | undefined;
  /** The place's `sizes` attribute (photos only). */
  readonly sizes?: string | undefined;
  /** AVIF first, then WebP (photos only; empty for illustrations and unoptimised remote photos). */
  readonly sources: readonly PictureSource[];
  /** A tiny blurred WebP `data:` URL shown under the LCP image while it loads. */
  placeholder?: string | undefined;
  /** A photo (true) or one of the drawn illustrations (false). */
  readonly photo: boolean;
}

/**
 * A social card (Open Graph / Twitter image): a raster file, since social networks do not show SVG,
 * with the size and type the page's `og:image:*` tags declare.
 */
export interface SocialImage {
  /** Site path (`/_astro/fiat-500.x.jpeg`, `/images/og-card.png`) or absolute URL. */
  readonly src: string;
  /** Size of the file in pixels. */
  readonly width: number;
  readonly height: number;
  /** Its MIME type: `image/jpeg` or `image/png`. */
  readonly type: string;
}
