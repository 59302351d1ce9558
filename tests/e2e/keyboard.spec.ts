import { expect, test, type Locator, type Page } from '@playwright/test';
import { PANEL_FIRST_LOAD } from './chat-panel';
import { holdIslandCode, holdIslandCodeUntil } from './slow-island';

/**
 * Keyboard use (docs/requirements.md, "Speed, accessibility and security") on the home page,
 * /fleet, the contact form and the chat: every interactive element is reached by Tab, in document
 * order (no positive tabindex, no trap outside dialogs), and works with Enter / Space / Escape —
 * menus close on Escape with focus back on their toggle, the chat is a dialog that keeps focus
 * while modal and closes on Escape.
 *
 * Tab is pressed one key at a time, as a visitor does, but where focus is followed over many
 * presses the page records it (focus and key listeners) and the test reads the record once per
 * few presses instead of asking the page after every press; presses made after the goal (the end
 * of a sweep, or the element `tabTo` looks for) are swallowed by the page, so focus ends exactly
 * where a press-and-check loop would have left it.
 */

/** Elements that take part in sequential focus navigation, visible now. */
const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What a sweep found. */
interface Sweep {
  /** Focused elements in order, described (`a "Fleet"`, `button "Dark mode"`…). */
  order: string[];
  /** Tabbable visible elements never reached by Tab (radio groups count as reached by any member). */
  missed: string[];
  /** Steps where focus went backwards in document order. */
  backwards: string[];
  /** Elements with a positive tabindex. */
  positiveTabindex: string[];
}

/** Tab presses made between two reads of the page's record. */
const TAB_BATCH = 8;

/**
 * Presses Tab from the top of the page until focus leaves the page (or `max` presses), recording
 * every focused element, then compares with the tabbable elements visible at the end.
 *
 * The page records: a `focusin` listener notes every focused element; after each press (its
 * `keyup`) focus on an element starts the sweep and focus back on the body (it left the page)
 * ends it. The test reads whether it has ended every {@link TAB_BATCH} presses; presses after
 * the end are swallowed until the sweep returns (no wrap back to the top), as if the loop had
 * stopped right there.
 */
