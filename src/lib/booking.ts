/**
 * Reservation search: the draft a visitor fills in the reservation widget, its validation and
 * the booking-engine URL the search opens (docs/requirements.md, "Reservation widget state",
 * "Reservation widget", "Reservation search", "Booking search").
 *
 * Framework-free (no Astro, no React): the engine settings are a parameter. Callers pass the
 * configured engine, `bookingSearchUrl(draft, business.booking)`; the island (`src/islands/ReservationWidget.tsx`) takes them from
 * `src/config/booking.ts` (`bookingSettings`). Locations and age groups come from `src/config/facts.ts`,
 * visitor-facing messages from `src/i18n/reservation.en.ts`.
 */
import { bookingSettings } from '../config/booking';
import { facts } from '../config/facts';
import { reservationEn, type ReservationKey } from '../locales/en/reservation';
import { defaultLang } from '../locales';
import { DEFAULT_TIME, type DatesIssue, datesIssue, isIsoDate, isTime } from './rental-dates';
import { parseUrl } from './url';

// The dates' rule lives in `./rental-dates` (no settings, so Marcia's packs can load it).
export { type DatesIssue, datesIssue, isIsoDate, type RentalDates } from './rental-dates';

/**
 * The engine's vehicle types (docs/requirements.md, "Booking search" `vehicle_type`): car,
 * scooter/motorbike, ATV/quad.
 */
export type VehicleType = 'car' | 'moto' | 'atv';
/** The vehicle types in the order the widget shows them (Car, Scooter, ATV). */
export const VEHICLE_TYPES = ['car', 'moto', 'atv'] as const satisfies readonly VehicleType[];

/**
 * What the visitor fills in (docs/requirements.md, "Reservation widget state"). Dates are
 * `YYYY-MM-DD` (empty string while not chosen), times `HH:MM` (24-hour, local time of the islands
 * as the visitor picks it). `returnId` only counts when `differentDropoff` is true; otherwise the
 * return location is the pickup location.
 */
export type ReservationDraft = {
  vehicleType: VehicleType;
  /** Booking-engine location id (see `facts.pickupLocations`). */
  pickupId: number;
  /** Drop-off location id; used only when `differentDropoff`. */
  returnId?: number;
  differentDropoff: boolean;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  /** Booking-engine age group id (see `facts.ageGroups`). */
  ageGroupId: number;
};

/** Paros Airport (PAS): the default pickup location. */
export const DEFAULT_PICKUP_ID = 18;

/** The pickup location ids the assistant's words map to: airport → 18 Paros Airport, port → 19 Paros Port. */
export const ASSISTANT_LOCATION_IDS = { airport: 18, port: 19 } as const;
/** Age group 25-70 (docs/requirements.md, "Reservation search"). */
export const DEFAULT_AGE_GROUP_ID = 28;

/** A fresh draft: car, Paros Airport, no dates, 10:00 both ways, driver 25-70. */
export function defaultDraft(): ReservationDraft {
  return {
    vehicleType: 'car',
    pickupId: DEFAULT_PICKUP_ID,
    differentDropoff: false,
    pickupDate: '',
    pickupTime: DEFAULT_TIME,
    returnDate: '',
    returnTime: DEFAULT_TIME,
    ageGroupId: DEFAULT_AGE_GROUP_ID,
  };
}

/**
 * The times the widget offers: every half hour from 07:00 to 23:00 inclusive (the business's
 * daily hours of the structured data, docs/requirements.md, "Business constants"), `HH:MM`.
 */
