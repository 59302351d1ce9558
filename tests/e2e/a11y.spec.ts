import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { staticRoutes } from './routes';

/** axe-core (WCAG 2.2 A/AA rules) on every page type, light and dark; phone width too via @phone. */
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme}) @phone`, () => {
    for (const route of [...staticRoutes, '/fleet/toyota-aygo', '/fleet/kymco-agility-125', '/this-is-a-404']) {
      test(`${route} has no axe violations`, async ({ page }) => {
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
