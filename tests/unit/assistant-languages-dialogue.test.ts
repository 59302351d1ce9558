/**
 * Marcia AI in French, German and Italian (docs/requirements.md, "Five languages"): detail
 * extraction in each language (names, party sizes, budgets, pickup places, dates with the
 * language's month names, checked against chrono-node's own `fr`/`de`/`it` parsers) and the booking
 * dialogue run through in each language, as the English one.
 */
import * as chrono from 'chrono-node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/routing';
import { defaultLang, prefixedLangs } from '../../src/locales';
import type { Vehicle } from '../../src/lib/fleet';
import {
  assistantLanguage,
  bookingDatesIso,
  bookingRequest,
  confirmPhrases,
  extractDetails,
  findDates,
  incompleteText,
  initialContext,
  loadAssistantLanguage,
  respond,
  toIsoDate,
  toIsoDateRange,
  type ChatContext,
  type RespondResult,
} from '../../src/lib/assistant';
import { embeddedFleet } from './fixtures';

/** The languages these dialogues cover. */
type Other = keyof typeof dialogues;
const fleet: Vehicle[] = embeddedFleet;
const now = new Date(Date.UTC(2026, 2, 1, 12));
const fresh = initialContext;

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

/** Sends messages one after the other in a language and returns every result. */
function talk(
  lang: Lang,
  messages: string[],
  start: ChatContext = initialContext(),
): RespondResult[] {
  const results: RespondResult[] = [];
  let context = start;
  for (const m of messages) {
    const r = respond(m, context, fleet, { now, lang });
    results.push(r);
    context = r.context;
  }
  return results;
}
const last = (rs: RespondResult[]) => rs[rs.length - 1]!;
/** Non-breaking spaces (French typography) read as spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('names', () => {
  it.each([
    ['fr', 'je m’appelle anna', 'Anna'],
    ['fr', "Je m'appelle Marie-Claire", 'Marie-Claire'],
    ['fr', 'Mon nom est Jean Dupont', 'Jean Dupont'],
    ['fr', 'moi c’est Julie', 'Julie'],
    ['fr', 'Bonjour, je suis Sophie', 'Sophie'],
    ['de', 'ich heiße anna', 'Anna'],
    ['de', 'Ich heisse Jürgen', 'Jürgen'],
    ['de', 'Mein Name ist Anna Maria', 'Anna Maria'],
    ['de', 'Hallo, ich bin Tobias', 'Tobias'],
    ['de', 'Ich bin die Lena', 'Lena'],
    ['it', 'mi chiamo giulia', 'Giulia'],
    ['it', 'Il mio nome è Marco Rossi', 'Marco Rossi'],
    ['it', 'Ciao, sono Luca', 'Luca'],
    ['it', 'io sono Francesca', 'Francesca'],
    ['fr', "I'm Nikos", 'Nikos'],
  ] as const)('%s: %s → %s', (lang, text, name) => {
    expect(extractDetails(text, fresh(), lang).name).toBe(name);
  });

  it.each([
    ['fr', 'je suis intéressé par un quad'],
    ['fr', 'je suis à Naoussa'],
    ['fr', 'je suis en vacances'],
    ['fr', 'je suis français'],
    ['de', 'ich bin interessiert an einem Quad'],
    ['de', 'ich bin im Hotel'],
    ['de', 'Ich bin Deutscher'],
    ['de', 'wir kommen im Juli'],
    ['it', 'sono interessato a un quad'],
    ['it', 'sono a Paros'],
    ['it', 'sono in 4'],
    ['it', 'sono italiano'],
  ] as const)('%s: does not take "%s" as a name', (lang, text) => {
    expect(extractDetails(text, fresh(), lang).name).toBeUndefined();
  });

  it('reads the page language only on its pages (English pages read English)', () => {
    expect(extractDetails('je m’appelle Anna', fresh()).name).toBeUndefined();
    expect(extractDetails('mi chiamo Anna', fresh(), 'fr').name).toBeUndefined();
  });
});

describe('party size', () => {
  it.each([
    ['fr', 'quatre personnes', 4],
    ['fr', '2 adultes et un bébé', 3],
    ['fr', 'nous sommes 4', 4],
    ['fr', 'on est 5 avec les enfants', 5],
    ['fr', 'une famille de 5', 5],
    ['de', '4 Personen', 4],
    ['de', 'zwei Erwachsene', 2],
    ['de', 'wir sind 4', 4],
    ['de', 'wir sind zu viert', 4],
    ['de', 'eine vierköpfige Familie', 4],
    ['it', '4 persone', 4],
    ['it', 'due adulti e un bambino', 3], // adults and children add up
    ['it', 'siamo in 4', 4],
    ['it', 'siamo 3', 3],
    ['it', 'una famiglia di 5', 5],
    ['it', '3 people', 3],
  ] as const)('%s: %s → %d', (lang, text, n) => {
    expect(extractDetails(text, fresh(), lang).passengers).toBe(n);
  });

  it.each([
    ['fr', 'une voiture pour 4 jours'],
    ['fr', 'nous sommes 3 jours à Paros'],
    ['de', 'ein Auto für 4 Tage'],
    ['de', 'wir sind 2 Wochen da'],
    ['it', 'un’auto per 4 giorni'],
    ['it', 'siamo 2 settimane a Paros'],
  ] as const)('%s: no party size in "%s"', (lang, text) => {
    expect(extractDetails(text, fresh(), lang).passengers).toBeUndefined();
  });
});

describe('budget', () => {
  it.each([
    ['fr', 'mon budget est de 40 €', 40],
    ['fr', 'pas cher, moins de 30 €', 30],
    ['fr', 'une voiture pas chère', 'economy'],
    ['de', 'Budget 40 Euro', 40],
    ['de', 'günstig, höchstens 30 €', 30],
    ['de', 'etwas Günstiges', 'economy'],
    ['it', 'il mio budget è di 40 euro', 40],
    ['it', 'economico, massimo 30 €', 30],
    ['it', 'qualcosa di economico', 'economy'],
  ] as const)('%s: %s → %s', (lang, text, budget) => {
    expect(extractDetails(text, fresh(), lang).budget).toBe(budget);
  });

  it('is not set without a budget word or the euro sign', () => {
    expect(extractDetails('une voiture pour 5 jours', fresh(), 'fr').budget).toBeUndefined();
    expect(extractDetails('ein Auto für 5 Tage', fresh(), 'de').budget).toBeUndefined();
    expect(extractDetails('un’auto per 5 giorni', fresh(), 'it').budget).toBeUndefined();
  });
});

describe('pickup location', () => {
  it.each([
    ['fr', 'on arrive à l’aéroport', 'airport'],
    ['fr', 'au port de Parikia', 'port'],
    ['de', 'Abholung am Flughafen', 'airport'],
    ['de', 'wir kommen mit der Fähre am Hafen an', 'port'],
    ['it', 'arriviamo all’aeroporto', 'airport'],
    ['it', 'ritiro al porto', 'port'],
  ] as const)('%s: %s → %s', (lang, text, place) => {
    expect(extractDetails(text, fresh(), lang).pickupLocation).toBe(place);
  });

  it.each([
    ['fr', 'il me faut mon passeport ?'],
    ['de', 'Flughafentransfer?'],
    ['it', 'mi porta la macchina?'],
  ] as const)('%s: no place in "%s"', (lang, text) => {
    expect(extractDetails(text, fresh(), lang).pickupLocation).toBeUndefined();
  });
});

describe('dates with the month names of each language', () => {
  const cases: [Other, string, string, string][] = [
    ['el', 'από τις 3 έως τις 10 Αυγούστου', '2026-08-03', '2026-08-10'],
    ['el', '3 Αυγούστου έως 10 Αυγούστου', '2026-08-03', '2026-08-10'],
    ['el', 'από 15 μέχρι 22 ιουλιου', '2026-07-15', '2026-07-22'],
    ['el', '28 Δεκεμβρίου έως 4 Ιανουαρίου', '2026-12-28', '2027-01-04'],
    ['fr', 'du 15 juillet au 22 juillet', '2026-07-15', '2026-07-22'],
    ['fr', 'du 15 au 22 juillet', '2026-07-15', '2026-07-22'],
    ['fr', 'du 1er août au 8 août 2026', '2026-08-01', '2026-08-08'],
    ['fr', 'du 28 décembre au 4 janvier', '2026-12-28', '2027-01-04'],
    ['de', 'vom 15. bis 22. Juli', '2026-07-15', '2026-07-22'],
    ['de', 'vom 3. März bis zum 10. März', '2026-03-03', '2026-03-10'],
    ['de', '15.-22. August', '2026-08-15', '2026-08-22'],
    ['it', 'dal 15 al 22 luglio', '2026-07-15', '2026-07-22'],
    ['it', 'dal 1° agosto al 8 agosto', '2026-08-01', '2026-08-08'],
    ['it', 'dal 30 settembre al 7 ottobre', '2026-09-30', '2026-10-07'],
    ['it', 'dal 1° all’8 agosto', '2026-08-01', '2026-08-08'],
  ];

  it.each(cases)('%s: %s → %s to %s, as chrono-node reads it', (lang, text, pickup, ret) => {
    const c = extractDetails(text, fresh(), lang);
    expect(toIsoDateRange(c.pickupDate, c.returnDate, now)).toEqual({
      pickupDate: pickup,
      returnDate: ret,
    });
    // chrono-node ships fr/de/it parsers; ours translates to English: both readings agree
    // (chrono-node's Italian parser does not read the elided "all’8", so that one is ours only).
    // chrono-node has no parser for some languages (Greek): there ours is the only reading.
    const parser = (chrono as unknown as Record<string, typeof chrono.fr | undefined>)[lang];
    if (text.includes('’8') || !parser) return;
    const [hit] = parser.parse(text, { instant: now }, { forwardDate: true });
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(hit && iso(hit.start.date())).toBe(pickup);
    if (hit?.end && !/décembre/.test(text)) expect(iso(hit.end.date())).toBe(ret);
  });

  it.each([
    ['15/07', '2026-07-15'],
    ['1/08', '2026-08-01'],
    ['15.07.', '2026-07-15'],
    ['22 juillet', '2026-07-22'],
    ['3. März', '2026-03-03'],
    ['1° agosto', '2026-08-01'],
    ['1er août', '2026-08-01'],
    ['15 maggio 2027', '2027-05-15'],
  ])('%s → %s', (text, iso) => {
    expect(toIsoDate(text, now)).toBe(iso);
  });

  it('yearless day/month ranges: "du 15/07 au 22/07", "15.07. bis 22.07.", "15/7 - 22/7"', () => {
    for (const text of [
      'du 15/07 au 22/07',
      '15.07. bis 22.07.',
      '15/7 - 22/7',
      'dal 15/07 al 22/07',
    ]) {
      const c = extractDetails(text, fresh(), 'fr');
      expect(toIsoDateRange(c.pickupDate, c.returnDate, now), text).toEqual({
        pickupDate: '2026-07-15',
        returnDate: '2026-07-22',
      });
    }
  });

  it.each([
    '24/7',
    'assistance 24/7',
    'nous sommes 4',
    'Juli',
    'in 5 Tagen',
    'il 50/50',
    'prezzo 15.50',
  ])('finds no date in "%s"', (text) => {
    expect(findDates(text)).toEqual([]);
  });

  it('a date kept in one language stays readable on a page in another', () => {
    const c = extractDetails('du 15 au 22 juillet', fresh(), 'fr');
    expect(bookingDatesIso(c, now)).toEqual({ pickupDate: '2026-07-15', returnDate: '2026-07-22' });
    const r = respond(
      'book now',
      { ...c, name: 'Anna', email: 'a@b.fr', phone: '6941234567' },
      fleet,
      { now },
    );
    expect(r.reply.content).toContain('Wednesday 15 July 2026');
  });
});

/** One full dialogue per language: start → name → e-mail → phone → dates (+ party, place) → summary → confirmation. */
/** The shape of one language's dialogue. */
type LanguageDialogue = {
  messages: string[];
  name: string;
  summary: string[];
  day: string;
  confirmOnly: string;
  topic: string;
  topicLine: RegExp;
  modify: string;
  refuse: string;
};

