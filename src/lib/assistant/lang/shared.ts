/**
 * Small text helpers shared by the languages of Marcia AI (no words of any language here).
 */
import { facts } from '../../../config/facts';

/** A short plain-text list, one `• ` item per line. */
export function bullets(items: readonly string[]): string {
  return items.map((i) => `• ${i}`).join('\n');
}

/** The chat's daily prices (docs/requirements.md, "Prices the chat states"), EUR per day. */
export const chatPrices = facts.prices.chat;
/**
 * Vehicles a party of `passengers` needs when it is larger than the roomiest vehicle of the
 * fleet (the groups reply), else undefined.
 */
export function vehiclesNeeded(
  passengers: number | undefined,
  fleet: readonly { seats: number }[],
): number | undefined {
  const maxSeats = Math.max(0, ...fleet.map((v) => v.seats));
  return passengers !== undefined && maxSeats > 0 && passengers > maxSeats
    ? Math.ceil(passengers / maxSeats)
    : undefined;
}

/** The day of the week of a calendar day (0 = Sunday), independent of the runtime's time zone. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** A calendar day of an example: `month` 1-12. */
export interface ExampleDay {
  year: number;
  month: number;
  day: number;
}

/**
 * Sample values the booking dialogue shows as examples (not facts): a pickup and a return day
 * and a Greek mobile number (each language pack's `names.foreignPhone` is its foreign one). Every text takes them as parameters, so no reply writes a figure literally.
 */
export const examples = {
  pickup: { year: 2026, month: 7, day: 15 } satisfies ExampleDay,
  return: { year: 2026, month: 7, day: 22 } satisfies ExampleDay,
  greekPhone: '+30 694 123 4567',
} as const;

/**
 * Digits of a phone number written without a country code (docs/requirements.md, "Chat
 * extraction").
 */
export const localPhoneDigits = 10;

/** A day or month number on two digits (`7` → `07`). */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A day written with numbers, day first: `15/07/2026`, or with another separator (`15.07.2026`).
 *
 * @param separator between day, month and year
 */
export function numericDay(x: ExampleDay, separator = '/'): string {
  return [twoDigits(x.day), twoDigits(x.month), String(x.year)].join(separator);
}

/** Names of a calendar and of languages in one `Intl` locale (see {@link calendarNames}). */
export interface CalendarNames {
  /** Weekday names, Sunday first, as running text writes them (`dimanche`, `Sonntag`). */
  weekdays: readonly string[];
  /** Month names, January first, as they stand after a day number (Greek: the genitive, `Ιουλίου`). */
  months: readonly string[];
  /** A language's name from its ISO 639-1 code (`EN` → `anglais` in French). */
  language: (code: string) => string;
}

const calendarCache = new Map<string, CalendarNames>();

/**
 * The weekday, month and language names of an `Intl` locale (docs/architecture.md, "Languages":
 * names of weekdays, months and languages come from `Intl`, never from a typed list). Months are
 * read from a formatted day (`15 juillet`), so languages that inflect the month after a day
 * number (Greek `15 Ιουλίου`) get that form.
 *
 * @param locale an `Intl` locale, e.g. `fr-FR` (`src/locales/<code>/locale.json`, `dateLocale`)
 * @returns the names, cached per locale
 */
export function calendarNames(locale: string): CalendarNames {
  const cached = calendarCache.get(locale);
  if (cached) return cached;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const names: CalendarNames = {
    // 2023-01-01 was a Sunday.
    weekdays: Array.from({ length: 7 }, (_, i) =>
      weekday.format(new Date(Date.UTC(2023, 0, 1 + i))),
    ),
    months: Array.from(
      { length: 12 },
      (_, m) =>
        dayMonth.formatToParts(new Date(Date.UTC(2023, m, 15))).find((p) => p.type === 'month')
          ?.value ?? '',
    ),
    // Greek writes a language's name in lower case inside a sentence ('μιλάμε ελληνικά'); CLDR
    // gives it capitalised.
    language: (code) => {
      const name = languages.of(code.toLowerCase()) ?? code;
      return locale.startsWith('el') ? name.toLocaleLowerCase(locale) : name;
    },
  };
  calendarCache.set(locale, names);
  return names;
}
