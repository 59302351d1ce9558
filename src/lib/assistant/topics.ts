/**
 * Which message Marcia says, without a language (docs/assistant.md, "Language packs";
 * docs/architecture.md, "Languages"): the topic replies, the notes added to an answer, the greeting and the fallback lines, each a
 * {@link Message} — a template id and its parameters chosen from the facts, the contact, the
 * conversation's context and the message's flags. Every figure comes from `src/config/facts.ts`,
 * the business settings or the conversation; every word from the language pack, which renders the
 * message (`renderWith` in `./messages.ts`).
 */
import { facts } from '../../config/facts';
import type { Vehicle } from '../fleet';
import type { AssistantContact } from './types';
import { msg, type Message, type MessageArgs, type MessageList } from './messages';
import { extrasList } from './booking-messages';
import { chatPrices as P, vehiclesNeeded } from './lang/shared';
import { hasFeature, varied } from './vehicles';
import type { FeatureFlag, ReplyInput, TemplateTopic } from './lang/types';

/** `note.termsDecideAge`: the terms decide the age rule (`facts.ages`). */
export const termsDecideAgeMessage: Message = msg('note.termsDecideAge', {
  termsMin: facts.ages.termsMinimum,
  premiumMin: facts.ages.termsPremiumMinimum,
  licenceYears: facts.ages.termsLicenceYears,
});

const d = facts.discounts;
/** The rental-length discounts as a phrase (`facts.discounts`). */
const lengthDiscounts = msg('phrase.lengthDiscounts', {
  week: d.week,
  twoWeeks: d.twoWeeks,
  month: d.month,
});
/** The book-ahead discounts as a phrase (`facts.discounts`). */
const earlyDiscounts = msg('phrase.earlyDiscounts', {
  early: d.book30Days,
  earlyDays: d.fromDays.book30Days,
  earlier: d.book60Days,
  earlierDays: d.fromDays.book60Days,
});
/** Free delivery. */
const delivery = msg('phrase.delivery');
/** An extra driver's fee and conditions, as the extras answer and the driver's note say them. */
const driverTerms = {
  perDay: facts.terms.extras.additionalDriver.perDay,
  minAge: facts.ages.chatMinimum,
  licenceYears: facts.ages.chatLicenceYears,
};
/** The parking fee. */
const parking = msg('phrase.parking', { perHour: facts.parking.paidPerHour });
/** The languages the team speaks, by name. */
const languages: MessageList = {
  list: facts.claims.languageCodes.map((code) => ({ language: code })),
};
/** The chat's scooter engine sizes, as a list of `phrase.cc`. */
const scooterEngines: MessageList = {
  list: facts.engines.chatScooterCc.map((cc) => msg('phrase.cc', { cc })),
};
const depositCards = { name: 'depositCards' } as const;

/** Whether the cars reply shows automatic cars only (it then gets the `carsAutomatic` chips). */
export function showsAutomaticCars(i: ReplyInput): boolean {
  return (
    i.vehicles.length > 0 &&
    i.vehicles.every((v) => v.transmission === 'Automatic') &&
    i.flags.has('automatic')
  );
}

