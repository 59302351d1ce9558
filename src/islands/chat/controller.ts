/**
 * What the chat panel does around Marcia's pure engine (docs/requirements.md, "Chat panel",
 * "Chat behaviour"): the opening message of each open request, sending a message, the 1-2 s
 * "typing" delay before each reply, and what happens when the booking dialogue completes. It lives
 * outside the React tree, so a reply still arrives (and is stored) when the panel is closed
 * while Marcia types.
 *
 * Replies are produced one after another in the order the visitor sent the messages, each with
 * the context left by the previous one, in the page's language (a conversation kept from a page
 * in another language goes on in this page's language; its context stays readable).
 *
 * Booking requests (docs/assistant.md, "Booking requests"): when the visitor confirms the
 * summary, Marcia's acknowledgement carries the request card; 'Send to our team'
 * ({@link sendBookingRequest}) POSTs it to the contact outbox with one idempotency key for all
 * its attempts, and on success Marcia says what happens next, with the booking-engine link and a
 * WhatsApp link naming the dates; 'Cancel' ({@link cancelBookingRequest}) sends nothing.
 *
 * The engine (`./engine.ts`: the rules, the date reader, the language packs) is a chunk of its own,
 * loaded by {@link loadEngine} once the panel has mounted, not with the panel: the greeting comes
 * from the page ({@link ChatSettings.greeting}), so a first tap opens the panel without waiting
 * for it, and each reply waits for it during Marcia's typing delay (issue "Fast at the first tap";
 * docs/first-paint.md, "First taps"). When it cannot be downloaded, Marcia's reply says so with
 * the phone number ({@link ChatSettings.engineError}); the visitor's message stays.
 */
import type { AssistantContact, AssistantReply, ChatContext } from '../../lib/assistant';
import {
  newIdempotencyKey,
  resendUntilSettled,
  sendContactMessage,
} from '../../lib/contact/client';
import { whatsappDatesMessage, whatsappUrl } from '../../lib/links';
import { track } from '../../scripts/analytics';
import type { Lang } from '../../i18n/routing';
import { engineLang } from '../../config/booking';
import {
  bookingSearchUrl,
  defaultDraft,
  DEFAULT_PICKUP_ID,
  type ReservationDraft,
  type VehicleType,
} from '../../lib/booking';
import type { Vehicle } from '../../lib/fleet';
import { engineTypeOfChoice } from '../../lib/fleet/booking';
import {
  $conversation,
  $openRequest,
  $openingGreeting,
  $typing,
  addMessage,
  createMessageId,
  appendMessage,
  awaitingReply,
  canSend,
  replyDelay,
  withOpener,
  withRequestUpdate,
  type ChatRequest,
  type NewEntry,
} from '../../stores/chat';
import { prefillFromAssistant } from '../../stores/reservation';
import { loadFleet } from './fleet';
import { defaultLang, localeOf } from '../../locales';
import { chatEn } from '../../locales/en/chat';
import { afterLoadWhenIdle, CHAT_IDLE } from '../../client-directives/idle';
import { importWhenIdle } from '../../client-directives/idle-import';
import engineChunkUrl from './engine?chunk-url';
import engineChunks from './engine?chunk-deps';

/** Page data the controller needs. */
export interface ChatSettings {
  /** Phone and e-mail Marcia quotes (from the page, i.e. `src/config`). */
  contact: AssistantContact;
  /**
   * Marcia's greeting in the page language: its text and its four chips (docs/requirements.md,
   * "Chat panel"), as the engine's `greeting()` made it at build time (`data-greeting` of
   * `src/components/ChatLauncher.astro`), so that opening the panel needs no engine.
   */
  greeting: AssistantReply;
  /** The engine's search page (BOOK NOW); the booking link when no search URL can be built. */
  bookHref: string;
  /**
   * The page language Marcia greets and answers in (docs/requirements.md, "Five languages"; default
   * English). It must be loaded (`loadAssistantLanguage`) before {@link startChat}.
   */
  lang?: Lang;
  /** The WhatsApp number (digits) for the link after a booking request; none: no link. */
  whatsapp?: string;
  /** The WhatsApp message naming dates, with `{pickup}` and `{return}` (page language). */
  whatsappDates?: string;
  /**
   * The error texts of a failed send: `offline` when the server could not be reached (the
   * server's own `error` text is used otherwise). Default English.
   */
  requestErrors?: { offline: string };
  /**
   * Marcia's reply when the engine cannot be downloaded, `{phone}` to fill with the contact's
   * phone (the chat strings' `chat.engineError`). Default English.
   */
  engineError?: string;
}

