/**
 * Pure parts of the blog (docs/requirements.md, "Blog feeds and service posts"): Strapi item
 * mapping (v4 and v5 shapes), content rendering and sanitising, the request URL, settings, the list
 * helpers (language, order, pagination).
 */
import { describe, expect, it } from 'vitest';
import {
  BLOG_DEFAULTS,
  BLOG_PAGE_SIZE,
  blogPagePath,
  blogPostsUrl,
  byDateDesc,
  estimateReadTime,
  htmlToText,
  isBuiltInCategory,
  mapStrapiPost,
  paginate,
  parseBlogSettings,
  parseEntryId,
  postsForLang,
  renderPostContent,
  truncate,
} from '../../src/lib/blog';

const base = { baseUrl: 'https://cms.example.com', siteUrl: 'https://www.paros-rentals.example' };
const attrs = {
  title: 'A day on Antiparos',
  slug: 'a-day-on-antiparos',
  excerpt: 'Ferry, cave, lunch by the harbour and a swim at Soros: a full day on the small island.',
  content: 'Take the **ferry** from Pounta.',
  category: 'Island Hopping',
  publishedAt: '2025-03-01T09:00:00.000Z',
};

describe('mapStrapiPost', () => {
  it('reads Strapi v4 items', () => {
    const r = mapStrapiPost(
      {
        id: 9,
        attributes: {
          ...attrs,
          featuredImage: {
            data: {
              attributes: { url: '/uploads/cave.jpg', alternativeText: 'The cave entrance' },
            },
          },
        },
      },
      base,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.post.slug).toBe('a-day-on-antiparos');
    expect(r.post.html).toBe('<p>Take the <strong>ferry</strong> from Pounta.</p>');
    expect(r.post.data).toMatchObject({
      image: 'https://cms.example.com/uploads/cave.jpg',
      imageAlt: 'The cave entrance',
      featured: false,
      keywords: [],
      readTime: 1,
      source: 'strapi',
    });
    expect(r.post.data.author).toBeUndefined();
  });

  it('reads Strapi v5 flat items', () => {
    const r = mapStrapiPost(
      {
        id: 3,
        documentId: 'abc',
        ...attrs,
        featured: 'true',
        readTime: '6 min',
        featuredImage: { url: 'https://img.example/x.png', alternativeText: 'Harbour' },
      },
      base,
    );
    expect(r.ok && r.post.data).toMatchObject({
      featured: true,
      readTime: 6,
      image: 'https://img.example/x.png',
      imageAlt: 'Harbour',
    });
  });

  it('derives a missing excerpt from the content and shortens the description to 160 characters', () => {
    const long = 'Sunset over the bay. '.repeat(30);
    const r = mapStrapiPost({ attributes: { ...attrs, excerpt: null, content: long } }, base);
    if (!r.ok) throw new Error(r.reason);
    expect(r.post.data.excerpt.length).toBeLessThanOrEqual(300);
    expect(r.post.data.excerpt.startsWith('Sunset over the bay. Sunset')).toBe(true);
    expect(r.post.data.description.length).toBeLessThanOrEqual(160);
    expect(r.post.data.description.endsWith('…')).toBe(true);
  });

  it('names the item it rejects', () => {
    expect(
      mapStrapiPost({ id: 4, attributes: { ...attrs, title: 'x'.repeat(256) } }, base),
    ).toEqual({
      ok: false,
      name: '"a-day-on-antiparos" (id 4)',
      reason:
        'title: Too big: expected string to have <=255 characters (fix: give the post a title of at most 255 characters)',
    });
    expect(mapStrapiPost({ id: 5, attributes: { slug: 'x' } }, base)).toMatchObject({
      ok: false,
      name: '"x" (id 5)',
    });
    expect(mapStrapiPost(null, base)).toMatchObject({ ok: false, name: 'an item' });
  });
});

