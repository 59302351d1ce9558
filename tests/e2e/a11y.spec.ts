import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { staticRoutes } from './routes';

/** Routes also checked at phone width: one of each page kind. */
const phoneRoutes = new Set(['/', '/car-rental-paros', '/paros-port-car-rental', '/terms-and-conditions', '/blog', '/blog/scooter-car-atv-comparison-paros', '/fleet', '/fleet/toyota-aygo', '/contact', '/this-is-a-404']);

/** axe-core (WCAG 2.2 A/AA rules) on every route, light and dark, at desktop width; one page of each kind at phone width. */
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    for (const route of [...staticRoutes, '/fleet/toyota-aygo', '/fleet/kymco-agility-125', '/this-is-a-404']) {
      test(`${route} has no axe violations${phoneRoutes.has(route) ? ' @phone' : ''}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
