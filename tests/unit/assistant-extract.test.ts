import { describe, expect, it } from 'vitest';
import {
  extractDetails,
  findDates,
  initialContext,
  toIsoDate,
  toIsoDateRange,
  type ChatContext,
} from '../../src/lib/assistant';
import {
  extractBudget,
  extractName,
  extractPassengers,
  extractPhone,
  extractPickupLocation,
} from '../../src/lib/assistant/extract';

const fresh = initialContext;
const held = (over: Partial<ChatContext>): ChatContext => ({ ...initialContext(), ...over });

describe('initialContext', () => {
  it('has only conversationStage initial', () => {
    expect(initialContext()).toEqual({ conversationStage: 'initial' });
  });
});

describe('name', () => {
  it.each([
    ['my name is anna', 'Anna'],
    ["I'm Nikos", 'Nikos'],
    ['I’m sophie from Lyon', 'Sophie'],
    ['I am maria and we arrive Friday', 'Maria'],
    ['call me bob', 'Bob'],
    ['Hi, im giorgos', 'Giorgos'],
    ['My name is Anna Maria', 'Anna Maria'],
    ['MY NAME IS JOHN', 'John'],
    ['my name is jean-luc', 'Jean-Luc'],
  ])('%s → %s', (text, name) => {
    expect(extractDetails(text, fresh()).name).toBe(name);
  });

  it.each([
    "I'm looking for a car",
    'I am interested in a jeep',
    "I'm staying in Naoussa",
    'call me back please',
    'I am 25 years old',
    "I'm not sure",
    'I am travelling with kids',
    "I'm going to Antiparos",
  ])('does not take "%s" as a name', (text) => {
    expect(extractName(text)).toBeUndefined();
    expect(extractDetails(text, fresh()).name).toBeUndefined();
  });

  it('takes a later phrase when the first is not a name', () => {
    expect(extractName("I'm looking for a car, my name is Eleni")).toBe('Eleni');
  });

  it('never overwrites a name already held', () => {
    expect(extractDetails("I'm Bob", held({ name: 'Anna' })).name).toBe('Anna');
  });
});

describe('e-mail', () => {
  it('finds an e-mail-like text', () => {
    expect(extractDetails('write to anna.k+paros@example.co.uk please', fresh()).email).toBe(
      'anna.k+paros@example.co.uk',
    );
    expect(extractDetails('no address here @ all', fresh()).email).toBeUndefined();
  });

  it('never overwrites an e-mail already held', () => {
    expect(extractDetails('new@example.com', held({ email: 'old@example.com' })).email).toBe(
      'old@example.com',
    );
  });
});

describe('phone', () => {
  it.each([
    ['6941234567', '6941234567'],
    ['call me on +30 694 123 4567 thanks', '+30 694 123 4567'],
    ['+306941234567', '+306941234567'],
    ['0030 6941234567', '0030 6941234567'],
    ['(694) 123-4567', '(694) 123-4567'],
    ['UK mobile +44 7700 900123', '+44 7700 900123'],
    ['22840 12345', '22840 12345'],
    ['694-123-4567', '694-123-4567'],
    ['+30 694.123.4567', '+30 694.123.4567'],
    // The country code dictated as a word (twenty-seventh session audit).
    ['my phone number is plus 44 7700 900123', '+44 7700 900123'],
    ['il mio numero è più 39 333 123 4567', '+39 333 123 4567'],
    ['συν 30 6944123456', '+30 6944123456'],
  ])('%s → %s', (text, phone) => {
    expect(extractPhone(text)).toBe(phone);
  });

  it.each([
    '15/07/2026 to 22/07/2026',
    '24/7 support',
    '12345',
    'room 12, 4 people',
    '123456789',
    '15.07.26 22.07.26',
    'we are 2 adults plus 2 kids',
  ])('finds no phone in "%s"', (text) => {
    expect(extractPhone(text)).toBeUndefined();
  });

  it('is not confused by dates and e-mails in the same message', () => {
    const c = extractDetails('anna2024@mail.gr, 6941234567, from 15/07/2026', fresh());
    expect(c).toMatchObject({
      email: 'anna2024@mail.gr',
      phone: '6941234567',
      pickupDate: '15/07/2026',
    });
  });

  it('never overwrites a phone already held', () => {
    expect(extractDetails('6941234567', held({ phone: '2284012345' })).phone).toBe('2284012345');
  });
});

