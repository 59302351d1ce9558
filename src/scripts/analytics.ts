/**
 * Conversion analytics with consent (docs/analytics.md), part of the small script of every page:
 * with a provider configured (`PUBLIC_ANALYTICS_PROVIDER`) and the visitor's `cookie-consent`
 * `accepted`, it loads the provider (`./analytics-provider.ts`, by URL) and sends the site's
 * events; with no choice or a decline, nothing loads and nothing is sent. With the provider
 * `none` (the default) the build bundles `./no-analytics.ts` instead of this module
 * (`src/build/analytics.mjs`).
 * Withdrawing consent stops events at once and the provider's script from the next page on.
 *
 * Events from static markup are caught here by one delegated click listener: `book_now` (links
 * `[data-book-now]`), `call` (`tel:` links), `whatsapp` (WhatsApp links). Islands call
 * {@link track} themselves (`booking_search`, `chat_open`, `chat_booking_request`,
 * `contact_sent`).
 */
import { defaultLang, unlocalizePath } from '../i18n/routing';
import type { AnalyticsConfig } from '../lib/analytics/config';
import { eventProps, type AnalyticsEvent, type AnalyticsProps } from '../lib/analytics/events';
import { CONSENT_EVENT, CONSENT_KEY } from '../stores/keys';
import providerUrl from './analytics-provider?chunk-url';
import type { Sender } from './analytics-provider';

let sender: Promise<Sender> | null = null;

/**
 * The configuration, parsed by the build (`src/build/analytics.mjs`; a malformed one was refused
 * there). Never `null` in a build that bundles this module: without a provider the build uses
 * `./no-analytics.ts` instead.
 */
function analyticsConfig(): AnalyticsConfig | null {
  return __ANALYTICS__;
}

/** True only when the visitor accepted the cookie banner. */
function consented(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

/** Loads the provider once (after consent). */
function start(c: AnalyticsConfig): Promise<Sender> {
  sender ??= (
    import(/* @vite-ignore */ providerUrl) as Promise<typeof import('./analytics-provider')>
  ).then((m) => m.loadProvider(c));
  return sender;
}

/**
 * Sends an event with the page's language and path, when a provider is configured and the
 * visitor accepted; otherwise does nothing (no request, no queue).
 *
 * @param name one of the site's events
 * @param props short strings and numbers, never personal data
 */
export function track(name: AnalyticsEvent, props: AnalyticsProps = {}): void {
  const c = analyticsConfig();
  if (!c || !consented()) return;
  const page = { lang: document.documentElement.lang || defaultLang, path: location.pathname };
  void start(c)
    .then((send) => send(name, eventProps(props, page)))
    .catch((error: unknown) => console.warn('Analytics not loaded', error));
}

/** The vehicle id of a vehicle page (`/fleet/{id}`, in any language), for `book_now`. */
function vehicleOfPage(): string | undefined {
  return /^\/fleet\/([a-z0-9-]+)$/.exec(unlocalizePath(location.pathname))?.[1];
}

/** Starts the provider on a consented page, and wires the static links' events. */
export function initAnalytics(): void {
  const c = analyticsConfig();
  if (!c) return;
  if (consented()) void start(c);
  // Accepting on this page starts counting at once.
  window.addEventListener(CONSENT_EVENT, (event) => {
    if ((event as CustomEvent<string>).detail === 'accepted') void start(c);
  });
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link) return;
      if (link.matches('[data-book-now]')) {
        const vehicle = link.dataset.bookVehicle ?? vehicleOfPage();
        track('book_now', vehicle ? { vehicle } : {});
      } else if (link.protocol === 'tel:') track('call');
      else if (link.hostname === 'wa.me' || link.hostname === 'api.whatsapp.com') track('whatsapp');
    },
    { capture: true },
  );
}