/** The parameters of each topic's template `topic.{id}`. */
const topicParams: Readonly<Record<TemplateTopic, (i: ReplyInput) => MessageArgs>> = {
  fuel: () => ({ policy: { fact: 'rental.fuelPolicy' }, fee: facts.terms.refuellingFee }),
  duration: () => ({ minDays: facts.rental.minDays, lengthDiscounts }),
  season: () => ({ earlyDiscounts }),
  breakdown: (i) => ({ support: facts.claims.support, phone: i.contact.phone }),
  payment: (i) => ({
    deposit: !i.after?.includes('insurance'),
    depositFrom: facts.deposit.chatMin,
    depositTo: facts.deposit.chatMax,
    cards: depositCards,
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
    languages,
  }),
  suvs: () => ({ price: facts.prices.chat.suv, delivery }),
  scooters: () => {
    const [small = 0, large = 0] = facts.engines.chatScooterCc;
    return { price: facts.prices.chat.scooter, engines: scooterEngines, small, large };
  },
  atvs: () => ({
    price: facts.prices.chat.atv,
    ccMin: facts.engines.chatAtvCc.min,
    ccMax: facts.engines.chatAtvCc.max,
    minAge: facts.ages.atvMinimum,
    licenceYears: facts.ages.chatLicenceYears,
    terms: termsDecideAgeMessage,
  }),
  insurance: (i) => ({
    deposit: !i.after?.includes('payment'),
    depositFrom: facts.deposit.chatMin,
    depositTo: facts.deposit.chatMax,
    cards: depositCards,
  }),
  antiparos: () => ({
    minutes: facts.ferry.chatMinutes,
    fare: facts.ferry.chatFare,
    every: facts.ferry.peakEveryMinutes,
    offPeak: { fact: 'ferry.offPeak' },
  }),
  parking: () => ({ parking }),
  beaches: () => ({ goldenBeach: facts.driveTimes.naoussaGoldenBeach, parking }),
  reviews: () => ({
    rating: facts.claims.rating,
    ratingNumber: Number(facts.claims.rating),
    ratingMax: facts.claims.ratingMax,
    reviews: facts.claims.reviews,
    reviewsCount: Number.parseInt(facts.claims.reviews, 10),
    languages,
  }),
  distances: () => ({ ...facts.driveTimes, ferry: facts.ferry.chatMinutes }),
  offers: () => ({
    week: d.week,
    twoWeeks: d.twoWeeks,
    month: d.month,
    early: d.book30Days,
    earlyDays: d.fromDays.book30Days,
    earlier: d.book60Days,
    earlierDays: d.fromDays.book60Days,
  }),
  cars: (i) => ({
    automatic: showsAutomaticCars(i),
    economy: P.economy,
    family: P.family,
    suv: P.suv,
    delivery,
  }),
  budget: (i) => {
    const budget = i.context.budget;
    return {
      economy: P.economy,
      scooter: P.scooter,
      lengthDiscounts,
      earlyDiscounts,
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
    ...typedDates(i.context.pickupDate ?? '', i.context.returnDate),
    vehicles: facts.claims.vehicles.home,
    vehiclesCount: Number.parseInt(facts.claims.vehicles.home, 10),
    earlyDiscounts,
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
    ...driverTerms,
    delivery,
  }),
  locations: (i) => ({
    points: { list: facts.pickupLocations.map((l) => ({ pickup: l.id })), style: 'bullets' },
    place: i.context.pickupLocation ?? 'none',
  }),
  price: () => ({
    ...P,
    mileage: { name: 'mileage' },
    lengthDiscounts,
    earlyDiscounts,
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
      terms: termsDecideAgeMessage,
    };
  },
  tips: (i) => ({
    browsing: i.flags.has('browsing'),
    early: d.book30Days,
    earlyDays: d.fromDays.book30Days,
    parking,
    town: facts.editorial.speedLimits.town,
    main: facts.editorial.speedLimits.main,
    ferry: facts.ferry.chatMinutes,
    fare: facts.ferry.chatFare,
  }),
  compare: (i) => ({
    economy: P.economy,
    scooter: P.scooter,
    atv: P.atv,
    engines: scooterEngines,
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
      terms: msg('phrase.termsDecideCancellation', { terms: { fact: 'cancellation.terms' } }),
    };
  },
};

/**
 * The reply of a topic (`topic.{id}`, docs/requirements.md, "Prices the chat states", "Rules the
 * chat states"): its parameters from the facts, the contact, the context and the message's flags.
 */
export function topicMessage(id: TemplateTopic, input: ReplyInput): Message {
  return msg(`topic.${id}`, topicParams[id](input));
}

/**
 * The dates as typed, for a sentence that ends with the last of them (`note.datesNoted`, the
 * availability answer): `pickup`, `ret` ('' without one) and `hasReturn`. The last one loses a
 * final full stop, which the sentence adds ('3.7. bis 10.7.' → 'notiert: 3.7. bis 10.7.', not
 * '10.7..').
 */
function typedDates(
  pickup: string,
  ret: string | undefined,
): { pickup: string; ret: string; hasReturn: boolean } {
  const hasReturn = ret !== undefined && ret !== '';
  const last = (text: string) => text.replace(/\.$/, '');
  return hasReturn
    ? { pickup, ret: last(ret), hasReturn }
    : { pickup: last(pickup), ret: '', hasReturn };
}

