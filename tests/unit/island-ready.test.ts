/**
 * `client:interaction` (src/client-directives/interaction.ts) replays the visitor's first action
 * once the island says it is ready (`useIslandReady`), or after a time limit. That each island
 * sends the signal is seen by the end-to-end tests that act before the code has loaded
 * (tests/e2e/slow-island.ts: fleet, contact, keyboard).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrated, READY_TIMEOUT_MS } from '../../src/client-directives/interaction';
import { ISLAND_READY_EVENT } from '../../src/client-directives/ready';

describe('client:interaction waits for the island’s own ready signal', () => {
  describe('hydrated()', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
        setTimeout(() => callback(0), 16),
      );
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('resolves soon after the island dispatches its ready event', async () => {
      const island = new EventTarget();
      let done = false;
      void hydrated(island).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(500);
      expect(done).toBe(false);
      island.dispatchEvent(new Event(ISLAND_READY_EVENT));
      await vi.advanceTimersByTimeAsync(40);
      expect(done).toBe(true);
    });

    it('goes on after its time limit when no signal comes', async () => {
      let done = false;
      void hydrated(new EventTarget()).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(40);
      expect(done).toBe(true);
    });
  });
});
