/**
 * `npm run bench` reads where each page's LCP goes from Lighthouse's `largest-contentful-paint-
 * element` audit (tools/bench/lighthouse.mjs, `lcpPhases`): the render-delay share printed next
 * to 'LCP − floor' (docs/quality.md, "Benchmarks"). The details below have the shape Lighthouse
 * 12 writes: a list of two tables, the element, then one row per phase in a fixed order.
 */
import { describe, expect, it } from 'vitest';
import {
  cpuMultiplierFor,
  lcpPhases,
  medianRun,
  scriptsBeforeLoad,
} from '../../tools/bench/lighthouse.mjs';

const details = (timings: number[]) => ({
  type: 'list',
  items: [
    { type: 'table', headings: [], items: [{ node: { selector: 'main > section > img' } }] },
    {
      type: 'table',
      headings: [
        { key: 'phase', valueType: 'text', label: 'Phase' },
        { key: 'percent', valueType: 'text', label: '% of LCP' },
        { key: 'timing', valueType: 'ms', label: 'Timing' },
      ],
      items: ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase, i) => ({
        phase,
        timing: timings[i],
      })),
    },
  ],
});

describe('LCP phases for the benchmark', () => {
  it('reads TTFB, load delay, load time and render delay by position', () => {
    expect(lcpPhases(details([450, 30, 60, 870]))).toEqual({
      ttfb: 450,
      loadDelay: 30,
      loadTime: 60,
      renderDelay: 870,
    });
  });

  it('gives null when Lighthouse wrote no phase table (no LCP element)', () => {
    expect(lcpPhases(undefined)).toBeNull();
    expect(lcpPhases({ type: 'list', items: [{ type: 'table', items: [] }] })).toBeNull();
    expect(
      lcpPhases({
        type: 'list',
        items: [{}, { type: 'table', items: [{ phase: 'TTFB', timing: 1 }] }],
      }),
    ).toBeNull();
  });

  it('keeps the CPU calibration in Lighthouse’s range (1x to 6x)', () => {
    expect(cpuMultiplierFor(1500)).toBeCloseTo(3.86, 2);
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
  });
});

describe('scripts requested before load (the chat-code budget)', () => {
  const requests = [
    { url: 'http://h/', resourceType: 'Document', networkRequestTime: 0 },
    { url: 'http://h/_astro/page.a.js', resourceType: 'Script', networkRequestTime: 400 },
    { url: 'http://h/_astro/ChatPanel.b.js', resourceType: 'Script', networkRequestTime: 2100 },
  ];

  it('leaves out what the page requests once loaded (the chat when idle)', () => {
    expect(scriptsBeforeLoad(requests, 900)).toEqual(['/_astro/page.a.js']);
  });

  it('counts a script requested before load, and every script when load is unknown', () => {
    expect(scriptsBeforeLoad(requests, 2500)).toEqual([
      '/_astro/page.a.js',
      '/_astro/ChatPanel.b.js',
    ]);
    expect(scriptsBeforeLoad(requests, Number.NaN)).toHaveLength(2);
  });
});

describe('the row kept for several runs of one URL (medianRun)', () => {
  const run = (lcpMs: number, tbtMs: number) =>
    ({ lcpMs, tbtMs, url: 'http://h/fleet' }) as unknown as Parameters<typeof medianRun>[0][number];

  it('keeps the median-LCP run, with the median TBT of all the runs', () => {
    const row = medianRun([run(870, 63), run(904, 308), run(849, 603), run(857, 27)]);
    expect(row.lcpMs).toBe(870);
    expect(row.tbtMs).toBe(308);
  });

  it('gives one run as it is', () => {
    expect(medianRun([run(850, 12)])).toMatchObject({ lcpMs: 850, tbtMs: 12 });
  });
});
