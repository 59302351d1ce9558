/**
 * The photo build (`tests/photo-build.ts`): one site build (`astro build --outDir .dist-photos`)
 * with the settings a deployment adds to the defaults, checked here and served by the end-to-end
 * suites of photos, consent and analytics. One build for what used to take two saves a whole site
 * build (about 30 CPU-seconds) in the integration stage (docs/quality.md, "Test suite").
 *
 * Photos through the image pipeline (docs/images.md): a copy of the content folder
 * (`CONTENT_DIR`) where three vehicles and one article have photos: generated 4000 × 3000
 * phone-like JPEGs of several MB (`tools/lib/test-photos.mjs`).
 *
 * - Toyota Aygo: two local photos of `content/fleet/images/` with their alt text;
 * - Honda SH 150: a remote photo (a local HTTP server standing in for Supabase Storage, allowed
 *   through `STRAPI_MEDIA_URL`), without alt text;
 * - Kymco MXU 450: a remote photo that answers 404 (the illustration, and a build warning);
 * - the article "The Complete Guide to Exploring Paros by Car": a local photo.
 *
 * Checks `<picture>` with AVIF and WebP sources, `srcset`/`sizes`, `width`/`height` of the photo's
 * 4:3 ratio, the LCP image eager with `fetchpriority="high"` and its blurred placeholder, the others
 * lazy, alt texts, the social cards (1200 × 630), fleet.json, and that no page references a file
 * over 300 KB.
 *
 * The blog from a content service (docs/requirements.md, "Blog feeds and service posts"): the same
 * local server answers in Strapi v4's shape with 25 posts (`STRAPI_URL`). Checks the requests the
 * build made, `/blog` (20 posts, newest first, pagination nav), `/blog/page/2` (the other 5 service
 * posts, then the six Markdown articles, which are older and stay: service posts are added,
 * docs/blog.md), that `/blog/page/1` and `/blog/page/3` do not exist, an article page of a
 * service-only post (sanitised content, BlogPosting JSON-LD), a category outside the built-in list,
 * the French list (its Markdown posts plus the English service posts) and the RSS feed.
 *
 * The build also has an analytics provider set, for `tests/e2e/analytics.spec.ts`
 * (`tests/photo-build.ts`). Run with `VITEST_SUITE=integration npx vitest run
 * tests/integration/photos-build.test.ts`.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../../tools/lib/test-photos.mjs';
import { PHOTO_BUILD_ANALYTICS, PHOTO_BUILD_DIR } from '../photo-build';
import { buildTestSite } from './support';

const OUT = PHOTO_BUILD_DIR;
const CLIENT = join(OUT, 'client');
const read = (path: string) => readFileSync(join(CLIENT, path), 'utf8');

/** The content service's posts. */
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

/** The content service's list requests, as the build made them. */
const requests: URLSearchParams[] = [];
let server: Server;
let content = '';
/** The stand-in server's origin: Supabase Storage's photos and the content service. */
let base = '';
let output = '';

/**
 * The port of the stand-in for Supabase Storage and the content service. Fixed, so the remote
 * photos keep their URLs from one run to the next and the build's image cache (`ASTRO_CACHE_DIR`
 * below) keeps their AVIF and WebP sizes (encoding them again took most of this build's CPU, and
 * each run added 34 files to the cache); any free port when this one is taken.
 */
const STORAGE_PORT = 43917;

/** Starts `server` on 127.0.0.1 at {@link STORAGE_PORT}, or at any free port when it is taken. */
async function listenOnStoragePort(server: Server): Promise<void> {
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(STORAGE_PORT).catch(() => listen(0));
}

/** The `data-post-slug` values of a built list page, in order. */
const slugsOf = (html: string) => [...html.matchAll(/data-post-slug="([^"]+)"/g)].map((m) => m[1]);

