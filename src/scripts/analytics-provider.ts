/**
 * Loads the configured analytics provider with its own documented snippet (docs/analytics.md),
 * only ever after the visitor has accepted the cookie banner. `import()`ed by
 * `./analytics.ts` by URL, so no page carries it before consent.
 *
 * - Plausible: `<script defer data-domain src>` and the documented `window.plausible` queue;
 *   events `plausible(name, { props })`.
 * - Umami: `<script defer data-website-id src>`; events `umami.track(name, data)` once loaded.
 * - GA4: the documented `dataLayer` / `gtag` setup with Consent Mode v2 — every storage denied by
 *   default, then `analytics_storage` granted (the visitor accepted) — then `gtag.js`; events
 *   `gtag('event', name, { …, transport_type: 'beacon' })`, so a link opening a tab loses none.
 *
 * The snippets run here, in a bundled module, not inline: the Content-Security-Policy allows no
 * inline script but the site's own hashed ones.
 */
import type { AnalyticsConfig } from '../lib/analytics/config';

/** Sends one event to the provider. */
export type Sender = (name: string, props: Record<string, string | number>) => void;

interface ProviderWindow {
  plausible?: ((name: string, options?: { props?: Record<string, string | number> }) => void) & {
    q?: unknown[];
  };
  umami?: { track: (name: string, data?: Record<string, string | number>) => void };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Adds the provider's script tag. */
function addScript(src: string, data: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.defer = true;
  script.src = src;
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
  document.head.append(script);
  return script;
}

/** The provider loaded on this page, if any. */
let loaded: Sender | undefined;

/**
 * Loads the provider once per page and returns its event sender: a second call (the page script
 * and an island each bundle their own copy of `./analytics.ts`, src/build/page-script.mjs) gets
 * the same sender and adds no second script.
 *
 * @param config the parsed settings (see `parseAnalyticsSettings`)
 */
export function loadProvider(config: AnalyticsConfig): Sender {
  loaded ??= addProvider(config);
  return loaded;
}

/** Adds the provider's script and returns its event sender. */
function addProvider(config: AnalyticsConfig): Sender {
  const w = window as unknown as ProviderWindow;
  switch (config.provider) {
    case 'plausible': {
      // Plausible's documented queue: calls made before the script loads are replayed by it.
      w.plausible =
        w.plausible ??
        Object.assign((...args: unknown[]) => {
          w.plausible!.q = w.plausible!.q ?? [];
          w.plausible!.q.push(args);
        }, {});
      addScript(config.scriptUrl, { domain: config.siteId });
      return (name, props) => w.plausible?.(name, { props });
    }
    case 'umami': {
      const pending: [string, Record<string, string | number>][] = [];
      const script = addScript(config.scriptUrl, { websiteId: config.siteId });
      script.addEventListener('load', () => {
        for (const [name, props] of pending.splice(0)) w.umami?.track(name, props);
      });
      return (name, props) => (w.umami ? w.umami.track(name, props) : pending.push([name, props]));
    }
    case 'ga4': {
      w.dataLayer = w.dataLayer ?? [];
      // gtag pushes its `arguments` object, as Google's snippet does.
      w.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object itself, an array is ignored
        w.dataLayer!.push(arguments);
      };
      w.gtag('consent', 'default', {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      });
      w.gtag('consent', 'update', { analytics_storage: 'granted' });
      w.gtag('js', new Date());
      w.gtag('config', config.siteId);
      addScript(config.scriptUrl, {});
      return (name, props) => w.gtag?.('event', name, { ...props, transport_type: 'beacon' });
    }
  }
}
