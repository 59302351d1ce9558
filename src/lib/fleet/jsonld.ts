/**
 * Structured data of a vehicle page (`/fleet/{id}`): schema.org `Car` for cars, `Motorcycle` for
 * scooters and motorbikes and `Vehicle` for ATVs / quads (schema.org has no narrower type for
 * them), each with an `Offer` of the daily rate in EUR (a `UnitPriceSpecification` per day),
 * offered by the business (`AutoRental` `@id`). Vehicle types rather than `Product`: the page
 * describes a vehicle for rent, and `Vehicle` carries its transmission, engine and seats as
 * properties instead of free-form `additionalProperty` values.
 */
import type { CarLeaf, MotorcycleLeaf, VehicleLeaf, WithContext } from 'schema-dts';
import type { Vehicle } from './vehicle';

/** What {@link vehicleJsonLd} needs to know about the site. */
export interface VehicleJsonLdSite {
  /** Origin, no trailing slash, e.g. `https://www.paros-rentals.example`. */
  siteUrl: string;
}

/** What {@link vehicleJsonLd} needs to know about the page that carries it. */
export interface VehicleJsonLdPage {
  /**
   * The page's own site path in its language, e.g. `/fleet/fiat-500` or `/el/fleet/fiat-500`:
   * the vehicle's `url`, its Offer's `url` and its `@id` (`…#vehicle`) are this page's canonical
   * URL, so each language version describes itself (audit 34 #3).
   */
  path: string;
  /** The vehicle's category as the page shows it, in its language (`Economy`, `Οικονομικά`). */
  category: string;
  /** The price's unit as the page shows it beside the rate (`per day`, `την ημέρα`). */
  unitText: string;
}

const absolute = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : new URL(path, `${siteUrl}/`).toString();

/**
 * The vehicle's JSON-LD.
 *
 * @param site the site origin
 * @param vehicle the vehicle (its texts in the page's language)
 * @param images its images (site paths or URLs), main image first
 * @param page the page that carries it: its own path, and the category and price unit in its
 *   words (structured data in the page's language, audit 34 #4)
 */
export function vehicleJsonLd(
  site: VehicleJsonLdSite,
  vehicle: Vehicle,
  images: readonly string[],
  page: VehicleJsonLdPage,
): WithContext<CarLeaf | MotorcycleLeaf | VehicleLeaf> {
  const url = absolute(site.siteUrl, page.path);
  const offer = {
    '@type': 'Offer',
    url,
    price: vehicle.price_per_day,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: vehicle.price_per_day,
      priceCurrency: 'EUR',
      unitCode: 'DAY',
      unitText: page.unitText,
    },
    seller: { '@id': `${site.siteUrl}/#business` },
  } as const;
  const common = {
    '@context': 'https://schema.org',
    '@id': `${url}#vehicle`,
    name: vehicle.name,
    description: vehicle.description,
    url,
    image: images.map((src) => absolute(site.siteUrl, src)),
    sku: vehicle.id,
    brand: { '@type': 'Brand', name: vehicle.brand },
    model: vehicle.model,
    category: page.category,
    offers: offer,
  } as const;
  const properties = {
    vehicleTransmission: vehicle.transmission,
    fuelType: vehicle.fuel_type,
    seatingCapacity: vehicle.seats,
    vehicleEngine: { '@type': 'EngineSpecification', name: vehicle.engine_size },
  } as const;
  if (vehicle.type === 'Car') {
    return {
      ...common,
      ...properties,
      '@type': 'Car',
      numberOfDoors: vehicle.doors,
    } satisfies WithContext<CarLeaf>;
  }
  if (vehicle.type === 'Motorbike') {
    return {
      ...common,
      ...properties,
      '@type': 'Motorcycle',
    } satisfies WithContext<MotorcycleLeaf>;
  }
  return {
    ...common,
    ...properties,
    '@type': 'Vehicle',
    vehicleConfiguration: vehicle.type,
  } satisfies WithContext<VehicleLeaf>;
}
