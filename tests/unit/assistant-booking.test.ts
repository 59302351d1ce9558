import { defaultLang } from '../../src/locales';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../src/lib/fleet';
import {
  bookingDatesIso,
  bookingRequest,
  conversationStages,
  incompleteText,
  initialContext,
  respond,
  type ChatContext,
  type RespondResult,
} from '../../src/lib/assistant';
import { embeddedFleet } from './fixtures';
import { bookingRequestBody } from '../../src/lib/contact/booking';

const fleet: Vehicle[] = embeddedFleet;
const now = new Date(Date.UTC(2026, 2, 1, 12));

/** Sends messages one after the other and returns every result. */
function talk(messages: string[], start: ChatContext = initialContext()): RespondResult[] {
  const results: RespondResult[] = [];
  let context = start;
  for (const m of messages) {
    const r = respond(m, context, fleet, { now });
    results.push(r);
    context = r.context;
  }
  return results;
}
const last = (rs: RespondResult[]) => rs[rs.length - 1]!;

const complete: ChatContext = {
  conversationStage: 'booking_confirm',
  name: 'Anna',
  email: 'anna@example.com',
  phone: '6941234567',
  pickupDate: '15/07/2026',
  returnDate: '22/07/2026',
};

describe('booking dialogue: complete', () => {
  it('asks for name, e-mail, phone, dates, then shows a summary and acknowledges the confirmation', () => {
    const rs = talk([
      'book now',
      'Anna',
      'anna@example.com',
      '+30 694 123 4567',
      '15 July to 22 July',
      'confirm booking',
    ]);
    expect(rs.map((r) => r.intent)).toEqual(Array(6).fill('booking'));
    expect(rs.map((r) => r.context.conversationStage)).toEqual([
      'booking_name',
      'booking_email',
      'booking_phone',
      'booking_dates',
      'booking_confirm',
      'booking_done',
    ]);
    expect(rs[0]!.reply.content).toMatch(/name/i);
    expect(rs[1]!.reply.content).toMatch(/Nice to meet you, Anna!.*e-mail/);
    expect(rs[2]!.reply.content).toMatch(/phone/i);
    expect(rs[3]!.reply.content).toMatch(/pickup and return dates/);
    const summary = rs[4]!.reply.content;
    for (const s of [
      'Name: Anna',
      'E-mail: anna@example.com',
      'Phone: +30 694 123 4567',
      'Pickup: 15 July',
      'Return: 22 July',
    ])
      expect(summary).toContain(s);
    expect(summary).toContain('Wednesday 15 July 2026');
    expect(rs[4]!.reply.suggestions).toContain('Confirm booking');
    const ack = rs[5]!.reply.content;
    expect(ack).toMatch(/Thank you, Anna/);
    // The engine sends nothing: the acknowledgement points to the request card and its button.
    expect(ack).toMatch(/tap 'Send to our team'/);
    expect(ack).not.toMatch(/e-mail/); // the reply time is promised only once the request is stored
    expect(last(rs).context).toMatchObject({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '+30 694 123 4567',
      pickupDate: '15 July',
      returnDate: '22 July',
    });
  });

  it.each(['complete booking', 'confirm booking', 'yes', 'book it', 'Yes please!'])(
    '"%s" confirms a complete booking',
    (phrase) => {
      const r = respond(phrase, complete, fleet);
      expect(r.intent).toBe('booking');
      expect(r.context.conversationStage).toBe('booking_done');
      expect(r.reply.content).toContain('Your booking request is complete.');
    },
  );

  it('the summary offers ISO dates for the booking link and the request to POST', () => {
    const ctx = last(
      talk(['book now', "I'm Anna", 'anna@example.com', '6941234567', '1-8 August', 'yes']),
    ).context;
    expect(bookingDatesIso(ctx, now)).toEqual({
      pickupDate: '2026-08-01',
      returnDate: '2026-08-08',
    });
    expect(bookingRequest(ctx, now)).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '6941234567',
      pickupDate: '2026-08-01',
      returnDate: '2026-08-08',
    });
    expect(bookingRequest({ ...ctx, phone: undefined } as unknown as ChatContext, now)).toBeNull();
  });

  it('the request carries the vehicle the visitor named, for the team', () => {
    const ctx = last(
      talk([
        'I want to book a scooter',
        "I'm Anna",
        'anna@example.com',
        '6941234567',
        '1-8 August',
        'yes',
      ]),
    ).context;
    expect(bookingRequest(ctx, now)).toMatchObject({ name: 'Anna', vehicle: 'scooter' });
  });

  it('takes several details from one message and skips the questions already answered', () => {
    const rs = talk([
      'book now',
      "I'm Anna, anna@mail.gr, 6941234567, 15/07/2026 to 22/07/2026, airport, 3 people",
    ]);
    const r = last(rs);
    expect(r.context.conversationStage).toBe('booking_confirm');
    // A day written DD/MM/YYYY is shown as the day it means, once.
    expect(r.reply.content).toContain('Pickup: Wednesday 15 July 2026 at the airport');
    expect(r.reply.content).toContain('Passengers: 3');
  });

  it('accepts the dates one at a time', () => {
    const rs = talk(['book now', 'Anna', 'anna@mail.gr', '6941234567', '15/07/2026', '22/07/2026']);
    expect(rs[4]!.context.conversationStage).toBe('booking_dates');
    // A numeric date is said back as the day it means (no doubt which of day and month is first).
    expect(rs[4]!.reply.content).toMatch(/pickup on Wednesday 15 July 2026.*return date/);
    expect(last(rs).context).toMatchObject({
      conversationStage: 'booking_confirm',
      pickupDate: '15/07/2026',
      returnDate: '22/07/2026',
    });
  });

  it('warns when the return date is before the pickup date', () => {
    const r = last(
      talk(['book now', 'Anna', 'anna@mail.gr', '6941234567', '22/07/2026 to 15/07/2026']),
    );
    expect(r.reply.content).toMatch(/return date is before the pickup date/);
  });
});

