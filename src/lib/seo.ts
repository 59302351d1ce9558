/**
 * Head metadata and JSON-LD as data (docs/requirements.md, "Routes": every page sets a title,
 * description, canonical link, social tags and structured business data). `Head.astro` only maps
 * over the entries {@link headStart} and {@link buildHead} return (with the theme script between
 * them), so the whole `<head>` is unit-tested functions, not scattered markup.
 *
 * JSON-LD objects are typed with `schema-dts` (Google's schema.org types).
 */
import type {
  AutoRentalLeaf,
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  CarLeaf,
  FAQPageLeaf,
  MotorcycleLeaf,
  VehicleLeaf,
  WithContext,
} from 'schema-dts';
import type { Business } from '../config/business';
import type { Hours } from '../config/facts';
import { themeColors } from '../config/theme';
import { defaultLang, langs, langTag, localizePath, ogLocale, type Lang } from '../i18n/routing';
import favicon from '../../public/favicon.svg?raw';
import { ogCard } from './images/places';
import { svgDataUrl } from './images/svg-data-url';
import type { SocialImage } from './images/types';
import { manifestPath } from './site/manifest';

/**
 * The favicon (`public/favicon.svg`) as a `data:` URL: the browser draws it without a request of
 * its own, which would otherwise share a phone's first round trips with the page (measured by
 * `npm run bench`, docs/quality.md, "Benchmarks"). `/favicon.svg` and `/favicon.ico` are still
 * served for the clients that ask for them.
 */
export const faviconHref = svgDataUrl(favicon);

