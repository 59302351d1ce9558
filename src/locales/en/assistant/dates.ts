/**
 * The date words of English (see `DateWords`): read by `../../dates.ts` on every page, whatever
 * the page language (a date kept in the conversation stays readable after a language change).
 */
import { calendarNames } from '../../../lib/assistant/lang/shared';
import type { DateWords } from '../../../lib/assistant/lang/types';

/**
 * An English month name (`July`): the month `src/lib/assistant/dates.ts` writes for chrono when it
 * reads a month of another language. Looked up when such a date is read, not when the chat's code
 * loads (its `Intl` objects were part of the longest task of every page: docs/first-paint.md,
 * "First taps").
 *
 * @param month 1 for January … 12 for December
 */
export function enMonthName(month: number): string {
  return calendarNames('en-GB').months[month - 1] ?? '';
}

/**
 * 'one' to 'ten' and their values: the number words of English dates ('for three nights') and,
 * with 'eleven' and 'twelve', of party sizes (`enWords.passengers.numbers`).
 */
export const enNumberWords = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** 'one' to 'twelve': the hours of a clock in words, and the number words of party sizes. */
export const enOneToTwelve = { ...enNumberWords, eleven: 11, twelve: 12 };

/** English date words. */
export const dates: DateWords = {
  monthBeforeDay: true,
  months: [
    ['jan(?:uary)?', 1],
    ['feb(?:ruary)?', 2],
    ['mar(?:ch)?', 3],
    ['apr(?:il)?', 4],
    ['may', 5],
    ['june?', 6],
    ['july?', 7],
    ['aug(?:ust)?', 8],
    ['sep(?:t(?:ember)?)?', 9],
    ['oct(?:ober)?', 10],
    ['nov(?:ember)?', 11],
    ['dec(?:ember)?', 12],
  ],
  // 'from the 3rd to the 8th of August': the second end may carry its article.
  rangeWords: ['(?:to|till|til|until|through|thru)(?:\\s+the)?'],
  betweenWords: ['and(?:\\s+the)?'],
  numbers: { a: 1, an: 1, ...enNumberWords },
  stayFor: ['for'],
  weekUnits: ['weeks?'],
  monthParts: [
    ['(?:the )?(?:1st|first) week (?:of|in) {m}', 1],
    ['(?:the )?(?:2nd|second) week (?:of|in) {m}', 8],
    ['(?:the )?(?:3rd|third) week (?:of|in) {m}', 15],
    ['(?:the )?(?:4th|fourth) week (?:of|in) {m}', 22],
    ['(?:the )?last week (?:of|in) {m}', 'last'],
    ['(?:early|(?:the )?(?:beginning|start) of) {m}', 1],
    ['(?:mid|(?:the )?middle of) {m}', 15],
    ['(?:late|(?:the )?end of) {m}', 'last'],
  ],
  weekOf: ['the week of', 'the week from', 'the week starting'],
  dayUnits: ['days?', 'nights?'],
  fortnightUnits: ['fortnights?'],
  monthUnits: ['months?'],
  dayOfMonthLeads: ['the', 'on the', 'until the', 'till the', 'to the'],
  fromLeads: ['from the', 'from', 'starting the', 'starting on the'],
  priceLeads: ['from'],
  weekdays: { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
  weekdayLeads: [
    'until',
    'till',
    'til',
    'to',
    'through',
    'on',
    'back',
    'return',
    'returning',
    'leave',
    'leaving',
  ],
  weekdayOnLeads: ['on'],
  timeIntro: ['a', 'at', 'around', 'by', 'till', 'until', 'after', 'before', 'from'],
  hourIntro: ['at', 'around', 'by', 'till', 'until', 'time', 'time to', 'time is'],
  weekdayArticles: ['next', 'the'],
  dayParts: {
    morning: [
      'in the morning',
      'am in the morning',
      'o clock in the morning',
      'oclock in the morning',
    ],
    evening: ['in the evening', 'pm', 'in the afternoon'],
    night: ['at night', 'in the night'],
    midday: [],
  },
  clockPhrases: {
    hours: enOneToTwelve,
    phrases: [
      { pattern: 'half past {h}', minutes: 30 },
      // British 'at half two' (02:30 of the day, 14:30).
      { pattern: 'half {h}', minutes: 30, intro: true },
      { pattern: '(?:a )?quarter past {h}', minutes: 15 },
      { pattern: '(?:a )?quarter (?:to|till?|of) {h}', minutes: -15 },
      { pattern: "{h} o[' ’]?clock", minutes: 0 },
      { pattern: '{h} thirty', minutes: 30, intro: true },
      { pattern: '{h} fifteen', minutes: 15, intro: true },
      { pattern: '{h} forty[ -]?five', minutes: 45, intro: true },
    ],
  },
  clockWords: {
    noon: ['noon', 'midday', 'mid day'],
    midnight: ['midnight'],
    notAfter: [],
    half: ['a half', 'half'],
    quarter: ['a quarter', 'quarter'],
    amHints: ['morning', 'early'],
    pmHints: ['tonight', 'late', 'evening', 'night'],
  },
  relativeDays: {
    today: 0,
    tonight: 0,
    tomorrow: 1,
    tmrw: 1,
    tmr: 1,
    tomorow: 1,
    tommorow: 1,
    tommorrow: 1,
    'day after tomorrow': 2,
  },
  nextWeekday: {
    before: [
      'arrive',
      'arrive on',
      'arriving',
      'arriving on',
      'land on',
      'landing on',
      'next',
      'this',
      'this coming',
      'coming',
      'from',
      'starting',
      'starting on',
      'start on',
      'start',
    ],
    after: [],
  },
  fromNow: ['in', 'in about'],
  weekend: [
    'next weekend',
    'this weekend',
    'this coming weekend',
    'the weekend',
    'on the weekend',
    'at the weekend',
  ],
  monthlessRange: {
    from: ['from the', 'from', 'starting the', 'between the', 'the'],
    to: ['to the', 'to', 'till the', 'till', 'until the', 'until', 'and the'],
    notDays: [
      'of',
      'seaters?',
      'seats?',
      'doors?',
      'people',
      'persons?',
      'pax',
      'adults?',
      'kids',
      'children',
      'min(?:ute)?s?',
      'hours?',
      'hrs?',
      'h',
      'kms?',
      'days?',
      'nights?',
      'weeks?',
      'years?',
      'euros?',
      'eur',
      'cc',
      'am',
      'pm',
    ],
  },
};
