import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openChatPanel, PANEL_FIRST_LOAD } from './chat-panel';
import { outboxDirFor, storedMessages, type StoredMessage, uniqueEmail } from './outbox-dir';
import { PAGE_SCRIPT, vehicleIds } from './routes';

/**
 * Marcia AI chat panel (docs/requirements.md, "Global overlays", "Chat panel", "Chat behaviour"):
 * entry points, lazy loading, chips, typing delay, vehicle cards, persistence across pages,
 * sizes, keyboard and focus, and the booking hand-off.
 *
 * Marcia "types" for 1-2 s before each reply. The chip test lives through that delay on the real
 * clock and measures it; the other tests that wait for replies install Playwright's fake clock
 * (`page.clock`) before loading the page — it runs with real time, so hydration, idle callbacks
 * and animations behave as usual — and {@link ask} stops it while Marcia types: her typing
 * indicator shows, two seconds of page time are run at once, then her reply is there.
 */

const GREETING_CHIPS = [
  'Looking for a car',
  'I want to book now',
  'Show me options',
  'Just browsing',
];
const FALLBACK = "Hmm, I'm not quite sure what you're looking for";
/** The panel's lazily loaded chunk (`src/islands/ChatPanel.tsx`). */
const PANEL_CHUNK = /\/_astro\/ChatPanel\.[\w-]+\.js$/;
/** Marcia's engine (`src/islands/chat/engine.ts`): its chunk, and the facade the bundler may add. */
const ENGINE_CHUNK = /\/_astro\/engine\.[\w-]+\.js$/;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Marcia AI' });
const launcher = (page: Page) => page.locator('[data-chat-launcher]');
const messages = (scope: Locator, sender: 'user' | 'marcia') =>
  scope.locator(`[data-chat-message][data-sender="${sender}"]`);
/** The visitor's message bubbles (their text starts with the screen-reader prefix 'You: '). */
const userBubbles = (scope: Locator) =>
  scope.locator('[data-chat-message][data-sender="user"] > p');
const chips = (scope: Locator) =>
  scope.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
const input = (scope: Locator) => scope.getByRole('textbox', { name: 'Your message' });
const sendButton = (scope: Locator) => scope.getByRole('button', { name: 'Send message' });

// The cookie banner (tested in shell.spec.ts) stays away: on phones the floating button moves
// up when it appears, and a click racing that move would land on the banner.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
});

const openFromLauncher = (page: Page): Promise<Locator> => openChatPanel(page);

/**
 * Whether the visitor sees `scope`: it has a box, is not `visibility: hidden`, neither it nor an
 * ancestor is transparent, and it is not inert (the closed chat panel is laid out and painted,
 * transparent and inert; Playwright's own visibility counts a transparent element as visible).
 */
const seen = (scope: Locator): Promise<boolean> =>
  scope.evaluate(
    (el) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !el.closest('[inert]'),
  );

/** Whether a tap at the middle of `el` lands on `el` (or inside it) rather than on what is beneath. */
const hitsItself = (el: Element): boolean => {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && el.contains(hit);
};

/**
 * Sends a message and waits for Marcia's answer to it, on the fake clock (`page.clock.install()`
 * before the page loaded): the page's clock is stopped before sending, Marcia's typing indicator
 * must show, then the longest typing delay (2 s) is run and her reply must be there, the
 * indicator gone; the clock then runs with real time again.
 */
async function ask(
  page: Page,
  dialog: Locator,
  text: string,
  labels?: { input: string; send: string },
): Promise<Locator> {
  const before = await messages(dialog, 'marcia').count();
  await pauseClock(page);
  await (labels ? dialog.getByRole('textbox', { name: labels.input }) : input(dialog)).fill(text);
  await (labels
    ? dialog.getByRole('button', { name: labels.send, exact: true })
    : sendButton(dialog)
  ).click();
  await expect(dialog.locator('[data-chat-typing]')).toBeVisible();
  await expect(messages(dialog, 'marcia')).toHaveCount(before); // no timer has run: she is still typing
  await page.clock.runFor(2000);
  await expect(messages(dialog, 'marcia')).toHaveCount(before + 1);
  await expect(dialog.locator('[data-chat-typing]')).toHaveCount(0);
  await page.clock.resume();
  return messages(dialog, 'marcia').last();
}

/**
 * Stops the page's fake clock: from here, page timers run only when the test runs them. The
 * clock stops a little ahead of the page's time, as `pauseAt` cannot go back and the page's
 * time keeps running until the call arrives (timers due meanwhile run once, as after a sleep).
 */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5000);
}

