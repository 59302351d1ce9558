/**
 * What Marcia understands in English (docs/requirements.md, "Chat panel", "Chat extraction", "Chat
 * behaviour"): the keyword table of every intent with its specificity tiers (see `../keywords.ts`),
 * the booking dialogue's phrases and the extraction's phrasings. English is understood on every
 * page, whatever its language.
 */
import type { KeywordTable, LanguageWords } from '../types';

const kinds = ['car', 'scooter', 'atv', 'quad', 'moped', 'jeep', 'bike', 'motorbike', 'buggy', 'suv'];
/** 'car or scooter', 'scooter vs quad', ...: a comparison of two vehicle kinds. */
const kindPairs = kinds.flatMap((a) =>
  kinds.filter((b) => b !== a).flatMap((b) => [`${a} or ${b}`, `${a} or a ${b}`, `${a} or an ${b}`, `${a} vs ${b}`, `${a} versus ${b}`]),
);

/** A second driver, as tourists ask it: the extras keyword and the `extraDriver` flag. */
const extraDriverPhrases = [
  'additional driver', 'second driver', 'extra driver', 'another driver', 'also drive', 'both drive', 'drive too', 'drive as well', 'two drivers',
  '2 drivers', 'both of us drive', 'other driver', 'two of us drive', '2 of us drive', 'drive the same car', 'share the driving', 'take turns driving',
  'both be driving', 'we both drive',
];

/**
 * The English keyword table (docs/requirements.md, "Chat behaviour"), in the required priority
 * order.
 */
