/**
 * Small string helpers of the fleet island, so it needs neither the whole UI dictionary nor
 * `src/i18n/index.ts`: `{name}` filling, EUR prices, the vehicle count, vehicle page links.
 *
 * The page's language is set once per render by {@link setFleetLanguage} (the island's `lang`
 * and `strings` props, docs/requirements.md, "Five languages"); a page has one language, so module
 * state is enough.
 */
import { fleetEn, type FleetKey, type FleetStrings } from '../../locales/en/fleet';
import { formatEur } from '../../i18n/format';
import { interpolate } from '../../i18n/interpolate';
import { isLang, type Lang } from '../../i18n/routing';
import { defaultLang } from '../../locales';

let strings: FleetStrings = fleetEn;
let prefix = '';
let language: Lang = defaultLang;

/**
 * Sets the island's language: its strings (missing keys stay English), the price format and the
 * language prefix of vehicle links (`/fr/fleet/…`).
 * @param lang `en`, `fr`, `de` or `it` (anything else behaves as English)
 */
export function setFleetLanguage(
  lang: string = defaultLang,
  replacement?: Partial<FleetStrings>,
): void {
  strings = replacement ? { ...fleetEn, ...replacement } : fleetEn;
  language = isLang(lang) ? lang : defaultLang;
  prefix = language === defaultLang ? '' : `/${language}`;
}

/** A fleet string with `{name}` placeholders filled (an unknown placeholder stays as written). */
export function ft(key: FleetKey, vars: Record<string, string | number> = {}): string {
  return interpolate(strings[key], vars);
}

/** A daily price in EUR as the site prints it: `€35`, `€86.80` (same as `formatEur`); `35 €` in French. */
export function formatPrice(amount: number): string {
  return formatEur(amount, language);
}

/** The vehicle page of an id in the page's language: `/fleet/toyota-aygo`, `/fr/fleet/toyota-aygo`. */
export function vehiclePath(id: string): string {
  return `${prefix}/fleet/${encodeURIComponent(id)}`;
}

/** The phone filter panel's button: 'Show 6 vehicles', 'Show 1 vehicle' (the language's `.one` form). */
export function showText(shown: number): string {
  return shown === 1 ? ft('fleet.filters.show.one') : ft('fleet.filters.show', { count: shown });
}

/**
 * The vehicle count line: `44 vehicles` / `1 vehicle` with no filter, `6 of 44 vehicles` /
 * `1 of 44 vehicles` when filters hide some.
 */
export function countText(shown: number, total: number, filtered: boolean): string {
  if (!filtered) return shown === 1 ? ft('fleet.count.one') : ft('fleet.count', { count: shown });
  return shown === 1
    ? ft('fleet.countOf.one', { total })
    : ft('fleet.countOf', { count: shown, total });
}
