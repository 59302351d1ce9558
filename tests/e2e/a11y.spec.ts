import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { staticRoutes } from './routes';

/** One page of each kind: checked in the dark theme too, and at phone width (@phone). */
const kinds = new Set(['/', '/car-rental-paros', '/terms-and-conditions', '/blog/scooter-car-atv-comparison-paros', '/fleet', '/fleet/toyota-aygo', '/contact', '/this-is-a-404']);
const phoneKinds = new Set(['/', '/car-rental-paros', '/fleet/toyota-aygo', '/contact', '/this-is-a-404']);

/** axe-core violations (WCAG 2.2 A/AA rules) of the page as it is now, one line per rule. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/**
 * Every route in the light theme at desktop width; one page of each kind also in the dark theme,
 * and at phone width in both themes. (The fleet, contact and chat suites scan their own states.)
 */
for (const route of [...staticRoutes, '/fleet/toyota-aygo', '/fleet/kymco-agility-125', '/this-is-a-404']) {
  const tag = phoneKinds.has(route) ? ' @phone' : '';
  test(`${route} has no axe violations${kinds.has(route) ? ' in light and dark' : ''}${tag}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(route, { waitUntil: 'load' });
    expect(await violations(page), 'light').toEqual([]);
    if (kinds.has(route)) {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await violations(page), 'dark').toEqual([]);
    }
  });
}