export const RESERVATION_TIMES: readonly string[] = Array.from({ length: 33 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** True for an id of `facts.pickupLocations` (1, 13, 3, 18, 19, 20). */
export function isPickupId(id: unknown): boolean {
  return facts.pickupLocations.some((l) => l.id === id);
}

/** True for an id of `facts.ageGroups` (27, 28). */
export function isAgeGroupId(id: unknown): boolean {
  return facts.ageGroups.some((g) => g.id === id);
}

/** True for `car`, `moto` or `atv`. */
export function isVehicleType(value: unknown): value is VehicleType {
  return (VEHICLE_TYPES as readonly unknown[]).includes(value);
}

/** The local calendar date of `date` as `YYYY-MM-DD` (the `min` of the pickup date input). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Why a draft cannot be searched, as a code (the widget translates it with its strings):
 * - `datesRequired` – the pickup date, the return date or both are empty (docs/requirements.md,
 *   "Reservation search")
 * - `invalidDate` / `invalidTime` – not a real `YYYY-MM-DD` date / `HH:MM` time
 * - `unknownVehicleType`, `unknownPickup`, `unknownReturn`, `unknownAgeGroup` – not one of the
 *   engine's values (`unknownReturn` also when a different drop-off is ticked without an id)
 * - `pickupInPast` – the pickup date is before today in the visitor's local date (today itself,
 *   at any time, is accepted: the engine says whether that hour is still free)
 * - `returnNotAfterPickup` – the return is before the pickup, or on the same day at the same
 *   time or earlier
 *
 * The old site checked only that both dates were given; the two last checks catch the mistakes
 * before the booking engine does (docs/requirements.md, "Reservation search").
 */
export type ReservationIssue =
  | DatesIssue
  | 'unknownVehicleType'
  | 'unknownPickup'
  | 'unknownReturn'
  | 'unknownAgeGroup';

/** The dictionary key of each issue's visitor-facing message. */
export const ISSUE_MESSAGE_KEYS = {
  datesRequired: 'reservation.error.datesRequired',
  invalidDate: 'reservation.error.invalidDate',
  invalidTime: 'reservation.error.invalidTime',
  unknownVehicleType: 'reservation.error.unknownVehicleType',
  unknownPickup: 'reservation.error.unknownPickup',
  unknownReturn: 'reservation.error.unknownReturn',
  unknownAgeGroup: 'reservation.error.unknownAgeGroup',
  pickupInPast: 'reservation.error.pickupInPast',
  returnNotAfterPickup: 'reservation.error.returnNotAfterPickup',
} as const satisfies Record<ReservationIssue, ReservationKey>;

/**
 * The first problem of a draft, or null when it can be searched. Checks in this order: dates
 * present, dates and times well formed, vehicle type, locations and age group known, pickup not
 * before today, return after pickup ({@link datesIssue} for the dates).
 *
 * @param r the draft
 * @param now the visitor's current time (its local date is "today"); `null` skips the
 *   "pickup in the past" check, so the URL builder stays time-independent. Default `new Date()`.
 */
export function reservationIssue(
  r: ReservationDraft,
  now: Date | null = new Date(),
): ReservationIssue | null {
  const dates = datesIssue(r, now && localIsoDate(now));
  if (dates === 'datesRequired' || dates === 'invalidDate' || dates === 'invalidTime') return dates;
  if (!isVehicleType(r.vehicleType)) return 'unknownVehicleType';
  if (!isPickupId(r.pickupId)) return 'unknownPickup';
  if (r.differentDropoff && !isPickupId(r.returnId)) return 'unknownReturn';
  if (!isAgeGroupId(r.ageGroupId)) return 'unknownAgeGroup';
  return dates;
}

/**
 * The draft fields an issue is about (the widget marks them `aria-invalid`). For
 * `datesRequired` and `invalidDate` only the empty / malformed date fields are named.
 */
export function issueFields(
  issue: ReservationIssue,
  r: ReservationDraft,
): (keyof ReservationDraft)[] {
  switch (issue) {
    case 'datesRequired':
      return (['pickupDate', 'returnDate'] as const).filter((k) => !r[k]);
    case 'invalidDate':
      return (['pickupDate', 'returnDate'] as const).filter((k) => !isIsoDate(r[k]));
    case 'invalidTime':
      return (['pickupTime', 'returnTime'] as const).filter((k) => !isTime(r[k]));
    case 'unknownVehicleType':
      return ['vehicleType'];
    case 'unknownPickup':
      return ['pickupId'];
    case 'unknownReturn':
      return ['returnId'];
    case 'unknownAgeGroup':
      return ['ageGroupId'];
    case 'pickupInPast':
      return ['pickupDate'];
    case 'returnNotAfterPickup':
      return r.returnDate === r.pickupDate ? ['returnDate', 'returnTime'] : ['returnDate'];
  }
}

/**
 * The visitor-facing error of a draft (English), or null when it can be searched. A missing
 * date gives exactly 'Please select both pickup and return dates' (the old site's text); a
 * malformed date or time, an unknown vehicle type / location / age group id, a pickup date
 * before today (local date) and a return not after the pickup (same day: the return time must
 * be later) get their own messages — see {@link reservationIssue} for the order and
 * docs/requirements.md "Reservation search". The widget shows the same messages translated.
 *
 * @param r the draft
 * @param now the visitor's current time (default `new Date()`); its local date is "today"
 */
export function validateReservation(r: ReservationDraft, now: Date = new Date()): string | null {
  const issue = reservationIssue(r, now);
  return issue ? reservationEn[ISSUE_MESSAGE_KEYS[issue]] : null;
}

/** Booking-engine settings for {@link bookingSearchUrl}; `business.booking` fits as it is. */
export interface BookingUrlOptions {
  /** The engine's select page; defaults to the configured `business.booking.selectUrl`. */
  selectUrl?: string;
  /**
   * `month-first` → `MM/DD/YYYY` (the old site's reading); `day-first` → `DD/MM/YYYY`. Defaults to
   * the configured `business.booking.dateOrder`.
   */
  dateOrder?: 'month-first' | 'day-first';
  /** Engine language (docs/requirements.md, "Booking search": `en`, the default). */
  lang?: string;
}

/**
 * The query parameters of the booking search, in the engine's order (docs/requirements.md, "Booking
 * search").
 */
export const BOOKING_QUERY_KEYS = [
  'pickup_id',
  'return_id',
  'date_from',
  'date_to',
  'time_from',
  'time_to',
  'age_group_id',
  'vehicle_type',
  'vehicles_sort_by',
  'lang',
] as const;

/**
 * The booking engine's select page for a draft (docs/requirements.md, "Booking search"): query
 * `pickup_id, return_id, date_from, date_to, time_from, time_to, age_group_id, vehicle_type,
 * vehicles_sort_by=price_desc, lang=en` in that order, URL-encoded except for `/` and `:`, which
 * are legal in a query and stay readable (`date_from=07/15/2027&time_from=10:00`). `return_id`
 * is the pickup id unless `differentDropoff`. Dates are `MM/DD/YYYY` (month-first, default) or
 * `DD/MM/YYYY` (day-first). Query parameters already on `selectUrl` are kept, before these; any
 * of these keys already there is replaced.
 *
 * @param r a valid draft
 * @param options the engine settings; pass `business.booking` (this module stays Astro-free,
 *   so it has no configured default of its own)
 * @throws Error with the visitor-facing message of {@link validateReservation} when the draft
 *   is invalid (missing dates, malformed dates or times, unknown ids, return not after pickup)
 * @throws Error when `selectUrl` is not an absolute URL
 */
export function bookingSearchUrl(r: ReservationDraft, options: BookingUrlOptions = {}): string {
  const issue = reservationIssue(r, null);
  if (issue) throw new Error(reservationEn[ISSUE_MESSAGE_KEYS[issue]]);
  const {
    selectUrl = bookingSettings.selectUrl,
    dateOrder = bookingSettings.dateOrder,
    lang = defaultLang,
  } = options;
  const url = selectUrl ? parseUrl(selectUrl) : null;
  if (!url) {
    throw new Error(
      `bookingSearchUrl: selectUrl must be the booking engine select page URL, got ${JSON.stringify(selectUrl)}`,
    );
  }
  const values: Record<(typeof BOOKING_QUERY_KEYS)[number], string> = {
    pickup_id: String(r.pickupId),
    return_id: String(r.differentDropoff && r.returnId !== undefined ? r.returnId : r.pickupId),
    date_from: engineDate(r.pickupDate, dateOrder),
    date_to: engineDate(r.returnDate, dateOrder),
    time_from: r.pickupTime,
    time_to: r.returnTime,
    age_group_id: String(r.ageGroupId),
    vehicle_type: r.vehicleType,
    vehicles_sort_by: 'price_desc',
    lang,
  };
  for (const key of BOOKING_QUERY_KEYS) url.searchParams.delete(key);
  const kept = url.searchParams.toString();
  const ours = BOOKING_QUERY_KEYS.map((key) => `${key}=${queryValue(values[key])}`).join('&');
  url.search = kept ? `${kept}&${ours}` : ours;
  return url.toString();
}

/** `encodeURIComponent`, leaving `/` and `:` as they are (both legal in a query, RFC 3986 s.3.4). */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}

/**
 * `YYYY-MM-DD` → `MM/DD/YYYY` (month-first) or `DD/MM/YYYY` (day-first).
 *
 * @throws Error when `iso` is not a real `YYYY-MM-DD` date
 */
export function engineDate(
  iso: string,
  dateOrder: 'month-first' | 'day-first' = 'month-first',
): string {
  if (!isIsoDate(iso)) throw new Error(`Not a YYYY-MM-DD date: ${JSON.stringify(iso)}`);
  const [y, m, d] = iso.split('-') as [string, string, string];
  return dateOrder === 'day-first' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
