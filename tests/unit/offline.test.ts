import { describe, expect, it } from 'vitest';
import { serviceWorkerOptions } from '../../src/build/service-worker.mjs';
import { appIconPath, manifestPath, webManifest } from '../../src/lib/site/manifest';
import { defaultLang } from '../../src/locales';

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
  const options = serviceWorkerOptions('/tmp/client', 'fr', {
    fr: ['_astro/assistant.fr.js'],
    de: ['_astro/assistant.de.js'],
  });
  type Match = (o: { url: URL; request: { method: string }; sameOrigin: boolean }) => boolean;
  const pageRoutes = (options.runtimeCaching ?? []).filter((r) => r.options?.cacheName === 'pages');
  const pages = pageRoutes[0] as (typeof pageRoutes)[number];
  const matches = (path: string, method = 'GET', sameOrigin = true) =>
    (pages.urlPattern as unknown as Match)({
      url: new URL(path, 'https://site.example'),
      request: { method },
      sameOrigin,
    });

  it("pages: network first with a 3 s timeout, at most 60 kept, falling back to the offline page of the worker's language", () => {
    expect(pageRoutes).toHaveLength(1);
    expect(pages.handler).toBe('NetworkFirst');
    expect(pages.options?.networkTimeoutSeconds).toBe(3);
    expect(pages.options?.expiration?.maxEntries).toBe(60);
    expect(pages.options?.precacheFallback?.fallbackURL).toBe('/fr/offline');
    expect(
      serviceWorkerOptions('/tmp/client', defaultLang).runtimeCaching?.find(
        (r) => r.options?.cacheName === 'pages',
      )?.options?.precacheFallback?.fallbackURL,
    ).toBe('/offline');
  });

  it('the page route takes the pages of every language, not files or the API (as written into the worker)', () => {
    // Serialised into the worker: the source must stand alone (no outer variables).
    const revived = new Function(`return (${String(pages.urlPattern)})`)() as Match;
    expect(
      revived({
        url: new URL('https://s.example/fr/contact'),
        request: { method: 'GET' },
        sameOrigin: true,
      }),
    ).toBe(true);
    for (const path of ['/', '/fr', '/fleet/toyota-aygo', '/de/blog', '/fresh-page'])
      expect(matches(path), path).toBe(true);
    for (const path of [
      '/_astro/x.js',
      '/api/send-email',
      '/images/logo.svg',
      '/fleet.json',
      '/sw.js',
    ])
      expect(matches(path), path).toBe(false);
    expect(matches('/contact', 'POST')).toBe(false);
    expect(matches('/contact', 'GET', false)).toBe(false);
  });

  it("precaches the shared files and the worker's language only", () => {
    expect(options.globPatterns).toEqual(
      expect.arrayContaining([
        '_astro/*.{js,css}',
        'fleet.json',
        'fr/offline.html',
        'fr/manifest.webmanifest',
      ]),
    );
    expect(options.globPatterns).not.toContain('offline.html');
    expect(options.globIgnores).toContain('_astro/assistant.de.js');
    expect(options.globIgnores).not.toContain('_astro/assistant.fr.js');
    expect(serviceWorkerOptions('/tmp/client', defaultLang).globPatterns).toEqual(
      expect.arrayContaining(['offline.html', 'manifest.webmanifest']),
    );
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
  });
});
