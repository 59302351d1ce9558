/**
 * The intent table of Marcia AI: keywords per intent with a specificity tier
 * (spec 000 s.9 "Chat behaviour": intents matched by keyword in priority order).
 *
 * Matching is by whole words on a normalised text (lower case, accents and apostrophes removed,
 * punctuation turned into spaces): 'airport' is not 'port', 'scar' is not 'car'. Every word of
 * a keyword also matches its plural in -s/-es ('beach' → 'beaches', 'child seat' → 'child
 * seats'). British and American spellings and common misspellings are listed explicitly.
 *
 * Choosing an intent: every intent with at least one keyword in the message is a candidate,
 * scored by the highest tier among its matched keywords. The highest tier wins; among equal
 * tiers the spec's priority order decides (`intentIds`). So a message with one topic behaves
 * exactly as the priority order says, and in a mixed message the most specific topic wins
 * ('Can I take the car on the ferry to Antiparos?' → antiparos via 'ferry', not cars).
 *
 * Specificity tiers ({@link Tier}):
 * - 5 `phrase`  — multi-word expressions that pin a topic down ('child seat', 'break down',
 *                 'international licence', 'book now', 'in advance', 'how far', 'cancel').
 * - 4 `topic`   — practical/policy topic words (ferry, parking, insurance, deposit, tyre, permit,
 *                 fuel, road, pay, card, contact, open, review, discount, ...).
 * - 3 `kind`    — vehicle kinds and general price/length questions (scooter, quad, jeep, family,
 *                 7 seater, automatic, price, how much, how long, available). 'quad bike' is
 *                 tier 4 so that it beats 'bike' (a scooter word).
 * - 2 `place`   — place names and qualifiers (Antiparos, airport, port, hotel, beach, cheap,
 *                 budget, economy, week, month, book; a stated party size such as '4 people').
 * - 1 `generic` — generic vehicle words, town names and fillers (car, vehicle, rent, hire, Paros,
 *                 Naoussa, Parikia, options, browsing).
 */
import { intentIds, type IntentId } from './types';

/** Specificity tier of a keyword: 5 phrase, 4 topic, 3 kind, 2 place/qualifier, 1 generic. */
export type Tier = 1 | 2 | 3 | 4 | 5;

/** An intent other than `fallback` with its keywords grouped by tier. */
export interface IntentRule {
  id: Exclude<IntentId, 'fallback'>;
  keywords: Partial<Record<Tier, readonly string[]>>;
}

const kinds = ['car', 'scooter', 'atv', 'quad', 'moped', 'jeep', 'bike', 'motorbike', 'buggy', 'suv'];
/** 'car or scooter', 'scooter vs quad', ...: a comparison of two vehicle kinds. */
const kindPairs = kinds.flatMap((a) =>
  kinds.filter((b) => b !== a).flatMap((b) => [`${a} or ${b}`, `${a} or a ${b}`, `${a} or an ${b}`, `${a} vs ${b}`, `${a} versus ${b}`]),
);

