/**
 * The history entry of Marcia's full-screen panel (docs/requirements.md, "Chat panel"): on a
 * phone, opening the panel adds an entry to the tab's history, marked in its `history.state` by
 * {@link CHAT_ENTRY}, so that the phone's back button closes the panel instead of leaving the page
 * (`src/islands/chat/history.ts` adds and follows it). A page loaded on such an entry (a reload,
 * or back from a page left while the panel was open) opens the panel again, as the visitor left
 * it (`src/scripts/chat-launcher.ts`).
 *
 * Kept apart from the chat store so that the launcher, part of every page's small script, can
 * read the mark without the panel's code.
 */

/** The `history.state` key that marks the chat's entry. */
export const CHAT_ENTRY = 'marciaChat';

/** Whether `state` (a `history.state`) is the entry of the open chat panel. */
export function isChatEntry(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[CHAT_ENTRY] === true
  );
}
