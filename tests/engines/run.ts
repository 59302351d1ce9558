/**
 * `npm run test:engines`: the engine smoke suite (`tests/engines/smoke.test.ts`) in WebKit, Firefox
 * ESR and Chromium, on the production build (`dist/`, or `$ENGINE_DIST`; `npm run build` first).
 *
 * - Runs the engines installed here (`tests/engines/engines.ts`). One that is missing is reported
 *   on a line of its own, `SKIPPED: …`, with the package to install; the run goes on with the
 *   others. With `CI` set (`.ci/run` installs them) a missing WebKit or Firefox fails the run.
 * - WebKit's MiniBrowser needs an X display: without `DISPLAY` the suite runs under `xvfb-run`.
 * - `ENGINES=webkit,firefox` chooses engines; `ENGINE_FIRST_TOUCH_RUNS=4` tries "Search vehicles"
 *   as the first touch in four fresh sessions per width.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ENGINE_PACKAGES, type EngineName, missingEngines, XVFB_RUN } from './engines.ts';

const dist = process.env.ENGINE_DIST ?? 'dist';
const wanted = (process.env.ENGINES ?? 'webkit,firefox,chromium')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean) as EngineName[];
const missing = missingEngines();
const runnable = wanted.filter((engine) => missing[engine] === null);

let failed = false;
for (const engine of wanted) {
  const why = missing[engine];
  if (why === null) continue;
  const install =
    engine === 'chromium'
      ? 'apt-get install chromium-headless-shell'
      : `apt-get install -y --no-install-recommends ${ENGINE_PACKAGES}`;
  console.log(`Engine smoke tests in ${engine}: SKIPPED, ${why} (Debian: ${install}).`);
  if (process.env.CI && engine !== 'chromium') failed = true;
}
if (failed) {
  console.error(
    'CI must run the engine smoke tests in WebKit and Firefox: install them (.ci/run).',
  );
  process.exit(1);
}
if (runnable.length === 0) process.exit(0);
if (!existsSync(`${dist}/server/entry.mjs`)) {
  console.error(`No build at ${dist}/: run \`npm run build\` first (or set ENGINE_DIST).`);
  process.exit(1);
}

console.log(`Engine smoke tests in ${runnable.join(', ')} on ${dist}/`);
const node = [
  process.execPath,
  '--disable-warning=ExperimentalWarning',
  '--test',
  '--test-reporter=spec',
  'tests/engines/smoke.test.ts',
];
const command =
  runnable.includes('webkit') && !process.env.DISPLAY
    ? [XVFB_RUN, '-a', '-s', '-screen 0 1920x1200x24', ...node]
    : node;
const result = spawnSync(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ENGINES: runnable.join(','), ENGINE_DIST: dist },
});
process.exit(result.status ?? 1);
