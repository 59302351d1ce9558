/**
 * Marcia AI, the rule-based chat assistant (docs/requirements.md, "Chat user context", "Chat
 * panel", "Chat extraction", "Error messages", "Chat behaviour"). This module is the engine's
 * contract. Pure and deterministic: no timers, no randomness, no I/O, no clock (the 1-2 s typing
 * delay and the 100 ms chip delay belong to the island), no React or Astro import
imports.
 *
 * How `respond` answers one message, in order:
 * 1. Extraction (docs/requirements.md, "Chat extraction") fills the context; a value already held
 *    is never overwritten.
 * 2. Modify/change (docs/requirements.md, "Chat panel"): while a booking is under way (stage other
 *    than `initial`, or booking details held), 'change my e-mail' / 'modify' / 'edit the dates'
 *    resets `conversationStage` to `initial`; the fields it names are cleared and re-read from the
 *    same message ('change my e-mail to new@mail.gr').
 * 3. Booking continuation: while the dialogue waits for a detail, a message that supplies a
 *    booking detail continues it ahead of the keyword intents (in `booking_name` a bare
 *    'Anna Maria' counts as the name).
 * 4. The booking rule's phrases: a 'book now'-style message starts or resumes the dialogue;
 *    the confirmation phrases 'complete booking', 'confirm booking', 'yes', 'book it' (while a
 *    booking is under way, with a booking word, or on their own) give the acknowledgement when all details
 *    are present, otherwise exactly the required start-over sentence and stage `initial`.
 * 5. Keyword intents (see `keywords.ts`): most specific tier first, then the required priority
 *    order. A vehicle intent whose filter matches nothing falls through to the next candidate
 *    (docs/requirements.md, "Error messages"). A stated age ("i'm 20") counts as a licence keyword
 *    and a clock time outside office hours ('11pm') as a contact one. Notes are added to the answer
 *    (see `withNotes`): the age against the minimum age, a pickup/return out of office hours, the
 *    dates this message gave, the team for rules the requirements do not give, bicycles, another
 *    island's ferry permission. While a booking waits, a topic answer ends with a reminder.
 * 6. Nothing matched: the awaited detail is asked again during a booking; new booking details
 *    after a modify resume the booking; dates alone get the availability answer; otherwise
 *    the fallback (docs/requirements.md, "Error messages").
 *
 * Languages (docs/requirements.md, "Five languages"): `options.lang` picks the language Marcia
 * answers in (English, French, German, Italian; loaded with `loadAssistantLanguage`). Every message
 * is understood with the English keywords and phrasings plus the page language's, with the same
 * tiers and priority order; the booking dialogue, the fallback and every reply are in the page
 * language.
 */
import { countryName, licenceCountry } from './countries';
import type { Lang } from '../../i18n/routing';
import type { Vehicle } from '../fleet';
import { facts } from '../../config/facts';
import { notedAsk, reminderLine, startedWith, summaryReply, withSaidDates } from './booking';
import { bookingStep, pendingOf, step, type DateIssue, type Decision } from './dialogue';
import {
  findIntents,
  liesInside,
  read,
  says,
  sentencesOf,
  wordCount,
  type IntentHit,
  type Reading,
} from './keywords';
import { lastIsland, nearby } from './extract';
import { assistantLanguage } from './language';
import {
  bookingFields,
  featureFlags,
  slotFields,
  type AssistantLanguage,
  type Flag,
} from './lang/types';
import { renderWith, type Message } from './messages';
import { followUpHit, readMessage, type MessageReading } from './reading';
import { fallbackReply, greetingReply, topicReply, type TopicIntent } from './replies';
import { countsYears, monthsCounted, periodDay, stayDays } from './dates';
import { quoteMessage } from './quote';
import { noteMessages } from './topics';
import type {
  AssistantContact,
  AssistantReply,
  ChatContext,
  IntentId,
  RespondOptions,
} from './types';
import { intentIds, isThreadFlag, isVehicleIntent } from './types';
import { kindIntentOf, MAX_VEHICLES, topicVehicles, vehiclesFor, withEngine } from './vehicles';
import { defaultLang } from '../../locales';

export { intentIds, conversationStages } from './types';
export { extractDetails } from './extract';

/**
 * Phone and e-mail quoted when `respond` gets no `contact`/`business` option: the sample
 * defaults of `src/config/setting-defs.ts` (`PUBLIC_PHONE`, `PUBLIC_EMAIL`). Pass the configured
 * business from `src/config` in the island so a deploy's real values are shown.
 */
export const defaultContact: AssistantContact = {
  phone: '+30 22840 00000',
  email: 'info@paros-rentals.example',
  address: 'Antiparos Port, Antiparos 840 07, Greece',
};

/** What `respond` returns: the intent it chose, the reply, and the context to keep. */
export interface RespondResult {
  intent: IntentId;
  reply: AssistantReply;
  context: ChatContext;
}

/** A fresh conversation: `conversationStage: 'initial'`, nothing else set. */
export function initialContext(): ChatContext {
  return { conversationStage: 'initial' };
}

/**
 * The opening message with the four chips (docs/requirements.md, "Chat panel"): in English 'Looking
 * for a car', 'I want to book now', 'Show me options', 'Just browsing'.
 *
 * @param lang the page language (default English)
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function greeting(lang: Lang = defaultLang): AssistantReply {
  return greetingReply(assistantLanguage(lang));
}

/** The contact to quote: `contact`, else `business` (phone as printed), else {@link defaultContact}. */
function contactOf(options: RespondOptions): AssistantContact {
  if (options.contact) return options.contact;
  if (options.business)
    return {
      phone: options.business.phone.display,
      email: options.business.email,
      ...(options.business.address ? { address: options.business.address.oneLine } : {}),
    };
  return defaultContact;
}

