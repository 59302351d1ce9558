// @ts-check
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { loadEnv } from 'vite';
import { envSchema } from './src/config/settings.mjs';
import { cspDirectives } from './server/security.mjs';
import { clientDirectives } from './src/client-directives/index.mjs';
import { chunkUrl } from './src/build/chunk-url.mjs';
import { scopeConsentCss } from './src/build/scope-consent-css.mjs';
import { serviceWorker } from './src/build/service-worker.mjs';
import { httpPolicy } from './src/build/http-policy.mjs';
import { contactSite } from './server/contact-site.mjs';
import { islandDeps } from './src/build/island-deps.mjs';
import { adminDevPath } from './src/build/admin-path.mjs';
import { analyticsBuild } from './src/build/analytics.mjs';
import { analyticsOrigins, parseAnalyticsSettings } from './src/lib/analytics/config.ts';
import { defaultLang, langs, locales } from './src/locales/list.mjs';

/** The default language's BCP 47 tag (its pages are the `x-default` alternates). */
const defaultTag = locales.find((l) => l.code === defaultLang)?.tag;

const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };

// Supabase's own docs (and the fleet issue) name these SUPABASE_URL / SUPABASE_ANON_KEY; accept
// those names too for the public PUBLIC_SUPABASE_* settings.
for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY']) {
  if (env[name] && !env[`PUBLIC_${name}`]) process.env[`PUBLIC_${name}`] = env[name];
}
const site = String(env.PUBLIC_SITE_URL || envSchema.PUBLIC_SITE_URL.default);
// Analytics (docs/analytics.md): a malformed setting stops the build here, naming it; the
// Content-Security-Policy admits exactly the configured provider's script and collectors, and
// without a provider the build ships no cookie banner and no analytics code (analyticsBuild).
const analyticsConfig = parseAnalyticsSettings(
  /** @type {Record<string, string | undefined>} */ (env),
);
const analytics = analyticsOrigins(analyticsConfig);
if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol)) {
  throw new Error(
    `Invalid setting PUBLIC_SITE_URL: expected an http(s) URL such as https://www.example.com (got ${JSON.stringify(site)})`,
  );
}