/** Replaces `images: []` of the vehicle `id` in vehicles.yaml. */
function setImages(yaml: string, id: string, images: string): string {
  const start = yaml.indexOf(`- id: ${id}\n`);
  if (start < 0) throw new Error(`no vehicle ${id}`);
  const at = yaml.indexOf('  images: []', start);
  return `${yaml.slice(0, at)}  images: ${images}${yaml.slice(at + '  images: []'.length)}`;
}

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), 'paros-photos-'));
  cpSync('content', content, { recursive: true });
  const photos = mkdtempSync(join(tmpdir(), 'paros-photo-files-'));
  await Promise.all([
    makePhoto(join(content, 'fleet/images/aygo-naoussa.jpg'), { seed: 1 }),
    makePhoto(join(content, 'fleet/images/aygo-interior.jpg'), { seed: 2 }),
    makePhoto(join(content, 'blog/images/road-to-lefkes.jpg'), { seed: 3 }),
    makePhoto(join(photos, 'sh150.jpg'), { seed: 4 }),
  ]);
  expect(statSync(join(content, 'fleet/images/aygo-naoussa.jpg')).size).toBeGreaterThan(3_000_000);

  const sh150 = readFileSync(join(photos, 'sh150.jpg'));
  // As Supabase Storage answers: a validator and a max-age, so a build revalidates its cached
  // sizes of the photo (304) instead of encoding them again.
  const etag = `"${createHash('sha1').update(sh150).digest('hex')}"`;
  // The content service's post 1 has a real (small) featured image; the others answer 404
  // (docs/images.md: the build falls back to the placeholder and warns, naming the post).
  const postPhoto = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 110, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/uploads/post_1.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(postPhoto);
      return;
    }
    if (url.pathname === '/api/blog-posts') {
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
      return;
    }
    if (url.pathname === '/storage/v1/object/public/cars/sh150.jpg') {
      const headers = { etag, 'cache-control': 'public, max-age=3600' };
      if (req.headers['if-none-match'] === etag) res.writeHead(304, headers).end();
      else res.writeHead(200, { ...headers, 'content-type': 'image/jpeg' }).end(sh150);
      return;
    }
    res.writeHead(404).end();
  });
  await listenOnStoragePort(server);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let yaml = readFileSync(join(content, 'fleet/vehicles.yaml'), 'utf8');
  yaml = setImages(
    yaml,
    'toyota-aygo',
    '[{ src: aygo-naoussa.jpg, alt: "A red Toyota Aygo parked by the harbour of Naoussa" }, { src: aygo-interior.jpg, alt: "The Toyota Aygo\'s front seats and dashboard" }]',
  );
  yaml = setImages(yaml, 'honda-sh-150', `["${base}/storage/v1/object/public/cars/sh150.jpg"]`);
  yaml = setImages(yaml, 'kymco-mxu-450', `["${base}/storage/v1/object/public/cars/missing.jpg"]`);
  writeFileSync(join(content, 'fleet/vehicles.yaml'), yaml);
  const article = join(content, 'blog/en/complete-guide-exploring-paros-car.md');
  writeFileSync(
    article,
    readFileSync(article, 'utf8')
      .replace(/^image: .*$/m, 'image: road-to-lefkes.jpg')
      .replace(
        /^imageAlt: .*$/m,
        'imageAlt: "The road down from Lefkes towards the sea, seen from a car"',
      ),
  );

  output = await buildTestSite(OUT, '.cache/astro-test-photos', {
    CONTENT_DIR: content,
    STRAPI_MEDIA_URL: base,
    STRAPI_URL: base,
    STRAPI_LOCALES: '',
    // The build doubles as the analytics suite's (tests/photo-build.ts).
    ...PHOTO_BUILD_ANALYTICS,
  });
  expect(output).toContain(`Loaded ${POSTS} blog posts (en) from Strapi.`);
}, 900_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (content) rmSync(content, { recursive: true, force: true });
});

/** The `<picture>…</picture>` elements of a page. */
const picturesOf = (html: string) =>
  [...html.matchAll(/<picture[^>]*>[\s\S]*?<\/picture>/g)].map((m) => m[0]);
