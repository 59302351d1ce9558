/**
 * Marcia AI, the rule-based chat assistant (docs/requirements.md, "Chat user context", "Chat
 * panel", "Chat extraction", "Error messages", "Chat behaviour"). This module is the engine's
 * contract. Pure and deterministic: no timers, no randomness, no I/O, no clock (the 1-2 s typing
 * delay and the 100 ms chip delay belong to the island), no React or Astro imports.
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
 * Languages (docs/requirements.md, "Four languages"): `options.lang` picks the language Marcia
 * answers in (English, French, German, Italian; loaded with `loadAssistantLanguage`). Every message
 * is understood with the English keywords and phrasings plus the page language's, with the same
 * tiers and priority order; the booking dialogue, the fallback and every reply are in the page
 * language.
 */
import type { Lang } from '../../i18n/routing';
import type { Vehicle } from '../fleet';
import {
  acknowledgementReply,
  bookingFields,
  fieldsNamed,
  hasBookingDetails,
  incompleteReply,
  inProgressStages,
  isConfirmMessage,
  isModifyMessage,
  isStartMessage,
  missingBookingFields,
  modifyReply,
  nextBookingStep,
  reaskReply,
  reminderLine,
  type BookingField,
} from './booking';
import { capitalise, findDetails, isNameWordIn, matchName, mergeDetails } from './extract';
import { findDates, relativeReturnDate } from './dates';
import {
  englishForm,
  findIntents,
  flagsOf,
  normaliseText,
  read,
  wordCount,
  type IntentHit,
  type Reading,
} from './keywords';
import { assistantLanguage } from './language';
import { enWords } from './lang/en/words';
import type { AssistantLanguage, Flag, LanguageWords } from './lang/types';
import { fallbackReply, greetingReply, topicReply, type TopicIntent } from './replies';
import type {
  AssistantContact,
  AssistantReply,
  ChatContext,
  IntentId,
  RespondOptions,
} from './types';
import { isVehicleIntent, topicVehicles, vehiclesFor } from './vehicles';

export { intentIds, conversationStages } from './types';
export { extractDetails } from './extract';

/**
 * Phone and e-mail quoted when `respond` gets no `contact`/`business` option: the sample
 * defaults of `src/config/settings.mjs` (`PUBLIC_PHONE`, `PUBLIC_EMAIL`). Pass the configured
 * business from `src/config` in the island so a deploy's real values are shown.
 */
export const defaultContact: AssistantContact = {
  phone: '+30 22840 00000',
  email: 'info@paros-rentals.example',
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
export function greeting(lang: Lang = 'en'): AssistantReply {
  return greetingReply(assistantLanguage(lang).texts);
}

/** The contact to quote: `contact`, else `business` (phone as printed), else {@link defaultContact}. */
function contactOf(options: RespondOptions): AssistantContact {
  if (options.contact) return options.contact;
  if (options.business)
    return { phone: options.business.phone.display, email: options.business.email };
  return defaultContact;
}

/** The message with e-mail, phone, name phrase and dates blanked, so their words and digits are not keywords. */
function keywordText(
  text: string,
  found: ReturnType<typeof findDetails>,
  languages: readonly LanguageWords[],
): string {
  let out = text;
  const blank = (start: number, end: number) => {
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  };
  const blankText = (s: string | undefined) => {
    if (!s) return;
    const i = out.indexOf(s);
    if (i >= 0) blank(i, i + s.length);
  };
  const name = matchName(text, languages);
  if (name) blank(name.start, name.end);
  blankText(found.email);
  blankText(found.phone);
  for (const d of findDates(text))
    if (out.slice(d.index, d.index + d.text.length) === d.text)
      blank(d.index, d.index + d.text.length);
  return out;
}

/**
 * A bare name typed when the dialogue asked for one ('anna', 'Anna Maria', "it's John",
 * "c'est Pierre"); no stop word of the page's languages. A lead of English or the page
 * language (`names.bareLeads`) is dropped first.
 */
function bareName(text: string, languages: readonly LanguageWords[]): string | undefined {
  let trimmed = text.trim().replace(/[.!]+$/, '');
  for (const w of [enWords, ...languages])
    trimmed = trimmed.replace(new RegExp(`^(?:${w.names.bareLeads})(?:[\\s,:]+|(?<=:))`, 'i'), '');
  if (!/^[A-Za-zÀ-ÖØ-öø-ÿ'-]+(?: [A-Za-zÀ-ÖØ-öø-ÿ'-]+){0,2}$/.test(trimmed)) return undefined;
  const words = trimmed.split(' ');
  if (
    !words.every((w) =>
      isNameWordIn(w.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''), languages),
    )
  )
    return undefined;
  return words.map(capitalise).join(' ');
}

