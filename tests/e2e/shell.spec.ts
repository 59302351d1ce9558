import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPageScript } from './first-screen';
import { PAGE_SCRIPT } from './routes';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** The `color-scheme` the browser's own parts (date pickers, scrollbars) use, as computed. */
const scheme = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

test.describe('theme', () => {
  test('follows the system preference while nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle stores the choice, which survives a reload and outranks the system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/car-rental-paros');
    const toggle = page.getByRole('button', { name: /dark (mode|theme)/i });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await scheme(page)).toBe('light');
    await toggle.click();
    // A click before the page script arrived is answered when it runs (src/scripts/after-paint.ts).
    await expect.poll(() => theme(page)).toBe('dark');
    // The browser's own parts follow a frame after the colours (src/scripts/theme.ts).
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await expect(page.locator('[data-theme-toggle]')).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await theme(page)).toBe('dark');
    await page.locator('[data-theme-toggle]').click();
    expect(await theme(page)).toBe('light');
    await expect.poll(() => scheme(page)).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await scheme(page)).toBe('light');
  });

  test('a switch shows the new colours at once: no colour transition runs after it @phone', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => {
      const w = window as unknown as { transitions: string[] };
      w.transitions = [];
      document.addEventListener(
        'transitionrun',
        (e) => w.transitions.push(`${(e.target as Element).tagName} ${e.propertyName}`),
        true,
      );
    });
    await page.locator('[data-theme-toggle]:visible').first().click();
    await expect.poll(() => theme(page)).toBe('dark');
    await expect.poll(() => scheme(page)).toBe('dark');
    // Transitions come back three frames after the switch (src/scripts/theme.ts).
    await expect
      .poll(() => page.evaluate(() => 'themeSwitching' in document.documentElement.dataset))
      .toBe(false);
    await page.waitForTimeout(200);
    expect(
      await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions),
    ).toEqual([]);
  });

  test('the stored theme applies before first paint (no flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      const w = window as unknown as {
        themeAtBody?: string | undefined;
        schemeAtBody?: string | undefined;
      };
      new MutationObserver((_, observer) => {
        if (document.body) {
          w.themeAtBody = document.documentElement.dataset.theme;
          w.schemeAtBody = document.documentElement.dataset.scheme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about-us');
    expect(
      await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody),
    ).toBe('dark');
    expect(
      await page.evaluate(() => (window as unknown as { schemeAtBody?: string }).schemeAtBody),
    ).toBe('dark');
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(11, 22, 32)',
    );
  });
});

test.describe('WhatsApp button', () => {
  test('opens a chat with the business number and the prefilled message @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const wa = page.getByRole('link', { name: 'Contact us on WhatsApp' });
    await expect(wa).toBeVisible();
    await expect(wa).toHaveAttribute('title', 'Chat with us on WhatsApp');
    await expect(wa).toHaveAttribute('target', '_blank');
    await expect(wa).toHaveAttribute('rel', /noopener/);
    const href = new URL((await wa.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/302284000000');
    expect(href.searchParams.get('text')).toMatch(/renting a car in Paros or Antiparos/);
    const vp = page.viewportSize()!;
    const waBox = (await wa.boundingBox())!;
    expect(waBox.x).toBeLessThan(vp.width / 3);
    expect(waBox.y).toBeGreaterThan(vp.height - 200 - 400);
  });

  test('carries the context: the vehicle on its page, then the dates of the reservation widget; none elsewhere @phone', async ({
    page,
  }) => {
    /** The message a WhatsApp link opens with. */
    const messageOf = async (link: Locator) =>
      new URL((await link.getAttribute('href'))!).searchParams.get('text');
    /**
     * The message once the link is used (focus): the page script fills the dates in then, and it
     * comes after the first screen, so the link is used again until it has
     * (src/scripts/after-paint.ts).
     */
    const messageOnUse = async (link: Locator) => {
      await link.blur();
      await link.focus();
      return messageOf(link);
    };
    const english = page.getByRole('link', { name: 'Contact us on WhatsApp' });
    const text = () => messageOf(english);
    // Without context: the site's general message, unchanged.
    await page.goto('/contact');
    expect(await text()).toBe(
      "Hello! I'm interested in renting a car in Paros or Antiparos. Could you help me, please?",
    );
    await page.goto('/fleet/toyota-aygo');
    expect(await text()).toBe(
      "Hello! I'm interested in renting the Toyota Aygo in Paros or Antiparos. Could you help me, please?",
    );
    // Dates chosen in the reservation widget (the draft) are named when the link is used.
    const year = new Date().getFullYear() + 1;
    await page.evaluate((y) => {
      const draft = JSON.parse(sessionStorage.getItem('reservation-draft') ?? 'null') ?? {
        vehicleType: 'car',
        pickupId: 18,
        differentDropoff: false,
        pickupTime: '10:00',
        returnTime: '10:00',
        ageGroupId: 28,
      };
      sessionStorage.setItem(
        'reservation-draft',
        JSON.stringify({ ...draft, pickupDate: `${y}-07-12`, returnDate: `${y}-07-19` }),
      );
    }, year);
    await expect
      .poll(() => messageOnUse(english))
      .toBe(
        `Hello! I'm interested in renting the Toyota Aygo in Paros or Antiparos from 12 July ${year} to 19 July ${year}. Could you help me, please?`,
      );
    // In German, on a page without a vehicle: the dates in German.
    await page.goto('/de/contact');
    await expect
      .poll(() => messageOnUse(page.locator('a[data-whatsapp]')))
      .toContain(`vom 12. Juli ${year} bis zum 19. Juli ${year}`);
  });

  test('shows its hover text', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'Contact us on WhatsApp' }).hover();
    await expect(page.getByText('Chat with us on WhatsApp', { exact: true })).toBeVisible();
  });
});

