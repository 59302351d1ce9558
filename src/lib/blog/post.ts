/**
 * The blog post (docs/requirements.md, "Blog post") as the `blog` collection stores it, whichever
 * source it came from, and the constants of the blog list (docs/requirements.md, "Blog list page":
 * 20 per page).
 *
 * Entry ids carry the language: `{lang}/{slug}` (`en/complete-guide-exploring-paros-car`), for
 * Markdown files (`content/blog/{lang}/{slug}.md`) and content-service posts alike.
 */
import { defaultLang, isLang, type Lang } from '../../i18n/routing';

/**
 * Categories of the built-in posts (docs/requirements.md, "Blog post"), each with a UI label
 * `blog.category.{value}`. Markdown posts must use one of them; content-service posts may carry any
 * other category, which is kept and shown as the service's text (see `src/content.config.ts`).
 */
export const blogCategories = [
  'Travel Guide',
  'Island Hopping',
  'Vehicle Guide',
  'Transportation',
  'Beaches',
  'Safety Tips',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Whether a category is one of {@link blogCategories} (and so has a translated label). */
export function isBuiltInCategory(category: string): category is BlogCategory {
  return (blogCategories as readonly string[]).includes(category);
}

/**
 * Posts per blog list page (docs/requirements.md, "Blog list": the blog page asks `pageSize` 20).
 */
export const BLOG_PAGE_SIZE = 20;

/**
 * Image of a post without a featured image (docs/requirements.md, "Blog post": else a placeholder).
 */
export const BLOG_PLACEHOLDER_IMAGE = '/images/art/placeholder.svg';

/** Where a post came from: a Markdown file or the content service. */
export type BlogSource = 'markdown' | 'strapi';

/** URL slug of a post: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The language and slug of a `{lang}/{slug}` entry id, or `null` when the id has another shape. */
export function parseEntryId(id: string): { lang: Lang; slug: string } | null {
  const i = id.indexOf('/');
  if (i <= 0) return null;
  const lang = id.slice(0, i);
  const slug = id.slice(i + 1);
  return isLang(lang) && slug ? { lang, slug } : null;
}

/** The entry id of a post: `entryId('fr', 'x')` → `fr/x`. */
export function entryId(lang: Lang, slug: string): string {
  return `${lang}/${slug}`;
}

/**
 * The posts of one language for its list and article routes: the language's own entries, plus the
 * English entry of every slug the language has no translation of (so every link in every
 * language opens a page). Pass English to get the English entries only.
 *
 * @param entries collection entries with `{lang}/{slug}` ids (others are ignored)
 * @returns one entry per slug, with the language it is written in
 */
export function postsForLang<E extends { id: string }>(
  entries: readonly E[],
  lang: Lang,
): { entry: E; slug: string; lang: Lang }[] {
  const own = new Map<string, E>();
  const fallback = new Map<string, E>();
  for (const entry of entries) {
    const parsed = parseEntryId(entry.id);
    if (!parsed) continue;
    if (parsed.lang === lang) own.set(parsed.slug, entry);
    else if (parsed.lang === defaultLang) fallback.set(parsed.slug, entry);
  }
  const result = [...own].map(([slug, entry]) => ({ entry, slug, lang }));
  for (const [slug, entry] of fallback)
    if (!own.has(slug)) result.push({ entry, slug, lang: defaultLang });
  return result;
}

/**
 * Newest first (`publishedAt` descending; docs/requirements.md, "Blog list"); equal dates keep a
 * stable order by slug so builds are reproducible.
 */
export function byDateDesc<P extends { slug: string; date: Date }>(a: P, b: P): number {
  return b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug);
}