/** 'do you have', 'have you got', 'any' … at the start of the message, in a language of the reading (`asksForKinds`). */
function asksForKinds(reading: Reading): boolean {
  return reading.words.some((w, i) => {
    const { greetings, openers } = w.asksForKinds;
    return new RegExp(`^(?:(?:${greetings.join('|')})\\s+)?(?:${openers.join('|')})\\b`).test(
      reading.forms[i] ?? '',
    );
  });
}

/**
 * 'Do you have a jeep or an SUV?' asks for both kinds, not for a comparison: a compare hit that
 * comes only from an 'X or Y' pair of vehicle kinds is dropped when the message asks whether
 * the kinds exist ('what is the difference between X and Y' and 'X or Y, which is better' keep
 * their compare words and still compare).
 */
function withoutKindChoice(hits: IntentHit[], reading: Reading): IntentHit[] {
  const compare = hits.find((h) => h.id === 'compare');
  if (!compare?.matched.every((k) => / or (?:an? )?/.test(k))) return withoutDayCost(hits, reading);
  return withoutDayCost(asksForKinds(reading) ? hits.filter((h) => h !== compare) : hits, reading);
}

/**
 * 'How much does it cost to hire a moped for a day?', 'we want a buggy for the day', 'un quad
 * pour la journée': a message that names a vehicle kind and a single day asks for that
 * vehicle, so a duration hit made only of single-day phrases (each language's `singleDay`) is
 * dropped and the vehicle's answer (with its daily price) comes first. 'Can I rent for just one
 * day?' (no kind) stays a rental-length question.
 */
function withoutDayCost(hits: IntentHit[], reading: Reading): IntentHit[] {
  const duration = hits.find((h) => h.id === 'duration');
  // Single-day phrases, and the qualifiers of tier 2 ('giorni' also matches 'giorno').
  const dayPhrases = new Set(
    reading.words.flatMap((w) => [...w.singleDay, ...(w.keywords.duration[2] ?? [])]),
  );
  if (!duration || duration.tier < 5 || !duration.matched.every((k) => dayPhrases.has(k)))
    return hits;
  const kind = hits.some((h) => isVehicleIntent(h.id) && h.tier >= 3);
  return kind ? hits.filter((h) => h !== duration) : hits;
}

/**
 * 'we arrive 12 July and leave on the 19th', 'for a week': a return date given relative to the
 * pickup completes the context's return date (never overwriting one already held; only with
 * the conversation's instant, `options.now`, to read the pickup).
 */
function withRelativeReturn(
  ctx: ChatContext,
  text: string,
  datesInMessage: number,
  now: Date | undefined,
): ChatContext {
  if (!now || ctx.pickupDate === undefined || ctx.returnDate !== undefined || datesInMessage > 1)
    return ctx;
  const returnDate = relativeReturnDate(normaliseText(text, true), ctx.pickupDate, now);
  return returnDate ? { ...ctx, returnDate } : ctx;
}

/**
 * A real question ('Can I bring my cat?', 'Y a-t-il un sèche-cheveux ?'): a question mark or a
 * question opener of the language (`question` flag), and at least three words. With no topic
 * at all it gets "I don't know that" with the phone and WhatsApp rather than the fallback.
 */
function isQuestion(text: string, flags: ReadonlySet<Flag>, reading: Reading): boolean {
  return (text.includes('?') || flags.has('question')) && wordCount(reading) >= 3;
}

/** At most this many topics are answered in one reply. */
const MAX_TOPICS = 3;

/**
 * Several questions in one message, in the raw text: a second question mark, a comma or a
 * semicolon between them, or Italian 'e' ('and'; read before the accents go, since 'è' is 'is').
 */
const SEVERAL_MARKS = /\?.*\?|[,;]|(?:^|\s)e\s/i;
/** Several questions in one message, in its normalised forms: 'and' / 'also' between questions (each language's `alsoWords`). */
function joinsQuestions(reading: Reading): boolean {
  return reading.words.some((w, i) =>
    new RegExp(`(?:^| )(?:${w.alsoWords.join('|')})(?: |$)`).test(reading.forms[i] ?? ''),
  );
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
  const others = hits
    .filter(
      (h) =>
        h !== chosen &&
        h.tier >= 4 &&
        h.id !== 'booking' &&
        h.id !== 'compare' &&
        !isVehicleIntent(h.id),
    )
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_TOPICS - 1);
  const more = others
    .map(answer)
    .filter((r): r is AssistantReply => r !== null && r.content !== first.content);
  if (more.length === 0) return first;
  return { ...first, content: [first.content, ...more.map((r) => r.content)].join('\n\n') };
}

