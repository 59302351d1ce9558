/**
 * The Marcia AI chat panel (docs/requirements.md, "Global overlays", "Chat message", "Chat panel",
 * "Chat behaviour"): full screen on phones, 450 by 600 px anchored bottom right on larger
 * screens. Header (avatar, 'Marcia AI', subtitle, close), the message log, the chips of
 * Marcia's last message, and the input with its send button.
 *
 * Not hydrated with the page: `src/scripts/chat-launcher.ts` `import()`s this module on the
 * first click of a `[data-open-chat]` element and calls {@link mountChatPanel}, which starts the
 * controller (`chat/controller.ts`) and renders the panel with `createRoot`.
 *
 * State lives in `src/stores/chat.ts` (open/closed, conversation kept for the tab's session,
 * typing); the replies come from the pure engine in `src/lib/assistant`; the strings from
 * `src/i18n/chat.{lang}.ts`.
 *
 * Languages (docs/requirements.md, "Five languages"): the page's language (`<html lang>`, passed by
 * the launcher) picks the panel's strings and the language Marcia answers in. English is built in;
 * French, German and Italian strings and Marcia's texts are separate chunks, `import()`ed by {@link
 * mountChatPanel} before the panel shows (so an English page downloads none of them). Vehicle cards
 * link to the fleet page of the page's language and print prices its way.
 *
 * Accessibility: a dialog labelled by its title (modal on phones, where it covers the page;
 * non-modal beside the page on larger screens, where the page stays usable with the mouse); focus
 * goes to the input on open and back to the opening element on close ({@link mountChatPanel} does
 * that); Escape closes; Tab and Shift+Tab go round the panel's controls at every width (on larger
 * screens, once focus is in the panel: a click on the page leaves it, and Tab then moves through the
 * page as usual; audit 33c #9), so a keyboard user is never dropped at the top of the page behind
 * it; new messages are announced by a polite `role="log"`; Tab order: close, messages, chips,
 * input, send; 44 px targets; smooth scrolling only without `prefers-reduced-motion`.
 */
