/**
 * The compact vehicle the fleet island receives as props and renders as a card: the fields a card
 * shows and the filters read, plus the main image already looked up. About a quarter of a full
 * vehicle (no description, features, fuel, doors), so 44 vehicles add little to `/fleet`'s HTML.
 * Zod-free.
 */
import type { PictureData } from '../images/types';
import { vehicleImages } from './images';
import type { Vehicle } from './vehicle';

/**
 * A vehicle as a list card (docs/requirements.md, "Fleet page"). Field names are the `cars`
 * table's.
 */
export interface FleetCard {
  /** `/fleet/{id}`. */
  id: string;
  name: string;
  category: Vehicle['category'];
  type: Vehicle['type'];
  transmission: Vehicle['transmission'];
  seats: number;
  /** e.g. `1.0L`, `125cc`. */
  engine_size: string;
  /** EUR per day. */
  price_per_day: number;
  /** The main image (site path or URL): the first of {@link vehicleImages}. */
  image: string;
  /**
   * The main photo optimised for a card (AVIF/WebP `srcset`, its own size), added at build time
   * when the vehicle has one (`withCardPictures` in `./pictures.ts`); the card shows it instead of
   * `image`.
   */
  picture?: PictureData | undefined;
}

/**
 * The card of a vehicle; `image` is the first of `vehicleImages(vehicle)` (docs/requirements.md,
 * "Vehicle images").
 */
export function toFleetCard(vehicle: Vehicle): FleetCard {
  return {
    id: vehicle.id,
    name: vehicle.name,
    category: vehicle.category,
    type: vehicle.type,
    transmission: vehicle.transmission,
    seats: vehicle.seats,
    engine_size: vehicle.engine_size,
    price_per_day: vehicle.price_per_day,
    image: vehicleImages(vehicle)[0]!,
  };
}
