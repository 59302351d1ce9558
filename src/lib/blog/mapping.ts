/**
 * From a content-service item to a `blog` collection entry (docs/requirements.md, "Blog post",
 * "Blog list": its answer). Strapi v4 sends `{ id, attributes: { title, slug, excerpt, content,
 * author, category, readTime, featured, publishedAt, createdAt, featuredImage: { data: {
 * attributes: { url, alternativeText } } } } }`; Strapi v5's flat items (no `attributes`) are read
 * the same way.
 *
 * - date = the post's own `date` field when the content type has one, else `firstPublishedAt`
 *   (Strapi 5 keeps it across re-publishing, behind its feature flag), else `publishedAt` (which
 *   Strapi resets on every re-publish), else `createdAt`
 * - language = `locale` when Strapi's i18n is on (the loader uses a language's posts only when
 *   the service answers in that language)
 * - image = the featured image's URL (a relative one gets the service's base URL), else the
 *   placeholder; its alt text = `alternativeText` (when at least 5 characters), else the title;
 *   its `width`/`height` and a `srcset` of Strapi's `formats` (thumbnail left out) plus the
 *   original, so pages declare the real size and browsers pick a width
 * - author = the text (or a related author's `name`), else none: pages then show the business's
 *   team (the same fallback as Markdown posts)
 * - category = the text (or a related category's `name`); categories outside the built-in list
 *   are kept as they are
 * - readTime = the number given (`5` or `"5 min"`), else estimated from the content at 200 words
 *   per minute; kept within 1-60 minutes
 * - excerpt = the one given, else the start of the content; description (SEO, at most 160
 *   characters) = the excerpt, shortened on a word boundary when longer
 * - content = Markdown or HTML, or Strapi's Blocks JSON (`./blocks.ts`), rendered and sanitised
 *   ({@link renderPostContent}); when `content` is empty, the `markdown` field of the ready-made
 *   type (`cms/strapi/`, Strapi's "Rich text (Markdown)") is used
 * - limits follow Strapi's own: a title up to 255 characters, a slug of Strapi's UID characters
 *   (letters, digits, `-`, `_`, `.`, `~`); a post without a category is kept under
 *   {@link DEFAULT_SERVICE_CATEGORY} with a note
 *
 * Every mapped post is validated with zod; an invalid one is reported (not thrown), naming the
 * post, the field and the fix, so the loader and `npm run blog:check` can say why it is skipped.
 */
import { z } from '../zod';
import { BLOG_PLACEHOLDER_IMAGE } from './post';
import { blocksToHtml, isBlocks } from './blocks';
import { htmlToText, renderPostContent, resolveServiceUrl } from './sanitize';

/** Slug characters Strapi's UID field allows (letters, digits, `-`, `_`, `.`, `~`), not starting with a dot. */
export const SERVICE_SLUG_PATTERN = /^(?!\.)[A-Za-z0-9_.~-]+$/;

/** Longest title Strapi's short-text field takes (characters). */
export const SERVICE_TITLE_MAX = 255;

/** Category of a service post that has none (the blog's general category), with a note in the build log. */
export const DEFAULT_SERVICE_CATEGORY = 'Travel Guide';

/** Reading speed used to estimate `readTime` when the service has none (words per minute). */
export const WORDS_PER_MINUTE = 200;

/** The collection data of a content-service post (what `parseData` receives). */
export interface MappedPostData {
  title: string;
  /** SEO description, at most 160 characters. */
  description: string;
  keywords: string[];
  /** 30-300 characters when the service gives enough text. */
  excerpt: string;
  date: Date;
  /** Minutes, 1-60. */
  readTime: number;
  /** A built-in category or the service's own text. */
  category: string;
  author?: string;
  /** Absolute URL of the featured image, or the site's placeholder path. */
  image: string;
  imageAlt: string;
  /** The featured image's intrinsic size in pixels, when the service gives it (no layout shift). */
  imageWidth?: number;
  imageHeight?: number;
  /** `srcset` of Strapi's resized formats and the original (`url 500w, …`), when it has formats. */
  imageSrcset?: string;
  featured: boolean;
  /** The assistant's opening message, when the service has a `chatOpener` field. */
  chatOpener?: string;
  source: 'strapi';
}

/** A mapped content-service post: its slug, collection data and sanitised body HTML. */
export interface MappedPost {
  slug: string;
  data: MappedPostData;
  /** Sanitised HTML of the body (stored as the entry's `rendered.html`). */
  html: string;
}

/**
 * The result of {@link mapStrapiPost}: the post (with `notes`: what was filled in for it, for the
 * build log) and its `locale` when the service sent one; or why it is skipped and how to name it.
 */
export type MapResult =
  | { ok: true; post: MappedPost; name: string; locale: string | undefined; notes: string[] }
  | { ok: false; name: string; reason: string };

