/**
 * The work done when the page is idle after its load (`afterLoadWhenIdle`,
 * src/client-directives/idle.ts; issue "Fast at the first tap": no idle task over 50 ms) runs as
 * steps, each in an idle period of its own with time left, in order of priority, one after the
 * other. What it gives Lighthouse's TBT and the first taps is measured by
 * `npm run bench:interaction`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, pageStepsQueued } from '../../src/client-directives/idle';

/** The idle callbacks the browser has been asked for, run by the test one at a time. */
let idleCallbacks: IdleRequestCallback[] = [];

/** Runs the oldest pending idle callback with `remaining` ms of idle time. */
function idlePeriod(remaining: number, didTimeout = false): void {
  const callback = idleCallbacks.shift();
  if (!callback) throw new Error('no idle callback pending');
  callback({ didTimeout, timeRemaining: () => remaining });
}

describe('afterLoadWhenIdle: the idle work in steps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    // A page that has loaded; the queue of an earlier test is gone.
    delete (globalThis as Record<symbol, unknown>)[
      Symbol.for('paros-rentals.after-load-idle-queue')
    ];
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(0), 16),
    );
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs nothing before the page has painted, then one step per idle period', async () => {
    const ran: string[] = [];
    afterLoadWhenIdle(() => ran.push('a'));
    afterLoadWhenIdle(() => ran.push('b'));
    expect(idleCallbacks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual([]);
    idlePeriod(50);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(0);
    expect(idleCallbacks).toHaveLength(1);
    idlePeriod(50);
    expect(ran).toEqual(['a', 'b']);
  });

  it('waits for an idle period with time left, unless the timeout has passed', async () => {
    const ran: string[] = [];
    afterLoadWhenIdle(() => ran.push('a'));
    await vi.advanceTimersByTimeAsync(100);
    idlePeriod(10);
    expect(ran).toEqual([]);
    idlePeriod(12, true);
    expect(ran).toEqual(['a']);
  });

  it('runs lower priorities first and holds a step until the previous promise settles', async () => {
    const ran: string[] = [];
    let finishHydration = (): void => {};
    afterLoadWhenIdle(() => ran.push('chat'), { priority: 1 });
    afterLoadWhenIdle(() => {
      ran.push('hydrate');
      return new Promise<void>((resolve) => {
        finishHydration = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(100);
    idlePeriod(50);
    expect(ran).toEqual(['hydrate']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(idleCallbacks).toHaveLength(0);
    finishHydration();
    await vi.advanceTimersByTimeAsync(0);
    idlePeriod(50);
    expect(ran).toEqual(['hydrate', 'chat']);
  });

  it('goes on with the next step after one that throws', async () => {
    const ran: string[] = [];
    afterLoadWhenIdle(() => {
      throw new Error('broken island');
    });
    afterLoadWhenIdle(() => ran.push('next'));
    await vi.advanceTimersByTimeAsync(100);
    expect(() => idlePeriod(50)).toThrow('broken island');
    await vi.advanceTimersByTimeAsync(0);
    idlePeriod(50);
    expect(ran).toEqual(['next']);
  });

  it('runs the code of islands used on first use (priority 2) after the steps the page script queues', async () => {
    const ran: string[] = [];
    afterLoadWhenIdle(() => ran.push('widget code'), { priority: 2 });
    await vi.advanceTimersByTimeAsync(100);
    // The queue is open, but only a late step is queued: it waits for the page script.
    expect(idleCallbacks).toHaveLength(0);
    afterLoadWhenIdle(() => ran.push('chat'), { priority: 1 });
    pageStepsQueued();
    idlePeriod(50);
    expect(ran).toEqual(['chat']);
    await vi.advanceTimersByTimeAsync(0);
    idlePeriod(50);
    expect(ran).toEqual(['chat', 'widget code']);
  });

  it('runs a late step anyway 1 s after the queue opened when the page script never says so', async () => {
    const ran: string[] = [];
    afterLoadWhenIdle(() => ran.push('widget code'), { priority: 2 });
    await vi.advanceTimersByTimeAsync(900);
    expect(idleCallbacks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    idlePeriod(50);
    expect(ran).toEqual(['widget code']);
  });
});
