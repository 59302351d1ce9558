/**
 * Loads a page's script once its first frame is painted (docs/architecture.md, "First paint").
 *
 * A `<script type="module" src>` in the HTML is found by the browser's preload scanner and
 * requested with the page's own first bytes: on a phone's slow connection its bytes then share the
 * bandwidth with the HTML and the LCP image, and the first paint waits for them (measured by
 * `npm run bench`: about a quarter of a second on every page). Here the script is requested from a
 * frame callback's timeout, which runs just after the first paint. What the page needs before that
 * works without it: links, the phone menu (a `<details>` element), the forms, and the islands,
 * whose own loaders (`client:interaction`) are inline.
 *
 * A tab opened in the background paints no frame: its script starts at once. The `load` event is
 * the last resort, should no frame come.
 *
 * @param url the script's URL (an `import url from '…?chunk-url'`); the module must export
 *   `initPage(): void`, which is called once it has loaded. A failed import is reported in the
 *   console: the page stays usable without it.
 */
export function startAfterFirstPaint(url: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(/* @vite-ignore */ url)
      .then((module: { initPage(): void }) => module.initPage())
      .catch((error: unknown) => console.error('Page script: could not load', error));
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  addEventListener('load', start, { once: true });
}