describe('renderPostContent', () => {
  it('renders Markdown and keeps the allowed elements', () => {
    const html = renderPostContent(
      '# Title\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quote `code`\n\n[in](/fleet) [out](https://example.org) [mail](mailto:a@b.co)',
      base,
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<a href="/fleet">in</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener">out</a>');
    expect(html).toContain('<a href="mailto:a@b.co">mail</a>');
  });

  it('links to the site itself are not external; a given rel is replaced', () => {
    const html = renderPostContent(
      '<p><a href="https://www.paros-rentals.example/fleet" rel="nofollow">fleet</a> <a href="https://x.example" rel="opener">x</a></p>',
      base,
    );
    expect(html).toBe(
      '<p><a href="https://www.paros-rentals.example/fleet">fleet</a> <a href="https://x.example" rel="noopener">x</a></p>',
    );
  });

  it('removes scripts, styles, event handlers, iframes and javascript: URLs', () => {
    const html = renderPostContent(
      '<p style="color:red" onmouseover="x()">Hi<script>alert(1)</script></p><img src="javascript:alert(1)" onerror="alert(2)"><a href="javascript:alert(3)">a</a><iframe src="https://e.example"></iframe>',
      base,
    );
    expect(html).toBe('<p>Hi</p><a>a</a>');
  });

  it('htmlToText keeps word boundaries between blocks', () => {
    expect(htmlToText('<p>One</p><p>Two &amp; three</p>')).toBe('One Two & three');
  });

  it('htmlToText decodes each entity once, with a no-break space as a space', () => {
    expect(htmlToText('<p>a&nbsp;b &lt;c&gt; "d" &#39;e&#39; &amp;lt;</p>')).toBe(
      `a b <c> "d" 'e' &lt;`,
    );
  });
});

describe('helpers', () => {
  it('truncate and estimateReadTime', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four five', 16)).toBe('one two three…');
    expect(estimateReadTime('word '.repeat(401))).toBe(3);
    expect(estimateReadTime('')).toBe(1);
    expect(estimateReadTime('w '.repeat(20_000))).toBe(60);
  });

  it('blogPostsUrl writes the blog list query', () => {
    expect(
      blogPostsUrl('https://cms.example.com/', {
        page: 2,
        featured: false,
        category: 'Safety Tips',
        locale: 'fr',
      }),
    ).toBe(
      'https://cms.example.com/api/blog-posts?populate=*&sort=publishedAt%3Adesc&pagination[page]=2&pagination[pageSize]=20&filters[featured][$eq]=false&filters[category][$eq]=Safety%20Tips&locale=fr',
    );
  });

  it('categories: six built in, others allowed as text', () => {
    expect(isBuiltInCategory('Beaches')).toBe(true);
    expect(isBuiltInCategory('Nightlife')).toBe(false);
  });
});

describe('settings', () => {
  it('empty STRAPI_URL = not configured', () => {
    expect(parseBlogSettings({})).toEqual({ strapi: undefined });
    expect(parseBlogSettings({ STRAPI_URL: ' ', STRAPI_TOKEN: '' })).toEqual({ strapi: undefined });
  });

  it('parses a configuration', () => {
    expect(
      parseBlogSettings({
        STRAPI_URL: 'https://cms.example.com/',
        STRAPI_TOKEN: 't0k',
        STRAPI_TIMEOUT_MS: 2500,
        STRAPI_LOCALES: 'fr, DE,fr,en',
      }),
    ).toEqual({
      strapi: {
        baseUrl: 'https://cms.example.com',
        token: 't0k',
        timeoutMs: 2500,
        locales: ['fr', 'de'],
      },
    });
    expect(parseBlogSettings({ STRAPI_URL: 'http://127.0.0.1:1337' }).strapi?.timeoutMs).toBe(
      BLOG_DEFAULTS.STRAPI_TIMEOUT_MS,
    );
  });

  it.each([
    ['STRAPI_URL', 'cms.example.com'],
    ['STRAPI_URL', 'ftp://cms.example.com'],
    ['STRAPI_TIMEOUT_MS', '0'],
    ['STRAPI_LOCALES', 'fr,es'],
  ])('a bad %s=%s names the setting', (name, value) => {
    expect(() =>
      parseBlogSettings({ STRAPI_URL: 'https://cms.example.com', [name]: value }),
    ).toThrow(new RegExp(`^Invalid setting ${name}:`));
  });
});

