/**
 * Public API of the blog (a content-service (Strapi) loader with the
 * built-in fallback; docs/blog.md, "Sources"): settings, the Strapi list call, mapping and
 * sanitising of service posts, the collection's loader, and the pure helpers of the list pages
 * (language, order, pagination).
 */
export { parseBlogSettings, BLOG_DEFAULTS } from './settings';
export type { BlogEnv, BlogSettings, StrapiConfig } from './settings';
export {
  blogPostsUrl,
  fetchBlogPage,
  fetchAllBlogPosts,
  StrapiError,
  BLOG_POSTS_PATH,
  STRAPI_RETRIES,
  STRAPI_RETRY_DELAY_MS,
  STRAPI_MAX_PAGES,
} from './strapi';
export type { BlogQuery, StrapiListPage, StrapiRequestOptions } from './strapi';
export { mapStrapiPost, truncate, estimateReadTime, WORDS_PER_MINUTE } from './mapping';
export type { MappedPost, MappedPostData, MapResult, MapOptions } from './mapping';
export {
  renderPostContent,
  sanitizePostHtml,
  resolveServiceUrl,
  htmlToText,
  isHtml,
} from './sanitize';
export type { RenderContentOptions } from './sanitize';
export { blogLoader, checkBlogService, loadLanguage, serviceLanguages } from './loader';
export type { BlogCollectionLoader, BlogLoaderContext, BlogLoaderOptions } from './loader';
export {
  blogCategories,
  isBuiltInCategory,
  BLOG_PAGE_SIZE,
  BLOG_PLACEHOLDER_IMAGE,
  SLUG_PATTERN,
  parseEntryId,
  entryId,
  postsForLang,
  byDateDesc,
} from './post';
export type { BlogCategory, BlogSource } from './post';
export { paginate, pageCount, blogPagePath } from './pagination';
export type { BlogPage } from './pagination';
export { blogFeedLink, toFeedItem, FEED_PATH } from './feed';
export type { FeedPost, FeedItem } from './feed';
