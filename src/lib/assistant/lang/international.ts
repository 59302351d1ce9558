/**
 * Words Marcia's language packs share because visitors type them the same in every language:
 * the names of Paros' villages and beaches and the international names of a 4x4. Each language's
 * keyword table (`{lang}/words.ts`) spreads them where its own words stand around them.
 */

/**
 * The villages of Paros (Greek names in Latin letters) that follow 'Paros' and the word for
 * island in tier 1 of the `locations` intent of every language.
 */
export const parosVillages = [
  'parikia',
  'naoussa',
  'naousa',
  'lefkes',
  'aliki',
  'piso livadi',
  'marpissa',
  'ampelas',
];

/** The beaches of Paros by name, in tier 2 of the `beaches` intent of every language. */
export const parosBeaches = [
  'golden beach',
  'kolymbithres',
  'santa maria',
  'monastiri',
  'lageri',
  'faragas',
];

/** A 4x4 as every language writes it: the first words of tier 3 of the `suvs` intent. */
export const suvNames = ['suv', 'jeep', '4x4', '4 x 4'];

/**
 * Every ordered pair of two different vehicle kinds, phrased the language's way: the phrases of
 * the compare intent ('car or scooter', 'Roller oder ein Quad'…), built the same in the four packs.
 *
 * @param kinds the language's vehicle-kind words
 * @param phrase the phrases for one pair `a`, `b`, in the order they are listed
 */
export function vehicleKindPairs(
  kinds: readonly string[],
  phrase: (a: string, b: string) => string[],
): string[] {
  return kinds.flatMap((a) => kinds.filter((b) => b !== a).flatMap((b) => phrase(a, b)));
}

/**
 * Equipment named alike in every language, by the vehicle feature it asks about (`featureFlags`):
 * the cars intent (tier 2) and `note.feature` (whether the vehicle named, or which, lists it).
 */
export const featureWords = {
  bluetooth: ['bluetooth'],
  carPlay: ['carplay', 'car play', 'android auto'],
  usb: ['=usb'],
  isofix: ['isofix'],
} as const;
