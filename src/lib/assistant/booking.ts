/**
 * The chat's booking dialogue (spec 000 s.4 "Booking dialogue", s.8 "Incomplete confirmation"):
 * it asks for the name, then the e-mail, then the phone, then the dates; with all five details
 * it shows a summary; 'complete booking' / 'confirm booking' / 'yes' / 'book it' then give the
 * final acknowledgement, or — when a detail is missing — the spec's start-over sentence.
 * A modify or change message resets `conversationStage` to `initial`.
 *
 * Nothing is submitted here: the island may POST the request (`bookingRequest`) and offer the
 * booking-engine link with ISO dates (`bookingDatesIso`).
 */
import { toIsoDate, toIsoDateRange } from './dates';
import { hasKeyword } from './keywords';
import type { AssistantReply, ChatContext, ConversationStage } from './types';

/** The details the booking dialogue collects, in the order it asks for them. */
export const bookingFields = ['name', 'email', 'phone', 'pickupDate', 'returnDate'] as const;
/** One of {@link bookingFields}. */
export type BookingField = (typeof bookingFields)[number];

/** Stages in which the dialogue is waiting for the visitor. */
export const inProgressStages: readonly ConversationStage[] = ['booking_name', 'booking_email', 'booking_phone', 'booking_dates', 'booking_confirm'];

/** Exactly the spec's incomplete-confirmation sentence (spec 000 s.8). */
export const INCOMPLETE_TEXT = "I still need some information to complete your booking. Let's start over - say 'book now'";

/** The booking details still missing, in asking order. */
export function missingBookingFields(context: ChatContext): BookingField[] {
  return bookingFields.filter((f) => context[f] === undefined);
}

/** True when the context holds any detail beyond a name (a booking has been under way). */
export function hasBookingDetails(context: ChatContext): boolean {
  return context.email !== undefined || context.phone !== undefined || context.pickupDate !== undefined || context.returnDate !== undefined;
}

/** The stage that asks for a field. */
function stageFor(field: BookingField): ConversationStage {
  switch (field) {
    case 'name':
      return 'booking_name';
    case 'email':
      return 'booking_email';
    case 'phone':
      return 'booking_phone';
    default:
      return 'booking_dates';
  }
}

/** Phrases that start (or resume) the dialogue ('book now'-style messages). */
const startPhrases = ['book now', 'make a booking', 'make a reservation', 'want to book', 'like to book', 'want to reserve', 'like to reserve', 'ready to book', 'start booking', 'start a booking', 'book online'];
/** The spec's confirmation phrases (spec 000 s.4). */
export const confirmPhrases = ['complete booking', 'confirm booking', 'yes', 'book it'] as const;
/** Extra confirmations understood only while the summary waits for an answer. */
const looseConfirmations = ['confirm', 'yes please', 'yep', 'yeah', 'sure', 'ok', 'okay', 'go ahead', 'send it', 'looks good', 'perfect', 'all good'];
/** Words of a modify/change intent. */
const modifyWords = ['modify', 'change', 'edit', 'update', 'wrong'];

/** A 'book now'-style message (and not an explicit confirmation). */
export function isStartMessage(normalised: string): boolean {
  return startPhrases.some((p) => hasKeyword(normalised, p)) && !['complete booking', 'confirm booking', 'book it'].some((p) => hasKeyword(normalised, p));
}

/** A confirmation phrase; the loose ones ('ok', 'sure', ...) count only at the summary. */
export function isConfirmMessage(normalised: string, stage: ConversationStage): boolean {
  if (confirmPhrases.some((p) => hasKeyword(normalised, p))) return true;
  return stage === 'booking_confirm' && looseConfirmations.some((p) => hasKeyword(normalised, p));
}

/** A modify or change intent ('change my e-mail', 'modify', 'edit the dates'; 'no' at the summary). */
export function isModifyMessage(normalised: string, stage: ConversationStage): boolean {
  if (modifyWords.some((w) => hasKeyword(normalised, w))) return true;
  return stage === 'booking_confirm' && /^(?:no|nope|not yet|wait)\b/.test(normalised);
}

