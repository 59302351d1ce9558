import { describe, expect, it } from 'vitest';
import { quote } from '../../src/lib/pricing';

const q = (over: Partial<Parameters<typeof quote>[0]> = {}) =>
  quote({
    pricePerDay: 35,
    pickupDate: '2027-07-10',
    returnDate: '2027-07-13',
    bookedOn: '2027-07-01',
    ...over,
  });

describe('quote: rental days', () => {
  it('counts 24-hour periods between pickup and return, rounded up, at least one', () => {
    expect(q()).toEqual({ days: 3, base: 105, discount: null, total: 105 });
    expect(q({ returnDate: '2027-07-10' }).days).toBe(1); // same day and time: still one day
    expect(q({ returnDate: '2027-07-10', returnTime: '18:00' }).days).toBe(1);
    expect(q({ returnDate: '2027-07-11', returnTime: '10:00' }).days).toBe(1);
    expect(q({ returnDate: '2027-07-11', returnTime: '10:01' }).days).toBe(2); // a minute over: a second day
    expect(q({ pickupTime: '18:00', returnDate: '2027-07-11', returnTime: '09:00' }).days).toBe(1);
  });

  it('refuses a return before the pickup with a RangeError', () => {
    expect(() => q({ returnDate: '2027-07-09' })).toThrow(RangeError);
    expect(() => q({ returnDate: '2027-07-10', pickupTime: '12:00', returnTime: '11:00' })).toThrow(
      RangeError,
    );
    expect(() => q({ pickupDate: '2027-02-30' })).toThrow(RangeError);
    expect(() => q({ pricePerDay: -1 })).toThrow(RangeError);
  });
});

describe('quote: duration discounts (15 % from 7 days, 20 % from 14, 25 % from 30)', () => {
  it.each([
    ['2027-07-16', 6, null],
    ['2027-07-17', 7, 15],
    ['2027-07-23', 13, 15],
    ['2027-07-24', 14, 20],
    ['2027-08-08', 29, 20],
    ['2027-08-09', 30, 25],
  ] as const)('return %s: %i days → %s %%', (returnDate, days, percent) => {
    const r = q({ returnDate });
    expect(r.days).toBe(days);
    expect(r.base).toBe(days * 35);
    if (percent === null) expect(r.discount).toBeNull();
    else
      expect(r.discount).toEqual({
        kind: 'duration',
        percent,
        amount: (days * 35 * percent) / 100,
      });
    expect(r.total).toBe(r.base - (r.discount?.amount ?? 0));
  });

  it('a 30-day rental at 35 €: 1050 − 262.50 = 787.50', () => {
    expect(q({ returnDate: '2027-08-09' })).toEqual({
      days: 30,
      base: 1050,
      discount: { kind: 'duration', percent: 25, amount: 262.5 },
      total: 787.5,
    });
  });
});

describe('quote: early booking (10 % at 30 days ahead, 15 % at 60)', () => {
  it.each([
    ['2027-06-11', null],
    ['2027-06-10', 10],
    ['2027-05-12', 10],
    ['2027-05-11', 15],
  ] as const)('booked on %s for a pickup on 10 July → %s %%', (bookedOn, percent) => {
    const r = q({ bookedOn });
    expect(r.discount).toEqual(
      percent === null ? null : { kind: 'early', percent, amount: (105 * percent) / 100 },
    );
  });

  it('no early discount for a pickup on or before the day of booking (dates in the past)', () => {
    expect(q({ bookedOn: '2027-07-10' }).discount).toBeNull();
    expect(q({ bookedOn: '2027-09-01' }).discount).toBeNull();
  });

  it('only one discount applies, the larger; on a tie the duration discount', () => {
    // 7 days (15 %) booked 30 days ahead (10 %): duration.
    expect(q({ returnDate: '2027-07-17', bookedOn: '2027-06-10' }).discount).toMatchObject({
      kind: 'duration',
      percent: 15,
    });
    // 3 days booked 60 days ahead (15 %): early.
    expect(q({ bookedOn: '2027-05-11' }).discount).toMatchObject({ kind: 'early', percent: 15 });
    // 7 days (15 %) booked 60 days ahead (15 %): a tie goes to duration.
    expect(q({ returnDate: '2027-07-17', bookedOn: '2027-05-11' }).discount).toEqual({
      kind: 'duration',
      percent: 15,
      amount: 36.75,
    });
    // 14 days (20 %) beats 60 days ahead (15 %).
    expect(q({ returnDate: '2027-07-24', bookedOn: '2027-05-11' }).discount).toMatchObject({
      kind: 'duration',
      percent: 20,
    });
  });

  it('rounds amounts to cents', () => {
    const r = quote({
      pricePerDay: 33.33,
      pickupDate: '2027-07-10',
      returnDate: '2027-07-17',
      bookedOn: '2027-07-01',
    });
    expect(r).toEqual({
      days: 7,
      base: 233.31,
      discount: { kind: 'duration', percent: 15, amount: 35 },
      total: 198.31,
    });
  });
});
