import { defaultLang } from '../../src/locales';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../src/lib/fleet';
import {
  defaultContact,
  fallbackText,
  fallbackSuggestions,
  greeting,
  greetingSuggestions,
  initialContext,
  intentIds,
  respond,
  type ChatContext,
  type IntentId,
} from '../../src/lib/assistant';
import { findIntents, read } from '../../src/lib/assistant/keywords';
import { envSchema } from '../../src/config/settings.mjs';
import { addressLine } from '../../src/config/business';
import { embeddedFleet } from './fixtures';

/** The embedded fleet, validated as the site validates it. */
const fleet: Vehicle[] = embeddedFleet;
const now = new Date(Date.UTC(2026, 2, 1, 12));
const ask = (
  text: string,
  context: ChatContext = initialContext(),
  vehicles: readonly Vehicle[] = fleet,
) => respond(text, context, vehicles, { now });

/** At least two phrasings per intent, as tourists type them on a phone. */
const phrasings: Record<IntentId, string[]> = {
  cars: [
    'Looking for a car',
    'Do you rent cars?',
    'Show all vehicles',
    'I would love a convertible',
    'car for 2 people',
  ],
  budget: [
    'Economy options',
    'something cheap please',
    'What is your most affordable option?',
    'my budget is €40',
  ],
  family: ['Family vehicles', 'can we get a 7 seater', 'we have two kids and lots of luggage'],
  scooters: ['cheapest scooter', 'Do you rent mopeds?', 'I want a 125cc bike'],
  atvs: ['Adventure (ATVs)', 'quad bike rental', 'can I rent a buggy'],
  suvs: ['Do you have a jeep?', 'I want a 4x4', 'Is there a Suzuki Jimny?'],
  locations: [
    'where do I pick up the car at the airport',
    'Do you deliver to my hotel?',
    'Where is your office?',
  ],
  price: [
    'Pricing info',
    'how much is a car for a week',
    'What are your rates?',
    'prices?',
    'Is there a mileage limit?',
  ],
  insurance: ['whats the deposit', 'Is insurance included?', 'What if I scratch the car?'],
  fuel: [
    'What is the fuel policy?',
    'Do I return it with a full tank of petrol?',
    'where can I get gas',
  ],
  licence: [
    'do I need an international license',
    'What is the minimum age?',
    'Do I need a permit for a scooter?',
    'Is my UK driving licence OK?',
  ],
  duration: [
    'What is the minimum rental period?',
    'Can I rent for just one day?',
    'How long can I keep it?',
  ],
  beaches: [
    'Best beaches',
    'Which beaches are good for swimming?',
    'is Kolymbithres nice?',
    'Which beach is best for kids?',
  ],
  antiparos: [
    'Can I take the car on the ferry to Antiparos?',
    'Tell me about Antiparos',
    'how do I get to Antiparos',
  ],
  booking: ['I want to book now', 'How do I make a reservation?', 'book now'],
  availability: [
    'Check availability',
    'Do you have anything available tomorrow?',
    'Are you fully booked in August?',
  ],
  season: ['When is high season?', 'What is the weather like in May?', 'When is it less crowded?'],
  groups: [
    'We are a group of 10 friends',
    'we are 9 people',
    'Can we rent several cars for a wedding party?',
  ],
  breakdown: [
    'what if I break down',
    'I have a flat tyre',
    'What if I get a flat tire?',
    "The car won't start",
  ],
  payment: ['can I pay by card', 'Do you accept cash?', 'Can I pay with a credit card?'],
  cancellation: [
    'Can I cancel my booking?',
    'What is your cancellation policy?',
    'Can I get a refund?',
  ],
  extras: [
    'Do you have child seats for the kids?',
    'Is GPS included?',
    'Do you provide a baby seat?',
    'Can my wife also drive?',
  ],
  roads: [
    'is the road to the beach ok for a small car',
    'Are the roads in Paros good?',
    'Road conditions',
    'is it easy to drive in paros',
  ],
  parking: ['Is parking easy in Naoussa?', 'Where can I park in Parikia?', 'Parking tips'],
  distances: [
    'How far is Naoussa from the airport?',
    'Driving distances',
    'how long does it take to drive to Lefkes',
  ],
  transmission: [
    'Is the car manual or automatic?',
    'I can only drive automatic',
    'Are your cars automatic?',
  ],
  tips: [
    'Just browsing',
    'Any tips for visiting Paros?',
    'What do you recommend we see?',
    'what is the speed limit',
  ],
  eco: ['Do you have electric cars?', 'Eco-friendly options', 'Any hybrid vehicles?'],
  contact: [
    'Contact details',
    'what time do you open',
    'Do you speak German?',
    'What is your phone number?',
  ],
  offers: [
    'Any special offers?',
    'Is there a discount if I book in advance?',
    'Do you have promo codes?',
  ],
  reviews: ['What do your reviews say?', 'What is your rating?', 'Are you reliable?'],
  compare: ['car or scooter?', 'Should I get a scooter or an ATV?', 'Compare vehicles'],
  fallback: ['I have a scar', 'hello there', 'asdfgh qwerty'],
};

