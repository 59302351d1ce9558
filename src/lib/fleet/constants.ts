/**
 * The Vehicle enumerations of spec 000 section 3, zod-free so that islands can import them
 * without the schema (`vehicle.ts` builds the zod schema from these).
 */

/** Vehicle categories (spec 000 s.3), in the table's sort order (alphabetical is applied by queries). */
export const vehicleCategories = ['economy', 'compact', 'family', 'suv', 'jeep', 'scooter', 'atv', 'luxury'] as const;
/** Vehicle types (spec 000 s.3). */
export const vehicleTypes = ['Car', 'Motorbike', 'ATV / QUAD'] as const;
/** Transmissions (spec 000 s.3). */
export const transmissions = ['Automatic', 'Manual'] as const;

/** One of {@link vehicleCategories}. */
export type VehicleCategory = (typeof vehicleCategories)[number];
/** One of {@link vehicleTypes}. */
export type VehicleType = (typeof vehicleTypes)[number];
/** One of {@link transmissions}. */
export type Transmission = (typeof transmissions)[number];
