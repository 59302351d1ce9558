/**
 * What the build uses instead of `./consent.ts` and `./analytics.ts` when no analytics provider is
 * configured (the default; `src/build/analytics.mjs`, docs/analytics.md, "Without a provider"):
 * nothing needs the visitor's consent, so there is no banner to show and no event to send. Each
 * function has the signature of the one it replaces, and does nothing.
 */
import type * as Analytics from './analytics';
import type * as Consent from './consent';

/** Replaces {@link Consent.initConsent}: no banner, no 'Cookie settings' to answer. */
export const initConsent: typeof Consent.initConsent = () => {};

/** Replaces {@link Analytics.initAnalytics}: no provider to start. */
export const initAnalytics: typeof Analytics.initAnalytics = () => {};

/** Replaces {@link Analytics.track}: no event is sent anywhere. */
export const track: typeof Analytics.track = () => {};
