/**
 * What search engines and social networks read of the built pages (docs/deploy.md, "Structured
 * data"; audit 34): every page's head and structured data as the files of `{E2E_DIST:-dist}/client`
 * hold them, in every language.
 *
 * - A vehicle page describes itself in its language: the vehicle's `url`, its Offer's `url` and its
 *   `@id` are the page's own canonical URL (`/el/fleet/fiat-500`, not the English page).
 * - Structured data speaks the page's language: an article's `articleSection` is the category the
 *   page shows, its `inLanguage` the page's, its author links to the about page of that language;
 *   a vehicle's `category` and its price's `unitText` are the words the page shows.
 * - Breadcrumbs: the `BreadcrumbList` is the trail the page shows, name for name and link for link
 *   (its last item, the page, links to the page's canonical URL or to nothing).
 * - FAQs: no question and answer is marked up (`FAQPage`) on more than one page, Google's rule for
 *   repeated FAQ content; a vehicle page still shows its group's FAQ, without the markup.
 * - The business's `AutoRental` says it speaks every language the site is in (`knowsLanguage`:
 *   the `<html lang>` of the built pages, Greek among them).
 * - The sitemap lists every page with the same `hreflang` alternates as the page's head, `x-default`
 *   included.
 * - Each language's RSS feed names its own blog page as the channel's link (`/el/blog`).
 * - Titles: one per page, unique; the business name is added (` | Paros Antiparos Rentals`) only
 *   where the whole title stays within 60 characters, and never twice.
 * - Social cards: every indexable page's `og:image` is a PNG or JPEG file of the build (social
 *   networks show no SVG) whose type and size are those its `og:image:type`, `og:image:width` and
 *   `og:image:height` declare, at least 600 × 315 (Facebook's large preview), with alt text; a
 *   vehicle page or an article has a card of its own, the same in its five languages.
 *
 * Runs on a build: `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/seo.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { langFromPath, unlocalizePath } from '../../src/i18n/routing';
import { siteOrigin } from '../e2e/routes';
import { distDir } from './support';

const client = join(distDir, 'client');

/** A built page as a crawler reads it. */
interface BuiltPage {
  /** Its file below `dist/client`, e.g. `el/fleet/fiat-500.html`. */
  file: string;
  /** Its clean URL path, e.g. `/el/fleet/fiat-500` (`/` for the home page). */
  path: string;
  /** The page's language, from its path. */
  lang: string;
  /** `<link rel="canonical">`, when the page has one. */
  canonical: string | undefined;
  /** The head's `hreflang` alternates: `hreflang` → `href`. */
  alternates: Record<string, string>;
  /** The text of each `<title>` element of the page (one expected). */
  titles: string[];
  /** `<meta>` contents by `name` or `property` (the first of each). */
  meta: Record<string, string>;
  /** `<html lang>`. */
  htmlLang: string | undefined;
  /** Every JSON-LD node of the page, parsed. */
  jsonLd: Record<string, any>[];
  /** The visible breadcrumb trail (the list whose last item is `aria-current="page"`). */
  breadcrumbs: { name: string; href: string | undefined }[];
  /** The site paths the page links to (`<a href="/…">`, without query or fragment). */
  links: string[];
  /** How many FAQ questions the page shows (`data-faq-item`). */
  faqShown: number;
  /** The visible text of the first element with a data attribute, by attribute name. */
  marked: Record<string, string>;
}

/** A parsed document and its nodes (htmlparser2's DOM). */
type Document = ReturnType<typeof parseDocument>;
type AnyNode = Document['children'][number];
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/** Whether a node is an element. */
const isElement = (n: AnyNode): n is Element => 'attribs' in n;

/** The text of a node as a reader sees it: without `aria-hidden` parts, spaces collapsed. */
function visibleText(node: AnyNode): string {
  const text = (n: AnyNode): string =>
    isElement(n)
      ? n.attribs['aria-hidden'] === 'true'
        ? ''
        : n.children.map(text).join('')
      : n.type === 'text' && 'data' in n
        ? String(n.data)
        : '';
  return text(node).replace(/\s+/g, ' ').trim();
}

