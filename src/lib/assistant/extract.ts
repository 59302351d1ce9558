/**
 * Detail extraction from free text (docs/requirements.md, "Chat extraction"). Each value is filled
 * only if the context does not already hold it. English phrasings are always understood; the page
 * language's (docs/requirements.md, "Five languages": 'je m'appelle', '4 Personen', 'siamo in 4' …)
 * come from its `LanguageWords`. E-mails, phones and dates are language-independent.
 */
import { facts, type PickupLocation } from '../../config/facts';
import type { Lang } from '../../i18n/routing';
import { atHourLeads, findDates, monthAlone, type FoundDate } from './dates';
import { allDateWords } from './packs';
import {
  escapeRegExp,
  formIn,
  keywordPattern,
  normaliseText,
  read,
  type Reading,
} from './keywords';
import { assistantLanguage } from './language';
import { enWords } from '../../locales/en/assistant/words';
import { localPhoneDigits } from './lang/shared';
import type { DateWords, LanguageWords, NamePhrase } from './lang/types';
import type { ChatContext } from './types';
import { defaultLang } from '../../locales';

/** What one message contains, regardless of what the context already holds. */
export interface FoundDetails {
  name?: string;
  email?: string;
  phone?: string;
  /** Dates as matched texts, in reading order. */
  dates: string[];
  pickupLocation?: 'airport' | 'port';
  /** The airport or port named where the vehicle is returned ('… and drop it off at the port'). */
  dropOffLocation?: 'airport' | 'port';
  /** The pickup point named (`extractPoints`). */
  pickupPoint?: PickupLocation['id'];
  /** The pickup point named is a hotel or villa. */
  hotel?: true;
  /**
   * The point named where the vehicle is returned (`extractPoints`: '… and drop it off at the
   * port' → 19), as the reservation widget's location id.
   */
  dropOffPoint?: PickupLocation['id'];
  /** The drop-off point named is a hotel or villa. */
  dropOffHotel?: true;
  /** The extras named or refused (`extractExtras`; a request or not, `reading.ts` decides). */
  extras?: ExtrasFound;
  /** The clock times named, in order, with the end each one's clause names (`extractTimes`). */
  times?: FoundTime[];
  /** The message is its time(s) alone, with dates at most ('at 14:30', '5 july 14:00'). */
  timesAlone?: true;
  passengers?: number;
  /** How many vehicles the message asks for, from 2 ('2 scooters'; `extractVehicleCount`). */
  vehicleCount?: number;
  /** How many of the vehicle held, said without its noun ('2 of them', 'just one'; {@link extractHeldCount}). */
  heldCount?: number;
  /** One more of the vehicle held, for someone else ('and for my friend too'; `booking.oneMore`). */
  oneMore?: true;
  /** Days added to the return ('one more day'; `extractExtraDays`). */
  extraDays?: number;
  /** Days both held dates move later ('push everything back by one day'; {@link extractShiftDays}). */
  shiftDays?: number;
  budget?: number | 'economy';
  /**
   * An age the visitor states ("I'm 20"); not kept in the context (docs/requirements.md, "Chat user
   * context": it has no age).
   */
  age?: number;
  /** True when the message names a clock time outside office hours ('at 11pm', '06:30'). */
  outOfHours?: boolean;
}

/**
 * Words that follow "I'm" / "I am" / "call me" but are not names ("I'm looking…",
 * "I am interested…", "call me back"). Any word ending in -ing is rejected as well.
 * (Each language has its own list: `LanguageWords.names.stopWords`.)
 */
export const nameStopWords: ReadonlySet<string> = new Set(enWords.names.stopWords);

