/**
 * What Marcia says in the booking dialogue, without a language (docs/architecture.md, "Languages";
 * docs/requirements.md, "Chat behaviour"): each question, re-ask, reminder, summary line and
 * answer as a {@link Message} — a template id and its parameters (the conversation's values, the
 * dialogue's sample days). The language pack renders it (`renderWith` in `./messages.ts`); the
 * dialogue's words, month and weekday names come from the pack and `Intl`.
 */
import type { PickupLocation } from '../../config/facts';
import { holidayDay, orthodoxEaster } from './holidays';
import { msg, type Message, type MessageArgs, type MessageList } from './messages';
import { examples, localPhoneDigits } from './lang/shared';
import type { FieldTopic, MonthPart, WaitingStage } from './lang/types';

/** The sample days of the booking dialogue as a template's parameters (see `examples`). */
const sampleDays: MessageArgs = {
  pickup: { numericDay: examples.pickup },
  ret: { numericDay: examples.return },
  pickupDay: examples.pickup.day,
  pickupMonth: { month: examples.pickup.month },
  returnDay: examples.return.day,
  returnMonth: { month: examples.return.month },
};

/**
 * A point of the summary as a template's parameters: `point` (its name, as the pack names the
 * widget's point) and `note`, `noteText` (the visitor's words for a hotel); empty without one.
 */
const pointArgs = (point?: {
  id: PickupLocation['id'];
  note?: string | undefined;
}): MessageArgs => ({
  point: point ? { pickup: point.id } : '',
  note: point?.note ? 'yes' : 'none',
  noteText: point?.note ?? '',
});

/** The first number of a day as typed (`'8 August'` → 8), for Italian 'l’8' / 'il 15'. */
const firstNumber = (text: string) => Number(/^\d+/.exec(text.trim())?.[0] ?? 0);

/**
 * The vehicle slot in words ('suv' → 'SUV / jeep'; a vehicle of the fleet by its name), with its
 * count from two ('2 × scooter'), as the summary and the line confirming a changed vehicle say it.
 */
const bookingVehicleKind = (value: string, count = 1, automatic = false): Message =>
  msg('booking.vehicleKind', { kind: value, value, count, automatic: String(automatic) });

/** The free extras as a list ('2 child seats and GPS'). */
export const extrasList = (childSeats: number | undefined, gps: boolean): MessageList => ({
  list: [
    ...(childSeats ? [msg('booking.extras.seats', { count: childSeats })] : []),
    ...(gps ? [msg('booking.extras.gps')] : []),
  ],
  style: 'and',
});

