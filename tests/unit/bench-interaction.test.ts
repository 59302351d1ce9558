/**
 * The pure parts of the interaction benchmark (`tools/bench/interaction-stats.mjs`, used by
 * `npm run bench:interaction`; docs/quality.md, "Benchmarks"): reading what the page recorded
 * about one tap, median and range, and the first-tap budgets.
 */
import { describe, expect, it } from 'vitest';
import {
  blockingOf,
  evaluateTapBudgets,
  formatSummary,
  parseTapRecord,
  summarize,
  TAP_BUDGETS,
} from '../../tools/bench/interaction-stats.mjs';

const event = (duration: number, startTime: number, interactionId = 7) => ({
  name: 'pointerdown',
  duration,
  interactionId,
  startTime,
});

describe('parseTapRecord', () => {
  it('times the tap from its event timestamp to the response frame; INP is its longest entry', () => {
    const timing = parseTapRecord({
      down: 2000.5,
      shown: 2090.5,
      before: false,
      events: [event(48, 2000), event(104, 2000.5), event(300, 900) /* before the tap */],
    });
    expect(timing).toEqual({ tapMs: 90, inpMs: 104, inpBelowThreshold: false });
  });

  it('an interaction under the 16 ms threshold reports no entry: INP ≤ 16', () => {
    const timing = parseTapRecord({
      down: 10,
      shown: 30,
      before: false,
      events: [event(40, 12, 0) /* no interaction id: not a tap */],
    });
    expect(timing).toEqual({ tapMs: 20, inpMs: 16, inpBelowThreshold: true });
  });

  it('refuses records that cannot be timed', () => {
    expect(() => parseTapRecord(null)).toThrow(/no tap record/);
    expect(() => parseTapRecord({ down: null, shown: 5, before: false, events: [] })).toThrow(
      /no pointerdown/,
    );
    expect(() => parseTapRecord({ down: 5, shown: null, before: false, events: [] })).toThrow(
      /never appeared/,
    );
    expect(() => parseTapRecord({ down: 5, shown: 9, before: true, events: [] })).toThrow(
      /already in the page/,
    );
    expect(() => parseTapRecord({ down: 9, shown: 5, before: false, events: [] })).toThrow(
      /before the tap/,
    );
  });
});

describe('summarize', () => {
  it('gives the median and the range', () => {
    expect(summarize([510, 670, 540])).toEqual({ median: 540, min: 510, max: 670, n: 3 });
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 });
    expect(formatSummary(summarize([82.4, 134.2, 99.6]))).toBe('100 (82-134)');
    expect(formatSummary(null)).toBe('—');
  });

  it('refuses an empty series or a value that is not a number', () => {
    expect(() => summarize([])).toThrow(RangeError);
    expect(() => summarize([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('evaluateTapBudgets', () => {
  const s = (median: number, max = median) => ({ median, min: median, max });

  it('marks each tap, its INP in every run, each route against the floor and the build before', () => {
    const budgets = evaluateTapBudgets({
      taps: [
        { tap: 'chat', tapMs: s(120), inpMs: s(90, 150) },
        { tap: 'fleet', tapMs: s(260), inpMs: s(150, 230) },
        { tap: 'theme', tapMs: s(50), inpMs: null },
      ],
      routes: [
        { path: '/', lcpMs: 900, tbtMs: 0, beforeTbtMs: 0 },
        { path: '/fleet', lcpMs: 1000, tbtMs: 40, beforeTbtMs: 20 },
      ],
      floorLcpMs: 700,
    });
    const met = Object.fromEntries(budgets.map((b) => [b.name, b.met]));
    expect(met).toEqual({
      [`chat: first tap → response ≤ ${TAP_BUDGETS.tapMs.chat} ms (median)`]: true,
      'chat: INP ≤ 200 ms (every run)': true,
      'fleet: first tap → response ≤ 200 ms (median)': false,
      'fleet: INP ≤ 200 ms (every run)': false,
      'theme: first tap → response ≤ 50 ms (median)': true,
      'theme: INP ≤ 200 ms (every run)': null,
      '/: LCP − floor ≤ 250 ms': true,
      '/: TBT not higher than before': true,
      '/fleet: LCP − floor ≤ 250 ms': false,
      '/fleet: TBT not higher than before': false,
    });
    expect(budgets.find((b) => b.name.startsWith('/fleet: LCP'))?.detail).toBe(
      'LCP 1000 ms, floor 700 ms: +300 ms',
    );
  });

  it('a route without a floor or a before build is not measured', () => {
    const [lcp, tbt] = evaluateTapBudgets({
      taps: [],
      routes: [{ path: '/', lcpMs: 900, tbtMs: 10, beforeTbtMs: null }],
      floorLcpMs: null,
    });
    expect([lcp?.met, tbt?.met]).toEqual([null, null]);
  });

  it('compares the blocking time the page saw with the build before, by the medians', () => {
    const budgets = evaluateTapBudgets({
      taps: [],
      routes: [
        {
          path: '/',
          lcpMs: null,
          tbtMs: null,
          beforeTbtMs: null,
          blockingMs: s(160, 300),
          beforeBlockingMs: s(175),
        },
        {
          path: '/fleet',
          lcpMs: null,
          tbtMs: null,
          beforeTbtMs: null,
          blockingMs: s(307),
          beforeBlockingMs: s(175),
        },
        {
          path: '/x',
          lcpMs: null,
          tbtMs: null,
          beforeTbtMs: null,
          blockingMs: s(10),
          beforeBlockingMs: null,
        },
      ],
      floorLcpMs: null,
    });
    const blocking = budgets.filter((b) => b.name.includes('blocking time in the page'));
    expect(blocking.map((b) => [b.name, b.met])).toEqual([
      ['/: blocking time in the page not higher than before (median)', true],
      ['/fleet: blocking time in the page not higher than before (median)', false],
      ['/x: blocking time in the page not higher than before (median)', null],
    ]);
    expect(blocking[1]?.detail).toBe('307 (307-307) ms (before: 175 (175-175) ms)');
  });
});

describe('blockingOf', () => {
  it('sums each long task over 50 ms and keeps the longest', () => {
    expect(blockingOf([80, 53, 291, 50])).toEqual({ blockingMs: 30 + 3 + 241, longestMs: 291 });
    expect(blockingOf([])).toEqual({ blockingMs: 0, longestMs: 0 });
    expect(() => blockingOf([Number.NaN])).toThrow(RangeError);
  });
});
