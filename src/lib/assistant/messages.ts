/**
 * Marcia's messages as ICU MessageFormat templates (issue "Marcia 2", part D): the engine picks a
 * message id and its parameters; each language pack supplies the template of every id
 * (`lang/{code}/messages.ts`), rendered here with `intl-messageformat`.
 *
 * Figures are formatted with the same `Intl` formatters as the pages (`src/i18n/format.ts`):
 * `{price, number, eur}` is `formatEur` (`€35` in English, `35 €` in French, German and Italian,
 * cents only when the amount has them); other numbers use the language's number locale.
 * Templates are compiled once per language and id (cached), so rendering is a lookup and a
 * format.
 */
import { IntlMessageFormat, type Formats, type PrimitiveType } from 'intl-messageformat';
import { formatEur, numberLocale } from '../../i18n/format';
import type { Lang } from '../../i18n/routing';

/** A template parameter: a text, a number, or a boolean for `select` (`true` / `false`). */
export type MessageParam = string | number | boolean;

/** The parameters of one message, by name. */
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** The named number format that renders an amount in euros like the pages (`formatEur`). */
const EUR_FORMAT = 'eur';
/** Marker on the `eur` format's options so the number formatter knows to call `formatEur`. */
const EUR_MARKER = { style: 'currency', currency: 'EUR' } as const;

const formats: Partial<Formats> = { number: { [EUR_FORMAT]: EUR_MARKER } };

const cache = new Map<string, IntlMessageFormat>();

/**
 * Renders one ICU MessageFormat template of a language.
 *
 * @param lang the language whose number and plural rules apply
 * @param id the message id (for the cache and the error message)
 * @param template the language's template, e.g. `'Scooters start at {price, number, eur}/day.'`
 * @param params the values the template names; booleans become `'true'` / `'false'` for `select`
 * @throws Error naming the id when the template is malformed or a parameter is missing
 */
export function renderMessage(
  lang: Lang,
  id: string,
  template: string,
  params: MessageParams = {},
): string {
  const key = `${lang}\u0000${id}\u0000${template}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(template, numberLocale(lang), formats, {
      formatters: {
        getNumberFormat: (locales, options) =>
          options?.style === 'currency' && options.currency === 'EUR'
            ? ({ format: (n: number) => formatEur(n, lang) } as Intl.NumberFormat)
            : new Intl.NumberFormat(locales, options),
        getDateTimeFormat: (locales, options) => new Intl.DateTimeFormat(locales, options),
        getPluralRules: (locales, options) => new Intl.PluralRules(locales, options),
      },
      ignoreTag: true,
    });
    cache.set(key, format);
  }
  const values: Record<string, PrimitiveType> = {};
  for (const [name, value] of Object.entries(params))
    values[name] = typeof value === 'boolean' ? String(value) : value;
  try {
    return String(format.format(values));
  } catch (error) {
    throw new Error(
      `Marcia AI: message "${id}" (${lang}) could not be rendered: ${(error as Error).message}`,
    );
  }
}
