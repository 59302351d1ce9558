/**
 * The blog built from a content service (docs/requirements.md, "Blog feeds and service posts"): a
 * local server answering in Strapi v4's shape with 25 posts, and one site build (`astro build
 * --outDir .dist-blogfixture`, about a minute) with `STRAPI_URL` pointing at it. Checks the
 * requests the build made, `/blog` (20 posts, newest first, pagination nav), `/blog/page/2` (the
 * other 5 service posts, then the six Markdown articles, which are older and stay: service posts
 * are added, docs/blog.md), that `/blog/page/1` and `/blog/page/3` do not exist, an article page of
 * a service-only post (sanitised content, BlogPosting JSON-LD), a category outside the built-in
 * list, the French list (its Markdown posts plus the English service posts) and the RSS feed.
 *
 * The only extra build of the suite; run with `VITEST_SUITE=integration npx vitest run
 * tests/integration/blog-build.test.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite } from './support';

const OUT = '.dist-blogfixture';
const CLIENT = join(OUT, 'client');
const POSTS = 25;

/** Post `n` (1 = newest): published `2025-03-{26-n}`; a few with special cases. */
function item(n: number) {
  const day = String(26 - n).padStart(2, '0');
  return {
    id: 100 + n,
    attributes: {
      title: `Fixture post ${String(n).padStart(2, '0')} from the content service`,
      slug: `fixture-post-${n}`,
      excerpt: `Excerpt of fixture post ${n}, written in the content service and long enough to list.`,
      content:
        n === 1
          ? '<p>Safe paragraph of the first post.</p><script>window.__pwned = true</script><img src="/uploads/bay.jpg" onerror="window.__pwned = true" alt="The bay at dusk"><p><a href="https://ferries.example/timetable">Ferry timetable</a></p>'
          : `## Section ${n}\n\nMarkdown body of fixture post ${n}.`,
      author: n === 2 ? null : 'Eleni Markou',
      category: n === 3 ? 'Nightlife' : 'Beaches',
      readTime: 3,
      featured: n === 4,
      publishedAt: n === 5 ? null : `2025-03-${day}T09:00:00.000Z`,
      createdAt: `2025-03-${day}T08:00:00.000Z`,
      featuredImage:
        n === 2
          ? { data: null }
          : {
              data: {
                id: n,
                attributes: {
                  url: `/uploads/post_${n}.jpg`,
                  alternativeText: `Photo of fixture post ${n}`,
                },
              },
            },
    },
  };
}
const items = Array.from({ length: POSTS }, (_, i) => item(i + 1));

const requests: URLSearchParams[] = [];
let server: Server;
let base = '';
let output = '';