describe('intents', () => {
  it('covers every required intent, in priority order', () => {
    expect(intentIds).toEqual([
      'cars',
      'budget',
      'family',
      'scooters',
      'atvs',
      'suvs',
      'locations',
      'price',
      'insurance',
      'fuel',
      'licence',
      'duration',
      'beaches',
      'antiparos',
      'booking',
      'availability',
      'season',
      'groups',
      'breakdown',
      'payment',
      'cancellation',
      'extras',
      'roads',
      'parking',
      'distances',
      'transmission',
      'tips',
      'eco',
      'contact',
      'offers',
      'reviews',
      'compare',
      'fallback',
    ]);
    expect(Object.keys(phrasings).sort()).toEqual([...intentIds].sort());
    for (const id of intentIds) expect(phrasings[id].length, id).toBeGreaterThanOrEqual(2);
  });

  for (const id of intentIds) {
    it.each(phrasings[id])(`${id}: %s`, (text) => {
      expect(ask(text).intent).toBe(id);
    });
  }
});

describe('keyword matching', () => {
  it('matches whole words, so airport is not port and scar is not car', () => {
    expect(ask('I have a scar').intent).toBe('fallback');
    expect(ask('Do you take cards?').intent).toBe('payment');
    expect(ask('Do you deliver to the airport?').context.pickupLocation).toBe('airport');
    expect(ask('I arrive at the port').context.pickupLocation).toBe('port');
    expect(ask('Do I need my passport?').context.pickupLocation).toBeUndefined();
    expect(findIntents(read('airport')).flatMap((h) => h.matched)).toEqual(['airport']);
  });

  it('is case-insensitive and accepts British and American spellings', () => {
    for (const text of ['LICENCE?', 'license', 'Do I need a driving license', 'driving licence'])
      expect(ask(text).intent, text).toBe('licence');
    for (const text of ['flat tyre', 'flat tire', 'TYRES'])
      expect(ask(text).intent, text).toBe('breakdown');
    for (const text of ['petrol', 'gas', 'Is it diesel?'])
      expect(ask(text).intent, text).toBe('fuel');
    for (const text of ['cancellation', 'cancelation', 'cancelled'])
      expect(ask(text).intent, text).toBe('cancellation');
  });

  it('matches plurals and common misspellings', () => {
    expect(ask('quads').intent).toBe('atvs');
    expect(ask('ATVs').intent).toBe('atvs');
    expect(ask('beaches').intent).toBe('beaches');
    expect(ask('roads').intent).toBe('roads');
    expect(ask('scoter').intent).toBe('scooters');
    expect(ask('insurence').intent).toBe('insurance');
  });
});

