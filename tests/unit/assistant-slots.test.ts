/**
 * Slot extraction and date resolution of the booking dialogue (issue "Marcia keeps the
 * thread"), with pinned dates: one reading of a message (`readMessage`), the half dates and stay
 * lengths resolved against the pickup (month ends, the year end), a stay counted from a day, a
 * past pickup and a return before the pickup questioned, and the dialogue step's choices.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  initialContext,
  loadAssistantLanguage,
  respond,
  type ChatContext,
} from '../../src/lib/assistant';
import {
  dayOnOrAfter,
  relativeReturnDate,
  stayFromDay,
  todayIso,
  toEnglishDate,
} from '../../src/lib/assistant/dates';
import { pendingOf, step } from '../../src/lib/assistant/dialogue';
import { normaliseText } from '../../src/lib/assistant/keywords';
import { readMessage } from '../../src/lib/assistant/reading';
import { embeddedFleet } from './fixtures';
import { prefixedLangs } from '../../src/locales';

const now = new Date(Date.UTC(2026, 2, 1, 12)); // Sunday 1 March 2026
const lateInYear = new Date(Date.UTC(2026, 11, 20, 12)); // Sunday 20 December 2026

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

describe('date resolution (pinned)', () => {
  it.each([
    ['for a week', '28 December', '04/01/2027'], // the year end
    ['for 2 weeks', '25 December', '08/01/2027'],
    ['2 nights', '30 January', '01/02/2026'.replace('2026', '2027')], // forward from 1 March: Jan 2027
    ['for 3 days', '30/04/2026', '03/05/2026'], // a month end
    ['leave on the 19th', '12 July', '19/07/2026'],
    ['until the 2nd', '30 June', '02/07/2026'], // before the pickup's day: the next month
    ['until the 31st', '20 June', '31/07/2026'], // June has no 31st: the next month that has it
    ['until sunday', '15 July', '19/07/2026'],
    ['pour une semaine', '28 décembre', '04/01/2027'],
    ['für zwei wochen', '20 dezember', '03/01/2027'],
    ['per 5 notti', '29 dicembre', '03/01/2027'],
  ])('"%s" after %s → %s', (text, pickup, ret) => {
    expect(relativeReturnDate(normaliseText(text, true), pickup, now)).toBe(ret);
  });

  it('a stay counted from a day starts on the first such day from today', () => {
    expect(stayFromDay('10 days from the 3rd', now)).toEqual({
      pickupDate: '03/03/2026',
      returnDate: '13/03/2026',
    });
    expect(stayFromDay('2 weeks from the 28th', lateInYear)).toEqual({
      pickupDate: '28/12/2026',
      returnDate: '11/01/2027',
    });
    // The 3rd is past on 20 December: the 3rd of January.
    expect(stayFromDay('10 days from the 3rd', lateInYear)).toEqual({
      pickupDate: '03/01/2027',
      returnDate: '13/01/2027',
    });
    expect(stayFromDay('dix jours a partir du 5', now)).toEqual({
      pickupDate: '05/03/2026',
      returnDate: '15/03/2026',
    });
    expect(stayFromDay('for a week', now)).toBeNull();
  });

  it('dayOnOrAfter skips months without the day; todayIso is the UTC day', () => {
    expect(dayOnOrAfter(31, [2026, 2, 1])).toBe('31/03/2026');
    expect(dayOnOrAfter(30, [2027, 2, 1])).toBe('30/03/2027');
    expect(dayOnOrAfter(5, [2026, 12, 20])).toBe('05/01/2027');
    expect(dayOnOrAfter(0, [2026, 1, 1])).toBeNull();
    expect(todayIso(now)).toBe('2026-03-01');
  });
});

describe('one reading of a message', () => {
  it('finds every slot value of a message at once', () => {
    const r = readMessage(
      "Hi, I'd like to book a scooter - my name is Tom Baker, tom@mail.co.uk, +44 7700 900123, 2 adults, airport",
      initialContext(),
      embeddedFleet,
      { now },
    );
    expect(r.values).toMatchObject({
      name: 'Tom Baker',
      email: 'tom@mail.co.uk',
      phone: '+44 7700 900123',
      passengers: 2,
      pickupLocation: 'airport',
      vehicle: 'scooter',
    });
    expect(r.signals.start).toBe(true);
  });

  it('reads half dates against the pickup of the message, else of the context', () => {
    const a = readMessage(
      'we arrive 12 July and leave on the 19th',
      initialContext(),
      embeddedFleet,
      { now },
    );
    expect(a.values).toMatchObject({ dates: ['12 July'], relativeReturn: '19/07/2026' });
    const held: ChatContext = { conversationStage: 'booking_dates', pickupDate: '28 December' };
    expect(readMessage('for a week', held, embeddedFleet, { now }).values.relativeReturn).toBe(
      '04/01/2027',
    );
    // Without the conversation's instant nothing is resolved.
    expect(readMessage('for a week', held, embeddedFleet).values.relativeReturn).toBeUndefined();
  });

  it('reads the correction, start-over and cancel words of each language', () => {
    for (const [lang, text] of [
      ['en', 'actually my email is a@b.com'],
      ['fr', 'en fait mon email est a@b.fr'],
      ['de', 'eigentlich ist meine Mail a@b.de'],
      ['it', 'anzi la mia email è a@b.it'],
    ] as const)
      expect(
        readMessage(text, initialContext(), embeddedFleet, { lang }).signals.correct,
        text,
      ).toBe(true);
    for (const [lang, text] of [
      ['en', 'start over'],
      ['fr', 'on recommence'],
      ['de', 'von vorne'],
      ['it', 'ricominciamo'],
    ] as const)
      expect(
        readMessage(text, initialContext(), embeddedFleet, { lang }).signals.restart,
        text,
      ).toBe(true);
    for (const [lang, text] of [
      ['en', 'cancel'],
      ['fr', 'annuler'],
      ['de', 'abbrechen'],
      ['it', 'annulla'],
    ] as const)
      expect(readMessage(text, initialContext(), embeddedFleet, { lang }).signals.stop, text).toBe(
        true,
      );
    // 'Can I cancel my booking?' is the cancellation question, not the command.
    expect(
      readMessage('Can I cancel my booking?', initialContext(), embeddedFleet).signals.stop,
    ).toBe(false);
  });
});

describe('the dialogue step', () => {
  const asked = (stage: ChatContext['conversationStage'], more: Partial<ChatContext> = {}) =>
    ({ conversationStage: stage, ...more }) as ChatContext;

  it('knows the pending question from the stage, or from a change', () => {
    expect(pendingOf(asked('booking_email'))).toBe('email');
    expect(pendingOf(asked('booking_dates'))).toBe('pickupDate');
    expect(pendingOf(asked('booking_dates', { pickupDate: '1 July' }))).toBe('returnDate');
    expect(pendingOf(asked('initial', { pending: 'phone' }))).toBe('phone');
    expect(pendingOf(asked('booking_confirm'))).toBeUndefined();
  });

  it('takes a plausible answer to its own question, never the fallback', () => {
    const ctx = asked('initial', { name: 'Sarah', pending: 'email' });
    const d = step(readMessage('sarah.k@newmail.com', ctx, embeddedFleet, { now }), ctx);
    expect(d.kind).toBe('booking');
    expect(d.context).toMatchObject({
      email: 'sarah.k@newmail.com',
      conversationStage: 'booking_phone',
    });
    expect(d.context.pending).toBeUndefined();
  });

  it('questions a pickup in the past and a return before the pickup, storing neither', () => {
    const ctx = asked('booking_dates', { name: 'A', email: 'a@b.c', phone: '6941234567' });
    const past = respond('01/02/2026 to 08/02/2026', ctx, embeddedFleet, { now });
    expect(past.context.pickupDate).toBeUndefined();
    expect(past.reply.content).toMatch(/01\/02\/2026 has already passed/);
    const before = respond('22/07/2026 to 15/07/2026', ctx, embeddedFleet, { now });
    expect(before.context).toMatchObject({ pickupDate: '22/07/2026' });
    expect(before.context.returnDate).toBeUndefined();
    expect(before.reply.content).toMatch(/return date is before the pickup date/);
  });

  it('a correction of the pickup that passes the held return asks for the return again', () => {
    const ctx = asked('booking_confirm', {
      name: 'Al',
      email: 'a@b.c',
      phone: '6941234567',
      pickupDate: '10 July',
      returnDate: '17 July',
    });
    const r = respond('actually we arrive on 20/07/2026', ctx, embeddedFleet, { now });
    expect(r.context).toMatchObject({
      pickupDate: '20/07/2026',
      conversationStage: 'booking_dates',
    });
    expect(r.context.returnDate).toBeUndefined();
    expect(r.reply.content).toMatch(/pickup date is now/);
  });

  it('is pure: the same message and context give the same answer, the context untouched', () => {
    const ctx = Object.freeze(asked('booking_phone', { name: 'A', email: 'a@b.c' })) as ChatContext;
    const a = respond("what's the deposit?", ctx, embeddedFleet, { now });
    expect(respond("what's the deposit?", ctx, embeddedFleet, { now })).toEqual(a);
    expect(a.reply.content).toContain("Back to your booking: what's your phone number?");
  });
});

describe('month names of the other languages, made English for the date reader', () => {
  it('every month word of a range is made English, a repeated one too', () => {
    expect(toEnglishDate('du 3 juillet au 10 juillet')).toBe('du 3 July au 10 July');
    expect(toEnglishDate('vom 3. Juli bis 10. Juli')).toBe('vom 3 July bis 10 July');
    expect(toEnglishDate('dal 3 luglio al 10 luglio')).toBe('dal 3 July al 10 July');
    expect(toEnglishDate('από 3 Ιουλίου έως 10 Ιουλίου')).toBe('από 3 July έως 10 July');
    expect(toEnglishDate('3 juil. - 5 août')).toBe('3 July - 5 August');
    expect(toEnglishDate('le 1er mai')).toBe('le 1 May');
  });

  it('a month word inside another word is left alone', () => {
    expect(toEnglishDate('maison 3 mais')).toBe('maison 3 mais');
    expect(toEnglishDate('15 Juni')).toBe('15 June');
  });
});
