/**
 * What Marcia says in English (spec 000 s.4, s.5 "Rules the chat states", s.8 chat errors, s.9
 * "Prices the chat states"). Every figure is read from `src/config/facts.ts` and the phone and
 * e-mail from the contact passed in, so no number is retyped.
 *
 * Replies are plain text with `\n` line breaks and `• ` list items (no Markdown), 2-5 short
 * sentences or a short list, with 2-4 follow-up suggestions each; every suggestion is itself a
 * message Marcia understands.
 */
import { facts } from '../../../../config/facts';
import { formatEur } from '../../../../i18n/format';
import { bullets, chatDiscounts as D, chatPrices as P, joinList } from '../shared';
import { discountPhrases, sayer, sharedPhrases, termsDecideAge as termsDecideAgeText } from '../compose';
import { enMessages } from './messages';
import type { LegacyTexts, LegacyTopic } from '../compose';
import type { TopicText } from '../types';

/** An amount in EUR as the pages print it (`€35`, `formatEur` of `src/i18n/format.ts`). */
export function eur(amount: number): string {
  return formatEur(amount, 'en');
}

const and = (items: readonly (string | number)[]) => joinList(items, 'and');
const perDay = (n: number) => `${eur(n)}/day`;

/** Chat figures as reusable English phrases. */
/** The discount phrases, from the pack's templates. */
const discounts = discountPhrases(sayer('en', enMessages));
/** Phrases shared with the templates (delivery, parking). */
const shared = sharedPhrases(sayer('en', enMessages));

export const phrases = {
  prices: bullets([
    `Economy car: ${perDay(P.economy)}`,
    `Family car: ${perDay(P.family)}`,
    `SUV: ${perDay(P.suv)}`,
    `Scooter: ${perDay(P.scooter)}`,
    `ATV: ${perDay(P.atv)}`,
  ]),
  lengthDiscounts: discounts.length,
  earlyDiscounts: discounts.early,
  delivery: shared.delivery,
  ferry: `the ferry from Pounta takes about ${facts.ferry.chatMinutes} minutes and costs ${eur(facts.ferry.chatFare)}`,
  scooterCc: and(facts.engines.chatScooterCc.map((cc) => `${cc}cc`)),
  atvCc: `${facts.engines.chatAtvCc.min}cc to ${facts.engines.chatAtvCc.max}cc`,
  parking: shared.parking,
  languages: and(facts.claims.languages),
  rating: `${facts.claims.rating}/${facts.claims.ratingMax} from ${facts.claims.reviews} reviews`,
  deposit: `${eur(facts.deposit.chatMin)}-${facts.deposit.chatMax}`,
  licenceRules: bullets([
    `Minimum age ${facts.ages.chatMinimum}`,
    `A driving licence held for at least ${facts.ages.chatLicenceYears} year`,
    'Visitors from outside the EU also need an international driving licence',
    `${facts.engines.chatScooterCc[0]}cc scooters: a car licence is enough`,
    `${facts.engines.chatScooterCc[1]}cc and above: a motorcycle licence`,
  ]),
} as const;

/** Where the chat's rule and the terms differ, the terms decide (spec 001 s.5 terms). */
const termsDecideAge = termsDecideAgeText(sayer('en', enMessages));

const topics: Readonly<Record<LegacyTopic, TopicText>> = {
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
  licence: (i) => ({
    content: `Here's what you need to rent with us:\n${
      i.flags.has('atv') ? phrases.licenceRules.replace(`Minimum age ${facts.ages.chatMinimum}`, `Minimum age ${facts.ages.atvMinimum} for ATVs`) : phrases.licenceRules
    }\nAt pickup, bring your driving licence, your passport and your booking confirmation.\n${termsDecideAge}`,
    suggestions: ['Scooters', 'Insurance', 'Book now'],
  }),
  tips: (i) => {
    const s = facts.editorial.speedLimits;
    return {
      content: `${i.flags.has('browsing') ? 'No rush, take your time! A few tips while you look around:' : 'Happy to share some local tips:'}\n${bullets([
        `Book early for July and August (${D.book30Days}% off ${D.fromDays.book30Days} days ahead)`,
        `A small car or a scooter is easiest in the narrow village streets, and ${phrases.parking} in town`,
        `Speed limits are ${s.town} km/h in towns and ${s.main} km/h on main roads`,
        `Antiparos is ${facts.ferry.chatMinutes} minutes away by ferry (${eur(facts.ferry.chatFare)})`,
      ])}`,
      suggestions: ['Show all vehicles', 'Best beaches', 'Pricing info'],
    };
  },
  compare: (i) => ({
    content: `Car, scooter or ATV? A quick comparison:\n${bullets([
      `Car from ${perDay(P.economy)}: comfort, air conditioning and luggage space, best for families`,
      `Scooter from ${perDay(P.scooter)} (${phrases.scooterCc}): parks anywhere, great for couples`,
      `ATV from ${perDay(P.atv)} (${phrases.atvCc}): fun on the dirt roads to hidden beaches`,
    ])}${i.vehicles.length > 0 ? '\nHere is the cheapest of each:' : ''}`,
    suggestions: ['Economy options', 'Scooters', 'Adventure (ATVs)'],
  }),
};




/** English texts. */
export const enTexts: LegacyTexts = {
  topics,
};