/** Text of a built file under `client/`. */
const read = (path: string) => readFileSync(join(CLIENT, path), 'utf8');
/** The `data-post-slug` values of a built list page, in order. */
const slugsOf = (html: string) => [...html.matchAll(/data-post-slug="([^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  // Post 1's featured image is a real (small) photo; the others answer 404 (docs/images.md: the
  // build falls back to the placeholder and warns, naming the post).
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 110, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/uploads/post_1.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      return;
    }
    if (url.pathname !== '/api/blog-posts') {
      res.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    const page = Number(url.searchParams.get('pagination[page]') ?? 1);
    const pageSize = Number(url.searchParams.get('pagination[pageSize]') ?? 25);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: items.slice((page - 1) * pageSize, page * pageSize),
        meta: {
          pagination: { page, pageSize, pageCount: Math.ceil(POSTS / pageSize), total: POSTS },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  output = await buildTestSite(OUT, '.cache/astro-test-blog', {
    STRAPI_URL: base,
    STRAPI_LOCALES: '',
  });
  expect(output).toContain(`Loaded ${POSTS} blog posts (en) from Strapi.`);
}, 600_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('blog built from a Strapi-shaped content service', () => {
  it('the build read both pages with the list call parameters', () => {
    expect(requests.map((p) => Object.fromEntries(p))).toEqual([
      {
        populate: '*',
        sort: 'publishedAt:desc',
        'pagination[page]': '1',
        'pagination[pageSize]': '20',
      },
      {
        populate: '*',
        sort: 'publishedAt:desc',
        'pagination[page]': '2',
        'pagination[pageSize]': '20',
      },
    ]);
  });

  it('/blog shows the 20 newest posts and a pagination nav', () => {
    const html = read('blog/index.html');
    expect(slugsOf(html)).toEqual(Array.from({ length: 20 }, (_, i) => `fixture-post-${i + 1}`));
    expect(html).not.toContain('complete-guide-exploring-paros-car'); // the service replaces the English Markdown posts
    expect(html).toMatch(/<nav aria-label="Blog pages"[^>]*data-blog-pagination/);
    expect(html).toMatch(/<a href="\/blog" aria-label="Page 1 of 2" aria-current="page"/);
    expect(html).toMatch(/<a href="\/blog\/page\/2" rel="next"/);
    expect(html).toContain('<link rel="next" href="/blog/page/2">');
    expect(html).toContain(
      '<title>Paros Travel Blog: Driving, Beaches &amp; Ferries | Paros Antiparos Rentals</title>',
    );
    // Mapping as the list shows it.
    // Post 1's photo through the image pipeline (the service's host is allowed); post 3's failed to
    // download: the placeholder, and a warning naming the post.
    expect(html).toMatch(/<source type="image\/avif" srcset="\/_astro\/post_1[._][^"]+ 320w/);
    expect(html).toMatch(
      /<img src="\/_astro\/post_1[._][^"]+\.webp" alt="Photo of fixture post 1" width="640" height="427"/,
    );
    expect(output).toMatch(
      /\[images\] post "Fixture post 03 from the content service": the photo http:\/\/127\.0\.0\.1:\d+\/uploads\/post_3\.jpg could not be downloaded/,
    );
    expect(html).toContain('src="/images/art/placeholder.svg"'); // post 2: no featured image
    expect(html).toContain('By The Paros Antiparos Rentals Team'); // post 2: no author
    expect(html).toContain('By Eleni Markou');
    expect(html).toMatch(/data-post-category[^>]*>Nightlife</); // category outside the built-in list, kept
    expect(html).toMatch(/<time datetime="2025-03-21"[^>]*>21 March 2025</); // post 5: createdAt
    expect(html).toMatch(/data-post-slug="fixture-post-4" data-featured/);
  });

  it('/blog/page/2 shows the other 5, then the six Markdown articles (kept, older); /blog/page/1 and /blog/page/3 do not exist', () => {
    const html = read('blog/page/2.html');
    const slugs = slugsOf(html);
    expect(slugs.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, (_, i) => `fixture-post-${i + 21}`),
    );
    expect(slugs.slice(5).sort()).toEqual(
      readdirSync('content/blog/en')
        .map((f) => f.replace(/\.md$/, ''))
        .sort(),
    );
    expect(html).toContain(
      '<title>Paros Travel Blog: Driving, Beaches &amp; Ferries (page 2) | Paros Antiparos Rentals</title>',
    );
    expect(html).toMatch(/<a href="\/blog\/page\/2" aria-label="Page 2 of 2" aria-current="page"/);
    expect(html).toMatch(/<a href="\/blog" rel="prev"/);
    expect(html).toContain(
      '<link rel="canonical" href="https://www.paros-rentals.example/blog/page/2">',
    );
    expect(existsSync(join(CLIENT, 'blog/page/1.html'))).toBe(false);
    expect(existsSync(join(CLIENT, 'blog/page/3.html'))).toBe(false);
  });

  it('a service-only post has its article page with the sanitised content', () => {
    const html = read('blog/fixture-post-1.html');
    expect(html).toContain('<h1');
    expect(html).toContain('Fixture post 01 from the content service');
    expect(html).toContain('<p>Safe paragraph of the first post.</p>');
    expect(html).toContain(
      `<img src="${base}/uploads/bay.jpg" alt="The bay at dusk" loading="lazy" decoding="async" />`,
    );
    expect(html).toContain(
      '<a href="https://ferries.example/timetable" rel="noopener">Ferry timetable</a>',
    );
    expect(html).not.toContain('__pwned');
    expect(html).not.toMatch(/onerror/i);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    expect(ld.find((o) => o['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Fixture post 01 from the content service',
      datePublished: '2025-03-25',
    });
    const md = read('blog/fixture-post-7.html');
    expect(md).toMatch(/<h2[^>]*>Section 7<\/h2>/);
  });

  it('every listed post has a page', () => {
    for (const n of Array.from({ length: POSTS }, (_, i) => i + 1))
      expect(existsSync(join(CLIENT, `blog/fixture-post-${n}.html`)), `post ${n}`).toBe(true);
  });

  it('French keeps its Markdown posts and links the untranslated service posts to their English pages', () => {
    const first = slugsOf(read('fr/blog/index.html'));
    const second = slugsOf(read('fr/blog/page/2.html'));
    const all = [...first, ...second];
    expect(all).toHaveLength(POSTS + 6);
    expect(all).toContain('complete-guide-exploring-paros-car');
    expect(all).toContain('fixture-post-25');
    expect(read('fr/blog/index.html')).toMatch(
      /lang="en" data-post data-post-slug="fixture-post-1"/,
    );
    // No page claims to be French while showing English text: the card opens the English article.
    expect(read('fr/blog/index.html')).toContain('href="/blog/fixture-post-1"');
    expect(existsSync(join(CLIENT, 'fr/blog/fixture-post-1.html'))).toBe(false);
    // The English article's language menu sends the languages it lacks to their blog list.
    const english = read('blog/fixture-post-1.html');
    expect(english).not.toMatch(/href="\/(fr|de|it)\/blog\/fixture-post-1"/);
    expect(english).toContain('href="/fr/blog"');
    expect(existsSync(join(CLIENT, 'fr/blog/complete-guide-exploring-paros-car.html'))).toBe(true);
  });

  it('the RSS feed lists every service post and the Markdown articles, newest first', () => {
    const xml = read('rss.xml');
    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toHaveLength(POSTS + 6);
    expect(links[0]).toBe('https://www.paros-rentals.example/blog/fixture-post-1');
    expect(links[POSTS - 1]).toBe('https://www.paros-rentals.example/blog/fixture-post-25');
    expect(links).toContain(
      'https://www.paros-rentals.example/blog/complete-guide-exploring-paros-car',
    );
  });
});