/** The keyword table, in the spec's priority order. */
export const intentRules: readonly IntentRule[] = [
  {
    id: 'cars',
    keywords: {
      3: ['automatic car', 'automatic vehicle', 'auto car', 'small car', 'convertible', 'cabrio', 'cabriolet', 'hatchback', 'sedan', 'saloon', 'compact car'],
      1: ['car', 'vehicle', 'automobile', 'rent', 'rental', 'renting', 'hire', 'options', 'fleet', 'show all', 'looking for a'],
    },
  },
  {
    id: 'budget',
    keywords: {
      2: ['cheap', 'cheaper', 'cheapest', 'budget', 'economy', 'economic', 'economical', 'affordable', 'inexpensive', 'low cost', 'lowest price', 'not expensive', 'save money', 'low budget'],
    },
  },
  {
    id: 'family',
    keywords: {
      3: ['family', 'families', 'kid', 'kids', 'child', 'children', 'seater', 'seat', 'big car', 'large car', 'bigger car', 'spacious', 'minivan', 'van', 'mpv', 'people carrier', 'estate', 'luggage', 'suitcase'],
    },
  },
  {
    id: 'scooters',
    keywords: {
      3: ['scooter', 'scoter', 'scotter', 'scooty', 'moped', 'motorbike', 'motorcycle', 'motor bike', 'bike', 'vespa', '50cc', '125cc', 'two wheeler', '2 wheeler'],
    },
  },
  {
    id: 'atvs',
    keywords: {
      4: ['quad bike'],
      3: ['atv', 'quad', 'buggy', 'buggies', 'four wheeler', 'adventure', 'adventurous'],
      2: ['off road', 'offroad'],
    },
  },
  {
    id: 'suvs',
    keywords: {
      3: ['suv', 'jeep', '4x4', '4 x 4', 'four by four', 'four wheel drive', '4wd', 'awd', 'crossover', 'jimny', 'wrangler', 'off roader'],
    },
  },
  {
    id: 'locations',
    keywords: {
      4: ['pick up', 'pickup', 'picked up', 'drop off', 'dropoff', 'drop it off', 'deliver', 'delivered', 'delivery', 'collect', 'collection', 'office', 'located', 'location', 'where are you', 'meet', 'hand over', 'handover'],
      2: ['airport', 'port', 'harbour', 'harbor', 'hotel', 'villa', 'accommodation'],
      1: ['paros', 'island', 'parikia', 'naoussa', 'naousa', 'lefkes', 'aliki', 'piso livadi', 'marpissa', 'ampelas'],
    },
  },
  {
    id: 'price',
    keywords: {
      5: ['unlimited km', 'unlimited kilometres', 'unlimited kilometers', 'unlimited mileage', 'mileage', 'km limit', 'mileage limit', 'kilometre limit', 'kilometer limit', 'hidden fees', 'hidden costs'],
      3: ['price', 'pricing', 'prize', 'cost', 'costs', 'how much', 'rate', 'tariff', 'fee', 'charge', 'per day', 'daily', 'expensive', 'quote', 'included', 'include'],
      2: ['euro', 'eur', '€'],
    },
  },
  {
    id: 'insurance',
    keywords: {
      5: ['full coverage', 'collision damage', 'damage waiver'],
      4: ['insurance', 'insurence', 'insurnace', 'insurrance', 'insured', 'insure', 'coverage', 'cover', 'covered', 'cdw', 'excess', 'deposit', 'damage', 'accident', 'scratch', 'dent'],
    },
  },
  {
    id: 'fuel',
    keywords: {
      4: ['fuel', 'petrol', 'gas', 'gasoline', 'diesel', 'gas station', 'petrol station', 'refuel', 'refill', 'tank', 'fill up', 'full to full', 'mpg', 'consumption'],
    },
  },
  {
    id: 'licence',
    keywords: {
      5: [
        'international licence', 'international license', 'international driving licence', 'international driving license',
        'international driving permit', 'driving licence', 'driving license', 'drivers licence', 'drivers license',
        'driver licence', 'driver license', 'motorcycle licence', 'motorcycle license', 'minimum age', 'how old', 'old enough',
        'age limit', 'years old', 'non eu', 'age requirement',
      ],
      4: ['licence', 'license', 'lisence', 'licens', 'liscence', 'licenced', 'licensed', 'permit', 'idp', 'age', 'documents', 'document', 'passport', 'requirement', 'requirements'],
    },
  },
  {
    id: 'duration',
    keywords: {
      5: ['minimum rental', 'maximum rental', 'rental period', 'how long can', 'minimum days', 'how many days', 'one day', '1 day', 'half day', 'single day'],
      4: ['extend', 'extension', 'longest', 'shortest'],
      3: ['how long', 'minimum', 'maximum', 'long term'],
      2: ['week', 'weekly', 'fortnight', 'month', 'monthly', 'days', 'weekend'],
    },
  },
  {
    id: 'beaches',
    keywords: {
      4: ['best beach', 'which beach', 'beaches to visit'],
      2: ['beach', 'beatch', 'swim', 'swimming', 'snorkel', 'snorkelling', 'snorkeling', 'golden beach', 'kolymbithres', 'santa maria', 'monastiri', 'lageri', 'faragas', 'pounda beach', 'sea', 'sand', 'coast', 'cove'],
    },
  },
  {
    id: 'antiparos',
    keywords: {
      4: ['ferry', 'ferries', 'boat', 'crossing', 'island hopping', 'cave'],
      2: ['antiparos', 'anti paros', 'pounta', 'pounda', 'despotiko'],
    },
  },
  {
    id: 'booking',
    keywords: {
      5: ['book now', 'book it', 'complete booking', 'confirm booking', 'make a booking', 'make a reservation', 'want to book', 'like to book', 'want to reserve', 'like to reserve', 'ready to book', 'start booking', 'start a booking'],
      2: ['book', 'booking', 'reserve', 'reservation', 'sign me up'],
    },
  },
  {
    id: 'availability',
    keywords: {
      3: ['available', 'availability', 'availabe', 'in stock', 'sold out', 'fully booked', 'last minute', 'right now', 'today', 'tomorrow', 'tonight', 'this weekend', 'still have', 'any left'],
    },
  },
  {
    id: 'season',
    keywords: {
      4: ['season', 'high season', 'peak season', 'low season', 'off season', 'best time', 'when to visit', 'when to come', 'weather', 'all year', 'winter', 'summer', 'spring', 'autumn', 'meltemi', 'wind', 'windy'],
      3: ['busy', 'busiest', 'crowded'],
    },
  },
  {
    id: 'groups',
    keywords: {
      4: ['group', 'large group', 'big group', 'several cars', 'multiple cars', 'two cars', '2 cars', 'more than one', 'many people', 'friends', 'party', 'team building', 'wedding'],
    },
  },
  {
    id: 'breakdown',
    keywords: {
      5: ['break down', 'breaks down', 'broke down', 'broken down', 'flat tyre', 'flat tire', 'wont start', 'doesnt start', 'does not start', 'roadside assistance', 'warning light'],
      4: ['breakdown', 'broken', 'puncture', 'tyre', 'tire', 'battery', 'emergency', 'assistance', 'stuck', 'tow', 'towing', 'mechanic', 'trouble'],
    },
  },
  {
    id: 'payment',
    keywords: {
      5: ['credit card', 'debit card', 'apple pay', 'google pay', 'bank transfer', 'pay online', 'pay later', 'pay on arrival'],
      4: ['pay', 'paying', 'paid', 'payment', 'card', 'cash', 'visa', 'mastercard', 'amex', 'american express', 'paypal', 'prepay', 'prepayment', 'upfront', 'invoice', 'receipt'],
    },
  },
  {
    id: 'cancellation',
    keywords: {
      5: [
        'cancel', 'cancellation', 'cancelation', 'cancelled', 'canceled', 'cancelling', 'canceling', 'refund', 'refundable',
        'money back', 'reschedule', 'change my booking', 'change booking', 'change the booking', 'change my reservation',
        'change the dates', 'change dates', 'change my dates', 'no show', 'plans change',
      ],
    },
  },
  {
    id: 'extras',
    keywords: {
      5: ['child seat', 'baby seat', 'booster seat', 'car seat', 'infant seat', 'booster', 'gps', 'sat nav', 'satnav', 'navigation', 'navigator', 'roof rack', 'additional driver', 'second driver', 'extra driver', 'another driver', 'also drive', 'both drive'],
      4: ['extras', 'add on', 'addon', 'accessories', 'accessory', 'equipment', 'helmet', 'cooler', 'beach umbrella'],
    },
  },
  {
    id: 'roads',
    keywords: {
      5: ['road conditions', 'dirt road', 'dirt track', 'driving side', 'side of the road', 'drive on the left', 'drive on the right', 'easy to drive', 'hard to drive', 'difficult to drive'],
      4: ['road', 'street', 'unpaved', 'paved', 'gravel', 'narrow', 'steep', 'hill', 'hilly', 'safe', 'safety', 'dangerous', 'traffic', 'signs', 'mountain', 'curvy', 'winding'],
      3: ['driving in', 'drive in', 'ride in'],
    },
  },
  {
    id: 'parking',
    keywords: {
      4: ['parking', 'park', 'parked', 'car park', 'parking lot', 'parking space', 'where to park', 'parking fine', 'parking ticket'],
    },
  },
  {
    id: 'distances',
    keywords: {
      5: ['how far', 'how long to drive', 'how long does it take', 'how long will it take', 'driving time', 'drive time', 'travel time', 'how many km', 'how many kilometres', 'how many kilometers', 'far from', 'get around'],
      4: ['distance', 'km', 'kilometre', 'kilometer', 'kilometres', 'kilometers', 'mile', 'far', 'minutes from', 'route'],
      2: ['get to', 'drive to', 'ride to', 'go to'],
    },
  },
  {
    id: 'transmission',
    keywords: {
      5: ['manual or automatic', 'automatic or manual', 'stick shift', 'manual transmission', 'automatic transmission', 'gear shift'],
      4: ['transmission', 'gearbox', 'gears', 'clutch', 'stick'],
      3: ['automatic', 'automatics', 'auto', 'manual'],
    },
  },
  {
    id: 'tips',
    keywords: {
      5: ['driving rules', 'traffic rules', 'rules of the road', 'speed limit', 'things to do', 'what to do', 'what to see', 'what to visit', 'must see', 'hidden gem', 'local tip', 'drink driving'],
      4: ['tip', 'advice', 'advise', 'recommend', 'recommendation', 'suggest', 'suggestion', 'itinerary', 'sightseeing', 'rules', 'village', 'sunset', 'restaurant', 'taverna', 'alcohol'],
      1: ['browsing', 'browse', 'just looking', 'looking around', 'exploring', 'just curious', 'checking out', 'just checking'],
    },
  },
  {
    id: 'eco',
    keywords: {
      5: ['eco friendly', 'fuel economy', 'fuel efficient', 'low emission', 'electric car', 'electric scooter', 'electric vehicle'],
      4: ['eco', 'green', 'electric', 'ev', 'hybrid', 'environment', 'environmental', 'environmentally', 'sustainable', 'sustainability', 'emission', 'co2', 'carbon', 'charging', 'charger'],
    },
  },
  {
    id: 'contact',
    keywords: {
      5: ['phone number', 'contact details', 'opening hours', 'office hours', 'what time', 'get in touch', 'talk to', 'speak to', 'real person', 'reach you'],
      4: ['contact', 'phone', 'call', 'telephone', 'tel', 'email', 'e mail', 'mail', 'whatsapp', 'human', 'agent', 'staff', 'open', 'hours', 'closed', 'language', 'speak', 'english', 'french', 'german', 'italian', 'address'],
    },
  },
  {
    id: 'offers',
    keywords: {
      5: ['in advance', 'book ahead', 'booking ahead', 'book early', 'booking early', 'early booking', 'early bird', 'weekly discount', 'long term discount', 'promo code', 'discount code', 'special offer'],
      4: ['offer', 'deal', 'discount', 'discounted', 'promotion', 'promo', 'special', 'sale', 'voucher', 'coupon', 'save', 'saving'],
    },
  },
  {
    id: 'reviews',
    keywords: {
      5: ['google reviews', 'about you', 'who are you', 'family run', 'how long in business'],
      4: ['review', 'reviews', 'rating', 'rated', 'reputation', 'testimonial', 'tripadvisor', 'trust', 'trustworthy', 'reliable', 'legit', 'stars', 'feedback'],
    },
  },
  {
    id: 'compare',
    keywords: {
      5: [...kindPairs, 'which is better', 'what should i rent', 'what should i get', 'pros and cons', 'which vehicle', 'which one'],
      4: ['compare', 'comparison', 'difference', 'differences', 'versus', 'vs', 'better'],
    },
  },
];