describe('mixed topics: the most specific topic wins', () => {
  it.each([
    ['Can I take the car on the ferry to Antiparos?', 'antiparos'],
    ['Is parking easy in Naoussa?', 'parking'],
    ['Do you have child seats for the kids?', 'extras'],
    ['how much is a car for a week', 'price'],
    ['is the road to the beach ok for a small car', 'roads'],
    ['where do I pick up the car at the airport', 'locations'],
    ['Is car insurance included?', 'insurance'],
    ['Which beaches can we reach by car?', 'beaches'],
    ['cheapest scooter', 'scooters'],
    ['Can I cancel my booking?', 'cancellation'],
    ['Is there a discount if I book in advance?', 'offers'],
    ['how long does the ferry take', 'antiparos'],
  ] as const)('%s → %s', (text, intent) => {
    expect(ask(text).intent).toBe(intent);
  });

  it('a stated party size points to cars up to 4 people, to family (then groups) from 5', () => {
    expect(ask('4 people').intent).toBe('cars');
    expect(ask('6 people').intent).toBe('family');
    expect(ask('we are 12 people').intent).toBe('groups');
  });

  it('among equally specific hits the required priority order decides', () => {
    // Both vehicle kinds (tier 3): atvs comes before suvs.
    expect(ask("I'd like an ATV and a jeep").intent).toBe('atvs');
    // Both topics (tier 4): insurance comes before parking and fuel.
    expect(ask('parking and insurance').intent).toBe('insurance');
    expect(ask('fuel and insurance').intent).toBe('insurance');
    // Both place names (tier 2): beaches comes before antiparos.
    expect(ask('beaches on Antiparos').intent).toBe('beaches');
  });

  it('lists candidates most specific first, then by priority', () => {
    const hits = findIntents(read('Can I take the car on the ferry to Antiparos?'));
    expect(hits[0]).toMatchObject({ id: 'antiparos', tier: 4 });
    expect(hits.map((h) => h.id)).toContain('cars');
    expect(hits.findIndex((h) => h.id === 'cars')).toBeGreaterThan(0);
  });
});

describe('greeting', () => {
  it('opens with the four chips', () => {
    const g = greeting();
    expect(g.suggestions).toEqual([
      'Looking for a car',
      'I want to book now',
      'Show me options',
      'Just browsing',
    ]);
    expect(g.content).toContain('Marcia');
  });

  it.each([...greetingSuggestions(defaultLang)])(
    'chip "%s" gets a helpful answer, never the fallback',
    (chip) => {
      const r = ask(chip);
      expect(r.intent).not.toBe('fallback');
      expect(r.reply.content).not.toContain(fallbackText(defaultLang));
      expect(r.reply.content.length).toBeGreaterThan(20);
    },
  );

  it('starts the booking dialogue from the chip "I want to book now"', () => {
    const r = ask('I want to book now');
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_name');
  });
});

