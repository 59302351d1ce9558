import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookingEngineOf, dictionary, langs, localizePath, prefixedLangs } from './locales';
import { allRoutes, PAGE_SCRIPT, siteOrigin, staticRoutes } from './routes';

/**
 * docs/requirements.md, "Four languages": the site in English, French, German and Italian. Every
 * route answers in every language with the right `lang`, a complete and reciprocal hreflang set and
 * a translated title and description; the switcher keeps the visitor on the same page; the
 * browser-language suggestion; the contact form's errors and the booking engine's language per
 * language.
 */

interface Head {
  status: number;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const html = await response.text();
  const alternates: Record<string, string> = {};
  for (const [, hreflang = '', href = ''] of html.matchAll(
    /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
  ))
    alternates[hreflang] = href;
  return {
    status: response.status(),
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates,
  };
}

const expectedAlternates = (path: string) => ({
  ...Object.fromEntries(langs.map((l) => [l, `${siteOrigin}${localizePath(path, l)}`])),
  'x-default': `${siteOrigin}${path}`,
});

for (const lang of prefixedLangs) {
  test(`every route answers in ${lang} with lang, hreflang and a translated head`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const path of allRoutes) {
      const [en, tr] = await Promise.all([
        head(request, path),
        head(request, localizePath(path, lang)),
      ]);
      const where = `${localizePath(path, lang)}`;
      expect(tr.status, where).toBe(200);
      expect(tr.lang, where).toBe(lang);
      expect(tr.canonical, where).toBe(`${siteOrigin}${localizePath(path, lang)}`);
      // Complete and reciprocal: both language versions list the same full set.
      expect(tr.alternates, where).toEqual(expectedAlternates(path));
      expect(en.alternates, path).toEqual(expectedAlternates(path));
      // Translated: vehicle pages keep the model name, so compare the whole string.
      expect(tr.title, where).not.toBe(en.title);
      expect(tr.description, where).not.toBe(en.description);
    }
  });
}

test('English keeps its unprefixed routes and html lang', async ({ request }) => {
  for (const path of staticRoutes) {
    const en = await head(request, path);
    expect(en.status, path).toBe(200);
    expect(en.lang, path).toBe('en');
    expect(en.canonical, path).toBe(`${siteOrigin}${path}`);
  }
});

test('the 404 page answers in the language of the path prefix', async ({ request }) => {
  for (const lang of langs) {
    const response = await request.get(localizePath('/no-such-page', lang));
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`lang="${lang}"`);
    expect(decode(html)).toContain(dictionary(lang)['404.heading']);
  }
});

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
