/**
 * The embedded fleet as a {@link FleetSource}: vehicles given as raw records (the parsed
 * `content/fleet/vehicles.yaml`, a JSON file, test data), validated with zod on first use, then
 * filtered and ordered in memory exactly like the `cars` query (agency equal, optional filters,
 * category ascending then price per day ascending).
 *
 * At build time the site reads `content/fleet` through the `fleet` content collection (its
 * `file()` loader and `vehicleSchema`); this source serves the same data to code outside Astro.
 */
import { filterVehicles, sortVehicles, type FleetFilters } from '../query';
import type { FleetSource } from './types';
import { parseVehicles, type Vehicle } from '../vehicle';
import { fleetError, GET_ERROR, LIST_ERROR, type FleetLogger } from './errors';

/** Raw vehicle records, or an async loader of them (read once, on first use). */
export type EmbeddedFleet = readonly unknown[] | (() => Promise<readonly unknown[]>);

/** Options of {@link embeddedSource}. */
export interface EmbeddedSourceOptions {
  /** Only vehicles of this agency (`agency` field); absent = every vehicle. */
  agency?: string | undefined;
  /** Label for validation errors (default `content/fleet/vehicles.yaml`). */
  where?: string | undefined;
  /** Where errors are logged; defaults to `console`. */
  logger?: FleetLogger | undefined;
}

/**
 * An in-memory {@link FleetSource} over the embedded fleet.
 *
 * @param fleet raw records or a loader of them
 * @param options the agency to keep
 * @throws (from `list`/`get`) Error `Failed to fetch cars: …` / `Failed to fetch car: …`, logged,
 *   when a record is invalid or the loader fails, with the validation message
 */
export function embeddedSource(
  fleet: EmbeddedFleet,
  options: EmbeddedSourceOptions = {},
): FleetSource {
  const where = options.where ?? 'content/fleet/vehicles.yaml';
  let loaded: Promise<Vehicle[]> | undefined;
  const vehicles = () => {
    loaded ??= (async () => {
      const raw = typeof fleet === 'function' ? await fleet() : fleet;
      const all = parseVehicles(raw, where);
      return options.agency === undefined ? all : all.filter((v) => v.agency === options.agency);
    })();
    return loaded;
  };
  const fail = (prefix: typeof LIST_ERROR | typeof GET_ERROR, error: unknown): never => {
    throw fleetError(prefix, error, options.logger);
  };
  return {
    kind: 'embedded',
    async list(filters: FleetFilters = {}) {
      const all = await vehicles().catch((error: unknown) => fail(LIST_ERROR, error));
      return sortVehicles(filterVehicles(all, filters));
    },
    async get(id: string) {
      const all = await vehicles().catch((error: unknown) => fail(GET_ERROR, error));
      return all.find((v) => v.id === id) ?? null;
    },
  };
}
