/**
 * Photo-like test JPEGs made with sharp (docs/images.md: no photos ship with the repository and
 * none can be downloaded here). A photo is a sky-to-sea gradient with a sun, hills, a white house
 * and a car-like shape, over fine noise (the grain of a phone camera) so that it compresses like
 * a photo, not like a flat drawing: 4000 × 3000 at quality 92 is several MB, as a phone's photo is.
 * The same options give the same bytes (the noise comes from a generator seeded by `seed`), so a
 * build of unchanged test photos finds its images in the image cache, as a build of the business's
 * unchanged photos does (docs/images.md), and the cache does not grow by a set of images per run.
 *
 *   node tools/lib/test-photos.mjs DIR [count]   # writes DIR/photo-1.jpg …
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes one photo-like JPEG.
 *
 * @param {string} file where to write it
 * @param {{ width?: number; height?: number; seed?: number; quality?: number }} [options]
 *   size in pixels (default 4000 × 3000), `seed` varies the colours and shapes, JPEG quality
 * @returns {Promise<{ file: string; bytes: number; width: number; height: number }>}
 */
export async function makePhoto(
  file,
  { width = 4000, height = 3000, seed = 1, quality = 92 } = {},
) {
  const { default: sharp } = await import('sharp');
  mkdirSync(dirname(file), { recursive: true });
  const hue = (seed * 47) % 360;
  const horizon = Math.round(height * (0.5 + ((seed * 13) % 10) / 100));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue + 190},70%,45%)"/><stop offset="1" stop-color="hsl(${hue + 200},60%,85%)"/></linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue + 185},70%,35%)"/><stop offset="1" stop-color="hsl(${hue + 210},80%,20%)"/></linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff8d0"/><stop offset="1" stop-color="#ffd060" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="${horizon}" fill="url(#sky)"/>
    <rect y="${horizon}" width="100%" height="${height - horizon}" fill="url(#sea)"/>
    <circle cx="${width * 0.75}" cy="${height * 0.2}" r="${height * 0.15}" fill="url(#sun)"/>
    <path d="M0 ${horizon} Q ${width * 0.2} ${horizon - height * 0.2} ${width * 0.45} ${horizon} T ${width} ${horizon - height * 0.05} V ${horizon + 40} H 0 Z" fill="hsl(${hue + 40},35%,35%)"/>
    <rect x="${width * 0.3}" y="${horizon - height * 0.12}" width="${width * 0.08}" height="${height * 0.1}" fill="#f4f1ea"/>
    <rect x="${width * 0.33}" y="${horizon - height * 0.09}" width="${width * 0.015}" height="${height * 0.03}" fill="hsl(${hue + 210},70%,40%)"/>
    <rect x="${width * 0.25}" y="${height * 0.72}" rx="${height * 0.06}" width="${width * 0.5}" height="${height * 0.14}" fill="hsl(${hue},70%,45%)"/>
    <rect x="${width * 0.33}" y="${height * 0.64}" rx="${height * 0.05}" width="${width * 0.3}" height="${height * 0.12}" fill="hsl(${hue},60%,38%)"/>
    <circle cx="${width * 0.34}" cy="${height * 0.86}" r="${height * 0.06}" fill="#222"/>
    <circle cx="${width * 0.66}" cy="${height * 0.86}" r="${height * 0.06}" fill="#222"/>
  </svg>`;
  // Grain at two scales: the sensor's (per pixel) and texture (leaves, stones, waves: blotches of
  // a few pixels at a card's size), so that resized versions keep a photo's detail.
  // Both layers stay raw pixels (no PNG round trip: zlib over 36 MB of noise took most of the
  // time of a photo).
  const raw = { width, height, channels: 3 };
  const grain = noise(width * height * 3, 28, seed * 2);
  const small = { width: Math.round(width / 5), height: Math.round(height / 5), channels: 3 };
  const texture = await sharp(noise(small.width * small.height * 3, 40, seed * 2 + 1), {
    raw: small,
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const { size } = await sharp(Buffer.from(svg))
    .composite([
      { input: texture, raw, blend: 'soft-light' },
      { input: grain, raw, blend: 'overlay' },
    ])
    .jpeg({ quality, mozjpeg: false })
    .toFile(file);
  return { file, bytes: size, width, height };
}

/**
 * `length` bytes of noise around 128 with about the standard deviation `sigma`, the same for the
 * same `seed`: each byte is 128 plus the centred sum of two uniform bytes, scaled (a triangular
 * distribution, close enough to a camera's grain), from xorshift32. sharp's own noise
 * (`create.noise`) takes no seed, so its photos differed from run to run.
 *
 * @param {number} length bytes
 * @param {number} sigma standard deviation, in levels of 0-255
 * @param {number} seed any integer
 * @returns {Buffer}
 */
function noise(length, sigma, seed) {
  // A clamped array: values outside 0-255 become 0 or 255, as a sensor's do.
  const out = new Uint8ClampedArray(length);
  // Two uniform bytes (variance 256² / 12 each) sum to a standard deviation of about 104.5.
  const scale = sigma / 104.5;
  let x = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = 128 + ((x & 0xff) + ((x >>> 8) & 0xff) - 255) * scale;
  }
  return Buffer.from(out.buffer);
}

/** Writes `count` photos `photo-1.jpg` … into `dir`; returns them. */
export async function makePhotos(dir, count, options = {}) {
  mkdirSync(dir, { recursive: true });
  const made = [];
  for (let i = 1; i <= count; i++)
    made.push(await makePhoto(join(dir, `photo-${i}.jpg`), { ...options, seed: i }));
  return made;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, count = '1'] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: node tools/lib/test-photos.mjs DIR [count]');
    process.exit(2);
  }
  for (const p of await makePhotos(dir, Number(count)))
    console.log(`${p.file}: ${p.width}×${p.height}, ${(p.bytes / 1e6).toFixed(1)} MB`);
}