test.describe('header', () => {
  test('stays on screen while scrolling on a screen tall enough for it, not on a short one', async ({
    page,
  }) => {
    /** The header's top edge after scrolling 1500 px down the fleet (CSS px from the screen's top). */
    const topAfterScroll = async () => {
      await page.goto('/fleet');
      await page.evaluate(() => window.scrollTo(0, 1500));
      return page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top);
    };
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await topAfterScroll()).toBe(0);
    // A phone held sideways, or a 568 px phone at 200 % page zoom (284 CSS px): 30 em is 480 px.
    await page.setViewportSize({ width: 320, height: 284 });
    expect(await topAfterScroll()).toBeLessThan(-1000);
    await page.setViewportSize({ width: 844, height: 390 });
    expect(await topAfterScroll()).toBeLessThan(-1000);
  });

  test('has the phone, the address, the 10-link navigation and BOOK NOW', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: /\+30 22840 00000/ })).toHaveAttribute(
      'href',
      'tel:+302284000000',
    );
    await expect(header.getByText('Antiparos Port, Antiparos 840 07, Greece')).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main navigation' }).last();
    await expect(nav.getByRole('link')).toHaveText([
      'Fleet',
      'Car Rental Paros',
      'Antiparos',
      'Naoussa',
      'Parikia',
      'Airport',
      'Port',
      'Scooters',
      'ATVs',
      'Economy Cars',
    ]);
    const book = header.getByRole('link', { name: /BOOK NOW/ }).first();
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL((await book.getAttribute('href'))!).searchParams.get('lang')).toBe('en');
  });

  test('the top bar links the contact, blog, about and terms pages, in the page language', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const bar = page.locator('header').first();
    for (const [name, path] of [
      ['Blog', '/fr/blog'],
      ['À propos', '/fr/about-us'],
      ['Contact', '/fr/contact'],
      ['Conditions générales', '/fr/terms-and-conditions'],
    ] as const) {
      await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await bar.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(bar.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the top bar stays one line in every language from tablet to desktop widths; its links are targets of 24 px', async ({
    page,
  }) => {
    for (const width of [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const prefix of ['', '/fr', '/de', '/it', '/el']) {
        await page.goto(`${prefix}/contact`);
        const bar = page.locator('header > div').first();
        const height = await bar.evaluate((el) => el.getBoundingClientRect().height);
        expect(height, `${prefix || '/'} at ${width} px`).toBeLessThanOrEqual(40);
        for (const box of await bar.getByRole('link').evaluateAll((links) =>
          links
            .map((l) => l.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => r.height),
        ))
          expect(box, `${prefix || '/'} at ${width} px`).toBeGreaterThanOrEqual(24);
      }
    }
  });

  test('the phone menu also lists the blog, about, contact and terms pages @phone-only', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Blog', 'About Us', 'Contact Us', 'Terms & Conditions']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('[data-mobile-grid]')).toBeHidden();
  });

  test('phone menu opens as a two-column grid and closes when a link is clicked @phone-only', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByLabel('Open menu');
    const grid = page.locator('[data-mobile-grid]');
    await expect(grid).toBeHidden();
    await toggle.click();
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(10);
    const columns = await grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(2);
    const [first, second] = await grid
      .getByRole('link')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(first).toBe(second);
    await page.keyboard.press('Escape');
    await expect(grid).toBeHidden();
    await toggle.click();
    await grid.getByRole('link', { name: 'Scooters' }).click();
    await expect(page).toHaveURL(/\/scooter-rental-paros$/);
    await expect(page.locator('[data-mobile-grid]')).toBeHidden();
  });
});

