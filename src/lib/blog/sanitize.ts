/**
 * The body of a content-service post (docs/requirements.md, "Blog post": `content`), made safe to
 * put in a page: the service may send Markdown or HTML; Markdown is rendered with `marked`, and the
 * HTML is always sanitised with `sanitize-html` to an allow-list of article elements.
 *
 * Kept: headings (an `h1` becomes `h2`: the page has its own `h1`), paragraphs, line breaks,
 * rules, lists, links (http, https, mailto, tel and site paths; external ones get
 * `rel="noopener"`), images (http/https only, always with an `alt`, lazy-loaded; relative
 * sources are resolved against the content service's base URL), tables, block quotes, code,
 * emphasis. Everything else is dropped: scripts and styles with their text, event handler
 * attributes (`onerror=`), `style`, `class`, iframes, forms, `javascript:` URLs.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

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

function isExternal(href: string, siteUrl: string | undefined): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (!siteUrl) return true;
  try {
    return new URL(href).origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}

/**
 * Sanitises HTML to the article allow-list (see the module comment).
 *
 * @param html untrusted HTML
 * @param options where relative images point and which links are external
 */
export function sanitizePostHtml(html: string, options: RenderContentOptions): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'blockquote',
      'code',
      'pre',
      'em',
      'strong',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
      ol: ['start'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const { rel: _rel, ...rest } = attribs;
        const href = rest['href']?.trim();
        return {
          tagName,
          attribs:
            href && isExternal(href, options.siteUrl) ? { ...rest, href, rel: 'noopener' } : rest,
        };
      },
      img: (tagName, attribs) => {
        const src = attribs['src'] ? resolveServiceUrl(attribs['src'], options.baseUrl) : undefined;
        const next: Record<string, string> = {
          ...attribs,
          alt: attribs['alt'] ?? '',
          loading: 'lazy',
          decoding: 'async',
        };
        if (src) next['src'] = src;
        else delete next['src'];
        return { tagName, attribs: next };
      },
    },
    // An image without a (safe) source is dropped rather than left broken.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
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
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
