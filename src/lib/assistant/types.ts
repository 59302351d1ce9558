/**
 * Types of Marcia AI, the rule-based chat assistant (docs/requirements.md, "Chat user context",
 * "Chat panel", "Error messages", "Chat behaviour"; the engine's contract is
 * `src/lib/assistant/engine.ts`). Framework-free: no React, no Astro.
 */
import type { Lang } from '../../i18n/routing';
import type { PickupLocation } from '../../config/facts';
import type { Vehicle } from '../fleet';
import type { HolidayKey } from './holidays';

/** The kinds of vehicle a visitor may book by kind ('a scooter'); the summary names them in the page language. */
export type VehicleKind = 'car' | 'scooter' | 'atv' | 'suv';

/**
 * Each {@link VehicleKind} with the vehicle intent that names it, in the order a message naming
 * several is read as one ('a scooter' before 'a car': `vehicleOf`, `reading.ts`).
 */
export const kindIntents: readonly (readonly [
  VehicleKind,
  'scooters' | 'atvs' | 'suvs' | 'cars',
])[] = [
  ['scooter', 'scooters'],
  ['atv', 'atvs'],
  ['suv', 'suvs'],
  ['car', 'cars'],
];

/** True when a value is a {@link VehicleKind} (the chat store's restore, a noun's kind). */
export function isVehicleKind(value: unknown): value is VehicleKind {
  return kindIntents.some(([kind]) => kind === value);
}

/** The longest {@link ChatContext.pickupNote} kept, in characters. */
export const PICKUP_NOTE_MAX = 160;

/**
 * The assistant's intents, in the required priority order (docs/requirements.md, "Chat behaviour").
 * Among intents hit at the same specificity tier the one listed first wins
 * (see `keywords.ts` for the tiers). `fallback` is chosen when nothing else matches.
 */
export const intentIds = [
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
] as const;

/** One of the 33 intents of {@link intentIds}, in priority order. */
export type IntentId = (typeof intentIds)[number];

/**
 * Intents whose answer is a vehicle list and which fall through when it is
 * empty (`vehicles.ts`).
 */
export const vehicleIntents = ['cars', 'budget', 'family', 'scooters', 'atvs', 'suvs'] as const;
/** One of {@link vehicleIntents}. */
export type VehicleIntent = (typeof vehicleIntents)[number];

/**
 * The word flags a topic answer's thread keeps (`ChatContext.topicFlags`): what the extras answer
 * was about (a second driver, helmets), so that its cost follow-up states that cost again.
 */
export const threadFlags = ['extraDriver', 'helmet'] as const;
/** One of {@link threadFlags}. */
export type ThreadFlag = (typeof threadFlags)[number];

/** True when a text is one of {@link threadFlags}. */
export function isThreadFlag(flag: string): flag is ThreadFlag {
  return (threadFlags as readonly string[]).includes(flag);
}

/** True when a text is one of {@link intentIds}. */
export function isIntentId(id: string): id is IntentId {
  return (intentIds as readonly string[]).includes(id);
}

/** True when an intent is one of {@link vehicleIntents}. */
export function isVehicleIntent(id: string): id is VehicleIntent {
  return (vehicleIntents as readonly string[]).includes(id);
}

/**
 * Where the booking dialogue stands (`conversationStage`; docs/requirements.md, "Chat user
 * context", "Booking dialogue"). The requirements name only `initial`; the other values are this
 * engine's:
 *
 * - `initial` — no booking dialogue in progress (also after a modify/change, or after an
 *   incomplete confirmation).
 * - `booking_name` — the assistant asked for the visitor's name.
 * - `booking_email` — asked for the e-mail address.
 * - `booking_phone` — asked for the phone number.
 * - `booking_dates` — asked for the pickup and return dates.
 * - `booking_confirm` — all five details are known; the summary was shown and the assistant
 *   waits for 'confirm booking' / 'complete booking' / 'yes' / 'book it'.
 * - `booking_done` — the visitor confirmed; the final acknowledgement was given. The island may
 *   now offer the booking-engine link (see `bookingDatesIso`).
 */
export const conversationStages = [
  'initial',
  'booking_name',
  'booking_email',
  'booking_phone',
  'booking_dates',
  'booking_confirm',
  'booking_done',
] as const;

/** A value of {@link conversationStages}. */
export type ConversationStage = (typeof conversationStages)[number];

/**
 * What the assistant has learnt from the visitor's free text (docs/requirements.md, "Chat user
 * context", "Chat extraction"). A field is absent until extracted; once set it is never
 * overwritten by extraction (only a modify/change message in the booking dialogue clears a
 * named field, see `engine.ts`).
 */
