/**
 * Where the fleet comes from (one `FleetSource` interface, two
 * implementations, chosen by configuration):
 *
 * - **Supabase** (`sources/supabase.ts`) when both `PUBLIC_SUPABASE_URL` and
 *   `PUBLIC_SUPABASE_ANON_KEY` are set: the hosted `cars` table, rows of the configured agency
 *   (`PUBLIC_FLEET_AGENCY`), docs/requirements.md, "Vehicle list", "Single vehicle".
 * - **Embedded** (`sources/embedded.ts`) otherwise: the fleet of `content/fleet`, edited in pull
 *   requests.
 *
 * Both answer the same filters in the same order (category ascending, then price per day
 * ascending) and validate every vehicle with zod (`vehicleSchema`).
 */
import { embeddedSource, type EmbeddedFleet } from './sources/embedded';
import type { FleetLogger } from './sources/errors';
import { supabaseSource } from './sources/supabase';
import type { FleetSource, FleetSourceKind } from './sources/types';

export type { FleetSource, FleetSourceKind };

/**
 * The fleet settings (`business.fleet`, from `PUBLIC_SUPABASE_URL`, `PUBLIC_SUPABASE_ANON_KEY`,
 * `PUBLIC_FLEET_AGENCY`). The anon key is public by design: row-level security lets it read the
 * `cars` table and nothing else (`supabase/migrations`).
 */
export interface FleetConfig {
  /** Supabase project URL, e.g. `https://abcd.supabase.co`; empty or absent = not configured. */
  supabaseUrl?: string | undefined;
  /** The project's anonymous (public) API key; empty or absent = not configured. */
  supabaseAnonKey?: string | undefined;
  /** The agency whose vehicles are listed (the `cars.agency` value), e.g. `paros-antiparos`. */
  agency: string;
}

/** Whether Supabase is configured: both the project URL and the anon key are non-empty. */
export function isSupabaseConfigured(
  config: FleetConfig,
): config is FleetConfig & { supabaseUrl: string; supabaseAnonKey: string } {
  return Boolean(config.supabaseUrl?.trim() && config.supabaseAnonKey?.trim());
}

/** What {@link fleetSource} needs besides the configuration. */
export interface FleetSourceOptions {
  /**
   * The embedded fleet (raw records or a loader of them), used when Supabase is not configured;
   * validated with zod on first use. Defaults to no vehicles.
   */
  embedded?: EmbeddedFleet | undefined;
  /** `fetch` for the Supabase client (tests, timeouts); defaults to the global one. */
  fetch?: typeof fetch | undefined;
  /** Where errors are logged; defaults to `console`. */
  logger?: FleetLogger | undefined;
  /** Abort a Supabase request after this many milliseconds (default 15 000). */
  timeoutMs?: number | undefined;
  /** Wait before the one retry of a failed Supabase read, in milliseconds (default 1 000). */
  retryDelayMs?: number | undefined;
}

/**
 * The configured source: Supabase when {@link isSupabaseConfigured}, else the embedded fleet.
 *
 * @param config the fleet settings (`business.fleet`)
 * @param options the embedded fleet and Supabase client options
 */
export function fleetSource(config: FleetConfig, options: FleetSourceOptions = {}): FleetSource {
  if (isSupabaseConfigured(config)) {
    return supabaseSource({
      url: config.supabaseUrl.trim(),
      anonKey: config.supabaseAnonKey.trim(),
      agency: config.agency,
      fetch: options.fetch,
      logger: options.logger,
      timeoutMs: options.timeoutMs,
      retryDelayMs: options.retryDelayMs,
    });
  }
  return embeddedSource(options.embedded ?? [], { agency: config.agency });
}
