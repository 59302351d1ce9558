#!/usr/bin/env node
/**
 * `npm run bench` (docs/requirements.md, "Speed, accessibility and security"): builds the site,
 * serves the production build, and prints one table per run, each budget marked met or missed. Not
 * part of `npm test`.
 *
 * 1. Build time (`astro build`, into `$BENCH_DIST`, default `dist`).
 * 2. Lighthouse (mobile, simulated Slow 4G, see `tools/bench/lighthouse.mjs`) on one URL per
 *    route pattern, found in the build (so new pages and languages are covered): the home page,
 *    each English content page, /fleet, one /fleet/{id}, /blog (and one page of its pagination),
 *    each article, an unknown URL (404), and the home page plus one landing page of every other
 *    language. Scores, LCP, CLS, TBT, bytes and JavaScript bytes transferred. First, from the same
 *    server, the floor: a minimal one-paragraph page (`/bench-floor.html`, written into the build
 *    for the run and removed after), the fastest LCP this simulation allows. Every URL's LCP is
 *    also printed as LCP − floor, with its LCP element and the share of the LCP spent in render
 *    delay (Lighthouse's LCP phases), so the gap is a difference measured in one run, not an
 *    absolute time on a noisy host; the budget is 'LCP − floor ≤ 250 ms'.
 * 3. For every built page (`tools/bench/weight.mjs`): JavaScript shipped before interaction
 *    (gzip) and HTML + CSS (gzip), grouped by route pattern in the table, every page in the JSON.
 * 4. The contact endpoint's requests per second and p99 (`tools/bench/contact.mjs`).
 * 5. What the service worker downloads on first install, per language (`tools/bench/offline.mjs`).
 * 6. Marcia, the chat assistant (`tools/bench/assistant.mjs`): corpus pass rate per language,
 *    `respond()` latency p50/p99, and the gzip size of the chat's client chunk in the build.
 * 7. Throughput of the two servers side by side (`tools/bench/throughput.mjs`): nginx in front
 *    of the Node service and the Node server alone, `/`, `/fleet` and a missing page, 50 and 300
 *    clients, gzip and Brotli: requests per second, p99, errors, the Node processes' largest RSS;
 *    a dated line per run in `bench-results/throughput-history.jsonl`.
 * 8. The first tap on a slow phone (`tools/bench/interaction.mjs`): chat, fleet filter and theme
 *    timed inside the page beside a one-button floor page and the same taps hydrated up front,
 *    their INP, and the LCP/TBT of those routes against the build before the change (`main`, or
 *    `--before <ref|build folder>`); a dated line per run in
 *    `bench-results/interaction-history.jsonl`.
 * Results go to `bench-results/<timestamp>.json` (git-ignored).
 *
 *   npm run bench                                  # everything (about 10 minutes)
 *   npm run bench -- --no-build                    # measure the existing build
 *   npm run bench -- --quick                       # Lighthouse on 6 URLs only
 *   npm run bench -- --runs 3 --cpu 4              # median of 3 runs; Lighthouse's stock 4x CPU
 *   npm run bench -- --no-lighthouse --no-contact  # build time and page weight only
 *   npm run bench -- --no-assistant                # without the chat assistant's bench
 *   npm run bench -- --compare a.json b.json       # deltas between two result files
 *   npm run bench -- --only throughput             # step 7 alone, on the existing build
 *   npm run bench -- --no-throughput               # everything but step 7
 *   npm run bench -- --no-interaction              # everything but step 8
 *   npm run bench -- --before 0a368bd              # step 8's build before the change
 *
 * Environment: BENCH_DIST (build folder), BENCH_SECONDS / BENCH_CONNECTIONS (contact bench),
 * CHROMIUM_PATH (default /usr/bin/chromium, else the headless shell: `benchBrowserPath`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { languagesOf, notFoundPath, patternOf, representativeRoutes } from './routes.mjs';
import { kb, measureBuild } from './weight.mjs';
import { measurePrecache, PRECACHE_BUDGET } from './offline.mjs';
import { assistantTable } from './assistant.mjs';
import { FLOOR_HTML, FLOOR_PATH, pageAddress } from './floor.mjs';
import { serveBuild, table } from './serve-build.mjs';
import { benchBrowserPath, HEADLESS_SHELL } from '../lib/test-browser.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-contact': { type: 'boolean', default: false },
    'no-assistant': { type: 'boolean', default: false },
    'no-throughput': { type: 'boolean', default: false },
    'no-interaction': { type: 'boolean', default: false },
    before: { type: 'string', default: 'main' },
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: 'auto' },
    compare: { type: 'boolean', default: false },
  },
});

/**
 * The budgets of docs/requirements.md, "Speed, accessibility and security". Sizes in bytes (1 KB =
 * 1024), times in ms.
 */
