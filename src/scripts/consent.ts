/**
 * Cookie banner trigger (docs/requirements.md, "Cookie banner"), part of the small script of every
 * page (`./page.ts`): when the visitor has no stored `cookie-consent`, it `import()`s the banner
 * (`./consent-banner.ts`: vanilla-cookieconsent, its stylesheet and the consent store) by its URL
 * (`?chunk-url`, see `src/build/chunk-url.mjs`) and shows it with the page's texts from
 * `<cookie-consent data-texts>` (`CookieConsent.astro`, which also names the storage key in
 * `data-key`, so this script does not bundle the store). A returning visitor downloads nothing
 * more; with storage blocked the banner asks on every page.
 */
import bannerUrl from './consent-banner?chunk-url';
import type { ConsentTexts } from './consent-banner';

/** Loads the banner's chunk and shows it (`reopen`: even though a choice is stored). */
function showBanner(texts: ConsentTexts, reopen: boolean): void {
  (import(/* @vite-ignore */ bannerUrl) as Promise<typeof import('./consent-banner')>)
    .then(({ showConsentBanner }) => showConsentBanner(texts, reopen))
    .catch((reason: unknown) => console.error('The cookie banner could not be loaded', reason));
}

/**
 * Loads and shows the banner when no choice is stored; the footer's 'Cookie settings' button
 * (`[data-cookie-settings]`) shows it again at any time, so a visitor can withdraw consent.
 */
export function initConsent(): void {
  const host = document.querySelector<HTMLElement>('cookie-consent');
  if (!host?.dataset.texts || !host.dataset.key) return;
  const settingsTexts = JSON.parse(host.dataset.texts) as ConsentTexts;
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-cookie-settings]'))
      showBanner(settingsTexts, true);
  });
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(host.dataset.key);
  } catch {
    /* storage blocked: ask (the choice then lasts for the page) */
  }
  if (stored === 'accepted' || stored === 'declined') return;
  whenPageSettled(() => showBanner(settingsTexts, false));
}

/**
 * Runs `task` once the page has loaded and the main thread is idle (at most 1 s after `load`),
 * so the banner's download, styles and layout never compete with the page's first render
 * (docs/requirements.md, "Speed, accessibility and security": LCP and total blocking time on a
 * phone). Browsers without `requestIdleCallback` (Safari) wait 200 ms after `load` instead.
 */
function whenPageSettled(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => task(), { timeout: 1000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
