/**
 * One sanitiser for every piece of content, whatever its source: Markdown articles, YAML pages,
 * FAQs and vehicle texts, the content service's posts (Strapi), the Supabase fleet and the
 * browser editor's saves, which all reach the site through the content collections
 * (docs/editing.md, "HTML in content"; issue "Nothing hostile gets through").
 *
 * Two kinds of field, one allow-list:
 * - **Article bodies** (rendered Markdown, a post's HTML) keep the elements and attributes of
 *   {@link articleAllowlist}: headings, paragraphs, lists, links, images, tables, quotes, code and
 *   inline typography. Links may be site paths, fragments, `http(s):`, `mailto:` or `tel:`;
 *   images site paths or `http(s):`.
 * - **Text fields** (titles, FAQ answers, vehicle descriptions, page prose) are shown as text:
 *   they keep no element at all ({@link plainText}).
 *
 * Everything else is removed at build time, so it never reaches a page: `<script>` and `<style>`
 * with their text, event handler attributes (`onerror=`), `javascript:`, `data:` and
 * `vbscript:` URLs, frames, forms, `<meta>`, `<base>`, `<object>`, `<embed>`, SVG, `style` and
 * `class` attributes. {@link findUnsafeHtml} names each such construct in a source file, so the
 * content check (`npm run check:content`) fails at its file and line before review.
 */
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import type { CollectionLoader, LoaderContextBase, StoredEntry } from './loader-context';

/** Elements an article body may contain, each with the attributes it may carry. */
export const articleAllowlist: Readonly<Record<string, readonly string[]>> = {
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', 'title'],
  // `__ASTRO_IMAGE_`: Astro's reference to a photo of the content folder in a Markdown body,
  // replaced by the optimised image when the page is built.
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', '__ASTRO_IMAGE_'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope', 'align'],
  td: ['colspan', 'rowspan', 'align'],
  blockquote: [],
  pre: [],
  code: [],
  em: [],
  strong: [],
  abbr: ['title'],
  sup: [],
  sub: [],
  del: [],
  ins: [],
  mark: [],
  small: [],
  kbd: [],
};

/** URL schemes a link may use (besides site paths and fragments). */
export const linkSchemes: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** URL schemes an image may use (besides site paths). */
export const imageSchemes: readonly string[] = ['http', 'https'];

/** Elements whose text goes with them when they are removed. */
const DROPPED_WITH_TEXT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'iframe',
  'noembed',
  'noframes',
  'template',
  'xmp',
];

/** Elements that `renderPostContent`-style HTML writes under another name. */
const RENAMED: Readonly<Record<string, string>> = { h1: 'h2', b: 'strong', i: 'em' };

/** Options of {@link sanitizeArticleHtml}. */
export interface ArticleHtmlOptions {
  /**
   * Resolves an image's `src` (the content service's relative `/uploads/a.jpg` → absolute);
   * `undefined` drops the image. With it, images also get `alt` (empty when missing),
   * `loading="lazy"` and `decoding="async"`. Without it (Markdown bodies) images keep their
   * attributes, as Astro's image pipeline sets them.
   */
  resolveImage?: ((src: string) => string | undefined) | undefined;
  /** The site's origin: links elsewhere get `rel="noopener"`. Default: every http(s) link. */
  siteUrl?: string | undefined;
}

/** The keys Astro writes into an `__ASTRO_IMAGE_` reference (the image's own attributes and its index). */
const ASTRO_IMAGE_KEYS = new Set(['src', 'alt', 'title', 'index', 'width', 'height']);

/**
 * True when an `__ASTRO_IMAGE_` value is what Astro writes for a photo of the content folder: JSON
 * of {@link ASTRO_IMAGE_KEYS} only, strings and numbers, with a relative `src`. Anything else
 * (audit 33b #11: event handlers, `style`, a remote `src`) would become attributes of the image
 * if Astro ever replaced it, so it is removed.
 */
function isAstroImageReference(value: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const entries = Object.entries(data);
  const src = (data as { src?: unknown }).src;
  return (
    typeof src === 'string' &&
    !/^[a-z][a-z\d+.-]*:|^\/\/|^\\/i.test(src.trim()) &&
    entries.every(
      ([key, v]) => ASTRO_IMAGE_KEYS.has(key) && (typeof v === 'string' || typeof v === 'number'),
    )
  );
}

/**
 * The scheme of a URL as its author wrote it, or null for a relative URL: control characters and
 * spaces are ignored whether they are written as they are (browsers drop them inside a URL) or
 * percent-encoded (`%09`, `%20`: the Markdown renderer writes the tab of
 * `[x](jav&#x09;ascript:…)` so, `jav%09ascript:…`). The sanitiser removes a URL by this scheme
 * and the content check reports it by the same, so what the report calls removed is gone from
 * the page (audit 33b #12).
 *
 * @param url an attribute value, character references already decoded, e.g. `java\tscript:x()`
 * @returns e.g. `javascript`, `https`, or `null`
 */
