/**
 * Prices and dates per language with `Intl` (docs/requirements.md, "Four languages"): English `€35`
 * and `15 January 2024` (en-IE / en-GB), French, German and Italian `35 €`, `15 janvier 2024`, `15.
 * Januar 2024`.
 *
 * A module of its own, importing no dictionary, so islands and the lazy chat chunk can format
 * without pulling in the UI strings of every language (`src/i18n/index.ts` builds all four).
 */
import { defaultLang, type Lang } from './routing';

/** `Intl` number locale of each language. */
export const numberLocales: Readonly<Record<Lang, string>> = {
  en: 'en-IE',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
};
/** `Intl` date locale of each language. */
export const dateLocales: Readonly<Record<Lang, string>> = {
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
};

/**
 * Formats an amount in euros: `€35` / `€86.80` in English, `35 €` / `86,80 €` in French, German
 * and Italian (cents only when the amount has them).
 *
 * @param amount EUR, a number or a numeric string
 * @param lang the page language (default English)
 */
export function formatEur(amount: number | string, lang: Lang = defaultLang): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return new Intl.NumberFormat(numberLocales[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(n);
}

/** `15 January 2024` style date in the page language, UTC. */
export function formatDate(date: Date, lang: Lang = defaultLang): string {
  return new Intl.DateTimeFormat(dateLocales[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