test.describe('narrow phones (360 px), in the longest languages', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header shows the whole business name, the menu its languages in one row, the assistant figures fit their cards @phone-only', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto('/el/');
    // The name is not clamped (a clamp shows "Paros Antiparos…" with its end hidden).
    const name = page.locator('header a[href="/el"] span span').first();
    await expect(name).toHaveText('Paros Antiparos Rentals');
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await page.getByLabel('Άνοιγμα μενού').click();
    const languages = page.locator('[data-mobile-menu] [role="group"] a');
    await expect(languages).toHaveCount(5);
    const tops = await languages.evaluateAll((els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await page.goto('/de/');
    const figures = page.locator('[data-section="assistantPromo"] dd');
    await expect(figures).toHaveCount(4);
    const overflowing = await figures.evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(overflowing).toEqual([]);
  });
});

test.describe('header on a slow connection', () => {
  let server: Server;
  let origin = '';
  test.beforeAll(async ({}, testInfo) => {
    const site = String(testInfo.project.use.baseURL);
    // A landing page's HTML in two parts, cut inside the header before the phone menu, 600 ms
    // apart, as a phone's connection can deliver it; every other request from the test server.
    server = createServer(async (req, res) => {
      const answer = await fetch(`${site}${req.url}`);
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      res.writeHead(answer.status, { 'content-type': type });
      if (req.url !== '/car-rental-naoussa-paros') {
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const html = await answer.text();
      const cut = html.indexOf('<details', html.indexOf('<header'));
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), 600);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a header that arrives in two parts is painted whole: nothing in it moves @phone-only', async ({
    page,
  }) => {
    // Without the wait for the header's end (src/lib/seo.ts, headStart), the logo's name was
    // painted on one line, then rewrapped on two when the menu button arrived: a layout shift.
    await page.goto(`${origin}/car-rental-naoussa-paros`);
    await expect(page.locator('footer')).toBeVisible();
    // Every layout shift since the navigation (buffered), once the page is whole.
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const values: number[] = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              values.push((e as PerformanceEntry & { value: number }).value);
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(values), 500);
        }),
    );
    expect(shifts).toEqual([]);
  });
});

test.describe('footer', () => {
  test('four columns, the year, BOOK ONLINE, sister businesses and the legal links', async ({
    page,
  }) => {
    await page.goto('/contact');
    const footer = page.locator('footer');
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    for (const name of ['Fleet', 'Blog', 'About Us', 'Contact Us', 'Terms & Conditions']) {
      await expect(
        footer
          .getByRole('navigation', { name: 'Site information' })
          .getByRole('link', { name, exact: true }),
      ).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /BOOK ONLINE/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    for (const name of ['Rent a Car', 'Rooms', 'Transfers'])
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'target',
        '_blank',
      );
    for (const loc of [
      'Antiparos Port (Office)',
      'Antiparos Helipad',
      'Antiparos Villas/Hotels',
      'Paros Airport (PAS)',
      'Paros Port (Parikia)',
      'Paros Villas/Hotels',
    ]) {
      await expect(footer.getByRole('link', { name: loc, exact: true })).toBeVisible();
    }
  });
});

