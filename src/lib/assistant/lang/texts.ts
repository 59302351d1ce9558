/**
 * A language's replies as {@link LanguageTexts}: every text is the engine's language-free message
 * (`../topics.ts`, `../booking-messages.ts`) rendered with the pack (`renderWith`), plus the pack's
 * chips. No choice of wording or parameters is made here; it is the view the chat island and the
 * tests read (`assistantLanguage(lang).texts`).
 */
import type { Lang } from '../../../i18n/routing';
import { bookingMessages as B } from '../booking-messages';
import { renderArg, renderWith, type Message, type RenderPack } from '../messages';
import { noteMessages as N, showsAutomaticCars, topicMessage } from '../topics';
import type {
  AssistantLanguage,
  BookingTexts,
  Chips,
  FieldTopic,
  LanguageTexts,
  Messages,
  Names,
  TemplateTopic,
  TopicText,
  WaitingStage,
} from './types';
import { templateTopics } from './types';

const waitingStages: readonly (WaitingStage | 'returnDate')[] = [
  'booking_name',
  'booking_email',
  'booking_phone',
  'booking_dates',
  'booking_confirm',
  'returnDate',
];
const fieldTopics: readonly FieldTopic[] = ['name', 'email', 'phone', 'dates'];

/** The booking dialogue's texts (see `BookingTexts`): `bookingMessages` rendered, with the chips. */
function bookingTexts(
  pack: RenderPack,
  chips: Chips,
  address: (name: string) => string,
): BookingTexts {
  const say = (m: Message) => renderWith(pack, m);
  const list = (items: readonly string[]) => String(renderArg(pack, { list: items }));
  return {
    askName: say(B.askName),
    notedAskName: (labels) => say(B.notedAskName(labels)),
    soFar: say(B.soFar),
    askEmail: (newName) => say(B.askEmail(newName === undefined ? undefined : address(newName))),
    askPhone: say(B.askPhone),
    notedAskEmail: (labels) => say(B.notedAskEmail(labels)),
    notedAskPhone: (labels) => say(B.notedAskPhone(labels)),
    askDates: say(B.askDates),
    askReturn: (pickup) => say(B.askReturn(pickup)),
    askPickupStay: (days) => say(B.askPickupStay(days)),
    askPickup: (ret) => say(B.askPickup(ret)),
    noSuchDay: (date, days) => say(B.noSuchDay(date, days)),
    askPeriodDays: (period, days) => say(B.askPeriodDays(period, days)),
    askTime: (end) => say(B.askTime(end)),
    askPlace: (end) => say(B.askPlace(end)),
    askSuggestions: chips.ask,
    reask: {
      name: say(B.reask.name),
      email: say(B.reask.email),
      phone: say(B.reask.phone),
      nationalPhone: (typed) => say(B.reask.nationalPhone(typed)),
      dates: say(B.reask.dates),
      returnDate: say(B.reask.returnDate),
    },
    reaskDatesSuggestions: chips.reaskDates,
    reminder: Object.fromEntries(
      waitingStages.map((stage) => [stage, say(B.reminder(stage))]),
    ) as Record<WaitingStage | 'returnDate', string>,
    corrected: (field, value, count, automatic) => say(B.corrected(field, value, count, automatic)),
    restart: say(B.restart),
    stopped: say(B.stopped),
    pastPickup: (date) => say(B.pastPickup(date)),
    sameReturn: (date) => say(B.sameReturn(date)),
    returnBefore: (pickup) => say(B.returnBefore(pickup)),
    airportDropOffFee: say(B.airportDropOffFee),
    summary: {
      title: say(B.summary.title),
      name: (value) => say(B.summary.name(value)),
      email: (value) => say(B.summary.email(value)),
      phone: (value) => say(B.summary.phone(value)),
      pickup: (date, place, point, time) => say(B.summary.pickup(date, place, point, time)),
      pickupPlace: (place, point) => say(B.summary.pickupPlace(place, point)),
      return: (date, time, point) => say(B.summary.return(date, time, point)),
      passengers: (count) => say(B.summary.passengers(count)),
      extras: (childSeats, gps) => say(B.summary.extras(childSeats, gps)),
      drivers: (count) => say(B.summary.drivers(count)),
      vehicle: (value, count, automatic) => say(B.summary.vehicle(value, count, automatic)),
      returnBeforePickup: say(B.summary.returnBeforePickup),
      question: say(B.summary.question),
      suggestions: chips.summary,
    },
    formatDay: (year, month, day, weekday) => say(B.day(year, month, day, weekday)),
    acknowledgement: (name) => say(B.acknowledgement(address(name))),
    acknowledgementSuggestions: chips.acknowledgement,
    sent: (name, email, hours) => say(B.sent(address(name), email, hours)),
    cancelled: say(B.cancelled),
    doneStatus: (email) => say(B.doneStatus(email)),
    doneSend: say(B.doneSend),
    doneCancel: say(B.doneCancel),
    incomplete: say(B.incomplete),
    incompleteSuggestions: chips.incomplete,
    modifyWhat: { content: say(B.modifyWhat), suggestions: [...chips.modifyWhat] },
    modifyDone: (labels) => say(B.modifyDone(labels)),
    modifyAsk: (open) => say(B.modifyAsk(open)),
    modifySuggestions: chips.modify,
    fieldLabels: Object.fromEntries(fieldTopics.map((t) => [t, say(B.field(t))])) as Record<
      FieldTopic,
      string
    >,
    list,
  };
}

