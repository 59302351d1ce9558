/**
 * The blog's RSS feeds (docs/requirements.md, "Blog feeds and service posts"): one per language at
 * `/rss.xml`, `/fr/rss.xml`, `/de/rss.xml`, `/it/rss.xml` (built with `@astrojs/rss` by
 * `src/pages/[...locale]/rss.xml.ts`), linked from the head of every page through `PageMeta.feed`
 * (`src/lib/seo.ts`).
 */
import { t } from '../../i18n';
import { localizePath, type Lang } from '../../i18n/routing';
import type { FeedLink } from '../seo';

/** Site path of the English feed; other languages add their prefix (`/fr/rss.xml`). */
export const FEED_PATH = '/rss.xml';

/**
 * The head's feed link of a language: its path and title (`blog.rss.title`), for
 * `PageMeta.feed`.
 *
 * @param businessName the business's name (`business.name`), part of the title
 */
export function blogFeedLink(lang: Lang, businessName: string): FeedLink {
  return {
    href: localizePath(FEED_PATH, lang),
    title: t('blog.rss.title', { name: businessName }, lang),
  };
}

/** What a feed item is made of (one listed post). */
export interface FeedPost {
  title: string;
  excerpt: string;
  date: Date;
  /** The category as shown (translated label or the service's text). */
  category: string;
  /** Site path of the article in the feed's language, e.g. `/fr/blog/{slug}`. */
  path: string;
}

/** An item of `@astrojs/rss` (`RSSFeedItem`'s fields used here). */
export interface FeedItem {
  title: string;
  description: string;
  link: string;
  pubDate: Date;
  categories: string[];
}

/** The feed item of a post: the excerpt as description, the article's path as link. */
export function toFeedItem(post: FeedPost): FeedItem {
  return {
    title: post.title,
    description: post.excerpt,
    link: post.path,
    pubDate: post.date,
    categories: [post.category],
  };
}