const budgets = {
  lighthouseScore: 100,
  lcpMs: 1500,
  /** LCP minus the floor page's LCP, measured in the same run. */
  lcpOverFloorMs: 250,
  tbtMs: 50,
  cls: 0,
  /**
   * The page script (src/scripts/page.ts) of a page without an island: one file of at most this
   * (gzip), and nothing else external (the former '< 2 KB inline' budget is retired).
   */
  pageScriptJs: 7 * 1024,
  homeJs: 60 * 1024,
  homeTransfer: 200 * 1024,
};

const log = (/** @type {string} */ line) => console.log(line);

// ---------------------------------------------------------------------------------------------
// --compare
if (args.compare) {
  const [a, b] = positionals;
  if (!a || !b) {
    console.error('Usage: npm run bench -- --compare before.json after.json');
    process.exit(1);
  }
  compare(JSON.parse(readFileSync(a, 'utf8')), JSON.parse(readFileSync(b, 'utf8')), a, b);
  process.exit(0);
}

const dist = process.env.BENCH_DIST ?? 'dist';
const started = new Date();

// --only throughput: step 7 alone, on the existing build.
if (args.only) {
  if (args.only !== 'throughput') {
    console.error(`--only: the one step that runs alone is "throughput" (got ${args.only})`);
    process.exit(1);
  }
  await run(process.execPath, ['tools/bench/throughput.mjs', '--dist', dist]);
  process.exit(0);
}

// 1. Build.
let buildSeconds = null;
if (!args['no-build']) {
  log(`Building into ${dist} …`);
  const t0 = Date.now();
  await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', dist], {
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  buildSeconds = (Date.now() - t0) / 1000;
  log(`  built in ${buildSeconds.toFixed(1)} s`);
}
if (!existsSync(join(dist, 'server/entry.mjs'))) {
  console.error(`No build at ${dist}: run without --no-build, or \`npm run build\` first.`);
  process.exit(1);
}

// 2. Page weight of every page, and what the service worker downloads on first install.
const pages = measureBuild(dist);
const offline = await measurePrecache(dist);

// 3. Lighthouse.
/** @type {import('./lighthouse.mjs').LighthouseRow[]} */
let lighthouse = [];
/** @type {import('./lighthouse.mjs').LighthouseRow | null} */
let floor = null;
if (!args['no-lighthouse']) {
  const { runLighthouse } = await import('./lighthouse.mjs');
  const floorFile = join(dist, 'client', FLOOR_PATH);
  writeFileSync(floorFile, FLOOR_HTML);
  const server = await serveBuild(dist);
  const { origin } = server;
  try {
    const targets = [
      { path: pageAddress(FLOOR_PATH), route: 'floor' },
      ...representativeRoutes(
        pages.map((p) => p.path),
        { quick: args.quick, everyArticle: true },
      ),
    ].map((t) => ({ ...t, url: origin + t.path }));
    log(
      `Lighthouse on ${targets.length} URLs, the floor page first (mobile, simulated Slow 4G, CPU ${args.cpu}) …`,
    );
    const measured = await runLighthouse(targets, {
      cpu: args.cpu === 'auto' ? 'auto' : Number(args.cpu),
      runs: Number(args.runs),
      log,
    });
    floor = measured.find((r) => r.route === 'floor') ?? null;
    lighthouse = measured.filter((r) => r.route !== 'floor');
  } finally {
    server.stop();
    rmSync(floorFile, { force: true });
  }
}

