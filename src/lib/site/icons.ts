/**
 * Icons made from the logo at build time (see `docs/deploy.md`, "Files a live site serves"):
 * `/favicon.ico` (16, 32 and 48 px images in one ICO file, for browsers and tools that ask
 * for `/favicon.ico` without reading the page) and `/apple-touch-icon.png` (180 × 180, opaque,
 * as iOS wants for the home screen). Rasterised with sharp (Astro's image service), packed with
 * png-to-ico.
 */
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

/** Sizes in the ICO file, in pixels. */
export const FAVICON_SIZES = [16, 32, 48] as const;
/** Side of the Apple touch icon, in pixels. */
export const APPLE_TOUCH_SIZE = 180;

/**
 * The ICO favicon of an SVG logo.
 *
 * @param svg the logo's SVG source
 * @returns the bytes of an ICO file holding one image (a 32-bit BMP, as png-to-ico writes) per
 *   {@link FAVICON_SIZES} entry
 * @throws {Error} when sharp cannot read the SVG
 */
export async function faviconIco(svg: string | Buffer): Promise<Buffer> {
  const pngs = await Promise.all(
    FAVICON_SIZES.map((size) =>
      sharp(Buffer.from(svg), { density: 288 }).resize(size, size).png().toBuffer(),
    ),
  );
  return pngToIco(pngs);
}

/**
 * The Apple touch icon of an SVG logo: square, no transparency (iOS would show transparent
 * corners black), the logo's rounded corners filled with `background`.
 *
 * @param svg the logo's SVG source
 * @param background CSS colour behind the logo, e.g. the brand blue `#0a5c8f`
 * @returns PNG bytes, {@link APPLE_TOUCH_SIZE} pixels square
 */
export async function appleTouchIcon(svg: string | Buffer, background: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 576 })
    .resize(APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE)
    .flatten({ background })
    .png()
    .toBuffer();
}

/** Sides of the installed app's icons (web app manifest), in pixels. */
export const APP_ICON_SIZES = [192, 512] as const;

/**
 * An app icon of an SVG logo for the web app manifest.
 *
 * - plain (`purpose: any`): the logo over the whole square, its rounded corners transparent;
 * - maskable: the logo scaled into the central 80 % "safe zone" on a square of `background`, so
 *   a launcher may cut it to a circle or squircle without losing any of it.
 *
 * @param svg the logo's SVG source
 * @param size side in pixels (see {@link APP_ICON_SIZES})
 * @param options `maskable` and the `background` colour behind a maskable icon
 * @returns PNG bytes
 */
export async function appIcon(
  svg: string | Buffer,
  size: number,
  options: { maskable?: boolean; background?: string } = {},
): Promise<Buffer> {
  const density = Math.ceil((size / 64) * 72);
  if (!options.maskable)
    return sharp(Buffer.from(svg), { density }).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.8);
  const logo = await sharp(Buffer.from(svg), { density }).resize(inner, inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({
    create: { width: size, height: size, channels: 4, background: options.background ?? '#ffffff' },
  })
    .composite([{ input: logo, left: offset, top: offset }])
    .png()
    .toBuffer();
}
