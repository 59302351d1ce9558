/**
 * `client:interaction` (src/client-directives/interaction.ts) replays the visitor's first action
 * once the island says it is ready (`useIslandReady`), however long that takes. That each island
 * sends the signal is seen by the end-to-end tests that act before the code has loaded
 * (tests/e2e/slow-island.ts: fleet, contact, keyboard).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrated } from '../../src/client-directives/interaction';
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

    it('waits for the signal however long hydration takes (a slow phone), never giving back early', async () => {
      const island = new EventTarget();
      let done = false;
      void hydrated(island).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(done).toBe(false);
      island.dispatchEvent(new Event(ISLAND_READY_EVENT));
      await vi.advanceTimersByTimeAsync(40);
      expect(done).toBe(true);
    });
  });
});
