/**
 * `withAstroLock` (tools/lib/astro-run.mjs): Astro runs started by separate processes in one
 * project folder never overlap (Astro's `.astro/` files are written through one fixed temporary
 * name; two at once failed with UnknownFilesystemError).
 *
 * Four processes take the lock of one temporary folder at once, each holding it for 300 ms and
 * writing when it started and ended; their spans must not overlap, and all four must have run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runModule } from './run-module';

const MODULE = pathToFileURL(resolve(import.meta.dirname, '../../tools/lib/astro-run.mjs')).href;
const root = mkdtempSync(join(tmpdir(), 'astro-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One process: takes the lock of `root`, appends "start end" (ms since the epoch) to a log. */
function holder(log: string): Promise<number> {
  const code = `
    import { appendFileSync } from 'node:fs';
    import { withAstroLock } from ${JSON.stringify(MODULE)};
    await withAstroLock(async () => {
      const start = Date.now();
      await new Promise((r) => setTimeout(r, 300));
      appendFileSync(${JSON.stringify(log)}, start + ' ' + Date.now() + '\\n');
    }, ${JSON.stringify(root)});
  `;
  return runModule(code).then((run) => run.code);
}

describe('withAstroLock', () => {
  it('lets one process at a time run, the others wait their turn', async () => {
    const log = join(root, 'spans.log');
    const exits = await Promise.all([1, 2, 3, 4].map(() => holder(log)));
    expect(exits).toEqual([0, 0, 0, 0]);
    const spans = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0]);
    expect(spans).toHaveLength(4);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] ?? Number.POSITIVE_INFINITY);
    }
  });
});
