/**
 * Marcia 2, the correctness cases (docs/assistant.md, "How a message is read (the parts tourists
 * trip on)"), in the four languages: a card the deposit does not take, a question the facts do not
 * answer, taking the new detail after 'can I change my e-mail?', a return given relative to the
 * pickup, and the rules the old site gives in two readings (age, cancellation) stated for what was
 * asked with the terms deciding.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import type { Lang } from '../../src/i18n/routing';
import { defaultContact, initialContext, loadAssistantLanguage } from '../../src/lib/assistant';
import { relativeReturnDate } from '../../src/lib/assistant/dates';
import { normaliseText } from '../../src/lib/assistant/keywords';
import { ask, now } from './marcia';
import { prefixedLangs } from '../../src/locales';

/** Plays a conversation and returns every result. */
const talk = (lang: Lang, texts: readonly string[]) => {
  let context = initialContext();
  return texts.map((text) => {
    const r = ask(text, lang, context);
    context = r.context;
    return r;
  });
};

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

/** The deposit's cards as each language writes them (brand names are the same everywhere). */
const brands = /Visa.*Mastercard/;

describe('a card the deposit does not take: the cards it does take, by implication', () => {
  it.each([
    [
      'Do you take American Express for the deposit?',
      'en',
      /only a Visa or Mastercard credit card/,
    ],
    [
      'Nehmen Sie American Express für die Kaution?',
      'de',
      /nur eine Visa- oder Mastercard-Kreditkarte/,
    ],
    [
      'Acceptez-vous l’American Express pour la caution ?',
      'fr',
      /qu’une carte de crédit Visa ou Mastercard/,
    ],
    [
      'Accettate American Express per il deposito?',
      'it',
      /solo una carta di credito Visa o Mastercard/,
    ],
    ['can i pay the deposit with a debit card', 'en', /only a Visa or Mastercard credit card/],
    ['Kaution mit EC-Karte möglich?', 'de', /nur eine Visa- oder Mastercard-Kreditkarte/],
    [
      'caution avec une carte de débit possible ?',
      'fr',
      /qu’une carte de crédit Visa ou Mastercard/,
    ],
    [
      'posso lasciare la cauzione con il bancomat?',
      'it',
      /solo una carta di credito Visa o Mastercard/,
    ],
  ] as const)('%s', (text, lang, only) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('payment');
    expect(r.reply.content.split('\n')[0]).toMatch(only);
    expect(r.reply.content).toMatch(brands);
    expect(r.reply.content).toContain(String(facts.deposit.chatMax));
  });

  it('a Visa question is answered without the "not that card" line', () => {
    const r = ask('do you take visa for the deposit?');
    expect(r.intent).toBe('payment');
    expect(r.reply.content).not.toMatch(/won't do/);
  });
});

describe('a question the facts do not answer: "I don\'t know that", the phone and WhatsApp', () => {
  it.each([
    ['Can I bring my dog?', 'en', /^I'm sorry, I don't know that/],
    ['Kann ich meinen Hund mitnehmen?', 'de', /^Das weiß ich leider nicht/],
    ['Puis-je amener mon chien ?', 'fr', /^Désolée, je ne sais pas/],
    ['Posso portare il mio cane?', 'it', /^Mi dispiace, questo non lo so/],
    // No topic word at all, but worded as a question.
    ['Can I bring my cat along?', 'en', /^I'm sorry, I don't know that/],
    ['Gibt es dort einen Friseur?', 'de', /^Das weiß ich leider nicht/],
    ['Est-ce que je peux amener mon chat ?', 'fr', /^Désolée, je ne sais pas/],
    ['Posso portare il mio gatto?', 'it', /^Mi dispiace, questo non lo so/],
  ] as const)('%s', (text, lang, opener) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toMatch(opener);
    expect(r.reply.content).toContain(defaultContact.phone);
    expect(r.reply.content).toContain('WhatsApp');
  });

  it('a statement that is not a question still gets the fixed fallback', () => {
    expect(ask('I have a scar').intent).toBe('fallback');
    expect(ask('asdfgh qwerty').intent).toBe('fallback');
  });
});