/** One element of `<head>`: a tag name, its attributes and optional text content. */
export interface HeadEntry {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

/** A JSON-LD object with its `@context` (`Car`/`Motorcycle`/`Vehicle`: vehicle pages, `src/lib/fleet/jsonld.ts`). */
export type JsonLd = WithContext<
  | AutoRentalLeaf
  | BlogPostingLeaf
  | FAQPageLeaf
  | BreadcrumbListLeaf
  | CarLeaf
  | MotorcycleLeaf
  | VehicleLeaf
>;

/** A feed the head links to: its site-relative (or absolute) URL and its title. */
export interface FeedLink {
  /** e.g. `/rss.xml`; made absolute on the site's origin. */
  href: string;
  /** The feed's title, as feed readers list it. */
  title: string;
}

/** What a page tells the head about itself. */
export interface PageMeta {
  /** Page title without the site name (5-120 characters). */
  title: string;
  /** 15-160 characters. */
  description: string;
  /**
   * Site-relative path of the page in English, e.g. `/car-rental-paros` (`/` for home); the
   * canonical and the alternates add each language's prefix (`/fr/car-rental-paros`).
   */
  path: string;
  /** Language of the page (docs/requirements.md, "Five languages"); default English. */
  lang?: Lang;
  /** Languages the page exists in, for `hreflang` alternates; default all four. */
  alternates?: readonly Lang[];
  /**
   * The page's social card (a raster file with its size and type: `ogImageOf`,
   * `src/lib/images/picture.ts`); default {@link siteSocialImage}.
   */
  image?: SocialImage | undefined;
  /** What the social card shows (`og:image:alt`, `twitter:image:alt`); default the business name. */
  imageAlt?: string | undefined;
  type?: 'website' | 'article';
  keywords?: readonly string[];
  /** Extra structured data (FAQ, article, breadcrumbs) after the business. */
  jsonLd?: readonly JsonLd[];
  /** For error pages: `noindex` and no canonical. */
  noindex?: boolean;
  /** Article publication time (ISO 8601) for `article:published_time`. */
  publishedTime?: string;
  /**
   * RSS feed linked from the head as `<link rel="alternate" type="application/rss+xml">`
   * (docs/requirements.md, "Blog feeds and service posts": the blog feed of the page's language,
   * `/rss.xml` or `/fr/rss.xml` …).
   */
  feed?: FeedLink;
}

/**
 * The site's own social card, `public/images/og-card.png` (the home hero drawn at the card's size
 * by `tools/art/make-og-card.mjs`): the image of every page without a picture of its own, and of
 * the business's structured data.
 */
export const siteSocialImage: SocialImage = {
  src: '/images/og-card.png',
  ...ogCard,
  type: 'image/png',
};

/**
 * The id of the empty element that ends the page header (`Header.astro`): the first paint waits
 * until it is parsed ({@link headStart}).
 */
export const HEADER_END_ID = 'header-end';

/**
 * The entries every page's `<head>` opens with, before the no-flash theme script
 * (`ThemeScript.astro`) and the entries of {@link buildHead}: the character set (within the first
 * bytes, as HTML requires), the viewport, and `<link rel="expect" href="#header-end"
 * blocking="render">`: the browser paints nothing before the whole header has been parsed (its
 * last element, {@link HEADER_END_ID}, `Header.astro`), so a connection that delivers the page in
 * parts never shows half a header whose items then move (at phone width the logo's name rewrapped
 * when the menu button arrived: docs/first-paint.md, "First paint"). An empty element at the end,
 * because Chromium stops blocking when the target's start tag is parsed, the HTML standard when
 * its end tag is. Chromium 124+; other browsers ignore the link.
 *
 * @returns `<meta charset>`, `<meta name="viewport">`, the header's render-blocking `<link>`, in
 *   that order
 */
export function headStart(): (HeadEntry & { tag: 'meta' | 'link' })[] {
  return [
    { tag: 'meta', attrs: { charset: 'utf-8' } },
    {
      tag: 'meta',
      attrs: {
        name: 'viewport',
        content:
          'width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content',
      },
    },
    { tag: 'link', attrs: { rel: 'expect', href: `#${HEADER_END_ID}`, blocking: 'render' } },
  ];
}

/**
 * The site-wide entries that close {@link buildHead}'s list: the favicon ({@link faviconHref}), the sitemap, the
 * browser chrome colour of each theme (`src/config/theme.ts`), the web app manifest of the page's
 * language, the Apple touch icon and the colour schemes the page supports.
 */
function siteEntries(lang: Lang): HeadEntry[] {
  return [
    { tag: 'link', attrs: { rel: 'icon', href: faviconHref, type: 'image/svg+xml' } },
    { tag: 'link', attrs: { rel: 'sitemap', href: '/sitemap-index.xml' } },
    {
      tag: 'meta',
      attrs: {
        name: 'theme-color',
        content: themeColors.theme.light,
        media: '(prefers-color-scheme: light)',
      },
    },
    {
      tag: 'meta',
      attrs: {
        name: 'theme-color',
        content: themeColors.theme.dark,
        media: '(prefers-color-scheme: dark)',
      },
    },
    { tag: 'link', attrs: { rel: 'manifest', href: manifestPath(lang) } },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
    { tag: 'meta', attrs: { name: 'color-scheme', content: 'light dark' } },
  ];
}

/**
 * Whether a head entry waits until the first screen is shown: true for the web app manifest link
 * only. `Head.astro` renders such entries inside `<template data-after-first-screen>`, which the
 * inline loader (`src/scripts/after-paint.ts`) empties into `<head>` once the first contentful
 * paint and the hero image are on screen (docs/architecture.md, "First paint"). Chromium fetches a
 * linked manifest, then its icon, for its installability check as soon as a page has loaded;
 * linked later, the two requests no longer come before the first screen. Installing needs the
 * service worker, which the same page script registers, so nothing is lost without JavaScript.
 */
export function isAfterFirstScreen(entry: HeadEntry): boolean {
  return entry.tag === 'link' && entry.attrs.rel === 'manifest';
}

/** Absolute URL of a site path on the configured origin; `/` stays `/`, others lose a trailing slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return new URL(clean, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/**
 * How many characters of a title search engines show (Google cuts at about 580 pixels, some 60
 * characters; docs/requirements.md, "Routes").
 */
export const TITLE_MAX_LENGTH = 60;

/**
 * Full `<title>` (and `og:title`, `twitter:title`): `Page | Business` when that fits in
 * {@link TITLE_MAX_LENGTH} characters, else the page title alone: the business name is the least
 * useful words of a long title (most titles already name Paros and Antiparos, and search engines
 * show the site's name beside the result), and it would push the page's own words past the cut.
 * A page title that already names the business is kept as it is. The one rule for every page.
 *
 * @param title the page's own title (content, dictionaries), e.g. `Car Rental Paros`
 * @param businessName e.g. `Paros Antiparos Rentals`
 * @returns e.g. `Car Rental Paros | Paros Antiparos Rentals`
 */
export function fullTitle(title: string, businessName: string): string {
  if (title.includes(businessName)) return title;
  const full = `${title} | ${businessName}`;
  return [...full].length <= TITLE_MAX_LENGTH ? full : title;
}

/**
 * Builds the page's `<head>` entries: title, description, keywords, canonical, `hreflang`
 * alternates (every language of the page plus `x-default` = English, docs/requirements.md, "Five
 * languages"), the RSS feed link when `feed` is given (also on `noindex` pages), robots, Open Graph
 * (with `og:locale` and its alternates, and the social card's type, size and alt text), Twitter
 * card, one JSON-LD script per object (the business
 * first), then the site-wide entries: favicon, sitemap, the two theme colours (light and dark, by
 * `media`), the web app manifest of the page's language, the Apple touch icon and `color-scheme`.
 * Error pages (`noindex`) get neither canonical, `og:url` nor alternates.
 *
 * @throws Error when the title or description is empty, or a `<meta name|property>` would be
 *   emitted twice for the same `media` (de-duplication keeps the first and reports the clash).
 */
export function buildHead(page: PageMeta, business: Business, businessLd: JsonLd): HeadEntry[] {
  if (!page.title.trim()) throw new Error(`Page ${page.path} has no title`);
  if (!page.description.trim()) throw new Error(`Page ${page.path} has no description`);
  const lang = page.lang ?? defaultLang;
  const alternates = page.alternates ?? langs;
  const canonical = absoluteUrl(business.siteUrl, localizePath(page.path, lang));
  const card = page.image ?? siteSocialImage;
  const image = absoluteUrl(business.siteUrl, card.src);
  const imageAlt = page.imageAlt ?? business.name;
  const title = fullTitle(page.title, business.name);
  const entries: HeadEntry[] = [
    { tag: 'title', attrs: {}, content: title },
    { tag: 'meta', attrs: { name: 'description', content: page.description } },
  ];
  if (page.keywords?.length)
    entries.push({ tag: 'meta', attrs: { name: 'keywords', content: page.keywords.join(', ') } });
  if (page.noindex) {
    entries.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } });
  } else {
    entries.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
    if (alternates.length > 1) {
      for (const alt of alternates) {
        entries.push({
          tag: 'link',
          attrs: {
            rel: 'alternate',
            hreflang: langTag(alt),
            href: absoluteUrl(business.siteUrl, localizePath(page.path, alt)),
          },
        });
      }
      if (alternates.includes(defaultLang)) {
        entries.push({
          tag: 'link',
          attrs: {
            rel: 'alternate',
            hreflang: 'x-default',
            href: absoluteUrl(business.siteUrl, localizePath(page.path, defaultLang)),
          },
        });
      }
    }
  }
  if (page.feed) {
    entries.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: page.feed.title,
        href: absoluteUrl(business.siteUrl, page.feed.href),
      },
    });
  }
  entries.push(
    { tag: 'meta', attrs: { property: 'og:type', content: page.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: business.name } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: page.description } },
    // A page of its own only: a 404 or offline page (`noindex`) has no address to share.
    ...(page.noindex
      ? []
      : [{ tag: 'meta', attrs: { property: 'og:url', content: canonical } } as HeadEntry]),
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:type', content: card.type } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(card.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(card.height) } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: imageAlt } },
    { tag: 'meta', attrs: { property: 'og:locale', content: ogLocale(lang) } },
    ...alternates
      .filter((alt) => alt !== lang)
      .map(
        (alt): HeadEntry => ({
          tag: 'meta',
          attrs: { property: 'og:locale:alternate', content: ogLocale(alt) },
        }),
      ),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: page.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:image:alt', content: imageAlt } },
  );
  if (page.publishedTime) {
    entries.push({
      tag: 'meta',
      attrs: { property: 'article:published_time', content: page.publishedTime },
    });
  }
  for (const ld of [businessLd, ...(page.jsonLd ?? [])]) {
    entries.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      content: serializeJsonLd(ld),
    });
  }
  entries.push(...siteEntries(lang));
  return dedupe(entries);
}