export interface ChatContext {
  /** First name (optionally a second word), capitalised: `Anna`, `Anna Maria`. */
  name?: string;
  /** E-mail address as typed. */
  email?: string;
  /** Phone number as typed (10 digits, optionally after a `+`/`00` country code). */
  phone?: string;
  /**
   * Pickup date as the visitor wrote it (the matched text, e.g. `15/07/2026`, `15 July 2026`,
   * `July 15`). Normalise with `toIsoDate(text, reference)` from `dates.ts`.
   */
  pickupDate?: string;
  /** Return date as the visitor wrote it (see {@link ChatContext.pickupDate}). */
  returnDate?: string;
  /**
   * Pickup time, `HH:MM` (24 hours), when the visitor said one ('we land at 14:30', 'pickup at
   * 10am'; docs/requirements.md, "Booking dialogue").
   */
  pickupTime?: string;
  /** Return time, `HH:MM` ('our flight back is at 9am'). */
  returnTime?: string;
  /** `airport` or `port` (docs/requirements.md, "Chat user context"). */
  pickupLocation?: 'airport' | 'port';
  /**
   * The pickup point the visitor named, as the reservation widget's location id
   * (`facts.pickupLocations`): the airport 18, Parikia's port 19, a hotel or villa on Paros 20, and
   * on Antiparos its port 1, helipad 13, a hotel or villa 3 (docs/requirements.md, "Booking
   * dialogue"). Set with {@link ChatContext.pickupLocation} when the place is the airport or a
   * port; the summary, the request to the team and the reservation widget use it.
   */
  pickupPoint?: PickupLocation['id'];
  /**
   * The point where the visitor returns the vehicle, when they named one ('… and drop it off at
   * the port' → 19), as the reservation widget's location id (the same ids as
   * {@link ChatContext.pickupPoint}); absent, the return is at the pickup point (docs/requirements.md,
   * "Reservation widget"). The summary, the request to the team and the widget's drop-off use it.
   */
  dropOffPoint?: PickupLocation['id'];
  /**
   * The visitor's own words for a hotel or villa drop-off ('… drop it off at Villa Sofia in
   * Naoussa'), as {@link ChatContext.pickupNote} is for the pickup. Only with a hotel or villa
   * {@link ChatContext.dropOffPoint}.
   */
  dropOffNote?: string;
  /**
   * The visitor's own words for a hotel or villa pickup ('Hotel Aria in Naoussa'), as typed, at
   * most {@link PICKUP_NOTE_MAX} characters: the team needs the address. Only with a hotel or villa
   * {@link ChatContext.pickupPoint}.
   */
  pickupNote?: string;
  /** Child seats the visitor asked for (free; docs/requirements.md, "Booking dialogue"), 1-9. */
  childSeats?: number;
  /** The visitor asked for a GPS (free). */
  gps?: true;
  /** Extra drivers the visitor asked for (a fee under the terms), 1-9. */
  extraDrivers?: number;
  /**
   * The visitor asked for an automatic gearbox with the car booked ('make it an automatic SUV');
   * said with the vehicle in the summary and the request. Dropped for a scooter or an ATV.
   */
  automatic?: true;
  /** Number of people travelling. */
  passengers?: number;
  /** A daily budget in EUR, or the word `economy` when the visitor asked for cheap without a number. */
  budget?: number | 'economy';
  /**
   * The vehicle slot of the booking dialogue: a kind (`car`, `scooter`, `atv`, `suv`) or the
   * name of a vehicle of the fleet as listed ('Toyota Aygo'). Optional, never asked for.
   */
  vehicle?: string;
  /**
   * How many vehicles of `vehicle` the visitor asked for ('2 scooters'), 2-9; absent, one. It goes
   * with the vehicle: a new vehicle without a count drops it.
   */
  vehicleCount?: number;
  /**
   * Vehicles of other kinds the visitor asked for beside `vehicle` ('2 scooters and a car': one
   * car), each with its count (1-9). They go with the vehicle: a new vehicle without them drops
   * them.
   */
  moreVehicles?: { vehicle: VehicleKind; count: number }[];
  /**
   * A rental length in days the visitor gave before any pickup ('we need a car for a week', '10
   * days'): the return is counted from the pickup when it comes, then this is dropped.
   */
  stayLength?: number;
  /**
   * The slot Marcia has just asked for while the stage is `initial` (after 'can I change my
   * e-mail?' she asks for the new one): the next message that is a plausible value for it is
   * taken (see `dialogue.ts`). In the `booking_*` stages the stage itself says what is asked.
   */
  pending?: 'name' | 'email' | 'phone' | 'pickupDate' | 'returnDate';
  /**
   * Marcia has just asked which detail to change ('change' at the summary, stage `initial`): the
   * next message names it ('the dates', 'phone', 'το τηλέφωνο') or gives its new value ('dal 4 al
   * 10 luglio'), which replaces the held one (see `dialogue.ts`). Set for that one message only.
   */
  changing?: true;
  /**
   * The end whose time or place the visitor asked to change ('I want to change the pickup time',
   * 'change the return place'): the next time or place given is that end's. Kept for one
   * message, like `changing`.
   */
  askedEnd?: 'pickup' | 'return';
  /**
   * A part of a month the visitor gave instead of dates ('the first week of August', 'mitte
   * Juli'; `MessageReading.period`), held until a pickup date is: days given later without a
   * month ('du 14 au 20') are in its month, and 'yes' to Marcia's 'Which days exactly? For
   * example: 1 August to 8 August.' takes that example. A holiday ('Greek Easter') is its long
   * weekend: `days` its example's length, `holiday` its name. Not a booking slot.
   */
  period?: { month: number; day: number; year: number; days?: number; holiday?: HolidayKey };
  /**
   * The vehicle intent of the last vehicle answer given ('how much is a scooter' → `scooters`):
   * a follow-up that names no kind is about it ('how much for a week?' quotes scooters, 'my son
   * is 17' after ATVs is measured against the ATV age). Not a booking slot.
   */
  topicKind?: VehicleIntent;
  /**
   * The vehicles of the fleet the last vehicle answer was about, by name ('do you have a jimny?'
   * → `Suzuki Jimny`, `Suzuki Jimny Cabrio`): a price follow-up that names no vehicle or kind
   * prices them ('how much per day?', 'and for 10 days?'). Not a booking slot (a question is no
   * choice).
   */
  topicVehicles?: string[];
  /**
   * The vehicles the last answer showed as cards, by name, in their order: 'the second one', 'la
   * prima', 'that one' picks one of them (`LanguageWords.listPicks`). Not a booking slot.
   */
  shownVehicles?: string[];
  /**
   * What the last topic answer was about within its topic ({@link threadFlags}: 'can I add a
   * second driver?' → `extraDriver`): a cost follow-up ('how much does it cost?') is answered
   * with them again. Not a booking slot.
   */
  topicFlags?: ThreadFlag[];
  /**
   * The intent of the last topic answer given ('do you deliver to the hotel?' → `locations`): a
   * short follow-up about its cost ('is it free?', 'et c'est gratuit ?') is answered by that topic
   * again (word flag `costFollowUp`). Not a booking slot.
   */
  topic?: Exclude<IntentId, 'fallback'>;
  /** Booking-dialogue stage; starts at `initial`. */
  conversationStage: ConversationStage;
}

