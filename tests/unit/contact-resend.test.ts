import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_FIRST_MS, RESEND_MAX_MS, resendUntilSettled } from '../../src/lib/contact/client';

/**
 * `resendUntilSettled` (docs/offline.md): a message saved on the device is tried again on
 * 'online' and, while the browser is online, after 3 s, 6 s, 12 s … up to a minute, until a try
 * settles it. Timers and the browser's window and navigator are stand-ins here.
 */
describe('resendUntilSettled', () => {
  let online = true;
  const win = new EventTarget();
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.stubGlobal('window', win);
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** An attempt that records when it ran (fake ms) and settles on the `settleOn`-th try. */
  function attempts(settleOn = Number.POSITIVE_INFINITY) {
    const at: number[] = [];
    const attempt = vi.fn(async () => {
      at.push(Date.now());
      return at.length >= settleOn;
    });
    return { at, attempt };
  }

  it('while online, tries after 3 s, then waits twice as long each time, up to a minute', async () => {
    const start = Date.now();
    const { at, attempt } = attempts();
    const stop = resendUntilSettled(attempt);
    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS - 1);
    expect(attempt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 + 6000 + 12_000 + 24_000 + 48_000 + 60_000 + 60_000);
    expect(at.map((t) => t - start)).toEqual([
      3000, 9000, 21_000, 45_000, 93_000, 153_000, 213_000,
    ]);
    expect(Math.max(...at.slice(1).map((t, i) => t - at[i]!))).toBe(RESEND_MAX_MS);
    stop();
  });

  it('stops once a try settles it', async () => {
    const { attempt } = attempts(2);
    resendUntilSettled(attempt);
    await vi.advanceTimersByTimeAsync(10 * RESEND_MAX_MS);
    expect(attempt).toHaveBeenCalledTimes(2);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('offline, waits for the online event, then tries at once and starts again from 3 s', async () => {
    online = false;
    const { at, attempt } = attempts();
    const stop = resendUntilSettled(attempt);
    await vi.advanceTimersByTimeAsync(10 * RESEND_MAX_MS);
    expect(attempt).not.toHaveBeenCalled();
    online = true;
    const back = Date.now();
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(RESEND_FIRST_MS);
    expect(at.map((t) => t - back)).toEqual([0, RESEND_FIRST_MS]);
    stop();
  });

  it('stop() ends the tries and no longer listens for online', async () => {
    const { attempt } = attempts();
    const stop = resendUntilSettled(attempt);
    stop();
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * RESEND_MAX_MS);
    expect(attempt).not.toHaveBeenCalled();
  });
});
