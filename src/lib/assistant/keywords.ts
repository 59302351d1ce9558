/**
 * The intent table of Marcia AI: keywords per intent with a specificity tier
 * (docs/requirements.md, "Chat behaviour": intents matched by keyword in priority order).
 *
 * Matching is by whole words on a normalised text (lower case, accents and apostrophes removed,
 * punctuation turned into spaces): 'airport' is not 'port', 'scar' is not 'car'. Every word of
 * a keyword also matches its inflections by the language's rule (English plural -s/-es:
 * 'beach' → 'beaches', 'child seat' → 'child seats'). British and American spellings and common
 * misspellings are listed explicitly.
 *
 * Languages (docs/requirements.md, "Five languages"): each language has its own table with the same
 * intents and tiers (`lang/{code}/words.ts`); a message is read with the English table plus the
 * page language's (tourists mix languages), except the English words that are ordinary words in the
 * page language (`ignoreEnglish`). Both tables feed the same scoring, so the priority order is the
 * same in every language. The English table is `lang/en/words.ts`.
 *
 * Choosing an intent: every intent with at least one keyword in the message is a candidate,
 * scored by the highest tier among its matched keywords. The highest tier wins; among equal
 * tiers the required priority order decides (`intentIds`). So a message with one topic behaves
 * exactly as the priority order says, and in a mixed message the most specific topic wins
 * ('Can I take the car on the ferry to Antiparos?' → antiparos via 'ferry', not cars).
 *
 * Specificity tiers ({@link Tier}):
 * - 5 `phrase`  — multi-word expressions that pin a topic down ('child seat', 'break down',
 *                 'international licence', 'book now', 'in advance', 'how far', 'cancel').
 * - 4 `topic`   — practical/policy topic words (ferry, parking, insurance, deposit, tyre, permit,
 *                 fuel, road, pay, card, contact, open, review, discount, ...).
 * - 3 `kind`    — vehicle kinds and general price/length questions (scooter, quad, jeep, family,
 *                 7 seater, automatic, price, how much, how long, available). 'quad bike' is
 *                 tier 4 so that it beats 'bike' (a scooter word).
 * - 2 `place`   — place names and qualifiers (Antiparos, airport, port, hotel, beach, cheap,
 *                 budget, economy, week, month, book; a stated party size such as '4 people'),
 *                 and the request words that go with any topic (tip, advice, recommend, suggest;
 *                 phone, call, e-mail): 'can you recommend a scooter' is about scooters, 'any
 *                 tips for visiting Paros?' about tips.
 * - 1 `generic` — generic vehicle words, town names and fillers (car, vehicle, rent, hire, Paros,
 *                 Naoussa, Parikia, options, browsing).
 */
import { enWords } from '../../locales/en/assistant/words';
import {
  flagNames,
  type Flag,
  type KeywordIntent,
  type LanguageWords,
  type Tier,
} from './lang/types';
import { intentIds, type IntentId } from './types';

export type { Tier } from './lang/types';

/**
 * A message prepared for keyword matching, in any script (docs/assistant.md, "Text matching"):
 * lower case (Greek final `ς` → `σ`), `ß` → `ss`, `œ` → `oe`, `æ` → `ae`, every accent and
 * diacritic removed (Unicode decomposition, then no combining marks: French and German accents,
 * Greek tonos and dialytika, so "ΠΟΣΗ ΕΙΝΑΙ Η ΕΓΓΥΗΣΗ" and "πόση είναι η εγγύηση" are the same
 * text), apostrophes dropped (`what's` → `whats`) or, with `elide`, turned into a space (French
 * and Italian `l'aéroport` → `l aeroport`), every run of characters that are not letters or
 * digits of any script (`\p{L}`, `\p{N}`) a single space, `€` kept as a word of its own.
 * Keywords go through the same function.
 *
 * @param text a visitor's message or a keyword
 * @param elide apostrophes become spaces instead of disappearing
 * @returns the normalised text, words separated by single spaces, no leading or trailing space
 */
