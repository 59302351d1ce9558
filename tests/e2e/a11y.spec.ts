import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtPaths, representativeRoutes } from '../../scripts/bench-routes.mjs';

/**
 * axe-core (WCAG 2.2 A/AA rules) on every route of the build (issue 9): one URL per route pattern
 * — the home page, every English landing/category/info page, /contact, /fleet, a vehicle, /blog,
 * an article, the 404 page, and the home page plus a landing page of every other language — found
 * in the build itself (`scripts/bench-routes.mjs`), so new pages and languages are covered. Each
 * URL is checked in the light and the dark theme, at desktop width and at phone width (every test
 * is tagged `@phone`); in the dark theme only the colour rules run again (the structure is the
 * same). The fleet, contact and chat suites scan their own interactive states.
 */
const routes = representativeRoutes(builtPaths(process.env.E2E_DIST ?? 'dist'));

/**
 * axe-core violations of the page as it is now, one line per rule: every WCAG 2.2 A/AA rule, or
 * only the colour rules (`colours`: the second theme changes colours, not structure).
 */
async function violations(page: Page, only: 'all' | 'colours' = 'all'): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (only === 'colours' ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

test('the build has routes to check', () => {
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['home', 'vehicle', 'article', '404']));
});

for (const { path, route } of routes) {
  test(`${path} (${route}) has no axe violations in light and dark @phone`, async ({ page }) => {
    // Two full axe runs on the largest pages (/fleet: every vehicle card) on a busy 2-core host.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(route === '404' ? 404 : 200);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await violations(page), 'light').toEqual([]);

    // Reloaded rather than switched live, so no colour transition is caught half-way.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.reload({ waitUntil: 'load' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page, 'colours'), 'dark').toEqual([]);
  });
}
