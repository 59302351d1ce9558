import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPaths, representativeRoutes } from '../../tools/bench/routes.mjs';
import { axeViolations } from './axe';
import { desktopViewport, phoneViewport } from './viewports';

/**
 * axe-core (WCAG 2.2 A/AA rules) on every route of the build (docs/requirements.md, "Speed,
 * accessibility and security"): one URL per route pattern — the home page, the English
 * landing/category/info pages that together show every section component (`componentCover`),
 * /contact, /fleet, a vehicle, /blog, an article, the 404 page, and the home page plus a landing
 * page of every other language — found in the build itself (`tools/bench/routes.mjs`), so new
 * pages, components and languages are covered. Each URL is checked in the
 * light and the dark theme, at desktop width and at phone width: one test per URL, in the desktop
 * project only (untagged), loads the page once per theme and switches the width with
 * `page.setViewportSize` (the widths of `viewports.ts`, those of the two projects). Every WCAG 2.2
 * A/AA rule runs in the light theme at both widths; in the dark theme only the colour rules run
 * again at both widths (the structure is the same). The fleet, contact and chat suites scan their
 * own interactive states.
 */
const dist = process.env.E2E_DIST ?? 'dist';
const allRoutes = representativeRoutes(builtPaths(dist));

/**
 * The components a built page shows, as far as the markup differs between pages of one layout:
 * its section kinds (`data-section`, one component per kind, `src/components/sections/`) and the
 * components that only some pages carry (licence check, pickup map, FAQ, reservation widget).
 */
function componentsOf(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/data-section="([a-z-]+)"/g)) found.add(`section:${m[1]}`);
  for (const marker of [
    'data-licence-form',
    'data-pickup-map',
    'data-faq',
    'data-reservation-widget',
  ])
    if (html.includes(marker)) found.add(marker);
  return found;
}

/**
 * The English content pages (`/{page}`) share one layout; they differ by the section components
 * their content lists. Scanning every one of them scans the same components again and again
 * (docs/quality.md, "Test suite": one scan per component, not per page), so only a cover is kept:
 * pages taken greedily, most new components first, until every component any of them shows is in
 * a scanned page. Every other route pattern (home, fleet, vehicle, blog, article, contact, 404,
 * each language's home and landing page) keeps its page.
 */
function componentCover<T extends { path: string }>(
  pages: T[],
  componentsAt: (path: string) => Set<string>,
): T[] {
  const left = new Map(pages.map((p) => [p, componentsAt(p.path)]));
  const chosen: T[] = [];
  const covered = new Set<string>();
  for (;;) {
    let best: T | undefined;
    let gain = 0;
    for (const [page, components] of left) {
      const fresh = [...components].filter((c) => !covered.has(c)).length;
      if (fresh > gain) [best, gain] = [page, fresh];
    }
    if (!best) return chosen;
    chosen.push(best);
    for (const c of left.get(best) ?? []) covered.add(c);
    left.delete(best);
  }
}

const contentPages = allRoutes.filter((r) => r.route === 'page');
/** The components of each content page, from its built HTML (each file read once). */
const components = new Map(
  contentPages.map(({ path }) => [
    path,
    componentsOf(readFileSync(join(dist, 'client', `${path}.html`), 'utf8')),
  ]),
);
const componentsAt = (path: string) => components.get(path) ?? new Set<string>();
const routes = [
  ...allRoutes.filter((r) => r.route !== 'page'),
  ...componentCover(contentPages, componentsAt),
];

test('the content pages scanned show every component the content pages show', () => {
  const scanned = routes.filter((r) => r.route === 'page');
  expect(scanned.length).toBeLessThan(contentPages.length);
  const union = (list: { path: string }[]) =>
    [...new Set(list.flatMap((r) => [...componentsAt(r.path)]))].sort();
  expect(union(scanned)).toEqual(union(contentPages));
  expect(union(scanned)).toEqual(expect.arrayContaining(['section:features', 'data-faq']));
});

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

/**
 * The focus ring is seen on the background it sits on (WCAG 2.4.13): on the hero's and the top
 * bar's dark blue it is white, in the reservation widget's white card the brand's blue.
 */
test('the focus ring is white on the dark hero and brand blue in the widget', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const ring = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        (el as HTMLElement).focus({ focusVisible: true } as FocusOptions);
        const style = getComputedStyle(el);
        return {
          color: style.outlineColor,
          style: style.outlineStyle,
          focused: el.matches(':focus-visible'),
        };
      });
  for (const selector of ['#hero-heading ~ div a[href^="tel:"]', 'header a[href^="tel:"]']) {
    const r = await ring(selector);
    expect(r.focused, selector).toBe(true);
    expect(r.style, selector).toBe('solid');
    expect(r.color, selector).toBe('rgb(255, 255, 255)');
  }
  const field = await ring('[data-reservation-widget] select, [data-reservation-widget] input');
  expect(field.color).toBe('rgb(10, 92, 143)');
});
