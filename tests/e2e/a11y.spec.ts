import { expect, test } from '@playwright/test';
import { builtPaths, representativeRoutes } from '../../scripts/bench-routes.mjs';
import { axeViolations } from './axe';
import { desktopViewport, phoneViewport } from './viewports';

/**
 * axe-core (WCAG 2.2 A/AA rules) on every route of the build (docs/requirements.md, "Speed,
 * accessibility and security"): one URL per route pattern — the home page, every English
 * landing/category/info page, /contact, /fleet, a vehicle, /blog, an article, the 404 page, and the
 * home page plus a landing page of every other language — found in the build itself
 * (`scripts/bench-routes.mjs`), so new pages and languages are covered. Each URL is checked in the
 * light and the dark theme, at desktop width and at phone width: one test per URL, in the desktop
 * project only (untagged), loads the page once per theme and switches the width with
 * `page.setViewportSize` (the widths of `viewports.ts`, those of the two projects). Every WCAG 2.2
 * A/AA rule runs in the light theme at both widths; in the dark theme only the colour rules run
 * again at both widths (the structure is the same). The fleet, contact and chat suites scan their
 * own interactive states.
 */
const routes = representativeRoutes(builtPaths(process.env.E2E_DIST ?? 'dist'));

test('the build has routes to check', () => {
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.map((r) => r.route)).toEqual(
    expect.arrayContaining(['home', 'vehicle', 'article', '404']),
  );
});

for (const { path, route } of routes) {
  test(`${path} (${route}) has no axe violations in light and dark, at desktop and phone width`, async ({
    page,
  }) => {
    // Four axe runs, two on the largest pages (/fleet: every vehicle card), on a busy 2-core host.
    test.setTimeout(60_000);
    const status = route === '404' ? 404 : 200;
    await page.setViewportSize(desktopViewport);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(status);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await axeViolations(page), 'light, desktop width').toEqual([]);
    await page.setViewportSize(phoneViewport);
    expect(await axeViolations(page), 'light, phone width').toEqual([]);

    // Reloaded rather than switched live, so no colour transition is caught half-way.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    const reloaded = await page.reload({ waitUntil: 'load' });
    expect(reloaded?.status()).toBe(status);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page, { only: 'colours' }), 'dark, phone width').toEqual([]);
    await page.setViewportSize(desktopViewport);
    expect(await axeViolations(page, { only: 'colours' }), 'dark, desktop width').toEqual([]);
  });
}
