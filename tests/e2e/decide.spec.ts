import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { axeViolations } from './axe';
import { isoIn, storeDraft } from './draft';

/**
 * "Decide before you book" on the built site (docs/requirements.md): what's included and the
 * price for the visitor's dates on a vehicle page after a widget search, the fleet list priced
 * for the dates with the breakdown one tap away, 'licence needed' on two-wheeler cards, several
 * categories in the fleet URL, the French page, the page without JavaScript, and axe in both
 * themes. Expected prices are computed here from the fleet file and the published discounts
 * (15 % from 7 days), not by the site's own function.
 */

// Several builds and browsers share this host's two cores: allow slow steps rather than flake.
test.describe.configure({ timeout: 90_000 });

interface Row {
  id: string;
  name: string;
  category: string;
  type: string;
  engine_size: string;
  price_per_day: number;
}
const fleet = parse(readFileSync('content/fleet/vehicles.yaml', 'utf8')) as Row[];
const aygo = fleet.find((v) => v.id === 'toyota-aygo')!;
const eur = (n: number) => `€${Number.isInteger(n) ? n : n.toFixed(2)}`;

// A week, picked up 20 days from now: the weekly discount (15 %), no early booking (from 30 days).
const from = isoIn(20);
const to = isoIn(27);
const weekTotal = (perDay: number) => Math.round(7 * perDay * 0.85 * 100) / 100;

/**
 * The page's reservation widget, hydrated: pointed at as a visitor does (`client:interaction`),
 * then waited for until its island has no `ssr` marker left.
 */
async function hydratedWidget(page: Page): Promise<Locator> {
  const form = page.getByRole('search', { name: 'Find your vehicle' });
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await expect(
    page.locator('astro-island[component-url*="ReservationWidget"]:not([ssr])').first(),
  ).toBeAttached({ timeout: 15_000 });
  return form;
}

/** Searches with the home page's reservation widget (the booking engine opens in a new tab). */
async function searchWithWidget(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page
    .context()
    .route('https://booking.paros-rentals.example/**', (route) =>
      route.fulfill({ status: 200, body: 'engine' }),
    );
  await page.goto('/');
  const form = await hydratedWidget(page);
  await form.getByLabel('Pickup date').fill(from);
  await form.getByLabel('Return date').fill(to);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('button', { name: 'Search vehicles' }).click(),
  ]);
  await popup.close();
}

test("a vehicle page after a widget search: what's included and the price for the dates, its breakdown one tap away @phone", async ({
  page,
}) => {
  await searchWithWidget(page);
  await page.goto(`/fleet/${aygo.id}`);
  const included = page.locator('[data-section="included"]');
  await expect(included.getByRole('heading', { name: "What's included" })).toBeVisible();
  await expect(included).toContainText('Full insurance');
  await expect(included).toContainText('Unlimited kilometres');
  await expect(included).toContainText(
    'Free delivery to the port, the airport, your hotel and Antiparos',
  );
  await expect(included.getByRole('heading', { name: 'Not included' })).toBeVisible();
  await expect(included).toContainText('Additional driver: €5 a day');
  await expect(included).toContainText('Drop-off at the airport: an extra fee');

  // The draft of the search prices the rental without a tap (the island hydrates when idle).
  const block = page.locator('[data-price-for-dates]');
  await expect(block.locator('[data-quote-result]')).toHaveText(
    `7 days from ${eur(weekTotal(aygo.price_per_day))}`,
    { timeout: 15_000 },
  );
  await expect(block.getByLabel('Pickup date')).toHaveValue(from);
  await block.getByText('How it adds up').click();
  await expect(block).toContainText(
    `7 × ${eur(aygo.price_per_day)} a day = ${eur(7 * aygo.price_per_day)}`,
  );
  await expect(block).toContainText(
    `Long-rental discount −15%: −${eur(Math.round(7 * aygo.price_per_day * 0.15 * 100) / 100)}`,
  );
  await expect(block).toContainText('The booking engine gives the final price.');

  // Two dates on the page change it: one day, no discount; a return before the pickup is refused.
  await block.getByLabel('Return date').fill(isoIn(21));
  await expect(block.locator('[data-quote-result]')).toHaveText(
    `1 day from ${eur(aygo.price_per_day)}`,
  );
  await block.getByLabel('Return date').fill(isoIn(19));
  await expect(block.locator('[data-quote-result]')).toHaveText(
    'The return must be after the pickup.',
  );
});

test('a vehicle page opened without dates: dates chosen in its widget price it without a tap on the price, and the price refuses what the widget refuses @phone', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(`/fleet/${aygo.id}`);
  const block = page.locator('[data-price-for-dates]');
  const result = block.locator('[data-quote-result]');
  await expect(result).toHaveText('Choose your dates to see what the whole rental costs.');
  const form = await hydratedWidget(page);
  await form.getByLabel('Pickup date').fill(from);
  await form.getByLabel('Return date').fill(to);
  // The price block was never touched: it follows the widget's dates.
  await expect(result).toHaveText(`7 days from ${eur(weekTotal(aygo.price_per_day))}`, {
    timeout: 15_000,
  });
  await expect(block.getByLabel('Return date')).toHaveValue(to);
  // A return at the pickup's day and time: the widget would not search it, the price says why.
  await form.getByLabel('Return date').fill(from);
  await expect(result).toHaveText('The return must be after the pickup.');
  // A pickup that has passed (typed into the price block, whose fields have no minimum for it).
  await block.getByLabel('Pickup date').fill(isoIn(-2));
  await expect(result).toHaveText('The pickup date has passed: choose today or a later date.');
  await expect(form.getByLabel('Pickup date')).toHaveValue(isoIn(-2));
});

