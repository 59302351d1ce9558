import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  engineTypeOfChoice,
  engineVehicleType,
  filterVehicles,
  fleetQueryString,
  parseFleetQuery,
  placeholderImage,
  scooterFallback,
  similarVehicles,
  sortVehicles,
  sortVehiclesBy,
  toFleetCard,
  vehicleBookingUrl,
  vehicleImageMap,
  vehicleImages,
  vehicleJsonLd,
  vehicleSchema,
  type Vehicle,
} from '../../src/lib/fleet';
import { aygoRecord, embeddedFleet } from './fixtures';

const embedded = embeddedFleet;

const make = (over: Partial<Vehicle> & Pick<Vehicle, 'id'>): Vehicle =>
  vehicleSchema.parse({ ...aygoRecord, ...over });

const fleet = [
  make({
    id: 'jimny',
    name: 'Suzuki Jimny',
    brand: 'Suzuki',
    model: 'Jimny',
    category: 'jeep',
    price_per_day: 60,
  }),
  make({ id: 'aygo-auto', transmission: 'Automatic', price_per_day: 40 }),
  make({ id: 'aygo' }),
  make({
    id: 'liberty',
    name: 'Piaggio Liberty 50',
    brand: 'Piaggio',
    model: 'Liberty 50',
    category: 'scooter',
    type: 'Motorbike',
    seats: 2,
    doors: 0,
    price_per_day: 20,
    engine_size: '50cc',
  }),
  make({
    id: 'doblo',
    name: 'Fiat Doblo',
    brand: 'Fiat',
    model: 'Doblo',
    category: 'family',
    seats: 7,
    price_per_day: 50,
  }),
  make({
    id: 'quad',
    name: 'Kymco MXU 300',
    brand: 'Kymco',
    model: 'MXU 300',
    category: 'atv',
    type: 'ATV / QUAD',
    seats: 2,
    doors: 0,
    price_per_day: 50,
    engine_size: '300cc',
    transmission: 'Automatic',
  }),
];
const ids = (vs: readonly { id: string }[]) => vs.map((v) => v.id);

describe('filterVehicles: category, type, transmission, price range and minimum seats', () => {
  it('category, type and transmission are equality filters', () => {
    expect(ids(filterVehicles(fleet, { category: 'economy' }))).toEqual(['aygo-auto', 'aygo']);
    expect(ids(filterVehicles(fleet, { type: 'Motorbike' }))).toEqual(['liberty']);
    expect(ids(filterVehicles(fleet, { type: 'ATV / QUAD' }))).toEqual(['quad']);
    expect(ids(filterVehicles(fleet, { transmission: 'Automatic' }))).toEqual([
      'aygo-auto',
      'quad',
    ]);
  });
  it('minPrice and maxPrice bound price_per_day inclusively', () => {
    expect(ids(filterVehicles(fleet, { minPrice: 50 }))).toEqual(['jimny', 'doblo', 'quad']);
    expect(ids(filterVehicles(fleet, { maxPrice: 35 }))).toEqual(['aygo', 'liberty']);
    expect(ids(filterVehicles(fleet, { minPrice: 40, maxPrice: 50 }))).toEqual([
      'aygo-auto',
      'doblo',
      'quad',
    ]);
  });
  it('minSeats is seats >= n', () => {
    expect(ids(filterVehicles(fleet, { minSeats: 5 }))).toEqual(['doblo']);
    expect(ids(filterVehicles(fleet, { minSeats: 4 }))).toEqual([
      'jimny',
      'aygo-auto',
      'aygo',
      'doblo',
    ]);
  });
  it('combines filters with AND; no filter keeps everything', () => {
    expect(
      ids(filterVehicles(fleet, { type: 'Car', transmission: 'Manual', maxPrice: 50 })),
    ).toEqual(['aygo', 'doblo']);
    expect(filterVehicles(fleet, {})).toHaveLength(fleet.length);
    expect(filterVehicles(fleet, { category: 'luxury' })).toEqual([]);
  });
  it('works on compact cards too', () => {
    expect(ids(filterVehicles(fleet.map(toFleetCard), { type: 'Car', minSeats: 5 }))).toEqual([
      'doblo',
    ]);
  });
});

