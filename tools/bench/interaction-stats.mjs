// @ts-check
/**
 * The pure parts of the interaction benchmark (`tools/bench/interaction.mjs`, issue "Fast at the
 * first tap, on every engine"): reading what the page recorded about one tap, the statistics of
 * several runs, and the budgets of docs/requirements.md, "Speed, accessibility and security"
 * (first taps). No browser, no I/O: unit-tested in `tests/unit/bench-interaction.test.ts`.
 */

/**
 * The budgets of the first taps, in ms (docs/requirements.md, "Speed, accessibility and security").
 * `tapMs` is the time from the tap's own `pointerdown` event timestamp to the first animation
 * frame in which the response is in the DOM, per tap; `inpMs` the interaction's INP (Event
 * Timing API), for every tap; `lcpOverFloorMs` the largest allowed LCP − floor LCP of a measured
 * route; TBT may not be higher than before the change.
 */
export const TAP_BUDGETS = Object.freeze({
  tapMs: Object.freeze({ chat: 150, fleet: 200, theme: 50 }),
  inpMs: 200,
  lcpOverFloorMs: 250,
});

/**
 * What the page records about one tap (the probe of `interaction.mjs`, read back with
 * `page.evaluate`). Times are `performance.now()` milliseconds of the page.
 *
 * @typedef {object} PageTapRecord
 * @property {number | null} down the `pointerdown` event's own `timeStamp`, or null (no tap seen)
 * @property {number | null} shown `performance.now()` in the first animation frame after the
 *   response was in the DOM, or null (no response seen)
 * @property {boolean} before whether the response was already there before the tap (a broken
 *   probe: the run is invalid)
 * @property {{ name: string; duration: number; interactionId: number; startTime: number }[]} events
 *   Event Timing entries (`durationThreshold: 16`) with an interaction id, seen after the tap
 */

/**
 * One tap's figures.
 *
 * @typedef {object} TapTiming
 * @property {number} tapMs from the tap's event timestamp to the frame showing the response, ms
 * @property {number} inpMs the interaction's duration (longest of its Event Timing entries), ms;
 *   16 when no entry reached the 16 ms threshold (then {@link TapTiming.inpBelowThreshold})
 * @property {boolean} inpBelowThreshold true when the interaction stayed under 16 ms
 */

/**
 * Reads the page's record of one tap into its figures.
 *
 * @param {unknown} record what the probe left in the page ({@link PageTapRecord})
 * @returns {TapTiming}
 * @throws {Error} when the record is not a probe's, no tap was seen, the response was there
 *   before the tap, or it never came
 */
export function parseTapRecord(record) {
  if (typeof record !== 'object' || record === null) throw new Error('no tap record in the page');
  const r = /** @type {Partial<PageTapRecord>} */ (record);
  if (r.before) throw new Error('the response was already in the page before the tap');
  if (typeof r.down !== 'number' || !Number.isFinite(r.down))
    throw new Error('the page saw no pointerdown');
  if (typeof r.shown !== 'number' || !Number.isFinite(r.shown))
    throw new Error('the response never appeared');
  const { down, shown } = r;
  if (shown < down) throw new Error('the response frame comes before the tap');
  const durations = (Array.isArray(r.events) ? r.events : [])
    .filter((e) => e && e.interactionId > 0 && e.startTime >= down - 1)
    .map((e) => e.duration);
  const inp = durations.length ? Math.max(...durations) : null;
  return {
    tapMs: shown - down,
    inpMs: inp ?? 16,
    inpBelowThreshold: inp === null,
  };
}

/**
 * Median, minimum and maximum of a series (the median of an even count is the mean of the two
 * middle values).
 *
 * @param {readonly number[]} values at least one finite number
 * @returns {{ median: number; min: number; max: number; n: number }}
 * @throws {RangeError} on an empty series or a value that is not a finite number
 */
export function summarize(values) {
  if (values.length === 0) throw new RangeError('summarize: no values');
  if (values.some((v) => !Number.isFinite(v))) throw new RangeError('summarize: not a number');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? /** @type {number} */ (sorted[mid])
      : /** @type {number} */ ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return {
    median,
    min: /** @type {number} */ (sorted[0]),
    max: /** @type {number} */ (sorted.at(-1)),
    n: sorted.length,
  };
}

/**
 * A series as printed: `median (min-max)`, rounded to whole ms.
 *
 * @param {{ median: number; min: number; max: number } | null} s
 * @returns {string}
 */
export function formatSummary(s) {
  if (!s) return '—';
  return `${Math.round(s.median)} (${Math.round(s.min)}-${Math.round(s.max)})`;
}

