/**
 * `runLighthouse` (tools/bench/lighthouse.mjs) goes round the URLs: run 1 of every URL, then run 2
 * of every URL, so that a build and the build before it (neighbouring targets in
 * `npm run bench:interaction`) meet the same host load. Lighthouse and Chromium are replaced here
 * by stand-ins, passed in as options, that record the order of the runs and give each run an LCP of their own.
 */
import { describe, expect, it } from 'vitest';
import { runLighthouse } from '../../tools/bench/lighthouse.mjs';

const calls: string[] = [];

/** Stands in for chrome-launcher's `launch`: no browser starts. */
const launch = (async () => ({ port: 9, kill: async () => {} })) as never;

/** Stands in for Lighthouse: records the URL and gives each run an LCP and a TBT of its own. */
const audit = (async (url: string) => {
  calls.push(url);
  const lcp = 900 + calls.length;
  return {
    lhr: {
      audits: {
        'largest-contentful-paint': { numericValue: lcp, score: 1 },
        'total-blocking-time': { numericValue: 10 * calls.length, score: 1 },
      },
      categories: { performance: { score: 1 } },
      environment: { benchmarkIndex: 1500 },
    },
  };
}) as never;

describe('the order of Lighthouse runs (runLighthouse)', () => {
  it('runs every URL once before running any URL again, and keeps each URL’s own median', async () => {
    calls.length = 0;
    const rows = await runLighthouse(
      [
        { url: 'http://a/x', route: 'after /x' },
        { url: 'http://b/x', route: 'before /x' },
      ],
      { cpu: 4, runs: 3, audit, launch },
    );
    expect(calls).toEqual([
      'http://a/x',
      'http://b/x',
      'http://a/x',
      'http://b/x',
      'http://a/x',
      'http://b/x',
    ]);
    // Runs 1, 3, 5 are a's (LCP 901, 903, 905), runs 2, 4, 6 are b's.
    expect(rows.map((r) => [r.route, r.lcpMs, r.tbtMs])).toEqual([
      ['after /x', 903, 30],
      ['before /x', 904, 40],
    ]);
  });
});
