import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrated, READY_TIMEOUT_MS } from '../../src/client-directives/interaction';
import { ISLAND_READY_EVENT } from '../../src/client-directives/ready';

/** Every `.astro` file under `dir`. */
function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.astro'))
    .map((e) => join(e.parentPath, e.name));
}

/** The source file of each component an `.astro` file renders with `client:interaction`. */
function interactionIslands(): Map<string, string[]> {
  const islands = new Map<string, string[]>();
  for (const file of astroFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/<([A-Z]\w*)\b[^>]*?\bclient:interaction\b/g)) {
      const from = new RegExp(`import\\s+${name}\\s+from\\s+['"]([^'"]+)['"]`).exec(text)?.[1];
      expect(from, `${file}: import of ${name}`).toBeTruthy();
      const base = resolve(dirname(file), from!);
      const source = [base, `${base}.tsx`, `${base}.ts`].find(
        (p) => /\.tsx?$/.test(p) && safeRead(p) !== null,
      )!;
      islands.set(source, [...(islands.get(source) ?? []), file]);
    }
  }
  return islands;
}

function safeRead(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

describe('client:interaction waits for the island’s own ready signal', () => {
  it('every component hydrated with client:interaction calls useIslandReady and puts its ref on an element', () => {
    const islands = interactionIslands();
    expect(islands.size).toBeGreaterThanOrEqual(4);
    for (const [source, users] of islands) {
      const text = readFileSync(source, 'utf8');
      const ref = /const (\w+) = useIslandReady\b/.exec(text)?.[1];
      expect(
        ref,
        `${source} (used in ${users.join(', ')}) must call useIslandReady()`,
      ).toBeTruthy();
      expect(text, `${source}: ref={${ref}} on its root element`).toContain(`ref={${ref}}`);
    }
  });

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