test.describe('first screen (src/scripts/after-paint.ts, docs/architecture.md "First paint")', () => {
  test('a page without an island requests one script file: the page script; the rest is the chat, preloaded when idle', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-chat-launcher]')).toBeVisible();
    // The chat panel's chunks, preloaded together by the launcher once the page is idle
    // (docs/first-paint.md, "First taps"; that nothing of it comes before \`load\`: chat.spec.ts).
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(preloaded.some((p) => /ChatPanel/.test(p))).toBe(true);
    const own = scripts.filter((s) => !preloaded.includes(s));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(PAGE_SCRIPT);
  });

  // The landing page's drawn hero, and the vehicle page's drawing (its LCP picture). A hero that
  // is a photo file holds the script until it loads: tests/e2e/photos.spec.ts, on the photo build.
  for (const path of ['/car-rental-paros', '/fleet/toyota-aygo']) {
    test(`a page whose hero is drawn inside it gets its script and manifest right after the first paint (${path})`, async ({
      page,
    }) => {
      const script = page.waitForRequest(isPageScript);
      await page.goto(path);
      await script;
      await expect(page.locator('head > link[rel=manifest]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
      // The hero illustration came with the page: no request of its own, and it is drawn.
      const hero = page.locator('#main img[fetchpriority=high]');
      await expect(hero).toHaveCount(1);
      expect(await hero.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  }
});

/**
 * The page at a phone's largest text size (Android's font size at 200 %, emulated by the root
 * font size): it reflows, never scrolls sideways (WCAG 1.4.4, 1.4.10). At 390 px it widened by
 * 117-240 px (the vehicle page's hero and text, the contact cards, the footer's links) and the
 * business name had 8 px beside the header's buttons (audit 33c #16).
 */
async function enlargeText(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.setProperty('font-size', '200%');
    // Content far below is laid out only when scrolled near (`.below-fold`): everything now.
    for (const el of document.querySelectorAll<HTMLElement>('.below-fold')) {
      el.style.setProperty('content-visibility', 'visible');
    }
  });
}

/**
 * The words in `scope` that the page shows cut across two lines although they would fit on one
 * line of the page's main column less the padding, borders and margins of the boxes around them
 * (`overflow-wrap` broke them because their box was narrower than that, e.g. beside an icon or in
 * one of two columns). A word longer than that may break: where the browser knows the page
 * language's hyphenation, headings and buttons hyphenate it first (`hyphens: auto`). A word is a
 * run of characters between spaces and hyphens (a no-break space joins two words into one, as
 * the browser reads it). Each as `word [tag] width/room px`.
 */
function wordsCutThatFit(scope: string): string[] {
  const cut: string[] = [];
  const main = document.querySelector('main');
  if (!main) return ['no main'];
  const width = main.getBoundingClientRect().width;
  const measure = document.createElement('canvas').getContext('2d');
  if (!measure) return ['no canvas'];
  for (const root of document.querySelectorAll(scope)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el?.checkVisibility() || el.closest('[aria-hidden="true"], .sr-only')) continue;
      const text = node.textContent ?? '';
      const style = getComputedStyle(el);
      for (const match of text.matchAll(/[^ \t\n\r\-\u2010-\u2014/\u00ad]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top / 4)));
        if (tops.size < 2) continue;
        measure.font = style.font;
        const word = style.textTransform === 'uppercase' ? match[0].toUpperCase() : match[0];
        const spacing = Number.parseFloat(style.letterSpacing) || 0;
        const wordWidth = measure.measureText(word).width + spacing * word.length;
        let room = width;
        for (let box: Element | null = el; box && box !== main; box = box.parentElement) {
          const s = getComputedStyle(box);
          room -=
            Number.parseFloat(s.paddingLeft) +
            Number.parseFloat(s.paddingRight) +
            Number.parseFloat(s.borderLeftWidth) +
            Number.parseFloat(s.borderRightWidth) +
            Math.max(0, Number.parseFloat(s.marginLeft)) +
            Math.max(0, Number.parseFloat(s.marginRight));
        }
        if (wordWidth <= room - 1)
          cut.push(
            `${match[0]} [${el.tagName.toLowerCase()}] ${Math.round(wordWidth)}/${Math.round(room)} px`,
          );
      }
    }
  }
  return cut;
}

/** Where {@link wordsCutThatFit} looks: the whole page. */
const WORDS_SCOPE = 'header, main, footer';

/**
 * Opens `path` with 200 % text ({@link enlargeText}) and checks that it reflows: the page is no
 * wider than the screen, no control reaches past its right edge, and the header shows the
 * business name uncut.
 */
