import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBusiness } from '../../src/config';
import { envSchema } from '../../src/config/settings.mjs';
import { themeColors } from '../../src/config/theme';
import { langs, langTag } from '../../src/i18n/routing';
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  buildHead,
  businessJsonLd,
  faqJsonLd,
  fullTitle,
  headStart,
  isAfterFirstScreen,
  serializeJsonLd,
  faviconHref,
} from '../../src/lib/seo';

const business = buildBusiness(
  Object.fromEntries(
    Object.entries(envSchema).map(([k, f]) => [k, (f as { default?: unknown }).default]),
  ),
);
const ld = businessJsonLd(business, {
  hours: { opens: '07:00', closes: '23:00' },
  foundingYear: 1994,
  logo: '/images/logo.svg',
});

describe('buildHead', () => {
  const head = buildHead(
    {
      title: 'Car Rental Paros',
      description: 'Rent a car in Paros with free delivery.',
      path: '/car-rental-paros/',
    },
    business,
    ld,
  );
  const meta = (key: string) =>
    head.find((e) => e.attrs.name === key || e.attrs.property === key)?.attrs.content;

  it('emits title, description, canonical and social tags', () => {
    expect(head[0]).toEqual({
      tag: 'title',
      attrs: {},
      content: 'Car Rental Paros | Paros Antiparos Rentals',
    });
    expect(meta('description')).toBe('Rent a car in Paros with free delivery.');
    expect(head.find((e) => e.attrs.rel === 'canonical')?.attrs.href).toBe(
      'https://www.paros-rentals.example/car-rental-paros',
    );
    expect(meta('og:url')).toBe('https://www.paros-rentals.example/car-rental-paros');
    expect(meta('og:image')).toBe('https://www.paros-rentals.example/images/og-card.png');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it("declares the social card's type, size and alt text (the site's card by default)", () => {
    expect(
      ['og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt'].map(meta),
    ).toEqual(['image/png', '1200', '630', 'Paros Antiparos Rentals']);
    const own = buildHead(
      {
        title: 'Fiat 500',
        description: 'A small car for two.',
        path: '/fleet/fiat-500',
        image: { src: '/_astro/fiat-500.jpeg', width: 800, height: 420, type: 'image/jpeg' },
        imageAlt: 'Fiat 500, side view illustration',
      },
      business,
      ld,
    );
    const of = (key: string) =>
      own.find((e) => e.attrs.name === key || e.attrs.property === key)?.attrs.content;
    expect(
      [
        'og:image',
        'og:image:type',
        'og:image:width',
        'og:image:height',
        'og:image:alt',
        'twitter:image',
        'twitter:image:alt',
      ].map(of),
    ).toEqual([
      'https://www.paros-rentals.example/_astro/fiat-500.jpeg',
      'image/jpeg',
      '800',
      '420',
      'Fiat 500, side view illustration',
      'https://www.paros-rentals.example/_astro/fiat-500.jpeg',
      'Fiat 500, side view illustration',
    ]);
  });

  it("the business knows the site's languages, as BCP 47 tags", () => {
    expect(ld.knowsLanguage).toEqual(langs.map(langTag));
    expect(ld.knowsLanguage).toContain('el');
  });

  it('puts the business JSON-LD first and escapes "<"', () => {
    const scripts = head.filter((e) => e.tag === 'script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.content!)['@type']).toBe('AutoRental');
    expect(serializeJsonLd(faqJsonLd([{ question: '</script>?', answer: 'a' }]))).not.toContain(
      '</script>',
    );
  });

  it('noindex pages have no canonical and no og:url', () => {
    const h = buildHead(
      { title: 'Not found', description: 'This page does not exist.', path: '/404', noindex: true },
      business,
      ld,
    );
    expect(h.some((e) => e.attrs.rel === 'canonical')).toBe(false);
    expect(h.some((e) => e.attrs.property === 'og:url')).toBe(false);
    expect(h.find((e) => e.attrs.name === 'robots')?.attrs.content).toBe('noindex, follow');
  });

  it('refuses an empty title or description', () => {
    expect(() =>
      buildHead({ title: ' ', description: 'Long enough description.', path: '/' }, business, ld),
    ).toThrow(/no title/);
    expect(() => buildHead({ title: 'Title', description: '', path: '/' }, business, ld)).toThrow(
      /no description/,
    );
  });

  it('links the RSS feed of the page language when given, also on noindex pages', () => {
    const feed = { href: '/fr/rss.xml', title: 'Paros Antiparos Rentals: Paros travel blog' };
    const feedLinks = (h: ReturnType<typeof buildHead>) =>
      h.filter((e) => e.tag === 'link' && e.attrs.type === 'application/rss+xml');
    const h = buildHead(
      {
        title: 'Blog',
        description: 'Guides to driving on Paros.',
        path: '/blog',
        lang: 'fr',
        feed,
      },
      business,
      ld,
    );
    expect(feedLinks(h)).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: feed.title,
          href: 'https://www.paros-rentals.example/fr/rss.xml',
        },
      },
    ]);
    expect(h.filter((e) => e.attrs.rel === 'alternate' && e.attrs.hreflang).length).toBeGreaterThan(
      1,
    );
    expect(
      feedLinks(
        buildHead(
          {
            title: 'Not found',
            description: 'This page does not exist.',
            path: '/404',
            noindex: true,
            feed,
          },
          business,
          ld,
        ),
      ),
    ).toHaveLength(1);
    expect(
      feedLinks(
        buildHead(
          { title: 'Blog', description: 'Guides to driving on Paros.', path: '/blog' },
          business,
          ld,
        ),
      ),
    ).toEqual([]);
  });
});