/** Longest message (in words) answered as a greeting, thanks or goodbye alone ('thanks a lot for your help!'). */
const SOCIAL_MAX_WORDS = 6;

/** Longest follow-up (in words) that keeps the thread of a price: 'and a scooter?', 'what about a quad'. */
const FOLLOW_UP_MAX_WORDS = 5;

/** At most this many topics are answered in one reply. */
const MAX_TOPICS = 3;

/**
 * Several questions in one message, in the raw text: a second question mark, a comma or a
 * semicolon between them (not the one that ends it: Greek writes its question mark so), or
 * Italian 'e' ('and'; read before the accents go, since 'è' is 'is').
 */
const SEVERAL_MARKS = /\?.*\?|,|[;\u037e](?!\s*$)|(?:^|\s)e\s/i;
/** Several questions in one message, in its normalised forms: 'and' / 'also' between questions (each language's `alsoWords`). */
function joinsQuestions(reading: Reading): boolean {
  // Each language's words as its form of the message spells them (Greek 'και' is 'κε' there).
  return says(reading, (w) => w.alsoWords.map((k) => `=${k}`));
}

/**
 * A message with several questions gets an answer to each (up to {@link MAX_TOPICS} topics):
 * besides the first topic, every other practical topic the message names with a topic word or
 * a pinpoint phrase (tiers 4 and 5; not vehicle kinds, places or generic words) adds its answer
 * as a paragraph, in the priority order. A message with one topic is answered as before.
 */
function withMoreTopics(
  first: AssistantReply,
  chosen: IntentHit,
  hits: readonly IntentHit[],
  reading: Reading,
  text: string,
  answer: (hit: IntentHit) => AssistantReply | null,
): AssistantReply {
  if (!SEVERAL_MARKS.test(text) && !joinsQuestions(reading)) return first;
  // A kind of vehicle asked about with a price word ('… and how much is a jeep?') is a question
  // of its own when the first topic is not a vehicle: its answer gives that kind's prices. Not
  // the car in general, which messages name as an object ('rendre la voiture avec le plein').
  const pricedVehicle =
    !isVehicleIntent(chosen.id) && hits.some((h) => h.id === 'price')
      ? hits.find((h) => isVehicleIntent(h.id) && h.id !== 'cars')
      : undefined;
  // The price of a car asked in so many words ('how much is a car and do I need an international
  // licence?', 'was kostet ein Auto und …'): a price word and a car word at most two words apart
  // ask for the daily prices (the price answer), beside the other question.
  const pricedCar =
    pricedVehicle === undefined &&
    !isVehicleIntent(chosen.id) &&
    chosen.id !== 'price' &&
    hits.some((h) => h.id === 'cars') &&
    nearby(
      reading,
      (w) => w.keywords.price[3] ?? [],
      (w) => w.booking.carWords,
      2,
    )
      ? hits.find((h) => h.id === 'price')
      : undefined;
  // A topic whose every keyword is a word of the chosen topic's phrases ('ferry' in 'notre
  // ferry arrive à 23h', which the locations phrase 'ferry arrive' already read) is no topic of
  // its own.
  const inChosen = (k: string) => liesInside(k, chosen);
  // 'any tips? also how much is a car for a week': tips, a request word that goes with any topic
  // (tier 2), asked as a sentence of their own, with no other topic in it.
  const tipsHit = chosen.id === 'tips' ? undefined : hits.find((h) => h.id === 'tips');
  const tipsAlone =
    tipsHit &&
    sentencesOf(text).some((sentence) => {
      const own = findIntents(read(sentence, reading.words));
      return own.some((h) => h.id === 'tips') && own.every((h) => h.id === 'tips' || h.tier <= 1);
    })
      ? tipsHit
      : undefined;
  const others = hits
    .filter(
      (h) =>
        h !== chosen &&
        !h.matched.every(inChosen) &&
        (h === pricedVehicle ||
          h === pricedCar ||
          h === tipsAlone ||
          (h.tier >= 4 && h.id !== 'booking' && h.id !== 'compare' && !isVehicleIntent(h.id))),
    )
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_TOPICS - 1);
  const more = others
    .map(answer)
    .filter((r): r is AssistantReply => r !== null && r.content !== first.content);
  if (more.length === 0) return first;
  // An answer that leads to its cards ('Here are some roomy options:') comes last, with them, when
  // the first answer shows none: the reply's cards follow its text.
  const carded = first.vehicles?.length ? undefined : more.find((r) => r.vehicles?.length);
  const ordered = carded ? [...more.filter((r) => r !== carded), carded] : more;
  const content = [first.content, ...ordered.map((r) => r.content)].join('\n\n');
  return carded?.vehicles
    ? { ...first, content, vehicles: carded.vehicles }
    : { ...first, content };
}

/** Answers with a topic intent (with its cards), or null when a vehicle filter matches nothing. */
function topicAnswer(
  hit: IntentHit,
  cc: number | undefined,
  flags: ReadonlySet<Flag>,
  context: ChatContext,
  fleet: readonly Vehicle[],
  contact: AssistantContact,
  language: AssistantLanguage,
  after?: readonly TopicIntent[],
): AssistantReply | null {
  const id = hit.id as TopicIntent;
  let cards: Vehicle[];
  if (isVehicleIntent(id)) {
    cards = vehiclesFor(id, cc, context, fleet, flags);
    if (cards.length === 0) return null; // no vehicle matches: fall through to later rules
  } else {
    cards = topicVehicles(id, fleet, flags);
  }
  // The dates the availability answer notes, as typed; one Marcia counted as its day in words.
  const shown = id === 'availability' ? withSaidDates(context, language.texts.booking) : context;
  return topicReply(
    id,
    { context: shown, vehicles: cards, fleet, contact, flags, ...(after ? { after } : {}) },
    language,
  );
}

