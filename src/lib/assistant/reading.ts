/**
 * One pass over a visitor's message (issue "Marcia keeps the thread": read a message once, then
 * decide). `readMessage` normalises the message, finds its contact details, dates, intents,
 * flags and dialogue signals, and the candidate value of every booking slot it contains; the
 * dialogue step (`dialogue.ts`) and the topic answers (`engine.ts`) decide from this reading
 * only and never read the text again.
 *
 * Pure: the instant of the conversation (`now`) comes from the caller; without it the half
 * dates ('the 19th', 'for a week') are not resolved.
 */
import type { Lang } from '../../i18n/routing';
import { distance } from 'fastest-levenshtein';
import { dateLocale } from '../../i18n/format';
import { calendarNames } from './lang/shared';
import type { Vehicle } from '../fleet';
import {
  fieldsNamed,
  isBrowsing,
  isConfirmMessage,
  missingBookingFields,
  isModifyMessage,
  isStartMessage,
} from './booking';
import {
  dayOfMonthIn,
  dayOfMonthIsClear,
  nextMonthIn,
  withNextMonthNamed,
  fromDayIn,
  opensWithAsk,
  withoutSmallTalkDays,
  hasLedNumber,
  dotDayIn,
  namesWeekday,
  ordinalDayIn,
  monthAlone,
  monthNamed,
  withDayNumbers,
  monthsNamed,
  holidayIn,
  monthPartIn,
  monthOfWord,
  namesDayRange,
  impossibleDay,
  daysOfMonthIn,
  findDates,
  monthlessRange,
  relativeReturnDate,
  relativeStart,
  toIsoDateRange,
  asksLengthAlone,
  endsWithLengthAlone,
  stayDays,
  stayFromDay,
  wholeMonthIn,
  type FoundDate,
} from './dates';
import {
  capitalise,
  findDetails,
  hotelNote,
  isNameWordIn,
  isTypedNameIn,
  matchName,
  nearby,
  refusedEverywhere,
  rentalDayHour,
  vehicleList,
  withoutContact,
  withoutClosings,
  withoutHesitations,
  withSpokenEmail,
  type FoundDetails,
} from './extract';
import {
  englishForm,
  escapeRegExp,
  findIntents,
  flagsOf,
  keywordPattern,
  liesInside,
  normaliseText,
  read,
  says,
  sentencesOf,
  wordCount,
  type IntentHit,
  type Reading,
} from './keywords';
import { assistantLanguage } from './language';
import { enWords } from '../../locales/en/assistant/words';
import type {
  AssistantLanguage,
  BookingField,
  Flag,
  LanguageWords,
  MonthPart,
  VehicleKind,
} from './lang/types';
import { engineSizes, namedVehicles } from './vehicles';
import {
  intentIds,
  isVehicleIntent,
  isVehicleKind,
  kindIntents,
  PICKUP_NOTE_MAX,
  type ChatContext,
  type IntentId,
} from './types';
import type { PickupLocation } from '../../config/facts';
import { defaultLang } from '../../locales';

/** What the wording of a message asks of the booking dialogue (each from the packs' `booking` words). */
export interface DialogueSignals {
  /** 'book now' and the like (not an explicit confirmation). */
  start: boolean;
  /** 'confirm booking', 'yes' …; the loose ones ('ok') only while the summary waits. */
  confirm: boolean;
  /** "I'll take it", 'je le prends' (`booking.takeIt`), not in a question. */
  takeIt: boolean;
  /** 'change', 'modify', 'edit', 'wrong'; 'no' at the summary. */
  modify: boolean;
  /** 'actually', 'sorry', 'make it', 'no,' …: values in the message replace held ones. */
  correct: boolean;
  /** 'start over'. */
  restart: boolean;
  /**
   * A kind named with a word that swaps the one held ('I'd rather have 2 scooters', 'statt Auto
   * bitte einen Roller', 'preferisco uno scooter'; `booking.swap`): it replaces the held vehicle.
   */
  swap: boolean;
  /** 'cancel', 'forget it' as the whole message. */
  stop: boolean;
}

/**
 * The slot values a message contains, before the dialogue decides where they go. Dates are as
 * the visitor typed them, or `DD/MM/YYYY` when computed from a half date or a stay length.
 */
export interface SlotValues {
  name?: string;
  /** A bare name ('anna', "it's John"): plausible only as the answer to the name question. */
  bareName?: string;
  email?: string;
  phone?: string;
  /** The calendar dates the message writes, in reading order (`findDates`). */
  dates: string[];
  /**
   * The return a half date or stay length gives relative to the pickup of this message, else
   * of the context ('leave on the 19th', 'for a week', '2 nights', 'until Sunday').
   */
  relativeReturn?: string;
  /** A day named from today ('tomorrow', 'next Friday'), as `DD/MM/YYYY` (`relativeStart`). */
  relativePickup?: string;
  /** A stay counted from a day ('10 days from the 3rd'): both ends. */
  stay?: { pickupDate: string; returnDate: string };
  /** A day of the month without a month ('the 20th', 'le 20'; '20' as the whole message), 1-31. */
  day?: number;
  /** Every such day when the message names two or more ('il 14 non il 15': 14, 15). */
  days?: number[];
  /**
   * The message's one number, 1-12, when it has no date, time or phone ('anzi 4', 'actually 4
   * with my mother in law'): a held party size's correction.
   */
  loneNumber?: number;
  pickupLocation?: 'airport' | 'port';
  /** The pickup point named (`extractPoints`), unless only as the drop-off. */
  pickupPoint?: PickupLocation['id'];
  /**
   * The point named for the return ('… and drop it off at the port'), said not asked: 'can I leave
   * the car at the airport?' is answered, not noted.
   */
  dropOffPoint?: PickupLocation['id'];
  /** With a hotel or villa point: the message as typed, without its e-mail and phone (`ChatContext.pickupNote`). */
  pickupNote?: string;
  /** With a hotel or villa drop-off point: the message as typed, as `pickupNote` (`ChatContext.dropOffNote`). */
  dropOffNote?: string;
  /** Child seats asked for: named in a request, or named during the dialogue not as a question. */
  childSeats?: number;
  /** A GPS asked for (as the child seats). */
  gps?: true;
  /** An automatic gearbox asked for (as the child seats: 'an automatic car from the 3rd', not 'do you have automatics?'). */
  automatic?: true;
  /** Child seats refused ('no child seat after all'): a held count is dropped. */
  noChildSeats?: true;
  /** A GPS refused: a held one is dropped. */
  noGps?: true;
  /**
   * Extra drivers asked for: named in a request ('can I add a second driver?'), in a statement
   * ('my husband will drive too'), or during the dialogue with the people who drive ('can my
   * husband drive too?'); not 'how much is an extra driver?'.
   */
  extraDrivers?: number;
  /** An extra driver refused ('no extra driver after all'): the held ones are dropped. */
  noExtraDrivers?: true;
  /** Babies said during the dialogue, not asked ('we have a baby too'): a child seat each. */
  babies?: number;
  /** The babies are said as more people ('too', 'aussi'), with no party size in the message. */
  babiesJoin?: true;
  passengers?: number;
  /** `day` comes after a lead that introduces no time ('il 17', 'on the 17th'; `dayOfMonthIsClear`). */
  dayClear?: true;
  /** A month named without any day ('sorry I meant August'; `monthAlone`), 1-12. */
  month?: number;
  /** A rental length in days given without any pickup ('for a week': 7; `ChatContext.stayLength`). */
  stayLength?: number;
  /**
   * An hour given alone right after Marcia asked the time of one end ('11', 'um 18', 'alle 9';
   * `ChatContext.askedEnd`), as `HH:MM`: the hour of the rental day ('11' is 11:00, '6' 18:00).
   */
  hourAsked?: string;
  /** How many vehicles of `vehicle` ('2 scooters'), from 2; with a vehicle only. */
  vehicleCount?: number;
  /**
   * Vehicles of other kinds asked for beside `vehicle` ('2 scooters and a car': a car;
   * `ChatContext.moreVehicles`), each with its count (1-9); with a vehicle only.
   */
  moreVehicles?: { vehicle: VehicleKind; count: number }[];
  budget?: number | 'economy';
  /** A vehicle of the fleet named in the message, else a kind ('car', 'scooter', 'atv', 'suv'). */
  vehicle?: string;
}

/** An engine size a message names, and the vehicles it is a size of (`MessageReading.engine`). */
export interface EngineNamed {
  /** The size in cubic centimetres ('125cc' → 125). */
  cc: number;
  /** The scooters or the ATVs. */
  intent: 'scooters' | 'atvs';
  /** The engine sizes the fleet has for that kind, smallest first (`engineSizes`). */
  sizes: number[];
}

/**
 * A figure with an engine unit: '125cc', '125 ccm', '125 cm3', '125er', '125 κ εκ', '125 κυβικα',
 * '125αρι' (Greek '125άρι').
 */
const ENGINE_UNIT = /(?<![\d.,])(\d{2,3}) ?(?:cc|ccm|cm3|er|αρι|κ εκ|κυβικ\p{L}*)(?![\p{L}\d])/u;

/** Articles before a bare engine size that name a vehicle by it ('un 125', 'ein 125', 'a 125'). */
const SIZE_ARTICLES = 'un|uno|una|ein|einen|einem|a|ενα|το';

/**
 * The engine size a message names ('price for 125cc scooter', 'was kostet ein 125er', 'ποσο
 * κανει σκουτερ 125'): a figure with an engine unit, anywhere; or a bare figure that is a size of
 * the fleet's scooters or ATVs, right beside that kind's word ('scooter 125', 'quads 500') or
 * after that kind's answer ('how much for the 125?'), and not an amount ('scooter for 50€',
 * 'under 50 euros'). A figure with a unit belongs to the kind the fleet has it for, else to the
 * kind the message names ('a 200cc scooter': read, so the answer can say we have none).
 *
 * @param keywords the message's reading for keywords (dates, e-mail and phone blanked)
 * @param hits the intents the message names
 * @param fleet the loaded fleet (its engine sizes)
 * @param topicKind the kind of the conversation's last vehicle answer (`ChatContext.topicKind`)
 */
