import { expect, test } from '@playwright/test';

/** Visible text of a page, whitespace collapsed. */
async function pageText(
  request: import('@playwright/test').APIRequestContext,
  path: string,
): Promise<string> {
  const html = await (await request.get(path)).text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** FAQ counts of docs/requirements.md, "Static pages". */
const faqCounts: Record<string, number> = {
  '/car-rental-paros': 5,
  '/car-rental-antiparos': 5,
  '/car-rental-naoussa-paros': 5,
  '/car-rental-parikia-paros': 3,
  '/paros-airport-car-rental': 3,
  '/paros-port-car-rental': 3,
  '/scooter-rental-paros': 3,
  '/atv-quad-rental-paros': 3,
  '/economy-car-rental-paros': 3,
};

test.describe('FAQs', () => {
  for (const [path, count] of Object.entries(faqCounts)) {
    test(`${path} has ${count} FAQs, in the page and in FAQPage JSON-LD`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-faq-item]')).toHaveCount(count);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = ld.map((s) => JSON.parse(s)).find((o) => o['@type'] === 'FAQPage');
      expect(faq.mainEntity).toHaveLength(count);
      const first = page.locator('[data-faq-item]').first();
      await first.locator('summary').click();
      await expect(first.locator('p')).toBeVisible();
    });
  }
});

/**
 * Figures of docs/requirements.md, "Static pages", "Figures on the static pages", each on the page
 * that states it.
 */
const figures: Record<string, RegExp[]> = {
  '/car-rental-paros': [
    /Parikia\s*→\s*Naoussa\s*15 min/,
    /Naoussa\s*→\s*Golden Beach\s*20 min/,
    /Parikia\s*→\s*Lefkes\s*25 min/,
    /€35/,
    /€50/,
    /€60/,
    /since 2010/i,
  ],
  '/car-rental-naoussa-paros': [/45 km/, /30 km/, /25 km/, /40 km/, /Golden Beach/, /€25/],
  '/paros-airport-car-rental': [
    /Parikia\s*15 min/,
    /Naoussa\s*25 min/,
    /Golden Beach\s*20 min/,
    /24 hours/,
    /5 minutes/,
    /2 weeks/,
  ],
  '/scooter-rental-paros': [
    /€20/,
    /€30/,
    /€35/,
    /12 km/,
    /20 min/,
    /8 km/,
    /15 min/,
    /6 km/,
    /10 min/,
    /60 km/,
    /3-4 h/,
  ],
  '/atv-quad-rental-paros': [/€45/, /€80/, /\b18\b/, /Easy|Moderate|Challenging/],
  '/economy-car-rental-paros': [/€35/, /€40/, /€45/, /€50/],
  '/car-rental-antiparos': [/€25/, /€45/, /every 30 minutes/],
  '/about-us': [/30\+/, /130\+/, /1000s/, /1994/],
  '/terms-and-conditions': [
    /March 2023/,
    /24 hours/,
    /24%/,
    /€?5\b/,
    /86\.80/,
    /124(\.00)?\b/,
    /\b7\b/,
    /\b10\b/,
    /21:01-07:59/,
    /14\.88/,
    /150 km/,
    /0\.20/,
    /0\.25/,
    /\b31\b/,
    /\b62\b/,
    /\b155\b/,
    /\b24\b/,
    /\b26\b/,
    /\b74\b/,
    /1-2 years/,
    /5 years/,
    /3 years/,
    /Visa/,
    /Mastercard/,
    /non-refundable/i,
    /30 days/,
    /08:00-21:00/,
  ],
  '/contact': [/Mon-Sun 08:00-21:00/, /2-4 hours/, /24 hours/],
  '/': [/under 30 s/i, /24\/7/, /50\+/, /100% free/i, /No deposits/i, /4\.9/, /200\+/],
  '/blog/complete-guide-exploring-paros-car': [
    /15 km/,
    /20 min/,
    /45 km/,
    /1\.5 h/,
    /15 January 2024/,
    /8 min read/,
    /Travel Guide/,
  ],
  '/blog/antiparos-island-hopping-ferry-guide': [
    /7 min/,
    /2\.50/,
    /1\.50/,
    /8\.00/,
    /3\.00/,
    /4\.00/,
    /6\.00/,
    /10:00/,
    /15:00/,
    /10 January 2024/,
    /6 min read/,
    /Island Hopping/,
  ],
  '/blog/scooter-car-atv-comparison-paros': [
    /15-25/,
    /35-60/,
    /40-80/,
    /8-12/,
    /15-25/,
    /12-20/,
    /1-2/,
    /2-5/,
    /2-4/,
    /5 January 2024/,
    /5 min read/,
    /Vehicle Guide/,
  ],
  '/blog/paros-airport-naoussa-transportation-guide': [
    /25 km/,
    /25-30 min/,
    /35-45/,
    /2\.50/,
    /1 January 2024/,
    /4 min read/,
    /Transportation/,
  ],
  '/blog/best-beaches-paros-accessible-car': [/28 December 2023/, /7 min read/, /Beaches/],
  '/blog/driving-greece-rules-tips-tourists': [
    /50 km\/h/,
    /90/,
    /130/,
    /40-80/,
    /350/,
    /100/,
    /200-1,?200/,
    /0\.00%/,
    /20 December 2023/,
    /6 min read/,
    /Safety Tips/,
  ],
};

