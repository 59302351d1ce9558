import { expect, test } from '@playwright/test';
import { bookingEngineOf, dictionary, langs, localizePath } from './locales';
import { PAGE_SCRIPT } from './routes';

/**
 * docs/requirements.md, "Five languages", in the browser: the switcher keeps the visitor on the
 * same page; the browser-language suggestion; the contact form's errors and the booking engine's
 * language per language. What the server answers in each language (every route with the right
 * `lang`, a complete and reciprocal hreflang set, a translated title and description, the 404
 * pages) needs no browser: `tests/integration/i18n-heads.test.ts`.
 */

test('the header switcher keeps the visitor on the same page', async ({ page }) => {
  await page.goto('/car-rental-paros');
  await page.locator('[data-lang-menu] summary').click();
  await page.locator('[data-lang-menu] a[hreflang="de"]').click();
  await expect(page).toHaveURL(/\/de\/car-rental-paros$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('[data-lang-menu] summary').click();
  await page.locator('[data-lang-menu] a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/car-rental-paros$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the phone menu offers the languages and keeps the page and its query @phone-only', async ({
  page,
}) => {
  await page.goto('/fleet?category=suv');
  await page.locator('[data-mobile-menu] summary').click();
  const italian = page.locator('[data-mobile-menu] a[hreflang="it"]');
  // The page script (after the first paint) adds the query.
  await expect(italian).toHaveAttribute('href', /\?category=suv$/);
  await italian.click();
  await expect(page).toHaveURL(/\/it\/fleet\?category=suv$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test.describe('a language link tapped before the page script has arrived', () => {
  // The page script is requested after the first paint (src/scripts/after-paint.ts); on a slow
  // connection a visitor can be faster than it. The inline loader follows the link at once, as
  // the script would: query and hash carried, the choice recorded.
  test('is followed at once with the query, and the choice is recorded @phone-only', async ({
    page,
  }) => {
    let requests = 0;
    await page.route(PAGE_SCRIPT, (route) => {
      requests++;
      if (new URL(page.url()).pathname === '/fleet') return; // held back on the first page
      return route.continue();
    });
    await page.goto('/fleet?category=suv#list');
    await page.locator('[data-mobile-menu] summary').click();
    const italian = page.locator('[data-mobile-menu] a[hreflang="it"]');
    await expect(italian).toHaveAttribute('href', '/it/fleet'); // the script has not run
    await italian.click();
    await expect(page).toHaveURL(/\/it\/fleet\?category=suv#list$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    expect(await page.evaluate(() => localStorage.getItem('lang-choice'))).toBe('it');
    expect(requests).toBeGreaterThan(0);
  });

  test('a modified click (new tab) is left to the browser @phone-only', async ({
    page,
    context,
  }) => {
    await page.route(PAGE_SCRIPT, () => {}); // never arrives
    await page.goto('/fleet?category=suv');
    await page.locator('[data-mobile-menu] summary').click();
    const opened = context.waitForEvent('page');
    await page
      .locator('[data-mobile-menu] a[hreflang="it"]')
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    // A new tab is about:blank until its navigation commits.
    await expect(tab).toHaveURL(/\/it\/fleet$/);
    await expect(page).toHaveURL(/\/fleet\?category=suv$/); // this tab stays
  });
});

test.describe('browser language suggestion', () => {
  test.use({ locale: 'fr-FR' });
  test('a French browser on an English page is offered the French page, once', async ({ page }) => {
    await page.goto('/contact');
    const box = page.locator('[data-lang-suggest]');
    await expect(box).toBeVisible();
    await expect(box.getByText(dictionary('fr')['lang.suggest.text'])).toBeVisible();
    await expect(
      box.getByRole('link', { name: dictionary('fr')['lang.suggest.switch'] }),
    ).toHaveAttribute('href', '/fr/contact');
    await box.getByRole('button', { name: dictionary('fr')['lang.suggest.dismiss'] }).click();
    await expect(box).toBeHidden();
    await page.reload();
    await expect(box).toBeHidden();
  });
  test('the suggestion covers neither the heading nor the floating buttons @phone', async ({
    page,
  }) => {
    await page.goto('/contact');
    const box = page.locator('[data-lang-suggest]');
    await expect(box).toBeVisible();
    const suggestion = (await box.boundingBox())!;
    for (const covered of [
      page.locator('h1'),
      page.getByRole('link', { name: /WhatsApp/ }).first(),
    ]) {
      const other = (await covered.boundingBox())!;
      const apart =
        suggestion.y >= other.y + other.height || suggestion.y + suggestion.height <= other.y;
      expect(
        apart,
        `the suggestion overlaps ${await covered.evaluate((e) => e.outerHTML.slice(0, 60))}`,
      ).toBe(true);
    }
  });
  test('with 200 % text on a 320 px phone the sentence keeps its width, the button goes under it @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/contact');
    const box = page.locator('[data-lang-suggest]');
    await expect(box).toBeVisible();
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    const sentence = (await box.getByText(dictionary('fr')['lang.suggest.text']).boundingBox())!;
    const whole = (await box.boundingBox())!;
    // Beside the button it was one letter wide (about 20 px), a letter a line.
    expect(sentence.width).toBeGreaterThan(whole.width / 2);
    const link = (await box.getByRole('link').boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(sentence.y + sentence.height - 1);
    expect(link.x + link.width, 'the button inside the box').toBeLessThanOrEqual(
      whole.x + whole.width,
    );
  });
  test('at a normal text size the sentence, its button and the close button share one row @phone-only', async ({
    page,
  }) => {
    await page.goto('/contact');
    const box = page.locator('[data-lang-suggest]');
    await expect(box).toBeVisible();
    const sentence = (await box.getByText(dictionary('fr')['lang.suggest.text']).boundingBox())!;
    for (const control of [box.getByRole('link'), box.getByRole('button')]) {
      const b = (await control.boundingBox())!;
      expect(b.y).toBeLessThan(sentence.y + sentence.height);
    }
  });
  test('no suggestion on a page already in the browser language', async ({ page }) => {
    await page.goto('/fr/contact');
    await page.waitForLoadState('load');
    await expect(page.locator('[data-lang-suggest]')).toBeHidden();
  });
});

for (const lang of langs) {
  test(`the contact form shows its errors in ${lang}`, async ({ page }) => {
    const s = dictionary(lang);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(localizePath('/contact', lang));
    await page.locator('[data-contact-form]').hover(); // the form hydrates on first use
    await expect(page.locator('[data-contact-form="ready"]')).toBeVisible();
    await page.getByRole('button', { name: s['contact.form.submit'] }).click();
    await expect(page.getByText(s['contact.form.error.firstName.required'])).toBeVisible();
    await expect(page.getByText(s['contact.form.error.email.required'])).toBeVisible();
    await expect(page.getByText(s['contact.form.error.message.required'])).toBeVisible();
  });
}

test('booking links carry the page language to the booking engine', async ({ page }) => {
  for (const lang of langs) {
    await page.goto(localizePath('/scooter-rental-paros', lang));
    const href = await page.locator('[data-book-now]').first().getAttribute('href');
    // The engine's language for the page: its own, or the one it opens in instead (Greek: English).
    expect(new URL(href!).searchParams.get('lang')).toBe(bookingEngineOf(lang));
  }
});
