/**
 * The Supabase fleet source (docs/requirements.md, "Vehicle list", "Single vehicle", "Error
 * messages"): reads the hosted `cars` table with `@supabase/supabase-js` and the public anon key.
 *
 * List: `agency` equal to the configured agency; optional filters `category`, `type`,
 * `transmission` (equal), `minPrice`/`maxPrice` (`price_per_day` >= / <=), `minSeats`
 * (`seats` >=); ordered `category` ascending then `price_per_day` ascending. As PostgREST sees it:
 *
 *     GET {url}/rest/v1/cars?select=id,name,…,features&agency=eq.{agency}[&category=eq.…]
 *         [&type=eq.…] (several values: [&category=in.(…)] [&type=in.(…)])[&transmission=eq.…][&price_per_day=gte.…][&price_per_day=lte.…]
 *         [&seats=gte.…]&order=category.asc,price_per_day.asc
 *
 * Single vehicle: `id` equal (and the same agency), at most one row.
 *
 * Every row is validated with zod (`vehicleSchema`); a row that fails is skipped with a warning
 * naming it, so one bad row does not empty the fleet. A failed read is tried once more after
 * a second (docs/requirements.md, "Vehicle list": one retry; the client library's own retries are
 * switched off so the count is exact); then it throws (and logs) 'Failed to fetch cars: {message}'
 * / 'Failed to fetch car: {message}'.
 *
 * No session is kept (`persistSession: false`): the site has no accounts (docs/requirements.md,
 * "Visitors and accounts") and the anon key alone can read the table.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { filterValues, type FleetFilters } from '../query';
import { FLEET_RETRIES, FLEET_RETRY_DELAY_MS, withRetry } from '../retry';
import type { FleetSource } from './types';
import { vehicleSchema, type Vehicle } from '../vehicle';
import { fleetError, GET_ERROR, LIST_ERROR, type FleetLogger } from './errors';

/** The hosted table (docs/requirements.md, "Vehicles and their fields"). */
export const CARS_TABLE = 'cars';

/**
 * The columns read, in the `select` parameter's order: the Vehicle fields of docs/requirements.md,
 * "Vehicles and their fields".
 */
export const CARS_COLUMNS = [
  'id',
  'name',
  'description',
  'brand',
  'model',
  'category',
  'type',
  'transmission',
  'fuel_type',
  'seats',
  'doors',
  'engine_size',
  'price_per_day',
  'agency',
  'images',
  'features',
] as const;

/** Options of {@link supabaseSource}. */
export interface SupabaseSourceOptions {
  /** Project URL, e.g. `https://abcd.supabase.co`. */
  url: string;
  /** The anonymous (public) API key. */
  anonKey: string;
  /** Only rows whose `agency` equals this. */
  agency: string;
  /** `fetch` used by the client; defaults to the global one. */
  fetch?: typeof fetch | undefined;
  /** Where errors and skipped rows are reported; defaults to `console`. */
  logger?: FleetLogger | undefined;
  /** Abort a request after this many milliseconds (default 15 000). */
  timeoutMs?: number | undefined;
  /** Retries after a failed read (default 1, docs/requirements.md, "Vehicle list"). */
  retries?: number | undefined;
  /** Wait before a retry in milliseconds (default 1 000). */
  retryDelayMs?: number | undefined;
  /** A ready client (instead of `url`/`anonKey`/`fetch`). */
  client?: SupabaseClient | undefined;
}

/**
 * A `cars` row as the Vehicle schema's input: `null` images/features become empty lists, `null`
 * doors 0, and a numeric string price a number (Postgres `numeric` through some proxies).
 */
export function rowToVehicleInput(row: Record<string, unknown>): Record<string, unknown> {
  const price = row.price_per_day;
  return {
    ...row,
    images: row.images ?? [],
    features: row.features ?? [],
    doors: row.doors ?? 0,
    price_per_day: typeof price === 'string' && price.trim() !== '' ? Number(price) : price,
  };
}

