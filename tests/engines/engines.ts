/**
 * The engines of the smoke suite (`npm run test:engines`, `tests/engines/smoke.test.ts`) and where
 * Debian puts them. Nothing is downloaded: Playwright's WebKit and Firefox builds cannot be fetched
 * on this kind of machine, and npm's `geckodriver` downloads its binary from GitHub (its install
 * script stays unapproved in package.json's `allowScripts`). Instead:
 *
 * - **WebKit** (Safari's engine, its Linux port WebKitGTK): Debian's `webkit2gtk-driver` package,
 *   `WebKitWebDriver` (W3C WebDriver) driving WebKitGTK's `MiniBrowser`, which needs an X display
 *   (`xvfb-run`, package `xvfb` and `xauth`). Driven with WebdriverIO.
 * - **Firefox**: Debian's `firefox-esr`, driven over WebDriver BiDi (built into Firefox, no
 *   geckodriver) with puppeteer-core.
 * - **Chromium**: the headless Chromium of the Playwright suite (`tools/lib/test-browser.mjs`),
 *   driven over the DevTools protocol with puppeteer-core, so the same scenarios run in all three.
 */
import { existsSync } from 'node:fs';
import { testBrowserPath } from '../../tools/lib/test-browser.mjs';

/** An engine of the suite. */
export type EngineName = 'webkit' | 'firefox' | 'chromium';

/** WebKitGTK's W3C WebDriver server (Debian package `webkit2gtk-driver`). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
/** The WebKitGTK browser that `WebKitWebDriver` starts (same package's dependency). */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Debian's Firefox ESR (package `firefox-esr`). */
export const FIREFOX = '/usr/bin/firefox-esr';
/** The X server wrapper MiniBrowser runs under (package `xvfb`, with `xauth`). */
export const XVFB_RUN = '/usr/bin/xvfb-run';

/** The Debian packages that give the suite its engines. */
export const ENGINE_PACKAGES = 'webkit2gtk-driver firefox-esr xvfb xauth';

/**
 * For each engine, null when it can run here, else what is missing (a sentence for the log).
 *
 * @param exists file check (tests pass their own)
 * @param env the environment (`DISPLAY` lets WebKit run without `xvfb-run`)
 */
export function missingEngines(
  exists: (path: string) => boolean = existsSync,
  env: NodeJS.ProcessEnv = process.env,
): Record<EngineName, string | null> {
  const missing = (paths: string[]) => paths.filter((path) => !exists(path));
  const webkit = missing([WEBKIT_DRIVER, MINIBROWSER, ...(env.DISPLAY ? [] : [XVFB_RUN])]);
  const firefox = missing([FIREFOX]);
  const chromium = missing([testBrowserPath(env)]);
  const say = (paths: string[]) => (paths.length ? `not installed: ${paths.join(', ')}` : null);
  return { webkit: say(webkit), firefox: say(firefox), chromium: say(chromium) };
}
