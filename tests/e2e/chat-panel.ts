import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How long the first opening of Marcia's panel may take: the click downloads the panel's chunk
 * (React, the engine, the strings of the page's language) and mounts it, which on a loaded 2-core
 * CI host has taken more than Playwright's default 5 s. Later openings are immediate.
 */
export const PANEL_FIRST_LOAD = { timeout: 15_000 } as const;

/**
 * Clicks `trigger` (by default the floating 'Ask Marcia AI' button) and waits until the dialog
 * named `title` (the panel's title in the page's language) is visible; returns the dialog.
 */
export async function openChatPanel(
  page: Page,
  trigger?: Locator,
  title = 'Marcia AI',
): Promise<Locator> {
  await (trigger ?? page.locator('[data-chat-launcher]')).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible(PANEL_FIRST_LOAD);
  return dialog;
}
