/**
 * Marcia reads a whole month and the holidays as dates (audit 34m #21, #22; docs/requirements.md,
 * "Chat extraction"): 'the whole of August' is 1 to 31 August, 'Greek Easter' a period around its
 * Sunday whose days she asks, with an example. Today is Sunday 1 March 2026 (`now`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate, wholeMonthIn } from '../../src/lib/assistant/dates';
import { assistantLanguage } from '../../src/lib/assistant/language';
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

/** The reply without the no-break spaces of French and Italian typography. */
const text = (r: { reply: { content: string } }) => r.reply.content.replace(/[\u00a0\u202f]/g, ' ');

describe('a holiday is its long weekend: its date said and its days asked (34m #22)', () => {
  it.each([
    ['en', 'car over easter please', 'Easter is Sunday 5 April 2026', '3 April to 6 April', 4, 3],
    [
      'en',
      'car for orthodox easter weekend',
      'Greek Orthodox Easter is Sunday 12 April 2026',
      '10 April to 13 April',
      4,
      10,
    ],
    [
      'fr',
      'voiture pour paques svp',
      'Pâques tombe le dimanche 5 avril 2026',
      'du 3 avril au 6 avril',
      4,
      3,
    ],
    [
      'de',
      'auto über ostern bitte',
      'Ostern ist am Sonntag, 5. April 2026',
      'vom 3. April bis 6. April',
      4,
      3,
    ],
    [
      'it',
      'macchina per pasqua grazie',
      'Pasqua è domenica 5 aprile 2026',
      'dal 3 aprile al 6 aprile',
      4,
      3,
    ],
    [
      'el',
      'αυτοκίνητο για το Πάσχα',
      'Το Πάσχα: Κυριακή 12 Απριλίου 2026',
      '10 Απριλίου έως 13 Απριλίου',
      4,
      10,
    ],
  ] as const)('%s: %s', (lang, message, date, example, month, day) => {
    const r = ask(message, lang);
    expect(text(r)).toContain(date);
    expect(text(r)).toContain(example);
    expect(r.context.period).toMatchObject({ month, day, year: 2026, days: 3 });
    expect(r.context.pickupDate).toBeUndefined();
  });

  it.each([
    ['en', 'car over easter please', 'Greek Orthodox Easter: Sunday 12 April 2026'],
    ['fr', 'voiture pour paques svp', 'la Pâque orthodoxe : le dimanche 12 avril 2026'],
    [
      'de',
      'auto über ostern bitte',
      'das griechisch-orthodoxe Osterfest am Sonntag, 12. April 2026',
    ],
    ['it', 'macchina per pasqua grazie', 'la Pasqua ortodossa: domenica 12 aprile 2026'],
  ] as const)(
    '%s: plain Easter is the Western one, the Orthodox date beside it',
    (lang, message, orthodox) => {
      expect(text(ask(message, lang))).toContain(orthodox);
    },
  );

  it.each([
    ['en', 'a car for greek easter'],
    ['fr', 'une voiture pour la pâque orthodoxe'],
    ['de', 'ein Auto für griechische Ostern'],
    ['it', 'una macchina per la pasqua ortodossa'],
    ['el', 'αμάξι για τη Λαμπρή'],
  ] as const)('%s: %s is the Orthodox Easter, 12 April', (lang, message) => {
    const r = ask(message, lang);
    expect(r.context.period).toMatchObject({ month: 4, day: 10, holiday: 'orthodoxEaster' });
    expect(text(r)).not.toMatch(/5 (?:April|avril|aprile)|5\. April/);
  });

  it('when both Easters fall together (2025), none is said twice', () => {
    const ask2025 = assistantLanguage('en').texts.booking.askPeriodDays(
      { month: 4, day: 18, year: 2025, days: 3, holiday: 'easter' },
      undefined,
    );
    expect(ask2025).toBe(
      'Easter is Sunday 20 April 2025. Which days exactly? For example: 18 April to 21 April.',
    );
  });

  it.each([
    [
      'fr',
      "on vient pour le pont de l'ascension, prix voiture ?",
      'L’Ascension tombe le jeudi 14 mai 2026',
      'du 14 mai au 17 mai',
    ],
    [
      'de',
      'wir kommen über das lange wochenende an pfingsten, was kostet ein auto?',
      'Pfingsten ist am Sonntag, 24. Mai 2026',
      'vom 22. Mai bis 25. Mai',
    ],
    [
      'it',
      "quanto costa l'auto per ferragosto",
      'Ferragosto è sabato 15 agosto 2026',
      'dal 14 agosto al 17 agosto',
    ],
    [
      'it',
      'veniamo per il ponte del 2 giugno, prezzo auto?',
      'La festa della Repubblica è martedì 2 giugno 2026',
      'dal 30 maggio al 2 giugno',
    ],
    [
      'el',
      'ερχόμαστε το τριήμερο του Αγίου Πνεύματος, τιμή για αυτοκίνητο;',
      'Του Αγίου Πνεύματος: Δευτέρα 1 Ιουνίου 2026',
      '29 Μαΐου έως 1 Ιουνίου',
    ],
    [
      'el',
      'πόσο κάνει αυτοκίνητο για τον Δεκαπενταύγουστο',
      'Ο Δεκαπενταύγουστος: Σάββατο 15 Αυγούστου 2026',
      '14 Αυγούστου έως 17 Αυγούστου',
    ],
    [
      'en',
      'how much is a car for whit monday',
      'Whit Monday is Monday 25 May 2026',
      '22 May to 25 May',
    ],
  ] as const)(
    '%s: %s → the quote for its long weekend, then its days asked',
    (lang, message, date, example) => {
      const r = ask(message, lang);
      // 3 days from 60+ days ahead: economy €35 × 3 less 15%.
      expect(text(r)).toMatch(/89[.,]25/);
      expect(text(r)).toContain(date);
      expect(text(r)).toContain(example);
      // 'il ponte del 2 giugno' is no pickup on the 2nd.
      expect(r.context.pickupDate).toBeUndefined();
    },
  );

  it.each([
    ['en', ['I want to book a car', 'Jo Smith', 'greek easter', 'yes'], '10/04/2026', '13/04/2026'],
    [
      'fr',
      ['je veux réserver une voiture', 'Jean Dupont', 'pour pâques', 'oui'],
      '03/04/2026',
      '06/04/2026',
    ],
    [
      'de',
      ['ich möchte ein Auto buchen', 'Markus Jung', 'über Pfingsten', 'ja'],
      '22/05/2026',
      '25/05/2026',
    ],
    [
      'it',
      ['voglio prenotare una macchina', 'Paolo Greco', 'ferragosto', 'sì'],
      '14/08/2026',
      '17/08/2026',
    ],
    [
      'el',
      ['θέλω να κλείσω αυτοκίνητο', 'Γιώργος Παπαδάκης', 'το Πάσχα', 'ναι'],
      '10/04/2026',
      '13/04/2026',
    ],
  ] as const)(
    '%s: at the dates question, a holiday and then yes are its long weekend',
    (lang, messages, pickup, ret) => {
      const asked = talk(lang, messages.slice(0, 3));
      expect(asked.context.conversationStage).toBe('booking_dates');
      expect(asked.context.period?.holiday).toBeDefined();
      const r = talk(lang, messages);
      expect(r.context.pickupDate).toBe(pickup);
      expect(r.context.returnDate).toBe(ret);
    },
  );

  it('days then given without a month are in the holiday’s month', () => {
    const r = talk('it', [
      'voglio prenotare una macchina',
      'Paolo Greco',
      'ferragosto',
      'dal 13 al 18',
    ]);
    expect(iso(r.context.pickupDate)).toBe('2026-08-13');
    expect(iso(r.context.returnDate)).toBe('2026-08-18');
  });

  it('a length given beside it is kept, the pickup day asked', () => {
    const r = ask('scooter for easter for 5 days how much');
    expect(r.context.stayLength).toBe(5);
    expect(r.reply.content).toContain("For example: 3 April; I'll count the 5 days from it.");
  });

  it.each([
    ['en', 'happy easter!'],
    ['fr', 'joyeuses pâques'],
    ['de', 'frohe Ostern'],
    ['it', 'buona pasqua'],
    ['el', 'Καλό Πάσχα!'],
  ] as const)('%s: the greeting %s names no period', (lang, message) => {
    expect(ask(message, lang).context.period).toBeUndefined();
  });

  it("the first name 'Assunta' and the adjective 'λαμπρή' name no holiday", () => {
    expect(ask('mi chiamo Assunta', 'it').context.period).toBeUndefined();
    expect(ask('λαμπρή ιδέα', 'el').context.period).toBeUndefined();
    expect(ask('ferragosto, la festa dell’Assunta', 'it').context.period?.holiday).toBe(
      'assumption',
    );
  });

  it("'Mariä Himmelfahrt' is 15 August, 'Christi Himmelfahrt' Ascension", () => {
    expect(ask('Auto über Mariä Himmelfahrt', 'de').context.period).toMatchObject({
      month: 8,
      holiday: 'assumption',
    });
    expect(ask('Auto über Christi Himmelfahrt', 'de').context.period).toMatchObject({
      month: 5,
      day: 14,
      holiday: 'ascension',
    });
  });
});
