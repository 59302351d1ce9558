/**
 * The blog's RSS feed in every language (docs/requirements.md, "Blog feeds and service posts"):
 * `/rss.xml` (English), `/fr/rss.xml`, `/de/rss.xml`, `/it/rss.xml`, built with `@astrojs/rss` from
 * the same posts as the blog list (newest first, every post, not paginated). Linked from the head
 * of the blog pages and, through `PageMeta.feed`, of every page that passes it.
 */
import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { business } from '../../config';
import { localeParams, toLang, useTranslations } from '../../i18n';
import { langTag } from '../../i18n/routing';
import { toFeedItem } from '../../lib/blog';
import { blogPosts } from './blog/_posts';

export const getStaticPaths = (() =>
  localeParams().map(({ params }) => ({ params }))) satisfies GetStaticPaths;

/** The feed of the URL's language (`application/rss+xml`). */
export const GET: APIRoute = async ({ params }) => {
  const lang = toLang(params['locale']);
  const { t, tOr } = useTranslations(lang);
  const posts = await blogPosts(lang);
  return rss({
    title: t('blog.rss.title', { name: business.name }),
    description: t('blog.rss.description'),
    site: business.siteUrl,
    trailingSlash: false,
    customData: `<language>${langTag(lang)}</language>`,
    items: posts.map(({ entry, href }) =>
      toFeedItem({
        title: entry.data.title,
        excerpt: entry.data.excerpt,
        date: entry.data.date,
        category: tOr(`blog.category.${entry.data.category}`, entry.data.category),
        path: href,
      }),
    ),
  });
};