import { useStore } from '@nanostores/react';
import {
  useEffect,
  useId,
  startTransition,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type SubmitEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { createRoot } from './chat/react-dom-client';
import { chatEn, type ChatStrings } from '../locales/en/chat';
import { defaultLang, toLang, type Lang } from '../i18n/routing';
import type { AssistantReply } from '../lib/assistant';
import { afterLoadWhenIdle, CHAT_IDLE } from '../client-directives/idle';
import {
  $chatOpen,
  $conversation,
  $openingGreeting,
  $openRequest,
  $typing,
  canSend,
  CHIP_SEND_DELAY,
  closeChat,
  currentSuggestions,
  openChat,
  withOpener,
  type PreparedGreeting,
} from '../stores/chat';
import { Avatar } from './chat/Avatar';
import { loadEngineWhenIdle, prepareGreeting, sendMessage, startChat } from './chat/controller';
import { CloseIcon, SendIcon } from './icons';
import { Message, TypingIndicator } from './chat/Message';
import { bindChatHistory } from './chat/history';
import { PHONE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from './chat/useMediaQuery';

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  /** Replacement strings (another language); missing keys stay English. */
  strings?: Partial<ChatStrings> | undefined;
  /** The page language: vehicle links and prices follow it (default English). */
  lang?: Lang | undefined;
  /** The business phone as printed (the page's `data-phone`), offered when a booking request fails. */
  phone: string;
}

/**
 * The panel strings of every language folder (`src/locales/<code>/chat.ts`), one lazy chunk each;
 * the default language's are built in.
 */
const stringLoaders = import.meta.glob<ChatStrings>('../locales/*/chat.ts', { import: 'chat' });

/**
 * The panel strings of a language (English is built in).
 *
 * @throws (rejects) when the chunk cannot be downloaded
 */
export function loadChatStrings(lang: Lang): Promise<ChatStrings> {
  const load = stringLoaders[`../locales/${lang}/chat.ts`];
  return lang === defaultLang || !load ? Promise.resolve(chatEn) : load();
}

/** The site language of a page's `lang` attribute (`fr`, `fr-FR` → `fr`; unknown → English). */
export function pageLang(tag: string | undefined): Lang {
  return toLang(tag?.trim().toLowerCase().split('-')[0]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside `container`: from its last control to its first and back. Focus
 * outside it is brought in only when `bringIn` (the modal phone layout, where the page behind is
 * covered; or focus on nothing since it was in the panel); otherwise Tab moves through the page.
 */
function trapTab(event: KeyboardEvent, container: HTMLElement, bringIn: boolean): void {
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (outside && !bringIn) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The greeting prepared for the next open ({@link $openingGreeting}), taken in a transition: the
 * closed panel's first full render (a few hundred ms on a slow phone, most of it React's own first
 * run) is then done in slices between frames, not as one long task a tap would wait behind.
 */
function usePreparedGreeting(): PreparedGreeting | null {
  const [prepared, setPrepared] = useState(() => $openingGreeting.get());
  useEffect(
    () => $openingGreeting.subscribe((value) => startTransition(() => setPrepared(value))),
    [],
  );
  return prepared;
}

/**
 * The chat panel (default export). Closed, it renders nothing until the greeting for the next
 * open is prepared ({@link $openingGreeting}), then the conversation the open will show, laid out
 * and painted but transparent, inert and hidden from assistive technology, so that opening only
 * shows it; the conversation stays in the store.
 */
export default function ChatPanel({
  strings,
  lang = defaultLang,
  phone: businessPhone,
}: ChatPanelProps): ReactNode {
  const s: ChatStrings = { ...chatEn, ...strings };
  const uid = useId();
  const titleId = `${uid}-title`;
  const subtitleId = `${uid}-subtitle`;
  const inputId = `${uid}-input`;

  const open = useStore($chatOpen);
  const stored = useStore($conversation);
  const prepared = usePreparedGreeting();
  // Closed, the panel lays out what the open will show (hidden), once the greeting is prepared.
  const conversation = useMemo(
    () => (open || !prepared ? stored : withOpener(stored, prepared, undefined, prepared.at)),
    [open, prepared, stored],
  );
  const typing = useStore($typing);
  const request = useStore($openRequest);
  const phone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  const [draft, setDraft] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const chipTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const scrolledOnce = useRef(false);

  const chips = typing ? [] : currentSuggestions(conversation);
  const messageCount = conversation.messages.length;

  // Focus the input on open and on every new open request while open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new open request (its seq) focuses again
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, request?.seq]);

  // Newest message into view: instantly on open and under reduced motion, smoothly otherwise.
  // A long message is shown from its start rather than scrolled past.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing indicator scrolls
  useLayoutEffect(() => {
    if (!open) {
      scrolledOnce.current = false;
      return;
    }
    const log = logRef.current;
    if (!log) return;
    const newest = log.lastElementChild as HTMLElement | null;
    const bottom = log.scrollHeight - log.clientHeight;
    const top = newest ? Math.min(bottom, Math.max(0, newest.offsetTop - 16)) : bottom;
    const behavior: ScrollBehavior = scrolledOnce.current && !reducedMotion ? 'smooth' : 'instant';
    scrolledOnce.current = true;
    log.scrollTo({ top, behavior });
  }, [open, messageCount, typing, reducedMotion]);

  // Escape closes (focus in the panel, on nothing, or anywhere while modal); Tab goes round the
  // panel: while modal always, beside the page while the visitor is in the panel (focus in it, or
  // on nothing since it was: a control that went away, such as a sent booking card's button) and
  // not since a click or focus on the page. Document listeners, so a key pressed before focus
  // lands still counts.
  useLayoutEffect(() => {
    if (!open) return;
    let inPanel = true; // the open puts focus in the input
    const follow = (event: Event) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node) inPanel = dialog.contains(event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented) return;
      const active = document.activeElement;
      const nothing = active === null || active === document.body;
      if (event.key === 'Escape' && (phone || nothing || dialog.contains(active))) {
        event.preventDefault();
        closeChat();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog, phone || (nothing && inPanel));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', follow);
    document.addEventListener('pointerdown', follow);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', follow);
      document.removeEventListener('pointerdown', follow);
    };
  }, [open, phone]);

  // The message field grows with its text and placeholder (CSS `field-sizing`); where CSS cannot do
  // that (Safari before 26, Firefox), its height follows them here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text (draft) and the layout (phone) change the height
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (!open || !field || CSS.supports('field-sizing', 'content')) return;
    field.style.height = 'auto';
    field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
  }, [open, draft, phone]);

  // Phones: the page behind the full-screen dialog does not scroll.
  useEffect(() => {
    if (!open || !phone) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open, phone]);

  useEffect(
    () => () => {
      if (chipTimer.current) clearTimeout(chipTimer.current);
    },
    [],
  );

  // Closed, and nothing prepared to lay out yet: nothing to render.
  if (!open && !prepared) return null;

  function send(text: string): boolean {
    const sent = sendMessage(text);
    if (sent) setDraft('');
    return sent;
  }

  // Sent with the send button reached by keyboard, which the emptied input disables: focus goes
  // back to the input rather than to nothing (a click or tap leaves focus where the browser puts it).
  function onSubmit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const { submitter } = event.nativeEvent;
    if (send(draft) && submitter?.matches(':focus-visible')) inputRef.current?.focus();
  }

  // Enter sends, Shift+Enter starts a new line; not while an input method composes (its Enter
  // confirms a word).
  function onFieldKeyDown(event: ReactKeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  // docs/requirements.md, "Chat panel": a chip puts its text in the input and sends it after 100
  // ms.
  function onChip(text: string): void {
    if (chipTimer.current) return;
    setDraft(text);
    chipTimer.current = setTimeout(() => {
      chipTimer.current = null;
      send(text);
      inputRef.current?.focus(); // the chips go away with the sent message
    }, CHIP_SEND_DELAY);
  }

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal={phone ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      data-chat-panel
      // Closed: transparent, inert (no focus, no pointer, no find-in-page) and hidden from
      // assistive technology, but painted, on a layer of its own (`will-change`), so that an open
      // changes the layer's opacity and position, not its paint (issue "Fast at the first tap";
      // docs/first-paint.md, "First taps"). Open, it is opaque in the tap's first frame and slides
      // up 16 px (not under reduced motion): a fade from transparent showed nothing for the first
      // frames.
      inert={!open}
      aria-hidden={open ? undefined : true}
      style={{ zIndex: 2147483647 }}
      className={`fixed inset-0 flex flex-col overflow-hidden bg-surface text-ink will-change-[opacity,translate] sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[600px] sm:max-h-[calc(100dvh-2rem)] sm:w-[450px] sm:max-w-[calc(100vw-2rem)] sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl ${open ? 'motion-safe:transition-[translate] motion-safe:duration-200' : 'pointer-events-none opacity-0 motion-safe:translate-y-4'}`}
    >
      <div
        className="flex shrink-0 items-center gap-3 bg-brand px-4 pb-3 text-on-brand"
        style={{ paddingTop: 'max(0.75rem, env(safe-area-inset-top))' }}
      >
        <Avatar size={44} className="ring-2 ring-on-brand/30" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2">
            <h2 id={titleId} className="text-lg leading-tight font-bold">
              {s['chat.title']}
            </h2>
            {/* Branded as powered by a travel AI provider
                (docs/requirements.md, "What the site is for"). */}
            <span
              className="rounded-full border border-on-brand/40 px-2 text-xs leading-5 font-semibold"
              data-chat-powered-by
            >
              {s['chat.poweredBy']}
            </span>
          </div>
          <p id={subtitleId} className="truncate text-sm text-on-brand/90">
            {s['chat.subtitle']}
          </p>
        </div>
        <button
          type="button"
          onClick={closeChat}
          aria-label={s['chat.close']}
          title={s['chat.close']}
          className="ms-auto flex size-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-on-brand/15 focus-visible:outline-on-brand"
          data-chat-close
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={s['chat.log']}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1; axe scrollable-region-focusable)
        tabIndex={0}
        className="relative flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:-outline-offset-4"
        data-chat-log
      >
        {conversation.messages.map((m) => (
          <Message key={m.id} message={m} s={s} lang={lang} phone={businessPhone} />
        ))}
        {typing && <TypingIndicator s={s} />}
      </div>

      {chips.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not form fields: a fieldset would bring a legend and its own box model
        <div
          role="group"
          aria-label={s['chat.suggestions']}
          className="flex shrink-0 flex-wrap gap-2 border-t border-line px-4 py-3"
          data-chat-chips
        >
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              onClick={() => onChip(chip)}
              className="min-h-11 rounded-full border border-brand bg-surface px-4 text-sm font-semibold text-brand transition-colors hover:bg-brand-soft"
            >
              {chip}
            </button>
          ))}
        </div>
      )}

      {/* The message field wraps: a placeholder or message longer than a line takes a second
          line (up to 8rem, then it scrolls) instead of being cut at the field's end ('Voitures,
          prix, plages… une question ?' at 390 px, every language's at 320 px; audit 33c #17). The
          send button stays at the foot of the row. */}
      <form
        onSubmit={onSubmit}
        className="flex shrink-0 items-end gap-2 border-t border-line bg-surface px-3 pt-3"
        style={{ paddingBottom: 'calc(0.75rem + env(safe-area-inset-bottom))' }}
      >
        <label htmlFor={inputId} className="sr-only">
          {s['chat.input.label']}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onFieldKeyDown}
          placeholder={s['chat.input.placeholder']}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={500}
          className="field-sizing-content max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-[1.375rem] border border-line bg-surface-2 px-4 py-2 text-base leading-[1.625rem] text-ink placeholder:text-muted focus-visible:border-brand"
          data-chat-input
        />
        <button
          type="submit"
          disabled={!canSend(draft)}
          aria-label={s['chat.send']}
          title={s['chat.send']}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:bg-surface-3 disabled:text-muted"
          data-chat-send
        >
          <SendIcon />
        </button>
      </form>
    </div>
  );
}