describe('list helpers', () => {
  it('paginate: 20 per page, page 1 is /blog, no /blog/page/1', () => {
    const pages = paginate(Array.from({ length: 45 }, (_, i) => i));
    expect(BLOG_PAGE_SIZE).toBe(20);
    expect(pages.map((p) => [p.page, p.pages, p.items.length, p.path, p.prev, p.next])).toEqual([
      [1, 3, 20, '/blog', undefined, '/blog/page/2'],
      [2, 3, 20, '/blog/page/2', '/blog', '/blog/page/3'],
      [3, 3, 5, '/blog/page/3', '/blog/page/2', undefined],
    ]);
    expect(paginate([])).toEqual([
      { page: 1, pages: 1, items: [], path: '/blog', prev: undefined, next: undefined },
    ]);
    expect(paginate([1, 2, 3], 20)).toHaveLength(1);
    expect(() => blogPagePath(0)).toThrow(RangeError);
  });

  it('postsForLang: own posts plus English ones without a translation', () => {
    const entries = [{ id: 'en/a' }, { id: 'en/b' }, { id: 'fr/a' }, { id: 'de/c' }, { id: 'bad' }];
    expect(postsForLang(entries, 'en').map((p) => [p.slug, p.lang, p.entry.id])).toEqual([
      ['a', 'en', 'en/a'],
      ['b', 'en', 'en/b'],
    ]);
    expect(postsForLang(entries, 'fr').map((p) => [p.slug, p.lang, p.entry.id])).toEqual([
      ['a', 'fr', 'fr/a'],
      ['b', 'en', 'en/b'],
    ]);
    expect(postsForLang(entries, 'de').map((p) => p.entry.id)).toEqual(['de/c', 'en/a', 'en/b']);
    expect(parseEntryId('it/x-y')).toEqual({ lang: 'it', slug: 'x-y' });
    expect(parseEntryId('es/x')).toBeNull();
  });

  it('byDateDesc: newest first, then by slug', () => {
    const d = (s: string) => new Date(s);
    const list = [
      { slug: 'b', date: d('2024-01-01') },
      { slug: 'c', date: d('2024-03-01') },
      { slug: 'a', date: d('2024-01-01') },
    ].sort(byDateDesc);
    expect(list.map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });
});

describe('mapStrapiPost: Strapi 5 as editors use it', () => {
  it('takes the date field, else firstPublishedAt, else publishedAt (a re-publish does not move a post)', () => {
    const date = (extra: Record<string, unknown>) => {
      const r = mapStrapiPost(
        { id: 1, ...attrs, publishedAt: '2026-11-20T10:00:00.000Z', ...extra },
        base,
      );
      return r.ok ? r.post.data.date.toISOString() : r.reason;
    };
    expect(date({})).toBe('2026-11-20T10:00:00.000Z');
    expect(date({ firstPublishedAt: '2025-04-02T08:00:00.000Z' })).toBe('2025-04-02T08:00:00.000Z');
    expect(date({ firstPublishedAt: '2025-04-02T08:00:00.000Z', date: '2025-03-15' })).toBe(
      '2025-03-15T00:00:00.000Z',
    );
  });

  it("renders Strapi's Blocks rich text, then sanitises it like Markdown", () => {
    const blocks = [
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Where to park' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Parikia has a ' },
          { type: 'text', text: 'free', bold: true },
          { type: 'text', text: ' lot by the port. ' },
          { type: 'link', url: 'https://evil.example', children: [{ type: 'text', text: 'map' }] },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'Naoussa' }] }],
      },
    ];
    const r = mapStrapiPost({ id: 2, ...attrs, content: blocks }, base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.post.html).toContain('<h2>Where to park</h2>');
    expect(r.post.html).toContain('<strong>free</strong>');
    expect(r.post.html).toContain('<li>Naoussa</li>');
    expect(r.post.html).toMatch(
      /<a href="https:\/\/evil\.example" rel="noopener[^"]*"[^>]*>map<\/a>/,
    );
    expect(mapStrapiPost({ id: 3, ...attrs, content: [{ nope: 1 }] }, base)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^content: not Markdown text nor Blocks \(fix: /),
    });
  });

  it("uses the ready-made type's markdown field when content is empty, and content when both are filled", () => {
    const md = mapStrapiPost(
      {
        id: 5,
        ...attrs,
        content: [],
        markdown: '## Ferries\n\nTake the **boat**.<script>x()</script>',
      },
      base,
    );
    expect(md.ok).toBe(true);
    if (!md.ok) return;
    expect(md.post.html).toContain('<h2>Ferries</h2>');
    expect(md.post.html).toContain('<strong>boat</strong>');
    expect(md.post.html).not.toContain('<script');
    const both = mapStrapiPost(
      { id: 6, ...attrs, content: 'From **content**.', markdown: 'From markdown.' },
      base,
    );
    expect(both.ok && both.post.html).toContain('<strong>content</strong>');
    expect(both.ok && both.post.html).not.toContain('From markdown');
  });

  it("follows Strapi's limits: a 200-character title, a slug with _ or . are kept; no category is a note, not a skip", () => {
    const long = mapStrapiPost(
      { id: 4, ...attrs, title: 'A'.repeat(200), slug: 'paros_guide.2026' },
      base,
    );
    expect(long).toMatchObject({ ok: true, post: { slug: 'paros_guide.2026' } });
    const none = mapStrapiPost({ id: 5, ...attrs, category: null }, base);
    expect(none).toMatchObject({
      ok: true,
      post: { data: { category: 'Travel Guide' } },
      notes: ['no category: shown under "Travel Guide" (fix: choose its category)'],
    });
    expect(mapStrapiPost({ id: 6, ...attrs, slug: '.hidden' }, base)).toMatchObject({ ok: false });
  });

  it('keeps the locale the service answered in', () => {
    expect(mapStrapiPost({ id: 7, ...attrs, locale: 'fr' }, base)).toMatchObject({
      ok: true,
      locale: 'fr',
    });
  });
});