/** Answers with a topic intent (with its cards), or null when a vehicle filter matches nothing. */
function topicAnswer(
  hit: IntentHit,
  normalised: string,
  flags: ReadonlySet<Flag>,
  context: ChatContext,
  fleet: readonly Vehicle[],
  contact: AssistantContact,
  language: AssistantLanguage,
): AssistantReply | null {
  const id = hit.id as TopicIntent;
  let cards: Vehicle[];
  if (isVehicleIntent(id)) {
    cards = vehiclesFor(id, normalised, context, fleet, flags);
    if (cards.length === 0) return null; // no vehicle matches: fall through to later rules
  } else {
    cards = topicVehicles(id, normalised, fleet, flags);
  }
  return topicReply(id, { context, vehicles: cards, fleet, contact, flags }, language.texts);
}

/** What a message says beyond its intent, for the notes added to a topic answer. */
interface NoteClues {
  flags: ReadonlySet<Flag>;
  /** An age the message states. */
  age?: number;
  /** Dates this message added to the context (pickup, return), outside the booking dialogue. */
  newDates?: { pickup: string; ret: string | undefined };
}

/**
 * Adds the notes of a message to a topic answer (the texts' `notes`). A rule the requirements do
 * not give (pets, smoking: the `askTeam` words on a contact answer) replaces the answer with "I
 * don't know that" and the phone and WhatsApp. Otherwise: a stated age first (against the minimum
 * age of the vehicle asked about, then the terms decide); the cards the deposit takes when another
 * card is named (payment) and what we rent instead of bicycles (compare) first; then the ferry
 * permission for another island (antiparos), the out-of-hours line, and the dates just noted (not
 * on the availability answer, which notes them itself).
 */
function withNotes(
  reply: AssistantReply,
  id: TopicIntent,
  clues: NoteClues,
  contact: AssistantContact,
  language: AssistantLanguage,
): AssistantReply {
  const n = language.texts.notes;
  const before: string[] = [];
  const after: string[] = [];
  if (id === 'contact' && clues.flags.has('askTeam'))
    return { ...reply, content: n.unknown(contact) };
  // The licence and ATV answers end with the terms sentence themselves.
  if (clues.age !== undefined)
    before.push(
      id === 'licence' || id === 'atvs'
        ? n.age(clues.age, clues.flags.has('atv'))
        : `${n.age(clues.age, clues.flags.has('atv'))} ${n.termsDecideAge}`,
    );
  if (id === 'payment' && clues.flags.has('otherCard')) before.push(n.otherCard);
  if (id === 'compare' && clues.flags.has('bicycle')) before.push(n.bicycle);
  if (id === 'antiparos' && clues.flags.has('otherIsland')) after.push(n.otherIsland);
  if (clues.flags.has('lateHours')) after.push(n.outOfHours(contact));
  if (clues.newDates && id !== 'availability')
    after.push(n.datesNoted(clues.newDates.pickup, clues.newDates.ret));
  if (before.length === 0 && after.length === 0) return reply;
  return { ...reply, content: [...before, reply.content, ...after].join('\n') };
}

