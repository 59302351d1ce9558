#!/usr/bin/env node
/**
 * Makes sure Debian's headless Chromium is present for the browser tests (browsers are never
 * downloaded by Playwright here): installs the `chromium-headless-shell` package with apt when
 * running as root and it is missing (tools/lib/test-browser.mjs says why that one). A machine
 * that has only `chromium` and no root runs the tests with it (slower); `CHROMIUM_PATH` chooses
 * another binary.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL, testBrowserPath } from '../lib/test-browser.mjs';

const install = 'Debian: sudo apt-get install chromium-headless-shell';
/** Stops the run with what to do. */
function missing(path) {
  console.error(`Chromium not found at ${path}. Install it (${install}) or set CHROMIUM_PATH.`);
  process.exit(1);
}

// Without a chosen binary, install the headless shell when it is missing and this is root on Debian.
if (
  !process.env.CHROMIUM_PATH &&
  !existsSync(HEADLESS_SHELL) &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get')
) {
  console.log('Headless Chromium not found: installing Debian package "chromium-headless-shell"…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    { stdio: 'inherit' },
  );
}
// Then the binary the tests will launch (the same choice as playwright.config.ts) must exist.
const path = testBrowserPath();
if (!existsSync(path)) missing(process.env.CHROMIUM_PATH ? path : HEADLESS_SHELL);
if (path === CHROMIUM && !process.env.CHROMIUM_PATH)
  console.warn(`${HEADLESS_SHELL} not found: the tests use ${CHROMIUM} (slower; ${install}).`);
