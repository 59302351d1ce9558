/**
 * The attribute of an `<astro-island>` that lists, space-separated, the chunks its component and
 * renderer import, directly or not (written by the build: `src/build/island-deps.mjs`).
 */
export const CHUNK_DEPS_ATTRIBUTE = 'data-chunk-deps';

/**
 * Asks for module scripts ahead of their `import()` (`<link rel="modulepreload">` in the head),
 * so that all of a chunk's imports are requested at once rather than one level per round trip
 * (docs/first-paint.md, "First taps"). A URL asked for before (by this function or a link in the
 * page) is not asked for again. Used by `client:interaction` (the chunks an island names,
 * `src/build/island-deps.mjs`) and the chat launcher (`?chunk-deps`).
 *
 * This module imports nothing, so the directive that uses it stays an inline script.
 *
 * @param urls root-relative URLs of built chunks, e.g. `/_astro/react.B54jxNxs.js`
 */
export function preloadModules(urls: Iterable<string>): void {
  const asked = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const href of urls) {
    if (!href || asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