const keywords: KeywordTable = {
  cars: {
    3: ['automatic car', 'automatic vehicle', 'auto car', 'small car', 'convertible', 'cabrio', 'cabriolet', 'hatchback', 'sedan', 'saloon', 'compact car'],
    1: ['car', 'vehicle', 'automobile', 'rent', 'rental', 'renting', 'hire', 'options', 'fleet', 'show all', 'looking for a'],
  },
  budget: {
    2: ['cheap', 'cheaper', 'cheapest', 'budget', 'economy', 'economic', 'economical', 'affordable', 'inexpensive', 'low cost', 'lowest price', 'not expensive', 'save money', 'low budget'],
  },
  family: {
    // A seat count is the most specific vehicle request ('a 7 seater for our group').
    4: ['seater', '=seaters', '7 seats', '8 seats', '9 seats', 'seven seats', 'seven seater', 'minibus'],
    3: ['family', 'families', 'kid', 'kids', 'child', 'children', 'seat', 'big car', 'large car', 'bigger car', 'spacious', 'minivan', 'van', 'mpv', 'people carrier', 'estate', 'luggage', 'suitcase'],
  },
  scooters: {
    3: ['scooter', 'scoter', 'scotter', 'scooty', 'moped', 'motorbike', 'motorcycle', 'motor bike', 'bike', 'vespa', '50cc', '125cc', 'two wheeler', '2 wheeler'],
  },
  atvs: {
    4: ['quad bike'],
    3: ['atv', 'quad', 'buggy', 'buggies', 'four wheeler', 'adventure', 'adventurous'],
    2: ['off road', 'offroad'],
  },
  suvs: {
    3: ['suv', 'jeep', '4x4', '4 x 4', 'four by four', 'four wheel drive', '4wd', 'awd', 'crossover', 'jimny', 'wrangler', 'off roader'],
  },
  locations: {
    5: [
        'ferry arrives', 'ferry arriving', 'ferry gets in', 'arrive by ferry', 'arriving by ferry', 'come by ferry', 'coming by ferry',
        'ferry from athens', 'ferry from piraeus', 'ferry from rafina', 'one way', 'different location', 'where do i return', 'where to return',
        // A charge question about bringing the vehicle is a delivery question (delivery is free).
        'bring the car to', 'bring it to', 'bring us the car', 'deliver the car', 'delivery charge', 'delivery fee', 'delivery cost', 'charge for delivery',
        'cost of delivery', 'charge for that delivery', 'when we land', 'when we arrive at the airport',
      ],
    4: [
        'pick up', 'pickup', 'picked up', 'drop off', 'dropoff', 'drop it off', 'deliver', 'delivered', 'delivery', 'collect', 'collection', 'office',
        'located', 'location', 'where are you', 'meet', 'pick the car up', 'pick it up', 'pick up the car', 'pick the vehicle up', 'hand over', 'handover', 'return the car at', 'return it at', 'return it to', 'leave the car at',
        'leave it at',
      ],
    2: ['airport', 'port', 'harbour', 'harbor', 'hotel', 'villa', 'accommodation'],
    1: ['paros', 'island', 'parikia', 'naoussa', 'naousa', 'lefkes', 'aliki', 'piso livadi', 'marpissa', 'ampelas'],
  },
  price: {
    5: ['unlimited km', 'unlimited kilometres', 'unlimited kilometers', 'unlimited mileage', 'mileage', 'km limit', 'mileage limit', 'kilometre limit', 'kilometer limit', 'hidden fees', 'hidden costs',
        'limit of km', 'limit on km', 'limit of kilometres', 'limit of kilometers', 'km included', 'kilometres included', 'kilometers included',
        'mileage included', 'limited km', 'limited mileage', 'price list',
      ],
    4: ['unlimited'],
    3: ['price', 'pricing', 'prize', 'cost', 'costs', 'how much', 'rate', 'tariff', 'fee', 'charge', 'per day', 'daily', 'expensive', 'quote', 'included', 'include'],
    2: ['euro', 'eur', '€'],
  },
  insurance: {
    5: ['full coverage', 'collision damage', 'damage waiver'],
    4: ['insurance', 'insurence', 'insurnace', 'insurrance', 'insured', 'insure', 'coverage', 'cover', 'covered', 'cdw', 'excess', 'deposit', 'damage', 'accident', 'scratch', 'dent'],
  },
  fuel: {
    4: ['fuel', 'petrol', 'gas', 'gasoline', 'diesel', 'gas station', 'petrol station', 'refuel', 'refill', 'tank', 'fill up', 'full to full', 'mpg', 'consumption', 'full tank', 'return it full', 'bring it back full', 'return full', 'return it empty'],
  },
  licence: {
    5: ['what to bring', 'need to bring', 'should i bring', 'do i bring', 'do we bring', 'what do i need', 'what do we need', 'id card', 
        'international licence', 'international license', 'international driving licence', 'international driving license',
        'international driving permit', 'driving licence', 'driving license', 'drivers licence', 'drivers license',
        'driver licence', 'driver license', 'motorcycle licence', 'motorcycle license', 'minimum age', 'how old', 'old enough',
        'age limit', 'years old', 'non eu', 'age requirement',
      ],
    4: ['licence', 'license', 'lisence', 'licens', 'liscence', 'licenced', 'licensed', 'permit', 'idp', 'age', 'documents', 'document', 'passport', 'requirement', 'requirements'],
  },
  duration: {
    5: ['minimum rental', 'maximum rental', 'rental period', 'how long can', 'minimum days', 'how many days', 'one day', '1 day', 'half day', 'half a day', 'single day', 'just a day', 'for a day', 'for the day', 'few hours', 'couple of hours', 'by the hour', 'hourly'],
    4: ['extend', 'extension', 'longest', 'shortest'],
    3: ['how long', 'minimum', 'maximum', 'long term'],
    2: ['week', 'weekly', 'fortnight', 'month', 'monthly', 'days', 'weekend'],
  },
  beaches: {
    4: ['good beach', 'beach for kids', 'beaches for kids', 'beach for children', 'beaches for children', 'kid friendly beach', 'family beach', 'family friendly beach', 'best beach', 'which beach', 'beaches to visit'],
    2: ['beach', 'beatch', 'swim', 'swimming', 'snorkel', 'snorkelling', 'snorkeling', 'golden beach', 'kolymbithres', 'santa maria', 'monastiri', 'lageri', 'faragas', 'pounda beach', 'sea', 'sand', 'coast', 'cove'],
  },
  antiparos: {
    5: ['last ferry', 'first ferry', 'ferry times', 'ferry time', 'ferry schedule', 'ferry timetable', 'how often', 'ferry permission'],
    4: ['ferry', 'ferries', 'boat', 'crossing', 'island hopping', 'cave', 'to antiparos', 'naxos', 'mykonos', 'santorini', 'another island', 'other island'],
    2: ['antiparos', 'anti paros', 'pounta', 'pounda', 'despotiko'],
  },
  booking: {
    5: ['book now', 'book it', 'complete booking', 'confirm booking', 'make a booking', 'make a reservation', 'want to book', 'like to book', 'want to reserve', 'like to reserve', 'ready to book', 'start booking', 'start a booking'],
    2: ['book', 'booking', 'reserve', 'reservation', 'sign me up'],
  },
  availability: {
    3: ['available', 'availability', 'availabe', 'in stock', 'sold out', 'fully booked', 'last minute', 'right now', 'today', 'tomorrow', 'tonight', 'this weekend', 'still have', 'any left', 'cars left', 'scooters left', 'quads left', 'vehicles left', 'anything left', 'still available'],
  },
  season: {
    4: ['season', 'high season', 'peak season', 'low season', 'off season', 'best time', 'when to visit', 'when to come', 'weather', 'all year', 'winter', 'summer', 'spring', 'autumn', 'meltemi', 'wind', 'windy'],
    3: ['busy', 'busiest', 'crowded'],
  },
  groups: {
    4: ['group', 'large group', 'big group', 'several cars', 'multiple cars', 'two cars', '2 cars', 'more than one', 'many people', 'friends', 'party', 'team building', 'wedding'],
  },
  breakdown: {
    5: ['break down', 'breaks down', 'broke down', 'broken down', 'flat tyre', 'flat tire', 'wont start', 'doesnt start', 'does not start', 'roadside assistance', 'warning light'],
    4: ['breakdown', 'broken', 'puncture', 'tyre', 'tire', 'battery', 'emergency', 'assistance', 'stuck', 'tow', 'towing', 'mechanic', 'trouble'],
  },
  payment: {
    // A card brand outside the deposit's cards pins the payment question ('amex for the deposit?').
    5: ['credit card', 'debit card', 'visa', 'mastercard', 'master card', 'amex', 'american express', 'diners', 'diners club', 'maestro', 'discover card', 'jcb', 'unionpay', 'union pay', 'revolut', 'prepaid card', 'apple pay', 'google pay', 'bank transfer', 'pay online', 'pay later', 'pay on arrival'],
    4: ['pay', 'paying', 'paid', 'payment', 'card', 'cash', 'paypal', 'prepay', 'prepayment', 'upfront', 'invoice', 'receipt'],
  },
  cancellation: {
    5: [
        'cancel', 'cancellation', 'cancelation', 'cancelled', 'canceled', 'cancelling', 'canceling', 'refund', 'refundable',
        'money back', 'reschedule', 'change my booking', 'change booking', 'change the booking', 'change my reservation',
        'change the dates', 'change dates', 'change my dates', 'no show', 'plans change',
      ],
  },
  extras: {
    5: ['child seat', 'baby seat', 'booster seat', 'car seat', 'infant seat', 'booster', 'gps', 'sat nav', 'satnav', 'navigation', 'navigator', 'roof rack', ...extraDriverPhrases],
    4: ['extras', 'add on', 'addon', 'accessories', 'accessory', 'equipment', 'helmet', 'cooler', 'beach umbrella'],
  },
  roads: {
    5: ['road conditions', 'dirt road', 'dirt track', 'driving side', 'side of the road', 'drive on the left', 'drive on the right', 'easy to drive', 'hard to drive', 'difficult to drive'],
    4: ['road', 'street', 'unpaved', 'paved', 'gravel', 'narrow', 'steep', 'hill', 'hilly', 'safe', 'safety', 'dangerous', 'traffic', 'signs', 'mountain', 'curvy', 'winding'],
    3: ['driving in', 'drive in', 'ride in'],
  },
  parking: {
    // A cost word belongs to the parking question ('do you have to pay for parking?').
    5: ['pay for parking', 'pay to park', 'paid parking', 'free parking', 'parking free', 'parking fee', 'parking fees', 'parking cost', 'parking costs',
        'cost to park', 'charge for parking', 'parking charge', 'parking charges', 'pay parking',
      ],
    4: ['parking', 'park', 'parked', 'car park', 'parking lot', 'parking space', 'where to park', 'parking fine', 'parking ticket'],
  },
  distances: {
    5: ['how long from', 'time from', 'mins from', 'how many minutes', 'how far', 'how long to drive', 'how long does it take', 'how long will it take', 'driving time', 'drive time', 'travel time', 'how many km', 'how many kilometres', 'how many kilometers', 'far from', 'get around'],
    4: ['from parikia to', 'from naoussa to', 'from the airport to', 'from airport to', 'from the port to', 'from port to', 'from lefkes to', 'distance', 'km', 'kilometre', 'kilometer', 'kilometres', 'kilometers', 'mile', 'far', 'minutes from', 'route'],
    2: ['get to', 'drive to', 'ride to', 'go to'],
  },
  transmission: {
    5: ['manual or automatic', 'automatic or manual', 'stick shift', 'manual transmission', 'automatic transmission', 'gear shift'],
    4: ['transmission', 'gearbox', 'gears', 'clutch', 'stick'],
    3: ['automatic', 'automatics', 'auto', 'manual'],
  },
  tips: {
    5: ['driving rules', 'traffic rules', 'rules of the road', 'speed limit', 'things to do', 'what to do', 'what to see', 'what to visit', 'must see', 'hidden gem', 'local tip', 'drink driving', 'speed camera', 'traffic fine', 'speeding'],
    4: ['itinerary', 'sightseeing', 'rules', 'village', 'sunset', 'restaurant', 'taverna', 'alcohol'],
    2: ['tip', 'advice', 'advise', 'recommend', 'recommendation', 'suggest', 'suggestion'],
    1: ['browsing', 'browse', 'just looking', 'looking around', 'exploring', 'just curious', 'checking out', 'just checking'],
  },
  eco: {
    5: ['eco friendly', 'fuel economy', 'fuel efficient', 'low emission', 'electric car', 'electric scooter', 'electric vehicle'],
    4: ['eco', 'green', 'electric', 'ev', 'hybrid', 'environment', 'environmental', 'environmentally', 'sustainable', 'sustainability', 'emission', 'co2', 'carbon', 'charging', 'charger'],
  },
  contact: {
    5: [
        'phone number', 'contact details', 'opening hours', 'office hours', 'what time', 'get in touch', 'talk to', 'speak to', 'real person', 'reach you',
        'late arrival', 'arrive late', 'arriving late', 'arrives late', 'late ferry', 'late flight', 'late at night', 'at night', 'midnight', 'late night',
        'night ferry', 'night flight', 'early morning', 'early flight', 'early ferry', 'after hours', 'out of hours', 'outside hours', 'outside opening hours',
      ],
    4: ['smoke', 'smoking', 'pet', 'pets', 'dog', 'dogs', 'cleaning', 'clean', 'contact', 'whatsapp', 'human', 'agent', 'staff', 'open', 'hours', 'closed', 'language', 'speak', 'english', 'french', 'german', 'italian', 'address'],
    2: ['phone', 'call', 'telephone', 'tel', 'email', 'e mail', 'mail'],
  },
  offers: {
    5: ['in advance', 'book ahead', 'booking ahead', 'book early', 'booking early', 'early booking', 'early bird', 'weekly discount', 'long term discount', 'promo code', 'discount code', 'special offer'],
    4: ['offer', 'deal', 'discount', 'discounted', 'promotion', 'promo', 'special', 'sale', 'voucher', 'coupon', 'save', 'saving'],
  },
  reviews: {
    5: ['google reviews', 'about you', 'who are you', 'family run', 'how long in business'],
    4: ['review', 'reviews', 'rating', 'rated', 'reputation', 'testimonial', 'tripadvisor', 'trust', 'trustworthy', 'reliable', 'legit', 'stars', 'feedback'],
  },
  compare: {
    5: [...kindPairs, 'which is better', 'what should i rent', 'what should i get', 'pros and cons', 'which vehicle', 'which one',
        'bicycle', 'bicycles', 'push bike', 'pedal bike', 'mountain bike', 'e bike', 'ebike', 'electric bike', 'cycling',
      ],
    4: ['compare', 'comparison', 'difference', 'differences', 'versus', 'vs', 'better'],
  },
};