describe('JSON-LD builders', () => {
  it('AutoRental carries hours 07:00-23:00 daily, address, geo and sameAs', () => {
    expect(ld.openingHoursSpecification).toMatchObject({ opens: '07:00', closes: '23:00' });
    expect(
      (ld.openingHoursSpecification as unknown as { dayOfWeek: string[] }).dayOfWeek,
    ).toHaveLength(7);
    expect(ld.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Antiparos',
      addressCountry: 'GR',
    });
    expect(ld.geo).toMatchObject({ latitude: 37.0386, longitude: 25.0822 });
    expect(ld.sameAs).toHaveLength(3);
  });

  it('AutoRental carries no self-published aggregateRating (self-serving reviews are ineligible)', () => {
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(ld)).not.toMatch(/AggregateRating|ratingValue|reviewCount/);
  });

  it('BlogPosting has the publication date and absolute URLs', () => {
    const post = blogPostingJsonLd(business, {
      title: 'T',
      description: 'D',
      path: '/blog/x',
      image: '/images/a.svg',
      date: new Date('2024-01-15'),
      author: 'Team',
      category: 'Travel Guide',
      lang: 'en',
    });
    expect(post.datePublished).toBe('2024-01-15');
    expect(post.url).toBe('https://www.paros-rentals.example/blog/x');
  });

  it("BlogPosting is in the page's language: inLanguage, section as shown, the language's about page", () => {
    const post = blogPostingJsonLd(business, {
      title: 'T',
      description: 'D',
      path: '/el/blog/x',
      image: '/images/a.jpeg',
      date: new Date('2024-01-15'),
      author: 'Ομάδα',
      category: 'Παραλίες',
      lang: 'el',
    }) as Record<string, any>;
    expect(post.inLanguage).toBe('el');
    expect(post.articleSection).toBe('Παραλίες');
    expect(post.author.url).toBe('https://www.paros-rentals.example/el/about-us');
  });

  it('BreadcrumbList: absolute items, and the last crumb may go without a link', () => {
    const list = breadcrumbJsonLd(business, [['Home', '/'], ['Blog', '/blog'], ['Beaches']]);
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: 'https://www.paros-rentals.example/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Blog',
        item: 'https://www.paros-rentals.example/blog',
      },
      { '@type': 'ListItem', position: 3, name: 'Beaches' },
    ]);
    expect(() => breadcrumbJsonLd(business, [['Home'], ['Blog', '/blog']])).toThrow(/Home/);
  });

  it('absoluteUrl and fullTitle', () => {
    expect(absoluteUrl('https://a.example/', '/')).toBe('https://a.example/');
    expect(absoluteUrl('https://a.example', 'x/')).toBe('https://a.example/x');
    expect(fullTitle('Paros Antiparos Rentals home', 'Paros Antiparos Rentals')).toBe(
      'Paros Antiparos Rentals home',
    );
  });

  it('fullTitle adds the business name only while the title stays within 60 characters', () => {
    const name = 'Paros Antiparos Rentals';
    // 32 + 3 + 23 = 58 characters: the name is added.
    expect(fullTitle('Car Rental Paros | Free Delivery', name)).toBe(
      'Car Rental Paros | Free Delivery | Paros Antiparos Rentals',
    );
    // 35 + 3 + 23 = 61: the page's own words only.
    expect(fullTitle('Car Rental Paros | Free Deliveries!', name)).toBe(
      'Car Rental Paros | Free Deliveries!',
    );
    // Characters, not bytes (a Greek letter is two bytes in UTF-8): 31 + 3 + 23 = 57.
    expect(fullTitle('Ενοικίαση αυτοκινήτου στην Πάρο', name)).toBe(
      'Ενοικίαση αυτοκινήτου στην Πάρο | Paros Antiparos Rentals',
    );
  });
});

describe('the rest of <head> as data', () => {
  it('headStart: charset first, then the viewport, and the first paint held until the header is parsed', () => {
    expect(headStart()).toEqual([
      { tag: 'meta', attrs: { charset: 'utf-8' } },
      {
        tag: 'meta',
        attrs: {
          name: 'viewport',
          content:
            'width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content',
        },
      },
      { tag: 'link', attrs: { rel: 'expect', href: '#header-end', blocking: 'render' } },
    ]);
  });

  it('the favicon is public/favicon.svg as a data: URL (no request of its own)', () => {
    expect(faviconHref.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(faviconHref.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync('public/favicon.svg', 'utf8').trim(),
    );
  });

  it('buildHead ends with the favicon, sitemap, both theme colours, the manifest of the page language, the touch icon and color-scheme', () => {
    const tail = (lang?: 'fr') =>
      buildHead(
        {
          title: 'Fleet',
          description: 'Every car, scooter and ATV.',
          path: '/fleet',
          ...(lang ? { lang } : {}),
        },
        business,
        ld,
      ).slice(-7);
    expect(tail()).toEqual([
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
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
      { tag: 'meta', attrs: { name: 'color-scheme', content: 'light dark' } },
    ]);
    expect(tail('fr')[4]).toEqual({
      tag: 'link',
      attrs: { rel: 'manifest', href: '/fr/manifest.webmanifest' },
    });
  });

  it('only the manifest link waits for the first screen (the loader adds it; everything else is in the HTML)', () => {
    const entries = buildHead(
      { title: 'Fleet', description: 'Every car, scooter and ATV.', path: '/fleet', lang: 'fr' },
      business,
      ld,
    );
    expect(entries.filter(isAfterFirstScreen)).toEqual([
      { tag: 'link', attrs: { rel: 'manifest', href: '/fr/manifest.webmanifest' } },
    ]);
    expect(headStart().filter(isAfterFirstScreen)).toEqual([]);
    expect(isAfterFirstScreen({ tag: 'link', attrs: { rel: 'icon', href: faviconHref } })).toBe(
      false,
    );
  });
});