/** Title case for a word typed all in lower or all in upper case; otherwise kept as typed. */
export function capitalise(word: string): string {
  if (word !== word.toLowerCase() && word !== word.toUpperCase())
    return word[0]!.toUpperCase() + word.slice(1);
  return word
    .toLowerCase()
    .split(/([-'])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('');
}

/**
 * True when a word (without accents) may be a first name: letters, at least two, not a stop
 * word, not ending in a stop suffix.
 *
 * @param stop the stop words (default: English)
 * @param suffix endings that are never names (default: English `-ing`)
 */
export function isNameWord(
  word: string,
  stop: ReadonlySet<string> = nameStopWords,
  suffix: RegExp | null = enWords.names.stopSuffix ?? null,
): boolean {
  const w = word.toLowerCase().replace(/['’]/g, '');
  return (
    /^\p{L}[\p{L}'-]*$/u.test(word) && w.length >= 2 && !stop.has(w) && !(suffix?.test(w) ?? false)
  );
}

/** English first, then the page language's words (English is always understood). */
function withEnglish(languages: readonly LanguageWords[]): LanguageWords[] {
  return [enWords, ...languages.filter((w) => w !== enWords)];
}

/** English words that the page languages ignore. */
function ignoredEnglish(languages: readonly LanguageWords[]): ReadonlySet<string> {
  return new Set(languages.flatMap((w) => w.ignoreEnglish));
}

const stopSets = new WeakMap<LanguageWords, ReadonlySet<string>>();
const surnameStopSets = new WeakMap<LanguageWords, ReadonlySet<string>>();
/**
 * A language's stop words for a surname typed with its capital after a first name ('Klaus Berg',
 * 'Tom Beach'): those of {@link stopSet} but the topic words, which are surnames too (cached).
 */
function surnameStopSet(words: LanguageWords): ReadonlySet<string> {
  let set = surnameStopSets.get(words);
  if (!set) {
    set = new Set([...words.names.stopWords.map(plainWord), ...bookingStopWords(words)]);
    surnameStopSets.set(words, set);
  }
  return set;
}

const typedNameStopSets = new WeakMap<LanguageWords, ReadonlySet<string>>();
/**
 * The words that are never a name even typed with their capital as one: the booking dialogue's
 * one-word phrases and the names of a detail ({@link bookingStopWords}), the greetings, the
 * fillers ('Thanks', 'Sorry') and the places ('Airport Pickup').
 */
function typedNameStopSet(words: LanguageWords): ReadonlySet<string> {
  let set = typedNameStopSets.get(words);
  if (!set) {
    const places = Object.values(words.keywords.locations ?? {}).flatMap(
      (list) => list as readonly string[],
    );
    set = new Set(
      [
        ...bookingStopWords(words),
        ...words.asksForKinds.greetings,
        ...words.booking.stopFillers,
        ...places,
      ]
        .flatMap((k) => k.replace(/^\^?=?|\$$/g, '').split(' '))
        .filter((k) => /^[\p{L}]+$/u.test(k))
        .map(plainWord),
    );
    typedNameStopSets.set(words, set);
  }
  return set;
}

/**
 * True when the words of a name typed with their capitals ('Paolo Greco', 'Markus Jung', 'Will
 * Brown', 'Uwe Freitag') may all be one: none is a word of the booking dialogue or a greeting, in
 * English or `languages`. Their other meanings ('greco' Greek, 'jung' young, 'will') do not count
 * when the name is asked.
 */
export function isTypedNameIn(
  words: readonly string[],
  languages: readonly LanguageWords[],
): boolean {
  return withEnglish(languages).every((w) =>
    words.every(
      (word) =>
        isNameWord(normaliseWord(word), typedNameStopSet(w), null) &&
        !soundsLikeStopWord(w, typedNameStopSet(w), word),
    ),
  );
}

const foldedStopSets = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
/**
 * True when a language that reads words by sound (`fold`: Greek, with Greeklish) has the word
 * among its stop words as it sounds ('nai' is 'ναι', 'swsta' 'σωστά', 'KRATHSH' 'κράτηση').
 */
function soundsLikeStopWord(w: LanguageWords, stop: ReadonlySet<string>, word: string): boolean {
  const fold = w.fold;
  if (!fold) return false;
  let folded = foldedStopSets.get(stop);
  if (!folded) {
    folded = new Set([...stop].map(fold));
    foldedStopSets.set(stop, folded);
  }
  return folded.has(fold(plainWord(word).replace(/['’]/g, '')));
}

/**
 * The one-word phrases of the booking dialogue ('confirm', 'confirmer', 'ok', 'cancel', 'αλλαγή')
 * and the names of a detail ('Email anna@mail.com', 'Tel 6941234567', 'αλλαγή ονόματος'), lower
 * case: never a name ('book now' then 'confirm' must not make 'Confirm' the visitor's name).
 */
function bookingStopWords(words: LanguageWords): string[] {
  const { start, confirm, looseConfirm, modify, refuse, restart, stop, fields } = words.booking;
  return (
    [
      start,
      confirm,
      looseConfirm,
      modify,
      refuse,
      restart,
      stop,
      fields.name,
      fields.email,
      fields.phone,
    ]
      .flat()
      // Markers off: '^=cancel$', '=αλλαγή'.
      .map((k) => k.replace(/^\^?=?|\$$/g, ''))
      .filter((k) => /^[\p{L}]+$/u.test(k))
      .map((k) => normaliseWord(k).toLowerCase())
  );
}

/** A language's name stop words as a set (cached). */
function stopSet(words: LanguageWords): ReadonlySet<string> {
  let set = stopSets.get(words);
  if (!set) {
    // A topic word is not a name either ('i chilometri sono illimitati', 'je suis végétarien'):
    // the language's one-word keywords of tiers 2-5 (places, kinds, topics, phrases).
    const topicWords = Object.values(words.keywords).flatMap((tiers) =>
      Object.entries(tiers)
        .filter(([tier]) => Number(tier) >= 2)
        .flatMap(([, list]) => list as readonly string[])
        .filter((k) => /^[\p{L}]+$/u.test(k))
        .map((k) => normaliseWord(k).toLowerCase()),
    );
    // Nor a word of the booking dialogue, nor the name of a detail, nor a country ("i'm
    // australian").
    const countryWords = Object.values(words.countries ?? {})
      .flatMap((list) => list ?? [])
      .filter((k) => /^[\p{L}]+$/u.test(k))
      .map(plainWord);
    set = new Set([
      ...words.names.stopWords.map(plainWord),
      ...topicWords,
      ...bookingStopWords(words),
      ...countryWords,
    ]);
    stopSets.set(words, set);
  }
  return set;
}

/**
 * True when a word (without accents) may be a name in all of the given languages: not a stop
 * word of English or of any of `languages` (a bare name typed while the dialogue asks for it).
 *
 * @param surname the word is a surname typed with its capital after a first name: a topic word
 *   may be one ('Berg', 'Beach'; {@link surnameStopSet})
 */
export function isNameWordIn(
  word: string,
  languages: readonly LanguageWords[] = [],
  surname = false,
): boolean {
  return withEnglish(languages).every((w) => {
    const stop = surname ? surnameStopSet(w) : stopSet(w);
    return isNameWord(word, stop, w.names.stopSuffix ?? null) && !soundsLikeStopWord(w, stop, word);
  });
}

const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿ\u0370-\u03FF\u1F00-\u1FFF';
const LETTERS = `[${LETTER}]+(?:[-'][${LETTER}]+)?`;
const namePatterns = new WeakMap<
  LanguageWords,
  { phrase: NamePhrase & { id: string }; pattern: RegExp }[]
>();

/** A language's name phrases compiled (cached). */
function namePatternsOf(
  words: LanguageWords,
): { phrase: NamePhrase & { id: string }; pattern: RegExp }[] {
  let list = namePatterns.get(words);
  if (!list) {
    list = words.names.phrases.map((phrase) => ({
      phrase,
      pattern: new RegExp(
        `(?:^|[^${LETTER}])(${phrase.pattern})\\s+(${LETTERS})(?:\\s+(${LETTERS}))?`,
        'gi',
      ),
    }));
    namePatterns.set(words, list);
  }
  return list;
}

const hesitationPatterns = new WeakMap<LanguageWords, RegExp>();

/** A language's sounds of hesitation as one pattern, each letter drawn out or not (cached). */
function hesitationPattern(words: LanguageWords): RegExp {
  let pattern = hesitationPatterns.get(words);
  if (!pattern) {
    const drawnOut = (sound: string) => [...sound].map((c) => `${escapeRegExp(c)}+`).join('');
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${words.names.hesitations.map(drawnOut).join('|')})(?![\\p{L}\\p{N}])`,
      'giu',
    );
    hesitationPatterns.set(words, pattern);
  }
  return pattern;
}

/**
 * `text` with the sounds of hesitation of English and `languages` (`names.hesitations`: 'um',
 * 'euh', 'ähm', 'εεε') blanked in place, so that positions in it stay those of `text`: voice
 * typing writes them inside a name ('my name is um John Smith').
 */
export function withoutHesitations(text: string, languages: readonly LanguageWords[] = []): string {
  return withEnglish(languages).reduce(
    (out, words) => out.replace(hesitationPattern(words), (sound) => ' '.repeat(sound.length)),
    text,
  );
}

/** A name found in a message, with the span of its phrase ('call me Anna'). */
export interface NameMatch {
  name: string;
  /** Offset of the phrase ('my name is …') in the message. */
  start: number;
  /** Offset just after the name. */
  end: number;
}

/**
 * A name after 'my name is', "I'm", 'I am' or 'call me' — or the page language's phrasing
 * ('je m'appelle', 'ich heiße', 'mi chiamo', 'mon nom est', 'mein Name ist', 'sono' …) —
 * capitalised ('anna' → 'Anna'), with where its phrase is; the earliest in the message wins.
 * After 'my name is' (and the other languages' full phrases) a second word written with a
 * capital ('Anna Maria') is kept too, and after any phrase when both words are capitalised
 * ("I'm Nathalie Dubois", 'sono Francesca Romano', 'με λένε Νίκο Αλεξίου'). Stop words of the phrase's language and English -ing
 * forms are not names.
 *
 * @param languages the page language's words (English is always read)
 */
export function matchName(
  typed: string,
  languages: readonly LanguageWords[] = [],
): NameMatch | undefined {
  const text = withoutHesitations(typed, languages);
  const ignore = ignoredEnglish(languages);
  let best: NameMatch | undefined;
  for (const words of withEnglish(languages)) {
    const stop = stopSet(words);
    for (const { phrase, pattern } of namePatternsOf(words)) {
      if (words === enWords && ignore.has(phrase.id)) continue;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        const first = m[2]!;
        const capital = /^[A-ZÀ-ÖØ-Þ\u0386-\u038F\u0391-\u03AB]/;
        // After a full phrase a word typed with its capital is the name whatever else it means
        // ('my name is Will Brown'); a word of the dialogue or a greeting still is none.
        const typed = (word: string) =>
          isNameWord(normaliseWord(word), typedNameStopSet(words), null);
        const firstOk =
          isNameWord(normaliseWord(first), stop, words.names.stopSuffix ?? null) ||
          (phrase.full === true && capital.test(first) && typed(first));
        if (!firstOk) continue;
        const start = m.index + m[0].indexOf(m[1]!);
        if (best && best.start <= start) break;
        const second = m[3];
        // A second capitalised word is a surname after a full phrase ('my name is Anna Maria'),
        // whatever else it means ('mi chiamo Paolo Greco', 'Ich heiße Markus Jung'), and after
        // any phrase when the first is capitalised too ("I'm Nathalie Dubois").
        // Typed all in lower case after a full phrase, the surname ends the name's clause ('je
        // m'appelle marie dupont', 'my name is anna smith, anna@mail.com').
        const endsClause = /^\s*(?:$|[,.;!]|\S+@|\+?\d)/.test(text.slice(m.index + m[0].length));
        // A capitalised surname that is also a place or a topic word ('Anna Villa', 'Paul
        // Green', 'Marco Porto') at the end of the name's clause is the surname.
        const surname = (word: string) =>
          endsClause && isNameWord(normaliseWord(word), surnameStopSet(words), null);
        const keepSecond =
          (phrase.full === true || capital.test(first)) &&
          second !== undefined &&
          ((capital.test(second) &&
            (phrase.full === true
              ? typed(second) || surname(second)
              : isNameWord(normaliseWord(second), stop, words.names.stopSuffix ?? null) ||
                (capital.test(first) && surname(second)))) ||
            (phrase.full === true &&
              endsClause &&
              first === first.toLowerCase() &&
              isNameWord(normaliseWord(second), stop, words.names.stopSuffix ?? null)));
        const afterPhrase = start + m[1]!.length;
        const gap = /^\s+/.exec(text.slice(afterPhrase))?.[0].length ?? 0;
        const end = keepSecond ? m.index + m[0].length : afterPhrase + gap + first.length;
        const said = keepSecond ? `${capitalise(first)} ${capitalise(second)}` : capitalise(first);
        best = {
          name: phrase.nominative?.(said) ?? said,
          start,
          end,
        };
        break;
      }
    }
  }
  return best;
}

/** The name of {@link matchName}, or undefined. */
export function extractName(
  text: string,
  languages: readonly LanguageWords[] = [],
): string | undefined {
  return matchName(text, languages)?.name;
}

/** A word without accents (for the stop list and letter checks). */
function normaliseWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** A stop word as names are compared with it: lower case, without accents ('ευχαριστώ'). */
const plainWord = (word: string) => normaliseWord(word).toLowerCase();

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** The first e-mail-like text. */
export function extractEmail(text: string): string | undefined {
  return emailPattern.exec(text)?.[0];
}

/**
 * A dictated e-mail address as voice typing writes it ('paolo punto verdi chiocciola gmail punto
 * com', 'john dot smith at gmail dot com', 'kostas τελεία dimitriou παπάκι gmail τελεία com')
 * written as an address ('paolo.verdi@gmail.com'), the rest of the message as typed; a message
 * that has an address already is returned as it is. The words are each language's
 * `booking.spokenEmail` (English is always read); the domain ends with a dot word and 2-6 letters
 * ('com', 'gr'), so 'at 10 dot 30' is no address.
 *
 * @param languages the page language's words (English is always read)
 */
export function withSpokenEmail(text: string, languages: readonly LanguageWords[] = []): string {
  if (emailPattern.test(text)) return text;
  const { address: spoken, dot } = spokenEmailPatterns(withEnglish(languages));
  const m = spoken.exec(text);
  if (!m) return text;
  const joined = (said: string) => said.split(dot).join('.');
  const address = `${joined(m[1]!)}@${joined(m[2]!)}`.toLowerCase();
  if (!emailPattern.test(address)) return text;
  return text.slice(0, m.index) + address + text.slice(m.index + m[0].length);
}

const spokenEmailCache = new WeakMap<LanguageWords, { address: RegExp; dot: RegExp }>();

/**
 * The patterns of {@link withSpokenEmail} for English and a page language, built once per page
 * language: a whole dictated address (local part, the 'at' word, a domain ending in a dot word and
 * 2-6 letters) and the dot words between its parts.
 */
function spokenEmailPatterns(all: readonly LanguageWords[]): { address: RegExp; dot: RegExp } {
  const key = all.at(-1) ?? enWords;
  let built = spokenEmailCache.get(key);
  if (!built) {
    const words = (pick: (w: LanguageWords) => readonly string[]) =>
      [...new Set(all.flatMap(pick))].map(escapeRegExp).join('|');
    const at = words((w) => w.booking.spokenEmail.at);
    const dot = `\\s+(?:${words((w) => w.booking.spokenEmail.dot)})\\s+`;
    const part = '[a-z0-9][a-z0-9_-]*';
    built = {
      address: new RegExp(
        `(?<![\\p{L}\\p{N}])(${part}(?:${dot}${part})*)\\s+(?:${at})\\s+((?:${part}${dot})+[a-z]{2,6})(?![\\p{L}\\p{N}])`,
        'iu',
      ),
      dot: new RegExp(dot, 'iu'),
    };
    spokenEmailCache.set(key, built);
  }
  return built;
}

/** Blanks e-mail addresses and dates so their digits are not read as a phone or a budget. */
function withoutEmailsAndDates(text: string): string {
  let out = text.replace(new RegExp(emailPattern.source, 'g'), (m) => ' '.repeat(m.length));
  for (const d of findDates(text)) {
    const written = d.written ?? d.text;
    const i = out.indexOf(written, Math.max(0, d.index - 1));
    if (i >= 0) out = out.slice(0, i) + ';'.repeat(written.length) + out.slice(i + written.length);
  }
  // Numeric dates of a range are found as texts that may not be contiguous: blank d/m/y too.
  // Not inside a run of five pairs, which is a French phone number ('06.12.34.56.78').
  const pairs = [...out.matchAll(/(?<!\d)\d{2}([.-])\d{2}(?:\1\d{2}){3}(?!\d)/g)];
  return out.replace(/\d{1,2}([/.-])\d{1,2}\1\d{2,4}/g, (m, _sep, at: number) =>
    pairs.some((p) => at >= p.index && at < p.index + p[0].length) ? m : ';'.repeat(m.length),
  );
}

/** True when a digit string (after an optional + / 00 prefix) is a phone number. */
function isPhoneDigits(raw: string): boolean {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  // With a country code, any length of an international number (E.164: at most 15 digits; at
  // least 10, as '+45 20 12 34 56' for Denmark's 8-digit numbers, '+65 9123 4567' Singapore's).
  if (trimmed.startsWith('+')) return digits.length >= 10 && digits.length <= 15;
  if (trimmed.startsWith('00')) return digits.length >= 12 && digits.length <= 17;
  return digits.length === localPhoneDigits;
}

/**
 * A phone number the message gives that {@link extractPhone} does not take: a run of at least
 * eight digits, outside e-mail addresses and dates ('01701234567', an 11-digit national number
 * without its country code), as typed; undefined when there is none or a phone was taken. The
 * dialogue then says what a phone number needs instead of asking again.
 */
export function refusedPhone(text: string): string | undefined {
  if (extractPhone(text) !== undefined) return undefined;
  const runs = withoutEmailsAndDates(text).match(/(?:\+|00)?\(?\d[\d()./\s-]*\d\)?/g) ?? [];
  return runs.find((run) => run.replace(/\D/g, '').length >= 8)?.trim();
}

/**
 * True when a phone number as typed is a national one from abroad: its first digit a single 0
 * ('07700 900123', '0171/2223334'; no Greek number starts with 0), and no country code.
 */
export function isNationalPhone(typed: string): boolean {
  return /^\(?0[1-9]/.test(typed.trim());
}

/** 'plus' said before a country code, in the site's languages ('plus 44', 'più 39', 'συν 30'). */
const SPOKEN_PLUS = '(?:plus|più|piu|συν)';

/**
 * A phone number: 10 digits, optionally after a country code written `+30` or `0030` (with a
 * country code, any international number of 10-15 digits: '+45 20 12 34 56'); digits
 * may be grouped with spaces, dots, dashes or brackets ('+30 694 123 4567', '(694) 123-4567').
 * Dates and e-mail addresses are never read as phones.
 */
export function extractPhone(text: string): string | undefined {
  // A country code said as a word ('plus 44 7700 900123', dictated; 'più 39', 'συν 30'): '+'.
  const clean = withoutEmailsAndDates(text).replace(
    new RegExp(`(?<![\\p{L}])${SPOKEN_PLUS}\\s*(?=\\d{1,3}[\\s-]?\\d)`, 'giu'),
    '+',
  );
  const candidates = clean.match(/(?<![\w+])(?:\+|00)?\(?\d[\d()./\s-]*\d\)?(?![\w])/g) ?? [];
  for (const candidate of candidates) {
    // Try the whole run, then shorter runs of whole digit groups ('6941234567 2' → '6941234567').
    const groups = candidate.trim().split(/\s+/);
    for (let len = groups.length; len >= 1; len--) {
      for (let start = 0; start + len <= groups.length; start++) {
        const piece = groups.slice(start, start + len).join(' ');
        if (isPhoneDigits(piece)) return piece;
      }
    }
  }
  return undefined;
}

/** Lower case, `ß` → `ss`, accents removed; punctuation kept (for the extraction patterns). */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ς/g, 'σ');
}

/** Regular-expression source of a count in a language: digits (1-2) or one of its number words, captured. */
function numberSource(words: LanguageWords): string {
  return `(\\d{1,2}|${Object.keys(words.passengers.numbers).join('|')})`;
}

/** The count of a captured number: a number word of the language, or digits. */
function countOf(words: LanguageWords, token: string): number {
  return words.passengers.numbers[token.toLowerCase()] ?? Number(token);
}

/** A number of children in a language's words ('2 kids', 'deux enfants'), its count captured; on folded text. */
function childrenPattern(words: LanguageWords): RegExp {
  return new RegExp(
    `(?:^|[^\\p{L}\\p{N}_])${numberSource(words)}\\s*(?:${words.passengers.children})(?![\\p{L}\\p{N}_])`,
    'iu',
  );
}

/**
 * The number of children a message names ('2 kids need child seats', 'deux enfants', 'zwei
 * Kinder'), English first, then the page language; 1-9, else undefined.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractChildren(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  return firstCount(text, languages, childrenPatterns, 1, 9);
}

/** A language's patterns of one count ({@link firstCount}), built once per language. */
type CountPatterns = (words: LanguageWords) => readonly RegExp[];
const builtCounts = new WeakMap<CountPatterns, WeakMap<LanguageWords, readonly RegExp[]>>();
function patternsIn(patterns: CountPatterns, words: LanguageWords): readonly RegExp[] {
  let byLanguage = builtCounts.get(patterns);
  if (!byLanguage) {
    byLanguage = new WeakMap();
    builtCounts.set(patterns, byLanguage);
  }
  let built = byLanguage.get(words);
  if (!built) {
    built = patterns(words);
    byLanguage.set(words, built);
  }
  return built;
}
const childrenPatterns: CountPatterns = (words) => [childrenPattern(words)];

/**
 * The first count the patterns of a language capture in a message (group 1: digits or a number
 * word of that language; a pattern that captures none counts one), English first, then the page
 * language; undefined when none is from `min` to `max`.
 */
function firstCount(
  text: string,
  languages: readonly LanguageWords[],
  patterns: CountPatterns,
  min: number,
  max: number,
): number | undefined {
  const folded = fold(text);
  for (const words of withEnglish(languages))
    for (const pattern of patternsIn(patterns, words)) {
      const m = pattern.exec(folded);
      if (!m) continue;
      const n = m[1] === undefined ? 1 : countOf(words, m[1]);
      if (n >= min && n <= max) return n;
    }
  return undefined;
}

/** A seat after a vehicle noun ('2 car seats', 'Autositze', 'seggiolini auto'): no vehicle. */
const NOT_A_SEAT = '(?!\\s+(?:seats?|sitz\\p{L}*|seggiolin\\p{L}*|siege|καθισμ\\p{L}*))';

/** Two vehicle nouns joined as a list ({@link vehicleList}): groups count, noun, count, noun. */
const vehicleListPatterns: CountPatterns = (words) => {
  const count = `(?:${numberSource(words).slice(1, -1)}|an?)`;
  const noun = `(${words.booking.vehicleNouns})`;
  return [
    new RegExp(
      // 'how much is a scooter? and an atv?', 'πόσο κάνει το σκούτερ; και η γουρούνα;': a
      // question mark before the join, and an article after it, still list both.
      `(?:^|[^\\p{L}\\p{N}_])(?:(${count})\\s*(?:x\\s*)?)?${noun}(?:\\s*[?;\\u037e])?\\s*(?:,|&|\\s(?:${words.names.joins.join('|')}))\\s*(?:(${count})\\s*(?:x\\s*)?)?(?:(?:the|η|ο|το|τα|οι|le|la|les|il|lo|der|die|das|den)\\s+)?${noun}(?![\\p{L}\\p{N}_])${NOT_A_SEAT}`,
      'iu',
    ),
  ];
};

/** A number right before a vehicle noun ({@link extractVehicleCount}). */
const vehicleCountPatterns: CountPatterns = (words) => [
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}_])${numberSource(words)}\\s*(?:x\\s*)?(?:${words.booking.vehicleNouns})(?![\\p{L}\\p{N}_])${NOT_A_SEAT}`,
    'iu',
  ),
];

/**
 * Two vehicle nouns listed as one request ('2 scooters and a car', '2 cars and 1 scooter', 'ein
 * Auto und zwei Roller', '2 scooter e una macchina', 'δύο σκούτερ και ένα αυτοκίνητο'): each noun
 * with the count written before it (a number, a number word or an article: one), joined by the
 * language's 'and' (`names.joins`), a comma or '&', English first, then the page language. Not a
 * noun that starts another one ('a car seat'); null when the message lists none.
 *
 * @param languages the page language's words (English is always read)
 */
export function vehicleList(
  text: string,
  languages: readonly LanguageWords[] = [],
): [{ count: number; noun: string }, { count: number; noun: string }] | null {
  const folded = fold(text);
  for (const words of withEnglish(languages)) {
    const m = patternsIn(vehicleListPatterns, words)[0]!.exec(folded);
    if (!m) continue;
    const count = (token: string | undefined) =>
      token === undefined || /^an?$/.test(token) ? 1 : countOf(words, token);
    const first = { count: count(m[1]), noun: m[2]! };
    const second = { count: count(m[3]), noun: m[4]! };
    if (first.count >= 1 && first.count <= 9 && second.count >= 1 && second.count <= 9)
      return [first, second];
  }
  return null;
}

/**
 * How many vehicles a message asks for: a number (digits, or a number word of the language) right
 * before a vehicle noun ('2 scooters', '2x quad', 'deux scooters', 'zwei Roller', 'due scooter',
 * 'δύο σκούτερ'; `booking.vehicleNouns`), English first, then the page language; 2-9, else
 * undefined (one vehicle is the booking's default).
 *
 * @param languages the page language's words (English is always read)
 */
export function extractVehicleCount(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  return firstCount(text, languages, vehicleCountPatterns, 2, 9);
}

/** Phrases of a language with a count where they write `{n}` (a number of the language), compiled. */
const countPhrases =
  (pick: (words: LanguageWords) => readonly string[]): CountPatterns =>
  (words) =>
    pick(words).map((source) => new RegExp(source.replace('{n}', numberSource(words)), 'iu'));

/** The language's `closings` ({@link withoutClosings}). */
const closingPatterns = countPhrases((w) => w.closings);

/**
 * `text` with the letter closings of English and `languages` (`closings`: 'thanks in advance',
 * "merci d'avance") blanked in place, so that positions in it stay those of `text`.
 */
export function withoutClosings(text: string, languages: readonly LanguageWords[] = []): string {
  let out = text;
  for (const words of withEnglish(languages))
    for (const pattern of patternsIn(closingPatterns, words))
      for (let m = pattern.exec(out); m; m = pattern.exec(out))
        out = out.slice(0, m.index) + ' '.repeat(m[0].length) + out.slice(m.index + m[0].length);
  return out;
}

/** The language's `booking.heldCount` with its count pattern ({@link extractHeldCount}). */
const heldCountPatterns = countPhrases((w) => w.booking.heldCount);

/**
 * How many of the vehicle held the visitor wants, said without its noun ('book 2 of them',
 * 'actually just one', 'il nous en faut 2', 'nur einen', 'ne servono 2'; `booking.heldCount`),
 * English first, then the page language; 1-9, else undefined.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractHeldCount(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  return firstCount(text, languages, heldCountPatterns, 1, 9);
}

/** The language's `booking.oneMore` ({@link extractOneMore}). */
const oneMorePatterns = countPhrases((w) => w.booking.oneMore);

/**
 * True when the visitor wants one more of the vehicle held, for someone else ('and for my friend
 * too', 'pour mon ami aussi', 'auch für meine Freundin', 'anche per il mio amico', 'και για τον
 * φίλο μου'; `booking.oneMore`), English first, then the page language.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractOneMore(text: string, languages: readonly LanguageWords[] = []): boolean {
  return firstCount(text, languages, oneMorePatterns, 1, 1) === 1;
}

/** The language's `booking.extraDays` with its count pattern ({@link extractExtraDays}). */
const extraDaysPatterns = countPhrases((w) => w.booking.extraDays);

/** The language's `booking.shiftDays` with its count pattern ({@link extractShiftDays}). */
const shiftDaysPatterns = countPhrases((w) => w.booking.shiftDays);

/**
 * Days the visitor moves both dates later ('push everything back by one day', 'tout décaler d'un
 * jour', 'alles um einen Tag verschieben'; `booking.shiftDays`), English first, then the page
 * language; 1-30, else undefined.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractShiftDays(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  return firstCount(text, languages, shiftDaysPatterns, 1, 30);
}

/**
 * Days the visitor adds to the return ('one more day', '2 extra days', 'un jour de plus', 'einen
 * Tag länger', 'un giorno in più', 'μια μέρα παραπάνω'; `booking.extraDays`), English first, then
 * the page language; 1-30, else undefined.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractExtraDays(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  return firstCount(text, languages, extraDaysPatterns, 1, 30);
}

/**
 * A party size (docs/requirements.md, "Chat extraction"): a number (digits, or a number word of the
 * language) before a people word ('4 people', 'quatre personnes', '4 Erwachsene', '3 adulti', '5
 * pax'), or another phrasing of the language ('a family of 5', 'nous sommes 4', 'wir sind zu
 * viert', 'siamo in 4'). Adults and children add up ('two adults and two kids' → 4). English first,
 * then the page language.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractPassengers(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  const folded = fold(text);
  for (const words of withEnglish(languages)) {
    const { nouns, adults, patterns } = words.passengers;
    const num = numberSource(words);
    // 'two adults and two kids': adults and children add up ('7 people with 2 kids' are 7).
    const count = (m: RegExpExecArray) => countOf(words, m[1]!);
    const people = new RegExp(
      `(?:^|[^\\p{L}\\p{N}_])${num}\\s*(${nouns})(?![\\p{L}\\p{N}_])`,
      'iu',
    );
    const grown = people.exec(folded);
    const young = childrenPattern(words).exec(folded);
    const onlyAdults = grown !== null && new RegExp(`^(?:${adults})$`, 'iu').test(grown[2]!);
    if (grown && young && onlyAdults && count(grown) > 0 && count(young) > 0)
      return count(grown) + count(young);
    // 'we are 3 adults and a baby', '2 Erwachsene und ein Baby': a baby is one of the party too.
    const baby =
      grown && onlyAdults && !young
        ? new RegExp(
            `(?:^|[^\\p{L}\\p{N}_])(?:${num}\\s*)?(?:${words.booking.extras.baby.map((b) => escapeRegExp(fold(b))).join('|')})(?![\\p{L}\\p{N}_])`,
            'iu',
          ).exec(folded)
        : null;
    if (grown && baby && count(grown) > 0) return count(grown) + (baby[1] ? count(baby) : 1);
    // 'a couple with 2 kids', 'me and my wife'.
    if (!grown && new RegExp(words.passengers.couple, 'iu').test(folded))
      return 2 + (young ? count(young) : 0);
    const candidates = [people, ...patterns.map((p) => new RegExp(p.replace('{n}', num), 'i'))];
    for (const re of candidates) {
      const m = re.exec(folded);
      if (!m) continue;
      const n = countOf(words, m[1]!);
      if (n > 0) return n;
    }
  }
  return undefined;
}

/**
 * An age the visitor states (docs/requirements.md, "Rules the chat states": minimum age): "I'm 20",
 * 'aged 19', '19 year old', '20yo' — or the page language's phrasing ("j'ai 20 ans", 'ich bin
 * 20', 'ho 20 anni'). Only 16 to 99 count.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractAge(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | undefined {
  const folded = fold(withoutEmailsAndDates(text));
  for (const words of withEnglish(languages)) {
    for (const p of words.age.patterns) {
      const m = new RegExp(p.replace('{n}', '(\\d{2})'), 'i').exec(folded);
      const n = m ? Number(m[1]) : NaN;
      if (n >= 16 && n <= 99) return n;
    }
  }
  return undefined;
}

/**
 * 'but', 'because', 'so' and 'if' in each language: each ends a clause as the languages' 'and'
 * does (times, places: 'return at 9 because our flight is at 11', 'am Flughafen zurückgeben wenn
 * ich es am Hafen abhole').
 */
const CLAUSE_WORDS = [
  'but',
  'because',
  'so',
  'if',
  'mais',
  'parce que',
  'donc',
  'aber',
  'weil',
  'denn',
  'wenn',
  'ma',
  'perché',
  'perche',
  'quindi',
  'αλλά',
  'γιατί',
  'επειδή',
];

/** Words that introduce a clock time, in every language (folded; each pack's `dates.ts`). */
const TIME_INTRO = allDateWords.flatMap((w) => w.timeIntro).join('|');

const MORNING_WORDS = allDateWords.flatMap((w) => w.dayParts.morning);
const EVENING_WORDS = allDateWords.flatMap((w) => w.dayParts.evening);
const NIGHT_WORDS = allDateWords.flatMap((w) => w.dayParts.night);
const MIDDAY_WORDS = allDateWords.flatMap((w) => w.dayParts.midday);
/** An hour followed by a part of the day ('7 di mattina', '6 το πρωι', '9 in the evening', '9h du matin'). */
/** Every language's parts of the day, as alternatives of a pattern. */
const DAY_PARTS = [...MORNING_WORDS, ...EVENING_WORDS, ...NIGHT_WORDS, ...MIDDAY_WORDS].join('|');
const DAY_PART_HOUR = new RegExp(
  `(?<![\\d.,:])(\\d{1,2})(?:[:.](\\d{2}))? ?(${DAY_PARTS})(?![\\p{L}])`,
  'gu',
);
const EVENING = new RegExp(`^(?:${EVENING_WORDS.join('|')})$`);
const NIGHT = new RegExp(`^(?:${NIGHT_WORDS.join('|')})$`);
const MIDDAY = new RegExp(`^(?:${MIDDAY_WORDS.join('|')})$`);
/** An hour 1-12 said without morning or evening, on the rental day: 1-6 afternoon, 7-12 as said. */
export const rentalDayHour = (h: number): number => (h <= 6 ? h + 12 : h);
/** The hour of a time said with a part of the day ('9 in the evening' 21, '2 at night' 2). */
function dayPartHour(h: number, part: string): number {
  // '12 το βράδυ', '12 Uhr abends': midnight.
  if (EVENING.test(part)) return h < 12 ? h + 12 : h === 12 ? 0 : h;
  if (NIGHT.test(part)) return h === 12 ? 0 : h >= 6 ? h + 12 : h;
  if (MIDDAY.test(part)) return rentalDayHour(h);
  return h;
}

/** Each language's clock words (`clockWords`) of one kind, as alternatives of a pattern. */
const clockWords = (kind: keyof DateWords['clockWords']): string =>
  allDateWords.flatMap((w) => w.clockWords[kind]).join('|');
const NOON = clockWords('noon');
/** 'noon', 'midi', 'minuit', 'mezzogiorno' … as a word, not inside one ('afternoon', 'Mittagessen'). */
const NAMED_TIME = new RegExp(
  `(?<![\\p{L}\\d-])(${NOON}|${clockWords('midnight')})(?![\\p{L}])`,
  'gu',
);
const NOON_WORD = new RegExp(`^(?:${NOON})$`);
const NOT_NAMED_AFTER = clockWords('notAfter');
/** Text ending with a word of `notAfter` ('apres' of 'apres midi'). */
const NOT_NAMED_BEFORE = NOT_NAMED_AFTER
  ? new RegExp(`(?<![\\p{L}])(?:${NOT_NAMED_AFTER})[\\s-]*$`, 'u')
  : null;
/** Words after which an hour alone is a time ('at 3', 'alle 10', 'στις 9'; `hourIntro`). */
const HOUR_INTRO = allDateWords.flatMap((w) => w.hourIntro).join('|');
/** Text ending with a word that introduces a time (`timeIntro`) or an hour alone (`hourIntro`). */
/** Every language's words between the two ends of a range ('to', 'fino al', 'bis', 'au'). */
const RANGE_WORDS = allDateWords.flatMap((w) => w.rangeWords).join('|');
/** After an hour alone, a place rather than the clause's end: 'drop off at 10 at the airport'. */
const HOUR_THEN_PLACE = `\\s+(?!${DAY_PARTS})(?:at|in|to)\\s+(?:the|our|my)\\s`;
const ENDS_WITH_TIME_INTRO = new RegExp(`(?:^|\\s)(?:${TIME_INTRO})$`);
const ENDS_WITH_HOUR_INTRO = new RegExp(`(?:^|\\s)(?:${HOUR_INTRO})$`);
/**
 * The starts of words for people after a number ('on 15 july at 2 adults and 2 kids', 'personnes',
 * 'Personen', 'persone', 'άτομα'; folded): a count, not an hour.
 */
const PEOPLE_AFTER =
  '(?:adult|people|person|pax|kid|child|erwachsen|leute|kinder|enfant|bambin|ατομ|ενηλικ|παιδι)';
/**
 * A text that ends with a date (blanked with ';', or a day named from today: 'tomorrow', 'αύριο')
 * and at most a word that introduces an hour (French 'à' too: 'le 15 juillet à 10h').
 */
const AFTER_A_DATE = new RegExp(
  `(?:;|(?:^|\\s)(?:${allDateWords
    .flatMap((w) => Object.keys(w.relativeDays))
    .map((d) => d.replace(/ /g, '\\s+'))
    .join('|')}))\\s*(?:(?:${allDateWords
    // Not a lead that ends a range ('μέχρι τις 9' after a date is the return's).
    .flatMap(atHourLeads)
    .join('|')}|a|à)\\s+)?$`,
);
/** Words that introduce an hour and also a day of the month (Greek 'στις', 'μέχρι τις'). */
const DAY_LEADS = new Set(
  allDateWords.flatMap((w) => w.hourIntro.filter((t) => w.dayOfMonthLeads.includes(t))),
);
/**
 * The text before a number ends with a word that leads a day of the month and no time ('on the',
 * 'il', 'am') or a weekday ('friday 10 in the afternoon'): the number is a day.
 */
const DAY_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${allDateWords
    .flatMap((w) => [
      ...w.dayOfMonthLeads.filter((l) => !w.timeIntro.includes(l)),
      ...Object.keys(w.weekdays),
    ])
    .join('|')})\\s*$`,
  'u',
);
const HALF = clockWords('half');
const QUARTER = clockWords('quarter');
const AM_HINT = new RegExp(`(?<![\\p{L}])(?:${clockWords('amHints')})(?![\\p{L}])`, 'u');
const PM_HINT = new RegExp(`(?<![\\p{L}])(?:${clockWords('pmHints')})(?![\\p{L}])`, 'u');

/** A part of the day right after a time ('in the morning', "de l'apres-midi", 'nachmittags'). */
const DAY_PART_AFTER = new RegExp(`^\\s*(${DAY_PARTS})(?![\\p{L}])`, 'u');

/**
 * Every language's clock times in words (`clockPhrases`), each as a pattern of its own language's
 * hours: 'due' is an hour only in Italian phrasings.
 */
const CLOCK_PHRASES = allDateWords.flatMap(({ clockPhrases: { hours, phrases } }) => {
  const hour = `(?<h>\\d{1,2}|${Object.keys(hours).join('|')})`;
  return phrases.map(({ pattern, minutes, intro, notBefore }) => ({
    regex: new RegExp(`(?<![\\p{L}\\d.,:])${pattern.replace('{h}', hour)}(?![\\p{L}\\d])`, 'gu'),
    hours,
    minutes,
    intro: intro === true,
    notBefore: notBefore ? new RegExp(`^\\s*(?:${notBefore})`, 'u') : null,
  }));
});

/** Minutes after midnight of an `HH:MM` time. */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** A clock time a message names: minutes after midnight, and where it starts in the folded text. */
interface ClockTime {
  minutes: number;
  at: number;
  /** Characters of the time as written ('11pm', '23:30'). */
  length: number;
  /**
   * An hour alone ('at 3', 'alle 10'): a guess at the rental day's hour, so it is neither checked
   * against the office hours nor placed by the stay's dates alone (`timesOf`).
   */
  bare?: true;
}

const placeAfterSources = new WeakMap<LanguageWords, string>();
/**
 * After an hour alone, the port, the airport or the helipad in up to two words of any of the
 * languages ('στις 10 στο λιμάνι', 'um 10 am Hafen'): a pattern source on the folded message,
 * built once per page language.
 */
function placeAfterSource(all: readonly LanguageWords[]): string {
  const key = all.at(-1) ?? enWords;
  let source = placeAfterSources.get(key);
  if (source === undefined) {
    const words = all.flatMap((w) =>
      [...w.places.airport, ...w.places.port, ...w.places.helipad].map((k) =>
        escapeRegExp(fold(k.replace(/^\^?=?|\$$/g, ''))).replace(/\\\*/g, '\\p{L}*'),
      ),
    );
    source = `\\s+(?:\\p{L}+\\s+){0,2}(?:${[...new Set(words)].join('|')})(?![\\p{L}])`;
    placeAfterSources.set(key, source);
  }
  return source;
}

/**
 * The clock times of a folded message (emails and dates blanked): '11pm', '6 am', '23:30', '23h',
 * '23 Uhr', '15.30 Uhr', 'à 6h30', 'à 14 h 30', 'à 15 heures', 'alle 23', 'στις 6 το πρωι', 'at
 * 14.30', 'noon', 'minuit', in the order they are written. An hour alone after a word that
 * introduces a time ('at 3', 'alle 10', 'στις 9', 'alle 10 e mezza'), ending the clause or before
 * the language's 'and', is a time of the rental day: 1-6 in the afternoon (15:00 for 'at 3'), 7-12
 * as said; after a word that also leads a day of the month ('στις', 'μέχρι τις') only when the
 * message has no other number, and not before a full stop. Dates, prices and durations ('5
 * hours', 'pendant 3 heures', 'alle 10 Tage') are not times.
 *
 * @param joins the languages' words for 'and' (`names.joins`), after which an hour alone may go on
 * @param placeAfter a pattern source of the languages' port and airport words
 *   ({@link placeAfterSource}): an hour alone may be followed by one ('στις 10 στο λιμάνι')
 */
function clockTimes(
  clean: string,
  joins: readonly string[] = [],
  amIsWord = true,
  endBefore?: RegExp,
  placeAfter?: string,
): ClockTime[] {
  const times: ClockTime[] = [];
  const push = (h: number, m: number, at: number, length: number, bare = false) => {
    // 'alle 7:30' is read by two patterns: one time.
    if (h <= 24 && m < 60 && !times.some((t) => at < t.at + t.length && t.at < at + length))
      times.push({ minutes: (h % 24) * 60 + m, at, length, ...(bare ? { bare: true } : {}) });
  };
  /** The message before an offset ends with a word that introduces a time ('at', 'vers', 'um' …). */
  const introduced = (at: number, by = ENDS_WITH_TIME_INTRO) =>
    by.test(clean.slice(0, at).trimEnd());
  // Where an hour or a dotted time may end: its clause, or the language's 'and'.
  const and = joins.join('|');
  const fraction = and ? `(?:\\s+(?:${and})\\s+(?:(${HALF})|(${QUARTER}))(?![\\p{L}]))?` : '';
  // A range word after it ('alle 9 fino al 7 agosto', 'at 9 until …', 'alle 11 al porto') ends
  // the hour too.
  const ends = `\\s*$|\\s*[,;!?)]|\\.(?!\\d)${and ? `|\\s+(?:${and})(?![\\p{L}])` : ''}|\\s+(?:${RANGE_WORDS})(?![\\p{L}])`;
  // An hour with a part of the day first ('alle 7 di mattina', 'στις 6 το πρωι', '9 du soir', 'à
  // 3 heures de l'apres-midi'): the hour alone would be read otherwise.
  /** The message without its hours said with a part of the day, for the hints below. */
  let hints = clean;
  const dayPartHours = [...clean.matchAll(DAY_PART_HOUR)];
  for (const m of dayPartHours)
    hints = hints.slice(0, m.index) + ' '.repeat(m[0].length) + hints.slice(m.index + m[0].length);
  // An hour alone ('at 3') or in words ('half past two') is placed in the day by the message's
  // hints ('we arrive late around 11': 23:00), else as said of the rental day.
  const am = AM_HINT.test(hints);
  const pm = PM_HINT.test(hints);
  const hint = am && !pm ? 'am' : pm && !am ? 'pm' : undefined;
  const hourOfDay = (h: number) =>
    hint === 'am' ? h : hint === 'pm' ? (h < 12 ? h + 12 : h) : rentalDayHour(h);
  // Times in words first ('half past 2 in the afternoon' is not the hour of '2 in the afternoon').
  for (const phrase of CLOCK_PHRASES) {
    for (const m of clean.matchAll(phrase.regex)) {
      const token = m.groups?.h ?? '';
      const said = /^\d/.test(token) ? Number(token) : (phrase.hours[token] ?? 0);
      const intro = introduced(m.index) || introduced(m.index, ENDS_WITH_HOUR_INTRO);
      if (said < 1 || said > 12 || (phrase.intro && !intro)) continue;
      const after = clean.slice(m.index + m[0].length);
      const part = DAY_PART_AFTER.exec(after);
      if (!part && phrase.notBefore?.test(after)) continue;
      const minutes =
        ((part ? dayPartHour(said, part[1] ?? '') : hourOfDay(said)) * 60 + phrase.minutes + 1440) %
        1440;
      const length = m[0].length + (part ? part[0].length : 0);
      push(Math.floor(minutes / 60), minutes % 60, m.index, length);
    }
  }
  for (const m of dayPartHours) {
    const h = Number(m[1]);
    // 'on the 10 in the afternoon', 'Samstag 11 nachmittags': a day.
    if (h < 1 || h > 12 || DAY_BEFORE.test(clean.slice(0, m.index))) continue;
    push(dayPartHour(h, m[3] ?? ''), Number(m[2] ?? 0), m.index, m[0].length);
  }
  // Greek writes them π.μ. and μ.μ. ('9 π.μ.', '6 μ.μ.').
  for (const m of clean.matchAll(
    /(?<![\d.,:])(\d{1,2})(?:[:.](\d{2})|\s(\d{2})(?=\s*[apπμ]))?(\s*)(a\.?m\.?|p\.?m\.?|π\.?\s?μ\.?|μ\.?\s?μ\.?)(?![\p{L}])/gu,
  )) {
    // '6am', '6 a.m.', 'at 6 am', '2 30pm'; not German 'am' ('4 am Hafen') when German is read.
    const minutes = m[2] ?? m[3];
    const plainAm = amIsWord && m[5] === 'am' && m[4] !== '' && minutes === undefined;
    if (plainAm && !introduced(m.index) && /^\s*[a-z]/.test(clean.slice(m.index + m[0].length)))
      continue;
    // '23:30 am Flughafen': a 24-hour time, and German 'am' (at the).
    if (Number(m[1]) > 12) {
      push(Number(m[1]), Number(minutes ?? 0), m.index, m[0].length);
      continue;
    }
    const h = Number(m[1]) % 12;
    const afternoon = m[5]!.startsWith('p') || m[5]!.startsWith('μ');
    push(afternoon ? h + 12 : h, Number(minutes ?? 0), m.index, m[0].length);
  }
  // 'pickup 10ish': the hour of the rental day.
  for (const m of clean.matchAll(/(?<![\d.,:])(\d{1,2})\s?-?ish(?![a-z])/g)) {
    const h = Number(m[1]);
    if (h >= 1 && h <= 12) push(hourOfDay(h), 0, m.index, m[0].length);
  }
  for (const m of clean.matchAll(/(?<![\d.,:/])(\d{1,2}):(\d{2})(?![\d:]|\s*(?:a\.?m|p\.?m))/g))
    push(Number(m[1]), Number(m[2]), m.index, m[0].length);
  // '14.30' only after a word that introduces an hour ('at 14.30', 'gegen 14.30') and ending its
  // clause: not a price or a length ('from 20.50 a day', 'at 1.20 km').
  for (const m of clean.matchAll(
    new RegExp(`(?<![\\d.,:/])(\\d{1,2})\\.(\\d{2})(?=${ends})`, 'gu'),
  )) {
    // 'from 10.07 to 15.07' are days.
    const day = Number(m[1]) >= 1 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
    // 'παραλαβή 10.30', 'pickup 18.00': on the hour, the half or a quarter (no month, and not a
    // price's cents: 'le casque à 2.50') is a time without a word before it too (not after a
    // currency: '€ 12.30').
    const clock =
      [0, 15, 30, 45].includes(Number(m[2])) &&
      !/(?:€|eur\p{L}*)\s*$/u.test(clean.slice(0, m.index));
    if (!day && (clock || introduced(m.index, ENDS_WITH_HOUR_INTRO)))
      push(Number(m[1]), Number(m[2]), m.index, m[0].length);
  }
  for (const m of clean.matchAll(/(?<![\d.,:])(\d{1,2})(?:[.:](\d{2}))?\s*uhr(?![a-z])/g))
    push(Number(m[1]), Number(m[2] ?? 0), m.index, m[0].length);
  // '23h', 'à 14 h 30', 'à 15 heures' only after a word that introduces a time ('a 23h', 'vers
  // 6h'): 'pendant 3 heures' is a duration.
  for (const m of clean.matchAll(
    /(?<![\d.,:])(\d{1,2})\s*(heures?|h)(?:\s?(\d{2}))?(?![a-z\d])/g,
  )) {
    // Not 'à 2 heures d'Athènes', 'après 5 heures de ferry': a distance, a duration. 'à 3
    // heures' is the rental day's 15:00, as 'at 3' ('à 6h' as written).
    if (m[2] !== 'h' && /^\s*(?:(?:de|du)(?![a-z])|d['’])/.test(clean.slice(m.index + m[0].length)))
      continue;
    const h = Number(m[1]);
    const said = m[2] !== 'h' && m[3] === undefined && h >= 1 ? rentalDayHour(h) : h;
    // '9h' right after a date ('du 3 aout 9h au 7 aout 19h'; dates are blanked with ';'), a day
    // named from today ('demain 10h') or the rental's word for an end ('prise en charge 10h',
    // 'retour 18h').
    const before = clean.slice(0, m.index);
    const afterDate =
      m[2] === 'h' && (AFTER_A_DATE.test(before) || endBefore?.test(before) === true);
    // '11h' alone as the whole message (the time asked for) is one too.
    const alone = m[2] === 'h' && clean.trim() === m[0].trim();
    if (introduced(m.index) || afterDate || alone)
      push(said, Number(m[3] ?? 0), m.index, m[0].length);
  }
  // Italian 'alle 23' / 'ore 23' / 'verso le 23' / 'il traghetto delle 15' without a unit, minutes also after 'e' ('alle 15
  // e 30'); 'alle' is also German 'every' ('alle 14 Tage'), so afternoon and night hours only
  // unless minutes follow.
  for (const m of clean.matchAll(
    /\b(alle|ore|verso le|per le|delle)\s+(\d{1,2})(?:[:.](\d{2})|\s+e\s+(\d{2})(?!\d))?(?![\d:]|\s*(?:h\b|uhr|a\.?m|p\.?m|min|stunde|ore\b|tag|giorn|settiman|woche|nacht|nott|person|leute))/g,
  )) {
    const minutes = m[3] ?? m[4];
    // An hour alone up to 12 after 'verso le' is placed in the day below ('verso le 4': 16:00).
    if (m[1] !== 'ore' && Number(m[2]) < 13 && minutes === undefined) continue;
    push(Number(m[2]), Number(minutes ?? 0), m.index, m[0].length);
  }
  // An hour alone (1-12) after a word that introduces one (`hourIntro`), ending its clause or
  // before 'and' (a half or a quarter may follow it): 'at 3', 'alle 10 e mezza', 'στις 9'; not
  // 'alle 4 sind da', 'on est à 2', 'can I rent at 23?'.
  // 'we arrive late around 11' (23:00), 'early in the morning at 6' (06:00); else the rental day.
  // Not the part of the day another hour was said with ('alle 11 di mattina e ... alle 5').
  // Right after a date, whatever follows ('on 15 july at 10 how much is the deposit', 'στις 15
  // ιουλιου στις 10 ποση ειναι'): the date's hour (dates are blanked with ';').
  const AFTER_DATE = `(?<=;\\s*(?:${HOUR_INTRO})\\s+\\d{1,2})\\s(?!${PEOPLE_AFTER})`;
  // Right before a date, with one word between ('alle 7 il 2 luglio', 'at 7 on 2 july'): its hour.
  const BEFORE_DATE = '\\s+(?:\\p{L}+\\s+)?;';
  /** Hours after a word that also leads a day of the month ('στις 12', 'bis 12'): held back. */
  const dayOrHour: Parameters<typeof push>[] = [];
  /** Where the word that introduces each held hour starts. */
  const introAt: number[] = [];
  for (const m of clean.matchAll(
    new RegExp(
      `(?:^|\\s)(${HOUR_INTRO})\\s+(\\d{1,2})(?![\\d:]|[.,]\\d)${fraction}(?=${ends}|${HOUR_THEN_PLACE}${placeAfter ? `|${placeAfter}` : ''}|${AFTER_DATE}|${BEFORE_DATE})`,
      'gu',
    ),
  )) {
    const h = Number(m[2]);
    if (h < 1 || h > 12) continue;
    const at = m.index + m[0].indexOf(m[2]!);
    const time: Parameters<typeof push> = [
      hourOfDay(h),
      m[3] ? 30 : m[4] ? 15 : 0,
      at,
      m.index + m[0].length - at,
      true,
    ];
    if (!DAY_LEADS.has(m[1]!)) push(...time);
    // 'bis 12.' is the twelfth.
    else if (clean[time[2] + time[3]] !== '.') {
      dayOrHour.push(time);
      introAt.push(m.index + (m[0].startsWith(' ') ? 1 : 0));
    }
  }
  // Noon and midnight in words, unless said with a time just before ('12 Uhr mittags').
  for (const m of clean.matchAll(NAMED_TIME)) {
    const before = clean.slice(0, m.index);
    if (NOT_NAMED_BEFORE?.test(before)) continue;
    if (
      times.some(
        (t) => t.at < m.index && /^\s*(?:\p{L}{1,3}\s+)?$/u.test(before.slice(t.at + t.length)),
      )
    )
      continue;
    push(NOON_WORD.test(m[1]!) ? 12 : 0, 0, m.index, m[0].length);
  }
  // 'φευγουμε στις 6 το απογευμα στις 12': beside a time written out, it is the day (the 12th);
  // and 'από τις 10 μέχρι τις 15' are days.
  if (times.length === 0 && clean.match(/\d+/g)?.length === dayOrHour.length)
    for (const time of dayOrHour) push(...time);
  // 'παραλαβή στις 10, επιστροφή στις 18:00': right after the rental's own word for its end, the
  // hour is that end's time, whatever else the message holds.
  else if (endBefore)
    dayOrHour.forEach((time, k) => {
      if (endBefore.test(clean.slice(0, introAt[k]))) push(...time);
    });
  return times.sort((x, y) => x.at - y.at);
}

const endWordPatterns = new WeakMap<LanguageWords, RegExp>();
/**
 * Text ending with one of the rental's own words for an end, written as a plain word
 * (`timeEnds.pickup` / `return`: 'παραλαβή', 'pickup', 'Rückgabe'), as {@link fold} writes it;
 * built once per page language.
 */
function endWordBefore(all: readonly LanguageWords[]): RegExp {
  const key = all.at(-1)!;
  let pattern = endWordPatterns.get(key);
  if (!pattern) {
    const words = all
      .flatMap((w) => [...w.booking.timeEnds.pickup, ...w.booking.timeEnds.return])
      .filter((k) => /^[\p{L} ]+$/u.test(k))
      .map(fold);
    pattern = new RegExp(`(?:^|[^\\p{L}])(?:${[...new Set(words)].join('|')})\\s*$`, 'u');
    endWordPatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * True when the message names a clock time outside the office hours of `facts.hours.office`
 * (the contact page's 08:00-21:00; docs/requirements.md, "Contact page"): '11pm', '6 am', '23:30',
 * '23h', '23 Uhr', 'à 6h30', 'alle 23'. Dates, prices and durations ('5 hours') are not times.
 *
 * @param office the office hours (opening and closing `HH:MM`)
 */
export function mentionsOutOfHours(
  text: string,
  office: { opens: string; closes: string },
): boolean {
  return outsideHours(clockTimes(fold(withoutEmailsAndDates(text))), office);
}

/** True when one of the clock times is before the office opens or after it closes. */
function outsideHours(
  times: readonly ClockTime[],
  office: { opens: string; closes: string },
): boolean {
  const opens = minutesOf(office.opens);
  const closes = minutesOf(office.closes);
  // An hour alone ('around 7?') is a guess: not worth a note.
  return times.some((t) => !t.bare && (t.minutes < opens || t.minutes > closes));
}

/** A clock time of a message as `HH:MM`, with the end of the rental its clause names, if any. */
export interface FoundTime {
  time: string;
  end?: 'pickup' | 'return';
  /**
   * Said as a statement beside a question: neither its clause nor the rest of its sentence has a
   * question mark ('we land at 1pm, can we get the car at the airport?').
   */
  stated?: true;
  /** An hour alone ('at 3'): placed only by its clause's end word, alone or in a correction. */
  bare?: true;
  /**
   * Right after a date of the message, a word that introduces an hour between at most ('on 15
   * july at 10', '3/8 10am', 'στις 3 Αυγούστου στις 9'): that date's hour.
   */
  afterDate?: true;
  /**
   * Its end is named by the traveller's arrival or departure (`timeEnds.arrival`, `departure`: 'our
   * flight lands 5:45'), not by the rental's own words ('pick up at 6am').
   */
  travel?: true;
}

/**
 * The clock times a message names (`clockTimes`), each with the end of the rental its clause (between
 * punctuation, 'but' and the languages' 'and') names before it with a `booking.timeEnds` word: an
 * arrival or the pickup ('we land at 14:30', 'pickup 10am', 'on arrive à 15h') or a departure home
 * or the return ('our flight back is at 9am', 'Rückflug um 18 Uhr'); the nearer one when both come
 * before it, the first one after it when none does ('στις 7 το πρωί φτάνει το πλοίο'). `alone`: the message is the time itself, with dates and words that introduce a time at
 * most ('14:30', 'at 10am', '5 july 14:00'). `clock`: the same times in minutes, which the office
 * hours are checked against (`findDetails`'s `outOfHours`).
 *
 * @param languages the page language's words (English is always read)
 */
export function extractTimes(
  text: string,
  languages: readonly LanguageWords[] = [],
): { times: FoundTime[]; alone: boolean; clock: ClockTime[] } {
  const blanked = withoutEmailsAndDates(text);
  const clean = fold(blanked);
  const all = withEnglish(languages);
  const and = all.flatMap((w) => w.names.joins);
  const times = clockTimes(
    clean,
    and,
    all.some((w) => w.ignoreEnglish.includes('am')),
    endWordBefore(all),
    placeAfterSource(all),
  );
  if (times.length === 0) return { times: [], alone: false, clock: times };
  // Split on the page's 'and' before accents go: Italian 'è' (is) is no 'e' (and).
  const lower = blanked.toLowerCase();
  const joins = and.join('|');
  /** Between clauses: the marks given, a full stop, 'but' and the languages' 'and'. */
  const boundary = (marks: string) =>
    new RegExp(`[${marks}]|\\.(?!\\d)|\\s(?:${joins}|${CLAUSE_WORDS.join('|')})\\s`, 'u');
  const split = boundary(',!?');
  // Where the time's clause ends, a question mark kept: does its own clause ask?
  const forward = boundary(',!;');
  const pad = (n: number) => String(n).padStart(2, '0');
  const found = times.map(({ minutes, at, bare }) => {
    const time: FoundTime = { time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
    if (bare) time.bare = true;
    if (AFTER_A_DATE.test(clean.slice(0, at))) time.afterDate = true;
    const clause = lower.slice(0, at).split(split).at(-1) ?? '';
    const ahead = lower.slice(at);
    const stop = ahead.search(forward);
    if (!clause.includes('?') && !(stop >= 0 ? ahead.slice(0, stop) : ahead).includes('?'))
      time.stated = true;
    type End = { at: number; end: 'pickup' | 'return'; length: number; travel: boolean };
    let best: End | undefined;
    /** Without such a word before it, the first one after it ('στις 7 φτάνει το πλοίο'). */
    let next: End | undefined;
    // The clause before the time, and the whole clause around it: a word that starts before the
    // time may end after it (German 'wir kommen um 15 Uhr an', 'fliegen um 9 zurück').
    const around = `${clause} ${stop >= 0 ? ahead.slice(0, stop) : ahead}`;
    for (const w of all) {
      const before = formIn(w, clause).length;
      const form = formIn(w, around);
      const { timeEnds } = w.booking;
      for (const [end, travel, words] of [
        ['pickup', false, timeEnds.pickup],
        ['pickup', true, timeEnds.arrival],
        ['return', false, timeEnds.return],
        ['return', true, timeEnds.departure],
      ] as const) {
        for (const k of words) {
          const m = keywordPattern(k, w).exec(form);
          // The later word counts; at the same place the longer ('need it until' over 'need it').
          if (!m) continue;
          const found = { at: m.index, end, length: m[0].length, travel };
          if (
            m.index < before &&
            (!best || m.index > best.at || (m.index === best.at && m[0].length > best.length))
          )
            best = found;
          else if (m.index >= before && (!next || m.index < next.at)) next = found;
        }
      }
    }
    const named = best ?? next;
    if (named) time.end = named.end;
    if (named?.travel) time.travel = true;
    return time;
  });
  let rest = clean;
  for (const t of times)
    rest = rest.slice(0, t.at) + ' '.repeat(t.length) + rest.slice(t.at + t.length);
  const intro = new RegExp(`(?:^|\\s)(?:${TIME_INTRO})(?=\\s|$)`, 'g');
  const alone = !/\p{L}/u.test(rest.replace(/;+/g, ' ').replace(intro, ' '));
  return { times: found, alone, clock: times };
}

/**
 * A daily budget: when the text mentions budget, cheap (cheaper, cheapest) or `€` — or the
 * page language's words ('pas cher', 'günstig', 'economico') — the number after it ('budget
 * 40', 'cheap, under €30', '€40', 'budget de 40 €'), in EUR; 'economy' for budget or cheap
 * without a number. `40€` / `40 euros` count when budget or cheap is mentioned.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractBudget(
  text: string,
  languages: readonly LanguageWords[] = [],
): number | 'economy' | undefined {
  const clean = fold(withoutEmailsAndDates(text));
  const all = withEnglish(languages);
  const mentionsWord = all.some((w) => new RegExp(`(?:${w.budget.words})`, 'i').test(clean));
  if (!mentionsWord && !clean.includes('€')) return undefined;
  for (const w of all) {
    const notCount = `(?!\\s*(?:${w.budget.units}|cc\\b|%))`;
    const filler = `(?:\\s*(?:${w.budget.filler})\\s*)*`;
    const after = new RegExp(
      `(?:${w.budget.words}|€)${filler}(?:€|eur(?:os?)?\\b)?\\s*(\\d+(?:[.,]\\d{1,2})?)(?![\\d])${notCount}`,
      'i',
    );
    const m = after.exec(clean);
    if (m) return Number(m[1]!.replace(',', '.'));
  }
  const m = mentionsWord ? /(\d+(?:[.,]\d{1,2})?)\s*(?:€|eur(?:os?)?\b)/i.exec(clean) : null;
  if (m) return Number(m[1]!.replace(',', '.'));
  return mentionsWord ? 'economy' : undefined;
}

/**
 * 'airport' or 'port' (also harbour/harbor, and the page language's words: 'aéroport',
 * 'Flughafen', 'porto' …), as whole words, the first one mentioned.
 *
 * @param languages the page language's words (English is always read)
 */
export function extractPickupLocation(
  text: string,
  languages: readonly LanguageWords[] = [],
): 'airport' | 'port' | undefined {
  return placesIn(read(text, languages)).pickup;
}

/**
 * The airport or port a message names for each end of the rental: the first one whose clause
 * names no return ({@link placesNamed}) is the pickup, the first one whose clause does, the
 * drop-off ('pick up at my hotel and drop off at the port': the port is the drop-off only); one
 * refused ('instead of the airport', `booking.extras.without`) is neither.
 */
function placesIn(reading: Reading): { pickup?: 'airport' | 'port'; dropOff?: 'airport' | 'port' } {
  // 'at the port instead of the airport', 'am Hafen statt am Flughafen', 'pas à l'aéroport': a
  // refused place is neither end.
  const ends = firstPerEnd(
    placesNamed(reading, ['airport', 'port'], (i, at) => refusedAt(reading, i, at)),
  );
  return {
    ...(ends.pickup ? { pickup: ends.pickup.kind } : {}),
    ...(ends.dropOff ? { dropOff: ends.dropOff.kind } : {}),
  };
}

/** The kinds of place a message may name for an end of the rental (`LanguageWords.places`). */
type PlaceKind = 'airport' | 'port' | 'hotel' | 'helipad' | 'stay';
const placeKinds: readonly PlaceKind[] = ['airport', 'port', 'hotel', 'helipad'];

/** A place a message names: where (in the form of language `i`) and for which end of the rental. */
interface PlaceNamed<K extends PlaceKind> {
  kind: K;
  /** Where the place is first named, in `reading.forms[i]`. */
  at: number;
  /** The language whose form names it there (an index of `reading.words`). */
  i: number;
  end: 'pickup' | 'dropOff';
}

/**
 * The places of some kinds a message names, each kind once: where a language names it first, and
 * the end of the rental its clause names ({@link endAt}) in any language read, the page's before
 * English: a language whose words name no end defers to one whose do ('on rend la voiture au
 * port': English reads the port, French its return). A place whose clause names no end is the
 * pickup.
 *
 * @param skip true for a place that is not meant (refused: 'no hotel delivery')
 */
function placesNamed<K extends PlaceKind>(
  reading: Reading,
  kinds: readonly K[],
  skip: (i: number, at: number) => boolean = () => false,
): PlaceNamed<K>[] {
  const named: PlaceNamed<K>[] = [];
  // Places skipped, by language: 'am Hafen statt am Flughafen zurückgeben' gives the port the
  // end the airport's words name.
  const skipped: { i: number; at: number }[] = [];
  for (const kind of kinds) {
    let first: { at: number; i: number } | undefined;
    let end: 'pickup' | 'return' | undefined;
    for (let i = reading.words.length - 1; i >= 0; i--) {
      const at = firstMatch(reading, i, reading.words[i]!.places[kind]);
      if (at < 0) continue;
      if (skip(i, at)) {
        skipped.push({ i, at });
        continue;
      }
      if (!first || at < first.at) first = { at, i };
      end ??= endAt(reading, i, at);
    }
    if (first) named.push({ kind, ...first, end: end === 'return' ? 'dropOff' : 'pickup' });
  }
  for (const place of named) {
    if (place.end === 'dropOff' || endAt(reading, place.i, place.at) !== undefined) continue;
    const form = reading.forms[place.i] ?? '';
    const instead = skipped.find(
      (x) =>
        x.i === place.i && x.at > place.at && form.slice(place.at, x.at).split(' ').length <= 5,
    );
    if (instead && endAt(reading, instead.i, instead.at) === 'return') place.end = 'dropOff';
  }
  return named;
}

/** The first place named for each end of the rental. */
function firstPerEnd<K extends PlaceKind>(
  named: readonly PlaceNamed<K>[],
): { pickup?: PlaceNamed<K>; dropOff?: PlaceNamed<K> } {
  const first: { pickup?: PlaceNamed<K>; dropOff?: PlaceNamed<K> } = {};
  for (const place of named) {
    const held = first[place.end];
    if (!held || place.at < held.at) first[place.end] = place;
  }
  return first;
}

/**
 * The end of the rental a place's clause names: the last word of the language's
 * `booking.timeEnds` (or `flags.dropOff`, a return) between the last 'and' or 'but' before the
 * place and the place ('pick up at my hotel and drop off at the port': the hotel's is the pickup,
 * the port's the return), or undefined when the clause names neither.
 */
function endAt(reading: Reading, i: number, at: number): 'pickup' | 'return' | undefined {
  const w = reading.words[i]!;
  const before = (reading.forms[i] ?? '').slice(0, at);
  const starts = [...before.matchAll(clauseStarts(w))];
  const clause = before.slice(starts.at(-1)?.index ?? 0);
  let last: { at: number; end: 'pickup' | 'return' } | undefined;
  for (const end of ['pickup', 'return'] as const)
    for (const k of endWords(w, end))
      for (const m of keywordMatches(k, w, clause))
        if (!last || m.index > last.at) last = { at: m.index, end };
  const following = endAfter(reading, i, at);
  // 'airport pickup, port drop off', 'am Flughafen abholen, am Hafen zurückgeben' (the commas are
  // gone from the form): an end word right after the place before is that place's, so the end
  // word right after this place decides.
  if (last && following && following !== last.end && endsWithPlace(w, clause.slice(0, last.at)))
    return following;
  return last?.end ?? following;
}

/** True when a text ends with a place word of the language ('… airport'). */
function endsWithPlace(w: LanguageWords, text: string): boolean {
  const trimmed = text.trimEnd();
  return placeKinds.some((kind) =>
    w.places[kind].some((k) =>
      [...keywordMatches(k, w, trimmed)].some((m) => m.index + m[0].length === trimmed.length),
    ),
  );
}

/**
 * The end word that starts at the word right after a place (a verb or noun after it: 'am Flughafen
 * zurückgeben', 'wenn ich es am Hafen abhole', 'airport pickup'), in its clause; undefined when none,
 * or when another place follows it closely with no end word after that place, so that the end
 * word names that place's end ('prise à l'aéroport, retour au port': the commas are gone from the
 * form; but 'port drop off, airport pickup').
 *
 * @param alone true to leave out the look at the next place (that look's own call)
 */
function endAfter(
  reading: Reading,
  i: number,
  at: number,
  alone = false,
): 'pickup' | 'return' | undefined {
  const w = reading.words[i]!;
  const form = reading.forms[i] ?? '';
  const after = form.slice(at).split(' ').slice(1, 4).join(' ');
  const clauseEnd = [...` ${after}`.matchAll(clauseStarts(w))][0];
  const near = clauseEnd ? ` ${after}`.slice(0, clauseEnd.index) : ` ${after}`;
  // The longest end word that starts there ('zurückgeben' over 'zurück').
  let next: { length: number; end: 'pickup' | 'return' } | undefined;
  for (const end of ['pickup', 'return'] as const)
    for (const k of endWords(w, end))
      for (const m of keywordMatches(k, w, near))
        if (m.index === 0 && (!next || m[0].length > next.length))
          next = { length: m[0].length, end };
  if (!next || alone) return next?.end;
  // The next place within ten words, with no end word of its own right after it.
  const from = form.indexOf(' ', at) + 1;
  const placeWords = placeKinds.flatMap((kind) => w.places[kind]);
  const nextAt = everyMatch(reading, i, placeWords).find((start) => start >= from) ?? -1;
  const close = nextAt > 0 && form.slice(at, nextAt).split(' ').length <= 10;
  return close && endAfter(reading, i, nextAt, true) === undefined ? undefined : next.end;
}

/** The words that name an end of the rental for a place ({@link endAt}): the rental's and the traveller's, and for the return the `dropOff` flag's. */
function endWords(w: LanguageWords, end: 'pickup' | 'return'): readonly string[] {
  const { timeEnds } = w.booking;
  return end === 'return'
    ? [...timeEnds.return, ...timeEnds.departure, ...w.flags.dropOff]
    : [...timeEnds.pickup, ...timeEnds.arrival];
}

/** Each language's clause starts on its normalised form: its 'and' or 'but' ({@link endAt}). */
const clauseStartCache = new WeakMap<LanguageWords, RegExp>();
function clauseStarts(w: LanguageWords): RegExp {
  let pattern = clauseStartCache.get(w);
  if (!pattern) {
    const joins = [...w.names.joins, ...CLAUSE_WORDS]
      .map((j) => normaliseText(j, w.elide))
      .filter(Boolean)
      .join('|');
    pattern = new RegExp(`(?:^|\\s)(?:${joins})\\s`, 'gu');
    clauseStartCache.set(w, pattern);
  }
  return pattern;
}

/** Global copies of the keyword patterns (`keywordPattern`), for {@link keywordMatches}. */
const everyPattern = new WeakMap<RegExp, RegExp>();

/** A pattern with the `g` flag, for every match ({@link everyPattern}: built once per pattern). */
function globalOf(pattern: RegExp): RegExp {
  let global = everyPattern.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags}g`);
    everyPattern.set(pattern, global);
  }
  return global;
}
/** Every match of a keyword in a language's form of a text, in order. */
function keywordMatches(
  k: string,
  w: LanguageWords,
  text: string,
): IterableIterator<RegExpExecArray> {
  const global = globalOf(keywordPattern(k, w));
  return text.matchAll(global);
}

/** Where in a language's form of the message a keyword of a list first matches (the word's start), or -1. */
function firstMatch(reading: Reading, i: number, list: readonly string[]): number {
  const w = reading.words[i]!;
  const form = reading.forms[i] ?? '';
  let best = -1;
  for (const k of list) {
    if (i === 0 && reading.ignore.has(k)) continue;
    const m = keywordPattern(k, w).exec(form);
    if (!m) continue;
    const at = m.index + (m[0].startsWith(' ') ? 1 : 0);
    if (best < 0 || at < best) best = at;
  }
  return best;
}

/** The words of a language's form of the message before a position, the last `n`. */
function wordsBefore(reading: Reading, i: number, at: number, n: number): string[] {
  return (reading.forms[i] ?? '').slice(0, at).trim().split(' ').filter(Boolean).slice(-n);
}

/** True when a refusal word (`booking.extras.without`) comes up to three words before a position. */
function refusedAt(reading: Reading, i: number, at: number): boolean {
  const w = reading.words[i]!;
  return wordsBefore(reading, i, at, 3).some((token) =>
    w.booking.extras.without.some((k) => keywordPattern(k, w).test(token)),
  );
}

/**
 * True when the keywords of a list are in the message and each is refused, a refusal word up to
 * three words before it ('i don't want the scooter', 'keinen Roller', 'pas de scooter';
 * `booking.extras.without`). A word the page language's reading matches is its to judge: 'ma femme
 * n'aime pas les quads' is read in English too, where 'quads' is a keyword too and 'pas' no
 * refusal.
 */
export function refusedEverywhere(
  reading: Reading,
  pick: (w: LanguageWords) => readonly string[],
): boolean {
  const wordAt = (i: number, at: number) => (reading.forms[i] ?? '').slice(at).split(' ')[0];
  const matches = reading.words.map((w, i) => everyMatch(reading, i, pick(w)));
  const pageWords = new Set(
    matches.flatMap((ats, i) =>
      reading.words[i] === enWords ? [] : ats.map((at) => wordAt(i, at)),
    ),
  );
  let seen = false;
  for (const [i, ats] of matches.entries()) {
    const english = reading.words[i] === enWords;
    for (const at of ats) {
      if (english && pageWords.has(wordAt(i, at))) continue;
      if (!refusedAt(reading, i, at)) return false;
      seen = true;
    }
  }
  return seen;
}

/** True when a keyword of a list is in the message in any of its languages. */
function mentions(reading: Reading, pick: (w: LanguageWords) => readonly string[]): boolean {
  return reading.words.some((w, i) => firstMatch(reading, i, pick(w)) >= 0);
}

/**
 * The message without its e-mail address and phone number (and the punctuation around them): 'Anna
 * Neri anna@neri.it 3201112233' → 'Anna Neri' (a name beside them), 'hotel Aria, tom@mail.com' →
 * 'hotel Aria' (a hotel's note).
 */
export function withoutContact(text: string, found: { email?: string; phone?: string }): string {
  let out = text;
  for (const detail of [found.email, found.phone]) if (detail) out = out.replace(detail, ' ');
  // A phone whose country code was said as a word ('plus 44 …', `extractPhone`).
  if (found.phone?.startsWith('+'))
    out = out.replace(
      new RegExp(`(?<![\\p{L}])${SPOKEN_PLUS}\\s*${escapeRegExp(found.phone.slice(1))}`, 'iu'),
      ' ',
    );
  return out.replace(/[\s,;:/|-]+$|^[\s,;:/|-]+/g, '').replace(/\s+/g, ' ');
}

/** Which pickup point each kind of place is, on Paros and on Antiparos (`facts.pickupLocations` ids). */
const POINTS = {
  airport: { paros: 18, antiparos: 18 },
  port: { paros: 19, antiparos: 1 },
  hotel: { paros: 20, antiparos: 3 },
  stay: { paros: 20, antiparos: 3 },
  helipad: { paros: 13, antiparos: 13 },
} as const satisfies Record<string, Record<'paros' | 'antiparos', PickupLocation['id']>>;

/** A point a message names: the reservation widget's location id, and whether it is a hotel or villa. */
interface PointFound {
  id: PickupLocation['id'];
  /** The place is a hotel or villa (whose address the team needs). */
  hotel: boolean;
}

/**
 * The pickup point and the drop-off point a message names (docs/requirements.md, "Booking
 * dialogue"), as the reservation widget's location ids: for each end of the rental, the first
 * place word of the message that is not refused ('no hotel delivery': `booking.extras.without`
 * before it) (`LanguageWords.places`: airport, port, hotel or villa — only with a delivery word
 * or as a short statement —, helipad); a place whose clause names a return ({@link endAt}: '…
 * and drop it off at the port') is the drop-off, any other the pickup. Each is on the island
 * named with it ({@link islandNamedWith}), else on Antiparos when the message names Antiparos and
 * not Paros ('our villa on Antiparos' → 3), else on Paros ('the port' → 19 Paros Port (Parikia),
 * 'Hotel Aria in Naoussa' → 20 Paros Villas/Hotels). The helipad is Antiparos's; there is no
 * airport on Antiparos (18, Paros Airport).
 *
 * @param reading the message read in its languages (English and the page's)
 * @param text the message as typed (its question mark, its length)
 * @param contact its e-mail and phone, left out when counting its words
 * @returns the points named; an end the message names no place for is absent
 */
function extractPoints(
  reading: Reading,
  text: string,
  contact: { email?: string; phone?: string },
): { pickup?: PointFound; dropOff?: PointFound } {
  // A hotel in passing ('is there parking at the hotel?', 'i booked a hotel in naoussa') is no
  // pickup: it needs a delivery word, or a short statement ('Hotel Aria in Naoussa').
  const bare = normaliseText(withoutContact(text, contact));
  const short = bare === '' || bare.split(' ').length <= 6;
  const hotelMeant =
    mentions(reading, (w) => w.places.delivery) ||
    (!text.includes('?') && (short || mentions(reading, (w) => w.places.ours)));
  // 'we're staying on Antiparos', 'μένουμε στη Νάουσα': where they stay, with the island or a
  // place with its capital named ('μένουμε 5 άτομα' names none).
  const placeNamed =
    mentions(reading, (w) => [...w.places.antiparos, ...w.places.paros]) ||
    /\s\p{Lu}/u.test(text.trim());
  const kinds: PlaceKind[] = hotelMeant
    ? ['airport', 'port', 'hotel', 'helipad']
    : ['airport', 'port', 'helipad'];
  if (placeNamed && !text.includes('?')) kinds.push('stay');
  // 'no hotel delivery, we pick up at the airport': a refused place is no point.
  const best = firstPerEnd(placesNamed(reading, kinds, (i, at) => refusedAt(reading, i, at)));
  const elsewhere =
    mentions(reading, (w) => w.places.antiparos) && !mentions(reading, (w) => w.places.paros)
      ? 'antiparos'
      : 'paros';
  const point = (b: PlaceNamed<PlaceKind> | undefined): PointFound | undefined =>
    b && {
      id: POINTS[b.kind][islandNamedWith(reading, b.i, b.at) ?? elsewhere],
      hotel: b.kind === 'hotel' || b.kind === 'stay',
    };
  const pickup = point(best.pickup);
  const dropOff = point(best.dropOff);
  return { ...(pickup ? { pickup } : {}), ...(dropOff ? { dropOff } : {}) };
}

/**
 * The island named with a place: the word right before it ('antiparos port', 'paros airport') or
 * one of the three after it ('the port of antiparos', 'porto di antiparos', 'λιμάνι της
 * Αντιπάρου'), else undefined ('we arrive at antiparos port with the ferry from paros' is
 * Antiparos's port, though the message names Paros too).
 */
function islandNamedWith(
  reading: Reading,
  i: number,
  at: number,
): 'antiparos' | 'paros' | undefined {
  const w = reading.words[i]!;
  const near = [
    ...wordsBefore(reading, i, at, 1),
    ...(reading.forms[i] ?? '').slice(at).split(' ').slice(1, 4),
  ];
  for (const word of near)
    for (const island of ['antiparos', 'paros'] as const)
      if (w.places[island].some((k) => keywordPattern(k, w).test(word))) return island;
  return undefined;
}

/**
 * The island a message names last ('pick up in paros and drop off in antiparos' → 'antiparos'),
 * by its languages' `places.antiparos` and `places.paros` words; undefined when it names neither.
 */
export function lastIsland(reading: Reading): 'antiparos' | 'paros' | undefined {
  let last: { at: number; island: 'antiparos' | 'paros' } | undefined;
  reading.words.forEach((w, i) => {
    const form = reading.forms[i] ?? '';
    for (const island of ['antiparos', 'paros'] as const)
      for (const k of w.places[island])
        for (const m of keywordMatches(k, w, form))
          if (!last || m.index > last.at) last = { at: m.index, island };
  });
  return last?.island;
}

/** A number word of a language as its normalised form reads it ('deux', Greek 'δύο' as 'διο'). */
function numberIn(w: LanguageWords, token: string): number | undefined {
  for (const [word, n] of Object.entries(w.passengers.numbers)) {
    const form = normaliseText(word, w.elide);
    if ((w.fold ? w.fold(form) : form) === token) return n;
  }
  return undefined;
}

/** The free extras a message names or refuses (`extractExtras`). */
export interface ExtrasFound {
  /** Child seats asked for, 1-9. */
  childSeats?: number;
  gps?: true;
  /** Child seats refused ('no child seat', 'we don't need a baby seat'). */
  noChildSeats?: true;
  /** A GPS refused ('without gps'). */
  noGps?: true;
  /** Extra drivers named ('my husband will drive too': 1; 'my husband and my son …': 2), 1-9. */
  drivers?: number;
  /** An extra driver refused ('no extra driver after all'). */
  noDrivers?: true;
  /** Babies named, not in a seat's name ('we have a baby too'), 1-9. */
  babies?: number;
}

/**
 * The visitor's words for a hotel or villa pickup (`ChatContext.pickupNote`): the first part of the
 * message (between commas, semicolons, full stops or ' - ') that names the hotel, without the
 * e-mail and phone ('12-19 july, hotel Paros Bay' → 'hotel Paros Bay'), from its hotel word when
 * the part is long ('Siamo 2 e vorremmo … con consegna in hotel a Naoussa' → 'hotel a Naoussa');
 * then the parts that follow with a name in them and no question ('please deliver it to our
 * hotel, Hotel Aria in Naoussa' whole; not '…, can u deliver there?'); it ends at an 'and' with
 * no name after it ('the hotel and how much is a car' → 'the hotel'); at most `max` characters.
 *
 * @param languages the page language's words (English is always read)
 */
export function hotelNote(
  text: string,
  found: FoundDetails,
  languages: readonly LanguageWords[],
  max: number,
): string {
  const parts = withoutContact(text, found).split(/(?<=[,;.!?])\s+|\s+-\s+/);
  const names = (part: string) => mentions(read(part, languages), (w) => w.places.hotel);
  const first = Math.max(
    parts.findIndex((part) => names(part)),
    0,
  );
  const words = (parts[first] ?? '').split(/\s+/);
  // A long part from its hotel word: the first word from which the rest still names the hotel.
  // A short one loses its lower-case lead ('and pickup at the hotel Lefkes Village' → 'hotel
  // Lefkes Village'), never a capitalised word, which may be the name ('the Lilly Residence hotel').
  let from = 0;
  if (words.length > 8)
    while (from < words.length - 1 && names(words.slice(from + 1).join(' '))) from++;
  else
    while (
      from < words.length - 1 &&
      !/\p{Lu}/u.test(words[from] ?? '') &&
      // A place's name typed in lower case right before the hotel word ('naoussa hotel') is
      // kept, as a capitalised one is.
      !(names(words[from + 1] ?? '') && isNameWordIn(plainWord(words[from] ?? ''), languages)) &&
      names(words.slice(from + 1).join(' '))
    )
      from++;
  // 'do you deliver to the hotel and how much is a car': an 'and' followed by no name ends it.
  const joins = new Set(withEnglish(languages).flatMap((w) => w.names.joins));
  const kept = words.slice(from);
  const cut = kept.findIndex(
    (word, k) =>
      k > 0 && joins.has(word.toLowerCase()) && !/\p{Lu}/u.test(kept.slice(k + 1).join(' ')),
  );
  const clause = cut > 0 ? kept.slice(0, cut) : kept;
  // 'hotel Aris in Naoussa from 5 to 12 august', 'apartment in Naoussa thanks in advance
  // Bernard': the place ends at its dates and at thanks.
  const end = placeEnd(clause, languages);
  const note = [clause.slice(0, end).join(' ').replace(/[?]+$/, '')];
  // The parts after a comma that go on naming it ('our hotel, Hotel Aria in Naoussa'); a new
  // sentence ('… hotel. We'd like …') does not.
  if (words.length - from <= 8 && cut < 0 && end === clause.length)
    for (const [k, part] of parts.slice(first + 1).entries()) {
      const after = parts[first + k] ?? '';
      if (/[.!?]$/.test(after) || part.includes('?') || !/\p{Lu}/u.test(part)) break;
      const more = part.split(/\s+/);
      const stop = placeEnd(more, languages);
      note.push(more.slice(0, stop).join(' '));
      if (stop < more.length) break;
    }
  return note
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:-]+|[\s,;:.!-]+$/g, '')
    .slice(0, max);
}

/**
 * Where the words of a place end, as an index into `words` (their length when they do not): at
 * a number after a lowercase word that leads it ('from 5', "jusqu'au 21", 'από 5') or after a
 * month ('August 5'), with the words that lead it; at a thanks ('thanks in advance Bernard',
 * 'Merci !! Julie'). A number right after the hotel word or a name stays ('Hotel 21', 'Villa
 * Aris 2').
 */
function placeEnd(words: readonly string[], languages: readonly LanguageWords[]): number {
  const thanks = (word: string) => {
    const reading = read(word, languages);
    return mentions(reading, (w) => w.flags.thanks) || mentions(reading, (w) => w.flags.bye);
  };
  for (let k = 1; k < words.length; k++) {
    const word = words[k]!;
    if (thanks(word)) return k;
    if (!/^\d/.test(word)) continue;
    let at = k;
    if (monthAlone(words[at - 1]!) !== null) at--;
    const before = words[at - 1];
    if (at > 0 && before !== undefined && before === before.toLowerCase() && !/\d/.test(before)) {
      const hotelWord = mentions(read(before, languages), (w) => w.places.hotel);
      if (!hotelWord) at--;
    }
    if (at < k || monthAlone(words[k - 1]!) !== null) return Math.max(at, 1);
  }
  return words.length;
}

/** Every match of a list's keywords in a language's form of the message: `[start, end)` spans, in order. */
function matchSpans(reading: Reading, i: number, list: readonly string[]): [number, number][] {
  const w = reading.words[i]!;
  const form = reading.forms[i] ?? '';
  const spans: [number, number][] = [];
  for (const k of list) {
    if (i === 0 && reading.ignore.has(k)) continue;
    for (const m of keywordMatches(k, w, form)) {
      const at = m.index + (m[0].startsWith(' ') ? 1 : 0);
      spans.push([at, m.index + m[0].length]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/**
 * True when a keyword of one list and a keyword of another come at most `gap` words apart, in
 * either order, in one language's form of the message: 'how much is a car' (a price word, then
 * a car word two words on), 'car prices'.
 */
export function nearby(
  reading: Reading,
  first: (w: LanguageWords) => readonly string[],
  second: (w: LanguageWords) => readonly string[],
  gap: number,
): boolean {
  return reading.words.some((w, i) => {
    const form = reading.forms[i] ?? '';
    const others = matchSpans(reading, i, second(w));
    const between = (from: number, to: number) =>
      from <= to && form.slice(from, to).trim().split(' ').filter(Boolean).length <= gap;
    return matchSpans(reading, i, first(w)).some(([a, b]) =>
      others.some(([c, d]) => between(b, c) || between(d, a)),
    );
  });
}

/**
 * Where each keyword of a list is in a language's form of the message, in order; a keyword found
 * inside another's match ('booster' in 'booster seat') counts once.
 */
function everyMatch(reading: Reading, i: number, list: readonly string[]): number[] {
  const spans = matchSpans(reading, i, list);
  const starts: number[] = [];
  let end = -1;
  for (const [at, stop] of spans) {
    if (at < end) continue;
    starts.push(at);
    end = stop;
  }
  return starts;
}

/**
 * The free extras a message names (docs/requirements.md, "Booking dialogue"): child seats and a
 * GPS, each unless a refusal comes up to three words before it ('no child seat', 'we don't need a
 * gps', 'our own booster', 'ohne Navi': `booking.extras.without`) or up to four after it ('gps not
 * needed', 'il seggiolino non serve': `notNeeded`), which is a refusal. The number of seats: the
 * number just before the seat word ('2 child seats', 'deux sièges bébé', 'zwei Kindersitze', 'δύο
 * παιδικά καθίσματα'), 1 after an article ('a booster': `booking.extras.one`), the sum when every
 * seat word has one of those ('1 booster and 1 baby seat' → 2); else the children the message
 * names ('our 2 kids need child seats' → 2, `children`); else 1; at most 9. Whether a mention is a
 * request is the caller's to decide (`reading.ts`).
 *
 * @param reading the message read in its languages (English and the page's)
 * @param children the number of children the message names ({@link extractChildren}), if any
 */
function extractExtras(reading: Reading, children?: number): ExtrasFound {
  const found: ExtrasFound = {};
  reading.words.forEach((w, i) => {
    const form = reading.forms[i] ?? '';
    // 'gps not needed', 'Kindersitz brauchen wir nicht', 'il seggiolino non serve': after it.
    const after = (at: number) => {
      const rest = form.slice(at).split(' ').slice(1, 5).join(' ');
      return w.booking.extras.notNeeded.some((k) => keywordPattern(k, w).test(rest));
    };
    const refused = (at: number) => refusedAt(reading, i, at) || after(at);
    // The count said just before a word: a number, or 1 for an article.
    const countAt = (at: number) => {
      const previous = wordsBefore(reading, i, at, 1)[0] ?? '';
      const n = /^\d$/.test(previous) ? Number(previous) : numberIn(w, previous);
      if (n !== undefined) return n >= 1 && n <= 9 ? n : undefined;
      return w.booking.extras.one.some((k) => keywordPattern(k, w).test(previous)) ? 1 : undefined;
    };
    const seats = everyMatch(reading, i, w.booking.extras.childSeat);
    const first = seats[0];
    if (found.childSeats === undefined && first !== undefined) {
      if (refused(first)) found.noChildSeats = true;
      else {
        const counts = seats.map(countAt);
        const told = counts.every((n) => n !== undefined)
          ? counts.reduce<number>((sum, n) => sum + (n ?? 0), 0)
          : (counts[0] ?? children ?? 1);
        found.childSeats = Math.min(told, 9);
      }
    }
    // 'no seat needed, we bring our own' (a baby's seat): a seat refused.
    const seat = firstMatch(reading, i, w.booking.extras.seat);
    if (first === undefined && seat >= 0 && refused(seat)) found.noChildSeats = true;
    const gps = firstMatch(reading, i, w.booking.extras.gps);
    if (gps >= 0) {
      if (refused(gps)) found.noGps = true;
      else found.gps = true;
    }
    // An extra driver: the people named in the six words before the phrase ('my husband and my
    // son will drive too': 2), else the number before it ('2 extra drivers'), else 1.
    const driver = firstMatch(reading, i, w.flags.extraDriver);
    if (found.drivers === undefined && driver >= 0) {
      if (refused(driver)) found.noDrivers = true;
      else {
        const from = driver - wordsBefore(reading, i, driver, 6).join(' ').length - 1;
        const people = everyMatch(reading, i, w.booking.extras.people).filter(
          (at) => at < driver && at >= from,
        );
        const named = people.reduce((sum, at) => sum + (countAt(at) ?? 1), 0);
        found.drivers = Math.min(named || (countAt(driver) ?? 1), 9);
      }
    }
    // 'we have a baby too': a baby outside a seat's name ('a baby seat' is the seat).
    const spans = matchSpans(reading, i, w.booking.extras.childSeat);
    const babies = everyMatch(reading, i, w.booking.extras.baby).filter(
      (at) => !spans.some(([a, b]) => at >= a && at < b) && !refusedAt(reading, i, at),
    );
    if (found.babies === undefined && babies.length > 0)
      found.babies = Math.min(
        babies.reduce((sum, at) => sum + (countAt(at) ?? 1), 0),
        9,
      );
  });
  return found;
}

/**
 * Everything the message contains (docs/requirements.md, "Chat extraction"), ignoring the context.
 *
 * @param languages the page language's words (English is always read)
 * @param dates the message's dates when the caller has already found them (`findDates`)
 */
export function findDetails(
  text: string,
  languages: readonly LanguageWords[] = [],
  dates: readonly FoundDate[] = findDates(text),
): FoundDetails {
  const found: FoundDetails = { dates: dates.map((d) => d.text) };
  const name = extractName(text, languages);
  if (name !== undefined) found.name = name;
  const email = extractEmail(text);
  if (email !== undefined) found.email = email;
  const phone = extractPhone(text);
  if (phone !== undefined) found.phone = phone;
  const reading = read(text, languages);
  const places = placesIn(reading);
  if (places.pickup !== undefined) found.pickupLocation = places.pickup;
  if (places.dropOff !== undefined) found.dropOffLocation = places.dropOff;
  const points = extractPoints(reading, text, found);
  if (points.pickup !== undefined) {
    found.pickupPoint = points.pickup.id;
    if (points.pickup.hotel) found.hotel = true;
  }
  if (points.dropOff !== undefined) {
    found.dropOffPoint = points.dropOff.id;
    if (points.dropOff.hotel) found.dropOffHotel = true;
  }
  const extras = extractExtras(reading, extractChildren(text, languages));
  if (Object.keys(extras).length > 0) found.extras = extras;
  const times = extractTimes(text, languages);
  if (times.times.length > 0) found.times = times.times;
  if (times.alone) found.timesAlone = true;
  if (outsideHours(times.clock, facts.hours.office)) found.outOfHours = true;
  const passengers = extractPassengers(text, languages);
  if (passengers !== undefined) found.passengers = passengers;
  const vehicleCount = extractVehicleCount(text, languages);
  if (vehicleCount !== undefined) found.vehicleCount = vehicleCount;
  else {
    const heldCount = extractHeldCount(text, languages);
    if (heldCount !== undefined) found.heldCount = heldCount;
    else if (extractOneMore(text, languages)) found.oneMore = true;
  }
  const shiftDays = extractShiftDays(text, languages);
  const extraDays = shiftDays === undefined ? extractExtraDays(text, languages) : undefined;
  if (shiftDays !== undefined) found.shiftDays = shiftDays;
  if (extraDays !== undefined) found.extraDays = extraDays;
  const budget = extractBudget(text, languages);
  if (budget !== undefined) found.budget = budget;
  const age = extractAge(text, languages);
  if (age !== undefined) found.age = age;
  return found;
}

/**
 * Merges a message's details into the context (docs/requirements.md, "Chat extraction"). A value
 * the context already holds is never overwritten. Dates fill the empty slots in reading order: on
 * an empty context the first date is the pickup date and the second the return date; when the
 * pickup date is already held, the next new date becomes the return date (a repeat of the held
 * pickup date is skipped).
 *
 * @returns a new context; the input is not modified
 */
export function mergeDetails(found: FoundDetails, context: ChatContext): ChatContext {
  const next: ChatContext = { ...context };
  if (next.name === undefined && found.name !== undefined) next.name = found.name;
  if (next.email === undefined && found.email !== undefined) next.email = found.email;
  if (next.phone === undefined && found.phone !== undefined) next.phone = found.phone;
  if (next.pickupLocation === undefined && found.pickupLocation !== undefined)
    next.pickupLocation = found.pickupLocation;
  if (next.passengers === undefined && found.passengers !== undefined)
    next.passengers = found.passengers;
  if (next.budget === undefined && found.budget !== undefined) next.budget = found.budget;
  const dates = [...found.dates];
  if (next.pickupDate === undefined) {
    const first = dates.shift();
    if (first !== undefined) next.pickupDate = first;
  } else if (dates[0] === next.pickupDate) {
    dates.shift();
  }
  if (next.returnDate === undefined) {
    const second = dates.shift();
    if (second !== undefined) next.returnDate = second;
  }
  return next;
}

/**
 * Extracts the details of one message into the context (docs/requirements.md, "Chat extraction").
 * Pure; a value already held is never overwritten.
 *
 * @param text the visitor's message
 * @param context the current context
 * @param lang the page language (default English; English phrasings are always understood)
 * @returns a new context
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function extractDetails(
  text: string,
  context: ChatContext,
  lang: Lang = defaultLang,
): ChatContext {
  return mergeDetails(findDetails(text, pageWords(lang)), context);
}

/** The words of a page language beyond English (none for English). */
export function pageWords(lang: Lang): LanguageWords[] {
  return lang === defaultLang ? [] : [assistantLanguage(lang).words];
}