// Photos (docs/images.md): the hosts of the configured services may serve photos that the build
// optimises (Supabase Storage for the fleet, Strapi's media for posts); others are used as they are.
const imageHosts = [
  env.PUBLIC_SUPABASE_URL || env.SUPABASE_URL,
  env.STRAPI_URL,
  env.STRAPI_MEDIA_URL,
]
  .filter((value) => typeof value === 'string' && URL.canParse(value))
  .map((value) => new URL(String(value)))
  .map((url) => ({
    protocol: url.protocol.slice(0, -1),
    hostname: url.hostname,
    ...(url.port ? { port: url.port } : {}),
  }));

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site,
  trailingSlash: 'never',
  // inlineStylesheets 'always': the stylesheet is a <style> in every page rather than a request
  // that blocks the first paint (one round trip less on a phone's first visit; measured with
  // `npm run bench`, docs/quality.md, "Benchmarks"). Astro hashes it into the CSP's style-src.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  session: false,
  // The articles have no code blocks, and Shiki's highlighting writes inline styles that the
  // Content-Security-Policy (no 'unsafe-inline') would block: no syntax highlighting, and no
  // Shiki/CSP warning in the build.
  markdown: { syntaxHighlight: false },
  // The editors' content check builds a copy of content/ (tools/content/check-content.mjs --content DIR)
  // with a cache of its own, so its entries never mix with those of the project's build.
  // Otherwise the cache is ASTRO_CACHE_DIR or `.cache/astro` (not node_modules, so CI can keep it between runs): its
  // `assets/` holds every processed photo, and a rebuild with unchanged photos does no image work.
  cacheDir: process.env.CONTENT_CHECK_CACHE_DIR || process.env.ASTRO_CACHE_DIR || './.cache/astro',
  // Every image is made at build time; the on-demand `/_image` route answers 404 without reading
  // its query (src/server/image-endpoint.ts), so nobody can make the server resize on request.
  // dangerouslyProcessSVG: the social cards of the vehicle pages and articles are JPEGs made from
  // the drawn SVGs of public/images/ (social networks show no SVG; `ogImageOf`,
  // src/lib/images/picture.ts). Off by default because a crafted SVG can be costly to rasterise:
  // the SVGs processed are our own drawings and, at build time only, pictures of the business's own
  // content services (remotePatterns); nothing is processed on request (the `/_image` route below).
  image: {
    dangerouslyProcessSVG: true,
    remotePatterns: imageHosts,
    endpoint: { route: '/_image', entrypoint: './src/server/image-endpoint.ts' },
  },
  // docs/requirements.md, "Speed, accessibility and security": a Content-Security-Policy <meta> on
  // every page, script-src/style-src by hash (no 'unsafe-inline'); the other directives and the
  // header-only ones live in server/security.mjs.
  security: {
    // checkOrigin off: the one on-demand route, POST /api/send-email, checks the Origin of every
    // post itself (JSON and forms: `originAllowed` in src/lib/contact/handler.ts, which also allows
    // PUBLIC_SITE_URL behind a proxy). Astro's check would answer PUT/DELETE/PATCH without a form
    // body with a plain-text 403 before the route could answer its 405 JSON with `Allow: POST`.
    checkOrigin: false,
    csp: {
      directives: cspDirectives({
        supabaseUrl: env.PUBLIC_SUPABASE_URL || env.SUPABASE_URL,
        strapiUrl: env.STRAPI_URL,
        strapiMediaUrl: env.STRAPI_MEDIA_URL,
        analytics,
      }),
      ...(analytics.script.length
        ? { scriptDirective: { resources: ["'self'", ...analytics.script] } }
        : {}),
    },
    // The visitor's address (the contact rate limit's key): Astro takes the first X-Forwarded-For
    // value whatever the Host, and the Node server (server/serve.mjs) decides what that header
    // holds before Astro sees it: the address nginx wrote when the peer is one of TRUSTED_PROXIES,
    // else the peer's own address (server/policy.mjs, `clientAddress`). A visitor reaching Node
    // directly cannot choose its address, and behind nginx every Host gets its own buckets.
    allowedDomains: [{}],
  },
  // docs/architecture.md, "Languages": the default language at unprefixed routes, the others
  // under /<code>. Pages live under src/pages/[...locale]/. The languages are the folders of
  // src/locales/ (read by src/locales/list.mjs; the registry src/locales/index.ts reads the same).
  i18n: {
    locales: [...langs],
    defaultLocale: defaultLang,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    // renderToString rather than React's streaming render: the fleet's cards are <Suspense>
    // boundaries (progressive hydration, src/islands/fleet/Results.tsx), which the streaming
    // render moves out of place into templates that an inline script puts back: blocked by the
    // Content-Security-Policy, and no list at all without JavaScript. Nothing here suspends, so
    // the HTML is otherwise the same. @astrojs/react 7.0.0 forgot the island's `identifierPrefix`
    // on this path (server and client `useId` ids differed): patched with patch-package
    // (patches/@astrojs+react+7.0.0.patch, applied by `npm install`/`npm ci`).
    react({ experimentalDisableStreaming: true }),
    clientDirectives(), // client:interaction: an island hydrates when it is about to be used
    islandDeps(), // each island names every chunk it needs (src/build/island-deps.mjs)
    serviceWorker(), // sw.js with Workbox after the build (docs/offline.md)
    sitemap({
      // The offline pages are for the service worker, not for search engines; nor are the 404
      // pages; the content editor (`/admin`, docs/editing.md) is for the business's staff (and
      // `noindex`).
      filter: (page) =>
        !page.includes('/api/') &&
        !/\/(?:offline|404)\/?$/.test(page) &&
        !/\/admin(\/|$)/.test(page),
      i18n: {
        defaultLocale: defaultLang,
        locales: Object.fromEntries(locales.map((l) => [l.code, l.tag])),
      },
      // x-default: the i18n option writes each language's alternate but has no x-default, which
      // every page's head names (the default language's page; src/lib/seo.ts, `buildHead`). The
      // documented `serialize` hook adds it, so the sitemap and the heads give search engines the
      // same set. No `lastmod`: no page has a truthful modification date (docs/deploy.md,
      // "Files a live site serves").
      serialize: (item) => {
        const fallback = item.links?.find((link) => link.lang === defaultTag);
        return fallback
          ? { ...item, links: [...(item.links ?? []), { url: fallback.url, lang: 'x-default' }] }
          : item;
      },
    }),
    // A build whose public facts are still the samples of .env.example is for trying and
    // testing (the CI's artefact is one): say so, so that nobody publishes it (audit 32b #7).
    {
      name: 'paros:sample-settings',
      hooks: {
        'astro:build:done': ({ logger }) => {
          const names = /** @type {const} */ (['PUBLIC_SITE_URL', 'PUBLIC_EMAIL', 'PUBLIC_PHONE']);
          const samples = names.filter(
            (name) => !env[name] || env[name] === envSchema[name].default,
          );
          if (samples.length > 0)
            logger.warn(
              `${samples.join(', ')} still ${samples.length > 1 ? 'have their' : 'has its'} sample value (.env.example): a build for trying and testing, not for publishing`,
            );
        },
      },
    },
    // The business facts the contact service uses at run time (server/contact-site.mjs).
    contactSite({
      email: String(env.PUBLIC_EMAIL || envSchema.PUBLIC_EMAIL.default),
      sampleEmail: !env.PUBLIC_EMAIL || env.PUBLIC_EMAIL === envSchema.PUBLIC_EMAIL.default,
      name: String(env.PUBLIC_BUSINESS_NAME || envSchema.PUBLIC_BUSINESS_NAME.default).trim(),
      siteUrl: site.replace(/\/+$/, ''),
      ...(process.env.PUBLIC_SUPABASE_URL || env.PUBLIC_SUPABASE_URL
        ? { supabaseUrl: String(process.env.PUBLIC_SUPABASE_URL || env.PUBLIC_SUPABASE_URL) }
        : {}),
    }),
    // Last: _headers, nginx's snippet and the precompressed .gz/.br files from the HTTP policy
    // (server/policy.mjs), once every file of the build is written.
    httpPolicy(),
  ],
  env: { schema: envSchema, validateSecrets: true },
  // chunkUrl: `?chunk-url` imports, so the every-page script loads the chat panel without Vite's
  // preload helper (docs/requirements.md, "Speed, accessibility and security"; see
  // src/build/chunk-url.mjs). analyticsBuild: the analytics provider as a build-time constant, and
  // no consent or analytics code without one (src/build/analytics.mjs). scopeConsentCss: the cookie banner's stylesheet declares its
  // variables on #cc-main, not :root (src/build/scope-consent-css.mjs). `~content`: the content
  // folder (CONTENT_DIR, default ./content), whose photo folders the image pipeline imports
  // (src/lib/images/picture.ts). adminDevPath: `astro dev` serves the content editor at `/admin`
  // as the build does (src/build/admin-path.mjs).
  vite: {
    // The supported browsers are package.json's "browserslist" (README, "Browser support": Safari
    // and iOS 16.4, Chrome and Edge 111, Firefox 128, the floor of Tailwind 4); the client code is
    // built for exactly those (syntax lowered where they need it).
    build: { target: browserslistToEsbuild() },
    plugins: [
      tailwindcss(),
      analyticsBuild(analyticsConfig),
      chunkUrl({ oneFile: [fileURLToPath(new URL('./src/scripts/page.ts', import.meta.url))] }),
      scopeConsentCss(),
      adminDevPath(),
    ],
    resolve: { alias: { '~content': resolve(process.env.CONTENT_DIR || './content') } },
  },
});
