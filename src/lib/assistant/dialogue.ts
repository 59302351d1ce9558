/**
 * The booking dialogue as slots (docs/requirements.md, "Booking dialogue"; issue "Marcia keeps
 * the thread"). One `step` decides from a message's reading (`reading.ts`) and the context's
 * slots what happens: which slots are filled or corrected, what is asked next (only what is
 * still missing, one thing at a time), when the summary is shown, and when the message is a
 * topic question to answer before the dialogue resumes.
 *
 * Slots: name, e-mail, phone, pickup date, return date (required: `bookingFields`), pickup
 * place, vehicle or kind, passengers (optional: filled whenever given, never asked). Any message
 * fills any slot it contains, in any order and at any stage; a value held is replaced only by a
 * correction ('actually my e-mail is …', 'make it the 20th', 'no, 3 people'), which is
 * confirmed in one line. An answer to Marcia's own question is never a fallback. With the
 * instant of the conversation (`now`), a pickup in the past and a return before the pickup are
 * questioned, never stored.
 */
import {
  acknowledgementReply,
  describeDate,
  hasBookingDetails,
  heldLines,
  incompleteReply,
  inProgressStages,
  isBrowsing,
  missingBookingFields,
  modifyReply,
  nextBookingStep,
  notedAsk,
  phoneReask,
  pickupPointOf,
  reaskReply,
  reminderLine,
  startedWith,
  summaryReply,
} from './booking';
import { ASSISTANT_LOCATION_IDS } from '../booking';
import {
  datesInMonth,
  dayOnOrAfter,
  monthlessFrom,
  returnAfterDays,
  toIsoDate,
  toIsoDateRange,
  todayIso,
  periodDay,
  ymd,
} from './dates';
import {
  bookingFields,
  slotFields,
  type BookingField,
  type BookingTexts,
  type SlotField,
  type VehicleKind,
} from './lang/types';
import { says, wordCount } from './keywords';
import { renderWith } from './messages';
import type { MessageReading, SlotValues } from './reading';
import { noteMessages } from './topics';
import { isVehicleIntent } from './types';
import type { AssistantReply, ChatContext, ConversationStage, VehicleIntent } from './types';

/**
 * What the dialogue decided for one message:
 * - `booking` — a dialogue answer (a question, the summary, a correction, the acknowledgement …),
 *   intent `booking`;
 * - `topics` — answer the message's topic intents (`engine.ts`); with `resume` the pending
 *   question follows ('Back to your booking: …');
 * - `availability` — dates alone outside a booking; `unknown` — a question no rule answers
 *   (with `resume`, asked in the dialogue: the pending question follows);
 *   `fallback` — nothing understood (`newName`: this message gave the name);
 * - `ownBooking` — the message speaks of a booking the visitor already has (word flag
 *   `ownBooking`) outside the chat's dialogue: no booking starts, no slot is filled; the topics
 *   other than `booking` are answered after the note that the team helps with it.
 */
export type Decision =
  | { kind: 'booking'; reply: AssistantReply; context: ChatContext }
  | { kind: 'topics'; context: ChatContext; resume: boolean; dateIssue?: DateIssue }
  | { kind: 'availability'; context: ChatContext; dateIssue?: DateIssue }
  | { kind: 'unknown'; context: ChatContext; resume?: boolean }
  | { kind: 'ownBooking'; context: ChatContext }
  | { kind: 'fallback'; context: ChatContext; newName: boolean };

/**
 * A date the dialogue questions instead of storing it: in a booking it asks the dates again;
 * outside one the answer says so after itself (`dateIssue` of the `topics` and `availability`
 * decisions: 'car from august 15 to august 12' dropped the return without a word).
 */
export type DateIssue =
  | { kind: 'pastPickup'; date: string }
  | { kind: 'returnBefore'; pickup: string };

/** The slots a message filled or replaced, and the dates it questioned. */
interface Placed {
  context: ChatContext;
  /** Slots that were empty and are now filled. */
  filled: SlotField[];
  /** Slots whose held value was replaced (or that a change had just cleared). */
  corrected: SlotField[];
  issues: DateIssue[];
}

/** The required slot Marcia is waiting for, or undefined (summary shown, no dialogue). */
export function pendingOf(context: ChatContext): BookingField | undefined {
  if (context.pending !== undefined) return context.pending;
  switch (context.conversationStage) {
    case 'booking_name':
      return 'name';
    case 'booking_email':
      return 'email';
    case 'booking_phone':
      return 'phone';
    case 'booking_dates':
      return context.pickupDate === undefined ? 'pickupDate' : 'returnDate';
    default:
      return undefined;
  }
}

/** The context without the booking's slots (and without a pending question), at `stage`. */
function withoutSlots(context: ChatContext, stage: ConversationStage): ChatContext {
  const next: ChatContext = { ...context, conversationStage: stage };
  for (const f of slotFields) delete next[f];
  delete next.pickupNote;
  delete next.vehicleCount;
  delete next.moreVehicles;
  delete next.stayLength;
  delete next.pending;
  return next;
}

/** The context with `stage` and no pending question. */
function atStage(context: ChatContext, stage: ConversationStage): ChatContext {
  const next: ChatContext = { ...context, conversationStage: stage };
  delete next.pending;
  return next;
}

/**
 * Where the message's dates go. Two dates (or a stay from a day) are the pickup and the return;
 * one date goes to the end the message names ('the return …'), else to the date asked for,
 * else to the empty one, else (a correction with both held) to the return when it is after the
 * pickup. A half date or a stay length is the return, unless the pickup is named ('make the
 * pickup the 14th').
 */
