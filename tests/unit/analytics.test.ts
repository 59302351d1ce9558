import { describe, expect, it } from 'vitest';
import { analyticsOrigins, parseAnalyticsSettings } from '../../src/lib/analytics/config';
import { eventProps } from '../../src/lib/analytics/events';
import { cspDirectives } from '../../server/security.mjs';

describe('analytics settings', () => {
  it('none by default: nothing configured, nothing admitted by the CSP', () => {
    expect(parseAnalyticsSettings({})).toBeNull();
    expect(
      parseAnalyticsSettings({ PUBLIC_ANALYTICS_PROVIDER: 'none', PUBLIC_ANALYTICS_SITE_ID: 'x' }),
    ).toBeNull();
    expect(analyticsOrigins(null)).toEqual({ script: [], connect: [], img: [] });
    expect(cspDirectives({ analytics: analyticsOrigins(null) })).toEqual(cspDirectives());
  });

  it('each provider gets its own script by default, or the configured one', () => {
    expect(
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        PUBLIC_ANALYTICS_SITE_ID: 'www.paros.example',
      }),
    ).toEqual({
      provider: 'plausible',
      scriptUrl: 'https://plausible.io/js/script.js',
      siteId: 'www.paros.example',
    });
    expect(
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'umami',
        PUBLIC_ANALYTICS_SITE_ID: 'abc-123',
        PUBLIC_ANALYTICS_SCRIPT_URL: 'https://stats.paros.example/u.js',
      })?.scriptUrl,
    ).toBe('https://stats.paros.example/u.js');
    expect(
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'ga4',
        PUBLIC_ANALYTICS_SITE_ID: 'G-ABC123',
      })?.scriptUrl,
    ).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
  });

  it('refuses what cannot work, naming the setting', () => {
    expect(() => parseAnalyticsSettings({ PUBLIC_ANALYTICS_PROVIDER: 'matomo' })).toThrow(
      /^Invalid setting PUBLIC_ANALYTICS_PROVIDER: one of none, plausible, umami, ga4/,
    );
    expect(() => parseAnalyticsSettings({ PUBLIC_ANALYTICS_PROVIDER: 'plausible' })).toThrow(
      /^Invalid setting PUBLIC_ANALYTICS_SITE_ID: the site's domain/,
    );
    expect(() =>
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'ga4',
        PUBLIC_ANALYTICS_SITE_ID: 'UA-1234-1',
      }),
    ).toThrow(/GA4 measurement id/);
    expect(() =>
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'umami',
        PUBLIC_ANALYTICS_SITE_ID: 'x',
        PUBLIC_ANALYTICS_SCRIPT_URL: 'http://stats.example/u.js',
      }),
    ).toThrow(/^Invalid setting PUBLIC_ANALYTICS_SCRIPT_URL/);
    // Plain http only on the loopback (a local collector in tests).
    expect(
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        PUBLIC_ANALYTICS_SITE_ID: 'x',
        PUBLIC_ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/js/script.js',
      }),
    ).not.toBeNull();
  });

  it('the CSP admits exactly the configured script and collector origins', () => {
    const plausible = analyticsOrigins(
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        PUBLIC_ANALYTICS_SITE_ID: 'x',
        PUBLIC_ANALYTICS_SCRIPT_URL: 'https://stats.paros.example/js/p.js',
      }),
    );
    expect(plausible).toEqual({
      script: ['https://stats.paros.example'],
      connect: ['https://stats.paros.example'],
      img: [],
    });
    const directives = cspDirectives({ analytics: plausible });
    expect(directives).toContain("connect-src 'self' https://stats.paros.example");
    expect(directives).toContain("img-src 'self' data:");
    const ga4 = analyticsOrigins(
      parseAnalyticsSettings({
        PUBLIC_ANALYTICS_PROVIDER: 'ga4',
        PUBLIC_ANALYTICS_SITE_ID: 'G-ABC123',
      }),
    );
    expect(ga4.script).toEqual(['https://www.googletagmanager.com']);
    expect(ga4.connect).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
  });
});

describe('event properties', () => {
  it('carry the page language and path after the event’s own', () => {
    expect(
      eventProps({ vehicle_type: 'car', days: 7 }, { lang: 'fr', path: '/fr/contact' }),
    ).toEqual({ vehicle_type: 'car', days: 7, lang: 'fr', path: '/fr/contact' });
  });
});

describe('GA4 with Consent Mode v2', () => {
  it('denies every storage by default, grants analytics only, then configures and loads gtag.js; events go as beacons', async () => {
    const appended: { src: string; dataset: Record<string, string> }[] = [];
    const win: Record<string, unknown> = {};
    const g = globalThis as Record<string, unknown>;
    const saved = { window: g.window, document: g.document };
    g.window = win;
    g.document = {
      createElement: () => ({
        dataset: {} as Record<string, string>,
        src: '',
        defer: false,
        addEventListener: () => {},
      }),
      head: { append: (el: { src: string; dataset: Record<string, string> }) => appended.push(el) },
    };
    try {
      const { loadProvider } = await import('../../src/scripts/analytics-provider');
      const send = loadProvider({
        provider: 'ga4',
        scriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
        siteId: 'G-ABC123',
      });
      send('book_now', { lang: 'en', path: '/' });
      const calls = (win.dataLayer as IArguments[]).map((a) => [...a]);
      expect(calls[0]).toEqual([
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ]);
      expect(calls[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
      expect(calls[2]?.[0]).toBe('js');
      expect(calls[3]).toEqual(['config', 'G-ABC123']);
      expect(calls[4]).toEqual([
        'event',
        'book_now',
        { lang: 'en', path: '/', transport_type: 'beacon' },
      ]);
      expect(appended.map((s) => s.src)).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      ]);
    } finally {
      g.window = saved.window;
      g.document = saved.document;
    }
  });
});