/** What a message says beyond its intent, for the notes added to a topic answer. */
interface NoteClues {
  flags: ReadonlySet<Flag>;
  /** An age the message states. */
  age?: number;
  /** The country of the licence the message asks about ('im from the uk'): `licenceCountry`. */
  licenceCountry?: { code: string; eu: boolean };
  /** Dates this message added to the context (pickup, return), outside the booking dialogue. */
  newDates?: { pickup: string; ret: string | undefined };
  /** A return day noted before any pickup ('our ferry leaves on 20 August, can we return …'). */
  newReturn?: string;
  /**
   * Which days of the period this message gave ('the first week of August', 'Greek Easter'), with
   * an example inside it (`booking.askPeriodDays`): said last.
   */
  periodAsk?: string;
  /** A date of this message the dialogue did not store (a past pickup, a return before it): said last. */
  dateIssue?: DateIssue;
  /** The estimate for the conversation's dates, when the message asks a price (`quoteMessage`). */
  quote?: Message;
  /**
   * The estimate stands for the answer: the daily price list, or a kind's answer when the estimate
   * lists several (keeps a reply within a phone screen; the cards stay).
   */
  quoteReplaces?: boolean;
  /**
   * The place the message would leave the vehicle at ('can I leave the car at the airport?'), or
   * the island ('… and drop off in antiparos').
   */
  dropOff?: 'airport' | 'port' | 'antiparos';
  /** The message speaks of a booking the visitor already has (decision `ownBooking`). */
  ownBooking?: boolean;
  /** A licence held for this many months, under the chat's minimum ('licence for 8 months'). */
  licenceMonths?: number;
  /** The free extras this message added to the conversation ('can I add a child seat?'). */
  extrasAdded?: { childSeats: number | undefined; gps: boolean };
  /** The extra drivers this message added ('can I add a second driver?'). */
  driversAdded?: number;
  /** The times this message gave ('we land at 1pm, can we get the car at the airport?'). */
  timesNoted?: { pickup: string | undefined; ret: string | undefined };
  /**
   * The engine size the message names on a scooter, ATV or price answer without an estimate
   * ('price for 125cc scooter'): the cheapest daily price of that size (`from`, none when the
   * fleet has no such engine) and the sizes the fleet has.
   */
  engine?: { cc: number; intent: 'scooters' | 'atvs'; from: number | undefined; sizes: number[] };
  /** The message names a vehicle beside Antiparos ('can we take the car to Antiparos?'). */
  vehicleNamed?: boolean;
  /** 'does the car have AC?': whether the vehicle named, or our cars, have it (`noteMessages.airCon`). */
  airCon?: Message;
  /** 'does the panda have bluetooth?': whether the vehicle named, or which, list it (`noteMessages.feature`). */
  feature?: Message;
  /** 'petrol or diesel?': the fuel of the vehicle asked about, or of the fleet (`note.fuelType`). */
  fuelType?: Message;
}

/** What a questioned date's note says ('That return date is before the pickup date …'). */
function dateIssueText(issue: DateIssue, language: AssistantLanguage): string {
  const texts = language.texts.booking;
  return issue.kind === 'pastPickup'
    ? texts.pastPickup(issue.date)
    : texts.returnBefore(issue.pickup);
}

/**
 * Adds the notes of a message to a topic answer (`noteMessages`, rendered in the language). A rule the requirements do
 * not give (pets, smoking: the `askTeam` words on a contact answer) replaces the answer with "I
 * don't know that" and the phone and WhatsApp. Otherwise: a stated age first (against the minimum
 * age of the vehicle asked about, then the terms decide); the cards the deposit takes when another
 * card is named (payment), what we rent instead of bicycles (compare), "I don't know that" for
 * equipment the facts do not list (extras) and the ferry permission for another island
 * (antiparos) first; then the out-of-hours line, the dates just noted (not
 * on the availability answer, which notes them itself) and a date not stored (a past pickup, a
 * return before the pickup: `dateIssue`).
 */
