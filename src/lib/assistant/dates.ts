/**
 * Dates in chat messages (docs/requirements.md, "Chat extraction": dates day/month/year with a 1-2
 * digit day and month and a 2-4 digit year; the first found is the pickup date, the second the
 * return date) — extended to month names ('15 July 2026', 'July 15', '1st of August', '1-8
 * August'), day/month without a year ('15/07', German '15.07.') and, for the site's languages
 * (docs/requirements.md, "Five languages"), French, German and Italian month names and ranges ('du
 * 15 juillet au 22 juillet', 'vom 15. bis
 * 22. Juli', 'dal 15 al 22 luglio'). The words come from each language pack's `dates.ts`
 * (registered in `packs.ts`); every language's are always known: a date kept in the context must
 * stay readable when the visitor moves to a page in another language.
 *
 * Finding is done with a few strict patterns so that '24/7 support', phone numbers, '5 days' or
 * 'tomorrow' never count as dates; every candidate is then validated and read by chrono-node
 * (`chrono.en.GB`, day-first, `forwardDate: true`; month-first texts such as 'July 15' go through
 * chrono's English parser because the GB parser reads 'July 15' as July 2015). A French, German
 * or Italian candidate is first translated to English ('22. Juli' → '22 July'): chrono-node
 * 2.10 ships `fr`, `de` and `it` parsers, but the candidates are already found by these
 * patterns, so only the calendar reading is needed and the three locale parsers would only add
 * weight to the chat chunk (the unit tests check that both readings agree). Pure: the
 * reference instant is always passed in, the clock is never read.
 *
 * Days named from today ('tomorrow', 'next Friday', 'ab morgen', 'vendredi prochain') are not
 * calendar dates for `findDates`; `relativeStart` reads them as a pickup counted from the
 * conversation's instant (each pack's `relativeDays` and `nextWeekday`).
 */
import * as chrono from 'chrono-node';
import { enMonthName } from '../../locales/en/assistant/dates';
import { escapeRegExp } from './keywords';
import { allDateWords } from './packs';
import { HOLIDAY_STAY_DAYS, type HolidayKey, holidayKeys, nextHoliday } from './holidays';
import type { DateWords, MonthPart } from './lang/types';

/** A date found in a message. */
export interface FoundDate {
  /**
   * The matched text ('15/07/2026', '15 July 2026', 'July 15'). For a range written once
   * ('1-8 August', 'July 15-22') each end is completed with the shared month and year
   * ('1 August', '8 August'; 'July 15', 'July 22').
   */
  text: string;
  /** Character offset of the match in the message (for a completed range end: of the range). */
  index: number;
  /** The text as written at `index` when `text` was rewritten ('8/3' read as '3/8'). */
  written?: string;
}

/** Regular-expression alternatives: `a|b|c`. */
const alternatives = (list: readonly string[]) => list.join('|');
const englishWords = allDateWords.filter((w) => w.monthBeforeDay);
const otherWords = allDateWords.filter((w) => !w.monthBeforeDay);

/** Month names that may come before the day ('July 15'): English (the language pack marked `monthBeforeDay`). */
const MONTH = `(?:${alternatives(englishWords.flatMap((w) => w.months.map(([m]) => m)))})\\.?`;

/**
 * The other languages' month names (French, German, Italian …, from their packs' `dates.ts`) and
 * the English month each means (1-12).
 */
const foreignMonths: readonly (readonly [string, number])[] = otherWords.flatMap((w) => w.months);
const FOREIGN_MONTH = foreignMonths.map(([m]) => m).join('|');
/** Any month name written after the day, in any of the site's languages. */
const ANY_MONTH = `(?:(?:${FOREIGN_MONTH})\\.?|${MONTH})`;

/** A day before a month name: '15', '1st', French '1er', Italian '1°', German '15.'. */
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const DAY_FIRST = '(\\d{1,2})(?:st|nd|rd|th|er|re|°|º|ης|η|\\.)?';
/** Optional 4-digit year after a month name or day ('15 July 2026', 'July 15, 2026'). */
const YEAR = '(?:,?\\s+(\\d{4}))?';
/** A following word that shows the number was not a day ('May 2 people', 'July 3 days'). */
const NOT_A_DAY =
  '(?!\\s*(?:people|persons?|pax|adults?|passengers?|kids|children|of us|days?|nights?|weeks?|hours?|h\\b|am\\b|pm\\b|:))';
/** Between the two ends of a range, in the site's languages ('to', 'au', 'bis', 'al'; each pack's `rangeWords`). */
const TO = `\\s*(?:-|–|—|${alternatives(allDateWords.flatMap((w) => [...w.rangeWords, ...w.betweenWords]))})\\s*`;
/** The same without 'and' ('between … and …'): between numbers with dots, which may be decimals. */
const TO_STRICT = `\\s*(?:-|–|—|${alternatives(allDateWords.flatMap((w) => w.rangeWords))})\\s*`;
/**
 * After two numbers with dots, a word that makes them amounts rather than days ('1.2 to 1.4
 * engine', '1.8 - 1.9 per litre', '1.5 to 3.5 years', '20.50 - 25.50 €').
 */
const NOT_DAYS =
  '(?!\\s*(?:€|eur|euros?|per|a\\b|l\\b|lt|litres?|liters?|litri|litro|engines?|cc|years?|yrs|ans|jahre|anni|ετων|χρονων|km|h\\b|%))';
const END = '(?![\\w/])';
/** Before a day of a numeric date: not inside a number, a date, a price or a phone ('+30 6/…'). */
const NUMBER_START = '(?<![\\d/.+,])';
/** After a numeric date: no further digit, slash or decimal ('15/7' but not '15/7/2' or '1/2.5'). */
const NUMBER_END = '(?![\\d/]|\\.\\d)';

/**
 * Numeric d/m/y as required: 1-2 digit day and month, 2-4 digit year, `/ . -` separators; not the
 * first three pairs of a French phone number (`06-12-34-56-78`).
 */
const numeric =
  /(?<![\d/.+])(\d{1,2})([/.-])(\d{1,2})\2(\d{2,4})(?!\d|[/.]\d|\2\d{2}\2\d{2}(?![\d-]))/gi;
/** A yearless d/m range with slashes ('15/7 - 22/7', 'du 15/07 au 22/07'). */
const shortRange = new RegExp(
  `${NUMBER_START}(\\d{1,2})/(\\d{1,2})${TO}(\\d{1,2})/(\\d{1,2})${NUMBER_END}`,
  'gi',
);
/**
 * A yearless d.m range with dots, the final dots optional ('15.8 - 22.8', '15.08 bis 22.08',
 * '15.8.-22.8.'): two such numbers are a stay, where one alone may be a decimal ('15.8').
 */
const dotRange = new RegExp(
  `${NUMBER_START}(\\d{1,2})\\.(\\d{1,2})\\.?${TO_STRICT}(\\d{1,2})\\.(\\d{1,2})\\.?${NUMBER_END}${NOT_DAYS}`,
  'gi',
);
/** A yearless d/m ('15/07', '12/7'; never '24/7' or '7/7', which mean always, nor a fraction: '1/2'). */
const shortSlash = new RegExp(`${NUMBER_START}(\\d{1,2})/(\\d{1,2})${NUMBER_END}`, 'g');
/** True when a d/m pair is not a day: '24/7', '7/7', a fraction ('1/2 day', '3/4'). */
const notADay = (d: number, m: number) =>
  (d === 24 && m === 7) || (d === 7 && m === 7) || (d < m && m <= 4);
/** A date word of a language right before ('on 7/7', 'le 24/7', 'am 7/7'): `dotDateLeads`. */
const DATE_LEAD_BEFORE = new RegExp(
  `(?:^|\\s)(?:${alternatives(allDateWords.flatMap((w) => w.dotDateLeads))})\\s+$`,
  'i',
);
/**
 * True when `before` (the text up to a d/m pair) ends with a date word: 'on 7/7', 'le 24/7' are
 * days (7 July, 24 July), where '7/7' and '24/7' alone mean always.
 */
const ledByDateWord = (before: string) => DATE_LEAD_BEFORE.test(before);
/** A yearless German d.m. with its final dot ('15.07.', '1.8.'). */
const shortDot = /(?<![\d/.+,])(\d{1,2})\.(\d{1,2})\.(?![\d/])/g;
/**
 * A yearless d.m without its final dot after a date word of a language (`dotDateLeads`: 'ab 5.8',
 * 'am 14.8', 'coming 12.7', 'le 12.7'): a day, where '5.8' alone may be a decimal; not one before
 * a range to a plain number ('from 1.5 to 2 hours').
 */
const ledDot = new RegExp(
  `(?<=(?:^|\\s)(?:${alternatives(allDateWords.flatMap((w) => w.dotDateLeads))})\\s)(\\d{1,2})\\.(\\d{1,2})(?![\\d./])${NOT_DAYS}(?!${TO}\\d+(?![\\d.]))`,
  'gi',
);
/** Accented forms of each unaccented vowel, for words the packs write folded ('lunedi', 'δευτερα'). */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'aàáâä',
  e: 'eèéêë',
  i: 'iìíîï',
  o: 'oòóôö',
  u: 'uùúûü',
  α: 'αά',
  ε: 'εέ',
  η: 'ηή',
  ι: 'ιίϊΐ',
  ο: 'οό',
  υ: 'υύϋΰ',
  ω: 'ωώ',
};
/** A folded word as a pattern that matches it written with or without its accents. */
const accentFree = (word: string) =>
  [...word].map((c) => (ACCENTED[c] ? `[${ACCENTED[c]}]` : c)).join('');
/**
 * Folded words (one space between them) as a pattern that matches them as typed: with or without
 * their accents, a Greek σ as σ or ς, and `gap` (a pattern) between the words.
 */
const asTyped = (folded: string, gap: string) =>
  folded
    .split(' ')
    .map((word) => accentFree(word).replace(/σ/g, '[σς]'))
    .join(gap);
/** Words that open a follow-up asking about something else ('what about', 'was ist mit'). */
const ASKS_ABOUT = new RegExp(
  `^(?:${alternatives(allDateWords.flatMap((w) => w.lengthAsks))})(?= |$)`,
);

