import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatDe } from '../../src/i18n/chat.de';
import type { ChatStrings } from '../../src/i18n/chat.en';
import { chatFr } from '../../src/i18n/chat.fr';
import { chatIt } from '../../src/i18n/chat.it';
import { de } from '../../src/lib/assistant/lang/de';
import { fr } from '../../src/lib/assistant/lang/fr';
import { it as italian } from '../../src/lib/assistant/lang/it';

/**
 * Issue 8: Marcia speaks the page's language in the browser: panel labels, greeting and chips,
 * a price question typed the way a French, German or Italian tourist types it, and the start of
 * the booking dialogue. (The engine's per-language intents and the whole dialogue are unit-tested
 * in `tests/unit/assistant-languages*.test.ts`.)
 */

const cases = [
  { lang: 'fr', strings: chatFr, texts: fr.texts, question: 'Combien coûte un scooter par jour ?', book: 'Je veux réserver' },
  { lang: 'de', strings: chatDe, texts: de.texts, question: 'Was kostet ein Roller pro Tag?', book: 'Ich möchte buchen' },
  { lang: 'it', strings: chatIt, texts: italian.texts, question: 'Quanto costa uno scooter al giorno?', book: 'Voglio prenotare' },
] as const;

const marcia = (dialog: Locator) => dialog.locator('[data-chat-message][data-sender="marcia"]');

async function ask(dialog: Locator, strings: ChatStrings, text: string): Promise<Locator> {
  const before = await marcia(dialog).count();
  await dialog.getByRole('textbox', { name: strings['chat.input.label'] }).fill(text);
  await dialog.getByRole('button', { name: strings['chat.send'] }).click();
  await expect(marcia(dialog)).toHaveCount(before + 1, { timeout: 5000 });
  return marcia(dialog).last();
}

async function open(page: Page, lang: string, strings: ChatStrings): Promise<Locator> {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  await page.goto(`/${lang}/scooter-rental-paros`);
  await page.locator('[data-chat-launcher]').click();
  const dialog = page.getByRole('dialog', { name: strings['chat.title'] });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const { lang, strings, texts, question, book } of cases) {
  test(`Marcia greets, answers and starts a booking in ${lang}`, async ({ page }) => {
    const dialog = await open(page, lang, strings);
    const chips = dialog.getByRole('group', { name: strings['chat.suggestions'] }).getByRole('button');
    await expect(chips).toHaveText([...texts.greeting.suggestions]);
    await expect(marcia(dialog).first()).toContainText(texts.greeting.content.split('\n')[0]!);

    const price = await ask(dialog, strings, question);
    await expect(price).not.toContainText(texts.fallback.text);
    // Prices as the language writes them: the euro sign after the number.
    await expect(price).toContainText(/\d\s€/);

    const start = await ask(dialog, strings, book);
    await expect(start).toContainText(texts.booking.askName);
  });
}
