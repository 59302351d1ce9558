/**
 * Structured data of a vehicle page (`/fleet/{id}`): schema.org `Car` for cars and `Product` for
 * scooters, motorbikes and ATVs, each with an `Offer` of the daily rate in EUR (a
 * `UnitPriceSpecification` per day), sold by the business (`AutoRental` `@id`).
 */
import type { CarLeaf, ProductLeaf, WithContext } from 'schema-dts';
import type { Vehicle } from './vehicle';

/** What {@link vehicleJsonLd} needs to know about the site. */
export interface VehicleJsonLdSite {
  /** Origin, no trailing slash, e.g. `https://www.paros-rentals.example`. */
  siteUrl: string;
}

const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : new URL(path, `${siteUrl}/`).toString());

/**
 * The vehicle's JSON-LD.
 *
 * @param site the site origin
 * @param vehicle the vehicle
 * @param images its images (site paths or URLs), main image first
 */
export function vehicleJsonLd(site: VehicleJsonLdSite, vehicle: Vehicle, images: readonly string[]): WithContext<CarLeaf | ProductLeaf> {
  const url = absolute(site.siteUrl, `/fleet/${vehicle.id}`);
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
      unitText: 'per day',
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
    category: vehicle.category,
    offers: offer,
  } as const;
  if (vehicle.type === 'Car') {
    return {
      ...common,
      '@type': 'Car',
      vehicleTransmission: vehicle.transmission,
      fuelType: vehicle.fuel_type,
      seatingCapacity: vehicle.seats,
      numberOfDoors: vehicle.doors,
      vehicleEngine: { '@type': 'EngineSpecification', name: vehicle.engine_size },
    } satisfies WithContext<CarLeaf>;
  }
  return {
    ...common,
    '@type': 'Product',
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Type', value: vehicle.type },
      { '@type': 'PropertyValue', name: 'Transmission', value: vehicle.transmission },
      { '@type': 'PropertyValue', name: 'Engine', value: vehicle.engine_size },
      { '@type': 'PropertyValue', name: 'Seats', value: vehicle.seats },
    ],
  } satisfies WithContext<ProductLeaf>;
}
