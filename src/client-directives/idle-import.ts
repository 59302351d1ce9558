import { afterLoadWhenIdle, type IdleStepOptions } from './idle';
import { preloadModules } from './modulepreload';

/**
 * Loads built chunks when the page is idle, in idle steps of their own ({@link afterLoadWhenIdle}:
 * no long task): one step asks for every chunk at once (`<link rel="modulepreload">`, so no chunk
 * waits for the one that imports it to arrive), then one step per chunk `import()`s it, in the
 * order given, so that no chunk evaluates its imports in the same task. Used for the chat's panel
 * (`src/scripts/chat-launcher.ts`) and Marcia's engine (`loadEngineWhenIdle` in
 * `src/islands/chat/controller.ts`); issue "Fast at the first tap", docs/first-paint.md, "First
 * taps".
 *
 * A chunk that fails to download is left to the `import()` that needs it (which reports it).
 *
 * @param urls root-relative chunk URLs in evaluation order: imported chunks before their importers
 * @param options the steps' place in the page's idle queue
 * @param done whether the work is already under way (e.g. a click started the real `import()`):
 *   the evaluation steps left then do nothing
 */
export function importWhenIdle(
  urls: readonly string[],
  options: IdleStepOptions,
  done: () => boolean,
): void {
  afterLoadWhenIdle(() => preloadModules(urls), options);
  for (const href of urls)
    afterLoadWhenIdle(
      () => (done() ? undefined : import(/* @vite-ignore */ href).catch(() => {})),
      options,
    );
}