/** The booking dialogue's messages (see `BookingTexts` in `lang/types.ts` for when each is said). */
export const bookingMessages = {
  askName: msg('booking.askName'),
  /** @param labels the details just given, already listed */
  notedAskName: (labels: string): Message => msg('booking.notedAskName', { labels }),
  soFar: msg('booking.soFar'),
  /** @param newName the name the visitor just gave, greeted first */
  askEmail: (newName: string | undefined): Message =>
    msg('booking.askEmail', {
      greet: newName !== undefined,
      name: newName ?? '',
      noted: false,
      labels: '',
    }),
  /** @param labels the details just given instead of the e-mail, already listed */
  notedAskEmail: (labels: string): Message =>
    msg('booking.askEmail', { greet: false, name: '', noted: true, labels }),
  askPhone: msg('booking.askPhone', {
    example: { name: 'foreignPhone' },
    noted: false,
    labels: '',
  }),
  /** @param labels the details just given instead of the phone, already listed */
  notedAskPhone: (labels: string): Message =>
    msg('booking.askPhone', { example: { name: 'foreignPhone' }, noted: true, labels }),
  askDates: msg('booking.askDates', sampleDays),
  /** @param pickup the pickup day as typed; a German final dot ('12.07.') is left to the sentence's */
  askReturn: (pickup: string): Message =>
    msg('booking.askReturn', { pickup: pickup.replace(/\.$/, ''), pickupDay: firstNumber(pickup) }),
  /** @param days the rental length the visitor gave, in days */
  askPickupStay: (days: number): Message => msg('booking.askPickupStay', { days }),
  /** @param ret the return day as typed ('we leave on 20 August'); a final dot is the sentence's */
  askPickup: (ret: string): Message =>
    msg('booking.askPickup', { ret: ret.replace(/\.$/, ''), returnDay: firstNumber(ret) }),
  /**
   * @param date a day the calendar does not have, as typed ('31 juin')
   * @param days the days its month has
   */
  noSuchDay: (date: string, days: number): Message => msg('booking.noSuchDay', { date, days }),
  /**
   * @param period the part of a month the visitor gave ('the first week of August'), or a
   *   holiday's long weekend ('Greek Easter'): then its name and day come first
   *   (`booking.holidayDays`; beside Western Easter, the Orthodox one's day when it differs)
   * @param days the rental length held, if any: the example's length (else the period's, else a week)
   */
  askPeriodDays: (
    period: Pick<MonthPart, 'month' | 'day' | 'year' | 'days' | 'holiday'>,
    days: number | undefined,
  ): Message => {
    const length = days ?? period.days ?? 7;
    const back = new Date(Date.UTC(period.year, period.month - 1, period.day + length));
    const ask = msg('booking.askPeriodDays', {
      stay: days !== undefined,
      days: length,
      pickupDay: period.day,
      pickupMonth: { month: period.month },
      returnDay: back.getUTCDate(),
      returnMonth: { month: back.getUTCMonth() + 1 },
    });
    if (!period.holiday) return ask;
    const day = (d: Date) =>
      bookingMessages.day(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCDay());
    const date = holidayDay(period.holiday, period.year);
    const orthodox = orthodoxEaster(period.year);
    const both = period.holiday === 'easter' && orthodox.getTime() !== date.getTime();
    return msg('booking.holidayDays', {
      holiday: period.holiday,
      date: day(date),
      both,
      orthodox: both ? day(orthodox) : '',
      ask,
    });
  },
  /** @param end the end whose time is to change */
  askTime: (end: 'pickup' | 'return'): Message => msg('booking.askTime', { end }),
  /** @param end the end whose place is to change */
  askPlace: (end: 'pickup' | 'return'): Message => msg('booking.askPlace', { end }),
  reask: {
    name: msg('booking.reask.name'),
    email: msg('booking.reask.email'),
    phone: msg('booking.reask.phone', {
      digits: localPhoneDigits,
      example: examples.greekPhone,
      foreign: { name: 'foreignPhone' },
    }),
    /** @param typed a national number from abroad without its country code, as typed */
    nationalPhone: (typed: string): Message =>
      msg('booking.reask.nationalPhone', { typed, foreign: { name: 'foreignPhone' } }),
    dates: msg('booking.reask.dates', sampleDays),
    returnDate: msg('booking.reask.returnDate', sampleDays),
  },
  /** The reminder of the question the dialogue waits on. */
  reminder: (stage: WaitingStage | 'returnDate'): Message => msg(`booking.reminder.${stage}`),
  /** @param count the vehicles asked for, when `field` is the vehicle (`ChatContext.vehicleCount`) */
  /**
   * @param count the vehicles held, for the vehicle
   * @param automatic an automatic gearbox is held with the car ('Done, your vehicle is now car,
   *   automatic')
   */
  corrected: (field: string, value: string, count?: number, automatic?: boolean): Message =>
    msg('booking.corrected', {
      field,
      value: field === 'vehicle' ? bookingVehicleKind(value, count, automatic) : value,
    }),
  restart: msg('booking.restart'),
  stopped: msg('booking.stopped'),
  pastPickup: (date: string): Message => msg('booking.pastPickup', { date }),
  sameReturn: (date: string): Message => msg('booking.sameReturn', { date }),
  returnBefore: (pickup: string): Message => msg('booking.returnBefore', { pickup }),
  airportDropOffFee: msg('note.airportDropOffFee'),
  summary: {
    title: msg('booking.summary.title'),
    name: (value: string): Message => msg('booking.summary.name', { value }),
    email: (value: string): Message => msg('booking.summary.email', { value }),
    phone: (value: string): Message => msg('booking.summary.phone', { value }),
    /**
     * @param place `airport`, or undefined
     * @param point another pickup point (by its widget name) and the visitor's words for it
     */
    pickup: (
      date: string,
      place: 'airport' | undefined,
      point?: { id: PickupLocation['id']; note?: string | undefined },
      time?: string,
    ): Message =>
      msg('booking.summary.pickup', {
        date,
        hasTime: time ? 'yes' : 'none',
        time: time ?? '',
        place: point ? 'point' : (place ?? 'none'),
        ...pointArgs(point),
      }),
    /**
     * The pickup line without a date (the place given, the day not yet).
     *
     * @param place `airport`, or undefined
     * @param point another pickup point (by its widget name) and the visitor's words for it
     */
    pickupPlace: (
      place: 'airport' | undefined,
      point?: { id: PickupLocation['id']; note?: string | undefined },
    ): Message =>
      msg('booking.summary.pickupPlace', {
        place: point ? 'point' : (place ?? 'none'),
        ...pointArgs(point),
      }),
    /**
     * @param point the drop-off point (`ChatContext.dropOffPoint`) with the visitor's words for a
     *   hotel, when they named one
     */
    return: (
      date: string,
      time?: string,
      point?: { id: PickupLocation['id']; note?: string | undefined },
    ): Message =>
      msg('booking.summary.return', {
        date,
        hasTime: time ? 'yes' : 'none',
        time: time ?? '',
        hasPoint: point ? 'yes' : 'none',
        ...pointArgs(point),
      }),
    passengers: (count: number): Message => msg('booking.summary.passengers', { count }),
    extras: (childSeats: number | undefined, gps: boolean): Message =>
      msg('booking.summary.extras', { list: extrasList(childSeats, gps) }),
    drivers: (count: number): Message => msg('booking.summary.drivers', { count }),
    /** @param count the vehicles asked for (`ChatContext.vehicleCount`; absent, one) */
    vehicle: (value: string, count?: number, automatic?: boolean): Message =>
      msg('booking.summary.vehicle', { vehicle: bookingVehicleKind(value, count, automatic) }),
    returnBeforePickup: msg('booking.summary.returnBeforePickup'),
    question: msg('booking.summary.question'),
  },
  /**
   * A calendar day in words.
   *
   * @param month 1-12
   * @param weekday 0 = Sunday
   */
  day: (year: number, month: number, day: number, weekday: number): Message =>
    msg('booking.day', {
      weekday: { weekday },
      day,
      first: day === 1,
      month: { month },
      year: String(year),
    }),
  acknowledgement: (name: string): Message => msg('booking.acknowledgement', { name }),
  /** @param hours the contact page's reply time, in the language's wording */
  sent: (name: string, email: string, hours: string): Message =>
    msg('booking.sent', { name, email, hours }),
  cancelled: msg('booking.cancelled'),
  /**
   * After the acknowledgement, a question about the request's confirmation: a request until the
   * team confirms it, by e-mail to `email` within the contact page's reply time.
   */
  doneCancel: msg('booking.doneCancel'),
  doneSend: msg('booking.doneSend'),
  doneStatus: (email: string): Message =>
    msg('booking.doneStatus', { email, hours: { fact: 'contactReply.businessHours' } }),
  incomplete: msg('booking.incomplete'),
  modifyWhat: msg('booking.modifyWhat'),
  /** @param labels the changed details, already listed */
  modifyDone: (labels: string): Message => msg('booking.modifyDone', { labels }),
  /** @param open the details still to give, in order */
  modifyAsk: (open: readonly FieldTopic[]): Message =>
    msg('booking.modifyAsk', {
      ...sampleDays,
      labels: { list: open.map((t) => msg(`booking.newField.${t}`)) },
      dates: open.includes('dates'),
      example: open.includes('name') ? 'name' : open.includes('dates') ? 'dates' : 'none',
    }),
  /** How a detail is named in a list. */
  field: (topic: FieldTopic): Message => msg(`booking.field.${topic}`),
} as const;
