/**
 * Language-independent reply logic (issue "Marcia 2", part D): which message a reply uses and
 * with which parameters. Every figure comes from `src/config/facts.ts` or the conversation;
 * every word from the language pack's templates (`lang/{code}/messages.ts`), rendered with ICU
 * MessageFormat (`../messages.ts`). A language pack therefore holds no logic.
 */
import { facts } from '../../../config/facts';
import { factsFor } from '../../../config/facts.i18n';
import { dateLocale, numberLocale } from '../../../i18n/format';
import type { Lang } from '../../../i18n/routing';
import { renderMessage, type MessageParams } from '../messages';
import {
  bullets,
  calendarNames,
  chatPrices as P,
  examples,
  localPhoneDigits,
  numericDay,
  vehiclesNeeded,
  type ExampleDay,
} from './shared';
import type {
  BookingTexts,
  Chips,
  FieldTopic,
  LanguageTexts,
  MessageId,
  Messages,
  Names,
  NoteTexts,
  ReplyInput,
  TemplateTopic,
  TopicText,
  WaitingStage,
} from './types';
import { templateTopics } from './types';

/** A renderer bound to one language's templates. */
export type Say = (id: MessageId, params?: MessageParams) => string;

/** Binds `renderMessage` to a language's templates. */
export function sayer(lang: Lang, messages: Messages): Say {
  return (id, params = {}) => renderMessage(lang, id, messages[id], params);
}

/** The terms decide the age rule: `note.termsDecideAge` with `facts.ages`. */
export function termsDecideAge(say: Say): string {
  return say('note.termsDecideAge', {
    termsMin: facts.ages.termsMinimum,
    premiumMin: facts.ages.termsPremiumMinimum,
    licenceYears: facts.ages.termsLicenceYears,
  });
}

/** The rental-length and book-ahead discounts as phrases (`facts.discounts`). */
export function discountPhrases(say: Say): { length: string; early: string } {
  const d = facts.discounts;
  return {
    length: say('phrase.lengthDiscounts', { week: d.week, twoWeeks: d.twoWeeks, month: d.month }),
    early: say('phrase.earlyDiscounts', {
      early: d.book30Days,
      earlyDays: d.fromDays.book30Days,
      earlier: d.book60Days,
      earlierDays: d.fromDays.book60Days,
    }),
  };
}

/** Phrases the remaining texts share with the templates: free delivery, the parking fee. */
export function sharedPhrases(say: Say): { delivery: string; parking: string } {
  return {
    delivery: say('phrase.delivery'),
    parking: say('phrase.parking', { perHour: facts.parking.paidPerHour }),
  };
}

/**
 * The topic replies (`topic.{id}`): each chooses its parameters from the facts, the contact, the
 * context and the message's flags; the chips come from the pack.
 */
