/**
 * Astro's CLI run by the tools and tests, one build or sync at a time in this project folder,
 * across processes (`runAstro`, `withAstroLock`).
 *
 * Every `astro build` and `astro sync` writes the content layer's generated modules into the
 * project's `.astro/` folder (not configurable, unlike the cache folder), each through a temporary
 * file of one fixed name (`content-assets.mjs.tmp`): when two run at once, one renames the other's
 * temporary file away and fails with `UnknownFilesystemError` ("ENOENT: … rename
 * '.astro/content-assets.mjs.tmp'", a known limit of Astro's parallel builds), and a build could
 * bundle the other's list of content images. Reproduced here with three at once: one failed in
 * three rounds.
 * The tools and tests that start Astro beside others (the content check, `tools/content/
 * check-content.mjs`; the photo and blog builds of the integration suite) take this lock for the
 * whole run of Astro (docs/quality.md, "Test suite").
 *
 * The lock is `proper-lockfile`'s (a folder made atomically, its time refreshed while held, taken
 * over when a crashed holder left it stale for a minute); it is `.cache/astro.lock`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

const ROOT = resolve(import.meta.dirname, '../..');
/** Astro's CLI, as the project installed it. */
const ASTRO_BIN = join(
  dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'bin/astro.mjs',
);

/** How long a waiter keeps trying before it gives up: 15 minutes, longer than any build here. */
const WAIT_MS = 15 * 60_000;
const RETRY_MS = 500;

/**
 * Runs `task` (which starts Astro in this project folder and resolves when it has ended) while no
 * other process of this project runs Astro through this lock; waits for the lock first.
 *
 * @template T
 * @param {() => Promise<T>} task
 * @param {string} [root] the project folder whose Astro runs are kept apart (this project's by
 *   default; tests use a folder of their own)
 * @returns {Promise<T>} what `task` resolved to
 * @throws Error when the lock was not free within 15 minutes; whatever `task` throws
 */
export async function withAstroLock(task, root = ROOT) {
  const cache = join(root, '.cache');
  mkdirSync(cache, { recursive: true });
  const release = await lockfile.lock(join(root, '.astro'), {
    realpath: false,
    lockfilePath: join(cache, 'astro.lock'),
    stale: 60_000,
    update: 10_000,
    retries: { retries: WAIT_MS / RETRY_MS, factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
    // A holder whose refresh failed (its lock taken over as stale) goes on: its Astro run is
    // already under way, and failing it would lose the run for nothing.
    onCompromised: (error) => console.warn(`The Astro lock was lost while held: ${error.message}`),
  });
  try {
    return await task();
  } finally {
    await release().catch(() => {});
  }
}

/**
 * Runs Astro's CLI (`astro build --outDir …`, `astro sync`) in this project folder with the
 * project's Node, under {@link withAstroLock}, collecting its output.
 *
 * @param {string[]} args the CLI's arguments, e.g. `['build', '--outDir', '.dist-photos']`
 * @param {NodeJS.ProcessEnv} env the child's whole environment (telemetry is turned off and
 *   `NODE_ENV` set to `production` on top: a build here is built as a deployment builds it, also
 *   when the caller runs under vitest, whose `NODE_ENV=test` would bundle React's development
 *   build into the site)
 * @returns {Promise<{ code: number; output: string }>} the exit code (1 when killed) and stdout
 *   and stderr interleaved
 */
export function runAstro(args, env) {
  return withAstroLock(
    () =>
      new Promise((done) => {
        const child = spawn(process.execPath, [ASTRO_BIN, ...args], {
          cwd: ROOT,
          env: { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => done({ code: 1, output: `${output}\n${error.message}` }));
        child.on('close', (code) => done({ code: code ?? 1, output }));
      }),
  );
}
