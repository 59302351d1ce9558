/**
 * ICU MessageFormat rendering for the whole site (docs/architecture.md, "Languages", "One message
 * format"): the UI strings of the pages (`t` of `./index.ts`, rendered at build time), the contact
 * API's messages (server) and Marcia's replies (`src/lib/assistant/messages.ts`, in the chat's lazy
 * chunk) are ICU messages rendered here with `intl-messageformat`. `{name}` is a simple argument;
 * a string that depends on a count is one message with a `plural`
 * (`{n, plural, one {# second} other {# seconds}}`), a choice of wording a `select`.
 *
 * Figures use the same `Intl` formatters as the pages (`./format.ts`): `{price, number, eur}` is
 * `formatEur` (`€35` in English, `35 €` in French); `#` and `{n, number}` use the language's
 * number locale; a simple argument `{n}` prints the value as `String(n)` (`2026`, not `2,026`).
 * Messages are compiled once per language and text (cached), so rendering is a lookup and a format.
 *
 * The small islands (reservation widget, contact form, fleet explorer) do not load this module: see
 * `./interpolate.ts` for their subset and the measurement behind it.
 */
import { IntlMessageFormat, type Formats, type PrimitiveType } from 'intl-messageformat';
import { defaultLang, type Lang } from '../locales/index.ts';
import { formatEur, keptIntl, numberLocale } from './format.ts';

/** A message value: a text, a number, or a boolean for `select` (`true` / `false`). */
export type MessageValue = string | number | boolean;

/** The values of one message, by argument name. */
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** Options of {@link formatMessage}. */
export interface FormatMessageOptions {
  /** The language whose plural rules and number formats apply (default: the default language). */
  lang?: Lang | undefined;
  /** Names the message in the error, e.g. `UI string "nav.home"`. */
  source?: string | undefined;
}

/** Marker options of the named `eur` number format, so the number formatter calls `formatEur`. */
const EUR_MARKER = { style: 'currency', currency: 'EUR' } as const;
const formats: Partial<Formats> = { number: { eur: EUR_MARKER } };

const cache = new Map<string, IntlMessageFormat>();

/** The key of an `Intl` object of the compiled messages (`keptIntl`): its kind, locale and options. */
const intlKey = (kind: string, locales: Intl.LocalesArgument, options: object | undefined) =>
  JSON.stringify([kind, String(locales), options]);

/**
 * Compiles an ICU message of a language (cached).
 *
 * @param message the ICU message, e.g. `'{count, plural, one {# vehicle} other {# vehicles}}'`
 * @param lang the language whose number and plural rules apply
 * @throws SyntaxError from the ICU parser when `message` is not a valid ICU message
 */
export function compileMessage(message: string, lang: Lang = defaultLang): IntlMessageFormat {
  const key = `${lang}\u0000${message}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, numberLocale(lang), formats, {
      formatters: {
        getNumberFormat: (locales, options) =>
          options?.style === EUR_MARKER.style && options.currency === EUR_MARKER.currency
            ? ({ format: (n: number) => formatEur(n, lang) } as Intl.NumberFormat)
            : keptIntl(
                intlKey('number', locales, options),
                () => new Intl.NumberFormat(locales, options),
              ),
        getDateTimeFormat: (locales, options) =>
          keptIntl(
            intlKey('date', locales, options),
            () => new Intl.DateTimeFormat(locales, options),
          ),
        getPluralRules: (locales, options) =>
          keptIntl(
            intlKey('plural', locales, options),
            () => new Intl.PluralRules(locales, options),
          ),
      },
      ignoreTag: true,
    });
    cache.set(key, format);
  }
  return format;
}

/**
 * Renders an ICU message.
 *
 * @param message e.g. `'From {price} per day'`, `'{n, plural, one {# minute} other {# minutes}}'`
 * @param values the arguments the message names; booleans become `'true'` / `'false'` for `select`
 * @param options the language (plural rules, number formats) and a name for errors
 * @returns the text, e.g. `'From €35 per day'`
 * @throws Error naming `source` when the message is malformed or an argument has no value, so a
 *   string shipped with a forgotten value fails loudly (at build time for pages)
 */
export function formatMessage(
  message: string,
  values: MessageValues = {},
  options: FormatMessageOptions = {},
): string {
  const { lang = defaultLang, source = 'message' } = options;
  const args: Record<string, PrimitiveType> = {};
  for (const [name, value] of Object.entries(values))
    args[name] = typeof value === 'boolean' ? String(value) : value;
  try {
    return String(compileMessage(message, lang).format(args));
  } catch (error) {
    throw new Error(`${source} (${lang}) could not be rendered: ${(error as Error).message}`);
  }
}
