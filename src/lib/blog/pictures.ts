/**
 * An article's picture at build time (docs/images.md): its `image` — a file of
 * `content/blog/images/` (with `imageAlt`), a content-service URL (Strapi media), or a site path
 * of `public/` (the drawn illustrations) — through the image pipeline for the place it is shown
 * in. Build code only.
 */
import type { CollectionEntry } from 'astro:content';
import { contentPhotoExists, ogImageOf, pictureOf } from '../images/picture';
import { resolveImageRef, type ResolvedImage } from '../images/ref';
import type { ImagePlace } from '../images/places';
import type { PictureData, SocialImage } from '../images/types';
import { BLOG_PLACEHOLDER_IMAGE } from './post';

type PostData = CollectionEntry<'blog'>['data'];

/** The post's image resolved (file checks and alt rules of `resolveImageRef`). */
export function postImage(d: PostData): ResolvedImage {
  return resolveImageRef(d.image, {
    folder: 'blog/images',
    owner: d.title,
    alt: d.imageAlt,
    exists: (name) => contentPhotoExists('blog/images', name),
  });
}

/**
 * The post's picture for a place. A remote photo that cannot be downloaded falls back to the
 * blog's placeholder illustration (warned once, naming the post); one whose host is not a
 * configured service keeps the content service's own sizes (`imageWidth`, `imageSrcset`).
 *
 * @throws ImageRefError for a local photo without its file (the build stops, naming the file)
 */
export async function postPicture(
  d: PostData,
  place: ImagePlace,
  options: { lcp?: boolean } = {},
): Promise<PictureData> {
  const image = postImage(d);
  const size = { width: d.imageWidth ?? 1200, height: d.imageHeight ?? 675 };
  const picture = await pictureOf(
    image,
    place,
    { owner: `post "${d.title}"`, lcp: options.lcp },
    size,
  );
  if (!picture)
    return {
      src: BLOG_PLACEHOLDER_IMAGE,
      alt: d.imageAlt,
      width: 1200,
      height: 675,
      sources: [],
      photo: false,
    };
  if (picture.sources.length === 0 && image.kind === 'remote') {
    return {
      ...picture,
      ...size,
      ...(d.imageSrcset ? { srcset: d.imageSrcset, sizes: picture.sizes } : {}),
    };
  }
  return picture;
}

/**
 * The post's social card (`ogImageOf`): made from its photo or its drawing, once for the five
 * languages' pages.
 *
 * @returns `undefined` for a remote photo that cannot be used or a site image outside the drawn
 *   art (the page then keeps the site's card)
 */
export function postOgImage(d: PostData): Promise<SocialImage | undefined> {
  return ogImageOf(postImage(d));
}
