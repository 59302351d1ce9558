/**
 * A vehicle's book button (docs/requirements.md, "Vehicle page": "a book button that opens the
 * external booking engine"): the engine's search page with `lang=en` and the vehicle's engine type
 * (`vehicle_type` = `car`, `moto` or `atv`, the values of docs/requirements.md, "Booking search").
 */
import type { VehicleType as EngineVehicleType } from '../booking';
import type { Vehicle } from './vehicle';
import { defaultLang } from '../../locales';

/** The booking engine's vehicle type of a vehicle type: Car → car, Motorbike → moto, ATV / QUAD → atv. */
export function engineVehicleType(type: Vehicle['type']): EngineVehicleType {
  return type === 'Car' ? 'car' : type === 'Motorbike' ? 'moto' : 'atv';
}

/**
 * The booking engine's vehicle type of the vehicle the chat holds (`ChatContext.vehicle`: a kind,
 * `car`, `suv`, `scooter` or `atv`, or a vehicle of the fleet by its name): a scooter → moto, an
 * ATV → atv, a vehicle of the fleet by its type; a car, an SUV, a name not in `fleet` or none →
 * car. The chat's link to the engine searches what the visitor asked for (a scooter request
 * opened a car search).
 */
export function engineTypeOfChoice(
  vehicle: string | undefined,
  fleet: readonly Vehicle[],
): EngineVehicleType {
  if (vehicle === 'scooter') return 'moto';
  if (vehicle === 'atv') return 'atv';
  const model = fleet.find((v) => v.name === vehicle);
  return model ? engineVehicleType(model.type) : 'car';
}

/**
 * The engine's search page for one vehicle: `searchUrl` with `lang` (default `en`) and
 * `vehicle_type` set; other parameters already on `searchUrl` are kept.
 *
 * @param searchUrl the configured search page (`business.booking.searchUrl`)
 * @param type the vehicle's type
 * @throws TypeError when `searchUrl` is not an absolute URL
 */
export function vehicleBookingUrl(
  searchUrl: string,
  type: Vehicle['type'],
  lang = defaultLang,
): string {
  const url = new URL(searchUrl);
  url.searchParams.set('lang', lang);
  url.searchParams.set('vehicle_type', engineVehicleType(type));
  return url.toString();
}
