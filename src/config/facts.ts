/**
 * Business facts that are not deploy-time settings: claims, prices, hours, locations, age
 * groups, operational and editorial figures. One source of truth for every number a visitor
 * reads (docs/requirements.md, "What the site is for", "Business constants", "Rules stated on the
 * pages", "Figures on the static pages").
 *
 * Where the old site gives two readings on two pages, both are kept as two named values and each
 * page uses its own (see `claims.since`, `claims.vehicles`, `hours`, `cancellation`, `deposit`).
 *
 * Strings in `content/` can quote any leaf of {@link facts} as `{{path.to.value}}`
 * (see `src/config/interpolate.ts`), so copy never restates a figure by hand.
 *
 * This file holds the language-free figures ({@link figures}); the wording of the text-valued
 * facts (`'non-refundable'`, `'2-4 hours'`) lives in each language's folder,
 * `src/locales/<code>/facts.ts`, and `factsFor(lang)` (`facts.i18n.ts`) merges one over them.
 */
import { wording as englishWording } from '../locales/en/facts';
import type { FactWording } from './fact-wording';

/** Opening hours, 24-hour `HH:MM`. */
export interface Hours {
  opens: string;
  closes: string;
}

/**
 * A pickup / drop-off location of the booking engine (docs/requirements.md, "Reservation widget
 * state"). The pages collection's `widget.pickupId` (`src/content.config.ts`) accepts the ids of
 * `facts.pickupLocations`, read from here.
 */
export interface PickupLocation {
  /** The booking engine's location id. */
  id: 1 | 13 | 3 | 18 | 19 | 20;
  name: string;
  island: 'Paros' | 'Antiparos';
}

/** A driver age group of the booking engine (docs/requirements.md, "Reservation widget state"). */
export interface AgeGroup {
  id: 27 | 28;
  label: string;
}