/** Options of {@link mapStrapiPost}. */
export interface MapOptions {
  /** The content service's base URL (relative image URLs are resolved against it). */
  baseUrl: string;
  /** The site's origin (links to it are not marked external). */
  siteUrl?: string | undefined;
}

const text = z.string().trim();
const nullish = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => v ?? undefined);

/** A related record (`{ data: { attributes: { name } } }` in v4, `{ name }` in v5) or plain text. */
const named = z.union([
  text,
  z
    .object({
      data: z
        .object({ attributes: z.object({ name: text }).loose() })
        .loose()
        .nullable(),
    })
    .loose()
    .transform((v) => v.data?.attributes.name),
  z
    .object({ name: text })
    .loose()
    .transform((v) => v.name),
]);

/** One of Strapi's resized versions of an upload (`formats.small` …): URL and pixel size. */
const format = z
  .object({ url: text, width: z.number().int().positive(), height: z.number().int().positive() })
  .loose();
const media = z
  .object({
    url: text,
    alternativeText: text.nullish(),
    width: z.number().int().positive().nullish(),
    height: z.number().int().positive().nullish(),
    formats: z.record(z.string(), format.nullable()).nullish(),
  })
  .loose();
/** `featuredImage` in v4 (`{ data: { attributes } }`, `data` possibly null) or v5 (flat) form. */
const featuredImage = z.union([
  z
    .object({ data: z.object({ attributes: media }).loose().nullable() })
    .loose()
    .transform((v) => v.data?.attributes ?? null),
  media,
]);

const attributesSchema = z
  .object({
    title: text,
    slug: text,
    excerpt: nullish(text),
    /** Markdown or HTML text, or Strapi's Blocks JSON. */
    content: nullish(z.union([z.string(), z.array(z.unknown())])),
    /** The ready-made type's Markdown field (Strapi's "Rich text (Markdown)"), used when `content` is empty. */
    markdown: nullish(z.string()),
    author: nullish(named),
    category: nullish(named),
    readTime: nullish(z.union([z.number(), text])),
    featured: nullish(
      z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
    ),
    date: nullish(text),
    firstPublishedAt: nullish(text),
    publishedAt: nullish(text),
    createdAt: nullish(text),
    locale: nullish(text),
    featuredImage: nullish(featuredImage),
    keywords: nullish(z.union([z.array(text), text.transform((v) => v.split(','))])),
    chatOpener: nullish(text),
  })
  .loose();

const itemSchema = z.union([
  z
    .object({ id: z.union([z.number(), z.string()]).optional(), attributes: attributesSchema })
    .loose(),
  attributesSchema
    .extend({ id: z.union([z.number(), z.string()]).optional() })
    .transform((attributes) => ({ id: attributes.id, attributes })),
]);

/** The mapped post's shape (checked before it reaches the collection schema). */
const mappedSchema = z.object({
  slug: z
    .string()
    .regex(SERVICE_SLUG_PATTERN, 'use letters, digits, -, _, . or ~ (not starting with a dot)'),
  html: z.string(),
  data: z.object({
    title: z.string().min(1).max(SERVICE_TITLE_MAX),
    description: z.string().min(1).max(160),
    keywords: z.array(z.string().min(1)),
    excerpt: z.string().min(1).max(300),
    date: z
      .date({ error: 'set a date (date, firstPublishedAt or publishedAt)' })
      .refine(
        (d) => !Number.isNaN(d.getTime()),
        'set a date (date, firstPublishedAt or publishedAt)',
      ),
    readTime: z.number().int().min(1).max(60),
    category: z.string().min(1, 'a category is required').max(60),
    author: z.string().min(1).max(120).optional(),
    image: z.string().min(1),
    imageAlt: z.string().min(1),
    imageWidth: z.number().int().positive().optional(),
    imageHeight: z.number().int().positive().optional(),
    imageSrcset: z.string().min(1).optional(),
    featured: z.boolean(),
    chatOpener: z.string().min(1).optional(),
    source: z.literal('strapi'),
  }),
});

/**
 * Shortens text to at most `max` characters on a word boundary, adding `…` when it cut.
 */
export function truncate(value: string, max: number): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Minutes to read a text at {@link WORDS_PER_MINUTE}, within 1-60. */
export function estimateReadTime(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.min(60, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}

function readTimeOf(value: number | string | undefined, plainText: string): number {
  const n =
    typeof value === 'number'
      ? value
      : value !== undefined
        ? Number.parseInt(value, 10)
        : Number.NaN;
  return Number.isFinite(n) && n > 0
    ? Math.min(60, Math.max(1, Math.round(n)))
    : estimateReadTime(plainText);
}

/** What an editor does about a field that failed (appended to the reason). */
const FIXES: Readonly<Record<string, string>> = {
  title: `give the post a title of at most ${SERVICE_TITLE_MAX} characters`,
  slug: 'set its slug (the UID field) to letters, digits, -, _, . or ~',
  content: 'write the content as Markdown text or in the Blocks editor',
  date: 'publish the post, or fill its date field',
  excerpt: 'write an excerpt of at most 300 characters',
  description: 'write an excerpt',
  category: 'choose a category of at most 60 characters',
  author: 'shorten the author name to 120 characters',
  featuredImage: 'choose an image from the media library',
};

function issueText(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const path = i.path.filter((p) => p !== 'data' && p !== 'attributes').join('.') || 'item';
      const fix = FIXES[String(i.path.filter((p) => p !== 'data' && p !== 'attributes')[0] ?? '')];
      return `${path}: ${i.message}${fix ? ` (fix: ${fix})` : ''}`;
    })
    .join('; ');
}