function withNotes(
  reply: AssistantReply,
  id: TopicIntent,
  clues: NoteClues,
  contact: AssistantContact,
  language: AssistantLanguage,
): AssistantReply {
  const say = (m: Message) => renderWith(language, m);
  const before: string[] = [];
  const after: string[] = [];
  // 'what time can I return the car?': a rental day of 24 hours and the office hours first.
  if (id === 'duration' && clues.flags.has('returnTime')) before.push(say(noteMessages.rentalDay));
  // 'what if I return the car late?': when the rental day ends, then how to reach the team.
  if (id === 'contact' && clues.flags.has('lateReturn')) before.push(say(noteMessages.lateReturn));
  // 'what's your address?', 'où est votre agence ?': the office's address and hours first.
  const address = clues.flags.has('address') && (id === 'contact' || id === 'locations');
  if (address) before.push(say(noteMessages.address(contact.address ?? defaultContact.address!)));
  if (id === 'contact' && clues.flags.has('askTeam') && !address)
    return { ...reply, content: say(noteMessages.unknown(contact)) };
  // A booking made already: the team helps with it, first.
  if (clues.ownBooking) before.push(say(noteMessages.ownBooking(contact)));
  // The licence and ATV answers end with the terms sentence themselves.
  if (clues.age !== undefined) {
    const age = say(
      noteMessages.age(clues.age, clues.flags.has('atv'), clues.flags.has('otherDriver')),
    );
    before.push(
      id === 'licence' || id === 'atvs' ? age : `${age} ${say(noteMessages.termsDecideAge)}`,
    );
  }
  // 'do i need an international licence, im from the uk': the rule applied to that country, on
  // the answer's first line (the answer keeps its length).
  const countryLead =
    id === 'licence' && clues.licenceCountry
      ? say(
          noteMessages.licenceCountry(
            countryName(clues.licenceCountry.code, language.lang),
            clues.licenceCountry.eu,
          ),
        )
      : undefined;
  if (clues.licenceMonths !== undefined)
    before.push(say(noteMessages.licenceNew(clues.licenceMonths, clues.flags.has('otherDriver'))));
  if (id === 'payment' && clues.flags.has('otherCard')) before.push(say(noteMessages.otherCard));
  // 'can i pay the deposit cash': the deposit's answer (payment, or insurance, which says it)
  // opens with the no.
  if ((id === 'payment' || id === 'insurance') && clues.flags.has('cashDeposit'))
    before.push(say(noteMessages.cashDeposit));
  if (id === 'antiparos' && clues.flags.has('cave')) before.push(say(noteMessages.cave));
  if (id === 'compare' && clues.flags.has('bicycle')) before.push(say(noteMessages.bicycle));
  if (id === 'compare' && clues.flags.has('boat')) before.push(say(noteMessages.boat));
  if (id === 'distances' && clues.flags.has('islandTour'))
    before.push(say(noteMessages.islandTour));
  // A roof rack, a tow bar: the facts do not say, the team does; the free extras follow.
  // 'what's the excess?': the facts state none, so the team answers; the insurance answer follows.
  // Whether a tyre or the glass is covered: the team too; not after a breakdown ('I have a flat
  // tyre'), whose answer says what to do.
  if (
    (clues.flags.has('excess') && (id === 'insurance' || id === 'breakdown')) ||
    (clues.flags.has('damageCover') && id === 'insurance')
  )
    before.push(say(noteMessages.unknown(contact)));
  // 'is roadside assistance included?': the terms' extra, before the 24/7 help.
  if (
    clues.flags.has('roadside') &&
    (id === 'breakdown' || id === 'insurance' || id === 'extras' || id === 'price')
  )
    before.push(say(noteMessages.roadside));
  if (id === 'extras' && clues.flags.has('equipment'))
    before.push(say(noteMessages.unknown(contact)));
  // Naxos, Mykonos: the permission answers the question, the Antiparos ferry follows.
  if (id === 'antiparos' && clues.flags.has('otherIsland'))
    before.push(say(noteMessages.otherIsland));
  // 'can we take the car on the ferry to Antiparos?': delivered there free, or ask us first (the
  // ferry's €2 below is the fare on foot).
  else if (id === 'antiparos' && clues.vehicleNamed) before.push(say(noteMessages.vehicleAcross));
  // 'what if our flight is delayed?': we wait, at no extra cost; the points follow.
  if (id === 'locations' && clues.flags.has('lateArrival'))
    before.push(say(noteMessages.lateArrival(contact)));
  // 'can I leave the car at the airport?': yes, and the points follow.
  if (id === 'locations' && clues.dropOff) before.push(say(noteMessages.dropOff(clues.dropOff)));
  // 'unlimited mileage?': yes first, then the prices (which say it last).
  if (id === 'price' && clues.flags.has('mileage')) before.push(say(noteMessages.mileage));
  // 'does the aygo have AC?': yes first, then the car's answer with its card.
  if (clues.airCon && (isVehicleIntent(id) || id === 'price')) before.push(say(clues.airCon));
  if (clues.feature && (isVehicleIntent(id) || id === 'price' || id === 'extras'))
    before.push(say(clues.feature));
  if (clues.fuelType && (id === 'fuel' || id === 'eco' || id === 'price' || isVehicleIntent(id)))
    before.push(say(clues.fuelType));
  // 'how much in total?' once the dates are known: the total first, the daily prices after.
  if (clues.quote) before.push(say(clues.quote));
  // 'price for 125cc scooter': that size's price first (the answer's figure is every scooter's).
  if (clues.engine) before.push(say(noteMessages.engine(clues.engine)));
  // Not under the breakdown answer, whose help is day and night: 'what if the car breaks down
  // at night?' is no pickup or return out of hours.
  if (clues.flags.has('lateHours') && id !== 'breakdown')
    after.push(say(noteMessages.outOfHours(contact)));
  if (clues.timesNoted)
    after.push(say(noteMessages.timesNoted(clues.timesNoted.pickup, clues.timesNoted.ret)));
  if (clues.extrasAdded)
    after.push(say(noteMessages.extrasAdded(clues.extrasAdded.childSeats, clues.extrasAdded.gps)));
  // The extras answer to a driver question states the terms itself.
  if (clues.driversAdded)
    after.push(
      say(
        noteMessages.driversAdded(
          clues.driversAdded,
          id !== 'extras' || !clues.flags.has('extraDriver'),
        ),
      ),
    );
  if (clues.newDates && id !== 'availability')
    after.push(say(noteMessages.datesNoted(clues.newDates.pickup, clues.newDates.ret)));
  if (clues.newReturn) after.push(say(noteMessages.returnNoted(clues.newReturn, true)));
  if (clues.dateIssue) after.push(dateIssueText(clues.dateIssue, language));
  if (clues.periodAsk) after.push(clues.periodAsk);
  if (before.length === 0 && after.length === 0 && countryLead === undefined) return reply;
  const content = countryLead === undefined ? reply.content : `${countryLead} ${reply.content}`;
  const body = clues.quoteReplaces ? [] : [content];
  return { ...reply, content: [...before, ...body, ...after].join('\n') };
}

