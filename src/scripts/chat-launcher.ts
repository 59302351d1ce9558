/**
 * The chat launcher (docs/requirements.md, "Global overlays", "Chat panel"), part of the one small
 * script of every page (`./page.ts`). It listens for clicks on any `[data-open-chat]` element (the
 * floating 'Ask Marcia AI' button, the home promo button, the 'Ask AI assistant' button of a
 * vehicle page, the embed of each article) and, on the first one, `import()`s the panel chunk
 * (`src/islands/ChatPanel.tsx`: React, the engine, the chat store) by its URL (`?chunk-url`, see
 * `src/build/chunk-url.mjs`: no preload helper on every page), which mounts itself into the
 * launcher's container after loading the page language's strings (its `<html lang>`; French,
 * German, Italian). Every click then asks the panel to open, with the element's `data-chat-opener`
 * text as Marcia's opening message.
 *
 * The page itself downloads none of that: this module imports no store and no library. Once the
 * panel is loaded, the static buttons and the panel talk through the chat store
 * (`src/stores/chat.ts`): `open()` of the handle calls its `openChat`, and the panel hides the
 * floating button while it is open and returns focus to the opening element on close.
 */
import { track } from './analytics';
import chatPanelUrl from '../islands/ChatPanel?chunk-url';
import type { ChatPanelHandle } from '../islands/ChatPanel';

let loading: Promise<ChatPanelHandle> | null = null;

/** Loads and mounts the panel once; a failed download may be retried by the next click. */
function loadPanel(
  root: HTMLElement,
  launcher: HTMLElement | null,
  error: HTMLElement | null,
): Promise<ChatPanelHandle> {
  if (loading) return loading;
  const {
    phone = '',
    email = '',
    bookHref = '',
    whatsappNumber: whatsapp = '',
    whatsappTemplate: whatsappDates = '',
  } = root.dataset;
  const lang = root.dataset.lang || document.documentElement.lang;
  launcher?.setAttribute('aria-busy', 'true');
  if (error) error.hidden = true;
  const panel = import(/* @vite-ignore */ chatPanelUrl) as Promise<
    typeof import('../islands/ChatPanel')
  >;
  loading = panel
    .then(({ mountChatPanel }) =>
      mountChatPanel(root, { phone, email, bookHref, lang, whatsapp, whatsappDates }, launcher),
    )
    .finally(() => launcher?.removeAttribute('aria-busy'));
  loading.catch((reason: unknown) => {
    console.error('Marcia AI: the chat panel could not be loaded', reason);
    loading = null;
    if (error) error.hidden = false;
  });
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
    const target =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-open-chat]')
        : null;
    if (!target) return;
    event.preventDefault();
    const opener = target.dataset.chatOpener;
    loadPanel(root, launcher, error).then(
      (panel) => {
        panel.open(opener, target);
        track('chat_open');
      },
      () => {},
    );
  });
}
