/**
 * Helpers of the first-screen tests (`src/scripts/after-paint.ts`, docs/architecture.md, "First
 * paint"): the shell suite checks pages whose first screen comes inside the HTML, the photos suite
 * a page whose hero is a photo file.
 */
import type { Page, Request } from '@playwright/test';
import { PAGE_SCRIPT } from './routes';

/**
 * Resolves once the page has reported its first contentful paint, `frames` animation frames
 * later (none under a paused clock, where frames do not come).
 */
export const firstPaintReported = (page: Page, frames = 2): Promise<void> =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const waitFrames = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => waitFrames(left - 1));
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          waitFrames(frames);
        }).observe({ type: 'paint', buffered: true });
      }),
    frames,
  );

/** Whether a request is for the built page script (`src/scripts/page.ts`). */
export const isPageScript = (request: Request): boolean =>
  PAGE_SCRIPT.test(new URL(request.url()).pathname);

/** Counts the page's requests for the page script from now on; returns the counter. */
export const countPageScriptRequests = (page: Page): (() => number) => {
  let count = 0;
  page.on('request', (request) => {
    if (isPageScript(request)) count += 1;
  });
  return () => count;
};
