/**
 * Extra drivers and a baby said during the booking (audit 34m #18, #19; docs/requirements.md,
 * "Booking dialogue"): an extra driver is noted with the terms' fee and conditions, shown on the
 * summary and the request card, and sent to the team; a baby gets a free child seat and, said as
 * one more ('too'), one more passenger.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assistantLanguage, bookingRequest, summaryLines } from '../../src/lib/assistant';
import { bookingRequestBody } from '../../src/lib/contact/booking';
import { decodeConversation, encodeConversation } from '../../src/stores/chat';
import { ask, loadLanguages, now, talk } from './marcia';

beforeAll(loadLanguages);

/** Each language's booking up to its summary: 4 people, 1-7 August, name, e-mail and phone. */
const atSummary = {
  en: ['book car for 4 people 1-7 aug', 'Laura Smith', 'laura@smith.me', '+44 7700 900222'],
  fr: [
    'réserver une voiture pour 4 personnes du 1er au 7 août',
    'Laure Simon',
    'laure.simon@gmail.com',
    '+33 6 09 08 07 06',
  ],
  de: [
    'auto für 4 personen vom 1. bis 7. august buchen',
    'Laura Schmitt',
    'laura.schmitt@web.de',
    '+49 170 3030303',
  ],
  it: [
    'prenotare una macchina per 4 persone dal 1 al 7 agosto',
    'Laura Fontana',
    'laura.fontana@gmail.com',
    '+39 333 3030303',
  ],
  el: [
    'κράτηση αυτοκινήτου για 4 άτομα από 1 έως 7 Αυγούστου',
    'Λαύρα Σίμου',
    'laura.simou@gmail.com',
    '6940303030',
  ],
} as const;

describe('an extra driver during the booking (audit 34m #18)', () => {
  it.each([
    ['en', 'oh and my husband wants to drive too, can he be added?'],
    ['fr', "et mon mari veut conduire aussi, on peut l'ajouter ?"],
    ['de', 'und mein mann will auch fahren, kann man ihn eintragen?'],
    ['it', 'e mio marito vuole guidare anche lui, si può aggiungere?'],
    ['el', 'και ο άντρας μου θέλει να οδηγεί κι αυτός, μπορεί να προστεθεί;'],
  ] as const)('%s: %s → noted with the terms, on the summary', (lang, message) => {
    const r = talk(lang, [...atSummary[lang], message]);
    expect(r.context.extraDrivers).toBe(1);
    expect(r.context.conversationStage).toBe('booking_confirm');
    expect(r.intent).toBe('booking');
    // The fee and the conditions, from the facts the extras answer states.
    expect(r.reply.content).toMatch(/5\s?€|€5/);
    expect(r.reply.content).toContain('21');
    // The summary follows, with its line for the drivers.
    const lines = summaryLines(r.context, now, assistantLanguage(lang).texts.booking);
    expect(lines.at(-1)).toMatch(/1/);
    expect(r.reply.content).toContain(lines.at(-1));
  });

  it('says the terms once, then the summary with its line', () => {
    const r = talk('en', [
      ...atSummary.en,
      'oh and my husband wants to drive too, can he be added?',
    ]);
    expect(r.reply.content).toContain(
      'Noted: 1 extra driver (€5 per day under our terms; each needs to be 21+ with a licence held for at least 1 year).',
    );
    expect(r.reply.content).toContain('Extra drivers: 1\n');
    expect(r.reply.content).not.toContain('Child seats and GPS are free');
  });

  it('counts the people named: my husband and my son → 2', () => {
    const r = talk('en', [...atSummary.en, 'my husband and my son will drive too']);
    expect(r.context.extraDrivers).toBe(2);
    expect(r.reply.content).toContain('Noted: 2 extra drivers');
  });

  it('is carried to the request, the card and the e-mail', () => {
    const r = talk('en', [...atSummary.en, 'my wife will drive too', 'confirm']);
    expect(r.context.conversationStage).toBe('booking_done');
    const request = bookingRequest(r.context, now);
    expect(request?.extraDrivers).toBe(1);
    expect(summaryLines(r.context, now, assistantLanguage('en').texts.booking)).toContain(
      'Extra drivers: 1',
    );
    expect(bookingRequestBody(request!, '/').message).toContain('\nExtra drivers: 1\n');
  });

  it('is removed: no extra driver after all', () => {
    const r = talk('en', [...atSummary.en, 'my wife will drive too', 'no extra driver after all']);
    expect(r.context.extraDrivers).toBeUndefined();
    expect(r.reply.content).not.toContain('Extra drivers');
    expect(r.context.conversationStage).toBe('booking_confirm');
  });

  it('a question about the fee adds none', () => {
    expect(
      talk('en', [...atSummary.en, 'how much is an extra driver?']).context.extraDrivers,
    ).toBeUndefined();
    expect(ask('is there a fee for a second driver?').context.extraDrivers).toBeUndefined();
  });

  it('the stored conversation keeps it', () => {
    const r = talk('en', [...atSummary.en, 'my wife will drive too']);
    const raw = encodeConversation({ messages: [], context: r.context });
    expect(decodeConversation(raw)?.context.extraDrivers).toBe(1);
    const bad = encodeConversation({ messages: [], context: { ...r.context, extraDrivers: 40 } });
    expect(decodeConversation(bad)?.context.extraDrivers).toBeUndefined();
  });
});