async function expectReflowsAt200(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(path);
  // What the page's scripts show is laid out too: the floating buttons, the licence check's form.
  await expect(page.locator('[data-chat-launcher]')).toBeVisible();
  const licence = page.locator('form[data-licence-form]');
  if ((await licence.count()) > 0) await expect(licence).toBeVisible();
  await enlargeText(page);
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  const past = await page
    .locator('main :is(a, button, input, select, textarea):visible')
    .evaluateAll(
      (els, width) =>
        els
          .filter((el) => el.getBoundingClientRect().right > width + 1)
          .filter((el) => !el.closest('table')) // tables scroll inside a box of their own
          .map(
            (el) =>
              `${el.textContent?.trim()} (${Math.round(el.getBoundingClientRect().right - width)} px)`,
          ),
      client,
    );
  expect(past, 'controls past the right edge').toEqual([]);
  expect(scroll, 'page width').toBeLessThanOrEqual(client + 1);
  // A date field cannot wrap its value: the widest date ('00/00/0000') in the field's own font,
  // beside its calendar button (about a line wide), fits inside its padding. At 320 px the year
  // was cut («mm/dc»: 32 px type in a field 192 px wide; the `date-fit` utility).
  const datesCut = await page.locator('main input[type=date]:visible').evaluateAll((els) => {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return ['no canvas to measure with'];
    return (els as HTMLInputElement[]).flatMap((el) => {
      const css = getComputedStyle(el);
      ctx.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
      const text = ctx.measureText('00/00/0000').width;
      const px = (v: string) => Number.parseFloat(v);
      const room =
        el.clientWidth - px(css.paddingLeft) - px(css.paddingRight) - px(css.fontSize) * 1.2;
      return text > room
        ? [`${el.name || el.id}: ${Math.round(text)} px in ${Math.round(room)}`]
        : [];
    });
  });
  expect(datesCut, 'date fields that cut their date').toEqual([]);
  // No word that fits a line of the page is cut mid-word, in the header, the page or the footer:
  // buttons, the hero's chips and the figures' cards («Fahrzeu-g» beside its icon in 'Dieses
  // Fahrzeug buchen', «kostenlos» in a card of two columns), and beside an icon or in a narrow
  // column: the business name («Antipar-os» beside the header's buttons), the vehicle cards
  // («KLEINWAGE-N», «Unbegrenz-te»), the FAQ's questions, the contact cards (a column 46 px wide),
  // the pickup points and their chips, the licence check's choices, the reservation's date labels.
  expect(await page.evaluate(wordsCutThatFit, WORDS_SCOPE), 'words cut mid-word').toEqual([]);
  const home = /^\/(el|fr|de|it)\//.exec(path)?.[0].slice(0, -1) ?? '/';
  const name = page.locator(`header a[href="${home}"] span span`).first();
  await expect(name).toHaveText('Paros Antiparos Rentals');
  const box = await name.evaluate((el) => ({
    width: el.getBoundingClientRect().width,
    cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  }));
  expect(box.width, 'business name width').toBeGreaterThanOrEqual(40);
  expect(box.cut, 'business name cut').toBe(false);
}

test.describe('text at 200 % on a phone', () => {
  for (const path of [
    '/',
    '/fleet',
    '/fleet/honda-trx-420-rancher',
    '/contact',
    '/el/',
    '/el/fleet',
    '/el/fleet/honda-trx-420-rancher',
    '/el/contact',
    '/fr/',
    '/de/',
    '/it/fleet/honda-pcx-125',
    '/de/fleet',
    '/de/fleet/honda-pcx-125',
    '/fr/contact',
    '/de/contact',
    '/it/contact',
    // The licence check and the pickup map.
    '/car-rental-antiparos',
    '/fr/car-rental-antiparos',
    '/de/car-rental-antiparos',
    '/it/car-rental-antiparos',
    '/el/car-rental-antiparos',
  ]) {
    test(`${path} never scrolls sideways; the header shows the business name @phone-only`, async ({
      page,
    }) => {
      await expectReflowsAt200(page, path);
    });
  }

  // The smallest phones: 320 px with 200 % text is a 160 px screen at normal size. The vehicle
  // page's 'Book this vehicle' and 'Ask AI assistant' reached 17-94 px past the edge (a button was
  // as wide as its longest word), and /fr/'s 'RÉSERVER' 2 px; /de/'s hero chip «4,9/5 aus 200+
  // Bewertungen» 15 px (as wide as its icon and longest word) and /de/fleet's sort choice 11 px
  // (beside «Sortieren nach», which did not wrap).
  for (const path of [
    '/fleet/honda-pcx-125',
    '/el/fleet/honda-pcx-125',
    '/de/fleet/honda-pcx-125',
    '/fr/fleet/honda-pcx-125',
    '/it/fleet/honda-pcx-125',
    '/',
    '/fr/',
    '/de/',
    '/it/',
    '/el/',
    '/fleet',
    '/fr/fleet',
    '/de/fleet',
    '/it/fleet',
    '/el/fleet',
    '/contact',
    '/fr/contact',
    '/de/contact',
    '/it/contact',
    '/el/contact',
    '/car-rental-antiparos',
    '/fr/car-rental-antiparos',
    '/de/car-rental-antiparos',
    '/it/car-rental-antiparos',
    '/el/car-rental-antiparos',
  ]) {
    test(`${path} at 320 px never scrolls sideways; its buttons fit @phone-only`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await expectReflowsAt200(page, path);
    });
  }
});

