/**
 * The cookie banner (docs/requirements.md, "Cookie banner"; docs/analytics.md), which a build
 * shows only with an analytics provider configured: these tests run on the integration suite's
 * photo build, which has Plausible set (`tests/photo-build.ts`); its script origin, a reserved
 * `.test` name, is answered here with an empty script. The default build has no banner, no
 * 'Cookie settings' link and no consent code: `tests/integration/no-consent.test.ts`.
 *
 * The tap guard (global.css `consent-tap-guard`): the floating buttons move up above the banner as
 * it appears, so a tap aimed at one of them at that moment would land on Accept or Decline. The
 * banner's buttons ignore taps for its first 0.6 s (the box takes them). What is under Decline's
 * centre is read in the page itself (hit testing, `elementFromPoint`), in the first frame in which
 * Decline is visible and 0.8 s later, so the check does not depend on how fast the test runner
 * talks to the browser.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Site } from '../integration/support';
import { PHOTO_BUILD_ANALYTICS_ORIGIN, servePhotoBuild } from '../photo-build';

let site: Site | undefined;

test.beforeAll(async () => {
  site = await servePhotoBuild();
});

test.afterAll(async () => {
  await site?.stop();
});

test.beforeEach(async ({ page }) => {
  await page.route(`${PHOTO_BUILD_ANALYTICS_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

/** Opens a page of the photo build. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site?.origin}${path}`);
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' });

interface Hits {
  first?: boolean;
  later?: boolean;
}

test('shows until the visitor accepts, then stays hidden @phone', async ({ page }) => {
  await open(page, '/');
  await expect(banner(page)).toBeVisible();
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeLessThan(viewport.width / 2);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 80);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
});

test('decline stores declined', async ({ page }) => {
  await open(page, '/contact');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
});

test('the close X stores declined', async ({ page }) => {
  await open(page, '/blog');
  await banner(page).getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
});

test('is not shown when a choice is stored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
});

test('the WhatsApp button moves above the banner, and back after a choice @phone', async ({
  page,
}) => {
  await open(page, '/');
  const wa = page.getByRole('link', { name: 'Contact us on WhatsApp' });
  await expect(banner(page)).toBeVisible();
  await expect
    .poll(async () => {
      const a = (await wa.boundingBox())!;
      const b = (await banner(page).boundingBox())!;
      return a.y + a.height <= b.y || a.x >= b.x + b.width || a.y >= b.y + b.height;
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Accept' }).click();
  const vp = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await wa.boundingBox())!;
      return box.y + box.height;
    })
    .toBeGreaterThan(vp.height - 40);
});

test('a tap at the moment the banner appears does not press Decline; a moment later Decline takes it @phone', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const hits: Hits = {};
    (window as unknown as { consentHits: Hits }).consentHits = hits;
    const decline = () =>
      [...document.querySelectorAll<HTMLButtonElement>('#cc-main .cm button')].find(
        (b) => b.textContent?.trim() === 'Decline',
      );
    const onDecline = (button: HTMLButtonElement) => {
      const r = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    };
    // The first frame in which Decline can be seen (the library shows the box a frame or two
    // after it adds `show--consent`): a tap then is the race the guard is for.
    const watch = () => {
      const button = decline();
      if (button && getComputedStyle(button).visibility === 'visible') {
        hits.first = onDecline(button);
        setTimeout(() => (hits.later = onDecline(button)), 800);
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await open(page, '/');
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeVisible();
  const hits = () => page.evaluate(() => (window as unknown as { consentHits: Hits }).consentHits);
  await expect.poll(async () => (await hits()).later).toBe(true);
  expect((await hits()).first).toBe(false);
  // The guard only delays: Decline then works as usual.
  await page.getByRole('button', { name: 'Decline' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
});
