/**
 * Where a photo comes from and what its alt text is (docs/images.md). Pure and zod-free: the
 * build (`./picture.ts`), the content schemas and the unit tests share it.
 *
 * An image reference, as editors write it in `content/fleet/vehicles.yaml` (`images`) or in an
 * article's front matter (`image` + `imageAlt`), or as a data source sends it:
 * - a file name in the photo folder (`aygo-side.jpg` in `content/fleet/images/` or
 *   `content/blog/images/`): a **local** photo; it must exist and must have alt text;
 * - an absolute `http(s)` URL (Supabase Storage, Strapi media): a **remote** photo; without alt
 *   text it is described by the vehicle's or post's name ("Toyota Aygo");
 * - a site path in `public/` (`/images/vehicles/toyota-aygo.svg`): a site image, used as it is
 *   (the drawn illustrations);
 * - `{ src, alt }` with any of the three as `src`.
 */

/** An image reference as written in the data (see the module comment). */
export type ImageRef = string | { readonly src: string; readonly alt?: string | undefined };

/** A resolved image reference: what the build does with it and the alt text it carries. */
export type ResolvedImage =
  /** A photo file of the content folder. `file` is relative to that folder (`fleet/images/x.jpg`). */
  | { readonly kind: 'local'; readonly file: string; readonly alt: string }
  /** A photo on another host, optimised at build time when the host is allowed. */
  | { readonly kind: 'remote'; readonly url: string; readonly alt: string }
  /** A file of `public/` (the illustrations), served as it is. */
  | { readonly kind: 'site'; readonly src: string; readonly alt: string };

/** A reference that cannot be used; the message names the file or field and the fix. */
export class ImageRefError extends Error {
  override name = 'ImageRefError';
}

/** File types the image pipeline reads (sharp): the photo folders may hold only these. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** What {@link resolveImageRef} needs to know about the place the reference was written. */
export interface ImageRefContext {
  /** The photo folder, relative to the content folder: `fleet/images` or `blog/images`. */
  readonly folder: string;
  /** Who the image belongs to, for alt text and messages: "Toyota Aygo", an article's title. */
  readonly owner: string;
  /** The alt text written beside the reference (an article's `imageAlt`), if any. */
  readonly alt?: string | undefined;
  /** Whether a file of the photo folder exists (`name` is the bare file name). */
  readonly exists: (name: string) => boolean;
}

/** Whether `value` is an absolute http(s) URL. */
export function isRemoteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** The `src` of a reference. */
export function refSrc(ref: ImageRef): string {
  return typeof ref === 'string' ? ref : ref.src;
}

/**
 * Resolves one reference (module comment).
 *
 * @throws ImageRefError for a local photo whose file is missing (`content/fleet/images/x.jpg: no
 *   such file …`), that has no alt text (`… needs alt text …`), whose name leaves the folder or has
 *   a type the pipeline does not read; each message names the file, the owner and the fix.
 */
export function resolveImageRef(ref: ImageRef, context: ImageRefContext): ResolvedImage {
  const src = refSrc(ref).trim();
  const givenAlt = ((typeof ref === 'string' ? undefined : ref.alt) ?? context.alt ?? '').trim();
  if (isRemoteUrl(src)) return { kind: 'remote', url: src, alt: givenAlt || context.owner };
  if (src.startsWith('/')) return { kind: 'site', src, alt: givenAlt || context.owner };
  const where = `content/${context.folder}/${src}`;
  if (!src || src.includes('/') || src.includes('\\') || src.startsWith('.')) {
    throw new ImageRefError(
      `${where} (${context.owner}): a photo is named by its file name in content/${context.folder}/, e.g. "aygo-side.jpg"`,
    );
  }
  const extension = src.slice(src.lastIndexOf('.') + 1).toLowerCase();
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new ImageRefError(
      `${where} (${context.owner}): not a photo type the site reads (${PHOTO_EXTENSIONS.join(', ')})`,
    );
  }
  if (!context.exists(src)) {
    throw new ImageRefError(
      `${where} (${context.owner}): no such file — put the photo in content/${context.folder}/ or correct the name`,
    );
  }
  if (!givenAlt) {
    throw new ImageRefError(
      `${where} (${context.owner}): a local photo needs alt text — write { src: "${src}", alt: "what the photo shows" }${context.folder.startsWith('blog') ? ' or the imageAlt field' : ''}`,
    );
  }
  return { kind: 'local', file: `${context.folder}/${src}`, alt: givenAlt };
}