describe('the media host of the content service in the CSP', () => {
  it('STRAPI_MEDIA_URL adds its origin to img-src, beside STRAPI_URL; nothing else changes', async () => {
    const { cspDirectives } = await import('../../server/security.mjs');
    const img = (d: readonly string[]) => d.find((x) => x.startsWith('img-src'));
    expect(img(cspDirectives({ strapiUrl: 'https://cms.example.com/' }))).toBe(
      "img-src 'self' data: https://cms.example.com",
    );
    const both = cspDirectives({
      strapiUrl: 'https://cms.example.com',
      strapiMediaUrl: 'https://media.example-cdn.net/uploads',
    });
    expect(img(both)).toBe(
      "img-src 'self' data: https://cms.example.com https://media.example-cdn.net",
    );
    expect(both.filter((d) => !d.startsWith('img-src'))).toEqual(
      cspDirectives().filter((d) => !d.startsWith('img-src')),
    );
  });
});

describe("mapStrapiPost: the featured image's size and Strapi's formats", () => {
  it('declares the real width and height and offers the resized formats (not the thumbnail) with the original in a srcset', () => {
    const featuredImage = {
      url: '/uploads/bay.jpg',
      alternativeText: 'The bay of Naoussa at dusk',
      width: 4000,
      height: 3000,
      formats: {
        thumbnail: { url: '/uploads/thumbnail_bay.jpg', width: 208, height: 156 },
        small: { url: '/uploads/small_bay.jpg', width: 500, height: 375 },
        large: { url: 'https://media.example-cdn.net/large_bay.jpg', width: 1000, height: 750 },
        medium: { url: '/uploads/medium_bay.jpg', width: 750, height: 563 },
      },
    };
    const r = mapStrapiPost({ id: 1, ...attrs, featuredImage }, base);
    expect(r).toMatchObject({
      ok: true,
      post: {
        data: {
          image: 'https://cms.example.com/uploads/bay.jpg',
          imageAlt: 'The bay of Naoussa at dusk',
          imageWidth: 4000,
          imageHeight: 3000,
          imageSrcset:
            'https://cms.example.com/uploads/small_bay.jpg 500w, https://cms.example.com/uploads/medium_bay.jpg 750w, https://media.example-cdn.net/large_bay.jpg 1000w, https://cms.example.com/uploads/bay.jpg 4000w',
        },
      },
    });
  });

  it('without a size or formats: no declared size, no srcset (the page keeps 1200×675)', () => {
    const r = mapStrapiPost({ id: 2, ...attrs, featuredImage: { url: '/uploads/a.jpg' } }, base);
    expect(r.ok && r.post.data.imageWidth).toBe(undefined);
    expect(r.ok && r.post.data.imageSrcset).toBe(undefined);
    const sized = mapStrapiPost(
      {
        id: 3,
        ...attrs,
        featuredImage: { url: '/uploads/a.jpg', width: 800, height: 600, formats: null },
      },
      base,
    );
    expect(sized).toMatchObject({
      ok: true,
      post: { data: { imageWidth: 800, imageHeight: 600 } },
    });
    expect(sized.ok && sized.post.data.imageSrcset).toBe(undefined);
  });
});