/** The page's settings, from {@link startChat} on (empty before: nothing runs before it). */
let settings: ChatSettings = {
  contact: { phone: '', email: '' },
  bookHref: '',
  greeting: { content: '' },
};
let started = false;
let queue: Promise<void> = Promise.resolve();
let pending = 0;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts the controller once per page: remembers the settings (contact, BOOK NOW target, page
 * language), starts downloading the fleet,
 * applies every open request (the current one included) to the conversation, and answers a
 * message left without a reply on the previous page.
 */
export function startChat(pageSettings: ChatSettings): void {
  settings = pageSettings;
  if (started) return;
  started = true;
  void loadFleet();
  // Read before the opener of this request is added, which would hide the unanswered message.
  const waiting = awaitingReply($conversation.get());
  let handled = 0;
  $openRequest.subscribe((request) => {
    if (!request || request.seq <= handled) return;
    handled = request.seq;
    const first = $openingGreeting.get() ?? settings.greeting;
    $conversation.set(withOpener($conversation.get(), first, request.opener, Date.now()));
  });
  if (waiting !== null) queueReply(waiting);
  // A request whose send was cut off by leaving the page, or saved while offline, goes on (same
  // idempotency key: the server stores it once, even if the service worker sent it meanwhile).
  for (const m of $conversation.get().messages) {
    if (m.request?.status === 'sending' || m.request?.status === 'queued')
      void sendBookingRequest(m.id, true);
  }
}

/**
 * Prepares Marcia's greeting for the next open ({@link $openingGreeting}): the page's greeting
 * ({@link ChatSettings.greeting}) with its id and time.
 * Called by the panel once the page is idle, after {@link startChat}; the closed panel then lays
 * out the conversation the open will show, so the first tap does not (issue "Fast at the first
 * tap"). Does nothing before `startChat`.
 */
export function prepareGreeting(now: number = Date.now()): void {
  if (!started) return;
  const id = createMessageId(now, $conversation.get().messages);
  $openingGreeting.set({ ...settings.greeting, id, at: now });
}

/** Marcia's engine: the module `./engine.ts`, a chunk of its own. */
export type Engine = typeof import('./engine');

let engine: Promise<Engine> | null = null;

/**
 * Loads Marcia's engine (`./engine.ts`, by the URL of its chunk, without Vite's preload helper) and
 * the page language's pack, once; each reply awaits it during the typing delay.
 *
 * @throws (rejects) when a chunk cannot be downloaded; the next call tries again
 */
export function loadEngine(): Promise<Engine> {
  if (engine) return engine;
  const lang = pageLang();
  const loading = (import(/* @vite-ignore */ engineChunkUrl) as Promise<Engine>).then(
    async (module) => {
      await module.loadAssistantLanguage(lang);
      return module;
    },
  );
  engine = loading;
  loading.catch(() => {
    if (engine === loading) engine = null;
  });
  return loading;
}

/**
 * Loads the engine when the page is idle, after the panel's own steps (the greeting laid out): its
 * chunks requested at once and evaluated one per idle step (`importWhenIdle`), then
 * {@link loadEngine}. Called once by the panel after {@link startChat}. A message sent meanwhile
 * loads it at once instead.
 */
export function loadEngineWhenIdle(): void {
  importWhenIdle([...engineChunks].reverse(), CHAT_IDLE, () => engine !== null);
  afterLoadWhenIdle(() => loadEngine().catch(() => {}), CHAT_IDLE);
}

/** Whether the tries of the requests saved on the device run ({@link resendQueued}). */
let resending = false;

/**
 * Tries the requests saved on the device again until none is left (`resendUntilSettled`: on
 * 'online', and while online every few seconds, then less often, for a server that did not
 * answer). Started when a request is saved; one run at a time.
 */
function resendQueued(): void {
  if (resending) return;
  resending = true;
  resendUntilSettled(async () => {
    const queued = $conversation.get().messages.filter((m) => m.request?.status === 'queued');
    await Promise.all(queued.map((m) => sendBookingRequest(m.id, true)));
    resending = $conversation.get().messages.some((m) => m.request?.status === 'queued');
    return !resending;
  });
}

/**
 * True when a failed POST is kept by the service worker's Background Sync queue: the page is
 * controlled by the site's service worker (docs/offline.md).
 */
