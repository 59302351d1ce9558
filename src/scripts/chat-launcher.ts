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
 * So that the first tap costs only its handler (issue "Fast at the first tap"), the panel is
 * loaded and mounted closed before any click (then, in an idle step of its own, it lays out the
 * greeting the open will show, invisible and inert: `$openingGreeting`): once the page has loaded
 * and the browser is idle (`afterLoadWhenIdle`, `src/client-directives/idle.ts`), or earlier when
 * a pointer moves over, a finger touches or focus enters a `[data-open-chat]` element. A click on
 * a mounted panel opens it inside the click's handler, in the same frame; the panel's chunks are
 * requested together (`?chunk-deps`, `<link rel="modulepreload">`), not one level per round trip; a click that comes
 * before it marks the launcher busy (`aria-busy`, shown at once) until the panel opens.
 *
 * The page's first screen downloads none of that: this module imports no store and no library. Once the
 * panel is loaded, the static buttons and the panel talk through the chat store
 * (`src/stores/chat.ts`): `open()` of the handle calls its `openChat`, and the panel hides the
 * floating button while it is open and returns focus to the opening element on close.
 */
import { track } from './analytics';
import { isChatEntry } from './chat-entry';
import { afterLoadWhenIdle, CHAT_IDLE } from '../client-directives/idle';
import { importWhenIdle } from '../client-directives/idle-import';
import { preloadModules } from '../client-directives/modulepreload';
import chatPanelUrl from '../islands/ChatPanel?chunk-url';
import chatPanelChunks from '../islands/ChatPanel?chunk-deps';
import reactDomUrl from '../islands/chat/react-dom-client?chunk-url';
import type { ChatPanelHandle } from '../islands/ChatPanel';

let loading: Promise<ChatPanelHandle> | null = null;
/** The mounted panel, once it is: a click then opens it in its own handler. */
let mounted: ChatPanelHandle | null = null;

/**
 * Loads and mounts the panel (closed) once; a failed download is reported in the console and may
 * be retried by the next call.
 */
function loadPanel(root: HTMLElement, launcher: HTMLElement | null): Promise<ChatPanelHandle> {
  if (loading) return loading;
  const {
    phone = '',
    email = '',
    address = '',
    bookHref = '',
    whatsappNumber: whatsapp = '',
    whatsappTemplate: whatsappDates = '',
    greeting = '',
  } = root.dataset;
  const lang = root.dataset.lang || document.documentElement.lang;
  preloadPanel();
  const panel = import(/* @vite-ignore */ chatPanelUrl) as Promise<
    typeof import('../islands/ChatPanel')
  >;
  const pending = panel.then(({ mountChatPanel }) =>
    mountChatPanel(
      root,
      { phone, email, address, bookHref, lang, whatsapp, whatsappDates, greeting },
      launcher,
    ),
  );
  loading = pending;
  pending.then(
    (handle) => {
      mounted = handle;
    },
    (reason: unknown) => {
      console.error('Marcia AI: the chat panel could not be loaded', reason);
      loading = null;
    },
  );
  return pending;
}

let preloaded = false;

/**
 * Asks for the panel's chunk, React DOM's set-up entry and every chunk they import at once
 * (`<link rel="modulepreload">`), rather than one level of imports per round trip as the
 * `import()` would discover them; once.
 */
function preloadPanel(): void {
  if (preloaded) return;
  preloaded = true;
  // React DOM's own entry (its set-up step, below) with the panel's chunks, in the same go.
  preloadModules([reactDomUrl, ...chatPanelChunks]);
}

/** Events on a `[data-open-chat]` element that start loading the panel before the click. */
const warmUpEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/** Wires the launcher of this page. Safe to call once per page. */
export function initChatLauncher(): void {
  const root = document.querySelector<HTMLElement>('[data-chat-root]');
  if (!root) return;
  const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]');
  const error = document.querySelector<HTMLElement>('[data-chat-error]');
  if (launcher) launcher.hidden = false; // rendered hidden: useless without this script

  // A visitor reaching for a chat button: start loading now, before the click.
  const warmUp = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest('[data-open-chat]'))
      void loadPanel(root, launcher).catch(() => {});
  };
  for (const type of warmUpEvents)
    document.addEventListener(type, warmUp, { capture: true, passive: true });
  // Otherwise once the page is idle, in steps of their own (`afterLoadWhenIdle`: no long task),
  // after the page's islands: the chunks are requested, React DOM is set up, then the chunks are
  // evaluated one at a time, the imported ones first (so no module evaluates its imports in the
  // same task), then the panel is mounted. The first tap then only opens the mounted panel.
  // React DOM's first run (its CommonJS set-up) first, in a step of its own.
  importWhenIdle([reactDomUrl, ...[...chatPanelChunks].reverse()], CHAT_IDLE, () => !!loading);
  afterLoadWhenIdle(() => loadPanel(root, launcher).catch(() => {}), CHAT_IDLE);

  // Loaded on the open panel's history entry (a reload, or back to this page after leaving it
  // from the panel): the panel opens again, as the visitor left it (`./chat-entry.ts`).
  if (isChatEntry(history.state)) {
    loadPanel(root, launcher).then(
      (panel) => panel.open(undefined, launcher ?? root),
      () => {
        if (error) error.hidden = false;
      },
    );
  }

  document.addEventListener('click', (event) => {
    const target =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-open-chat]')
        : null;
    if (!target) return;
    event.preventDefault();
    const opener = target.dataset.chatOpener;
    if (mounted) {
      // Opened within this click's own frame.
      mounted.open(opener, target);
      track('chat_open');
      return;
    }
    // Not there yet: the launcher shows it is working (within this frame) until it opens.
    launcher?.setAttribute('aria-busy', 'true');
    if (error) error.hidden = true;
    loadPanel(root, launcher)
      .then(
        (panel) => {
          panel.open(opener, target);
          track('chat_open');
        },
        () => {
          if (error) error.hidden = false;
        },
      )
      .finally(() => launcher?.removeAttribute('aria-busy'));
  });
}