// At a phone's normal text size no word that fits its line is cut mid-word, in the header, the
// page or the footer: at 320 px the vehicle page's specifications cut «Automatisch», «Χειροκίνητο»
// and «Automatique» (two columns), the home page's figures «kostenlos» and «Registrierung». The
// landing page has the licence check and the pickup map.
test.describe('words are not cut mid-word on phones', () => {
  for (const lang of ['en', 'fr', 'de', 'it', 'el']) {
    test(`home, fleet, vehicle, contact and landing pages at 320, 360 and 390 px, in ${lang} @phone-only`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript((code) => {
        localStorage.setItem('cookie-consent', 'declined');
        localStorage.setItem('lang-choice', code);
      }, lang);
      const prefix = lang === 'en' ? '' : `/${lang}`;
      for (const path of [
        '/',
        '/fleet',
        '/fleet/honda-pcx-125',
        '/fleet/toyota-aygo',
        '/contact',
        // The licence check and the pickup map.
        '/car-rental-antiparos',
      ]) {
        for (const width of [320, 360, 390]) {
          await page.setViewportSize({ width, height: 740 });
          await page.goto(`${prefix}${path}`);
          await expect(page.locator('[data-chat-launcher]')).toBeVisible();
          const licence = page.locator('form[data-licence-form]');
          if ((await licence.count()) > 0) await expect(licence).toBeVisible();
          await page.evaluate(() => {
            for (const el of document.querySelectorAll<HTMLElement>('.below-fold'))
              el.style.setProperty('content-visibility', 'visible');
          });
          expect(
            await page.evaluate(wordsCutThatFit, WORDS_SCOPE),
            `${prefix}${path} at ${width} px`,
          ).toEqual([]);
        }
      }
    });
  }
});

/** Whether two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What of the page shows in the row of the floating WhatsApp and Marcia buttons: the screen is
 * sampled every 4 px across its width at the row's top, middle and foot, and each page element
 * found there (in the header, main or footer) is listed.
 */
function pageInButtonsRow(): string[] {
  const boxes = ['[data-whatsapp]', '[data-chat-launcher]'].map((selector) =>
    document.querySelector(selector)?.getBoundingClientRect(),
  );
  if (boxes.some((box) => !box?.height)) return ['no floating buttons'];
  const top = Math.min(...boxes.map((box) => box?.top ?? 0));
  const bottom = Math.max(...boxes.map((box) => box?.bottom ?? 0));
  const found = new Set<string>();
  for (const y of [top + 2, (top + bottom) / 2, bottom - 2]) {
    for (let x = 0; x < innerWidth; x += 4) {
      const hit = document.elementFromPoint(x, y);
      if (hit?.closest('header, main, footer'))
        found.add(`${hit.tagName.toLowerCase()} "${hit.textContent?.trim().slice(0, 30)}"`);
    }
  }
  return [...found];
}

