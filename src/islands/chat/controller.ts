/**
 * What the chat panel does around Marcia's pure engine (spec 000 s.4 'Chat', s.9 'Chat
 * behaviour'): the opening message of each open request, sending a message, the 1-2 s "typing"
 * delay before each reply, and what happens when the booking dialogue completes. It lives
 * outside the React tree, so a reply still arrives (and is stored) when the panel is closed
 * while Marcia types.
 *
 * Replies are produced one after another in the order the visitor sent the messages, each with
 * the context left by the previous one, in the page's language (a conversation kept from a page
 * in another language goes on in this page's language; its context stays readable).
 */
import {
  bookingDatesIso,
  bookingRequest,
  defaultContact,
  greeting,
  respond,
  type AssistantContact,
  type ChatContext,
} from '../../lib/assistant';
import type { Lang } from '../../i18n/routing';
import { engineLang } from '../../config/booking';
import { bookingSearchUrl, defaultDraft, DEFAULT_PICKUP_ID, type ReservationDraft } from '../../lib/booking';
import {
  $conversation,
  $openRequest,
  $typing,
  addMessage,
  appendMessage,
  awaitingReply,
  canSend,
  replyDelay,
  withOpener,
  type NewEntry,
} from '../../stores/chat';
import { ASSISTANT_LOCATION_IDS, prefillFromAssistant } from '../../stores/reservation';
import { loadFleet } from './fleet';

/** Page data the controller needs. */
export interface ChatSettings {
  /** Phone and e-mail Marcia quotes (from the page, i.e. `src/config`). */
  contact: AssistantContact;
  /** The engine's search page (BOOK NOW); the booking link when no search URL can be built. */
  bookHref: string;
  /**
   * The page language Marcia greets and answers in (issue 8; default English). It must be
   * loaded (`loadAssistantLanguage`) before {@link startChat}.
   */
  lang?: Lang;
}

let settings: ChatSettings = { contact: defaultContact, bookHref: '' };
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
    $conversation.set(withOpener($conversation.get(), greeting(settings.lang), request.opener, Date.now()));
  });
  if (waiting !== null) queueReply(waiting);
}

/**
 * Sends the visitor's message: appends it and queues Marcia's reply. Empty or white-space-only
 * text is not sent (spec 000 s.4).
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

/** Waits the typing delay (and the fleet), asks the engine, stores the reply and the context. */
async function reply(text: string): Promise<void> {
  const [fleet] = await Promise.all([loadFleet(), wait(replyDelay())]);
  const now = new Date();
  const before = $conversation.get().context;
  const result = respond(text, before, fleet, { contact: settings.contact, now, lang: settings.lang ?? 'en' });
  const entry: NewEntry = { sender: 'marcia', content: result.reply.content };
  if (result.reply.suggestions) entry.suggestions = result.reply.suggestions;
  if (result.reply.vehicles) entry.vehicles = result.reply.vehicles;
  if (result.context.conversationStage === 'booking_done' && before.conversationStage !== 'booking_done') {
    const url = completeBooking(result.context, now);
    if (url) entry.bookingUrl = url;
  }
  $conversation.set(addMessage({ ...$conversation.get(), context: result.context }, entry, now.getTime()));
}

/**
 * The booking dialogue reached `booking_done` (spec 000 s.4): the details are only logged to the
 * console ("nothing is submitted"; the /marcia-ai page tells visitors so), the reservation
 * widget's draft is prefilled with the dates and the pickup location, and the returned URL is the booking engine's select page for
 * a car from those dates (pickup from the context or 18 Paros Airport, 10:00 both ways, age
 * group 28) — or the engine's search page when the dates cannot be read or do not make a
 * valid search.
 */
export function completeBooking(context: ChatContext, now: Date): string | undefined {
  const request = bookingRequest(context, now);
  console.info('Marcia AI booking request', request);
  const dates = bookingDatesIso(context, now);
  if (!dates) return settings.bookHref || undefined;
  prefillFromAssistant({ ...dates, pickupLocation: context.pickupLocation });
  const draft: ReservationDraft = {
    ...defaultDraft(),
    vehicleType: 'car',
    pickupId: context.pickupLocation ? ASSISTANT_LOCATION_IDS[context.pickupLocation] : DEFAULT_PICKUP_ID,
    pickupDate: dates.pickupDate,
    returnDate: dates.returnDate,
  };
  try {
    return bookingSearchUrl(draft, { lang: engineLang(settings.lang ?? 'en') });
  } catch {
    return settings.bookHref || undefined;
  }
}
