import { expect, test, type Page } from '@playwright/test';
import { facts } from '../../src/config/facts';
import { langs, prefixedLangs, t, type Lang } from './locales';
import { RESERVATION_KEY } from '../../src/stores/keys';
import { axeViolations } from './axe';
import { desktopViewport, phoneViewport } from './viewports';

/**
 * Licence and age check and "Where we meet you" (docs/requirements.md): the check answers three
 * profiles with JavaScript (form, aria-live answer) and without (static table); choosing a
 * pickup point on the map fills the reservation widget; both are axe clean in both themes at
 * phone and desktop widths.
 */

// Several builds and browsers share this host's two cores: allow slow steps rather than flake.
test.describe.configure({ timeout: 90_000 });

const rule = (id: string, lang: Lang = 'en') =>
  t(`licence.rule.${id}` as 'licence.rule.ok', facts.ages, lang);
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

async function check(
  page: Page,
  answers: {
    vehicle?: string;
    licence: string;
    issued?: 'eu' | 'other';
    permit?: boolean;
    age: string;
  },
  lang: Lang = 'en',
): Promise<void> {
  const form = page.locator('form[data-licence-form]').first();
  // The page script, requested after the first paint, mounts the check (without JavaScript the
  // page's static table answers, tested apart).
  await expect(form).toHaveAttribute('data-mounted', '1');
  if (answers.vehicle)
    await form.locator(`input[name="vehicle"][value="${answers.vehicle}"]`).check();
  await form.locator('select[name="licence"]').selectOption(answers.licence);
  await form.locator(`input[name="issued"][value="${answers.issued ?? 'eu'}"]`).check();
  await form.locator('input[name="permit"]').setChecked(answers.permit ?? false);
  await form.locator('input[name="age"]').fill(answers.age);
  await form.getByRole('button', { name: t('licence.submit', {}, lang) }).click();
}

