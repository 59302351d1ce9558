/**
 * The drawn illustrations of `public/images/art/` and the vehicles' drawings of
 * `public/images/vehicles/` as `data:` URLs, for the first screen's largest image: the page hero
 * (`src/components/Hero.astro`) and any LCP picture that is a drawing
 * (`src/components/PictureImg.astro` with `lcp`: an article's hero, the blog list's featured card,
 * the picture of a vehicle's page); docs/architecture.md, "First paint".
 *
 * A hero's illustration is the largest element of the first screen. Requested as a file, it starts
 * only once the browser has read the `<img>`, on a second connection, and on a phone's slow
 * connection the first screen is complete one or two round trips after the page itself (measured
 * by `npm run bench`: the pages whose LCP element was the hero image painted it 90-110 ms later
 * than the text-only pages). As a `data:` URL it comes with the HTML, at about its gzip size (1.4-4.5
 * KB per page; the files stay served for everything else that links them). Elsewhere (the blog
 * list's cards, the galleries, the fleet list's cards) the illustrations keep their URLs: a cached
 * file is cheaper there than a copy in every page. A vehicle's drawing (2.5-4.3 KB, about 1.3 KB
 * gzip) is inlined on its own page only, where it is the LCP element: as a file it kept that page
 * about 260 ms over the floor (`npm run bench`), the others within 250. Photos are never inlined.
 *
 * The files are read at build time (Vite's `import.meta.glob`, `?raw`); pages are prerendered, so no
 * copy reaches a visitor but the one in the page.
 */
import { svgDataUrl } from './svg-data-url';

const drawings = import.meta.glob<string>(
  ['/public/images/art/*.svg', '/public/images/vehicles/*.svg'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/**
 * Largest illustration inlined, in bytes of the SVG file (about 5 KB gzip); a larger one stays a
 * request of its own rather than make every page that shows it that much heavier.
 */
export const INLINE_SVG_MAX_BYTES = 16 * 1024;

/**
 * The `src` to give an illustration shown in the first screen: a `data:image/svg+xml` URL of the
 * file when `src` is the site path of one of `public/images/art/*.svg` or
 * `public/images/vehicles/*.svg` and its file has at most
 * {@link INLINE_SVG_MAX_BYTES} bytes; `src` unchanged otherwise (photos, remote URLs, other
 * files, larger illustrations).
 *
 * @param src a site path (`/images/art/hero-paros.svg`, `/images/vehicles/fiat-500.svg`) or any
 *   other image URL
 */
export function inlineSvgSrc(src: string): string {
  const svg = drawings[`/public${src}`];
  if (svg === undefined || svg.length > INLINE_SVG_MAX_BYTES) return src;
  return svgDataUrl(svg);
}
