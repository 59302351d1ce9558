/**
 * The two widths the e2e suite tests at: the `desktop` and `phone` projects of
 * `playwright.config.ts` use them, and the axe suite (`a11y.spec.ts`) switches a desktop page to
 * the phone width with them.
 */
export const desktopViewport = { width: 1280, height: 800 } as const;
export const phoneViewport = { width: 390, height: 844 } as const;
