/**
 * Marcia reads a whole month and the holidays as dates (audit 34m #21, #22; docs/requirements.md,
 * "Chat extraction"): 'the whole of August' is 1 to 31 August, 'Greek Easter' a period around its
 * Sunday whose days she asks, with an example. Today is Sunday 1 March 2026 (`now`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate, wholeMonthIn } from '../../src/lib/assistant/dates';
import { ask, loadLanguages, now, talk } from './marcia';

const iso = (date: string | undefined) => (date === undefined ? undefined : toIsoDate(date, now));

beforeAll(loadLanguages);

describe("a whole month is its first to its last day, as 'from 1 to 31 August' (34m #21)", () => {
  it.each([
    ['en', 'car for the whole of august how much', '787,50|787.50'],
    ['fr', "voiture tout le mois d'aout combien", '787,50'],
    ['de', 'auto den ganzen august was kostet das', '787,50'],
    ['it', 'auto tutto il mese di agosto quanto', '787,50'],
    ['el', 'αυτοκίνητο όλο τον Αύγουστο πόσο', '787,50'],
  ] as const)('%s: %s → the quote for 1 to 31 August', (lang, text, price) => {
    const r = ask(text, lang);
    expect(iso(r.context.pickupDate)).toBe('2026-08-01');
    expect(iso(r.context.returnDate)).toBe('2026-08-31');
    // 30 rental days with the monthly discount, as 'from 1 to 31 August' is quoted.
    expect(r.reply.content).toMatch(new RegExp(price.replace('.', '\\.')));
    expect(r.reply.content).toMatch(/25\s?%/);
  });

  it.each([
    ['en', 'the whole month of july', 7],
    ['en', 'all of september please', 9],
    ['fr', 'tout août', 8],
    ['fr', 'le mois de juillet entier', 7],
    ['de', 'den ganzen Monat August', 8],
    ['it', 'tutto agosto', 8],
    ['it', "l'intero mese di luglio", 7],
    ['el', 'ολόκληρο τον Αύγουστο', 8],
    ['el', 'όλο το μήνα Ιούλιο', 7],
  ] as const)('%s: %s, when the dates are asked, is both dates', (lang, text, month) => {
    const start = {
      en: 'I want to book a car',
      fr: 'je veux réserver une voiture',
      de: 'ich möchte ein Auto buchen',
      it: 'voglio prenotare una macchina',
      el: 'θέλω να κλείσω αυτοκίνητο',
    }[lang];
    const r = talk(lang, [start, 'Jo Smith', text]);
    const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
    const mm = String(month).padStart(2, '0');
    expect(iso(r.context.pickupDate)).toBe(`2026-${mm}-01`);
    expect(iso(r.context.returnDate)).toBe(`2026-${mm}-${last}`);
  });

  it('a month before this one is next year’s; this one runs from today', () => {
    const feb = ask('a car for the whole of february').context;
    expect(iso(feb.pickupDate)).toBe('2027-02-01');
    expect(iso(feb.returnDate)).toBe('2027-02-28');
    const march = ask('a car for the whole of march').context;
    expect(iso(march.pickupDate)).toBe('2026-03-01');
    expect(iso(march.returnDate)).toBe('2026-03-31');
  });

  it('later in the month, this month runs from today; on its last day it is next year’s', () => {
    const on = (day: number) => new Date(Date.UTC(2026, 2, day, 12));
    expect(wholeMonthIn('the whole of march', on(15))).toMatchObject({
      pickupDate: '15/03/2026',
      returnDate: '31/03/2026',
    });
    expect(wholeMonthIn('the whole of march', on(31))).toMatchObject({
      pickupDate: '01/03/2027',
      returnDate: '31/03/2027',
    });
  });

  it('a month alone, or a whole month without its name, is no dates', () => {
    expect(ask('the whole month').context.pickupDate).toBeUndefined();
    expect(ask('all of them').context.pickupDate).toBeUndefined();
  });
});