describe('sortVehicles, sortVehiclesBy, similarVehicles', () => {
  it('orders by category ascending then price ascending', () => {
    expect(ids(sortVehicles(fleet))).toEqual([
      'quad',
      'aygo',
      'aygo-auto',
      'doblo',
      'jimny',
      'liberty',
    ]);
  });
  it('the sort choices', () => {
    expect(ids(sortVehiclesBy(fleet, 'category'))).toEqual(ids(sortVehicles(fleet)));
    expect(ids(sortVehiclesBy(fleet, 'price-asc'))).toEqual([
      'liberty',
      'aygo',
      'aygo-auto',
      'quad',
      'doblo',
      'jimny',
    ]);
    expect(ids(sortVehiclesBy(fleet, 'price-desc'))).toEqual([
      'jimny',
      'quad',
      'doblo',
      'aygo-auto',
      'aygo',
      'liberty',
    ]);
    expect(ids(sortVehiclesBy(fleet, 'seats-desc'))).toEqual([
      'doblo',
      'aygo',
      'aygo-auto',
      'jimny',
      'liberty',
      'quad',
    ]);
  });
  it('sorting does not change its input', () => {
    const before = ids(fleet);
    sortVehiclesBy(fleet, 'price-desc');
    expect(ids(fleet)).toEqual(before);
  });
  it('similar: same category, not itself, at most 3', () => {
    expect(ids(similarVehicles(fleet, fleet[2]!))).toEqual(['aygo-auto']);
    const many = Array.from({ length: 5 }, (_, i) => make({ id: `e${i}`, price_per_day: 50 - i }));
    expect(ids(similarVehicles(many, many[0]!))).toEqual(['e4', 'e3', 'e2']);
  });
});

describe('activeFilterCount (the phone badge)', () => {
  it('counts filter groups, price range once, not the sort', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ category: 'suv' })).toBe(1);
    expect(activeFilterCount({ minPrice: 20, maxPrice: 40 })).toBe(1);
    expect(
      activeFilterCount({
        category: 'suv',
        type: 'Car',
        transmission: 'Manual',
        maxPrice: 40,
        minSeats: 5,
      }),
    ).toBe(5);
  });
});

describe('the fleet URL (query parameters)', () => {
  it("category and type preset the filters (the old site's names and values)", () => {
    expect(parseFleetQuery('?category=suv&type=Car')).toEqual({
      sort: 'category',
      category: 'suv',
      type: 'Car',
    });
    expect(parseFleetQuery('?type=ATV+%2F+QUAD')).toEqual({ sort: 'category', type: 'ATV / QUAD' });
  });
  it('reads case-insensitively, with type aliases, and drops junk', () => {
    expect(parseFleetQuery('?category=SUV&type=atv')).toEqual({
      sort: 'category',
      category: 'suv',
      type: 'ATV / QUAD',
    });
    expect(parseFleetQuery('?type=scooters&transmission=automatic')).toEqual({
      sort: 'category',
      type: 'Motorbike',
      transmission: 'Automatic',
    });
    expect(
      parseFleetQuery('?category=bus&type=boat&minPrice=abc&minSeats=2.5&sort=random'),
    ).toEqual({ sort: 'category' });
  });
  it('reads the price range, minimum seats and sort', () => {
    expect(parseFleetQuery('minPrice=30&maxPrice=55.5&minSeats=5&sort=price-desc')).toEqual({
      sort: 'price-desc',
      minPrice: 30,
      maxPrice: 55.5,
      minSeats: 5,
    });
  });
  it('writes canonical strings and round-trips', () => {
    const query = {
      sort: 'seats-desc' as const,
      maxPrice: 60,
      type: 'ATV / QUAD' as const,
      category: 'atv' as const,
    };
    expect(fleetQueryString(query)).toBe(
      '?category=atv&type=ATV+%2F+QUAD&maxPrice=60&sort=seats-desc',
    );
    expect(parseFleetQuery(fleetQueryString(query))).toEqual(query);
    expect(fleetQueryString({ sort: 'category' })).toBe('');
  });
});