function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs
  const compact = url.replace(/[\u0000-\u0020]|%(?:[01][\da-f]|20)/gi, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1] ?? null;
}

/** Whether a URL has a scheme ({@link schemeOf}) outside `schemes`. */
function hasForeignScheme(url: string, schemes: readonly string[]): boolean {
  const scheme = schemeOf(url);
  return scheme !== null && !schemes.includes(scheme);
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
 * An article body (rendered Markdown, or a post's HTML) reduced to {@link articleAllowlist}.
 *
 * @param html untrusted HTML
 * @returns the HTML with every element, attribute and URL outside the allow-list removed
 *   (`h1` becomes `h2`: the page has its own `h1`; `b`/`i` become `strong`/`em`)
 */
export function sanitizeArticleHtml(html: string, options: ArticleHtmlOptions = {}): string {
  const { resolveImage, siteUrl } = options;
  return sanitizeHtml(html, {
    allowedTags: Object.keys(articleAllowlist),
    // `rel` is the transform's own (a source `rel` is replaced).
    allowedAttributes: { ...articleAllowlist, a: [...(articleAllowlist['a'] ?? []), 'rel'] },
    allowedSchemes: [...linkSchemes],
    allowedSchemesByTag: { img: [...imageSchemes] },
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WITH_TEXT,
    // Astro's `__ASTRO_IMAGE_` keeps its case; an upper-case `ONERROR` is simply not allowed.
    parser: { lowerCaseAttributeNames: false },
    transformTags: {
      ...RENAMED,
      a: (tagName, attribs) => {
        const { rel: _rel, ...rest } = attribs;
        const href = rest['href']?.trim();
        if (href !== undefined && hasForeignScheme(href, linkSchemes)) {
          delete rest['href'];
          return { tagName, attribs: rest };
        }
        return {
          tagName,
          attribs: href && isExternal(href, siteUrl) ? { ...rest, href, rel: 'noopener' } : rest,
        };
      },
      img: (tagName: string, attribs: sanitizeHtml.Attributes) => {
        const next: Record<string, string> = { ...attribs };
        if (next['src'] !== undefined && hasForeignScheme(next['src'], imageSchemes))
          delete next['src'];
        const reference = next['__ASTRO_IMAGE_'];
        if (reference !== undefined && !isAstroImageReference(reference))
          delete next['__ASTRO_IMAGE_'];
        if (!resolveImage) return { tagName, attribs: next };
        const src = attribs['src'] ? resolveImage(attribs['src']) : undefined;
        Object.assign(next, { alt: attribs['alt'] ?? '', loading: 'lazy', decoding: 'async' });
        if (src) next['src'] = src;
        else delete next['src'];
        return { tagName, attribs: next };
      },
    },
    // An image without a (safe) source is dropped rather than left broken.
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !frame.attribs['src'] && !frame.attribs['__ASTRO_IMAGE_'],
  });
}

/** The entities sanitize-html writes into text (and the two it may pass through), decoded. */
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/**
 * The text of sanitize-html's output with its escapes undone: `&amp;`, `&lt;`, `&gt;`, `&quot;`,
 * `&#39;` and `&nbsp;` (as U+00A0) become the characters they stand for; nothing else changes.
 * The one decoder of the site's sanitised text ({@link plainText}, the blog's `htmlToText`).
 */
export function decodeTextEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A text field's value with every element removed (a text field is shown as text: no HTML at
 * all), e.g. `Call us <script>x()</script><b>now</b>` → `Call us now`. A value without `<` is
 * returned as it is.
 */
export function plainText(value: string): string {
  if (!value.includes('<')) return value;
  return decodeTextEntities(
    sanitizeHtml(value, {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: DROPPED_WITH_TEXT,
    }),
  );
}

/**
 * Every string inside `data` (objects and arrays, any depth) through {@link plainText}; other
 * values (numbers, dates, booleans) as they are. Returns a new value; `data` is not changed.
 */
export function plainTextDeep<T>(data: T): T {
  if (typeof data === 'string') return plainText(data) as T;
  if (Array.isArray(data)) return data.map((item) => plainTextDeep(item)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, plainTextDeep(value)]),
    ) as T;
  }
  return data;
}

/** The parts of Astro's loader context that {@link sanitizedLoader} wraps. */
interface SanitizableContext extends LoaderContextBase {
  store: { set(entry: StoredEntry & { rendered?: { html: string } }): boolean };
}

