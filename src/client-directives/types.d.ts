/**
 * Types of the site's own hydration directives (see `./index.mjs`), so `.astro` files accept them.
 */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor is about to use the island (hover, touch, focus, key); the code is
     * fetched beforehand once the page has loaded and is idle. With `idle`, also hydrate then;
     * with a storage key, when `sessionStorage`/`localStorage` holds that key; with `?`, when the
     * URL has a query string; with `#prefix`, when its fragment starts with that
     * (space-separated, combinable). See `./interaction.ts`.
     */
    'client:interaction'?: boolean | string;
  }
}
