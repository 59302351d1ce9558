/**
 * The blog's RSS feed in every language (docs/requirements.md, "Blog feeds and service posts"):
 * `/rss.xml` (English), `/fr/rss.xml`, `/de/rss.xml`, `/it/rss.xml`, built with `@astrojs/rss` from
 * the same posts as the blog list (newest first, every post, not paginated); the channel's link
 * is the blog page of the feed's language (`/fr/blog`). Linked from the head
 * of the blog pages and, through `PageMeta.feed`, of every page that passes it.
 */
import rss from '@astrojs/rss';
import type { APIRoute, GetStaticPaths } from 'astro';
import { business } from '../../config';
import { localeParams, toLang, useTranslations } from '../../i18n';
import { langTag, localizePath } from '../../i18n/routing';
import { toFeedItem } from '../../lib/blog';
import { absoluteUrl } from '../../lib/seo';
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
    // The channel's link: the feed's HTML page, the blog of its language (`/el/blog`); the
    // items' site paths are absolute paths, resolved on the origin.
    site: absoluteUrl(business.siteUrl, localizePath('/blog', lang)),
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