function datesOf(
  r: MessageReading,
  context: ChatContext,
  pending: BookingField | undefined,
  correcting: boolean,
): { pickupDate?: string; returnDate?: string } {
  const v = r.values;
  const ends = r.named.ends;
  const onlyPickup = ends.includes('pickup') && !ends.includes('return');
  const onlyReturn = ends.includes('return') && !ends.includes('pickup');
  // 'for one day on the 15th of june and bring it back the same evening': both ends that day
  // (said of the return: 'can you deliver the same day?' is no return).
  const returnNamed = ends.includes('return') || says(r.keywords, (w) => w.booking.timeEnds.return);
  if (returnNamed && says(r.keywords, (w) => w.booking.sameDay) && v.dates.length <= 1) {
    const day = v.dates[0] ?? v.relativePickup ?? v.stay?.pickupDate ?? context.pickupDate;
    if (day !== undefined) return { pickupDate: day, returnDate: day };
  }
  if (v.stay) return { ...v.stay };
  if (v.dates.length >= 2) return { pickupDate: v.dates[0]!, returnDate: v.dates[1]! };
  const now = r.now;
  // 'sorry I meant August' with the dates held, or 'no not july, august' at the summary, or
  // 'August' after 'what would you like to change?': both moved to that month, each keeping its day.
  if (
    v.month !== undefined &&
    (r.signals.correct || correcting) &&
    context.pickupDate !== undefined &&
    now
  ) {
    const moved = datesInMonth(context.pickupDate, context.returnDate, v.month, now);
    if (moved) return moved;
  }
  // 'we leave on 20 August', 'our ferry leaves at 6 pm on 20 August, can we return the car at
  // the port?': the day the traveller departs is the return, even before a pickup is known (then
  // asked for).
  const leaving =
    says(r.keywords, (w) => w.booking.timeEnds.departure) ||
    (r.flags.has('dropOff') && !onlyPickup && says(r.keywords, (w) => w.booking.timeEnds.leaves));
  // 'from tomorrow until 5 March': the day counted from today is the pickup, the date (after it,
  // `relativePickup` is read beside a date only then) the return.
  if (v.dates.length === 1 && v.relativePickup !== undefined)
    return { pickupDate: v.relativePickup, returnDate: v.dates[0]! };
  if (v.dates.length === 1) {
    const date = v.dates[0]!;
    let toReturn: boolean;
    // Not when another day beside it is ('le 10 août …, retour le 15', 'on 15 july until 20').
    const departs = leaving && v.day === undefined && v.relativeReturn === undefined;
    if (onlyReturn) toReturn = context.pickupDate !== undefined || departs;
    else if (onlyPickup) toReturn = false;
    else if (pending === 'returnDate' || pending === 'pickupDate')
      toReturn = pending === 'returnDate';
    else if (context.pickupDate === undefined) toReturn = false;
    // 'sorry, I meant August 12' with the pickup alone held: the pickup corrected.
    else if (context.returnDate === undefined)
      toReturn = date !== context.pickupDate && !r.signals.correct;
    else {
      const range = now ? toIsoDateRange(context.pickupDate, date, now) : null;
      toReturn = range !== null && range.returnDate > range.pickupDate;
    }
    if (toReturn) return { returnDate: date };
    return v.relativeReturn
      ? { pickupDate: date, returnDate: v.relativeReturn }
      : { pickupDate: date };
  }
  // 'tomorrow', 'next Friday': the pickup, unless the return is what is asked or named.
  if (v.relativePickup !== undefined) {
    const held = context.pickupDate !== undefined;
    if (held && (onlyReturn || (pending === 'returnDate' && !onlyPickup)))
      return { returnDate: v.relativePickup };
    return v.relativeReturn
      ? { pickupDate: v.relativePickup, returnDate: v.relativeReturn }
      : { pickupDate: v.relativePickup };
  }
  if (!now) return {};
  // A bare day with no pickup held, after 'the end of June' ('from the 24th'): in the period's
  // month; else from the held pickup's month (not before today), else from today.
  const period = context.pickupDate === undefined ? context.period : undefined;
  const monthless = (): [number, number, number] =>
    period ? [period.year, period.month, 1] : monthlessFrom(now, context.pickupDate);
  /** A bare day as the pickup: in the held period's or pickup's month (not before today), else from today. */
  const pickupOn = (day: number) => {
    const pickupDate = dayOnOrAfter(day, monthless());
    return pickupDate ? { pickupDate } : {};
  };
  /** A bare day as the return: the first such day after the held pickup. */
  const returnOn = (day: number) => {
    const start = context.pickupDate !== undefined ? toIsoDate(context.pickupDate, now) : null;
    if (!start) return {};
    const [y, m, d] = ymd(start);
    const returnDate = dayOnOrAfter(day, [y, m, d + 1]);
    return returnDate ? { returnDate } : {};
  };
  // 'il 14 non il 15', 'the 12th, not the 10th': the held end whose day the message also names
  // takes the other day, in its own month.
  if (v.days?.length === 2) {
    const [a, b] = v.days as [number, number];
    for (const end of ['pickup', 'return'] as const) {
      const held = context[`${end}Date`];
      const iso = held !== undefined ? toIsoDate(held, now) : null;
      if (!iso || a === b) continue;
      const heldDay = ymd(iso)[2];
      if (heldDay !== a && heldDay !== b) continue;
      const day = heldDay === a ? b : a;
      return end === 'pickup' ? pickupOn(day) : returnOn(day);
    }
  }
  if (v.day !== undefined && (onlyPickup || (pending === 'pickupDate' && !onlyReturn)))
    return pickupOn(v.day);
  // 'actually the 12th' with 14 to 21 July held: a day before the pickup's moves the pickup (not
  // a return a month later).
  if (v.day !== undefined && !onlyReturn && context.pickupDate && context.returnDate) {
    const iso = toIsoDate(context.pickupDate, now);
    if (iso && v.day < ymd(iso)[2]) return pickupOn(v.day);
    // 'sorry i meant the 16th' with 15 to 20 August held: a correction moves the end whose day is
    // nearer (a slip of one day is the pickup's; the 19th, or a day as near to both, the return's).
    const back = toIsoDate(context.returnDate, now);
    if (iso && back && r.signals.correct && !onlyPickup) {
      const [, pm, pd] = ymd(iso);
      const [, rm, rd] = ymd(back);
      if (pm === rm && v.day - pd < rd - v.day) return pickupOn(v.day);
    }
  }
  // 'sorry I meant the 12th', 'ich meinte den 12.' with the pickup alone held: the pickup's day.
  const held = context.pickupDate !== undefined && context.returnDate === undefined;
  // (Not when the return is asked: 'not sure yet, maybe the 9th or 10th' answers it.)
  if (v.day !== undefined && r.signals.correct && held && !onlyReturn && pending !== 'returnDate')
    return pickupOn(v.day);
  if (v.relativeReturn) return { returnDate: v.relativeReturn };
  // 'return the 28th', 'bring it back on the 28th' with the pickup held: the return's day.
  if (v.day !== undefined && onlyReturn && context.pickupDate !== undefined) return returnOn(v.day);
  // The day alone ('20') as the answer to the return question: read like 'the 20th'.
  if (v.day !== undefined && pending === 'returnDate' && context.pickupDate !== undefined)
    return returnOn(v.day);
  // 'the 10th', 'le 10', 'am 10.' in the dialogue with no pickup held: the pickup's day.
  if (
    v.day !== undefined &&
    v.dayClear === true &&
    context.pickupDate === undefined &&
    !onlyReturn &&
    !leaving &&
    inProgressStages.includes(context.conversationStage)
  )
    return pickupOn(v.day);
  // 'we leave on the 17th' with no pickup held: the next such day (not after a range word alone:
  // 'αμαξι το σαββατο στις 10 μεχρι την τριτη' has an hour).
  if (v.day !== undefined && context.pickupDate === undefined && leaving) {
    const returnDate = dayOnOrAfter(v.day, monthless());
    return returnDate ? { returnDate } : {};
  }
  return {};
}

/**
 * The context back at the summary when every detail is held (after the change menu, stage
 * `initial`), so that the time or place asked next updates it.
 */
function summaryStage(context: ChatContext): ChatContext {
  return missingBookingFields(context).length === 0
    ? { ...context, conversationStage: 'booking_confirm' }
    : context;
}

/** A message's pickup place given as the return's ('change the return place', then 'the airport'). */
function returnPlace(values: SlotValues): SlotValues {
  const { pickupLocation, pickupPoint, pickupNote, ...rest } = values;
  const moved: SlotValues = { ...rest };
  if (pickupPoint !== undefined) moved.dropOffPoint = pickupPoint;
  if (pickupNote !== undefined) moved.dropOffNote = pickupNote;
  return moved;
}

/**
 * Which end the message's clock times are (`FoundTime`; only as statements: 'can we pick up at
 * 11pm?' asks, 'we land at 1pm, can we get the car at the airport?' tells). A time whose clause names its end is that end ('we land at 14:30', 'our flight
 * home is at 6 pm so we drop the car at 4pm': the last of an end counts, but one the traveller's
 * arrival or departure places gives way to one the rental's own words place: 'pick up at 6am, our
 * flight lands 5:45' is 06:00). A time without one counts
 * only with the dates of the stay ('from 5 July 10:00 to 12 July 18:00': pickup, then return), in a
 * correction ('sorry, make that 16:00'; a time held is the one replaced) or alone ('14:30', 'at
 * 10am': the end of the date beside it, else the date asked for, else the pickup until one is
 * held): 'dinner at 8pm', 'our hotel check-in is at 15:00' and 'the ferry leaves Piraeus at 7:30'
 * are no rental times.
 */