/** JSON for a `<script>` element: `<` escaped so text can never close the element. */
export function serializeJsonLd(ld: JsonLd): string {
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}

function dedupe(entries: HeadEntry[]): HeadEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key =
      e.tag === 'meta'
        ? `meta:${e.attrs.name ?? e.attrs.property}${e.attrs.property === 'og:locale:alternate' ? `:${e.attrs.content}` : ''}${e.attrs.media ? `:${e.attrs.media}` : ''}`
        : e.tag === 'link'
          ? `link:${e.attrs.rel}${e.attrs.hreflang ? `:${e.attrs.hreflang}` : ''}${e.attrs.rel === 'alternate' && e.attrs.type ? `:${e.attrs.type}` : ''}`
          : e.tag === 'title'
            ? 'title'
            : null;
    if (key === null) return true;
    if (seen.has(key)) throw new Error(`Duplicate head entry ${key}`);
    seen.add(key);
    return true;
  });
}

/**
 * schema.org `AutoRental` of the business: daily opening hours (07:00-23:00; docs/requirements.md,
 * "Business constants"), postal address, geo point, phone, e-mail, social profiles (`sameAs`) and
 * the languages it speaks: the site's, as BCP 47 tags (`knowsLanguage`, from the one list of
 * languages, `src/locales/`: Greek included). No `aggregateRating`: search engines treat ratings a business publishes about itself
 * as self-serving and ineligible for rich results, so the rating is shown as visible text only
 * (`docs/deploy.md`, "Structured data").
 */
