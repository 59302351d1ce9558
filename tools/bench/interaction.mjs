#!/usr/bin/env node
/**
 * `npm run bench:interaction` (also a step of `npm run bench`): the first tap on a slow phone
 * (issue "Fast at the first tap, on every engine"; docs/requirements.md, "Speed, accessibility and
 * security"; docs/quality.md, "Benchmarks").
 *
 * Profile: Playwright driving Debian's Chromium (`tools/lib/test-browser.mjs`; nothing is
 * downloaded), a fresh browser context per run (first visit, empty cache), network Slow 4G through
 * the DevTools protocol (`Network.emulateNetworkConditions`: 150 ms RTT, 1.6 Mbps down, 750 kbps
 * up) and a 4× slower CPU (`Emulation.setCPUThrottlingRate`). The page is loaded (`load` event),
 * left 1.5 s, then tapped ONCE. Timed inside the page, so the driver's own round trips do not
 * count: from the tap's own `pointerdown` `event.timeStamp` to `performance.now()` in the first
 * animation frame after the response is in the DOM (a `MutationObserver` checks for it), and the
 * interaction's INP from the Event Timing API (`PerformanceObserver` type `event`,
 * `durationThreshold: 16`: an interaction under 16 ms reports no entry and is shown as ≤ 16).
 *
 * Taps: the chat launcher on `/` at phone width (390 × 844) → the panel with its input visible;
 * the SUV filter on `/fleet` at 1280 px → the vehicle count (the list) updated; the theme toggle on
 * `/` at phone width → `<html data-theme>` changed. Side by side in each run:
 * (a) this build, as a visitor meets it;
 * (b) the floor: a one-button page from the same server (`tools/bench/floor.mjs`, written into the
 *     build for the run and removed after) whose button shows a panel with an input;
 * (c) "hydrated up front": the same build, but at the `load` event the benchmark gives every island
 *     and the chat launcher its earliest documented signal (a `pointerover`, which starts
 *     `client:interaction` and the launcher's loading) and waits until each has hydrated / mounted
 *     (`astro:hydrate`, the chat container's `data-chat-ready`), then 1.5 s, then the tap: what
 *     loading everything at once would give the tap.
 * Three runs by default; median and range.
 *
 * Then, for the same routes and the build BEFORE the change (below), the blocking time the page
 * itself sees on the slow-phone profile at phone width: the Long Tasks API's tasks from the
 * navigation to 5 s after `load`, which holds the idle work (the islands' hydration, the chat's
 * mount) that Lighthouse's simulated TBT may leave out (an island that hydrated all its cards in
 * one 200-290 ms task after `load` raised it from about 175 to 300 ms while Lighthouse's TBT did
 * not move); the same number of loads per build as taps, alternating; budget: the median not
 * higher than before.
 *
 * Then the load (Lighthouse, mobile, simulated Slow 4G, CPU 4×: `tools/bench/lighthouse.mjs`) of
 * the measured routes (`/`, `/fleet`) for this build and for the build BEFORE the change, side by
 * side in one run, beside the load floor page (`tools/bench/floor.mjs`): every route's LCP within
 * 250 ms of the floor's, TBT not higher than before (work done when the page is idle must not land
 * inside the load). The before build is `--before` (default `main`): a git ref, checked out into
 * a worktree in the temporary folder (`node_modules` hard-linked) and built there once (kept for
 * the next run under its commit: `git worktree remove <folder>` to drop it), or a build folder.
 *
 *   npm run build && npm run bench:interaction
 *   npm run bench:interaction -- --runs 5 --before 0a368bd
 *   npm run bench:interaction -- --before /tmp/other/dist   # an existing build folder
 *   npm run bench:interaction -- --no-lighthouse            # the taps only
 *   npm run bench:interaction -- --only theme --wait 6000   # one tap, on a page left 6 s (the
 *                                                           # tap's own cost, idle work done)
 *
 * Prints a table per part and the budgets met/missed (`tools/bench/interaction-stats.mjs`); writes
 * `bench-results/interaction.json` and appends one dated line to
 * `bench-results/interaction-history.jsonl` (git-ignored, as all of bench-results/).
 *
 * Environment: BENCH_DIST (build folder, default `dist`), CHROMIUM_PATH.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { serveBuild, table } from './serve-build.mjs';
import { testBrowserPath } from '../lib/test-browser.mjs';
import {
  FLOOR_HTML,
  FLOOR_PATH,
  pageAddress,
  TAP_FLOOR_HTML,
  TAP_FLOOR_PATH,
  TAP_FLOOR_SCRIPT,
  TAP_FLOOR_SCRIPT_PATH,
} from './floor.mjs';
import {
  blockingOf,
  evaluateTapBudgets,
  formatSummary,
  parseTapRecord,
  summarize,
} from './interaction-stats.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    runs: { type: 'string', default: '3' },
    before: { type: 'string', default: 'main' },
    'no-lighthouse': { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
    wait: { type: 'string', default: '1500' },
    only: { type: 'string', default: '' },
  },
});

/** The slow phone (issue "Fast at the first tap"): Slow 4G and a 4× slower CPU. */
const PROFILE = Object.freeze({
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  /** How long the page is left after its `load` event before the tap. */
  idleBeforeTapMs: Number(args.wait),
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The taps. `target`: what Playwright taps; `response`: the name of the page-side check of
 * {@link probe} that says the answer is in the DOM.
 *
 * @typedef {{ id: 'chat' | 'fleet' | 'theme' | 'floor'; label: string; path: string;
 *   viewport: { width: number; height: number }; target: string; response: string }} Tap
 */
/** @type {Tap[]} */
const TAPS = [
  {
    id: 'chat',
    label: 'chat launcher → panel with its input',
    path: '/',
    viewport: PHONE,
    target: '[data-chat-launcher]',
    response: 'chat',
  },
  {
    id: 'fleet',
    label: '/fleet (1280 px), SUV filter → list updated',
    path: '/fleet',
    viewport: DESKTOP,
    target: '[data-filter-panel] label:has(> input[name$="-category"][value="suv"])',
    response: 'fleet',
  },
  {
    id: 'theme',
    label: 'theme toggle → theme changed',
    path: '/',
    viewport: PHONE,
    target: '[data-theme-toggle]:visible',
    response: 'theme',
  },
];
/** @type {Tap} */
const FLOOR_TAP = {
  id: 'floor',
  label: 'one-button page (floor)',
  path: pageAddress(TAP_FLOOR_PATH),
  viewport: PHONE,
  target: '[data-bench-button]',
  response: 'floor',
};

/**
 * Installed in the page after the 1.5 s wait, before the tap: records the first `pointerdown`'s
 * timestamp, the Event Timing entries, and the first frame after `response` holds (checked on
 * each DOM change and at each frame after the tap). Runs in the page (serialised by Playwright):
 * no outer variables.
 *
 * @param {string} response which check (see `checks`)
 */
function probe(response) {
  const html = document.documentElement;
  const count = () => document.querySelector('[data-vehicle-count]')?.textContent ?? '';
  const initial = { theme: html.dataset.theme ?? '', count: count() };
  // Shown to the visitor: a box, not `visibility: hidden`, not transparent (its opacity or an
  // ancestor's above 0: an opening panel counts from the first frame of its fade) and not inert
  // (the closed chat panel is laid out and painted, transparent and inert).
  const visible = (/** @type {Element | null} */ el) =>
    el instanceof HTMLElement &&
    el.getClientRects().length > 0 &&
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    !el.closest('[inert]');
  /** @type {Record<string, () => boolean>} */
  const checks = {
    chat: () => visible(document.querySelector('[data-chat-panel] [data-chat-input]')),
    fleet: () => count() !== initial.count,
    theme: () => (html.dataset.theme ?? '') !== initial.theme,
    floor: () => visible(document.querySelector('[data-bench-input]')),
  };
  const check = /** @type {() => boolean} */ (checks[response]);
  /** @type {import('./interaction-stats.mjs').PageTapRecord} */
  const record = { down: null, shown: null, before: check(), events: [] };
  Object.assign(window, { __benchTap: record });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const timing = /** @type {PerformanceEventTiming} */ (e);
      if (timing.interactionId)
        record.events.push({
          name: timing.name,
          duration: timing.duration,
          interactionId: timing.interactionId,
          startTime: timing.startTime,
        });
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.down === null) {
        record.down = event.timeStamp;
        requestAnimationFrame(eachFrame);
      }
    },
    { capture: true },
  );
  // A response that no DOM change announces (an opening panel's fade: its first frame with an
  // opacity above 0) is seen at the frame that paints it: checked at every frame after the tap.
  const eachFrame = () => {
    if (record.shown !== null) return;
    if (check()) {
      observer.disconnect();
      record.shown = performance.now();
      return;
    }
    requestAnimationFrame(eachFrame);
  };
  const seen = () => {
    if (record.down === null || record.shown !== null || !check()) return false;
    observer.disconnect();
    requestAnimationFrame(() => {
      record.shown = performance.now();
    });
    return true;
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/**
 * "Hydrated up front": gives every `client:interaction` island and the chat launcher a
 * `pointerover` (their earliest documented signal) and resolves once each island has hydrated
 * (`astro:hydrate`, or no `ssr` attribute left) and the chat panel is mounted (`data-chat-ready`
 * on its container); 20 s at most. Runs in the page.
 */
async function warmUp() {
  const limit = (/** @type {Promise<unknown>} */ p) =>
    Promise.race([p, new Promise((r) => setTimeout(r, 20_000))]);
  const islands = [...document.querySelectorAll('astro-island[client="interaction"][ssr]')];
  const hydrated = islands.map((el) =>
    limit(new Promise((r) => el.addEventListener('astro:hydrate', r, { once: true }))),
  );
  const chatRoot = document.querySelector('[data-chat-root]');
  const chat = chatRoot
    ? limit(
        new Promise((r) => {
          if (chatRoot.hasAttribute('data-chat-ready')) return r(undefined);
          new MutationObserver((_, o) => {
            if (!chatRoot.hasAttribute('data-chat-ready')) return;
            o.disconnect();
            r(undefined);
          }).observe(chatRoot, { attributes: true });
        }),
      )
    : Promise.resolve();
  // The launcher is wired by the page script, which starts after the first paint.
  const launcher = await limit(
    new Promise((r) => {
      const poll = () => {
        const el = document.querySelector('[data-chat-launcher]:not([hidden])');
        if (el) r(el);
        else setTimeout(poll, 50);
      };
      poll();
    }),
  );
  for (const el of [...islands, launcher])
    if (el instanceof Element) el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await Promise.all([...hydrated, chat]);
}

/**
 * A fresh browser context (first visit, empty cache) at `viewport`, with touch, without the
 * service worker.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {{ width: number; height: number }} viewport
 */
function slowPhoneContext(browser, viewport) {
  return browser.newContext({ viewport, hasTouch: true, serviceWorkers: 'block' });
}

/**
 * A page of `context` on the slow-phone profile ({@link PROFILE}: network and CPU through the
 * DevTools protocol).
 *
 * @param {import('@playwright/test').BrowserContext} context
 */
async function slowPhonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return page;
}

