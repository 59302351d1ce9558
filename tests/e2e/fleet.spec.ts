/**
 * The fleet on the built site (docs/requirements.md, "Fleet page", "Vehicle page", "Error
 * messages"): query-parameter presets, each filter and its count, the sort, URL history, Clear
 * Filters, the empty state, the phone filter panel and its badge, a detail page's sections and
 * similar vehicles, the vehicle 404, the image fallback, `/fleet.json`, and the island's bundle (no
 * zod, no Supabase client).
 *
 * Expected numbers come from `content/fleet/vehicles.yaml` (the build's source when Supabase is
 * not configured), so editing the fleet does not break the tests.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { axeViolations } from './axe';
import { isoIn, storeDraft } from './draft';
import { holdIslandCode, holdIslandCodeUntil } from './slow-island';

interface Row {
  id: string;
  name: string;
  category: string;
  type: string;
  transmission: string;
  seats: number;
  price_per_day: number;
  description: string;
  features?: string[];
}
const fleet = parse(readFileSync('content/fleet/vehicles.yaml', 'utf8')) as Row[];
const total = fleet.length;
const count = (keep: (v: Row) => boolean) => fleet.filter(keep).length;
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * Opens /fleet and waits until the island has hydrated: by itself when the URL has a query (a
 * preset), else after the pointer moves over the list, as a visitor's would (`client:interaction`).
 */
async function openFleet(page: Page, search = '') {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(`/fleet${search}`);
  if (!search) await page.locator('[data-fleet-explorer]').hover();
  // Hydration downloads the island after load: slow on a busy 2-core CI machine.
  await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
    timeout: 15_000,
  });
}
const status = (page: Page) => page.locator('[data-vehicle-count]');
const shownIds = (page: Page) =>
  page
    .locator('[data-fleet-list] article[data-vehicle]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-vehicle')));
