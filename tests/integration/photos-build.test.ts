/**
 * Real photos through the image pipeline (docs/images.md), in one site build
 * (`astro build --outDir .dist-photos`) of a copy of the content folder (`CONTENT_DIR`) where
 * three vehicles and one article have photos: generated 4000 × 3000 phone-like JPEGs of several MB
 * (`tools/lib/test-photos.mjs`).
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
 * over 300 KB. The build also has an analytics provider set, for `tests/e2e/analytics.spec.ts`
 * (`tests/photo-build.ts`). Run with `VITEST_SUITE=integration npx vitest run tests/integration/photos-build.test.ts`.
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

let server: Server;
let content = '';
let output = '';

/**
 * The port of the stand-in for Supabase Storage. Fixed, so the remote photo keeps its URL from one
 * run to the next and the build's image cache (`ASTRO_CACHE_DIR` below) keeps its AVIF and WebP
 * sizes (encoding them again took most of this build's CPU, and each run added 34 files to the
 * cache); any free port when this one is taken.
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
  server = createServer((req, res) => {
    if (req.url === '/storage/v1/object/public/cars/sh150.jpg') {
      const headers = { etag, 'cache-control': 'public, max-age=3600' };
      if (req.headers['if-none-match'] === etag) res.writeHead(304, headers).end();
      else res.writeHead(200, { ...headers, 'content-type': 'image/jpeg' }).end(sh150);
      return;
    }
    res.writeHead(404).end();
  });
  await listenOnStoragePort(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
    // The build doubles as the analytics suite's (tests/photo-build.ts).
    ...PHOTO_BUILD_ANALYTICS,
  });
}, 900_000);

afterAll(() => {
  server?.close();
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
    const list = read('blog/index.html');
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
