/**
 * The interface every fleet source implements (`./embedded.ts`, `./supabase.ts`), chosen by
 * `../source.ts`. Declared apart from both so that the implementations and the module that picks
 * one do not import each other; `../source.ts` and `../index.ts` re-export it.
 */
import type { FleetFilters } from '../query';
import type { Vehicle } from '../vehicle';

/** Which implementation a {@link FleetSource} is. */
export type FleetSourceKind = 'embedded' | 'supabase';

/** A source of vehicles (docs/requirements.md, "Vehicle list", "Single vehicle"). */
export interface FleetSource {
  /** Which implementation this is. */
  readonly kind: FleetSourceKind;
  /**
   * The agency's vehicles matching the filters, ordered by category ascending then price per day
   * ascending.
   *
   * @throws Error `Failed to fetch cars: {message}` (logged first) when the source fails
   */
  list(filters?: FleetFilters): Promise<Vehicle[]>;
  /**
   * One vehicle by id, or `null` when the agency has no vehicle with that id.
   *
   * @throws Error `Failed to fetch car: {message}` (logged first) when the source fails
   */
  get(id: string): Promise<Vehicle | null>;
}
