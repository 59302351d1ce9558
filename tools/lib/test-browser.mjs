/**
 * Which browser binary the end-to-end tests drive (Playwright never downloads one here).
 *
 * Debian packages Chromium twice: `chromium` (the whole browser) and `chromium-headless-shell`
 * (the same engine built for headless use only: no browser UI, lighter compositing). The tests
 * prefer the headless shell, which is what Playwright itself runs for headless tests; measured on
 * the 2-core machine, the whole end-to-end stage took 191 s with it against 322-345 s with
 * `chromium` (same 319 tests, same results). docs/quality.md, "Test suite".
 *
 * Order: `CHROMIUM_PATH` when set; else the headless shell when installed; else `chromium`.
 * Lighthouse (`npm run bench`) keeps the whole browser, as a visitor's phone has.
 */
import { existsSync } from 'node:fs';

/** Debian's headless-only Chromium (package `chromium-headless-shell`). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's whole Chromium (package `chromium`). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The executable path the Playwright configurations and tests launch.
 * @param {NodeJS.ProcessEnv} [env] environment to read `CHROMIUM_PATH` from (default: this process's)
 * @returns {string} an absolute path; not checked to exist when it comes from `CHROMIUM_PATH`
 */
export function testBrowserPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/**
 * The browser Lighthouse and the other benchmarks launch: `CHROMIUM_PATH` when set; else the
 * whole Chromium, as a visitor's phone has; else, on a machine with only the headless shell (a
 * fresh `.ci/run` machine installs only that), the headless shell, so `npm run bench` still runs
 * (its figures are differences against the floor page measured in the same browser).
 * @param {NodeJS.ProcessEnv} [env] environment to read `CHROMIUM_PATH` from (default: this process's)
 * @returns {string} an absolute path; not checked to exist when it comes from `CHROMIUM_PATH`
 */
export function benchBrowserPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(CHROMIUM) || !existsSync(HEADLESS_SHELL) ? CHROMIUM : HEADLESS_SHELL;
}
