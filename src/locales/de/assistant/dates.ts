/**
 * The date words of German (see `DateWords`): read by `../../dates.ts` on every page, whatever
 * the page language (a date kept in the conversation stays readable after a language change).
 */
import type { DateWords } from '../../../lib/assistant/lang/types';

/** German date words (month names that differ from English and French; longer first). */
export const dates: DateWords = {
  months: [
    ['januar', 1],
    ['j[äa]nner', 1],
    ['februar', 2],
    ['m(?:ä|ae|a)rz', 3],
    ['juni', 6],
    ['juli', 7],
    ['oktober', 10],
    ['okt', 10],
    ['dezember', 12],
    ['dez', 12],
  ],
  rangeWords: ['bis(?:\\s+zum)?', 'zum', 'und(?:\\s+dem)?'],
  numbers: {
    ein: 1,
    eine: 1,
    einen: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    funf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    zehn: 10,
  },
  stayFor: ['fur'],
  weekUnits: ['wochen?'],
  dayUnits: ['tage', 'nachte'],
  dayOfMonthLeads: ['bis zum', 'am', 'bis'],
  fromLeads: ['ab dem', 'ab', 'vom', 'ab den'],
  weekdays: {
    sonntag: 0,
    montag: 1,
    dienstag: 2,
    mittwoch: 3,
    donnerstag: 4,
    freitag: 5,
    samstag: 6,
    sonnabend: 6,
  },
  weekdayLeads: ['bis', 'bis zum', 'am', 'zuruck'],
  timeIntro: ['um', 'gegen', 'ab', 'bis', 'nach', 'vor'],
  weekdayArticles: [],
  relativeDays: { heute: 0, morgen: 1, ubermorgen: 2, uebermorgen: 2 },
  nextWeekday: {
    before: [
      'nachsten',
      'nachster',
      'nachste',
      'kommenden',
      'kommender',
      'diesen',
      'ab',
      'ab dem',
      'ab nachstem',
      'erst am',
    ],
    after: ['anfangen', 'beginnen', 'starten'],
  },
};
