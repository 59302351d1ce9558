/**
 * Test fixtures shared by the unit tests: the embedded fleet as the site loads it, and one
 * sample vehicle record to vary.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { parseVehicles, type Vehicle } from '../../src/lib/fleet';

/** `content/fleet/vehicles.yaml` as parsed YAML records (before validation). */
export const embeddedFleetRecords = parse(
  readFileSync('content/fleet/vehicles.yaml', 'utf8'),
) as Record<string, unknown>[];

/** The embedded fleet, validated as the site validates it. */
export const embeddedFleet: Vehicle[] = parseVehicles(embeddedFleetRecords);

/** The fields of a Toyota Aygo, as a `cars` row carries them (no images or features). */
export const aygoRecord = {
  id: 'toyota-aygo',
  name: 'Toyota Aygo',
  description: 'A small city car that parks anywhere in Naoussa.',
  brand: 'Toyota',
  model: 'Aygo',
  category: 'economy',
  type: 'Car',
  transmission: 'Manual',
  fuel_type: 'Petrol',
  seats: 4,
  doors: 5,
  engine_size: '1.0L',
  price_per_day: 35,
  agency: 'paros-antiparos',
} as const;
