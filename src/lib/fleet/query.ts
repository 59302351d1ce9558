/**
 * Fleet filters and order (docs/requirements.md, "Fleet page", "Vehicle list"): category, type and
 * transmission equal; minPrice/maxPrice on `price_per_day` (EUR, inclusive); minSeats on `seats`.
 * Order: category ascending, then price_per_day ascending (the `cars` query's order).
 *
 * Framework-free and zod-free: the fleet island and the chat island import this module directly.
 * The functions are generic over any object with the filtered fields, so they work on full
 * {@link Vehicle}s and on the island's compact cards alike.
 */
import type { Vehicle } from './vehicle';

/**
 * Optional filters; an absent field (or an empty list) does not filter. `category` and `type`
 * take one value or several (issue "Decide before you book": `?category=economy,family` lists
 * both kinds), matched as "any of".
 */
export interface FleetFilters {
  /**
   * Equals `category`, or one of them (docs/requirements.md, "Vehicles and their fields": economy,
   * compact, family, suv, jeep, scooter, atv, luxury).
   */
  category?: Vehicle['category'] | readonly Vehicle['category'][] | undefined;
  /** Equals `type`, or one of them (`Car`, `Motorbike`, `ATV / QUAD`). */
  type?: Vehicle['type'] | readonly Vehicle['type'][] | undefined;
  /** Equals `transmission` (`Automatic`, `Manual`). */
  transmission?: Vehicle['transmission'] | undefined;
  /** EUR per day, inclusive (`price_per_day >= minPrice`). */
  minPrice?: number | undefined;
  /** EUR per day, inclusive (`price_per_day <= maxPrice`). */
  maxPrice?: number | undefined;
  /** Inclusive (`seats >= minSeats`). */
  minSeats?: number | undefined;
}

/** The fields {@link filterVehicles} and the sorts read: a full vehicle or a compact card. */
export type FilterableVehicle = Pick<
  Vehicle,
  'category' | 'type' | 'transmission' | 'price_per_day' | 'seats'
>;

/** The values of a one-or-several filter as a list (`[]` when absent). */
export function filterValues<T extends string>(filter: T | readonly T[] | undefined): readonly T[] {
  if (filter === undefined) return [];
  return typeof filter === 'string' ? [filter] : filter;
}

/** Whether a value passes a one-or-several filter (absent or empty: every value passes). */
function anyOf<T extends string>(value: T, filter: T | readonly T[] | undefined): boolean {
  const values = filterValues(filter);
  return values.length === 0 || values.includes(value);
}

/** Vehicles matching every given filter, in their original order. */
export function filterVehicles<V extends FilterableVehicle>(
  vehicles: readonly V[],
  filters: FleetFilters,
): V[] {
  return vehicles.filter(
    (v) =>
      anyOf(v.category, filters.category) &&
      anyOf(v.type, filters.type) &&
      (filters.transmission === undefined || v.transmission === filters.transmission) &&
      (filters.minPrice === undefined || v.price_per_day >= filters.minPrice) &&
      (filters.maxPrice === undefined || v.price_per_day <= filters.maxPrice) &&
      (filters.minSeats === undefined || v.seats >= filters.minSeats),
  );
}

/** A sorted copy: category ascending (alphabetical, as the table query), then price ascending. */
export function sortVehicles<V extends FilterableVehicle>(vehicles: readonly V[]): V[] {
  return [...vehicles].sort((a, b) =>
    a.category === b.category
      ? a.price_per_day - b.price_per_day
      : a.category < b.category
        ? -1
        : 1,
  );
}

/**
 * Up to `limit` vehicles of the same category, excluding the vehicle itself (docs/requirements.md,
 * "Business constants": 3).
 */
export function similarVehicles<V extends FilterableVehicle & { id: string }>(
  vehicles: readonly V[],
  vehicle: V,
  limit = 3,
): V[] {
  return sortVehicles(
    vehicles.filter((v) => v.category === vehicle.category && v.id !== vehicle.id),
  ).slice(0, limit);
}

/**
 * The sort choices of the fleet page: `category` (the table order: category, then price — the
 * default, shown grouped by category), `price-asc`, `price-desc` (EUR per day) and `seats-desc`
 * (most seats first, then cheaper first).
 */
export const fleetSorts = ['category', 'price-asc', 'price-desc', 'seats-desc'] as const;
/** One of {@link fleetSorts}. */
export type FleetSort = (typeof fleetSorts)[number];
/** The default sort: the `cars` query's order (category, then price per day). */
export const defaultFleetSort: FleetSort = 'category';

/**
 * A copy sorted by a {@link FleetSort}. Ties keep the table order (category, then price), so the
 * result is deterministic for any input order.
 */
export function sortVehiclesBy<V extends FilterableVehicle>(
  vehicles: readonly V[],
  sort: FleetSort,
): V[] {
  const base = sortVehicles(vehicles);
  const index = new Map(base.map((v, i) => [v, i]));
  const tie = (a: V, b: V) => index.get(a)! - index.get(b)!;
  switch (sort) {
    case 'price-asc':
      return base.sort((a, b) => a.price_per_day - b.price_per_day || tie(a, b));
    case 'price-desc':
      return base.sort((a, b) => b.price_per_day - a.price_per_day || tie(a, b));
    case 'seats-desc':
      return base.sort(
        (a, b) => b.seats - a.seats || a.price_per_day - b.price_per_day || tie(a, b),
      );
    default:
      return base;
  }
}

/**
 * How many filter groups are active, for the phone filter button's badge: category, type,
 * transmission, price range (either bound counts once) and minimum seats, so 0-5. The sort is
 * not a filter.
 */
export function activeFilterCount(filters: FleetFilters): number {
  return (
    Number(filterValues(filters.category).length > 0) +
    Number(filterValues(filters.type).length > 0) +
    Number(filters.transmission !== undefined) +
    Number(filters.minPrice !== undefined || filters.maxPrice !== undefined) +
    Number(filters.minSeats !== undefined)
  );
}