/** Number words of party sizes (docs/requirements.md, "Chat extraction"). */
const numbers = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/**
 * Words that follow "I'm" / "I am" / "call me" but are not names ("I'm looking…",
 * "I am interested…", "call me back"). Any word ending in -ing is rejected as well.
 */
const nameStopWords = [
  'a', 'an', 'the', 'not', 'just', 'so', 'very', 'really', 'quite', 'here', 'there', 'from', 'in', 'at', 'on', 'with',
  'for', 'to', 'of', 'and', 'or', 'but', 'also', 'still', 'only', 'now', 'back', 'about', 'around', 'over', 'under',
  'after', 'before', 'interested', 'excited', 'worried', 'based', 'married', 'retired', 'confused', 'curious', 'sure',
  'fine', 'good', 'great', 'ok', 'okay', 'happy', 'glad', 'ready', 'new', 'sorry', 'afraid', 'tired', 'late', 'early',
  'alone', 'together', 'single', 'tomorrow', 'today', 'tonight', 'yes', 'no', 'currently', 'already', 'please',
  'thanks', 'thank', 'hi', 'hello', 'hey', 'your', 'you', 'my', 'our', 'we', 'it', 'this', 'that', 'able', 'allowed',
  'gonna', 'want', 'need', 'would', 'will', 'can', 'could', 'should', 'may', 'might', 'must', 'have', 'had', 'has',
  'staying', 'arriving', 'travelling', 'traveling', 'visiting', 'coming', 'going', 'looking', 'planning', 'thinking',
  'trying', 'hoping', 'wondering', 'flying', 'landing', 'leaving', 'driving', 'renting', 'booking', 'asking', 'searching',
  'free', 'available', 'old', 'young', 'over', 'under', 'from', 'european', 'american', 'british', 'english', 'german',
  'french', 'italian', 'greek', 'student', 'tourist', 'couple', 'family', 'alone', 'two', 'three', 'four', 'five',
  'what', 'when', 'where', 'why', 'how', 'who', 'which', 'if', 'as', 'by', 'like', 'done', 'finished', 'lost',
];

