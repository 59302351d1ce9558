/**
 * Lighthouse runs for `tools/bench/index.mjs` (docs/requirements.md, "Speed, accessibility and
 * security"): the `lighthouse` package driving Debian's Chromium (`benchBrowserPath` in
 * tools/lib/test-browser.mjs, through `chrome-launcher`; nothing is downloaded), mobile form
 * factor, simulated throttling (Slow 4G: 150 ms RTT, 1.6 Mbps), the four categories.
 *
 * CPU slowdown: Lighthouse's default 4x assumes a fast desktop host (benchmark index about 1500).
 * On a slower or busy host it would emulate a far slower phone than intended, so by default
 * (`cpu: 'auto'`) a first, discarded run on the first URL measures the host's benchmark index and
 * the multiplier comes from Lighthouse's own calibration table (lighthouse-cpu-throttling-
 * calculator: 1300 → 3x, 800 → 2x, 150 → 1x), capped at the stock 4x. The load of a shared host
 * changes while the benchmark runs, so every run's own index is checked: when the multiplier it
 * calls for differs by more than a quarter from the one used, the URL is run again with the new
 * one, which then carries on to the next URLs. `cpu: 4` (or any number) fixes the multiplier
 * instead. Each row keeps the index measured during its run and the multiplier used.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as presets } from 'lighthouse/core/config/constants.js';
import { benchBrowserPath } from '../lib/test-browser.mjs';

/** Chromium switches for a quiet headless run (no updates, no sync, no QUIC). */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-gpu',
];

/**
 * CPU slowdown that makes this host behave like Lighthouse's reference phone.
 *
 * @param {number} benchmarkIndex Lighthouse's `environment.benchmarkIndex` of the host
 * @returns {number} between 1 and 6, two decimals
 */
export function cpuMultiplierFor(benchmarkIndex) {
  let m;
  if (!Number.isFinite(benchmarkIndex)) m = 4;
  else if (benchmarkIndex >= 1300) m = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) m = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) m = 1 + (benchmarkIndex - 150) / 650;
  else m = 1;
  return Math.round(Math.min(6, Math.max(1, m)) * 100) / 100;
}

/**
 * @typedef {object} LcpPhases the four phases of the LCP (Lighthouse's phase table), ms
 * @property {number} ttfb time to first byte
 * @property {number} loadDelay from the first byte until the LCP resource starts loading
 * @property {number} loadTime the LCP resource's own download (0 for a text element)
 * @property {number} renderDelay from the resource (or the first byte) until the paint
 */

/**
 * The LCP's phases from the details of the `largest-contentful-paint-element` audit: a list whose
 * second table has one row per phase, in the order TTFB, load delay, load time, render delay
 * (`phase` is a translated label, so the rows are read by position).
 *
 * @param {any} details the audit's `details` (a `list` of tables), or undefined
 * @returns {LcpPhases | null} null when Lighthouse gave no phase table (no LCP)
 */
export function lcpPhases(details) {
  const rows = details?.items?.[1]?.items;
  if (!Array.isArray(rows) || rows.length !== 4) return null;
  const [ttfb, loadDelay, loadTime, renderDelay] = rows.map((r) => Number(r?.timing ?? Number.NaN));
  return {
    ttfb: ttfb ?? Number.NaN,
    loadDelay: loadDelay ?? Number.NaN,
    loadTime: loadTime ?? Number.NaN,
    renderDelay: renderDelay ?? Number.NaN,
  };
}

/**
 * @typedef {object} LighthouseRow
 * @property {string} url
 * @property {string} route what the URL stands for (`home`, `vehicle`, `article`, `home (fr)`…)
 * @property {Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>} scores 0-100
 * @property {number} lcpMs Largest Contentful Paint, ms (simulated)
 * @property {number} fcpMs First Contentful Paint, ms (simulated)
 * @property {number} cls Cumulative Layout Shift
 * @property {number} tbtMs Total Blocking Time, ms (simulated)
 * @property {number} totalBytes bytes transferred
 * @property {number} jsBytes JavaScript bytes transferred
 * @property {string[]} scriptUrls URL paths of the scripts requested before the page's `load` event
 *   (as observed, unthrottled: what competes with loading; what the page fetches when idle after
 *   `load`, such as the chat's code, is not listed)
 * @property {string[]} failing ids of audits scoring below 1 (informative ones excluded)
 * @property {string[]} failingSeo those of `failing` that the SEO category weighs
 * @property {string[]} shifts the layout shifts (`score selector`), for a CLS above 0
 * @property {string} lcpElement the Largest Contentful Paint element (CSS selector)
 * @property {LcpPhases | null} lcpPhases where the LCP's time goes
 * @property {number} benchmarkIndex the host's benchmark index during the run
 * @property {number} cpuSlowdownMultiplier the CPU slowdown used
 * @property {number} seconds wall time of the run
 */