const shownPrices = (page: Page) =>
  page
    .locator('[data-fleet-list] [data-price]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));
const panel = (page: Page) => page.locator('[data-filter-panel]');
/** Picks a filter chip the way a visitor does: a click on its label (the radio itself is visually hidden). */
async function choose(page: Page, name: string, nth = 0) {
  await panel(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .nth(nth)
    .click();
  await expect(panel(page).getByRole('radio', { name, exact: true }).nth(nth)).toBeChecked();
}

test.describe('/fleet list', () => {
  test('without JavaScript: the whole fleet grouped by category, with the count', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fleet');
    await expect(page.getByRole('heading', { level: 1, name: 'Our fleet' })).toBeVisible();
    await expect(page.locator('[data-vehicle-count]')).toHaveText(`${total} vehicles`);
    await expect(page.locator('article[data-vehicle]')).toHaveCount(total);
    await expect(page.getByRole('heading', { level: 2, name: 'Economy' })).toBeVisible();
    await expect(page.locator('#scooter article[data-vehicle]')).toHaveCount(
      count((v) => v.category === 'scooter'),
    );
    await context.close();
  });

  test('the count is a polite live region; every card links to its page', async ({ page }) => {
    await openFleet(page);
    await expect(status(page)).toHaveText(`${total} vehicles`);
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
    const first = fleet.find((v) => v.category === 'economy')!;
    await expect(page.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/fleet/${first.id}`,
    );
  });

  test('query parameters category and type preset the filters @phone', async ({ page }) => {
    await openFleet(page, '?category=scooter');
    const scooters = count((v) => v.category === 'scooter');
    await expect(status(page)).toHaveText(`${scooters} of ${total} vehicles`);
    expect((await shownIds(page)).sort()).toEqual(
      fleet
        .filter((v) => v.category === 'scooter')
        .map((v) => v.id)
        .sort(),
    );
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await openFleet(page, '?type=Car');
    await expect(status(page)).toHaveText(`${count((v) => v.type === 'Car')} of ${total} vehicles`);

    await openFleet(page, '?category=suv&type=Car');
    await expect(status(page)).toHaveText(
      `${count((v) => v.category === 'suv' && v.type === 'Car')} of ${total} vehicles`,
    );
    await expect(page.locator('[data-filter-badge]')).toHaveText('2');
  });

  test('the presets show as the chosen filters', async ({ page }) => {
    await openFleet(page, '?category=atv&type=atv');
    await expect(panel(page).getByRole('radio', { name: 'ATVs & buggies' })).toBeChecked();
    await expect(panel(page).getByRole('radio', { name: 'ATVs & quads' })).toBeChecked();
    await expect(status(page)).toHaveText(
      `${count((v) => v.category === 'atv' && v.type === 'ATV / QUAD')} of ${total} vehicles`,
    );
  });

  test('the island’s code comes after the load, all of it at once (then it hydrates when idle); a first choice before hydration is kept', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    // Hold the island's own chunk, as a slow connection would, until the test lets it through.
    let release = () => {};
    await holdIslandCode(page, ['FleetExplorer'], new Promise<void>((r) => (release = r)));
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto('/fleet', { waitUntil: 'load' });
    // Nothing of the island is requested with the page's own bytes (docs/first-paint.md,
    // "Client directives": its code is fetched once the page has loaded and is idle).
    expect(scripts.filter((s) => /FleetExplorer|react/i.test(s))).toEqual([]);
    await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toHaveCount(0);

    await choose(page, 'Economy'); // chosen in the server's HTML, before the held code arrives
    // Every chunk the island needs is asked for with its own (src/build/island-deps.mjs), not
    // once the chunk that imports it has arrived: all of them while the component is held.
    const island = page.locator('astro-island', { has: page.locator('[data-fleet-explorer]') });
    const deps = ((await island.getAttribute('data-chunk-deps')) ?? '').split(' ');
    expect(deps.length).toBeGreaterThan(5);
    await expect
      .poll(() => deps.filter((url) => !scripts.includes(url)), { timeout: 15_000 })
      .toEqual([]);
    expect(scripts.some((s) => s.includes('/FleetExplorer.'))).toBe(true);
    release();
    // The held code plus React's hydration on a loaded 2-core CI host: up to 15 s, as the other fleet tests allow.
    await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
      timeout: 15_000,
    });
    await expect(status(page)).toHaveText(
      `${count((v) => v.category === 'economy')} of ${total} vehicles`,
    );
    await expect(page).toHaveURL(/\/fleet\?category=economy$/);
  });

  test('each filter and its count; the URL follows', async ({ page }) => {
    await openFleet(page);
    const p = panel(page);

    await choose(page, 'Economy');
    let expected = count((v) => v.category === 'economy');
    await expect(status(page)).toHaveText(`${expected} of ${total} vehicles`);
    await expect(page).toHaveURL(/\/fleet\?category=economy$/);
    await choose(page, 'All');
    await expect(status(page)).toHaveText(`${total} vehicles`);

    await choose(page, 'Scooters & motorbikes');
    await expect(status(page)).toHaveText(
      `${count((v) => v.type === 'Motorbike')} of ${total} vehicles`,
    );
    await expect(page).toHaveURL(/\?type=Motorbike$/);
    await choose(page, 'Cars');
    await expect(status(page)).toHaveText(`${count((v) => v.type === 'Car')} of ${total} vehicles`);

    await choose(page, 'Automatic');
    expected = count((v) => v.type === 'Car' && v.transmission === 'Automatic');
    await expect(status(page)).toHaveText(`${expected} of ${total} vehicles`);
    await expect(page).toHaveURL(/\?type=Car&transmission=Automatic$/);

    await p.getByRole('combobox', { name: 'From' }).selectOption('40');
    await p.getByRole('combobox', { name: 'Up to' }).selectOption('60');
    expected = count(
      (v) =>
        v.type === 'Car' &&
        v.transmission === 'Automatic' &&
        v.price_per_day >= 40 &&
        v.price_per_day <= 60,
    );
    await expect(status(page)).toHaveText(`${expected} of ${total} vehicles`);
    expect((await shownPrices(page)).every((price) => price >= 40 && price <= 60)).toBe(true);
    await expect(page).toHaveURL(/minPrice=40&maxPrice=60/);

    await p.getByRole('combobox', { name: 'Minimum seats' }).selectOption('5');
    expected = count(
      (v) =>
        v.type === 'Car' &&
        v.transmission === 'Automatic' &&
        v.price_per_day >= 40 &&
        v.price_per_day <= 60 &&
        v.seats >= 5,
    );
    await expect(status(page)).toHaveText(`${expected} of ${total} vehicles`);
    await expect(page).toHaveURL(/minSeats=5/);
  });

  test('sort choice orders the list and is kept in the URL', async ({ page }) => {
    await openFleet(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await expect(page).toHaveURL(/\?sort=price-desc$/);
    const prices = await shownPrices(page);
    expect(prices).toHaveLength(total);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    const ascending = await shownPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  test('the back button walks back through filter changes', async ({ page }) => {
    await openFleet(page);
    const p = panel(page);
    await choose(page, 'Family');
    await choose(page, 'Manual');
    await expect(page).toHaveURL(/\?category=family&transmission=Manual$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?category=family$/);
    await expect(p.getByRole('radio', { name: 'Manual' })).not.toBeChecked();
    await expect(status(page)).toHaveText(
      `${count((v) => v.category === 'family')} of ${total} vehicles`,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(status(page)).toHaveText(`${total} vehicles`);
  });

  test('Clear Filters removes every filter', async ({ page }) => {
    await openFleet(page, '?category=economy&transmission=Automatic&minSeats=5');
    const clear = panel(page).getByRole('button', { name: 'Clear Filters' });
    await clear.click();
    await expect(status(page)).toHaveText(`${total} vehicles`);
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(clear).toBeHidden();
    await expect(status(page)).toBeFocused();
  });

  test("the empty state: 'No vehicles found' with Clear Filters", async ({ page }) => {
    expect(count((v) => v.category === 'scooter' && v.seats >= 5)).toBe(0);
    await openFleet(page, '?category=scooter&minSeats=5');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(status(page)).toHaveText(`0 of ${total} vehicles`);
    await page.locator('[data-fleet-empty]').getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeHidden();
    await expect(status(page)).toHaveText(`${total} vehicles`);
    await expect(page).toHaveURL(/\/fleet$/);
  });

  test('the empty state from the filters themselves', async ({ page }) => {
    await openFleet(page);
    await choose(page, 'Scooters');
    await panel(page).getByRole('combobox', { name: 'Minimum seats' }).selectOption('5');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
  });

  test('a card whose image fails shows "Image unavailable"', async ({ page }) => {
    await page.route('**/images/vehicles/toyota-aygo.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await openFleet(page);
    const card = page.locator('article[data-vehicle="toyota-aygo"]');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Image unavailable')).toBeVisible();
  });
});

test.describe('links to a part of a page (#fragment)', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const [path, heading] of [
    ['/fleet#scooter', 'Scooters'],
    ['/fleet#atv', 'ATVs & buggies'],
    ['/#where-we-meet-you', 'Where we meet you'],
  ] as const) {
    test(`${path} opens with its heading on the screen, below the header @phone`, async ({
      page,
    }) => {
      await page.goto(path);
      const target = page.getByRole('heading', { name: heading, exact: true }).first();
      await expect(target).toBeInViewport();
      const header = await page.locator('header').first().boundingBox();
      const box = await target.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    });
  }
});

test.describe('a link to /fleet with a malformed fragment', () => {
  for (const path of ['/fleet#%', '/el/fleet#%C0']) {
    test(`${path} still lists the fleet, with no page error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
        timeout: 15_000,
      });
      await expect(page.locator('article[data-vehicle]').first()).toBeVisible();
      expect(await page.locator('article[data-vehicle]').count()).toBeGreaterThan(40);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a link to a part of /fleet with stored dates', () => {
  test.use({ reducedMotion: 'reduce' });
  test('stays on its section when the cards get their prices, without scroll anchoring (as in Safari) @phone', async ({
    page,
  }) => {
    await storeDraft(page, isoIn(20), isoIn(24));
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'declined');
      // Safari keeps no anchor when content above the view grows (CSS overflow-anchor).
      document.addEventListener('DOMContentLoaded', () =>
        document.documentElement.style.setProperty('overflow-anchor', 'none'),
      );
    });
    // The island's code comes after the page has scrolled to the section, as on a phone.
    const release = await holdIslandCodeUntil(page, ['FleetExplorer']);
    await page.goto('/fleet#scooter');
    const target = page.getByRole('heading', { name: 'Scooters', exact: true }).first();
    await expect(target).toBeInViewport();
    release();
    await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
      timeout: 15_000,
    });
    await expect(page.locator('[data-fleet-dates-status]')).toContainText('4 days');
    await expect(target).toBeInViewport();
    const header = await page.locator('header').first().boundingBox();
    const box = await target.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  });
});