/**
 * The blocking time of one load from its long tasks: the sum of each task's time over 50 ms (the
 * definition of Total Blocking Time, here over the tasks the page itself saw), and the longest.
 *
 * @param {readonly number[]} durations the long tasks' durations, ms (Long Tasks API: each over
 *   50 ms)
 * @returns {{ blockingMs: number; longestMs: number }} both 0 without a long task
 * @throws {RangeError} on a duration that is not a finite number
 */
export function blockingOf(durations) {
  if (durations.some((d) => !Number.isFinite(d))) throw new RangeError('blockingOf: not a number');
  return {
    blockingMs: durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longestMs: durations.reduce((longest, d) => Math.max(longest, d), 0),
  };
}

/**
 * @typedef {object} TapBudgetInput
 * @property {'chat' | 'fleet' | 'theme'} tap which tap
 * @property {{ median: number; min: number; max: number } | null} tapMs this build's tap times
 * @property {{ median: number; min: number; max: number } | null} inpMs this build's INPs
 */

/**
 * @typedef {object} RouteLoadInput
 * @property {string} path the route measured (`/`, `/fleet`)
 * @property {number | null} lcpMs this build's LCP
 * @property {number | null} tbtMs this build's TBT
 * @property {number | null} beforeTbtMs the TBT of the build before the change, same run
 * @property {{ median: number; min: number; max: number } | null} [blockingMs] this build's
 *   blocking time measured in the page ({@link blockingOf}), over the runs
 * @property {{ median: number; min: number; max: number } | null} [beforeBlockingMs] the same of
 *   the build before the change, same run
 */

/**
 * @typedef {object} Budget
 * @property {string} name the budget in words
 * @property {boolean | null} met null when not measured in this run
 * @property {string} detail what was measured
 */

/**
 * Checks the first-tap budgets ({@link TAP_BUDGETS}): each tap's median time, each tap's INP in
 * every run (the largest), each route's LCP against the floor page's (Lighthouse, same run) and
 * its TBT against the build before the change (same run): Lighthouse's simulated TBT, and the
 * blocking time the page itself saw (median of the runs), when measured.
 *
 * @param {{ taps: readonly TapBudgetInput[]; routes: readonly RouteLoadInput[]; floorLcpMs: number | null }} input
 * @returns {Budget[]}
 */
export function evaluateTapBudgets({ taps, routes, floorLcpMs }) {
  /** @type {Budget[]} */
  const out = [];
  for (const t of taps) {
    const limit = TAP_BUDGETS.tapMs[t.tap];
    out.push({
      name: `${t.tap}: first tap → response ≤ ${limit} ms (median)`,
      met: t.tapMs ? t.tapMs.median <= limit : null,
      detail: t.tapMs ? `${formatSummary(t.tapMs)} ms` : 'not measured',
    });
    out.push({
      name: `${t.tap}: INP ≤ ${TAP_BUDGETS.inpMs} ms (every run)`,
      met: t.inpMs ? t.inpMs.max <= TAP_BUDGETS.inpMs : null,
      detail: t.inpMs ? `${formatSummary(t.inpMs)} ms` : 'not measured',
    });
  }
  for (const r of routes) {
    const over =
      r.lcpMs !== null && floorLcpMs !== null ? r.lcpMs - floorLcpMs : /** @type {null} */ (null);
    out.push({
      name: `${r.path}: LCP − floor ≤ ${TAP_BUDGETS.lcpOverFloorMs} ms`,
      met: over === null ? null : over <= TAP_BUDGETS.lcpOverFloorMs,
      detail:
        over === null
          ? 'not measured'
          : `LCP ${Math.round(/** @type {number} */ (r.lcpMs))} ms, floor ${Math.round(/** @type {number} */ (floorLcpMs))} ms: +${Math.round(over)} ms`,
    });
    const measured = r.tbtMs !== null && r.beforeTbtMs !== null;
    out.push({
      name: `${r.path}: TBT not higher than before`,
      met: measured
        ? /** @type {number} */ (r.tbtMs) <= /** @type {number} */ (r.beforeTbtMs)
        : null,
      detail: measured
        ? `${Math.round(/** @type {number} */ (r.tbtMs))} ms (before: ${Math.round(/** @type {number} */ (r.beforeTbtMs))} ms)`
        : 'not measured',
    });
    if (r.blockingMs !== undefined || r.beforeBlockingMs !== undefined) {
      const now = r.blockingMs ?? null;
      const was = r.beforeBlockingMs ?? null;
      out.push({
        name: `${r.path}: blocking time in the page not higher than before (median)`,
        met: now && was ? now.median <= was.median : null,
        detail:
          now && was
            ? `${formatSummary(now)} ms (before: ${formatSummary(was)} ms)`
            : 'not measured',
      });
    }
  }
  return out;
}
