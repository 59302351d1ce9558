/**
 * The `blog` content collection's loader (`src/content.config.ts`): where the posts of `/blog`,
 * the article pages and the RSS feeds come from (spec 000 s.2, s.3, s.7, s.8).
 *
 * - Content service not configured (`STRAPI_URL` empty) → the Markdown collection's own loader
 *   (`glob()` over `content/blog/{lang}/{slug}.md`), returned unchanged (the spec's local default).
 * - Configured → a loader that reads every page of `GET {base}/api/blog-posts` for English (and
 *   for each language of `STRAPI_LOCALES`, with `locale=xx`), maps and sanitises the posts, and
 *   stores them as `{lang}/{slug}` entries with `rendered.html`, so `render(entry)` works on the
 *   article page. The Markdown posts are loaded too: a language the service does not serve keeps
 *   its Markdown posts, and a language whose request fails — `Strapi API error: {status text}`
 *   for a non-ok answer, after two retries for 5xx, network errors and timeouts — or which has
 *   no valid post is logged and falls back to its Markdown posts. The build never fails because
 *   the content service is down.
 * - A service post that fails validation (the mapping's or the collection schema's) is skipped
 *   with a warning naming it; the others are kept.
 *
 * Astro-free: the loader shapes below are the parts of Astro's `Loader`/`LoaderContext` used here,
 * so the file is unit-tested without Astro.
 */
import { defaultLang, type Lang } from '../../i18n/routing';
import { mapStrapiPost, type MappedPost } from './mapping';
import { entryId } from './post';
import type { BlogSettings, StrapiConfig } from './settings';
import { fetchAllBlogPosts, type BlogQuery, type StrapiRequestOptions } from './strapi';

/** The parts of Astro's `LoaderContext` the blog loader uses. */
export interface BlogLoaderContext {
  store: {
    keys(): string[];
    delete(key: string): void;
    set(entry: { id: string; data: Record<string, unknown>; digest?: string | number; rendered?: { html: string } }): boolean;
  };
  parseData(props: { id: string; data: Record<string, unknown> }): Promise<Record<string, unknown>>;
  generateDigest(data: Record<string, unknown> | string): string;
  logger: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** The parts of Astro's `Loader` the blog loader uses (Astro's `glob()` loader fits). */
export interface BlogCollectionLoader<C extends BlogLoaderContext = BlogLoaderContext> {
  name: string;
  load(context: C): Promise<void>;
}

/** Options of {@link blogLoader}. */
export interface BlogLoaderOptions extends StrapiRequestOptions {
  /** The site's origin: links to it in service content are not marked external. */
  siteUrl?: string | undefined;
  /** Filters of every request (spec 000 s.7: `featured`, `category`); default none. */
  filters?: Pick<BlogQuery, 'featured' | 'category'> | undefined;
}

/** What the content service gave for one language: valid posts, or why it is not used. */
type LangResult = { lang: Lang; posts: MappedPost[] } | { lang: Lang; posts: null };

const FALLBACK = 'building the blog from the Markdown posts in content/blog instead';

async function loadLanguage(
  lang: Lang,
  config: StrapiConfig,
  options: BlogLoaderOptions,
  logger: BlogLoaderContext['logger'],
): Promise<LangResult> {
  const where = lang === defaultLang ? 'Strapi' : `Strapi (locale ${lang})`;
  let items: unknown[];
  try {
    items = await fetchAllBlogPosts(config, { ...options.filters, ...(lang === defaultLang ? {} : { locale: lang }) }, {
      ...options,
      onRetry: (error, attempt) => {
        logger.warn(`${error.message} — retry ${attempt} of the blog list from ${where}.`);
        options.onRetry?.(error, attempt);
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error(message);
    logger.warn(`${where} failed: ${FALLBACK} (${lang}).`);
    return { lang, posts: null };
  }
  const posts: MappedPost[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const mapped = mapStrapiPost(item, { baseUrl: config.baseUrl, siteUrl: options.siteUrl });
    if (!mapped.ok) {
      logger.warn(`Skipping blog post ${mapped.name} from ${where}: ${mapped.reason}`);
      continue;
    }
    if (seen.has(mapped.post.slug)) {
      logger.warn(`Skipping blog post "${mapped.post.slug}" from ${where}: the slug is used by a newer post.`);
      continue;
    }
    seen.add(mapped.post.slug);
    posts.push(mapped.post);
  }
  if (posts.length === 0) {
    logger.warn(`${where} returned no valid blog post: ${FALLBACK} (${lang}).`);
    return { lang, posts: null };
  }
  return { lang, posts };
}

/**
 * The `blog` collection's loader for the settings.
 *
 * @param settings the blog settings ({@link parseBlogSettings})
 * @param markdown the Markdown collection's loader (`glob()`), used as it is without a content
 *   service, and for the languages the service does not serve or fails for
 * @returns `markdown` itself when the content service is not configured, else the combined loader
 */
export function blogLoader<L extends BlogCollectionLoader<never>>(settings: BlogSettings, markdown: L, options: BlogLoaderOptions = {}): L {
  const config = settings.strapi;
  if (!config) return markdown;
  const loadMarkdown = markdown.load.bind(markdown) as (context: BlogLoaderContext) => Promise<void>;
  const loader: BlogCollectionLoader = {
    name: 'blog-strapi',
    async load(context) {
      const results: LangResult[] = [];
      for (const lang of [defaultLang, ...config.locales.filter((l) => l !== defaultLang)]) {
        results.push(await loadLanguage(lang, config, options, context.logger));
      }
      // Every language's Markdown first (it also removes entries left by an earlier load whose
      // file is gone), then the service's posts replace the languages it serves.
      await loadMarkdown(context);
      for (const result of results) {
        if (!result.posts) continue;
        const prefix = `${result.lang}/`;
        const stored: { id: string; data: Record<string, unknown>; digest: string; rendered: { html: string } }[] = [];
        for (const post of result.posts) {
          const id = entryId(result.lang, post.slug);
          try {
            const data = await context.parseData({ id, data: { ...post.data } });
            stored.push({ id, data, digest: context.generateDigest({ ...post.data, date: post.data.date.toISOString(), html: post.html }), rendered: { html: post.html } });
          } catch (error) {
            context.logger.warn(`Skipping blog post "${post.slug}" from Strapi: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        if (stored.length === 0) {
          context.logger.warn(`No Strapi blog post passed the collection schema: ${FALLBACK} (${result.lang}).`);
          continue;
        }
        for (const key of context.store.keys()) if (key.startsWith(prefix)) context.store.delete(key);
        for (const entry of stored) context.store.set(entry);
        context.logger.info(`Loaded ${stored.length} blog posts (${result.lang}) from Strapi.`);
      }
    },
  };
  return loader as unknown as L;
}
