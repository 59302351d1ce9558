import { describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import { licenceCheck, LICENCE_RULES, type LicenceQuestion } from '../../src/lib/licence';

const ask = (over: Partial<LicenceQuestion>) =>
  licenceCheck({
    vehicle: 'car',
    licence: 'car',
    euLicence: true,
    internationalPermit: false,
    age: 30,
    ...over,
  });

describe('licenceCheck', () => {
  it.each([
    // vehicle, licence, EU, permit, age → verdict, rule
    ['car', 'car', true, false, 30, 'yes', 'ok'],
    ['car', 'none', true, false, 30, 'no', 'noLicence'],
    ['car', 'A', true, false, 30, 'no', 'carNeedsCarLicence'],
    ['car', 'car', false, false, 30, 'no', 'permit'],
    ['car', 'car', false, true, 30, 'yes', 'ok'],
    ['car', 'car', true, false, 20, 'no', 'tooYoung'],
    ['car', 'car', true, false, 21, 'ask', 'ageReadings'],
    ['car', 'car', true, false, 22, 'ask', 'ageReadings'],
    ['car', 'car', true, false, 23, 'ask', 'ageReadings'],
    ['car', 'car', true, false, 24, 'yes', 'ok'],
    ['car', 'car', true, false, 74, 'yes', 'ok'],
    ['car', 'car', true, false, 75, 'ask', 'senior'],
    ['scooter50', 'car', true, false, 30, 'yes', 'ok'],
    ['scooter50', 'A1', true, false, 30, 'yes', 'ok'],
    ['scooter125', 'car', true, false, 30, 'no', 'motorcycleLicence'],
    ['scooter125', 'A1', true, false, 30, 'yes', 'ok'],
    ['scooter125', 'A2', true, false, 30, 'yes', 'ok'],
    ['scooter125', 'A', false, false, 30, 'no', 'permit'],
    ['atv', 'car', true, false, 17, 'no', 'atvTooYoung'],
    ['atv', 'car', true, false, 18, 'ask', 'atvAgeReadings'],
    ['atv', 'A', true, false, 23, 'ask', 'atvAgeReadings'],
    ['atv', 'car', true, false, 24, 'yes', 'ok'],
    ['atv', 'none', true, false, 30, 'no', 'noLicence'],
  ] as const)(
    '%s with %s (EU %s, permit %s), age %i → %s (%s)',
    (vehicle, licence, euLicence, internationalPermit, age, verdict, rule) => {
      expect(licenceCheck({ vehicle, licence, euLicence, internationalPermit, age })).toEqual({
        verdict,
        rule: LICENCE_RULES[rule],
      });
    },
  );

  it('states the ages of the facts, not figures of its own', () => {
    expect(ask({ age: 22 }).rule).toContain(String(facts.ages.chatMinimum));
    expect(ask({ age: 22 }).rule).toContain(String(facts.ages.termsMinimum));
    expect(ask({ vehicle: 'atv', age: 19 }).rule).toContain(String(facts.ages.atvMinimum));
  });
});
