/**
 * What Marcia says (spec 000 s.4, s.5 "Rules the chat states", s.8 chat errors, s.9 "Prices the
 * chat states"). Every figure is read from `src/config/facts.ts` (the chat readings: `prices.chat`,
 * `discounts`, `cancellation.chat*`, `deposit.chat*`, `ferry.chat*`, `engines.chat*`,
 * `ages.chat*`, ...) and the phone/e-mail from the contact passed in, so no number is retyped.
 *
 * Replies are plain text with `\n` line breaks and `• ` list items (no Markdown), 2-5 short
 * sentences or a short list, with 2-4 follow-up suggestions each. English only for now; this
 * module is the assistant's dictionary (the shell's UI strings live in `src/i18n/`).
 */
import { facts } from '../../config/facts';
import { t } from '../../i18n';
import type { Vehicle } from '../fleet';
import type { AssistantContact, AssistantReply, ChatContext, IntentId } from './types';

/** An amount in EUR as the site prints it (`EUR 35`). */
export function eur(amount: number | string): string {
  return t('price.eur', { amount });
}

/** 'a, b and c'. */
function and(items: readonly (string | number)[]): string {
  const s = items.map(String);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} and ${s[s.length - 1]}`;
}

/** A short plain-text list, one `• ` item per line. */
function bullets(items: readonly string[]): string {
  return items.map((i) => `• ${i}`).join('\n');
}

const P = facts.prices.chat;
const D = facts.discounts;
const perDay = (n: number) => `${eur(n)}/day`;

/** Chat figures as reusable phrases. */
export const phrases = {
  prices: bullets([
    `Economy car: ${perDay(P.economy)}`,
    `Family car: ${perDay(P.family)}`,
    `SUV: ${perDay(P.suv)}`,
    `Scooter: ${perDay(P.scooter)}`,
    `ATV: ${perDay(P.atv)}`,
  ]),
  lengthDiscounts: `${D.week}% off for a week, ${D.twoWeeks}% for two weeks and ${D.month}% for a month`,
  earlyDiscounts: `${D.book30Days}% off when you book 30 days ahead, ${D.book60Days}% when you book 60 days ahead`,
  delivery: 'Delivery to the airport, the port or your hotel is free, Antiparos included',
  ferry: `the ferry from Pounta takes about ${facts.ferry.chatMinutes} minutes and costs ${eur(facts.ferry.chatFare)}`,
  scooterCc: and(facts.engines.chatScooterCc.map((cc) => `${cc}cc`)),
  atvCc: `${facts.engines.chatAtvCc.min}cc to ${facts.engines.chatAtvCc.max}cc`,
  parking: `paid parking costs ${eur(facts.parking.paidPerHour)} per hour`,
  languages: and(facts.claims.languages),
  rating: `${facts.claims.rating}/${facts.claims.ratingMax} from ${facts.claims.reviews} reviews`,
  licenceRules: bullets([
    `Minimum age ${facts.ages.chatMinimum}`,
    `A driving licence held for at least ${facts.ages.chatLicenceYears} year`,
    'Visitors from outside the EU also need an international driving licence',
    `${facts.engines.chatScooterCc[0]}cc scooters: a car licence is enough`,
    `${facts.engines.chatScooterCc[1]}cc and above: a motorcycle licence`,
  ]),
} as const;

/** Everything a topic reply may use. */
export interface ReplyInput {
  /** The message from `normaliseText`. */
  normalised: string;
  /** Keywords of the chosen intent found in the message. */
  matched: readonly string[];
  /** The context after extraction. */
  context: ChatContext;
  /** Cards already chosen for this reply (at most 3; possibly empty). */
  vehicles: Vehicle[];
  /** The whole fleet passed to `respond`. */
  fleet: readonly Vehicle[];
  contact: AssistantContact;
}

/** Adds cards when there are any. */
function withVehicles(reply: AssistantReply, vehicles: Vehicle[]): AssistantReply {
  return vehicles.length > 0 ? { ...reply, vehicles } : reply;
}

const has = (input: ReplyInput, ...words: string[]) => words.some((w) => input.matched.includes(w));

/** Topic intents: every intent except `booking` (a dialogue) and `fallback`. */
export type TopicIntent = Exclude<IntentId, 'booking' | 'fallback'>;

/** The reply of each topic intent (spec 000 s.9 figures; suggestions lead to non-fallback answers). */
export const topicReplies: Readonly<Record<TopicIntent, (input: ReplyInput) => AssistantReply>> = {
  cars: (i) => {
    const automatic = i.vehicles.length > 0 && i.vehicles.every((v) => v.transmission === 'Automatic') && /\bauto/.test(i.normalised);
    return withVehicles(
      {
        content: [
          automatic
            ? 'Here are our automatic cars, so no clutch on the hills!'
            : 'Great choice! A car is the easiest way to explore Paros and Antiparos.',
          `Prices per day: economy ${eur(P.economy)}, family ${eur(P.family)}, SUV ${eur(P.suv)}.`,
          `${phrases.delivery}.`,
        ].join('\n'),
        suggestions: ['Economy options', 'Family vehicles', automatic ? 'Insurance' : 'Automatic cars', 'Book now'],
      },
      i.vehicles,
    );
  },
  budget: (i) => {
    const budget = i.context.budget;
    return withVehicles(
      {
        content: [
          `Smart choice! Our economy cars are ${perDay(P.economy)} and scooters ${perDay(P.scooter)}.`,
          `Renting longer saves more: ${phrases.lengthDiscounts}. Booking ahead helps too: ${phrases.earlyDiscounts}.`,
          typeof budget === 'number' ? `Here is what fits a ${perDay(budget)} budget best, cheapest first:` : 'Here are our cheapest cars:',
        ].join('\n'),
        suggestions: ['Weekly discounts', 'Scooters', 'Book now'],
      },
      i.vehicles,
    );
  },
  family: (i) => {
    const n = i.context.passengers;
    return withVehicles(
      {
        content: [
          `Travelling with family? Our family cars have 5 or more seats and start at ${perDay(P.family)}.`,
          'Child seats are free, and so is delivery to the airport, the port or your hotel.',
          n !== undefined ? `For ${n} ${n === 1 ? 'person' : 'people'}, these have room for everyone:` : 'Here are some roomy options:',
        ].join('\n'),
        suggestions: ['Free child seats', 'Insurance', 'Book now'],
      },
      i.vehicles,
    );
  },
  scooters: (i) =>
    withVehicles(
      {
        content: [
          `Scooters are the easiest way to zip around Paros and park anywhere! They start at ${perDay(P.scooter)}, in ${phrases.scooterCc}.`,
          `A ${facts.engines.chatScooterCc[0]}cc needs a car licence; ${facts.engines.chatScooterCc[1]}cc and above needs a motorcycle licence.`,
        ].join('\n'),
        suggestions: ['Licence rules', 'Compare vehicles', 'Book now'],
      },
      i.vehicles,
    ),
  atvs: (i) =>
    withVehicles(
      {
        content: [
          `Up for an adventure? Our ATVs and quads start at ${perDay(P.atv)}, from ${phrases.atvCc}: perfect for the dirt roads to hidden beaches.`,
          `You need to be ${facts.ages.chatMinimum}+ with a licence held for at least ${facts.ages.chatLicenceYears} year.`,
        ].join('\n'),
        suggestions: ['Road conditions', 'Licence rules', 'Book now'],
      },
      i.vehicles,
    ),
  suvs: (i) =>
    withVehicles(
      {
        content: [
          `Our SUVs and jeeps start at ${perDay(P.suv)}: extra ground clearance for the dirt tracks to remote beaches.`,
          `${phrases.delivery}.`,
        ].join('\n'),
        suggestions: ['Road conditions', 'Best beaches', 'Book now'],
      },
      i.vehicles,
    ),
  locations: (i) => {
    const noted = i.context.pickupLocation ? `\nI've noted the ${i.context.pickupLocation} as your pickup point.` : '';
    return {
      content: `We deliver free of charge to Paros airport, the port or your hotel, Antiparos included. Our pickup points:\n${bullets(
        facts.pickupLocations.map((l) => l.name),
      )}${noted}`,
      suggestions: ['Book now', 'Ferry to Antiparos', 'Pricing info'],
    };
  },
  price: () => ({
    content: `Our daily prices:\n${phrases.prices}\nFull insurance and ${facts.terms.mileage.islands} kilometres are included. Rent longer and save: ${phrases.lengthDiscounts}. Plus ${phrases.earlyDiscounts}.`,
    suggestions: ['Economy options', 'Insurance', 'Book now'],
  }),
  insurance: () => ({
    content: [
      'Full insurance is included with every rental, so you can relax.',
      `We hold a deposit of ${eur(`${facts.deposit.chatMin}-${facts.deposit.chatMax}`)} on your card (${facts.deposit.cards.replace(/ only$/, '')}). It is not charged, and it is released when you return the vehicle.`,
    ].join('\n'),
    suggestions: ['Payment options', 'Cancellation policy', 'Book now'],
  }),
  fuel: () => ({
    content: [
      `Our fuel policy is ${facts.rental.fuelPolicy}: you get the vehicle with a full tank and bring it back full.`,
      'Just fill up on your way to the drop-off point.',
    ].join('\n'),
    suggestions: ['Eco-friendly options', 'Road conditions', 'Pricing info'],
  }),
  licence: () => ({
    content: `Here's what you need to rent with us:\n${phrases.licenceRules}`,
    suggestions: ['Scooters', 'Insurance', 'Book now'],
  }),
  duration: () => ({
    content: [
      `You can rent for as little as ${facts.rental.minDays} day, and there's no maximum.`,
      `Longer rentals save more: ${phrases.lengthDiscounts}.`,
    ].join('\n'),
    suggestions: ['Pricing info', 'Special offers', 'Book now'],
  }),
  beaches: () => ({
    content: [
      `Paros is full of great beaches and a car gets you to all of them: Golden Beach (about ${facts.driveTimes.naoussaGoldenBeach} minutes from Naoussa), Kolymbithres, Santa Maria, Lageri and Faragas.`,
      'Some beach roads are dirt tracks, where an SUV or an ATV is handy.',
      `In the towns, ${phrases.parking}.`,
    ].join('\n'),
    suggestions: ['Road conditions', 'SUVs and jeeps', 'Ferry to Antiparos'],
  }),
  antiparos: () => ({
    content: [
      `Antiparos is a short hop away: ${phrases.ferry}.`,
      'Even easier: we deliver free in Antiparos too, to the port, the helipad or your villa or hotel.',
    ].join('\n'),
    suggestions: ['Pickup locations', 'Best beaches', 'Book now'],
  }),
  availability: (i) => {
    const dates = i.context.pickupDate
      ? `I've noted your dates: ${i.context.pickupDate}${i.context.returnDate ? ` to ${i.context.returnDate}` : ''}. `
      : '';
    return {
      content: [
        `${dates}We have ${facts.claims.vehicles.home} vehicles, but July and August book up fast, so reserve early: ${phrases.earlyDiscounts}.`,
        `Say 'book now' and I'll take your details, or call us on ${i.contact.phone}.`,
      ].join('\n'),
      suggestions: ['Book now', 'Pricing info', 'Contact details'],
    };
  },
  season: () => ({
    content: [
      'Peak season on Paros is July and August: the island is lively and vehicles book up, so reserve early.',
      `Early birds save: ${phrases.earlyDiscounts}.`,
      'May, June and September are quieter and still warm, lovely for exploring.',
    ].join('\n'),
    suggestions: ['Check availability', 'Special offers', 'Best beaches'],
  }),
  groups: (i) => {
    const n = i.context.passengers;
    const maxSeats = Math.max(0, ...i.fleet.map((v) => v.seats));
    const split = n !== undefined && maxSeats > 0 && n > maxSeats ? `\nFor ${n} people you'll need at least ${Math.ceil(n / maxSeats)} vehicles.` : '';
    return withVehicles(
      {
        content: [
          `Travelling as a group? Our family cars seat 5 or more (from ${perDay(P.family)}), or mix a car with scooters (from ${perDay(P.scooter)}).`,
          `For several vehicles, call us on ${i.contact.phone} and we'll put a package together.${split}`,
        ].join('\n'),
        suggestions: ['Family vehicles', 'Scooters', 'Contact details'],
      },
      i.vehicles,
    );
  },
  breakdown: (i) => ({
    content: [
      `Don't worry, we've got you covered with ${facts.claims.support} support.`,
      `If the vehicle breaks down or you get a flat tyre, stay safe and call us on ${i.contact.phone}: we'll come and sort it out.`,
      'Full insurance is included in every rental.',
    ].join('\n'),
    suggestions: ['Insurance', 'Contact details', 'Road conditions'],
  }),
  payment: (i) => ({
    content: [
      `For the deposit we hold ${eur(`${facts.deposit.chatMin}-${facts.deposit.chatMax}`)} on a ${facts.deposit.cards.replace(/ only$/, '')}; it is released when you return the vehicle.`,
      `Our team confirms the payment details of your booking by e-mail, or ask us anytime on ${i.contact.phone}.`,
    ].join('\n'),
    suggestions: ['Insurance', 'Cancellation policy', 'Book now'],
  }),
  cancellation: () => ({
    content: [
      `Plans change, we get it. Cancellation is free up to ${facts.cancellation.chatFreeHours} hours before pickup.`,
      `Less than ${facts.cancellation.chatFreeHours} hours before, you get ${facts.cancellation.chatLateRefundPercent}% back or a free reschedule.`,
    ].join('\n'),
    suggestions: ['Book now', 'Payment options', 'Contact details'],
  }),
  extras: (i) => ({
    content: [
      'Child seats and GPS are free: just tell us when you book.',
      `${phrases.delivery}.`,
      ...(has(i, 'helmet') ? ['Ask us for helmets when you book a scooter or an ATV.'] : []),
      ...(has(i, 'additional driver', 'second driver', 'extra driver', 'another driver', 'also drive', 'both drive')
        ? [`Extra drivers can be added when you book; each needs to be ${facts.ages.chatMinimum}+ with a licence held for at least ${facts.ages.chatLicenceYears} year.`]
        : []),
    ].join('\n'),
    suggestions: ['Family vehicles', 'Pickup locations', 'Book now'],
  }),
  roads: () => ({
    content: [
      'Main roads on Paros and Antiparos are paved and easy to drive; village streets are narrow and some beach roads are dirt tracks.',
      'A small car is easiest in the villages, and an SUV, jeep or ATV suits the dirt roads best.',
      'Take the bends slowly and watch out for scooters.',
    ].join('\n'),
    suggestions: ['SUVs and jeeps', 'Parking tips', 'Driving distances'],
  }),
  parking: () => ({
    content: [
      `Parking in Naoussa and Parikia gets busy in summer: ${phrases.parking}.`,
      'A small car or a scooter makes parking much easier.',
    ].join('\n'),
    suggestions: ['Economy options', 'Scooters', 'Tips for Paros'],
  }),
  distances: () => {
    const d = facts.driveTimes;
    return {
      content: `Paros is compact, nowhere is far by car:\n${bullets([
        `Parikia to Naoussa: ${d.parikiaNaoussa} min`,
        `Airport to Parikia: ${d.airportParikia} min`,
        `Airport to Naoussa: ${d.airportNaoussa} min`,
        `Naoussa to Golden Beach: ${d.naoussaGoldenBeach} min`,
        `Parikia to Lefkes: ${d.parikiaLefkes} min`,
        `Pounta to Antiparos: ${facts.ferry.chatMinutes} min by ferry`,
      ])}`,
      suggestions: ['Road conditions', 'Best beaches', 'Ferry to Antiparos'],
    };
  },
  transmission: (i) =>
    withVehicles(
      {
        content: [
          'We have both manual and automatic vehicles.',
          'Automatics are popular in summer, so book early if you need one.',
          ...(i.vehicles.length > 0 ? ['Here are some of our automatics:'] : []),
        ].join('\n'),
        suggestions: ['Automatic cars', 'Economy options', 'Book now'],
      },
      i.vehicles,
    ),
  tips: (i) => {
    const browsing = has(i, 'browsing', 'browse', 'just looking', 'looking around', 'exploring', 'just curious', 'checking out', 'just checking');
    const s = facts.editorial.speedLimits;
    return {
      content: `${browsing ? 'No rush, take your time! A few tips while you look around:' : 'Happy to share some local tips:'}\n${bullets([
        `Book early for July and August (${D.book30Days}% off 30 days ahead)`,
        `A small car or a scooter is easiest in the narrow village streets, and ${phrases.parking} in town`,
        `Speed limits are ${s.town} km/h in towns and ${s.main} km/h on main roads`,
        `Antiparos is ${facts.ferry.chatMinutes} minutes away by ferry (${eur(facts.ferry.chatFare)})`,
      ])}`,
      suggestions: ['Show all vehicles', 'Best beaches', 'Pricing info'],
    };
  },
  eco: (i) =>
    withVehicles(
      {
        content: [
          `Travelling light on the island is easy: our small economy cars are thrifty, and a scooter (from ${perDay(P.scooter)}) is the greenest way around.`,
          ...(i.vehicles.length > 0 ? ['We also have hybrids:'] : []),
        ].join('\n'),
        suggestions: ['Economy options', 'Scooters', 'Fuel policy'],
      },
      i.vehicles,
    ),
  contact: (i) => ({
    content: [
      `You can reach us by phone on ${i.contact.phone} or by e-mail at ${i.contact.email}.`,
      `We're available daily ${facts.hours.general.opens}-${facts.hours.general.closes} (office ${facts.hours.office.opens}-${facts.hours.office.closes}) with ${facts.claims.support} support for renters.`,
      `We speak ${phrases.languages}.`,
    ].join('\n'),
    suggestions: ['Book now', 'Pickup locations', 'Pricing info'],
  }),
  offers: () => ({
    content: `Here's how to save with us:\n${bullets([
      `${D.week}% off for a week, ${D.twoWeeks}% for two weeks, ${D.month}% for a month`,
      `${D.book30Days}% off when you book 30 days ahead, ${D.book60Days}% at 60 days`,
      'Free delivery, free child seats and free GPS',
    ])}`,
    suggestions: ['Book now', 'Pricing info', 'Economy options'],
  }),
  reviews: () => ({
    content: [
      `We're proud of our ${phrases.rating}.`,
      `We're a local, family-run business and look after every customer personally, in ${phrases.languages}.`,
    ].join('\n'),
    suggestions: ['Show all vehicles', 'Contact details', 'Book now'],
  }),
  compare: (i) =>
    withVehicles(
      {
        content: `Car, scooter or ATV? A quick comparison:\n${bullets([
          `Car from ${perDay(P.economy)}: comfort, air conditioning and luggage space, best for families`,
          `Scooter from ${perDay(P.scooter)} (${phrases.scooterCc}): parks anywhere, great for couples`,
          `ATV from ${perDay(P.atv)} (${phrases.atvCc}): fun on the dirt roads to hidden beaches`,
        ])}${i.vehicles.length > 0 ? '\nHere is the cheapest of each:' : ''}`,
        suggestions: ['Economy options', 'Scooters', 'Adventure (ATVs)'],
      },
      i.vehicles,
    ),
};

