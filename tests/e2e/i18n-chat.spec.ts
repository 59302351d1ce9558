import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ChatStrings } from '../../src/locales/en/chat';
import { assistantPack, chatStrings, langs, localizePath } from './locales';
import { openChatPanel } from './chat-panel';

/**
 * docs/requirements.md, "Five languages": Marcia speaks the page's language in the browser: panel
 * labels, greeting and chips, a price question typed the way a French, German or Italian tourist
 * types it, and the start of the booking dialogue. (The engine's per-language intents and the whole
 * dialogue are unit-tested in `tests/unit/assistant-languages*.test.ts`.)
 *
 * Marcia's 1-2 s typing delay is run on Playwright's fake clock (installed before the page loads;
 * it runs with real time until {@link ask} stops it): her typing indicator shows, two seconds of
 * page time are run at once, then her reply is there. `chat.spec.ts` lives through the delay on
 * the real clock.
 */

const cases = [
  {
    lang: 'fr',
    strings: await chatStrings('fr'),
    texts: (await assistantPack('fr')).texts,
    question: 'Combien coûte un scooter par jour ?',
    book: 'Je veux réserver',
  },
  {
    lang: 'de',
    strings: await chatStrings('de'),
    texts: (await assistantPack('de')).texts,
    question: 'Was kostet ein Roller pro Tag?',
    book: 'Ich möchte buchen',
  },
  {
    lang: 'it',
    strings: await chatStrings('it'),
    texts: (await assistantPack('it')).texts,
    question: 'Quanto costa uno scooter al giorno?',
    book: 'Voglio prenotare',
  },
  {
    lang: 'el',
    strings: await chatStrings('el'),
    texts: (await assistantPack('el')).texts,
    question: 'Πόσο κάνει ένα παπάκι τη μέρα;',
    book: 'Θέλω να κλείσω αμάξι',
  },
] as const;

const marcia = (dialog: Locator) => dialog.locator('[data-chat-message][data-sender="marcia"]');

/**
 * Sends a message and waits for Marcia's reply: the page's clock stops (a little ahead of the
 * page's time, as `pauseAt` cannot go back), the typing indicator must show, the longest typing
 * delay (2 s) is run, the reply must be there and the indicator gone; then the clock runs again.
 */
async function ask(
  page: Page,
  dialog: Locator,
  strings: ChatStrings,
  text: string,
): Promise<Locator> {
  const before = await marcia(dialog).count();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await dialog.getByRole('textbox', { name: strings['chat.input.label'] }).fill(text);
  await dialog.getByRole('button', { name: strings['chat.send'] }).click();
  await expect(dialog.locator('[data-chat-typing]')).toBeVisible();
  await expect(marcia(dialog)).toHaveCount(before); // no timer has run: she is still typing
  await page.clock.runFor(2000);
  await expect(marcia(dialog)).toHaveCount(before + 1);
  await expect(dialog.locator('[data-chat-typing]')).toHaveCount(0);
  await page.clock.resume();
  return marcia(dialog).last();
}

async function open(page: Page, lang: string, strings: ChatStrings): Promise<Locator> {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.clock.install();
  await page.goto(`/${lang}/scooter-rental-paros`);
  return openChatPanel(page, undefined, strings['chat.title']);
}

for (const { lang, strings, texts, question, book } of cases) {
  test(`Marcia greets, answers and starts a booking in ${lang}`, async ({ page }) => {
    const dialog = await open(page, lang, strings);
    const chips = dialog
      .getByRole('group', { name: strings['chat.suggestions'] })
      .getByRole('button');
    await expect(chips).toHaveText([...texts.greeting.suggestions]);
    await expect(marcia(dialog).first()).toContainText(texts.greeting.content.split('\n')[0]!);

    const price = await ask(page, dialog, strings, question);
    await expect(price).not.toContainText(texts.fallback.text);
    // Prices as the language writes them: the euro sign after the number.
    await expect(price).toContainText(/\d\s€/);

    // The welcome, the trip noted so far said back (the kind the price was asked for), the name.
    const start = await ask(page, dialog, strings, book);
    for (const part of texts.booking.askName.split(/(?<=!)\s+/))
      await expect(start).toContainText(part);
  });
}

test('a tourist who writes Italian or Greek on the English page is understood, in English', async ({
  page,
}) => {
  const en = await chatStrings('en');
  const texts = (await assistantPack('en')).texts;
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.clock.install();
  await page.goto('/scooter-rental-paros');
  const dialog = await openChatPanel(page, undefined, en['chat.title']);
  const cash = await ask(page, dialog, en, 'posso pagare in contanti?');
  await expect(cash).not.toContainText(texts.fallback.text);
  await expect(cash).toContainText('deposit');
  // The Greek pack loads while Marcia types; the booking starts, in English.
  const booking = await ask(page, dialog, en, 'θέλω να κλείσω αυτοκίνητο');
  for (const part of texts.booking.askName.split(/(?<=!)\s+/))
    await expect(booking).toContainText(part);
  await expect(booking).toContainText('Vehicle: car');
});

/**
 * Whether the text field shows its whole placeholder: a one-line input as wide as the text, a field
 * that wraps (a textarea) as tall as its lines (its scroll height counts the placeholder).
 */
function placeholderFits(el: HTMLInputElement | HTMLTextAreaElement): boolean {
  const style = getComputedStyle(el);
  if (el instanceof HTMLTextAreaElement) return el.scrollHeight <= el.clientHeight + 1;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return false;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(el.placeholder).width <= room;
}

// The placeholder ('Ask about cars, prices, beaches…') was cut at 390 px in German and French and
// at 320 px in every language (audit 33c #17: «Ρωτήστε για οχήματα, τιμές, παρα»).
for (const lang of langs) {
  test(`the message field shows its whole placeholder at 390 and 320 px in ${lang} @phone-only`, async ({
    page,
  }) => {
    const strings = await chatStrings(lang);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    await page.goto(localizePath('/', lang));
    const dialog = await openChatPanel(page, undefined, strings['chat.title']);
    const field = dialog.getByRole('textbox', { name: strings['chat.input.label'] });
    await expect(field).toHaveAttribute('placeholder', strings['chat.input.placeholder']);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      expect(await field.evaluate(placeholderFits), `at ${width} px`).toBe(true);
      // Still one row of the panel with the send button, which keeps its 44 px.
      const send = await dialog.getByRole('button', { name: strings['chat.send'] }).boundingBox();
      const box = await field.boundingBox();
      expect(send?.width).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(send?.x ?? 0);
    }
  });
}
