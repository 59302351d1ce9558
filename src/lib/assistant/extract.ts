/**
 * Detail extraction from free text (spec 000 s.5 "Chat extraction"). Each value is filled only
 * if the context does not already hold it.
 */
import { findDates } from './dates';
import { normaliseText } from './keywords';
import type { ChatContext } from './types';

/** What one message contains, regardless of what the context already holds. */
export interface FoundDetails {
  name?: string;
  email?: string;
  phone?: string;
  /** Dates as matched texts, in reading order. */
  dates: string[];
  pickupLocation?: 'airport' | 'port';
  passengers?: number;
  budget?: number | 'economy';
}

/**
 * Words that follow "I'm" / "I am" / "call me" but are not names ("I'm looking…",
 * "I am interested…", "call me back"). Any word ending in -ing is rejected as well.
 */
export const nameStopWords: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'not', 'just', 'so', 'very', 'really', 'quite', 'here', 'there', 'from', 'in', 'at', 'on', 'with',
  'for', 'to', 'of', 'and', 'or', 'but', 'also', 'still', 'only', 'now', 'back', 'about', 'around', 'over', 'under',
  'after', 'before', 'interested', 'excited', 'worried', 'based', 'married', 'retired', 'confused', 'curious', 'sure',
  'fine', 'good', 'great', 'ok', 'okay', 'happy', 'glad', 'ready', 'new', 'sorry', 'afraid', 'tired', 'late', 'early',
  'alone', 'together', 'single', 'tomorrow', 'today', 'tonight', 'yes', 'no', 'currently', 'already', 'please',
  'thanks', 'thank', 'hi', 'hello', 'hey', 'your', 'you', 'my', 'our', 'we', 'it', 'this', 'that', 'able', 'allowed',
  'gonna', 'want', 'need', 'would', 'will', 'can', 'could', 'should', 'may', 'might', 'must', 'have', 'had', 'has',
  'staying', 'arriving', 'travelling', 'traveling', 'visiting', 'coming', 'going', 'looking', 'planning', 'thinking',
  'trying', 'hoping', 'wondering', 'flying', 'landing', 'leaving', 'driving', 'renting', 'booking', 'asking', 'searching',
  'free', 'available', 'old', 'young', 'over', 'under', 'from', 'european', 'american', 'british', 'english', 'german',
  'french', 'italian', 'greek', 'student', 'tourist', 'couple', 'family', 'alone', 'two', 'three', 'four', 'five',
  'what', 'when', 'where', 'why', 'how', 'who', 'which', 'if', 'as', 'by', 'like', 'done', 'finished', 'lost',
]);