/**
 * What the panel needs from the page (`data-*` attributes of the launcher's container). Declared
 * here, with {@link mountChatPanel}: the launcher imports only types from this module (and its
 * chunk's URL), so the two do not import each other.
 */
export interface ChatPageData {
  /** Business phone as printed (the `phone` setting). */
  phone: string;
  /** Business e-mail (the `email` setting). */
  email: string;
  /** The office's address on one line, in the page language (the `PUBLIC_ADDRESS_*` settings). */
  address?: string;
  /** BOOK NOW target: the engine's search page, the fallback when no search link can be built. */
  bookHref: string;
  /** WhatsApp number, digits only (links after a booking request). */
  whatsapp?: string;
  /** WhatsApp message naming dates, `{pickup}` and `{return}` to fill (page language). */
  whatsappDates?: string;
  /**
   * The page language as written on the page: the container's `data-lang` when set, else
   * `<html lang>` (e.g. `fr`); the panel reads it as a site language (unknown → English).
   */
  lang: string;
  /**
   * Marcia's greeting in the page language as JSON, `{ "content": string, "suggestions":
   * string[] }` (`data-greeting`, made by the engine's `greeting()` at build time); read by
   * {@link parseGreeting}.
   */
  greeting: string;
}

/**
 * Marcia's greeting from the page's `data-greeting` ({@link ChatPageData.greeting}): its text and
 * chips, so the panel opens without the engine.
 *
 * @throws Error when the attribute is missing, is not JSON or lacks the text (a page not built by
 *   `src/components/ChatLauncher.astro`); the launcher then shows its load error
 */