/** Adds the booking reminder to a topic answer while the dialogue waits. */
function withReminder(
  reply: AssistantReply,
  context: ChatContext,
  language: AssistantLanguage,
): AssistantReply {
  const line = reminderLine(context, language.texts.booking);
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
  const language = assistantLanguage(options.lang ?? 'en');
  const texts = language.texts.booking;
  const languages: LanguageWords[] = language.lang === 'en' ? [] : [language.words];
  const found = findDetails(text, languages);
  const reading = read(keywordText(text, found, languages), languages);
  const normalised = englishForm(reading);
  const flags = flagsOf(reading);
  if (found.outOfHours) flags.add('lateHours');
  if (found.pickupLocation === 'airport') flags.add('airport');
  // A stated age is a licence question ("i'm 20 can i rent"); a time outside office hours a contact one.
  const hits = withoutKindChoice(
    findIntents(reading, found.passengers, [
      ...(found.age !== undefined
        ? [{ id: 'licence', tier: 5, label: 'stated age' } as const]
        : []),
      ...(found.outOfHours
        ? [{ id: 'contact', tier: 3, label: 'time outside office hours' } as const]
        : []),
    ]),
    reading,
  );
  if (hits.some((h) => h.id === 'atvs' && h.tier >= 3)) flags.add('atv');
  const stage = context.conversationStage;
  const inProgress = inProgressStages.includes(stage);
  const ctx = withRelativeReturn(
    mergeDetails(found, context),
    text,
    found.dates.length,
    options.now,
  );
  const supplied = (c: ChatContext): BookingField[] =>
    bookingFields.filter((f) => context[f] === undefined && c[f] !== undefined);
  const booking = (reply: AssistantReply, next: ChatContext): RespondResult => ({
    intent: 'booking',
    reply,
    context: next,
  });
  const step = (c: ChatContext) => {
    const { reply, stage: nextStage } = nextBookingStep(c, supplied(c), options.now, texts);
    return booking(reply, { ...c, conversationStage: nextStage });
  };

  // 2. Modify / change resets the stage to initial (docs/requirements.md, "Chat panel").
  if ((stage !== 'initial' || hasBookingDetails(context)) && isModifyMessage(reading, stage)) {
    const named = fieldsNamed(reading);
    const cleared: ChatContext = { ...context, conversationStage: 'initial' };
    for (const f of named) delete cleared[f];
    const refilled = mergeDetails(found, cleared);
    const reply = modifyReply(
      named,
      named.filter((f) => refilled[f] !== undefined),
      texts,
    );
    return booking(reply, refilled);
  }

  // 3. A message that supplies the awaited detail continues the dialogue ahead of keywords.
  if (inProgress && stage !== 'booking_confirm') {
    if (supplied(ctx).length > 0) return step(ctx);
    if (stage === 'booking_name' && hits.length === 0 && ctx.name === undefined) {
      const name = bareName(text, languages);
      if (name) return step({ ...ctx, name });
    }
  }

  // After a modify ('can I change my e-mail?' → 'what's the new one?') the stage is `initial`:
  // a message that supplies a contact detail, or any detail without a topic of its own, takes
  // it and continues the booking ('my new email is anna@mail.com' is not a contact question).
  if (stage === 'initial' && hasBookingDetails(context)) {
    const given = supplied(ctx);
    if (
      given.some((f) => f === 'name' || f === 'email' || f === 'phone') ||
      (given.length > 0 && !hits.some((h) => h.tier >= 3))
    )
      return step(ctx);
  }

  // 4. The booking rule's phrases: start/resume, then confirmation (checked first inside the rule).
  if (isStartMessage(reading)) return step(ctx);
  // A confirmation phrase on its own ('yes') is the booking rule too (docs/requirements.md, "Chat
  // panel": without the details it is the start-over sentence); with a topic word the topic wins
  // ('yes, a scooter').
  if (
    isConfirmMessage(reading, stage) &&
    (inProgress || hits.length === 0 || hits.some((h) => h.id === 'booking'))
  ) {
    if (missingBookingFields(ctx).length === 0)
      return booking(acknowledgementReply(ctx, texts), {
        ...ctx,
        conversationStage: 'booking_done',
      });
    return booking(incompleteReply(texts), { ...ctx, conversationStage: 'initial' });
  }

  // 5. Keyword intents, most specific first; vehicle intents with no match fall through.
  const clues: NoteClues = { flags };
  if (found.age !== undefined) clues.age = found.age;
  if (
    !inProgress &&
    ctx.pickupDate !== undefined &&
    supplied(ctx).some((f) => f === 'pickupDate' || f === 'returnDate')
  ) {
    clues.newDates = { pickup: ctx.pickupDate, ret: ctx.returnDate };
  }
  for (const hit of hits) {
    if (hit.id === 'booking') return step(ctx);
    const reply = topicAnswer(hit, normalised, flags, ctx, vehicles, contact, language);
    if (!reply) continue;
    const noted = withNotes(reply, hit.id as TopicIntent, clues, contact, language);
    const answered = withMoreTopics(noted, hit, hits, reading, text, (other) =>
      topicAnswer(other, normalised, flags, ctx, vehicles, contact, language),
    );
    return {
      intent: hit.id,
      reply: inProgress ? withReminder(answered, ctx, language) : answered,
      context: ctx,
    };
  }

  // 6. Nothing matched.
  if (inProgress) return booking(reaskReply(ctx, options.now, texts), ctx);
  if (supplied(ctx).length > 0 && hasBookingDetails(context)) return step(ctx);
  if (found.dates.length > 0) {
    const reply = topicReply(
      'availability',
      { context: ctx, vehicles: [], fleet: vehicles, contact, flags },
      language.texts,
    );
    return { intent: 'availability', reply, context: ctx };
  }
  if (hits.length === 0 && isQuestion(text, flags, reading)) {
    const reply = topicReply(
      'contact',
      { context: ctx, vehicles: [], fleet: vehicles, contact, flags },
      language.texts,
    );
    return {
      intent: 'contact',
      reply: { ...reply, content: language.texts.notes.unknown(contact) },
      context: ctx,
    };
  }
  return {
    intent: 'fallback',
    reply: fallbackReply(
      ctx,
      ctx.name !== undefined && context.name === undefined,
      flags,
      language.texts,
    ),
    context: ctx,
  };
}