test.describe('floating buttons', () => {
  // At first view on a phone the two round buttons covered what the page shows at the screen's
  // foot: the home page's fourth hero chip («Υποστήριξη 24/7»), the vehicle page's price and its
  // 'Book this vehicle' button, a field's start (audit 33c #18). They now sit on a bar across the
  // foot: the page's first screen ends at the bar.
  for (const lang of ['en', 'el', 'de', 'fr', 'it']) {
    test(`on a phone nothing of the page shows beside or between the buttons at first view, in ${lang} @phone-only`, async ({
      page,
    }) => {
      await page.addInitScript((code) => {
        localStorage.setItem('cookie-consent', 'declined');
        localStorage.setItem('lang-choice', code);
      }, lang);
      const prefix = lang === 'en' ? '' : `/${lang}`;
      for (const path of [`${prefix}/`, `${prefix}/fleet/honda-pcx-125`, `${prefix}/contact`]) {
        for (const size of [
          { width: 390, height: 844 },
          { width: 320, height: 640 },
        ]) {
          await page.setViewportSize(size);
          await page.goto(path);
          await expect(page.locator('[data-chat-launcher]')).toBeVisible();
          expect(await page.evaluate(pageInButtonsRow), `${path} at ${size.width} px`).toEqual([]);
        }
      }
      // Icons, not text: a phone's 200 % text size leaves them 44 px (they grew to 112 px).
      await enlargeText(page);
      for (const button of ['[data-whatsapp]', '[data-chat-launcher]']) {
        const box = await page.locator(button).boundingBox();
        expect(box?.height, button).toBe(44);
      }
      expect(await page.evaluate(pageInButtonsRow), '200 % text').toEqual([]);
    });
  }

  test('the end of the page scrolls clear of the WhatsApp and Marcia buttons, also with 200 % text @phone', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto('/el/fleet');
    const launcher = page.locator('[data-chat-launcher]');
    await expect(launcher).toBeVisible();
    for (const large of [false, true]) {
      if (large) await enlargeText(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const buttons = [
        await page.locator('[data-whatsapp]').boundingBox(),
        await launcher.boundingBox(),
      ];
      // The footer's last row: the copyright, the legal links and the social links.
      const last = await page
        .locator('footer > div:last-child :is(p, a, button)')
        .evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { text: e.textContent, x: r.x, y: r.y, width: r.width, height: r.height };
          }),
        );
      expect(last.length).toBeGreaterThan(3);
      const covered = last.filter((l) => buttons.some((b) => b && overlap(l, b)));
      expect(
        covered.map((c) => c.text),
        large ? '200 % text' : 'normal text',
      ).toEqual([]);
    }
  });

  test('the fleet filters stay in view beside the cards, clear of the WhatsApp button', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto('/fleet');
    const panel = page.locator('[data-filter-panel]');
    await expect(panel.getByText('Luxury', { exact: true })).toBeVisible();
    await expect(page.locator('[data-fleet-explorer][data-hydrated]')).toHaveCount(1);
    for (const y of [0, 150, 1500, 4000]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const viewport = page.viewportSize();
      if (!viewport) throw new Error('no viewport');
      // The panel's room is noted once a frame as the page scrolls.
      await expect
        .poll(async () => {
          const whatsapp = await page.locator('[data-whatsapp]').boundingBox();
          const box = await page.locator('aside:has([data-filter-panel])').boundingBox();
          if (!box || !whatsapp) throw new Error('no box');
          // In view: below the header, above the screen's bottom, clear of the button.
          return {
            top: box.y >= 0,
            bottom: box.y + box.height <= viewport.height,
            clear: !overlap(box, whatsapp),
          };
        }, `at ${y}`)
        .toEqual({ top: true, bottom: true, clear: true });
    }
  });

  // The audit's screen: at 1280 by 900 the button covered «Πολυτελή», the last category chip, at
  // first view (the panel, taller than the screen below the page's title, ran under it).
  for (const size of [
    { width: 1280, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${size.width} by ${size.height} the fleet filters' first view ends above the WhatsApp button`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
      await page.setViewportSize(size);
      await page.goto('/el/fleet');
      await expect(page.locator('[data-fleet-explorer][data-hydrated]')).toHaveCount(1);
      const whatsapp = await page.locator('[data-whatsapp]').boundingBox();
      if (!whatsapp) throw new Error('no button');
      await expect
        .poll(() =>
          page.locator('[data-filter-panel] :is(label, input, select)').evaluateAll(
            (els, button) =>
              els
                .filter((el) => {
                  const r = el.getBoundingClientRect();
                  const panel = el.closest('aside')?.getBoundingClientRect();
                  // What shows of it: its box within the panel's scroll box.
                  const bottom = Math.min(r.bottom, panel?.bottom ?? r.bottom);
                  return (
                    r.width > 0 &&
                    r.top < bottom &&
                    r.left < button.x + button.width &&
                    button.x < r.right &&
                    r.top < button.y + button.height &&
                    button.y < bottom
                  );
                })
                .map((el) => el.textContent?.trim() || el.getAttribute('name')),
            whatsapp,
          ),
        )
        .toEqual([]);
    });
  }
});
