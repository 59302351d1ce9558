/**
 * The one script of every page (docs/requirements.md, "Speed, accessibility and security": pages
 * without an island ship only a small script), loaded by `BaseLayout.astro`. It wires what static
 * markup needs on every page:
 * - the dark-mode toggle (`./theme.ts`);
 * - the header's phone menu and language menu, the language links and the browser-language
 *   suggestion (`./header.ts`, `./language.ts`);
 * - the chat launcher (`./chat-launcher.ts`), which `import()`s the chat panel on first use;
 * - the cookie banner (`./consent.ts`), `import()`ed only while no choice is stored;
 * - the WhatsApp links' message with the visitor's dates (`./whatsapp.ts`);
 * - the service worker, registered after the page has loaded (`./service-worker.ts`);
 * - conversion analytics, only after the visitor accepted cookies (`./analytics.ts`).
 *
 * Nothing here imports a library or a store: everything heavier loads on demand.
 */
import { initAnalytics } from './analytics';
import { initChatLauncher } from './chat-launcher';
import { initConsent } from './consent';
import { initMobileMenu } from './header';
import { initThemeToggle } from './theme';
import { initServiceWorker } from './service-worker';
import { initWhatsappLinks } from './whatsapp';

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
  ]) {
    try {
      init();
    } catch (error) {
      console.error(`Page script: ${init.name} failed`, error);
    }
  }
}
