import { describe, expect, it } from 'vitest';
import { serviceWorkerOptions } from '../../src/build/service-worker.mjs';
import { appIconPath, manifestPath, webManifest } from '../../src/lib/site/manifest';
import { prefixedLangs } from '../../src/locales';

/** The service worker's configuration and the web app manifests (docs/offline.md). */
describe('web app manifest', () => {
  const text = {
    name: 'Paros Antiparos Rentals',
    shortName: 'Paros Rent',
    description: 'Car rental',
  };
  it('one per language, starting on that language’s home page', () => {
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('de')).toBe('/de/manifest.webmanifest');
    expect(webManifest('en', text)).toMatchObject({
      start_url: '/',
      scope: '/',
      lang: 'en',
      display: 'standalone',
      short_name: 'Paros Rent',
    });
    expect(webManifest('it', text)).toMatchObject({ start_url: '/it', id: '/it', lang: 'it' });
  });
  it('lists plain and maskable PNG icons of 192 and 512 px, and the theme colours', () => {
    const m = webManifest('fr', text) as {
      icons: { src: string; sizes: string; purpose: string }[];
      theme_color: string;
      background_color: string;
    };
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose} ${i.src}`)).toEqual([
      `192x192 any ${appIconPath(192, false)}`,
      `192x192 maskable ${appIconPath(192, true)}`,
      `512x512 any ${appIconPath(512, false)}`,
      `512x512 maskable ${appIconPath(512, true)}`,
    ]);
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('service worker options', () => {
  const options = serviceWorkerOptions('/tmp/client');
  type Match = (o: { url: URL; request: { method: string }; sameOrigin: boolean }) => boolean;
  const pageRoutes = (options.runtimeCaching ?? []).filter((r) => r.options?.cacheName === 'pages');
  const matches = (
    route: (typeof pageRoutes)[number],
    path: string,
    method = 'GET',
    sameOrigin = true,
  ) =>
    (route.urlPattern as unknown as Match)({
      url: new URL(path, 'https://site.example'),
      request: { method },
      sameOrigin,
    });

  it('pages: network first with a 3 s timeout, at most 60 kept, each language falling back to its offline page', () => {
    expect(pageRoutes.map((r) => r.options?.precacheFallback?.fallbackURL)).toEqual([
      ...prefixedLangs.map((l) => `/${l}/offline`),
      '/offline',
    ]);
    for (const r of pageRoutes) {
      expect(r.handler).toBe('NetworkFirst');
      expect(r.options?.networkTimeoutSeconds).toBe(3);
      expect(r.options?.expiration?.maxEntries).toBe(60);
    }
  });

  it('each page route takes only its language’s pages (the functions run as written into sw.js)', () => {
    type Route = (typeof pageRoutes)[number];
    const route = (path: string) => pageRoutes[prefixedLangs.indexOf(path)] as Route;
    const [fr, de, en] = [route('fr'), route('de'), pageRoutes.at(-1) as Route];
    // Serialised into sw.js: the source must stand alone (no outer variables).
    const revived = new Function(`return (${String(fr.urlPattern)})`)() as Match;
    expect(
      revived({
        url: new URL('https://s.example/fr/contact'),
        request: { method: 'GET' },
        sameOrigin: true,
      }),
    ).toBe(true);
    expect(matches(fr, '/fr')).toBe(true);
    expect(matches(fr, '/fr/fleet/toyota-aygo')).toBe(true);
    expect(matches(fr, '/contact')).toBe(false);
    expect(matches(de, '/de/blog')).toBe(true);
    expect(matches(en, '/')).toBe(true);
    expect(matches(en, '/fleet/toyota-aygo')).toBe(true);
    expect(matches(en, '/fr/contact')).toBe(false);
    expect(matches(en, '/fresh-page')).toBe(true); // 'fr' only as a whole first segment
    for (const path of [
      '/_astro/x.js',
      '/api/send-email',
      '/images/logo.svg',
      '/fleet.json',
      '/sw.js',
    ])
      expect(matches(en, path), path).toBe(false);
    expect(matches(en, '/contact', 'POST')).toBe(false);
    expect(matches(en, '/contact', 'GET', false)).toBe(false);
  });

  it('queues failed contact posts with Background Sync; hashed assets cache first for a year; updates take over at once', () => {
    const post = options.runtimeCaching?.find((r) => r.method === 'POST');
    expect(post?.handler).toBe('NetworkOnly');
    expect(post?.options?.backgroundSync?.name).toBe('contact-outbox');
    const assets = options.runtimeCaching?.find((r) => r.options?.cacheName === 'assets');
    expect(assets?.handler).toBe('CacheFirst');
    expect(assets?.options?.expiration?.maxAgeSeconds).toBe(365 * 24 * 60 * 60);
    expect(options).toMatchObject({
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
    });
    expect(options.globPatterns).toEqual(
      expect.arrayContaining(['offline.html', '*/offline.html', 'fleet.json', '_astro/*.{js,css}']),
    );
  });
});