/**
 * The message asks a price: the price answer, or a vehicle, rental-length or offers answer with a
 * price word ('how much is a jeep', 'how much for a week', 'how much with the discount?').
 */
function asksPrice(hit: IntentHit, hits: readonly IntentHit[]): boolean {
  return (
    hit.id === 'price' ||
    // 'how much with the discount?' with the dates held: their estimate, with the offers.
    ((isVehicleIntent(hit.id) || hit.id === 'duration' || hit.id === 'offers') &&
      hits.some((h) => h.id === 'price'))
  );
}

/** The answer of a vehicle's kind, for a message that names it and nothing else. */
function kindHit(vehicle: Vehicle): IntentHit {
  const id = kindIntentOf(vehicle);
  return { id, tier: 3, priority: intentIds.indexOf(id), matched: [] };
}

/**
 * Adds the vehicles of the fleet a message names (`namedVehicles`) to an answer: their cards
 * first, and a line each (its daily price, gearbox and seats) before the answer (`place`
 * `before`) or after it, or none (`place` `none`: the estimate already prices them).
 */
function withNamed(
  reply: AssistantReply,
  named: readonly Vehicle[],
  place: 'before' | 'after' | 'none',
  language: AssistantLanguage,
): AssistantReply {
  if (named.length === 0) return reply;
  const lines =
    place === 'none' ? [] : named.map((v) => renderWith(language, noteMessages.vehicle(v)));
  const others = (reply.vehicles ?? []).filter((v) => !named.includes(v));
  return {
    ...reply,
    content: (place === 'before' ? [...lines, reply.content] : [reply.content, ...lines]).join(
      '\n',
    ),
    vehicles: [...named, ...others].slice(0, MAX_VEHICLES),
  };
}

/** Adds the booking reminder to a topic answer while the dialogue waits (at the summary, the summary again when the message changed a detail). */
function withReminder(
  reply: AssistantReply,
  context: ChatContext,
  language: AssistantLanguage,
  before: ChatContext,
  now: Date | undefined,
): AssistantReply {
  const texts = language.texts.booking;
  // At the summary, a detail the question gave ('can you bring it to our hotel, Lilly Residence?'):
  // the summary again, with it.
  if (
    context.conversationStage === 'booking_confirm' &&
    slotFields.some((f) => JSON.stringify(before[f]) !== JSON.stringify(context[f]))
  ) {
    const summary = summaryReply(context, now, texts);
    return { ...reply, content: `${reply.content}\n${summary.content}` };
  }
  // A booking this message started ('can i book a jeep for 3 days from 5 september?'): its opening
  // question, with what was noted, not 'Back to your booking'.
  const started =
    before.conversationStage === 'initial' && context.conversationStage === 'booking_name';
  const noted = bookingFields.filter((f) => before[f] === undefined && context[f] !== undefined);
  const line = started
    ? (startedWith(texts.askName, context, now, texts) ??
      (noted.length > 0 ? notedAsk('booking_name', noted, texts) : undefined) ??
      texts.askName)
    : reminderLine(context, pendingOf(context), texts);
  return line ? { ...reply, content: `${reply.content}\n${line}` } : reply;
}

/**
 * Answers one visitor message (docs/requirements.md, "Chat panel", "Chat extraction", "Error
 * messages", "Chat behaviour"). Pure and deterministic. See the module comment for the order of the
 * rules.
 *
 * @param text the visitor's message (empty messages are not sent by the island; they get the fallback)
 * @param context the conversation's context (from {@link initialContext} or the previous call)
 * @param vehicles the loaded fleet (docs/requirements.md, "Calls": passed in already loaded)
 * @param options `contact` (or `business`) to quote, `now` to read dates in the booking summary,
 *   `lang` the page language (default English; English keywords are understood on every page)
 * @throws Error when `options.lang` is not loaded (see `loadAssistantLanguage`)
 * @returns the chosen intent, the reply (at most 3 vehicles, 2-4 suggestions except the
 *   fallback's 6), and the new context
 */
export function respond(
  text: string,
  context: ChatContext,
  vehicles: readonly Vehicle[],
  options: RespondOptions = {},
): RespondResult {
  const contact = contactOf(options);
  const r = readMessage(text, context, vehicles, options);
  const decision = step(r, context);
  const result = decide(decision, r, context, vehicles, contact);
  // The cards shown, for 'the second one' next (`ChatContext.shownVehicles`).
  const shown = result.reply.vehicles?.map((v) => v.name) ?? [];
  const next: ChatContext = { ...result.context };
  if (shown.length > 0) next.shownVehicles = shown;
  else delete next.shownVehicles;
  return { ...result, context: next };
}

/**
 * The thread a topic answer leaves (`ChatContext.topic`, `topicKind`, `topicVehicles`,
 * `topicFlags`): its intent and what within it the answer was about (`threadFlags`); for a vehicle
 * answer its kind and the vehicles the message named, which a price answer keeps when it priced
 * them; any other answer ends them.
 */
function threadOf(
  ctx: ChatContext,
  id: IntentId,
  named: readonly Vehicle[],
  flags: ReadonlySet<Flag>,
): ChatContext {
  const next: ChatContext = { ...ctx, topic: id as Exclude<IntentId, 'fallback'> };
  const kept = [...flags].filter(isThreadFlag);
  if (kept.length > 0) next.topicFlags = kept;
  else delete next.topicFlags;
  if (isVehicleIntent(id)) next.topicKind = id;
  if ((isVehicleIntent(id) || id === 'price') && named.length > 0)
    next.topicVehicles = named.map((v) => v.name);
  else delete next.topicVehicles;
  return next;
}

