/**
 * Fleet filters and order (spec 000 s.2 /fleet, s.7 'Vehicle list'): category, type and
 * transmission equal; minPrice/maxPrice on `price_per_day` (EUR, inclusive); minSeats on `seats`.
 * Order: category ascending, then price_per_day ascending (the `cars` query's order).
 */
import type { Vehicle } from './vehicle';

/** Optional filters; an absent field does not filter. */
export interface FleetFilters {
  category?: Vehicle['category'] | undefined;
  type?: Vehicle['type'] | undefined;
  transmission?: Vehicle['transmission'] | undefined;
  /** EUR per day, inclusive. */
  minPrice?: number | undefined;
  /** EUR per day, inclusive. */
  maxPrice?: number | undefined;
  minSeats?: number | undefined;
}

/** Vehicles matching every given filter, in their original order. */
export function filterVehicles<V extends Vehicle>(vehicles: readonly V[], filters: FleetFilters): V[] {
  return vehicles.filter(
    (v) =>
      (filters.category === undefined || v.category === filters.category) &&
      (filters.type === undefined || v.type === filters.type) &&
      (filters.transmission === undefined || v.transmission === filters.transmission) &&
      (filters.minPrice === undefined || v.price_per_day >= filters.minPrice) &&
      (filters.maxPrice === undefined || v.price_per_day <= filters.maxPrice) &&
      (filters.minSeats === undefined || v.seats >= filters.minSeats),
  );
}

/** A sorted copy: category ascending (alphabetical, as the table query), then price ascending. */
export function sortVehicles<V extends Vehicle>(vehicles: readonly V[]): V[] {
  return [...vehicles].sort((a, b) => (a.category === b.category ? a.price_per_day - b.price_per_day : a.category < b.category ? -1 : 1));
}

/** Up to `limit` vehicles of the same category, excluding the vehicle itself (spec 000 s.9: 3). */
export function similarVehicles<V extends Vehicle>(vehicles: readonly V[], vehicle: V, limit = 3): V[] {
  return sortVehicles(vehicles.filter((v) => v.category === vehicle.category && v.id !== vehicle.id)).slice(0, limit);
}
