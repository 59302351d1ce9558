/**
 * The `blog` content collection's loader (`src/content.config.ts`): where the posts of `/blog`,
 * the article pages and the RSS feeds come from (docs/requirements.md, "Routes", "Blog post", "Blog
 * list", "Error messages").
 *
 * - Content service not configured (`STRAPI_URL` empty) → the Markdown collection's own loader
 *   (`glob()` over `content/blog/{lang}/{slug}.md`), returned unchanged (the old site's local
 *   default).
 * - Configured → a loader that reads every page of `GET {base}/api/blog-posts` for English (and
 *   for each language of `STRAPI_LOCALES`, with `locale=xx`), maps and sanitises the posts, and
 *   stores them as `{lang}/{slug}` entries with `rendered.html`, so `render(entry)` works on the
 *   article page. The Markdown posts are always loaded and the service's posts are **added** to
 *   them: a service post with a Markdown article's slug replaces that article, the other
 *   articles stay, so the six article routes never disappear. A language whose request fails —
 *   `Strapi API error: {status text}` for a non-ok answer, after two retries for 5xx, network
 *   errors and timeouts — or which has no valid post is logged and keeps its Markdown posts only.
 *   The build never fails because the content service is down.
 * - A language other than English is used only when the service answers in it (each post's
 *   `locale`): a content type without translations answers `locale=fr` with its English posts,
 *   which must not become French pages; the build says so and keeps the French Markdown posts.
 * - A service post that fails validation (the mapping's or the collection schema's) is skipped
 *   with one warning naming it, the field and the fix; the others are kept.
 *   `npm run blog:check` prints the same report without building ({@link checkBlogService}).
 *
 * Astro-free: the loader shapes below are the parts of Astro's `Loader`/`LoaderContext` used here,
 * so the file is unit-tested without Astro.
 */
import { defaultLang, type Lang } from '../../i18n/routing';
import type { CollectionLoader, LoaderContextBase, StoredEntry } from '../loader-context';
import { mapStrapiPost, type MappedPost } from './mapping';
import { entryId } from './post';
import type { BlogSettings, StrapiConfig } from './settings';
import { fetchAllBlogPosts, type BlogQuery, type StrapiRequestOptions } from './strapi';

/** The parts of Astro's `LoaderContext` the blog loader uses (its store keeps rendered HTML). */
export interface BlogLoaderContext extends LoaderContextBase {
  store: {
    keys(): string[];
    delete(key: string): void;
    set(entry: StoredEntry & { rendered?: { html: string } }): boolean;
  };
}

/** The parts of Astro's `Loader` the blog loader uses (Astro's `glob()` loader fits). */
export type BlogCollectionLoader<C extends BlogLoaderContext = BlogLoaderContext> =
  CollectionLoader<C>;

/** Options of {@link blogLoader}. */
export interface BlogLoaderOptions extends StrapiRequestOptions {
  /** The site's origin: links to it in service content are not marked external. */
  siteUrl?: string | undefined;
  /**
   * Filters of every request (docs/requirements.md, "Blog list": `featured`, `category`); default
   * none.
   */
  filters?: Pick<BlogQuery, 'featured' | 'category'> | undefined;
}

/** A service post left out, and why (the field and the fix). */
export interface SkippedPost {
  lang: Lang;
  name: string;
  reason: string;
}

/**
 * What the content service gave for one language: its valid posts (`null` when the language is
 * not used: `why` says why), the posts skipped, and notes on the posts kept (defaults filled in).
 */
export interface LangResult {
  lang: Lang;
  posts: MappedPost[] | null;
  why?: string | undefined;
  skipped: SkippedPost[];
  notes: string[];
}

const FALLBACK = 'building the blog from the Markdown posts in content/blog instead';

/**
 * Reads and maps one language's posts from the service (no store, no Astro), logging to `logger`.
 * Used by the loader and by `npm run blog:check`.
 */