test('the fleet list: dates typed on the page price every card; two-wheelers say which licence @phone', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/fleet');
  const dates = page.locator('[data-fleet-dates]');
  await expect(dates).toContainText('Choose your dates to see what the whole rental costs.');
  await dates.getByLabel('Pickup date').fill(from);
  await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
    timeout: 15_000,
  });
  await dates.getByLabel('Return date').fill(to);
  await expect(dates.locator('[data-fleet-dates-status]')).toContainText(
    'Prices for your dates: 7 days',
  );
  const card = page.locator(`article[data-vehicle="${aygo.id}"]`);
  await expect(card.locator('[data-quote-headline]')).toHaveText(
    `7 days from ${eur(weekTotal(aygo.price_per_day))}`,
  );
  await expect(page.locator('[data-fleet-list] [data-quote]')).toHaveCount(fleet.length);
  await card.getByText('How it adds up').click();
  await expect(card).toContainText('The booking engine gives the final price.');
  await expect(page).toHaveURL(/\/fleet$/); // the summary is not the card's link

  // Every card says what is included; scooters and ATVs which licence they need.
  await expect(card.locator('[data-included="compact"]')).toContainText('Full insurance');
  const scooter50 = fleet.find((v) => v.category === 'scooter' && v.engine_size === '50cc')!;
  const scooter125 = fleet.find((v) => v.category === 'scooter' && v.engine_size === '125cc')!;
  const atv = fleet.find((v) => v.category === 'atv')!;
  await expect(
    page.locator(`article[data-vehicle="${scooter50.id}"] [data-licence-needed]`),
  ).toHaveText('Licence: a car licence is enough');
  await expect(
    page.locator(`article[data-vehicle="${scooter125.id}"] [data-licence-needed]`),
  ).toHaveText('Licence: motorcycle (A1, A2 or A)');
  await expect(page.locator(`article[data-vehicle="${atv.id}"] [data-licence-needed]`)).toHaveText(
    'Licence: driving licence, 18+',
  );
  await expect(card.locator('[data-licence-needed]')).toHaveCount(0);

  // Clear dates: back to the prompt, no card priced.
  await dates.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page.locator('[data-fleet-list] [data-quote]')).toHaveCount(0);
});

test('several categories or types in the URL list them all; a chip then chooses one @phone', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto('/fleet?category=economy,family');
  await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeAttached({
    timeout: 15_000,
  });
  const wanted = fleet.filter((v) => v.category === 'economy' || v.category === 'family');
  await expect(page.locator('[data-vehicle-count]')).toHaveText(
    `${wanted.length} of ${fleet.length} vehicles`,
  );
  const ids = await page
    .locator('[data-fleet-list] article[data-vehicle]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-vehicle')));
  expect(ids.sort()).toEqual(wanted.map((v) => v.id).sort());
  const panel = page.locator('[data-filter-panel]');
  const openPanel = async () => {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if (await toggle.isVisible()) await toggle.click(); // phones: the filters sit in a panel
    await expect(panel).toBeVisible();
  };
  await openPanel();
  await expect(panel.getByRole('radio', { name: 'Economy + Family' })).toBeChecked();

  await page.goto('/fleet?type=Motorbike,atv');
  await expect(page.locator('[data-vehicle-count]')).toHaveText(
    `${fleet.filter((v) => v.type !== 'Car').length} of ${fleet.length} vehicles`,
    { timeout: 15_000 },
  );
  await openPanel();
  await expect(
    panel.getByRole('radio', { name: 'Scooters & motorbikes + ATVs & quads' }),
  ).toBeChecked();
  await panel
    .locator('label')
    .filter({ hasText: /^Cars$/ })
    .click();
  await expect(page).toHaveURL(/\?type=Car$/);
  await expect(page.locator('[data-vehicle-count]')).toHaveText(
    `${fleet.filter((v) => v.type === 'Car').length} of ${fleet.length} vehicles`,
  );
});

test('in French: the price for the dates and what is included, with the French formats', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await storeDraft(page, from, to);
  await page.goto(`/fr/fleet/${aygo.id}`);
  const total = weekTotal(aygo.price_per_day).toFixed(2).replace('.', ',').replace(/,00$/, '');
  await expect(page.locator('[data-quote-result]')).toHaveText(
    new RegExp(`^7\\s+jours à partir de ${total}\\s€$`),
    { timeout: 15_000 },
  );
  await expect(page.locator('[data-section="included"]')).toContainText(
    'Conducteur supplémentaire',
  );
  await expect(page.locator('[data-section="included"]')).toContainText(/5\s€ par jour/);
});

test('without JavaScript a vehicle page still says what is included and how the discounts work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/fleet/${aygo.id}`);
  await expect(page.locator('[data-section="included"]')).toContainText('Full insurance');
  await expect(page.locator('[data-price-for-dates]')).toContainText(
    'Discounts: 15% from 7 days, 20% from 14 days, 25% from 30 days',
  );
  await expect(page.locator('[data-quote-result]')).toHaveText(
    'Choose your dates to see what the whole rental costs.',
  );
  await context.close();
});

test.describe('axe (WCAG 2.2 AA)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`vehicle page with the breakdown open, the priced fleet list and a landing page's inclusions (${scheme}) @phone`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      await storeDraft(page, from, to);
      await page.goto(`/fleet/${aygo.id}`);
      await expect(page.locator('[data-quote-result]')).toContainText('7 days', {
        timeout: 15_000,
      });
      await page.locator('[data-price-for-dates]').getByText('How it adds up').click();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/fleet?category=economy,family');
      await expect(page.locator('[data-fleet-list] [data-quote]').first()).toBeVisible({
        timeout: 15_000,
      });
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/scooter-rental-paros');
      await page.locator('[data-section="included"]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-section="included"] [data-included="full"]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