/**
 * Validates rows with `vehicleSchema`; invalid rows are left out and reported with `logger.warn`
 * (`Skipping car {id}: {field}: {message}`).
 */
export function parseCarRows(rows: readonly unknown[], logger: FleetLogger = console): Vehicle[] {
  const vehicles: Vehicle[] = [];
  for (const row of rows) {
    const record = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const parsed = vehicleSchema.safeParse(rowToVehicleInput(record));
    if (parsed.success) vehicles.push(parsed.data);
    else {
      const issue = parsed.error.issues[0]!;
      logger.warn(
        `Skipping car ${String(record.id ?? '?')}: ${issue.path.join('.') || '(row)'}: ${issue.message}`,
      );
    }
  }
  return vehicles;
}

/**
 * A {@link FleetSource} over the Supabase `cars` table.
 *
 * @param options project URL, anon key, agency (see {@link SupabaseSourceOptions})
 * @throws Error synchronously when `url` is not a valid http(s) URL (from `createClient`)
 */
export function supabaseSource(options: SupabaseSourceOptions): FleetSource {
  const logger = options.logger ?? console;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retry = <T>(task: () => Promise<T>) =>
    withRetry(task, options.retries ?? FLEET_RETRIES, options.retryDelayMs ?? FLEET_RETRY_DELAY_MS);
  const client =
    options.client ??
    createClient(options.url, options.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      db: { retry: false },
      ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    });
  const columns = CARS_COLUMNS.join(',');

  return {
    kind: 'supabase',

    async list(filters: FleetFilters = {}) {
      // A fresh query per try (a builder runs its request once per `await`).
      const build = () => {
        let query = client.from(CARS_TABLE).select(columns).eq('agency', options.agency);
        // One value: `eq`; several (`?category=economy,family`): `in`.
        const categories = filterValues(filters.category);
        const types = filterValues(filters.type);
        if (categories.length === 1) query = query.eq('category', categories[0]!);
        else if (categories.length > 1) query = query.in('category', [...categories]);
        if (types.length === 1) query = query.eq('type', types[0]!);
        else if (types.length > 1) query = query.in('type', [...types]);
        if (filters.transmission !== undefined)
          query = query.eq('transmission', filters.transmission);
        if (filters.minPrice !== undefined) query = query.gte('price_per_day', filters.minPrice);
        if (filters.maxPrice !== undefined) query = query.lte('price_per_day', filters.maxPrice);
        if (filters.minSeats !== undefined) query = query.gte('seats', filters.minSeats);
        return query
          .order('category', { ascending: true })
          .order('price_per_day', { ascending: true });
      };
      let rows: unknown[];
      try {
        rows = await retry(async () => {
          const result = await build().abortSignal(AbortSignal.timeout(timeoutMs));
          if (result.error) throw result.error;
          if (!Array.isArray(result.data))
            throw new Error(`unexpected answer ${JSON.stringify(result.data)}`);
          return result.data as unknown[];
        });
      } catch (error) {
        throw fleetError(LIST_ERROR, error, logger);
      }
      return parseCarRows(rows, logger);
    },

    async get(id: string) {
      let data: unknown;
      try {
        data = await retry(async () => {
          const result = await client
            .from(CARS_TABLE)
            .select(columns)
            .eq('id', id)
            .eq('agency', options.agency)
            .abortSignal(AbortSignal.timeout(timeoutMs))
            .maybeSingle();
          if (result.error) throw result.error;
          return result.data as unknown;
        });
      } catch (error) {
        throw fleetError(GET_ERROR, error, logger);
      }
      if (data === null) return null;
      const [vehicle] = parseCarRows([data], logger);
      if (!vehicle)
        throw fleetError(GET_ERROR, `car ${id} does not match the Vehicle schema`, logger);
      return vehicle;
    },
  };
}