function engineNamed(
  keywords: Reading,
  hits: readonly IntentHit[],
  fleet: readonly Vehicle[],
  topicKind: ChatContext['topicKind'],
): EngineNamed | undefined {
  const form = englishForm(keywords);
  const intents = ['scooters', 'atvs'] as const;
  const sizes = intents.map((intent) => ({ intent, sizes: engineSizes(fleet, intent) }));
  const unit = form.match(ENGINE_UNIT);
  if (unit) {
    const cc = Number(unit[1]);
    const intent =
      sizes.find((k) => k.sizes.includes(cc))?.intent ??
      intents.find((i) => hits.some((h) => h.id === i));
    const own = sizes.find((k) => k.intent === intent)?.sizes ?? [];
    return intent ? { cc, intent, sizes: own } : undefined;
  }
  const amount = (cc: number) => new RegExp(`(?:€ ?${cc}|(?:^| )${cc} ?(?:€|eur|ευρ))`).test(form);
  const alone = (cc: number) => new RegExp(`(?:^| )${cc}(?= |$)`).test(form);
  // 'prix d'un 125 ?', 'quanto costa un 125?': a size after an article is a vehicle.
  const afterArticle = (cc: number) =>
    keywords.forms.some((f) => new RegExp(`(?:^| )(?:${SIZE_ARTICLES}) ${cc}(?= |$)`).test(f));
  for (const { intent, sizes: ccs } of sizes)
    for (const cc of ccs)
      if (
        !amount(cc) &&
        (nearby(keywords, () => [String(cc)], kindWords(intent), 0) ||
          (intent === 'scooters' && afterArticle(cc)) ||
          (topicKind === intent && alone(cc)))
      )
        return { cc, intent, sizes: ccs };
  return undefined;
}

/**
 * The message as the dates are read from it: with a period held and no pickup yet ('the first
 * week of August' → 'Which days exactly?'), days given without a month ('du 14 au 20', '1st to
 * 8th', '14.-21.') get the period's month, in the page language, after them: when the dates are
 * asked, or as a range of days (outside a booking: 'I'm 25' is no day).
 */
function inPeriodMonth(text: string, context: ChatContext, lang: Lang): string {
  const period = context.period;
  if (!period || context.pickupDate !== undefined || !/\d/.test(text)) return text;
  if (!datesAsked(context) && !namesDayRange(text)) return text;
  if (monthNamed(text) !== null) return text;
  return `${text} ${calendarNames(dateLocale(lang)).months[period.month - 1] ?? ''}`;
}

/**
 * The message as the dates are read from it: days given with 'next month' ('from the 3rd to the
 * 10th of next month', 'du 3 au 10 du mois prochain') get that month's name, in the page language,
 * after them (they were read in this month).
 */
function inNextMonth(text: string, lang: Lang, now: Date | undefined): string {
  if (!now || !/\d/.test(text) || monthNamed(text) !== null) return text;
  const month = nextMonthIn(normaliseText(text, true), now);
  if (month === null) return text;
  const name = calendarNames(dateLocale(lang)).months[month - 1] ?? '';
  // In its place ('the 10th of next month': 'the 10th April'), else after the days.
  const named = withNextMonthNamed(text, name);
  return named !== text ? named : `${text} ${name}`;
}

const monthNameCache = new Map<Lang, readonly { name: string; plain: string }[]>();
/** English's and a language's month names as a day number precedes them ('August', 'Αυγούστου'), with their normalised forms. */
function monthNamesOf(lang: Lang): readonly { name: string; plain: string }[] {
  let names = monthNameCache.get(lang);
  if (!names) {
    names = [...new Set([defaultLang, lang])].flatMap((l) =>
      calendarNames(dateLocale(l)).months.map((name) => ({ name, plain: normaliseText(name) })),
    );
    monthNameCache.set(lang, names);
  }
  return names;
}

/**
 * The message with a misspelt month after a day number made the month ('du 3 au 10 juilet',
 * 'vom 3. bis 10. Agust', 'dal 3 al 10 agsoto', 'from 3 to 10 Septmber', '3 aoüt'): a word of
 * four letters or more, right after a day number, that is no month as written but is one once
 * accents are dropped, or is at most one edit (two, for a word of six letters or more) from a
 * month name of five letters or more, in English or the page language (Levenshtein distance,
 * `fastest-levenshtein`). Before, such days were read in the current month.
 */
function withMonthsMended(text: string, context: ChatContext, lang: Lang): string {
  // Only where days are meant: the dates asked, or a range of days ('3 to 10'); 'siamo in 2
  // Mario e Anna' keeps its Mario.
  if (!datesAsked(context) && !namesDayRange(text)) return text;
  const names = monthNamesOf(lang);
  return text.replace(
    /(?<![\d+])(\d{1,2}(?:st|nd|rd|th|er|\.|º|°)?\s+)(\p{L}{4,})(?!\p{L})/gu,
    (whole, before: string, word: string) => {
      const plain = normaliseText(word);
      if (monthOfWord(word) !== null) return whole;
      // An accent astray ('aoüt') is the month; a letter astray, in a longer name.
      const near =
        names.find((m) => m.plain === plain) ??
        names.find(
          (m) => m.plain.length >= 5 && distance(plain, m.plain) <= (plain.length >= 6 ? 2 : 1),
        );
      return near ? `${before}${near.name}` : whole;
    },
  );
}

/** A message read once (see the module comment). */
export interface MessageReading {
  /** The message as typed. */
  text: string;
  /** The page language and its loaded pack. */
  lang: Lang;
  language: AssistantLanguage;
  /** The page language's words beyond English (none on English pages). */
  languages: readonly LanguageWords[];
  /** The instant of the conversation, when the caller gave one. */
  now: Date | undefined;
  /** Everything the extraction found (docs/requirements.md, "Chat extraction"). */
  found: FoundDetails;
  /** The message with its name phrase, e-mail, phone and dates blanked, normalised per language (for keywords). */
  keywords: Reading;
  /** The whole message normalised (lower case, no accents, elided apostrophes): the date phrases read it. */
  plain: string;
  /** The intents the message names, most specific first (`keywords.ts`). */
  hits: IntentHit[];
  /** What the wording says (`Flag`), with the extraction's `lateHours` and `airport`. */
  flags: Set<Flag>;
  /** True when the message is worded as a question (a question mark or an opener, three words or more). */
  question: boolean;
  /** True when the message opens by asking whether we have something ('do you have …', 'avete …'; `asksForKinds`). */
  asksForKind: boolean;
  /** The dialogue signals of the wording. */
  signals: DialogueSignals;
  /** The booking details the wording names ('my e-mail', 'the return'); dates by their end. */
  named: { fields: BookingField[]; ends: ('pickup' | 'return')[] };
  /** The candidate slot values. */
  values: SlotValues;
  /**
   * The vehicle the wording names, question or not: a vehicle of the fleet, else a kind ('car',
   * 'scooter', 'atv', 'suv'; `values.vehicle` only takes it from a statement).
   */
  vehicle: string | undefined;
  /** The vehicles of the fleet the wording names, best first (`namedVehicles`, at most three). */
  fleetNamed: Vehicle[];
  /**
   * The part of a month the wording names instead of dates ('the first week of August',
   * 'mid-July', 'αρχές Αυγούστου'; `monthPartIn`), if any: the dialogue asks which days.
   */
  period: MonthPart | undefined;
  /** A day the calendar does not have, as typed ('31 juin'; `impossibleDay`), if any. */
  noSuchDay: { text: string; month: number; days: number } | undefined;
  /**
   * The kinds the wording lists with their counts ('2 scooters and a car', question or not;
   * `severalKinds`), when it lists two or more.
   */
  kindsListed: Map<VehicleKind, number> | undefined;
  /** The engine size the wording names ('a 125cc scooter', 'ein 125er'), if any. */
  engine: EngineNamed | undefined;
}

/** The message with e-mail, phone, name phrase and dates blanked, so their words and digits are not keywords. */
function keywordText(
  text: string,
  found: FoundDetails,
  dates: readonly FoundDate[],
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
  // 'thanks in advance': no early booking.
  out = withoutClosings(out, languages);
  blankText(found.email);
  blankText(found.phone);
  for (const d of dates) {
    const written = d.written ?? d.text;
    if (out.slice(d.index, d.index + written.length) === written)
      blank(d.index, d.index + written.length);
  }
  return out;
}

/** Short lower-case words inside a name that stay as typed ('Jan de Vries', 'Ludwig van der Berg'). */
const NAME_PARTICLE = /^\p{Ll}{1,3}$/u;

/**
 * A bare name typed when the dialogue asked for one ('anna', 'Anna Maria', "it's John",
 * "c'est Pierre", 'hi, its Maria Gonzalez', 'Ελένη Κ.'); no stop word of the page's languages.
 * Greetings and fillers (`asksForKinds.greetings`, `booking.stopFillers`: 'hi', 'no sorry') and
 * a lead (`names.bareLeads`) of English or the page language are dropped first; a first name
 * said again before the full name ('maria, maria gonzalez') counts once; two people's names
 * joined by a language's `names.joins` word or `&` ('Tom and Sarah Miller') are one. Each word is
 * capitalised, except short particles inside a name typed with capitals ('Jan de Vries'); a
 * last initial ('Κ', 'D.') is kept as typed.
 */
