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
 * The idle time a step needs before it starts, in ms (`IdleDeadline.timeRemaining()`, at most 50):
 * a step started in a shorter idle period would run into the next frame's work and become a long
 * task (TBT, and a tap landing on it waits). After {@link IDLE_TIMEOUT_MS} it starts regardless.
 */
const MIN_IDLE_MS = 30;

/**
 * The longest wait after `load` for the largest contentful paint to be an image (the hero), in
 * ms: pages whose largest paint is text go on after it.
 */
const LCP_TIMEOUT_MS = 300;

/**
 * Steps of this priority or later (the code of islands that hydrate on first use) wait until the
 * page script has queued its own steps ({@link pageStepsQueued}), or {@link PAGE_STEPS_TIMEOUT_MS}
 * after the queue opened: the page script arrives after the first paint, often after `load`, and
 * a late step that started first held the chat's download back (docs/first-paint.md, "First
 * taps").
 */
const LATE_PRIORITY = 2;

/** The longest wait for the page script's steps once the queue is open, in ms. */
const PAGE_STEPS_TIMEOUT_MS = 1000;

/** A queued step: `run` may return a promise; the next step waits until it settles. */
interface Step {
  run: () => unknown;
  priority: number;
  order: number;
}

/**
 * The one queue of the page, shared by every script that imports this module (the inline
 * `client:interaction` directives and the page script are separate bundles, so it lives on
 * `globalThis` under a registered symbol).
 */
interface Queue {
  steps: Step[];
  /** Incremented per step (keeps the order of steps of equal priority). */
  added: number;
  /** The page has loaded and painted its largest content. */
  open: boolean;
  /** A step is running or waiting for its idle period. */
  busy: boolean;
  /** The page script has queued its steps (or gave up waiting: {@link PAGE_STEPS_TIMEOUT_MS}). */
  pageQueued: boolean;
}

const QUEUE_KEY = Symbol.for('paros-rentals.after-load-idle-queue');

function queue(): Queue {
  const holder = globalThis as { [QUEUE_KEY]?: Queue };
  if (!holder[QUEUE_KEY]) {
    const q: Queue = { steps: [], added: 0, open: false, busy: false, pageQueued: false };
    holder[QUEUE_KEY] = q;
    afterFirstPaint(() => {
      const opened = (): void => {
        q.open = true;
        setTimeout(pageStepsQueued, PAGE_STEPS_TIMEOUT_MS);
        pump(q);
      };
      if (document.readyState === 'complete') afterLargestPaint(opened);
      else addEventListener('load', () => afterLargestPaint(opened), { once: true });
    });
  }
  return holder[QUEUE_KEY];
}

/**
 * Calls `run` once the largest contentful paint is an image (the hero is painted, so no request
 * or task of ours competes with it), or {@link LCP_TIMEOUT_MS} after this call, whichever comes
 * first; then one frame more. Without Largest Contentful Paint (Safari, Firefox), after the frame.
 */
function afterLargestPaint(run: () => void): void {
  const next = (): void => {
    requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    next();
    return;
  }
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    next();
  };
  const observer = new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
    if (last?.url) finish();
  });
  const timer = setTimeout(finish, LCP_TIMEOUT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Calls `run` in an idle period of at least {@link MIN_IDLE_MS} (see there). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback !== 'function') {
    setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
    return;
  }
  const started = performance.now();
  const check = (deadline: IdleDeadline): void => {
    if (
      deadline.didTimeout ||
      deadline.timeRemaining() >= MIN_IDLE_MS ||
      performance.now() - started >= IDLE_TIMEOUT_MS
    )
      run();
    else requestIdleCallback(check, { timeout: IDLE_TIMEOUT_MS });
  };
  requestIdleCallback(check, { timeout: IDLE_TIMEOUT_MS });
}

/** The order steps run in: lower priority first, then the order they were queued. */
const byPriority = (a: Step, b: Step): number => a.priority - b.priority || a.order - b.order;

/** Runs the queue's next step in its own idle period, then the one after, and so on. */
function pump(q: Queue): void {
  if (!q.open || q.busy || q.steps.length === 0) return;
  q.steps.sort(byPriority);
  if (!q.pageQueued && (q.steps[0] as Step).priority >= LATE_PRIORITY) return;
  q.busy = true;
  whenIdle(() => {
    q.steps.sort(byPriority);
    const step = q.steps.shift() as Step;
    const next = (): void => {
      q.busy = false;
      pump(q);
    };
    let result: unknown;
    try {
      result = step.run();
    } finally {
      Promise.resolve(result).then(next, (reason: unknown) => {
        next();
        throw reason; // left to the browser, as a synchronous exception is
      });
    }
  });
}

/** How early a step of {@link afterLoadWhenIdle} runs among the page's others. */
export interface IdleStepOptions {
  /**
   * Lower first (default 0); equal priorities in the order they were queued. The islands that
   * hydrate when idle use 0, the chat panel 1, the code of islands that hydrate on first use 2
   * (which also waits for the page script's steps: {@link LATE_PRIORITY}): the list a visitor
   * sees first, then the chat, then the rest. Such an island answers a first touch whatever has
   * loaded (held submits, recorded changes), while the chat's launcher cannot open a panel whose
   * code has not arrived; on a slow network the island's download held the chat's back by half a
   * second.
   */
  priority?: number;
}

/**
 * The chat's place among the page's idle steps: after the islands (their priority is 0). Used by
 * the launcher (the panel's chunks) and the panel (its greeting, then Marcia's engine).
 */
export const CHAT_IDLE: IdleStepOptions = { priority: 1 };

/**
 * Queues `run`, one step of the work done "when the page is idle after its load", and runs it
 * once: after the first contentful paint has been reported, the window's `load` event has fired
 * (at once for what has passed), the largest contentful paint is the hero image (or
 * {@link LCP_TIMEOUT_MS} after `load`) and one more frame has passed, in an idle period of its own
 * with at least {@link MIN_IDLE_MS} left (`requestIdleCallback`; {@link IDLE_TIMEOUT_MS} at most);
 * where there is no `requestIdleCallback` (Safari), {@link NO_IDLE_CALLBACK_DELAY_MS} after that.
 *
 * Steps never share a task (issue "Fast at the first tap": no idle task over 50 ms): the steps of
 * the page run one at a time, in order of {@link IdleStepOptions.priority}, each in a later idle
 * period than the one before, and a step that returns a promise holds the next one until it
 * settles (e.g. a hydration, or a module's download and evaluation). So split big work into
 * steps.
 *
 * @param run the step; an exception it throws (or a rejection of its promise) is left to the
 *   browser (reported in the console) and the next step still runs
 */
export function afterLoadWhenIdle(run: () => unknown, options: IdleStepOptions = {}): void {
  const q = queue();
  q.steps.push({ run, priority: options.priority ?? 0, order: q.added++ });
  pump(q);
}

/**
 * Says that the page script has queued its steps (`src/scripts/page.ts`, once its parts are
 * wired): the steps of {@link LATE_PRIORITY} may run from now on, after any of an earlier
 * priority. Called again, or after the time limit, it does nothing more.
 */
export function pageStepsQueued(): void {
  const q = queue();
  q.pageQueued = true;
  pump(q);
}
