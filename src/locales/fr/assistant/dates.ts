/**
 * The date words of French (see `DateWords`): read by `../../dates.ts` on every page, whatever
 * the page language (a date kept in the conversation stays readable after a language change).
 */
import type { DateWords } from '../../../lib/assistant/lang/types';

/** French date words (month names with and without accents, common abbreviations; longer first). */
export const dates: DateWords = {
  months: [
    ['janvier', 1],
    ['janv', 1],
    ['f[ée]vrier', 2],
    ['f[ée]vr', 2],
    ['mars', 3],
    ['avril', 4],
    ['avr', 4],
    ['mai', 5],
    ['juin', 6],
    ['juillet', 7],
    ['juil', 7],
    ['ao[uû]t', 8],
    ['septembre', 9],
    ['octobre', 10],
    ['novembre', 11],
    ['d[ée]cembre', 12],
  ],
  rangeWords: ['au', "jusqu['’ ]?au", 'et(?:\\s+le)?'],
  numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10 },
  stayFor: ['pour'],
  weekUnits: ['semaines?'],
  dayUnits: ['jours?', 'nuits?'],
  dayOfMonthLeads: ['au', 'le', 'jusqu au'],
  fromLeads: ['a partir du', 'des le', 'du'],
  weekdays: { dimanche: 0, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6 },
  weekdayLeads: ['jusqu a', 'jusqu au', 'au', 'retour'],
  timeIntro: ['vers', 'avant', 'apres', 'jusqu a'],
  weekdayArticles: ['le'],
  dayParts: {
    morning: ['du matin', 'le matin', 'h du matin'],
    evening: ['du soir', 'le soir', 'h du soir'],
  },
  relativeDays: { 'aujourd hui': 0, aujourdhui: 0, 'ce soir': 0, demain: 1, 'apres demain': 2 },
  nextWeekday: {
    before: ['ce', 'a partir de', 'des', 'commencer', 'commencer le', 'commencer des'],
    after: ['prochain', 'qui vient'],
  },
  fromNow: ['dans'],
  weekend: [
    'ce week end',
    'le week end prochain',
    'week end prochain',
    'ce weekend',
    'le weekend prochain',
    'weekend prochain',
    'le week end',
  ],
  monthlessRange: {
    from: ['du', 'a partir du', 'entre le'],
    to: ['au', 'jusqu au', 'et le'],
    notDays: [
      'personnes?',
      'adultes?',
      'enfants?',
      'minutes?',
      'heures?',
      'h',
      'km',
      'jours?',
      'nuits?',
      'semaines?',
      'ans',
      'euros?',
    ],
  },
};