export function normaliseText(text: string, elide = false): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ς/g, 'σ')
    .replace(/['’‘`´]/g, elide ? ' ' : '')
    .replace(/€/g, ' € ')
    .replace(/[^\p{L}\p{N}€]+/gu, ' ')
    .trim();
}

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words a keyword's `...` may stand for ('möchte ... buchen': 'möchte ein Auto buchen'). */
const KEYWORD_GAP = 5;

/**
 * A keyword's markers (see {@link compileKeyword}) and its words without them: '^=der fähre$' →
 * `words` 'der fähre', `atStart`, `exact`, `atEnd`.
 */
export function keywordMarkers(keyword: string): {
  words: string;
  atStart: boolean;
  atEnd: boolean;
  exact: boolean;
  anyBefore: boolean;
  anyAfter: boolean;
} {
  let k = keyword;
  const atStart = k.startsWith('^');
  if (atStart) k = k.slice(1);
  const atEnd = k.endsWith('$');
  if (atEnd) k = k.slice(0, -1);
  const exact = k.startsWith('=');
  if (exact) k = k.slice(1);
  const anyBefore = k.startsWith('*');
  if (anyBefore) k = k.slice(1);
  const anyAfter = k.endsWith('*');
  if (anyAfter) k = k.slice(0, -1);
  return { words: k, atStart, atEnd, exact, anyBefore, anyAfter };
}

/**
 * True when a keyword's words lie inside a longer keyword that a hit matched ('how many days' in
 * 'how many days before ... book', 'ferry' in 'ferry arrive'), markers left out of both.
 *
 * @param keyword a matched keyword (markers allowed)
 * @param hit the hit whose matched keywords may hold it
 */
export function liesInside(keyword: string, hit: IntentHit): boolean {
  const inner = ` ${keywordMarkers(keyword).words} `;
  return hit.matched.some((m) => m !== keyword && ` ${keywordMarkers(m).words} `.includes(inner));
}

/**
 * Compiles a keyword of a language to a whole-word pattern: each word may take the language's
 * inflections (`words.inflect`), unless the keyword is marked. Markers: `=` no inflection;
 * `*` before / after: any letters before the first / after the last word; `^` / `$`: at the
 * start / end of the message; ` ... ` between words: up to five other words there (German puts
 * the verb last: 'möchte ... buchen' is 'ich möchte ein Auto buchen'); `*` after a word inside
 * the keyword: any letters after that word ('riport* ... in ritardo').
 */
function compileKeyword(keyword: string, words: LanguageWords): RegExp {
  const { words: k, atStart, atEnd, exact, anyBefore, anyAfter } = keywordMarkers(keyword);
  // The keyword's own `*` after its last word is one of its words' `*` (below).
  const segments = (anyAfter ? `${k}*` : k).split(/\s*\.\.\.\s*/);
  const body = segments
    .map((segment, s) => {
      // A word of the keyword ending in `*` takes any letters after it ('riport* ... in ritardo').
      const parts = segment
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((raw) => {
          const forms = formIn(words, raw).split(' ').filter(Boolean);
          return forms.map((w, i) => ({ w, star: raw.endsWith('*') && i === forms.length - 1 }));
        });
      return parts
        .map(({ w, star }, i) => {
          let p = exact || !/^\p{L}+$/u.test(w) ? escapeRegExp(w) : words.inflect(w);
          if (star) p = `${escapeRegExp(w)}[\\p{L}\\p{N}]*`;
          if (s === 0 && i === 0 && anyBefore) p = `[\\p{L}\\p{N}]*${p}`;
          return p;
        })
        .join(' ');
    })
    .join(` (?:[\\p{L}\\p{N}]+ ){0,${KEYWORD_GAP}}`);
  return new RegExp(`${atStart ? '^' : '(?:^| )'}${body}${atEnd ? '$' : '(?= |$)'}`, 'u');
}

const patternCache = new WeakMap<LanguageWords, Map<string, RegExp>>();

/** The compiled pattern of a keyword (cached per language). */
export function keywordPattern(keyword: string, words: LanguageWords = enWords): RegExp {
  let cache = patternCache.get(words);
  if (!cache) {
    cache = new Map();
    patternCache.set(words, cache);
  }
  let pattern = cache.get(keyword);
  if (!pattern) {
    pattern = compileKeyword(keyword, words);
    cache.set(keyword, pattern);
  }
  return pattern;
}

/**
 * A message read in the languages of a page: English first, then the page language (when it
 * is not English), each with its own normalised form.
 */
export interface Reading {
  /** The languages' words, English first. */
  words: readonly LanguageWords[];
  /** The message normalised for each language (same order as `words`). */
  forms: readonly string[];
  /** English keywords not used on this page (the page language's `ignoreEnglish`). */
  ignore: ReadonlySet<string>;
}

/**
 * A text as a language's keywords are matched against it: normalised (`normaliseText`, with the
 * language's elision), then folded by the language if it folds (Greek).
 */
export function formIn(w: LanguageWords, text: string): string {
  const form = normaliseText(text, w.elide);
  return w.fold ? w.fold(form) : form;
}

/**
 * Reads a message for keyword matching.
 *
 * @param text the message (with names, e-mails, phones and dates already blanked)
 * @param languages the page language's words, or none for English; English is always added first
 */
export function read(text: string, languages: readonly LanguageWords[] = []): Reading {
  const words = [enWords, ...languages.filter((w) => w !== enWords)];
  return {
    words,
    forms: words.map((w) => formIn(w, text)),
    ignore: new Set(words.flatMap((w) => w.ignoreEnglish)),
  };
}

/** A message's sentences: split after '.', '!', '?', ';' or the Greek question mark; none empty. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?;\u037e])\s+/).filter((part) => part.trim() !== '');
}

/**
 * The English normalised form of a reading: the form the engine reads figures from (engine sizes
 * such as `125cc`) and counts words in. English is always the first language of a reading.
 */
export function englishForm(reading: Reading): string {
  return reading.forms[0] ?? '';
}

/** The keywords of a list a language uses in a reading (English minus the ignored ones). */
function usable(reading: Reading, index: number, list: readonly string[]): readonly string[] {
  return index === 0 && reading.ignore.size > 0 ? list.filter((k) => !reading.ignore.has(k)) : list;
}

/**
 * True when the message contains one of the phrases `pick` gives for any of its languages
 * (each language's phrases are matched on that language's form).
 */
export function says(reading: Reading, pick: (words: LanguageWords) => readonly string[]): boolean {
  return reading.words.some((w, i) =>
    usable(reading, i, pick(w)).some((k) => keywordPattern(k, w).test(reading.forms[i] ?? '')),
  );
}

/** Number of words of the message (in its English form). */
export function wordCount(reading: Reading): number {
  const form = englishForm(reading);
  return form === '' ? 0 : form.split(' ').length;
}

/** One candidate intent of a message. */
export interface IntentHit {
  id: Exclude<IntentId, 'fallback'>;
  /** The highest tier among the matched keywords. */
  tier: Tier;
  /** Position of the intent in the required priority order (0 = cars). */
  priority: number;
  /** The keywords found (as written in the tables). */
  matched: string[];
}

const keywordIntents = intentIds.filter((id): id is KeywordIntent => id !== 'fallback');

/**
 * Every intent whose keywords occur in the message, in any of its languages, most specific
 * first: tier descending, then the required priority order (the same in every language).
 *
 * A party size extracted from the message ('4 people', '9 pax') also counts, at tier 2: up to
 * 4 people it points to `cars`, from 5 to `family` and `groups` (so '9 people' reaches
 * `groups` when no vehicle has 9 seats and `family` falls through).
 *
 * Other clues found outside the keyword tables (`extras`) count the same way: a stated age
 * points to `licence`, a clock time outside office hours to `contact` (see `engine.ts`).
 *
 * @param passengers the party size this message states, if any
 * @param extras more candidates with their tier and a label for `matched`
 */
export function findIntents(
  reading: Reading,
  passengers?: number,
  extras: readonly { id: Exclude<IntentId, 'fallback'>; tier: Tier; label: string }[] = [],
): IntentHit[] {
  const hits: IntentHit[] = [];
  const party: Partial<Record<IntentHit['id'], true>> = {};
  if (passengers !== undefined) {
    if (passengers >= 5) party.family = party.groups = true;
    else party.cars = true;
  }
  for (const id of keywordIntents) {
    const tiers: number[] = [];
    const matched: string[] = [];
    reading.words.forEach((w, i) => {
      const form = reading.forms[i] ?? '';
      for (const [tier, list] of Object.entries(w.keywords[id]) as [string, readonly string[]][]) {
        for (const keyword of usable(reading, i, list)) {
          if (keywordPattern(keyword, w).test(form)) {
            tiers.push(Number(tier));
            matched.push(keyword);
          }
        }
      }
    });
    if (party[id]) {
      tiers.push(2);
      matched.push('party size');
    }
    for (const extra of extras) {
      if (extra.id !== id) continue;
      tiers.push(extra.tier);
      matched.push(extra.label);
    }
    if (tiers.length === 0) continue;
    hits.push({ id, tier: Math.max(...tiers) as Tier, priority: intentIds.indexOf(id), matched });
  }
  return hits.sort((a, b) => b.tier - a.tier || a.priority - b.priority);
}

/** What a message's wording says, in any of its languages (see `Flag`). */
export function flagsOf(reading: Reading): Set<Flag> {
  return new Set<Flag>(flagNames.filter((flag) => says(reading, (w) => w.flags[flag])));
}