describe('fallback', () => {
  it('says exactly the fixed sentence first, with the six suggestions', () => {
    const r = ask('hmm');
    expect(r.intent).toBe('fallback');
    expect(r.reply.content.split('\n')[0]).toBe(
      "Hmm, I'm not quite sure what you're looking for, but I'm here to help!",
    );
    expect(r.reply.suggestions).toEqual([
      'Show all vehicles',
      'Economy options',
      'Family vehicles',
      'Adventure (ATVs)',
      'Pricing info',
      'Contact details',
    ]);
    expect(fallbackSuggestions(defaultLang)).toEqual(r.reply.suggestions);
  });

  it.each([...fallbackSuggestions(defaultLang)])(
    'suggestion "%s" gets a helpful non-fallback answer',
    (s) => {
      const r = ask(s);
      expect(r.intent).not.toBe('fallback');
      expect(r.reply.content).not.toContain(fallbackText(defaultLang));
    },
  );

  it('greets a visitor who only says their name, still as the fallback', () => {
    const r = ask('My name is Anna');
    expect(r.intent).toBe('fallback');
    expect(r.context.name).toBe('Anna');
    expect(r.reply.content.startsWith(`${fallbackText(defaultLang)}\n`)).toBe(true);
    expect(r.reply.content).toContain('Anna');
  });

  it('answers a greeting, a thank-you or a goodbye alone as such, without the fixed sentence', () => {
    expect(ask('hi!').reply.content).toBe(
      'Hello! Ask me about cars, scooters or ATVs, prices, or tips for Paros and Antiparos.',
    );
    expect(ask('thank you').reply.content).toMatch(/^You're welcome!/);
    expect(ask('bye').reply.content).toBe(
      "Goodbye, and enjoy Paros and Antiparos! I'm here whenever you need me.",
    );
    expect(ask('thanks, bye').reply.content).toMatch(/^You're welcome! Goodbye/);
    expect(ask('bye').intent).toBe('fallback');
  });

  it('a greeting with a longer message it does not understand keeps the fixed sentence first', () => {
    expect(
      ask('hi, what is the meaning of life and everything in the universe').reply.content,
    ).toBe(
      `${fallbackText(defaultLang)}\nHello! Ask me about cars, scooters or ATVs, prices, or tips for Paros and Antiparos.`,
    );
  });

  it('answers dates alone with availability, noting them', () => {
    const r = ask('15/07/2026 to 22/07/2026');
    expect(r.intent).toBe('availability');
    // Typed with numbers: said back as the days they mean.
    expect(r.reply.content).toContain('Wednesday 15 July 2026 to Wednesday 22 July 2026');
    expect(r.context).toMatchObject({
      pickupDate: '15/07/2026',
      returnDate: '22/07/2026',
      conversationStage: 'initial',
    });
  });

  it('answers an empty message with the fallback', () => {
    expect(ask('   ').intent).toBe('fallback');
  });
});

describe('replies', () => {
  const allTexts = Object.values(phrasings).flat();

  it('carry at most 3 vehicles and 2-4 suggestions (the fallback has its six)', () => {
    for (const text of allTexts) {
      const r = ask(text);
      expect(r.reply.vehicles?.length ?? 0, text).toBeLessThanOrEqual(3);
      const n = r.reply.suggestions?.length ?? 0;
      if (r.intent === 'fallback') {
        expect(n).toBe(6);
      } else {
        expect(n, text).toBeGreaterThanOrEqual(2);
        expect(n, text).toBeLessThanOrEqual(4);
      }
    }
  });

  it('are plain text: no Markdown tables, bold or headings, and 2-8 short lines', () => {
    for (const text of allTexts) {
      const { content } = ask(text).reply;
      expect(content, text).not.toMatch(/\||\*\*|^#/m);
      const lines = content.split('\n');
      expect(lines.length, text).toBeLessThanOrEqual(8);
    }
  });

  it('every suggestion offered anywhere leads to a non-fallback answer', () => {
    const offered = new Set<string>();
    for (const text of allTexts) for (const s of ask(text).reply.suggestions ?? []) offered.add(s);
    for (const s of greeting().suggestions ?? []) offered.add(s);
    expect(offered.size).toBeGreaterThan(20);
    for (const s of offered) expect(ask(s).intent, s).not.toBe('fallback');
  });

  it('is deterministic and does not modify the context it is given', () => {
    const context = Object.freeze({ ...initialContext(), name: 'Anna' }) as ChatContext;
    const a = respond('Looking for a car', context, fleet);
    const b = respond('Looking for a car', context, fleet);
    expect(a).toEqual(b);
    expect(context).toEqual({ conversationStage: 'initial', name: 'Anna' });
  });
});

describe('vehicle answers', () => {
  it('cars: type Car, a varied choice, automatic only when asked', () => {
    const r = ask('Looking for a car');
    expect(r.reply.vehicles).toHaveLength(3);
    expect(r.reply.vehicles!.every((v) => v.type === 'Car')).toBe(true);
    expect(new Set(r.reply.vehicles!.map((v) => v.category)).size).toBe(3);
    expect(r.reply.vehicles!.some((v) => v.transmission === 'Manual')).toBe(true);
    const auto = ask('Do you have automatic cars?');
    expect(auto.intent).toBe('cars');
    expect(auto.reply.vehicles!.length).toBeGreaterThan(0);
    expect(
      auto.reply.vehicles!.every((v) => v.type === 'Car' && v.transmission === 'Automatic'),
    ).toBe(true);
  });

  it('budget: economy, cheapest first; within a stated budget first', () => {
    const r = ask('Economy options');
    const vs = r.reply.vehicles!;
    expect(vs.every((v) => v.category === 'economy')).toBe(true);
    expect(vs.map((v) => v.price_per_day)).toEqual(
      [...vs.map((v) => v.price_per_day)].sort((a, b) => a - b),
    );
    expect(vs[0]!.price_per_day).toBe(
      Math.min(...fleet.filter((v) => v.category === 'economy').map((v) => v.price_per_day)),
    );
    const b = ask('my budget is €40');
    expect(b.context.budget).toBe(40);
    expect(b.reply.vehicles!.every((v) => v.price_per_day <= 40)).toBe(true);
  });

  it('family: 5 or more seats, the 7-seater first; the party size raises the minimum', () => {
    const r = ask('can we get a 7 seater');
    expect(r.reply.vehicles!.every((v) => v.seats >= 5)).toBe(true);
    expect(r.reply.vehicles![0]!.seats).toBe(7);
    const six = ask('family car for 6 people');
    expect(six.intent).toBe('family');
    expect(six.reply.vehicles!.every((v) => v.seats >= 6)).toBe(true);
  });

  it('scooters, ATVs, SUVs: by type / category, cheapest first', () => {
    expect(ask('scooters').reply.vehicles!.every((v) => v.type === 'Motorbike')).toBe(true);
    expect(ask('I want a 125cc bike').reply.vehicles![0]!.engine_size).toBe('125cc');
    expect(ask('quad bike rental').reply.vehicles!.every((v) => v.type === 'ATV / QUAD')).toBe(
      true,
    );
    const suvs = ask('Do you have a jeep?').reply.vehicles!;
    expect(suvs.length).toBeGreaterThan(0);
    expect(suvs.every((v) => v.category === 'suv' || v.category === 'jeep')).toBe(true);
  });

  it('falls through to the next rule when the vehicle filter matches nothing', () => {
    // An empty fleet: every vehicle intent falls through; with no later rule, the fallback.
    expect(ask('Looking for a car', initialContext(), []).intent).toBe('fallback');
    expect(ask('Family vehicles', initialContext(), []).intent).toBe('fallback');
    // Topic answers do not depend on the fleet.
    expect(ask('Pricing info', initialContext(), []).intent).toBe('price');
    // No scooters: 'cheapest scooter' falls through to budget; 'scooter prices' to price.
    const noScooters = fleet.filter((v) => v.type !== 'Motorbike');
    expect(ask('cheapest scooter', initialContext(), noScooters).intent).toBe('budget');
    expect(ask('scooter prices', initialContext(), noScooters).intent).toBe('price');
    // Nine people: no vehicle has 9 seats, so family falls through to groups.
    const nine = ask('family trip, 9 people');
    expect(nine.intent).toBe('groups');
    expect(nine.reply.content).toContain('at least 2 vehicles');
    // No automatic cars: the automatic filter empties cars, transmission answers.
    const manualOnly = fleet.filter((v) => v.transmission === 'Manual');
    expect(ask('Do you have automatic cars?', initialContext(), manualOnly).intent).toBe(
      'transmission',
    );
  });

  it('never returns more than 3 vehicles, whatever the fleet size', () => {
    const big = [...fleet, ...fleet.map((v) => ({ ...v, id: `${v.id}-2` }))];
    for (const text of [
      'Looking for a car',
      'Economy options',
      'Family vehicles',
      'scooters',
      'ATVs',
      'SUVs',
      'car or scooter',
      'hybrid',
      'automatic',
      'group of friends',
    ])
      expect(
        ask(text, initialContext(), big).reply.vehicles?.length ?? 0,
        text,
      ).toBeLessThanOrEqual(3);
  });
});

describe('figures the chat states: prices, discounts, rules and limits', () => {
  const content = (text: string) => ask(text).reply.content;

  it('prices per day and discounts', () => {
    const c = content('Pricing info');
    for (const s of [
      'Economy car: €35/day',
      'Family car: €45/day',
      'SUV: €55/day',
      'Scooter: €25/day',
      'ATV: €50/day',
    ])
      expect(c).toContain(s);
    for (const s of [
      '15% off for a week',
      '20% for two weeks',
      '25% for a month',
      '10% off when you book 30 days ahead',
      '15% when you book 60 days ahead',
    ])
      expect(c).toContain(s);
    expect(content('Any special offers?')).toMatch(
      /15% off for a week.*20% for two weeks.*25% for a month/s,
    );
    expect(content('Any special offers?')).toMatch(
      /10% off when you book 30 days ahead, 15% at 60 days/,
    );
  });

  it('vehicle answers quote their price', () => {
    expect(content('Looking for a car')).toMatch(/economy €35, family €45, SUV €55/);
    expect(content('Economy options')).toContain('€35/day');
    expect(content('Family vehicles')).toContain('€45/day');
    expect(content('Do you have a jeep?')).toContain('€55/day');
    expect(content('scooters')).toMatch(/€25\/day, in 50cc and 125cc/);
    expect(content('quads')).toMatch(/€50\/day, from 150cc to 520cc/);
  });

  it('cancellation, deposit, duration, fuel', () => {
    expect(content('cancellation policy')).toMatch(/free up to 48 hours before pickup/);
    expect(content('cancellation policy')).toMatch(/50% back or a free reschedule/);
    expect(content('deposit')).toContain('€200-500');
    expect(content('deposit')).toMatch(/card/);
    expect(content('can I pay by card')).toContain('€200-500');
    expect(content('minimum rental period')).toMatch(/1 day.*no maximum/s);
    expect(content('fuel policy')).toContain('full-to-full');
    expect(content('Is there a mileage limit?')).toContain('unlimited kilometres');
  });

  it('delivery, extras, ferry, parking', () => {
    expect(content('Do you deliver to my hotel?')).toMatch(
      /free of charge to Paros airport, the port or your hotel, Antiparos included/,
    );
    expect(content('Is GPS included?')).toMatch(/Child seats and GPS are free/);
    expect(content('ferry to Antiparos')).toMatch(/10 minutes and costs €2/);
    expect(content('parking')).toContain('€2 per hour');
  });

  it('licence rules', () => {
    const c = content('licence rules');
    for (const s of [
      'Minimum age 21',
      'held for at least 1 year',
      'outside the EU also need an international driving licence',
      '50cc scooters: a car licence',
      '125cc and above: a motorcycle licence',
    ])
      expect(c).toContain(s);
  });

  it('contact, rating and languages', () => {
    const c = content('Contact details');
    expect(c).toContain(defaultContact.phone);
    expect(c).toContain(defaultContact.email);
    expect(c).toContain('English, French, German and Italian');
    expect(content('reviews')).toContain('4.9/5 from 200+ reviews');
  });

  it('quotes the phone and e-mail it is given (contact, or the Business view)', () => {
    const contact = { phone: '+30 22840 99999', email: 'desk@paros.example' };
    const a = respond('Contact details', initialContext(), fleet, { contact });
    expect(a.reply.content).toContain('+30 22840 99999');
    expect(a.reply.content).toContain('desk@paros.example');
    const b = respond('what if I break down', initialContext(), fleet, {
      business: { phone: { display: '+30 22840 12345' }, email: 'b@paros.example' },
    });
    expect(b.reply.content).toContain('+30 22840 12345');
  });

  it('the default contact is the sample default of src/config/settings.mjs', () => {
    const defaults = envSchema as unknown as Record<string, { default?: string }>;
    expect(defaultContact).toEqual({
      phone: defaults.PUBLIC_PHONE!.default,
      email: defaults.PUBLIC_EMAIL!.default,
      address: addressLine({
        street: defaults.PUBLIC_ADDRESS_STREET!.default!,
        locality: defaults.PUBLIC_ADDRESS_LOCALITY!.default!,
        postalCode: defaults.PUBLIC_ADDRESS_POSTAL_CODE!.default!,
        country: defaults.PUBLIC_ADDRESS_COUNTRY!.default!,
      }),
    });
  });
});

describe('the no-match answer: the fixed sentence with six suggestions', () => {
  it('is exactly the fixed sentence, with the six chips', () => {
    const r = respond('asdfgh qwerty', initialContext(), embeddedFleet);
    expect(r.intent).toBe('fallback');
    expect(r.reply.content).toBe(fallbackText(defaultLang));
    expect(r.reply.suggestions).toEqual([
      'Show all vehicles',
      'Economy options',
      'Family vehicles',
      'Adventure (ATVs)',
      'Pricing info',
      'Contact details',
    ]);
  });
});