const dialogues = {
  fr: {
    messages: [
      'Je veux réserver maintenant',
      'Anna',
      'anna@example.com',
      '+30 694 123 4567',
      'du 15 au 22 juillet, nous sommes 4, prise en charge à l’aéroport',
      'oui',
    ],
    name: 'Anna',
    summary: [
      'Nom : Anna',
      'E-mail : anna@example.com',
      'Téléphone : +30 694 123 4567',
      'Prise en charge : 15 juillet',
      'à l’aéroport',
      'Retour : 22 juillet',
      'Passagers : 4',
    ],
    day: 'mercredi 15 juillet 2026',
    confirmOnly: 'confirmer la réservation',
    topic: 'L’assurance est comprise ?',
    topicLine: /Revenons à votre réservation\u00a0: quelle est votre adresse e-mail\u00a0\?/,
    modify: 'modifier mon e-mail : nouveau@mail.fr',
    refuse: 'non',
  },
  de: {
    messages: [
      'Ich möchte jetzt buchen',
      'ich heiße Jonas',
      'jonas@example.de',
      '+49 151 23456789',
      'vom 15. bis 22. Juli, wir sind zu viert, Abholung am Flughafen',
      'ja',
    ],
    name: 'Jonas',
    summary: [
      'Name: Jonas',
      'E-Mail: jonas@example.de',
      'Telefon: +49 151 23456789',
      'Abholung: 15. Juli',
      'am Flughafen',
      'Rückgabe: 22. Juli',
      'Personen: 4',
    ],
    day: 'Mittwoch, 15. Juli 2026',
    confirmOnly: 'Buchung bestätigen',
    topic: 'Ist eine Versicherung inklusive?',
    topicLine: /Zurück zu Ihrer Buchung: Wie lautet Ihre E-Mail-Adresse\?/,
    modify: 'E-Mail ändern: neu@mail.de',
    refuse: 'nein',
  },
  it: {
    messages: [
      'Vorrei prenotare',
      'Giulia',
      'giulia@example.it',
      '+39 347 123 4567',
      'dal 15 al 22 luglio, siamo in 4, ritiro al porto',
      'sì',
    ],
    name: 'Giulia',
    summary: [
      'Nome: Giulia',
      'E-mail: giulia@example.it',
      'Telefono: +39 347 123 4567',
      'Ritiro: 15 luglio',
      'Porto di Paros (Parikia)',
      'Riconsegna: 22 luglio',
      'Persone: 4',
    ],
    day: 'mercoledì 15 luglio 2026',
    confirmOnly: 'conferma prenotazione',
    topic: 'L’assicurazione è inclusa?',
    topicLine: /Torniamo alla prenotazione: qual è il vostro indirizzo e-mail\?/,
    modify: 'modifica l’e-mail: nuova@mail.it',
    refuse: 'no',
  },
  el: {
    messages: [
      'Θέλω να κάνω κράτηση',
      'με λένε Νίκο',
      'nikos@example.gr',
      '+30 694 123 4567',
      'από 15 έως 22 Ιουλίου, είμαστε 4, παραλαβή από το αεροδρόμιο',
      'ναι',
    ],
    name: 'Νίκος',
    summary: [
      'Όνομα: Νίκος',
      'E-mail: nikos@example.gr',
      'Τηλέφωνο: +30 694 123 4567',
      'Παραλαβή: 15 Ιουλίου',
      'στο αεροδρόμιο',
      'Επιστροφή: 22 Ιουλίου',
      'Επιβάτες: 4',
    ],
    day: 'Τετάρτη 15 Ιουλίου 2026',
    confirmOnly: 'επιβεβαίωση κράτησης',
    topic: 'Η ασφάλεια περιλαμβάνεται;',
    topicLine: /Πίσω στην κράτησή σας: ποιο είναι το e-mail σας;/,
    modify: 'αλλαγή e-mail: neo@mail.gr',
    refuse: 'όχι',
  },
} satisfies Record<string, LanguageDialogue>;