export function businessJsonLd(
  business: Business,
  opts: { hours: Hours; foundingYear: number; logo: string },
): WithContext<AutoRentalLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    '@id': `${business.siteUrl}/#business`,
    name: business.name,
    url: `${business.siteUrl}/`,
    logo: absoluteUrl(business.siteUrl, opts.logo),
    image: absoluteUrl(business.siteUrl, siteSocialImage.src),
    telephone: business.phone.display,
    email: business.email,
    foundingDate: String(opts.foundingYear),
    priceRange: '€€',
    currenciesAccepted: 'EUR',
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: opts.hours.opens,
      closes: opts.hours.closes,
    },
    areaServed: [
      { '@type': 'Place', name: 'Paros' },
      { '@type': 'Place', name: 'Antiparos' },
    ],
    knowsLanguage: langs.map(langTag),
    sameAs: [business.social.facebook, business.social.instagram, business.social.tripadvisor],
  };
}

/** schema.org `FAQPage` from question/answer pairs. */
export function faqJsonLd(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPageLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}

/**
 * schema.org `BlogPosting` of an article, in the page's language: `inLanguage` its BCP 47 tag,
 * `articleSection` the category as the page shows it, the author (the business's team) linked to
 * the about page of that language. No `dateModified`: the articles carry no modification date
 * (docs/blog.md, "Search engines").
 */
export function blogPostingJsonLd(
  business: Business,
  post: {
    title: string;
    description: string;
    /** The article's site path in its language, e.g. `/el/blog/best-beaches-paros-accessible-car`. */
    path: string;
    /** Its social card (site path or URL). */
    image: string;
    date: Date;
    author: string;
    /** The category as the page shows it, in its language (`Παραλίες`). */
    category: string;
    /** The page's language. */
    lang: Lang;
  },
): WithContext<BlogPostingLeaf> {
  const url = absoluteUrl(business.siteUrl, post.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(business.siteUrl, post.image),
    datePublished: post.date.toISOString().slice(0, 10),
    articleSection: post.category,
    inLanguage: langTag(post.lang),
    author: {
      '@type': 'Organization',
      name: post.author,
      url: absoluteUrl(business.siteUrl, localizePath('/about-us', post.lang)),
    },
    publisher: { '@id': `${business.siteUrl}/#business` },
  };
}

/**
 * schema.org `BreadcrumbList` of the trail a page shows (the same names and links: audit 34 #13),
 * from `[name, path]` pairs, home first. The last crumb may come without a path when the page
 * shows it without a link to a page of its own (an article's category): its `item` is then left
 * out, which search engines read as the page itself.
 *
 * @throws Error when a crumb other than the last has no path (search engines need each step's URL)
 */
export function breadcrumbJsonLd(
  business: Business,
  crumbs: readonly (readonly [name: string, path?: string])[],
): WithContext<BreadcrumbListLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], i) => {
      if (path === undefined && i < crumbs.length - 1)
        throw new Error(`Breadcrumb "${name}" has no path, and only the last one may go without`);
      return {
        '@type': 'ListItem',
        position: i + 1,
        name,
        ...(path === undefined ? {} : { item: absoluteUrl(business.siteUrl, path) }),
      };
    }),
  };
}
