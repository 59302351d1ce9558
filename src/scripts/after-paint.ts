/**
 * `localStorage` key of the visitor's language choice: the same as `CHOICE_KEY` in
 * `src/scripts/language.ts` (written twice: this file must import nothing, see below).
 */
const LANGUAGE_CHOICE_KEY = 'lang-choice';

/**
 * Follows a language link as `src/scripts/language.ts` does once it runs: the page's query and
 * hash carried over, the choice recorded.
 */
function followLanguageLink(link: HTMLAnchorElement): void {
  const target = new URL(link.href);
  if (location.search || location.hash) {
    target.search = location.search;
    target.hash = location.hash;
  }
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, link.dataset.langLink ?? '');
  } catch {
    // Storage blocked: the browser-language suggestion may show again, nothing else breaks.
  }
  location.assign(target.href);
}

/**
 * A primary-button click without a modifier key (the others open a new tab or window, which is
 * left to the browser). Written here rather than imported: this file is inlined into every page,
 * which Astro does only for a script that imports no other module.
 */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * Adds to `<head>` what the first screen does not need (the entries `Head.astro` renders inside
 * `<template data-after-first-screen>`: the web app manifest, whose fetch and icon fetch Chromium
 * starts for its installability check as soon as the page has loaded, on a phone's slow connection
 * beside the first screen's own bytes). Each template is emptied into `<head>` and removed.
 */
function addDeferredHeadEntries(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-after-first-screen]',
  )) {
    document.head.append(template.content);
    template.remove();
  }
}

/** How long the page script waits for a hero image after the first paint, in milliseconds. */
const HERO_WAIT_MS = 3000;

/**
 * Calls `run` once the first screen is shown: the browser has reported the first contentful paint
 * (a `paint` performance entry, delivered once the frame is on screen) and the page's hero image
 * (`img[fetchpriority=high]`: the largest contentful paint of pages that have one) has loaded or
 * failed, or {@link HERO_WAIT_MS} have passed since the paint (a hero that stalls does not hold the
 * page script for good); then one frame more. A browser that reports no paint entries counts the
 * first animation frame instead. `run` may be called more than once.
 */
function afterFirstScreen(run: () => void): void {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const heroPending = hero !== null && !hero.complete;
  let pending = heroPending ? 2 : 1;
  const done = () => {
    pending -= 1;
    if (pending === 0) requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (heroPending) {
    hero.addEventListener('load', done, { once: true });
    hero.addEventListener('error', done, { once: true });
  }
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
      if (heroPending) setTimeout(run, HERO_WAIT_MS);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(done);
}

/**
 * Loads a page's script once its first screen is shown (docs/architecture.md, "First paint"), and
 * adds then the head entries the first screen does not need (the web app manifest).
 *
 * A `<script type="module" src>` in the HTML is found by the browser's preload scanner and
 * requested with the page's own first bytes: on a phone's slow connection its bytes then share the
 * bandwidth with the HTML and the LCP image, and the first paint waits for them (measured by
 * `npm run bench`). Here the script is requested once the first contentful paint is on screen and
 * the hero image, if the page has one, has loaded (`afterFirstScreen`). What the page needs before
 * that works without it: links, the phone menu
 * (a `<details>` element), the forms, and the islands, whose own loaders (`client:interaction`)
 * are inline.
 *
 * A visitor faster than the script loses nothing: the first interaction (pointer, key, focus)
 * starts the script at once, and what the page script would have answered meanwhile is answered
 * once it runs: a click on one of its buttons (chat launcher, 'Ask AI assistant', theme toggle,
 * language menu: `button` elements outside forms and islands) is clicked again, and Escape is
 * pressed again (it closes the phone and language menus). A plain click on a language link
 * (`a[data-lang-link]`) is followed at once, as `src/scripts/language.ts` would: with the page's
 * query and hash, the choice recorded.
 *
 * A tab opened in the background paints no frame: its script starts at once. Two seconds after the
 * `load` event is the last resort, should no paint be reported (a tab hidden before its first
 * paint).
 *
 * @param url the script's URL (an `import url from '…?chunk-url'`); the module must export
 *   `initPage(): void`, which is called once it has loaded. A failed import is reported in the
 *   console: the page stays usable without it.
 */
export function startAfterFirstPaint(url: string): void {
  let started = false;
  /** Buttons clicked and Escape presses before the script ran, in order. */
  const missed: { target: Element; isEscape: boolean }[] = [];
  const triggers = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
  const early = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click' && target) {
      const button = target.closest('button');
      const languageLink = target.closest('a[data-lang-link]');
      if (button && !button.closest('form, astro-island'))
        missed.push({ target: button, isEscape: false });
      else if (
        languageLink instanceof HTMLAnchorElement &&
        isPlainClick(event as MouseEvent) &&
        !event.defaultPrevented
      ) {
        event.preventDefault();
        followLanguageLink(languageLink);
      }
    } else if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && target)
      missed.push({ target, isEscape: true });
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    addDeferredHeadEntries();
    const stopListening = () => {
      for (const type of triggers) removeEventListener(type, early, true);
    };
    import(/* @vite-ignore */ url)
      .then((module: { initPage(): void }) => {
        module.initPage();
        stopListening();
        // Answer what was missed, in order.
        for (const { target, isEscape } of missed.splice(0)) {
          if (!target.isConnected) continue;
          if (isEscape)
            target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          else (target as HTMLElement).click();
        }
      })
      .catch((error: unknown) => {
        console.error('Page script: could not load', error);
        stopListening();
      });
  };
  for (const type of triggers) addEventListener(type, early, true);
  if (document.visibilityState === 'hidden') start();
  else afterFirstScreen(start);
  addEventListener('load', () => setTimeout(start, 2000), { once: true });
}
