import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { interpolate } from '../../src/i18n/interpolate';

describe('interpolate ({name} placeholders)', () => {
  it('fills every placeholder, numbers as String(n), repeated ones each time', () => {
    expect(
      interpolate('From {price} per day, {days} days, {price} again', { price: '€35', days: 3 }),
    ).toBe('From €35 per day, 3 days, €35 again');
    expect(interpolate('{a_1}|{b}', { a_1: 86.8, b: 0 })).toBe('86.8|0');
  });

  it('leaves text without placeholders, and braces around anything but a word, alone', () => {
    expect(interpolate('Plain text', {})).toBe('Plain text');
    expect(interpolate('{ spaced } {} {a-b} {{x}}', { x: 'X' })).toBe('{ spaced } {} {a-b} {X}');
  });

  it('throws on a placeholder without a value by default, naming it and the source', () => {
    expect(() => interpolate('Hello {name}', {})).toThrow('Missing value {name}');
    expect(() =>
      interpolate('Hello {name}', { other: 'x' }, { source: 'UI string "greeting"' }),
    ).toThrow('Missing value {name} for UI string "greeting"');
    expect(() => interpolate('{toString}', {})).toThrow('Missing value {toString}');
    expect(() =>
      interpolate('{name}', { name: undefined } as unknown as Record<string, string>),
    ).toThrow('Missing value {name}');
  });

  it("keeps the placeholder as written with missing: 'keep'", () => {
    expect(interpolate('{known} and {unknown}', { known: 'K' }, { missing: 'keep' })).toBe(
      'K and {unknown}',
    );
  });

  it('is what t() uses: same text, same error', () => {
    expect(t('hours.daily', { opens: '07:00', closes: '22:00' })).toBe(
      interpolate(t('hours.daily', { opens: '{opens}', closes: '{closes}' }), {
        opens: '07:00',
        closes: '22:00',
      }),
    );
    expect(() => t('hours.daily', { opens: '07:00' })).toThrow(
      /^Missing value \{closes\} for UI string "hours\.daily"$/,
    );
  });
});