describe('dates', () => {
  it('day/month/year with 1-2 digit day and month and a 2-4 digit year: first pickup, second return', () => {
    expect(extractDetails('from 15/07/2026 to 22/07/2026', fresh())).toMatchObject({
      pickupDate: '15/07/2026',
      returnDate: '22/07/2026',
    });
    expect(extractDetails('1/8/26 until 8/8/26', fresh())).toMatchObject({
      pickupDate: '1/8/26',
      returnDate: '8/8/26',
    });
    expect(extractDetails('15.07.26', fresh()).pickupDate).toBe('15.07.26');
    expect(extractDetails('15-07-2026', fresh()).pickupDate).toBe('15-07-2026');
    expect(extractDetails('15/07/2026-22/07/2026', fresh())).toMatchObject({
      pickupDate: '15/07/2026',
      returnDate: '22/07/2026',
    });
  });

  it('month names through chrono-node, stored as the matched text', () => {
    expect(extractDetails('15 July 2026', fresh()).pickupDate).toBe('15 July 2026');
    expect(extractDetails('arriving July 15, leaving July 22', fresh())).toMatchObject({
      pickupDate: 'July 15',
      returnDate: 'July 22',
    });
    expect(extractDetails('the 1st of August to the 8th of August', fresh())).toMatchObject({
      pickupDate: '1st of August',
      returnDate: '8th of August',
    });
    expect(extractDetails('Aug 3rd', fresh()).pickupDate).toBe('Aug 3rd');
  });

  it('splits a range written once into two dates', () => {
    expect(extractDetails('1-8 August', fresh())).toMatchObject({
      pickupDate: '1 August',
      returnDate: '8 August',
    });
    expect(extractDetails('July 15-22', fresh())).toMatchObject({
      pickupDate: 'July 15',
      returnDate: 'July 22',
    });
    expect(extractDetails('15 to 22 July 2026', fresh())).toMatchObject({
      pickupDate: '15 July 2026',
      returnDate: '22 July 2026',
    });
  });

  it.each([
    '24/7 support',
    'tomorrow',
    'in 5 days',
    'for a week',
    '31/02/2026',
    'July',
    'May 2 people come?',
    'a car for 3 days',
    '6941234567',
  ])('finds no date in "%s"', (text) => {
    expect(findDates(text)).toEqual([]);
    expect(extractDetails(text, fresh()).pickupDate).toBeUndefined();
  });

  it('ignores a third date', () => {
    const c = extractDetails('1/7/2026, 5/7/2026 or 9/7/2026', fresh());
    expect(c).toMatchObject({ pickupDate: '1/7/2026', returnDate: '5/7/2026' });
  });

  it('never overwrites a held date; a new date then fills the return date', () => {
    const c = extractDetails('20/07/2026', held({ pickupDate: '15/07/2026' }));
    expect(c).toMatchObject({ pickupDate: '15/07/2026', returnDate: '20/07/2026' });
    const repeated = extractDetails('15/07/2026 to 22/07/2026', held({ pickupDate: '15/07/2026' }));
    expect(repeated).toMatchObject({ pickupDate: '15/07/2026', returnDate: '22/07/2026' });
    const both = extractDetails(
      '1/9/2026 to 9/9/2026',
      held({ pickupDate: '15/07/2026', returnDate: '22/07/2026' }),
    );
    expect(both).toMatchObject({ pickupDate: '15/07/2026', returnDate: '22/07/2026' });
  });
});