function timesOf(
  r: MessageReading,
  context: ChatContext,
  pending: BookingField | undefined,
  dates: { pickupDate?: string; returnDate?: string },
  askedEnd?: 'pickup' | 'return',
): { pickupTime?: string; returnTime?: string } {
  // 'can we pick up at 11pm?' asks; 'we land at 1pm, can we get the car at the airport?' tells;
  // so does a question that asks for the vehicle at a place ('can you bring the car to our hotel
  // in Naoussa at 8 am?': the place is noted, and its time with it).
  // 'όχι στις 10, στις 12' corrects a day ('X not Y'): its hours alone are those days.
  const placeAsked = r.values.pickupPoint !== undefined || r.values.dropOffPoint !== undefined;
  // In a booking, a question that changes the time of an end ('can we pick it up at 9pm
  // instead?') asks for the change: the time is noted, as when it is stated. ('can we pick up at
  // 11pm?' still only asks whether we can.)
  const booking =
    r.signals.correct &&
    (inProgressStages.includes(context.conversationStage) || context.pending !== undefined);
  const found = (r.found.times ?? []).filter(
    (t) =>
      (!r.question ||
        t.stated ||
        (placeAsked && t.end !== undefined) ||
        (booking && t.end !== undefined && !t.travel)) &&
      !(t.bare && r.values.days !== undefined),
  );
  // 'What time would you like for the pickup?' → '11': that end's.
  if (found.length === 0 && askedEnd && r.values.hourAsked)
    return askedEnd === 'pickup'
      ? { pickupTime: r.values.hourAsked }
      : { returnTime: r.values.hourAsked };
  if (found.length === 0) return {};
  const out: { pickupTime?: string; returnTime?: string } = {};
  // The last time of an end counts, but the traveller's ('our flight lands 5:45') gives way to
  // the rental's own ('pick up at 6am').
  const byRental = new Set<string>();
  for (const t of found) {
    if (!t.end) continue;
    const key = t.end === 'pickup' ? 'pickupTime' : 'returnTime';
    if (t.travel && byRental.has(key)) continue;
    out[key] = t.time;
    if (!t.travel) byRental.add(key);
  }
  const correcting = r.signals.correct;
  // 'no wait 15:00 not 14:30': the held time is the one replaced, not a new one.
  // The stay's dates: two, or one and a length ('aug 4 from 10am for 5 days').
  // 'tomorrow at 2pm until friday', 'today at 10pm for 3 days': a pickup day in words is one too.
  const ranged =
    r.found.dates.length >= 2 ||
    r.values.stay !== undefined ||
    ((r.found.dates.length === 1 || r.values.relativePickup !== undefined) &&
      r.values.relativeReturn !== undefined);
  const open = found.filter(
    (t) =>
      t.end === undefined &&
      !(correcting && (t.time === context.pickupTime || t.time === context.returnTime)),
  );
  // 'at the port at 10', 'στο λιμάνι στις 10', 'am Hafen um 10 Uhr': one time beside the port or
  // the airport of one end, in a few words, is that end's (not a hotel's: 'our hotel check-in is at
  // 15:00'; nor a flight's told at length: 'unser Rückflug ist am 7. um 14 Uhr, wir geben das
  // Auto am Flughafen gegen 12 ab').
  const v = r.values;
  const atPickup = v.pickupPoint !== undefined && v.pickupNote === undefined;
  const atReturn = v.dropOffPoint !== undefined && v.dropOffNote === undefined;
  const placeEnd =
    atPickup === atReturn ? undefined : atPickup ? 'pickupTime' : ('returnTime' as const);
  const [only] = open;
  const few = r.text.trim().split(/\s+/).length <= 8;
  if (placeEnd && few && only && open.length === 1 && out[placeEnd] === undefined) {
    out[placeEnd] = only.time;
    return out;
  }
  // An hour alone ('from july 10 at 9') is placed only alone or corrected, or as one of two times
  // beside the two dates ('il 3 agosto alle 9 fino al 7 agosto alle 19': 09:00, then 19:00).
  const pair = ranged && open.length === 2;
  // So is one right after the message's date ('on 15 july at 10'): that date's.
  const untagged = open.filter(
    (t) => !t.bare || pair || correcting || r.found.timesAlone || t.afterDate,
  );
  const first = untagged[0];
  // 'le 10 aout a 10h30 au port, retour le 15 a 18h': a time before the return's own is the
  // pickup's.
  const returnAt = found.findIndex((t) => t.end === 'return');
  if (first && out.pickupTime === undefined && returnAt > found.indexOf(first)) {
    out.pickupTime = first.time;
    return out;
  }
  // A date asked for, given with one time ('the 10th at 5pm' when the return is asked): the time
  // is that date's end ('the beach party is at 22:00 on the 10th' at the summary is none).
  const asked = pending === 'pickupDate' || pending === 'returnDate';
  const oneDate = (dates.pickupDate === undefined) !== (dates.returnDate === undefined);
  const beside = asked && oneDate && untagged.length === 1 && !first?.bare;
  // 'I want to change the pickup time', then '11am': the end asked about.
  if (first && askedEnd && untagged.length === 1 && !ranged) {
    return askedEnd === 'pickup' ? { pickupTime: first.time } : { returnTime: first.time };
  }
  // 'the 10th at 9am' in the dialogue: the hour of the day the message gave.
  const dayBeside =
    v.dayClear === true &&
    context.pickupDate === undefined &&
    dates.pickupDate !== undefined &&
    !r.question &&
    r.text.trim().split(/\s+/).length <= 6 &&
    untagged.length === 1 &&
    first !== undefined &&
    !first.bare;
  if (
    !first ||
    !(ranged || correcting || r.found.timesAlone || beside || first.afterDate || dayBeside)
  )
    return out;
  if (ranged || untagged.length > 1) {
    for (const t of untagged) {
      if (out.pickupTime === undefined) out.pickupTime = t.time;
      else if (out.returnTime === undefined) out.returnTime = t.time;
    }
    return out;
  }
  if (out.pickupTime !== undefined || out.returnTime !== undefined) return out;
  // A message of times alone has no date beside them: in 'στις 10' ('at 10', also 'on the 10th')
  // the day is the hour's own number.
  if (r.found.timesAlone) dates = {};
  // 'we'll return it at the airport instead of the port, our flight is at 14:00': a message about
  // the return alone gives no pickup time; a flight's time is not the car's (the team asks).
  const aboutReturn =
    (v.dropOffPoint !== undefined || r.flags.has('dropOff')) &&
    v.pickupPoint === undefined &&
    v.pickupLocation === undefined &&
    !r.named.ends.includes('pickup') &&
    dates.pickupDate === undefined;
  if (aboutReturn && first.travel) return out;
  const end = aboutReturn
    ? 'return'
    : dates.returnDate !== undefined && dates.pickupDate === undefined
      ? 'return'
      : dates.pickupDate !== undefined
        ? 'pickup'
        : pending === 'returnDate'
          ? 'return'
          : // 'return at 6pm', then 'actually at 8pm': the one time held is the one corrected.
            correcting && context.returnTime !== undefined && context.pickupTime === undefined
            ? 'return'
            : context.pickupTime === undefined || context.returnTime !== undefined || correcting
              ? 'pickup'
              : 'return';
  // 'return at 6pm', then 'no, at 8': an hour alone replacing an afternoon time is the afternoon's.
  const held = end === 'pickup' ? context.pickupTime : context.returnTime;
  const hour = Number(first.time.slice(0, 2));
  const time =
    correcting && first.bare && held !== undefined && held >= '12:00' && hour >= 1 && hour < 12
      ? `${hour + 12}${first.time.slice(2)}`
      : first.time;
  return end === 'pickup' ? { pickupTime: time } : { returnTime: time };
}

/**
 * Puts the message's values into the slots. An empty slot takes its value; a held one only
 * when `correcting`. With `now`, a pickup before today and a return before the pickup are
 * questioned (kept out of the context, see {@link DateIssue}).
 */