/**
 * A message prepared for keyword matching: lower case, accents removed, apostrophes dropped
 * (`what's` → `whats`), every other non-alphanumeric character a single space, `€` kept as a
 * word of its own. Keywords go through the same function.
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`´]/g, '')
    .replace(/€/g, ' € ')
    .replace(/[^a-z0-9€]+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a keyword to a whole-word pattern where each word may take a plural -s/-es. */
function keywordPattern(keyword: string): RegExp {
  const words = normaliseText(keyword).split(' ').filter(Boolean);
  const body = words.map((w) => (/^[a-z]+$/.test(w) ? `${escape(w)}(?:e?s)?` : escape(w))).join(' ');
  return new RegExp(`(?:^| )${body}(?= |$)`);
}

const compiled = intentRules.map((rule) => ({
  id: rule.id,
  keywords: (Object.entries(rule.keywords) as [string, readonly string[]][]).flatMap(([tier, words]) =>
    words.map((keyword) => ({ keyword, tier: Number(tier) as Tier, pattern: keywordPattern(keyword) })),
  ),
}));

/** True when `keyword` occurs in `normalised` as whole words (plurals included). */
export function hasKeyword(normalised: string, keyword: string): boolean {
  return keywordPattern(keyword).test(normalised);
}

/** One candidate intent of a message. */
export interface IntentHit {
  id: Exclude<IntentId, 'fallback'>;
  /** The highest tier among the matched keywords. */
  tier: Tier;
  /** Position of the intent in the spec's priority order (0 = cars). */
  priority: number;
  /** The keywords found (as written in the table). */
  matched: string[];
}

