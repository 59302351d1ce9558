/**
 * An SVG document as a `data:image/svg+xml,` URL (percent-encoded, so it is safe in an HTML
 * attribute and a URL alike): how the site ships an SVG inside the page instead of as a request
 * of its own — the favicon (`faviconHref` in `src/lib/seo.ts`) and the drawn heroes
 * (`inlineSvgSrc` in `./inline-svg.ts`); docs/architecture.md, "First paint".
 *
 * @param svg the SVG file's text; surrounding white space is dropped
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