/** How long after `load` the blocking time is counted: the page's idle work is done by then (ms). */
const BLOCKING_WINDOW_AFTER_LOAD_MS = 5000;

/**
 * The blocking time of one load as the page itself lives it: the Long Tasks API's tasks (over
 * 50 ms, at 4× CPU) from the navigation to {@link BLOCKING_WINDOW_AFTER_LOAD_MS} after `load`,
 * which holds the idle work (the islands' hydration, the chat's mount) that Lighthouse's
 * simulated TBT may leave out. Blocking time = the sum of each task's time over 50 ms.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number; height: number }} viewport
 * @returns {Promise<{ blockingMs: number; longestMs: number }>}
 */
async function measureBlocking(browser, url, viewport) {
  const context = await slowPhoneContext(browser, viewport);
  try {
    const page = await slowPhonePage(context);
    await page.addInitScript(() => {
      /** @type {number[]} */
      const tasks = [];
      Object.assign(window, { __benchLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(BLOCKING_WINDOW_AFTER_LOAD_MS);
    const tasks = /** @type {number[]} */ (
      await page.evaluate(() => /** @type {any} */ (window).__benchLongTasks)
    );
    return blockingOf(tasks);
  } finally {
    await context.close();
  }
}

/**
 * One first tap in a fresh context.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Tap} tap
 * @param {{ upFront?: boolean }} [options]
 * @returns {Promise<import('./interaction-stats.mjs').TapTiming>}
 */
async function measureTap(browser, origin, tap, { upFront = false } = {}) {
  const context = await slowPhoneContext(browser, tap.viewport);
  try {
    const page = await slowPhonePage(context);
    await page.goto(origin + tap.path, { waitUntil: 'load', timeout: 60_000 });
    if (upFront) await page.evaluate(warmUp);
    await page.waitForTimeout(PROFILE.idleBeforeTapMs);
    await page.evaluate(probe, tap.response);
    await page.locator(tap.target).first().tap({ timeout: 30_000 });
    await page.waitForFunction(
      () => /** @type {any} */ (window).__benchTap?.shown !== null,
      undefined,
      { polling: 100, timeout: 20_000 },
    );
    // Event Timing entries arrive once the frame is presented.
    await page.waitForTimeout(600);
    return parseTapRecord(await page.evaluate(() => /** @type {any} */ (window).__benchTap));
  } finally {
    await context.close();
  }
}

/** Runs a command; rejects on a non-zero exit. */
function run(
  /** @type {string} */ command,
  /** @type {string[]} */ argv,
  /** @type {{ cwd?: string; env?: Record<string, string> }} */ options = {},
) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(undefined)
        : reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

/**
 * The build before the change: a build folder as it is, or a git ref built once in a worktree of
 * the temporary folder (kept under its commit for the next run).
 *
 * @param {string} before a build folder (with `server/entry.mjs`) or a git ref
 * @returns {Promise<{ dist: string; root: string; commit: string | null }>} the build folder, the
 *   project folder its server script is run from, and its commit
 */
async function prepareBefore(before) {
  if (existsSync(join(before, 'server/entry.mjs')))
    return { dist: resolve(before), root: resolve(before, '..'), commit: null };
  const sha = spawnSync('git', ['rev-parse', '--verify', `${before}^{commit}`], {
    encoding: 'utf8',
  });
  if (sha.status !== 0) throw new Error(`--before ${before}: neither a build folder nor a git ref`);
  const commit = sha.stdout.trim();
  const root = join(tmpdir(), `bench-before-${commit.slice(0, 12)}`);
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'server/entry.mjs'))) {
    if (!existsSync(root)) {
      console.log(`Checking out ${before} (${commit.slice(0, 12)}) into ${root} …`);
      await run('git', ['worktree', 'add', '--detach', root, commit]);
      await run('cp', ['-al', resolve('node_modules'), join(root, 'node_modules')]);
    }
    console.log(`Building the before build in ${root} …`);
    await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: root,
      env: { ASTRO_TELEMETRY_DISABLED: '1' },
    });
  }
  console.log(`Before build: ${dist} (git worktree remove ${root} to drop it)`);
  return { dist, root, commit };
}

