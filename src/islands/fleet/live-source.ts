/**
 * The heavy half of the live refresh, loaded with `import()` only when Supabase is configured:
 * the configured {@link fleetSource} (Supabase, `@supabase/supabase-js`, rows validated with zod)
 * and the card conversion. Kept out of the fleet island's own bundle.
 */
import { toFleetCard, type FleetCard } from '../../lib/fleet/compact';
import { fleetSource } from '../../lib/fleet/source';

/**
 * The Supabase settings the page hands to the island (all public by design). Declared here and
 * re-exported by `./live`, which imports only types from this module (no import cycle).
 */
export interface LiveFleetConfig {
  /** Project URL, e.g. `https://abcd.supabase.co`. */
  url: string;
  /** The anon (public) API key. */
  anonKey: string;
  /** `cars.agency` of this business. */
  agency: string;
  /** The project has Storage image transformations (`PUBLIC_SUPABASE_IMAGE_TRANSFORM`, docs/images.md). */
  imageTransform?: boolean | undefined;
}

/**
 * The agency's vehicles from Supabase as cards, in the table order.
 *
 * @throws Error `Failed to fetch cars: {message}` (logged) when the request fails
 */
export async function fetchLiveCards(config: LiveFleetConfig): Promise<FleetCard[]> {
  const source = fleetSource({
    supabaseUrl: config.url,
    supabaseAnonKey: config.anonKey,
    agency: config.agency,
  });
  return (await source.list()).map(toFleetCard);
}
