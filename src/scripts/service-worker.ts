/**
 * Registers the service worker of the page's language (`/sw.js?lang=fr`, docs/offline.md) once the
 * page has loaded and the browser is idle — never on the critical path — keeps the page itself
 * through it (it loaded before the worker), and, the first time for a language, opens that
 * language's home, contact, terms and Antiparos pages through it so a visitor stranded without a
 * signal has them. Browsers without service workers (or with storage blocked) simply do without.
 */
import { localizePath, toLang } from '../i18n/routing';

/** The pages a stranded visitor needs, in every language. */
export const OFFLINE_PAGES = [
  '/',
  '/contact',
  '/terms-and-conditions',
  '/car-rental-antiparos',
] as const;
/** localStorage key: the languages whose offline pages were fetched. */
const WARM_KEY = 'offline-pages';

/** Fetches the offline pages of `lang` through the service worker, once per language. */
async function warm(lang: ReturnType<typeof toLang>): Promise<void> {
  let done: string[] = [];
  try {
    done = JSON.parse(localStorage.getItem(WARM_KEY) ?? '[]') as string[];
  } catch {
    /* unreadable: fetch again */
  }
  if (done.includes(lang)) return;
  const results = await Promise.allSettled(
    OFFLINE_PAGES.map((path) => fetch(localizePath(path, lang), { credentials: 'same-origin' })),
  );
  if (results.every((r) => r.status === 'fulfilled' && r.value.ok)) {
    try {
      localStorage.setItem(WARM_KEY, JSON.stringify([...done, lang]));
    } catch {
      /* private mode: fetched again next time */
    }
  }
}

/** Resolves once the worker controls this page (right after its first activation: `clientsClaim`). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Resolves once the worker that `registration` is installing (a first install, another language's
 * worker, a new deploy) is active, or has failed; at once when none is. Until then the page fetches
 * nothing through the outgoing worker: Chromium does not activate a worker that called
 * `skipWaiting` while the outgoing one is handling a fetch, and a fetch landing at that moment left
 * the new worker waiting for over 45 s (docs/offline.md, "Updates").
 */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/** How long registration waits at most for an idle moment after `load`, in milliseconds. */
const IDLE_TIMEOUT_MS = 3000;
/** Where `requestIdleCallback` is missing (Safari): the wait after `load`, in milliseconds. */
const NO_IDLE_DELAY_MS = 1000;

/**
 * Registers the worker of the page's language, `/sw.js?lang=<code>` (docs/offline.md: the first
 * install precaches the shared files and this language's, nothing of the other languages), once
 * the page has loaded and the browser is idle (`requestIdleCallback`, at most
 * {@link IDLE_TIMEOUT_MS}; Safari, which lacks it: {@link NO_IDLE_DELAY_MS} after `load`), so the
 * install never competes with the page's first screen or a first tap. A page of another language
 * registers its own URL, which installs that language's worker in the same scope. The page's own
 * fetches through the worker wait until a worker being installed is active ({@link activated}).
 */
export function initServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const lang = toLang(document.documentElement.lang);
  const register = () => {
    navigator.serviceWorker
      .register(`/sw.js?lang=${encodeURIComponent(lang)}`, { scope: '/' })
      .then(activated)
      .then(() => controlled())
      .then(() => {
        // The page that registered the worker loaded before it: keep it too.
        void fetch(location.pathname, { credentials: 'same-origin' }).catch(() => {});
        return warm(lang);
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, NO_IDLE_DELAY_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
