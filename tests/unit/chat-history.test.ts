import { afterEach, describe, expect, it } from 'vitest';
import {
  bindChatHistory,
  leaveChatFor,
  type ChatHistoryWindow,
} from '../../src/islands/chat/history';
import { CHAT_ENTRY, isChatEntry } from '../../src/scripts/chat-entry';
import { $chatOpen, closeChat, openChat } from '../../src/stores/chat';

/** A tab's history with real entries (URL and state), back, forward and `location.replace`. */
function fakeTab(url = '/fleet') {
  const listeners = new Set<() => void>();
  const entries: { url: string; state: unknown }[] = [{ url, state: null }];
  let index = 0;
  const move = (to: number) => {
    index = Math.min(entries.length - 1, Math.max(0, to));
    for (const l of listeners) l();
  };
  const win: ChatHistoryWindow & {
    entries: typeof entries;
    at(): { url: string; state: unknown };
    forward(): void;
  } = {
    entries,
    at: () => entries[index]!,
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown) {
        entries.splice(index + 1);
        entries.push({ url: entries[index]!.url, state });
        index = entries.length - 1;
      },
      back: () => move(index - 1),
    },
    location: {
      replace(href: string | URL) {
        entries[index] = { url: String(href), state: null };
      },
    },
    forward: () => move(index + 1),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return win;
}

describe('the back button and the full-screen chat (bindChatHistory)', () => {
  let unbind: (() => void) | undefined;
  afterEach(() => {
    unbind?.();
    unbind = undefined;
    closeChat();
  });

  it('on a phone, opening adds one entry for the same page; back closes the panel and stays on the page', () => {
    const tab = fakeTab();
    unbind = bindChatHistory(() => true, tab);
    openChat();
    expect(tab.entries).toEqual([
      { url: '/fleet', state: null },
      { url: '/fleet', state: { [CHAT_ENTRY]: true } },
    ]);
    openChat('Thinking about the Jimny?'); // a second open request while open: no second entry
    expect(tab.entries).toHaveLength(2);
    tab.history.back();
    expect($chatOpen.get()).toBe(false);
    expect(tab.at()).toEqual({ url: '/fleet', state: null });
    tab.forward(); // forward to the panel's entry opens it again
    expect($chatOpen.get()).toBe(true);
    expect(tab.entries).toHaveLength(2);
  });

  it('closing with the close button or Escape goes back over the entry, so the next back leaves the page', () => {
    const tab = fakeTab();
    unbind = bindChatHistory(() => true, tab);
    openChat();
    closeChat();
    expect(tab.at()).toEqual({ url: '/fleet', state: null });
    openChat(); // opening again replaces the forward entry, the history does not grow
    expect(tab.entries).toHaveLength(2);
  });

  it('keeps the state an entry already had', () => {
    const tab = fakeTab();
    tab.entries[0]!.state = { scroll: 120 };
    unbind = bindChatHistory(() => true, tab);
    openChat();
    expect(tab.at().state).toEqual({ scroll: 120, [CHAT_ENTRY]: true });
    expect(isChatEntry(tab.at().state)).toBe(true);
    expect(isChatEntry({ scroll: 120 })).toBe(false);
    expect(isChatEntry(null)).toBe(false);
  });

  it('on a larger screen the panel adds no entry: back leaves the page', () => {
    const tab = fakeTab();
    unbind = bindChatHistory(() => false, tab);
    openChat();
    closeChat();
    expect(tab.entries).toEqual([{ url: '/fleet', state: null }]);
  });

  it("a vehicle card replaces the panel's entry: back from the vehicle page returns to the page", () => {
    const tab = fakeTab('/');
    unbind = bindChatHistory(() => true, tab);
    openChat();
    expect(leaveChatFor('/fleet/suzuki-jimny-cabrio', tab)).toBe(true);
    expect($chatOpen.get()).toBe(false);
    expect(tab.entries).toEqual([
      { url: '/', state: null },
      { url: '/fleet/suzuki-jimny-cabrio', state: null },
    ]);
  });

  it('without the entry (a larger screen) the card only closes the panel and its link navigates', () => {
    const tab = fakeTab('/');
    unbind = bindChatHistory(() => false, tab);
    openChat();
    expect(leaveChatFor('/fleet/suzuki-jimny-cabrio', tab)).toBe(false);
    expect($chatOpen.get()).toBe(false);
    expect(tab.entries).toEqual([{ url: '/', state: null }]);
  });
});
