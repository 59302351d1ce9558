/**
 * The posts of one language as the blog routes show them (`/blog`, `/blog/page/{n}`,
 * `/blog/{slug}`, `/rss.xml`, each under `/fr`, `/de`, `/it` too): the `blog` collection (Markdown
 * or the content service, see `src/lib/blog/loader.ts`), the language's own posts plus the English
 * post of every slug it has no translation of (linked to its English page), newest first
 * (`publishedAt` descending; docs/requirements.md, "Blog list"). Not a route: files starting with
 * `_` are ignored by Astro's router.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { localizePath, type Lang } from '../../../i18n/routing';
import { byDateDesc, paginate, postsForLang, type BlogPage } from '../../../lib/blog';

/** A post in a language's list. */
export interface ListedPost {
  entry: CollectionEntry<'blog'>;
  slug: string;
  /** The language the post is written in (English for an untranslated post). */
  writtenIn: Lang;
  /**
   * Site path of its article in the language it is written in: `/fr/blog/{slug}` for a French
   * post, `/blog/{slug}` for an English post listed on the French blog (no page claims to be
   * French while showing English text).
   */
  href: string;
  /** Publication date (docs/requirements.md, "Blog post": published, else created). */
  date: Date;
}

/** Every post of `lang`, newest first. */
export async function blogPosts(lang: Lang): Promise<ListedPost[]> {
  const entries = await getCollection('blog');
  return postsForLang(entries, lang)
    .map(({ entry, slug, lang: writtenIn }) => ({
      entry,
      slug,
      writtenIn,
      href: localizePath(`/blog/${slug}`, writtenIn),
      date: entry.data.date,
    }))
    .sort(byDateDesc);
}

/** The list pages of `lang` (20 posts each; page 1 is `/blog`). */
export async function blogPages(lang: Lang): Promise<BlogPage<ListedPost>[]> {
  return paginate(await blogPosts(lang));
}
