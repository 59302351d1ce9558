/**
 * The pickup places whose names are the same in every language (the airport's is translated in
 * each language's licence strings): spread into each language's `src/locales/<code>/licence.ts`.
 */
export const PLACE_NAMES = {
  'pickup.place.parikia': 'Parikia',
  'pickup.place.naoussa': 'Naoussa',
  'pickup.place.goldenBeach': 'Golden Beach',
  'pickup.place.lefkes': 'Lefkes',
  'pickup.place.pounta': 'Pounta',
  'pickup.place.antiparosPort': 'Antiparos',
} as const;
