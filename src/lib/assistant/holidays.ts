/**
 * The holidays Marcia reads as periods (docs/requirements.md, "Chat extraction"): Easter, Western
 * and Greek Orthodox, Pentecost and Whit Monday (the Orthodox one is Αγίου Πνεύματος), Ascension,
 * 15 August (Ferragosto, Δεκαπενταύγουστος) and Italy's 2 June. Each has its day in a year and an
 * example stay: the long weekend of three rental days around it. Pure: the instant is passed in,
 * the clock is never read. The words that name them are each language pack's
 * (`DateWords.holidays`).
 */

/** The holidays, most specific first (a tie between two names of one message goes to the first). */
export const holidayKeys = [
  'orthodoxWhitMonday',
  'orthodoxPentecost',
  'orthodoxEaster',
  'whitMonday',
  'pentecost',
  'ascension',
  'easter',
  'assumption',
  'republicDay',
] as const;

/** One of {@link holidayKeys}. */
export type HolidayKey = (typeof holidayKeys)[number];

/** True when `value` is a {@link HolidayKey} (a context read back from storage). */
export function isHolidayKey(value: unknown): value is HolidayKey {
  return (holidayKeys as readonly unknown[]).includes(value);
}

/** A UTC calendar day. */
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/**
 * Western Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm (Meeus,
 * "Astronomical Algorithms", ch. 8; also known as Meeus/Jones/Butcher): 5 April 2026, 28 March
 * 2027.
 *
 * @param year a Gregorian year (1583 or later)
 * @returns the UTC day
 */
export function westernEaster(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return utc(year, Math.floor(n / 31), (n % 31) + 1);
}

/**
 * Greek Orthodox Easter Sunday of a year, as a Gregorian day: Meeus's Julian algorithm, then the
 * 13 days between the Julian and Gregorian calendars from 1900 to 2099 (12 April 2026, 2 May
 * 2027; 20 April 2025, when both Easters fall together).
 *
 * @param year a year from 1900 to 2099
 * @returns the UTC day
 */
export function orthodoxEaster(year: number): Date {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const n = d + e + 114;
  return utc(year, Math.floor(n / 31), (n % 31) + 1 + 13);
}

/** A day `days` after `day`. */
const after = (day: Date, days: number) =>
  utc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate() + days);

/**
 * The day of a holiday in a year: Easter Sunday; Pentecost 49 days after Easter, Whit Monday (and
 * Αγίου Πνεύματος) 50; Ascension 39 (a Thursday); the Assumption 15 August; Italy's Republic Day
 * 2 June.
 */
export function holidayDay(key: HolidayKey, year: number): Date {
  switch (key) {
    case 'easter':
      return westernEaster(year);
    case 'orthodoxEaster':
      return orthodoxEaster(year);
    case 'pentecost':
      return after(westernEaster(year), 49);
    case 'whitMonday':
      return after(westernEaster(year), 50);
    case 'orthodoxPentecost':
      return after(orthodoxEaster(year), 49);
    case 'orthodoxWhitMonday':
      return after(orthodoxEaster(year), 50);
    case 'ascension':
      return after(westernEaster(year), 39);
    case 'assumption':
      return utc(year, 8, 15);
    case 'republicDay':
      return utc(year, 6, 2);
  }
}

/** The rental days of a holiday's example stay: a long weekend. */
export const HOLIDAY_STAY_DAYS = 3;

/**
 * Days from a holiday to its example's pickup, by its weekday (0 = Sunday): the long weekend of
 * three rental days that holds it — Friday to Monday around a Sunday, Saturday or Monday (Easter,
 * Pentecost, Whit Monday), Saturday to Tuesday for a Tuesday ('il ponte del 2 giugno'), Thursday
 * to Sunday for a Thursday or Friday (Ascension, 'le pont de l'Ascension'), Tuesday to Friday
 * for a Wednesday.
 */
const PICKUP_OFFSET = [-2, -3, -3, -1, 0, 0, -1] as const;

/**
 * A holiday's next time from `now` (this year's unless its day has passed, then next year's),
 * with its example stay.
 *
 * @param key the holiday
 * @param now the instant of the conversation (its UTC day is today)
 * @returns `day` the holiday's own (Easter Sunday), `pickup` its example's first day (the
 *   return is {@link HOLIDAY_STAY_DAYS} later)
 */
export function nextHoliday(key: HolidayKey, now: Date): { day: Date; pickup: Date } {
  const today = utc(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
  const thisYear = holidayDay(key, now.getUTCFullYear());
  const day = thisYear < today ? holidayDay(key, now.getUTCFullYear() + 1) : thisYear;
  return { day, pickup: after(day, PICKUP_OFFSET[day.getUTCDay()]!) };
}
