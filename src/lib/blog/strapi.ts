/**
 * The content service's blog list call (docs/requirements.md, "Blog list", "Error messages"):
 * `GET {base}/api/blog-posts?populate=*&sort=publishedAt:desc&pagination[page]=…&
 * pagination[pageSize]=20`, optionally `filters[featured][$eq]=…`, `filters[category][$eq]=…` and
 * `locale=…`, read at build time.
 *
 * - Every request is aborted after the configured timeout (`AbortSignal.timeout`).
 * - Network errors, timeouts and 5xx answers are retried twice (3 attempts, docs/requirements.md,
 *   "Blog list"); other non-ok answers are not.
 * - A non-ok answer is the error `Strapi API error: {status text}`; a network failure or timeout
 *   is `Strapi request failed: {reason}`; a body that is not Strapi's list shape is
 *   `Strapi API error: unexpected response (…)`.
 *
 * Framework-free: `fetch` and the wait between retries are injectable for tests.
 */
import { z } from '../zod';
import { BLOG_PAGE_SIZE } from './post';
import type { StrapiConfig } from './settings';

/** Path of the blog list on the content service (docs/requirements.md, "Blog list"). */
export const BLOG_POSTS_PATH = '/api/blog-posts';
/** Retries after a failed request (docs/requirements.md, "Blog list": 2). */
export const STRAPI_RETRIES = 2;
/** First wait before a retry, in milliseconds (doubled for the next one). */
export const STRAPI_RETRY_DELAY_MS = 500;
/** At most this many list pages are read (500 pages of 20 posts: a guard against a runaway `pageCount`). */
export const STRAPI_MAX_PAGES = 500;

/** Query of one blog list request (docs/requirements.md, "Blog list"). */
export interface BlogQuery {
  /** 1-based page (`pagination[page]`); default 1. */
  page?: number | undefined;
  /** Posts per page (`pagination[pageSize]`); default 20. */
  pageSize?: number | undefined;
  /** Only featured (or only not featured) posts: `filters[featured][$eq]`. */
  featured?: boolean | undefined;
  /** Only posts of a category: `filters[category][$eq]`. */
  category?: string | undefined;
  /** Strapi locale (`locale=fr`); omitted for the default locale. */
  locale?: string | undefined;
}

/** A failed content-service call. */
export class StrapiError extends Error {
  /** HTTP status of a non-ok answer; `undefined` for network errors and timeouts. */
  readonly status: number | undefined;
  /** Whether trying again may help (network error, timeout, 5xx). */
  readonly retryable: boolean;
  constructor(
    message: string,
    opts: { status?: number | undefined; retryable: boolean; cause?: unknown },
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'StrapiError';
    this.status = opts.status;
    this.retryable = opts.retryable;
  }
}

/** Options of the requests (tests inject `fetch` and an instant `wait`). */
export interface StrapiRequestOptions {
  /** The `fetch` to use; default the global one. */
  fetch?: typeof fetch | undefined;
  /** How to wait between attempts; default a timer. */
  wait?: ((ms: number) => Promise<void>) | undefined;
  /** Retries after a failed attempt; default {@link STRAPI_RETRIES}. */
  retries?: number | undefined;
  /** First wait before a retry in milliseconds; default {@link STRAPI_RETRY_DELAY_MS}. */
  retryDelayMs?: number | undefined;
  /** Told about every failed attempt that will be retried. */
  onRetry?: ((error: StrapiError, attempt: number) => void) | undefined;
}

/** One page of Strapi's list answer: the raw items and the page count. */
export interface StrapiListPage {
  /** The `data` array as received (each item is validated when it is mapped). */
  items: unknown[];
  /** `meta.pagination.pageCount` (1 when the answer has no pagination). */
  pageCount: number;
  /** `meta.pagination.total`, when given. */
  total: number | undefined;
}

const listSchema = z.object({
  data: z.array(z.unknown()),
  meta: z
    .object({
      pagination: z
        .object({
          page: z.number().optional(),
          pageSize: z.number().optional(),
          pageCount: z.number().int().min(0),
          total: z.number().int().min(0).optional(),
        })
        .optional(),
    })
    .optional(),
});