function bareName(
  text: string,
  languages: readonly LanguageWords[],
  asked = false,
): string | undefined {
  // 'ähm, Klaus Weber': the sound and its comma go.
  let trimmed = withoutHesitations(text, languages)
    .replace(/^[\s,]+/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  const all = [enWords, ...languages];
  // The languages' fillers as their forms write them (`stopFillersOf`, built once).
  const isFiller = (word: string) =>
    all.some((w) => {
      const plain = normaliseText(word, w.elide);
      return stopFillersOf(w).has(w.fold ? w.fold(plain) : plain);
    });
  // A filler typed with a capital is dropped only before a comma or another filler: 'No sorry,
  // its Lisa' loses 'No sorry', 'Ben Smith' keeps the French filler 'ben'.
  const typed = trimmed;
  for (;;) {
    const m = /^([\p{L}]+)([\s,!]+)(\S+)/u.exec(trimmed);
    if (!m) break;
    const [word, gap, next] = [m[1]!, m[2]!, m[3]!];
    const lower = word.toLowerCase();
    const greeting = all.some((w) => w.asksForKinds.greetings.includes(lower));
    if (!greeting && !(isFiller(word) && (word === lower || gap.includes(',') || isFiller(next))))
      break;
    trimmed = trimmed.slice(word.length + gap.length);
  }
  // Fillers only ('όχι ευχαριστώ', 'no grazie'): a refusal, no name; a greeting alone
  // ('καλημέρα', 'Buongiorno') is no name either.
  if (trimmed !== typed && trimmed.split(/\s+/).every(isFiller)) return undefined;
  const alone = trimmed.toLowerCase();
  if (all.some((w) => w.asksForKinds.greetings.includes(alone))) return undefined;
  // 'for august', 'im august': a month after a filler is no name ('June Smith' stays one).
  if (trimmed !== typed && !trimmed.includes(' ') && monthAlone(trimmed) !== null) return undefined;
  for (const w of all)
    trimmed = trimmed.replace(new RegExp(`^(?:${w.names.bareLeads})(?:[\\s,:]+|(?<=:))`, 'i'), '');
  const again = /^([\p{L}'-]+),\s*(\1\b.*)$/iu.exec(trimmed);
  if (again) trimmed = again[2]!;
  // 'Smith, John' (the surname first, as forms ask it): kept as typed.
  const inverted = /^([\p{L}'-]+(?: [\p{L}'-]+)?),\s*([\p{L}'-]+(?: [\p{L}'-]+)?)$/u.exec(trimmed);
  if (inverted) {
    const [last, first] = [nameOf(inverted[1]!, languages), nameOf(inverted[2]!, languages)];
    return last && first ? `${last}, ${first}` : undefined;
  }
  // Two people's names ('Tom and Sarah Miller', 'Anna & Ben'): each part a name of its own.
  const pair = pairPattern(all).exec(trimmed);
  if (pair) {
    const [first, second] = [nameOf(pair[1]!, languages), nameOf(pair[3]!, languages)];
    return first && second ? `${first} ${pair[2]!.toLowerCase()} ${second}` : undefined;
  }
  return nameOf(trimmed, languages, asked);
}

/** A name of two words or more ('Anna Neri'; not 'Viber' or 'Greece' beside an e-mail). */
const fullName = (name: string | undefined) => (name?.includes(' ') ? name : undefined);

const pairPatterns = new WeakMap<LanguageWords, RegExp>();
/** Two names joined by English's or the page language's `names.joins` or `&`, built once per page language. */
function pairPattern(all: readonly LanguageWords[]): RegExp {
  const key = all.at(-1) ?? enWords;
  let pattern = pairPatterns.get(key);
  if (!pattern) {
    const joins = [...new Set(all.flatMap((w) => w.names.joins))].join('|');
    pattern = new RegExp(`^(.+?)\\s+(${joins}|&)\\s+(.+)$`, 'iu');
    pairPatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * One person's name typed alone, as {@link bareName} takes it (fillers and leads already
 * dropped): one to three words of letters and a last initial, no stop word, capitalised.
 */
function nameOf(
  trimmed: string,
  languages: readonly LanguageWords[],
  asked = false,
): string | undefined {
  if (!/^[\p{L}'-]+(?: [\p{L}'-]+){0,2}(?: \p{Lu}\.?)?$/u.test(trimmed)) return undefined;
  const words = trimmed.split(' ');
  const initial = words.length > 1 && /^\p{Lu}\.?$/u.test(words.at(-1)!) ? words.pop() : undefined;
  // A surname typed with its capital after a first name may be a topic word ('Klaus Berg', 'Tom
  // Beach'); the first name may not ('Golden Beach').
  const capitals = words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w));
  const plain = (w: string) => w.normalize('NFKD').replace(/\p{M}/gu, '');
  // Asked for the name, a full name typed with its capitals is one whatever else its words mean
  // ('Paolo Greco', 'Markus Jung', 'Will Brown', 'Marco Sole'), unless a word is one of the
  // dialogue's or a greeting.
  const typed = asked && capitals && isTypedNameIn(words, languages);
  if (!typed && !words.every((w, i) => isNameWordIn(plain(w), languages, capitals && i > 0)))
    return undefined;
  const typedCase = words.some((w) => /^\p{Lu}/u.test(w));
  const cased = words.map((w, i) =>
    typedCase && i > 0 && i < words.length - 1 && NAME_PARTICLE.test(w) ? w : capitalise(w),
  );
  return [...cased, ...(initial ? [initial] : [])].join(' ');
}

const stopFillerSets = new WeakMap<LanguageWords, ReadonlySet<string>>();
/** A language's `stopFillers` as its forms write them (normalised and folded), built once. */
function stopFillersOf(w: LanguageWords): ReadonlySet<string> {
  let set = stopFillerSets.get(w);
  if (!set) {
    set = new Set(
      w.booking.stopFillers.map((f) => {
        const plain = normaliseText(f, w.elide);
        return w.fold ? w.fold(plain) : plain;
      }),
    );
    stopFillerSets.set(w, set);
  }
  return set;
}

/** The reading with a phrase (normalised, as `normaliseText` writes it) taken out of each form. */
function withoutWords(reading: Reading, phrase: string): Reading {
  if (phrase === '') return reading;
  return {
    ...reading,
    forms: reading.forms.map((form, i) => {
      const w = reading.words[i];
      const words = w?.fold ? w.fold(phrase) : phrase;
      return ` ${form} `.replace(` ${words} `, ' ').trim();
    }),
  };
}

/**
 * Topics whose answer states a cost (delivery free, child seats free, the Antiparos ferry's fare,
 * insurance included, free cancellation): a short cost question right after one of them asks about
 * that ('is it free?', 'how much does that cost?'); after any other topic it is the price answer.
 */
const costedTopics: ReadonlySet<IntentId> = new Set([
  'locations',
  'extras',
  'antiparos',
  'insurance',
  'cancellation',
]);

/** The one intent of a follow-up read in the thread ('is it free?', 'and for 10 days?'). */
export const followUpHit = (id: IntentHit['id']): IntentHit => ({
  id,
  tier: 5,
  priority: intentIds.indexOf(id),
  matched: ['follow-up'],
});

/** Longest message (in words) read for a stop phrase among fillers. */
const STOP_MAX_WORDS = 12;

/**
 * True when the message is made of `stop` phrases and the language's `stopFillers` alone, with
 * at least one phrase ('hmm actually cancel please', 'nevermind just looking', 'forget it, too
 * expensive', 'laisse tomber, je n'en veux plus': two phrases): the stop phrases are written for
 * a whole span (`^…$`), so the message is covered from its start, word by word, each step a
 * filler or a span that is a phrase (the phrase's own words may be fillers too: 'forget it').
 */
function saysStop(reading: Reading): boolean {
  return reading.words.some((w, i) => {
    const words = (reading.forms[i] ?? '').split(' ');
    if (words.length > STOP_MAX_WORDS) return false;
    const fillers = stopFillersOf(w);
    // This language's form is the span; the others are left empty.
    const spanSays = (span: string) =>
      says({ ...reading, forms: reading.forms.map((_, k) => (k === i ? span : '')) }, (l) =>
        l === w ? l.booking.stop : [],
      );
    // covered[k]: the first k words are covered: 0 not, 1 by fillers alone, 2 with a phrase.
    const covered = new Array<number>(words.length + 1).fill(0);
    covered[0] = 1;
    for (let a = 0; a < words.length; a++) {
      const from = covered[a]!;
      if (from === 0) continue;
      if (fillers.has(words[a]!)) covered[a + 1] = Math.max(covered[a + 1]!, from);
      for (let b = words.length; b > a; b--)
        if (covered[b] !== 2 && spanSays(words.slice(a, b).join(' '))) covered[b] = 2;
    }
    return covered[words.length] === 2;
  });
}

/** A clock time ('10:30', '10.15', '9 am'): never two days of a month. */
const CLOCK = /(?<![\d.])\d{1,2}[:.]\d{2}(?![\d.])|\d\s*(?:am|pm)\b/i;

/** The dialogue has just asked for the dates (its dates stage, or the pickup asked again after a change). */
const datesAsked = (context: ChatContext) =>
  context.conversationStage === 'booking_dates' || context.pending === 'pickupDate';

/**
 * The hits without those whose every matched keyword lies inside a longer phrase that another hit
 * matched at tier 5 ('how many days' inside 'how many days before'; not 'automatic' inside the
 * cars' tier-3 'automatic car', whose answer may fall through to the gearbox one).
 */
function withoutContained(hits: readonly IntentHit[]): IntentHit[] {
  return hits.filter(
    (a) =>
      a.matched.length === 0 ||
      !a.matched.every((k) => hits.some((b) => b !== a && b.tier === 5 && liesInside(k, b))),
  );
}

/**
 * 'arriviamo al porto di Parikia con il traghetto', 'our boat arrives at 2pm', 'ερχόμαστε με το
 * φέρι', 'our ferry leaves at 6 pm': a ferry the visitor arrives or leaves on is their way to or
 * from Paros, not the crossing to Antiparos. An Antiparos hit made only of its transport words
 * (tier 4: 'ferry', 'traghetto', 'πλοίο'; not 'Antiparos', 'Pounta' or 'last ferry') in a message
 * that names the traveller's arrival or departure (`timeEnds.arrival`, `departure`, `leaves`) gives
 * way to the delivery answer (locations), as 'we arrive by ferry' already is
 * (docs/requirements.md, "Chat extraction").
 */