/**
 * Maps one item of Strapi's `data` array.
 *
 * @param item the raw item
 * @returns `{ ok: true, post }`, or `{ ok: false, name, reason }` (name = `"slug" (id 3)` or the
 *   best identification available) when the item is not a valid post
 */
export function mapStrapiPost(item: unknown, options: MapOptions): MapResult {
  const raw = item as { id?: unknown; attributes?: { slug?: unknown; title?: unknown } } | null;
  const rawAttrs = raw?.attributes ?? (raw as { slug?: unknown; title?: unknown } | null);
  const label =
    typeof rawAttrs?.slug === 'string' && rawAttrs.slug
      ? `"${rawAttrs.slug}"`
      : typeof rawAttrs?.title === 'string'
        ? `"${rawAttrs.title}"`
        : 'an item';
  const name =
    raw && (typeof raw.id === 'number' || typeof raw.id === 'string')
      ? `${label} (id ${raw.id})`
      : label;

  const parsed = itemSchema.safeParse(item);
  if (!parsed.success) return { ok: false, name, reason: issueText(parsed.error) };
  const a = parsed.data.attributes;

  let source = '';
  const contentEmpty = a.content === undefined || a.content.length === 0;
  if (contentEmpty) source = a.markdown ?? '';
  else if (typeof a.content === 'string') source = a.content;
  else {
    if (!isBlocks(a.content))
      return {
        ok: false,
        name,
        reason: `content: not Markdown text nor Blocks (fix: ${FIXES.content})`,
      };
    try {
      source = blocksToHtml(a.content);
    } catch (error) {
      return {
        ok: false,
        name,
        reason: `content: the Blocks could not be rendered (${error instanceof Error ? error.message : String(error)}) (fix: ${FIXES.content})`,
      };
    }
  }
  const html = renderPostContent(source, options);
  const plain = htmlToText(html);
  const givenExcerpt = a.excerpt ?? '';
  const excerpt = truncate(givenExcerpt.length >= 30 || !plain ? givenExcerpt : plain, 300);
  const dateText = a.date ?? a.firstPublishedAt ?? a.publishedAt ?? a.createdAt;
  const notes: string[] = [];
  if (!a.category)
    notes.push(`no category: shown under "${DEFAULT_SERVICE_CATEGORY}" (fix: choose its category)`);
  const image = a.featuredImage?.url
    ? resolveServiceUrl(a.featuredImage.url, options.baseUrl)
    : undefined;
  const data: MappedPostData = {
    title: a.title,
    description: truncate(excerpt, 160),
    keywords: (a.keywords ?? []).map((k) => k.trim()).filter(Boolean),
    excerpt,
    date: dateText ? new Date(dateText) : new Date(Number.NaN),
    readTime: readTimeOf(a.readTime, plain),
    category: a.category || DEFAULT_SERVICE_CATEGORY,
    image: image ?? BLOG_PLACEHOLDER_IMAGE,
    imageAlt:
      image && (a.featuredImage?.alternativeText?.length ?? 0) >= 5
        ? (a.featuredImage?.alternativeText as string)
        : a.title,
    featured: a.featured ?? false,
    source: 'strapi',
  };
  if (a.author) data.author = a.author;
  if (a.chatOpener) data.chatOpener = a.chatOpener;
  const img = a.featuredImage;
  if (image && img?.width && img.height) {
    data.imageWidth = img.width;
    data.imageHeight = img.height;
    const widths = new Map<number, string>();
    for (const [name, f] of Object.entries(img.formats ?? {})) {
      const url =
        f && name !== 'thumbnail' && f.width < img.width
          ? resolveServiceUrl(f.url, options.baseUrl)
          : undefined;
      if (url && f) widths.set(f.width, url);
    }
    if (widths.size > 0) {
      widths.set(img.width, image);
      data.imageSrcset = [...widths]
        .sort(([x], [y]) => x - y)
        .map(([w, url]) => `${url} ${w}w`)
        .join(', ');
    }
  }

  const checked = mappedSchema.safeParse({ slug: a.slug, html, data });
  if (!checked.success) return { ok: false, name, reason: issueText(checked.error) };
  return { ok: true, post: { slug: a.slug, html, data }, name, locale: a.locale, notes };
}
