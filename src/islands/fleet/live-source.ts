/**
 * The heavy half of the live refresh, loaded with `import()` only when Supabase is configured:
 * the configured {@link fleetSource} (Supabase, `@supabase/supabase-js`, rows validated with zod)
 * and the card conversion. Kept out of the fleet island's own bundle.
 */
import { toFleetCard, type FleetCard } from '../../lib/fleet/compact';
import { fleetSource } from '../../lib/fleet/source';
import type { LiveFleetConfig } from './live';

/**
 * The agency's vehicles from Supabase as cards, in the table order.
 *
 * @throws Error `Failed to fetch cars: {message}` (logged) when the request fails
 */
export async function fetchLiveCards(config: LiveFleetConfig): Promise<FleetCard[]> {
  const source = fleetSource({ supabaseUrl: config.url, supabaseAnonKey: config.anonKey, agency: config.agency });
  return (await source.list()).map(toFleetCard);
}
