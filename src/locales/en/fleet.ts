/**
 * English UI strings of the fleet (docs/requirements.md, "Fleet page", "Vehicle page", "Error
 * messages"): the list page and its filter island, vehicle cards, the detail page and the vehicle
 * 404 note. Spread into the main dictionary (`{ ...fleetEn }` in `en.ts`), so Astro pages use
 * `t('fleet.…')`; the fleet island imports this object directly (a few KB) instead of the whole
 * dictionary.
 *
 * `{name}` placeholders are filled by the caller. `fleet.type.*` and `fleet.transmission.*` are
 * keyed by the data's own values (`Car`, `Motorbike`, `ATV / QUAD`, `Automatic`, `Manual`).
 */
export const fleetEn = {
  'fleet.title': 'Our Fleet: Cars, Scooters & ATVs for Rent in Paros',
  'fleet.description':
    'Browse our rental fleet on Paros and Antiparos: economy and family cars, SUVs, jeeps, scooters and ATVs, with daily prices, seats and transmission.',
  'fleet.heading': 'Our fleet',
  'fleet.lead':
    'Every vehicle comes with full insurance, unlimited kilometres and free delivery to the port, the airport or your hotel.',
  'fleet.count': '{count} vehicles',
  'fleet.count.one': '1 vehicle',
  'fleet.countOf': '{count} of {total} vehicles',
  'fleet.countOf.one': '1 of {total} vehicles',
  'fleet.results': 'Vehicles',
  'fleet.filters.heading': 'Filter vehicles',
  'fleet.filters.toggle': 'Filters',
  'fleet.filters.active': '{count} active',
  'fleet.filters.show': 'Show {count} vehicles',
  'fleet.filters.show.one': 'Show 1 vehicle',
  'fleet.filters.close': 'Close filters',
  'fleet.filter.category': 'Category',
  'fleet.filter.type': 'Vehicle type',
  'fleet.filter.transmission': 'Transmission',
  'fleet.filter.price': 'Price per day',
  'fleet.filter.minPrice': 'From',
  'fleet.filter.maxPrice': 'Up to',
  'fleet.filter.seats': 'Minimum seats',
  'fleet.filter.all': 'All',
  'fleet.filter.any': 'Any',
  'fleet.filter.seatsOption': '{seats}+ seats',
  'fleet.type.Car': 'Cars',
  'fleet.type.Motorbike': 'Scooters & motorbikes',
  'fleet.type.ATV / QUAD': 'ATVs & quads',
  'fleet.transmission.Automatic': 'Automatic',
  'fleet.transmission.Manual': 'Manual',
  'fleet.sort': 'Sort by',
  'fleet.sort.category': 'Category, then price',
  'fleet.sort.price-asc': 'Price: low to high',
  'fleet.sort.price-desc': 'Price: high to low',
  'fleet.sort.seats-desc': 'Most seats first',
  'fleet.clear': 'Clear Filters',
  'fleet.empty.heading': 'No vehicles found',
  'fleet.empty.text':
    'No vehicle matches all of these filters. Clear them, or try another category or a wider price range.',
  'fleet.loading': 'Loading vehicles…',
  'fleet.refreshing': 'Checking the latest prices…',
  'fleet.error.heading': 'Our vehicles cannot be shown right now',
  'fleet.error.text':
    'The cars database table is missing or not connected, so the fleet cannot be loaded here. You can still see every vehicle, its price and availability on our booking page.',
  'fleet.error.book': 'Book directly',
  'fleet.newTab': '(opens in a new tab)',
  'fleet.imageUnavailable': 'Image unavailable',
  'fleet.notFound.title': 'Vehicle Not Found',
  'fleet.notFound.heading': 'Vehicle Not Found',
  'fleet.notFound.text': "The vehicle you're looking for doesn't exist or is no longer available.",
  'fleet.notFound.back': 'Back to Fleet',
  'fleet.perDay': 'per day',
  'fleet.view': 'View details',
  'fleet.seats': '{seats} seats',
  'fleet.doors': '{doors} doors',
  'fleet.category.economy': 'Economy',
  'fleet.category.compact': 'Compact',
  'fleet.category.family': 'Family',
  'fleet.category.suv': 'SUV',
  'fleet.category.jeep': 'Jeep & 4x4',
  'fleet.category.scooter': 'Scooters',
  'fleet.category.atv': 'ATVs & buggies',
  'fleet.category.luxury': 'Luxury',
  'fleet.about.economy':
    'Small, light and easy to park: the right choice for narrow village streets in Naoussa, Parikia and Lefkes, and the cheapest way to see the whole island.',
  'fleet.about.compact':
    "A little more room and power than an economy car, comfortable for two to four people with luggage on the island's hill roads.",
  'fleet.about.family':
    'Space for the whole family and the beach bags: five seats, a proper boot and air conditioning for summer days.',
  'fleet.about.suv':
    'Higher seating and more ground clearance for the dirt tracks that lead to quieter beaches.',
  'fleet.about.jeep':
    'Made for Cycladic dirt roads: short, tough and fun, with four-wheel drive for the tracks to remote coves.',
  'fleet.about.scooter':
    'The island way to travel: easy parking at every beach, low fuel costs and the breeze on coastal roads. Helmets included.',
  'fleet.about.atv':
    'Go where cars cannot: the quad bikes and buggies handle sandy tracks and hill paths. Minimum age 18 with a valid driving licence.',
  'fleet.about.luxury':
    'For a special trip: our best-equipped cars, with automatic gearboxes and extra comfort for the island roads.',
  'vehicle.breadcrumb': 'Fleet',
  'vehicle.specs': 'Specifications',
  'vehicle.features': 'Features',
  'vehicle.about': 'About this category',
  'vehicle.similar': 'Similar vehicles',
  'vehicle.dailyRate': 'Daily rate',
  'vehicle.book': 'Book this vehicle',
  'vehicle.askAi': 'Ask AI assistant',
  'vehicle.spec.brand': 'Brand',
  'vehicle.spec.model': 'Model',
  'vehicle.spec.category': 'Category',
  'vehicle.spec.type': 'Type',
  'vehicle.spec.transmission': 'Transmission',
  'vehicle.spec.fuel': 'Fuel',
  'vehicle.spec.seats': 'Seats',
  'vehicle.spec.doors': 'Doors',
  'vehicle.spec.engine': 'Engine',
  'vehicle.faq': 'Questions about renting this vehicle',
  'vehicle.imageAlt': '{name}, side view illustration',
  'vehicle.photo': 'Image {n} of {name}',
  /** Opening message of the chat when opened from a vehicle page's 'Ask AI assistant' button. */
  'vehicle.chatOpener':
    'Hi! Thinking about the {name}? Ask me about its price, licence rules or delivery.',
  /** SEO title and description of a vehicle page. */
  'vehicle.metaTitle': '{name} Rental in Paros',
  'vehicle.metaDescription':
    'Rent the {name} on Paros and Antiparos from {price} per day: {seats} seats, {transmission} gearbox, free delivery.',
  /** Fuel values of the fleet (`fuel_type`); other values are shown as stored. */
  'fleet.fuel.Petrol': 'Petrol',
  'fleet.fuel.Diesel': 'Diesel',
  'fleet.fuel.Hybrid': 'Hybrid',
  'fleet.fuel.Electric': 'Electric',
  /** "What's included" (src/lib/included.ts, docs/requirements.md): `{price}`, `{max}`, `{min}`, `{childSeat}`, `{gps}` are EUR amounts. */
  'included.heading': "What's included",
  'included.pageHeading': 'What the price includes',
  'included.notHeading': 'Not included',
  'included.insurance': 'Full insurance',
  'included.mileage': 'Unlimited kilometres',
  'included.delivery': 'Free delivery to the port, the airport, your hotel and Antiparos',
  'included.fuel': 'Full-to-full fuel: you get it full and bring it back full',
  'included.childSeatGps':
    'Child seat and GPS free on request (our rental terms list {childSeat} and {gps} a day: your booking confirmation says which applies)',
  'included.support': '{support} support',
  'included.deposit':
    'Card hold of {min}–{max} on a Visa or Mastercard credit card (our home page says no deposit: your booking confirmation says which applies)',
  'included.additionalDriver': 'Additional driver: {price} a day',
  'included.roadsideAssistance': 'Roadside assistance cover: {price} a day',
  'included.snowChains': 'Snow chains: {price} a day, at most {max}',
  'included.refuelling': 'Refuelling fee if it comes back not full: {price}',
  'included.airportDropoff': 'Drop-off at the airport: an extra fee, confirmed when you book',
  'included.compact.insurance': 'Full insurance',
  'included.compact.mileage': 'Unlimited km',
  'included.compact.delivery': 'Free delivery',
  /** 'Licence needed' on two-wheeler and ATV cards (src/lib/licence.ts rules); `{age}` from facts.ages.atvMinimum. */
  'fleet.licence.scooter50': 'Licence: a car licence is enough',
  'fleet.licence.scooter125': 'Licence: motorcycle (A1, A2 or A)',
  'fleet.licence.atv': 'Licence: driving licence, {age}+',
  /** "Price for your dates" (src/lib/pricing.ts `quote`): `{total}`, `{price}`, `{base}`, `{amount}` are EUR amounts. */
  'quote.heading': 'Price for your dates',
  'quote.datesLegend': 'Your dates',
  'quote.pickup': 'Pickup date',
  'quote.return': 'Return date',
  'quote.prompt': 'Choose your dates to see what the whole rental costs.',
  'quote.result': '{days} days from {total}',
  'quote.result.one': '1 day from {total}',
  'quote.breakdown': 'How it adds up',
  'quote.base': '{days} × {price} a day = {base}',
  'quote.discount.duration': 'Long-rental discount −{percent}%: −{amount}',
  'quote.discount.early': 'Early-booking discount −{percent}%: −{amount}',
  'quote.noDiscount': 'No discount for these dates',
  'quote.total': 'Estimate: {total}',
  'quote.final': 'The booking engine gives the final price.',
  'quote.past': 'The pickup date has passed: choose today or a later date.',
  'quote.invalid': 'The return must be after the pickup.',
  'quote.rules':
    'Discounts: {week}% from {weekDays} days, {twoWeeks}% from {twoWeeksDays} days, {month}% from {monthDays} days; or {early30}% when you book {early30Days} days ahead, {early60}% from {early60Days} days. One discount applies: the larger.',
  'quote.forDates': 'Prices for your dates: {days} days, from {from} to {to}.',
  'quote.forDates.one': 'Prices for your dates: 1 day, from {from} to {to}.',
  'quote.clear': 'Clear dates',
} as const;

/** The keys every language must provide for the fleet. */
export type FleetKey = keyof typeof fleetEn;
/** A full set of fleet strings: one string per {@link FleetKey}. */
export type FleetStrings = Record<FleetKey, string>;
