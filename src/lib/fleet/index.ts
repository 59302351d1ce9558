/**
 * Public API of the fleet (`src/lib/fleet/`): the Vehicle type and schema, filters,
 * sorts and the page's query string, vehicle images, the compact card, the data sources (one
 * `FleetSource` interface: Supabase or embedded, chosen by configuration), the content
 * collection's loader, the book link and the vehicle JSON-LD.
 *
 * Islands import the zod-free modules directly (`query`, `url`, `compact`, `images`,
 * `constants`) rather than this index, which pulls in zod and `@supabase/supabase-js`.
 */
export {
  vehicleSchema,
  parseVehicles,
  vehicleCategories,
  vehicleTypes,
  transmissions,
} from './vehicle';
export type { Vehicle, VehicleCategory, VehicleType } from './vehicle';
export type { Transmission } from './constants';
export {
  filterVehicles,
  sortVehicles,
  sortVehiclesBy,
  similarVehicles,
  activeFilterCount,
  fleetSorts,
  defaultFleetSort,
} from './query';
export type { FleetFilters, FleetSort, FilterableVehicle } from './query';
export {
  parseFleetQuery,
  fleetQueryString,
  sameFleetQuery,
  queryFilters,
  emptyFleetQuery,
  FLEET_QUERY_KEYS,
} from './url';
export type { FleetQuery } from './url';
export {
  vehicleImages,
  vehicleImageMap,
  normaliseKey,
  placeholderImage,
  scooterFallback,
} from './images';
export { toFleetCard } from './compact';
export type { FleetCard } from './compact';
export { fleetSource, isSupabaseConfigured } from './source';
export type { FleetSource, FleetSourceKind, FleetConfig, FleetSourceOptions } from './source';
export { embeddedSource } from './sources/embedded';
export type { EmbeddedFleet, EmbeddedSourceOptions } from './sources/embedded';
export {
  supabaseSource,
  parseCarRows,
  rowToVehicleInput,
  CARS_TABLE,
  CARS_COLUMNS,
} from './sources/supabase';
export type { SupabaseSourceOptions } from './sources/supabase';
export { fleetError, errorMessage, LIST_ERROR, GET_ERROR } from './sources/errors';
export { withRetry, FLEET_RETRIES, FLEET_RETRY_DELAY_MS } from './retry';
export type { FleetLogger } from './sources/errors';
export { fleetLoader } from './loader';
export type { FleetCollectionLoader, FleetLoaderContext, FleetLoaderOptions } from './loader';
export { engineTypeOfChoice, engineVehicleType, vehicleBookingUrl } from './booking';
export { vehicleJsonLd } from './jsonld';
export type { VehicleJsonLdSite } from './jsonld';
