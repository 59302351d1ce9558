import { expect, test } from '@playwright/test';
import { defaultLang, langs } from './locales';

/**
 * The blog (docs/requirements.md, "Blog list page", "Blog articles", "Blog feeds and service
 * posts") on the default build: the six Markdown articles (no content service configured), newest
 * first with their metadata; every card opens its article; one page only (pagination beyond 20
 * posts is checked on the photo build, with a fixture content service, by
 * `tests/integration/photos-build.test.ts`); the RSS feeds
 * parse and are linked from the head.
 */

/** The six articles newest first (content/blog/en), as the list shows them. */
const articles = [
  {
    slug: 'complete-guide-exploring-paros-car',
    title: 'The Complete Guide to Exploring Paros by Car',
    category: 'Travel Guide',
    date: '15 January 2024',
    iso: '2024-01-15',
    minutes: 8,
    featured: true,
  },
  {
    slug: 'antiparos-island-hopping-ferry-guide',
    title: 'Antiparos Island Hopping: Your Ferry Guide from Paros',
    category: 'Island Hopping',
    date: '10 January 2024',
    iso: '2024-01-10',
    minutes: 6,
    featured: false,
  },
  {
    slug: 'scooter-car-atv-comparison-paros',
    title: 'Scooter, Car or ATV? Choosing the Right Vehicle for Paros',
    category: 'Vehicle Guide',
    date: '5 January 2024',
    iso: '2024-01-05',
    minutes: 5,
    featured: false,
  },
  {
    slug: 'paros-airport-naoussa-transportation-guide',
    title: 'Paros Airport to Naoussa: Your Transport Options Compared',
    category: 'Transportation',
    date: '1 January 2024',
    iso: '2024-01-01',
    minutes: 4,
    featured: false,
  },
  {
    slug: 'best-beaches-paros-accessible-car',
    title: 'The Best Beaches in Paros You Can Reach by Car',
    category: 'Beaches',
    date: '28 December 2023',
    iso: '2023-12-28',
    minutes: 7,
    featured: false,
  },
  {
    slug: 'driving-greece-rules-tips-tourists',
    title: 'Driving in Greece: Rules and Tips for Tourists',
    category: 'Safety Tips',
    date: '20 December 2023',
    iso: '2023-12-20',
    minutes: 6,
    featured: false,
  },
];