// 4. Contact endpoint.
/** @type {any} */
let contact = null;
if (!args['no-contact']) {
  log('Contact endpoint (tools/bench/contact.mjs) …');
  await run(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'tools/bench/contact.mjs'],
    { BENCH_DIST: dist },
  );
  contact = JSON.parse(readFileSync('bench-results/contact.json', 'utf8'));
}

// 5. Chat assistant.
/** @type {any} */
let assistant = null;
if (!args['no-assistant']) {
  log('Chat assistant (tools/bench/assistant.mjs) …');
  await run(process.execPath, ['tools/bench/assistant.mjs', '--quiet'], { BENCH_DIST: dist });
  assistant = JSON.parse(readFileSync('bench-results/assistant.json', 'utf8'));
}

// 7. Throughput of nginx and the Node server side by side.
/** @type {any} */
let throughput = null;
if (!args['no-throughput']) {
  log('Throughput, nginx and Node side by side (tools/bench/throughput.mjs) …');
  await run(process.execPath, ['tools/bench/throughput.mjs', '--dist', dist]);
  throughput = JSON.parse(readFileSync('bench-results/throughput.json', 'utf8'));
}

// 8. The first tap on a slow phone.
/** @type {any} */
let interaction = null;
if (!args['no-interaction']) {
  log('First taps on a slow phone (tools/bench/interaction.mjs) …');
  try {
    await run(process.execPath, [
      'tools/bench/interaction.mjs',
      '--dist',
      dist,
      '--before',
      args.before,
      ...(args['no-lighthouse'] ? ['--no-lighthouse'] : []),
    ]);
  } catch (error) {
    // A missed run is reported in its own table; the results are still read.
    log(`  ${error instanceof Error ? error.message : error}`);
  }
  interaction = JSON.parse(readFileSync('bench-results/interaction.json', 'utf8'));
}

