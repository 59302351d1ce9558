/**
 * The analytics provider of this build, or `null` without one (the default): set by Vite's
 * `define` from the settings `PUBLIC_ANALYTICS_*` (`./analytics.mjs`, docs/analytics.md).
 */
declare const __ANALYTICS__: import('../lib/analytics/config').AnalyticsConfig | null;