async function sweep(page: Page, max = 400): Promise<Sweep> {
  await page.evaluate(() => {
    const kb = {
      seen: new Set<Element>(),
      order: [] as Element[],
      started: false,
      done: false,
      stop: () => {},
    };
    (window as unknown as { __kb: typeof kb }).__kb = kb;
    document.addEventListener(
      'focusin',
      (e) => {
        if (kb.done) return;
        const el = e.target as Element;
        kb.seen.add(el);
        kb.order.push(el);
      },
      true,
    );
    document.addEventListener(
      'keyup',
      (e) => {
        if (e.key !== 'Tab' || kb.done) return;
        const onPage = document.activeElement !== null && document.activeElement !== document.body;
        if (onPage) kb.started = true;
        else if (kb.started) kb.done = true;
      },
      true,
    );
    const swallow = (e: KeyboardEvent) => {
      if (!kb.done || e.key !== 'Tab') return;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    window.addEventListener('keydown', swallow, true);
    window.addEventListener('keyup', swallow, true);
    kb.stop = () => {
      window.removeEventListener('keydown', swallow, true);
      window.removeEventListener('keyup', swallow, true);
    };
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let pressed = 0; pressed < max; ) {
    const batch = Math.min(TAB_BATCH, max - pressed);
    for (let i = 0; i < batch; i++) await page.keyboard.press('Tab');
    pressed += batch;
    if (await page.evaluate(() => (window as unknown as { __kb: { done: boolean } }).__kb.done))
      break;
  }
  return page.evaluate((selector) => {
    const w = window as unknown as {
      __kb: { seen: Set<Element>; order: Element[]; stop: () => void };
    };
    w.__kb.stop(); // the page takes Tab again
    const describeElement = (el: Element): string => {
      const name = (
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText ??
        el.getAttribute('name') ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
    };
    const visible = (el: Element): boolean => {
      if (!(el as HTMLElement).checkVisibility?.({ visibilityProperty: true })) return false;
      if (el.closest('[inert]')) return false;
      const closedDetails = el.parentElement?.closest('details:not([open])');
      if (closedDetails && !(el.tagName === 'SUMMARY' && el.parentElement === closedDetails))
        return false;
      return true;
    };
    const order = w.__kb.order;
    const backwards: string[] = [];
    for (let i = 1; i < order.length; i++) {
      const prev = order[i - 1]!;
      const cur = order[i]!;
      if (
        prev !== cur &&
        prev.isConnected &&
        cur.isConnected &&
        prev.compareDocumentPosition(cur) & Node.DOCUMENT_POSITION_PRECEDING &&
        !prev.contains(cur)
      ) {
        backwards.push(`${describeElement(prev)} → ${describeElement(cur)}`);
      }
    }
    const radiosReached = new Set(
      [...w.__kb.seen]
        .filter((el) => el instanceof HTMLInputElement && el.type === 'radio')
        .map((el) => (el as HTMLInputElement).name),
    );
    const missed = [...document.querySelectorAll(selector)]
      .filter(visible)
      .filter((el) => !w.__kb.seen.has(el))
      .filter(
        (el) =>
          !(el instanceof HTMLInputElement && el.type === 'radio' && radiosReached.has(el.name)),
      )
      .map(describeElement);
    const positiveTabindex = [...document.querySelectorAll('[tabindex]')]
      .filter((el) => Number(el.getAttribute('tabindex')) > 0)
      .map(describeElement);
    return { order: order.map(describeElement), missed, backwards, positiveTabindex };
  }, tabbableSelector);
}

/** Loads a page with the cookie choice stored (the banner has its own suite). */
async function open(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('[data-chat-launcher]')).toBeVisible();
}

/**
 * Tabs forward until `target` has focus (at most `max` presses). While it runs, the page swallows
 * a Tab pressed when `target` already has focus (its keydown and keyup reach no listener of the
 * page), so the presses of a batch that come after `target` is reached change nothing.
 */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  type TabTo = { reached: () => boolean; stop: () => void };
  const reachedAlready = await target.evaluate((el) => {
    let swallowing = false;
    const swallow = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      if (e.type === 'keydown') swallowing = document.activeElement === el;
      if (!swallowing) return;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    window.addEventListener('keydown', swallow, true);
    window.addEventListener('keyup', swallow, true);
    const tabTo: TabTo = {
      reached: () => document.activeElement === el,
      stop: () => {
        window.removeEventListener('keydown', swallow, true);
        window.removeEventListener('keyup', swallow, true);
      },
    };
    (window as unknown as { __tabTo: TabTo }).__tabTo = tabTo;
    return tabTo.reached();
  });
  const reached = () =>
    page.evaluate(() => (window as unknown as { __tabTo: TabTo }).__tabTo.reached());
  if (!reachedAlready) {
    for (let pressed = 0; pressed < max; ) {
      const batch = Math.min(TAB_BATCH / 2, max - pressed);
      for (let i = 0; i < batch; i++) await page.keyboard.press('Tab');
      pressed += batch;
      if (await reached()) break;
    }
  }
  await page.evaluate(() => (window as unknown as { __tabTo: TabTo }).__tabTo.stop());
  await expect(target).toBeFocused();
}

function expectGoodSweep(result: Sweep): void {
  expect(result.positiveTabindex, 'no positive tabindex').toEqual([]);
  expect(result.missed, 'every visible interactive element is reached by Tab').toEqual([]);
  expect(result.backwards, 'Tab follows the document order').toEqual([]);
}

test.describe('home page by keyboard', () => {
  test('Tab reaches every control in order; the skip link comes first and moves focus to the content @phone', async ({
    page,
  }) => {
    await open(page, '/');
    const result = await sweep(page);
    expectGoodSweep(result);
    expect(result.order[0]).toMatch(/^a .*"Skip to (main )?content"/i);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the theme toggle works with Enter and Space', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/');
    const html = page.locator('html');
    const toggle = page
      .locator('header')
      .getByRole('button', { name: /dark|light|theme/i })
      .first();
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('the language menu closes when Tab moves past its last language, so it covers nothing', async ({
    page,
  }) => {
    await open(page, '/');
    const menu = page.locator('header [data-lang-menu]').first();
    const summary = menu.locator('summary');
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    const links = await menu.getByRole('link').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test('the language menu opens with Enter and closes on Escape, focus back on its toggle', async ({
    page,
  }) => {
    await open(page, '/');
    const menu = page.locator('header [data-lang-menu]').first();
    await expect(menu).toBeVisible();
    const summary = menu.locator('summary');
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(summary).toBeFocused();
  });

  test('the phone menu opens with Enter, its links are reached next, Escape closes it with focus back @phone-only', async ({
    page,
  }) => {
    await open(page, '/');
    const menu = page.locator('[data-mobile-menu]');
    const summary = menu.locator('summary');
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('navigation').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(summary).toBeFocused();
  });

  test('Tab past the phone menu’s last control closes it: focus never goes behind it @phone-only', async ({
    page,
  }) => {
    await open(page, '/');
    const menu = page.locator('[data-mobile-menu]');
    await tabTo(page, menu.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    const last = menu.locator('a, button').last();
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(menu).not.toHaveAttribute('open', '');
  });

  test('the reservation widget is used by keyboard alone: arrows pick the vehicle, Enter searches', async ({
    page,
  }) => {
    await open(page, '/');
    const form = page.getByRole('search').first();
    const car = form.getByRole('radio').first();
    await tabTo(page, car);
    await page.keyboard.press('ArrowRight');
    const second = form.getByRole('radio').nth(1);
    await expect(second).toBeFocused();
    await expect(second).toBeChecked();
    // No dates yet: Enter on the search button shows the alert instead of opening the engine.
    let popups = 0;
    page.on('popup', () => popups++);
    await tabTo(page, form.getByRole('button', { name: /search/i }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(second).toBeChecked();
    expect(popups).toBe(0);
  });

  test('choices made by keyboard while the widget’s code is still loading are kept (client:interaction)', async ({
    page,
  }) => {
    // Hold the island's code for a moment, as a slow connection would.
    await holdIslandCode(page, ['ReservationWidget', 'client']);
    await open(page, '/');
    const form = page.getByRole('search').first();
    const island = page.locator('astro-island[component-url*="ReservationWidget"]');
    await expect(island).toHaveAttribute('ssr', '');
    await tabTo(page, form.getByRole('radio').first());
    await page.keyboard.press('ArrowRight');
    const location = form.getByLabel('Pickup location');
    await tabTo(page, location);
    const before = await location.inputValue();
    await page.keyboard.press('ArrowDown');
    const chosen = await location.inputValue();
    expect(chosen).not.toBe(before);
    await expect(island).not.toHaveAttribute('ssr', '', { timeout: 10_000 });
    await expect(form.getByRole('radio').nth(1)).toBeChecked();
    await expect(location).toHaveValue(chosen);
    await expect(location).toBeFocused();
  });

  test.describe('a date typed while the widget’s code arrives', () => {
    // Chromium's date field in US English: month, day, year, typed one after another.
    test.use({ locale: 'en-US' });
    test('is kept whole: the widget hydrates once the date is typed, and takes it', async ({
      page,
    }) => {
      const release = await holdIslandCodeUntil(page, ['ReservationWidget', 'client']);
      await open(page, '/');
      const form = page.getByRole('search').first();
      const island = page.locator('astro-island[component-url*="ReservationWidget"]');
      const date = form.getByLabel('Pickup date');
      // 15 December of next year: its month is typed in two keys, 1 then 2.
      const wanted = `${new Date().getFullYear() + 1}-12-15`;
      // Focus in the date starts loading the island (held); the month's first digit is typed, then
      // the code arrives while the month is half typed. Hydrating then (React writes the field's
      // value attribute and its minimum) would end the month's field: the next key would start it
      // afresh (02/15 instead of 12/15).
      await tabTo(page, date);
      await page.keyboard.type('1');
      const arrived = page.waitForResponse(/\/_astro\/ReservationWidget\.[\w-]+\.js$/);
      release();
      await arrived;
      await page.waitForTimeout(300);
      await page.keyboard.type(`215${wanted.slice(0, 4)}`);
      await expect(date).toHaveValue(wanted);
      // Tab leaves the date for the pickup time: the island hydrates.
      await tabTo(page, form.getByLabel('Pickup time'), 3);
      await expect(island).not.toHaveAttribute('ssr', '', { timeout: 10_000 });
      // The widget took the typed date: the draft holds it, the return date may not come before.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('reservation-draft')))
        .toContain(`"pickupDate":"${wanted}"`);
      await expect(form.getByLabel('Return date')).toHaveAttribute('min', wanted);
      await expect(date).toHaveValue(wanted);
    });
  });

  test('FAQ questions open and close with Enter and Space', async ({ page }) => {
    await open(page, '/');
    const item = page.locator('[data-faq-item]').first();
    await expect(item).toBeVisible();
    await tabTo(page, item.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('open', '');
  });
});

test.describe('/fleet by keyboard', () => {
  test('Tab reaches every filter, card and link in order @phone', async ({ page }) => {
    await open(page, '/fleet');
    expectGoodSweep(await sweep(page));
    // Focus entering the list hydrated it on the way (client:interaction).
    await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeVisible();
  });

  test('filters change with the arrow keys and the count follows; Clear Filters works with Enter', async ({
    page,
  }) => {
    await open(page, '/fleet');
    const count = page.locator('[data-vehicle-count]');
    const before = await count.innerText();
    const filters = page.locator('[data-fleet-filters]');
    const first = filters.getByRole('radio').first();
    // The arrow key may come before the island has hydrated (focus starts it): it is kept.
    await tabTo(page, first);
    await page.keyboard.press('ArrowRight');
    await expect(filters.getByRole('radio').nth(1)).toBeChecked();
    await expect(count).not.toHaveText(before);
    await tabTo(page, filters.getByRole('button', { name: 'Clear Filters' }));
    await page.keyboard.press('Enter');
    await expect(count).toHaveText(before);
  });

  test('on a phone slow to hydrate the list (seconds), an arrow key pressed as the page loads is kept', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A CPU 8 times slower from the start: React takes seconds to hydrate the list, longer than
    // the directive once waited before giving the key back (2 s); the hydration then reset the
    // filter to "All".
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const filters = page.locator('[data-fleet-filters]');
    let took = 0;
    try {
      await page.goto('/fleet', { waitUntil: 'load' });
      await filters.getByRole('radio').first().focus();
      await page.keyboard.press('ArrowRight');
      const started = Date.now();
      await expect(page.locator('[data-fleet-explorer][data-hydrated="true"]')).toBeVisible({
        timeout: 60_000,
      });
      took = Date.now() - started;
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    const economy = filters.getByRole('radio').nth(1);
    await expect(economy, `hydrated ${took} ms after the key`).toBeChecked();
    await expect(economy).toBeFocused();
    await expect(page).toHaveURL(/[?&]category=economy/);
  });

  test('the phone filter panel opens with Enter and closes on Escape, focus back on its button @phone-only', async ({
    page,
  }) => {
    await open(page, '/fleet');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await tabTo(page, toggle);
    // Enter may come before the island has hydrated (focus starts it): the press is kept.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('contact form by keyboard', () => {
  /** A control of the contact form by its accessible name (the label without the asterisk). */
  const field = (page: Page, name: string) =>
    page
      .locator('[data-contact-form]')
      .getByRole(name === 'Subject' ? 'combobox' : 'textbox', { name, exact: true });

  test('fields come in order, Enter submits, errors take focus, and a filled form is sent', async ({
    page,
  }) => {
    await open(page, '/contact');
    const names = ['First name', 'Last name', 'E-mail', 'Phone (optional)', 'Subject', 'Message'];
    await tabTo(page, field(page, names[0]!));
    // Focus entering the form hydrates it (client:interaction).
    await expect(page.locator('[data-contact-form="ready"]')).toBeVisible();
    for (const name of names.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(field(page, name)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const send = page.locator('[data-contact-form]').getByRole('button', { name: 'Send message' });
    await expect(send).toBeFocused();

    // Enter in a text field submits; the first invalid field takes focus.
    await field(page, 'First name').focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'First name')).toBeFocused();
    await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.type('Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Is an automatic car free next week? Asked by keyboard only.');
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-contact-form]').getByText(/Thank you!/)).toBeVisible({
      timeout: 10_000,
    });
  });
});

/**
 * Presses Tab `presses` times (every fourth a Shift+Tab) and returns, for each press, whether focus
 * was in `dialog` after it: the page notes it at the press's keyup, and the test reads the notes
 * once.
 */
async function tabsInside(page: Page, dialog: Locator, presses: number): Promise<boolean[]> {
  await dialog.evaluate((el) => {
    const inside: boolean[] = [];
    const note = (e: KeyboardEvent) => {
      if (e.key === 'Tab') inside.push(el.contains(document.activeElement));
    };
    document.addEventListener('keyup', note, true);
    (window as unknown as { __inside: () => boolean[] }).__inside = () => {
      document.removeEventListener('keyup', note, true);
      return inside;
    };
  });
  for (let i = 0; i < presses; i++) await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
  return page.evaluate(() => (window as unknown as { __inside: () => boolean[] }).__inside());
}

test.describe('chat by keyboard', () => {
  test('the launcher opens with Enter, focus goes in and Tab goes round the panel, Escape closes it with focus back @phone', async ({
    page,
    isMobile,
  }) => {
    await open(page, '/');
    const launcher = page.locator('[data-chat-launcher]');
    // The floating button is the page's last control: one Shift+Tab from the top reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(launcher).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Marcia AI' });
    await expect(dialog).toBeVisible(PANEL_FIRST_LOAD);
    await expect(dialog.getByRole('textbox')).toBeFocused();

    // Modal on a phone (it covers the page); beside the page on a larger screen, where Tab went
    // from the send button to the top of the page behind it (audit 33c #9). Either way Tab and
    // Shift+Tab go round the panel.
    if (isMobile) await expect(dialog).toHaveAttribute('aria-modal', 'true');
    else await expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    expect(await tabsInside(page, dialog, 15)).toEqual(Array(15).fill(true));
    // A chip is a button: Enter sends it.
    const chip = dialog
      .getByRole('group', { name: 'Suggested replies' })
      .getByRole('button')
      .first();
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('[data-chat-message][data-sender="user"]')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });
  test('on a larger screen the page beside the open panel stays usable: a click on it works and Tab then moves through the page; back in the panel, Tab goes round it', async ({
    page,
  }) => {
    await open(page, '/');
    const launcher = page.locator('[data-chat-launcher]');
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Marcia AI' });
    const input = dialog.getByRole('textbox');
    await expect(input).toBeFocused(PANEL_FIRST_LOAD);
    // From the input: send (disabled while empty, so skipped), then round to the close button.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(input).toBeFocused();

    // The theme toggle behind the panel still answers a click; the panel stays open.
    const toggle = page.locator('header [data-theme-toggle]');
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '');
    await expect(dialog).toBeVisible();
    // Focus is on the page now: Tab moves on through the page, not into the panel.
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    // Back in the panel (a click in its input), Tab goes round it again.
    await input.click();
    expect(await tabsInside(page, dialog, 9)).toEqual(Array(9).fill(true));
    await input.focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });
});
