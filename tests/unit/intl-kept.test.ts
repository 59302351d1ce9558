import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatEur, keptIntl } from '../../src/i18n/format';
import { formatMessage } from '../../src/i18n/message';

describe('kept Intl formatters (src/i18n/format.ts)', () => {
  it('makes the object of a key once and gives it back after', () => {
    const make = vi.fn(() => new Intl.PluralRules('de-DE'));
    const first = keptIntl('test:plural:de', make);
    expect(keptIntl('test:plural:de', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(keptIntl('test:plural:fr', () => new Intl.PluralRules('fr-FR'))).not.toBe(first);
  });

  it('keeps whole euros and cents apart, in every order and language', () => {
    const seen = [35, 86.8, 35, 1200, 9.5].map((n) => formatEur(n, 'fr'));
    expect(seen.map((s) => s.replace(/\s/g, ' '))).toEqual([
      '35 €',
      '86,80 €',
      '35 €',
      '1 200 €',
      '9,50 €',
    ]);
    expect([formatEur(86.8), formatEur(35), formatEur('12.5', 'de')]).toEqual([
      '€86.80',
      '€35',
      expect.stringMatching(/^12,50\s€$/),
    ]);
  });

  it("keeps each language's dates and messages apart", () => {
    const day = new Date(Date.UTC(2024, 0, 15));
    expect([formatDate(day, 'fr'), formatDate(day), formatDate(day, 'it')]).toEqual([
      '15 janvier 2024',
      '15 January 2024',
      '15 gennaio 2024',
    ]);
    const vehicles = '{n, plural, one {# vehicle} other {# vehicles}}';
    expect(formatMessage(vehicles, { n: 1 })).toBe('1 vehicle');
    expect(formatMessage(vehicles, { n: 3 })).toBe('3 vehicles');
    expect(formatMessage('{n, number}', { n: 1234.5 }, { lang: 'de' })).toBe('1.234,5');
    expect(formatMessage('{n, number}', { n: 1234.5 })).toBe('1,234.5');
  });
});
