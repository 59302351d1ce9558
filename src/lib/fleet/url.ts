/**
 * The fleet page's query string (docs/requirements.md, "Fleet page": "query parameters category and
 * type pre-set the filters"): the filters and the sort choice as URL parameters, so a filtered list
 * is shareable and the back button walks through filter changes.
 *
 * Parameters: `category`, `type` (the old site's names; several values comma-separated,
 * `?category=economy,family`, or the parameter repeated), `transmission`, `minPrice`, `maxPrice`
 * (EUR per day), `minSeats`, `sort` (omitted when it is the default). Reading is forgiving (case, a
 * few aliases such as `type=atv`; unknown values are ignored); writing is canonical. Zod-free: the
 * fleet island imports it.
 */
import { transmissions, vehicleCategories, vehicleTypes } from './constants';
import type { VehicleCategory, VehicleType, Transmission } from './constants';
import {
  defaultFleetSort,
  filterValues,
  fleetSorts,
  type FleetFilters,
  type FleetSort,
} from './query';

/** Filters plus the sort choice: everything the fleet page's URL carries. */
export interface FleetQuery extends FleetFilters {
  /** The sort choice; {@link defaultFleetSort} when absent from the URL. */
  sort: FleetSort;
}

/** The query with no filter and the default sort. */
export const emptyFleetQuery: Readonly<FleetQuery> = Object.freeze({ sort: defaultFleetSort });

/** The URL parameter names, in the order {@link fleetQueryString} writes them. */
export const FLEET_QUERY_KEYS = [
  'category',
  'type',
  'transmission',
  'minPrice',
  'maxPrice',
  'minSeats',
  'sort',
] as const;

/** `type` aliases (lower case) → the `type` value. */
const typeAliases: Readonly<Record<string, VehicleType>> = {
  car: 'Car',
  cars: 'Car',
  motorbike: 'Motorbike',
  motorbikes: 'Motorbike',
  moto: 'Motorbike',
  scooter: 'Motorbike',
  scooters: 'Motorbike',
  atv: 'ATV / QUAD',
  atvs: 'ATV / QUAD',
  quad: 'ATV / QUAD',
  'atv-quad': 'ATV / QUAD',
  'atv / quad': 'ATV / QUAD',
};

const squash = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ');

function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const wanted = squash(raw);
  return values.find((v) => v.toLowerCase() === wanted);
}

function amount(raw: string | null, max: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
}

/**
 * The values of a one-or-several parameter: every occurrence, split on commas, each read by
 * `read` (unknown ones dropped), without repeats, in the order of `order`. One value gives the
 * value itself, several a list, none `undefined`.
 */
function several<T extends string>(
  params: URLSearchParams,
  key: string,
  order: readonly T[],
  read: (raw: string) => T | undefined,
): T | T[] | undefined {
  const wanted = new Set<T>();
  for (const raw of params.getAll(key)) {
    for (const part of raw.split(',')) {
      const value = part.trim() === '' ? undefined : read(part);
      if (value !== undefined) wanted.add(value);
    }
  }
  const values = order.filter((v) => wanted.has(v));
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

/**
 * Reads the fleet query from a URL's search part (`?category=suv&type=Car`) or its parameters.
 * Unknown or malformed values are dropped, so a hand-edited link never breaks the page.
 */
export function parseFleetQuery(search: string | URLSearchParams): FleetQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: FleetQuery = { sort: pick(fleetSorts, params.get('sort')) ?? defaultFleetSort };
  const category: VehicleCategory | VehicleCategory[] | undefined = several(
    params,
    'category',
    vehicleCategories,
    (raw) => pick(vehicleCategories, raw),
  );
  const type: VehicleType | VehicleType[] | undefined = several(
    params,
    'type',
    vehicleTypes,
    (raw) => pick(vehicleTypes, raw) ?? typeAliases[squash(raw)],
  );
  const transmission: Transmission | undefined = pick(transmissions, params.get('transmission'));
  const minPrice = amount(params.get('minPrice'), 10_000);
  const maxPrice = amount(params.get('maxPrice'), 10_000);
  const minSeats = amount(params.get('minSeats'), 99);
  if (category) query.category = category;
  if (type) query.type = type;
  if (transmission) query.transmission = transmission;
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  if (minSeats !== undefined && Number.isInteger(minSeats)) query.minSeats = minSeats;
  return query;
}

/**
 * The canonical search string of a query, `?`-prefixed, or `''` when nothing is set. Parameters
 * in {@link FLEET_QUERY_KEYS} order; the default sort is left out.
 */
export function fleetQueryString(query: Partial<FleetQuery>): string {
  const params = new URLSearchParams();
  for (const key of FLEET_QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || (key === 'sort' && value === defaultFleetSort)) continue;
    if (key === 'category' || key === 'type') {
      const values = filterValues(value as string | readonly string[]);
      if (values.length > 0) params.set(key, values.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  // Commas stay readable (`?category=economy,family`): the values are known words, never data.
  const s = params.toString().replaceAll('%2C', ',');
  return s ? `?${s}` : '';
}

/** Whether two queries mean the same list (same canonical string). */
export function sameFleetQuery(a: Partial<FleetQuery>, b: Partial<FleetQuery>): boolean {
  return fleetQueryString(a) === fleetQueryString(b);
}

/** The filters of a query (everything but the sort). */
export function queryFilters(query: FleetQuery): FleetFilters {
  const { sort: _sort, ...filters } = query;
  return filters;
}