/** The cave's opening and closing times ('10:00', '15:00'), from `facts.editorial.caveHours`. */
const [caveFrom = '', caveTo = ''] = facts.editorial.caveHours.split('-');

/**
 * The notes added to an answer (see `NoteTexts` in `lang/types.ts` for when each is said), as
 * messages.
 */
export const noteMessages = {
  /**
   * A stated age against the minimum age quoted (the ATV page's with `atv`, else the chat's); an
   * age under the chat's but not the ATV page's also hears that ATVs are open to it (`atvFrom`);
   * one over the terms' `termsMaximumNoSurcharge` hears of the surcharge (`senior`). With
   * `driver`, the age is another driver's ('my son is 18 … can he drive?': 'the driver is under').
   */
  age: (age: number, atv: boolean, driver = false): Message => {
    const atvMin = facts.ages.atvMinimum;
    const min = atv ? atvMin : facts.ages.chatMinimum;
    const under = age < min;
    return msg('note.age', {
      age,
      min,
      atv,
      under,
      driver,
      atvFrom: !atv && under && age >= atvMin,
      atvMin,
      senior: age > facts.ages.termsMaximumNoSurcharge,
      seniorAge: facts.ages.termsMaximumNoSurcharge,
    });
  },
  /**
   * An engine size the visitor named ('price for 125cc scooter'): the cheapest daily price of the
   * fleet's scooters or ATVs of that size (`from`, EUR), or, when it has none (`from` undefined),
   * that we have none and the sizes we have (`sizes`, cc).
   */
  engine: (e: {
    cc: number;
    intent: 'scooters' | 'atvs';
    from: number | undefined;
    sizes: readonly number[];
  }): Message =>
    msg('note.engine', {
      size: msg('phrase.cc', { cc: e.cc }),
      kind: e.intent === 'atvs' ? 'atv' : 'scooter',
      has: e.from !== undefined,
      price: e.from ?? 0,
      sizes: { list: e.sizes.map((cc) => msg('phrase.cc', { cc })) },
    }),
  /**
   * A licence held `months` months, under the chat's minimum (`facts.ages.chatLicenceYears`);
   * with `driver`, another driver's.
   */
  licenceNew: (months: number, driver = false): Message =>
    msg('note.licenceNew', { months, years: facts.ages.chatLicenceYears, driver }),
  termsDecideAge: termsDecideAgeMessage,
  /** The office hours and the phone, for a question about out-of-hours delivery or return. */
  outOfHours: (contact: AssistantContact): Message =>
    msg('note.outOfHours', {
      opens: facts.hours.office.opens,
      closes: facts.hours.office.closes,
      phone: contact.phone,
    }),
  /** The dates just noted, as typed. */
  datesNoted: (pickup: string, ret: string | undefined): Message =>
    msg('note.datesNoted', typedDates(pickup, ret)),
  /**
   * A return day noted before any pickup ('we leave on the 17th'), as typed; with `book`, the
   * invitation to say 'book now' (not before the availability answer, which ends with it).
   */
  returnNoted: (ret: string, book: boolean): Message =>
    msg('note.returnNoted', { ret: ret.replace(/\.$/, ''), book }),
  /** "I don't know that", with the phone. */
  unknown: (contact: AssistantContact): Message => msg('note.unknown', { phone: contact.phone }),
  /** A booking the visitor already has: the team helps with it (the chat cannot see bookings). */
  ownBooking: (contact: AssistantContact): Message =>
    msg('note.ownBooking', { phone: contact.phone }),
  otherCard: msg('note.otherCard', { cards: depositCards }),
  /** A deposit in cash asked for: only the deposit's cards. */
  cashDeposit: msg('note.cashDeposit', { cards: depositCards }),
  /**
   * The licence rule applied to the country named (`country`, its name in the page language): in
   * the EU the national licence is enough, outside it an international one is needed too.
   */
  licenceCountry: (country: string, eu: boolean): Message =>
    msg('note.licenceCountry', { country, eu: eu ? 'true' : 'false' }),
  /** Antiparos' cave named: its hours and admission, the island guide's figures. */
  cave: msg('note.cave', {
    from: caveFrom,
    to: caveTo,
    admission: facts.editorial.caveAdmission,
  }),
  bicycle: msg('note.bicycle'),
  boat: msg('note.boat'),
  islandTour: msg('note.islandTour', {
    km: facts.scooterRoutes.islandCircle.km,
    hours: facts.scooterRoutes.islandCircle.hours,
  }),
  /** The pickup and return times this message gave, said under a topic answer ('Noted: pickup at 13:00.'). */
  timesNoted: (pickup: string | undefined, ret: string | undefined): Message =>
    msg('note.timesNoted', {
      which: pickup && ret ? 'both' : pickup ? 'pickup' : 'return',
      pickup: pickup ?? '',
      ret: ret ?? '',
    }),
  /** The free extras this message added to the booking ('I've added 2 child seats and GPS …'). */
  extrasAdded: (childSeats: number | undefined, gps: boolean): Message =>
    msg('note.extrasAdded', { list: extrasList(childSeats, gps) }),
  /**
   * The extra drivers this message added to the booking, with the terms' fee and conditions unless
   * the answer says them (`terms` false: the extras answer to a driver question).
   */
  driversAdded: (count: number, terms: boolean): Message =>
    msg('note.driversAdded', { count, terms, ...driverTerms }),
  /** The vehicle can be returned at the place named, as at any pickup point (the airport: a fee). */
  dropOff: (place: 'airport' | 'port' | 'antiparos'): Message =>
    msg('note.dropOff', { place, fee: msg('note.airportDropOffFee') }),
  /** A vehicle of the fleet the message names: its daily price, gearbox and seats. */
  vehicle: (v: Vehicle): Message =>
    msg('note.vehicle', {
      name: v.name,
      price: v.price_per_day,
      transmission: v.transmission,
      seats: v.seats,
    }),
  /**
   * A vehicle and Antiparos in one question ('can we take the car on the ferry to Antiparos?'):
   * we deliver it there free (the economy page's FAQ); taking it across needs the terms' ferry
   * permission, asked when booking.
   */
  vehicleAcross: msg('note.vehicleAcross', {
    perDirection: facts.terms.ferryPermission.perDirection,
    usualTotal: facts.terms.ferryPermission.usualTotal,
    unlimited: facts.terms.ferryPermission.unlimited,
  }),
  /**
   * 'is roadside assistance included?': no, it is the terms' extra at its daily price (the
   * fleet's "What's included" says so too), before the breakdown answer's 24/7 help.
   */
  /**
   * 'what if our ferry is late?': we follow the real arrival time and wait at no extra cost (the
   * Parikia page's FAQ, content/faqs/en/car-rental-parikia-paros.yaml), with the phone for a
   * change of plans; the pickup points follow.
   */
  lateArrival: (contact: AssistantContact): Message =>
    msg('note.lateArrival', { phone: contact.phone }),
  /**
   * 'what if I return the car late?': a rental day runs `facts.rental.rentalDayHours` hours from
   * the pickup time (the terms), so a later return starts another; tell the team (the contact
   * answer follows).
   */
  lateReturn: msg('note.lateReturn', { hours: facts.rental.rentalDayHours }),
  roadside: msg('note.roadside', { perDay: facts.terms.extras.roadsideAssistance.perDay }),
  /** A rental day's length and the office hours, for 'what time can I return the car?'. */
  rentalDay: msg('note.rentalDay', {
    hours: facts.rental.rentalDayHours,
    opens: facts.hours.office.opens,
    closes: facts.hours.office.closes,
  }),
  /**
   * 'does the car have AC?', 'les voitures ont la clim ?': whether the one vehicle named has air
   * conditioning (a car by its features, 'Air conditioning' or 'Climate control'; a scooter or an
   * ATV is open-air), else how many of the fleet's cars have it; none when the fleet has no car.
   */
  airCon: (named: readonly Vehicle[], fleet: readonly Vehicle[]): Message | undefined => {
    const cooled = (v: Vehicle) => v.features.some((f) => /air.?condition|climate/i.test(f));
    const one = named.length === 1 ? named[0] : undefined;
    if (one)
      return msg('note.airCon', {
        answer: one.type !== 'Car' ? 'open' : cooled(one) ? 'yes' : 'no',
        name: one.name,
      });
    const cars = fleet.filter((v) => v.type === 'Car');
    const count = cars.filter(cooled).length;
    if (cars.length === 0) return undefined;
    return msg('note.airCon', {
      answer: count === cars.length ? 'all' : 'some',
      count,
      total: cars.length,
    });
  },
  /**
   * 'does the panda have bluetooth?', 'cars with a rear camera?': whether the vehicle named (or
   * the one the last answer showed) lists the equipment in its features (content/fleet/
   * vehicles.yaml), else whether all our cars, some vehicles (up to three named) or none do. The
   * features list what each vehicle has, not what it lacks: a 'no' sends the visitor to the team.
   */
  feature: (
    feature: FeatureFlag,
    named: readonly Vehicle[],
    fleet: readonly Vehicle[],
  ): Message => {
    const has = (v: Vehicle) => hasFeature(v, feature);
    const featureName = msg('phrase.feature', { feature });
    const one = named.length === 1 ? named[0] : undefined;
    if (one)
      return msg('note.feature', { answer: has(one) ? 'yes' : 'no', featureName, name: one.name });
    const cars = fleet.filter((v) => v.type === 'Car');
    const withIt = fleet.filter(has);
    if (withIt.length === 0) return msg('note.feature', { answer: 'none', featureName });
    if (cars.length > 0 && cars.every(has))
      return msg('note.feature', { answer: 'all', featureName });
    return msg('note.feature', {
      answer: 'some',
      featureName,
      count: withIt.length,
      // The cards the cars answer shows (`vehiclesFor`): the cheapest of different classes.
      examples: { list: varied(withIt).map((v) => v.name), style: 'and' },
    });
  },
  /**
   * 'petrol or diesel?', 'is the jimny diesel?': the fuel of the vehicle named (or the one the last
   * answer showed), else how many of the fleet run on petrol and which do not, from each
   * vehicle's `fuel_type` (content/fleet/vehicles.yaml).
   */
  fuelType: (named: readonly Vehicle[], fleet: readonly Vehicle[]): Message | undefined => {
    /** A car, or a scooter or ATV (French and Italian name them with another article). */
    const kind = (v: Vehicle) => (v.type === 'Car' ? 'car' : 'other');
    /** One vehicle's fuel, inside a sentence. */
    const fuelOf = (v: Vehicle) =>
      msg('phrase.fuelOf', { name: v.name, fuel: v.fuel_type, kind: kind(v) });
    const [one, ...more] = named;
    if (one && more.length === 0)
      return msg('note.fuelType', {
        answer: 'one',
        name: one.name,
        fuel: one.fuel_type,
        kind: kind(one),
      });
    // 'is the jimny diesel?': the Jimny and the Jimny Cabrio, each with its fuel.
    if (one)
      return msg('note.fuelType', {
        answer: 'several',
        vehicles: { list: named.slice(0, 3).map(fuelOf), style: 'and' },
      });
    if (fleet.length === 0) return undefined;
    const others = fleet.filter((v) => v.fuel_type !== 'Petrol');
    return msg('note.fuelType', {
      answer: 'fleet',
      count: fleet.length - others.length,
      total: fleet.length,
      others: { list: others.map(fuelOf), style: 'and' },
      hasOthers: others.length > 0 ? 'true' : 'false',
    });
  },
  /** 'unlimited mileage?': yes, said before the prices. */
  mileage: msg('note.mileage', { mileage: { name: 'mileage' } }),
  /** The office's address and hours, for 'where is your office?'. */
  address: (address: string): Message =>
    msg('note.address', {
      address,
      opens: facts.hours.office.opens,
      closes: facts.hours.office.closes,
    }),
  otherIsland: msg('note.otherIsland', {
    perDirection: facts.terms.ferryPermission.perDirection,
    usualTotal: facts.terms.ferryPermission.usualTotal,
    unlimited: facts.terms.ferryPermission.unlimited,
  }),
} as const;
