#!/usr/bin/env node
/**
 * Screenshots of built pages for visual review: every given path at 390 px and 1280 px wide, in
 * light and dark themes, full page, into ./screenshots (git-ignored). Serve the build first
 * (`npm run serve`), then: `node tools/ci/screenshots.mjs [base-url] [/path ...]`.
 * WIDTHS=390 and SCHEMES=light narrow the set; FULL=0 shoots the viewport only.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const targets =
  paths.length > 0
    ? paths
    : ['/', '/car-rental-paros', '/fleet', '/contact', '/blog', '/404-check'];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-quic'],
});
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const schemes = /** @type {('light' | 'dark')[]} */ (
  (process.env.SCHEMES ?? 'light,dark').split(',')
);
for (const width of widths) {
  for (const scheme of schemes) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 800 },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const slug = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
      const name = `screenshots/${slug}-${width}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