describe("after 'can I change my e-mail?' the next message is the new detail", () => {
  const booked = (lang: Lang, details: readonly string[]) => talk(lang, ['book now', ...details]);
  it.each([
    [
      'en',
      ['Anna', 'anna@mail.com', '6941234567', '15/07/2026 to 22/07/2026'],
      'can I change my email address?',
      'my new email is anna.b@gmail.com',
    ],
    [
      'fr',
      ['Anne', 'anne@mail.fr', '6941234567', '15/07/2026 au 22/07/2026'],
      'je peux changer mon adresse e-mail ?',
      'ma nouvelle adresse est anne.b@gmail.com',
    ],
    [
      'de',
      ['Anna', 'anna@mail.de', '6941234567', '15.07.2026 bis 22.07.2026'],
      'kann ich meine E-Mail-Adresse ändern?',
      'meine neue E-Mail ist anna.b@gmail.com',
    ],
    [
      'it',
      ['Anna', 'anna@mail.it', '6941234567', '15/07/2026 al 22/07/2026'],
      'posso cambiare la mia email?',
      'la mia nuova email è anna.b@gmail.com',
    ],
  ] as const)('%s', (lang, details, change, answer) => {
    const rs = booked(lang, [...details, change, answer]);
    const asked = rs[rs.length - 2]!;
    const taken = rs[rs.length - 1]!;
    expect(asked.context.email).toBeUndefined();
    expect(taken.intent).toBe('booking');
    expect(taken.context.email).toBe(
      'anna.b@gmail.com'.replace('anna', lang === 'fr' ? 'anne' : 'anna'),
    );
    expect(taken.context.conversationStage).toBe('booking_confirm');
    expect(taken.reply.content).toContain(taken.context.email!);
  });

  it('a bare address after the question is taken too', () => {
    const rs = talk('en', [
      'book now',
      'Anna',
      'anna@mail.com',
      '6941234567',
      '15/07/2026 to 22/07/2026',
      'change my phone',
      '+30 694 765 4321',
    ]);
    expect(rs[6]!.context).toMatchObject({
      phone: '+30 694 765 4321',
      conversationStage: 'booking_confirm',
    });
  });

  it('a topic question with dates after a modify is still answered as a topic', () => {
    const rs = talk('en', [
      'book now',
      'Anna',
      'anna@mail.com',
      '6941234567',
      '15/07/2026 to 22/07/2026',
      'change my dates',
      'do you have scooters from 1 August to 8 August?',
    ]);
    expect(rs[6]!.intent).toBe('scooters');
  });
});

describe('a return given relative to the pickup', () => {
  it.each([
    ['until Sunday', '15 July', '19/07/2026'], // 15 July 2026 is a Wednesday
    ['back on Monday', '15 July', '20/07/2026'],
    ['Sunday', '15 July', '19/07/2026'],
    ['until wednesday', '15 July', '22/07/2026'], // the same weekday: a week later
    ['jusqu a dimanche', '15 juillet', '19/07/2026'],
    ['bis sonntag', '15. Juli', '19/07/2026'],
    ['fino a domenica', '15 luglio', '19/07/2026'],
    ['for a week', '15 July', '22/07/2026'],
    ['leave on the 19th', '15 July', '19/07/2026'],
  ] as const)('%s after %s → %s', (text, pickup, expected) => {
    expect(relativeReturnDate(normaliseText(text, true), pickup, now)).toBe(expected);
  });

  it('a weekday inside an unrelated sentence is not a return date', () => {
    expect(relativeReturnDate('we fly sunday morning maybe', '15 July', now)).toBeNull();
  });

  it.each([
    ['en', ['book now', 'Anna', 'anna@mail.com', '6941234567', '15 July', 'until Sunday']],
    [
      'fr',
      [
        'réserver maintenant',
        'Anne',
        'anne@mail.fr',
        '6941234567',
        '15 juillet',
        'jusqu’à dimanche',
      ],
    ],
    ['de', ['jetzt buchen', 'Anna', 'anna@mail.de', '6941234567', '15. Juli', 'bis Sonntag']],
    ['it', ['prenota ora', 'Anna', 'anna@mail.it', '6941234567', '15 luglio', 'fino a domenica']],
  ] as const)('in the %s dialogue the weekday completes the booking', (lang, texts) => {
    const rs = talk(lang, texts);
    expect(rs[rs.length - 1]!.context).toMatchObject({
      returnDate: '19/07/2026',
      conversationStage: 'booking_confirm',
    });
  });
});