describe('vehicleImages: id, name, model, brand-model, partial, fallback; every step', () => {
  const bare = { name: 'Mystery', model: 'Zzz', brand: 'Qqq' };
  const first = (over: Partial<Vehicle>) =>
    vehicleImages(make({ id: 'no-key', ...bare, ...over }))[0];
  it('0. the vehicle own images first (all of them)', () => {
    expect(vehicleImages(make({ id: 'x', images: ['/a.jpg', '/b.jpg'] }))).toEqual([
      '/a.jpg',
      '/b.jpg',
    ]);
  });
  it('1. vehicle id', () => {
    expect(first({ id: 'celerio' })).toBe('/images/vehicles/suzuki-celerio.svg');
    expect(first({ id: 'alto', name: 'Suzuki Ignis' })).toBe('/images/vehicles/suzuki-alto.svg');
  });
  it('2. name, before model', () => {
    expect(first({ name: 'Fiat Panda' })).toBe('/images/vehicles/fiat-panda.svg');
    expect(first({ name: 'Celerio', model: 'Jimny' })).toBe('/images/vehicles/suzuki-celerio.svg');
  });
  it('3. model, before brand-model', () => {
    expect(first({ model: 'Kamiq' })).toBe('/images/vehicles/skoda-kamiq.svg');
    expect(first({ brand: 'Fiat', model: 'Doblo' })).toBe('/images/vehicles/fiat-doblo.svg');
  });
  it('4. brand-model', () => {
    expect(first({ brand: 'Skoda', model: 'Citigo' })).toBe('/images/vehicles/skoda-citigo.svg');
    expect(first({ brand: 'Citroën', model: 'C3' })).toBe('/images/vehicles/citroen-c3.svg');
  });
  it('5. partial match on the name, before the model', () => {
    expect(first({ name: 'Fiat 500 Cabrio' })).toBe('/images/vehicles/fiat-500.svg');
    expect(first({ name: 'Alto Special', model: 'Ignis Sport' })).toBe(
      '/images/vehicles/suzuki-alto.svg',
    );
  });
  it('6. partial match on the model, before the brand', () => {
    expect(first({ model: 'Jimny Sierra' })).toBe('/images/vehicles/suzuki-jimny.svg');
    expect(first({ model: 'Aygo' })).toBe('/images/vehicles/toyota-aygo.svg');
    expect(first({ model: 'Fabia Combi', brand: 'Buggy Works' })).toBe(
      '/images/vehicles/skoda-fabia.svg',
    );
  });
  it('7. partial match on the brand', () => {
    expect(first({ brand: 'Buggy Works' })).toBe('/images/vehicles/buggy.svg');
  });
  it('8. fallback: a scooter image for Motorbike and ATV / QUAD, else the placeholder', () => {
    expect(vehicleImages(make({ id: 'm', ...bare, type: 'Motorbike' }))).toEqual([scooterFallback]);
    expect(
      vehicleImages(
        make({
          id: 'q',
          name: 'Polaris Sportsman',
          brand: 'Polaris',
          model: 'Sportsman',
          type: 'ATV / QUAD',
        }),
      ),
    ).toEqual([scooterFallback]);
    expect(
      vehicleImages(make({ id: 'c', name: 'Lada Niva', brand: 'Lada', model: 'Niva' })),
    ).toEqual([placeholderImage]);
  });
  it('every embedded vehicle has a drawing of its own kind (no fallback, ATVs not drawn as scooters)', () => {
    for (const v of embedded) {
      const [main] = vehicleImages(v);
      expect(main, v.id).not.toBe(placeholderImage);
      if (v.type === 'ATV / QUAD') expect(main, v.id).toMatch(/\/(atv|atv-large|buggy)\.svg$/);
      if (v.type === 'Motorbike') expect(main, v.id).toMatch(/\/scooter-(50|125|150)\.svg$/);
    }
  });
  it('every image of the map, and the fallbacks, is a file in public/', () => {
    for (const path of [
      ...Object.values(vehicleImageMap).flat(),
      scooterFallback,
      placeholderImage,
    ]) {
      expect(existsSync(`public${path}`), path).toBe(true);
    }
  });
  it('the compact card carries the main image', () => {
    expect(toFleetCard(fleet[0]!)).toEqual({
      id: 'jimny',
      name: 'Suzuki Jimny',
      category: 'jeep',
      type: 'Car',
      transmission: 'Manual',
      seats: 4,
      engine_size: '1.0L',
      price_per_day: 60,
      image: '/images/vehicles/suzuki-jimny.svg',
    });
  });
});

describe('vehicleSchema', () => {
  it('rejects a vehicle outside the schema', () => {
    expect(() => make({ id: 'bad', category: 'bus' as Vehicle['category'] })).toThrow();
    expect(() => make({ id: 'Bad Id' })).toThrow();
    expect(() => make({ id: 'cheap', price_per_day: 0 })).toThrow();
  });
  it('accepts numeric ids (Supabase rows) as strings', () => {
    expect(make({ id: 12 as unknown as string }).id).toBe('12');
  });
});