function place(
  r: MessageReading,
  context: ChatContext,
  pending: BookingField | undefined,
  correcting: boolean,
  askedEnd?: 'pickup' | 'return',
): Placed {
  const next: ChatContext = { ...context };
  const filled: SlotField[] = [];
  const corrected: SlotField[] = [];
  const issues: DateIssue[] = [];
  const set = <K extends SlotField>(f: K, value: ChatContext[K] | undefined) => {
    if (value === undefined || next[f] === value) return;
    if (next[f] !== undefined && !correcting) return;
    if (next[f] === undefined && context.pending !== f) filled.push(f);
    else corrected.push(f);
    next[f] = value;
  };
  // 'change the return place', then 'the airport': the place is the return's.
  const v: SlotValues =
    askedEnd === 'return' &&
    r.values.dropOffPoint === undefined &&
    r.values.pickupPoint !== undefined
      ? returnPlace(r.values)
      : r.values;
  // A full name typed alone once the booking's details are held ('Maria Rossi' after "Let's
  // start over"), or a vehicle the visitor asked for ('je voudrais louer 2 quads', then 'Benoît
  // Durand'): two or three words, each capitalised as typed, naming no topic ('Cool', 'Maybe
  // later' and 'Golden Beach' are not names).
  const nameAlone =
    context.conversationStage === 'initial' &&
    context.name === undefined &&
    (hasBookingDetails(context) || context.vehicle !== undefined) &&
    r.hits.length === 0 &&
    /^\s*\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*){1,2}\s*$/u.test(r.text);
  // 'no sorry, its Lisa Müller' once 'Lisa' is held: a correction that starts with the held
  // first name is the name, whatever is asked.
  const firstOf = (name: string) => name.split(' ')[0]!.toLowerCase();
  const renamed =
    correcting &&
    context.name !== undefined &&
    v.bareName !== undefined &&
    v.bareName !== context.name &&
    firstOf(v.bareName) === firstOf(context.name);
  // 'my name is wrong, it's Emily Clark': a change of the name that gives the new one.
  const newName = correcting && r.named.fields.includes('name') && v.bareName !== undefined;
  set(
    'name',
    v.name ??
      (pending === 'name' || r.signals.start || nameAlone || renamed || newName
        ? v.bareName
        : undefined),
  );
  set('email', v.email);
  set('phone', v.phone);
  set('pickupLocation', v.pickupLocation);
  // At the summary a place or time said, not asked, is the new one ('please deliver it to our
  // hotel in Naoussa' after the airport, 'we land at 16:00'), as a correction's is.
  const replacesHeld =
    correcting || (context.conversationStage === 'booking_confirm' && !r.question);
  /** `set`, or the held value replaced (a corrected slot) when `replacesHeld`. */
  const setOrReplace = <K extends SlotField>(f: K, value: ChatContext[K] | undefined) => {
    if (value !== undefined && next[f] !== undefined && next[f] !== value && replacesHeld) {
      next[f] = value;
      corrected.push(f);
    } else set(f, value);
  };
  // The point goes with the airport or port just placed.
  const point = next.pickupPoint;
  const placeSet = filled.includes('pickupLocation') || corrected.includes('pickupLocation');
  if (placeSet && v.pickupPoint !== undefined && point !== undefined)
    next.pickupPoint = v.pickupPoint;
  else setOrReplace('pickupPoint', v.pickupPoint);
  /** A point's note (the visitor's words for a hotel) follows its point: new, kept or dropped. */
  const noteWith = (
    f: 'pickupPoint' | 'dropOffPoint',
    n: 'pickupNote' | 'dropOffNote',
    held: ChatContext[typeof f],
  ) => {
    if (next[f] === held && (v[n] === undefined || v[f] !== held)) return;
    if (v[n] !== undefined) next[n] = v[n];
    else delete next[n];
  };
  noteWith('pickupPoint', 'pickupNote', point);
  // 'hotel Senia, Naoussa' with the hotel point held ('hotel a Naoussa'): the visitor's new words
  // for it change the place, said back as a changed one.
  if (
    point !== undefined &&
    next.pickupPoint === point &&
    v.pickupNote !== undefined &&
    context.pickupNote !== undefined &&
    v.pickupNote !== context.pickupNote &&
    !corrected.includes('pickupPoint')
  )
    corrected.push('pickupPoint');
  const dropOff = next.dropOffPoint;
  setOrReplace('dropOffPoint', v.dropOffPoint);
  noteWith('dropOffPoint', 'dropOffNote', dropOff);
  // 'anzi 4', 'actually 4 with my mother in law': a lone number corrects a held count.
  setOrReplace(
    'passengers',
    v.passengers ??
      // 'make it 3 scooters' is the vehicles' count, not the party's.
      (correcting && context.passengers !== undefined && v.vehicleCount === undefined
        ? v.loneNumber
        : undefined),
  );
  // '2 scooters': the count goes with the vehicle; 'actually 3 scooters' changes it alone.
  const vehicleHeld = next.vehicle;
  // 'I'd rather have 2 scooters' at the summary: the kind named replaces the one held; before a
  // booking, the kind last asked about is the one held ('what about an ATV?', 'ok the atv, book it').
  const browsing = isBrowsing(context);
  if (browsing && v.vehicle !== undefined && vehicleHeld !== undefined && !correcting)
    next.vehicle = v.vehicle;
  else if (r.signals.swap && v.vehicle !== undefined && vehicleHeld !== undefined && !correcting) {
    if (v.vehicle !== vehicleHeld) {
      next.vehicle = v.vehicle;
      corrected.push('vehicle');
    }
  } else set('vehicle', v.vehicle);
  if (v.vehicle !== undefined && next.vehicle === v.vehicle) {
    const count = v.vehicleCount;
    if (next.vehicle !== vehicleHeld && count === undefined) delete next.vehicleCount;
    else if (count !== undefined && count !== (next.vehicleCount ?? 1)) {
      // Before a booking ('ok book 2 of them' after a price) the count is noted, not a correction.
      if (next.vehicle === vehicleHeld && !browsing && !corrected.includes('vehicle'))
        corrected.push('vehicle');
      // 'actually just one': one vehicle is the booking's default, no count held.
      if (count === 1) delete next.vehicleCount;
      else next.vehicleCount = count;
    }
    // '2 scooters and a car': the other kinds go with the vehicle.
    if (v.moreVehicles !== undefined) next.moreVehicles = v.moreVehicles;
    else if (next.vehicle !== vehicleHeld) delete next.moreVehicles;
  } else if (
    v.vehicle === undefined &&
    v.moreVehicles !== undefined &&
    next.vehicle !== undefined
  ) {
    // 'we also need 2 scooters' with a car held: a kind beside it.
    next.moreVehicles = v.moreVehicles;
    filled.push('vehicle');
  }
  // 'make it an automatic SUV': the gearbox goes with a car, not with a scooter or an ATV. 'no,
  // an automatic' with a car held: a change of the vehicle.
  if (v.automatic) {
    const changed =
      next.automatic !== true &&
      vehicleHeld !== undefined &&
      next.vehicle === vehicleHeld &&
      !browsing &&
      (next.vehicle === 'car' || next.vehicle === 'suv') &&
      !corrected.includes('vehicle');
    next.automatic = true;
    if (changed) corrected.push('vehicle');
  }
  if (next.vehicle === 'scooter' || next.vehicle === 'atv') delete next.automatic;
  // 'we need 2 child seats and a gps'; 'no child seat after all' drops the held one.
  set('childSeats', v.childSeats);
  set('gps', v.gps);
  // 'my husband will drive too'; 'my husband and my son will drive' then: the new count.
  if (v.extraDrivers !== undefined && v.extraDrivers !== next.extraDrivers) {
    (next.extraDrivers === undefined ? filled : corrected).push('extraDrivers');
    next.extraDrivers = v.extraDrivers;
  }
  // 'and we have a baby too': a free seat (another one with seats held), and one more person
  // with the party held; 'we have a baby': a seat when none is held.
  const babies = v.babies ?? 0;
  if (babies > 0 && v.babiesJoin && next.passengers !== undefined) {
    next.passengers += babies;
    corrected.push('passengers');
  }
  if (babies > 0 && !v.noChildSeats && v.childSeats === undefined) {
    if (next.childSeats === undefined || v.babiesJoin) {
      next.childSeats = Math.min((next.childSeats ?? 0) + babies, 9);
      filled.push('childSeats');
    }
  }
  for (const [refused, f] of [
    [v.noChildSeats, 'childSeats'],
    [v.noGps, 'gps'],
    [v.noExtraDrivers, 'extraDrivers'],
  ] as const) {
    if (refused && next[f] !== undefined) {
      delete next[f];
      corrected.push(f);
    }
  }
  if (next.budget === undefined && v.budget !== undefined) next.budget = v.budget;
  const dates = datesOf(r, context, pending, correcting);
  // At the summary, new dates said (not asked) replace the held ones when the message writes both
  // ('10 to 17 august please') or writes one with its end ('Abholung am 14.8.'), as a
  // correction's do; not a bare number, which may be an hour or an age ('φτάνουμε στις 3',
  // 'Kinder bis 4'). The same day written otherwise is no change.
  const written =
    v.dates.length >= 2 ||
    v.stay !== undefined ||
    (v.dates.length === 1 && r.named.ends.length === 1) ||
    // 'ripartiamo il 17', 'we leave on the 17th': a day with its end named, after a lead that
    // introduces no hour ('φτάνουμε στις 3', 'Kinder bis 4' change nothing).
    (v.dates.length === 0 && v.dayClear === true && r.named.ends.length === 1);
  // In the dialogue, a date said with its end ('return the 28th' while the name is asked) is the
  // new one for that end, as at the summary.
  const endSaid =
    written &&
    r.named.ends.length === 1 &&
    !r.question &&
    inProgressStages.includes(context.conversationStage);
  for (const f of ['pickupDate', 'returnDate'] as const) {
    const value = dates[f];
    const held = next[f];
    const iso = value !== undefined && r.now ? toIsoDate(value, r.now) : null;
    if (iso !== null && held !== undefined && r.now && iso === toIsoDate(held, r.now)) continue;
    if (endSaid && value !== undefined && held !== undefined) {
      next[f] = value;
      corrected.push(f);
    } else if (written) setOrReplace(f, value);
    else set(f, value);
  }
  // 'can we push everything back by one day?' with both dates held: both move that many days.
  const shift = r.found.shiftDays;
  const datesSet = [...filled, ...corrected].some((f) => f === 'pickupDate' || f === 'returnDate');
  if (shift !== undefined && next.pickupDate && next.returnDate && !datesSet && r.now) {
    const pickup = returnAfterDays(next.pickupDate, shift, r.now);
    const ret = returnAfterDays(next.returnDate, shift, r.now);
    if (pickup !== null && ret !== null) {
      next.pickupDate = pickup;
      next.returnDate = ret;
      corrected.push('pickupDate', 'returnDate');
    }
  }
  // 'one more day pls' with the return held: the return moves that many days later.
  const more = r.found.extraDays;
  const returnSet = filled.includes('returnDate') || corrected.includes('returnDate');
  if (more !== undefined && next.returnDate !== undefined && !returnSet && r.now) {
    const ret = returnAfterDays(next.returnDate, more, r.now);
    if (ret !== null) {
      next.returnDate = ret;
      corrected.push('returnDate');
    }
  }
  // 'we need a car for a week', then 'from august 5': the return counted from the pickup.
  if (v.stayLength !== undefined && next.pickupDate === undefined) next.stayLength = v.stayLength;
  if (next.returnDate !== undefined) delete next.stayLength;
  else if (next.pickupDate !== undefined && next.stayLength !== undefined && r.now) {
    const ret = returnAfterDays(next.pickupDate, next.stayLength, r.now);
    if (ret !== null) {
      next.returnDate = ret;
      filled.push('returnDate');
      delete next.stayLength;
    }
  }
  const times = timesOf(r, context, pending, dates, askedEnd);
  setOrReplace('pickupTime', times.pickupTime);
  setOrReplace('returnTime', times.returnTime);

  const now = r.now;
  const drop = (f: 'pickupDate' | 'returnDate') => {
    for (const list of [filled, corrected]) {
      const i = list.indexOf(f);
      if (i >= 0) list.splice(i, 1);
    }
    if (context[f] !== undefined && context.pending !== f) next[f] = context[f];
    else delete next[f];
  };
  const changed = (f: SlotField) => filled.includes(f) || corrected.includes(f);
  if (now && changed('pickupDate') && next.pickupDate !== undefined) {
    const iso = toIsoDate(next.pickupDate, now);
    if (iso !== null && iso < todayIso(now)) {
      issues.push({ kind: 'pastPickup', date: next.pickupDate });
      drop('pickupDate');
      if (changed('returnDate')) drop('returnDate');
    }
  }
  if (now && (changed('pickupDate') || changed('returnDate'))) {
    const range = toIsoDateRange(next.pickupDate, next.returnDate, now);
    // A return without a year is read after the pickup ('28 December' to '4 January'); read on
    // its own before the pickup and a year away, it was meant before it ('17 July' after a
    // pickup moved to 20 July).
    const alone = next.returnDate !== undefined ? toIsoDate(next.returnDate, now) : null;
    const wrapped =
      range !== null &&
      alone !== null &&
      alone < range.pickupDate &&
      Date.parse(range.returnDate) - Date.parse(range.pickupDate) > 60 * 86_400_000;
    if (
      range &&
      (range.returnDate < range.pickupDate || wrapped) &&
      next.pickupDate !== undefined
    ) {
      issues.push({ kind: 'returnBefore', pickup: next.pickupDate });
      if (changed('returnDate')) drop('returnDate');
      if (next.returnDate !== undefined) {
        delete next.returnDate; // the pickup moved after the held return: ask for it again
      }
    }
  }
  return { context: next, filled, corrected, issues };
}