// ---------------------------------------------------------------------------------------------

const dist = resolve(args.dist);
const runs = Number(args.runs);
if (!existsSync(join(dist, 'server/entry.mjs'))) {
  console.error(`No build at ${dist}: run \`npm run build\` first (or --dist).`);
  process.exit(1);
}
const started = new Date();
const before = args['no-lighthouse'] ? null : await prepareBefore(args.before);

/** Files written into the build for the run, removed after it. */
const floorFiles = [
  [join(dist, 'client', TAP_FLOOR_PATH), TAP_FLOOR_HTML],
  [join(dist, 'client', TAP_FLOOR_SCRIPT_PATH), TAP_FLOOR_SCRIPT],
  [join(dist, 'client', FLOOR_PATH), FLOOR_HTML],
];
for (const [file, text] of floorFiles)
  writeFileSync(/** @type {string} */ (file), /** @type {string} */ (text));
const cleanUp = () => {
  for (const [file] of floorFiles) rmSync(/** @type {string} */ (file), { force: true });
};

const after = await serveBuild(dist);
const beforeServer = before ? await serveBuild(before.dist, before.root) : null;
const stopAll = () => {
  after.stop();
  beforeServer?.stop();
  cleanUp();
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** @type {Record<string, { build: import('./interaction-stats.mjs').TapTiming[]; upFront: import('./interaction-stats.mjs').TapTiming[] }>} */
const samples = Object.fromEntries(TAPS.map((t) => [t.id, { build: [], upFront: [] }]));
/** @type {import('./interaction-stats.mjs').TapTiming[]} */
const floorSamples = [];
/** @type {string[]} */
const failures = [];
/** @type {any[]} */
let lighthouseRows = [];
/** The routes of the taps, whose load is measured too (blocking time in the page, Lighthouse). */
const routes = [...new Set(TAPS.map((t) => t.path))];
/** @type {Record<string, { now: number[]; before: number[] }>} */
const blockingSamples = Object.fromEntries(routes.map((p) => [p, { now: [], before: [] }]));
try {
  const browser = await chromium.launch({
    executablePath: testBrowserPath(),
    args: ['--disable-quic'],
  });
  try {
    console.log(
      `First taps: ${runs} runs, Slow 4G (${PROFILE.latencyMs} ms RTT) and CPU ${PROFILE.cpuSlowdown}× (${testBrowserPath()}) …`,
    );
    for (let i = 1; i <= runs; i++) {
      /** @type {[Tap, boolean][]} */
      const order = [
        [FLOOR_TAP, false],
        ...TAPS.filter((t) => !args.only || args.only.split(',').includes(t.id)).flatMap(
          (t) =>
            /** @type {[Tap, boolean][]} */ ([
              [t, false],
              [t, true],
            ]),
        ),
      ];
      for (const [tap, upFront] of order) {
        const name = `${tap.id}${upFront ? ' (up front)' : ''}`;
        try {
          const timing = await measureTap(browser, after.origin, tap, { upFront });
          if (tap.id === 'floor') floorSamples.push(timing);
          else samples[tap.id]?.[upFront ? 'upFront' : 'build'].push(timing);
          console.log(
            `  run ${i} ${name.padEnd(17)} ${Math.round(timing.tapMs)} ms, INP ${timing.inpBelowThreshold ? '≤16' : Math.round(timing.inpMs)} ms`,
          );
        } catch (error) {
          failures.push(`run ${i} ${name}: ${error instanceof Error ? error.message : error}`);
          console.log(
            `  run ${i} ${name}: FAILED (${error instanceof Error ? error.message : error})`,
          );
        }
      }
    }
    if (beforeServer) {
      console.log(
        `Blocking time in the page: ${runs} loads of each route per build, ${PHONE.width} px, the same profile, until ${BLOCKING_WINDOW_AFTER_LOAD_MS / 1000} s after load …`,
      );
      for (let i = 1; i <= runs; i++)
        for (const path of routes)
          for (const [name, origin] of /** @type {const} */ ([
            ['now', after.origin],
            ['before', beforeServer.origin],
          ])) {
            try {
              const b = await measureBlocking(browser, origin + path, PHONE);
              blockingSamples[path]?.[name].push(b.blockingMs);
              console.log(
                `  run ${i} ${path.padEnd(7)} ${name.padEnd(6)} blocking ${Math.round(b.blockingMs)} ms, longest task ${Math.round(b.longestMs)} ms`,
              );
            } catch (error) {
              failures.push(
                `run ${i} blocking ${path} ${name}: ${error instanceof Error ? error.message : error}`,
              );
            }
          }
    }
  } finally {
    await browser.close();
  }

  if (before && beforeServer) {
    const { runLighthouse } = await import('./lighthouse.mjs');
    const targets = [
      { url: `${after.origin}${pageAddress(FLOOR_PATH)}`, route: 'floor' },
      ...routes.flatMap((path) => [
        { url: after.origin + path, route: `after ${path}` },
        { url: beforeServer.origin + path, route: `before ${path}` },
      ]),
    ];
    console.log(`Lighthouse on ${targets.length} URLs (mobile, simulated Slow 4G, CPU 4×) …`);
    // As many runs per URL as taps (the run with the median LCP is kept): one is noise on a busy host.
    lighthouseRows = await runLighthouse(targets, { cpu: 4, runs, log: console.log });
  }
} finally {
  stopAll();
}

// Figures and budgets.
const stats = (
  /** @type {import('./interaction-stats.mjs').TapTiming[]} */ list,
  /** @type {'tapMs' | 'inpMs'} */ key,
) => (list.length ? summarize(list.map((t) => t[key])) : null);
const floorTap = stats(floorSamples, 'tapMs');
const floorInp = stats(floorSamples, 'inpMs');
const tapRows = TAPS.map((t) => {
  const s = /** @type {{ build: any[]; upFront: any[] }} */ (samples[t.id]);
  return {
    tap: t.id,
    label: t.label,
    tapMs: stats(s.build, 'tapMs'),
    inpMs: stats(s.build, 'inpMs'),
    upFrontTapMs: stats(s.upFront, 'tapMs'),
    upFrontInpMs: stats(s.upFront, 'inpMs'),
  };
});
const lh = (/** @type {string} */ route) => lighthouseRows.find((r) => r.route === route) ?? null;
const floorLcpMs = lh('floor')?.lcpMs ?? null;
const loadRows = routes.map((path) => ({
  path,
  lcpMs: lh(`after ${path}`)?.lcpMs ?? null,
  tbtMs: lh(`after ${path}`)?.tbtMs ?? null,
  beforeLcpMs: lh(`before ${path}`)?.lcpMs ?? null,
  beforeTbtMs: lh(`before ${path}`)?.tbtMs ?? null,
  blockingMs: blockingSamples[path]?.now.length ? summarize(blockingSamples[path].now) : null,
  beforeBlockingMs: blockingSamples[path]?.before.length
    ? summarize(blockingSamples[path].before)
    : null,
}));
const budgets = evaluateTapBudgets({
  taps: tapRows.map((r) => ({
    tap: /** @type {'chat' | 'fleet' | 'theme'} */ (r.tap),
    tapMs: r.tapMs,
    inpMs: r.inpMs,
  })),
  routes: loadRows,
  floorLcpMs,
});

const ms = (/** @type {number | null} */ v) => (v === null ? '—' : String(Math.round(v)));
console.log(
  `\nFirst tap → response, ms, median (range) of ${runs} runs, timed in the page; INP from Event Timing (≤16 = under the threshold):\n`,
);
console.log(
  table(
    ['first tap', 'this build', 'INP', 'hydrated up front', 'INP (up front)', 'floor (one button)'],
    tapRows.map((r) => [
      r.label,
      formatSummary(r.tapMs),
      formatSummary(r.inpMs),
      formatSummary(r.upFrontTapMs),
      formatSummary(r.upFrontInpMs),
      `${formatSummary(floorTap)}, INP ${formatSummary(floorInp)}`,
    ]),
    'lrrrrr',
  ),
);
if (lighthouseRows.length) {
  console.log(
    `\nLoad, Lighthouse (mobile, simulated Slow 4G, CPU 4×), this build against ${before?.commit?.slice(0, 12) ?? args.before}; floor LCP ${ms(floorLcpMs)} ms:\n`,
  );
  console.log(
    table(
      [
        'route',
        'LCP before',
        'LCP now',
        'LCP − floor',
        'TBT before',
        'TBT now',
        'blocking in the page, before',
        'now',
      ],
      loadRows.map((r) => [
        r.path,
        ms(r.beforeLcpMs),
        ms(r.lcpMs),
        r.lcpMs !== null && floorLcpMs !== null ? `+${Math.round(r.lcpMs - floorLcpMs)}` : '—',
        ms(r.beforeTbtMs),
        ms(r.tbtMs),
        formatSummary(r.beforeBlockingMs),
        formatSummary(r.blockingMs),
      ]),
      'lrrrrrrr',
    ),
  );
}
console.log('\nBudgets:\n');
console.log(
  table(
    ['budget', 'result', 'measured'],
    budgets.map((b) => [b.name, b.met === null ? 'n/a' : b.met ? 'met' : 'MISSED', b.detail]),
    'lll',
  ),
);
if (failures.length) console.log(`\nFailed runs:\n  ${failures.join('\n  ')}`);

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  encoding: 'utf8',
}).stdout.trim();
const summary = {
  date: started.toISOString(),
  label: args.label,
  commit: commit || null,
  before: before ? { ref: args.before, commit: before.commit } : null,
  distBuilt: statSync(join(dist, 'server/entry.mjs')).mtime.toISOString(),
  cores: cpus().length,
  loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
  profile: PROFILE,
  runs,
  taps: tapRows,
  floor: { tapMs: floorTap, inpMs: floorInp },
  load: { floorLcpMs, routes: loadRows },
  budgets,
  failures,
  samples: { ...samples, floor: floorSamples, blocking: blockingSamples },
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/interaction.json', `${JSON.stringify(summary, null, 2)}\n`);
appendFileSync('bench-results/interaction-history.jsonl', `${JSON.stringify(summary)}\n`);
console.log(
  '\nWritten: bench-results/interaction.json; appended to bench-results/interaction-history.jsonl',
);
if (failures.length) process.exitCode = 1;
