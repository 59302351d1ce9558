/**
 * The country of the licence a visitor asks about ('do i need an international licence, im from
 * the uk', 'je suis belge, mon permis est valable ?'): the licence answer then applies the rule
 * "visitors from outside the EU also need an international driving licence" (docs/assistant.md,
 * `facts.licence`) to it (`note.licenceCountry`).
 */
import { says } from './keywords';
import type { Reading } from './keywords';

/** The member states of the European Union (ISO 3166-1 alpha-2): their licences are enough. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/**
 * The one country a message names among its languages' `countries` words (English's and the page
 * language's), with whether it is in the EU; undefined when it names none or several ('from the
 * uk but living in italy' is left to the general rule).
 *
 * @param reading the message's keyword reading
 */
export function licenceCountry(reading: Reading): { code: string; eu: boolean } | undefined {
  const codes = new Set(reading.words.flatMap((w) => Object.keys(w.countries ?? {})));
  const named = [...codes].filter((code) => says(reading, (w) => w.countries?.[code] ?? []));
  const [code] = named;
  return named.length === 1 && code ? { code, eu: EU_COUNTRIES.has(code) } : undefined;
}

/**
 * A country's name in a language ('GB' → 'United Kingdom', 'Royaume-Uni', 'Ηνωμένο Βασίλειο'),
 * from the browser's and Node's own `Intl.DisplayNames`; the code itself where it has none.
 */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