describe('booking dialogue: the awaited detail goes first', () => {
  it('an e-mail full of keywords continues the dialogue', () => {
    const rs = talk(['book now', 'Anna', 'anna@rent-a-car-paros.gr']);
    expect(last(rs).intent).toBe('booking');
    expect(last(rs).context).toMatchObject({
      email: 'anna@rent-a-car-paros.gr',
      conversationStage: 'booking_phone',
    });
  });

  it('a detail with a topic word continues the dialogue', () => {
    const rs = talk([
      'book now',
      'Anna',
      'anna@mail.gr',
      '6941234567',
      'car from 15/07/2026 to 22/07/2026 please',
    ]);
    expect(last(rs).intent).toBe('booking');
    expect(last(rs).context.conversationStage).toBe('booking_confirm');
  });

  it('a topic question is answered, the stage kept, and the booking recalled', () => {
    const rs = talk(['book now', 'Anna', 'Is insurance included?']);
    const r = last(rs);
    expect(r.intent).toBe('insurance');
    expect(r.context.conversationStage).toBe('booking_email');
    expect(r.reply.content).toMatch(/€200-500/);
    expect(r.reply.content).toMatch(/Back to your booking: what's your e-mail address\?/);
    expect(respond('anna@mail.gr', r.context, fleet).context.conversationStage).toBe(
      'booking_phone',
    );
  });

  it('re-asks when the message neither supplies the detail nor asks anything', () => {
    const r = last(talk(['book now', 'Anna', 'hmm not sure']));
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_email');
    expect(r.reply.content).toMatch(/e-mail address/);
  });

  it('a bare name counts only while the name is asked for', () => {
    expect(last(talk(['book now', 'maria'])).context.name).toBe('Maria');
    expect(respond('maria', initialContext(), fleet).context.name).toBeUndefined();
    expect(last(talk(['book now', 'Antiparos'])).context.name).toBeUndefined();
  });
});

describe('booking dialogue: incomplete confirmation', () => {
  it.each([
    [['complete booking']],
    [['confirm booking']],
    [['book now', 'yes']],
    [['book now', 'Anna', 'anna@mail.gr', 'book it']],
    [['book now', 'Anna', 'anna@mail.gr', '6941234567', '15/07/2026', 'confirm booking']],
  ])('%j → the start-over sentence and stage initial', (messages) => {
    const r = last(talk(messages));
    expect(r.intent).toBe('booking');
    expect(r.reply.content).toBe(
      "I still need some information to complete your booking. Let's start over - say 'book now'",
    );
    expect(incompleteText(defaultLang)).toBe(r.reply.content);
    expect(r.context.conversationStage).toBe('initial');
  });

  it("'book now' after starting over resumes with the first missing detail", () => {
    const r = last(talk(['book now', 'Anna', 'anna@mail.gr', 'yes', 'book now']));
    expect(r.context.conversationStage).toBe('booking_phone');
  });

  it("a bare 'yes' outside a booking is the booking rule too: without details, start over", () => {
    const r = respond('yes', initialContext(), fleet);
    expect(r.intent).toBe('booking');
    expect(r.reply.content).toBe(
      "I still need some information to complete your booking. Let's start over - say 'book now'",
    );
  });
});

describe('booking dialogue: modify / change', () => {
  it('resets conversationStage to initial', () => {
    for (const text of [
      'I want to change something',
      'modify',
      'Change details',
      'edit my booking',
    ]) {
      const r = respond(text, complete, fleet);
      expect(r.intent, text).toBe('booking');
      expect(r.context.conversationStage, text).toBe('initial');
    }
    expect(
      respond(
        'change',
        { ...initialContext(), conversationStage: 'booking_phone', name: 'A', email: 'a@b.gr' },
        fleet,
      ).context.conversationStage,
    ).toBe('initial');
  });

  it('replaces a named detail given in the same message, confirms it in one line and shows the summary again', () => {
    // Issue "Marcia keeps the thread": a correction replaces the slot and the dialogue goes on
    // (it used to go back to stage `initial` and wait for 'book now').
    const r = respond('change my email to new@mail.gr', complete, fleet);
    expect(r.context).toMatchObject({
      conversationStage: 'booking_confirm',
      email: 'new@mail.gr',
      name: 'Anna',
    });
    expect(r.reply.content).toMatch(/^Done, your e-mail address is now new@mail\.gr\.\n/);
    expect(r.reply.content).toContain('E-mail: new@mail.gr');
  });

  it('clears a named detail and takes the new one from the next message', () => {
    const rs = talk(['change my dates', '1/9/2026 to 9/9/2026'], complete);
    expect(rs[0]!.context).not.toHaveProperty('pickupDate');
    expect(rs[0]!.reply.content).toMatch(/new dates/);
    expect(last(rs).context).toMatchObject({
      conversationStage: 'booking_confirm',
      pickupDate: '1/9/2026',
      returnDate: '9/9/2026',
    });
  });

  it('without a named detail asks what to change and keeps the details', () => {
    const r = respond('I want to change something', complete, fleet);
    expect(r.context).toMatchObject({ email: 'anna@example.com', phone: '6941234567' });
    expect(r.reply.content).toMatch(/name, e-mail, phone, dates, a time or a place/);
  });

  it("outside a booking, 'change my booking' is the cancellation topic", () => {
    expect(respond('Can I change my booking?', initialContext(), fleet).intent).toBe(
      'cancellation',
    );
  });
});

describe('conversation stages', () => {
  it('are the documented values, starting at initial', () => {
    expect(conversationStages).toEqual([
      'initial',
      'booking_name',
      'booking_email',
      'booking_phone',
      'booking_dates',
      'booking_confirm',
      'booking_done',
    ]);
    const seen = new Set(
      talk([
        'book now',
        'Anna',
        'a@b.gr',
        '6941234567',
        '1/7/2026 - 8/7/2026',
        'yes',
        'change',
      ]).map((r) => r.context.conversationStage),
    );
    for (const s of seen) expect(conversationStages).toContain(s);
  });
});

describe('an automatic gearbox asked for goes with the car booked (thirtieth session audit)', () => {
  const toSummary = (change: string) =>
    last(
      talk([
        'book now',
        'Anna Weber',
        'anna@example.com',
        '+44 7700 900123',
        '12-15 august',
        change,
        'confirm booking',
      ]),
    );

  it("'make it an automatic SUV' at the summary: the summary and the request say automatic", () => {
    const done = toSummary('make it an automatic SUV');
    expect(done.context.automatic).toBe(true);
    const request = bookingRequest(done.context, now)!;
    expect(request).toMatchObject({ vehicle: 'suv', automatic: true });
    expect(bookingRequestBody(request, 'https://site.example/').message).toContain(
      'Vehicle: suv (automatic)',
    );
    // The language the visitor wrote in, for the team's answer.
    expect(
      bookingRequestBody(request, 'https://site.example/de/', { name: 'Deutsch', code: 'de' })
        .message,
    ).toContain('Language: Deutsch (de)\nPage: https://site.example/de/');
  });

  it('the summary line names the gearbox', () => {
    const summary = talk([
      'book now',
      'Anna Weber',
      'anna@example.com',
      '+44 7700 900123',
      'an automatic car 12-15 august',
    ]);
    expect(last(summary).reply.content).toContain('Vehicle: car, automatic');
  });

  it("a question about automatics is no wish, and a scooter drops it ('actually a scooter')", () => {
    expect(talk(['do you have automatic cars?'])[0]!.context.automatic).toBeUndefined();
    const scooter = talk(['automatic car 3-10 aug', 'actually a scooter']);
    expect(scooter[0]!.context.automatic).toBe(true);
    expect(last(scooter).context.automatic).toBeUndefined();
  });
});