/** The booking fields a modify message names ('change my phone' → phone). */
export function fieldsNamed(normalised: string): BookingField[] {
  const fields: BookingField[] = [];
  if (hasKeyword(normalised, 'name')) fields.push('name');
  if (['email', 'e mail', 'mail'].some((k) => hasKeyword(normalised, k))) fields.push('email');
  if (['phone', 'number', 'mobile', 'telephone'].some((k) => hasKeyword(normalised, k))) fields.push('phone');
  if (['date', 'day', 'pickup', 'pick up', 'return', 'arrival', 'departure'].some((k) => hasKeyword(normalised, k))) fields.push('pickupDate', 'returnDate');
  return fields;
}

const labels: Record<BookingField, string> = {
  name: 'name',
  email: 'e-mail address',
  phone: 'phone number',
  pickupDate: 'dates',
  returnDate: 'dates',
};

/** Readable labels of fields, without repeats ('e-mail address and dates'). */
function labelList(fields: readonly BookingField[]): string {
  const unique = [...new Set(fields.map((f) => labels[f]))];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** One line per date: as typed, plus the day it means when a reference instant is known. */
function describeDate(text: string, now: Date | undefined): string {
  if (!now) return text;
  const iso = toIsoDate(text, now);
  if (!iso) return text;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  // Formatted by hand (not Intl) so the text is identical on every runtime.
  const day = `${weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${months[m - 1]} ${y}`;
  return day === text ? text : `${text} (${day})`;
}

/** The confirmation summary (spec 000 s.4), stage `booking_confirm`. */
export function summaryReply(context: ChatContext, now?: Date): AssistantReply {
  const lines = [
    "Here's your booking summary:",
    `Name: ${context.name}`,
    `E-mail: ${context.email}`,
    `Phone: ${context.phone}`,
    `Pickup: ${describeDate(context.pickupDate ?? '', now)}${context.pickupLocation ? ` at the ${context.pickupLocation}` : ''}`,
    `Return: ${describeDate(context.returnDate ?? '', now)}`,
  ];
  if (context.passengers !== undefined) lines.push(`Passengers: ${context.passengers}`);
  const range = now ? toIsoDateRange(context.pickupDate, context.returnDate, now) : null;
  if (range && range.returnDate < range.pickupDate) lines.push("The return date is before the pickup date; say 'change dates' to fix it.");
  lines.push("Shall I send it? Say 'confirm booking', or 'change' to edit a detail.");
  return { content: lines.join('\n'), suggestions: ['Confirm booking', 'Change details'] };
}

/**
 * The next step of the dialogue: the question for the first missing detail, or the summary
 * when all five are known.
 *
 * @param supplied the fields this message has just filled (to acknowledge them)
 * @returns the reply and the stage to store
 */
export function nextBookingStep(
  context: ChatContext,
  supplied: readonly BookingField[],
  now?: Date,
): { reply: AssistantReply; stage: ConversationStage } {
  const missing = missingBookingFields(context);
  const field = missing[0];
  if (field === undefined) return { reply: summaryReply(context, now), stage: 'booking_confirm' };
  const suggestions = ['Cancellation policy', 'Contact details'];
  let content: string;
  switch (field) {
    case 'name':
      content = "Wonderful, let's get your booking started! What's your name?";
      break;
    case 'email':
      content = `${supplied.includes('name') ? `Nice to meet you, ${context.name}!` : 'Thanks!'} What's your e-mail address? Our team will send the confirmation there.`;
      break;
    case 'phone':
      content = "Thanks! And your phone number? Add the country code if it isn't a Greek number, e.g. +44 7700 900123.";
      break;
    case 'pickupDate':
      content = 'Great! What are your pickup and return dates? For example: 15/07/2026 to 22/07/2026.';
      break;
    case 'returnDate':
      content = `Got it, pickup on ${context.pickupDate}. And your return date?`;
      break;
  }
  return { reply: { content, suggestions }, stage: stageFor(field) };
}

/** Re-asks the awaited detail when a message did not supply it (and asked nothing else). */
export function reaskReply(context: ChatContext, now?: Date): AssistantReply {
  switch (context.conversationStage) {
    case 'booking_name':
      return { content: "Sorry, I didn't catch your name. Could you tell me, e.g. 'my name is Anna'?", suggestions: ['Cancellation policy', 'Contact details'] };
    case 'booking_email':
      return { content: "That doesn't look like an e-mail address. Could you type it like name@example.com?", suggestions: ['Cancellation policy', 'Contact details'] };
    case 'booking_phone':
      return { content: 'I need a phone number of 10 digits, with the country code if you like (e.g. +30 694 123 4567).', suggestions: ['Cancellation policy', 'Contact details'] };
    case 'booking_dates':
      return {
        content: context.pickupDate
          ? `I still need your return date, e.g. 22/07/2026 or 22 July.`
          : 'I still need your pickup and return dates, e.g. 15/07/2026 to 22/07/2026 or 15 July to 22 July.',
        suggestions: ['Pricing info', 'Cancellation policy'],
      };
    default:
      return summaryReply(context, now);
  }
}

/** A line appended to a topic answer while the dialogue waits, so the booking is not lost. */
export function reminderLine(context: ChatContext): string {
  switch (context.conversationStage) {
    case 'booking_name':
      return 'To continue your booking, just tell me your name.';
    case 'booking_email':
      return 'To continue your booking, I still need your e-mail address.';
    case 'booking_phone':
      return 'To continue your booking, I still need your phone number.';
    case 'booking_dates':
      return 'To continue your booking, I still need your pickup and return dates.';
    case 'booking_confirm':
      return "Your booking is ready: say 'confirm booking' to send it.";
    default:
      return '';
  }
}

/** The final acknowledgement (spec 000 s.4), stage `booking_done`. */
export function acknowledgementReply(context: ChatContext): AssistantReply {
  return {
    content: [
      `Thank you, ${context.name}! Your booking request is complete.`,
      `Our team will confirm it by e-mail at ${context.email} shortly.`,
      'You can also pick your vehicle right away on our online booking page.',
    ].join('\n'),
    suggestions: ['Free child seats', 'Ferry to Antiparos', 'Contact details'],
  };
}

/** The spec's start-over answer (spec 000 s.8), stage back to `initial`. */
export function incompleteReply(): AssistantReply {
  return { content: INCOMPLETE_TEXT, suggestions: ['Book now', 'Contact details'] };
}

/** The answer to a modify/change message; the caller has cleared and re-filled `changed`. */
export function modifyReply(named: readonly BookingField[], refilled: readonly BookingField[]): AssistantReply {
  if (named.length === 0) {
    return {
      content: "No problem! What would you like to change: your name, e-mail, phone or dates? For example 'change my e-mail'.",
      suggestions: ['Change my dates', 'Change my e-mail', 'Book now'],
    };
  }
  const open = named.filter((f) => !refilled.includes(f));
  if (open.length === 0) {
    return { content: `Done, I've updated your ${labelList(named)}. Say 'book now' to review and confirm your booking.`, suggestions: ['Book now', 'Contact details'] };
  }
  const ask = open.includes('name') ? " (e.g. 'my name is Anna')" : open.includes('pickupDate') ? ' (e.g. 15/07/2026 to 22/07/2026)' : '';
  const verb = open.includes('pickupDate') ? 'What are' : "What's";
  return { content: `Sure! ${verb} your new ${labelList(open)}${ask}?`, suggestions: ['Book now', 'Contact details'] };
}

/**
 * The context's pickup and return dates as ISO `YYYY-MM-DD`, for the reservation widget and
 * the booking-engine link (`bookingSearchUrl` in `src/lib/booking.ts` takes `YYYY-MM-DD`).
 *
 * @param reference the instant of the conversation (dates without a year are read forward from it)
 * @returns null while either date is missing or not a calendar day
 */
export function bookingDatesIso(context: ChatContext, reference: Date): { pickupDate: string; returnDate: string } | null {
  return toIsoDateRange(context.pickupDate, context.returnDate, reference);
}

/** What the island may POST after the acknowledgement (spec 000 s.4 says the details are only logged). */
export interface BookingRequest {
  name: string;
  email: string;
  phone: string;
  /** `YYYY-MM-DD`. */
  pickupDate: string;
  /** `YYYY-MM-DD`. */
  returnDate: string;
  pickupLocation?: 'airport' | 'port';
  passengers?: number;
}

/**
 * The collected booking with ISO dates, or null while a detail is missing or a date cannot be
 * read.
 */
export function bookingRequest(context: ChatContext, reference: Date): BookingRequest | null {
  const dates = bookingDatesIso(context, reference);
  if (!dates || context.name === undefined || context.email === undefined || context.phone === undefined) return null;
  const request: BookingRequest = { name: context.name, email: context.email, phone: context.phone, ...dates };
  if (context.pickupLocation !== undefined) request.pickupLocation = context.pickupLocation;
  if (context.passengers !== undefined) request.passengers = context.passengers;
  return request;
}