describe('the detail page: book link and JSON-LD', () => {
  it('the engine vehicle type and the book link', () => {
    expect(engineVehicleType('Car')).toBe('car');
    expect(engineVehicleType('Motorbike')).toBe('moto');
    expect(engineVehicleType('ATV / QUAD')).toBe('atv');
    expect(vehicleBookingUrl('https://booking.example/search', 'ATV / QUAD')).toBe(
      'https://booking.example/search?lang=en&vehicle_type=atv',
    );
  });
  it('the engine vehicle type of what the chat holds: a kind, or a vehicle of the fleet by name', () => {
    expect(engineTypeOfChoice('scooter', fleet)).toBe('moto');
    expect(engineTypeOfChoice('atv', fleet)).toBe('atv');
    expect(engineTypeOfChoice('suv', fleet)).toBe('car');
    expect(engineTypeOfChoice(undefined, fleet)).toBe('car');
    const scooter = fleet.find((v) => v.type === 'Motorbike')!;
    const atv = fleet.find((v) => v.type === 'ATV / QUAD')!;
    expect(engineTypeOfChoice(scooter.name, fleet)).toBe('moto');
    expect(engineTypeOfChoice(atv.name, fleet)).toBe('atv');
    expect(engineTypeOfChoice(scooter.name, [])).toBe('car');
  });
  it('Car with an Offer of the daily rate in EUR', () => {
    const ld = vehicleJsonLd(
      { siteUrl: 'https://site.example' },
      fleet[4]!,
      ['/images/vehicles/fiat-doblo.svg'],
      { path: '/fleet/doblo', category: 'Family', unitText: 'per day' },
    ) as Record<string, any>;
    expect(ld['@type']).toBe('Car');
    expect(ld.url).toBe('https://site.example/fleet/doblo');
    expect(ld.image).toEqual(['https://site.example/images/vehicles/fiat-doblo.svg']);
    expect(ld.seatingCapacity).toBe(7);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 50,
      priceCurrency: 'EUR',
      priceSpecification: { unitCode: 'DAY', price: 50, priceCurrency: 'EUR' },
    });
  });
  it('Motorcycle for scooters and motorbikes, Vehicle for ATVs, each with its Offer (never Product)', () => {
    const ld = vehicleJsonLd({ siteUrl: 'https://site.example' }, fleet[3]!, ['/x.svg'], {
      path: `/fleet/${fleet[3]!.id}`,
      category: 'Scooter',
      unitText: 'per day',
    }) as Record<string, any>;
    expect(fleet[3]!.type).toBe('Motorbike');
    expect(ld['@type']).toBe('Motorcycle');
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Piaggio' });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 20, priceCurrency: 'EUR' });
    expect(ld).not.toHaveProperty('additionalProperty');
    const atv = vehicleJsonLd(
      { siteUrl: 'https://site.example' },
      { ...fleet[3]!, id: 'quad', type: 'ATV / QUAD' },
      ['/x.svg'],
      { path: '/fleet/quad', category: 'ATV', unitText: 'per day' },
    ) as Record<string, any>;
    expect(atv['@type']).toBe('Vehicle');
    expect(atv.vehicleConfiguration).toBe('ATV / QUAD');
    expect(atv.offers).toMatchObject({
      '@type': 'Offer',
      url: 'https://site.example/fleet/quad',
      priceCurrency: 'EUR',
    });
  });
  it('a translated page describes itself: its own url, Offer url and @id (audit 34 #3)', () => {
    const ld = vehicleJsonLd({ siteUrl: 'https://site.example' }, fleet[4]!, ['/x.svg'], {
      path: '/el/fleet/doblo',
      category: 'Οικογενειακά',
      unitText: 'την ημέρα',
    }) as Record<string, any>;
    expect(ld.url).toBe('https://site.example/el/fleet/doblo');
    // In the page's words (audit 34 #4).
    expect(ld.category).toBe('Οικογενειακά');
    expect(ld.offers.priceSpecification).toMatchObject({ unitCode: 'DAY', unitText: 'την ημέρα' });
    expect(ld['@id']).toBe('https://site.example/el/fleet/doblo#vehicle');
    expect(ld.offers.url).toBe('https://site.example/el/fleet/doblo');
  });
});