/**
 * Every reply of a language (see `LanguageTexts`): the topics, greeting, fallback, notes and the
 * booking dialogue, each the engine's message rendered with the pack's templates and names.
 *
 * @param lang the language (number, plural and list rules; fact wording; `Intl` names)
 * @param messages the pack's ICU template of every message id
 * @param names the pack's names of the facts' terms
 * @param chips the pack's chips
 * @param address how the visitor is addressed by name (`AssistantLanguage.address`; default as given)
 * @throws Error when a template is malformed or names a parameter its message does not give
 */
export function languageTexts(
  lang: Lang,
  messages: Messages,
  names: Names,
  chips: Chips,
  address: (name: string) => string = (name) => name,
): LanguageTexts {
  const pack: RenderPack = { lang, messages, names };
  const say = (m: Message) => renderWith(pack, m);
  const topics = Object.fromEntries(
    templateTopics.map((id: TemplateTopic): [TemplateTopic, TopicText] => [
      id,
      (i) => ({
        content: say(topicMessage(id, i)),
        suggestions: [
          ...(id === 'cars' && showsAutomaticCars(i) ? chips.carsAutomatic : chips.topics[id]),
        ],
      }),
    ]),
  ) as Record<TemplateTopic, TopicText>;
  return {
    topics,
    greeting: { content: say({ id: 'greeting' }), suggestions: chips.greeting },
    fallback: {
      text: say({ id: 'fallback.text' }),
      suggestions: chips.fallback,
      hint: say({ id: 'fallback.hint' }),
      niceToMeet: (name) => say({ id: 'fallback.niceToMeet', params: { name: address(name) } }),
      hello: say({ id: 'fallback.hello' }),
      thanks: say({ id: 'fallback.thanks' }),
    },
    notes: {
      age: (age, atv) => say(N.age(age, atv)),
      licenceNew: (months) => say(N.licenceNew(months)),
      termsDecideAge: say(N.termsDecideAge),
      outOfHours: (contact) => say(N.outOfHours(contact)),
      datesNoted: (pickup, ret) => say(N.datesNoted(pickup, ret)),
      unknown: (contact) => say(N.unknown(contact)),
      ownBooking: (contact) => say(N.ownBooking(contact)),
      otherCard: say(N.otherCard),
      cashDeposit: say(N.cashDeposit),
      cave: say(N.cave),
      bicycle: say(N.bicycle),
      boat: say(N.boat),
      islandTour: say(N.islandTour),
      otherIsland: say(N.otherIsland),
      dropOff: (place) => say(N.dropOff(place)),
      vehicle: (vehicle) => say(N.vehicle(vehicle)),
    },
    booking: bookingTexts(pack, chips, address),
  };
}

/**
 * A language pack (see `AssistantLanguage`) whose replies ({@link languageTexts}) are rendered on
 * first use, not when its module loads: rendering every fixed reply through its ICU template,
 * with the first `Intl` objects of the page, was most of the chat panel's import, the longest
 * task of every page once the chat loads when idle (docs/first-paint.md, "First taps"). The chat
 * renders them in an idle step of their own after mounting (`mountChatPanel`).
 *
 * @param parts the pack without its texts
 * @returns the pack; `texts` made once, on its first read
 * @throws Error on that first read when a template is malformed (as {@link languageTexts})
 */
export function languagePack(parts: Omit<AssistantLanguage, 'texts'>): AssistantLanguage {
  let texts: LanguageTexts | undefined;
  return {
    ...parts,
    get texts() {
      texts ??= languageTexts(parts.lang, parts.messages, parts.names, parts.chips, parts.address);
      return texts;
    },
  };
}
