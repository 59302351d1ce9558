/**
 * The rule for a rental's dates, shared by the reservation widget, the vehicle page's price, the
 * fleet's prices and the chat's estimate (docs/requirements.md, "Reservation search", "Price for
 * your dates"): pure, with no settings, so that every island and Marcia's language packs can
 * import it without the booking engine's configuration (`src/lib/booking.ts` re-exports it).
 */

/** Both times default to 10:00 (docs/requirements.md, "Reservation search"). */
export const DEFAULT_TIME = '10:00';

/** True for a real calendar date written `YYYY-MM-DD` (`2026-02-30` is false). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** True for a 24-hour time `HH:MM` (00:00-23:59). */
export function isTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** A rental's pickup and return: dates `YYYY-MM-DD`, times `HH:MM` (empty: not chosen). */
export interface RentalDates {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}

/**
 * The problems {@link datesIssue} finds (the dates' part of `ReservationIssue` in
 * `src/lib/booking.ts`, where each is explained).
 */
export type DatesIssue =
  | 'datesRequired'
  | 'invalidDate'
  | 'invalidTime'
  | 'pickupInPast'
  | 'returnNotAfterPickup';

/**
 * The first problem of a rental's dates and times, or null when they can be searched or priced
 * (the one rule of the reservation widget, the vehicle page's price, the fleet's prices and Marcia's estimate):
 * both dates present, dates and times well formed, pickup not before today, return after the
 * pickup (a same-day return after the pickup time).
 *
 * @param d the dates and times
 * @param today the visitor's local date, `YYYY-MM-DD`; `null` skips the "pickup in the past"
 *   check
 */
export function datesIssue(d: RentalDates, today: string | null): DatesIssue | null {
  if (!d.pickupDate || !d.returnDate) return 'datesRequired';
  if (!isIsoDate(d.pickupDate) || !isIsoDate(d.returnDate)) return 'invalidDate';
  if (!isTime(d.pickupTime) || !isTime(d.returnTime)) return 'invalidTime';
  // ISO dates and HH:MM times compare correctly as strings.
  if (today && d.pickupDate < today) return 'pickupInPast';
  if (
    d.returnDate < d.pickupDate ||
    (d.returnDate === d.pickupDate && d.returnTime <= d.pickupTime)
  )
    return 'returnNotAfterPickup';
  return null;
}

/** `[year, monthIndex, day]` of a real `YYYY-MM-DD` date, else null. */
function parseIsoDate(value: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const check = new Date(Date.UTC(y, mo, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo && check.getUTCDate() === d
    ? [y, mo, d]
    : null;
}