export function parseGreeting(json: string): AssistantReply {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const { content, suggestions } = (value ?? {}) as { content?: unknown; suggestions?: unknown };
  if (typeof content !== 'string' || content.trim() === '')
    throw new Error('Marcia AI: the page has no greeting (data-greeting of the chat root)');
  const chips = Array.isArray(suggestions)
    ? suggestions.filter((chip): chip is string => typeof chip === 'string')
    : [];
  return { content, suggestions: chips };
}

/** What the loaded panel offers the launcher (returned by `mountChatPanel`). */
export interface ChatPanelHandle {
  /**
   * Opens the panel (the chat store's `openChat`).
   * @param opener Marcia's opening message for this request (`data-chat-opener`), if any
   * @param trigger the element clicked; focus returns to it when the panel closes
   */
  open(opener: string | undefined, trigger: HTMLElement): void;
}

/**
 * Mounts the panel into the launcher's container (called once, by the launcher, after the
 * `import()`): loads the page language's strings (French, German, Italian, Greek: one small chunk
 * each; nothing for English), starts the controller with the page's phone, e-mail, BOOK NOW
 * target, WhatsApp number and dates message, language and greeting, moves the container to the
 * end of `<body>` (so the panel stacks above the other overlays), renders {@link ChatPanel} with
 * `createRoot` and marks the container `data-chat-ready`. The launcher calls it when the page is
 * idle, before any click. Then, in idle steps of their own, the greeting is laid out for the next
 * open and Marcia's engine is loaded (`loadEngineWhenIdle`); the panel does not wait for it.
 *
 * From then on it follows `$chatOpen` for the page: the floating `launcher` button hides while
 * the panel is open, and on close focus goes back to the element that opened the panel (the
 * floating button when that one is gone or hidden).
 *
 * @param launcher the floating 'Ask Marcia AI' button, if the page has one
 * @returns the handle the launcher opens the panel with (the store's `openChat`)
 * @throws (rejects) when the strings' chunk cannot be downloaded or the page has no greeting
 *   ({@link parseGreeting}); nothing is mounted then, and the launcher shows its error and lets
 *   the next click try again
 */
