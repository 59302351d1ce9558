/**
 * Prices and dates per language with `Intl` (docs/requirements.md, "Five languages"): English `€35`
 * and `15 January 2024` (en-IE / en-GB), French, German and Italian `35 €`, `15 janvier 2024`, `15.
 * Januar 2024`.
 *
 * A module of its own, importing no dictionary, so islands and the lazy chat chunk can format
 * without pulling in the UI strings of every language (`src/i18n/index.ts` builds all four).
 */
import { defaultLang, localeOf, type Lang } from '../locales/index.ts';

/** `Intl` number locale of a language (`en-IE`, `fr-FR`, …; `src/locales/<code>/locale.json`). */
export function numberLocale(lang: Lang): string {
  return localeOf(lang).numberLocale;
}

/** `Intl` date locale of a language (`en-GB`, `fr-FR`, …; `src/locales/<code>/locale.json`). */
export function dateLocale(lang: Lang): string {
  return localeOf(lang).dateLocale;
}

/** An `Intl` object the site formats with. */
type IntlObject = Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules;

const kept = new Map<string, IntlObject>();

/**
 * The `Intl` object of `key` (a language and the options, e.g. `eur:fr:false`), made by `make` on
 * first use and kept for the page: making one costs far more than formatting with it (on /fleet, a
 * new `Intl.NumberFormat` per price was a tenth of the list's hydration, and ran again on every
 * filter change: docs/first-paint.md, "First taps"). Used here and by the message formatter
 * (`./message.ts`).
 *
 * @param key identifies the locale and options completely (two uses of one key must want the same
 *   object)
 */
export function keptIntl<T extends IntlObject>(key: string, make: () => T): T {
  let found = kept.get(key) as T | undefined;
  if (!found) {
    found = make();
    kept.set(key, found);
  }
  return found;
}

/**
 * Formats an amount in euros: `€35` / `€86.80` in English, `35 €` / `86,80 €` in French, German
 * and Italian (cents only when the amount has them).
 *
 * @param amount EUR, a number or a numeric string
 * @param lang the page language (default English)
 */
export function formatEur(amount: number | string, lang: Lang = defaultLang): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  const cents = !Number.isInteger(n);
  return keptIntl(
    `eur:${lang}:${cents}`,
    () =>
      new Intl.NumberFormat(numberLocale(lang), {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: 2,
      }),
  ).format(n);
}

/** `15 January 2024` style date in the page language, UTC. */
export function formatDate(date: Date, lang: Lang = defaultLang): string {
  return keptIntl(
    `date:${lang}`,
    () =>
      new Intl.DateTimeFormat(dateLocale(lang), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date);
}
