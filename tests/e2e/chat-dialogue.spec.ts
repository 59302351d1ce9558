import { expect, test, type Locator, type Page } from '@playwright/test';
import { openChatPanel } from './chat-panel';

/**
 * Marcia keeps the thread (issue "Marcia keeps the thread", docs/assistant.md, "Booking
 * requests"): a booking dialogue corrected on the way — the e-mail changed after it was given,
 * an aside about the deposit in the middle, the return made later with 'make it the 20th' —
 * ends in the request card with the corrected values.
 *
 * Marcia types for 1-2 s before each reply: as in chat.spec.ts, the page runs on Playwright's
 * fake clock and {@link ask} runs the typing delay at once.
 */
const messages = (scope: Locator) => scope.locator('[data-chat-message][data-sender="marcia"]');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
});

/** Sends a message and waits for Marcia's answer to it (the typing delay run on the fake clock). */
async function ask(page: Page, dialog: Locator, text: string): Promise<Locator> {
  const before = await messages(dialog).count();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5000);
  await dialog.getByRole('textbox', { name: 'Your message' }).fill(text);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await page.clock.runFor(2000);
  await expect(messages(dialog)).toHaveCount(before + 1);
  await page.clock.resume();
  return messages(dialog).last();
}

test('a corrected booking dialogue ends in the request card with the corrected values', async ({
  page,
}) => {
  const year = new Date().getFullYear() + 1;
  await page.clock.install();
  await page.goto('/');
  const dialog = await openChatPanel(page);
  await expect(await ask(page, dialog, 'I want to reserve a car')).toContainText(
    "What's your name?",
  );
  await ask(page, dialog, 'My name is Sarah');
  await ask(page, dialog, 'sarah@oldmail.com');
  await expect(
    await ask(page, dialog, 'Oh wait, I made a mistake - can I change my email address?'),
  ).toContainText("What's your new e-mail address?");
  const taken = await ask(page, dialog, 'sarah.k@newmail.com');
  await expect(taken).toContainText('Done, your e-mail address is now sarah.k@newmail.com.');
  await expect(taken).not.toContainText("I'm not quite sure");
  await expect(await ask(page, dialog, "what's the deposit?")).toContainText(
    "Back to your booking: what's your phone number?",
  );
  await ask(page, dialog, '+44 7700 900123');
  await ask(page, dialog, `we arrive 12/07/${year} and leave on the 19th`);
  const changed = await ask(page, dialog, 'make it the 20th');
  await expect(changed).toContainText('Done, your return date is now');
  await expect(await ask(page, dialog, 'confirm booking')).toContainText(
    'Your booking request is complete.',
  );
  const card = dialog.locator('[data-chat-request]').last();
  for (const line of [
    'Name: Sarah',
    'E-mail: sarah.k@newmail.com',
    'Phone: +44 7700 900123',
    `12 July ${year}`,
    `20 July ${year}`,
  ])
    await expect(card).toContainText(line);
  await expect(card).not.toContainText('sarah@oldmail.com');
  await expect(card.getByRole('button', { name: 'Send to our team' })).toBeVisible();
});
