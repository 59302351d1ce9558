import { describe, expect, it } from 'vitest';
import { interpolate, lookupFact } from '../../src/config/interpolate';

const source = { prices: { economy: 35, models: [35, 40] }, terms: { fee: 14.88, max: 86.8 }, business: { phone: '+30 1' } };

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
    expect(() => interpolate('{{prices.family}}', source)).toThrow('Unknown fact {{prices.family}}');
    expect(() => lookupFact(source, 'prices')).toThrow(/not a printable value/);
  });
});