/** A point's name with the visitor's words for it, when they gave some ('Paros Villas/Hotels (hotel Senia)'). */
const withNote = (name: string, note: string | undefined) => (note ? `${name} (${note})` : name);

/** A slot's value as the correction line says it (dates with the day they mean, the place by name). */

function valueText(f: SlotField, context: ChatContext, r: MessageReading): string {
  const texts = r.language.texts.booking;
  switch (f) {
    case 'pickupDate':
    case 'returnDate':
      return describeDate(context[f] ?? '', r.now, texts);
    // A point with the visitor's words for a hotel, as the summary writes it.
    case 'pickupLocation':
    case 'pickupPoint': {
      const id = pickupPointOf(context);
      return id === undefined
        ? ''
        : withNote(r.language.names.pickupLocations[id], context.pickupNote);
    }
    case 'dropOffPoint':
      return context.dropOffPoint === undefined
        ? ''
        : withNote(r.language.names.pickupLocations[context.dropOffPoint], context.dropOffNote);
    case 'passengers':
      return String(context.passengers ?? '');
    default:
      return String(context[f] ?? '');
  }
}

/**
 * The dialogue's next answer after slots were placed: one line per corrected slot, then the
 * questioned date, else the question for the first missing detail or the summary. The name asked
 * again after a message that gave other details (`before` already asked it) says what was noted.
 */
function continueBooking(r: MessageReading, placed: Placed, before?: ChatContext): Decision {
  const texts: BookingTexts = r.language.texts.booking;
  const ctx = placed.context;
  // The place's point said once, as the pickup place; the extras are shown by the summary.
  const lines = placed.corrected
    .filter(
      (f) =>
        f !== 'childSeats' &&
        f !== 'gps' &&
        f !== 'extraDrivers' &&
        !(f === 'pickupLocation' && placed.corrected.includes('pickupPoint')),
    )
    .map((f) =>
      texts.corrected(
        f === 'pickupPoint' ? 'pickupLocation' : f,
        valueText(f, ctx, r),
        f === 'vehicle' ? ctx.vehicleCount : undefined,
        f === 'vehicle' && ctx.automatic === true,
      ),
    );
  // 'pick up at the port instead' while the e-mail is asked, no place held: the place noted is
  // said, as a corrected one is (not a bare "Thanks!").
  if (before !== undefined) {
    // The pickup point is said as the pickup place.
    const asPlace = (f: SlotField) => (f === 'pickupPoint' ? 'pickupLocation' : f);
    const filled = new Set(placed.filled.map(asPlace));
    const corrected = new Set(placed.corrected.map(asPlace));
    for (const f of ['pickupLocation', 'dropOffPoint'] as const)
      if (filled.has(f) && !corrected.has(f)) lines.push(texts.corrected(f, valueText(f, ctx, r)));
  }
  // 'my husband wants to drive too': noted with the terms' fee and conditions; a baby's seat said.
  if ([...placed.filled, ...placed.corrected].includes('extraDrivers') && ctx.extraDrivers)
    lines.push(renderWith(r.language, noteMessages.driversAdded(ctx.extraDrivers, true)));
  if (r.values.babies && placed.filled.includes('childSeats'))
    lines.push(renderWith(r.language, noteMessages.extrasAdded(ctx.childSeats, false)));
  // 'and drop it off at the airport': its fee said when the airport becomes the drop-off point.
  const dropOffSet =
    placed.filled.includes('dropOffPoint') || placed.corrected.includes('dropOffPoint');
  if (dropOffSet && ctx.dropOffPoint === ASSISTANT_LOCATION_IDS.airport)
    lines.push(texts.airportDropOffFee);
  const issue = placed.issues[0];
  if (issue) {
    lines.push(
      issue.kind === 'pastPickup' ? texts.pastPickup(issue.date) : texts.returnBefore(issue.pickup),
    );
    return {
      kind: 'booking',
      reply: { content: lines.join('\n'), suggestions: [...texts.reaskDatesSuggestions] },
      context: atStage(ctx, 'booking_dates'),
    };
  }
  const supplied = placed.filled.filter((f): f is BookingField =>
    (bookingFields as readonly string[]).includes(f),
  );
  // '10am, 6pm' when asked for the name: the times noted and said, then the question again.
  const timesOnly = lines.length === 0 && supplied.length === 0 && timesGiven(placed);
  if (timesOnly) {
    const { pickupTime, returnTime } = ctx;
    lines.push(
      renderWith(
        r.language,
        noteMessages.timesNoted(
          placed.filled.includes('pickupTime') ? pickupTime : undefined,
          placed.filled.includes('returnTime') ? returnTime : undefined,
        ),
      ),
    );
  }
  const { reply, stage } = nextBookingStep(ctx, supplied, r.now, texts);
  const askedAgain = before?.conversationStage === stage && supplied.length > 0;
  // 'thomas@t-online.de 01701234567': the e-mail kept, and what a phone number needs said now
  // (its country code, for a national number from abroad); after a correction the name is asked
  // as a reminder, not with the dialogue's opening line.
  // A booking that starts with details of the trip ('réserver une voiture du 12 au 19 août à
  // l'aéroport', or with the name or e-mail too): they are said back before the first question,
  // so a misread shows at once.
  const starting =
    lines.length === 0 &&
    !inProgressStages.includes(ctx.conversationStage) &&
    (stage === 'booking_name' ||
      ((stage === 'booking_email' || stage === 'booking_phone') &&
        ctx.conversationStage !== 'booking_done'));
  // 'ok buchen' once the name is already asked (a question came between): the question again as a
  // reminder, not the welcome a second time.
  const againAsked =
    stage === 'booking_name' &&
    ctx.conversationStage === 'booking_name' &&
    lines.length === 0 &&
    supplied.length === 0;
  const question =
    (stage === 'booking_phone' ? phoneReask(r.text, texts) : undefined) ??
    (askedAgain ? notedAsk(stage, supplied, texts) : undefined) ??
    (starting ? startedWith(reply.content, ctx, r.now, texts) : undefined) ??
    ((lines.length > 0 || againAsked) &&
    (stage === 'booking_name' || (timesOnly && isContactStage(stage)))
      ? texts.reminder[stage]
      : reply.content);
  return {
    kind: 'booking',
    reply: { ...reply, content: [...lines, question].join('\n') },
    context: atStage(ctx, stage),
  };
}

