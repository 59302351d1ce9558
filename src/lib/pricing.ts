/**
 * The price of a rental for given dates, before the booking engine (docs/requirements.md,
 * "Price for your dates"): the daily rate times the rental days, less one discount — the
 * duration discount of the facts (a week, two weeks, a month) or the early-booking discount
 * (pickup 30 or 60 days after the day of booking), whichever is larger. The booking engine gives
 * the final price; this is the estimate the site shows.
 *
 * Pure: no clock (the day of booking is a parameter), no I/O. Figures come from
 * `facts.discounts` and `facts.rental.rentalDayHours`.
 */
import { facts } from '../config/facts';
import { DEFAULT_TIME, datesIssue } from './rental-dates';

/** What {@link quote} needs. Dates `YYYY-MM-DD`, times `HH:MM` (24 h). */
export interface QuoteInput {
  /** EUR per rental day (a finite number >= 0). */
  pricePerDay: number;
  /** Pickup day, `YYYY-MM-DD`. */
  pickupDate: string;
  /** Return day, `YYYY-MM-DD`. */
  returnDate: string;
  /** Pickup time `HH:MM`; default 10:00 (the widget's default). */
  pickupTime?: string | undefined;
  /** Return time `HH:MM`; default 10:00. */
  returnTime?: string | undefined;
  /** The day the visitor books, `YYYY-MM-DD` (for the early-booking discount). */
  bookedOn: string;
}

/** The discount that applies: its kind, percent and amount in EUR. */
export interface QuoteDiscount {
  kind: 'duration' | 'early';
  percent: number;
  /** EUR, rounded to cents. */
  amount: number;
}

/** The estimate: rental days, base price, the one discount (or null) and the total, in EUR. */
export interface Quote {
  /** 24-hour periods from pickup to return, rounded up, at least 1. */
  days: number;
  /** `days × pricePerDay`, EUR, rounded to cents. */
  base: number;
  discount: QuoteDiscount | null;
  /** `base − discount.amount`, EUR, rounded to cents. */
  total: number;
}

const DAY_MINUTES = facts.rental.rentalDayHours * 60;

/** Rounds EUR to cents (half away from zero, as prices are shown). */
const cents = (eur: number): number => Math.round((eur + Number.EPSILON) * 100) / 100;

/** Minutes since the epoch of a wall-clock date and time (time zone free: both ends share it). */
function minutesOf(date: string, time: string, what: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d) throw new RangeError(`${what} date must be YYYY-MM-DD (got "${date}")`);
  if (!t) throw new RangeError(`${what} time must be HH:MM (got "${time}")`);
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const ms = Date.UTC(y, m - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`${what} date is not a calendar day (got "${date}")`);
  }
  return ms / 60_000;
}

/** The duration discount percent for a number of rental days (0 below a week). */
export function durationDiscountPercent(days: number): number {
  const d = facts.discounts;
  if (days >= d.fromDays.month) return d.month;
  if (days >= d.fromDays.twoWeeks) return d.twoWeeks;
  if (days >= d.fromDays.week) return d.week;
  return 0;
}

/** The early-booking discount percent for a pickup `leadDays` after the day of booking (0 below 30). */
export function earlyDiscountPercent(leadDays: number): number {
  const d = facts.discounts;
  if (leadDays >= d.fromDays.book60Days) return d.book60Days;
  if (leadDays >= d.fromDays.book30Days) return d.book30Days;
  return 0;
}

/**
 * The estimate of a rental (docs/requirements.md, "Price for your dates").
 *
 * - days: the 24-hour periods between pickup and return (date and time), rounded up, at least 1
 *   (a rental day is 24 hours, per the terms); `base = days × pricePerDay`.
 * - duration discount: 15 % from 7 days, 20 % from 14, 25 % from 30; early booking: 10 % when the
 *   pickup is 30 or more days after `bookedOn`, 15 % from 60 (a pickup on or before `bookedOn`
 *   gets none). Only one applies, the larger; on a tie the duration discount.
 * - amounts in EUR rounded to cents.
 *
 * @throws RangeError when the return is before the pickup, a date or time is malformed, or the
 *   price is not a finite number >= 0
 */
export function quote(q: QuoteInput): Quote {
  if (!Number.isFinite(q.pricePerDay) || q.pricePerDay < 0)
    throw new RangeError(`pricePerDay must be a number >= 0 (got ${q.pricePerDay})`);
  const from = minutesOf(q.pickupDate, q.pickupTime ?? DEFAULT_TIME, 'Pickup');
  const to = minutesOf(q.returnDate, q.returnTime ?? DEFAULT_TIME, 'Return');
  const booked = minutesOf(q.bookedOn, '00:00', 'Booking');
  if (to < from) throw new RangeError('The return is before the pickup');
  const days = Math.max(1, Math.ceil((to - from) / DAY_MINUTES));
  const base = cents(days * q.pricePerDay);
  const leadDays = Math.floor((minutesOf(q.pickupDate, '00:00', 'Pickup') - booked) / (24 * 60));
  const duration = durationDiscountPercent(days);
  const early = earlyDiscountPercent(leadDays);
  if (duration === 0 && early === 0) return { days, base, discount: null, total: base };
  const kind = duration >= early ? 'duration' : 'early';
  const percent = Math.max(duration, early);
  const amount = cents((base * percent) / 100);
  return { days, base, discount: { kind, percent, amount }, total: cents(base - amount) };
}

/** The dates {@link quoteForDates} reads: the reservation draft's fields (`YYYY-MM-DD`, `HH:MM`; empty = not chosen). */
export interface QuoteDates {
  pickupDate: string;
  returnDate: string;
  pickupTime?: string | undefined;
  returnTime?: string | undefined;
}

/**
 * The estimate for the visitor's dates (the reservation draft, the chat's dates or the page's two
 * date fields), or `null` for dates the reservation widget would not search (`datesIssue`,
 * src/lib/booking.ts: a date missing or malformed, a pickup before `bookedOn`, a return not after
 * the pickup) — the page then says what is wrong or asks for dates instead of showing a price.
 *
 * @param pricePerDay EUR per rental day
 * @param dates the pickup and return (times default to 10:00)
 * @param bookedOn today, `YYYY-MM-DD` (the early-booking discount counts from it)
 */
export function quoteForDates(
  pricePerDay: number,
  dates: QuoteDates,
  bookedOn: string,
): Quote | null {
  const rental = {
    pickupDate: dates.pickupDate,
    returnDate: dates.returnDate,
    pickupTime: dates.pickupTime || DEFAULT_TIME,
    returnTime: dates.returnTime || DEFAULT_TIME,
  };
  if (datesIssue(rental, bookedOn)) return null;
  try {
    return quote({ pricePerDay, ...rental, bookedOn });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