it('has a dialogue for every language of the registry but the default one', () => {
  expect(Object.keys(dialogues).sort()).toEqual([...prefixedLangs].sort());
});

describe.each(Object.keys(dialogues) as Other[])('booking dialogue in %s', (lang) => {
  const d = dialogues[lang];
  const booking = () => assistantLanguage(lang).texts.booking;

  it('asks for name, e-mail, phone and dates, shows the summary and acknowledges the confirmation', () => {
    const rs = talk(lang, d.messages);
    expect(rs.map((r) => r.intent)).toEqual(Array(6).fill('booking'));
    expect(rs.map((r) => r.context.conversationStage)).toEqual([
      'booking_name',
      'booking_email',
      'booking_phone',
      'booking_dates',
      'booking_confirm',
      'booking_done',
    ]);
    expect(rs[0]!.reply.content).toBe(booking().askName);
    expect(rs[1]!.reply.content).toBe(booking().askEmail(d.name));
    expect(rs[2]!.reply.content).toBe(booking().askPhone);
    expect(rs[3]!.reply.content).toBe(booking().askDates);
    const summary = plain(rs[4]!.reply.content);
    for (const s of d.summary) expect(summary).toContain(plain(s));
    expect(summary).toContain(d.day);
    expect(rs[4]!.reply.suggestions).toEqual([...booking().summary.suggestions]);
    const ack = rs[5]!.reply.content;
    // By name, as the language addresses a visitor (Greek: the vocative, 'Νίκο').
    expect(ack).toContain(assistantLanguage(lang).address?.(d.name) ?? d.name);
    expect(ack).toBe(booking().acknowledgement(d.name));
    const ctx = last(rs).context;
    expect(bookingRequest(ctx, now)).toMatchObject({
      name: d.name,
      email: d.messages[2],
      pickupDate: '2026-07-15',
      returnDate: '2026-07-22',
      passengers: 4,
    });
  });

  it('the summary chips lead on: confirm confirms, change resets the stage', () => {
    const summary = last(talk(lang, d.messages.slice(0, 5)));
    const [confirm, change] = summary.reply.suggestions!;
    expect(respond(confirm!, summary.context, fleet, { now, lang }).context.conversationStage).toBe(
      'booking_done',
    );
    expect(respond(change!, summary.context, fleet, { now, lang }).context.conversationStage).toBe(
      'initial',
    );
    expect(respond(d.refuse, summary.context, fleet, { now, lang }).context.conversationStage).toBe(
      'initial',
    );
  });

  it('the language’s confirmation phrase confirms; English ones too', () => {
    const summary = last(talk(lang, d.messages.slice(0, 5))).context;
    expect(confirmPhrases(lang)).toContain(d.confirmOnly.toLowerCase());
    for (const phrase of [d.confirmOnly, 'confirm booking', 'yes'])
      expect(respond(phrase, summary, fleet, { lang }).context.conversationStage, phrase).toBe(
        'booking_done',
      );
  });

  it('answers a topic question in the middle and recalls the booking', () => {
    const r = last(talk(lang, [d.messages[0]!, d.messages[1]!, d.topic]));
    expect(r.intent).toBe('insurance');
    expect(r.context.conversationStage).toBe('booking_email');
    expect(r.reply.content).toMatch(d.topicLine);
  });

  it('re-asks the awaited detail in the language; a greeting is not a name', () => {
    const hello = { fr: 'bonjour', de: 'hallo', it: 'ciao', el: 'γεια σας' }[lang];
    const r = last(talk(lang, [d.messages[0]!, hello]));
    expect(r.context.name).toBeUndefined();
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.reply.content).toBe(booking().reask.name);
  });

  it('an incomplete confirmation gives the start-over sentence in the language', () => {
    const r = last(talk(lang, [d.confirmOnly]));
    expect(r.intent).toBe('booking');
    expect(r.reply.content).toBe(incompleteText(lang));
    expect(r.reply.content).not.toBe(incompleteText(defaultLang));
    expect(r.context.conversationStage).toBe('initial');
  });

  it('changes a named detail from the same message, confirms it in one line and shows the summary again', () => {
    // Issue "Marcia keeps the thread": a correction replaces the slot and the dialogue goes on
    // (it used to go back to stage `initial` and wait for 'book now').
    const summary = last(talk(lang, d.messages.slice(0, 5))).context;
    const r = respond(d.modify, summary, fleet, { now, lang });
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_confirm');
    expect(r.context.email).toMatch(/^nuov|^nouveau|^neu|^neo/);
    const [first, ...rest] = r.reply.content.split('\n');
    expect(first).toBe(booking().corrected('email', r.context.email!));
    expect(rest.join('\n')).toContain(r.context.email!);
  });
});

describe('Italian "sì"', () => {
  it('confirms as an answer, but "si può…" is a question', () => {
    const summary = last(talk('it', dialogues.it.messages.slice(0, 5))).context;
    expect(respond('Sì, grazie', summary, fleet, { lang: 'it' }).context.conversationStage).toBe(
      'booking_done',
    );
    const q = respond('si può pagare con carta?', summary, fleet, { lang: 'it' });
    expect(q.intent).toBe('payment');
    expect(q.context.conversationStage).toBe('booking_confirm');
  });
});