/** Data attributes whose element's text the tests compare with the structured data. */
const MARKS = ['data-article-category', 'data-daily-rate'];

/** The clean URL path of a built file (`fleet/index.html` → `/fleet`, `fleet.html` → `/fleet`). */
function pathOf(file: string): string {
  const clean = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return clean.length > 1 ? clean.replace(/\/$/, '') : '/';
}

/** Reads and parses one built HTML file. */
function readPage(file: string): BuiltPage {
  const doc = parseDocument(readFileSync(join(client, file), 'utf8'));
  const elements = (name: string) => DomUtils.getElementsByTagName(name, doc);
  const path = pathOf(file);
  return {
    file,
    path,
    lang: langFromPath(path),
    htmlLang: elements('html')[0]?.attribs.lang,
    canonical: elements('link').find((l) => l.attribs.rel === 'canonical')?.attribs.href,
    alternates: Object.fromEntries(
      elements('link')
        .filter((l) => l.attribs.rel === 'alternate' && l.attribs.hreflang)
        .map((l) => [l.attribs.hreflang, l.attribs.href]),
    ),
    // The head's (an inline SVG's <title> names the drawing, not the page).
    titles: DomUtils.getElementsByTagName('title', elements('head')).map((t) =>
      DomUtils.textContent(t),
    ),
    meta: Object.fromEntries(
      elements('meta')
        .filter((m) => m.attribs.name ?? m.attribs.property)
        .reverse()
        .map((m) => [m.attribs.name ?? m.attribs.property, m.attribs.content ?? '']),
    ),
    breadcrumbs: breadcrumbsOf(doc),
    links: elements('a')
      .map((a) => a.attribs.href ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//'))
      .map((href) => href.replace(/[?#].*$/, '')),
    faqShown: DomUtils.findAll((e) => 'data-faq-item' in e.attribs, doc.children).length,
    marked: Object.fromEntries(
      MARKS.flatMap((mark) => {
        const element = DomUtils.findOne((e) => mark in e.attribs, doc.children);
        // The daily rate: the price with the words beside it ("€35 per day").
        const shown = mark === 'data-daily-rate' ? element?.parent : element;
        return shown ? [[mark, visibleText(shown as AnyNode)]] : [];
      }),
    ),
    jsonLd: elements('script')
      .filter((s) => s.attribs.type === 'application/ld+json')
      .flatMap((s) => {
        const data = JSON.parse(DomUtils.textContent(s)) as unknown;
        return (Array.isArray(data) ? data : [data]) as Record<string, any>[];
      }),
  };
}

/** The visible breadcrumb trail of a page: each item's text and link. */
function breadcrumbsOf(doc: Document): BuiltPage['breadcrumbs'] {
  const current = DomUtils.findOne(
    (e) => e.name === 'li' && e.attribs['aria-current'] === 'page',
    doc.children,
  );
  const items = (current?.parent?.children ?? []).filter(isElement).filter((n) => n.name === 'li');
  return items.map((li) => ({
    name: visibleText(li),
    href: DomUtils.findOne((e) => e.name === 'a', li.children)?.attribs.href,
  }));
}

/** Every built page of the site (not the content editor, a third-party application). */
const pages: BuiltPage[] = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
  .sort()
  .map(readPage);

/** The vehicle pages (`/fleet/{id}` in every language; not the fleet list, nor its 404 page). */
const vehiclePages = pages.filter((p) =>
  /^(?:[a-z]{2}\/)?fleet\/(?!index\.html$|404\.html$)[^/]+\.html$/.test(p.file),
);

/** The articles (`/blog/{slug}` in every language; not the list or its later pages). */
const articlePages = pages.filter((p) =>
  /^(?:[a-z]{2}\/)?blog\/(?!index\.html$)[^/]+\.html$/.test(p.file),
);

/** The indexable pages (those with a canonical URL; not the 404 and offline pages). */
const indexable = pages.filter((p) => p.canonical);

/** schema.org types of one vehicle on its page. */
const vehicleTypes = new Set(['Vehicle', 'Car', 'Motorcycle']);

describe('structured data of the vehicle pages', () => {
  it('the build has vehicle pages in every language', () => {
    expect(new Set(vehiclePages.map((p) => p.lang)).size).toBeGreaterThan(1);
  });

  it('each describes its own page: url, Offer url and @id are its canonical URL', () => {
    const wrong = vehiclePages.flatMap((page) => {
      const vehicle = page.jsonLd.find((n) => vehicleTypes.has(n['@type']));
      const found = {
        url: vehicle?.url,
        offerUrl: vehicle?.offers?.url,
        id: vehicle?.['@id'],
      };
      const expected = {
        url: page.canonical,
        offerUrl: page.canonical,
        id: `${page.canonical}#vehicle`,
      };
      return JSON.stringify(found) === JSON.stringify(expected) ? [] : [{ page: page.path, found }];
    });
    expect(wrong).toEqual([]);
  });
});

describe("structured data in the page's language", () => {
  it('the build has articles in every language', () => {
    expect(new Set(articlePages.map((p) => p.lang)).size).toBeGreaterThan(1);
  });

  it("an article's section, language and author page are those of the page", () => {
    const wrong = articlePages.flatMap((page) => {
      const post = page.jsonLd.find((n) => n['@type'] === 'BlogPosting');
      const author = new URL(post?.author?.url ?? '/', siteOrigin).pathname;
      const found = {
        articleSection: post?.articleSection,
        inLanguage: post?.inLanguage,
        authorPage: [langFromPath(author), unlocalizePath(author)],
      };
      const expected = {
        articleSection: page.marked['data-article-category'],
        inLanguage: page.htmlLang,
        authorPage: [page.lang, '/about-us'],
      };
      return JSON.stringify(found) === JSON.stringify(expected) ? [] : [{ page: page.path, found }];
    });
    expect(wrong).toEqual([]);
  });

  it("a vehicle's category and price unit are the words its page shows", () => {
    const wrong = vehiclePages.flatMap((page) => {
      const vehicle = page.jsonLd.find((n) => vehicleTypes.has(n['@type']));
      const unit = vehicle?.offers?.priceSpecification?.unitText ?? '';
      const category = vehicle?.category ?? '';
      const shown = {
        category: page.breadcrumbs.some((crumb) => crumb.name === category),
        unit: Boolean(unit) && (page.marked['data-daily-rate'] ?? '').endsWith(unit),
      };
      return shown.category && shown.unit ? [] : [{ page: page.path, category, unit }];
    });
    expect(wrong).toEqual([]);
  });
});

describe('FAQ markup', () => {
  it('no question and answer is marked up on more than one page', () => {
    const pagesOf = new Map<string, string[]>();
    for (const page of indexable)
      for (const faq of page.jsonLd.filter((n) => n['@type'] === 'FAQPage'))
        for (const q of faq.mainEntity ?? []) {
          const key = `${q.name}\n${q.acceptedAnswer?.text}`;
          pagesOf.set(key, [...(pagesOf.get(key) ?? []), page.path]);
        }
    expect(pagesOf.size).toBeGreaterThan(100);
    const repeated = [...pagesOf].filter(([, on]) => on.length > 1);
    expect(repeated.map(([q, on]) => `${on.length}× ${q.split('\n')[0]} (${on[0]}…)`)).toEqual([]);
  });

  it('a vehicle page still shows its FAQ', () => {
    expect(vehiclePages.filter((p) => p.faqShown < 3).map((p) => p.path)).toEqual([]);
  });
});

describe('breadcrumbs', () => {
  it('the structured trail is the visible one, name for name and link for link', () => {
    const withTrail = pages.filter((p) => p.breadcrumbs.length > 0);
    expect(withTrail.length).toBeGreaterThanOrEqual(250);
    const wrong = withTrail.flatMap((page) => {
      const list = page.jsonLd.find((n) => n['@type'] === 'BreadcrumbList');
      const items: { name?: string; item?: string }[] = list?.itemListElement ?? [];
      const last = page.breadcrumbs.length - 1;
      const same =
        items.length === page.breadcrumbs.length &&
        page.breadcrumbs.every((crumb, i) => {
          const item = items[i];
          const link = crumb.href ? new URL(crumb.href, siteOrigin).href : undefined;
          const itemOk =
            i === last && !link
              ? item?.item === undefined || item.item === page.canonical
              : item?.item === link;
          return item?.name === crumb.name && itemOk;
        });
      return same ? [] : [{ page: page.path, visible: page.breadcrumbs, structured: items }];
    });
    expect(wrong).toEqual([]);
  });
});

describe("the business's structured data", () => {
  it('knows every language the site is in, on every page', () => {
    const siteLangs = [...new Set(pages.map((p) => p.htmlLang))].sort();
    expect(siteLangs).toContain('el');
    const wrong = pages.flatMap((p) => {
      const business = p.jsonLd.find((n) => n['@type'] === 'AutoRental');
      const known = [...(business?.knowsLanguage ?? [])].sort();
      return JSON.stringify(known) === JSON.stringify(siteLangs) ? [] : [`${p.path}: ${known}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('links', () => {
  it('every link of every built page, the 404 pages included, leads to a page, never to a 404', () => {
    // Pages at their own address: every built page but the 404 pages (which answer 404 there).
    const built = new Set(pages.filter((p) => !p.file.endsWith('404.html')).map((p) => p.path));
    const files = new Set(readdirSync(client, { recursive: true, encoding: 'utf8' }));
    const wrong = new Set<string>();
    for (const page of pages)
      for (const link of page.links) {
        const file = link.slice(1);
        if (!built.has(link) && !(extname(link) && files.has(file)))
          wrong.add(`${page.path} → ${link}`);
      }
    expect([...wrong]).toEqual([]);
  });
});

describe('pages that are not for search engines', () => {
  it('the 404 and offline pages are noindex, with no canonical or og:url of their own', () => {
    const noindex = pages.filter((p) => p.meta.robots?.startsWith('noindex'));
    expect(noindex.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/404', '/fleet/404', '/el/404', '/offline']),
    );
    const wrong = noindex.filter((p) => p.canonical || p.meta['og:url']).map((p) => p.path);
    expect(wrong).toEqual([]);
  });
});

describe('titles', () => {
  it('one per page, unique among the indexable pages', () => {
    expect(pages.filter((p) => p.titles.length !== 1).map((p) => p.path)).toEqual([]);
    const seen = new Map<string, string>();
    const twice = indexable.flatMap((p) => {
      const title = p.titles[0] ?? '';
      const other = seen.get(title);
      seen.set(title, p.path);
      return other ? [[title, other, p.path]] : [];
    });
    expect(twice).toEqual([]);
  });

  it('the business name is added only where the title stays within 60 characters, and never twice', () => {
    const wrong = pages.flatMap((p) => {
      const title = p.titles[0] ?? '';
      const name = p.meta['og:site_name'] ?? '';
      const named = title.split(name).length - 1;
      const suffixed = title.endsWith(` | ${name}`);
      return (suffixed && [...title].length > 60) || named > 1
        ? [`${p.path}: ${[...title].length}: ${title}`]
        : [];
    });
    expect(pages[0]?.meta['og:site_name']).toBeTruthy();
    expect(wrong).toEqual([]);
  });
});

describe('social cards', () => {
  /** What sharp reads of an image file. */
  interface FileInfo {
    format?: string | undefined;
    width?: number | undefined;
    height?: number | undefined;
  }
  /** Format and size of a file of the build, read once per file. */
  const files = new Map<string, Promise<FileInfo>>();
  const fileOf = (url: string) => {
    const path = url.slice(siteOrigin.length);
    let info = files.get(path);
    if (!info) {
      info = sharp(join(client, path))
        .metadata()
        .then(({ format, width, height }) => ({ format, width, height }));
      files.set(path, info);
    }
    return info;
  };

  it('every indexable page has a PNG or JPEG card of the build that declares its type, size and alt', async () => {
    expect(indexable.length).toBeGreaterThan(100);
    const wrong: unknown[] = [];
    for (const page of indexable) {
      const { meta } = page;
      const url = meta['og:image'] ?? '';
      const file: FileInfo = url.startsWith(`${siteOrigin}/`)
        ? await fileOf(url).catch(() => ({}))
        : {};
      const found = {
        type: meta['og:image:type'],
        width: meta['og:image:width'],
        height: meta['og:image:height'],
        alt: Boolean(meta['og:image:alt']?.trim()),
        twitter: meta['twitter:image'] === url,
        twitterAlt: Boolean(meta['twitter:image:alt']?.trim()),
      };
      const raster = file.format === 'png' || file.format === 'jpeg';
      const expected = {
        type: `image/${file.format}`,
        width: String(file.width),
        height: String(file.height),
        alt: true,
        twitter: true,
        twitterAlt: true,
      };
      const large = (file.width ?? 0) >= 600 && (file.height ?? 0) >= 315;
      if (!raster || !large || JSON.stringify(found) !== JSON.stringify(expected))
        wrong.push({ page: page.path, url, file, found });
    }
    expect(wrong).toEqual([]);
  });

  it('a vehicle page or an article has its own card, the same in its five languages', () => {
    const siteCard = pages.find((p) => p.path === '/')?.meta['og:image'];
    expect(siteCard).toBeTruthy();
    const byRoute = new Map<string, Set<string>>();
    for (const page of [...vehiclePages, ...articlePages]) {
      const route = unlocalizePath(page.path);
      byRoute.set(route, (byRoute.get(route) ?? new Set()).add(page.meta['og:image'] ?? ''));
    }
    const wrong = [...byRoute].filter(([, cards]) => cards.size !== 1 || cards.has(siteCard!));
    expect(byRoute.size).toBeGreaterThan(40);
    expect(wrong.map(([route, cards]) => [route, [...cards]])).toEqual([]);
  });
});

describe('the sitemap', () => {
  /** Every `<url>` of the sitemap files: its `<loc>` and its `hreflang` alternates. */
  const urls = readdirSync(client)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .flatMap((file) => {
      const xml = parseDocument(readFileSync(join(client, file), 'utf8'), { xmlMode: true });
      return DomUtils.getElementsByTagName('url', xml).map((url) => ({
        loc: DomUtils.textContent(DomUtils.getElementsByTagName('loc', url)).trim(),
        alternates: Object.fromEntries(
          DomUtils.getElementsByTagName('xhtml:link', url).map((l) => [
            l.attribs.hreflang,
            l.attribs.href,
          ]),
        ),
      }));
    });

  it("lists every indexable page with the head's hreflang alternates, x-default included", () => {
    expect(urls.map((u) => u.loc).sort()).toEqual(indexable.map((p) => p.canonical).sort());
    const byCanonical = new Map(indexable.map((p) => [p.canonical, p]));
    const wrong = urls.flatMap((url) => {
      const head = byCanonical.get(url.loc)?.alternates ?? {};
      const sorted = (links: Record<string, string>) =>
        JSON.stringify(Object.entries(links).sort(([a], [b]) => a.localeCompare(b)));
      return sorted(url.alternates) === sorted(head) ? [] : [{ loc: url.loc, ...url.alternates }];
    });
    expect(indexable[0]?.alternates['x-default']).toBeTruthy();
    expect(wrong).toEqual([]);
  });
});

describe('RSS feeds', () => {
  /** The feeds of the build, by language: `rss.xml`, `el/rss.xml` … */
  const feeds = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => /^(?:[a-z]{2}\/)?rss\.xml$/.test(f));

  it("each feed's channel links to the blog page of its language", () => {
    expect(feeds.length).toBeGreaterThan(1);
    const wrong = feeds.flatMap((file) => {
      const feed = parseDocument(readFileSync(join(client, file), 'utf8'), { xmlMode: true });
      const channel = DomUtils.getElementsByTagName('channel', feed)[0];
      const link = channel?.children.find((n) => isElement(n) && n.name === 'link');
      const found = link ? DomUtils.textContent(link).trim() : undefined;
      const lang = langFromPath(`/${file}`);
      const blog = pages.find((p) => p.lang === lang && unlocalizePath(p.path) === '/blog');
      return found && found === blog?.canonical ? [] : [{ file, found, blog: blog?.canonical }];
    });
    expect(wrong).toEqual([]);
  });
});
