/**
 * The Vehicle entity (docs/requirements.md, "Vehicles and their fields", hosted table `cars`),
 * snake_case as in the table. Validated with zod wherever a vehicle enters: the embedded fleet
 * (`content/fleet`, through the content collection's schema), Supabase rows (`sources/supabase.ts`)
 * and the embedded source.
 */
import { z } from '../zod';
import { transmissions, vehicleCategories, vehicleTypes } from './constants';

export { transmissions, vehicleCategories, vehicleTypes };

/**
 * The zod schema of a vehicle (docs/requirements.md, "Vehicles and their fields"), applied to the
 * embedded fleet (content collection), to every Supabase row and to the seed. Output ids are
 * strings.
 */
export const vehicleSchema = z.object({
  /** Identifier used in `/fleet/{id}`: a URL-safe slug or a number (Supabase row id). */
  id: z
    .union([
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9-]*$/,
          'Use lower-case letters, digits and hyphens, no spaces, e.g. toyota-aygo',
        ),
      z.number().int().positive(),
    ])
    .transform(String),
  name: z.string().min(2).max(80),
  description: z.string().min(20).max(600),
  /** Also called make. */
  brand: z.string().min(2),
  model: z.string().min(1),
  category: z.enum(vehicleCategories),
  type: z.enum(vehicleTypes),
  transmission: z.enum(transmissions),
  /** e.g. `Petrol`, `Diesel`, `Hybrid`, `Electric`. */
  fuel_type: z.string().min(3),
  seats: z.number().int().min(1).max(9),
  /** 0 for two-wheelers and ATVs. */
  doors: z.number().int().min(0).max(5),
  /** e.g. `1.0L`, `125cc`. */
  engine_size: z.string().min(2),
  /** EUR per day. */
  price_per_day: z.number().positive().max(1000),
  /** The agency (business) the vehicle belongs to. */
  agency: z.string().min(1),
  /**
   * Photos (docs/images.md): a file name in `content/fleet/images/`, an absolute URL or a site
   * path, each alone or as `{ src, alt }` (a local photo needs its `alt`). Empty means "derive the
   * illustration from the image map" (docs/requirements.md, "Vehicle images").
   */
  images: z
    .array(
      z.union([
        z.string().trim().min(1),
        z.object({
          src: z.string().trim().min(1),
          alt: z.string().trim().min(1).max(200).optional(),
        }),
      ]),
    )
    .default([]),
  features: z.array(z.string().min(2)).default([]),
});

/** A validated vehicle (docs/requirements.md, "Vehicles and their fields"). */
export type Vehicle = z.output<typeof vehicleSchema>;
/** One of the vehicle categories. */
export type VehicleCategory = Vehicle['category'];
/** One of the vehicle types. */
export type VehicleType = Vehicle['type'];

/**
 * Validates a list of raw vehicles (e.g. parsed YAML or JSON) with {@link vehicleSchema}.
 *
 * @param raw the records
 * @param where a label for error messages, e.g. `content/fleet/vehicles.yaml`
 * @throws Error `Invalid vehicle #{index} ({id}) in {where}: {path}: {message}` for the first bad record
 */
export function parseVehicles(raw: readonly unknown[], where = 'fleet'): Vehicle[] {
  return raw.map((record, index) => {
    const parsed = vehicleSchema.safeParse(record);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const id =
      record && typeof record === 'object' && 'id' in record
        ? String((record as { id: unknown }).id)
        : '?';
    throw new Error(
      `Invalid vehicle #${index} (${id}) in ${where}: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  });
}
