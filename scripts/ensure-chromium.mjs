#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is present for the browser tests (browsers are never downloaded
 * by Playwright here). Installs the `chromium` package with apt when running as root; otherwise
 * explains what to install. Honours CHROMIUM_PATH for another browser binary.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian package "chromium"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium not found at ${path}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
);
process.exit(1);
