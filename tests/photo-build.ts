/**
 * The photo build: one site build with the settings a deployment adds to the defaults, made by
 * `tests/integration/photos-build.test.ts` and served by two end-to-end suites, which `npm test`
 * runs after the integration suite:
 *
 * - photos of vehicles and an article, local and remote (docs/images.md): `tests/e2e/photos.spec.ts`;
 * - an analytics provider (docs/analytics.md; its settings are read at build time, so they need a
 *   build of their own): `tests/e2e/analytics.spec.ts`, which answers the provider's script and
 *   collector URLs itself in the browser (`PHOTO_BUILD_ANALYTICS_ORIGIN`, a reserved `.test` name
 *   that never reaches a network).
 *
 * One build for both saves a whole site build (about 25 CPU-seconds) in the end-to-end stage
 * (docs/quality.md, "Test suite").
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';

/** Where the photo build goes (git-ignored). */
export const PHOTO_BUILD_DIR = '.dist-photos';

/** The analytics provider's origin in the photo build: its script and its collector. */
export const PHOTO_BUILD_ANALYTICS_ORIGIN = 'https://plausible.paros.test';

/** The analytics settings of the photo build (`.env.example`, "Conversion analytics"). */
export const PHOTO_BUILD_ANALYTICS: Readonly<Record<string, string>> = {
  PUBLIC_ANALYTICS_PROVIDER: 'plausible',
  PUBLIC_ANALYTICS_SITE_ID: 'paros.test',
  PUBLIC_ANALYTICS_SCRIPT_URL: `${PHOTO_BUILD_ANALYTICS_ORIGIN}/js/script.js`,
};

/** The photo build served by `scripts/serve.mjs` on a port of its own. */
export interface ServedPhotoBuild {
  /** `http://127.0.0.1:{port}`, without a trailing slash. */
  base: string;
  /** Stops the server. */
  stop(): void;
}

/**
 * Serves the photo build with `scripts/serve.mjs` on a free loopback port, as production does
 * (security headers, compression, the contact endpoint); resolves once the server listens.
 *
 * @param env settings for the server on top of this process's (e.g. `CONTACT_DATA_DIR`)
 * @throws Error when the build is missing (the integration suite makes it) or the server exits
 *   before it listens
 */
export async function servePhotoBuild(env: Record<string, string> = {}): Promise<ServedPhotoBuild> {
  if (!existsSync(join(PHOTO_BUILD_DIR, 'client', 'fleet', 'toyota-aygo.html'))) {
    throw new Error(
      `${PHOTO_BUILD_DIR} is missing: run the integration suite first (VITEST_SUITE=integration npx vitest run tests/integration/photos-build.test.ts)`,
    );
  }
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/serve.mjs', PHOTO_BUILD_DIR],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout.once('data', () => resolve());
    server.once('exit', (code) =>
      reject(new Error(`scripts/serve.mjs ${PHOTO_BUILD_DIR} exited (${code}) before listening`)),
    );
  });
  server.stdout.resume();
  return { base: `http://127.0.0.1:${port}`, stop: () => server.kill() };
}