/**
 * The URL of one blog list request. Parameter names keep their brackets (`pagination[page]=2`),
 * as Strapi's own examples write them; values are percent-encoded.
 *
 * @param baseUrl the service's base URL (a trailing slash is ignored)
 */
export function blogPostsUrl(baseUrl: string, query: BlogQuery = {}): string {
  const params: [string, string][] = [
    ['populate', '*'],
    ['sort', 'publishedAt:desc'],
    ['pagination[page]', String(query.page ?? 1)],
    ['pagination[pageSize]', String(query.pageSize ?? BLOG_PAGE_SIZE)],
  ];
  if (query.featured !== undefined) params.push(['filters[featured][$eq]', String(query.featured)]);
  if (query.category !== undefined) params.push(['filters[category][$eq]', query.category]);
  if (query.locale !== undefined) params.push(['locale', query.locale]);
  const search = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${baseUrl.replace(/\/+$/, '')}${BLOG_POSTS_PATH}?${search}`;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return cause && cause !== error.message ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}

async function attempt(
  url: string,
  config: StrapiConfig,
  doFetch: typeof fetch,
): Promise<StrapiListPage> {
  let response: Response;
  let body: unknown;
  try {
    response = await doFetch(url, {
      headers: {
        Accept: 'application/json',
        ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}),
      },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const statusText = response.statusText || String(response.status);
      throw new StrapiError(`Strapi API error: ${statusText}`, {
        status: response.status,
        retryable: response.status >= 500,
      });
    }
    body = await response.json().catch((error: unknown) => {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw error;
      throw new StrapiError('Strapi API error: unexpected response (not JSON)', {
        retryable: false,
        cause: error,
      });
    });
  } catch (error) {
    if (error instanceof StrapiError) throw error;
    throw new StrapiError(`Strapi request failed: ${describeFailure(error, config.timeoutMs)}`, {
      retryable: true,
      cause: error,
    });
  }
  const parsed = listSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StrapiError(
      `Strapi API error: unexpected response (${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'not a list'})`,
      { retryable: false },
    );
  }
  const pagination = parsed.data.meta?.pagination;
  return {
    items: parsed.data.data,
    pageCount: pagination?.pageCount ?? 1,
    total: pagination?.total,
  };
}

/**
 * Reads one page of the blog list, retrying network errors, timeouts and 5xx answers.
 *
 * @throws StrapiError `Strapi API error: {status text}` for a non-ok answer (after the retries
 *   for 5xx), `Strapi request failed: …` when every attempt failed on the network or timed out
 */
export async function fetchBlogPage(
  config: StrapiConfig,
  query: BlogQuery = {},
  options: StrapiRequestOptions = {},
): Promise<StrapiListPage> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const wait =
    options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const retries = options.retries ?? STRAPI_RETRIES;
  const delay = options.retryDelayMs ?? STRAPI_RETRY_DELAY_MS;
  const url = blogPostsUrl(config.baseUrl, query);
  for (let n = 0; ; n++) {
    try {
      return await attempt(url, config, doFetch);
    } catch (error) {
      const failure = error as StrapiError;
      if (!failure.retryable || n >= retries) throw failure;
      options.onRetry?.(failure, n + 1);
      await wait(delay * 2 ** n);
    }
  }
}

/**
 * Reads every page of the blog list (page 1, then 2 … `meta.pagination.pageCount`), newest first.
 *
 * @param filters the optional `featured`, `category` and `locale` of every request
 * @returns the raw items of all pages, in the service's order
 * @throws StrapiError as {@link fetchBlogPage}, for the first page that fails
 */
export async function fetchAllBlogPosts(
  config: StrapiConfig,
  filters: Omit<BlogQuery, 'page'> = {},
  options: StrapiRequestOptions = {},
): Promise<unknown[]> {
  const first = await fetchBlogPage(config, { ...filters, page: 1 }, options);
  const items = [...first.items];
  const pages = Math.min(first.pageCount, STRAPI_MAX_PAGES);
  for (let page = 2; page <= pages; page++) {
    const next = await fetchBlogPage(config, { ...filters, page }, options);
    items.push(...next.items);
  }
  return items;
}