function savedForLater(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/**
 * Sends the visitor's message: appends it and queues Marcia's reply. Empty or white-space-only
 * text is not sent (docs/requirements.md, "Chat panel").
 *
 * @returns whether the message was sent
 */
export function sendMessage(text: string): boolean {
  if (!canSend(text)) return false;
  const content = text.trim();
  appendMessage({ sender: 'user', content });
  queueReply(content);
  return true;
}

function queueReply(text: string): void {
  pending++;
  $typing.set(true);
  queue = queue
    .then(() => reply(text))
    .catch((error: unknown) => console.error('Marcia AI: no reply', error))
    .finally(() => {
      pending--;
      if (pending === 0) $typing.set(false);
    });
}

/**
 * Loads the pack of a language the message is written in other than the page's (`otherLanguage`)
 * during the typing delay; resolves with it when it loaded, else undefined (the message is then
 * read as the page's language reads it).
 */
async function readingLanguage(text: string): Promise<Lang | undefined> {
  try {
    const { otherLanguage } = await import('../../lib/assistant/guess');
    const other = otherLanguage(text, pageLang());
    if (other !== undefined) await (await loadEngine()).loadAssistantLanguage(other);
    return other;
  } catch {
    return undefined;
  }
}

/**
 * Waits the typing delay (and the engine, the fleet, and the pack of another language the message
 * is written in), asks the engine, stores the reply and the context. Without the engine (its chunk
 * could not be downloaded), Marcia says so with the phone number ({@link ChatSettings.engineError})
 * and the context stays as it was.
 */
async function reply(text: string): Promise<void> {
  const [found, fleet, , readAs] = await Promise.all([
    loadEngine().catch((error: unknown) => {
      console.error('Marcia AI: the engine could not be loaded', error);
      return null;
    }),
    loadFleet(),
    wait(replyDelay()),
    readingLanguage(text),
  ]);
  const now = new Date();
  if (!found) {
    const content = (settings.engineError ?? chatEn['chat.engineError']).replace(
      '{phone}',
      settings.contact.phone,
    );
    $conversation.set(
      addMessage($conversation.get(), { sender: 'marcia', content }, now.getTime()),
    );
    return;
  }
  const { respond, bookingDatesIso, pickupPointOf } = found;
  const before = $conversation.get().context;
  const result = respond(text, before, fleet, {
    contact: settings.contact,
    now,
    lang: pageLang(),
    ...(readAs ? { readAs } : {}),
  });
  const entry: NewEntry = { sender: 'marcia', content: result.reply.content };
  if (result.reply.suggestions) entry.suggestions = result.reply.suggestions;
  if (result.reply.vehicles) entry.vehicles = result.reply.vehicles;
  const whatsapp = handOverLink(result.reply.content);
  if (whatsapp) entry.whatsappUrl = whatsapp;
  if (
    result.context.conversationStage === 'booking_done' &&
    before.conversationStage !== 'booking_done'
  ) {
    const request = completeBooking(found, result.context, now, fleet);
    if (request) entry.request = request;
  } else {
    // Dates the chat has read fill the reservation widget's empty dates, or replace the ones it
    // put there (and the WhatsApp message follows); a vehicle just named sets the widget's type.
    const dates = bookingDatesIso(result.context, now);
    const chatBefore = bookingDatesIso(before, now);
    if (dates && dates.returnDate >= dates.pickupDate)
      prefillFromAssistant({
        ...dates,
        pickupLocation: result.context.pickupLocation,
        pickupId: pickupPointOf(result.context),
        returnId: result.context.dropOffPoint,
        pickupTime: result.context.pickupTime,
        returnTime: result.context.returnTime,
        timesTold:
          result.context.pickupTime !== before.pickupTime ||
          result.context.returnTime !== before.returnTime,
        chatBefore: chatBefore ?? undefined,
        vehicleType: engineTypeOfChoice(result.context.vehicle, fleet),
        // Named in this message, or before the dates that first reach the widget now.
        vehicleTold:
          result.context.vehicle !== undefined &&
          (result.context.vehicle !== before.vehicle || chatBefore === null),
      });
  }
  $conversation.set(
    addMessage({ ...$conversation.get(), context: result.context }, entry, now.getTime()),
  );
}

/** Page language of the controller (English by default). */
const pageLang = (): Lang => settings.lang ?? defaultLang;

/**
 * The booking dialogue reached `booking_done`: the details are logged to the console, the
 * reservation widget's draft is prefilled with the dates, the pickup location and the vehicle type, and the
 * returned request (idempotency key, the lines the card shows, the POST body naming this page)
 * waits for 'Send to our team'. Undefined when a detail is missing.
 */
function completeBooking(
  {
    assistantLanguage,
    bookingDatesIso,
    bookingRequest,
    bookingRequestBody,
    pickupPointOf,
    summaryLines,
  }: Engine,
  context: ChatContext,
  now: Date,
  fleet: readonly Vehicle[],
): ChatRequest | undefined {
  const request = bookingRequest(context, now);
  console.info('Marcia AI booking request', request);
  const dates = bookingDatesIso(context, now);
  if (dates)
    prefillFromAssistant({
      ...dates,
      pickupLocation: context.pickupLocation,
      pickupId: pickupPointOf(context),
      returnId: context.dropOffPoint,
      pickupTime: context.pickupTime,
      returnTime: context.returnTime,
      // The visitor has just confirmed the summary, times and vehicle included.
      timesTold: true,
      ...(context.vehicle !== undefined
        ? { vehicleType: engineTypeOfChoice(context.vehicle, fleet), vehicleTold: true }
        : {}),
    });
  if (!request) return undefined;
  const page = typeof location === 'undefined' ? '' : location.href;
  return {
    key: newIdempotencyKey(),
    lines: summaryLines(context, now, assistantLanguage(pageLang()).texts.booking),
    body: bookingRequestBody(request, page, {
      name: localeOf(pageLang()).name,
      code: pageLang(),
    }),
    status: 'ready',
  };
}

/**
 * Sends the booking request of message `id` to the business (`POST /api/send-email`, subject
 * `booking`, with the request's idempotency key, so a retry is stored once). The card shows
 * 'Sending...' meanwhile; offline with the service worker it is saved on the device ('queued')
 * and sent when the connection returns; on success Marcia's next message says when the team replies, with the
 * booking-engine and WhatsApp links; on failure (offline, 4xx, 5xx, rate limit) the card shows
 * the error, the phone number and 'Try again', and the details stay. Never rejects.
 *
 * @param resume true when a send cut off by a page change is taken up again
 */
export async function sendBookingRequest(id: string, resume = false): Promise<void> {
  const message = $conversation.get().messages.find((m) => m.id === id);
  const request = message?.request;
  if (!request || request.status === 'sent' || request.status === 'cancelled') return;
  if ((request.status === 'sending' || request.status === 'queued') && !resume) return;
  $conversation.set(withRequestUpdate($conversation.get(), id, { status: 'sending' }));
  const result = await sendContactMessage(request.body, { idempotencyKey: request.key });
  if (!result.ok) {
    // No server reached, with the service worker: the request is saved on the device and goes
    // when it can (the worker's queue, or this page: resendQueued); else the error and 'Try again'.
    if (result.status === null && savedForLater()) {
      $conversation.set(withRequestUpdate($conversation.get(), id, { status: 'queued' }));
      resendQueued();
      return;
    }
    const error =
      result.status === null
        ? (settings.requestErrors?.offline ?? chatEn['chat.request.offline'])
        : result.error;
    $conversation.set(withRequestUpdate($conversation.get(), id, { status: 'failed', error }));
    return;
  }
  // The engine words Marcia's next message (it is loaded: the request card came from it, or from a
  // page where it was). Without it, the card alone says the request was sent.
  const found = await loadEngine().catch(() => null);
  const now = new Date();
  const sent = withRequestUpdate($conversation.get(), id, { status: 'sent' });
  const { context } = sent;
  if (found) {
    const texts = found.assistantLanguage(pageLang()).texts.booking;
    const hours = found.factsFor(pageLang()).contactReply.businessHours;
    const entry: NewEntry = {
      sender: 'marcia',
      content: texts.sent(request.body.name, request.body.email, hours),
      suggestions: [...texts.acknowledgementSuggestions],
      ...afterRequestLinks(found, context, now, await loadFleet()),
    };
    $conversation.set(addMessage(sent, entry, now.getTime()));
  } else $conversation.set(sent);
  track('chat_booking_request', context.pickupLocation ? { pickup: context.pickupLocation } : {});
}

/**
 * 'Cancel' on a request card: nothing is sent, and the card says so at once; Marcia then says so
 * and offers the booking link (once the engine is there: without it, the card alone). Never
 * rejects.
 */
export async function cancelBookingRequest(id: string): Promise<void> {
  const request = $conversation.get().messages.find((m) => m.id === id)?.request;
  if (
    !request ||
    request.status === 'sending' ||
    request.status === 'sent' ||
    request.status === 'cancelled'
  )
    return;
  $conversation.set(withRequestUpdate($conversation.get(), id, { status: 'cancelled' }));
  const found = await loadEngine().catch(() => null);
  if (!found) return;
  const now = new Date();
  const texts = found.assistantLanguage(pageLang()).texts.booking;
  const { bookingUrl } = afterRequestLinks(
    found,
    $conversation.get().context,
    now,
    await loadFleet(),
  );
  const entry: NewEntry = {
    sender: 'marcia',
    content: texts.cancelled,
    suggestions: [...texts.incompleteSuggestions],
  };
  if (bookingUrl) entry.bookingUrl = bookingUrl;
  $conversation.set(addMessage($conversation.get(), entry, now.getTime()));
}

/**
 * The WhatsApp link for a reply that hands the visitor to the team on WhatsApp ('message us on
 * WhatsApp (the button at the bottom left of the page)'): on a phone the full-screen chat covers
 * that button (audit 33c #19), so the bubble offers the link itself. It is the floating button's
 * own link (its message in the page's language, with the dates once known), or none.
 *
 * @param content the reply's text
 */
function handOverLink(content: string): string | undefined {
  if (!/whatsapp/i.test(content)) return undefined;
  const button = document.querySelector<HTMLAnchorElement>('a[data-whatsapp]');
  return button?.href.startsWith('https://wa.me/') ? button.href : undefined;
}

/**
 * The links offered after a request: the booking engine's select page for the vehicle asked for
 * (a car, a scooter or an ATV; `fleet` names the type of a model) from the chat's dates and pickup
 * location, in the page's language (the engine's search page when the dates do not make a valid
 * search), and a WhatsApp chat whose message names the dates.
 */
function afterRequestLinks(
  found: Engine,
  context: ChatContext,
  now: Date,
  fleet: readonly Vehicle[],
): { bookingUrl?: string; whatsappUrl?: string } {
  const links: { bookingUrl?: string; whatsappUrl?: string } = {};
  const dates = found.bookingDatesIso(context, now);
  const url = dates
    ? engineUrl(
        found.pickupPointOf(context),
        context,
        dates,
        engineTypeOfChoice(context.vehicle, fleet),
      )
    : undefined;
  if (url ?? settings.bookHref) links.bookingUrl = url ?? settings.bookHref;
  if (settings.whatsapp && settings.whatsappDates && dates) {
    const text = whatsappDatesMessage(
      settings.whatsappDates,
      dates.pickupDate,
      dates.returnDate,
      pageLang(),
    );
    try {
      if (text) links.whatsappUrl = whatsappUrl(settings.whatsapp, text);
    } catch {
      /* a malformed number: no WhatsApp link */
    }
  }
  return links;
}

/**
 * The engine's select page for a vehicle type from the dates (pickup from the context or 18 Paros
 * Airport; the drop-off point the visitor named, else the pickup's; the times the visitor told,
 * else 10:00; age group 28).
 */
function engineUrl(
  pickupId: ReservationDraft['pickupId'] | undefined,
  context: ChatContext,
  dates: { pickupDate: string; returnDate: string },
  vehicleType: VehicleType,
): string | undefined {
  const draft: ReservationDraft = {
    ...defaultDraft(),
    vehicleType,
    pickupId: pickupId ?? DEFAULT_PICKUP_ID,
    pickupDate: dates.pickupDate,
    returnDate: dates.returnDate,
  };
  // A drop-off point the visitor named other than the pickup: the engine's different return.
  const dropOff = context.dropOffPoint;
  if (dropOff !== undefined && dropOff !== draft.pickupId) {
    draft.differentDropoff = true;
    draft.returnId = dropOff;
  }
  const told = {
    ...draft,
    ...(context.pickupTime ? { pickupTime: context.pickupTime } : {}),
    ...(context.returnTime ? { returnTime: context.returnTime } : {}),
  };
  // Told times the engine would refuse (a same-day return before the pickup): the defaults.
  for (const candidate of [told, draft]) {
    try {
      return bookingSearchUrl(candidate, { lang: engineLang(pageLang()) });
    } catch {
      /* next candidate */
    }
  }
  return undefined;
}
