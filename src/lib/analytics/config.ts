/**
 * Conversion analytics settings (docs/analytics.md): which provider counts visits and events,
 * from where its script loads, and which site it counts for. Nothing of a provider loads or is
 * sent before the visitor accepts the cookie banner; with the default provider `none` nothing is
 * ever sent anywhere.
 *
 * Pure: parsed from the settings `PUBLIC_ANALYTICS_PROVIDER`, `PUBLIC_ANALYTICS_SCRIPT_URL` and
 * `PUBLIC_ANALYTICS_SITE_ID`, and turned into the origins the Content-Security-Policy admits.
 */

/** The providers the site can use. */
export const ANALYTICS_PROVIDERS = ['none', 'plausible', 'umami', 'ga4'] as const;
/** One of {@link ANALYTICS_PROVIDERS}. */
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** The provider's own script when `PUBLIC_ANALYTICS_SCRIPT_URL` is empty (`{id}`: the site id). */
export const DEFAULT_SCRIPT_URLS: Readonly<Record<Exclude<AnalyticsProvider, 'none'>, string>> = {
  plausible: 'https://plausible.io/js/script.js',
  umami: 'https://cloud.umami.is/script.js',
  ga4: 'https://www.googletagmanager.com/gtag/js?id={id}',
};

/**
 * Where GA4 sends hits besides the script's origin (Google's documented CSP list for Google
 * Analytics 4: the regional collectors).
 */
const GA4_COLLECTORS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** A configured provider (never `none`). */
export interface AnalyticsConfig {
  provider: Exclude<AnalyticsProvider, 'none'>;
  /** Absolute URL of the provider's script. */
  scriptUrl: string;
  /** Plausible: the site's domain; Umami: the website id; GA4: the measurement id (`G-…`). */
  siteId: string;
}

/** The raw settings (empty strings count as unset). */
export interface AnalyticsSettings {
  PUBLIC_ANALYTICS_PROVIDER?: string | undefined;
  PUBLIC_ANALYTICS_SCRIPT_URL?: string | undefined;
  PUBLIC_ANALYTICS_SITE_ID?: string | undefined;
}

/**
 * The analytics configuration, or `null` for the provider `none` (the default).
 *
 * @throws Error `Invalid setting PUBLIC_ANALYTICS_…: …` naming the setting, for an unknown
 *   provider, a provider without a site id, a malformed GA4 measurement id, or a script URL that
 *   is not https (plain http only on localhost / 127.0.0.1, for tests)
 */
export function parseAnalyticsSettings(s: AnalyticsSettings): AnalyticsConfig | null {
  const provider = (s.PUBLIC_ANALYTICS_PROVIDER ?? '').trim() || 'none';
  if (!(ANALYTICS_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(
      `Invalid setting PUBLIC_ANALYTICS_PROVIDER: one of ${ANALYTICS_PROVIDERS.join(', ')} (got ${JSON.stringify(provider)})`,
    );
  }
  if (provider === 'none') return null;
  const p = provider as AnalyticsConfig['provider'];
  const siteId = (s.PUBLIC_ANALYTICS_SITE_ID ?? '').trim();
  if (!siteId) {
    const what =
      p === 'plausible'
        ? "the site's domain, e.g. www.example.com"
        : p === 'umami'
          ? 'the website id'
          : 'the measurement id, e.g. G-XXXXXXX';
    throw new Error(
      `Invalid setting PUBLIC_ANALYTICS_SITE_ID: ${what} is required with PUBLIC_ANALYTICS_PROVIDER=${p}`,
    );
  }
  if (p === 'ga4' && !/^G-[A-Z0-9]{4,}$/.test(siteId)) {
    throw new Error(
      `Invalid setting PUBLIC_ANALYTICS_SITE_ID: a GA4 measurement id such as G-XXXXXXX (got ${JSON.stringify(siteId)})`,
    );
  }
  const scriptUrl = (
    (s.PUBLIC_ANALYTICS_SCRIPT_URL ?? '').trim() || DEFAULT_SCRIPT_URLS[p]
  ).replace('{id}', encodeURIComponent(siteId));
  // Not URL.canParse (Safari 17): this module also runs in the browser (README, "Browser support").
  let url: URL | null = null;
  try {
    url = new URL(scriptUrl);
  } catch {
    url = null;
  }
  const local =
    url !== null && url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (!url || (url.protocol !== 'https:' && !local)) {
    throw new Error(
      `Invalid setting PUBLIC_ANALYTICS_SCRIPT_URL: an https URL of the provider's script (got ${JSON.stringify(scriptUrl)})`,
    );
  }
  return { provider: p, scriptUrl, siteId };
}

/**
 * The origins the Content-Security-Policy must admit for a configuration: the script's origin in
 * `script-src`, and where the provider sends its hits in `connect-src` (the script's own origin
 * for Plausible and Umami, self-hosted or not; Google's collectors for GA4, also in `img-src`).
 * None for `null`.
 */
export function analyticsOrigins(config: AnalyticsConfig | null): {
  script: string[];
  connect: string[];
  img: string[];
} {
  if (!config) return { script: [], connect: [], img: [] };
  const origin = new URL(config.scriptUrl).origin;
  if (config.provider === 'ga4')
    return {
      script: [origin],
      connect: [origin, ...GA4_COLLECTORS],
      img: [origin, ...GA4_COLLECTORS],
    };
  return { script: [origin], connect: [origin], img: [] };
}