/**
 * One message of the conversation as the chat island stores it (docs/requirements.md, "Chat
 * message").
 */
export interface ChatMessage {
  /** Unique within the conversation (the island assigns it). */
  id: string;
  content: string;
  sender: 'user' | 'marcia';
  /** Milliseconds since the Unix epoch (serialisable in a store). */
  timestamp: number;
  /** Quick-reply chips. */
  suggestions?: string[];
  /** Vehicle cards, at most 3 (docs/requirements.md, "Chat behaviour"). */
  vehicles?: Vehicle[];
}

/**
 * The assistant's answer (what `respond` returns). `content` is plain text with `\n` line breaks
 * (no Markdown); `suggestions` are 2-4 follow-up chips; `vehicles` holds at most 3 vehicles.
 */
export interface AssistantReply {
  content: string;
  suggestions?: string[];
  vehicles?: Vehicle[];
}

/** The business contact the chat quotes (phone as printed, e-mail). */
export interface AssistantContact {
  /** As printed, e.g. `+30 22840 00000`. */
  phone: string;
  email: string;
  /**
   * The office's address on one line in the page language (`businessFor(lang).address.oneLine`),
   * said when the visitor asks where we are; absent, the sample default's.
   */
  address?: string;
}

/**
 * Optional inputs of `respond` that are not part of the conversation.
 *
 * - `contact` — phone and e-mail to quote; or
 * - `business` — the site's `Business` (only `phone.display`, `email` and `address.oneLine` are read); `contact`
 *   wins when both are given. Default: `defaultContact` (the sample defaults of
 *   `src/config/setting-defs.ts`). Pass the real values from `src/config` in the island.
 * - `now` — reference instant for reading dates without a year (chrono `forwardDate`). Only
 *   used to show normalised dates in the booking summary; without it the dates are shown as
 *   typed. The engine never reads the clock itself.
 * - `lang` — the page language Marcia answers in (docs/requirements.md, "Five languages"; default
 *   `en`). It must be loaded first (`loadAssistantLanguage`); English keywords are understood
 *   whatever the language.
 * - `readAs` — another site language the message is written in (`otherLanguage`, `guess.ts`): its
 *   words are read beside the page language's, the answer stays in `lang`. It must be loaded first
 *   too.
 */
export interface RespondOptions {
  contact?: AssistantContact;
  business?: { phone: { display: string }; email: string; address?: { oneLine: string } };
  now?: Date;
  lang?: Lang;
  readAs?: Lang;
}