/** The four greeting chips (spec 000 s.4). */
export const greetingSuggestions = ['Looking for a car', 'I want to book now', 'Show me options', 'Just browsing'] as const;

/** The opening message (spec 000 s.4): who Marcia is, with the four chips. */
export function greetingReply(): AssistantReply {
  return {
    content: [
      "Hi! I'm Marcia, your AI travel assistant for Paros and Antiparos.",
      'I can help you choose a car, scooter or ATV, explain prices and rental rules, and start your booking. Free, no registration.',
      'How can I help you today?',
    ].join('\n'),
    suggestions: [...greetingSuggestions],
  };
}

/** First line of the fallback, exactly as the spec says (spec 000 s.8). */
export const FALLBACK_TEXT = "Hmm, I'm not quite sure what you're looking for, but I'm here to help!";
/** Suggestions of the fallback, exactly as the spec says (spec 000 s.8). */
export const fallbackSuggestions = ['Show all vehicles', 'Economy options', 'Family vehicles', 'Adventure (ATVs)', 'Pricing info', 'Contact details'] as const;

/**
 * The no-match answer (spec 000 s.8): the fixed sentence, then on a new line a hint that also
 * answers a greeting, a thank-you or a visitor who just gave their name.
 *
 * @param normalised the message from `normaliseText`
 * @param newName true when this message gave the visitor's name
 */
export function fallbackReply(context: ChatContext, newName: boolean, normalised = ''): AssistantReply {
  const words = normalised.split(' ');
  const opener =
    newName && context.name
      ? `Nice to meet you, ${context.name}! `
      : ['thanks', 'thank', 'thx', 'cheers'].some((w) => words.includes(w))
        ? "You're welcome! "
        : ['hi', 'hello', 'hey', 'hiya', 'kalimera', 'yassou', 'yasou'].some((w) => words.includes(w))
          ? 'Hello! '
          : '';
  return {
    content: `${FALLBACK_TEXT}\n${opener}Ask me about cars, scooters or ATVs, prices, or tips for Paros and Antiparos.`,
    suggestions: [...fallbackSuggestions],
  };
}