/**
 * The scripts a load requested before its `load` event, from Lighthouse's `network-requests`
 * items: what competes with the page's loading (the chat's code, fetched when the page is idle
 * after `load`, must not be among them: issue "Fast at the first tap").
 *
 * @param {{ url: string; resourceType?: string; networkRequestTime?: number }[]} requests the
 *   audit's items (`networkRequestTime`: ms after the navigation, as observed)
 * @param {number} observedLoadMs the `load` event, ms after the navigation; NaN when unknown,
 *   then every script counts
 * @returns {string[]} their URL paths, in request order
 */
export function scriptsBeforeLoad(requests, observedLoadMs) {
  return requests
    .filter((r) => r.resourceType === 'Script' && !(Number(r.networkRequestTime) >= observedLoadMs))
    .map((r) => new URL(r.url).pathname);
}

/**
 * One row for the runs of a URL: the run with the median LCP (a missing LCP sorts last), its TBT
 * replaced by the median TBT of all the runs. The two vary independently from run to run (the
 * same build's /fleet measured 27-603 ms of TBT in four runs at an LCP within 60 ms), so a
 * budget read on TBT gets the median of its own, not the figure of the LCP's median run.
 *
 * @param {LighthouseRow[]} tries at least one run of the same URL (reordered in place)
 * @returns {LighthouseRow} a copy of the median-LCP run, with `tbtMs` the median TBT (the upper
 *   median for an even count, like the LCP)
 */
export function medianRun(tries) {
  const tbts = tries.map((t) => t.tbtMs).sort((x, y) => (x || 0) - (y || 0));
  tries.sort((x, y) => (x.lcpMs || Infinity) - (y.lcpMs || Infinity));
  const row = /** @type {LighthouseRow} */ (tries[Math.floor(tries.length / 2)]);
  return { ...row, tbtMs: /** @type {number} */ (tbts[Math.floor(tbts.length / 2)]) };
}

/**
 * Runs Lighthouse on each URL, one after the other, in one Chromium.
 *
 * @param {{ url: string; route: string }[]} targets
 * @param {{
 *   cpu?: 'auto' | number;
 *   runs?: number;
 *   log?: (line: string) => void;
 *   audit?: typeof lighthouse;
 *   launch?: typeof chromeLauncher.launch;
 * }} [options]
 *   `audit` and `launch` default to Lighthouse and chrome-launcher (others are passed in by
 *   tests/unit/bench-lighthouse-order.test.ts; module mocks do not reach a module that another test
 *   file in the same unit worker, which shares its module graph, imported first);
 *   `runs`: runs per URL; with more than one, the run with the median LCP is kept (the budget
 *   that varies most from run to run; a missing LCP sorts last), with the median TBT of all the
 *   runs (`medianRun`); the runs go round the URLs (run 1 of each, then run 2 of each, …), so
 *   neighbouring targets, e.g. a build and the build before it, are measured under the same load
 * @returns {Promise<LighthouseRow[]>}
 */