export function topicTexts(
  lang: Lang,
  say: Say,
  names: Names,
  chips: Chips,
): Readonly<Record<TemplateTopic, TopicText>> {
  const discounts = discountPhrases(say);
  const shared = sharedPhrases(say);
  const wording = factsFor(lang);
  const calendar = calendarNames(dateLocale(lang));
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(numberLocale(lang), { type: 'conjunction' }).format(items);
  const automaticCars = (i: ReplyInput) =>
    i.vehicles.length > 0 &&
    i.vehicles.every((v) => v.transmission === 'Automatic') &&
    i.flags.has('automatic');
  const chipsOf = (id: TemplateTopic, i: ReplyInput) =>
    id === 'cars' && automaticCars(i) ? chips.carsAutomatic : chips.topics[id];
  const params: Readonly<Record<TemplateTopic, (i: ReplyInput) => MessageParams>> = {
    fuel: () => ({ policy: wording.rental.fuelPolicy }),
    duration: () => ({ minDays: facts.rental.minDays, lengthDiscounts: discounts.length }),
    season: () => ({ earlyDiscounts: discounts.early }),
    breakdown: (i) => ({ support: facts.claims.support, phone: i.contact.phone }),
    payment: (i) => ({
      depositFrom: facts.deposit.chatMin,
      depositTo: facts.deposit.chatMax,
      cards: names.depositCards,
      phone: i.contact.phone,
    }),
    roads: () => ({}),
    transmission: (i) => ({ withCards: i.vehicles.length > 0 }),
    eco: (i) => ({ scooter: facts.prices.chat.scooter, withCards: i.vehicles.length > 0 }),
    contact: (i) => ({
      phone: i.contact.phone,
      email: i.contact.email,
      opens: facts.hours.general.opens,
      closes: facts.hours.general.closes,
      officeOpens: facts.hours.office.opens,
      officeCloses: facts.hours.office.closes,
      support: facts.claims.support,
      languages: list(facts.claims.languageCodes.map((code) => calendar.language(code))),
    }),
    suvs: () => ({ price: facts.prices.chat.suv, delivery: shared.delivery }),
    scooters: () => {
      const [small = 0, large = 0] = facts.engines.chatScooterCc;
      return {
        price: facts.prices.chat.scooter,
        engines: list(facts.engines.chatScooterCc.map((cc) => say('phrase.cc', { cc }))),
        small,
        large,
      };
    },
    atvs: () => ({
      price: facts.prices.chat.atv,
      ccMin: facts.engines.chatAtvCc.min,
      ccMax: facts.engines.chatAtvCc.max,
      minAge: facts.ages.atvMinimum,
      licenceYears: facts.ages.chatLicenceYears,
      terms: termsDecideAge(say),
    }),
    insurance: () => ({
      depositFrom: facts.deposit.chatMin,
      depositTo: facts.deposit.chatMax,
      cards: names.depositCards,
    }),
    antiparos: () => ({
      minutes: facts.ferry.chatMinutes,
      fare: facts.ferry.chatFare,
      every: facts.ferry.peakEveryMinutes,
      offPeak: wording.ferry.offPeak,
    }),
    parking: () => ({ parking: shared.parking }),
    beaches: () => ({ goldenBeach: facts.driveTimes.naoussaGoldenBeach, parking: shared.parking }),
    reviews: () => ({
      rating: facts.claims.rating,
      ratingNumber: Number(facts.claims.rating),
      ratingMax: facts.claims.ratingMax,
      reviews: facts.claims.reviews,
      reviewsCount: Number.parseInt(facts.claims.reviews, 10),
      languages: list(facts.claims.languageCodes.map((code) => calendar.language(code))),
    }),
    distances: () => ({ ...facts.driveTimes, ferry: facts.ferry.chatMinutes }),
    offers: () => {
      const d = facts.discounts;
      return {
        week: d.week,
        twoWeeks: d.twoWeeks,
        month: d.month,
        early: d.book30Days,
        earlyDays: d.fromDays.book30Days,
        earlier: d.book60Days,
        earlierDays: d.fromDays.book60Days,
      };
    },
    cars: (i) => ({
      automatic: automaticCars(i),
      economy: P.economy,
      family: P.family,
      suv: P.suv,
      delivery: shared.delivery,
    }),
    budget: (i) => {
      const budget = i.context.budget;
      return {
        economy: P.economy,
        scooter: P.scooter,
        lengthDiscounts: discounts.length,
        earlyDiscounts: discounts.early,
        hasBudget: typeof budget === 'number',
        budget: typeof budget === 'number' ? budget : 0,
      };
    },
    family: (i) => ({
      seats: facts.rental.familySeatsMin,
      family: P.family,
      hasCount: i.context.passengers !== undefined,
      count: i.context.passengers ?? 0,
    }),
    availability: (i) => ({
      hasDates: i.context.pickupDate !== undefined,
      pickup: i.context.pickupDate ?? '',
      hasReturn: i.context.returnDate !== undefined,
      ret: i.context.returnDate ?? '',
      vehicles: facts.claims.vehicles.home,
      vehiclesCount: Number.parseInt(facts.claims.vehicles.home, 10),
      earlyDiscounts: discounts.early,
      phone: i.contact.phone,
    }),
    groups: (i) => {
      const needed = vehiclesNeeded(i.context.passengers, i.fleet);
      return {
        seats: facts.rental.familySeatsMin,
        family: P.family,
        scooter: P.scooter,
        phone: i.contact.phone,
        split: needed !== undefined,
        count: i.context.passengers ?? 0,
        needed: needed ?? 0,
      };
    },
    extras: (i) => ({
      extraDriver: i.flags.has('extraDriver'),
      helmet: i.flags.has('helmet'),
      perDay: facts.terms.extras.additionalDriver.perDay,
      minAge: facts.ages.chatMinimum,
      licenceYears: facts.ages.chatLicenceYears,
      delivery: shared.delivery,
    }),
    locations: (i) => ({
      points: bullets(facts.pickupLocations.map((l) => names.pickupLocations[l.id])),
      place: i.context.pickupLocation ?? 'none',
    }),
    price: () => ({
      ...P,
      mileage: names.mileage,
      lengthDiscounts: discounts.length,
      earlyDiscounts: discounts.early,
    }),
    licence: (i) => {
      const [small = 0, large = 0] = facts.engines.chatScooterCc;
      const atv = i.flags.has('atv');
      return {
        atv,
        minAge: atv ? facts.ages.atvMinimum : facts.ages.chatMinimum,
        licenceYears: facts.ages.chatLicenceYears,
        small,
        large,
        terms: termsDecideAge(say),
      };
    },
    tips: (i) => ({
      browsing: i.flags.has('browsing'),
      early: facts.discounts.book30Days,
      earlyDays: facts.discounts.fromDays.book30Days,
      parking: shared.parking,
      town: facts.editorial.speedLimits.town,
      main: facts.editorial.speedLimits.main,
      ferry: facts.ferry.chatMinutes,
      fare: facts.ferry.chatFare,
    }),
    compare: (i) => ({
      economy: P.economy,
      scooter: P.scooter,
      atv: P.atv,
      engines: list(facts.engines.chatScooterCc.map((cc) => say('phrase.cc', { cc }))),
      ccMin: facts.engines.chatAtvCc.min,
      ccMax: facts.engines.chatAtvCc.max,
      withCards: i.vehicles.length > 0,
    }),
    cancellation: (i) => {
      const airport = i.flags.has('airport');
      return {
        airport,
        hours: airport ? facts.cancellation.airportFreeHours : facts.cancellation.chatFreeHours,
        refund: facts.cancellation.chatLateRefundPercent,
        terms: say('phrase.termsDecideCancellation', {
          terms: factsFor(lang).cancellation.terms,
        }),
      };
    },
  };
  return Object.fromEntries(
    templateTopics.map((id) => [
      id,
      (i: ReplyInput) => ({
        content: say(`topic.${id}`, params[id](i)),
        suggestions: [...chipsOf(id, i)],
      }),
    ]),
  ) as Record<TemplateTopic, TopicText>;
}