test.describe('chat panel', () => {
  test('the panel code loads once the page has loaded and is idle, not with the page; the first open only opens it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.addInitScript(() =>
      addEventListener('load', () => {
        const preloads = document.querySelectorAll('link[rel="modulepreload"][href*="ChatPanel"]');
        Object.assign(window, { preloadsAtLoad: preloads.length });
      }),
    );
    await page.goto('/about-us', { waitUntil: 'load' });
    // Nothing of the panel with the page's own bytes (docs/first-paint.md, "Client directives").
    expect(requested.some((path) => PANEL_CHUNK.test(path))).toBe(false);
    expect(await page.evaluate(() => (window as { preloadsAtLoad?: number }).preloadsAtLoad)).toBe(
      0,
    );

    // Once idle: preloaded in one go and mounted closed.
    await expect(page.locator('[data-chat-root][data-chat-ready]')).toBeAttached({
      timeout: 15_000,
    });
    expect(
      await page.locator('link[rel="modulepreload"][href*="ChatPanel"]').count(),
    ).toBeGreaterThan(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const before = requested.filter((path) => PANEL_CHUNK.test(path)).length;
    expect(before).toBeGreaterThan(0);

    await openFromLauncher(page);
    await expect.poll(() => requested.includes('/fleet.json')).toBe(true);
    // The bundler may split the panel into its module and a small re-export facade: each is
    // fetched once, before the first open.
    const panel = requested.filter((path) => PANEL_CHUNK.test(path));
    expect(panel).toHaveLength(before);
    expect(new Set(panel).size).toBe(panel.length);
  });

  test('the floating button opens the greeting with its four chips, focus in the input @phone', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveText('Ask Marcia AI');
    const dialog = await openFromLauncher(page);
    await expect(dialog.getByRole('heading', { name: 'Marcia AI' })).toBeVisible();
    await expect(dialog).toContainText('Your Paros rental assistant');
    await expect(messages(dialog, 'marcia')).toHaveCount(1);
    await expect(messages(dialog, 'marcia').first()).toContainText("Hi! I'm Marcia");
    await expect(chips(dialog)).toHaveText(GREETING_CHIPS);
    for (const chip of await chips(dialog).all()) await expect(chip).toBeVisible();
    await expect(input(dialog)).toBeFocused();
    await expect(launcher(page)).toBeHidden(); // the panel covers its corner
    const log = dialog.getByRole('log');
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log).toHaveAccessibleName('Conversation with Marcia AI');
    await expect(messages(dialog, 'marcia').first().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  });

  test('once idle, the greeting waits laid out in a closed panel that nobody can reach; the tap shows that same message', async ({
    page,
  }) => {
    // docs/first-paint.md, "First taps": the first tap only shows what was laid out when idle.
    await page.goto('/blog');
    const closed = page.locator('[data-chat-panel]');
    await expect(closed.locator('[data-chat-message][data-sender="marcia"]')).toHaveCount(1, {
      timeout: 15_000,
    });
    // Not shown, not in the accessibility tree, and a tap on its place reaches the page beneath.
    expect(await seen(closed)).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await closed.evaluate(hitsItself)).toBe(false);
    const closedInput = closed.locator('[data-chat-input]');
    // Not reachable by keyboard or script while closed (inert), and nothing stored yet.
    await closedInput.evaluate((el: HTMLTextAreaElement) => el.focus());
    expect(await closedInput.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await closed
      .locator('[data-chat-message]')
      .evaluate((el) => el.setAttribute('data-laid-out-closed', ''));

    // The panel's opacity in the first frame after the tap: opaque at once, no fade from 0.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            const panel = document.querySelector('[data-chat-panel]');
            Object.assign(window, { firstFrameOpacity: panel && getComputedStyle(panel).opacity });
          }),
        { once: true },
      ),
    );
    const dialog = await openFromLauncher(page);
    expect(
      await page.evaluate(() => (window as { firstFrameOpacity?: string }).firstFrameOpacity),
    ).toBe('1');
    await expect(messages(dialog, 'marcia')).toHaveCount(1);
    // The same element, not a new render: the open had nothing to build.
    await expect(dialog.locator('[data-chat-message][data-laid-out-closed]')).toBeVisible();
    await expect(messages(dialog, 'marcia').first()).toContainText("Hi! I'm Marcia");
    await expect(input(dialog)).toBeFocused();

    expect(await seen(closed)).toBe(true);
    expect(await closed.evaluate(hitsItself)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seen(closed)).toBe(false);
    expect(await closed.evaluate(hitsItself)).toBe(false);
    await expect(launcher(page)).toBeFocused();
  });

  test("the panel opens and greets without Marcia's engine; a message waits for it, and when it cannot load Marcia says so with the phone and the next message gets its answer", async ({
    page,
  }) => {
    // docs/first-paint.md, "First taps": the engine is a chunk of its own, loaded after the panel.
    let failing = true;
    const engineRequests: string[] = [];
    await page.route(ENGINE_CHUNK, async (route) => {
      engineRequests.push(route.request().url());
      if (failing) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('[data-chat-root][data-chat-ready]')).toBeAttached(PANEL_FIRST_LOAD);
    // The panel asked for the engine once idle, and did not get it.
    await expect.poll(() => engineRequests.length, PANEL_FIRST_LOAD).toBeGreaterThan(0);

    const dialog = await openFromLauncher(page);
    await expect(messages(dialog, 'marcia').first()).toContainText("Hi! I'm Marcia");
    await expect(chips(dialog)).toHaveText(GREETING_CHIPS);

    await input(dialog).fill('How much is a car per day?');
    await sendButton(dialog).click();
    const failed = messages(dialog, 'marcia').nth(1);
    await expect(failed).toContainText("my replies didn't load", { timeout: 10_000 });
    await expect(failed).toContainText('+30 22840 00000');
    await expect(userBubbles(dialog)).toHaveText(['You: How much is a car per day?']);

    // The connection is back: the next message loads the engine and gets its answer.
    failing = false;
    await input(dialog).fill('How much is a car per day?');
    await sendButton(dialog).click();
    await expect(messages(dialog, 'marcia')).toHaveCount(3, { timeout: 10_000 });
    await expect(messages(dialog, 'marcia').last()).toContainText('€');
    await expect(messages(dialog, 'marcia').last()).not.toContainText("didn't load");
  });

  test('the home promo button opens the chat', async ({ page }) => {
    await page.goto('/');
    const dialog = await openChatPanel(
      page,
      page.locator('[data-section="assistantPromo"] [data-open-chat]'),
    );
    await expect(messages(dialog, 'marcia').first()).toContainText("Hi! I'm Marcia");
    await expect(chips(dialog)).toHaveText(GREETING_CHIPS);
  });

  test("a vehicle page's 'Ask AI assistant' opens with an opener naming the vehicle", async ({
    page,
  }) => {
    await page.goto(`/fleet/${vehicleIds[0]}`);
    const name = (await page.locator('h1').textContent())!.trim();
    const dialog = await openChatPanel(
      page,
      page.getByRole('button', { name: 'Ask AI assistant' }),
    );
    await expect(messages(dialog, 'marcia')).toHaveCount(1);
    await expect(messages(dialog, 'marcia').first()).toContainText(`Thinking about the ${name}?`);
    await expect(chips(dialog)).toHaveText(GREETING_CHIPS);
  });

  test("an article's embed opens the chat with that article's opening message", async ({
    page,
  }) => {
    await page.goto('/blog/antiparos-island-hopping-ferry-guide');
    const embed = page.locator('[data-article-assistant] [data-open-chat]');
    const opener = (await embed.getAttribute('data-chat-opener'))!;
    expect(opener.length).toBeGreaterThan(10);
    const dialog = await openChatPanel(page, embed);
    await expect(messages(dialog, 'marcia')).toHaveCount(1);
    await expect(messages(dialog, 'marcia').first()).toContainText(opener);
    await expect(messages(dialog, 'marcia').first()).not.toContainText("Hi! I'm Marcia");
    await expect(chips(dialog)).toHaveText(GREETING_CHIPS);
  });

  test('a chip fills the input, is sent after 100 ms, and Marcia types for 1-2 s before a real answer', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    await page.evaluate(() => {
      const w = window as unknown as { chatTimes: Record<string, number | string> };
      const times: Record<string, number | string> = {};
      w.chatTimes = times;
      const log = document.querySelector('[data-chat-log]')!;
      new MutationObserver(() => {
        const now = performance.now();
        if (times.user === undefined && log.querySelector('[data-sender="user"]')) times.user = now;
        if (times.typing === undefined && log.querySelector('[data-chat-typing]'))
          times.typing = now;
        if (times.reply === undefined && log.querySelectorAll('[data-sender="marcia"]').length > 1)
          times.reply = now;
      }).observe(log, { childList: true, subtree: true });
      document.addEventListener(
        'click',
        (event) => {
          if (!(event.target as Element).closest('[data-chat-chips] button')) return;
          times.click = performance.now();
          setTimeout(
            () =>
              (times.valueAt50 = document.querySelector<HTMLTextAreaElement>(
                '[data-chat-panel] [data-chat-input]',
              )!.value),
            50,
          );
        },
        true,
      );
    });
    await chips(dialog).filter({ hasText: 'Looking for a car' }).click();
    await expect(userBubbles(dialog)).toHaveText(['You: Looking for a car']);
    await expect(dialog.locator('[data-chat-typing]')).toBeVisible();
    await expect(chips(dialog)).toHaveCount(0); // no chips while Marcia types
    await expect(messages(dialog, 'marcia')).toHaveCount(2, { timeout: 5000 });
    await expect(dialog.locator('[data-chat-typing]')).toHaveCount(0);
    await expect(input(dialog)).toHaveValue('');
    await expect(input(dialog)).toBeFocused();

    const times = await page.evaluate(
      () => (window as unknown as { chatTimes: Record<string, number | string> }).chatTimes,
    );
    const at = (key: string) => Number(times[key]);
    expect(times.valueAt50).toBe('Looking for a car');
    // Lower bounds only on the real clock: a busy test host can only make things later. The
    // upper bound of the typing delay (2 s) is checked on the fake clock by `ask()` in the tests
    // below, which let exactly 2 s of page time pass before they require the reply.
    expect(at('user') - at('click')).toBeGreaterThanOrEqual(90);
    expect(at('typing')).toBeLessThan(at('reply'));
    expect(at('reply') - at('user')).toBeGreaterThanOrEqual(950);

    const reply = messages(dialog, 'marcia').last();
    await expect(reply).not.toContainText(FALLBACK);
    const cards = reply.locator('[data-chat-vehicle]');
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    await expect(cards.first()).toContainText(/€\d+ \/ day/);
    await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/images\//);
  });

  test('a vehicle card closes the chat and opens /fleet/{id}; the conversation survives the navigation @phone', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    const reply = await ask(page, dialog, 'Looking for a car');
    const card = reply.locator('[data-chat-vehicle]').first();
    const id = await card.getAttribute('data-chat-vehicle');
    expect(vehicleIds).toContain(id);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/fleet/${id}$`));
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();

    // Reopened on the new page: the same conversation, no second greeting.
    const again = await openFromLauncher(page);
    await expect(userBubbles(again)).toHaveText(['You: Looking for a car']);
    await expect(messages(again, 'marcia')).toHaveCount(2);
    await expect(messages(again, 'marcia').first()).toContainText("Hi! I'm Marcia");
    await page.keyboard.press('Escape');

    // An opener on a page with a conversation is appended as a new Marcia message.
    await page.getByRole('button', { name: 'Ask AI assistant' }).click();
    await expect(messages(again, 'marcia')).toHaveCount(3);
    await expect(messages(again, 'marcia').last()).toContainText('Thinking about the');
    await expect(messages(again, 'user')).toHaveCount(1);
  });

  test('a message left before Marcia answered is answered on the next page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    await pauseClock(page); // no reply can come before the page is left
    await input(dialog).fill('Is insurance included?');
    await input(dialog).press('Enter');
    await expect(dialog.locator('[data-chat-typing]')).toBeVisible();
    await page.clock.resume();
    await page.goto('/contact'); // leaves while Marcia "types"
    const again = await openFromLauncher(page);
    await expect(userBubbles(again)).toHaveText(['You: Is insurance included?']);
    await page.clock.runFor(2000); // the typing delay, started again on this page
    await expect(messages(again, 'marcia')).toHaveCount(2);
    await expect(messages(again, 'marcia').last()).not.toContainText(FALLBACK);
  });

  test('when the panel cannot be downloaded, the launcher says so', async ({ page }) => {
    await page.route(PANEL_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await launcher(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: "The chat couldn't load" }),
    ).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).not.toHaveAttribute('aria-busy', 'true');
  });

  test('full screen on a phone @phone-only', async ({ page }) => {
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    const viewport = page.viewportSize()!;
    expect(viewport.width).toBe(390);
    await expect
      .poll(() => dialog.boundingBox())
      .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  test('a reply that hands over to the team on WhatsApp offers the link in the bubble, since the full-screen chat covers the button (audit 33c #19) @phone-only', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    const reply = await ask(page, dialog, 'what is your phone number?');
    await expect(reply).toContainText('WhatsApp');
    const link = reply.getByRole('link', { name: /Message us on WhatsApp/ });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href'))!).hostname).toBe('wa.me');
    // An answer that does not mention it offers none.
    const cars = await ask(page, dialog, 'do you have scooters?');
    await expect(cars.locator('[data-chat-whatsapp]')).toHaveCount(0);
  });

  test("a phone's back button closes the full-screen chat, not the page; a reload keeps it open @phone-only", async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.goto('/');
    await openFromLauncher(page);
    await page.reload(); // loaded on the panel's entry: it opens again, as it was left
    await expect(panel(page)).toBeVisible(PANEL_FIRST_LOAD);
    await page.goBack();
    await expect(panel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(launcher(page)).toBeVisible();

    // Closed with its button, the panel leaves no entry behind: the next back leaves the page.
    await openFromLauncher(page);
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('back from a vehicle page opened from the chat returns to the page, chat closed @phone-only', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contact');
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    const reply = await ask(page, dialog, 'Looking for a car');
    await reply.locator('[data-chat-vehicle]').first().click();
    await expect(page).toHaveURL(/\/fleet\/[\w-]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(launcher(page)).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('450 by 600, anchored bottom right, on a larger screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    await expect
      .poll(() => dialog.boundingBox())
      .toEqual({ x: 1280 - 16 - 450, y: 800 - 16 - 600, width: 450, height: 600 });
  });

  test('the floating button sits bottom right, clear of the WhatsApp button @phone', async ({
    page,
  }) => {
    await page.goto('/contact');
    const viewport = page.viewportSize()!;
    // The page script shows the button; it is requested just after the first paint.
    await expect(launcher(page)).toBeVisible();
    const chat = (await launcher(page).boundingBox())!;
    const whatsapp = (await page.locator('[data-whatsapp]').boundingBox())!;
    expect(chat.x + chat.width).toBeCloseTo(viewport.width - 16, 0);
    expect(chat.height).toBeGreaterThanOrEqual(44);
    expect(whatsapp.x + whatsapp.width).toBeLessThan(chat.x);
  });

  test('a tap on "Ask AI assistant" before the page script has arrived opens the chat once it has', async ({
    page,
  }) => {
    // The page script is requested after the first paint (src/scripts/after-paint.ts); on a slow
    // connection a visitor can be faster. Here it arrives 1.5 s late.
    let delayed = 0;
    await page.route(PAGE_SCRIPT, async (route) => {
      delayed++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/fleet/${vehicleIds[0]}`);
    await page.getByRole('button', { name: 'Ask AI assistant' }).click();
    await expect(input(panel(page))).toBeFocused(PANEL_FIRST_LOAD);
    expect(delayed).toBe(1);
  });

  test('Escape closes the chat and focus returns to the button that opened it', async ({
    page,
  }) => {
    await page.goto(`/fleet/${vehicleIds[0]}`);
    const opener = page.getByRole('button', { name: 'Ask AI assistant' });
    await opener.click();
    const dialog = panel(page);
    await expect(input(dialog)).toBeFocused(PANEL_FIRST_LOAD);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Same with the close button and the floating button.
    await launcher(page).click();
    await expect(input(dialog)).toBeFocused();
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('empty or white-space text is not sent and the send button is disabled', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    await expect(sendButton(dialog)).toBeDisabled();
    await input(dialog).fill('    ');
    await expect(sendButton(dialog)).toBeDisabled();
    await input(dialog).press('Enter');
    await expect(messages(dialog, 'user')).toHaveCount(0);
    await input(dialog).fill('  what about insurance?  ');
    await expect(sendButton(dialog)).toBeEnabled();
    await input(dialog).press('Enter');
    await expect(userBubbles(dialog)).toHaveText(['You: what about insurance?']);
    await expect(input(dialog)).toHaveValue('');
    await expect(sendButton(dialog)).toBeDisabled();
  });

  test('keyboard: Tab goes close, messages, chips, input, send, and round to close @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    const close = dialog.getByRole('button', { name: 'Close chat' });
    await close.focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('log')).toBeFocused();
    for (const name of GREETING_CHIPS) {
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(input(dialog)).toBeFocused();
    await page.keyboard.type('Do you deliver to the port?');
    await page.keyboard.press('Tab');
    await expect(sendButton(dialog)).toBeFocused();
    // Round the panel at every width (modal on a phone, beside the page on a larger screen).
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sendButton(dialog)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(userBubbles(dialog)).toHaveText(['You: Do you deliver to the port?']);
    // The emptied input disables the send button: focus goes back to the input, not to nothing.
    await expect(input(dialog)).toBeFocused();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the open panel has no axe violations (${scheme}) @phone`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/');
      const dialog = await openFromLauncher(page);
      const reply = await ask(page, dialog, 'Looking for a car');
      await expect(reply.locator('[data-chat-vehicle]').first()).toBeVisible();
      await expect(chips(dialog).first()).toBeVisible();
      expect(await axeViolations(page, { include: '[data-chat-panel]' })).toEqual([]);
    });
  }
});

/**
 * The chat's booking request reaches the business (docs/assistant.md, "Booking requests"): after
 * the confirmation the panel shows what will be sent with 'Send to our team'; the POST goes to
 * the real `/api/send-email` of the served build, is found in the outbox (`npm run outbox`),
 * and a retry after a lost answer is stored once (one idempotency key per request).
 */
test.describe('chat booking request', () => {
  const year = new Date().getFullYear() + 1;
  /**
   * The stored messages from one visitor's e-mail address, as `npm run outbox -- all --json`
   * prints them, in the outbox of the server the running test talks to (its project's `baseURL`:
   * the server of `playwright.config.ts`).
   */
  function outboxFor(email: string): StoredMessage[] {
    return storedMessages(
      outboxDirFor(new URL(String(test.info().project.use.baseURL)).port),
      email,
    );
  }

  /** Runs the dialogue to the request card and returns the card. */
  async function toRequestCard(
    page: Page,
    email: string,
    path = '/',
  ): Promise<{ dialog: Locator; card: Locator }> {
    await page.clock.install();
    await page.goto(path);
    const dialog = await openFromLauncher(page);
    await ask(page, dialog, 'I want to book now');
    await ask(
      page,
      dialog,
      `I'm Anna, ${email}, 6941234567, 15/07/${year} to 22/07/${year}, airport, 4 people`,
    );
    await ask(page, dialog, 'confirm booking');
    // The card stays on the acknowledgement; later messages come below it.
    const card = dialog.locator('[data-chat-request]').last();
    return { dialog, card };
  }

  test('a confirmed booking shows what will be sent; one tap sends it to the outbox; links with the dates follow @phone', async ({
    page,
  }) => {
    const email = uniqueEmail('sent');
    const { dialog, card } = await toRequestCard(page, email);
    await expect(card.getByRole('heading', { name: 'Your request to our team' })).toBeVisible();
    for (const line of [
      'Name: Anna',
      `E-mail: ${email}`,
      'Phone: 6941234567',
      `15 July ${year}`,
      `22 July ${year}`,
      'airport',
      'Passengers: 4',
    ]) {
      await expect(card).toContainText(line);
    }
    // Nothing is sent before the tap.
    expect(outboxFor(email)).toEqual([]);
    await card.getByRole('button', { name: 'Send to our team' }).click();
    await expect(card.getByRole('status')).toHaveText(/Sent to our team/);
    const sent = messages(dialog, 'marcia').last();
    await expect(sent).toContainText(
      `Sent, Anna! Our team has your request and will reply to ${email} within 2-4 hours.`,
    );
    const booking = sent.getByRole('link', { name: /Continue to booking/ });
    await expect(booking).toHaveAttribute('target', '_blank');
    const url = new URL((await booking.getAttribute('href'))!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pickup_id: '18',
      date_from: `07/15/${year}`,
      date_to: `07/22/${year}`,
      vehicle_type: 'car',
      lang: 'en',
    });
    const whatsapp = new URL(
      (await sent.getByRole('link', { name: /Message us on WhatsApp/ }).getAttribute('href'))!,
    );
    expect(whatsapp.hostname).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toContain(`from 15 July ${year} to 22 July ${year}`);
    const draft = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('reservation-draft') ?? 'null'),
    );
    expect(draft).toMatchObject({
      pickupDate: `${year}-07-15`,
      returnDate: `${year}-07-22`,
      pickupId: 18,
    });

    const stored = outboxFor(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.vehicleType).toBe('booking');
    for (const line of [
      'Subject: booking',
      'Name: Anna',
      `E-mail: ${email}`,
      'Phone: 6941234567',
      `Pickup date: ${year}-07-15`,
      `Return date: ${year}-07-22`,
      'Pickup location: Paros Airport (PAS)',
      'Passengers: 4',
      'Language: English (en)',
      'Page: http://127.0.0.1',
    ]) {
      expect(stored[0]!.message).toContain(line);
    }
  });

  test('the pickup point, the time, the child seats and the drop-off point said at the summary reach the card, the outbox, the widget (its time select too) and the engine link', async ({
    page,
  }) => {
    const email = uniqueEmail('details');
    await page.clock.install();
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    await ask(page, dialog, 'I want to book now');
    await ask(page, dialog, `I'm Anna, ${email}, 6941234567, 15/07/${year} to 22/07/${year}`);
    await ask(page, dialog, 'antiparos port please');
    await ask(page, dialog, 'our ferry arrives at 14:30');
    const summary = await ask(page, dialog, 'we need 2 child seats');
    await expect(summary).toContainText('Antiparos Port (Office)');
    await expect(summary).toContainText('Extras (free): 2 child seats');
    const withDropOff = await ask(page, dialog, "and we'll drop it off at the airport");
    await expect(withDropOff).toContainText('A drop-off at the airport carries an extra fee');
    await ask(page, dialog, 'confirm booking');
    const card = dialog.locator('[data-chat-request]').last();
    for (const line of [
      ', 14:30, Antiparos Port (Office)',
      ', Paros Airport (PAS)',
      'Extras (free): 2 child seats',
    ]) {
      await expect(card).toContainText(line);
    }
    await card.getByRole('button', { name: 'Send to our team' }).click();
    await expect(card.getByRole('status')).toHaveText(/Sent to our team/);
    const link = messages(dialog, 'marcia')
      .last()
      .getByRole('link', { name: /Continue to booking/ });
    const engine = new URL((await link.getAttribute('href'))!).searchParams;
    expect(engine.get('pickup_id')).toBe('1');
    expect(engine.get('return_id')).toBe('18');
    // The time told, not the default 10:00; the return's, not told, stays 10:00.
    expect(engine.get('time_from')).toBe('14:30');
    expect(engine.get('time_to')).toBe('10:00');
    const draft = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('reservation-draft') ?? 'null'),
    );
    expect(draft).toMatchObject({
      pickupId: 1,
      pickupDate: `${year}-07-15`,
      pickupTime: '14:30',
      differentDropoff: true,
      returnId: 18,
    });
    // The page's reservation widget shows it (it hydrates when the chat writes the draft).
    await expect(
      page.getByRole('search', { name: 'Find your vehicle' }).getByLabel('Pickup time'),
    ).toHaveValue('14:30');
    const stored = outboxFor(email);
    expect(stored).toHaveLength(1);
    for (const line of [
      'Pickup time: 14:30',
      'Return time: not given',
      'Pickup location: Antiparos Port (Office)',
      'Return location: Paros Airport (PAS)',
      'Extras: 2 child seats',
    ]) {
      expect(stored[0]!.message).toContain(line);
    }
  });

  test('offline, a server error and a lost answer: the panel says so with the phone and a retry; the request is stored once', async ({
    page,
  }) => {
    const email = uniqueEmail('retry');
    const { card } = await toRequestCard(page, email);
    const keys: string[] = [];
    let mode: 'offline' | 'error' | 'lost' | 'pass' = 'offline';
    /** The server's own answer to the request whose answer the page never gets. */
    let lostAnswer = '';
    await page.route('**/api/send-email', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (mode === 'offline') return route.abort('internetdisconnected');
      if (mode === 'error')
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'We could not save your message right now.' }),
        });
      if (mode === 'lost') {
        // The server stores it, but its answer never reaches the page.
        const answer = await route.fetch();
        lostAnswer = `${answer.status()} ${await answer.text()}`;
        return route.fulfill({ status: 502, contentType: 'application/json', body: '{}' });
      }
      return route.continue();
    });

    await card.getByRole('button', { name: 'Send to our team' }).click();
    const alert = card.getByRole('alert');
    await expect(alert).toContainText('You seem to be offline');
    await expect(alert.getByRole('link', { name: '+30 22840 00000' })).toHaveAttribute(
      'href',
      'tel:+302284000000',
    );
    await expect(card).toContainText(`E-mail: ${email}`);

    mode = 'error';
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByRole('alert')).toContainText(
      'We could not save your message right now.',
    );

    mode = 'lost';
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByRole('alert')).toContainText('Your request was not sent');
    expect(outboxFor(email), `the server answered: ${lostAnswer}`).toHaveLength(1);

    mode = 'pass';
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card.getByRole('status')).toHaveText(/Sent to our team/);
    expect(outboxFor(email)).toHaveLength(1);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{8,128}$/);
  });

  test('Cancel sends nothing and still offers the booking engine', async ({ page }) => {
    const email = uniqueEmail('cancel');
    const { dialog, card } = await toRequestCard(page, email);
    const posts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/send-email') && posts.push(r.method()));
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('status')).toHaveText('Not sent.');
    await expect(messages(dialog, 'marcia').last()).toContainText(
      'Not sent: your details stay here in the chat.',
    );
    await expect(
      messages(dialog, 'marcia')
        .last()
        .getByRole('link', { name: /Continue to booking/ }),
    ).toBeVisible();
    expect(posts).toEqual([]);
    expect(outboxFor(email)).toEqual([]);
  });

  test('a scooter request: the engine link and the widget search scooters, and a date corrected in the chat reaches the widget', async ({
    page,
  }) => {
    const email = uniqueEmail('scooter');
    await page.clock.install();
    await page.goto('/');
    const dialog = await openFromLauncher(page);
    await ask(page, dialog, 'I want to book a scooter');
    await ask(
      page,
      dialog,
      `I'm Anna, ${email}, 6941234567, 15/07/${year} to 22/07/${year}, airport`,
    );
    const draft = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('reservation-draft') ?? 'null'));
    expect(await draft()).toMatchObject({ pickupDate: `${year}-07-15`, vehicleType: 'moto' });
    await ask(page, dialog, `actually the pickup is 16/07/${year}`);
    expect(await draft()).toMatchObject({
      pickupDate: `${year}-07-16`,
      returnDate: `${year}-07-22`,
      vehicleType: 'moto',
    });
    await ask(page, dialog, 'confirm booking');
    const card = dialog.locator('[data-chat-request]').last();
    await card.getByRole('button', { name: 'Cancel' }).click();
    const link = messages(dialog, 'marcia')
      .last()
      .getByRole('link', { name: /Continue to booking/ });
    const url = new URL((await link.getAttribute('href'))!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      date_from: `07/16/${year}`,
      date_to: `07/22/${year}`,
      vehicle_type: 'moto',
    });
  });

  test('in French: the card, the sent message with the reply time, and the WhatsApp dates', async ({
    page,
  }) => {
    const email = uniqueEmail('fr');
    await page.clock.install();
    await page.goto('/fr');
    const dialog = await openFromLauncher(page);
    const fr = { input: 'Votre message', send: 'Envoyer le message' };
    await ask(page, dialog, 'Je veux réserver', fr);
    await ask(
      page,
      dialog,
      `Je m'appelle Anna, ${email}, 6941234567, du 15/07/${year} au 22/07/${year}`,
      fr,
    );
    await ask(page, dialog, 'confirmer la réservation', fr);
    const card = dialog.locator('[data-chat-request]').last();
    await card.getByRole('button', { name: 'Envoyer à notre équipe' }).click();
    await expect(card.getByRole('status')).toHaveText(/Envoyée à notre équipe/);
    const sent = messages(dialog, 'marcia').last();
    await expect(sent).toContainText('2 à 4 heures');
    const whatsapp = new URL(
      (await sent.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!,
    );
    expect(whatsapp.searchParams.get('text')).toContain(
      `du 15 juillet ${year} au 22 juillet ${year}`,
    );
    expect(
      new URL(
        (await sent.getByRole('link', { name: /Passer à la réservation/ }).getAttribute('href'))!,
      ).searchParams.get('lang'),
    ).toBe('fr');
    expect(outboxFor(email)).toHaveLength(1);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the request card has no axe violations (${scheme}) @phone`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const { card } = await toRequestCard(page, uniqueEmail(`axe-${scheme}`));
      await expect(card.getByRole('button', { name: 'Send to our team' })).toBeVisible();
      expect(await axeViolations(page, { include: '[data-chat-panel]' })).toEqual([]);
      await page.route('**/api/send-email', (route) => route.abort('internetdisconnected'));
      await card.getByRole('button', { name: 'Send to our team' }).click();
      await expect(card.getByRole('alert')).toBeVisible();
      expect(await axeViolations(page, { include: '[data-chat-panel]' })).toEqual([]);
    });
  }
});
