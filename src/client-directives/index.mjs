// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * Astro integration registering the site's own hydration directives (docs/requirements.md, "Speed,
 * accessibility and security"): `client:interaction` (`./interaction.ts`), hydrate on the first
 * sign of use. Added to `integrations` in `astro.config.mjs`; typed for `.astro` files in
 * `./types.d.ts`. Astro inlines directive code in the page and hashes it for the
 * Content-Security-Policy.
 *
 * @returns {import('astro').AstroIntegration}
 */
export function clientDirectives() {
  return {
    name: 'site-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