/** The notes added to an answer (see `NoteTexts`), from a language's templates. */
export function noteTexts(say: Say, names: Names): NoteTexts {
  const ferry = facts.terms.ferryPermission;
  return {
    age: (age, atv) => {
      const min = atv ? facts.ages.atvMinimum : facts.ages.chatMinimum;
      return say('note.age', { age, min, atv, under: age < min });
    },
    termsDecideAge: termsDecideAge(say),
    outOfHours: (contact) =>
      say('note.outOfHours', {
        opens: facts.hours.office.opens,
        closes: facts.hours.office.closes,
        phone: contact.phone,
      }),
    datesNoted: (pickup, ret) =>
      say('note.datesNoted', {
        pickup,
        ret: ret ?? '',
        hasReturn: ret !== undefined && ret !== '',
      }),
    unknown: (contact) => say('note.unknown', { phone: contact.phone }),
    otherCard: say('note.otherCard', { cards: names.depositCards }),
    bicycle: say('note.bicycle'),
    otherIsland: say('note.otherIsland', {
      perDirection: ferry.perDirection,
      usualTotal: ferry.usualTotal,
      unlimited: ferry.unlimited,
    }),
  };
}

/** The sample days of the booking dialogue as a template's parameters (see `examples`). */
function sampleDays(lang: Lang, names: Names): MessageParams {
  const { months } = calendarNames(dateLocale(lang));
  const written = (x: ExampleDay) => numericDay(x, names.dateSeparator);
  return {
    pickup: written(examples.pickup),
    ret: written(examples.return),
    pickupDay: examples.pickup.day,
    pickupMonth: months[examples.pickup.month - 1] ?? '',
    returnDay: examples.return.day,
    returnMonth: months[examples.return.month - 1] ?? '',
  };
}

const waitingStages: readonly WaitingStage[] = [
  'booking_name',
  'booking_email',
  'booking_phone',
  'booking_dates',
  'booking_confirm',
];
const fieldTopics: readonly FieldTopic[] = ['name', 'email', 'phone', 'dates'];