describe('a baby during the booking (audit 34m #19)', () => {
  it.each([
    ['en', 'and we have a baby too'],
    ['fr', 'et on a aussi un bébé'],
    ['de', 'und ein baby haben wir auch'],
    ['it', 'e abbiamo anche un neonato'],
    ['el', 'και έχουμε κι ένα μωρό'],
  ] as const)('%s: %s → a free child seat and one more passenger', (lang, message) => {
    const r = talk(lang, [...atSummary[lang], message]);
    expect(r.context.childSeats).toBe(1);
    expect(r.context.passengers).toBe(5);
    expect(r.context.conversationStage).toBe('booking_confirm');
    expect(r.intent).toBe('booking');
    for (const line of summaryLines(r.context, now, assistantLanguage(lang).texts.booking).slice(
      -2,
    ))
      expect(r.reply.content).toContain(line);
  });

  it('says so, then the summary', () => {
    const r = talk('en', [...atSummary.en, 'and we have a baby too']);
    expect(r.reply.content).toContain('Done, your number of people is now 5.');
    expect(r.reply.content).toContain("I've noted 1 child seat for your booking, free of charge.");
    expect(r.reply.content).toContain('Passengers: 5\nExtras (free): 1 child seat');
  });

  it('adds its seat to the seats held', () => {
    const r = talk('en', [...atSummary.en, 'we need 2 child seats', 'and we have a baby too']);
    expect(r.context.childSeats).toBe(3);
  });

  it('without "too" the party stays: the baby may be among them', () => {
    const r = talk('en', [...atSummary.en, 'we have a baby']);
    expect(r.context.childSeats).toBe(1);
    expect(r.context.passengers).toBe(4);
  });

  it('the seat can be refused', () => {
    const both = talk('en', [
      ...atSummary.en,
      'and we have a baby too, no seat needed we bring our own',
    ]);
    expect(both.context.passengers).toBe(5);
    expect(both.context.childSeats).toBeUndefined();
    const after = talk('en', [
      ...atSummary.en,
      'and we have a baby too',
      'no seat needed, we bring our own',
    ]);
    expect(after.context.childSeats).toBeUndefined();
    expect(after.context.passengers).toBe(5);
    expect(after.context.conversationStage).toBe('booking_confirm');
  });

  it('a question about a baby adds nothing', () => {
    const r = talk('en', [...atSummary.en, 'is the car ok for a baby?']);
    expect(r.context.childSeats).toBeUndefined();
    expect(r.context.passengers).toBe(4);
  });
});
