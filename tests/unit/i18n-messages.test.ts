/**
 * One message format (docs/architecture.md, "One message format"): every UI string of every
 * language is an ICU message that `intl-messageformat` compiles, with the same arguments as the
 * default language's; the strings the small islands fill in the browser stay within the subset
 * `interpolate` renders exactly like the library (simple arguments).
 */
import { describe, expect, it } from 'vitest';
import { languages, t } from '../../src/i18n';
import { interpolate } from '../../src/i18n/interpolate';
import { compileMessage, formatMessage } from '../../src/i18n/message';
import { contactEn } from '../../src/locales/en/contact';
import { fleetEn } from '../../src/locales/en/fleet';
import { reservationEn } from '../../src/locales/en/reservation';
import { defaultLang, langs } from '../../src/locales';

/** An element of the ICU syntax tree (`@formatjs/icu-messageformat-parser`), as far as read here. */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
/** Element types of the parser: 0 literal, 1 simple argument, 7 `#`. */
const LITERAL = 0;
const ARGUMENT = 1;
const POUND = 7;

/** The argument names of a message, sorted (plural and select branches included). */
function argumentsOf(elements: readonly Element[], into = new Set<string>()): string[] {
  for (const el of elements) {
    if (el.type !== LITERAL && el.type !== POUND && el.value !== undefined) into.add(el.value);
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, into);
    if (el.children) argumentsOf(el.children, into);
  }
  return [...into].sort();
}

const ast = (message: string, lang: string) =>
  compileMessage(message, lang).getAst() as unknown as Element[];

/** Keys of the island slices that only the server renders (the contact API's wait, a plural). */
const renderedOnServer = new Set(['contact.api.seconds', 'contact.api.minutes']);
const islandKeys = [
  ...Object.keys(reservationEn),
  ...Object.keys(contactEn),
  ...Object.keys(fleetEn),
].filter((k) => !renderedOnServer.has(k));

describe('UI strings are ICU messages', () => {
  const english = languages[defaultLang] as Record<string, string>;

  it.each(langs)(
    'every string of %s compiles, with the arguments of the default language',
    (lang) => {
      const dict = languages[lang] as Record<string, string>;
      expect(Object.keys(dict).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(dict))
        expect(argumentsOf(ast(message, lang)), `${lang} ${key}`).toEqual(
          argumentsOf(ast(english[key] ?? '', defaultLang)),
        );
    },
  );

  it.each(langs)('the strings %s islands fill hold only text and simple arguments', (lang) => {
    const dict = languages[lang] as Record<string, string>;
    for (const key of islandKeys) {
      const message = dict[key] ?? '';
      const elements = ast(message, lang);
      expect(
        elements.every((el) => el.type === LITERAL || el.type === ARGUMENT),
        `${lang} ${key}: ${message}`,
      ).toBe(true);
      const values = Object.fromEntries(argumentsOf(elements).map((name, i) => [name, `v${i}`]));
      expect(interpolate(message, values), `${lang} ${key}`).toBe(
        formatMessage(message, values, { lang }),
      );
    }
  });
});

describe('formatMessage (intl-messageformat)', () => {
  it('fills simple arguments as String(n), plural forms by the language', () => {
    expect(formatMessage('{a} {b} {a}', { a: 2026, b: 86.8 })).toBe('2026 86.8 2026');
    expect(t('contact.api.seconds', { n: 1 })).toBe('1 second');
    expect(t('contact.api.seconds', { n: 45 })).toBe('45 seconds');
    expect(t('contact.api.minutes', { n: 1 }, 'fr')).toBe('1\u00a0minute');
    expect(t('contact.api.minutes', { n: 3 }, 'fr')).toBe('3\u00a0minutes');
  });

  it.each(langs)('%s has a singular and a plural of the wait', (lang) => {
    for (const key of renderedOnServer) {
      const one = t(key as 'contact.api.seconds', { n: 1 }, lang);
      const two = t(key as 'contact.api.seconds', { n: 2 }, lang);
      expect(one, `${lang} ${key}`).toContain('1');
      expect(two.replace('2', '1'), `${lang} ${key}`).not.toBe(one);
    }
  });

  it('refuses a missing argument, naming the string and the language', () => {
    expect(() => t('hours.daily', { opens: '07:00' })).toThrow(
      /^UI string "hours\.daily" \(en\) could not be rendered: .*"closes"/,
    );
    expect(() => formatMessage('{n, plural, one {#} other {#}', {})).toThrow(
      /could not be rendered/,
    );
  });

  it('formats the named eur number format like the pages', () => {
    expect(formatMessage('{p, number, eur}/day', { p: 35 })).toBe('€35/day');
    expect(formatMessage('{p, number, eur}', { p: 86.8 }, { lang: 'fr' })).toBe('86,80\u00a0€');
  });
});

describe('interpolate (the small islands’ subset)', () => {
  it('fills every simple argument, numbers as String(n), repeated ones each time', () => {
    expect(
      interpolate('From {price} per day, {days} days, {price} again', { price: '€35', days: 3 }),
    ).toBe('From €35 per day, 3 days, €35 again');
    expect(interpolate('{a_1}|{b}', { a_1: 86.8, b: 0 })).toBe('86.8|0');
  });

  it('keeps an argument without a value as written (the island does not break)', () => {
    expect(interpolate('{known} and {unknown} {toString}', { known: 'K' })).toBe(
      'K and {unknown} {toString}',
    );
  });
});
