/**
 * The Vehicle enumerations of docs/requirements.md, "Vehicles and their fields", zod-free so that
 * islands can import them without the schema (`vehicle.ts` builds the zod schema from these).
 */

/**
 * Vehicle categories (docs/requirements.md, "Vehicles and their fields"), in the table's sort order
 * (alphabetical is applied by queries).
 */
export const vehicleCategories = [
  'economy',
  'compact',
  'family',
  'suv',
  'jeep',
  'scooter',
  'atv',
  'luxury',
] as const;
/** Vehicle types (docs/requirements.md, "Vehicles and their fields"). */
export const vehicleTypes = ['Car', 'Motorbike', 'ATV / QUAD'] as const;
/** Transmissions (docs/requirements.md, "Vehicles and their fields"). */
export const transmissions = ['Automatic', 'Manual'] as const;

/** One of {@link vehicleCategories}. */
export type VehicleCategory = (typeof vehicleCategories)[number];
/** One of {@link vehicleTypes}. */
export type VehicleType = (typeof vehicleTypes)[number];
/** One of {@link transmissions}. */
export type Transmission = (typeof transmissions)[number];
