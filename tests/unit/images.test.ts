/**
 * The image pipeline's pure parts (docs/images.md): resolving an image reference (local file,
 * URL, `{ src, alt }`, site path, missing file, bad names) and the alt rules; the widths of a
 * place; fleet data accepting photo references; browser-side Supabase Storage pictures.
 * The build half (AVIF/WebP, sizes, fallback on a failed download) is in
 * tests/integration/photos-build.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { ImageRefError, resolveImageRef, type ImageRefContext } from '../../src/lib/images/ref';
import { ogCard, places, socialCardSize, widthsFor } from '../../src/lib/images/places';
import { livePictures, supabaseCardPicture } from '../../src/lib/images/live';
import { vehicleImages } from '../../src/lib/fleet/images';
import { vehicleSchema } from '../../src/lib/fleet/vehicle';
import type { FleetCard } from '../../src/lib/fleet/compact';
import { vehiclePictures, withCardPictures } from '../../src/lib/fleet/pictures';
import type { ResolvedImage } from '../../src/lib/images/ref';

// The build half (astro:assets) stands in: a photo is "made" unless its download fails (`missing`
// in the URL), as `pictureOf` answers null then; only `aygo.jpg` exists in the photo folder.
vi.mock('../../src/lib/images/picture', () => ({
  contentPhotoExists: (_folder: string, name: string) => name === 'aygo.jpg',
  ogImageOf: async () => undefined,
  pictureOf: async (image: ResolvedImage, place: string) =>
    image.kind === 'remote' && image.url.includes('missing')
      ? null
      : {
          src: `/_astro/${place}.webp`,
          alt: image.alt,
          width: 800,
          height: 600,
          sources: [{ type: 'image/avif', srcset: `/_astro/${place}.avif 800w` }],
          photo: true,
        },
}));

const files = new Set(['aygo-side.jpg', 'guide.JPG']);
const fleet: ImageRefContext = {
  folder: 'fleet/images',
  owner: 'Toyota Aygo',
  exists: (name) => files.has(name),
};

describe('resolving an image reference', () => {
  it('a file name with alt text is a local photo of the folder', () => {
    expect(
      resolveImageRef({ src: 'aygo-side.jpg', alt: 'The Aygo by the harbour' }, fleet),
    ).toEqual({
      kind: 'local',
      file: 'fleet/images/aygo-side.jpg',
      alt: 'The Aygo by the harbour',
    });
    // An article's alt text is written beside the reference (imageAlt).
    expect(
      resolveImageRef('guide.JPG', {
        folder: 'blog/images',
        owner: 'The guide',
        alt: 'A road in Lefkes',
        exists: (n) => files.has(n),
      }),
    ).toEqual({ kind: 'local', file: 'blog/images/guide.JPG', alt: 'A road in Lefkes' });
  });

  it('a local photo without alt text stops the build, naming the file and the fix', () => {
    expect(() => resolveImageRef('aygo-side.jpg', fleet)).toThrow(ImageRefError);
    expect(() => resolveImageRef('aygo-side.jpg', fleet)).toThrow(
      'content/fleet/images/aygo-side.jpg (Toyota Aygo): a local photo needs alt text — write { src: "aygo-side.jpg", alt: "what the photo shows" }',
    );
    expect(() => resolveImageRef({ src: 'aygo-side.jpg', alt: '   ' }, fleet)).toThrow(
      /needs alt text/,
    );
  });

  it('a missing file, a path out of the folder or a file type the pipeline does not read are refused by name', () => {
    expect(() => resolveImageRef({ src: 'aygo-front.jpg', alt: 'Front' }, fleet)).toThrow(
      'content/fleet/images/aygo-front.jpg (Toyota Aygo): no such file — put the photo in content/fleet/images/ or correct the name',
    );
    expect(() => resolveImageRef({ src: '../secrets.jpg', alt: 'x' }, fleet)).toThrow(
      /is named by its file name/,
    );
    expect(() => resolveImageRef({ src: 'sub/aygo.jpg', alt: 'x' }, fleet)).toThrow(
      /is named by its file name/,
    );
    expect(() => resolveImageRef({ src: 'aygo.heic', alt: 'x' }, fleet)).toThrow(
      /not a photo type the site reads \(jpg, jpeg, png, webp, avif\)/,
    );
  });

  it('a URL is a remote photo: without alt text it is described by its owner, never as an illustration', () => {
    const url = 'https://abcd.supabase.co/storage/v1/object/public/cars/aygo.jpg';
    expect(resolveImageRef(url, fleet)).toEqual({ kind: 'remote', url, alt: 'Toyota Aygo' });
    expect(resolveImageRef({ src: url, alt: 'Aygo in Parikia' }, fleet)).toEqual({
      kind: 'remote',
      url,
      alt: 'Aygo in Parikia',
    });
  });

  it('a site path is used as it is (the drawn illustrations)', () => {
    expect(resolveImageRef('/images/vehicles/toyota-aygo.svg', fleet)).toEqual({
      kind: 'site',
      src: '/images/vehicles/toyota-aygo.svg',
      alt: 'Toyota Aygo',
    });
  });
});

describe('the size of a social card', () => {
  it("is the largest box of the card's ratio inside the picture, never larger than the card", () => {
    expect(socialCardSize(4000, 3000)).toEqual(ogCard);
    expect(socialCardSize(1200, 675)).toEqual({ width: 1200, height: 630 });
    // The drawn vehicles (800 × 500): the full width, cut to the ratio.
    expect(socialCardSize(800, 500)).toEqual({ width: 800, height: 420 });
    // A wide panorama: the full height.
    expect(socialCardSize(3000, 500)).toEqual({ width: 952, height: 500 });
  });
});

describe('the widths of a place', () => {
  it("keeps the place's widths up to the photo's own, adding the photo's width instead of upscaling", () => {
    expect(widthsFor('gallery', 4000)).toEqual([480, 640, 800, 960, 1200]);
    expect(widthsFor('gallery', 900)).toEqual([480, 640, 800, 900]);
    expect(widthsFor('gallery', 300)).toEqual([300]);
    expect(widthsFor('gallery', 1200)).toEqual([480, 640, 800, 960, 1200]);
  });

  it('every place has ascending widths, a fallback among its range and a sizes attribute', () => {
    for (const [name, spec] of Object.entries(places)) {
      expect(
        [...spec.widths].sort((a, b) => a - b),
        name,
      ).toEqual(spec.widths);
      expect(spec.fallback, name).toBeGreaterThanOrEqual(spec.widths[0]!);
      expect(spec.fallback, name).toBeLessThanOrEqual(spec.widths.at(-1)!);
      expect(spec.sizes, name).not.toBe('');
    }
  });
});

describe('photos in the fleet data', () => {
  const base = {
    id: 'toyota-aygo',
    name: 'Toyota Aygo',
    description: 'A small, light city car for the lanes of Parikia.',
    brand: 'Toyota',
    model: 'Aygo',
    category: 'economy',
    type: 'Car',
    transmission: 'Manual',
    fuel_type: 'Petrol',
    seats: 4,
    doors: 5,
    engine_size: '1.0L',
    price_per_day: 35,
    agency: 'paros-antiparos',
  };

  it('vehicles.yaml may name a file, a URL or { src, alt }', () => {
    const parsed = vehicleSchema.parse({
      ...base,
      images: ['aygo.jpg', { src: 'aygo-2.jpg', alt: 'Inside' }, 'https://cdn.example/aygo.jpg'],
    });
    expect(parsed.images).toEqual([
      'aygo.jpg',
      { src: 'aygo-2.jpg', alt: 'Inside' },
      'https://cdn.example/aygo.jpg',
    ]);
    expect(vehicleSchema.safeParse({ ...base, images: [{ alt: 'no src' }] }).success).toBe(false);
  });

  it('the browser-side image list keeps addresses a browser can load; local file names fall back to the illustration', () => {
    const vehicle = vehicleSchema.parse({ ...base, images: ['aygo.jpg'] });
    expect(vehicleImages(vehicle)).toEqual(['/images/vehicles/toyota-aygo.svg']);
    expect(
      vehicleImages({
        ...vehicle,
        images: [{ src: 'https://cdn.example/a.jpg', alt: 'A' }, 'b.jpg'],
      }),
    ).toEqual(['https://cdn.example/a.jpg']);
  });
});

describe('fleet photos fetched in the browser (Supabase Storage)', () => {
  const project = 'https://abcd.supabase.co';
  const url = `${project}/storage/v1/object/public/cars/aygo.jpg`;

  it("asks the image transformation for the card's widths", () => {
    const picture = supabaseCardPicture(url, project, 'Toyota Aygo');
    expect(picture?.src).toBe(
      `${project}/storage/v1/render/image/public/cars/aygo.jpg?width=480&quality=60`,
    );
    expect(picture?.srcset).toBe(
      places.card.widths
        .map(
          (w) =>
            `${project}/storage/v1/render/image/public/cars/aygo.jpg?width=${w}&quality=60 ${w}w`,
        )
        .join(', '),
    );
    expect(picture).toMatchObject({
      alt: 'Toyota Aygo',
      sizes: places.card.sizes,
      sources: [],
      photo: true,
    });
  });

  it('leaves photos elsewhere as they are', () => {
    expect(supabaseCardPicture('https://cdn.example/aygo.jpg', project, 'x')).toBeUndefined();
    expect(
      supabaseCardPicture(`${project}/storage/v1/object/sign/cars/aygo.jpg?token=t`, project, 'x'),
    ).toBeUndefined();
    expect(supabaseCardPicture('not a url', project, 'x')).toBeUndefined();
  });

  const card = (id: string, image: string, extra: Partial<FleetCard> = {}): FleetCard => ({
    id,
    name: id,
    category: 'economy',
    type: 'Car',
    transmission: 'Manual',
    seats: 4,
    engine_size: '1.0L',
    price_per_day: 35,
    image,
    ...extra,
  });
  const built = {
    src: '/_astro/aygo.webp',
    alt: 'Aygo',
    width: 480,
    height: 360,
    sources: [{ type: 'image/avif', srcset: '/_astro/aygo.avif 480w' }],
    photo: true,
  };

  it("fresh cards keep the build's picture when the photo is unchanged; new photos are transformed only when the project can", () => {
    const fresh = [
      card('aygo', url),
      card('new', `${project}/storage/v1/object/public/cars/new.jpg`),
      card('plain', '/images/vehicles/fiat-500.svg'),
    ];
    const before = [card('aygo', url, { picture: built })];
    const on = livePictures(fresh, before, { projectUrl: project, transform: true });
    expect(on[0]?.picture).toBe(built);
    expect(on[1]?.picture?.src).toContain('/render/image/public/cars/new.jpg?width=480');
    expect(on[2]?.picture).toBeUndefined();
    const off = livePictures(fresh, before, { projectUrl: project, transform: false });
    expect(off[0]?.picture).toBe(built);
    expect(off[1]?.picture).toBeUndefined();
    // A changed photo does not keep the old picture.
    expect(
      livePictures([card('aygo', `${project}/storage/v1/object/public/cars/aygo-2.jpg`)], before, {
        projectUrl: project,
        transform: false,
      })[0]?.picture,
    ).toBeUndefined();
  });
});

describe("a vehicle's pictures at build time", () => {
  const base = vehicleSchema.parse({
    id: 'toyota-aygo',
    name: 'Toyota Aygo',
    description: 'A small, light city car for the lanes of Parikia.',
    brand: 'Toyota',
    model: 'Aygo',
    category: 'economy',
    type: 'Car',
    transmission: 'Manual',
    fuel_type: 'Petrol',
    seats: 4,
    doors: 5,
    engine_size: '1.0L',
    price_per_day: 35,
    agency: 'paros-antiparos',
  });
  const alt = 'Toyota Aygo, side view illustration';

  it('photos first (the first one in its own place), then nothing else', async () => {
    const pictures = await vehiclePictures(
      {
        ...base,
        images: [{ src: 'aygo.jpg', alt: 'By the harbour' }, 'https://cdn.example/aygo-2.jpg'],
      },
      { place: 'thumb', firstPlace: 'gallery', illustrationAlt: alt },
    );
    expect(pictures.map((p) => [p.src, p.alt])).toEqual([
      ['/_astro/gallery.webp', 'By the harbour'],
      ['/_astro/thumb.webp', 'Toyota Aygo'],
    ]);
  });

  it('a failed download is left out; when no photo is left, the illustration with its alt text', async () => {
    const one = await vehiclePictures(
      { ...base, images: ['https://cdn.example/missing.jpg', 'https://cdn.example/ok.jpg'] },
      { place: 'card', illustrationAlt: alt },
    );
    expect(one.map((p) => p.src)).toEqual(['/_astro/card.webp']);
    const none = await vehiclePictures(
      { ...base, images: ['https://cdn.example/missing.jpg'] },
      { place: 'card', illustrationAlt: alt },
    );
    expect(none).toEqual([
      {
        src: '/images/vehicles/toyota-aygo.svg',
        alt,
        width: 800,
        height: 500,
        sources: [],
        photo: false,
      },
    ]);
    // The card of a vehicle whose photo failed shows the illustration, not the broken address.
    const [card] = await withCardPictures(
      [
        {
          id: 'toyota-aygo',
          name: 'Toyota Aygo',
          category: 'economy',
          type: 'Car',
          transmission: 'Manual',
          seats: 4,
          engine_size: '1.0L',
          price_per_day: 35,
          image: 'https://cdn.example/missing.jpg',
        },
      ],
      [{ ...base, images: ['https://cdn.example/missing.jpg'] }],
      () => alt,
    );
    expect(card).toMatchObject({ image: '/images/vehicles/toyota-aygo.svg' });
    expect(card?.picture).toBeUndefined();
  });

  it('a local photo without alt text or without its file stops the build', async () => {
    await expect(
      vehiclePictures({ ...base, images: ['aygo.jpg'] }, { place: 'card', illustrationAlt: alt }),
    ).rejects.toThrow(/a local photo needs alt text/);
    await expect(
      vehiclePictures(
        { ...base, images: [{ src: 'aygo-front.jpg', alt: 'Front' }] },
        { place: 'card', illustrationAlt: alt },
      ),
    ).rejects.toThrow(/aygo-front\.jpg \(Toyota Aygo\): no such file/);
  });
});
