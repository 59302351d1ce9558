import { expect, test } from '@playwright/test';
import { allRoutes, siteOrigin, vehicleIds } from './routes';

/**
 * Every route answers 200 with its own head and the business JSON-LD (docs/requirements.md,
 * "Routes").
 */
test.describe('every route', () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with its own head and JSON-LD`, async ({ request }) => {
      const res = await request.get(route);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(title, 'title').toBeTruthy();
      expect(description?.length ?? 0, 'description length').toBeGreaterThanOrEqual(15);
      expect(canonical).toBe(route === '/' ? `${siteOrigin}/` : `${siteOrigin}${route}`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);

      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((m) => JSON.parse(m[1]!));
      const business = blocks.find((b) => b['@type'] === 'AutoRental');
      expect(business, 'AutoRental JSON-LD').toBeTruthy();
      expect(business.openingHoursSpecification).toMatchObject({ opens: '07:00', closes: '23:00' });
      expect(business.openingHoursSpecification.dayOfWeek).toHaveLength(7);
      expect(business.address['@type']).toBe('PostalAddress');
      expect(business.geo['@type']).toBe('GeoCoordinates');
      expect(business.sameAs.length).toBeGreaterThan(0);
      expect(business.telephone).toBeTruthy();
      if (route.startsWith('/blog/'))
        expect(blocks.some((b) => b['@type'] === 'BlogPosting')).toBe(true);
    });
  }

  test('titles and descriptions are unique across the pages', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)![1]!;
      const description = html.match(/<meta name="description" content="([^"]+)"/)![1]!;
      expect(titles.get(title), `title "${title}" of ${route}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${route}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });

  test('the fleet has vehicles', () => {
    expect(vehicleIds.length).toBeGreaterThanOrEqual(30);
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 with the 404 page and logs the path', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const res = await page.goto('/no-such-page/here');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect.poll(() => logs.some((l) => l.includes('/no-such-page/here'))).toBe(true);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown vehicle id answers 404', async ({ request }) => {
    expect((await request.get('/fleet/no-such-vehicle')).status()).toBe(404);
  });
});

/**
 * Every island (reservation widget, fleet explorer, price for dates, contact form) hydrates over
 * its server HTML without an error: no hydration mismatch (the server's `useId` ids carry the
 * island's prefix, as the client's do) and no page error.
 */
test.describe('islands hydrate cleanly', () => {
  for (const route of ['/', '/fleet', '/contact', `/fleet/${vehicleIds[0]}`, '/fr/contact']) {
    test(`${route}: every island hydrates without an error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.goto(route);
      const islands = page.locator('astro-island');
      expect(await islands.count(), 'islands on the page').toBeGreaterThan(0);
      // Wake the islands that wait for a visitor's touch, as a focus moving into them would.
      await islands.evaluateAll((all) => {
        for (const island of all)
          island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });
      // Astro removes `ssr` from an island once its component has hydrated.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
      // A mismatch is reported after the commit: give React's recoverable-error report a turn.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
      expect(problems).toEqual([]);
    });
  }
});