/** True when a placement noted a pickup or return time. */
const timesGiven = (p: Placed) =>
  p.filled.includes('pickupTime') || p.filled.includes('returnTime');

/** The stages that ask for the name, the e-mail address or the phone number. */
const isContactStage = (
  stage: ConversationStage,
): stage is 'booking_name' | 'booking_email' | 'booking_phone' =>
  stage === 'booking_name' || stage === 'booking_email' || stage === 'booking_phone';

/** True when a placement gave the dialogue something: a required slot, or a correction. */
const moved = (p: Placed) =>
  p.corrected.length > 0 ||
  p.issues.length > 0 ||
  p.filled.some((f) => (bookingFields as readonly string[]).includes(f));

/**
 * One step of the dialogue (see the module comment), in this order:
 * 0. A booking the visitor already has, outside the dialogue: `ownBooking`.
 * 1. 'start over' drops the slots and asks for the name; 'cancel' (the whole message) during
 *    the dialogue drops the booking.
 * 2. A correction or a change during a booking: values in the message replace the held ones
 *    (one line each, then the next question or the summary); a change with no value clears the
 *    details it names and asks for them (stage `initial`, `pending` the first), or asks what to
 *    change (docs/requirements.md, "Booking dialogue": a change sends the dialogue back to
 *    `initial`).
 * 3. During a booking (or after a change) a message that fills a required slot continues the
 *    dialogue ahead of the keyword intents: an answer to Marcia's question is never a fallback.
 * 4. 'book now' starts or resumes; a confirmation gives the acknowledgement when the required
 *    slots are filled, else the required start-over sentence.
 * 5. Topic intents are answered (`topics`), with the pending question after them.
 * 6. Nothing understood: the pending question again, else availability, unknown or fallback.
 *
 * @param r the message's reading
 * @param before the conversation's context (not modified)
 */
/** A period as the context holds it: its first day, and a holiday's example length and name. */
function heldPeriod(
  part: NonNullable<MessageReading['period']>,
): NonNullable<ChatContext['period']> {
  const { month, day, year, days, holiday } = part;
  return { month, day, year, ...(days !== undefined && { days }), ...(holiday && { holiday }) };
}