export async function mountChatPanel(
  container: HTMLElement,
  data: ChatPageData,
  launcher: HTMLElement | null = null,
): Promise<ChatPanelHandle> {
  const lang = pageLang(data.lang);
  const greeting = parseGreeting(data.greeting);
  const strings = await loadChatStrings(lang);
  const { phone } = data;
  startChat({
    contact: { phone, email: data.email, ...(data.address ? { address: data.address } : {}) },
    bookHref: data.bookHref,
    lang,
    greeting,
    engineError: strings['chat.engineError'],
    ...(data.whatsapp ? { whatsapp: data.whatsapp } : {}),
    ...(data.whatsappDates ? { whatsappDates: data.whatsappDates } : {}),
    requestErrors: { offline: strings['chat.request.offline'] },
  });
  document.body.append(container);
  createRoot(container).render(<ChatPanel strings={strings} lang={lang} phone={phone} />);
  // Mounted (the panel renders once opened): `npm run bench:interaction` waits for this.
  container.dataset.chatReady = '';
  // The greeting laid out for the next open, in an idle period of its own; then Marcia's engine.
  afterLoadWhenIdle(prepareGreeting, CHAT_IDLE);
  loadEngineWhenIdle();

  // On a phone, back closes the full-screen panel (its own history entry).
  bindChatHistory(() => matchMedia(PHONE_QUERY).matches);

  let trigger: HTMLElement | null = null;
  $chatOpen.listen((open) => {
    if (launcher) launcher.hidden = open;
    if (open) return;
    const back = trigger?.isConnected && trigger.getClientRects().length > 0 ? trigger : launcher;
    back?.focus();
  });
  return {
    open(opener, element) {
      trigger = element;
      openChat(opener);
    },
  };
}