/**
 * The pickup and return times a message set (each `HH:MM`, undefined when unchanged), or
 * undefined when it set neither: said back under the answer ('Noted: pickup at 10:00').
 */
function timesNoted(
  before: ChatContext,
  ctx: ChatContext,
): { pickup: string | undefined; ret: string | undefined } | undefined {
  const pickup = ctx.pickupTime !== before.pickupTime ? ctx.pickupTime : undefined;
  const ret = ctx.returnTime !== before.returnTime ? ctx.returnTime : undefined;
  return pickup || ret ? { pickup, ret } : undefined;
}

/** Turns the dialogue's decision into the result: booking answers as they are, topic answers composed here. */
function decide(
  decision: Decision,
  r: MessageReading,
  before: ChatContext,
  vehicles: readonly Vehicle[],
  contact: AssistantContact,
): RespondResult {
  const { language, flags, keywords, text } = r;
  const ctx = decision.context;
  // A price follow-up that names no vehicle or kind, with no vehicle of the fleet in the slot, is
  // about the vehicles the last answer was about ('do you have a jimny?' → 'how much per day?').
  const thread =
    r.fleetNamed.length === 0 &&
    r.vehicle === undefined &&
    !vehicles.some((v) => v.name === ctx.vehicle) &&
    r.hits[0]?.id === 'price'
      ? vehicles.filter((v) => before.topicVehicles?.includes(v.name))
      : [];
  const named = thread.length > 0 ? thread : r.fleetNamed;
  /** The named vehicles' lines and cards added to an answer (`withNamed`). */
  const withNamedVehicles = (reply: AssistantReply, place: 'before' | 'after' | 'none') =>
    withNamed(reply, named, place, language);
  let hits = r.hits;
  switch (decision.kind) {
    case 'booking': {
      // A pickup or return outside office hours said during the booking ('we land at 23:30'):
      // the out-of-hours line first, the dialogue's question last.
      if (!flags.has('lateHours'))
        return { intent: 'booking', reply: decision.reply, context: ctx };
      const note = renderWith(language, noteMessages.outOfHours(contact));
      const content = `${note}\n${decision.reply.content}`;
      return { intent: 'booking', reply: { ...decision.reply, content }, context: ctx };
    }
    case 'availability': {
      // The dates as typed; one Marcia counted ('tomorrow') as its day in words.
      const said = withSaidDates(ctx, language.texts.booking);
      const reply = topicReply(
        'availability',
        {
          context: said,
          vehicles: [],
          fleet: vehicles,
          contact,
          flags,
        },
        language,
      );
      // 'we leave on the 17th': the return noted first (the answer notes a pickup itself).
      const returnOnly =
        ctx.pickupDate === undefined && ctx.returnDate !== undefined
          ? `${renderWith(language, noteMessages.returnNoted(said.returnDate ?? '', false))} `
          : '';
      // 'we come the first week of August': which days exactly, with an example inside it.
      const period =
        ctx.period !== undefined && ctx.pickupDate === undefined
          ? `\n${language.texts.booking.askPeriodDays(ctx.period, ctx.stayLength)}`
          : '';
      // 'morgen um 10 Uhr': the time noted after the dates, as after a topic's answer.
      const noted = timesNoted(before, ctx);
      const times = noted
        ? `\n${renderWith(language, noteMessages.timesNoted(noted.pickup, noted.ret))}`
        : '';
      const content = decision.dateIssue
        ? `${returnOnly}${reply.content}${times}\n${dateIssueText(decision.dateIssue, language)}`
        : `${returnOnly}${reply.content}${period}${times}`;
      return {
        intent: 'availability',
        reply: withNamedVehicles({ ...reply, content }, 'before'),
        context: ctx,
      };
    }
    case 'unknown': {
      // 'are you a bot?': who Marcia is, her greeting.
      if (flags.has('aboutMarcia'))
        return { intent: 'fallback', reply: greetingReply(language), context: ctx };
      const reply = topicReply(
        'contact',
        { context: ctx, vehicles: [], fleet: vehicles, contact, flags },
        language,
      );
      // 'does the jimny have aircon?': the team answers; the vehicle's line and card follow.
      const unknown = { ...reply, content: renderWith(language, noteMessages.unknown(contact)) };
      const answer = withNamedVehicles(unknown, 'after');
      return {
        intent: 'contact',
        reply: decision.resume ? withReminder(answer, ctx, language, before, r.now) : answer,
        context: ctx,
      };
    }
    case 'ownBooking': {
      // 'i lost my booking number': the team helps; 'can I add a child seat to my booking?':
      // that, then the answer of the topic.
      hits = hits.filter((h) => h.id !== 'booking');
      if (hits.length > 0) break;
      const reply = topicReply(
        'contact',
        { context: ctx, vehicles: [], fleet: vehicles, contact, flags },
        language,
      );
      const content = renderWith(language, noteMessages.ownBooking(contact));
      return { intent: 'contact', reply: { ...reply, content }, context: ctx };
    }
    case 'fallback':
      if (flags.has('aboutMarcia'))
        return { intent: 'fallback', reply: greetingReply(language), context: ctx };
      // 'we would like the toyota aygo': the answer of its kind, with it first.
      if (named[0] && !decision.newName) {
        hits = [kindHit(named[0])];
        break;
      }
      return {
        intent: 'fallback',
        reply: fallbackReply(
          ctx,
          decision.newName,
          flags,
          language,
          wordCount(r.keywords) <= SOCIAL_MAX_WORDS,
        ),
        context: ctx,
      };
    case 'topics':
      break;
  }
  // Keyword intents, most specific first; vehicle intents with no match fall through.
  // 'what about tyres?' right after the insurance answer asks whether they are covered.
  const coverAsked =
    before.topic === 'insurance' && flags.has('damageCover')
      ? new Set<Flag>([...flags, 'excess'])
      : flags;
  const clues: NoteClues = { flags: coverAsked, ownBooking: decision.kind === 'ownBooking' };
  if (decision.kind === 'topics' && decision.dateIssue) clues.dateIssue = decision.dateIssue;
  if (r.vehicle !== undefined || says(keywords, (w) => w.booking.carWords))
    clues.vehicleNamed = true;
  if (r.found.age !== undefined) clues.age = r.found.age;
  const country = licenceCountry(keywords);
  if (country) clues.licenceCountry = country;
  // 'does it have AC?' right after an answer about one vehicle: that vehicle.
  const lastShown =
    r.vehicle === undefined && before.topicVehicles?.length === 1
      ? vehicles.filter((v) => v.name === before.topicVehicles?.[0])
      : [];
  const airConOf = named.length > 0 ? named : lastShown;
  // 'do scooters have AC?': the scooter answer alone (no car's note under it).
  const twoWheels = hits[0]?.id === 'scooters' || hits[0]?.id === 'atvs';
  const airCon =
    flags.has('airCon') && (airConOf.length > 0 || !twoWheels)
      ? noteMessages.airCon(airConOf, vehicles)
      : undefined;
  if (airCon) clues.airCon = airCon;
  // 'does the panda have bluetooth?': the first equipment asked about, from the fleet's features.
  const feature = featureFlags.find((f) => flags.has(f));
  if (feature) clues.feature = noteMessages.feature(feature, airConOf, vehicles);
  // 'is the jimny diesel?', 'petrol or diesel?': its fuel, or the fleet's.
  const fuelType = flags.has('fuelType') ? noteMessages.fuelType(airConOf, vehicles) : undefined;
  if (fuelType) clues.fuelType = fuelType;
  // 'i have had my licence for 6 months, can i rent?': under the minimum, said first.
  const months =
    flags.has('licenceHeld') && !countsYears(r.plain, r.found.age) ? monthsCounted(r.plain) : null;
  if (months !== null && months < facts.ages.chatLicenceYears * 12) clues.licenceMonths = months;
  // 'can I add a child seat?': added, and said after the answer.
  const seatsAdded = ctx.childSeats !== undefined && ctx.childSeats !== before.childSeats;
  const gpsAdded = ctx.gps === true && before.gps !== true;
  if (seatsAdded || gpsAdded)
    clues.extrasAdded = { childSeats: seatsAdded ? ctx.childSeats : undefined, gps: gpsAdded };
  if (ctx.extraDrivers && ctx.extraDrivers !== before.extraDrivers)
    clues.driversAdded = ctx.extraDrivers;
  // 'we land at 1pm, can we get the car at the airport?': the answer, then the time noted.
  const noted = timesNoted(before, ctx);
  if (noted) clues.timesNoted = noted;
  // 'can I leave the car at the airport?', '… and drop it off at the port': where it goes back.
  const dropOff =
    r.found.dropOffLocation ??
    (flags.has('dropOff') && !r.values.pickupLocation ? r.found.pickupLocation : undefined);
  if (dropOff) clues.dropOff = dropOff;
  // 'can i pick up in paros and drop off in antiparos': a return on the other island.
  else if (flags.has('dropOff') && lastIsland(keywords) === 'antiparos')
    clues.dropOff = 'antiparos';
  const newDate =
    (before.pickupDate === undefined && ctx.pickupDate !== undefined) ||
    (before.returnDate === undefined && ctx.returnDate !== undefined);
  const resume = decision.kind === 'topics' && decision.resume;
  // Said as typed; a date Marcia counted ('next week from monday') as its day in words.
  const said = !resume && newDate ? withSaidDates(ctx, language.texts.booking) : undefined;
  if (said?.pickupDate !== undefined)
    clues.newDates = { pickup: said.pickupDate, ret: said.returnDate };
  else if (said?.returnDate !== undefined) clues.newReturn = said.returnDate;
  // 'car over Easter please', 'a scooter mid-August': the answer, then which days of that period.
  if (!resume && r.period !== undefined && ctx.period !== undefined && ctx.pickupDate === undefined)
    clues.periodAsk = language.texts.booking.askPeriodDays(ctx.period, ctx.stayLength);
  // 'how much is a scooter and an atv per day?': the price answer, which gives every kind's (and,
  // with a length or dates, each listed kind's estimate), not the first kind's alone.
  const priceHit = hits.find((h) => h.id === 'price');
  // 'how much is an economy car and a family car': two classes of car joined, priced side by side
  // too (not 'a cheap family car', one class).
  const classes = new Set(
    hits.filter((h) => isVehicleIntent(h.id) && h.id !== 'cars').map((h) => h.id),
  );
  const joined = classes.size > 1 && says(r.keywords, (w) => w.names.joins.map((k) => `=${k}`));
  // A price and a kind asked beside another topic ('price for a family car for 10 days and do
  // u deliver to our hotel?'): that kind's estimate leads the first topic's answer; two classes
  // joined ('an economy and a family car for a week'): the car classes' estimates.
  // 'we are 2 adults 1 kid … we need a small car … how much': the small car the visitor asks
  // for, not the family answer the child brought.
  const firstClass = hits.find((h) => isVehicleIntent(h.id) && h.id !== 'cars')?.id;
  const pricedKind = priceHit
    ? joined
      ? 'cars'
      : flags.has('smallCar') && (firstClass === 'family' || firstClass === undefined)
        ? 'budget'
        : firstClass
    : undefined;
  if (priceHit && ((r.kindsListed?.size ?? 0) > 1 || joined))
    hits = [priceHit, ...hits.filter((h) => h !== priceHit)];
  for (const hit of hits) {
    // 'I want to book a car from 20 to 27 june, how much will it cost?': the dialogue took the
    // details and asks its next question after the answer (`resume`); the booking hit is that.
    if (hit.id === 'booking' && resume) continue;
    if (hit.id === 'booking') {
      const d = bookingStep(r, before);
      return decide(d, r, before, vehicles, contact);
    }
    const reply = topicAnswer(hit, r.engine?.cc, flags, ctx, vehicles, contact, language);
    if (!reply) continue;
    // Vehicles named ('how much is the jimny for those days'): each at its own price.
    // The kind the message names prices its answer too ('was kostet ein Auto für eine Woche').
    // Else the vehicle slot, else the kind of the last vehicle answer ('how much for a week?'
    // after the scooters).
    const asked = isVehicleIntent(hit.id)
      ? hit.id
      : (pricedKind ?? r.vehicle ?? (ctx.vehicle === undefined ? before.topicKind : undefined));
    // 'a small car', 'the cheapest car': the economy class's price, not the three classes'.
    const economy =
      !joined &&
      (asked === 'cars' || asked === 'car') &&
      (flags.has('smallCar') || flags.has('cheap'));
    const kind = economy ? 'budget' : asked;
    // 'automatic car for 10 days, how much?': the automatic cars the answer shows, each at its own
    // price (the classes' prices are the manual cars').
    const automatics =
      named.length === 0 && flags.has('automatic') && (kind === 'cars' || kind === 'car')
        ? (reply.vehicles ?? [])
        : [];
    // 'price for 125cc scooter', 'was kostet ein 125er': the scooters or ATVs of that size, each
    // at its own price (the kind's figure is its smallest engine's).
    const engine =
      r.engine && (hit.id === r.engine.intent || hit.id === 'price') ? r.engine : undefined;
    const sized = engine
      ? withEngine(vehicles, engine.intent, engine.cc).slice(0, MAX_VEHICLES)
      : [];
    const priced = named.length > 0 ? named : automatics.length > 0 ? automatics : sized;
    // 'how much is a car for 5 days' → 'and a scooter?': the kind asked in the thread of a price
    // (or of a kind's answer with the stay known) is priced for that stay too.
    const priceThread =
      isVehicleIntent(hit.id) &&
      wordCount(r.keywords) <= FOLLOW_UP_MAX_WORDS &&
      (before.topic === 'price' ||
        (before.topic !== undefined &&
          isVehicleIntent(before.topic) &&
          (ctx.stayLength !== undefined || ctx.pickupDate !== undefined)));
    // 'a car end of June for 5 days': counted from the period's first day (its early-booking
    // discount too), not from today.
    const period = ctx.pickupDate === undefined ? ctx.period : undefined;
    const quoted = period
      ? {
          ...ctx,
          pickupDate: periodDay(period),
        }
      : ctx;
    const quote =
      (asksPrice(hit, hits) || pricedKind !== undefined || priceThread) && r.now
        ? quoteMessage(
            quoted,
            kind,
            vehicles,
            r.now,
            priced,
            // 'how much for the first week of August': a week; 'for Ferragosto': its long weekend.
            stayDays(r.plain) ??
              (priceThread ? ctx.stayLength : undefined) ??
              (r.period?.week ? 7 : undefined) ??
              period?.days,
            // 'how much for 2 scooters?', 'what about 2 of them', or the count held with the
            // vehicle quoted.
            r.found.vehicleCount ??
              r.found.heldCount ??
              (ctx.vehicle !== undefined && (kind === undefined || kind === ctx.vehicle)
                ? ctx.vehicleCount
                : undefined),
            // 'how much for 2 scooters and a car?': each kind listed.
            r.kindsListed,
          )
        : null;
    const noted = withNotes(
      withNamedVehicles(reply, quote && named.length > 0 ? 'none' : 'before'),
      hit.id as TopicIntent,
      quote
        ? {
            ...clues,
            quote,
            quoteReplaces:
              hit.id === 'price' || (asksPrice(hit, hits) && quote.params?.several === true),
          }
        : engine && named.length === 0
          ? {
              ...clues,
              engine: { ...engine, from: sized[0]?.price_per_day },
            }
          : clues,
      contact,
      language,
    );
    // The kinds listed are priced together already: none of them is a question of its own.
    const asides =
      (r.kindsListed?.size ?? 0) > 1 || joined ? hits.filter((h) => !isVehicleIntent(h.id)) : hits;
    // Each further topic knows the ones answered before it (`ReplyInput.after`).
    const said: TopicIntent[] = [hit.id as TopicIntent];
    const answered = withMoreTopics(noted, hit, asides, keywords, text, (other) => {
      const reply = topicAnswer(other, r.engine?.cc, flags, ctx, vehicles, contact, language, [
        ...said,
      ]);
      said.push(other.id as TopicIntent);
      return reply;
    });
    // 'what about september?' after the prices: they again, then what the season is like then.
    const seasonal =
      flags.has('monthAsked') && hit.id !== 'season'
        ? topicAnswer(followUpHit('season'), undefined, flags, ctx, vehicles, contact, language)
        : null;
    const replied = seasonal
      ? { ...answered, content: `${answered.content}\n\n${seasonal.content}` }
      : answered;
    return {
      intent: hit.id,
      reply: resume ? withReminder(replied, ctx, language, before, r.now) : replied,
      context: threadOf(ctx, hit.id, named, flags),
    };
  }
  // Every topic fell through (a vehicle filter matched nothing): as if nothing matched.
  const rest = step({ ...r, hits: [] }, before);
  return decide(rest, { ...r, hits: [] }, before, vehicles, contact);
}