/** English. */
export const enWords: LanguageWords = {
  elide: false,
  inflect: (w) => `${w}(?:e?s)?`,
  keywords,
  asksForKinds: { greetings: ['hi', 'hello', 'hey'], openers: ['do you have', 'have you got', 'do you rent', 'do you offer', 'got any', 'any'] },
  alsoWords: ['and', 'also', 'plus'],
  singleDay: ['one day', '1 day', 'for a day', 'for the day', 'single day', 'just a day', 'a day'],
  ignoreEnglish: [],
  flags: {
    automatic: ['automatic', 'auto'],
    cheap: ['cheap', 'cheaper', 'cheapest', 'budget', 'economy', 'affordable', 'low cost'],
    twoWheels: ['scooter', 'moped', 'motorbike', 'bike'],
    helmet: ['helmet'],
    extraDriver: extraDriverPhrases,
    browsing: ['browsing', 'browse', 'just looking', 'looking around', 'exploring', 'just curious', 'checking out', 'just checking'],
    hello: ['=hi', '=hello', '=hey', '=hiya', '=kalimera', '=yassou', '=yasou', '=good morning', '=good afternoon', '=good evening', '=howdy'],
    thanks: ['=thanks', '=thank', '=thx', '=cheers', '=ty'],
    lateHours: [
      'late arrival', 'arrive late', 'arriving late', 'arrives late', 'late ferry', 'late flight', 'late at night', 'at night', 'midnight', 'late night',
      'night ferry', 'night flight', 'early morning', 'early flight', 'early ferry', 'after hours', 'out of hours', 'outside hours', 'outside opening hours',
    ],
    askTeam: ['smoke', 'smoking', 'pet', 'pets', 'dog', 'dogs', 'cleaning', 'clean'],
    bicycle: ['bicycle', 'bicycles', 'push bike', 'pedal bike', 'mountain bike', 'e bike', 'ebike', 'electric bike', 'cycling'],
    otherIsland: ['naxos', 'mykonos', 'santorini', 'another island', 'other island', 'ferry permission'],
    otherCard: ['amex', 'american express', 'diners', 'diners club', 'maestro', 'discover card', 'jcb', 'unionpay', 'union pay', 'debit card', 'prepaid card', 'revolut'],
    question: [
      '^=can', '^=could', '^=may', '^=is', '^=are', '^=do', '^=does', '^=will', '^=would', '^=should', '^=what', '^=whats', '^=how', '^=where',
      '^=when', '^=which', '^=who', '^=why', '^=am i',
    ],
  },
  booking: {
    start: ['book now', 'make a booking', 'make a reservation', 'want to book', 'like to book', 'want to reserve', 'like to reserve', 'ready to book', 'start booking', 'start a booking', 'book online'],
    confirm: ['complete booking', 'confirm booking', 'yes', 'book it'],
    looseConfirm: ['confirm', 'yes please', 'yep', 'yeah', 'sure', 'ok', 'okay', 'go ahead', 'send it', 'looks good', 'perfect', 'all good'],
    modify: ['modify', 'change', 'edit', 'update', 'wrong'],
    refuse: ['^=no', '^=nope', '^=not yet', '^=wait'],
    fields: {
      name: ['name'],
      email: ['email', 'e mail', 'mail'],
      phone: ['phone', 'number', 'mobile', 'telephone'],
      dates: ['date', 'day', 'pickup', 'pick up', 'return', 'arrival', 'departure'],
    },
  },
  names: {
    phrases: [
      { id: 'my name is', pattern: 'my name is', full: true },
      { id: 'my names', pattern: 'my names', full: true },
      { id: "i'm", pattern: "i['’]m" },
      { id: 'im', pattern: 'im' },
      { id: 'i am', pattern: 'i am' },
      { id: 'call me', pattern: 'call me' },
    ],
    stopWords: nameStopWords,
    stopSuffix: /ing$/,
    bareLeads: "it['’]?s|it is|this is|here is|here['’]s|the name is|name is|name['’]s|name:",
  },
  passengers: {
    nouns: 'people|persons?|passengers?|adults?|pax|ppl',
    children: 'kids?|children|childs?|toddlers?|teens?|teenagers?',
    numbers,
    patterns: ['\\bfamily of {n}\\b'],
  },
  age: {
    patterns: [
      "\\bi ?['’]?m {n}\\b(?!\\s*(?:people|persons?|pax|adults?|passengers?|days?|nights?|weeks?|months?|min|minutes|km|cc|%|€|eur))",
      '\\bi am {n}\\b(?!\\s*(?:people|persons?|pax|adults?|passengers?|days?|nights?|weeks?|months?|min|minutes|km|cc|%|€|eur))',
      '\\baged? {n}\\b',
      '\\b{n} ?(?:years?|yrs?|y) ?old',
      '\\b{n} ?yo\\b',
    ],
  },
  budget: {
    words: '\\bbudget\\b|\\bcheap\\w*',
    filler: 'is|of|about|around|approx(?:imately)?|max(?:imum)?|up to|under|below|less than|at most|roughly|:|=|~|-',
    units: 'people|persons?|pax|adults?|passengers?|days?|nights?|weeks?|months?|seats?|seater|kids|children',
  },
  places: { airport: ['airport'], port: ['port', 'harbour', 'harbor'] },
};
