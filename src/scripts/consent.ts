/**
 * Cookie banner trigger (spec 000 s.4 'Cookie banner'), part of the small script of every page
 * (`./page.ts`): when the visitor has no stored `cookie-consent`, it `import()`s the banner
 * (`./consent-banner.ts`: vanilla-cookieconsent, its stylesheet and the consent store) by its URL
 * (`?chunk-url`, see `src/build/chunk-url.mjs`) and shows it with the page's texts from `<cookie-consent data-texts>` (`CookieConsent.astro`, which also names the
 * storage key in `data-key`, so this script does not bundle the store). A returning visitor
 * downloads nothing more; with storage blocked the banner asks on every page.
 */
import bannerUrl from './consent-banner?chunk-url';

/** Banner texts, passed from the page (UI dictionary). */
export interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  decline: string;
  close: string;
}

/** Loads and shows the banner when no choice is stored. */
export function initConsent(): void {
  const host = document.querySelector<HTMLElement>('cookie-consent');
  if (!host?.dataset.texts || !host.dataset.key) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(host.dataset.key);
  } catch {
    /* storage blocked: ask (the choice then lasts for the page) */
  }
  if (stored === 'accepted' || stored === 'declined') return;
  const texts = JSON.parse(host.dataset.texts) as ConsentTexts;
  (import(/* @vite-ignore */ bannerUrl) as Promise<typeof import('./consent-banner')>)
    .then(({ showConsentBanner }) => showConsentBanner(texts))
    .catch((reason: unknown) => console.error('The cookie banner could not be loaded', reason));
}
