/**
 * The phone's back button closes Marcia's full-screen panel (docs/requirements.md, "Chat panel";
 * audit 30c F8): a visitor expects back to close a screen that covers the page, not to leave the
 * page behind it.
 *
 * - Opening the panel where it is full screen (a phone) adds a history entry for the same URL,
 *   marked {@link CHAT_ENTRY} (`src/scripts/chat-entry.ts`).
 * - Back from that entry (`popstate` to an unmarked entry) closes the panel; forward to it opens
 *   the panel again.
 * - Closing the panel otherwise (its close button, Escape) goes back over the entry, so that the
 *   next back leaves the page as it would have without the chat.
 * - A vehicle card in the chat leaves the page from that entry by replacing it
 *   ({@link leaveChatFor}): back from the vehicle page returns to the page, not to an entry of a
 *   panel that is no longer open.
 *
 * Larger screens add no entry: there the panel sits beside the page and back leaves the page.
 */
import { $chatOpen, closeChat, openChat } from '../../stores/chat';
import { CHAT_ENTRY, isChatEntry } from '../../scripts/chat-entry';

/** The parts of `window` the history binding uses (a fake in unit tests). */
export interface ChatHistoryWindow {
  history: Pick<History, 'state' | 'pushState' | 'back'>;
  location: Pick<Location, 'replace'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** Set while the panel closes because the visitor leaves the page ({@link leaveChatFor}). */
let leaving = false;

/**
 * Binds the chat store's open state to the tab's history, as described above.
 *
 * @param fullScreen whether the panel is full screen now (the phone media query)
 * @param win the window (default: the global one)
 * @returns a function that removes the binding
 */
export function bindChatHistory(
  fullScreen: () => boolean,
  win: ChatHistoryWindow = window,
): () => void {
  let closedByBack = false;
  const unlisten = $chatOpen.listen((open) => {
    const onEntry = isChatEntry(win.history.state);
    if (open) {
      if (!onEntry && fullScreen()) {
        const state = win.history.state;
        const base = typeof state === 'object' && state !== null ? state : {};
        win.history.pushState({ ...base, [CHAT_ENTRY]: true }, '');
      }
      return;
    }
    if (onEntry && !closedByBack && !leaving) win.history.back();
    closedByBack = false;
  });
  const onPopState = () => {
    const onEntry = isChatEntry(win.history.state);
    if (!onEntry && $chatOpen.get()) {
      closedByBack = true;
      closeChat();
    } else if (onEntry && !$chatOpen.get()) {
      openChat();
    }
  };
  win.addEventListener('popstate', onPopState);
  return () => {
    unlisten();
    win.removeEventListener('popstate', onPopState);
  };
}

/**
 * Closes the panel for a link in it that leaves the page (a vehicle card). On the panel's own
 * history entry, the link's page replaces that entry (`location.replace`) and the caller must
 * prevent the link's own navigation; otherwise the link navigates as usual.
 *
 * @param href the link's URL
 * @returns true when this function navigated (the caller calls `preventDefault()`)
 */
export function leaveChatFor(href: string, win: ChatHistoryWindow = window): boolean {
  if (!isChatEntry(win.history.state)) {
    closeChat();
    return false;
  }
  leaving = true;
  try {
    closeChat();
  } finally {
    leaving = false;
  }
  win.location.replace(href);
  return true;
}