describe('two readings: the one for what was asked, and the terms decide', () => {
  it.each([
    ['how old do I have to be to rent a quad?', 'en', facts.ages.atvMinimum, /terms decide/],
    ['how old do I have to be to rent a car?', 'en', facts.ages.chatMinimum, /terms decide/],
    [
      'Quel âge faut-il avoir pour louer un quad ?',
      'fr',
      facts.ages.atvMinimum,
      /conditions de location qui décident/,
    ],
    [
      'Wie alt muss man für ein Quad sein?',
      'de',
      facts.ages.atvMinimum,
      /entscheiden unsere Mietbedingungen/,
    ],
    [
      'Quanti anni servono per noleggiare un quad?',
      'it',
      facts.ages.atvMinimum,
      /decidono le nostre condizioni/,
    ],
    [
      'Mindestalter für ein Auto?',
      'de',
      facts.ages.chatMinimum,
      /entscheiden unsere Mietbedingungen/,
    ],
  ] as const)('%s → %i, terms decide', (text, lang, age, terms) => {
    const r = ask(text, lang);
    expect(['licence', 'atvs']).toContain(r.intent);
    expect(r.reply.content).toMatch(new RegExp(`\\b${age}\\b`));
    expect(r.reply.content).toMatch(terms);
    expect(r.reply.content).toContain(String(facts.ages.termsMinimum));
    // Only the reading for the vehicle asked about is stated as the minimum.
    const other = age === facts.ages.atvMinimum ? facts.ages.chatMinimum : facts.ages.atvMinimum;
    expect(r.reply.content).not.toMatch(new RegExp(`\\b${other}\\b`));
  });

  it.each([
    ['can I cancel my booking?', 'en', facts.cancellation.chatFreeHours, /terms decide/],
    ['can I cancel an airport pickup?', 'en', facts.cancellation.airportFreeHours, /terms decide/],
    [
      'Puis-je annuler ma réservation à l’aéroport ?',
      'fr',
      facts.cancellation.airportFreeHours,
      /conditions de location qui décident/,
    ],
    [
      'Kann ich kostenlos stornieren?',
      'de',
      facts.cancellation.chatFreeHours,
      /entscheiden unsere Mietbedingungen/,
    ],
    [
      'Posso cancellare la prenotazione?',
      'it',
      facts.cancellation.chatFreeHours,
      /decidono le nostre condizioni/,
    ],
  ] as const)('%s → %i h, terms decide', (text, lang, hours, terms) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('cancellation');
    expect(r.reply.content).toMatch(new RegExp(`\\b${hours}\\b`));
    expect(r.reply.content).toMatch(terms);
    const other =
      hours === facts.cancellation.chatFreeHours
        ? facts.cancellation.airportFreeHours
        : facts.cancellation.chatFreeHours;
    expect(r.reply.content).not.toMatch(new RegExp(`\\b${other}\\b`));
  });

  it('a stated age for a quad is measured against the ATV reading, for a car against the chat reading', () => {
    expect(ask('im 19, can i rent a quad?').reply.content).toMatch(
      /^At 19 you meet the minimum age of 18 for ATVs\./,
    );
    expect(ask('im 19, can i rent a car?').reply.content).toMatch(
      /^Sorry, at 19 you're under our minimum age of 21 for cars and scooters; ATVs are from 18\./,
    );
  });
});
