/**
 * Vehicle cards for chat answers (docs/requirements.md, "Chat behaviour": at most 3 vehicle cards;
 * family filter 5 or more seats; automatic filter by transmission; a vehicle-filtered answer with
 * no matching vehicle falls through to later rules).
 */
// `query` directly (not the fleet index) so the chat island does not pull in the zod schema.
import { filterVehicles } from '../fleet/query';
import type { Vehicle } from '../fleet';
import { normaliseText } from './keywords';
import { featureFlags, type FeatureFlag, type Flag } from './lang/types';
import type { ChatContext, VehicleIntent } from './types';

/** Most vehicle cards in one reply (docs/requirements.md, "Chat behaviour"). */
export const MAX_VEHICLES = 3;

const byPrice = (a: Vehicle, b: Vehicle) => a.price_per_day - b.price_per_day;

/** A soft-top car by its name or model ('Fiat 500 Cabrio', 'Mini Cooper Convertible'). */
const SOFT_TOP = /cabrio|convertible|roadster|spider|spyder/i;

/** Up to `n` vehicles, cheapest of each category first (a varied choice), then the rest by price. */
export function varied(vehicles: readonly Vehicle[], n = MAX_VEHICLES): Vehicle[] {
  const sorted = [...vehicles].sort(byPrice);
  const picked: Vehicle[] = [];
  const seen = new Set<string>();
  for (const v of sorted) {
    if (picked.length < n && !seen.has(v.category)) {
      picked.push(v);
      seen.add(v.category);
    }
  }
  for (const v of sorted) if (picked.length < n && !picked.includes(v)) picked.push(v);
  return picked;
}

/** The engine size of a vehicle in cc ('125cc' → 125), or undefined when the fleet gives none. */
function engineCc(v: Vehicle): number | undefined {
  const cc = v.engine_size
    .replace(/\s/g, '')
    .toLowerCase()
    .match(/^(\d+)cc$/);
  return cc ? Number(cc[1]) : undefined;
}

/** The two-wheelers (`scooters`) or the ATVs and quads (`atvs`) of the fleet, cheapest first. */
function kindPool(fleet: readonly Vehicle[], intent: 'scooters' | 'atvs'): Vehicle[] {
  return filterVehicles(fleet, { type: intent === 'scooters' ? 'Motorbike' : 'ATV / QUAD' }).sort(
    byPrice,
  );
}

/**
 * The engine sizes in cc of the fleet's scooters or ATVs, smallest first, each once: what a
 * message may name ('a 125cc', 'quad 300'; `MessageReading.engine`).
 */