test.describe('/fleet on phones', () => {
  test('a first tap on Filters before the island has hydrated still opens the panel @phone-only', async ({
    page,
  }) => {
    // Hold the island's code for a moment, as a slow connection would.
    await holdIslandCode(page, ['FleetExplorer']);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto('/fleet');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
  });

  test('the filter panel opens and closes; its button counts the active filters @phone-only', async ({
    page,
  }) => {
    await openFleet(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('[data-filter-badge]')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    await panel(page).locator('label', { hasText: 'Economy' }).click();
    await expect(page.locator('[data-filter-badge]')).toHaveText('1');
    await expect(toggle).toHaveAccessibleName('Filters 1 active');
    await panel(page).locator('label', { hasText: 'Automatic' }).click();
    await panel(page).getByRole('combobox', { name: 'Up to' }).selectOption('50');
    await expect(page.locator('[data-filter-badge]')).toHaveText('3');

    const expected = count(
      (v) => v.category === 'economy' && v.transmission === 'Automatic' && v.price_per_day <= 50,
    );
    await panel(page)
      .getByRole('button', {
        name: expected === 1 ? 'Show 1 vehicle' : `Show ${expected} vehicles`,
      })
      .click();
    await expect(panel(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(status(page)).toHaveText(`${expected} of ${total} vehicles`);
    await expect(status(page)).toBeFocused();
    // The focused count is on the screen, not above it (the list was scrolled down to the panel's
    // button before).
    await expect(status(page)).toBeInViewport();

    // Escape closes the panel and returns focus to its button.
    await toggle.click();
    await panel(page).getByRole('radio', { name: 'Automatic' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(toggle).toBeFocused();

    // The close button too; Clear Filters empties the badge.
    await toggle.click();
    await panel(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.locator('[data-filter-badge]')).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Close filters' }).click();
    await expect(panel(page)).toBeHidden();
  });
});

test.describe('/fleet with dates from an earlier page', () => {
  test('a stored reservation draft with dates hydrates without an error, then shows its dates and prices @phone', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const [from, to] = [isoIn(20), isoIn(23)];
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await storeDraft(page, from, to);
    await page.goto('/fleet');
    // A stored draft hydrates the list as soon as the browser is idle (client:interaction).
    await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
      timeout: 15_000,
    });
    await expect(page.locator('[data-quote-pickup]')).toHaveValue(from);
    await expect(page.locator('[data-quote-return]')).toHaveValue(to);
    await expect(page.locator('[data-fleet-dates-status]')).toContainText('3 days');
    await expect(page.locator('[data-fleet-dates]').getByRole('button')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

/** The JSON-LD blocks of the current page. */
async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, any>);
}

test.describe('/fleet/{id}', () => {
  const car = fleet.find((v) => v.id === 'toyota-aygo')!;

  test('a car page: breadcrumbs, gallery, name, rate, Ask AI, specs, features, category text, FAQ, similar, book @phone', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(`/fleet/${car.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Fleet', 'Economy']);
    await expect(crumbs.getByRole('link', { name: 'Economy' })).toHaveAttribute(
      'href',
      '/fleet?category=economy',
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(car.name);

    await expect(
      page.getByRole('img', { name: `${car.name}, side view illustration` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible();
    await expect(page.getByText(car.description)).toBeVisible();
    await expect(page.locator('[data-daily-rate]')).toHaveText(`€${car.price_per_day}`);
    await expect(page.getByRole('button', { name: 'Ask AI assistant' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    for (const feature of car.features ?? [])
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this category' })).toBeVisible();
    await expect(page.getByText('Small, light and easy to park')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Questions about renting this vehicle' }),
    ).toBeVisible();

    const book = page.getByRole('link', { name: /Book this vehicle/ });
    await expect(book).toHaveAttribute('target', '_blank');
    const url = new URL((await book.getAttribute('href'))!);
    expect(url.searchParams.get('vehicle_type')).toBe('car');
    expect(url.searchParams.get('lang')).toBe('en');

    const similar = page.locator(
      'section[aria-labelledby="similar-heading"] article[data-vehicle]',
    );
    const ids = await similar.evaluateAll((els) => els.map((e) => e.getAttribute('data-vehicle')));
    expect(ids.length).toBe(Math.min(3, count((v) => v.category === car.category) - 1));
    expect(ids).not.toContain(car.id);
    for (const id of ids) expect(fleet.find((v) => v.id === id)?.category).toBe(car.category);
    await similar.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/fleet/${ids[0]}$`));
  });

  test('structured data: BreadcrumbList with the category, Car with a daily EUR Offer', async ({
    page,
  }) => {
    await page.goto(`/fleet/${car.id}`);
    const blocks = await jsonLd(page);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Fleet',
      'Economy',
      car.name,
    ]);
    expect(crumbs.itemListElement[2].item).toMatch(/\/fleet\?category=economy$/);
    const vehicle = blocks.find((b) => b['@type'] === 'Car')!;
    expect(vehicle.name).toBe(car.name);
    expect(vehicle.offers).toMatchObject({
      '@type': 'Offer',
      price: car.price_per_day,
      priceCurrency: 'EUR',
    });
    expect(vehicle.offers.priceSpecification).toMatchObject({
      unitCode: 'DAY',
      priceCurrency: 'EUR',
    });
  });

  test('a scooter page: Motorcycle JSON-LD (not Product), the two-wheeler FAQ (not marked up), book with vehicle_type=moto', async ({
    page,
  }) => {
    const scooter = fleet.find((v) => v.type === 'Motorbike')!;
    await page.goto(`/fleet/${scooter.id}`);
    const blocks = await jsonLd(page);
    expect(blocks.find((b) => b['@type'] === 'Motorcycle')?.offers).toMatchObject({
      '@type': 'Offer',
      price: scooter.price_per_day,
      priceCurrency: 'EUR',
    });
    expect(blocks.some((b) => b['@type'] === 'Product')).toBe(false);
    // The group's FAQ shows, and is not marked up: the same set is on every vehicle of the group
    // (docs/deploy.md, "Structured data").
    expect(blocks.some((b) => b['@type'] === 'FAQPage')).toBe(false);
    const faqQuestions = () => page.locator('[data-faq-item] summary').allTextContents();
    const scooterFaq = await faqQuestions();
    expect(scooterFaq.length).toBeGreaterThan(2);
    const url = new URL(
      (await page.getByRole('link', { name: /Book this vehicle/ }).getAttribute('href'))!,
    );
    expect(url.searchParams.get('vehicle_type')).toBe('moto');

    await page.goto(`/fleet/${car.id}`);
    const carFaq = await faqQuestions();
    expect(carFaq.length).toBeGreaterThan(2);
    expect(scooterFaq).not.toEqual(carFaq);
  });

  test("an unknown id answers 404 with 'Vehicle Not Found' and a link to the fleet", async ({
    page,
  }) => {
    const res = await page.goto('/fleet/no-such-vehicle');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeVisible();
    await expect(
      page.getByText("The vehicle you're looking for doesn't exist or is no longer available."),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeHidden();
    await expect(page).toHaveTitle(/^Vehicle Not Found/);
    await page.getByRole('link', { name: 'Back to Fleet' }).click();
    await expect(page).toHaveURL(/\/fleet$/);
  });

  test('other unknown paths keep the generic 404', async ({ page }) => {
    const res = await page.goto('/fleetwood');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeHidden();
  });
});

test.describe('fleet data for the chat and the island bundle', () => {
  test('/fleet.json is the configured fleet in the table order', async ({ request }) => {
    const res = await request.get('/fleet.json');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    const vehicles = (await res.json()) as Row[];
    expect(vehicles.map((v) => v.id).sort()).toEqual(fleet.map((v) => v.id).sort());
    const keys = vehicles.map((v) => `${v.category}|${String(v.price_per_day).padStart(5, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  test('the island loads neither zod nor the Supabase client when Supabase is not configured', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    // The island alone: without the page script, which preloads the chat panel once the page is
    // idle (the chat, which sends booking requests, does use zod).
    await page.route(/\/_astro\/page\.[\w-]+\.js$/, (route) => route.abort());
    await openFleet(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('FleetExplorer'))).toBe(true);
    const assets = join(dist, 'client', '_astro');
    const bodies = scripts.map((s) => readFileSync(join(assets, s.split('/').pop()!), 'utf8'));
    expect(bodies.some((b) => b.includes('ZodError') || b.includes('supabase'))).toBe(false);
    // The live refresh chunk exists for a Supabase build, but is only ever imported dynamically.
    expect(readdirSync(assets).some((f) => f.startsWith('live-source.'))).toBe(true);
  });
});

test.describe('fleet accessibility (axe, WCAG 2.2 AA) in the states a visitor reaches', () => {
  const axe = (page: Page) => axeViolations(page);
  for (const scheme of ['light', 'dark'] as const) {
    test(`filtered list, empty state, phone panel open, vehicle 404 (${scheme}) @phone`, async ({
      page,
    }) => {
      // Four axe runs in one test: 30 s is too tight on a busy 2-core CI host.
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await openFleet(page, '?category=economy&transmission=Automatic&sort=price-desc');
      expect(await axe(page)).toEqual([]);
      await openFleet(page, '?category=scooter&minSeats=5');
      await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      const toggle = page.getByRole('button', { name: /^Filters/ });
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect(panel(page)).toBeVisible();
        expect(await axe(page)).toEqual([]);
      }
      await page.goto('/fleet/no-such-vehicle');
      await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});