export function step(r: MessageReading, before: ChatContext): Decision {
  // 'the dates' after 'what would you like to change?': the marker lasts one message.
  const { changing, askedEnd, ...held } = before;
  // 'the first week of August' (a part of a month, no dates): held until a pickup date is.
  const context: ChatContext =
    r.period !== undefined && held.pickupDate === undefined
      ? { ...held, period: heldPeriod(r.period) }
      : held;
  const texts = r.language.texts.booking;
  const stage = context.conversationStage;
  const pending = pendingOf(context);
  const inBooking = inProgressStages.includes(stage) || context.pending !== undefined;
  const underway = inBooking || hasBookingDetails(context);
  // 'i lost my booking number', 'we already booked, where do we meet you?': a booking made
  // elsewhere starts none here and gives no detail to this one ('book now' still starts one).
  if (r.flags.has('ownBooking') && !inBooking && !r.signals.start && !r.signals.restart)
    return { kind: 'ownBooking', context };
  // 'I wanna book a scooter': a statement with a booking word and a vehicle kind starts the
  // booking (a question about them is answered as a topic); so does one that gives the place or
  // an end's time ('book a scooter delivered to our hotel Lilly Residence'): they are details of
  // the booking, not a question about the pickup points.
  const placeGiven =
    r.values.pickupLocation !== undefined ||
    r.values.pickupPoint !== undefined ||
    r.values.dropOffPoint !== undefined ||
    // 'ein Auto vom 5. bis 12. September buchen, Abholung 20 Uhr': the pickup word goes with its time.
    (r.found.times ?? []).some((t) => t.end !== undefined);
  const bookingStatement =
    !r.question &&
    !r.signals.confirm &&
    r.hits.some((h) => h.id === 'booking') &&
    r.hits.every(
      (h) =>
        h.id === 'booking' ||
        isVehicleIntent(h.id) ||
        h.tier <= 2 ||
        (h.id === 'locations' && placeGiven),
    );
  const s = { ...r.signals, start: r.signals.start || bookingStatement };
  const booking = (reply: AssistantReply, next: ChatContext): Decision => ({
    kind: 'booking',
    reply,
    context: next,
  });

  // 1. Start over / cancel.
  if (s.restart && (underway || s.start || r.hits.length === 0)) {
    const fresh = withoutSlots(context, 'booking_name');
    return booking(
      { content: `${texts.restart} ${texts.askName}`, suggestions: [...texts.askSuggestions] },
      fresh,
    );
  }
  if (s.stop && inBooking)
    return booking(
      { content: texts.stopped, suggestions: [...texts.incompleteSuggestions] },
      withoutSlots(context, 'initial'),
    );
  // After the acknowledgement, 'cancel', 'wait i want to cancel' (no question about the
  // cancellation policy): how to withdraw the request.
  if (
    stage === 'booking_done' &&
    !r.question &&
    !s.modify &&
    (s.stop || (r.hits[0]?.id === 'cancellation' && wordCount(r.keywords) <= 6))
  )
    return booking(
      { content: texts.doneCancel, suggestions: [...texts.acknowledgementSuggestions] },
      context,
    );

  // 2. Corrections and changes during a booking. A new e-mail address or phone number while
  // one is held replaces it ('the email should be anna.berg@mail.com' after 'change').
  const v = r.values;
  const replaces =
    (v.email !== undefined && context.email !== undefined && v.email !== context.email) ||
    (v.phone !== undefined && context.phone !== undefined && v.phone !== context.phone);
  // Right after 'what would you like to change?' the answer is the change: the detail it names,
  // or its new value.
  if (underway && (s.correct || s.modify || replaces || changing)) {
    // 'change' → 'Emily Clark': a name alone, typed with its capitals, answers the menu with
    // the new name ('rien finalement, c'est bon' is none).
    const typedName = /^\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*){0,2}$/u.test(r.text.trim());
    const answer =
      changing &&
      typedName &&
      r.values.bareName !== undefined &&
      r.values.month === undefined &&
      r.named.fields.length === 0
        ? 'name'
        : pending;
    const placed = place(r, context, answer, true, askedEnd);
    if (
      placed.corrected.length > 0 ||
      (placed.filled.length > 0 && (inBooking || changing)) ||
      placed.issues.length > 0
    )
      return continueBooking(r, placed, context);
    // 'change the return date': the dates' topic names both, the end named only its own.
    const oneEnd = r.named.ends.length === 1 ? r.named.ends[0] : undefined;
    const named = oneEnd
      ? r.named.fields.filter((f) => f === `${oneEnd}Date` || !f.endsWith('Date'))
      : r.named.fields;
    // 'no the dates are fine', 'I'd like to return it at the airport': nothing to clear.
    const keeps =
      says(r.keywords, (w) => w.booking.refuse) ||
      says(r.keywords, (w) => w.booking.negated) ||
      r.found.pickupLocation !== undefined ||
      r.found.dropOffLocation !== undefined;
    // 'no child seat needed' at the summary, none held: nothing to change, the summary again.
    if (
      stage === 'booking_confirm' &&
      (v.noChildSeats || v.noGps || v.noExtraDrivers) &&
      named.length === 0
    )
      return booking(summaryReply(context, r.now, texts), context);
    // 'wait, is insurance included?': a question about a topic is answered, not a change.
    const asksTopic =
      r.question && named.length === 0 && r.hits.some((h) => h.tier >= 3 && h.id !== 'booking');
    // 'I want to change the pickup time', 'change the pickup place': the dates stay; that end's
    // time is asked, or its place cleared and asked.
    const changesEnd = (s.modify || changing) && !asksTopic && context.pickupDate !== undefined;
    const time = changesEnd && says(r.keywords, (w) => w.booking.timeWords);
    if (time || (changesEnd && says(r.keywords, (w) => w.booking.placeWords))) {
      const onlyReturnTime = context.returnTime !== undefined && context.pickupTime === undefined;
      const end = oneEnd ?? (time && onlyReturnTime ? 'return' : 'pickup');
      const next: ChatContext = { ...context };
      if (!time && end === 'pickup') {
        delete next.pickupLocation;
        delete next.pickupPoint;
        delete next.pickupNote;
      } else if (!time) {
        delete next.dropOffPoint;
        delete next.dropOffNote;
      }
      return booking(
        {
          content: time ? texts.askTime(end) : texts.askPlace(end),
          suggestions: [...texts.modifySuggestions],
        },
        { ...summaryStage(next), askedEnd: end },
      );
    }
    if ((s.modify && !asksTopic) || (changing && named.length > 0 && !r.question && !keeps)) {
      const cleared: ChatContext = { ...context, conversationStage: 'initial' };
      delete cleared.pending;
      for (const f of named) delete cleared[f];
      const first = named[0];
      if (first !== undefined) cleared.pending = first;
      else cleared.changing = true;
      // The return date alone: its own question, the pickup kept.
      if (named.length === 1 && first === 'returnDate' && cleared.pickupDate !== undefined)
        return booking(
          {
            content: texts.askReturn(describeDate(cleared.pickupDate, r.now, texts)),
            suggestions: [...texts.modifySuggestions],
          },
          cleared,
        );
      return booking(modifyReply(named, [], texts), cleared);
    }
  }

  // 3. A message that fills the dialogue's slots continues it ahead of the keyword intents.
  const placed = place({ ...r, signals: s }, context, pending, false, askedEnd);
  const contact = placed.filled.some((f) => f === 'name' || f === 'email' || f === 'phone');
  const ownTopic = r.hits.some((h) => h.tier >= 3 && h.id !== 'booking');
  // A question with a topic of its own that also gives details ('anna@mail.gr - is insurance
  // included?'): the details are kept, the question answered, then the next question follows.
  // So too a pickup or drop-off point asked about ('can you bring it to our hotel in Naoussa,
  // Lilly Residence?'): noted, and the question answered.
  const pointGiven =
    placed.filled.includes('pickupPoint') || placed.filled.includes('dropOffPoint');
  const answersWith = ((inBooking || s.start) && moved(placed)) || (underway && pointGiven);
  // 'can we add a scooter same dates?' at the summary: added, and the summary shown with it.
  if (
    stage === 'booking_confirm' &&
    r.values.moreVehicles !== undefined &&
    placed.filled.includes('vehicle')
  )
    return continueBooking(r, placed);
  // 'can we push everything back by one day?', 'on peut rajouter un jour ?' at the summary: the
  // dates moved and the summary shown with them (not the rental-length answer).
  const datesMoved =
    (r.found.shiftDays !== undefined || r.found.extraDays !== undefined) &&
    placed.corrected.some((f) => f === 'pickupDate' || f === 'returnDate');
  if (stage === 'booking_confirm' && datesMoved) return continueBooking(r, placed);
  // 'make it 4 days' when the booking already is 4 days: said so, and the summary again (not the
  // rental-length answer).
  const heldReturn = context.returnDate;
  const sameReturn =
    stage === 'booking_confirm' &&
    s.correct &&
    !r.question &&
    r.found.dates.length === 0 &&
    r.found.times === undefined &&
    r.values.day === undefined &&
    heldReturn !== undefined &&
    r.values.relativeReturn !== undefined &&
    r.now !== undefined &&
    placed.corrected.length === 0 &&
    toIsoDate(r.values.relativeReturn, r.now) === toIsoDate(heldReturn, r.now);
  if (sameReturn) {
    const summary = summaryReply(context, r.now, texts);
    const date = valueText('returnDate', context, r);
    return booking(
      { ...summary, content: `${texts.sameReturn(date)}\n${summary.content}` },
      context,
    );
  }
  // 'my husband wants to drive too, can he be added?', 'and we have a baby too': noted, then the
  // dialogue's next question or the summary, with them.
  const extrasNoted =
    placed.filled.includes('extraDrivers') ||
    placed.corrected.includes('extraDrivers') ||
    (v.babies !== undefined && (placed.filled.includes('childSeats') || v.babiesJoin === true));
  if (inBooking && extrasNoted) return continueBooking(r, placed, context);
  // So too a booking started with a question ('i want to book a scooter, do i need a motorcycle
  // licence?'): the answer, then the name asked.
  const startsAsking = s.start && !underway && stage === 'initial';
  if ((answersWith || startsAsking) && r.question && ownTopic) {
    const next = continueBooking(r, placed);
    return { kind: 'topics', context: next.context, resume: true };
  }
  // 'le 31 juin au 5 juillet' in a booking: that day does not exist, so neither date is taken
  // (the other one alone would be read as the pickup); the other details are.
  if (r.noSuchDay !== undefined && (inBooking || s.start || stage === 'booking_confirm')) {
    const next: ChatContext = { ...placed.context };
    for (const f of ['pickupDate', 'returnDate'] as const) {
      if (context[f] === undefined) delete next[f];
      else next[f] = context[f];
    }
    if (next.pickupDate === undefined) next.conversationStage = 'booking_dates';
    return booking(
      {
        content: texts.noSuchDay(r.noSuchDay.text, r.noSuchDay.days),
        suggestions: [...texts.reaskDatesSuggestions],
      },
      next,
    );
  }
  // 'the first week of August', 'mitte August' when the dates are asked: which days exactly,
  // with an example inside that period (the length given beside it kept).
  if (
    r.period !== undefined &&
    (stage === 'booking_dates' || pending === 'pickupDate' || inBooking) &&
    placed.context.pickupDate === undefined &&
    !(r.question && ownTopic)
  )
    return booking(
      {
        content: texts.askPeriodDays(r.period, placed.context.stayLength),
        suggestions: [...texts.reaskDatesSuggestions],
      },
      { ...placed.context, conversationStage: 'booking_dates' },
    );
  // 'yes', 'oui' to 'Which days exactly? For example: 1 August to 8 August.': those days.
  const period = placed.context.period;
  if (
    period !== undefined &&
    stage === 'booking_dates' &&
    placed.context.pickupDate === undefined &&
    s.confirm &&
    placed.filled.length === 0
  ) {
    const next: ChatContext = {
      ...placed.context,
      pickupDate: periodDay(period),
      returnDate: periodDay(period, placed.context.stayLength ?? period.days ?? 7),
    };
    delete next.period;
    return continueBooking(r, { ...placed, context: next, filled: ['pickupDate', 'returnDate'] });
  }
  // 'à partir du 1er' (the example's first day), then 'je confirme' when the return is asked: the
  // example's return too.
  if (
    period !== undefined &&
    stage === 'booking_dates' &&
    placed.context.pickupDate !== undefined &&
    placed.context.returnDate === undefined &&
    r.now !== undefined &&
    toIsoDate(placed.context.pickupDate, r.now) === toIsoDate(periodDay(period), r.now) &&
    s.confirm &&
    placed.filled.length === 0
  ) {
    const next: ChatContext = {
      ...placed.context,
      returnDate: periodDay(period, placed.context.stayLength ?? period.days ?? 7),
    };
    delete next.period;
    return continueBooking(r, { ...placed, context: next, filled: ['returnDate'] });
  }
  // A message of times alone ('10am, 6pm' when asked for the name) is an answer too, and so is
  // a rental length when the pickup is asked ('10 days': the return is counted from the pickup).
  const timesAlone = timesGiven(placed) && r.hits.length === 0;
  const lengthAlone =
    stage === 'booking_dates' &&
    placed.context.stayLength !== undefined &&
    placed.context.stayLength !== context.stayLength &&
    !r.question &&
    r.hits.every((h) => h.id === 'duration' || h.id === 'booking' || isVehicleIntent(h.id));
  // 'pickup at the port', 'pickup at naoussa hotel' while another detail is asked: the place is
  // said back and the question asked again (not the whole list of pickup points).
  const placeAlone =
    pointGiven &&
    !r.question &&
    r.hits.every((h) => h.id === 'locations' || h.id === 'booking' || h.tier <= 2);
  if (
    inBooking &&
    stage !== 'booking_confirm' &&
    (moved(placed) || timesAlone || lengthAlone || placeAlone)
  )
    return continueBooking(r, placed, context);
  if (
    stage === 'booking_confirm' &&
    (placed.filled.length > 0 || placed.corrected.length > 0) &&
    !r.question
  )
    return continueBooking(r, placed);
  // After an incomplete confirmation (stage `initial` with details held): a contact detail, or
  // any detail without a topic of its own, continues the booking.
  if (stage === 'initial' && hasBookingDetails(context) && moved(placed) && (contact || !ownTopic))
    return continueBooking(r, placed);
  // A full name typed alone after a vehicle was asked for ('je voudrais louer 2 quads', 'Benoît
  // Durand'): the visitor means to book, so the booking starts with it.
  if (
    stage === 'initial' &&
    context.vehicle !== undefined &&
    placed.filled.includes('name') &&
    !ownTopic &&
    !r.question
  )
    return continueBooking(r, placed);
  // An e-mail address or phone number given unasked ('paul@mail.com' after the cars answer): the
  // visitor means to book, so the booking starts with it.
  const reachable = placed.filled.some((f) => f === 'email' || f === 'phone');
  if (stage === 'initial' && reachable && !ownTopic && !r.question) {
    // As a start: the name beside them is the visitor's ('Anna Neri anna@neri.it 3201112233').
    const started = place({ ...r, signals: { ...s, start: true } }, context, pending, false);
    return continueBooking(r, withOffered(started, context));
  }

  // After the acknowledgement, 'send it', 'go ahead': the card's button sends it.
  if (stage === 'booking_done' && !ownTopic && says(r.keywords, (w) => w.booking.sendWords))
    return booking(
      { content: texts.doneSend, suggestions: [...texts.acknowledgementSuggestions] },
      context,
    );
  // After the acknowledgement, 'is it confirmed?', 'confirm', 'ist das jetzt gebucht?': a request
  // until our team confirms it, by e-mail.
  if (stage === 'booking_done' && !ownTopic && says(r.keywords, (w) => w.booking.statusWords))
    return booking(
      {
        content: texts.doneStatus(context.email ?? ''),
        suggestions: [...texts.acknowledgementSuggestions],
      },
      context,
    );

  // 4. The booking rule's phrases.
  if (s.start) return continueBooking(r, inBooking ? placed : withOffered(placed, context));
  // A confirmation phrase on its own ('yes') is the booking rule too (docs/requirements.md,
  // "Booking dialogue": without the details it is the start-over sentence); with a topic word
  // the topic wins ('yes, a scooter').
  // At the summary, a question with a topic of its own ('is it ok to pay cash?', 'perfect, and
  // can I pay by card?') is answered and the summary asked again: its 'ok' is not the answer.
  const asksAtSummary = stage === 'booking_confirm' && r.question && ownTopic;
  // "I'll take it": at the summary a confirmation; right after an offer the booking starts.
  const afterOffer =
    context.topic !== undefined && (isVehicleIntent(context.topic) || context.topic === 'price');
  // A name alone is no contact detail: 'hi im sarah, we land on june 3rd …' then 'yes book it'
  // starts the booking with the trip and her name (and asks the e-mail).
  const noContact = placed.context.email === undefined && placed.context.phone === undefined;
  if (s.takeIt && !ownTopic && !inBooking && afterOffer && noContact)
    return continueBooking(r, withOffered(placed, context));
  if (
    (s.confirm || (s.takeIt && stage === 'booking_confirm')) &&
    !asksAtSummary &&
    (inBooking || r.hits.length === 0 || r.hits.some((h) => h.id === 'booking'))
  ) {
    const ctx = placed.context;
    if (missingBookingFields(ctx).length === 0)
      return booking(acknowledgementReply(ctx, texts), atStage(ctx, 'booking_done'));
    // 'ok book it' after a quote that noted the trip (its dates, the vehicle), or right after a
    // vehicle or price answer ('how much is a jeep?' → 'yes please book'), with no contact
    // detail yet: the booking starts with what was noted; the start-over sentence is for a
    // confirmation that has nothing to start from.
    const tripNoted = !inBooking && (hasBookingDetails(ctx) || afterOffer) && noContact;
    if (tripNoted && r.hits.some((h) => h.id === 'booking'))
      return continueBooking(r, withOffered(placed, context));
    return booking(incompleteReply(texts), atStage(ctx, 'initial'));
  }

  // 'ok', 'sure', 'gerne', 'va bene' right after an answer that noted the trip's dates (and said
  // "Say 'book now' when you're ready"): the booking starts with them. ('yes' is the booking
  // rule's own phrase, answered above.)
  const agrees =
    r.hits.length === 0 &&
    !r.question &&
    says(r.keywords, (w) => w.booking.looseConfirm) &&
    !says(r.keywords, (w) => w.booking.negated);
  const tripHeld = context.pickupDate !== undefined || context.stayLength !== undefined;
  if (agrees && stage === 'initial' && !inBooking && tripHeld && noContact)
    return continueBooking(r, withOffered(placed, context));

  // 5. Topic intents; a 'booking' hit is the dialogue.
  const ctx = placed.context;
  const firstTopic = r.hits[0];
  if (firstTopic?.id === 'booking') return continueBooking(r, placed);
  const issue = placed.issues[0];
  const dateIssue = issue ? { dateIssue: issue } : {};
  if (firstTopic) return { kind: 'topics', context: ctx, resume: inBooking, ...dateIssue };

  // 6. Nothing matched.
  // 'what if our flight is delayed?' when asked the phone: "I don't know that" and the team,
  // then the question again; not the detail's format alone, as if the visitor had typed it wrong.
  // A question about the detail itself ('do you need my greek number?') or another one still
  // missing gets its format; one that names a detail already held ('e se il volo arriva in
  // ritardo?': 'arriva' names the dates) is a question of its own.
  const missing = missingBookingFields(ctx);
  const aside =
    inBooking &&
    r.question &&
    placed.filled.length === 0 &&
    r.named.fields.every((f) => f !== pending && !missing.includes(f));
  // 'what is the return date?', 'which dates did you note?' while another detail is asked: the
  // details held, then the pending question.
  if (aside && r.named.fields.length > 0)
    return booking(
      {
        content: [
          ...heldLines(ctx, r.named.fields, r.now, texts),
          reminderLine(ctx, pending, texts),
        ].join('\n'),
        suggestions: [...texts.askSuggestions],
      },
      ctx,
    );
  if (aside && !r.flags.has('hello')) return { kind: 'unknown', context: ctx, resume: true };
  if (inBooking)
    return booking(
      reaskReply({ ...ctx, conversationStage: stageOf(ctx, pending) }, r.now, texts, r.text),
      ctx,
    );
  // A day alone that gave a date ('we arrive on the 10th') is one too.
  const dated = ctx.pickupDate !== context.pickupDate || ctx.returnDate !== context.returnDate;
  if (r.found.dates.length > 0 || v.stay || v.relativePickup || dated)
    return { kind: 'availability', context: ctx, ...dateIssue };
  // 'we come the first week of August': the availability answer asks which days exactly.
  if (ctx.period !== undefined && r.period !== undefined)
    return { kind: 'availability', context: ctx };
  // 'do you have the fiat panda?': the answer of its kind, with it first (as the fallback gives
  // it), not 'I don't know'.
  // 'how are you?' is a greeting, answered as one (the fallback's hello).
  if (r.question && !r.flags.has('hello') && !(r.asksForKind && r.fleetNamed.length > 0))
    return { kind: 'unknown', context: ctx };
  return {
    kind: 'fallback',
    context: ctx,
    newName: ctx.name !== undefined && context.name === undefined,
  };
}