/** An attribute of the first tag matching `tag` in `html`. */
const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('photos through the image pipeline', () => {
  it("the vehicle page: AVIF and WebP sources, the photo's ratio, the LCP eager with a placeholder, the rest lazy", () => {
    const html = read('fleet/toyota-aygo.html');
    const [main, second] = picturesOf(html);
    expect(main).toBeDefined();
    expect(main).toMatch(
      /<source type="image\/avif" srcset="\/_astro\/[^"]+\.avif 480w, [^"]+ 1200w" sizes="[^"]+"/,
    );
    expect(main).toMatch(/<source type="image\/webp" srcset="\/_astro\/[^"]+\.webp 480w,/);
    expect(attr(main!, 'img', 'width')).toBe('800');
    expect(attr(main!, 'img', 'height')).toBe('600'); // 4:3, the photo's own ratio
    expect(attr(main!, 'img', 'loading')).toBe('eager');
    expect(attr(main!, 'img', 'fetchpriority')).toBe('high');
    expect(attr(main!, 'img', 'alt')).toBe('A red Toyota Aygo parked by the harbour of Naoussa');
    expect(html).toMatch(
      /<img src="data:image\/webp;base64,[^"]{40,2000}" alt="" aria-hidden="true"[^>]*data-placeholder/,
    );
    expect(attr(second!, 'img', 'loading')).toBe('lazy');
    expect(attr(second!, 'img', 'fetchpriority')).toBeUndefined();
    expect(attr(second!, 'img', 'alt')).toBe("The Toyota Aygo's front seats and dashboard");
    // The illustrations' alt text stays with the illustrations (the similar vehicles below).
    expect(`${main}${second}`).not.toMatch(/illustration/);
  });

  it('the vehicle page gets its own 1200 × 630 social card made from the photo', async () => {
    const og = /property="og:image" content="([^"]+)"/.exec(read('fleet/toyota-aygo.html'))?.[1];
    expect(og).toMatch(/\/_astro\/aygo-naoussa\.[^/]+\.jpe?g$/);
    const file = join(CLIENT, new URL(og!).pathname);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("a remote photo without alt text is described by the vehicle's name; a failed download shows the illustration and warns", () => {
    const sh = read('fleet/honda-sh-150.html');
    const [main] = picturesOf(sh);
    expect(main).toContain('type="image/avif"');
    expect(attr(main!, 'img', 'alt')).toBe('Honda SH 150');
    const quad = read('fleet/kymco-mxu-450.html');
    expect(picturesOf(quad)).toHaveLength(0);
    // The illustration, its page's LCP picture, comes inside the page (docs/architecture.md,
    // "First paint"): the drawing of public/images/vehicles/atv-large.svg.
    const drawing =
      /<img src="data:image\/svg\+xml,([^"]*)" alt="Kymco MXU 450, side view illustration"/.exec(
        quad,
      );
    expect(decodeURIComponent(drawing?.[1] ?? '')).toBe(
      readFileSync('public/images/vehicles/atv-large.svg', 'utf8').trim(),
    );
    expect(output).toMatch(
      /\[images\] vehicle Kymco MXU 450: the photo http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/cars\/missing\.jpg could not be downloaded/,
    );
  });

  it('the fleet list: photo cards have card-sized sources and are lazy; the others keep their illustration', () => {
    const html = read('fleet/index.html');
    const aygo = /<article[^>]*data-vehicle="toyota-aygo"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    // (React writes the attribute as `srcSet`: HTML attribute names are case-insensitive.)
    expect(aygo).toMatch(
      /<source type="image\/avif" srcset="\/_astro\/[^"]+ 240w,[^"]+ 800w" sizes="\(min-width: 64rem\) 25rem/i,
    );
    expect(aygo).toMatch(/<img [^>]*loading="lazy"/);
    expect(aygo).toMatch(/width="480" height="360"/);
    const celerio =
      /<article[^>]*data-vehicle="suzuki-celerio"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(celerio).toContain('src="/images/vehicles/suzuki-celerio.svg"');
    const quad =
      /<article[^>]*data-vehicle="kymco-mxu-450"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    expect(quad).toMatch(/src="\/images\/vehicles\/atv[^"]*\.svg"/);
  });

  it('the article: its hero is the LCP picture, the blog list shows it in its (featured, wider) card, and it has its own social card', () => {
    const html = read('blog/complete-guide-exploring-paros-car.html');
    const [hero] = picturesOf(html);
    expect(hero).toMatch(/<source type="image\/avif" srcset="\/_astro\/road-to-lefkes[^"]+ 480w/);
    expect(attr(hero!, 'img', 'fetchpriority')).toBe('high');
    expect(attr(hero!, 'img', 'height')).toBe('768'); // 1024 wide, 4:3
    expect(attr(hero!, 'img', 'alt')).toBe(
      'The road down from Lefkes towards the sea, seen from a car',
    );
    expect(/property="og:image" content="([^"]+)"/.exec(html)?.[1]).toMatch(
      /\/_astro\/road-to-lefkes\.[^/]+\.jpe?g$/,
    );
    // On the list's second page: the content service's 25 posts (below) are newer.
    const list = read('blog/page/2.html');
    expect(list).toMatch(/data-post-slug="complete-guide-exploring-paros-car" data-featured/);
    expect(list).toMatch(
      /<source type="image\/avif" srcset="\/_astro\/road-to-lefkes[^"]+ 480w,[^"]+ 1280w" sizes="\(min-width: 64rem\) 45rem, 100vw"/,
    );
  });

  it('fleet.json gives the chat loadable addresses of the photos', () => {
    const fleet = JSON.parse(read('fleet.json')) as { id: string; images: string[] }[];
    expect(fleet.find((v) => v.id === 'toyota-aygo')?.images).toEqual([
      expect.stringMatching(/^\/_astro\/aygo-naoussa\.[^/]+\.webp$/),
      expect.stringMatching(/^\/_astro\/aygo-interior\.[^/]+\.webp$/),
    ]);
    expect(fleet.find((v) => v.id === 'kymco-mxu-450')?.images).toEqual([]);
  });

  it('no page references a file over 300 KB (no phone photo ships as it is)', () => {
    // The visitors' pages: the content editor (`/admin`, the staff's Decap CMS bundle, docs/editing.md)
    // is not one of them.
    const htmlFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? e.name === 'admin' && dir === CLIENT
            ? []
            : htmlFiles(join(dir, e.name))
          : e.name.endsWith('.html')
            ? [join(dir, e.name)]
            : [],
      );
    const referenced = new Set<string>();
    for (const file of htmlFiles(CLIENT)) {
      const html = readFileSync(file, 'utf8');
      for (const m of html.matchAll(/(?:src|href|content)="(\/[^"]+)"|srcset="([^"]+)"/g)) {
        const urls = m[1] ? [m[1]] : m[2]!.split(',').map((part) => part.trim().split(/\s+/)[0]!);
        for (const url of urls) if (url.startsWith('/')) referenced.add(url.split(/[?#]/)[0]!);
      }
    }
    const photosReferenced = [...referenced].filter((u) => /\.(avif|webp|jpe?g|png)$/.test(u));
    expect(photosReferenced.length).toBeGreaterThan(20);
    const tooBig = [...referenced].filter(
      (u) => existsSync(join(CLIENT, u)) && statSync(join(CLIENT, u)).size > 300_000,
    );
    expect(tooBig).toEqual([]);
  });
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
    expect(html).not.toContain('complete-guide-exploring-paros-car'); // the Markdown posts are older: page 2
    expect(html).toMatch(/<nav aria-label="Blog pages"[^>]*data-blog-pagination/);
    expect(html).toMatch(/<a href="\/blog" aria-label="Page 1 of 2" aria-current="page"/);
    expect(html).toMatch(/<a href="\/blog\/page\/2" rel="next"/);
    expect(html).toContain('<link rel="next" href="/blog/page/2">');
    expect(html).toContain('<title>Paros Travel Blog: Driving, Beaches &amp; Ferries</title>');
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
      '<title>Paros Travel Blog: Driving, Beaches &amp; Ferries (page 2)</title>',
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

/**
 * Whether a build's islands carry React's production build: its minified errors link to
 * react.dev/errors, while the development build carries its warnings' text instead (this one,
 * about invalid HTML nesting, is in react-dom's development build only). Returns the two facts for
 * the client scripts of `client`.
 */
function reactBuildOf(client: string): { production: boolean; development: boolean } {
  const scripts = readdirSync(join(client, '_astro'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(client, '_astro', name), 'utf8'));
  return {
    production: scripts.some((js) => js.includes('https://react.dev/errors/')),
    development: scripts.some((js) => js.includes('In HTML, %s cannot be a child of')),
  };
}

describe("the build's islands", () => {
  it("bundle React's production build, though vitest runs this build with NODE_ENV=test", () => {
    // A build run from a test inherited NODE_ENV=test and bundled React's development build:
    // slower islands, and hydration warnings the visitor's build never has (tools/lib/astro-run.mjs).
    expect(reactBuildOf(CLIENT)).toEqual({ production: true, development: false });
  });
});
