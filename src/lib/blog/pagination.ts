/**
 * Pages of the blog list (docs/requirements.md, "Blog list page": 20 per page): page 1 is `/blog`,
 * later pages are `/blog/page/2`, `/blog/page/3` … (`/blog/page/1` does not exist). Paths are
 * English; pages put them in their language with `localizePath`.
 */
import { BLOG_PAGE_SIZE } from './post';

/** One page of a list. */
export interface BlogPage<T> {
  /** 1-based page number. */
  page: number;
  /** Number of pages (at least 1, even for an empty list). */
  pages: number;
  /** The items of this page (at most `pageSize`). */
  items: T[];
  /** Site path of this page (English): `/blog` or `/blog/page/{n}`. */
  path: string;
  /** Path of the previous (newer) page, if any. */
  prev: string | undefined;
  /** Path of the next (older) page, if any. */
  next: string | undefined;
}

/** Site path (English) of list page `page` (1-based): `/blog` for 1, `/blog/page/{n}` otherwise. */
export function blogPagePath(page: number): string {
  if (!Number.isInteger(page) || page < 1)
    throw new RangeError(`Blog page numbers start at 1 (got ${page})`);
  return page === 1 ? '/blog' : `/blog/page/${page}`;
}

/** Number of pages for `total` items, at least 1. */
export function pageCount(total: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Splits a list (already in display order) into pages.
 *
 * @param items the whole list
 * @param pageSize items per page (default 20)
 * @returns every page, the first one even when `items` is empty
 */
export function paginate<T>(items: readonly T[], pageSize: number = BLOG_PAGE_SIZE): BlogPage<T>[] {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`Page size must be a positive whole number (got ${pageSize})`);
  const pages = pageCount(items.length, pageSize);
  return Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    return {
      page,
      pages,
      items: items.slice(i * pageSize, page * pageSize),
      path: blogPagePath(page),
      prev: page > 1 ? blogPagePath(page - 1) : undefined,
      next: page < pages ? blogPagePath(page + 1) : undefined,
    };
  });
}
