/**
 * The photo build: one site build with the settings a deployment adds to the defaults, made and
 * checked by `tests/integration/photos-build.test.ts` (photos, the blog from a fixture content
 * service) and served by end-to-end suites, which `npm test` runs after the integration suite:
 *
 * - photos of vehicles and an article, local and remote (docs/images.md): `tests/e2e/photos.spec.ts`;
 * - an analytics provider (docs/analytics.md; its settings are read at build time, so they need a
 *   build of their own): `tests/e2e/analytics.spec.ts`, which answers the provider's script and
 *   collector URLs itself in the browser (`PHOTO_BUILD_ANALYTICS_ORIGIN`, a reserved `.test` name
 *   that never reaches a network).
 *
 * One build for all of these saves two site builds (about 25-30 CPU-seconds each) in the
 * integration and end-to-end stages (docs/quality.md, "Test suite").
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, type Site } from './integration/support';

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

/**
 * Serves the photo build with `server/serve.mjs` on a free loopback port, as production does
 * (security headers, compression, the contact endpoint): `startSite` of the integration suite's
 * helpers, on this build; resolves once the server answers.
 *
 * @param env settings for the server on top of this process's (e.g. `CONTACT_DATA_DIR`)
 * @throws Error when the build is missing (the integration suite makes it) or the server does not
 *   answer
 */
export async function servePhotoBuild(env: Record<string, string> = {}): Promise<Site> {
  if (!existsSync(join(PHOTO_BUILD_DIR, 'client', 'fleet', 'toyota-aygo.html'))) {
    throw new Error(
      `${PHOTO_BUILD_DIR} is missing: run the integration suite first (VITEST_SUITE=integration npx vitest run tests/integration/photos-build.test.ts)`,
    );
  }
  return startSite(env, PHOTO_BUILD_DIR);
}
