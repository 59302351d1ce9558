/**
 * The chat's booking dialogue (docs/requirements.md, "Booking dialogue"):
 * it asks for the name, then the e-mail, then the phone, then the dates; with all five details
 * it shows a summary; 'complete booking' / 'confirm booking' / 'yes' / 'book it' then give the
 * final acknowledgement, or — when a detail is missing — the fixed start-over sentence.
 * A modify or change message resets `conversationStage` to `initial`.
 *
 * Nothing is submitted here (the engine is pure): after the confirmation the chat panel shows
 * the request (`bookingRequest`, `summaryLines`) with a 'Send to our team' button and POSTs it
 * to the contact outbox, then offers the booking-engine link with ISO dates (`bookingDatesIso`);
 * see docs/assistant.md, "Booking requests".
 *
 * Every line comes from the language's `BookingTexts` (always passed: no function falls back to
 * English); the phrases are matched in English and in the page language (`LanguageWords.booking`).
 */
import type { PickupLocation } from '../../config/facts';
import type { Lang } from '../../i18n/routing';
import { ASSISTANT_LOCATION_IDS } from '../booking';
import { toIsoDate, toIsoDateRange, ymd } from './dates';
import { says, type Reading } from './keywords';
import { assistantLanguage } from './language';
import { isNationalPhone, refusedPhone } from './extract';
import { weekdayOf } from './lang/shared';
import {
  bookingFields,
  type BookingField,
  type BookingTexts,
  type FieldTopic,
  type LanguageWords,
  type WaitingStage,
} from './lang/types';
import type { AssistantReply, ChatContext, ConversationStage } from './types';

/** Stages in which the dialogue is waiting for the visitor. */
export const inProgressStages: readonly ConversationStage[] = [
  'booking_name',
  'booking_email',
  'booking_phone',
  'booking_dates',
  'booking_confirm',
];

/**
 * Exactly the required incomplete-confirmation sentence (docs/requirements.md, "Booking dialogue")
 * in a language.
 *
 * @param lang a language code of the registry (`src/locales/`)
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function incompleteText(lang: Lang): string {
  return assistantLanguage(lang).texts.booking.incomplete;
}

/**
 * The explicit confirmation phrases of a language as the engine matches them (docs/requirements.md,
 * "Booking dialogue": 'complete booking', 'confirm booking', 'yes', 'book it' in English; markers
 * such as `^` see `keywords.ts`). The default language's phrases are understood on every page.
 *
 * @param lang a language code of the registry (`src/locales/`)
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function confirmPhrases(lang: Lang): readonly string[] {
  return assistantLanguage(lang).words.booking.confirm;
}

/** The booking details still missing, in asking order. */
export function missingBookingFields(context: ChatContext): BookingField[] {
  return bookingFields.filter((f) => context[f] === undefined);
}