/** The kind a vehicle answer offers, for the booking's vehicle slot. */
const offeredKinds: Readonly<Record<VehicleIntent, VehicleKind>> = {
  cars: 'car',
  budget: 'car',
  family: 'car',
  scooters: 'scooter',
  atvs: 'atv',
  suvs: 'suv',
};

/**
 * A booking started right after an answer that offered a vehicle keeps it (docs/requirements.md,
 * "Booking dialogue"): 'how much is a jeep?' → 'book it' books an SUV / jeep, 'how much is the
 * toyota aygo?' → 'I'll take it' the Aygo. The vehicle slot is filled only when the message and
 * the context hold none: the one vehicle the last answer named (`topicVehicles`), else the kind of
 * the last answer when it was a vehicle answer (`topic`; the cars, family and economy answers are
 * a car), or of the vehicle answer a price answer followed (`topicKind`: 'do you have scooters?'
 * → 'how much for a week?' → 'book it').
 *
 * @param placed the message's slots placed in the context
 * @param context the context before the message (its thread)
 */
function withOffered(placed: Placed, context: ChatContext): Placed {
  if (placed.context.vehicle !== undefined) return placed;
  const { topic, topicKind, topicVehicles } = context;
  const named = topicVehicles?.length === 1 ? topicVehicles[0] : undefined;
  const kind = topic !== undefined && isVehicleIntent(topic) ? topic : undefined;
  const priced = topic === 'price' ? topicKind : undefined;
  const offered = kind ?? priced;
  const vehicle = named ?? (offered !== undefined ? offeredKinds[offered] : undefined);
  return vehicle === undefined ? placed : { ...placed, context: { ...placed.context, vehicle } };
}

/**
 * The dialogue's answer when a topic answer gives way to the booking (a 'booking' intent reached
 * after vehicle intents with no match): the message's slots placed, then the next question or
 * the summary.
 */
export function bookingStep(r: MessageReading, context: ChatContext): Decision {
  return continueBooking(r, place(r, context, pendingOf(context), false));
}

/** The stage that asks for a slot (for the re-asked question after a change). */
function stageOf(context: ChatContext, pending: BookingField | undefined): ConversationStage {
  switch (pending) {
    case 'name':
      return 'booking_name';
    case 'email':
      return 'booking_email';
    case 'phone':
      return 'booking_phone';
    case 'pickupDate':
    case 'returnDate':
      return 'booking_dates';
    default:
      return context.conversationStage;
  }
}
