/**
 * Live refresh of the fleet in the browser (issue: "when Supabase is configured, the island
 * refreshes the list from Supabase in the browser (cached 5 minutes, one retry) so price changes
 * show without a rebuild"; docs/requirements.md, "Vehicle list": "vehicle list is cached 5 minutes
 * with one retry").
 *
 * This module is light and zod-free; the Supabase client, the source and the zod schema are in
 * `./live-source`, imported dynamically only when a refresh actually has to fetch, so visitors of
 * a site without Supabase never download them.
 *
 * Cache: the cards and the time they were fetched, in `sessionStorage` (one browser tab's
 * visit), valid 5 minutes; a page load within that time uses them without a request. The one
 * retry of a failed read is the source's (`src/lib/fleet/sources/supabase.ts`).
 */
import type { FleetCard } from '../../lib/fleet/compact';
import type { LiveFleetConfig } from './live-source';

export type { LiveFleetConfig };

/**
 * How long fetched cards are reused: 5 minutes (docs/requirements.md, "Vehicle list"), in
 * milliseconds.
 */
export const LIVE_CACHE_MS = 5 * 60_000;

/** The `sessionStorage` key of a configuration's cached cards. */
export function liveCacheKey(config: LiveFleetConfig): string {
  return `fleet-live:${config.url}:${config.agency}`;
}

/** The parts of `Storage` the cache uses. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Whether a cached value has the card shape (a guard for stale or tampered storage; the cards
 * were validated with zod when they were fetched).
 */
export function isFleetCard(value: unknown): value is FleetCard {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    isString(c.id) &&
    isString(c.name) &&
    isString(c.category) &&
    isString(c.type) &&
    isString(c.transmission) &&
    isNumber(c.seats) &&
    isString(c.engine_size) &&
    isNumber(c.price_per_day) &&
    isString(c.image)
  );
}

/** Cached cards younger than {@link LIVE_CACHE_MS}, or null (none, expired, unreadable). */
export function readLiveCache(
  storage: CacheStorage | undefined,
  key: string,
  now: number,
): FleetCard[] | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { at?: unknown; cards?: unknown };
    if (!isNumber(entry.at) || now - entry.at < 0 || now - entry.at >= LIVE_CACHE_MS) return null;
    if (!Array.isArray(entry.cards) || !entry.cards.every(isFleetCard)) return null;
    return entry.cards;
  } catch {
    return null;
  }
}

/** Stores fetched cards with their time; storage errors (full, blocked) are ignored. */
export function writeLiveCache(
  storage: CacheStorage | undefined,
  key: string,
  cards: readonly FleetCard[],
  now: number,
): void {
  try {
    storage?.setItem(key, JSON.stringify({ at: now, cards }));
  } catch {
    /* no cache: the next page load fetches again */
  }
}

/** What {@link loadLiveFleet} uses from its surroundings (replaced in tests). */
export interface LiveFleetDeps {
  /** Milliseconds since the epoch (default `Date.now`). */
  now?: () => number;
  /** The cache (default `sessionStorage` when there is one). */
  storage?: CacheStorage | undefined;
  /** Fetches the cards (default: the Supabase source, loaded dynamically, with its one retry). */
  fetchCards?: (config: LiveFleetConfig) => Promise<FleetCard[]>;
}

/** The result of a live refresh. */
export interface LiveFleetResult {
  /** The agency's vehicles as cards, in the table order. */
  cards: FleetCard[];
  /** Whether they came from the 5-minute cache (no request was made). */
  cached: boolean;
}

function defaultStorage(): CacheStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The cached cards of a configuration when younger than 5 minutes, read synchronously (so a page
 * load within the cache time shows them without a loading state), else null.
 */
export function cachedLiveFleet(
  config: LiveFleetConfig,
  storage: CacheStorage | undefined = defaultStorage(),
  now = Date.now(),
): FleetCard[] | null {
  return readLiveCache(storage, liveCacheKey(config), now);
}

const fetchFromSupabase = async (config: LiveFleetConfig): Promise<FleetCard[]> =>
  (await import('./live-source')).fetchLiveCards(config);

/**
 * The agency's vehicles from Supabase: the cached cards when younger than 5 minutes, else a fetch
 * (the source tries once more after a failure), cached on success.
 *
 * @throws Error `Failed to fetch cars: {message}` (already logged by the source) when both tries fail
 */
export async function loadLiveFleet(
  config: LiveFleetConfig,
  deps: LiveFleetDeps = {},
): Promise<LiveFleetResult> {
  const now = deps.now ?? Date.now;
  const storage = 'storage' in deps ? deps.storage : defaultStorage();
  const key = liveCacheKey(config);
  const cached = readLiveCache(storage, key, now());
  if (cached) return { cards: cached, cached: true };
  const fetchCards = deps.fetchCards ?? fetchFromSupabase;
  const cards = await fetchCards(config);
  writeLiveCache(storage, key, cards, now());
  return { cards, cached: false };
}
