import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { countPageScriptRequests, firstPaintReported } from './first-screen';
import { desktopViewport, phoneViewport } from './viewports';
import { servePhotoBuild } from '../photo-build';
import type { Site } from '../integration/support';

/**
 * Photos on the built site (docs/images.md): the vehicle gallery and the fleet cards of the
 * photo build that `tests/integration/photos-build.test.ts` makes (`.dist-photos`: two local
 * photos of the Toyota Aygo, a remote one of the Honda SH 150, a failed one of the Kymco MXU 450;
 * `tests/photo-build.ts`), served here by `server/serve.mjs`, at phone and desktop widths, light and dark: the browser
 * picks an AVIF of the right width, nothing shifts, the gallery and cards work by keyboard, and
 * axe finds nothing. `npm test` runs the integration suite before this one.
 */
let site: Site | undefined;
let base = '';

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  site = await servePhotoBuild();
  base = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
});

/** The photo the browser chose for an `<img>` (its `currentSrc`), the `w` of that candidate in the `<picture>`'s sources, and whether it loaded. */
async function chosen(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => {
      const candidates = [...(img.parentElement?.querySelectorAll('source') ?? [])].flatMap((s) =>
        s.srcset.split(',').map((c) => c.trim().split(/\s+/)),
      );
      const hit = candidates.find(([url]) => new URL(url!, location.href).href === img.currentSrc);
      return {
        src: img.currentSrc,
        width: Number(hit?.[1]?.replace('w', '') ?? 0),
        complete: img.complete && img.naturalWidth > 0,
      };
    });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const [name, viewport] of [
    ['phone', phoneViewport],
    ['desktop', desktopViewport],
  ] as const) {
    test(`the vehicle gallery and the fleet cards with photos, ${name} width, ${scheme}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: name === 'phone' ? 2 : 1,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      const page = await context.newPage();
      await page.goto(`${base}/fleet/toyota-aygo`);
      const main = page.locator('[data-image-box] img[data-photo]').first();
      await expect(main).toHaveAttribute(
        'alt',
        'A red Toyota Aygo parked by the harbour of Naoussa',
      );
      await expect
        .poll(() => chosen(page, '[data-image-box] img[data-photo]').then((c) => c.complete))
        .toBe(true);
      const picked = await chosen(page, '[data-image-box] img[data-photo]');
      // AVIF, sized for the box: about 716 CSS px × 2 on the phone, 592 px on the desktop.
      expect(picked.src).toMatch(/\/_astro\/aygo-naoussa\.[^/]+\.avif$/);
      expect(picked.width).toBe(name === 'phone' ? 800 : 640);
      // The box keeps its 8:5 shape whatever the photo's ratio (4:3): no layout shift.
      const box = await page.locator('[data-image-box]').first().boundingBox();
      expect(Math.round((box!.width / box!.height) * 100) / 100).toBeCloseTo(1.6, 1);
      // The second photo is lazy, below the main one, with its own alt text.
      await expect(page.locator('[data-image-box] img[data-photo]').nth(1)).toHaveAttribute(
        'loading',
        'lazy',
      );
      expect(await axeViolations(page)).toEqual([]);

      // The remote photo of the Honda SH 150 was optimised too; the failed one of the Kymco MXU 450 is its drawing.
      await page.goto(`${base}/fleet`);
      const aygo = page.locator('[data-vehicle="toyota-aygo"]');
      await expect(aygo.locator('img[data-photo]')).toHaveAttribute(
        'alt',
        'A red Toyota Aygo parked by the harbour of Naoussa',
      );
      const sh = page.locator('[data-vehicle="honda-sh-150"] img[data-photo]');
      await sh.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          sh.evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc,
          ),
        )
        .toMatch(/\/_astro\/sh150[._][^/]+\.avif$/);
      await expect(sh).toHaveAttribute('alt', 'Honda SH 150');
      await expect(page.locator('[data-vehicle="kymco-mxu-450"] img')).toHaveAttribute(
        'src',
        /\/images\/vehicles\/atv[^/]*\.svg$/,
      );
      // By keyboard: the card's name is its link, and it opens the vehicle page.
      const link = aygo.getByRole('link', { name: 'Toyota Aygo', exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/fleet\/toyota-aygo$/);
      await page.goto(`${base}/fleet`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
}

/**
 * The first screen when the vehicle page's hero is a photo, a file of its own (a drawing comes
 * inside the page: tests/e2e/shell.spec.ts): the inline loader (`src/scripts/after-paint.ts`,
 * docs/architecture.md, "First paint") holds the page script and the manifest link until the photo
 * has loaded, 3 s after the first paint at most; a photo that fails shows "Image unavailable".
 */
test.describe('a photo as the hero', () => {
  /** Any file of the Aygo's main photo (the browser picks one of its AVIF or WebP widths). */
  const heroPhoto = '**/_astro/aygo-naoussa*';

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  });

  test('the page script and the manifest link wait for the hero photo, then come', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(heroPhoto, async (route) => {
      await held;
      await route.continue();
    });
    const scriptRequests = countPageScriptRequests(page);
    await page.goto(`${base}/fr/fleet/toyota-aygo`, { waitUntil: 'domcontentloaded' });
    await firstPaintReported(page);
    // Painted, the hero still loading: neither the script nor the manifest yet.
    expect(scriptRequests()).toBe(0);
    await expect(page.locator('head > link[rel=manifest]')).toHaveCount(0);
    await expect(page.locator('template[data-after-first-screen]')).toHaveCount(1);

    release();
    await expect.poll(scriptRequests).toBe(1);
    await expect(page.locator('head > link[rel=manifest]')).toHaveAttribute(
      'href',
      '/fr/manifest.webmanifest',
    );
    await expect(page.locator('template[data-after-first-screen]')).toHaveCount(0);
    // The page script ran: its theme toggle answers.
    await page.locator('[data-theme-toggle]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a hero photo that never comes holds the page script 3 s after the first paint, no longer', async ({
    page,
  }) => {
    // The page's timers only move when the test moves them (not with a busy host's real time).
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    // The photo's request is never answered.
    await page.route(heroPhoto, () => {});
    const scriptRequests = countPageScriptRequests(page);
    await page.goto(`${base}/fleet/toyota-aygo`, { waitUntil: 'domcontentloaded' });
    await firstPaintReported(page, 0);
    await page.clock.runFor(2_500);
    expect(scriptRequests()).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(scriptRequests).toBe(1);
    await expect(page.locator('head > link[rel=manifest]')).toHaveCount(1);
  });

  test('a gallery photo that fails shows "Image unavailable"', async ({ page }) => {
    await page.route(heroPhoto, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${base}/fleet/toyota-aygo`);
    const box = page.locator('[data-image-box]').first();
    await expect(box.getByText('Image unavailable')).toBeVisible();
    // The second photo's box keeps its photo.
    await expect(
      page.locator('[data-image-box]').nth(1).getByText('Image unavailable'),
    ).toBeHidden();
  });
});