/**
 * A content collection's loader whose entries are sanitised before they are stored: every
 * string of an entry's data becomes {@link plainText} (before the schema runs), and a rendered
 * body (`rendered.html`, Markdown or a post) goes through {@link sanitizeArticleHtml}. Wraps any
 * loader that calls `context.parseData` and `context.store.set` (Astro's `glob()` and `file()`,
 * the fleet and blog loaders).
 *
 * @param options `siteUrl`: the site's origin, so that links to it are not marked external
 */
export function sanitizedLoader<L extends CollectionLoader<never>>(
  loader: L,
  options: Pick<ArticleHtmlOptions, 'siteUrl'> = {},
): L {
  const load = loader.load.bind(loader) as (context: SanitizableContext) => Promise<void>;
  const wrapped: CollectionLoader<SanitizableContext> = {
    ...loader,
    name: loader.name,
    load: (context) => {
      const store = new Proxy(context.store, {
        get(target, property, receiver) {
          if (property === 'set') {
            return (entry: StoredEntry & { rendered?: { html: string } }) =>
              target.set(
                entry.rendered
                  ? {
                      ...entry,
                      rendered: {
                        ...entry.rendered,
                        html: sanitizeArticleHtml(entry.rendered.html, options),
                      },
                    }
                  : entry,
              );
          }
          const value = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      return load({
        ...context,
        store,
        parseData: (props) => context.parseData({ ...props, data: plainTextDeep(props.data) }),
      });
    },
  };
  return wrapped as unknown as L;
}

/** One construct of a source file that the sanitiser removes. */
export interface UnsafeConstruct {
  /** Offset in the source text (0-based UTF-16 index) where the construct starts. */
  offset: number;
  /** What it is, e.g. `<script> element`, `onerror= attribute on <img>`, `javascript: URL`. */
  construct: string;
}

/** Decodes the character references of a text as an attribute value would be read. */
function decodeAttribute(value: string): string {
  let decoded = value;
  new Parser({
    onopentag: (_name, attribs) => {
      decoded = attribs['v'] ?? value;
    },
  }).end(`<x v="${value.replace(/"/g, '&quot;')}">`);
  return decoded;
}

/** Replaces a match by spaces of the same length (offsets of the rest stay right). */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * Every construct of a content source that the sanitiser would remove, in source order.
 *
 * @param source the text of a Markdown file (`markdown: true`: front matter is read as text
 *   fields, the body as an article) or of a YAML file (`markdown: false`: every value is a text
 *   field, where no element is allowed)
 * @returns the constructs with their offsets (map them to lines for the author)
 */
export function findUnsafeHtml(
  source: string,
  { markdown }: { markdown: boolean },
): UnsafeConstruct[] {
  if (!markdown) return scan(source, 0, 'text');
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(source)?.[0] ?? '';
  return [
    ...scan(frontMatter, 0, 'text'),
    ...scan(source.slice(frontMatter.length), frontMatter.length, 'article'),
  ].sort((a, b) => a.offset - b.offset);
}

function scan(text: string, base: number, kind: 'text' | 'article'): UnsafeConstruct[] {
  const found: UnsafeConstruct[] = [];
  let body = text;
  if (kind === 'article') {
    // Code is shown as text, never run: fenced blocks and inline code are not HTML.
    body = body
      .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[^\n]*$|(?![\s\S]))/gm, blank)
      .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
    // Markdown links and images `[text](url)`, reference definitions `[id]: url` and autolinks
    // `<scheme:…>` carry URLs of their own.
    const urls = [
      ...body.matchAll(/\]\(\s*<?([^)\s>]+)/g),
      ...body.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
      ...body.matchAll(/<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi),
    ];
    for (const match of urls) {
      const url = decodeAttribute(match[1] ?? '');
      if (hasForeignScheme(url, linkSchemes))
        found.push({ offset: base + (match.index ?? 0), construct: `${schemeOf(url)}: URL` });
    }
    // Autolinks and e-mail autolinks are not elements.
    body = body.replace(/<(?:[a-z][a-z0-9+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>@]+)>/gi, blank);
  }
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        const offset = base + parser.startIndex;
        const allowed = kind === 'article' ? articleAllowlist[RENAMED[name] ?? name] : undefined;
        if (!allowed) {
          found.push({
            offset,
            construct: kind === 'text' ? `<${name}> element in a text field` : `<${name}> element`,
          });
          return;
        }
        for (const [attribute, value] of Object.entries(attribs)) {
          if (!allowed.includes(attribute)) {
            found.push({ offset, construct: `${attribute}= attribute on <${name}>` });
            continue;
          }
          if (attribute !== 'href' && attribute !== 'src') continue;
          if (value.trim().startsWith('//'))
            found.push({ offset, construct: `protocol-relative URL on <${name}>` });
          else if (hasForeignScheme(value, name === 'img' ? imageSchemes : linkSchemes))
            found.push({ offset, construct: `${schemeOf(value)}: URL on <${name}>` });
        }
      },
    },
    { lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.end(body);
  return found;
}
