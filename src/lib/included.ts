/**
 * "What's included" (docs/requirements.md, "What's included"): what the daily price of a rental
 * covers and what it does not, per vehicle kind, from the facts the site already holds
 * (`src/config/facts.ts`) — never invented figures.
 *
 * Included: full insurance, unlimited kilometres (the terms' mileage on the islands), free
 * delivery (port, airport, hotel, Antiparos), full-to-full fuel, 24/7 support, and for cars the
 * free child seat and GPS of the chat's reading (the terms list them with a daily price: both
 * readings are shown, with what each applies to). Not included: the deposit or card hold (the
 * home page's "no deposits" and the chat's 200-500 EUR hold: both shown), the extras with a
 * daily price from the terms (additional driver, roadside assistance, snow chains for cars),
 * the refuelling fee when a vehicle comes back not full, and the airport drop-off fee (the
 * airport page gives no amount).
 *
 * Pure data: each line is a string id (`included.{id}` in the fleet dictionaries,
 * `src/i18n/fleet.*.ts`) and its figures; amounts are EUR numbers the component formats with the
 * page's `Intl` formatter. Framework-free: the fleet island imports it.
 */
import { facts } from '../config/facts';

/** The vehicle kinds whose inclusions differ: cars, scooters and motorbikes, ATVs and quads. */
export type IncludedKind = 'car' | 'scooter' | 'atv';

/** The string ids of the lines (dictionary key `included.{id}`). */
export type IncludedId =
  | 'insurance'
  | 'mileage'
  | 'delivery'
  | 'fuel'
  | 'childSeatGps'
  | 'support'
  | 'deposit'
  | 'additionalDriver'
  | 'roadsideAssistance'
  | 'snowChains'
  | 'refuelling'
  | 'airportDropoff';

/** One line: its id, amounts in EUR (formatted as money) and other values (shown as written). */
export interface IncludedLine {
  id: IncludedId;
  /** Amounts in EUR, by placeholder name (`{price}`, `{max}`…). */
  eur: Readonly<Record<string, number>>;
  /** Other placeholder values (`{support}`: '24/7'). */
  values: Readonly<Record<string, string | number>>;
}

/** What the price covers and what it does not, for one vehicle kind. */
export interface Inclusions {
  kind: IncludedKind;
  included: readonly IncludedLine[];
  notIncluded: readonly IncludedLine[];
}

const line = (
  id: IncludedId,
  eur: Record<string, number> = {},
  values: Record<string, string | number> = {},
): IncludedLine => ({ id, eur, values });

/** The three lines a fleet card shows (the compact variant), in this order. */
export const COMPACT_INCLUDED: readonly IncludedId[] = ['insurance', 'mileage', 'delivery'];

/**
 * The inclusions of a vehicle kind.
 *
 * @param kind `car`, `scooter` or `atv` (see {@link includedKindOf} for a vehicle)
 * @returns the lines in display order; the figures straight from `facts`
 */
export function whatsIncluded(kind: IncludedKind): Inclusions {
  const extras = facts.terms.extras;
  const included = [
    line('insurance'),
    line('mileage'),
    line('delivery'),
    line('fuel'),
    ...(kind === 'car'
      ? [line('childSeatGps', { childSeat: extras.babySeat.perDay, gps: extras.gps.perDay })]
      : []),
    line('support', {}, { support: facts.claims.support }),
  ];
  const notIncluded = [
    line('deposit', { min: facts.deposit.chatMin, max: facts.deposit.chatMax }),
    line('additionalDriver', { price: extras.additionalDriver.perDay }),
    line('roadsideAssistance', { price: extras.roadsideAssistance.perDay }),
    ...(kind === 'car'
      ? [line('snowChains', { price: extras.snowChains.perDay, max: extras.snowChains.max })]
      : []),
    line('refuelling', { price: facts.terms.refuellingFee }),
    line('airportDropoff'),
  ];
  return { kind, included, notIncluded };
}

/** The inclusions kind of a vehicle from its `type` (`Car`, `Motorbike`, `ATV / QUAD`). */
export function includedKindOf(v: { type: string }): IncludedKind {
  if (v.type === 'Motorbike') return 'scooter';
  if (v.type === 'ATV / QUAD') return 'atv';
  return 'car';
}