export function engineSizes(fleet: readonly Vehicle[], intent: 'scooters' | 'atvs'): number[] {
  const sizes = kindPool(fleet, intent)
    .map(engineCc)
    .filter((cc) => cc !== undefined);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/**
 * The scooters or ATVs of the fleet with an engine of `cc` cubic centimetres, cheapest first
 * (empty when the fleet has none of that size).
 */
export function withEngine(
  fleet: readonly Vehicle[],
  intent: 'scooters' | 'atvs',
  cc: number,
): Vehicle[] {
  return kindPool(fleet, intent).filter((v) => engineCc(v) === cc);
}

/** How `content/fleet/vehicles.yaml` names each equipment in a vehicle's `features`. */
const featureTests: Readonly<Record<FeatureFlag, RegExp>> = {
  bluetooth: /bluetooth/i,
  carPlay: /carplay|android auto/i,
  usb: /\busb\b/i,
  isofix: /isofix/i,
  rearCamera: /rear camera|reversing camera/i,
  parkingSensors: /parking sensors?/i,
  cruiseControl: /cruise control/i,
};

/** True when a vehicle's features list the equipment ('Bluetooth', 'Rear camera'). */
export function hasFeature(v: Vehicle, feature: FeatureFlag): boolean {
  return v.features.some((f) => featureTests[feature].test(f));
}

/** The vehicles with the engine size the visitor named (`cc`) first, if any. */
function preferEngine(vehicles: Vehicle[], cc: number | undefined): Vehicle[] {
  const preferred = vehicles.filter((v) => cc !== undefined && engineCc(v) === cc);
  return [...preferred, ...vehicles.filter((v) => !preferred.includes(v))];
}

/**
 * The vehicle cards of a vehicle intent (docs/requirements.md, "Chat behaviour"):
 * - `cars`: type Car; only Automatic when the visitor asks for automatic; a varied choice (the
 *   cheapest of different categories), or cheapest first when cheap is asked; with a known party
 *   size, cars with enough seats first; soft tops first when a convertible is asked; only the cars
 *   that list an equipment asked about (`featureFlags`: 'cars with bluetooth?'), when some do.
 * - `budget`: category economy, cheapest first; with a numeric budget, those within it first.
 * - `family`: 5 or more seats (or the party size when larger), most seats first, then price.
 * - `scooters`: type Motorbike, cheapest first (a named cc first).
 * - `atvs`: type ATV / QUAD, cheapest first.
 * - `suvs`: category suv or jeep, cheapest first.
 * The automatic filter applies to every car intent when asked. At most {@link MAX_VEHICLES}.
 *
 * @param cc the engine size the message names ('a 125cc scooter'; `MessageReading.engine`): the
 *   scooters or ATVs of that size come first
 * @param flags what the message asks for in any of its languages (`automatic`, `cheap`;
 *   `flagsOf` of `keywords.ts`)
 * @returns an empty list when nothing matches (the caller then falls through)
 */
export function vehiclesFor(
  intent: VehicleIntent,
  cc: number | undefined,
  context: ChatContext,
  fleet: readonly Vehicle[],
  flags: ReadonlySet<Flag>,
): Vehicle[] {
  const automatic = flags.has('automatic') ? ({ transmission: 'Automatic' } as const) : {};
  const cheap = flags.has('cheap');
  let list: Vehicle[];
  switch (intent) {
    case 'cars': {
      const cars = filterVehicles(fleet, { type: 'Car', ...automatic });
      // 'do you have cars with a rear camera?': those first (`note.feature` says which have it).
      const feature = featureFlags.find((f) => flags.has(f));
      const equipped = feature ? cars.filter((v) => hasFeature(v, feature)) : [];
      if (equipped.length > 0) {
        list = varied(equipped);
        break;
      }
      const seats = context.passengers;
      const roomy = seats !== undefined ? cars.filter((v) => v.seats >= seats) : cars;
      const roomyPool = roomy.length > 0 ? roomy : cars;
      // 'a small car': the economy class, cheapest first (the cars of any class if it has none).
      const small = flags.has('smallCar') ? roomyPool.filter((v) => v.category === 'economy') : [];
      const pool = small.length > 0 ? small : roomyPool;
      list = cheap || small.length > 0 ? [...pool].sort(byPrice) : varied(pool);
      if (flags.has('convertible')) {
        // Soft tops first ('Fiat 500 Cabrio'), cheapest first; the other cars after them.
        const open = [...pool].filter((v) => SOFT_TOP.test(`${v.name} ${v.model}`)).sort(byPrice);
        list = [...open, ...list.filter((v) => !open.includes(v))];
      }
      break;
    }
    case 'budget': {
      const economy = filterVehicles(fleet, { category: 'economy', ...automatic }).sort(byPrice);
      const budget = context.budget;
      const within =
        typeof budget === 'number' ? economy.filter((v) => v.price_per_day <= budget) : [];
      list = [...within, ...economy.filter((v) => !within.includes(v))];
      break;
    }
    case 'family': {
      const minSeats = Math.max(5, context.passengers ?? 0);
      list = filterVehicles(fleet, { minSeats, ...automatic }).sort((a, b) =>
        cheap ? byPrice(a, b) : b.seats - a.seats || byPrice(a, b),
      );
      break;
    }
    case 'scooters':
    case 'atvs':
      list = preferEngine(kindPool(fleet, intent), cc);
      break;
    case 'suvs':
      list = fleet
        .filter(
          (v) =>
            isSuvOrJeep(v) && (!('transmission' in automatic) || v.transmission === 'Automatic'),
        )
        .sort(byPrice);
      break;
  }
  return list.slice(0, MAX_VEHICLES);
}

/**
 * Optional cards for topic answers that are not vehicle-filtered (never a fall-through):
 * automatics for `transmission`, hybrids/electrics for `eco`, the roomiest vehicles for
 * `groups`, and the cheapest car, scooter and ATV for `compare`. At most {@link MAX_VEHICLES}.
 *
 * @param flags what the message asks for in any of its languages (`automatic`, `twoWheels`;
 *   `flagsOf` of `keywords.ts`)
 */
export function topicVehicles(
  intent: string,
  fleet: readonly Vehicle[],
  flags: ReadonlySet<Flag>,
): Vehicle[] {
  switch (intent) {
    case 'transmission': {
      if (!flags.has('automatic')) return [];
      const twoWheels = flags.has('twoWheels');
      return filterVehicles(fleet, {
        type: twoWheels ? 'Motorbike' : 'Car',
        transmission: 'Automatic',
      })
        .sort(byPrice)
        .slice(0, MAX_VEHICLES);
    }
    case 'eco':
      return fleet
        .filter((v) => /hybrid|electric/i.test(v.fuel_type))
        .sort(byPrice)
        .slice(0, MAX_VEHICLES);
    case 'groups':
      return filterVehicles(fleet, { minSeats: 5 })
        .sort((a, b) => b.seats - a.seats || byPrice(a, b))
        .slice(0, MAX_VEHICLES);
    case 'compare':
      return (['Car', 'Motorbike', 'ATV / QUAD'] as const)
        .map((type) => filterVehicles(fleet, { type }).sort(byPrice)[0])
        .filter((v): v is Vehicle => v !== undefined);
    default:
      return [];
  }
}

/** An SUV or a jeep (the `suvs` answer's vehicles). */
const isSuvOrJeep = (v: Vehicle) => v.category === 'suv' || v.category === 'jeep';

/**
 * The vehicle answer a vehicle of the fleet belongs to, by the filters of {@link vehiclesFor}:
 * scooters (motorbikes), ATVs, SUVs and jeeps, else cars.
 */
export function kindIntentOf(v: Vehicle): VehicleIntent {
  if (v.type === 'Motorbike') return 'scooters';
  if (v.type === 'ATV / QUAD') return 'atvs';
  return isSuvOrJeep(v) ? 'suvs' : 'cars';
}

/**
 * Model words that are everyday words too (Italian 'alto' and 'tipo') or a driving-licence class
 * ('c1'): they name a vehicle only after its brand ('suzuki alto'). 'buggy' names the fleet's
 * buggies, each at its own price (they cost more than the ATVs' from-price).
 */
const COMMON_MODEL_WORDS: ReadonlySet<string> = new Set(['alto', 'tipo', 'c1']);

/**
 * The vehicles of the fleet a message names, best first, at most {@link MAX_VEHICLES}: by their
 * whole name ('toyota aygo automatic': that one, not also the 'toyota aygo' inside it), else by
 * the first word of their model, alone ('jimny', 'panda', 'c3') or after the brand ('fiat 500',
 * 'peugeot 208'), cheapest first ('jimny': the Jimny and the Jimny Cabrio). A model word alone
 * counts when it has a letter and three characters or a digit, and is not one of
 * {@link COMMON_MODEL_WORDS}.
 *
 * @param plain the message from `normaliseText(text, true)`
 * @param fleet the loaded fleet
 */
export function namedVehicles(plain: string, fleet: readonly Vehicle[]): Vehicle[] {
  const says = (phrase: string) =>
    phrase !== '' && new RegExp(`(?:^| )${phrase}(?= |$)`).test(plain);
  const exact = fleet
    .map((v) => ({ v, name: normaliseText(v.name, true) }))
    .filter(({ name }) => says(name));
  if (exact.length > 0)
    return exact
      .filter(({ name }) => !exact.some((o) => o.name !== name && o.name.includes(name)))
      .map(({ v }) => v)
      .slice(0, MAX_VEHICLES);
  return fleet
    .filter((v) => {
      const word = normaliseText(v.model, true).split(' ')[0] ?? '';
      if (!/\p{L}/u.test(word)) return says(`${normaliseText(v.brand, true)} ${word}`);
      const alone = (word.length >= 3 || /\d/.test(word)) && !COMMON_MODEL_WORDS.has(word);
      return (alone && says(word)) || says(`${normaliseText(v.brand, true)} ${word}`);
    })
    .sort(byPrice)
    .slice(0, MAX_VEHICLES);
}
