/**
 * Types of the site's own hydration directives (see `./index.mjs`), so `.astro` files accept them.
 */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor is about to use the island (hover, touch, focus, key); with a
     * storage key, also as soon as idle when `sessionStorage`/`localStorage` holds that key.
     * See `./interaction.ts`.
     */
    'client:interaction'?: boolean | string;
  }
}