/** The language-free facts: numbers, codes, ids and the booking engine's names. */
const figures = {
  claims: {
    /**
     * Two readings (docs/requirements.md, "What the site is for"): 1994 on footer, about, contact,
     * terms; 2010 on home and landing pages.
     */
    since: { about: 1994, landing: 2010 },
    yearsExperience: '30+',
    /** Two readings: 50+ on home and in the chat; 130+ on the about page. */
    vehicles: { home: '50+', about: '130+' },
    rating: '4.9',
    ratingMax: '5',
    reviews: '200+',
    /**
     * The languages the team speaks: the spec's English, French, German and Italian, and Greek,
     * the island's own (the Greek pages say so; audit 33c #2), named first so that the spec's list
     * reads as it did.
     */
    languageCodes: ['EL', 'EN', 'FR', 'DE', 'IT'],
    support: '24/7',
  },
  hours: {
    /** Header and structured data (docs/requirements.md, "Routes", "Business constants"). */
    general: { opens: '07:00', closes: '23:00' } satisfies Hours,
    /**
     * Contact page (Mon-Sun) and terms (docs/requirements.md, "Routes", "Figures on the static
     * pages").
     */
    office: { opens: '08:00', closes: '21:00' } satisfies Hours,
    /** Out-of-hours window excluded from delivery/return (terms). */
    outOfHours: '21:01-07:59',
  },
  /** Prices per day in EUR. */
  prices: {
    /** What the chat states (docs/requirements.md, "Prices the chat states"). */
    chat: { economy: 35, family: 45, suv: 55, scooter: 25, atv: 50 },
    /** Landing and category pages (docs/requirements.md, "Figures on the static pages"). */
    economy: 35,
    family: 50,
    suv: 60,
    scooterFrom: 25,
    scooter50: 20,
    scooter125: 30,
    scooter150: 35,
    atvFrom: 45,
    jeep4x4From: 80,
    /** Economy page from-prices: small city car, then three larger economy models. */
    economyModels: [35, 40, 45, 50],
  },
  discounts: {
    /** Percent off by rental length (chat). */
    week: 15,
    twoWeeks: 20,
    month: 25,
    /** Percent off for booking ahead (chat). */
    book30Days: 10,
    book60Days: 15,
    /** From how many rental days each duration discount applies, and how many days ahead each early-booking one. */
    fromDays: { week: 7, twoWeeks: 14, month: 30, book30Days: 30, book60Days: 60 },
  },
  cancellation: {
    /** Chat: free up to 48 h; later 50% back or a free reschedule. */
    chatFreeHours: 48,
    chatLateRefundPercent: 50,
    /** Airport page: free up to 24 h before pickup. */
    airportFreeHours: 24,
  },
  deposit: {
    /** Chat reading: a card hold of 200-500 EUR (the home page reading, no deposits, is words: `src/locales/<code>/facts.ts`). */
    chatMin: 200,
    chatMax: 500,
  },
  rental: {
    minDays: 1,
    /** Family cars seat at least this many (chat). */
    familySeatsMin: 5,
    pickupMinutes: 5,
    rentalDayHours: 24,
    vatPercent: 24,
  },
  ferry: {
    /** Chat figures. */
    chatMinutes: 10,
    chatFare: 2,
    peakEveryMinutes: 30,
  },
  parking: { paidPerHour: 2 },
  engines: {
    scooterCc: [50, 125, 150],
    chatScooterCc: [50, 125],
    atvCc: { min: 300, max: 450 },
    chatAtvCc: { min: 150, max: 520 },
  },
  ages: {
    /** Chat (docs/requirements.md, "Rules the chat states"). */
    chatMinimum: 21,
    chatLicenceYears: 1,
    /** ATV and 4x4 (docs/requirements.md, "Rules stated on the pages"). */
    atvMinimum: 18,
    /** Terms. */
    termsMinimum: 24,
    termsPremiumMinimum: 26,
    termsMaximumNoSurcharge: 74,
    termsLicenceYears: '1-2',
  },
  driveTimes: {
    /** Minutes (docs/requirements.md, "Static pages", "Figures on the static pages"). */
    parikiaNaoussa: 15,
    naoussaGoldenBeach: 20,
    parikiaLefkes: 25,
    airportParikia: 15,
    airportNaoussa: 25,
    airportGoldenBeach: 20,
  },
  /** Naoussa page route distances in km, in page order. */
  naoussaRoutesKm: [45, 30, 25, 40],
  scooterRoutes: {
    parikiaNaoussa: { km: 12, minutes: 20 },
    naoussaGoldenBeach: { km: 8, minutes: 15 },
    parikiaAntiparosPort: { km: 6, minutes: 10 },
    islandCircle: { km: 60, hours: '3-4' },
  },
  terms: {
    extras: {
      additionalDriver: { perDay: 5 },
      roadsideAssistance: { perDay: 5 },
      boosterSeat: { perDay: 5, max: 86.8 },
      babySeat: { perDay: 5, max: 86.8 },
      snowChains: { perDay: 10, max: 124 },
      gps: { perDay: 7, max: 124 },
    },
    refuellingFee: 14.88,
    mileage: { athensKmPerDay: 150, excessPerKm: [0.2, 0.25] },
    ferryPermission: { perDirection: 31, usualTotal: 62, unlimited: 155 },
    accidentHistory: { atFaultYears: 5, maxAccidents: 1, accidentYears: 3 },
    complaintsDays: 30,
  },
  /**
   * Editorial figures of the blog articles (docs/requirements.md, "Figures on the static pages"):
   * not business rules.
   */
  editorial: {
    dayPrice: { scooter: '15-25', car: '35-60', atv: '40-80' },
    fuelPerDay: { scooter: '8-12', car: '15-25', atv: '12-20' },
    capacity: { scooter: '1-2', car: '2-5', atv: '2-4' },
    ferryPountaMinutes: 7,
    fares: { adult: 2.5, child: 1.5, car: 8, motorcycle: 3, atv: 4, scooter: 2.5 },
    caveHours: '10:00-15:00',
    caveAdmission: 6,
    airportNaoussa: { km: 25, minutes: '25-30', taxi: '35-45', bus: 2.5 },
    speedLimits: { town: 50, main: 90, motorway: 130 },
  },
  pickupLocations: [
    { id: 1, name: 'Antiparos Port (Office)', island: 'Antiparos' },
    { id: 13, name: 'Antiparos Helipad', island: 'Antiparos' },
    { id: 3, name: 'Antiparos Villas/Hotels', island: 'Antiparos' },
    { id: 18, name: 'Paros Airport (PAS)', island: 'Paros' },
    { id: 19, name: 'Paros Port (Parikia)', island: 'Paros' },
    { id: 20, name: 'Paros Villas/Hotels', island: 'Paros' },
  ] as const satisfies readonly PickupLocation[],
  ageGroups: [
    { id: 27, label: '21-24' },
    { id: 28, label: '25-70' },
  ] as const satisfies readonly AgeGroup[],
} as const;

/** Deep-merges a wording tree over the figures: objects key by key, anything else replaces. */
function withWording(base: unknown, over: unknown): unknown {
  if (Array.isArray(over) || over === null || typeof over !== 'object') return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = withWording(out[key], value);
  return out;
}

/** The shape of the facts in one language's wording (figures and words). */
export type Facts = typeof figures & typeof englishWording;

const merged = new WeakMap<FactWording, Facts>();

/**
 * The facts in one language's wording: the figures with the wording laid over them (its
 * `address` spelling left out: not a fact). Cached per wording, so the same wording gives the
 * same object.
 *
 * @param wording a language's `src/locales/<code>/facts.ts` export `wording`
 */
export function factsWith(wording: FactWording): Facts {
  let out = merged.get(wording);
  if (!out) {
    const { address: _spelling, ...text } = wording;
    out = withWording(figures, text) as Facts;
    merged.set(wording, out);
  }
  return out;
}

/**
 * The facts in English wording: the figures with `src/locales/en/facts.ts` laid over them. For
 * code that shows English only or needs only figures; a page or island of a language reads
 * `factsFor(lang)` instead.
 */
export const facts: Facts = factsWith(englishWording);