function withArrivalFerry(hits: IntentHit[], reading: Reading): IntentHit[] {
  const antiparos = hits.find((h) => h.id === 'antiparos');
  if (antiparos?.tier !== 4) return hits;
  const transport = new Set(reading.words.flatMap((w) => w.keywords.antiparos[4] ?? []));
  if (!antiparos.matched.every((k) => transport.has(k))) return hits;
  const travel = (w: LanguageWords) => {
    const { arrival, departure, leaves } = w.booking.timeEnds;
    return [...arrival, ...departure, ...leaves];
  };
  if (!says(reading, travel)) return hits;
  const others = hits.filter((h) => h !== antiparos && h.id !== 'locations');
  const locations = hits.find((h) => h.id === 'locations');
  // At the Antiparos hit's own tier: the message's other topics keep their rank against it.
  const arrival: IntentHit = {
    id: 'locations',
    tier: Math.max(antiparos.tier, locations?.tier ?? 0) as IntentHit['tier'],
    priority: locations?.priority ?? intentIds.indexOf('locations'),
    matched: [...(locations?.matched ?? []), ...antiparos.matched],
  };
  return [arrival, ...others].sort((a, b) => b.tier - a.tier || a.priority - b.priority);
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
 * The vehicle of the fleet a statement names, when it names one (`named`, from `namedVehicles`:
 * 'the toyota aygo', 'the doblo'), else the kind it names ('we want a scooter').
 */
function vehicleOf(
  named: readonly Vehicle[],
  hits: readonly IntentHit[],
  keywords: Reading,
): string | undefined {
  if (named.length === 1 && named[0]) return named[0].name;
  // 'i don't want the scooter anymore, a car instead': a kind refused wherever it is named is
  // not the one chosen.
  for (const [kind, id] of kindIntents)
    if (hits.some((h) => h.id === id && h.tier >= 3) && !refusedEverywhere(keywords, kindWords(id)))
      return kind;
  return says(keywords, (w) => w.booking.carWords) &&
    !refusedEverywhere(keywords, (w) => w.booking.carWords)
    ? 'car'
    : undefined;
}

/** The keywords of a vehicle intent that name its kind (tiers 3-5), in a language. */
const kindWords = (id: IntentHit['id']) => (w: LanguageWords) =>
  [3, 4, 5].flatMap((t) => w.keywords[id as keyof typeof w.keywords]?.[t as 3 | 4 | 5] ?? []);

/** True when every mention of a kind is refused ('pas de voiture', 'keinen Roller'). */
function refusedKind(kind: VehicleKind, keywords: Reading): boolean {
  const id = kindIntents.find(([k]) => k === kind)![1];
  return (
    refusedEverywhere(keywords, kindWords(id)) ||
    (kind === 'car' && refusedEverywhere(keywords, (w) => w.booking.carWords))
  );
}

/**
 * The month a message without digits names for its dates ('sorry I meant August'; `monthAlone`),
 * 1-12: of two months, the one not refused ('no not july, august', 'όχι Ιούλιο, Αύγουστο', 'pas
 * juillet mais août': a refusal word of English or the language, `booking.extras.without`, one or
 * two words before the other); null when it names none.
 */
function monthMeant(text: string, languages: readonly LanguageWords[]): number | null {
  const first = monthAlone(text);
  if (first === null) return null;
  const named = monthsNamed(text);
  // The words before a month, back to the month before it (that month's word left out).
  const refused = (at: number, from: number) => {
    const before = text
      .slice(from, at)
      .split(/[^\p{L}']+/u)
      .filter(Boolean)
      .slice(from > 0 ? 1 : 0)
      .slice(-2);
    return [enWords, ...languages].some((w) =>
      before.some((token) =>
        w.booking.extras.without.some((k) =>
          keywordPattern(k, w).test(normaliseText(token, w.elide)),
        ),
      ),
    );
  };
  const kept = new Set(
    named.filter((n, i) => !refused(n.at, named[i - 1]?.at ?? 0)).map((n) => n.month),
  );
  return new Set(named.map((n) => n.month)).size > 1 && kept.size === 1 ? [...kept][0]! : first;
}

/** Longest message (in words) read for a pick of a vehicle shown ('the second one please'). */
const PICK_MAX_WORDS = 6;

/**
 * The vehicle a short message picks among those the last answer showed
 * (`ChatContext.shownVehicles`), by place ('the second one', 'la deuxième', 'das erste', 'la
 * prima', 'το δεύτερο', 'the last one') or, with one shown, as 'that one' (`listPicks` of English
 * or the page's language); undefined when it picks none.
 *
 * @param plain the message normalised (`normaliseText`)
 */
function pickedVehicle(
  plain: string,
  shown: readonly string[] | undefined,
  fleet: readonly Vehicle[],
  languages: readonly LanguageWords[],
): Vehicle | undefined {
  if (!shown?.length || plain.split(' ').length > PICK_MAX_WORDS) return undefined;
  const says = (list: readonly string[]) => list.some((p) => new RegExp(p, 'u').test(plain));
  for (const w of languages) {
    const { first, second, third, last, this: one } = w.listPicks;
    const at = says(first)
      ? 0
      : says(second)
        ? 1
        : says(third)
          ? 2
          : says(last)
            ? shown.length - 1
            : shown.length === 1 && says(one)
              ? 0
              : -1;
    const name = at >= 0 ? shown[at] : undefined;
    if (name !== undefined) return fleet.find((v) => v.name === name);
  }
  return undefined;
}

/**
 * True when a message starts with the 'and' of one of the languages it is read in ('and a car',
 * 'et une voiture', 'και για 5;'), on its keyword forms.
 */
function opensWithJoin(keywords: Reading): boolean {
  return keywords.words.some((w, i) =>
    w.names.joins.some((j) => {
      const join = normaliseText(j, w.elide);
      return (keywords.forms[i] ?? '').startsWith(`${w.fold ? w.fold(join) : join} `);
    }),
  );
}

/** The kind a vehicle noun names ('scooters', 'voiture', 'Roller'), by its keywords. */
function kindOfNoun(noun: string, languages: readonly LanguageWords[]): VehicleKind | undefined {
  const reading = read(noun, languages);
  const kind = vehicleOf([], findIntents(reading), reading);
  return isVehicleKind(kind) ? kind : undefined;
}

/**
 * Vehicles of several kinds in one request, listed ('2 scooters and a car', 'we need 2 cars and
 * 1 scooter', 'ein Auto und zwei Roller'; {@link vehicleList}): the count each noun gives its
 * kind, and the kind besides `vehicle` with its count. Null unless the list names two kinds:
 * 'a scooter, not a car', 'we have a car and want 2 scooters' and 'a car seat' list none.
 */
function severalKinds(
  text: string,
  vehicle: string,
  keywords: Reading,
  languages: readonly LanguageWords[],
): { counts: Map<VehicleKind, number>; more: { vehicle: VehicleKind; count: number }[] } | null {
  const listed = vehicleList(text, languages);
  if (!listed) return null;
  const counts = new Map<VehicleKind, number>();
  for (const { count, noun } of listed) {
    const kind = kindOfNoun(noun, languages);
    // 'pas de voiture, un scooter': a kind refused is no second vehicle.
    if (kind !== undefined && !counts.has(kind) && !refusedKind(kind, keywords))
      counts.set(kind, count);
  }
  if (counts.size < 2 || !counts.has(vehicle as VehicleKind)) return null;
  const more = [...counts]
    .filter(([k]) => k !== vehicle)
    .map(([k, count]) => ({ vehicle: k, count }));
  return { counts, more };
}

/** A language's words of wanting as a message's or clause's first word ('χρειάζομαι …'). */
const wantWordsFirst = (w: LanguageWords) =>
  w.booking.extras.want.map((k) => (k.startsWith('^') ? k : `^${k}`));

/**
 * Reads a message once (see the module comment).
 *
 * @param typed the visitor's message (read with the held period's month after bare days, when the dates are asked: {@link inPeriodMonth})
 * @param context the conversation's context (its pickup anchors the half dates)
 * @param fleet the loaded fleet (a vehicle named in the message fills the vehicle slot)
 * @param options `lang` the page language (default English; it must be loaded), `readAs` another
 *   site language the message is written in (read beside the page's; loaded too), `now` the
 *   instant of the conversation (half dates are resolved only with it)
 * @throws Error when `options.lang` or `options.readAs` is not loaded (see `loadAssistantLanguage`)
 */
export function readMessage(
  typed: string,
  context: ChatContext,
  fleet: readonly Vehicle[],
  options: { lang?: Lang | undefined; readAs?: Lang | undefined; now?: Date | undefined } = {},
): MessageReading {
  const language = assistantLanguage(options.lang ?? defaultLang);
  // 'how are you doing today?' greets: its 'today' is no pickup, and asks no availability.
  // 'john dot smith at gmail dot com': the address, as voice typing dictates it.
  const talk = withoutSmallTalkDays(withSpokenEmail(typed, [language.words]));
  // 'du premier au 5 août', 'the fifth of august': days written as words read as numbers.
  const text = inPeriodMonth(
    inNextMonth(
      withMonthsMended(withDayNumbers(talk.text), context, language.lang),
      language.lang,
      options.now,
    ),
    context,
    language.lang,
  );
  // Another language the message is written in is read beside the page's.
  const reader = options.readAs ? assistantLanguage(options.readAs) : undefined;
  const languages: LanguageWords[] = [language, reader]
    .filter((l): l is AssistantLanguage => l !== undefined && l.lang !== defaultLang)
    .map((l) => l.words);
  const now = options.now;
  // 'Greek Easter', 'il ponte del 2 giugno': a holiday, whose name's day ('2 giugno') is no date.
  const holiday = now ? holidayIn(normaliseText(text, true), now) : null;
  const dates = findDates(text).filter(
    (d) => !holiday?.words.includes(normaliseText(d.written ?? d.text, true)),
  );
  const found = findDetails(text, languages, dates);
  // 'is 25 ok?', 'what about 25?', 'et à 19 ?' right after the age rule's answer: a short message
  // with one number from 16 to 99 is the age asked about.
  if (found.age === undefined && context.topic === 'licence' && dates.length === 0) {
    const numbers = text.match(/\d+/g) ?? [];
    const n = Number(numbers[0]);
    // Not a count of something else ('for 18 months', '20 people', '25 €', '18:00').
    const unit =
      /\d+\s*(?:months?|mois|monate?n?|mesi|μήνες|μηνες|days?|jours?|tage?n?|giorni|μέρες|ημέρες|weeks?|semaines?|wochen?|settimane|people|persons?|personnes|personen|persone|άτομα|ατομα|€|eur|cc|km|%|h\b|:|\.)/iu;
    if (
      numbers.length === 1 &&
      n >= 16 &&
      n <= 99 &&
      !unit.test(text) &&
      text.trim().split(/\s+/).length <= 5
    )
      found.age = n;
  }
  const blanked = keywordText(text, found, dates, languages);
  const keywords = read(blanked, languages);
  const plain = normaliseText(text, true);
  // The half dates are read without the full dates ('le 12 juillet … le 19': 'le 19').
  const rest = normaliseText(blanked, true);
  const flags = flagsOf(keywords);
  if (talk.greets) flags.add('hello');
  if (found.outOfHours) flags.add('lateHours');
  if (found.pickupLocation === 'airport' || found.dropOffLocation === 'airport')
    flags.add('airport');
  // 'are you open monday to saturday?', 'are you open tomorrow?': days of the office, not of the stay.
  const dated = now !== undefined && !flags.has('openingHours');
  // 'in august, from 3 to 8': the days are August's; after 'the end of June' ('from the 24th'),
  // June's.
  const month =
    monthNamed(text) ??
    (context.pickupDate === undefined ? context.period?.month : undefined) ??
    undefined;
  // 'the whole of August', 'tout le mois d'août': from its first to its last day.
  const wholeMonth = dated && found.dates.length === 0 ? wholeMonthIn(plain, now) : null;
  const stay = dated
    ? (wholeMonth ??
      stayFromDay(rest, now, month, found.dates.length > 0) ??
      (found.dates.length === 0
        ? monthlessRange(
            // '14:30', '7.30am' are no days ('we land at 14:30' is no stay from the 14th to the 30th).
            normaliseText(blanked.replace(new RegExp(CLOCK.source, 'gi'), ' '), true),
            now,
            context.pickupDate,
            datesAsked(context) && !CLOCK.test(text),
            month,
          )
        : null))
    : null;
  // 'tomorrow', 'next Friday' (no calendar date in the message): a day counted from today.
  // Beside one calendar date after it ('from tomorrow until 5 March', 'demain 10h jusqu'au 5
  // mars'), 'tomorrow' is the pickup and the date the return.
  const beside = found.dates.length === 1;
  const counted =
    dated && !stay && found.dates.length <= 1
      ? relativeStart(
          rest,
          now,
          !beside && datesAsked(context) && context.pickupDate === undefined,
          beside,
        )
      : null;
  const range =
    counted && beside && now ? toIsoDateRange(counted.date, found.dates[0]!, now) : null;
  const start = !beside || (range !== null && range.returnDate > range.pickupDate) ? counted : null;
  // Its words are a date, not a topic ('in 3 days' is no rental length): a day counted from today
  // asks whether we have a vehicle then ('we arrive in 3 days, do you have a car?').
  // 'the first week of August', 'mid-July' (no date in the message): a period, whose words ask
  // no rental length ('week').
  // A holiday ('Greek Easter', 'Ferragosto') is one too: its long weekend (not when the office's
  // days are asked: 'are you open on Easter Monday?').
  const period =
    now && found.dates.length === 0 && start === null
      ? ((dated ? holiday : null) ?? monthPartIn(plain, now))
      : null;
  const topicWords = withoutWords(
    start ? withoutWords(keywords, start.words) : keywords,
    period?.words ?? wholeMonth?.words ?? '',
  );
  // Only when those words were a topic ('tomorrow', 'in 3 days'; not 'next friday').
  const startTopic = start !== null && findIntents(read(start.words, languages)).length > 0;
  // A stated age is a licence question ("i'm 20 can i rent"); a time outside office hours a contact one.
  let ranked = withoutKindChoice(
    findIntents(topicWords, found.passengers, [
      ...(found.age !== undefined
        ? [{ id: 'licence', tier: 5, label: 'stated age' } as const]
        : []),
      ...(found.outOfHours
        ? [{ id: 'contact', tier: 3, label: 'time outside office hours' } as const]
        : []),
      ...(startTopic ? [{ id: 'availability', tier: 3, label: 'a day from today' } as const] : []),
      // 'είναι πετρελαιοκίνητο το fiat doblo;': which fuel, a fuel question.
      ...(flags.has('fuelType') ? [{ id: 'fuel', tier: 3, label: 'fuel type' } as const] : []),
      // 'ποια είναι η διεύθυνσή σας;': where the office is, a contact question.
      ...(flags.has('address')
        ? [{ id: 'contact', tier: 3, label: 'the office address' } as const]
        : []),
    ]),
    keywords,
  );
  // 'book a car from tomorrow to friday': a booking with its dates, not a question of
  // availability (which the day from today asks only without a word of the booking).
  if (startTopic && ranked.some((h) => h.id === 'booking'))
    ranked = ranked.filter(
      (h) => !(h.id === 'availability' && h.matched.includes('a day from today')),
    );
  // 'how many days before i must book?': the longer phrase ('how many days before', when to book)
  // wins over the words inside it ('how many days', the rental length).
  ranked = withArrivalFerry(withoutContained(ranked), keywords);
  // 'what time can I return the car?', 'bis wann muss ich zurückgeben?': the rental day, a
  // question of the rental length (not of the contact details or the points); 'l'heure de retour
  // c'est 10h', no question, gives the time.
  const asking = text.includes('?') || /[;\u037e]\s*$/u.test(text) || flags.has('question');
  // 'can I return it late at night?': out of office hours, which the contact answer says (not
  // a rental day running over).
  if (flags.has('lateHours')) flags.delete('lateReturn');
  // 'c'è molto vento in estate per lo scooter?', 'can we smoke in the car in summer?': what the
  // facts do not settle goes to the team (the contact answer's "I don't know that"), not to the
  // season's pitch its month or season word matched.
  if (flags.has('askTeam') && ranked.some((h) => h.id === 'contact'))
    ranked = ranked.filter((h) => h.id !== 'season');
  if (flags.has('returnTime') && asking)
    ranked = [
      { ...followUpHit('duration'), matched: ['rental day'] },
      ...ranked.filter((h) => h.id !== 'contact' && h.id !== 'locations' && h.id !== 'duration'),
    ];
  // 'can we hire a boat for a day?': what the fleet does not have is said first; 'the whole
  // island in one day?' is a question of distances, not of the rental's length.
  const first =
    flags.has('boat') || flags.has('bicycle')
      ? 'compare'
      : flags.has('islandTour')
        ? 'distances'
        : undefined;
  // A length with its pickup ('a car from tomorrow for a week', 'ab morgen für eine Woche') is the
  // stay, noted as dates: its words are no question about rental lengths.
  const stayGiven =
    stay !== null ||
    ((start !== null || found.dates.length === 1) && stayDays(start ? start.rest : rest) !== null);
  if (stayGiven) {
    const others = ranked.filter((h) => !(h.id === 'duration' && h.tier <= 3));
    if (others.length > 0) ranked = others;
  }
  // 'is it free?', 'how much does that cost?' after the delivery answer: that topic again, with
  // its cost (after a vehicle kind or a topic whose answer names no cost, the price answer).
  // Not 'was kostet das?' after 'ein Auto vom 3. bis 10. August, Abholung am Hafen' (answered
  // with the pickup points): with the dates held, a price asked is the rental's, for them.
  const rentalPriced =
    context.topic === 'locations' &&
    context.pickupDate !== undefined &&
    context.returnDate !== undefined &&
    ranked.some((h) => h.id === 'price');
  const followUp =
    flags.has('costFollowUp') &&
    context.topic !== undefined &&
    costedTopics.has(context.topic) &&
    !rentalPriced &&
    wordCount(keywords) <= 6 &&
    // 'si paga?' (is there a charge?) is a payment word too: alone, it asks the cost.
    ranked.every(
      (h) => (h.id === 'price' && h.tier <= 3) || (h.id === 'payment' && wordCount(keywords) <= 2),
    )
      ? context.topic
      : undefined;
  // 'and for 10 days?' right after a price or a vehicle answer: that price for that length, not
  // the rental-length answer.
  // So is 'no wait 4 days', 'non plutôt 4 jours': the length just priced, corrected.
  const lengthCorrected =
    endsWithLengthAlone(plain) &&
    (says(keywords, (w) => w.booking.correct) || says(keywords, (w) => w.booking.refuse));
  const lengthFollowUp =
    followUp === undefined &&
    context.topic !== undefined &&
    (context.topic === 'price' || isVehicleIntent(context.topic)) &&
    ranked.every((h) => h.id === 'duration' || h.id === 'price') &&
    // 'and 3 days?' too: the language's 'and', then the length alone.
    (asksLengthAlone(plain) ||
      lengthCorrected ||
      (opensWithJoin(keywords) && endsWithLengthAlone(plain)));
  // 'and a scooter for 3 days?' after a price: that kind's price for that length (the kind's own
  // answer gave no figure for it).
  const kindLengthFollowUp =
    followUp === undefined &&
    !lengthFollowUp &&
    context.topic !== undefined &&
    (context.topic === 'price' || isVehicleIntent(context.topic)) &&
    context.conversationStage === 'initial' &&
    opensWithJoin(keywords) &&
    wordCount(keywords) <= 8 &&
    found.dates.length === 0 &&
    stayDays(rest) !== null &&
    ranked.some((h) => isVehicleIntent(h.id)) &&
    ranked.every((h) => isVehicleIntent(h.id) || h.id === 'duration' || h.id === 'price');
  // 'i need a car for 3 days', 'scooter for a week pls': that kind priced for that length, not
  // the rule on rental lengths (which a question about them gets: 'how long can I rent?').
  const kindForLength =
    followUp === undefined &&
    !lengthFollowUp &&
    !kindLengthFollowUp &&
    found.dates.length === 0 &&
    stayDays(rest) !== null &&
    ranked[0]?.id === 'duration' &&
    ranked[0].tier <= 2 &&
    ranked.every(
      (h) => isVehicleIntent(h.id) || h.id === 'price' || (h.id === 'duration' && h.tier <= 2),
    ) &&
    (ranked.some((h) => isVehicleIntent(h.id) && h.tier >= 3) ||
      says(keywords, (w) => w.booking.carWords));
  if (lengthFollowUp) ranked = [followUpHit('price')];
  if (kindForLength || kindLengthFollowUp)
    ranked = [followUpHit('price'), ...ranked.filter((h) => isVehicleIntent(h.id))];
  // 'and parikia?' after the parking answer: a short 'and …' that names no topic of its own, only
  // a place (a tier-1 word), asks that topic again; 'and a car?' after the scooters names a
  // vehicle kind, which is a topic of its own.
  // A topic answered last, outside the booking, that no other follow-up took: the thread the short
  // follow-ups below keep.
  const threadOpen =
    followUp === undefined &&
    !lengthFollowUp &&
    context.topic !== undefined &&
    context.topic !== 'booking' &&
    context.conversationStage === 'initial';
  const andFollowUp =
    threadOpen &&
    wordCount(keywords) <= 4 &&
    // A place ('and parikia?'), or a number or a month and no topic ('and for 50?' after the
    // licence answer, 'and in july?' after the prices).
    (ranked.length > 0
      ? ranked.every((h) => h.tier <= 1 && !isVehicleIntent(h.id))
      : /\d/.test(plain) || monthNamed(text) !== null) &&
    !flags.has('hello') &&
    !flags.has('thanks') &&
    // 'what about september?' too (a month after words that ask about it).
    (opensWithJoin(keywords) || (opensWithAsk(plain) && monthNamed(text) !== null));
  // 'and if it's less than 48 hours?' after the cancellation answer, 'und wenn ich nicht
  // volltanke?' after the fuel one: a short 'and if …' with no topic of its own (or only the
  // word 'hours') asks that topic again, whose answer says it.
  const ifFollowUp =
    threadOpen &&
    !andFollowUp &&
    !isVehicleIntent(context.topic!) &&
    wordCount(keywords) <= 8 &&
    ranked.every(
      (h) => h.id === context.topic || h.tier <= 1 || (h.id === 'contact' && h.tier <= 4),
    ) &&
    says(keywords, (w) => w.ifFollowUps.map((k) => `^${k}`));
  // 'what about 2 of them', 'et pour 2 ?' after a price: the same price for that many.
  const countFollowUp =
    threadOpen &&
    !andFollowUp &&
    !ifFollowUp &&
    found.heldCount !== undefined &&
    (context.topic === 'price' || isVehicleIntent(context.topic!)) &&
    ranked.every((h) => h.tier <= 1 || h.id === 'price');
  // 'and tomorrow?', 'und am Sonntag?', 'και το σαββατοκύριακο;' after the opening hours (the
  // contact answer): the hours again, which say every day; no day to rent from.
  const dayFollowUp =
    threadOpen &&
    context.topic === 'contact' &&
    wordCount(keywords) <= 4 &&
    opensWithJoin(keywords) &&
    // 'and on sundays?', 'und sonntags?': a weekday in the plural too.
    (start !== null || namesWeekday(plain.replace(/s(?= |$)/g, '')) || period !== null) &&
    ranked.every((h) => h.id === 'availability' || h.id === 'duration' || h.tier <= 1);
  if (andFollowUp || ifFollowUp || countFollowUp || dayFollowUp)
    ranked = [followUpHit(context.topic!)];
  // 'the cheaper one', 'the cheapest' after the scooters or the ATVs: that kind, cheapest first
  // (the budget answer's cards are cars).
  const heldKind = context.topicKind;
  const cheapOfKind =
    threadOpen &&
    flags.has('cheap') &&
    wordCount(keywords) <= 8 &&
    (heldKind === 'scooters' || heldKind === 'atvs' || heldKind === 'suvs') &&
    ranked.length > 0 &&
    ranked.every(
      (h) => h.id === 'budget' || h.id === 'duration' || h.id === 'price' || h.tier <= 1,
    );
  // With a length ('the cheaper one for 5 days then'): that kind's price for it.
  if (cheapOfKind && heldKind !== undefined)
    ranked =
      stayDays(rest) === null
        ? [followUpHit(heldKind)]
        : [followUpHit('price'), followUpHit(heldKind)];
  // 'and in september?' after prices or a kind: that answer again, then the season's (when the
  // island is busy or quiet), which is what a month changes.
  if (
    andFollowUp &&
    monthNamed(text) !== null &&
    (context.topic === 'price' || isVehicleIntent(context.topic!))
  )
    flags.add('monthAsked');
  // 'how much is a car?', 'was kostet ein Auto?' (no length, no date): the car answer, whose
  // prices are the three classes', not the price list with the scooters and ATVs.
  const carPriced =
    ranked[0]?.id === 'price' &&
    ranked.some((h) => h.id === 'cars') &&
    ranked.every((h) => h.id === 'price' || h.id === 'cars' || h.tier <= 1) &&
    stayDays(rest) === null &&
    found.dates.length === 0 &&
    start === null &&
    period === null;
  if (carPriced)
    ranked = [...ranked.filter((h) => h.id === 'cars'), ...ranked.filter((h) => h.id !== 'cars')];
  // The follow-up is about what that answer was about ('can I add a second driver?' → 'how much
  // does it cost?': the extra driver's fee, not only the child seats').
  if (followUp !== undefined) {
    for (const f of context.topicFlags ?? []) flags.add(f);
    ranked = [followUpHit(followUp)];
  }
  // Greek writes its question mark as ';' (U+037E, or the semicolon that keyboards type).
  const greekQuestion = /[;\u037e]\s*$/u.test(text) && /\p{Script=Greek}/u.test(text);
  const question =
    (text.includes('?') || greekQuestion || flags.has('question')) && wordCount(keywords) >= 3;
  // 'πόσο νωρίς πρέπει να κλείσω;' (how early must I book?): when to book, no booking hit (and
  // no start signal: `startsBooking`).
  // 'is there a discount if I book now?' asks about the offers: no booking hit either.
  const whenToBook =
    question &&
    ranked.some(
      (h) => (h.id === 'availability' && h.tier === 5) || (h.id === 'offers' && h.tier >= 4),
    );
  const hits = (
    first
      ? [
          ...ranked.filter((h) => h.id === first),
          ...ranked.filter(
            (h) => h.id !== first && !(first === 'distances' && h.id === 'duration'),
          ),
        ]
      : ranked
  ).filter((h) => !(whenToBook && h.id === 'booking'));
  if (hits.some((h) => h.id === 'atvs' && h.tier >= 3)) flags.add('atv');
  const stage = context.conversationStage;

  const values: SlotValues = { dates: found.dates };
  if (found.name !== undefined) values.name = found.name;
  if (found.email !== undefined) values.email = found.email;
  if (found.phone !== undefined) values.phone = found.phone;
  // 'can I leave the car at the airport?': the place is the drop-off, not the pickup. A message
  // whose clauses tell the two apart ('zum Flughafen bringen, Rückgabe am Hafen') keeps its pickup.
  const dropOffOnly =
    flags.has('dropOff') &&
    !says(keywords, (w) => w.booking.dateEnds.pickup) &&
    found.dropOffLocation === undefined;
  if (found.pickupLocation !== undefined && !dropOffOnly)
    values.pickupLocation = found.pickupLocation;
  if (found.pickupPoint !== undefined && !dropOffOnly) {
    values.pickupPoint = found.pickupPoint;
    // 'Hotel Aria in Naoussa': the team needs the address, in the visitor's words.
    if (found.hotel) values.pickupNote = hotelNote(text, found, languages, PICKUP_NOTE_MAX);
  }
  if (found.dropOffPoint !== undefined && !question) {
    values.dropOffPoint = found.dropOffPoint;
    // 'pick up at the airport, drop off at Villa Sofia in Naoussa': the hotel's words, unless
    // the pickup's note holds them already.
    if (found.dropOffHotel && !found.hotel)
      values.dropOffNote = hotelNote(text, found, languages, PICKUP_NOTE_MAX);
  }
  // 'can I add a GPS?' (also a question), 'we need 2 child seats', 'a car with a baby seat' (a
  // statement): a request; during the dialogue any mention that is no question ('and a child
  // seat'). 'are child seats free?', 'how much is a car with gps?' are not.
  const inDialogue =
    (stage !== 'initial' && stage !== 'booking_done') || context.pending !== undefined;
  const extras = found.extras ?? {};
  const wants = says(keywords, (w) => w.booking.extras.want);
  // 'χρειάζομαι και παιδικό κάθισμα' (I need a child seat too): a question only by its first
  // word, a word of wanting ('χρειάζομαι' also starts 'do I need …?'), and no question mark, is
  // a request ('do i need a gps' is still a question).
  const wantFirst = says(keywords, wantWordsFirst);
  const asked = question && (/[?;\u037e]/u.test(text) || !wantFirst);
  // 'we want a car from 15 to 22 august and do you have child seats': the extras are asked about
  // in a clause of their own that opens as a question (after a comma or the language's 'and'),
  // whatever the rest of the message wishes for.
  // Read only for a message that names an extra and would otherwise request it.
  const askedApart = () => {
    const joins = [enWords, ...languages].flatMap((w) => w.names.joins).map(escapeRegExp);
    const clauses = text.split(new RegExp(`[,;]|\\s(?:${joins.join('|')})\\s`, 'iu'));
    return (
      clauses.length > 1 &&
      clauses.some((part) => {
        const own = read(part, languages);
        // 'brauchen 2 kindersitze', 'χρειάζομαι παιδικό κάθισμα': a word of wanting first is a
        // request, as for the whole message (`wantFirst`).
        return (
          flagsOf(own).has('question') &&
          !says(own, wantWordsFirst) &&
          says(own, (w) => [...w.booking.extras.childSeat, ...w.booking.extras.gps])
        );
      })
    );
  };
  const namesExtra = extras.childSeats !== undefined || extras.gps === true;
  const requested =
    says(keywords, (w) => w.booking.extras.add) ||
    (!asked && (inDialogue || wants) && !(namesExtra && askedApart()));
  if (requested) {
    if (extras.childSeats !== undefined) values.childSeats = extras.childSeats;
    if (extras.gps) values.gps = true;
  }
  // 'make it an automatic SUV', 'an automatic car from 3 to 10 august': the gearbox wished for.
  // In a message of several sentences, the one that names it says whether it is asked about
  // ('We'd like a small automatic car from the 5th … Could you deliver to the hotel?': wished).
  if (flags.has('automatic')) {
    const sentences = sentencesOf(text);
    const gearAsked =
      sentences.length < 2
        ? asked
        : sentences
            .map((part) => ({ part, flags: flagsOf(read(part, languages)) }))
            .filter((sentence) => sentence.flags.has('automatic'))
            .every(({ part, flags: own }) => /[?;\u037e]\s*$/u.test(part) || own.has('question'));
    if (!gearAsked) values.automatic = true;
  }
  if (extras.noChildSeats) values.noChildSeats = true;
  if (extras.noGps) values.noGps = true;
  // An extra driver: in the dialogue asked for, said, or asked with who drives ('can my husband
  // drive too?'); outside it wished in a statement ('book a car, my wife will drive too'); not
  // its cost ('additional driver cost', 'how much is a second driver?').
  const people = says(keywords, (w) => w.booking.extras.people);
  const cost = hits.some((h) => h.id === 'price') && !people;
  if (
    extras.drivers !== undefined &&
    !cost &&
    (inDialogue ? requested || !asked || people : !asked && wants)
  )
    values.extraDrivers = extras.drivers;
  if (extras.noDrivers) values.noExtraDrivers = true;
  // 'and we have a baby too' in the dialogue: a seat, and one more when said as more people.
  if (extras.babies !== undefined && inDialogue && !question) {
    values.babies = extras.babies;
    if (found.passengers === undefined && says(keywords, (w) => w.booking.extras.too))
      values.babiesJoin = true;
  }
  if (found.passengers !== undefined) values.passengers = found.passengers;
  if (found.budget !== undefined) values.budget = found.budget;
  // A bare name: the whole message ('anna'; a capitalised one even when a word of it looks like
  // a keyword: 'Marco'), or one item of a list ('book now - Ben, ben@mail.com, …').
  const nameAsked = context.conversationStage === 'booking_name' || context.pending === 'name';
  const bare =
    bareName(text, languages, nameAsked) ??
    // 'Anna Neri anna@neri.it 3201112233': the name beside the contact details, no commas.
    // When the name is asked, one word beside them is the name too ('Γιάννης 6944000111').
    (found.email !== undefined || found.phone !== undefined
      ? context.conversationStage === 'booking_name' || context.pending === 'name'
        ? bareName(withoutContact(text, found), languages)
        : fullName(bareName(withoutContact(text, found), languages))
      : undefined);
  // 'Naoussa, Paros' (places, a topic) is no 'Smith, John'.
  const inverted = bare?.includes(', ') === true && hits.length > 0;
  // 'next saturday', 'Samstag' when asked the name: a day, not a name; but 'Κυριακή
  // Παπαδοπούλου', 'Domenica Russo' then: a weekday that is a given name, first, is the name
  // when the message gives no date with it ('domenica prossima', 'Κυριακή 12 Ιουλίου').
  // So is a full name typed with its capitals whose first word is no weekday ('Uwe Freitag',
  // 'Chris Sunday', 'Louis Lundi').
  const firstWord = normaliseText(bare?.split(' ')[0] ?? '');
  const givenWeekday =
    nameAsked &&
    bare !== undefined &&
    start === null &&
    found.dates.length === 0 &&
    (languages.some((w) => w.names.givenWeekdays?.includes(firstWord)) ||
      (bare.includes(' ') &&
        /^\p{Lu}\S*(?: \p{Lu}\S*){1,2}$/u.test(text.trim()) &&
        !namesWeekday(firstWord)));
  // 'αρχές Ιουλίου', 'early July' when asked the name: a part of a month, no name; nor is a day
  // counted from today ('tommorow', 'no scusa dopodomani', 'übermorgen', 'μεθαύριο'): the
  // message is the name only, so its date is the name's words.
  if (
    bare !== undefined &&
    !inverted &&
    period === null &&
    start === null &&
    (!namesWeekday(plain) || givenWeekday) &&
    (hits.length === 0 || (/^\s*\p{Lu}/u.test(text) && !question))
  )
    values.bareName = bare;
  else if (found.name === undefined) {
    const items = text.split(/\s*[,;:–—]\s*|\s+-\s+/).filter((x) => x.trim() !== '');
    // A list of details, or a part after the name's own word ('my name is wrong, it's Emily
    // Clark'): the part that is a name.
    const namesName = items.length >= 2 && says(keywords, (w) => w.booking.fields.name);
    // 'Anna Smith, is there a deposit?' when asked the name: the name, then a question of its own.
    // Not a word a topic matched ('naoussa, is it far from the airport?').
    const lead = ` ${normaliseText(items[0] ?? '')} `;
    const topicLead = hits.some((h) => h.matched.some((m) => lead.includes(` ${m} `)));
    const nameFirst =
      nameAsked && question && items.length >= 2 && !topicLead
        ? bareName(items[0]!, languages)
        : undefined;
    const listed =
      items.length >= 3 || namesName
        ? items.map((x) => bareName(x, languages)).find(Boolean)
        : nameFirst;
    if (listed !== undefined) values.bareName = listed;
  }
  // 'Marco Porto', 'my name is Anna Villa': a place word inside the name is the name's, not a
  // pickup or drop-off place.
  const person = values.bareName ?? found.name;
  const placed =
    values.pickupLocation !== undefined ||
    values.pickupPoint !== undefined ||
    values.dropOffPoint !== undefined;
  if (person !== undefined && placed) {
    const at = text.toLowerCase().indexOf(person.toLowerCase());
    const without =
      at < 0
        ? null
        : findDetails(`${text.slice(0, at)} ${text.slice(at + person.length)}`, languages, []);
    if (without && without.pickupLocation === undefined) delete values.pickupLocation;
    if (without && without.pickupPoint === undefined) {
      delete values.pickupPoint;
      delete values.pickupNote;
    }
    if (without && without.dropOffPoint === undefined) {
      delete values.dropOffPoint;
      delete values.dropOffNote;
    }
  }
  const numbers = rest.match(/(?<![\p{L}\d])\d+(?![\p{L}\d])/gu) ?? [];
  // 'παραλαβή στις 10', then 'όχι, τελικά στις 12': with a time held, an hour alone after a lead
  // of both (Greek 'στις') corrects the time, not a day.
  // So is one whose clause names its end ('φτάνουμε με το καράβι στις 7': we arrive at 7).
  const hourAgain =
    (context.pickupTime !== undefined ||
      context.returnTime !== undefined ||
      found.times?.[0]?.end !== undefined) &&
    numbers.length === 1 &&
    found.times?.length === 1 &&
    found.times[0]!.bare === true;
  if (dated) {
    if (stay) values.stay = stay;
    if (start && !dayFollowUp) values.relativePickup = start.date;
    const anchor = found.dates[0] ?? start?.date ?? context.pickupDate;
    const month = found.dates.length === 0 && !wholeMonth ? monthMeant(text, languages) : null;
    if (month !== null) values.month = month;
    // 'we need a car for a week': the length, for the pickup still to come.
    // 'I've had my licence for 6 months': the licence's age, not a stay.
    const length = stay || anchor !== undefined || flags.has('licenceHeld') ? null : stayDays(rest);
    if (length !== null && length >= 1) values.stayLength = length;
    // 'make it 2 days longer' with the return held: days after the return, not the pickup.
    const longer = found.extraDays !== undefined && context.returnDate !== undefined;
    if (!stay && anchor !== undefined && found.dates.length <= 1 && !hourAgain && !longer) {
      const ret = relativeReturnDate(start ? start.rest : rest, anchor, now, {
        dotDay: dotDayIn(blanked),
        dated: found.dates.length > 0,
        startWords: start !== null,
        // English is read on every page ('leaving 12th' on the French page too).
        endWords: [enWords, ...languages].flatMap((w) =>
          w.booking.dateEnds.return.map((k) => normaliseText(k, w.elide)),
        ),
      });
      if (ret) values.relativeReturn = ret;
    }
  }
  // 'the 20th', 'le 20'; or the day alone as the whole message ('20', '20th').
  const day = hourAgain
    ? null
    : (dayOfMonthIn(rest) ??
      dotDayIn(blanked) ??
      ordinalDayIn(rest) ??
      (/^\d{1,2}(?:st|nd|rd|th|er)?$/.test(rest) ? Number.parseInt(rest, 10) : null) ??
      // 'actually from 9', 'lieber ab 9' with a pickup held: the day it moves to ('from' leads
      // prices too, but no price is said without a currency here).
      // With a pickup time held, 'from 9' may be its hour: no day then, unless an hour is said
      // beside it ('actually from 9 at 10': the 9th at 10:00).
      (context.pickupDate !== undefined &&
      (context.pickupTime === undefined || found.times !== undefined) &&
      !(found.times ?? []).some((t) => Number(t.time.slice(0, 2)) === fromDayIn(rest)) &&
      !/€|eur/.test(plain)
        ? fromDayIn(rest)
        : null));
  if (day !== null && day >= 1 && day <= 31 && found.dates.length === 0) {
    values.day = day;
    // Not beside an hour alone, which may be the same number ('ritiro verso le 11').
    if (dayOfMonthIsClear(rest) && !found.times?.some((t) => t.bare)) values.dayClear = true;
    const days = daysOfMonthIn(rest);
    if (days.length >= 2) values.days = days;
  }
  // 'What time would you like for the pickup?' → '11', 'um 18': that hour.
  const hourAlone = /^(?:\p{L}+ )?(\d{1,2})$/u.exec(rest);
  if (context.askedEnd !== undefined && hourAlone && !found.times) {
    const h = Number(hourAlone[1]);
    const hour = h >= 1 ? rentalDayHour(h) : h;
    if (hour <= 23) values.hourAsked = `${String(hour).padStart(2, '0')}:00`;
  }
  const lone = numbers.length === 1 ? Number(numbers[0]) : 0;
  // Not a day or an hour after its lead ('anzi dal 9' corrects the pickup, 'anzi dalle 9' asks an
  // hour: not a party of 9).
  if (
    lone >= 1 &&
    lone <= 12 &&
    !found.times &&
    found.phone === undefined &&
    found.dates.length === 0 &&
    !hasLedNumber(rest)
  )
    values.loneNumber = lone;
  // 'and for 5?' after the price of a stay ('price atv 2 days'): another length for the same
  // question, before any date ('and for 50?' is an engine size: the kind's sizes are 50cc up).
  if (
    context.stayLength !== undefined &&
    context.pickupDate === undefined &&
    values.stayLength === undefined &&
    lone >= 1 &&
    lone <= 30 &&
    found.passengers === undefined &&
    found.dates.length === 0 &&
    !found.times &&
    opensWithJoin(keywords) &&
    plain.split(' ').length <= 4
  )
    values.stayLength = lone;
  const fleetNamed = namedVehicles(plain, fleet);
  // 'the second one', 'la prima', 'that one': a vehicle the last answer showed.
  const picked =
    fleetNamed.length === 0 && found.dates.length === 0 && !/\d/.test(plain)
      ? pickedVehicle(plain, context.shownVehicles, fleet, [enWords, ...languages])
      : undefined;
  if (picked) fleetNamed.push(picked);
  // At the summary, a model of the fleet named with no question of its own ('ok the jimny then',
  // 'can we have the fiat panda', 'je voudrais la fiat panda') is the one chosen; of two models
  // named by one word, the one whose model that word is whole ('jimny': the Jimny, not the Jimny
  // Cabrio).
  const whole = fleetNamed.filter((v) =>
    new RegExp(`(?:^| )${escapeRegExp(normaliseText(v.model, true))}(?= |$)`).test(plain),
  );
  const model = fleetNamed.length === 1 ? fleetNamed[0] : whole.length === 1 ? whole[0] : undefined;
  const modelChosen =
    context.conversationStage === 'booking_confirm' &&
    model !== undefined &&
    model.name !== context.vehicle &&
    !hits.some((h) => h.tier >= 3 && h.id !== 'booking' && !isVehicleIntent(h.id));
  const engine = engineNamed(keywords, hits, fleet, context.topicKind);
  // 'ένα 50άρι', 'un 125': an engine size alone names its kind.
  const engineKind = engine ? (engine.intent === 'scooters' ? 'scooter' : 'atv') : undefined;
  const vehicle = modelChosen ? model.name : (vehicleOf(fleetNamed, hits, keywords) ?? engineKind);
  // 'my son is 17' after the ATV answer, 'im 19 is that ok?' while booking an ATV: the ATV's
  // minimum age.
  if (
    found.age !== undefined &&
    vehicle === undefined &&
    (context.topicKind === 'atvs' || context.vehicle === 'atv')
  )
    flags.add('atv');
  // 'can I book a jeep for 3 days?' asks to book that; 'can I book without a credit card?' and
  // 'can we book the ferry through you?' ask about a topic.
  // The pickup place given with it ('…, pickup at the port at 9am') is a detail of the booking,
  // not a topic of its own.
  const placeGiven =
    values.pickupLocation !== undefined ||
    values.pickupPoint !== undefined ||
    values.dropOffPoint !== undefined;
  // A message that gives the visitor's e-mail or phone with a vehicle or dates is a request to
  // book, whatever its verb ('Ciao, sono Paolo Galli, paolo@…, +39 …, vorrei una macchina dal 3
  // al 10 settembre, ritiro in aeroporto …'): nobody writes their contact details to browse.
  const givesContact = (found.email !== undefined || found.phone !== undefined) && !question;
  const requestsBooking =
    (says(keywords, (w) => w.booking.request) || givesContact) &&
    (vehicle !== undefined || found.dates.length > 0) &&
    !hits.some(
      (h) =>
        h.tier >= 4 &&
        h.id !== 'booking' &&
        !isVehicleIntent(h.id) &&
        !(h.id === 'locations' && placeGiven && !question),
    );
  // 'how far in advance can I book a car?' asks when to book (the availability answer).
  const startsBooking =
    (isStartMessage(keywords) || requestsBooking) &&
    !hits.some((h) => h.id === 'availability' && h.tier >= 5) &&
    !whenToBook;
  // A kind asked about is no choice, unless the question asks to book it ('can I book a jeep')
  // or changes the one held ('can we make it a jeep instead?').
  const changesVehicle =
    modelChosen ||
    ((context.vehicle !== undefined || context.conversationStage === 'booking_confirm') &&
      says(keywords, (w) => w.booking.swap));
  // Before a booking, the kind the visitor last asked about is the one held: 'what about an
  // ATV?' after a scooter's price, then 'book it', books the ATV.
  const browsing = isBrowsing(context);
  // 'we also need 2 scooters', 'θέλουμε και δύο σκούτερ' with a car held: a second kind beside
  // it, not a change of vehicle; but before a booking, 'and a car' after a scooter's price asks
  // about cars (a follow-up that starts with the language's 'and').
  const held = context.vehicle;
  // In a booking, 'can we add a scooter same dates?', 'possiamo aggiungere uno scooter?' asks to
  // add it (`booking.extras.add`), question or not.
  const addsKind = !browsing && says(keywords, (w) => w.booking.extras.add);
  const added =
    (!question || addsKind) &&
    !changesVehicle &&
    !(browsing && opensWithJoin(keywords)) &&
    isVehicleKind(held) &&
    isVehicleKind(vehicle) &&
    vehicle !== held &&
    (addsKind || says(keywords, (w) => w.alsoWords.map((k) => `=${k}`))) &&
    !refusedKind(vehicle, keywords)
      ? vehicle
      : undefined;
  if (added !== undefined) {
    const others = (context.moreVehicles ?? []).filter((m) => m.vehicle !== added);
    values.moreVehicles = [...others, { vehicle: added, count: found.vehicleCount ?? 1 }];
  } else if ((!question || startsBooking || changesVehicle || browsing) && vehicle !== undefined) {
    values.vehicle = vehicle;
    const several = severalKinds(text, vehicle, keywords, languages);
    if (several) {
      // '2 cars and 1 scooter': each kind with its own count.
      const own = several.counts.get(vehicle as VehicleKind);
      if (own !== undefined && own >= 2) values.vehicleCount = own;
      if (several.more.length > 0) values.moreVehicles = several.more;
    } else if (found.vehicleCount !== undefined) values.vehicleCount = found.vehicleCount;
  }

  // 'ok book 2 of them' after an ATV's price, 'actually just one' at the summary: the count of the
  // vehicle held.
  if (
    found.heldCount !== undefined &&
    context.vehicle !== undefined &&
    (vehicle === undefined || vehicle === context.vehicle)
  ) {
    values.vehicle = context.vehicle;
    values.vehicleCount = found.heldCount;
  }
  // 'and for my friend too' in a booking: one more of the vehicle held.
  if (found.oneMore && context.vehicle !== undefined && vehicle === undefined) {
    values.vehicle = context.vehicle;
    values.vehicleCount = (context.vehicleCount ?? 1) + 1;
  }

  const ends: ('pickup' | 'return')[] = [];
  if (says(keywords, (w) => w.booking.dateEnds.pickup)) ends.push('pickup');
  if (says(keywords, (w) => w.booking.dateEnds.return)) ends.push('return');

  return {
    text,
    lang: language.lang,
    language,
    languages,
    now,
    found,
    keywords,
    plain,
    hits,
    flags,
    question,
    asksForKind: asksForKinds(keywords),
    signals: {
      start: startsBooking,
      // 'is 8am ok?', 'is that correct?' at the summary ask; they do not confirm ('yes' still does).
      // Right after 'what would you like to change?' with every detail held, the summary's own
      // words answer it too ('ok confirm', 'nothing, it's fine'): nothing to change.
      confirm:
        says(keywords, (w) => w.booking.confirm) ||
        (isConfirmMessage(
          keywords,
          context.changing && missingBookingFields(context).length === 0
            ? 'booking_confirm'
            : stage,
        ) &&
          !question),
      takeIt: !question && says(keywords, (w) => w.booking.takeIt),
      modify: isModifyMessage(keywords, stage),
      correct: says(keywords, (w) => w.booking.correct),
      restart: says(keywords, (w) => w.booking.restart),
      stop: saysStop(keywords),
      swap: changesVehicle && values.vehicle !== undefined,
    },
    named: { fields: fieldsNamed(keywords), ends },
    values,
    vehicle,
    fleetNamed,
    period: period ?? undefined,
    noSuchDay: impossibleDay(text) ?? undefined,
    kindsListed:
      vehicle !== undefined
        ? (severalKinds(text, vehicle, keywords, languages)?.counts ?? undefined)
        : undefined,
    engine,
  };
}
