/**
 * UI strings and formatting. `t(key, vars)` looks up a key in the language's dictionary and
 * fills `{name}` placeholders. English only for now; the other languages plug in here.
 */
import { en, type UiKey, type UiStrings } from './en';

export type { UiKey, UiStrings };

/** Languages with a dictionary. */
export const languages = { en } satisfies Record<string, UiStrings>;
export type Lang = keyof typeof languages;
export const defaultLang: Lang = 'en';

/**
 * Translates a UI key.
 *
 * @param key a key of the English dictionary
 * @param vars values for `{name}` placeholders; numbers print as they are
 * @param lang the page language (default English)
 * @throws Error when a placeholder has no value, so a missing variable cannot ship silently
 */
export function t(key: UiKey, vars: Record<string, string | number> = {}, lang: Lang = defaultLang): string {
  const template: string = languages[lang][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`Missing value {${name}} for UI string "${key}"`);
    return String(vars[name]);
  });
}

/**
 * Formats a price in euros for display with `Intl`, e.g. `€35` or `€86.80` (cents only when the
 * amount has them).
 */
export function formatEur(amount: number | string, lang: Lang = defaultLang): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return new Intl.NumberFormat(lang === 'en' ? 'en-IE' : lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(n);
}

/** `15 January 2024` style date in the page language, UTC. */
export function formatDate(date: Date, lang: Lang = defaultLang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
