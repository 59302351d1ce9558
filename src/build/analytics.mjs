// @ts-check
import { fileURLToPath } from 'node:url';
/**
 * Vite plugin: the analytics provider is a build-time decision (docs/analytics.md, "Without a
 * provider"). `astro.config.mjs` parses the settings once (`parseAnalyticsSettings`, which also
 * gives the Content-Security-Policy its origins) and hands the result here:
 *
 * - `__ANALYTICS__` (Vite's documented `define`, typed by `./analytics.d.ts`) is that
 *   configuration, or `null` for the provider `none`, in every module of the build: the layout and
 *   the footer render the cookie banner's texts and the 'Cookie settings' button only when it is
 *   set, and `src/scripts/analytics.ts` reads the provider from it (the browser parses nothing).
 * - Without a provider, the modules that ask for consent and count events
 *   (`src/scripts/consent.ts`, `src/scripts/analytics.ts`) resolve to `src/scripts/no-analytics.ts`,
 *   whose functions do nothing: the bundler never sees the banner (vanilla-cookieconsent, its
 *   stylesheet, the consent store) nor the provider loader, so no page and no chunk carries them.
 *
 * @param {import('../lib/analytics/config.ts').AnalyticsConfig | null} config the parsed settings
 * @returns {import('vite').Plugin}
 */
export function analyticsBuild(config) {
  const scripts = new URL('../scripts/', import.meta.url);
  const gated = new Set(
    ['consent.ts', 'analytics.ts'].map((n) => fileURLToPath(new URL(n, scripts))),
  );
  const stub = fileURLToPath(new URL('no-analytics.ts', scripts));
  return {
    name: 'site-analytics-build',
    enforce: 'pre',
    config: () => ({ define: { __ANALYTICS__: JSON.stringify(config) } }),
    async resolveId(source, importer, options) {
      if (config || !importer || source.includes('?')) return null;
      if (!/(?:^|\/)(?:consent|analytics)(?:\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && gated.has(resolved.id) ? stub : null;
    },
  };
}
