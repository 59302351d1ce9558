/**
 * The chat launcher (spec 000 s.2 'Global overlays', s.4 'Chat'), loaded on every page with
 * `ChatLauncher.astro`. It is deliberately tiny: it listens for clicks on any `[data-open-chat]`
 * element (the floating 'Ask Marcia AI' button, the home promo button, the 'Ask AI assistant'
 * button of a vehicle page, the embed of each article), records the request in the chat store
 * (`openChat`, with the element's `data-chat-opener` text), and on the first request `import()`s
 * the panel chunk (`src/islands/ChatPanel.tsx`: React, the engine, chrono), which mounts itself
 * into the launcher's container — after loading the page language's strings and texts (its
 * `<html lang>`; French, German, Italian). The page itself downloads none of that.
 *
 * It also follows `$chatOpen`: the floating button hides while the panel is open, and on close
 * focus goes back to the element that opened the panel.
 */
import { $chatOpen, closeChat, openChat } from '../stores/chat';

/** What the panel needs from the page (`data-*` attributes of the launcher's container). */
export interface ChatPageData {
  /** Business phone as printed (spec 000 {phone}). */
  phone: string;
  /** Business e-mail (spec 000 {email}). */
  email: string;
  /** BOOK NOW target: the engine's search page, the fallback when no search link can be built. */
  bookHref: string;
  /**
   * The page language as written on the page: the container's `data-lang` when set, else
   * `<html lang>` (e.g. `fr`); the panel reads it as a site language (unknown → English).
   */
  lang: string;
}

let loading: Promise<void> | null = null;
let trigger: HTMLElement | null = null;

/** Loads and mounts the panel once; a failed download may be retried by the next click. */
function loadPanel(root: HTMLElement, launcher: HTMLElement | null, error: HTMLElement | null): Promise<void> {
  if (loading) return loading;
  const { phone = '', email = '', bookHref = '' } = root.dataset;
  const lang = root.dataset.lang || document.documentElement.lang;
  launcher?.setAttribute('aria-busy', 'true');
  if (error) error.hidden = true;
  loading = import('../islands/ChatPanel')
    .then(({ mountChatPanel }) => mountChatPanel(root, { phone, email, bookHref, lang }))
    .catch((reason: unknown) => {
      console.error('Marcia AI: the chat panel could not be loaded', reason);
      loading = null;
      closeChat();
      if (error) error.hidden = false;
    })
    .finally(() => launcher?.removeAttribute('aria-busy'));
  return loading;
}

/** Wires the launcher of this page. Safe to call once per page. */
export function initChatLauncher(): void {
  const root = document.querySelector<HTMLElement>('[data-chat-root]');
  if (!root) return;
  const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]');
  const error = document.querySelector<HTMLElement>('[data-chat-error]');
  if (launcher) launcher.hidden = false; // rendered hidden: useless without this script

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-open-chat]') : null;
    if (!target) return;
    event.preventDefault();
    trigger = target;
    openChat(target.dataset.chatOpener);
    void loadPanel(root, launcher, error);
  });

  $chatOpen.listen((open) => {
    if (launcher) launcher.hidden = open;
    if (open) return;
    // Back to the element that opened the panel; the floating button if that one is gone.
    const back = trigger?.isConnected && trigger.getClientRects().length > 0 ? trigger : launcher;
    back?.focus();
  });
}