/** The booking dialogue (see `BookingTexts`), from a language's templates, names and chips. */
export function bookingTexts(lang: Lang, say: Say, names: Names, chips: Chips): BookingTexts {
  const samples = sampleDays(lang, names);
  const calendar = calendarNames(dateLocale(lang));
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(numberLocale(lang), { type: 'conjunction' }).format(items);
  const firstNumber = (text: string) => Number(/^\d+/.exec(text.trim())?.[0] ?? 0);
  return {
    askName: say('booking.askName'),
    askEmail: (newName) =>
      say('booking.askEmail', { greet: newName !== undefined, name: newName ?? '' }),
    askPhone: say('booking.askPhone', { example: names.foreignPhone }),
    askDates: say('booking.askDates', samples),
    askReturn: (pickup) => say('booking.askReturn', { pickup, pickupDay: firstNumber(pickup) }),
    askSuggestions: chips.ask,
    reask: {
      name: say('booking.reask.name'),
      email: say('booking.reask.email'),
      phone: say('booking.reask.phone', { digits: localPhoneDigits, example: examples.greekPhone }),
      dates: say('booking.reask.dates', samples),
      returnDate: say('booking.reask.returnDate', samples),
    },
    reaskDatesSuggestions: chips.reaskDates,
    reminder: Object.fromEntries(
      [...waitingStages, 'returnDate' as const].map((stage) => [
        stage,
        say(`booking.reminder.${stage}`),
      ]),
    ) as Record<WaitingStage | 'returnDate', string>,
    corrected: (field, value) => say('booking.corrected', { field, value }),
    restart: say('booking.restart'),
    stopped: say('booking.stopped'),
    pastPickup: (date) => say('booking.pastPickup', { date }),
    returnBefore: (pickup) => say('booking.returnBefore', { pickup }),
    summary: {
      title: say('booking.summary.title'),
      name: (value) => say('booking.summary.name', { value }),
      email: (value) => say('booking.summary.email', { value }),
      phone: (value) => say('booking.summary.phone', { value }),
      pickup: (date, place) => say('booking.summary.pickup', { date, place: place ?? 'none' }),
      return: (date) => say('booking.summary.return', { date }),
      passengers: (count) => say('booking.summary.passengers', { count }),
      vehicle: (value) => say('booking.summary.vehicle', { kind: value, value }),
      returnBeforePickup: say('booking.summary.returnBeforePickup'),
      question: say('booking.summary.question'),
      suggestions: chips.summary,
    },
    formatDay: (year, month, day, weekday) =>
      say('booking.day', {
        weekday: calendar.weekdays[weekday] ?? '',
        day,
        first: day === 1,
        month: calendar.months[month - 1] ?? '',
        year: String(year),
      }),
    acknowledgement: (name) => say('booking.acknowledgement', { name }),
    acknowledgementSuggestions: chips.acknowledgement,
    sent: (name, email, hours) => say('booking.sent', { name, email, hours }),
    cancelled: say('booking.cancelled'),
    incomplete: say('booking.incomplete'),
    incompleteSuggestions: chips.incomplete,
    modifyWhat: { content: say('booking.modifyWhat'), suggestions: [...chips.modifyWhat] },
    modifyDone: (labels) => say('booking.modifyDone', { labels }),
    modifyAsk: (open) =>
      say('booking.modifyAsk', {
        ...samples,
        labels: list(open.map((t) => say(`booking.newField.${t}`))),
        dates: open.includes('dates'),
        example: open.includes('name') ? 'name' : open.includes('dates') ? 'dates' : 'none',
      }),
    modifySuggestions: chips.modify,
    fieldLabels: Object.fromEntries(
      fieldTopics.map((t) => [t, say(`booking.field.${t}`)]),
    ) as Record<FieldTopic, string>,
    list,
  };
}

/**
 * A language's replies, every one rendered from its templates: topics, greeting, fallback, notes
 * and the booking dialogue (see `LanguageTexts`).
 */
export function composeTexts(
  lang: Lang,
  messages: Messages,
  names: Names,
  chips: Chips,
): LanguageTexts {
  const say = sayer(lang, messages);
  return {
    topics: topicTexts(lang, say, names, chips),
    greeting: { content: say('greeting'), suggestions: chips.greeting },
    fallback: {
      text: say('fallback.text'),
      suggestions: chips.fallback,
      hint: say('fallback.hint'),
      niceToMeet: (name) => say('fallback.niceToMeet', { name }),
      hello: say('fallback.hello'),
      thanks: say('fallback.thanks'),
    },
    notes: noteTexts(say, names),
    booking: bookingTexts(lang, say, names, chips),
  };
}