/**
 * Whether a message opens with words that ask about something else ('what about september',
 * 'was ist mit September', 'τι λες για τον Σεπτέμβριο').
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function opensWithAsk(text: string): boolean {
  return ASKS_ABOUT.test(text);
}

/** Small talk that names a day ('How are you doing today?', 'comment allez-vous aujourd'hui'). */
const SMALL_TALK_DAYS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternatives(
    allDateWords.flatMap((w) => w.smallTalkDays.map((talk) => asTyped(talk, '[^\\p{L}\\p{N}]+'))),
  )})(?![\\p{L}\\p{N}])`,
  'giu',
);

/**
 * The message without its small talk that names a day ('how are you doing today? we need a car
 * tomorrow': only 'tomorrow' is a day; `smallTalkDays` of each language), each phrase blanked in
 * place (the rest keeps its positions).
 *
 * @param text the visitor's message as typed
 * @returns the text, and whether small talk was blanked (the message greets)
 */
export function withoutSmallTalkDays(text: string): { text: string; greets: boolean } {
  let greets = false;
  const out = text.replace(SMALL_TALK_DAYS, (talk) => {
    greets = true;
    return ' '.repeat(talk.length);
  });
  return { text: out, greets };
}

/**
 * A weekday name and an article before the second day of a range ('to friday the 10th', 'au
 * vendredi 10', 'bis Freitag, den 10.'): read as if only the day were written.
 */
const WEEKDAY_GAP = `(?:(?:${Object.keys(Object.assign({}, ...allDateWords.map((w) => w.weekdays)))
  .map(accentFree)
  .join('|')}),?\\s+(?:(?:the|le|den|il|τη|την)\\s+)?)?`;
/**
 * Not after a word that makes the number an hour (`hourIntro`, but a day's lead: Greek 'στις'):
 * in 'il 3 agosto alle 9 fino al 7 agosto' the 9 is no day.
 */
const NOT_AN_HOUR = `(?<!(?:^|\\s)(?:${alternatives(
  allDateWords.flatMap((w) => w.hourIntro.filter((l) => !w.dayOfMonthLeads.includes(l))),
)})\\s+)`;
/**
 * Not right after a date and a word for 'at' ('le 3 août à 10 jusqu'au 6 août', 'στις 3 Αυγούστου
 * στις 10 μέχρι 6 Αυγούστου'): that number is the date's hour, not the first day of a range.
 */
const NOT_HOUR_AFTER_DATE = `(?<!(?:${ANY_MONTH})\\s+(?:à|a|at|um|alle|στις|στισ)\\s+)`;
/**
 * '1-8 August', '15 to 22 July 2026', 'du 15 au 22 juillet', 'vom 15. bis 22. Juli', 'dal 15 al
 * 22 luglio', 'monday the 6th to friday the 10th of july'.
 */
const dayRange = new RegExp(
  `\\b${NOT_AN_HOUR}${NOT_HOUR_AFTER_DATE}${DAY_FIRST}${TO}${WEEKDAY_GAP}(${DAY_FIRST}\\s+(?:of\\s+)?(${ANY_MONTH})${YEAR})${END}`,
  'gi',
);
/**
 * Two days before one numeric month ('3-10/8', '3.-10.8.', 'du 5 au 12/07', '5. bis 12.07.'):
 * the 3rd to the 10th of August.
 */
const sharedMonthRange = new RegExp(
  `${NUMBER_START}(\\d{1,2})\\.?${TO_STRICT}(\\d{1,2})[/.](\\d{1,2})\\.?${NUMBER_END}${NOT_DAYS}`,
  'gi',
);
/** An ISO date ('2026-07-05'). */
const isoDate = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g;
/** 'July 15-22', 'Aug 1st to 8th, 2026'. */
const monthRange = new RegExp(`\\b(${MONTH})\\s+${DAY}${TO}${DAY}${YEAR}${END}${NOT_A_DAY}`, 'gi');
/** '15 July', '15th of July 2026', '15 juillet', '15. Juli', '1° agosto'. */
const dayMonth = new RegExp(`\\b${DAY_FIRST}\\s+(?:of\\s+)?(${ANY_MONTH})${YEAR}${END}`, 'gi');
/** 'July 15', 'Jul. 15th, 2026'. */
const monthDay = new RegExp(`\\b(${MONTH})\\s+(?:the\\s+)?${DAY}${YEAR}${END}${NOT_A_DAY}`, 'gi');

/**
 * Month names as words, in one pattern (one `u` pattern per name took about 50 ms to build on a
 * slow phone, inside the chat's module evaluation): the named group `m1` … `m12` that matched is
 * the month ({@link monthOfMatch}).
 */
function monthWordPattern(months: readonly (readonly [string, number])[], flags: string): RegExp {
  return new RegExp(
    `(^|[^\\p{L}])(?:${Array.from({ length: 12 }, (_, i) => {
      const names = months.filter(([, n]) => n === i + 1).map(([m]) => m);
      return `(?<m${i + 1}>${names.length > 0 ? alternatives(names) : '(?!)'})`;
    }).join('|')})\\.?(?![\\p{L}])`,
    flags,
  );
}

/** Every foreign month name as a word ({@link monthWordPattern}). */
const foreignMonthWord = monthWordPattern(foreignMonths, 'giu');

/** The month (1-12) of a {@link foreignMonthWord} match, from the group that matched. */
function monthOfMatch(groups: Record<string, string | undefined>): number {
  for (let n = 1; n <= 12; n++) if (groups[`m${n}`] !== undefined) return n;
  throw new Error('a foreign month matched without its month group');
}

/**
 * A date text in English for chrono: French, German and Italian month names become English
 * ones, ordinal marks after the day go ('1er', '1°', '15.'), and a German '15.07.' becomes
 * '15/07'. English texts are returned unchanged.
 */
export function toEnglishDate(text: string): string {
  let out = text.trim();
  const dot = /^(\d{1,2})\.(\d{1,2})\.$/.exec(out);
  if (dot) return `${dot[1]}/${dot[2]}`;
  out = out.replace(
    foreignMonthWord,
    (...args) =>
      `${args[1]}${enMonthName(monthOfMatch(args.at(-1) as Record<string, string | undefined>))}`,
  );
  return out.replace(/\b(\d{1,2})(?:er|re|°|º|ης|η|\.)(?=\s)/g, '$1');
}

/** True when the text starts with a month name (month-first reading). */
function isMonthFirst(text: string): boolean {
  return new RegExp(`^${MONTH}\\s`, 'i').test(text.trim());
}

/** Chrono's reading of one candidate text, or null when it is not a valid calendar day. */
function readDate(text: string, reference: Date): chrono.ParsedResult | null {
  const english = toEnglishDate(text);
  const parser = isMonthFirst(english) ? chrono.en : chrono.en.GB;
  const results = parser.parse(english, { instant: reference }, { forwardDate: true });
  const hit = results[0];
  if (!hit?.start.isCertain('day') || !hit.start.isCertain('month')) return null;
  // The candidate must be read from its start (not a date found somewhere inside it).
  return hit.index <= 4 ? hit : null;
}

/**
 * True when day/month `d1/m1` to `d2/m2` are calendar days and the second comes 1-60 days after
 * the first (across the new year when it comes earlier in the calendar: '28/12 - 4/1').
 */
function isShortStay(d1: number, m1: number, d2: number, m2: number): boolean {
  const day = (d: number, m: number, y: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return m >= 1 && m <= 12 && date.getUTCDate() === d ? date.getTime() : null;
  };
  // 2024 has a 29 February; the return may fall in the next year.
  const start = day(d1, m1, 2024);
  let end = day(d2, m2, 2024);
  if (start === null || end === null) return false;
  if (end <= start) end = day(d2, m2, 2025) ?? end;
  const days = (end - start) / 86_400_000;
  return days >= 1 && days <= 60;
}

/** Fixed reference for validation only: finding dates must not depend on the clock. */
const VALIDATION_REFERENCE = new Date(Date.UTC(2024, 0, 1, 12));

/**
 * Every date in a message, in reading order (docs/requirements.md, "Chat extraction"). Only
 * calendar days are returned (invalid ones such as 31/02/2026, and relative words such as
 * 'tomorrow', are ignored).
 *
 * @param text the visitor's message
 * @returns matched texts with their offsets; a one-month range gives two entries
 */
export function findDates(text: string): FoundDate[] {
  type Span = { start: number; end: number; dates: FoundDate[] };
  const spans: Span[] = [];
  const overlaps = (s: number, e: number) => spans.some((x) => s < x.end && e > x.start);
  const add = (m: RegExpExecArray, dates: FoundDate[]) => {
    const start = m.index;
    const end = start + m[0].length;
    if (overlaps(start, end)) return;
    const valid = dates.filter((d) => readDate(d.text, VALIDATION_REFERENCE) !== null);
    if (valid.length > 0) spans.push({ start, end, dates: valid });
  };
  const each = (re: RegExp, f: (m: RegExpExecArray) => FoundDate[]) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) add(m, f(m));
  };
  const yearPart = (y: string | undefined) => (y ? ` ${y}` : '');

  each(isoDate, (m) => [{ text: `${m[3]}/${m[2]}/${m[1]}`, index: m.index, written: m[0] }]);
  each(numeric, (m) => [{ text: m[0], index: m.index }]);
  each(shortRange, (m) => {
    const [a, b, c, d] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    // Day first ('3/8 - 10/8'), unless only the month-first reading is a stay of at most 60
    // days ('8/3 - 8/10', as Americans write 3 to 10 August): then it is written day first.
    const us = !isShortStay(a, b, c, d) && isShortStay(b, a, d, c);
    const first = us ? `${b}/${a}` : `${m[1]}/${m[2]}`;
    const second = us ? `${d}/${c}` : `${m[3]}/${m[4]}`;
    const asWritten = [`${m[1]}/${m[2]}`, `${m[3]}/${m[4]}`] as const;
    return [
      { text: first, index: m.index, ...(us ? { written: asWritten[0] } : {}) },
      {
        text: second,
        index: m.index + m[0].length - asWritten[1].length,
        ...(us ? { written: asWritten[1] } : {}),
      },
    ];
  });
  // Numbers that are no stay of 1-60 days are amounts, not dates ('1.2 to 5.4').
  each(sharedMonthRange, (m) =>
    isShortStay(Number(m[1]), Number(m[3]), Number(m[2]), Number(m[3]))
      ? [
          { text: `${m[1]}/${m[3]}`, index: m.index, written: m[1]! },
          {
            text: `${m[2]}/${m[3]}`,
            index: m.index + m[0].lastIndexOf(m[2]!),
            written: m[0].slice(m[0].lastIndexOf(m[2]!)),
          },
        ]
      : [],
  );
  each(dotRange, (m) => {
    if (!isShortStay(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]))) return [];
    const second = `${m[3]}.${m[4]}.`;
    return [
      { text: `${m[1]}.${m[2]}.`, index: m.index },
      { text: second, index: m.index + m[0].lastIndexOf(`${m[3]}.${m[4]}`) },
    ];
  });
  each(shortSlash, (m) =>
    notADay(Number(m[1]), Number(m[2])) && !ledByDateWord(text.slice(0, m.index))
      ? []
      : [{ text: m[0], index: m.index }],
  );
  each(shortDot, (m) => [{ text: m[0], index: m.index }]);
  each(ledDot, (m) =>
    Number(m[2]) >= 1 && Number(m[2]) <= 12
      ? [{ text: `${m[0]}.`, written: m[0], index: m.index }]
      : [],
  );
  each(dayRange, (m) => {
    // Groups: 1 first day, 2 the second date as written, 3 second day, 4 month, 5 year.
    const month = m[4]!.replace(/\.$/, '');
    const firstDay = /^\d{1,2}(?:st|nd|rd|th|er|re|°|º|ης|η|\.)?/i.exec(m[0])![0]; // as written: '15.', '1er', '1°'
    // 'from 29 to 2 August': the first day is in the month before (29/7), when that makes a stay
    // of at most two weeks ('du 15 au 10 août' is a slip, said back as a return before the pickup).
    const named = Number(m[1]) > Number(m[3]) ? monthWordIn(month)?.groups : undefined;
    const before = named ? monthOfMatch(named) - 1 : 0;
    const lastOfBefore = new Date(Date.UTC(2025, before === 0 ? 12 : before, 0)).getUTCDate();
    // Not a day the month before lacks ('from 31 to 3 May': no 31 April).
    if (named && Number(m[1]) <= lastOfBefore && lastOfBefore - Number(m[1]) + Number(m[3]) <= 14) {
      const [y, mo] = before === 0 ? [m[5] && Number(m[5]) - 1, 12] : [m[5], before];
      return [
        { text: `${Number(m[1])}/${mo}${y ? `/${y}` : ''}`, written: firstDay, index: m.index },
        { text: m[2]!, index: m.index + m[0].length - m[2]!.length },
      ];
    }
    return [
      { text: `${firstDay} ${month}${yearPart(m[5])}`, index: m.index },
      { text: m[2]!, index: m.index + m[0].length - m[2]!.length },
    ];
  });
  each(monthRange, (m) => {
    const month = m[1]!.replace(/\.$/, '');
    return [
      { text: `${month} ${m[2]}${yearPart(m[4])}`, index: m.index },
      { text: `${month} ${m[3]}${yearPart(m[4])}`, index: m.index },
    ];
  });
  each(dayMonth, (m) => [{ text: m[0], index: m.index }]);
  each(monthDay, (m) => [{ text: m[0], index: m.index }]);

  // 'start 20 july. how much?': a full stop after a month's name ends the sentence (an
  // abbreviation's, 'aug.', is read the same without it).
  return spans
    .sort((a, b) => a.start - b.start)
    .flatMap((s) => s.dates)
    .map((d) => (/\p{L}\.$/u.test(d.text) ? { ...d, text: d.text.slice(0, -1) } : d));
}

/**
 * Chrono's reading of the first calendar date found in a text ('next week' is none). A bare
 * 'd/m' (one end of a range such as '15/7 - 22/7', kept alone in the context) is read as is.
 */
function readCalendarDate(text: string, reference: Date): chrono.ParsedResult | null {
  const found =
    findDates(text)[0]?.text ?? (/^\d{1,2}\/\d{1,2}$/.test(text.trim()) ? text.trim() : undefined);
  return found ? readDate(found, reference) : null;
}

/** `YYYY-MM-DD` of a chrono component. */
/** The calendar day `[year, month, day]` of a `YYYY-MM-DD` text. */
export const ymd = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day `days` after a `YYYY-MM-DD` day, as `YYYY-MM-DD` (months and years roll over). */
export function isoDaysAfter(date: string, days: number): string {
  const [y, m, d] = ymd(date);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * Normalises a date as stored in the chat context to ISO `YYYY-MM-DD` (for the reservation
 * widget and the booking engine). Day-first for numeric dates (`05/07/2026` is 5 July); a
 * date without a year is the next such day on or after `reference` (chrono `forwardDate`).
 *
 * @param text a date text, e.g. `15/07/2026`, `15.07.26`, `15 July 2026`, `July 15`
 * @param reference the instant the visitor wrote it (usually `new Date()` in the island)
 * @returns the ISO date of the first calendar date in the text, or null when there is none
 *   ('next week', 'tomorrow' and invalid days such as 31/02/2026 give null)
 */
export function toIsoDate(text: string, reference: Date): string | null {
  const hit = readCalendarDate(text, reference);
  if (!hit) return null;
  return iso(hit.start.get('year')!, hit.start.get('month')!, hit.start.get('day')!);
}

/**
 * Normalises a pickup/return pair. When the return date has no year and would fall before the
 * pickup date ('28 December' to '4 January'), it is moved to the following year.
 *
 * @returns both ISO dates, or null when either is missing or not a calendar day
 */
export function toIsoDateRange(
  pickup: string | undefined,
  ret: string | undefined,
  reference: Date,
): { pickupDate: string; returnDate: string } | null {
  if (!pickup || !ret) return null;
  const a = readCalendarDate(pickup, reference);
  const b = readCalendarDate(ret, reference);
  if (!a || !b) return null;
  const pickupDate = iso(a.start.get('year')!, a.start.get('month')!, a.start.get('day')!);
  let year = b.start.get('year')!;
  const month = b.start.get('month')!;
  const day = b.start.get('day')!;
  if (iso(year, month, day) < pickupDate && !b.start.isCertain('year')) year += 1;
  return { pickupDate, returnDate: iso(year, month, day) };
}

/** Number words of short stays, in every language (folded: lower case, no accents). */
const STAY_NUMBERS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...allDateWords.map((w) => w.numbers),
);
const STAY_NUMBER = `(\\d{1,2}|${Object.keys(STAY_NUMBERS).join('|')})`;
/** The value of a {@link STAY_NUMBER} match: digits, or a number word of any language. */
const countOf = (word: string): number => STAY_NUMBERS[word] ?? Number(word);
const STAY_FOR = alternatives(allDateWords.flatMap((w) => w.stayFor));
const WEEK_UNITS = alternatives(allDateWords.flatMap((w) => w.weekUnits));
const DAY_UNITS = alternatives(allDateWords.flatMap((w) => w.dayUnits));
/** A whole word that is a week unit ('weeks', 'semaines'): a stay counted in weeks. */
const WEEK_UNIT = new RegExp(`^(?:${WEEK_UNITS})$`);
/**
 * 'for a week', 'for 2 weeks', 'pour une semaine', 'für zwei Wochen', 'per una settimana'; the
 * 'for' may be left out ('2 weeks', 'a week').
 */
const WEEKS = new RegExp(`(?:^| )(?:(?:${STAY_FOR}) )?${STAY_NUMBER} (?:${WEEK_UNITS})(?= |$)`);
/** 'the week of 12 July' (the date itself blanked before): a week from that day. */
const WEEK_OF = new RegExp(
  `(?:^| )(?:${alternatives(allDateWords.flatMap((w) => w.weekOf)) || '(?!)'})(?= |$)`,
);
/** The most days each month has (February's 29: a year is seldom typed). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A day the calendar does not have, as the message writes it ('31 juin', 'vom 31. Juni', 'June
 * 31st', '31/06', '30 février'): its words, its month (1-12) and the days that month has. The
 * date readers skip such a day, so the other date of a range would stand alone ('le 31 juin au 5
 * juillet' read as a return on 5 July); the dialogue asks again instead. Null when every day
 * exists.
 *
 * @param text the message as typed
 */
export function impossibleDay(text: string): { text: string; month: number; days: number } | null {
  const check = (whole: string, day: number, month: number | null) => {
    if (month === null || month < 1 || month > 12) return null;
    const days = MONTH_DAYS[month - 1]!;
    return day > days && day <= 31 ? { text: whole.trim(), month, days } : null;
  };
  for (const m of text.matchAll(
    /(?<![\d.,/])(\d{1,2})(?:st|nd|rd|th|er|\.|º|°)?\s+(?:of\s+)?(\p{L}+)/gu,
  )) {
    const found = check(m[0], Number(m[1]), monthOfWord(m[2]!));
    if (found) return found;
  }
  for (const m of text.matchAll(/(\p{L}+)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\d.,/:])/gu)) {
    const found = monthFirst().test(m[1]!) ? check(m[0], Number(m[2]), monthOfWord(m[1]!)) : null;
    if (found) return found;
  }
  for (const m of text.matchAll(
    /(?<![\d.,/])(\d{1,2})[/.](\d{1,2})(?:[/.](?:\d{4}|\d{2}))?(?![\d,]|\.\d)/g,
  )) {
    const found = check(m[0], Number(m[1]), Number(m[2]));
    if (found) return found;
  }
  return null;
}

let monthFirstWord: RegExp | undefined;
/** A whole word that is a month of the language whose month may come before the day ('June 31'), built once. */
function monthFirst(): RegExp {
  monthFirstWord ??= new RegExp(
    `^(?:${alternatives(allDateWords.filter((w) => w.monthBeforeDay).flatMap((w) => w.months.map(([m]) => m)))})$`,
    'i',
  );
  return monthFirstWord;
}

/**
 * The month (1-12) one word names in any language ('août', 'Agosto', 'Αυγούστου', 'may': a word
 * known to stand for a month, so English 'may' counts), or null.
 */
export function monthOfWord(word: string): number | null {
  const m = monthWordIn(word);
  return m?.groups ? monthOfMatch(m.groups) : null;
}

/**
 * Two day numbers joined as a range ('3 to 10', '3-10', 'du 3 au 10', 'vom 3. bis 10.', 'dal 3
 * al 10'; each pack's `rangeWords`): the message means days.
 */
export function namesDayRange(text: string): boolean {
  daysJoined ??= new RegExp(
    `(?<!\\d)\\d{1,2}(?:st|nd|rd|th|er|\\.|º|°)?${TO_STRICT}\\d{1,2}(?!\\d)`,
    'iu',
  );
  return daysJoined.test(text);
}
let daysJoined: RegExp | undefined;

/** Each language's parts of a month (`DateWords.monthParts`), compiled once. */
const MONTH_PARTS = allDateWords
  .flatMap((w) => w.monthParts)
  .map(([source, day]) => ({
    pattern: new RegExp(`(?:^| )(?:${source.replace('{m}', '(?<m>\\p{L}+?)')})(?= |$)`, 'u'),
    day,
  }));

/** 'next month' in any language (`DateWords.nextMonth`). */
const NEXT_MONTH = new RegExp(
  `(?:^| )(?:${alternatives(allDateWords.flatMap((w) => w.nextMonth))})(?= |$)`,
);

/**
 * The month after this one (1-12) when the message says 'next month' in any language ('from the
 * 3rd to the 10th of next month', 'dal 3 al 10 del mese prossimo'); null when it does not.
 *
 * @param plain the message from `normaliseText(text, true)`
 * @param now the instant of the conversation (its UTC month is this one)
 */
export function nextMonthIn(plain: string, now: Date): number | null {
  return NEXT_MONTH.test(plain) ? ((now.getUTCMonth() + 1) % 12) + 1 : null;
}

/**
 * The message with its words for 'next month' as typed ('of next month', 'del mese prossimo')
 * replaced by `month`; the message unchanged when they are written otherwise (accents, case:
 * 'nächsten Monat', 'επόμενου μήνα').
 *
 * @param text the message as typed
 * @param month the month's name to write instead
 */
export function withNextMonthNamed(text: string, month: string): string {
  const typed = new RegExp(
    `(?<!\\p{L})(?:${alternatives(allDateWords.flatMap((w) => w.nextMonth))})(?!\\p{L})`,
    'iu',
  );
  return text.replace(typed, month);
}

/** A week word of any language inside a part's words ('first week of', 'augustwoche'). */
const WEEK_WORD = new RegExp(alternatives(allDateWords.flatMap((w) => w.weekUnits)));

/**
 * The part of a month a message names ('first week of August', 'mid-July', 'fin août', 'erste
 * Augustwoche', 'αρχές Αυγούστου'; `DateWords.monthParts`): a period, not
 * dates. Its day is the part's first ('last week': the month's last seven days), in the part's
 * next time from `now` (a month before this one is next year's). Null when the message names none.
 *
 * @param plain the message from `normaliseText(text, true)`
 * @param now the instant of the conversation
 */
export function monthPartIn(plain: string, now: Date): MonthPart | null {
  for (const part of MONTH_PARTS) {
    const m = part.pattern.exec(plain);
    if (!m) continue;
    // The word before which the part stands is a month ('end of may': no 'we may' to tell apart).
    const month = m.groups?.m ? monthOfWord(m.groups.m) : null;
    if (month === null) continue;
    const [y, mo] = dayOf(now);
    const year = month < mo ? y + 1 : y;
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = part.day === 'last' ? length - 6 : part.day;
    return { month, day, year, words: m[0].trim(), week: WEEK_WORD.test(m[0]) };
  }
  return null;
}

/** Each language's names of the holidays (`DateWords.holidays`), compiled once. */
const HOLIDAYS = holidayKeys.flatMap((key) =>
  allDateWords
    .flatMap((w) => w.holidays[key] ?? [])
    .map((source) => ({ key, pattern: new RegExp(`(?:^| )(?:${source})(?= |$)`, 'u') })),
);

/**
 * The holiday a message names ('Greek Easter', 'Pâques', 'Pfingsten', 'le pont de l'Ascension',
 * 'Ferragosto', 'il ponte del 2 giugno', 'το Πάσχα', 'του Αγίου Πνεύματος', 'τον
 * Δεκαπενταύγουστο'; `DateWords.holidays`) as a period: its long weekend (`nextHoliday`, its next
 * time from `now`), of `HOLIDAY_STAY_DAYS` days. The longest name wins ('orthodox easter' over
 * 'easter'). Null when the message names none.
 *
 * @param plain the message from `normaliseText(text, true)`
 * @param now the instant of the conversation
 */
export function holidayIn(plain: string, now: Date): MonthPart | null {
  let found: { key: HolidayKey; words: string } | null = null;
  for (const { key, pattern } of HOLIDAYS) {
    const words = pattern.exec(plain)?.[0].trim();
    if (words && words.length > (found?.words.length ?? 0)) found = { key, words };
  }
  if (!found) return null;
  const [year, month, day] = dayOf(nextHoliday(found.key, now).pickup);
  return {
    month,
    day,
    year,
    words: found.words,
    week: false,
    days: HOLIDAY_STAY_DAYS,
    holiday: found.key,
  };
}

/** Each language's words for a whole month (`DateWords.wholeMonth`), compiled once. */
const WHOLE_MONTHS = allDateWords
  .flatMap((w) => w.wholeMonth)
  .map((source) => new RegExp(`(?:^| )(?:${source.replace('{m}', '(?<m>\\p{L}+)')})(?= |$)`, 'u'));

/**
 * The whole month a message names ('the whole of August', 'all of July', 'tout le mois d'août',
 * 'den ganzen Monat August', 'tutto agosto', 'όλο τον Αύγουστο'; `DateWords.wholeMonth`): its
 * first to its last day, as `DD/MM/YYYY` (read as 'from 1 to 31 August' would be), in its next
 * time from `now` (a month before this one is next year's; this month's runs from today, unless
 * today is its last day). Null when the message names none.
 *
 * @param plain the message from `normaliseText(text, true)`
 * @param now the instant of the conversation
 */
export function wholeMonthIn(
  plain: string,
  now: Date,
): { pickupDate: string; returnDate: string; words: string } | null {
  for (const pattern of WHOLE_MONTHS) {
    const m = pattern.exec(plain);
    const month = m?.groups?.m ? monthOfWord(m.groups.m) : null;
    if (!m || month === null) continue;
    const [y, mo, d] = dayOf(now);
    const length = (year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
    const year = month < mo || (month === mo && d >= length(y)) ? y + 1 : y;
    const first = year === y && month === mo ? d : 1;
    return {
      pickupDate: written(new Date(Date.UTC(year, month - 1, first))),
      returnDate: written(new Date(Date.UTC(year, month - 1, length(year)))),
      words: m[0].trim(),
    };
  }
  return null;
}

/** 'for a fortnight': two weeks. */
const FORTNIGHTS = new RegExp(
  `(?:^| )(?:(?:${STAY_FOR}) )?${STAY_NUMBER} (?:${alternatives(allDateWords.flatMap((w) => w.fortnightUnits)) || '(?!)'})(?= |$)`,
);
/** 'for a month', 'pour un mois', 'für einen Monat', 'per un mese': 30 days each. */
const MONTHS = new RegExp(
  `(?:^| )(?:(?:${STAY_FOR}) )?${STAY_NUMBER} (?:${alternatives(allDateWords.flatMap((w) => w.monthUnits))})(?= |$)`,
);

/** A length followed by a word that makes it how early one books ('2 months in advance'). */
const LEAD_TIME = new RegExp(
  `(?:^| )${STAY_NUMBER} (?:${alternatives(
    allDateWords.flatMap((w) => [...w.dayUnits, ...w.weekUnits, ...w.monthUnits]),
  )}) (?:${alternatives(allDateWords.flatMap((w) => w.leadTime))})(?= |$)`,
  'g',
);

/** Year units of every language (folded), after a count: '1 year and 6 months' is no 6 months. */
const YEAR_COUNT =
  /(?:^| )(\d{1,2}|one|a|un|une|ein|einem|uno|ena|ενα) (?:years?|yrs?|ans?|annee|jahre?n?|jahr|anni|anno|χρονια|χρονο|ετη|ετων|ετοσ|xronia)(?= |$)/g;

/**
 * True when a message counts years other than a stated age ('had my licence for 1 year and 6
 * months', '10 Jahre'; not 'ho 22 anni').
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 * @param age the age the message states, if any
 */
export function countsYears(text: string, age?: number): boolean {
  return [...text.matchAll(YEAR_COUNT)].some((m) => Number(m[1]) !== age);
}

/**
 * The number of months a message counts ('had my licence for 8 months', 'permis depuis 6 mois',
 * 'Führerschein seit 6 Monaten', 'patente da 6 mesi', 'δίπλωμα 6 μήνες'), or null.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function monthsCounted(text: string): number | null {
  // The months of a stay ('for a month') are counted the same way: `MONTHS`.
  const m = MONTHS.exec(text);
  const n = m ? countOf(m[1]!) : 0;
  return n > 0 ? n : null;
}

/** 'for 5 days', 'for 6 nights', '2 nights', 'pour 5 jours', 'für 5 Tage', 'per 5 giorni'. */
const DAYS = new RegExp(`(?:^| )(?:(?:${STAY_FOR}) )?${STAY_NUMBER} (?:${DAY_UNITS})(?= |$)`);
/**
 * A length asked on its own, after at most one leading word: 'and for 10 days', 'for a week',
 * 'et pour 10 jours', 'und für 10 Tage', 'e per 10 giorni', 'και για 10 μέρες' (not 'minimum 3
 * days'), or after words that ask about it (`lengthAsks`: 'what about 3 days', 'was ist mit 3
 * Tagen', 'τι λες για 3 μέρες').
 */
const LENGTH_ALONE = new RegExp(
  `^(?:(?:[^ ]+ )?(?:${STAY_FOR})|(?:${alternatives(allDateWords.flatMap((w) => w.lengthAsks))})(?: (?:${STAY_FOR}))?) ${STAY_NUMBER} (?:${WEEK_UNITS}|${DAY_UNITS})$`,
);

/**
 * True when a message is a rental length and nothing else ('and for 10 days?', 'e per una
 * settimana?'): a follow-up of the price or vehicle answer before it.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function asksLengthAlone(text: string): boolean {
  return LENGTH_ALONE.test(text);
}

/** A length and nothing else after up to two words: 'no wait 4 days', 'non plutot 4 jours'. */
const LENGTH_LAST = new RegExp(`^(?:[^ ]+ ){0,2}${STAY_NUMBER} (?:${WEEK_UNITS}|${DAY_UNITS})$`);

/**
 * True when a message ends with a rental length after at most two words and is nothing else ('no
 * wait 4 days', 'non plutôt 4 jours', 'nein 4 Tage'): with a correction word, the length corrected.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function endsWithLengthAlone(text: string): boolean {
  return LENGTH_LAST.test(text);
}

/**
 * A stay counted from a day of the month: '10 days from the 3rd', '2 weeks from the 28th',
 * 'dix jours à partir du 3', '10 Tage ab dem 3.', '10 giorni dal 3' (each pack's `fromLeads`).
 */
const STAY_FROM_DAY = new RegExp(
  `(?:^| )${STAY_NUMBER} (${WEEK_UNITS}|${DAY_UNITS}) (?:${alternatives(allDateWords.flatMap((w) => w.fromLeads))}) (\\d{1,2})(?:st|nd|rd|th)?(?= |$)`,
);
/**
 * The same stay with the day first: 'the 10th for 4 nights', '10th for a week', 'le 10 pour 4
 * nuits', 'ab dem 10. für eine Woche', 'dal 10 per 4 notti'. The day has an ordinal ending or a
 * lead ('the', 'from', `dayOfMonthLeads`, `fromLeads`): 'at 10 for 2 days' is a clock time.
 */
const DAY_FOR_STAY = new RegExp(
  `(?:^| )(?:(?:${alternatives(allDateWords.flatMap((w) => [...w.dayOfMonthLeads, ...w.fromLeads.filter((l) => !w.priceLeads.includes(l))]))}) (\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)) (?:${STAY_FOR}) ${STAY_NUMBER} (${WEEK_UNITS}|${DAY_UNITS})(?= |$)`,
);
/** Words after an hour that make it a clock time ('στις 6 το πρωι', 'alle 7 di mattina'), in every language. */
const DAY_PARTS = alternatives(
  allDateWords.flatMap((w) => [
    ...w.dayParts.morning,
    ...w.dayParts.evening,
    ...w.dayParts.night,
    ...w.dayParts.midday,
  ]),
);
/**
 * 'the 19th', 'leave on the 19th', 'until the 21st', 'le 19', 'am 19.', 'il 19', 'fino al 19';
 * 'the 12 in the afternoon' is the 12th, but after a lead that also introduces a time ('στις 6 το
 * πρωι') a part of the day makes the number an hour, and minutes after it ('στις 23:00') a time;
 * 'verso le 14' is an hour.
 */
const allDayLeads = new Set(allDateWords.flatMap((w) => w.dayOfMonthLeads));
/**
 * The words that make a day lead part of an hour's intro ('verso' in Italian 'verso le 14', whose
 * 'le' leads a day in French): a lead after them leads no day.
 */
const HOUR_BEFORE_LEAD =
  alternatives(
    allDateWords
      .flatMap((w) => w.hourIntro)
      .filter((t) => t.includes(' ') && allDayLeads.has(t.split(' ').at(-1)!))
      .map((t) => t.split(' ').slice(0, -1).join(' ')),
  ) || '(?!)';
/**
 * What, after a number, makes it no day (`monthlessRange.notDays`, every language: 'people',
 * 'Uhr', 'heures', 'days'): 'am 3. März 10 Uhr' is no return on the 10th.
 */
const UNIT_AFTER = alternatives(allDateWords.flatMap((w) => w.monthlessRange.notDays));
const DAY_OF_MONTH = new RegExp(
  `(?:^| )(?<!(?:^| )(?:${HOUR_BEFORE_LEAD}) )(?:(?:${alternatives(allDateWords.flatMap((w) => w.dayOfMonthLeads.filter((l) => !w.timeIntro.includes(l))))}) (\\d{1,2})(?:st|nd|rd|th)?(?= |$)(?! (?:(?:${alternatives(allDateWords.flatMap((w) => w.betweenWords))}) )?\\d{2}(?: |$))(?! (?:${UNIT_AFTER})(?: |$))|(?:${alternatives(allDateWords.flatMap((w) => w.dayOfMonthLeads.filter((l) => w.timeIntro.includes(l))))}) (\\d{1,2})(?:st|nd|rd|th)?(?= |$)(?! (?:${DAY_PARTS}|${UNIT_AFTER}|\\d{2})(?: |$)))`,
);

/** Weekday names (folded), 0 = Sunday, in every language. */
const WEEKDAYS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...allDateWords.map((w) => w.weekdays),
);
/**
 * True when a message names a day of the week in any language ('next saturday', 'Samstag'): no
 * name, though typed alone and capitalised.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function namesWeekday(text: string): boolean {
  return text.split(' ').some((word) => Object.hasOwn(WEEKDAYS, word));
}

/**
 * 'until Sunday', 'back on Saturday', 'jusqu'à dimanche', 'bis Sonntag', 'fino a domenica', or
 * the weekday alone as the whole message.
 */
const WEEKDAY_ARTICLES = allDateWords.flatMap((w) => w.weekdayArticles).map((a) => ` ${a}`);
const WEEKDAY = new RegExp(
  `(?:(?:^| )(?:${alternatives(allDateWords.flatMap((w) => w.weekdayLeads))})(?:${alternatives(WEEKDAY_ARTICLES)})? |^)(${Object.keys(WEEKDAYS).join('|')})(?= |$)`,
);

/** The weekday leads that only say the day, in every language (`weekdayOnLeads`). */
const WEEKDAY_ON_LEADS = allDateWords.flatMap((w) => w.weekdayOnLeads);

/**
 * The return date a message gives relative to a known pickup ('we arrive 12 July and leave on
 * the 19th', 'for a week', 'for 5 nights', 'until Sunday': the first such weekday after the
 * pickup), as `DD/MM/YYYY`, or null when the message gives none
 * or the pickup cannot be read. A day of the month before or on the pickup's day falls in the
 * next month.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 * @param pickup the pickup date as the visitor wrote it
 * @param reference the instant of the conversation (dates without a year are read forward)
 * @param options `dotDay`: a day of the month the message writes with its ordinal dot
 *   (`dotDayIn`: 'bis den 12.'), which the normalised text no longer shows; `dated`: the message
 *   also writes a full date (blanked from `text`), so a weekday without a lead is that date's own
 *   ('Sunday 9 August'), not the return, and so is a number after a lead of an hour too ('στις 3
 *   Αυγούστου στις 9': at 9) unless a word for the return is beside it (`endWords`: the
 *   languages' `booking.dateEnds.return`, as normalised text writes them); `startWords`: the
 *   pickup is a day in words ('αύριο στις 9 μέχρι Παρασκευή'), whose number after such a lead is
 *   its hour as well
 */
export function relativeReturnDate(
  text: string,
  pickup: string,
  reference: Date,
  options: {
    dotDay?: number | null;
    dated?: boolean;
    startWords?: boolean;
    endWords?: readonly string[];
  } = {},
): string | null {
  const { dotDay = null, dated = false, startWords = false, endWords = [] } = options;
  const start = toIsoDate(pickup, reference);
  if (!start) return null;
  const [y, m, d] = ymd(start);
  // 'tomorrow … and leave in 10 days': counted from today, when that is after the pickup.
  const inDays = fromNowDays(FROM_NOW.exec(text));
  if (inDays > 1) {
    const [ty, tm, td] = dayOf(reference);
    const back = new Date(Date.UTC(ty, tm - 1, td + inDays));
    if (back.getTime() > Date.UTC(y, m - 1, d)) return written(back);
  }
  const length = stayDays(text);
  if (length !== null) return written(new Date(Date.UTC(y, m - 1, d + length)));
  const day =
    (dated || startWords ? returnDayIn(text, endWords) : dayOfMonthIn(text)) ??
    dotDay ??
    ordinalAfterEnd(text, endWords);
  // The first such day after the pickup (a month without it is skipped: 'until the 31st').
  if (day !== null) return dayOnOrAfter(day, [y, m, d + 1]);
  const weekday = WEEKDAY.exec(text);
  // Beside a date, 'on friday' / 'την Παρασκευή' names that date's weekday, not the return.
  const lead = weekday ? weekday[0].trim().slice(0, -weekday[1]!.length).trim() : '';
  const onlyTheDay = dated && WEEKDAY_ON_LEADS.some((l) => lead === l || lead.startsWith(`${l} `));
  if (
    weekday &&
    !onlyTheDay &&
    (weekday.index > 0 || (!dated && /^\S+$/.test(text.trim())) || weekday[0].trim() !== weekday[1])
  ) {
    const from = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    const ahead = (WEEKDAYS[weekday[1]!]! - from + 7) % 7 || 7;
    return written(new Date(Date.UTC(y, m - 1, d + ahead)));
  }
  return null;
}

/** A day word as the map of {@link DAY_WORDS} keys it: lower case, without accents, one space. */
const plainDayWord = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ς/g, 'σ')
    .replace(/[-\s]+/g, ' ');
/** Every language's day words (plain) and their numbers, longest first ({@link withDayNumbers}). */
const DAY_WORDS = new Map(
  allDateWords
    .flatMap((w) => Object.entries(w.dayWords ?? {}))
    .map(([word, day]) => [plainDayWord(word), day] as const)
    .sort((a, b) => b[0].length - a[0].length),
);
/** Day words as typed: with or without their accents ('δεκαπέντε', 'fünfzehnten'). */
const dayWordsAsTyped = (words: readonly string[]) =>
  words.map((w) => asTyped(w, '[-\\s]+')).join('|');
const dayWordSource = dayWordsAsTyped([...DAY_WORDS.keys()]);
const monthSource = allDateWords.flatMap((w) => w.months.map(([m]) => m)).join('|');
const rangeSource = allDateWords.flatMap((w) => w.rangeWords).join('|');
/** A day word before a month ('the fifth of august', 'le premier août', 'πρώτη Αυγούστου'). */
const DAY_WORD_BEFORE_MONTH = new RegExp(
  `(?<![\\p{L}])(${dayWordSource})(?=\\s+(?:(?:of|de|di)\\s+)?(?:${monthSource})\\.?(?![\\p{L}]))`,
  'giu',
);
/** A day word after a month ('august first', 'august the fifth'). */
const DAY_WORD_AFTER_MONTH = new RegExp(
  `(?<=(?<![\\p{L}])(?:${monthSource})\\.?\\s+(?:the\\s+)?)(${dayWordSource})(?![\\p{L}])`,
  'giu',
);
/** A day word before a range word and a day ('du premier au 5 août', 'from the first to the 5th'). */
const DAY_WORD_BEFORE_RANGE = new RegExp(
  `(?<![\\p{L}])(${dayWordSource})(?=\\s+(?:${rangeSource})\\s+(?:the\\s+)?(?:\\d|${dayWordSource}))`,
  'giu',
);

/**
 * A day word after a range word ('to the twentieth', 'fino al venti', 'bis zum zehnten'); not
 * one that is also 'a' or 'one' ('a una settimana', 'to one of the beaches').
 */
const DAY_WORD_AFTER_RANGE = new RegExp(
  `(?<=(?<![\\p{L}])(?:${rangeSource})\\s+(?:(?:the|le|il|al|den|zum|την|τη)\\s+)?)(${dayWordsAsTyped(
    [...DAY_WORDS].filter(([, day]) => day > 1).map(([word]) => word),
  )})(?![\\p{L}])`,
  'giu',
);

/**
 * A message with the days of the month it writes as words beside a month or a range word
 * written as numbers ('from the first to the fifth of august' → 'from the 1 to the 5 of august',
 * 'du premier au 5 août' → 'du 1 au 5 août', 'vom ersten bis 5. August' → 'vom 1 bis 5.
 * August'), so the date reader reads them (`DateWords.dayWords`); other words, and a day word
 * with neither ('the first week of august', 'the second one'), unchanged; an ordinal ending set
 * apart from its number is joined to it ('du 1 er au 8' → 'du 1er au 8').
 *
 * @param typed the message as typed
 */
export function withDayNumbers(typed: string): string {
  // 'du 1 er au 8 août', 'the 3 rd': an ordinal ending a phone keyboard set apart is the day's.
  const text = typed.replace(
    /(?<!\d)(1) (er|re)(?!\p{L})|(?<!\d)(\d{1,2}) (st|nd|rd|th)(?!\p{L})/giu,
    '$1$2$3$4',
  );
  if (DAY_WORDS.size === 0) return text;
  const number = (word: string) => String(DAY_WORDS.get(plainDayWord(word)) ?? word);
  const read = [DAY_WORD_BEFORE_MONTH, DAY_WORD_AFTER_MONTH, DAY_WORD_BEFORE_RANGE].reduce(
    (out, pattern) => out.replace(pattern, (word: string) => number(word)),
    text,
  );
  // 'from the fifteenth of july to the twentieth', 'dal 15 luglio fino al venti': with a month
  // named, a day word after a range word is the return's day too.
  return monthNamed(read) === null
    ? read
    : read.replace(DAY_WORD_AFTER_RANGE, (word: string) => number(word));
}

/** Every language's month names as a word, built on first use ({@link monthAlone}). */
let anyMonthWord: RegExp | undefined;

/**
 * The month a message names without any day ('sorry I meant August', 'scusa intendevo agosto',
 * 'εννοούσα Αύγουστο'), 1-12; null when it names none, or writes a number.
 *
 * @param text the message as typed
 */
export function monthAlone(text: string): number | null {
  return /\d/.test(text) ? null : monthNamed(text);
}

/**
 * The month a message names as a word, anywhere in it ('in august, from 3 to 8', 'τον Αύγουστο,
 * από 3 έως 8'), 1-12; null when it names none. English 'may' counts only after 'in' ('we may
 * need it' is no month).
 *
 * @param text the message as typed
 */
export function monthNamed(text: string): number | null {
  const m = monthWordIn(text);
  if (!m?.groups) return null;
  const month = monthOfMatch(m.groups);
  const word = m[0].slice(m[1]!.length);
  if (
    month === 5 &&
    /^may$/i.test(word) &&
    !/\bin\s*$/i.test(text.slice(0, m.index + m[1]!.length))
  )
    return null;
  return month;
}

/** Every language's month names as a word, global ({@link monthsNamed}). */
let everyMonthWord: RegExp | undefined;

/**
 * Every month a message names as a word, in order, with where its word starts in the text
 * ('no not july, august': July at 7, August at 13); English 'may' only after 'in', as
 * {@link monthNamed}.
 *
 * @param text the message as typed
 */
export function monthsNamed(text: string): { month: number; at: number }[] {
  everyMonthWord ??= monthWordPattern(
    allDateWords.flatMap((w) => w.months),
    'giu',
  );
  const out: { month: number; at: number }[] = [];
  for (const m of text.matchAll(everyMonthWord)) {
    if (!m.groups) continue;
    const month = monthOfMatch(m.groups);
    const at = m.index + m[1]!.length;
    if (
      month === 5 &&
      /^may\.?$/i.test(m[0].slice(m[1]!.length)) &&
      !/\bin\s*$/i.test(text.slice(0, at))
    )
      continue;
    out.push({ month, at });
  }
  return out;
}

/** The first month name of any language in a text ({@link monthWordPattern}'s match). */
function monthWordIn(text: string): RegExpExecArray | null {
  anyMonthWord ??= monthWordPattern(
    allDateWords.flatMap((w) => w.months),
    'iu',
  );
  return anyMonthWord.exec(text);
}

/**
 * The held dates moved to another month, each keeping its day ('10 to 15 July', then 'I meant
 * August': 10 to 15 August), the return as many months after the pickup as it was; `DD/MM/YYYY`,
 * a pickup before today in the next year. Null when a date cannot be read or a day does not exist
 * in its new month.
 *
 * @param pickup the held pickup date as written
 * @param ret the held return date as written, if any
 * @param month the new month of the pickup, 1-12
 * @param reference the instant of the conversation
 */
export function datesInMonth(
  pickup: string,
  ret: string | undefined,
  month: number,
  reference: Date,
): { pickupDate: string; returnDate?: string } | null {
  const start = toIsoDate(pickup, reference);
  const end = ret === undefined ? null : toIsoDate(ret, reference);
  if (!start || (ret !== undefined && !end)) return null;
  const [y, m, d] = ymd(start);
  const [year] = dayOf(reference);
  const shift = (yy: number, mm: number, dd: number) => {
    const date = new Date(Date.UTC(yy, mm - 1, dd));
    return date.getUTCDate() === dd ? date : null;
  };
  let from = shift(y, month, d);
  if (from && iso(from.getUTCFullYear(), from.getUTCMonth() + 1, d) < todayIso(reference))
    from = shift(year + 1, month, d);
  if (!from) return null;
  const pickupDate = written(from);
  if (!end) return { pickupDate };
  const [ey, em, ed] = ymd(end);
  const months = (ey - y) * 12 + (em - m);
  const to = shift(from.getUTCFullYear(), month + months, ed);
  return to ? { pickupDate, returnDate: written(to) } : null;
}

/**
 * The return a rental length gives from a pickup ('for a week' from 5 August: 12/08/2026), as
 * `DD/MM/YYYY`; null when the pickup cannot be read.
 *
 * @param pickup the pickup date as the visitor wrote it
 * @param days the rental length in days (`stayDays`)
 * @param reference the instant of the conversation (dates without a year are read forward)
 */
export function returnAfterDays(pickup: string, days: number, reference: Date): string | null {
  const start = toIsoDate(pickup, reference);
  if (!start) return null;
  const [y, m, d] = ymd(start);
  return written(new Date(Date.UTC(y, m - 1, d + days)));
}

/**
 * A day of a held part of a month ('the first week of August'; `ChatContext.period`) as
 * `DD/MM/YYYY`: its first day, or `offset` days after it (its example's return: 7).
 */
export function periodDay(
  period: { year: number; month: number; day: number },
  offset = 0,
): string {
  return written(new Date(Date.UTC(period.year, period.month - 1, period.day + offset)));
}

/** `DD/MM/YYYY` of a UTC calendar day (how computed dates are kept in the context). */
export function written(date: Date): string {
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** The UTC calendar day of an instant (year, month 1-12, day). */
function dayOf(instant: Date): [number, number, number] {
  return [instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate()];
}

/**
 * The first day numbered `day` on or after a calendar day ('the 3rd' read forward from today or
 * from the pickup), or null when `day` is not 1-31. A day the month does not have (the 31st in
 * June) moves on to the next month that has it.
 *
 * @param from year, month (1-12) and day of the first day allowed
 * @returns `DD/MM/YYYY`
 */
export function dayOnOrAfter(day: number, from: readonly [number, number, number]): string | null {
  if (!Number.isInteger(day) || day < 1 || day > 31) return null;
  const [y, m, d] = from;
  for (let ahead = day >= d ? 0 : 1; ahead < 14; ahead++) {
    const date = new Date(Date.UTC(y, m - 1 + ahead, day));
    if (date.getUTCDate() === day) return written(date);
  }
  return null;
}

/**
 * A bare day of the month in a message ('the 20th', 'make it the 20th', 'le 20', 'am 20.',
 * 'il 20'), as 1-31, or null.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
/**
 * True when the message's day of the month comes after a lead that introduces no time ('il 17',
 * 'on the 17th', 'le 17'), not one that may also lead an hour or a count ('στις 3', 'bis 4').
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function dayOfMonthIsClear(text: string): boolean {
  return DAY_OF_MONTH.exec(text)?.[1] !== undefined;
}

/**
 * A number after a word that starts a rental on a day ('from 9', 'ab 9', 'dal 9', 'dès le 9'),
 * price leads included ('from' also leads a price: 'from 35 a day').
 */
const FROM_DAY = new RegExp(
  `(?:^| )(?:${alternatives(allDateWords.flatMap((w) => [...w.fromLeads, ...w.dayOfMonthLeads.filter((l) => !w.timeIntro.includes(l))]))}) (\\d{1,2})(?:st|nd|rd|th)?(?= |$)`,
);

/**
 * The day of the month a message gives after a word that starts a rental on a day ('actually
 * from 9', 'lieber ab 9', 'anzi dal 9'), price leads included; null when it gives none. Read
 * only where a price cannot be meant: a correction of a held pickup, without a currency.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function fromDayIn(text: string): number | null {
  const n = Number(FROM_DAY.exec(text)?.[1] ?? Number.NaN);
  return n >= 1 && n <= 31 ? n : null;
}

/**
 * A number after a word that leads a day or an hour in any language ('from 9', 'dalle 9', 'από
 * 9', 'starting 9', 'ab 9', 'at 9'): never a party's size.
 */
const LED_NUMBER = new RegExp(
  `(?:^| )(?:${alternatives([
    ...new Set(
      allDateWords.flatMap((w) => [
        ...w.fromLeads,
        ...w.dayOfMonthLeads,
        ...w.timeIntro,
        ...w.hourIntro,
      ]),
    ),
    'starting',
    'απο',
    'dalle',
  ])}) \\d{1,2}(?:st|nd|rd|th)?(?= |$)`,
);

/**
 * True when a message has a number right after a word that leads a day or an hour ('anzi dalle
 * 9', 'τελικά από 9', 'actually starting 9'): that number is no party's size.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function hasLedNumber(text: string): boolean {
  return LED_NUMBER.test(text);
}

/** A day written as an ordinal with no lead ('15th at 10am'): unambiguous in English. */
const ORDINAL_DAY = /(?:^| )(\d{1,2})(?:st|nd|rd|th)(?= |$)/;

/**
 * The day of the month a message writes as an English ordinal without a lead ('15th at 10am');
 * null when none.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function ordinalDayIn(text: string): number | null {
  const n = Number(ORDINAL_DAY.exec(text)?.[1] ?? Number.NaN);
  return n >= 1 && n <= 31 ? n : null;
}

export function dayOfMonthIn(text: string): number | null {
  const m = DAY_OF_MONTH.exec(text);
  const n = m ? Number(m[1] ?? m[2]) : NaN;
  return n >= 1 && n <= 31 ? n : null;
}

/**
 * A language's words that introduce an hour and end no range ('at', 'um', 'στις'; never 'μέχρι
 * τις', whose number is the end of a stay): after a date, the number is that day's hour.
 *
 * @param words one language's date words
 */
export function atHourLeads(words: DateWords): string[] {
  const range = new RegExp(`^(?:${words.rangeWords.join('|')})(?:\\s|$)`, 'u');
  return words.hourIntro.filter((l) => !range.test(l));
}

/**
 * Leads of both a day and an hour that end no range (Greek 'στις'; {@link atHourLeads} that lead
 * a day too): beside a date the message names, the number after them is that day's hour ('στις 3
 * Αυγούστου στις 9').
 */
const AT_LEADS = new Set(
  allDateWords.flatMap((w) => atHourLeads(w).filter((l) => w.dayOfMonthLeads.includes(l))),
);

/**
 * The day of the month a dated message gives as the return: not one after an {@link AT_LEADS}
 * lead, unless a word for the return stands right before it or just after it ('στις 15 Ιουλίου,
 * στις 20 το επιστρέφω', 'και το φέρνω στις 9'; `endWords`, as normalised text writes them).
 */
function returnDayIn(text: string, endWords: readonly string[]): number | null {
  const ends =
    endWords.length > 0
      ? new RegExp(`(?:^| )(?:${endWords.map(escapeRegExp).join('|')})(?= |$)`, 'u')
      : null;
  let previousEnd = 0;
  for (const m of text.matchAll(new RegExp(DAY_OF_MONTH.source, 'g'))) {
    const n = Number(m[1] ?? m[2]);
    if (AT_LEADS.has(m[0].trim().replace(/\s*\d.*$/, ''))) {
      const before = text.slice(previousEnd, m.index).split(' ').slice(-3).join(' ');
      // After it, a return word that leads no day of its own ('στις 20 το επιστρέφω'; not 'στις 10
      // και φεύγουμε στις 20', whose 20th is the return, nor 'στις 9 μέχρι Παρασκευή').
      const next = text
        .slice(m.index + m[0].length)
        .trim()
        .split(' ');
      const endAt = ends ? next.slice(0, 3).findIndex((word) => ends.test(word)) : -1;
      const ledDay = next
        .slice(endAt + 1, endAt + 3)
        .some((word) => /\d/.test(word) || AT_LEADS.has(word) || Object.hasOwn(WEEKDAYS, word));
      previousEnd = m.index + m[0].length;
      if (!ends || !(ends.test(before) || (endAt >= 0 && !ledDay))) continue;
    }
    return n >= 1 && n <= 31 ? n : null;
  }
  return null;
}

/**
 * An English ordinal right after a word for the return, without 'the' ('arriving 5th sept,
 * leaving 12th', 'back 14th', 'until 21st'): the return's day. The ordinal's ending makes it a day.
 */
function ordinalAfterEnd(text: string, endWords: readonly string[]): number | null {
  if (endWords.length === 0) return null;
  const m = new RegExp(
    `(?:^| )(?:${endWords.map(escapeRegExp).join('|')}) (?:on )?(\\d{1,2})(?:st|nd|rd|th)(?= |$)`,
    'u',
  ).exec(text);
  const n = m ? Number(m[1]) : Number.NaN;
  return n >= 1 && n <= 31 ? n : null;
}

const dotLeads = allDateWords.flatMap((w) => w.dotDayLeads ?? []);
/** 'ich meinte den 12.': a day with its ordinal dot after a `dotDayLeads` word, as typed. */
const DOT_DAY =
  dotLeads.length > 0
    ? new RegExp(`(?:^|\\s)(?:${alternatives(dotLeads)})\\s+(\\d{1,2})\\.(?![\\d.])`, 'i')
    : null;

/**
 * The day of the month a message writes with its ordinal dot after a lead that may also come
 * before a count ('ich meinte den 12.', never 'mit den 2 Kindern'); null when it writes none.
 *
 * @param text the message as typed (dates already read may be blanked)
 */
export function dotDayIn(text: string): number | null {
  const m = DOT_DAY?.exec(text);
  const n = m ? Number(m[1]) : Number.NaN;
  return n >= 1 && n <= 31 ? n : null;
}

/** Every bare day of the month in a message, in order ('il 14 non il 15' → 14, 15). */
export function daysOfMonthIn(text: string): number[] {
  const every = new RegExp(DAY_OF_MONTH.source, 'g');
  return [...text.matchAll(every)]
    .map((m) => Number(m[1] ?? m[2]))
    .filter((n) => n >= 1 && n <= 31);
}

/**
 * The length of a stay a message gives without its dates ('for a week', '2 weeks', '5 days',
 * '10 nights', 'une semaine', 'eine Woche', 'una settimana', 'μια εβδομαδα'; 'the week of' before a blanked date: 7), in rental days
 * (a night counts as a day); null when it gives none.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 */
export function stayDays(message: string): number | null {
  // 'if I book 2 months in advance': how early, not how long.
  const text = message.replace(LEAD_TIME, ' ');
  const months = MONTHS.exec(text);
  if (months) return 30 * countOf(months[1]!);
  const fortnights = FORTNIGHTS.exec(text);
  if (fortnights) return 14 * countOf(fortnights[1]!);
  const weeks = WEEKS.exec(text);
  if (weeks) return 7 * countOf(weeks[1]!);
  if (WEEK_OF.test(text)) return 7;
  const days = DAYS.exec(text);
  return days ? countOf(days[1]!) : null;
}

/**
 * A stay counted from a day of the month ('10 days from the 3rd', 'the 10th for 4 nights'): the
 * pickup is the first such day on or after today (in `month`, when the message names one: 'atv 3
 * days from 10 to 13 july' is in July), the return that many days (or weeks) later, both
 * `DD/MM/YYYY`; null when the message gives none.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 * @param now the instant of the conversation (its UTC day is today)
 * @param month the month (1-12) the message names elsewhere ({@link monthNamed}), if any
 * @param dated the message gives a full date (blanked from `text`): Greek 'στις 10' is then its
 *   hour ('φτάνουμε στις 15 Ιουλίου στις 10 για 5 μέρες')
 */
export function stayFromDay(
  text: string,
  now: Date,
  month?: number,
  dated = false,
): { pickupDate: string; returnDate: string } | null {
  const m = STAY_FROM_DAY.exec(text);
  const led = m ? null : DAY_FOR_STAY.exec(text);
  // 'αύριο στις 9 για 3 μέρες': after a day named from today or a date, 'στις 9' is its hour.
  const first =
    led &&
    AT_LEADS.has(led[0].trim().replace(/\s*\d.*$/, '')) &&
    (dated || RELATIVE_DAY.test(text.slice(0, led.index)))
      ? null
      : led;
  // [day of the month, number, unit] of either order.
  const parts = m
    ? [m[3]!, m[1]!, m[2]!]
    : first
      ? [first[1] ?? first[2]!, first[3]!, first[4]!]
      : null;
  if (!parts) return null;
  const [dayText, countText, unit] = parts as [string, string, string];
  const pickupDate = dayOnOrAfter(
    Number(dayText),
    month === undefined ? dayOf(now) : monthStart(now, month),
  );
  if (!pickupDate) return null;
  const [d, mo, y] = pickupDate.split('/').map(Number) as [number, number, number];
  const count = countOf(countText);
  const days = WEEK_UNIT.test(unit) ? 7 * count : count;
  return { pickupDate, returnDate: written(new Date(Date.UTC(y, mo - 1, d + days))) };
}

/**
 * Today's calendar day at the instant `now`, as `YYYY-MM-DD` (UTC; the dialogue compares a
 * pickup with it, so a pickup in the past is questioned).
 */
export function todayIso(now: Date): string {
  return iso(...dayOf(now));
}

/** Days named from today, in every language (folded), and how many days ahead each is. */
const RELATIVE_DAYS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...allDateWords.map((w) => w.relativeDays),
);
/** 'tomorrow', 'the day after tomorrow', 'demain', 'übermorgen', 'domani', 'αύριο'. */
const RELATIVE_DAY = new RegExp(
  `(?:^| )(${Object.keys(RELATIVE_DAYS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?= |$)`,
);
const WEEKDAY_NAMES = Object.keys(WEEKDAYS).join('|');
const NEXT_BEFORE = alternatives(allDateWords.flatMap((w) => w.nextWeekday.before));
const NEXT_AFTER = alternatives(allDateWords.flatMap((w) => w.nextWeekday.after));
/** 'next Friday', 'nächsten Freitag', 'vendredi prochain', 'venerdì prossimo', 'την άλλη Παρασκευή'. */
/** A weekday alone as the message, or after a lead that only says the day ('on friday'). */
const WEEKDAY_ALONE = new RegExp(
  `^(?:(?:${alternatives(WEEKDAY_ON_LEADS.length > 0 ? WEEKDAY_ON_LEADS : ['(?!)'])}) )?(${WEEKDAY_NAMES})$`,
);

/** The weekday leads that give the return ('until', 'μεχρι'): not those that only say the day. */
const RETURN_LEADS = alternatives(
  allDateWords.flatMap((w) => w.weekdayLeads.filter((l) => !w.weekdayOnLeads.includes(l))),
);
// Not after a return's lead: 'μέχρι την Κυριακή' is no pickup on Sunday.
const NEXT_WEEKDAY = new RegExp(
  `(?:^|(?<!(?:^| )(?:${RETURN_LEADS})) )(?:(?:${NEXT_BEFORE}) (${WEEKDAY_NAMES})|(${WEEKDAY_NAMES}) (?:${NEXT_AFTER}))(?= |$)`,
);

/**
 * A weekday that starts a range of weekdays without a word before it ('friday to monday', 'car
 * for saturday till tuesday', 'Freitag bis Montag'): the first weekday, when a word that leads a
 * return weekday (`weekdayLeads`: 'to', 'au', 'bis', 'a', 'μεχρι') and a second weekday follow.
 */
const WEEKDAY_RANGE_START = new RegExp(
  `(?:^| )(${WEEKDAY_NAMES})(?= (?:${alternatives(allDateWords.flatMap((w) => w.weekdayLeads))})(?:${alternatives(WEEKDAY_ARTICLES)})? (?:${WEEKDAY_NAMES})(?: |$))`,
);

/** 'in 2 weeks', 'dans 3 jours', 'in 2 Wochen', 'tra 2 settimane', 'σε 2 εβδομαδεσ'. */
const FROM_NOW = new RegExp(
  `(?:^| )(?:${alternatives(allDateWords.flatMap((w) => w.fromNow))}) ${STAY_NUMBER} (${WEEK_UNITS}|${DAY_UNITS})(?= |$)`,
);
/** The days a {@link FROM_NOW} match counts ('in 2 weeks': 14), 0 without one. */
const fromNowDays = (match: RegExpExecArray | null): number =>
  match ? countOf(match[1]!) * (WEEK_UNIT.test(match[2]!) ? 7 : 1) : 0;

/** 'next weekend', 'ce week end', 'am Wochenende', 'questo weekend', 'το σαββατοκυριακο'. */
const WEEKEND = new RegExp(
  `(?:^| )(?:${alternatives(allDateWords.flatMap((w) => w.weekend))})(?= |$)`,
);

/**
 * A pickup named from today ('tomorrow', 'the day after tomorrow', 'next Friday', 'in 2 weeks',
 * 'next weekend' (its Saturday), 'demain',
 * 'vendredi prochain', 'ab morgen', 'nächsten Freitag', 'domani', 'venerdì prossimo', 'αύριο',
 * 'την άλλη Παρασκευή', or the first of two weekdays: 'friday to monday'): the day, as `DD/MM/YYYY`, and the words that named it. A weekday is the
 * next such day after today (said on a Wednesday, 'next Friday' is in two days). Null when the
 * message names none.
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 * @param now the instant of the conversation (its UTC day is today)
 * @param asked the dialogue has just asked for the dates: a weekday alone, or after a lead that
 *   only says the day (`weekdayOnLeads`: 'on friday', 'την Παρασκευή'), is the next such day
 * @param beside a calendar date is in the message too ('from tomorrow until 5 March'): only a
 *   day named from today ('tomorrow', 'demain') is read, never a weekday ('next Friday, 10
 *   July' names one day)
 * @returns the day, the words that named it (`words`: they are a date, not a topic) and the text
 *   without them (`rest`, for a stay length after it)
 */
export function relativeStart(
  text: string,
  now: Date,
  asked = false,
  beside = false,
): { date: string; words: string; rest: string } | null {
  const [y, m, d] = dayOf(now);
  const without = (match: RegExpExecArray) => ({
    words: match[0].trim(),
    rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
      .replace(/\s+/g, ' ')
      .trim(),
  });
  const day = (ahead: number) => written(new Date(Date.UTC(y, m - 1, d + ahead)));
  const named = RELATIVE_DAY.exec(text);
  const tomorrow = named ? { date: day(RELATIVE_DAYS[named[1]!] ?? 0), ...without(named) } : null;
  if (beside) return tomorrow;
  const inCount = FROM_NOW.exec(text);
  const inDays = fromNowDays(inCount);
  // 'we arrive tomorrow and leave in 10 days': the day named first is the pickup; the count
  // after it is the return's (`relativeReturnDate`).
  if (tomorrow && inCount && named!.index < inCount.index) return tomorrow;
  // 'the whole island in one day', 'in a day': within a day, not tomorrow.
  if (inCount && inDays > 1) return { date: day(inDays), ...without(inCount) };
  const weekend = WEEKEND.exec(text);
  if (weekend) {
    const saturday = (6 - new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 7) % 7;
    return { date: day(saturday), ...without(weekend) };
  }
  if (tomorrow) return tomorrow;
  // 'on friday', 'την Παρασκευή' as the whole answer to the dates question: the coming Friday
  // ('do you deliver on sunday?' asked at another time is no pickup).
  const next =
    NEXT_WEEKDAY.exec(text) ??
    WEEKDAY_RANGE_START.exec(text) ??
    (asked ? WEEKDAY_ALONE.exec(text) : null);
  if (next) {
    const weekday = WEEKDAYS[(next[1] ?? next[2])!]!;
    const ahead = (weekday - new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 7) % 7 || 7;
    return { date: day(ahead), ...without(next) };
  }
  return null;
}

const RANGE_FROM = alternatives(allDateWords.flatMap((w) => w.monthlessRange.from));
const RANGE_TO = alternatives(allDateWords.flatMap((w) => w.monthlessRange.to));
/**
 * Two days of the month between the range words, which `optional` makes optional; never before
 * a people or duration word ('from 3 to 10 people').
 */
const monthlessRangePattern = (optional: '' | '?') =>
  new RegExp(
    `(?:^| )(?:(?:${RANGE_FROM}) )${optional}(\\d{1,2})(?:st|nd|rd|th|er)? (?:(?:${RANGE_TO}) )${optional}(\\d{1,2})(?:st|nd|rd|th)?(?= |$)(?! (?:${UNIT_AFTER})(?: |$))`,
  );
/** 'from the 3rd to the 10th', 'du 3 au 10', 'vom 3 bis 10', 'dal 3 al 10', 'απο 3 εωσ 10'. */
const MONTHLESS_RANGE = monthlessRangePattern('');
/**
 * The same two days without 'from' ('11 to 18', 'doch lieber 13.-20.': '13 20' once
 * normalised), read only while a pickup is held: a correction of the held dates.
 */
const HELD_RANGE = monthlessRangePattern('?');

/**
 * The first calendar day from which a day of the month without a month is read: the first of
 * the held pickup's month when that is after today ('dal 21 al 28' said of a July booking in
 * June is in July), else today.
 *
 * @param now the instant of the conversation (its UTC day is today)
 * @param held the pickup date held in the conversation, as typed or `DD/MM/YYYY`
 * @returns year, month (1-12) and day
 */
export function monthlessFrom(now: Date, held?: string): [number, number, number] {
  const heldIso = held !== undefined ? toIsoDate(held, now) : null;
  const today = todayIso(now);
  if (heldIso === null || `${heldIso.slice(0, 8)}01` <= today) return dayOf(now);
  const [y, m] = heldIso.split('-').map(Number) as [number, number];
  return [y, m, 1];
}

/**
 * The first day from which the days of a month the message names are read: today in this month,
 * the first of it in a later month of this year, else the first of it next year.
 *
 * @param now the instant of the conversation (its UTC day is today)
 * @param month 1-12
 * @returns year, month (1-12) and day
 */
function monthStart(now: Date, month: number): [number, number, number] {
  const [y, m] = dayOf(now);
  if (month === m) return dayOf(now);
  return month > m ? [y, month, 1] : [y + 1, month, 1];
}

/**
 * Two days of the month without a month ('from the 3rd to the 10th', 'dal 3 al 10'; with a held
 * pickup, or as the answer to the dates question, also '11 to 18', '13.-20.'): the pickup is the first such day on or after
 * {@link monthlessFrom}, the return the first such day after the pickup, both `DD/MM/YYYY`; null
 * when the message gives none (or a day is not 1-31, or the two days are the same).
 *
 * @param text the message, lower case without accents or punctuation (`normaliseText`)
 * @param now the instant of the conversation (its UTC day is today)
 * @param held the pickup date the conversation holds, if any (the month the days are read in)
 * @param asked the dialogue has just asked for the dates: '3 to 10' is read as when a pickup is held
 * @param month a month the message names apart from the days ('in August, from 3 to 8'; see
 *   {@link monthNamed}): the days are read in it, and '3 to 8' alone is read as when a pickup is held
 */
export function monthlessRange(
  text: string,
  now: Date,
  held?: string,
  asked = false,
  month?: number,
): { pickupDate: string; returnDate: string } | null {
  const m =
    MONTHLESS_RANGE.exec(text) ??
    (held !== undefined || asked || month !== undefined ? HELD_RANGE.exec(text) : null);
  if (!m || m[1] === m[2]) return null;
  const pickupDate = dayOnOrAfter(
    Number(m[1]),
    month === undefined ? monthlessFrom(now, held) : monthStart(now, month),
  );
  if (!pickupDate) return null;
  const [d, mo, y] = pickupDate.split('/').map(Number) as [number, number, number];
  const returnDate = dayOnOrAfter(Number(m[2]), [y, mo, d + 1]);
  return returnDate ? { pickupDate, returnDate } : null;
}