test.describe('licence and age check', () => {
  test('answers three profiles with JavaScript, in the aria-live region, with the rule used @phone', async ({
    page,
  }) => {
    await page.goto('/scooter-rental-paros');
    const form = page.locator('form[data-licence-form]');
    await expect(form).toBeVisible();
    const live = form.locator('[aria-live="polite"]');

    await check(page, { vehicle: 'scooter50', licence: 'car', age: '22' });
    await expect(live).toContainText(t('licence.verdict.ask.long'));
    await expect(live).toContainText(rule('ageReadings'));
    await expect(live.getByRole('link', { name: t('licence.askLink') })).toBeVisible();

    await check(page, { vehicle: 'scooter125', licence: 'car', age: '30' });
    await expect(live).toContainText(t('licence.verdict.no.long'));
    await expect(live).toContainText(rule('motorcycleLicence'));

    await check(page, {
      vehicle: 'scooter125',
      licence: 'A2',
      issued: 'other',
      permit: true,
      age: '30',
    });
    await expect(live).toContainText(t('licence.verdict.yes.long'));
    await expect(live).toContainText(rule('ok'));

    // Outside the EU without a permit: no; a bad age is reported on the field, not answered.
    await check(page, {
      vehicle: 'scooter125',
      licence: 'A2',
      issued: 'other',
      permit: false,
      age: '30',
    });
    await expect(live).toContainText(rule('permit'));
    await check(page, { licence: 'A2', age: 'twenty' });
    await expect(form.locator('input[name="age"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t('licence.ageError'))).toBeVisible();
  });

  for (const lang of prefixedLangs) {
    test(`answers in ${lang} with the translated rule and the figures of the facts`, async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/atv-quad-rental-paros`);
      await check(page, { licence: 'car', age: String(facts.ages.atvMinimum) }, lang);
      const live = page.locator('form[data-licence-form] [aria-live="polite"]');
      await expect(live).toContainText(t('licence.verdict.ask.long', {}, lang));
      await expect(live).toContainText(rule('atvAgeReadings', lang));
    });
  }

  test('works without JavaScript as a static table for the same three profiles', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/scooter-rental-paros');
    await expect(page.locator('form[data-licence-form]')).toBeHidden();
    // Columns: licence, under 21, 21-23, 24-74, 75 and over.
    const cell = (vehicle: string, licence: string, column: number) =>
      page
        .locator(`[data-licence-table="${vehicle}"] tr[data-licence-row="${licence}"] td`)
        .nth(column);
    await expect(cell('scooter50', 'car', 1)).toContainText(t('licence.verdict.ask'));
    await expect(cell('scooter125', 'car', 2)).toContainText(t('licence.verdict.no'));
    await expect(cell('scooter125', 'A2', 2)).toContainText(t('licence.verdict.yes'));
    await expect(
      page.locator('[data-licence-table="scooter50"] [data-rule="ageReadings"]'),
    ).toHaveText(rule('ageReadings'));
    await expect(page.getByText(t('licence.table.permitNote'))).toBeVisible();
    await context.close();
  });

  test('is on the vehicle pages of scooters and ATVs (for their own kind), not of cars', async ({
    page,
  }) => {
    await page.goto('/fleet/piaggio-liberty-125');
    await expect(page.locator('[data-licence-table]')).toHaveAttribute(
      'data-licence-table',
      'scooter125',
    );
    await expect(page.locator('form[data-licence-form] input[name="vehicle"]')).toHaveValue(
      'scooter125',
    );
    await check(page, { licence: 'car', age: '30' });
    await expect(page.locator('form[data-licence-form] [aria-live]')).toContainText(
      rule('motorcycleLicence'),
    );
    await page.goto('/fleet/kymco-mxu-300');
    await expect(page.locator('[data-licence-table]')).toHaveAttribute('data-licence-table', 'atv');
    await page.goto('/fleet/fiat-panda');
    await expect(page.locator('[data-licence-table]')).toHaveCount(0);
    await page.goto('/car-rental-antiparos');
    await expect(page.locator('[data-licence-table]')).toHaveCount(4);
  });
});

test.describe('where we meet you', () => {
  // The cookie banner takes focus when it shows (vanilla-cookieconsent); on a loaded host it may
  // show after the map's choice and take the focus the test expects on the widget's field.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  });

  test('choosing a point on the map fills the reservation widget, over the page preset @phone', async ({
    page,
  }) => {
    await page.goto('/paros-airport-car-rental');
    const widgetPickup = page.locator('astro-island select[name="pickupId"]');
    await expect(widgetPickup).toHaveValue('18');
    const map = page.locator('[data-pickup-map]');
    await expect(map.locator('svg title')).toHaveText(t('pickup.mapTitle'));
    await expect(map.locator('[data-pickup-point]')).toHaveCount(6);
    // The page script, requested after the first paint, mounts the map's choices (before that a
    // choice is a plain link to the page that starts there).
    await expect(map).toHaveAttribute('data-mounted', '1');
    await map
      .getByRole('link', { name: `${t('pickup.choose')}: ${t('reservation.pickup.13')}` })
      .click();
    await expect(widgetPickup).toHaveValue('13');
    await expect(widgetPickup).toBeFocused();
    // Focus hydrates the island; its preset (18) must not win over the visitor's choice.
    await expect(page.locator('astro-island:has(select[name="pickupId"])')).not.toHaveAttribute(
      'ssr',
      '',
      { timeout: 10_000 },
    );
    await page.waitForTimeout(500);
    await expect(widgetPickup).toHaveValue('13');
    const stored = await page.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as { pickupId?: number },
      RESERVATION_KEY,
    );
    expect(stored.pickupId).toBe(13);
    // A second choice on the hydrated widget.
    await map
      .getByRole('link', { name: `${t('pickup.choose')}: ${t('reservation.pickup.19')}` })
      .click();
    await expect(widgetPickup).toHaveValue('19');
  });

  test('on the contact page a point opens a page whose widget shows it', async ({ page }) => {
    await page.goto('/contact');
    const map = page.locator('[data-pickup-map]');
    await expect(
      map.getByRole('heading', { name: t('reservation.pickup.20'), exact: true }),
    ).toBeVisible();
    await expect(map).toHaveAttribute('data-mounted', '1');
    await map
      .getByRole('link', { name: `${t('pickup.choose')}: ${t('reservation.pickup.20')}` })
      .click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.locator('astro-island select[name="pickupId"]').first()).toHaveValue('20', {
      timeout: 10_000,
    });
  });

  test('without JavaScript the points are a list of links to the pages that start there', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/contact');
    const link = page.getByRole('link', {
      name: `${t('pickup.choose', {}, 'de')}: ${t('reservation.pickup.18', {}, 'de')}`,
    });
    await expect(link).toHaveAttribute('href', '/de/paros-airport-car-rental');
    await expect(page.getByText(t('pickup.kind.airport', {}, 'de'))).toBeVisible();
    await expect(
      page.getByText(
        t(
          'pickup.drive',
          {
            from: t('pickup.place.airport', {}, 'de'),
            to: 'Parikia',
            minutes: facts.driveTimes.airportParikia,
          },
          'de',
        ),
      ),
    ).toBeVisible();
    await context.close();
  });

  for (const lang of langs) {
    test(`is on the home, airport, port and Antiparos pages in ${lang}`, async ({ request }) => {
      for (const path of [
        '/',
        '/paros-airport-car-rental',
        '/paros-port-car-rental',
        '/car-rental-antiparos',
        '/contact',
      ]) {
        const html = await (
          await request.get(`${prefix(lang)}${path}`.replace(/(.)\/$/, '$1'))
        ).text();
        expect(html, path).toContain('data-pickup-map');
        expect(html, path).toContain(t('pickup.mapTitle', {}, lang));
      }
    });
  }
});

test.describe('accessibility', () => {
  for (const path of ['/scooter-rental-paros', '/contact', '/fr/car-rental-antiparos']) {
    const lang: Lang = path.startsWith('/fr/') ? 'fr' : 'en';
    test(`${path}: licence check and map are axe clean in light and dark at phone and desktop widths`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.setViewportSize(desktopViewport);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        if (await page.locator('form[data-licence-form]').count())
          await check(page, { licence: 'car', age: '22' }, lang);
        for (const viewport of [desktopViewport, phoneViewport]) {
          await page.setViewportSize(viewport);
          for (const section of ['[data-licence-check]', '[data-pickup-map]']) {
            if (!(await page.locator(section).count())) continue;
            // Its top just below the sticky header (the page's scroll-padding), as a link to it
            // lands: the header never covers its links.
            await page
              .locator(section)
              .first()
              .evaluate((el) => el.scrollIntoView({ block: 'start' }));
            expect(
              await axeViolations(page, { include: section }),
              `${colorScheme} ${viewport.width} ${section}`,
            ).toEqual([]);
          }
        }
      }
    });
  }
});