test.describe('figures of the content pages, each on the page that states it', () => {
  for (const [path, patterns] of Object.entries(figures)) {
    test(`${path} states its figures`, async ({ request }) => {
      const text = await pageText(request, path);
      const missing = patterns.filter((p) => !p.test(text)).map(String);
      expect(missing).toEqual([]);
    });
  }
});

test.describe('articles', () => {
  test('each article shows its metadata, and its booking button opens the engine in a new tab without opener', async ({
    page,
  }) => {
    await page.goto('/blog/antiparos-island-hopping-ferry-guide');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-article-category]')).toHaveText('Island Hopping');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2024-01-10');
    await expect(page.getByText('By The Paros Antiparos Rentals Team')).toBeVisible();
    const book = page.locator('main [data-book-now]').first();
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', /noopener/);
    expect(new URL((await book.getAttribute('href'))!).searchParams.get('lang')).toBe('en');
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
  });

  test('the blog lists the six articles newest first with their metadata', async ({ page }) => {
    await page.goto('/blog');
    const posts = page.locator('[data-post]');
    await expect(posts).toHaveCount(6);
    await expect(page.locator('[data-post-category]')).toHaveText([
      'Travel Guide',
      'Island Hopping',
      'Vehicle Guide',
      'Transportation',
      'Beaches',
      'Safety Tips',
    ]);
    await expect(posts.first().getByText('Featured')).toBeVisible();
    await posts.nth(2).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/scooter-car-atv-comparison-paros$/);
  });
});

test.describe('home', () => {
  test('hero calls, gallery, category and location cards, assistant promo, 3-step guide @phone', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+302284000000',
    );
    await expect(page.getByRole('link', { name: 'Explore Fleet' })).toHaveAttribute(
      'href',
      '/fleet',
    );
    await expect(page.locator('[data-section="gallery"] img')).toHaveCount(3);
    const cards = page.locator('[data-section="cards"]');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().locator('li')).toHaveCount(3);
    await expect(cards.nth(1).locator('li')).toHaveCount(4);
    for (const place of ['Parikia', 'Naoussa', 'Paros Airport', 'Antiparos'])
      await expect(
        cards.nth(1).getByRole('heading', { name: place, exact: false }).first(),
      ).toBeVisible();
    await expect(page.locator('[data-section="steps"] ol > li')).toHaveCount(3);
    await expect(page.locator('[data-section="assistantPromo"] dd')).toHaveCount(4);
  });

  test('a gallery image that fails shows "Image unavailable"', async ({ page }) => {
    await page.route('**/images/art/gallery-ferry.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/');
    const box = page.locator('[data-section="gallery"] [data-image-box]').nth(1);
    await expect(box.getByText('Image unavailable')).toBeVisible();
  });
});