/**
 * Every intent whose keywords occur in the message, most specific first: tier descending, then
 * the spec's priority order.
 *
 * A party size extracted from the message ('4 people', '9 pax') also counts, at tier 2: up to
 * 4 people it points to `cars`, from 5 to `family` and `groups` (so '9 people' reaches
 * `groups` when no vehicle has 9 seats and `family` falls through).
 *
 * @param normalised a text from {@link normaliseText}
 * @param passengers the party size this message states, if any
 */
export function matchIntents(normalised: string, passengers?: number): IntentHit[] {
  const hits: IntentHit[] = [];
  const party: Partial<Record<IntentHit['id'], true>> = {};
  if (passengers !== undefined) {
    if (passengers >= 5) party.family = party.groups = true;
    else party.cars = true;
  }
  for (const rule of compiled) {
    const found = rule.keywords.filter((k) => k.pattern.test(normalised));
    const tiers = found.map((k) => k.tier);
    const matched = found.map((k) => k.keyword);
    if (party[rule.id]) {
      tiers.push(2);
      matched.push('party size');
    }
    if (tiers.length === 0) continue;
    hits.push({ id: rule.id, tier: Math.max(...tiers) as Tier, priority: intentIds.indexOf(rule.id), matched });
  }
  return hits.sort((a, b) => b.tier - a.tier || a.priority - b.priority);
}
