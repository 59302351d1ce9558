/**
 * The `fleet` content collection's loader (`src/content.config.ts`): how the configured source
 * reaches the build. Every page and file built from the fleet (`/fleet`, `/fleet/{id}`,
 * `/fleet.json`, similar vehicles) reads `getCollection('fleet')`, so the source is chosen here,
 * once:
 *
 * - Supabase not configured → the embedded fleet's own loader (`file('content/fleet/vehicles.yaml')`),
 *   returned unchanged (dev-server reloads on edit, errors naming the entry and field).
 * - Supabase configured → a loader that lists the agency's vehicles with {@link fleetSource}
 *   (`Failed to fetch cars: …` is logged on failure) and stores them as the collection's entries.
 *   When Supabase fails or has no vehicle for the agency, the build does not fail: it logs why
 *   and loads the embedded fleet instead.
 *
 * Astro-free: the loader shapes below are the parts of Astro's `Loader`/`LoaderContext` used here,
 * so the file is unit-tested without Astro.
 */
import type { CollectionLoader, LoaderContextBase, StoredEntry } from '../loader-context';
import { fleetSource, isSupabaseConfigured, type FleetConfig, type FleetSource } from './source';
import { errorMessage } from './sources/errors';
import type { Vehicle } from './vehicle';

/** The parts of Astro's `LoaderContext` the fleet loader uses. */
export interface FleetLoaderContext extends LoaderContextBase {
  store: {
    clear(): void;
    set(entry: StoredEntry): boolean;
  };
}

/** The parts of Astro's `Loader` the fleet loader uses (Astro's `file()` loader fits). */
export type FleetCollectionLoader<C extends FleetLoaderContext = FleetLoaderContext> =
  CollectionLoader<C>;

/** Options of {@link fleetLoader}. */
export interface FleetLoaderOptions {
  /** Builds the source (tests); defaults to {@link fleetSource} with the loader's logger. */
  createSource?:
    | ((config: FleetConfig, logger: FleetLoaderContext['logger']) => FleetSource)
    | undefined;
}

/**
 * The `fleet` collection's loader for the configuration.
 *
 * @param config the fleet settings (`business.fleet`)
 * @param embedded the embedded fleet's loader, used as it is without Supabase and as the
 *   fallback when Supabase fails
 * @returns `embedded` itself when Supabase is not configured, else the Supabase loader
 */
export function fleetLoader<L extends FleetCollectionLoader<never>>(
  config: FleetConfig,
  embedded: L,
  options: FleetLoaderOptions = {},
): L {
  if (!isSupabaseConfigured(config)) return embedded;
  const createSource = options.createSource ?? ((c, logger) => fleetSource(c, { logger }));
  const loadEmbedded = embedded.load.bind(embedded) as (
    context: FleetLoaderContext,
  ) => Promise<void>;
  const loader: FleetCollectionLoader = {
    name: 'fleet-supabase',
    async load(context) {
      let vehicles: Vehicle[];
      try {
        vehicles = await createSource(config, context.logger).list();
      } catch (error) {
        context.logger.warn(
          `${errorMessage(error)} — building the fleet from the embedded content/fleet instead.`,
        );
        return loadEmbedded(context);
      }
      if (vehicles.length === 0) {
        context.logger.warn(
          `Supabase has no cars for agency "${config.agency}" — building the fleet from the embedded content/fleet instead.`,
        );
        return loadEmbedded(context);
      }
      context.store.clear();
      for (const vehicle of vehicles) {
        const data = await context.parseData({ id: vehicle.id, data: { ...vehicle } });
        context.store.set({ id: vehicle.id, data, digest: context.generateDigest(data) });
      }
      context.logger.info(
        `Loaded ${vehicles.length} vehicles of agency "${config.agency}" from Supabase.`,
      );
    },
  };
  return loader as unknown as L;
}
