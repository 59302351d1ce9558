/**
 * Small text helpers shared by the languages of Marcia AI (no words of any language here).
 */
import { facts } from '../../../config/facts';

/** A short plain-text list, one `• ` item per line. */
export function bullets(items: readonly string[]): string {
  return items.map((i) => `• ${i}`).join('\n');
}

/**
 * 'a, b and c' with the language's word for 'and' (`and`, `et`, `und`, `e`).
 *
 * @param conjunction the word between the last two items
 */
export function joinList(items: readonly (string | number)[], conjunction: string): string {
  const s = items.map(String);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} ${conjunction} ${s[s.length - 1]}`;
}

/** The chat's daily prices (spec 000 s.9), EUR per day. */
export const chatPrices = facts.prices.chat;
/** Rental-length and book-ahead discounts (spec 000 s.9), percent. */
export const chatDiscounts = facts.discounts;

/**
 * Vehicles a party of `passengers` needs when it is larger than the roomiest vehicle of the
 * fleet (the groups reply), else undefined.
 */
export function vehiclesNeeded(passengers: number | undefined, fleet: readonly { seats: number }[]): number | undefined {
  const maxSeats = Math.max(0, ...fleet.map((v) => v.seats));
  return passengers !== undefined && maxSeats > 0 && passengers > maxSeats ? Math.ceil(passengers / maxSeats) : undefined;
}

/** The day of the week of a calendar day (0 = Sunday), independent of the runtime's time zone. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
