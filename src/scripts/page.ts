/**
 * The one script of every page (docs/requirements.md, "Speed, accessibility and security": one
 * file, at most 7 KB gzip, requested after the first paint), loaded by `BaseLayout.astro`. The
 * build makes it a single file with its own copy of every module it imports
 * (`chunkUrl({ oneFile })`, src/build/chunk-url.mjs), so a phone fetches it in one round trip. It
 * wires what static markup needs on every page:
 * - the dark-mode toggle (`./theme.ts`);
 * - the header's phone menu and language menu, the language links and the browser-language
 *   suggestion (`./header.ts`, `./language.ts`);
 * - the chat launcher (`./chat-launcher.ts`), which `import()`s the chat panel on first use;
 * - the cookie banner (`./consent.ts`), `import()`ed only while no choice is stored, and only in a
 *   build with an analytics provider (without one, `./no-analytics.ts` stands in for it and for
 *   `./analytics.ts`: src/build/analytics.mjs);
 * - the WhatsApp links' message with the visitor's dates (`./whatsapp.ts`);
 * - the service worker, registered once the page has loaded and is idle (`./service-worker.ts`);
 * - conversion analytics, only after the visitor accepted cookies (`./analytics.ts`);
 * - the components' enhancements: the 'Image unavailable' fallback (`./images.ts`), and, on pages
 *   that show them, the licence check (`./licence-check.ts`) and the pickup map's 'choose this
 *   point' (`./pickup-map.ts`), each loaded by URL only where its markup is on the page.
 *
 * `BaseLayout.astro` loads it once the first screen is shown (`./after-paint.ts`).
 *
 * Nothing here imports a library or a store: everything heavier loads on demand.
 */
import { pageStepsQueued } from '../client-directives/idle';
import { initAnalytics } from './analytics';
import { initChatLauncher } from './chat-launcher';
import { initConsent } from './consent';
import { initMobileMenu } from './header';
import { initThemeToggle } from './theme';
import { initServiceWorker } from './service-worker';
import { initWhatsappLinks } from './whatsapp';
import { initImageFallbacks } from './images';
import licenceCheckUrl from './licence-check?chunk-url';
import pickupMapUrl from './pickup-map?chunk-url';
import reservationSearchUrl from './reservation-search?chunk-url';

/**
 * Loads a component's script by URL when its markup is on the page, and runs its mount function
 * (which marks what it mounted, so running it twice is harmless).
 */
function mountWhenPresent(selector: string, url: string, mount: string): () => void {
  const init = () => {
    if (!document.querySelector(selector)) return;
    void import(/* @vite-ignore */ url)
      .then((module: Record<string, () => void>) => module[mount]?.())
      .catch((error: unknown) => console.error(`Page script: ${mount} failed`, error));
  };
  Object.defineProperty(init, 'name', { value: mount });
  return init;
}

/**
 * Wires every page-level behaviour; call once, after the page's markup is parsed. Each part is
 * started on its own: one that fails (a browser without an API, storage blocked) is reported in
 * the console and the others still work.
 */
export function initPage(): void {
  for (const init of [
    initThemeToggle,
    initMobileMenu,
    initConsent,
    initChatLauncher,
    initWhatsappLinks,
    initServiceWorker,
    initAnalytics,
    initImageFallbacks,
    mountWhenPresent('form[data-licence-form]', licenceCheckUrl, 'mountLicenceChecks'),
    mountWhenPresent('[data-pickup-map]', pickupMapUrl, 'mountPickupMaps'),
    mountWhenPresent(
      'form[data-reservation-search]',
      reservationSearchUrl,
      'initReservationSearch',
    ),
  ]) {
    try {
      init();
    } catch (error) {
      console.error(`Page script: ${init.name} failed`, error);
    }
  }
  // The chat's idle steps are queued: the islands' later ones may follow them (`./idle.ts`).
  pageStepsQueued();
}