export async function loadLanguage(
  lang: Lang,
  config: StrapiConfig,
  options: BlogLoaderOptions,
  logger: BlogLoaderContext['logger'],
): Promise<LangResult> {
  const where = lang === defaultLang ? 'Strapi' : `Strapi (locale ${lang})`;
  const skipped: SkippedPost[] = [];
  const notes: string[] = [];
  let items: unknown[];
  try {
    items = await fetchAllBlogPosts(
      config,
      { ...options.filters, ...(lang === defaultLang ? {} : { locale: lang }) },
      {
        ...options,
        onRetry: (error, attempt) => {
          logger.warn(`${error.message} — retry ${attempt} of the blog list from ${where}.`);
          options.onRetry?.(error, attempt);
        },
      },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error(message);
    const why = `${where} failed: ${FALLBACK} (${lang}).`;
    logger.warn(why);
    return { lang, posts: null, why, skipped, notes };
  }
  const posts: MappedPost[] = [];
  const seen = new Set<string>();
  let otherLocale: string | undefined;
  for (const item of items) {
    const mapped = mapStrapiPost(item, { baseUrl: config.baseUrl, siteUrl: options.siteUrl });
    if (!mapped.ok) {
      skipped.push({ lang, name: mapped.name, reason: mapped.reason });
      logger.warn(`Skipping blog post ${mapped.name} from ${where}: ${mapped.reason}`);
      continue;
    }
    // Another language than the one asked (translations off): not this language's post.
    if (lang !== defaultLang && mapped.locale !== lang) {
      otherLocale = mapped.locale ?? 'none';
      continue;
    }
    if (seen.has(mapped.post.slug)) {
      const reason = 'the slug is used by a newer post (fix: give it its own slug)';
      skipped.push({ lang, name: mapped.name, reason });
      logger.warn(`Skipping blog post ${mapped.name} from ${where}: ${reason}`);
      continue;
    }
    for (const note of mapped.notes) {
      notes.push(`${mapped.name}: ${note}`);
      logger.warn(`Blog post ${mapped.name} from ${where}: ${note}`);
    }
    seen.add(mapped.post.slug);
    posts.push(mapped.post);
  }
  if (posts.length === 0 && otherLocale !== undefined) {
    const why = `${where} answered with posts in locale "${otherLocale}", not "${lang}" (is Internationalization on for the blog-post content type?): ${FALLBACK} (${lang}).`;
    logger.warn(why);
    return { lang, posts: null, why, skipped, notes };
  }
  if (posts.length === 0) {
    const why = `${where} returned no valid blog post: ${FALLBACK} (${lang}).`;
    logger.warn(why);
    return { lang, posts: null, why, skipped, notes };
  }
  return { lang, posts, skipped, notes };
}

/** The languages the loader asks the service for: English, then `STRAPI_LOCALES`. */
export function serviceLanguages(config: StrapiConfig): Lang[] {
  return [defaultLang, ...config.locales.filter((l) => l !== defaultLang)];
}

/**
 * `npm run blog:check`: what a build would take from the service, without building — per
 * language the posts used (or why none), every post skipped with the field and the fix, and the
 * notes. `ok` is false when a post is skipped or a language cannot be used.
 */
export async function checkBlogService(
  config: StrapiConfig,
  options: BlogLoaderOptions,
  logger: BlogLoaderContext['logger'],
): Promise<{ ok: boolean; results: LangResult[] }> {
  const results: LangResult[] = [];
  for (const lang of serviceLanguages(config))
    results.push(await loadLanguage(lang, config, options, logger));
  return { ok: results.every((r) => r.posts !== null && r.skipped.length === 0), results };
}

/**
 * The `blog` collection's loader for the settings.
 *
 * @param settings the blog settings ({@link parseBlogSettings})
 * @param markdown the Markdown collection's loader (`glob()`), used as it is without a content
 *   service, and for the languages the service does not serve or fails for
 * @returns `markdown` itself when the content service is not configured, else the combined loader
 */
export function blogLoader<L extends BlogCollectionLoader<never>>(
  settings: BlogSettings,
  markdown: L,
  options: BlogLoaderOptions = {},
): L {
  const config = settings.strapi;
  if (!config) return markdown;
  const loadMarkdown = markdown.load.bind(markdown) as (
    context: BlogLoaderContext,
  ) => Promise<void>;
  const loader: BlogCollectionLoader = {
    name: 'blog-strapi',
    async load(context) {
      const results: LangResult[] = [];
      for (const lang of serviceLanguages(config)) {
        results.push(await loadLanguage(lang, config, options, context.logger));
      }
      // Every language's Markdown first (it also removes entries left by an earlier load whose
      // file is gone), then the service's posts are added: same slug, the service's version wins.
      await loadMarkdown(context);
      for (const result of results) {
        if (!result.posts) continue;
        const stored: {
          id: string;
          data: Record<string, unknown>;
          digest: string;
          rendered: { html: string };
        }[] = [];
        for (const post of result.posts) {
          const id = entryId(result.lang, post.slug);
          try {
            const data = await context.parseData({ id, data: { ...post.data } });
            stored.push({
              id,
              data,
              digest: context.generateDigest({
                ...post.data,
                date: post.data.date.toISOString(),
                html: post.html,
              }),
              rendered: { html: post.html },
            });
          } catch (error) {
            context.logger.warn(
              `Skipping blog post "${post.slug}" from Strapi: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        if (stored.length === 0) {
          context.logger.warn(
            `No Strapi blog post passed the collection schema: ${FALLBACK} (${result.lang}).`,
          );
          continue;
        }
        for (const entry of stored) context.store.set(entry);
        context.logger.info(`Loaded ${stored.length} blog posts (${result.lang}) from Strapi.`);
      }
    },
  };
  return loader as unknown as L;
}