describe('toIsoDate (chrono en.GB, forwardDate)', () => {
  const march = new Date(Date.UTC(2026, 2, 1, 12));
  it.each([
    ['15/07/2026', '2026-07-15'],
    ['05/07/2026', '2026-07-05'],
    ['1/8/26', '2026-08-01'],
    ['15.07.26', '2026-07-15'],
    ['15 July 2026', '2026-07-15'],
    ['July 15', '2026-07-15'],
    ['1st of August', '2026-08-01'],
    ['15 Jan', '2027-01-15'],
  ])('%s → %s', (text, iso) => {
    expect(toIsoDate(text, march)).toBe(iso);
  });

  it('reads a date without a year forward from the reference', () => {
    expect(toIsoDate('July 15', new Date(Date.UTC(2026, 7, 1)))).toBe('2027-07-15');
  });

  it('returns null for text that is not a calendar day', () => {
    expect(toIsoDate('next week', march)).toBeNull();
    expect(toIsoDate('31/02/2026', march)).toBeNull();
  });

  it('moves a year-less return date after the pickup date across new year', () => {
    expect(toIsoDateRange('28 December', '4 January', march)).toEqual({
      pickupDate: '2026-12-28',
      returnDate: '2027-01-04',
    });
    expect(toIsoDateRange('15/07/2026', undefined, march)).toBeNull();
  });
});

describe('passengers', () => {
  it.each([
    ['4 people', 4],
    // A baby beside the adults counted is one more of the party (audit 39).
    ['2 adults and a baby', 3],
    ['2 adults and 2 babies', 4],
    ['5 pax', 5],
    ['one person', 1],
    ['we are 3 passengers', 3],
    ['a family of 5', 5],
    ['6persons', 6],
  ])('%s → %d', (text, n) => {
    expect(extractPassengers(text)).toBe(n);
  });

  it('ignores numbers before other words', () => {
    expect(extractPassengers('a car for 4 days')).toBeUndefined();
  });

  it('never overwrites the party size', () => {
    expect(extractDetails('6 people', held({ passengers: 2 })).passengers).toBe(2);
  });
});

describe('budget', () => {
  it.each([
    ['my budget is 40', 40],
    ['budget: €50 a day', 50],
    ['anything for €30 per day?', 30],
    ['cheap, under €25', 25],
    ['budget of 45 euros', 45],
    ['cheapest car, 35 euros max', 35],
  ])('%s → %d', (text, n) => {
    expect(extractBudget(text)).toBe(n);
  });

  it('is economy for cheap or budget without a number', () => {
    expect(extractBudget('a cheap car please')).toBe('economy');
    expect(extractBudget('budget option')).toBe('economy');
    expect(extractBudget('cheap car for 2 people')).toBe('economy');
  });

  it('is not set without budget, cheap or €', () => {
    expect(extractBudget('a car for 5 days')).toBeUndefined();
    expect(extractBudget('40 is fine')).toBeUndefined();
  });

  it('never overwrites a held budget', () => {
    expect(extractDetails('my budget is 40', held({ budget: 'economy' })).budget).toBe('economy');
    expect(extractDetails('cheap', held({ budget: 30 })).budget).toBe(30);
  });
});

describe('pickup location', () => {
  it('airport or port as whole words; airport never counts as port', () => {
    expect(extractPickupLocation('we land at the airport')).toBe('airport');
    expect(extractPickupLocation('pick up at Paros Airport please')).toBe('airport');
    expect(extractPickupLocation('we arrive at the port')).toBe('port');
    expect(extractPickupLocation('the ferry harbour')).toBe('port');
    expect(extractPickupLocation('do I need my passport')).toBeUndefined();
    expect(extractPickupLocation('sports car')).toBeUndefined();
  });

  it('never overwrites a held pickup location', () => {
    expect(
      extractDetails('actually the port', held({ pickupLocation: 'airport' })).pickupLocation,
    ).toBe('airport');
  });
});

describe('extractDetails', () => {
  it('collects several details at once and returns a new object', () => {
    const before = fresh();
    const after = extractDetails(
      "Hi, I'm Anna, anna@mail.gr, +30 694 123 4567, 15/07/2026 to 22/07/2026, 4 people, airport",
      before,
    );
    expect(after).toEqual({
      conversationStage: 'initial',
      name: 'Anna',
      email: 'anna@mail.gr',
      phone: '+30 694 123 4567',
      pickupDate: '15/07/2026',
      returnDate: '22/07/2026',
      passengers: 4,
      pickupLocation: 'airport',
    });
    expect(before).toEqual({ conversationStage: 'initial' });
  });

  it('does not touch conversationStage', () => {
    expect(
      extractDetails('book now', held({ conversationStage: 'booking_email' })).conversationStage,
    ).toBe('booking_email');
  });
});
