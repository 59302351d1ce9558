/**
 * The body of a content-service post (docs/requirements.md, "Blog post": `content`), made safe to
 * put in a page: the service may send Markdown or HTML; Markdown is rendered with `marked`, and the
 * HTML always goes through the site's one content sanitiser (`src/lib/sanitize.ts`, the article
 * allow-list shared with the Markdown articles): headings (an `h1` becomes `h2`), paragraphs,
 * lists, links (http, https, mailto, tel and site paths; external ones get `rel="noopener"`),
 * images (http/https only, always with an `alt`, lazy-loaded; relative sources are resolved
 * against the content service's base URL), tables, quotes, code and inline typography. Scripts,
 * styles, event handlers, frames, forms and `javascript:` URLs are dropped.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { decodeTextEntities, sanitizeArticleHtml } from '../sanitize';

/** Options of {@link renderPostContent}. */
export interface RenderContentOptions {
  /** The content service's base URL (relative image sources are resolved against it). */
  baseUrl: string;
  /** The site's origin; links to it are not external. */
  siteUrl?: string | undefined;
}

const marked = new Marked({ gfm: true, async: false });

/** Block-level HTML at the start: the content is HTML, not Markdown. */
const HTML_START =
  /^\s*<(?:p|div|h[1-6]|ul|ol|table|blockquote|section|article|figure|img|pre|hr|br)\b/i;

/** Whether the service's `content` is already HTML (else it is read as Markdown). */
export function isHtml(content: string): boolean {
  return HTML_START.test(content);
}

/**
 * An image or link target resolved against the content service: absolute http(s) URLs stay,
 * `/uploads/a.jpg` and `uploads/a.jpg` become `{baseUrl}/uploads/a.jpg`.
 *
 * @returns the absolute URL, or `undefined` when the value cannot be parsed
 */
export function resolveServiceUrl(value: string, baseUrl: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed, `${baseUrl.replace(/\/+$/, '')}/`).toString();
  } catch {
    return undefined;
  }
}

/**
 * Sanitises a post's HTML to the article allow-list (see the module comment), with the service's
 * relative images resolved against its base URL.
 *
 * @param html untrusted HTML
 * @param options where relative images point and which links are external
 */
export function sanitizePostHtml(html: string, options: RenderContentOptions): string {
  return sanitizeArticleHtml(html, {
    siteUrl: options.siteUrl,
    resolveImage: (src) => resolveServiceUrl(src, options.baseUrl),
  });
}

/**
 * The HTML of a content-service post's `content`: Markdown rendered with `marked` (GitHub
 * flavour: tables, autolinks), or HTML as it is, then sanitised ({@link sanitizePostHtml}).
 *
 * @param content Markdown or HTML from the service
 * @returns safe HTML (empty string for empty content)
 */
export function renderPostContent(content: string, options: RenderContentOptions): string {
  if (!content.trim()) return '';
  const html = isHtml(content) ? content : (marked.parse(content, { async: false }) as string);
  return sanitizePostHtml(html, options).trim();
}

/** Plain text of some HTML (tags dropped, white space collapsed): for excerpts and reading time. */
export function htmlToText(html: string): string {
  const spaced = html.replace(
    /<\/(?:p|h[1-6]|li|td|th|caption|blockquote|pre|div)>|<br\s*\/?>/gi,
    '$& ',
  );
  // The shared decoder gives U+00A0 for `&nbsp;`; the next step turns every run of white space into one space.
  return decodeTextEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
