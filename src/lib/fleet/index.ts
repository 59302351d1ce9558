/**
 * Public API of the fleet (DESIGN.md `src/lib/fleet/`): the Vehicle type and schema, filters and
 * order, and vehicle images. Data sources (embedded, Supabase) arrive with the fleet issue.
 */
export { vehicleSchema, vehicleCategories, vehicleTypes, transmissions } from './vehicle';
export type { Vehicle, VehicleCategory, VehicleType } from './vehicle';
export { filterVehicles, sortVehicles, similarVehicles } from './query';
export type { FleetFilters } from './query';
export { vehicleImages, vehicleImageMap, normaliseKey, placeholderImage, scooterFallback } from './images';