// Budgets, table, JSON.
const results = {
  date: started.toISOString(),
  commit: await gitCommit(),
  node: process.version,
  cpus: cpus().length,
  // The browser Lighthouse ran in (the result file says which).
  browser: benchBrowserPath(),
  dist,
  buildSeconds,
  floor,
  lighthouse,
  pages,
  contact,
  assistant,
  throughput,
  offline,
  interaction,
  budgets: [
    ...checkBudgets(pages, lighthouse, floor),
    precacheBudget(offline),
    ...(interaction?.budgets ?? []),
  ],
};
printReport(results);
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/${started
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
log(`\nResults written to ${file} (compare two runs: npm run bench -- --compare a.json b.json)`);

// ---------------------------------------------------------------------------------------------

/**
 * Runs a command, inheriting the terminal; rejects on a non-zero exit.
 *
 * @param {string} command
 * @param {string[]} argv
 * @param {Record<string, string>} env extra environment
 */
function run(command, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${argv.join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

/** The current commit (read-only `git rev-parse`), or null. */
function gitCommit() {
  return new Promise((resolve) => {
    const child = spawn('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => resolve(code === 0 ? out.trim() : null));
    child.on('error', () => resolve(null));
  });
}

/**
 * @typedef {object} Budget
 * @property {string} name
 * @property {boolean | null} met null when not measured in this run
 * @property {string} detail what was measured (and what missed)
 */

/**
 * Checks the budgets of docs/requirements.md, "Speed, accessibility and security".
 *
 * @param {import('./weight.mjs').PageWeight[]} pageWeights
 * @param {import('./lighthouse.mjs').LighthouseRow[]} rows
 * @param {import('./lighthouse.mjs').LighthouseRow | null} floor the floor page's row
 * @returns {Budget[]}
 */
function checkBudgets(pageWeights, rows, floor) {
  /** @type {Budget[]} */
  const out = [];
  const measured = rows.length > 0;
  // The 404 check's SEO and best-practices scores are exempt: 404 status, noindex, the not-found
  // page's console message.
  const isNotFound = (/** @type {{ url: string }} */ r) => new URL(r.url).pathname === notFoundPath;
  // A page kept out of search engines on purpose (`noindex`: the offline page, docs/offline.md)
  // fails SEO's is-crawlable audit by design: its SEO score is exempt when that is the only SEO
  // audit it fails.
  const isNoindexOnly = (/** @type {{ failingSeo: string[] }} */ r) =>
    r.failingSeo.length === 1 && r.failingSeo[0] === 'is-crawlable';

  const lowScores = rows.flatMap((r) =>
    Object.entries(r.scores)
      .filter(
        ([k, v]) =>
          v < budgets.lighthouseScore &&
          !(isNotFound(r) && (k === 'seo' || k === 'best-practices')) &&
          !(k === 'seo' && isNoindexOnly(r)),
      )
      .map(
        ([k, v]) =>
          `${new URL(r.url).pathname} ${k} ${v}${k === 'performance' ? ` (TBT ${Math.round(r.tbtMs)} ms, LCP ${(r.lcpMs / 1000).toFixed(2)} s)` : ''}`,
      ),
  );
  out.push({
    name: 'Lighthouse mobile 100 in all four categories, every route',
    met: measured ? lowScores.length === 0 : null,
    detail: measured
      ? `${lowScores.length ? lowScores.join('; ') : `${rows.length} URLs`} (404: SEO and best practices exempt: 404 status, noindex, the spec’s console message; a noindex page's SEO when is-crawlable is all it fails)`
      : 'not measured',
  });
  const slow = rows
    .filter((r) => r.lcpMs > budgets.lcpMs)
    .map((r) => `${new URL(r.url).pathname} ${(r.lcpMs / 1000).toFixed(2)} s (${r.lcpElement})`);
  out.push({
    name: 'LCP ≤ 1.5 s (simulated mobile)',
    met: measured ? slow.length === 0 : null,
    detail: measured
      ? slow.join('; ') || `max ${(Math.max(...rows.map((r) => r.lcpMs)) / 1000).toFixed(2)} s`
      : 'not measured',
  });
  if (floor && Number.isFinite(floor.lcpMs)) {
    const over = rows
      .filter((r) => r.lcpMs - floor.lcpMs > budgets.lcpOverFloorMs)
      .map((r) => `${new URL(r.url).pathname} +${Math.round(r.lcpMs - floor.lcpMs)} ms`);
    const worst = Math.max(...rows.map((r) => r.lcpMs - floor.lcpMs));
    out.push({
      name: `LCP − floor ≤ ${budgets.lcpOverFloorMs} ms (floor ${Math.round(floor.lcpMs)} ms, same run)`,
      met: rows.length ? over.length === 0 : null,
      detail: over.join('; ') || `worst +${Math.round(worst)} ms`,
    });
  } else {
    out.push({
      name: `LCP − floor ≤ ${budgets.lcpOverFloorMs} ms`,
      met: null,
      detail: measured ? 'the floor page was not measured' : 'not measured',
    });
  }
  const blocking = rows
    .filter((r) => r.tbtMs > budgets.tbtMs)
    .map((r) => `${new URL(r.url).pathname} ${Math.round(r.tbtMs)} ms`);
  out.push({
    name: `TBT ≤ ${budgets.tbtMs} ms`,
    met: measured ? blocking.length === 0 : null,
    detail: measured
      ? blocking.join('; ') || `max ${Math.round(Math.max(...rows.map((r) => r.tbtMs)))} ms`
      : 'not measured',
  });
  // CLS as Lighthouse reports it, to three decimals.
  const shifting = rows
    .filter((r) => Number(r.cls.toFixed(3)) > budgets.cls)
    .map((r) => `${new URL(r.url).pathname} ${r.cls.toFixed(3)} (${r.shifts.join(', ')})`);
  out.push({
    name: 'CLS 0',
    met: measured ? shifting.length === 0 : null,
    detail: measured ? shifting.join('; ') || 'every URL 0' : 'not measured',
  });

  const plain = pageWeights.filter((p) => !p.island);
  const heavy = plain.filter(
    (p) =>
      p.pageScriptFiles !== 1 ||
      p.pageScriptGzip > budgets.pageScriptJs ||
      p.jsGzip - p.inlineJsGzip > p.pageScriptGzip,
  );
  const worst = plain.reduce(
    (m, p) => (p.jsGzip > (m?.jsGzip ?? -1) ? p : m),
    /** @type {import('./weight.mjs').PageWeight | undefined} */ (undefined),
  );
  out.push({
    name: `Pages without an island: the page script one file ≤ ${kb(budgets.pageScriptJs)} KB gzip, nothing else external`,
    met: heavy.length === 0,
    detail: `${heavy.length} of ${plain.length} pages ship more; largest ${worst?.path}: page script ${worst?.pageScriptFiles} file(s) ${kb(worst?.pageScriptGzip ?? 0)} KB, all JS ${kb(worst?.jsGzip ?? 0)} KB (${kb(worst?.inlineJsGzip ?? 0)} KB inline): ${(worst?.scripts ?? []).map((s) => s.replace(/^\/_astro\//, '')).join(', ')}`,
  });
  const home = pageWeights.find((p) => p.path === '/');
  out.push({
    name: 'Home: ≤ 60 KB gzip JavaScript before interaction',
    met: home ? home.jsGzip <= budgets.homeJs : false,
    detail: `${kb(home?.jsGzip ?? 0)} KB`,
  });
  const chatEager = pageWeights.filter((p) => p.scripts.some((s) => /ChatPanel/i.test(s)));
  const chatRequested = rows.filter((r) => r.scriptUrls.some((s) => /ChatPanel/i.test(s)));
  out.push({
    // Issue "Fast at the first tap": the chat's code is fetched once the page is idle after
    // `load`, never as part of the load (src/scripts/chat-launcher.ts).
    name: 'Chat panel code is no part of the load (in no static import, not requested before load)',
    met: chatEager.length === 0 && chatRequested.length === 0,
    detail:
      chatEager.length || chatRequested.length
        ? `eager on ${[...chatEager.map((p) => p.path), ...chatRequested.map((r) => r.url)].slice(0, 5).join(', ')}`
        : 'in no page’s static imports, requested before `load` by no Lighthouse load',
  });
  const homeRow = rows.find((r) => new URL(r.url).pathname === '/');
  out.push({
    name: 'Home: total transfer ≤ 200 KB',
    met: homeRow ? homeRow.totalBytes <= budgets.homeTransfer : null,
    detail: homeRow
      ? `${kb(homeRow.totalBytes)} KB (JavaScript ${kb(homeRow.jsBytes)} KB)`
      : 'not measured',
  });
  return out;
}

/** Prints the run's table. */
/**
 * The service worker's first install against its budget (docs/offline.md): the largest language.
 *
 * @param {Awaited<ReturnType<typeof measurePrecache>>} offline
 */
function precacheBudget(offline) {
  const worst = offline.languages.reduce((m, l) => (l.total > m.total ? l : m));
  return {
    name: `Service worker first install ≤ ${kb(PRECACHE_BUDGET)} KB gzip, the visitor's language only`,
    met: worst.total <= PRECACHE_BUDGET,
    detail: `${kb(worst.total)} KB (${worst.lang}: precache ${worst.files} files ${kb(worst.precache)} KB, sw.js and worker ${kb(worst.worker)} KB, kept pages ${kb(worst.pages)} KB)`,
  };
}

function printReport(/** @type {any} */ r) {
  log(
    `\n## Benchmark ${r.date} (commit ${r.commit ?? '?'}, Node ${r.node}, ${r.cpus} CPUs, build ${r.dist})\n`,
  );
  log(
    `Build time: ${r.buildSeconds === null ? 'not measured (--no-build)' : `${r.buildSeconds.toFixed(1)} s`}`,
  );
  if (r.offline) {
    log(
      `Service worker first install per language (gzip; precache files and KB + sw.js and worker + kept pages): ${r.offline.languages.map((/** @type {any} */ l) => `${l.lang} ${l.files} files ${kb(l.precache)} + ${kb(l.worker)} + ${kb(l.pages)} = ${kb(l.total)} KB`).join('; ')}`,
    );
  }
  if (r.lighthouse.length) {
    log(
      `\nLighthouse, mobile, simulated Slow 4G (scores 0-100; LCP and TBT simulated), in ${r.browser}${r.browser === HEADLESS_SHELL ? ' (the whole browser, package `chromium`, is not installed: figures of the headless shell are not comparable with runs in it)' : ''}:\n`,
    );
    log(
      table(
        [
          'URL',
          'route',
          'perf',
          'a11y',
          'BP',
          'SEO',
          'LCP s',
          'CLS',
          'TBT ms',
          'total KB',
          'JS KB',
          'CPU',
        ],
        r.lighthouse.map((/** @type {any} */ x) => [
          new URL(x.url).pathname,
          x.route,
          x.scores.performance,
          x.scores.accessibility,
          x.scores['best-practices'],
          x.scores.seo,
          (x.lcpMs / 1000).toFixed(2),
          x.cls.toFixed(3),
          Math.round(x.tbtMs),
          kb(x.totalBytes),
          kb(x.jsBytes),
          `${x.cpuSlowdownMultiplier}x`,
        ]),
        'llrrrrrrrrrr',
      ),
    );
    if (r.floor) {
      const share = (/** @type {any} */ x) =>
        x.lcpPhases && x.lcpMs > 0
          ? `${Math.round((x.lcpPhases.renderDelay / x.lcpMs) * 100)} %`
          : '-';
      log(
        `\nLCP against the floor (a one-paragraph page from the same server, same run: ${Math.round(r.floor.lcpMs)} ms; render delay ${share(r.floor)}):\n`,
      );
      log(
        table(
          ['URL', 'LCP ms', 'LCP − floor ms', 'render delay', 'TTFB ms', 'LCP element'],
          r.lighthouse.map((/** @type {any} */ x) => [
            new URL(x.url).pathname,
            Math.round(x.lcpMs),
            `${x.lcpMs >= r.floor.lcpMs ? '+' : ''}${Math.round(x.lcpMs - r.floor.lcpMs)}`,
            share(x),
            x.lcpPhases ? Math.round(x.lcpPhases.ttfb) : '-',
            x.lcpElement || '-',
          ]),
          'lrrrrl',
        ),
      );
    }
  }
  const langs = languagesOf(r.pages.map((/** @type {any} */ p) => p.path));
  /** @type {Map<string, any[]>} */
  const groups = new Map();
  for (const p of r.pages) {
    const key = patternOf(p.path, langs);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  log(
    '\nPage weight, every built page grouped by route (gzip; JS = before interaction; max over the group):\n',
  );
  log(
    table(
      [
        'route',
        'pages',
        'islands',
        'JS KB',
        'inline JS KB',
        'page script files',
        'page script KB',
        'HTML KB',
        'markup KB',
        'CSS KB',
        'HTML+CSS KB',
      ],
      [...groups].map(([key, list]) => {
        const max = (/** @type {(p: any) => number} */ f) => Math.max(...list.map(f));
        return [
          key === '/' ? '/ (home)' : key,
          list.length,
          [...new Set(list.flatMap((p) => p.directives))].join(',') || '-',
          kb(max((p) => p.jsGzip)),
          kb(max((p) => p.inlineJsGzip)),
          max((p) => p.pageScriptFiles ?? 0),
          kb(max((p) => p.pageScriptGzip ?? 0)),
          kb(max((p) => p.htmlGzip)),
          kb(max((p) => p.markupGzip)),
          kb(max((p) => p.cssGzip)),
          kb(max((p) => p.transferGzip)),
        ];
      }),
      'lrlrrrrrrrr',
    ),
  );
  if (r.contact) {
    const row =
      r.contact.rows.find((/** @type {any} */ x) => x.scenario.startsWith('POST JSON, valid')) ??
      r.contact.rows[0];
    log(
      `\nContact endpoint (POST /api/send-email, valid JSON, ${r.contact.connections} connections, ${r.contact.seconds} s): ${row['req/s']} requests/s, p99 ${row['p99 ms']} ms; all scenarios in bench-results/contact.json`,
    );
  }
  if (r.assistant) {
    log(
      '\nChat assistant (corpus tests/fixtures/assistant-corpus.ts; failures in bench-results/assistant.json):\n',
    );
    log(assistantTable(r.assistant));
  }
  log('\nBudgets:\n');
  log(
    table(
      ['budget', 'result', 'measured'],
      r.budgets.map((/** @type {Budget} */ b) => [
        b.name,
        b.met === null ? 'n/a' : b.met ? 'met' : 'MISSED',
        b.detail,
      ]),
    ),
  );
}

/** Prints the differences between two result files. */
function compare(
  /** @type {any} */ a,
  /** @type {any} */ b,
  /** @type {string} */ nameA,
  /** @type {string} */ nameB,
) {
  const d = (
    /** @type {number} */ x,
    /** @type {number} */ y,
    /** @type {number} */ digits = 0,
  ) => {
    const delta = y - x;
    return `${y.toFixed(digits)} (${delta >= 0 ? '+' : ''}${delta.toFixed(digits)})`;
  };
  log(
    `Comparing ${nameA} (${a.date}, ${a.commit ?? '?'}) → ${nameB} (${b.date}, ${b.commit ?? '?'})\n`,
  );
  if (a.buildSeconds != null && b.buildSeconds != null)
    log(`Build time: ${d(a.buildSeconds, b.buildSeconds, 1)} s`);
  const path = (/** @type {string} */ u) => new URL(u).pathname;
  const rows = b.lighthouse
    .map((/** @type {any} */ y) => [
      y,
      a.lighthouse.find((/** @type {any} */ x) => path(x.url) === path(y.url)),
    ])
    .filter(([, x]) => x)
    .map(([y, x]) => [
      path(y.url),
      d(x.scores.performance, y.scores.performance),
      d(x.scores.accessibility, y.scores.accessibility),
      d(x.scores['best-practices'], y.scores['best-practices']),
      d(x.scores.seo, y.scores.seo),
      d(x.lcpMs / 1000, y.lcpMs / 1000, 2),
      d(x.tbtMs, y.tbtMs),
      d(x.totalBytes / 1024, y.totalBytes / 1024, 1),
      d(x.jsBytes / 1024, y.jsBytes / 1024, 1),
    ]);
  if (rows.length)
    log(
      `\n${table(['URL', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'total KB', 'JS KB'], rows)}`,
    );
  /** HTML and linked CSS, gzip (files from before `transferGzip` existed: HTML + CSS). */
  const transfer = (/** @type {any} */ p) => p.transferGzip ?? p.htmlGzip + p.cssGzip;
  const changed = b.pages
    .map((/** @type {any} */ y) => [y, a.pages.find((/** @type {any} */ x) => x.path === y.path)])
    .filter(([y, x]) => x && (x.jsGzip !== y.jsGzip || transfer(x) !== transfer(y)));
  log(`\nPages whose weight changed: ${changed.length} of ${b.pages.length}`);
  if (changed.length) {
    log(
      table(
        ['page', 'JS KB', 'HTML+CSS KB'],
        changed
          .slice(0, 40)
          .map(([y, x]) => [
            y.path,
            d(x.jsGzip / 1024, y.jsGzip / 1024, 1),
            d(transfer(x) / 1024, transfer(y) / 1024, 1),
          ]),
      ),
    );
  }
  const added = b.pages.filter(
    (/** @type {any} */ y) => !a.pages.some((/** @type {any} */ x) => x.path === y.path),
  ).length;
  const removed = a.pages.filter(
    (/** @type {any} */ x) => !b.pages.some((/** @type {any} */ y) => y.path === x.path),
  ).length;
  if (added || removed) log(`Pages added: ${added}, removed: ${removed}`);
  const contactRow = (/** @type {any} */ r) =>
    r.contact?.rows.find((/** @type {any} */ x) => x.scenario.startsWith('POST JSON, valid'));
  const ca = contactRow(a);
  const cb = contactRow(b);
  if (ca && cb)
    log(
      `\nContact endpoint: ${d(ca['req/s'], cb['req/s'])} requests/s, p99 ${d(ca['p99 ms'], cb['p99 ms'])} ms`,
    );
  log('\nBudgets:');
  for (const y of b.budgets) {
    const x = a.budgets.find((/** @type {any} */ z) => z.name === y.name);
    const state = (/** @type {any} */ z) =>
      z?.met === null || z === undefined ? 'n/a' : z.met ? 'met' : 'MISSED';
    log(`  ${y.name}: ${state(x)} → ${state(y)}`);
  }
}
