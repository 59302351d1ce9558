import { describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import { factsFor } from '../../src/config/facts.i18n';
import { interpolate, interpolateDeep, lookupFact } from '../../src/config/interpolate';
import { prefixedLangs } from '../../src/locales';

const source = {
  prices: { economy: 35, models: [35, 40] },
  terms: { fee: 14.88, max: 86.8 },
  business: { phone: '+30 1' },
};

describe('interpolate', () => {
  it('replaces dotted paths, array indexes and whole arrays', () => {
    expect(interpolate('From {{prices.economy}} EUR', source)).toBe('From 35 EUR');
    expect(interpolate('{{ prices.models.1 }}', source)).toBe('40');
    expect(interpolate('{{prices.models}}', source)).toBe('35, 40');
    expect(interpolate('Call {{business.phone}}', source)).toBe('Call +30 1');
  });

  it('keeps cents on non-integers', () => {
    expect(interpolate('{{terms.fee}} / {{terms.max}}', source)).toBe('14.88 / 86.80');
  });

  it('leaves text without placeholders alone', () => {
    expect(interpolate('Plain {text}', source)).toBe('Plain {text}');
  });

  it('throws on an unknown path or a non-printable value', () => {
    expect(() => interpolate('{{prices.family}}', source)).toThrow(
      'Unknown fact {{prices.family}}',
    );
    expect(() => lookupFact(source, 'prices')).toThrow(/not a printable value/);
  });
});

describe('facts per language: the French, German and Italian wording of text-valued facts', () => {
  it('prints decimals with a comma when asked, leaving integers and text alone', () => {
    const source = { fare: 86.8, rating: '4.9', count: 35, word: 'hourly' };
    expect(
      interpolate('{{fare}} | {{rating}} | {{count}} | {{word}}', source, {
        decimalSeparator: ',',
      }),
    ).toBe('86,80 | 4,9 | 35 | hourly');
    expect(interpolate('{{fare}} | {{rating}}', source)).toBe('86.80 | 4.9');
  });
  it('resolves every string of an entry, keeping machine-read prices with a point', () => {
    const entry = {
      title: 'Dès {{fare}} €',
      items: [{ price: '{{fare}}', text: '{{count}} jours' }],
      flag: true,
    };
    expect(interpolateDeep(entry, { fare: 14.5, count: 3 }, { decimalSeparator: ',' })).toEqual({
      title: 'Dès 14,50 €',
      items: [{ price: '14.50', text: '3 jours' }],
      flag: true,
    });
  });
  it('words the text-valued facts in each language and keeps every figure', () => {
    expect(factsFor('en')).toBe(facts);
    expect(factsFor('fr').cancellation.terms).toBe('non remboursables');
    expect(factsFor('de').ferry.offPeak).toBe('stündlich');
    expect(factsFor('it').claims.languages).toEqual(['inglese', 'francese', 'tedesco', 'italiano']);
    for (const lang of prefixedLangs) {
      expect(factsFor(lang).prices).toEqual(facts.prices);
      expect(factsFor(lang).cancellation.airportFreeHours).toBe(
        facts.cancellation.airportFreeHours,
      );
    }
  });
});
