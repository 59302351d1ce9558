// @ts-check
/**
 * Vite plugin: moves vanilla-cookieconsent's default custom properties from `:root` (and
 * `.cc--darkmode`) onto the banner's own root, `#cc-main`.
 *
 * Why (docs/requirements.md, "Speed, accessibility and security", total blocking time): the
 * library's stylesheet declares about 50 `--cc-*` custom properties on `:root`. When the banner
 * adds that stylesheet, every element of the page inherits 50 new properties, so the browser
 * restyles the whole document: 477 elements on a landing page, against 18 with the properties on
 * `#cc-main` (measured with a Chromium trace; the banner's first frame fell from 16 to 10 ms of CPU
 * on this host). Every rule of the library that reads them is under `#cc-main`, so declaring them
 * there gives the banner the same values. The site's own colours (`html #cc-main` in
 * `src/styles/consent.css`) still win, by specificity.
 *
 * Only `vanilla-cookieconsent/dist/cookieconsent.css` is touched, in the build and in dev; the
 * build fails if the library's stylesheet no longer has the `:root` block this relies on, so an
 * upgrade cannot silently bring the cost back.
 *
 * @returns {import('vite').Plugin}
 */
export function scopeConsentCss() {
  const target = /vanilla-cookieconsent\/dist\/cookieconsent\.css(\?.*)?$/;
  return {
    name: 'site-scope-consent-css',
    enforce: 'pre',
    transform(code, id) {
      if (!target.test(id.replaceAll('\\', '/'))) return null;
      // `?url` and `?raw` ids are JavaScript wrappers around the stylesheet, which comes through
      // here again under its own id (`?transform-only`, `?direct` or none).
      if (/[?&](url|raw)\b/.test(id)) return null;
      return { code: scopeConsentRoot(code), map: null };
    },
  };
}

/**
 * The stylesheet text with its `:root { … }` and `.cc--darkmode { … }` blocks re-targeted at
 * `#cc-main` (`.cc--darkmode #cc-main` for the dark one).
 *
 * @param {string} css the library's stylesheet
 * @returns {string}
 * @throws {Error} when the stylesheet has no `:root` block (the library changed)
 */
export function scopeConsentRoot(css) {
  if (!/(^|[\s}]):root\s*\{/.test(css))
    throw new Error(
      'scope-consent-css: vanilla-cookieconsent has no :root block any more; check src/build/scope-consent-css.mjs',
    );
  return css
    .replace(/(^|[\s}]):root(\s*\{)/g, '$1#cc-main$2')
    .replace(/(^|[\s}])\.cc--darkmode(\s*\{)/g, '$1.cc--darkmode #cc-main$2');
}