export async function runLighthouse(targets, options = {}) {
  const {
    cpu = 'auto',
    runs = 1,
    log = () => {},
    audit = lighthouse,
    launch = chromeLauncher.launch,
  } = options;
  const chrome = await launch({
    chromePath: benchBrowserPath(),
    chromeFlags,
  });
  const stop = () => {
    void chrome.kill();
  };
  process.once('SIGTERM', stop);
  /** @type {LighthouseRow[]} */
  const rows = [];
  try {
    let multiplier = typeof cpu === 'number' ? cpu : 4;
    /** One run; returns the row. */
    const once = async (/** @type {{ url: string; route: string }} */ target) => {
      const started = Date.now();
      const result = await audit(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: { ...presets.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
        skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
        // The 404 check answers 404 on purpose; audit it anyway.
        ignoreStatusCode: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${target.url}: ${lhr.runtimeError.message}`);
      const a = lhr.audits;
      const num = (/** @type {string} */ id) => Number(a[id]?.numericValue ?? Number.NaN);
      /** @type {any[]} */
      const resources = /** @type {any} */ (a['resource-summary']?.details)?.items ?? [];
      /** @type {any[]} */
      const requests = /** @type {any} */ (a['network-requests']?.details)?.items ?? [];
      /** The page's `load` event, ms after the navigation (observed; NaN when not reported). */
      const observedLoadMs = Number(
        /** @type {any} */ (a.metrics?.details)?.items?.[0]?.observedLoad ?? Number.NaN,
      );
      const failing = Object.values(a)
        .filter(
          (x) =>
            typeof x.score === 'number' &&
            x.score < 1 &&
            !['informative', 'manual', 'notApplicable'].includes(x.scoreDisplayMode),
        )
        .map((x) => x.id);
      /** The audits the SEO category weighs. */
      const seoAudits = new Set((lhr.categories.seo?.auditRefs ?? []).map((ref) => ref.id));
      const row = {
        url: target.url,
        route: target.route,
        scores: /** @type {LighthouseRow['scores']} */ (
          Object.fromEntries(
            ['performance', 'accessibility', 'best-practices', 'seo'].map((k) => [
              k,
              Math.round((lhr.categories[k]?.score ?? 0) * 100),
            ]),
          )
        ),
        lcpMs: num('largest-contentful-paint'),
        fcpMs: num('first-contentful-paint'),
        cls: num('cumulative-layout-shift'),
        tbtMs: num('total-blocking-time'),
        totalBytes: num('total-byte-weight'),
        jsBytes: Number(resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0),
        scriptUrls: scriptsBeforeLoad(requests, observedLoadMs),
        failing,
        failingSeo: failing.filter((id) => seoAudits.has(id)),
        shifts: /** @type {any} */ (a['layout-shifts']?.details?.items ?? []).map(
          (/** @type {any} */ i) => `${Number(i.score ?? 0).toFixed(4)} ${i.node?.selector ?? '?'}`,
        ),
        lcpElement: String(
          /** @type {any} */ (a['largest-contentful-paint-element']?.details)?.items?.[0]
            ?.items?.[0]?.node?.selector ?? '',
        ),
        lcpPhases: lcpPhases(a['largest-contentful-paint-element']?.details),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdownMultiplier: multiplier,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      };
      return row;
    };

    /** One run, tried up to three times (Lighthouse's trace recording fails now and then, e.g. NO_NAVSTART). */
    const attempt = async (/** @type {{ url: string; route: string }} */ target) => {
      for (let i = 1; ; i++) {
        try {
          return await once(target);
        } catch (error) {
          if (i >= 3) throw error;
          log(
            `  ${target.url}: ${/** @type {Error} */ (error).message.split('\n')[0]} — trying again`,
          );
        }
      }
    };

    if (cpu === 'auto' && targets[0]) {
      log(`  calibrating the CPU slowdown on ${targets[0].url} …`);
      try {
        const warmup = await attempt(targets[0]);
        multiplier = Math.min(4, cpuMultiplierFor(warmup.benchmarkIndex));
        log(`  host benchmark index ${warmup.benchmarkIndex} → CPU slowdown ${multiplier}x`);
      } catch (error) {
        log(`  calibration failed (${/** @type {Error} */ (error).message}); starting at 4x`);
      }
    }
    /** One run; with `cpu: 'auto'`, run again when the host's speed changed (see the file's docstring). */
    const measure = async (/** @type {{ url: string; route: string }} */ target) => {
      let row = await attempt(target);
      if (cpu !== 'auto') return row;
      const wanted = Math.min(4, cpuMultiplierFor(row.benchmarkIndex));
      if (Math.abs(wanted - row.cpuSlowdownMultiplier) / wanted > 0.25) {
        log(
          `  ${target.url}: host index ${row.benchmarkIndex} calls for ${wanted}x, not ${row.cpuSlowdownMultiplier}x — running again`,
        );
        multiplier = wanted;
        row = await attempt(target);
      }
      multiplier = Math.min(4, cpuMultiplierFor(row.benchmarkIndex));
      return row;
    };

    // Round robin: run i of every URL before run i + 1 of any, so that a build and the build it is
    // compared with (neighbouring targets) meet the same host load; with every run of one URL in a
    // row, a host that slowed down between two URLs showed as a difference between the builds.
    /** @type {LighthouseRow[][]} */
    const triesOf = targets.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [t, target] of targets.entries()) {
        try {
          triesOf[t]?.push(await measure(target));
        } catch (error) {
          log(`  ${target.url}  FAILED: ${/** @type {Error} */ (error).message}`);
        }
      }
    }
    for (const [t, target] of targets.entries()) {
      const tries = triesOf[t] ?? [];
      if (!tries.length) {
        rows.push({
          url: target.url,
          route: target.route,
          scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 },
          lcpMs: Number.NaN,
          fcpMs: Number.NaN,
          cls: Number.NaN,
          tbtMs: Number.NaN,
          totalBytes: Number.NaN,
          jsBytes: Number.NaN,
          scriptUrls: [],
          failing: ['lighthouse-error'],
          failingSeo: [],
          shifts: [],
          lcpElement: '',
          lcpPhases: null,
          benchmarkIndex: Number.NaN,
          cpuSlowdownMultiplier: multiplier,
          seconds: 0,
        });
        continue;
      }
      const row = medianRun(tries);
      rows.push(row);
      const s = row.scores;
      log(
        `  ${target.url}  P${s.performance} A${s.accessibility} BP${s['best-practices']} SEO${s.seo}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  (${row.seconds} s, index ${row.benchmarkIndex}, ${row.cpuSlowdownMultiplier}x)`,
      );
    }
  } finally {
    process.off('SIGTERM', stop);
    await chrome.kill();
  }
  return rows;
}