/** Title case for a word typed all in lower or all in upper case; otherwise kept as typed. */
export function capitalise(word: string): string {
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word
    .toLowerCase()
    .split(/([-'])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('');
}

/** True when a word may be a first name (letters, not a stop word, not an -ing form). */
export function isNameWord(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]/g, '');
  return /^[a-z][a-z'-]*$/i.test(word) && w.length >= 2 && !nameStopWords.has(w) && !/ing$/.test(w);
}

const LETTERS = "[A-Za-zÀ-ÖØ-öø-ÿ]+(?:[-'][A-Za-zÀ-ÖØ-öø-ÿ]+)?";
const namePattern = new RegExp(`(?:^|[^A-Za-z])(my name is|my names|i['’]?m|i am|call me)\\s+(${LETTERS})(?:\\s+(${LETTERS}))?`, 'gi');

/** A name found in a message, with the span of its phrase ('call me Anna'). */
export interface NameMatch {
  name: string;
  /** Offset of the phrase ('my name is …') in the message. */
  start: number;
  /** Offset just after the name. */
  end: number;
}

/**
 * A name after 'my name is', "I'm", 'I am' or 'call me', capitalised ('anna' → 'Anna'), with
 * where its phrase is. After 'my name is' a second word written with a capital ('Anna Maria')
 * is kept too. Words of {@link nameStopWords} and -ing forms are not names.
 */
export function matchName(text: string): NameMatch | undefined {
  namePattern.lastIndex = 0;
  for (let m = namePattern.exec(text); m; m = namePattern.exec(text)) {
    const first = m[2]!;
    if (!isNameWord(normaliseWord(first))) continue;
    const second = m[3];
    const keepSecond = /^my name/i.test(m[1]!) && second !== undefined && /^[A-ZÀ-ÖØ-Þ]/.test(second) && isNameWord(normaliseWord(second));
    const start = m.index + m[0].indexOf(m[1]!);
    const afterPhrase = start + m[1]!.length;
    const gap = /^\s+/.exec(text.slice(afterPhrase))?.[0].length ?? 0;
    const end = keepSecond ? m.index + m[0].length : afterPhrase + gap + first.length;
    return { name: keepSecond ? `${capitalise(first)} ${capitalise(second)}` : capitalise(first), start, end };
  }
  return undefined;
}

/** The name of {@link matchName}, or undefined. */
export function extractName(text: string): string | undefined {
  return matchName(text)?.name;
}

/** A word without accents (for the stop list and letter checks). */
function normaliseWord(word: string): string {
  return word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/** The first e-mail-like text. */
export function extractEmail(text: string): string | undefined {
  return emailPattern.exec(text)?.[0];
}

/** Blanks e-mail addresses and dates so their digits are not read as a phone or a budget. */
function withoutEmailsAndDates(text: string): string {
  let out = text.replace(new RegExp(emailPattern.source, 'g'), (m) => ' '.repeat(m.length));
  for (const d of findDates(text)) {
    const i = out.indexOf(d.text, Math.max(0, d.index - 1));
    if (i >= 0) out = out.slice(0, i) + ';'.repeat(d.text.length) + out.slice(i + d.text.length);
  }
  // Numeric dates of a range are found as texts that may not be contiguous: blank d/m/y too.
  return out.replace(/\d{1,2}([/.-])\d{1,2}\1\d{2,4}/g, (m) => ';'.repeat(m.length));
}

/** True when a digit string (after an optional + / 00 prefix) is a phone number. */
function isPhoneDigits(raw: string): boolean {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 11 && digits.length <= 13;
  if (trimmed.startsWith('00')) return digits.length >= 13 && digits.length <= 15;
  return digits.length === 10;
}

/**
 * A phone number: 10 digits, optionally after a country code written `+30` or `0030`; digits
 * may be grouped with spaces, dots, dashes or brackets ('+30 694 123 4567', '(694) 123-4567').
 * Dates and e-mail addresses are never read as phones.
 */
export function extractPhone(text: string): string | undefined {
  const clean = withoutEmailsAndDates(text);
  const candidates = clean.match(/(?<![\w+])(?:\+|00)?\(?\d[\d().\s-]*\d\)?(?![\w])/g) ?? [];
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

const numberWords: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** A number (digits or one to twelve) before people, person, passenger, adult or pax. */
export function extractPassengers(text: string): number | undefined {
  const m = /(?:^|[^\w])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:people|persons?|passengers?|adults?|pax|ppl)\b/i.exec(text)
    ?? /\bfamily of (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.exec(text);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  const n = numberWords[word] ?? Number(word);
  return n > 0 ? n : undefined;
}

/**
 * A daily budget: when the text mentions budget, cheap (cheaper, cheapest) or `€`, the number
 * after it ('budget 40', 'cheap, under €30', '€40'), in EUR; 'economy' for budget or cheap
 * without a number. `40€` / `40 euros` count when budget or cheap is mentioned.
 */
export function extractBudget(text: string): number | 'economy' | undefined {
  const clean = withoutEmailsAndDates(text);
  const mentionsWord = /\b(?:budget|cheap\w*)\b/i.test(clean);
  if (!mentionsWord && !clean.includes('€')) return undefined;
  const notCount = '(?!\\s*(?:people|persons?|pax|adults?|passengers?|days?|nights?|weeks?|months?|seats?|seater|kids|children|cc\\b|%))';
  const filler = '(?:\\s*(?:is|of|about|around|approx(?:imately)?|max(?:imum)?|up to|under|below|less than|at most|roughly|:|=|~|-)\\s*)*';
  const after = new RegExp(`(?:\\bbudget\\b|\\bcheap\\w*|€)${filler}(?:€|eur(?:os?)?\\b)?\\s*(\\d+(?:[.,]\\d{1,2})?)(?![\\d])${notCount}`, 'i');
  const m = after.exec(clean) ?? (mentionsWord ? /(\d+(?:[.,]\d{1,2})?)\s*(?:€|eur(?:os?)?\b)/i.exec(clean) : null);
  if (m) return Number(m[1]!.replace(',', '.'));
  return mentionsWord ? 'economy' : undefined;
}

/** 'airport' or 'port' (also harbour/harbor), as whole words, the first one mentioned. */
export function extractPickupLocation(text: string): 'airport' | 'port' | undefined {
  const words = normaliseText(text).split(' ');
  for (const w of words) {
    if (w === 'airport' || w === 'airports') return 'airport';
    if (w === 'port' || w === 'ports' || w === 'harbour' || w === 'harbor') return 'port';
  }
  return undefined;
}

/** Everything the message contains (spec 000 s.5), ignoring the context. */
export function findDetails(text: string): FoundDetails {
  const found: FoundDetails = { dates: findDates(text).map((d) => d.text) };
  const name = extractName(text);
  if (name !== undefined) found.name = name;
  const email = extractEmail(text);
  if (email !== undefined) found.email = email;
  const phone = extractPhone(text);
  if (phone !== undefined) found.phone = phone;
  const pickupLocation = extractPickupLocation(text);
  if (pickupLocation !== undefined) found.pickupLocation = pickupLocation;
  const passengers = extractPassengers(text);
  if (passengers !== undefined) found.passengers = passengers;
  const budget = extractBudget(text);
  if (budget !== undefined) found.budget = budget;
  return found;
}

/**
 * Merges a message's details into the context (spec 000 s.5; DESIGN.md contract). A value the
 * context already holds is never overwritten. Dates fill the empty slots in reading order: on
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
  if (next.pickupLocation === undefined && found.pickupLocation !== undefined) next.pickupLocation = found.pickupLocation;
  if (next.passengers === undefined && found.passengers !== undefined) next.passengers = found.passengers;
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
 * Extracts the details of one message into the context (spec 000 s.5; DESIGN.md contract).
 * Pure; a value already held is never overwritten.
 *
 * @param text the visitor's message
 * @param context the current context
 * @returns a new context
 */
export function extractDetails(text: string, context: ChatContext): ChatContext {
  return mergeDetails(findDetails(text), context);
}
