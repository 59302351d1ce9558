/**
 * Small string helpers of the fleet island, so it needs neither the whole UI dictionary nor
 * `src/i18n/index.ts`: `{name}` filling, EUR prices, the vehicle count.
 */
import { fleetEn, type FleetKey } from '../../i18n/fleet.en';

/** A fleet string with `{name}` placeholders filled (an unknown placeholder stays as written). */
export function ft(key: FleetKey, vars: Record<string, string | number> = {}): string {
  return fleetEn[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const eurCents = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A daily price in EUR as the site prints it: `€35`, `€86.80` (same as `formatEur`). */
export function formatPrice(amount: number): string {
  return (Number.isInteger(amount) ? eur : eurCents).format(amount);
}

/**
 * The vehicle count line: `44 vehicles` / `1 vehicle` with no filter, `6 of 44 vehicles` /
 * `1 of 44 vehicles` when filters hide some.
 */
export function countText(shown: number, total: number, filtered: boolean): string {
  if (!filtered) return shown === 1 ? ft('fleet.count.one') : ft('fleet.count', { count: shown });
  return shown === 1 ? ft('fleet.countOf.one', { total }) : ft('fleet.countOf', { count: shown, total });
}
