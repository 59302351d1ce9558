import { describe, expect, it } from 'vitest';
import { filterVehicles, similarVehicles, sortVehicles, vehicleImages, vehicleSchema, type Vehicle } from '../../src/lib/fleet';

const make = (over: Partial<Vehicle> & Pick<Vehicle, 'id'>): Vehicle =>
  vehicleSchema.parse({
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
    ...over,
  });

const fleet = [
  make({ id: 'jimny', name: 'Suzuki Jimny', brand: 'Suzuki', model: 'Jimny', category: 'jeep', price_per_day: 60 }),
  make({ id: 'aygo-auto', transmission: 'Automatic', price_per_day: 40 }),
  make({ id: 'aygo' }),
  make({ id: 'liberty', name: 'Piaggio Liberty 50', brand: 'Piaggio', model: 'Liberty 50', category: 'scooter', type: 'Motorbike', seats: 2, doors: 0, price_per_day: 20, engine_size: '50cc' }),
  make({ id: 'doblo', name: 'Fiat Doblo', brand: 'Fiat', model: 'Doblo', category: 'family', seats: 7, price_per_day: 50 }),
];

describe('filterVehicles', () => {
  it('filters by equality and by price and seat bounds (inclusive)', () => {
    expect(filterVehicles(fleet, { category: 'economy' }).map((v) => v.id)).toEqual(['aygo-auto', 'aygo']);
    expect(filterVehicles(fleet, { type: 'Motorbike' }).map((v) => v.id)).toEqual(['liberty']);
    expect(filterVehicles(fleet, { transmission: 'Automatic' }).map((v) => v.id)).toEqual(['aygo-auto']);
    expect(filterVehicles(fleet, { minPrice: 40, maxPrice: 50 }).map((v) => v.id)).toEqual(['aygo-auto', 'doblo']);
    expect(filterVehicles(fleet, { minSeats: 5 }).map((v) => v.id)).toEqual(['doblo']);
    expect(filterVehicles(fleet, {})).toHaveLength(fleet.length);
  });
});

describe('sortVehicles and similarVehicles', () => {
  it('orders by category ascending then price ascending', () => {
    expect(sortVehicles(fleet).map((v) => v.id)).toEqual(['aygo', 'aygo-auto', 'doblo', 'jimny', 'liberty']);
  });
  it('similar: same category, not itself, at most 3', () => {
    expect(similarVehicles(fleet, fleet[2]!).map((v) => v.id)).toEqual(['aygo-auto']);
  });
});

describe('vehicleImages (spec 000 s.9 lookup order)', () => {
  it('uses the vehicle own images first', () => {
    expect(vehicleImages(make({ id: 'x', images: ['/a.jpg'] }))).toEqual(['/a.jpg']);
  });
  it('matches by brand-model and partial name', () => {
    expect(vehicleImages(fleet[2]!)[0]).toBe('/images/vehicles/toyota-aygo.svg');
    expect(vehicleImages(fleet[0]!)[0]).toBe('/images/vehicles/suzuki-jimny.svg');
    expect(vehicleImages(make({ id: 'c', name: 'Fiat 500 Cabrio', brand: 'Fiat', model: '500 Cabrio' }))[0]).toBe('/images/vehicles/fiat-500.svg');
  });
  it('falls back to a scooter image for two-wheelers and ATVs, else a placeholder', () => {
    expect(vehicleImages(make({ id: 'q', name: 'TGB Blade', brand: 'TGB', model: 'Blade', type: 'ATV / QUAD' }))).toEqual(['/images/vehicles/scooter.svg']);
    expect(vehicleImages(make({ id: 'm', name: 'Mini Cooper', brand: 'Mini', model: 'Cooper' }))).toEqual(['/images/art/placeholder.svg']);
  });
  it('rejects a vehicle outside the schema', () => {
    expect(() => make({ id: 'bad', category: 'bus' as Vehicle['category'] })).toThrow();
  });
});
