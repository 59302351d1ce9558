/**
 * Marcia's estimate for the conversation's dates (docs/requirements.md, "Prices the chat
 * states"): which kinds or vehicles are priced, by the site's one pricing rule
 * (`src/lib/pricing.ts`). Apart from `topics.ts` because it reads the conversation's dates
 * (`./dates`, with every language's date words), which the language packs do not load.
 */
import type { Vehicle } from '../fleet';
import { quoteForDates } from '../pricing';
import { isoDaysAfter, todayIso, toIsoDate, toIsoDateRange } from './dates';
import { chatPrices as P } from './lang/shared';
import { msg, type Message } from './messages';
import type { ChatContext } from './types';

/** A kind the chat quotes a price for (`facts.prices.chat`). */
type QuoteKind = keyof typeof P;
/**
 * The kinds each vehicle answer (its intent) or vehicle slot (a kind) stands for: a car is one of
 * three classes.
 */
const quoteKinds: Readonly<Record<string, readonly QuoteKind[]>> = {
  cars: ['economy', 'family', 'suv'],
  car: ['economy', 'family', 'suv'],
  budget: ['economy'],
  family: ['family'],
  suvs: ['suv'],
  suv: ['suv'],
  scooters: ['scooter'],
  scooter: ['scooter'],
  atvs: ['atv'],
  atv: ['atv'],
};
const allKinds = Object.keys(P) as QuoteKind[];

/**
 * The estimate for the conversation's dates (`note.quote`), for a price asked once the pickup and
 * return are known ('how much in total?'): the rental days, the one discount that applies and the
 * total of each kind quoted, by the site's one pricing rule (`quoteForDates`, src/lib/pricing.ts:
 * days of 24 hours from 10:00, the larger of the long-rental and early-booking discounts), from
 * the chat's daily prices (`facts.prices.chat`, "from" prices of each kind) or, for a vehicle of
 * the fleet, its own daily price.
 *
 * What is quoted: the vehicles the message names (`named`, each at its price); else the kinds of
 * the vehicle answer given or the kind the message names (`about`: the cars answer and 'car'
 * quote economy, family and SUV); else the conversation's vehicle slot (a vehicle of the fleet,
 * or a kind); else all five kinds.
 *
 * @param context the conversation's context (its `pickupDate`, `returnDate` and `vehicle`)
 * @param about the vehicle intent of the answer the quote goes with, or the kind the message
 *   names ('car', 'scooter'; `MessageReading.vehicle`)
 * @param fleet the loaded fleet (for a vehicle named in the slot)
 * @param named the vehicles of the fleet the message names (`namedVehicles`), if any
 * @param length a rental length in days the message gives ('how much for a week?'; 1 day, the
 *   daily price the answer states, counts as none): the
 *   estimate is for that many days from the held pickup, else from today (so with the
 *   long-rental discount only), whatever return is held (`dated` false in the message)
 * @param now the instant of the conversation (dates without a year read forward from it; the
 *   early-booking discount counts from its day)
 * @param count how many vehicles the visitor asks for ('how much for 2 scooters?'; 2-9): a single
 *   kind or vehicle quoted also gets the total for all of them ('€250 for 2')
 * @param listed the kinds a message lists with their counts ('how much for 2 scooters and a car
 *   for a week?'; `MessageReading.kindsListed`, two kinds or more): each is quoted, with the total
 *   for its count, instead of `about`'s
 * @returns null while a date is missing or unreadable and no `length` is given, or the dates
 *   would not be searched (a pickup in the past, a return not after the pickup)
 */
export function quoteMessage(
  context: Pick<ChatContext, 'pickupDate' | 'returnDate' | 'vehicle'>,
  about: string | undefined,
  fleet: readonly Vehicle[],
  now: Date,
  named: readonly Vehicle[] = [],
  length?: number,
  count = 1,
  listed?: ReadonlyMap<string, number>,
): Message | null {
  const today = todayIso(now);
  const held = toIsoDateRange(context.pickupDate, context.returnDate, now);
  // A length the message gives wins over the held return ('how much for a week?'), from the
  // held pickup or else from today.
  const start =
    held?.pickupDate ?? (context.pickupDate ? toIsoDate(context.pickupDate, now) : null);
  // 'a scooter a day' is the daily price, which the answer states: a length counts from 2 days.
  const long = length !== undefined && length > 1;
  const dated = long ? null : held;
  const from = start ?? today;
  const dates =
    dated ?? (long ? { pickupDate: from, returnDate: isoDaysAfter(from, length) } : null);
  if (!dates) return null;
  const kindsOf = (key: string | undefined) =>
    key !== undefined && Object.hasOwn(quoteKinds, key) ? quoteKinds[key] : undefined;
  const slot = context.vehicle;
  const answered = kindsOf(about);
  const inSlot = answered ? undefined : fleet.find((v) => v.name === slot);
  const vehicles = named.length > 0 ? named : inSlot ? [inSlot] : [];
  const kinds = answered ?? kindsOf(slot) ?? allKinds;
  const each = (list: readonly QuoteKind[], n: number) =>
    list.map((kind) => ({ kind, perDay: P[kind], count: n }));
  const priced: { kind: string; perDay: number; count?: number }[] =
    vehicles.length > 0
      ? vehicles.map((v) => ({ kind: v.name, perDay: v.price_per_day }))
      : listed && listed.size > 1
        ? [...listed].flatMap(([key, n]) => each(kindsOf(key) ?? [], n))
        : kinds.map((kind) => ({ kind, perDay: P[kind] }));
  // Without dates the rental starts today: no early-booking discount is assumed.
  const quotes = priced.map((p) => ({
    kind: p.kind,
    perDay: p.perDay,
    // Several lines: a count of its own, else one each.
    count: p.count ?? (priced.length > 1 ? 1 : count),
    q: quoteForDates(p.perDay, dates, today),
  }));
  const [first] = quotes;
  if (!first?.q) return null;
  const several = quotes.length > 1;
  return msg('note.quote', {
    dated: dated !== null,
    days: first.q.days,
    discount: first.q.discount?.kind ?? 'none',
    percent: first.q.discount?.percent ?? 0,
    several,
    totals: {
      list: quotes.map(({ kind, perDay, count: n, q }) =>
        msg('phrase.kindTotal', {
          kind,
          bullet: several,
          total: q?.total ?? 0,
          perDay,
          count: n,
          sum: (q?.total ?? 0) * n,
        }),
      ),
      style: several ? 'bullets' : 'and',
    },
  });
}