/** True when the context holds any detail beyond a name (a booking has been under way). */
export function hasBookingDetails(context: ChatContext): boolean {
  return (
    context.email !== undefined ||
    context.phone !== undefined ||
    context.pickupDate !== undefined ||
    context.returnDate !== undefined
  );
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

/** Multi-word confirmations ('confirm booking'): a message with one is not a 'book now'. */
const strongConfirm = (words: LanguageWords) =>
  words.booking.confirm.filter((p) => p.trim().includes(' '));

/** A 'book now'-style message (and not an explicit confirmation), in any language of the reading. */
export function isStartMessage(reading: Reading): boolean {
  return says(reading, (w) => w.booking.start) && !says(reading, strongConfirm);
}

/**
 * A confirmation phrase; the loose ones ('ok', 'correct', ...) count only at the summary, and not
 * when negated ('not ok', 'stimmt nicht', 'non è corretto': `booking.negated`).
 */
export function isConfirmMessage(reading: Reading, stage: ConversationStage): boolean {
  if (says(reading, (w) => w.booking.confirm)) return true;
  return (
    stage === 'booking_confirm' &&
    says(reading, (w) => w.booking.looseConfirm) &&
    !says(reading, (w) => w.booking.negated)
  );
}

/**
 * A modify or change intent ('change my e-mail', 'modify', 'edit the dates'; at the summary 'no'
 * and a negated confirmation: 'that's not correct', 'the phone is not right').
 */
export function isModifyMessage(reading: Reading, stage: ConversationStage): boolean {
  if (says(reading, (w) => w.booking.modify)) return true;
  return (
    stage === 'booking_confirm' &&
    (says(reading, (w) => w.booking.refuse) || says(reading, (w) => w.booking.negated))
  );
}

const topicFields: Readonly<Record<FieldTopic, readonly BookingField[]>> = {
  name: ['name'],
  email: ['email'],
  phone: ['phone'],
  dates: ['pickupDate', 'returnDate'],
};

/** The booking fields a modify message names ('change my phone' → phone). */
export function fieldsNamed(reading: Reading): BookingField[] {
  return (Object.keys(topicFields) as FieldTopic[])
    .filter((t) => says(reading, (w) => w.booking.fields[t]))
    .flatMap((t) => topicFields[t]);
}

/** The topics of some fields, without repeats, in asking order (both dates are 'dates'). */
function topicsOf(fields: readonly BookingField[]): FieldTopic[] {
  return (Object.keys(topicFields) as FieldTopic[]).filter((t) =>
    topicFields[t].some((f) => fields.includes(f)),
  );
}

/** Readable labels of fields, without repeats ('e-mail address and dates'). */
function labelList(fields: readonly BookingField[], texts: BookingTexts): string {
  return texts.list(topicsOf(fields).map((t) => texts.fieldLabels[t]));
}

/**
 * The question of `stage` asked again after a message that gave other details instead, saying
 * what was noted (`BookingTexts.notedAskName`, `notedAskEmail`, `notedAskPhone`: "Thanks, I've
 * noted your dates. And your phone number? …"); undefined for the other stages, whose question
 * says what it holds.
 */
export function notedAsk(
  stage: ConversationStage,
  supplied: readonly BookingField[],
  texts: BookingTexts,
): string | undefined {
  const labels = labelList(supplied, texts);
  if (stage === 'booking_name') return texts.notedAskName(labels);
  if (stage === 'booking_email') return texts.notedAskEmail(labels);
  if (stage === 'booking_phone') return texts.notedAskPhone(labels);
  return undefined;
}

/**
 * The pickup point of the conversation (or of a `BookingRequest`, which has the same two fields) as
 * the reservation widget's location id: the point named (`ChatContext.pickupPoint`), else the
 * airport (18) or Parikia's port (19) of `pickupLocation`.
 */
export function pickupPointOf(
  context: Pick<ChatContext, 'pickupPoint' | 'pickupLocation'>,
): PickupLocation['id'] | undefined {
  if (context.pickupPoint !== undefined) return context.pickupPoint;
  return context.pickupLocation ? ASSISTANT_LOCATION_IDS[context.pickupLocation] : undefined;
}

/**
 * The airport as the pickup line says it, when the point is that one (18). Parikia's port (19) is
 * named as the point ('Paros Port (Parikia)'): 'at the port' left the team and the visitor to
 * guess between Paros and Antiparos (audit 33c #4).
 */
function placeOf(context: ChatContext): 'airport' | undefined {
  return pickupPointOf(context) === ASSISTANT_LOCATION_IDS.airport ? 'airport' : undefined;
}

/** Another pickup point than the airport, with the visitor's words for it. */
function pointOf(context: ChatContext): { id: PickupLocation['id']; note?: string } | undefined {
  const id = pickupPointOf(context);
  if (id === undefined || placeOf(context) !== undefined) return undefined;
  return context.pickupNote ? { id, note: context.pickupNote } : { id };
}

/**
 * One line per date: as typed, plus the day it means when a reference instant is known; a date
 * Marcia counted ('tomorrow', '10 days' from a pickup: held as `DD/MM/YYYY`), or one typed in
 * that form, is the day alone ('Montag, 2. März 2026', not '02/03/2026 (…)', which no German
 * writes).
 */
export function describeDate(text: string, now: Date | undefined, texts: BookingTexts): string {
  if (!now) return text;
  const iso = toIsoDate(text, now);
  if (!iso) return text;
  const [y, m, d] = ymd(iso);
  // Formatted by hand (not Intl) so the text is identical on every runtime.
  const day = texts.formatDay(y, m, d, weekdayOf(y, m, d));
  return day === text || NUMERIC_DAY.test(text) ? day : `${text} (${day})`;
}

/** A day written `DD/MM/YYYY`, the form Marcia holds a counted date in. */
const NUMERIC_DAY = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * A held date as a question or a note says it back: as the visitor typed it ('5 august'), but a
 * date Marcia counted ('tomorrow', held as `02/03/2026`) or one typed that way as its day in words
 * ('Monday 2 March 2026'; the year is in it, so no reference day is needed).
 */
function saidDay(held: string, texts: BookingTexts): string {
  if (!NUMERIC_DAY.test(held)) return held;
  const [d, m, y] = held.split('/').map(Number) as [number, number, number];
  return texts.formatDay(y, m, d, weekdayOf(y, m, d));
}

/**
 * `context` with its pickup and return dates as {@link saidDay} says them, for an answer that
 * notes them ('I've noted your dates: Monday 2 March 2026 …'); the context itself is unchanged.
 */
export function withSaidDates(context: ChatContext, texts: BookingTexts): ChatContext {
  const out: ChatContext = { ...context };
  if (context.pickupDate !== undefined) out.pickupDate = saidDay(context.pickupDate, texts);
  if (context.returnDate !== undefined) out.returnDate = saidDay(context.returnDate, texts);
  return out;
}

/**
 * The collected details as the visitor reads them, one line each in the page language: name,
 * e-mail, phone, pickup (date as typed, the day it means, the place: the airport, the port, or
 * another pickup point by name with the visitor's words for a hotel), return (the date, and the
 * drop-off point when one was named), and the vehicle,
 * passengers and free extras when known. Shown in the summary and on the chat's "Send to our team" card.
 */
export function summaryLines(
  context: ChatContext,
  now: Date | undefined,
  texts: BookingTexts,
): string[] {
  const t = texts.summary;
  const lines = [
    t.name(context.name ?? ''),
    t.email(context.email ?? ''),
    t.phone(context.phone ?? ''),
    t.pickup(
      describeDate(context.pickupDate ?? '', now, texts),
      placeOf(context),
      pointOf(context),
      context.pickupTime,
    ),
    t.return(
      describeDate(context.returnDate ?? '', now, texts),
      context.returnTime,
      context.dropOffPoint === undefined
        ? undefined
        : { id: context.dropOffPoint, note: context.dropOffNote },
    ),
  ];
  if (context.vehicle !== undefined)
    lines.push(t.vehicle(context.vehicle, context.vehicleCount, context.automatic === true));
  // '2 scooters and a car': a line for each other kind.
  for (const more of context.moreVehicles ?? [])
    lines.push(t.vehicle(more.vehicle, more.count > 1 ? more.count : undefined));
  if (context.passengers !== undefined) lines.push(t.passengers(context.passengers));
  if (context.childSeats !== undefined || context.gps)
    lines.push(t.extras(context.childSeats, context.gps === true));
  if (context.extraDrivers) lines.push(t.drivers(context.extraDrivers));
  return lines;
}

/**
 * The trip as held so far, one line each as the summary says it: the pickup (its place alone
 * while its date is not known), the return once its date is, then the vehicle, passengers, free
 * extras and extra drivers; no contact detail. Empty when the visitor has given none of them.
 */
export function tripLines(
  context: ChatContext,
  now: Date | undefined,
  texts: BookingTexts,
): string[] {
  const [pickup, ret, ...rest] = summaryLines(context, now, texts).slice(3);
  const lines: string[] = [];
  if (context.pickupDate !== undefined) lines.push(pickup!);
  else if (pickupPointOf(context) !== undefined)
    lines.push(texts.summary.pickupPlace(placeOf(context), pointOf(context)));
  if (context.returnDate !== undefined) lines.push(ret!);
  return [...lines, ...rest];
}

/**
 * The first question of a booking that starts with details of the trip ('book a car from 12 to
 * 19 August at the airport', "I'm Anna Berg, I'd like to book a car from 1 to 5 July"): the
 * question's welcome, greeting or thanks ("Wonderful, let's get your booking started!", 'Nice to
 * meet you, Anna Berg!'), those details said back (`BookingTexts.soFar`, one summary line each),
 * then the question itself; undefined when no detail of the trip was given.
 */
export function startedWith(
  question: string,
  context: ChatContext,
  now: Date | undefined,
  texts: BookingTexts,
): string | undefined {
  const lines = tripLines(context, now, texts);
  if (lines.length === 0) return undefined;
  // After the question's greeting or thanks ('Nice to meet you, Anna!', 'Thanks!'), when it has one.
  const [, greeting, ask] = /^([^!]*!)\s+([\s\S]+)$/u.exec(question) ?? [];
  return greeting && ask
    ? [`${greeting} ${texts.soFar}`, ...lines, ask].join('\n')
    : [texts.soFar, ...lines, question].join('\n');
}

/**
 * The lines of {@link summaryLines} for some details held ('what is the return date?' in the
 * dialogue: the return's line): name, e-mail and phone each their own line, either date the
 * pickup's or the return's line; each line once, in the summary's order.
 *
 * @param fields the details asked about; those not held are left out
 */
export function heldLines(
  context: ChatContext,
  fields: readonly BookingField[],
  now: Date | undefined,
  texts: BookingTexts,
): string[] {
  const all = summaryLines(context, now, texts);
  const lineOf: Record<BookingField, number> = {
    name: 0,
    email: 1,
    phone: 2,
    pickupDate: 3,
    returnDate: 4,
  };
  const wanted = new Set(fields.filter((f) => context[f] !== undefined).map((f) => lineOf[f]));
  return [...wanted].sort((a, b) => a - b).map((i) => all[i]!);
}

/** The confirmation summary (docs/requirements.md, "Booking dialogue"), stage `booking_confirm`. */
export function summaryReply(
  context: ChatContext,
  now: Date | undefined,
  texts: BookingTexts,
): AssistantReply {
  const t = texts.summary;
  const lines = [t.title, ...summaryLines(context, now, texts)];
  const range = now ? toIsoDateRange(context.pickupDate, context.returnDate, now) : null;
  if (range && range.returnDate < range.pickupDate) lines.push(t.returnBeforePickup);
  lines.push(t.question);
  return { content: lines.join('\n'), suggestions: [...t.suggestions] };
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
  now: Date | undefined,
  texts: BookingTexts,
): { reply: AssistantReply; stage: ConversationStage } {
  const missing = missingBookingFields(context);
  const field = missing[0];
  if (field === undefined)
    return { reply: summaryReply(context, now, texts), stage: 'booking_confirm' };
  let content: string;
  switch (field) {
    case 'name':
      content = texts.askName;
      break;
    case 'email':
      content = texts.askEmail(supplied.includes('name') ? context.name : undefined);
      break;
    case 'phone':
      content = texts.askPhone;
      break;
    case 'pickupDate':
      // 'we need a car for 10 days': the pickup asked, the return counted from it.
      // 'the first week of August' said before: which days of it, with an example inside it.
      content =
        context.period !== undefined && context.returnDate === undefined
          ? texts.askPeriodDays(context.period, context.stayLength)
          : context.stayLength !== undefined
            ? texts.askPickupStay(context.stayLength)
            : context.returnDate !== undefined
              ? texts.askPickup(saidDay(context.returnDate, texts))
              : texts.askDates;
      break;
    case 'returnDate':
      content = texts.askReturn(saidDay(context.pickupDate ?? '', texts));
      break;
  }
  return { reply: { content, suggestions: [...texts.askSuggestions] }, stage: stageFor(field) };
}

/**
 * True before a booking: no dialogue stage and no detail asked (the kind the visitor asks about
 * is the one held, docs/requirements.md, "Booking dialogue").
 */
export function isBrowsing(context: ChatContext): boolean {
  return context.conversationStage === 'initial' && context.pending === undefined;
}

/**
 * What a phone number needs, when the message had none the dialogue takes: the country code of a
 * national number from abroad it gave ('07700 900123', named), else what a phone number is;
 * undefined when the message gave no number the dialogue refused.
 *
 * @param text the visitor's message
 */
export function phoneReask(text: string, texts: BookingTexts): string | undefined {
  const refused = refusedPhone(text);
  if (refused === undefined) return undefined;
  return isNationalPhone(refused) ? texts.reask.nationalPhone(refused) : texts.reask.phone;
}

/**
 * Re-asks the awaited detail when a message did not supply it (and asked nothing else).
 *
 * @param text the visitor's message (a phone number it gave that cannot be taken is named)
 */
export function reaskReply(
  context: ChatContext,
  now: Date | undefined,
  texts: BookingTexts,
  text: string,
): AssistantReply {
  const suggestions = [...texts.askSuggestions];
  switch (context.conversationStage) {
    case 'booking_name':
      return { content: texts.reask.name, suggestions };
    case 'booking_email':
      return { content: texts.reask.email, suggestions };
    case 'booking_phone':
      return { content: phoneReask(text, texts) ?? texts.reask.phone, suggestions };
    case 'booking_dates':
      return {
        content: context.pickupDate ? texts.reask.returnDate : texts.reask.dates,
        suggestions: [...texts.reaskDatesSuggestions],
      };
    default:
      return summaryReply(context, now, texts);
  }
}

/**
 * The line under an aside answered while the dialogue waits, so the booking is not lost: 'Back
 * to your booking: what's your phone number?' (the pending question; the summary's when it waits
 * for the confirmation).
 *
 * @param pending the slot asked for (see `pendingOf` in `dialogue.ts`), if any
 */
export function reminderLine(
  context: ChatContext,
  pending: BookingField | undefined,
  texts: BookingTexts,
): string {
  switch (pending) {
    case 'name':
      return texts.reminder.booking_name;
    case 'email':
      return texts.reminder.booking_email;
    case 'phone':
      return texts.reminder.booking_phone;
    case 'pickupDate':
      return texts.reminder.booking_dates;
    case 'returnDate':
      return texts.reminder.returnDate;
    default: {
      const stage = context.conversationStage;
      return stage in texts.reminder ? texts.reminder[stage as WaitingStage] : '';
    }
  }
}

/**
 * The final acknowledgement, stage `booking_done`: thanks the visitor and points to the request
 * card below it, which the panel shows with 'Send to our team' and 'Cancel'.
 */
export function acknowledgementReply(context: ChatContext, texts: BookingTexts): AssistantReply {
  return {
    content: texts.acknowledgement(context.name ?? ''),
    suggestions: [...texts.acknowledgementSuggestions],
  };
}

/**
 * The required start-over answer (docs/requirements.md, "Booking dialogue"), stage back to
 * `initial`.
 */
export function incompleteReply(texts: BookingTexts): AssistantReply {
  return { content: texts.incomplete, suggestions: [...texts.incompleteSuggestions] };
}

/** The answer to a modify/change message; the caller has cleared and re-filled `changed`. */
export function modifyReply(
  named: readonly BookingField[],
  refilled: readonly BookingField[],
  texts: BookingTexts,
): AssistantReply {
  if (named.length === 0)
    return { content: texts.modifyWhat.content, suggestions: [...texts.modifyWhat.suggestions] };
  const open = named.filter((f) => !refilled.includes(f));
  const suggestions = [...texts.modifySuggestions];
  if (open.length === 0) return { content: texts.modifyDone(labelList(named, texts)), suggestions };
  return { content: texts.modifyAsk(topicsOf(open), labelList(open, texts)), suggestions };
}

/**
 * The context's pickup and return dates as ISO `YYYY-MM-DD`, for the reservation widget and
 * the booking-engine link (`bookingSearchUrl` in `src/lib/booking.ts` takes `YYYY-MM-DD`).
 *
 * @param reference the instant of the conversation (dates without a year are read forward from it)
 * @returns null while either date is missing or not a calendar day
 */
export function bookingDatesIso(
  context: ChatContext,
  reference: Date,
): { pickupDate: string; returnDate: string } | null {
  return toIsoDateRange(context.pickupDate, context.returnDate, reference);
}

/**
 * The booking details the chat sends to the business (`POST /api/send-email`, subject
 * `booking`, see `bookingRequestBody` in `src/lib/contact/booking.ts`) once the visitor taps
 * 'Send to our team'; also logged to the browser console.
 */
export interface BookingRequest {
  name: string;
  email: string;
  phone: string;
  /** `YYYY-MM-DD` when the chat could read the date, else the date as the visitor typed it. */
  pickupDate: string;
  /** `YYYY-MM-DD` when the chat could read the date, else the date as the visitor typed it. */
  returnDate: string;
  /** `HH:MM`, when the visitor said it. */
  pickupTime?: string;
  /** `HH:MM`, when the visitor said it. */
  returnTime?: string;
  pickupLocation?: 'airport' | 'port';
  /** The pickup point as the reservation widget's location id (`pickupPointOf`), when a place was named. */
  pickupPoint?: PickupLocation['id'];
  /** The visitor's words for a hotel or villa pickup ('Hotel Aria in Naoussa'), as typed. */
  pickupNote?: string;
  /** The point where the vehicle is returned (`ChatContext.dropOffPoint`), when the visitor named one. */
  dropOffPoint?: PickupLocation['id'];
  /** The visitor's words for a hotel or villa drop-off, as typed. */
  dropOffNote?: string;
  passengers?: number;
  /** The vehicle or kind the visitor named ('car', 'scooter', 'Toyota Aygo'), when they did. */
  vehicle?: string;
  /** How many of `vehicle` ('2 scooters'), 2-9; absent, one. */
  vehicleCount?: number;
  /** Vehicles of other kinds asked for beside `vehicle` ('2 scooters and a car'), each with its count. */
  moreVehicles?: { vehicle: string; count: number }[];
  /** Child seats asked for (free), 1-9. */
  childSeats?: number;
  /** A GPS asked for (free). */
  gps?: true;
  /** Extra drivers asked for (a fee under the terms), 1-9. */
  extraDrivers?: number;
  /** An automatic gearbox asked for with the car (`ChatContext.automatic`). */
  automatic?: true;
}

/**
 * The collected booking, with ISO dates where they can be read (else as typed, so nothing the
 * visitor gave is lost), or null while a detail is missing.
 */
export function bookingRequest(context: ChatContext, reference: Date): BookingRequest | null {
  const { name, email, phone, pickupDate, returnDate } = context;
  if (
    name === undefined ||
    email === undefined ||
    phone === undefined ||
    pickupDate === undefined ||
    returnDate === undefined
  )
    return null;
  const dates = bookingDatesIso(context, reference) ?? { pickupDate, returnDate };
  const request: BookingRequest = { name, email, phone, ...dates };
  if (context.pickupTime !== undefined) request.pickupTime = context.pickupTime;
  if (context.returnTime !== undefined) request.returnTime = context.returnTime;
  if (context.pickupLocation !== undefined) request.pickupLocation = context.pickupLocation;
  const point = pickupPointOf(context);
  if (point !== undefined) request.pickupPoint = point;
  if (context.pickupNote !== undefined) request.pickupNote = context.pickupNote;
  if (context.dropOffPoint !== undefined) request.dropOffPoint = context.dropOffPoint;
  if (context.dropOffNote !== undefined) request.dropOffNote = context.dropOffNote;
  if (context.passengers !== undefined) request.passengers = context.passengers;
  if (context.vehicle !== undefined) request.vehicle = context.vehicle;
  if (context.vehicle !== undefined && context.vehicleCount !== undefined)
    request.vehicleCount = context.vehicleCount;
  if (context.vehicle !== undefined && context.moreVehicles?.length)
    request.moreVehicles = context.moreVehicles.map((m) => ({ ...m }));
  if (context.childSeats !== undefined) request.childSeats = context.childSeats;
  if (context.gps) request.gps = true;
  if (context.extraDrivers) request.extraDrivers = context.extraDrivers;
  if (context.vehicle !== undefined && context.automatic) request.automatic = true;
  return request;
}
