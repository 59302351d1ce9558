/**
 * "When the page is idle after its load" (docs/first-paint.md, "Client directives"):
 * the moment the site fetches, and where it is cheap hydrates, what a visitor
 * is likely to touch next (the islands of `client:interaction`, the chat panel), so that a first
 * tap costs only its handler. Never earlier: work started inside the load would compete with the
 * first screen's bytes and CPU (LCP, TBT; `npm run bench:interaction` compares both builds).
 *
 * This module imports nothing, so the directive that uses it stays an inline script.
 */

/** The longest wait for an idle period after `load`, in ms (`requestIdleCallback`'s `timeout`). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The delay after `load` in a browser without `requestIdleCallback` (Safari, WebKit), in ms: the
 * time the page's own after-load work (the page script, a hero's decoding) usually takes on a
 * slow phone.
 */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Calls `run` once the browser has reported the first contentful paint (a `paint` performance
 * entry; without Paint Timing, the next animation frame).
 */
function afterFirstPaint(run: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => run());
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Calls `run` once: after the first contentful paint has been reported, the window's `load` event
 * has fired (at once for what has passed) and one more frame (the images `load` waited for are
 * painted), in the browser's next idle period
 * (`requestIdleCallback`, {@link IDLE_TIMEOUT_MS} at most); where there is no
 * `requestIdleCallback` (Safari), {@link NO_IDLE_CALLBACK_DELAY_MS} after that.
 *
 * @param run the work; an exception it throws is left to the browser (reported in the console)
 */
export function afterLoadWhenIdle(run: () => void): void {
  const idle = (): void => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  };
  // After `load`, one frame more: the images that `load` waited for (the hero) are painted first.
  const afterLoad = (): void => requestAnimationFrame(() => setTimeout(idle, 0));
  afterFirstPaint(() => {
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
}