test.describe('blog list', () => {
  test('lists the six posts newest first with title, excerpt, author, category, reading time, date, image and the featured mark @phone', async ({
    page,
  }) => {
    await page.goto('/blog');
    const posts = page.locator('[data-post]');
    await expect(posts).toHaveCount(6);
    await expect(page.locator('[data-post-link]')).toHaveText(articles.map((a) => a.title));
    await expect(page.locator('[data-post-category]')).toHaveText(articles.map((a) => a.category));
    await expect(page.locator('[data-post-date]')).toHaveText(articles.map((a) => a.date));
    await expect(page.locator('[data-post-readtime]')).toHaveText(
      articles.map((a) => `${a.minutes} min read`),
    );
    await expect(page.locator('[data-post-author]')).toHaveText(
      Array(6).fill('By The Paros Antiparos Rentals Team'),
    );
    for (const [i, a] of articles.entries()) {
      const post = posts.nth(i);
      await expect(post.locator('time')).toHaveAttribute('datetime', a.iso);
      await expect(post.locator('[data-post-excerpt]')).toHaveText(/.{30,}/);
      const img = post.locator('img');
      await expect(img).toHaveAttribute('alt', /.{5,}/);
      await expect(post.locator('[data-post-featured]')).toHaveCount(a.featured ? 1 : 0);
    }
    // Images load (SVG artwork in public/images/art).
    const broken = await page.locator('[data-post] img').evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          img.loading = 'eager';
          await img.decode().catch(() => undefined);
          return img.naturalWidth === 0 ? img.src : null;
        }),
      ),
    );
    expect(broken.filter(Boolean)).toEqual([]);
  });

  test('every card opens its article', async ({ page }) => {
    // Twelve page loads: 30 s is too tight on a busy 2-core CI host (it took 25 s there).
    test.setTimeout(90_000);
    await page.goto('/blog');
    const hrefs = await page
      .locator('[data-post-link]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(articles.map((a) => `/blog/${a.slug}`));
    for (const a of articles) {
      await page.goto('/blog');
      await page.locator('[data-post-link]', { hasText: a.title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${a.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title);
      await expect(page.locator('[data-article-category]')).toHaveText(a.category);
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (s) => JSON.parse(s),
      );
      expect(ld.find((o) => o['@type'] === 'BlogPosting')).toMatchObject({
        headline: a.title,
        datePublished: a.iso,
        articleSection: a.category,
      });
    }
  });

  test('six posts fit on one page: no pagination, no /blog/page/1 or /blog/page/2', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    await expect(page.locator('[data-blog-pagination]')).toHaveCount(0);
    await expect(page).toHaveTitle('Paros Travel Blog: Driving, Beaches & Ferries');
    expect((await request.get('/blog/page/1')).status()).toBe(404);
    expect((await request.get('/blog/page/2')).status()).toBe(404);
  });

  test('French list links to French articles', async ({ page }) => {
    await page.goto('/fr/blog');
    await expect(page.locator('[data-post]')).toHaveCount(6);
    const hrefs = await page
      .locator('[data-post-link]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((h) => h?.startsWith('/fr/blog/'))).toBe(true);
    await page.locator('[data-post-link]').first().click();
    await expect(page).toHaveURL(/\/fr\/blog\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('RSS', () => {
  /** Parses a feed in the page with the browser's XML parser. */
  async function readFeed(page: import('@playwright/test').Page, path: string) {
    return page.evaluate(async (url) => {
      const response = await fetch(url);
      const text = await response.text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const channel = doc.querySelector('rss > channel');
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        error: doc.querySelector('parsererror')?.textContent ?? null,
        title: channel?.querySelector(':scope > title')?.textContent,
        language: channel?.querySelector(':scope > language')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
          description: item.querySelector('description')?.textContent,
          category: item.querySelector('category')?.textContent,
        })),
      };
    }, path);
  }

  test('/rss.xml parses: the six posts newest first with absolute links', async ({ page }) => {
    await page.goto('/blog');
    const feed = await readFeed(page, '/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/xml/);
    expect(feed.error).toBeNull();
    expect(feed.title).toBe('Paros Antiparos Rentals: Paros travel blog');
    expect(feed.language).toBe('en');
    expect(feed.items.map((i) => i.title)).toEqual(articles.map((a) => a.title));
    expect(feed.items.map((i) => i.link)).toEqual(
      articles.map((a) => `https://www.paros-rentals.example/blog/${a.slug}`),
    );
    expect(feed.items.map((i) => i.category)).toEqual(articles.map((a) => a.category));
    for (const [i, a] of articles.entries()) {
      expect(new Date(feed.items[i]!.pubDate!).toISOString().slice(0, 10)).toBe(a.iso);
      expect(feed.items[i]!.description!.length).toBeGreaterThan(30);
    }
  });

  test('each language has its feed, linked from the blog head', async ({ page }) => {
    for (const lang of langs) {
      const prefix = lang === defaultLang ? '' : `/${lang}`;
      await page.goto(`${prefix}/blog`);
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute(
        'href',
        `https://www.paros-rentals.example${prefix}/rss.xml`,
      );
      const feed = await readFeed(page, `${prefix}/rss.xml`);
      expect(feed.error).toBeNull();
      expect(feed.language).toBe(lang);
      expect(feed.items).toHaveLength(6);
      expect(
        feed.items.every((i) =>
          i.link?.startsWith(`https://www.paros-rentals.example${prefix}/blog/`),
        ),
      ).toBe(true);
    }
  });
});

test.describe('articles on a phone', () => {
  // The comparison tables of two articles widened the page on phones (to 575 px at 390 px in
  // Greek, the third column cut off): at phone width they fit, in every language.
  test('@phone-only the comparison tables fit the screen: the page never scrolls sideways', async ({
    page,
  }) => {
    for (const lang of langs) {
      for (const slug of [
        'scooter-car-atv-comparison-paros',
        'paros-airport-naoussa-transportation-guide',
      ]) {
        const prefix = lang === defaultLang ? '' : `/${lang}`;
        await page.goto(`${prefix}/blog/${slug}`);
        await expect(page.locator('.prose-article table').first()).toBeVisible();
        const [scroll, client] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(scroll, `${prefix}/blog/${slug}`).toBeLessThanOrEqual(client);
      }
    }
  });
});
