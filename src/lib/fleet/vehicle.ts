/**
 * The Vehicle entity (spec 000 section 3, hosted table `cars`), snake_case as in the table.
 * Validated with zod wherever a vehicle enters: the embedded fleet (`content/fleet`) and,
 * later, the Supabase source.
 */
import { z } from 'zod';

/** Vehicle categories (spec 000 s.3). */
export const vehicleCategories = ['economy', 'compact', 'family', 'suv', 'jeep', 'scooter', 'atv', 'luxury'] as const;
/** Vehicle types (spec 000 s.3). */
export const vehicleTypes = ['Car', 'Motorbike', 'ATV / QUAD'] as const;
/** Transmissions (spec 000 s.3). */
export const transmissions = ['Automatic', 'Manual'] as const;

export const vehicleSchema = z.object({
  /** Identifier used in `/fleet/{id}`: a URL-safe slug or a number (Supabase row id). */
  id: z.union([z.string().regex(/^[a-z0-9][a-z0-9-]*$/), z.number().int().positive()]).transform(String),
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
  /** Image addresses; empty means "derive from the image map" (spec 000 s.9). */
  images: z.array(z.string()).default([]),
  features: z.array(z.string().min(2)).default([]),
});

/** A validated vehicle (spec 000 s.3). */
export type Vehicle = z.output<typeof vehicleSchema>;
export type VehicleCategory = Vehicle['category'];
export type VehicleType = Vehicle['type'];
