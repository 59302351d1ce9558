/**
 * The contract of one language of Marcia AI (docs/requirements.md, "Five languages": English,
 * French, German, Italian). A language is two halves:
 *
 * - {@link LanguageWords} — what Marcia understands: the keyword table of every intent (same
 *   intents, same tiers, same priority order in every language), the booking dialogue's phrases,
 *   and the phrasings the extraction reads (names, party sizes, budgets, pickup places).
 * - {@link Messages} (with {@link Names} and {@link Chips}) — what Marcia says: one ICU
 *   MessageFormat template per message id. The engine decides each message without a language
 *   (`../topics.ts`, `../booking-messages.ts`: an id and its parameters) and the pack renders it
 *   (`renderWith` in `../messages.ts`); {@link LanguageTexts} (every topic reply, the greeting,
 *   the fallback, the notes, every line of the booking dialogue) is that rendering, by
 *   `./texts.ts`.
 *
 * Each language is one folder, `lang/{code}/` (`words.ts`, `messages.ts`, `index.ts` with the
 * {@link AssistantLanguage}); a template, name, chip or keyword list missing in one language is
 * a type error. English is always loaded (English keywords are understood on every
 * page, tourists mix languages); the others are loaded on demand (`../language.ts`).
 *
 * Every figure a text quotes comes from `src/config/facts.ts`; only words are translated.
 */
import type { facts } from '../../../config/facts';
import type { Lang } from '../../../i18n/routing';
import type { Vehicle } from '../../fleet';
import type { HolidayKey } from '../holidays';
import type { AssistantContact, ChatContext, IntentId, VehicleKind } from '../types';

/** Specificity tier of a keyword: 5 phrase, 4 topic, 3 kind, 2 place/qualifier, 1 generic (see `keywords.ts`). */
export type Tier = 1 | 2 | 3 | 4 | 5;

/** Every intent except `fallback`: the intents that have keywords. */
export type KeywordIntent = Exclude<IntentId, 'fallback'>;

/** Topic intents: every intent except `booking` (a dialogue) and `fallback`. */
export type TopicIntent = Exclude<IntentId, 'booking' | 'fallback'>;

/**
 * Keywords of every intent, grouped by tier. Written as a visitor types them; they go through
 * `normaliseText` like the messages. Markers (see `compileKeyword` in `keywords.ts`):
 * - `=word` — no inflection (the word exactly, no plural);
 * - `*word` / `word*` — any letters before the first / after the last word (German compounds:
 *   `*versicherung` matches `Vollkaskoversicherung`);
 * - `^phrase` / `phrase$` — only at the start / end of the message.
 */
export type KeywordTable = Readonly<
  Record<KeywordIntent, Readonly<Partial<Record<Tier, readonly string[]>>>>
>;

/**
 * The vehicle equipment a visitor may ask about, each a word flag ('does the panda have
 * bluetooth?', 'Rückfahrkamera', 'sensori di parcheggio'): the cars answer starts with
 * `note.feature`, from the features `content/fleet/vehicles.yaml` lists.
 */
export const featureFlags = [
  'bluetooth',
  'carPlay',
  'usb',
  'isofix',
  'rearCamera',
  'parkingSensors',
  'cruiseControl',
] as const;
/** One of {@link featureFlags}. */
export type FeatureFlag = (typeof featureFlags)[number];

/**
 * Language-independent facts about a message's wording that replies and vehicle filters use.
 * - `automatic` — asks for an automatic (filters cars, changes the cars reply);
 * - `cheap` — asks for cheap (cheapest first);
 * - `twoWheels` — speaks of scooters/motorbikes (automatic two-wheelers);
 * - `helmet` — asks about helmets (extras);
 * - `extraDriver` — asks about a second driver (extras);
 * - `browsing` — just looking around (tips);
 * - `hello` / `thanks` — a greeting or a thank-you (the fallback answers it);
 * - `lateHours` — a pickup, arrival or return late at night or early in the morning ('late
 *   arrival', 'midnight'; a clock time outside office hours sets it too): a note to arrange it;
 * - `askTeam` — a rule the requirements do not give (smoking, pets, cleaning): the contact answer
 *   says the team will answer it;
 * - `bicycle` — asks for bicycles (not in the fleet): the comparison says what we rent;
 * - `boat` — asks to rent a boat, a jet ski or a kayak (not in the fleet): the same;
 * - `islandTour` — a tour of the whole island: the distances answer starts with its length and time;
 * - `costFollowUp` — a cost asked about without a topic ('is it free?', 'et c'est gratuit ?',
 *   'how much does that cost?', 'quanto costa?'): in a short message, the topic of the last
 *   answer (`ChatContext.topic`) again when that answer states a cost (`costedTopics` of
 *   `reading.ts`);
 * - `equipment` — asks for equipment the facts do not list (a roof rack, a bike rack, a tow bar):
 *   the extras answer starts with "I don't know that", the phone and WhatsApp;
 * - `otherIsland` — taking a vehicle to another island (Naxos, Mykonos …): the terms' ferry
 *   permission is added to the ferry answer;
 * - `returnTime` — by what time the vehicle goes back, how long a rental day is ('what time can I
 *   return the car?', 'bis wann muss ich zurückgeben?'): the rental length answer starts with the
 *   rental day of 24 hours and the office hours;
 * - `address` — where the office is ('what's your address?', 'où est votre agence ?'): the
 *   contact or pickup points answer starts with the office's address and hours;
 * - `dropOff` — leaving or returning the vehicle somewhere ('can I leave the car at the airport?',
 *   'abgeben', 'riconsegnare'): the place named is the drop-off, not the pickup (unless a pickup
 *   word names one too), and the pickup points answer says it can be returned there;
 * - `ownBooking` — speaks of a booking the visitor already has ('my booking', 'booking number',
 *   'we already booked', 'ma réservation', 'meine Buchung'): outside the chat's own booking
 *   dialogue it starts no booking and notes no detail; the answer says the team helps with it
 *   (the phone and WhatsApp), before the topic's answer if the message has one;
 * - `openingHours` — asks when the office is open ('are you open', 'opening hours', 'geöffnet'):
 *   weekdays in it are not dates ('are you open monday to saturday?');
 * - `otherCard` — names a card the deposit does not take (American Express, Diners, a debit
 *   card …): the payment answer says by implication which cards it does take;
 * - `cave` — names Antiparos' cave ('cave', 'grotte', 'Höhle', 'grotta', 'σπήλαιο'): the Antiparos
 *   answer opens with its hours and admission (`facts.editorial`, the island guide's figures);
 * - `cashDeposit` — asks to leave the deposit in cash ('deposit in cash', 'caution en espèces'):
 *   the payment or insurance answer first says it must be a card;
 * - `question` — the message is worded as a question ('can I', 'est-ce que', 'kann ich',
 *   'posso'); a question with no topic gets the "I don't know that" answer, not the fallback;
 * - `convertible` — asks for a convertible ('cabrio', 'décapotable'): soft-top cars first;
 * - `mileage` — asks about the kilometres allowed ('unlimited mileage?', 'kilométrage illimité ?'):
 *   the price answer starts with the answer to it;
 * - `excess` — asks what the visitor pays after damage (the excess, 'franchise',
 *   'Selbstbeteiligung'): the facts state none, so the team answers, before the insurance or
 *   breakdown answer;
 * - `damageCover` — asks whether a part is covered (tyres, glass, scratches): the team answers
 *   before the insurance answer; a breakdown answer already says what to do with a flat tyre;
 * - `smallCar` — asks for a small car ('small car', 'Kleinwagen', 'citadine'): the economy cars,
 *   and a price asked with it is the economy class's (so is one asked with a `cheap` word).
 * - `roadside` — asks about roadside assistance ('is roadside assistance included?',
 *   'Pannenhilfe'): the terms' extra and its daily price (`note.roadside`) before the breakdown,
 *   insurance or extras answer;
 * - `lateArrival` — a ferry or flight running late ('what if our flight is delayed?', 'e se il
 *   traghetto è in ritardo?'): the locations answer starts with `note.lateArrival` (we follow the
 *   real arrival time and wait at no extra cost: the Parikia page's FAQ);
 * - `fuelType` — asks what fuel a vehicle takes ('petrol or diesel?', 'is the jimny diesel?',
 *   'quel carburant ?', 'Benzin oder Diesel?'): `note.fuelType` from the fleet's `fuel_type`, before
 *   the answer;
 * - `lateReturn` — asks about bringing the vehicle back late ('what if I return the car late?',
 *   'si je rends la voiture en retard ?', 'zu spät zurückgeben'): the contact answer starts with
 *   `note.lateReturn` (a rental day runs from the pickup time; tell us when late);
 * - `airCon` — asks about air conditioning ('does the car have AC?', 'la clim ?', 'Klimaanlage'):
 *   the car answer starts with whether the car named, or our cars, have it (`note.airCon`).
 *
 * Three more flags are not words of a language but set by the engine (see {@link derivedFlags}).
 */
export const flagNames = [
  'automatic',
  'cheap',
  'twoWheels',
  'helmet',
  'extraDriver',
  'browsing',
  'hello',
  'thanks',
  'bye',
  'aboutMarcia',
  'lateHours',
  'askTeam',
  'bicycle',
  'boat',
  'islandTour',
  'costFollowUp',
  'equipment',
  'otherIsland',
  'address',
  'returnTime',
  'openingHours',
  'dropOff',
  'ownBooking',
  'otherCard',
  'cashDeposit',
  'cave',
  'question',
  'convertible',
  'smallCar',
  'mileage',
  'licenceHeld',
  'otherDriver',
  'excess',
  'damageCover',
  'airCon',
  'roadside',
  'lateArrival',
  'lateReturn',
  'fuelType',
  ...featureFlags,
] as const;
/** One of {@link flagNames}: a flag set by the words of a language. */
export type WordFlag = (typeof flagNames)[number];

/**
 * Flags the engine sets from what it found rather than from a word list:
 * - `atv` — the message asks about ATVs / quads (an `atvs` keyword): the age rule quoted is the
 *   ATV page's (`facts.ages.atvMinimum`) instead of the chat's;
 * - `airport` — the message names the airport as the place: the cancellation rule quoted is
 *   the airport page's (`facts.cancellation.airportFreeHours`);
 * - `monthAsked` — a follow-up names a month after prices or a kind ('what about september?',
 *   'et en septembre ?'): that answer again, then the season's.
 */
export const derivedFlags = ['atv', 'airport', 'monthAsked'] as const;
/** Any flag a reply may read: a {@link WordFlag} or one of {@link derivedFlags}. */
export type Flag = WordFlag | (typeof derivedFlags)[number];

/** The details the booking dialogue collects, in the order it asks for them. */
export const bookingFields = ['name', 'email', 'phone', 'pickupDate', 'returnDate'] as const;
/** One of {@link bookingFields}. */
export type BookingField = (typeof bookingFields)[number];
/**
 * The slots of the booking dialogue (issue "Marcia keeps the thread"): the required
 * {@link bookingFields} plus the optional pickup place (and its point), drop-off point, vehicle (or kind), party
 * size and free extras (child seats, GPS), which are filled whenever a message gives them but
 * never asked for.
 */
export const slotFields = [
  ...bookingFields,
  'pickupTime',
  'returnTime',
  'pickupLocation',
  'pickupPoint',
  'dropOffPoint',
  'vehicle',
  'passengers',
  'childSeats',
  'gps',
  'extraDrivers',
] as const;
/** One of {@link slotFields}. */
export type SlotField = (typeof slotFields)[number];
/** The kinds of vehicle a visitor may book by kind (defined with the context, `../types`). */
export type { VehicleKind };

/** What a visitor names when changing a detail (the two dates are one topic). */
export type FieldTopic = 'name' | 'email' | 'phone' | 'dates';

/** A phrase that introduces the visitor's name ('my name is', 'je m'appelle'). */
export interface NamePhrase {
  /** Regular-expression source, matched case-insensitively on the raw message ('je m[\'’ ]?appelle'). */
  pattern: string;
  /** True when a second word written with a capital is part of the name ('my name is Anna Maria'). */
  full?: boolean;
  /**
   * The language's form of the name after the phrase, when the phrase puts it in another case
   * than a name's own (Greek 'με λένε Γιώργο Παπαδάκη': the accusative, 'Γιώργος Παπαδάκης' the
   * name); given and returned as capitalised words.
   */
  nominative?: (name: string) => string;
}

/** What Marcia understands in one language. */
export interface LanguageWords {
  /**
   * True when an apostrophe separates words (French and Italian elision: `l'aéroport` →
   * `l aeroport`); false when it is dropped inside a word (English `what's` → `whats`).
   */
  elide: boolean;
  /**
   * Regular-expression source that matches a normalised keyword word and its inflections
   * (plural, gender): English `beach` → `beach(?:e?s)?`.
   */
  inflect: (word: string) => string;
  /**
   * Optional: a last step of normalisation for this language, applied to its keywords and to the
   * message alike after `normaliseText` (Greek: Greeklish, Greek typed in Latin letters, read as
   * Greek, and spellings that sound alike made equal). Absent: the normalised text as it is.
   */
  fold?: (normalised: string) => string;
  /**
   * Keywords of every intent (docs/requirements.md, "Chat behaviour": intents matched by keyword in
   * priority order).
   */
  keywords: KeywordTable;
  /**
   * English keywords, flags and name phrases ignored on this language's pages because they are
   * ordinary words here ('car' is 'because' in French, 'auto' is 'car' in German and Italian,
   * 'estate' is 'summer' in Italian). Written as in the English lists. `am` here: after an hour
   * followed by a word it is not a.m. ('um 4 am Hafen'; `extractTimes`).
   */
  ignoreEnglish: readonly string[];
  /** Words that set each {@link WordFlag}. */
  flags: Readonly<Record<WordFlag, readonly string[]>>;
  /**
   * Optional: how visitors name the countries whose licences they ask about, by ISO 3166-1 code
   * ('GB': 'uk', 'british', 'england'; 'US': 'usa', 'american'): the licence answer then says
   * whether that licence needs an international one (`countries.ts`, `note.licenceCountry`).
   */
  countries?: Readonly<Partial<Record<string, readonly string[]>>>;
  /**
   * The duration keywords that name a single day ('for a day', 'pour la journée', 'für einen
   * Tag', 'per un giorno'): with a vehicle kind they ask for that vehicle, not the rental length
   * ('a moped for a day' is a scooter question). Written as in the duration keywords.
   */
  singleDay: readonly string[];
  /**
   * 'Do you have X or Y' (both kinds, not a comparison): regular-expression sources on the
   * normalised message, `greetings` that may come first ('hi', 'bonjour') and the `openers` that
   * ask whether kinds exist ('do you have', 'avez vous', 'haben sie', 'avete').
   */
  asksForKinds: { greetings: readonly string[]; openers: readonly string[] };
  /** Words that join two questions in one message ('and', 'also', 'et', 'und', 'anche'), normalised. */
  alsoWords: readonly string[];
  /**
   * A letter's closing thanks ('thanks in advance', "merci d'avance", 'danke im Voraus', 'grazie
   * in anticipo', 'ευχαριστώ εκ των προτέρων'): regular-expression sources, read case-insensitively
   * on the message as typed and left out of its topics ('in advance' there is no early booking).
   */
  closings: readonly string[];
  /**
   * Words that open a follow-up on the answer just given ('and if …', 'what if …', 'et si …', 'und
   * wenn …', 'e se …', 'και αν …'): a short one with no topic of its own asks that topic again
   * (its answer says what happens: '… and if it's less than 48 hours?' after the cancellation).
   */
  ifFollowUps: readonly string[];
  /**
   * Words that point at one of the vehicles the last answer showed, by place ('the second one',
   * 'la deuxième', 'das erste', 'la prima', 'το δεύτερο'): regular-expression sources on the
   * normalised message, for the first, second, third and last card, and `this` for the one card
   * shown ('that one', 'celle-là', 'den da'); read in short messages only.
   */
  listPicks: {
    first: readonly string[];
    second: readonly string[];
    third: readonly string[];
    last: readonly string[];
    this: readonly string[];
  };
  /** Phrases of the booking dialogue (docs/requirements.md, "Booking dialogue"). */
  booking: {
    /** 'book now'-style phrases that start or resume the dialogue. */
    start: readonly string[];
    /**
     * A booking asked for as a question ('can I book a …', 'posso prenotare …'): it starts the
     * dialogue when the message also names a vehicle or a date and no other topic ('can I book a
     * jeep for 3 days?'; not 'can I book without a credit card?').
     */
    request: readonly string[];
    /**
     * Words that swap the vehicle held for another ('can we make it a jeep instead?', 'plutôt un
     * scooter', 'doch lieber einen Roller'): a kind named in a question with one is a choice.
     */
    swap: readonly string[];
    /** Explicit confirmations ('confirm booking', 'yes'): they confirm at any stage of a booking. */
    confirm: readonly string[];
    /**
     * Words about a request's confirmation ('confirmed', 'confirmation', 'gebucht',
     * 'επιβεβαίωση'): after the acknowledgement, 'is it confirmed?' asks whether the booking
     * stands (`BookingTexts.doneStatus`).
     */
    statusWords: readonly string[];
    /**
     * Asking to send the request after the acknowledgement ('send it', 'go ahead', 'envoyez-la',
     * 'abschicken', 'invia', 'στείλτε το'): the card's button sends it (`BookingTexts.doneSend`).
     */
    sendWords: readonly string[];
    /**
     * Taking what was offered ("I'll take it", 'je le prends', 'la prendo', 'κλείσε το'), not as a
     * question: at the summary a confirmation, right after a vehicle or price answer the start of
     * the booking with that vehicle.
     */
    takeIt: readonly string[];
    /** Confirmations understood only while the summary waits for an answer ('ok', 'sure'). */
    looseConfirm: readonly string[];
    /** Words of a modify/change intent ('change', 'modify'). */
    modify: readonly string[];
    /** Answers that decline the summary ('no', 'not yet'); written with `^`. */
    refuse: readonly string[];
    /**
     * A confirmation said with a negation ('not correct', 'stimmt nicht', 'non va bene', 'δεν
     * είναι σωστά'): at the summary, no confirmation but a change; 'non vedo l'ora' is not one.
     */
    negated: readonly string[];
    /** Words that name each detail in 'change my e-mail'. */
    fields: Readonly<Record<FieldTopic, readonly string[]>>;
    /**
     * Words of a correction: the values in the same message replace the ones held ('actually my
     * e-mail is …', 'make it the 20th', 'no, 3 people', 'sorry, I meant …').
     */
    correct: readonly string[];
    /** 'start over': the booking's details are dropped and the dialogue starts again. */
    restart: readonly string[];
    /** 'cancel', 'forget it': the booking under way is dropped (written with `^` / `$`). */
    stop: readonly string[];
    /**
     * Words that may stand before or after a `stop` phrase and leave it one ('hmm actually
     * cancel', 'cancel please', 'en fait annule', 'bitte abbrechen'), normalised, one word each.
     */
    stopFillers: readonly string[];
    /**
     * Words that say which end of the stay a date is ('pickup', 'arrive' / 'return', 'leave'):
     * 'change the return to Sunday'.
     */
    dateEnds: { pickup: readonly string[]; return: readonly string[] };
    /**
     * Words for a clock time as a detail to change ('the pickup time', 'l'heure', 'die Uhrzeit',
     * 'l'orario', 'την ώρα'): 'I want to change the pickup time' keeps the dates and asks the time.
     */
    timeWords: readonly string[];
    /**
     * Words for a place as a detail to change ('the pickup place', 'le lieu', 'den Abholort',
     * 'il luogo', 'το σημείο'): 'change the pickup place' keeps the dates and asks the place.
     */
    placeWords: readonly string[];
    /**
     * The return on the pickup's own day ('bring it back the same evening', 'le soir même', 'am
     * selben Abend', 'la sera stessa', 'το ίδιο βράδυ'): the return date is the pickup's.
     */
    sameDay: readonly string[];
    /**
     * The words voice typing writes for an e-mail address's '@' and '.' ('at', 'dot'; 'arobase',
     * 'point'; 'chiocciola', 'punto'; 'παπάκι', 'τελεία'), lower case as typed.
     */
    spokenEmail: { at: readonly string[]; dot: readonly string[] };
    /**
     * The words that say which end a clock time is: the rental's own (`pickup`: 'pickup at 10am',
     * 'récupérer', 'abholen'; `return`: 'drop off', 'Rückgabe', 'riconsegna') and the traveller's
     * (`arrival`: 'we land at 14:30', 'nous atterrissons à 15h', 'φτάνουμε στις 3'; `departure`:
     * 'our flight back is at 9am', 'Rückflug um 18 Uhr'), which place a time at the same end but
     * give way to the rental's own words in the same message ('pick up at 6am, our flight lands
     * 5:45': 06:00). Not a bare 'leave' ('the ferry leaves Piraeus at 7:30' is no return).
     */
    timeEnds: {
      pickup: readonly string[];
      return: readonly string[];
      arrival: readonly string[];
      departure: readonly string[];
      /**
       * A ship or plane leaving, said without whose way it is ('our ferry leaves at 6 pm', 'notre
       * ferry part', 'il traghetto parte'): the traveller's departure, and its day the return,
       * only in a message that asks where the car goes back ('…, can we return the car at the
       * port?', the `dropOff` flag);
       * 'the ferry leaves Piraeus at 7:30' is the way here.
       */
      leaves: readonly string[];
    };
    /** A car as the kind of vehicle to book ('a car', 'une voiture'); scooters, ATVs and SUVs come from the keyword table. */
    carWords: readonly string[];
    /**
     * Regular-expression source, on folded text, of the vehicle nouns a count goes before ('2
     * scooters', 'deux quads', 'zwei Roller', 'due scooter', 'δύο σκούτερ'): singular and plural.
     */
    vehicleNouns: string;
    /**
     * Days added to the held return ('one more day', '2 extra days', 'un jour de plus', 'einen Tag
     * länger', 'un giorno in più', 'μια μέρα παραπάνω'): regular-expression sources on folded text
     * (lower case, no accents), `{n}` the count where one is written; without it, one day.
     */
    extraDays: readonly string[];
    /**
     * Days both dates move later ('push everything back by one day', 'tout décaler d'un jour',
     * 'alles um einen Tag verschieben', 'spostare tutto di un giorno', 'να τα μεταθέσουμε όλα
     * μία μέρα'): regular-expression sources on folded text, `{n}` the count where one is written;
     * without it, one day. Only later: an earlier start is said with its date.
     */
    shiftDays: readonly string[];
    /**
     * How many of the vehicle held, said without its noun ('book 2 of them', 'actually just one',
     * 'il nous en faut 2', 'nur einen', 'ne servono 2', 'μόνο ένα'): regular-expression sources on
     * folded text, `{n}` the count where one is written; without it, one vehicle.
     */
    heldCount: readonly string[];
    /**
     * One more of the vehicle held, for someone else ('and for my friend too', 'pour mon ami
     * aussi', 'auch für meine Freundin', 'anche per il mio amico', 'και για τον φίλο μου'):
     * regular-expression sources on folded text.
     */
    oneMore: readonly string[];
    /**
     * The free extras a booking can hold (docs/requirements.md, "Booking dialogue": extras), as
     * keywords: `childSeat` ('child seat', 'siège bébé', 'Kindersitz', 'seggiolino') and `gps`
     * ('gps', 'sat nav', 'navi'), also read by the `extras` intent; the words that make a mention
     * a request outside the dialogue (`want`: 'need', 'with', 'il nous faut', 'brauchen', 'vorrei',
     * 'χρειαζόμαστε'; `add`: 'can I add', also in a question); those that refuse one (`without`
     * before it: 'no', 'without', 'our own', 'ohne', 'senza', 'χωρίς'; `notNeeded` after it: 'not
     * needed', 'non serve').
     */
    extras: {
      childSeat: readonly string[];
      gps: readonly string[];
      /** Words of a request in a statement ('we need', 'with', 'please'); not in a question. */
      want: readonly string[];
      /** Words of a request that also count in a question ('can I add', 'can we get'). */
      add: readonly string[];
      /** Refusals up to three words before ('no', "don't", 'without', 'our own', 'eigenen'). */
      without: readonly string[];
      /** Refusals up to four words after ('not needed', 'brauchen wir nicht', 'non serve'). */
      notNeeded: readonly string[];
      /**
       * Words just before a seat word that mean one seat: the indefinite articles ('a booster',
       * 'un siège', 'einen Kindersitz'). Without a number or one of these, the seats are the
       * children the message names ('our 2 kids need child seats').
       */
      one: readonly string[];
      /**
       * People named as extra drivers beside a `flags.extraDriver` phrase ('my husband and my son
       * will drive too': 2), each one driver or the number before it.
       */
      people: readonly string[];
      /** A baby ('baby', 'bébé', 'Säugling', 'neonato', 'μωρό'): a child seat in the booking. */
      baby: readonly string[];
      /** 'too', 'aussi', 'auch', 'anche', 'κι': a baby said so is one more passenger. */
      too: readonly string[];
      /** A seat without its child ('no seat needed'): counts only refused. */
      seat: readonly string[];
    };
  };
  /**
   * Name extraction (docs/requirements.md, "Chat extraction": 'my name is', "I'm", 'I am', 'call
   * me').
   */
  names: {
    phrases: readonly (NamePhrase & { id: string })[];
    /** Words that follow a phrase but are not names ('je suis intéressé', 'ich bin hier'); lower case, no accents. */
    stopWords: readonly string[];
    /** Endings that are never names after this language's phrases (English `-ing`). */
    stopSuffix?: RegExp;
    /**
     * Regular-expression source of words that may lead a bare name typed when the dialogue
     * asks for it ("it's John", "c'est Pierre", "hier ist Hans", "a nome Rossi"); matched at the
     * start of the message, case-insensitively.
     */
    bareLeads: string;
    /**
     * Words that join two people's names in a bare name ('Tom and Sarah Miller', 'Anna und Ben');
     * `&` joins in every language.
     */
    joins: readonly string[];
    /**
     * Weekdays that are also given names ('Κυριακή', 'Παρασκευή', 'Domenica'; lower case, no
     * accents): the first word of a bare name typed when the dialogue asks for the name, they
     * are the name, not a day.
     */
    givenWeekdays?: readonly string[];
    /**
     * Sounds of hesitation that voice typing writes ('um', 'euh', 'ähm', 'ehm', 'εε'), as
     * typed, lower case: never part of a name ('my name is um John Smith' is John Smith). Each
     * letter may be drawn out ('ummm', 'εεεε').
     */
    hesitations: readonly string[];
  };
  /**
   * Party size (docs/requirements.md, "Chat extraction": a number followed by people, person,
   * passenger, adult or pax).
   */
  passengers: {
    /** Regular-expression source of the nouns after the number, on folded text (lower case, no accents). */
    nouns: string;
    /**
     * The same for children ('kids', 'enfants', 'Kinder', 'bambini'): 'two adults and two kids'
     * adds up both counts (4 passengers).
     */
    children: string;
    /**
     * Which of the `nouns` count grown-ups only ('adults', 'adultes', 'Erwachsene'): only after one
     * of them do children add up; after a word for everyone ('7 people with 2 kids', '5 persone di
     * cui 2 bambini') the children are among them.
     */
    adults: string;
    /**
     * Regular-expression source, on folded text, of phrasings that mean two grown-ups ('a couple',
     * 'me and my wife', 'ma femme et moi', 'io e mia moglie'): 2 passengers, children added ('a
     * couple with 2 kids' → 4).
     */
    couple: string;
    /** Number words (folded) and their values. */
    numbers: Readonly<Record<string, number>>;
    /** Other phrasings, regular-expression sources on folded text with `{n}` for the number ('nous sommes {n}'). */
    patterns: readonly string[];
  };
  /**
   * A stated age ("I'm 20", '19 year old', "j'ai 20 ans", 'ich bin 20', 'ho 20 anni'):
   * regular-expression sources on folded text with `{n}` for the two-digit number.
   */
  age: { patterns: readonly string[] };
  /**
   * Budget (docs/requirements.md, "Chat extraction": budget, cheap or the euro sign, then a
   * number).
   */
  budget: {
    /** Regular-expression source of the budget words on folded text ('\\bbudget\\b|\\bcheap\\w*'). */
    words: string;
    /** Regular-expression source of one filler between the word and the number ('is|of|about'). */
    filler: string;
    /** Regular-expression source of units that show a number is not a budget ('days?|people'). */
    units: string;
  };
  /**
   * Pickup places, as keywords: `airport` and `port` (docs/requirements.md, "Chat user context":
   * airport or port), and for the pickup point of the booking (`ChatContext.pickupPoint`, one of
   * the reservation widget's six) `hotel` (a hotel, villa or flat: free delivery there),
   * `helipad`, and the island named: `antiparos`, `paros` ('Parikia' is on Paros).
   */
  places: {
    airport: readonly string[];
    port: readonly string[];
    hotel: readonly string[];
    /**
     * Where the visitor stays, said with a verb ('we're staying', 'on est logé', 'wir wohnen',
     * 'alloggiamo', 'μένουμε'): the hotel or villa there, when the message names the island or a
     * place with its capital ('we're staying on Antiparos', 'μένουμε στη Νάουσα'; not 'μένουμε 5
     * άτομα').
     */
    stay: readonly string[];
    helipad: readonly string[];
    antiparos: readonly string[];
    paros: readonly string[];
    /**
     * Delivery or pickup words ('deliver', 'bring', 'livraison', 'liefern', 'consegna',
     * 'παράδοση'): a hotel is the pickup point only with one of them, or in a statement that is
     * short ('Hotel Aria in Naoussa') or says whose ({@link ours}), not in passing ('is there
     * parking at the hotel?', 'i booked a hotel in naoussa').
     */
    delivery: readonly string[];
    /** 'our', 'notre', 'unser': 'à notre hôtel Aria à Naoussa svp' is where to deliver. */
    ours: readonly string[];
  };
}

/**
 * The words `dates.ts` reads in one language (`lang/{code}/dates.ts`). Every language's date words
 * are always known, whatever the page language: a date kept in the conversation must stay
 * readable after a language change, so they are registered eagerly in `../packs.ts` (they are
 * small). Patterns are regular-expression sources on folded text (lower case, no accents)
 * unless noted.
 */
/** A part of a month a message names (`monthPartIn` of `../dates.ts`). */
export interface MonthPart {
  /** The month, 1-12. */
  month: number;
  /** The day of the month the part starts on, 1-31. */
  day: number;
  /** The year of that day: the part's next time from today. */
  year: number;
  /** Its words, as the normalised message writes them. */
  words: string;
  /**
   * True when the part is a week ('the first week of August', 'erste Augustwoche'; not 'mid
   * July'): a price asked with it is quoted for 7 days.
   */
  week: boolean;
  /**
   * The days of its example when they are not a week's: a holiday's long weekend (3; `HOLIDAY_STAY_DAYS`).
   */
  days?: number;
  /** The holiday it is ('Greek Easter', 'Ferragosto'; `holidayIn`): the period is its long weekend. */
  holiday?: HolidayKey;
}

export interface DateWords {
  /** True for the language whose month may come before the day ('July 15'): English only (chrono's reading). */
  monthBeforeDay?: true;
  /** Month names (regular-expression sources, as written, case-insensitive; longer spellings first) and their number 1-12. */
  months: readonly (readonly [string, number])[];
  /**
   * Days of the month written as words, as typed (lower case), and their number: read as that
   * number beside a month name or a range word ('the fifth of august', 'du premier au 5 août',
   * 'dal primo al 5 agosto', 'vom ersten bis 5. August', 'πρώτη Αυγούστου').
   */
  dayWords?: Readonly<Record<string, number>>;
  /** Words between the two ends of a range ('to', 'au', 'bis', 'al'), as written. */
  rangeWords: readonly string[];
  /**
   * Words that join two days only in 'between the 5th and the 12th' ('and', 'et', 'und', 'e'), as
   * written: a range too, but not between two numbers with dots, which are decimals as often
   * ('1.5 and 3.5 years').
   */
  betweenWords: readonly string[];
  /** Number words of short stays ('a week', 'deux semaines'). */
  numbers: Readonly<Record<string, number>>;
  /** 'for' before a stay length ('for', 'pour', 'fur', 'per'). */
  stayFor: readonly string[];
  /**
   * Words that ask about another length on their own, before it ('what about', 'et si c est',
   * 'was ist mit', 'che ne dici di', 'τι λεσ'), as normalised text writes them: 'what about 3
   * days' after a price is that price for 3 days (`asksLengthAlone`).
   */
  lengthAsks: readonly string[];
  /** Week and day (or night) units of a stay length. */
  weekUnits: readonly string[];
  /**
   * Parts of a month named with it ('first week of August', 'mid July', 'fin août', 'erste
   * Augustwoche', 'αρχές Αυγούστου'): regular-expression sources on the normalised message
   * (`normaliseText(text, true)`), `{m}` where its month word goes, each with the day of the month
   * the part starts on (`last`: the month's last seven days). A period, not dates: the dialogue
   * asks which days (`booking.askPeriodDays`), and its words ask no rental length.
   */
  monthParts: readonly (readonly [string, number | 'last'])[];
  /**
   * A whole month named ('the whole of August', 'tout le mois d'août', 'den ganzen August', 'tutto
   * agosto', 'όλο τον Αύγουστο'): regular-expression sources on the normalised message, `{m}` where
   * its month word goes. Dates, not a period: its first to its last day (`wholeMonthIn`), as if the
   * visitor had written 'from 1 to 31 August'.
   */
  wholeMonth: readonly string[];
  /**
   * The holidays' names (`../holidays.ts`): regular-expression sources on the normalised message,
   * by holiday. A period, not dates: its long weekend, whose days the dialogue asks with the
   * holiday's date (`booking.holidayDays`). The words decide which Easter is meant: Greek 'Πάσχα'
   * is the Orthodox one, and so is 'Greek' or 'Orthodox Easter' in every language; plain 'Easter',
   * 'Pâques', 'Ostern', 'Pasqua' is the Western one (its answer gives the Orthodox date beside it).
   * The longest name in a message wins ('lundi de Pentecôte' over 'Pentecôte').
   */
  holidays: Readonly<Partial<Record<HolidayKey, readonly string[]>>>;
  /**
   * The month after this one, folded ('from the 3rd to the 10th of next month', 'du 3 au 10 du
   * mois prochain', 'vom 3. bis 10. nächsten Monats'): days given with it are in that month.
   */
  nextMonth: readonly string[];
  /**
   * A week named by its first day, folded ('the week of 12 July', 'la semaine du 12 juillet', 'die
   * Woche vom 12. Juli'): a stay of 7 days from that day.
   */
  weekOf: readonly string[];
  dayUnits: readonly string[];
  /** Units of two weeks ('a fortnight'), folded; none in most languages. */
  fortnightUnits: readonly string[];
  /** Month units of a stay length, folded: a month is 30 days, as the long-rental discount counts it. */
  monthUnits: readonly string[];
  /** Words before a day of the month that gives the return ('until the 19th', 'le 19', 'am 19'). */
  dayOfMonthLeads: readonly string[];
  /**
   * Words before a day of the month that is one only with its ordinal dot ('ich meinte den 12.'),
   * where the bare number after them is a count ('mit den 2 Kindern'); matched on the message as
   * typed, lower case. None when absent.
   */
  dotDayLeads?: readonly string[];
  /**
   * Words after which a day.month without its final dot is a date ('ab 5.8', 'coming 12.7',
   * 'le 12.7'), where '5.8' alone may be a decimal; matched on the message as typed, lower case.
   * Never a word that leads a clock time ('στις 9.30', 'alle 9.10').
   */
  dotDateLeads: readonly string[];
  /** Words between a stay length and the day it starts ('10 days from the 3rd', '10 jours à partir du 3'), folded. */
  fromLeads: readonly string[];
  /**
   * Those of `fromLeads` that also lead a price ('from 30', 'ab 30'): before a bare number they
   * do not make it a day ('ab 30 für eine Woche' is a budget; 'ab dem 30.' a day).
   */
  priceLeads: readonly string[];
  /** Weekday names, 0 = Sunday. */
  weekdays: Readonly<Record<string, number>>;
  /** Words before a weekday that gives the return ('until Sunday', 'jusqu'à dimanche', 'bis Sonntag'). */
  weekdayLeads: readonly string[];
  /**
   * Those of `weekdayLeads` that only say the day ('on Friday', 'am Freitag', 'il venerdì', 'την
   * Παρασκευή'): beside a date the weekday is that date's own ('on friday 10 july' is no return).
   */
  weekdayOnLeads: readonly string[];
  /** Articles that may stand between the lead and the weekday ('the', 'next', 'le'). */
  weekdayArticles: readonly string[];
  /** Words that introduce a clock time ('at', 'vers', 'um', 'alle'): '23h' counts as a time after one. */
  timeIntro: readonly string[];
  /**
   * Words after which an hour alone, ending its clause, is a clock time ('at 3', 'vers 10', 'um
   * 10', 'alle 10', 'στις 9'), folded: fewer than `timeIntro`, since 'à 2', 'from 7' or 'ab 23'
   * are more often a count, a number of days or an age.
   */
  hourIntro: readonly string[];
  /**
   * Words after an hour that say morning or evening ('7 in the morning', 'alle 7 di mattina',
   * 'στις 6 το πρωι'; '9 in the evening', 'στις 9 το βραδυ'), folded: the hour is a clock time,
   * not a day of the month.
   */
  dayParts: {
    morning: readonly string[];
    evening: readonly string[];
    /** Night ('3 at night', '2 Uhr nachts': 03:00, 02:00; '11 at night': 23:00). */
    night: readonly string[];
    /** Midday ('στις 2 το μεσημερι': 14:00, 'στις 11 το μεσημερι': 11:00). */
    midday: readonly string[];
  };
  /**
   * Clock times in words, folded: `noon` ('noon', 'midi', 'mittags', 'mezzogiorno', 'μεσημερι')
   * is 12:00 and `midnight` 00:00, but not after a word of `notAfter` (French 'apres' of 'apres
   * midi'); `half` and `quarter` after an hour and the language's 'and' add 30 and 15 minutes
   * ('alle 10 e mezza': 10:30).
   */
  clockWords: {
    noon: readonly string[];
    midnight: readonly string[];
    notAfter: readonly string[];
    half: readonly string[];
    quarter: readonly string[];
    /**
     * Words elsewhere in the message that place an hour alone in the morning ('early', 'matin')
     * or the evening ('tonight', 'late', 'ce soir', 'stasera', 'αποψε'): 'we arrive late around
     * 11' is 23:00, 'early in the morning at 6' 06:00. Folded.
     */
    amHints: readonly string[];
    pmHints: readonly string[];
  };
  /**
   * Clock times said in words around an hour ('half past two', 'quarter to ten', 'halb drei',
   * 'viertel nach neun', 'à deux heures et demie', 'alle due e mezza', 'στις δυο και μιση'), read
   * by `clockTimes` (src/lib/assistant/extract.ts) before the times written with digits.
   */
  clockPhrases: {
    /** The hours 1-12 in words as a clock names them, folded ('two', 'drei', 'une', 'δυο'). */
    hours: Readonly<Record<string, number>>;
    /**
     * Each phrasing: `pattern`, a regular-expression source on folded text with `{h}` where the
     * hour goes (digits 1-12 or a word of `hours`); `minutes`, what it adds to that hour (before
     * it, negative: 'quarter to ten' -15 is 09:45, 'halb drei' -30 is 02:30); `intro`, read only
     * after a word that introduces a time (`timeIntro`, any language's: 'à deux heures et demie',
     * not 'deux heures et demie de ferry'). The hour the visitor said places it in the day as an
     * hour alone does: with a part of the day after it ('in the morning'), an am or pm hint of
     * the message, else 1-6 in the afternoon and 7-12 as said. `notBefore`: a regular-expression
     * source for what, right after it and unless a part of the day comes first, makes it no time
     * ('deux heures de route').
     */
    phrases: readonly { pattern: string; minutes: number; intro?: true; notBefore?: string }[];
  };
  /**
   * Days named from today, folded, and how many days ahead each is ('today' 0, 'tomorrow' 1,
   * 'the day after tomorrow' 2; 'demain', 'morgen', 'domani', 'αυριο'): a pickup.
   */
  relativeDays: Readonly<Record<string, number>>;
  /**
   * Small talk that names a day, folded ('how are you doing today', 'wie geht es dir heute',
   * 'τι κανεις σημερα'): its day is no pickup (a greeting noted today's date as the visitor's).
   */
  smallTalkDays: readonly string[];
  /**
   * Words right after a length that make it how early one books, not a stay, folded ('if I book
   * 2 months in advance': `in advance`; 'a l avance', 'vorher', 'im voraus', 'prima', 'in
   * anticipo', 'νωριτερα').
   */
  leadTime: readonly string[];
  /**
   * Words that make a weekday the pickup, the next such day, folded: `before` it ('next Friday',
   * 'from Monday', 'start on Monday', 'nachsten Freitag', 'ab Montag', 'την αλλη Παρασκευη') or
   * `after` it ('vendredi prochain', 'venerdi prossimo', 'am Montag anfangen').
   */
  nextWeekday: { before: readonly string[]; after: readonly string[] };
  /**
   * Two days of the month without a month ('from the 3rd to the 10th', 'du 3 au 10', 'vom 3.
   * bis 10.', 'dal 3 al 10', 'από 3 έως 10'), folded: the words before the first day and between
   * the two.
   */
  /**
   * Words before a count of days or weeks from today ('in 2 weeks', 'dans 3 jours', 'in 2
   * Wochen', 'tra 2 settimane', 'σε 2 εβδομαδεσ'), folded: a pickup.
   */
  fromNow: readonly string[];
  /** The coming weekend ('next weekend', 'ce week end', 'am Wochenende'), folded: a pickup on its Saturday. */
  weekend: readonly string[];
  monthlessRange: {
    from: readonly string[];
    to: readonly string[];
    /** Words after the second number that show the numbers are not days ('2 to 3 people'). */
    notDays: readonly string[];
  };
}

/** Everything a topic reply may use. */
export interface ReplyInput {
  /** The context after extraction. */
  context: ChatContext;
  /** Cards already chosen for this reply (at most 3; possibly empty). The engine attaches them. */
  vehicles: readonly Vehicle[];
  /** The whole fleet passed to `respond`. */
  fleet: readonly Vehicle[];
  /** Phone and e-mail to quote. */
  contact: AssistantContact;
  /** What the message's wording says (see {@link Flag}). */
  flags: ReadonlySet<Flag>;
  /**
   * The topics answered before this one in the same reply, when this is a second or later topic:
   * what those answers stated is not stated again (the deposit, said by the payment answer, is
   * left out of the insurance answer after it, and the other way round, also with a third topic
   * first: 'do you deliver to the airport, is insurance full, and can I pay by card?').
   */
  after?: readonly TopicIntent[];
}

/** A reply's text: plain text with `\n` line breaks and `• ` list items, and 2-4 chips. */
export interface ReplyText {
  content: string;
  suggestions: string[];
}

/** One topic reply. */
export type TopicText = (input: ReplyInput) => ReplyText;

/** Stages in which the dialogue waits for the visitor (reminder lines). */
export type WaitingStage =
  | 'booking_name'
  | 'booking_email'
  | 'booking_phone'
  | 'booking_dates'
  | 'booking_confirm';

/** Every line of the booking dialogue (docs/requirements.md, "Booking dialogue"). */
export interface BookingTexts {
  /** First question ('What's your name?'). */
  askName: string;
  /**
   * The name asked again after a message that gave other details instead (`labels`: those
   * details, listed): "Thanks, I've noted your dates. What's your name?".
   */
  notedAskName: (labels: string) => string;
  /**
   * The lead of the trip said back when a booking starts with details of it, after the first
   * question's welcome or greeting ("Wonderful, let's get your booking started! Here's what I have
   * so far: … What's your name?"; `startedWith` in `../booking.ts`; issue "Marcia keeps the
   * thread": what the visitor said is said back before anything else is asked).
   */
  soFar: string;
  /** Asks for the e-mail; `newName` is the name this message gave (to greet), else undefined. */
  askEmail: (newName: string | undefined) => string;
  /** The e-mail asked again after a message that gave other details ("Thanks, I've noted your dates. What's your e-mail …"). */
  notedAskEmail: (labels: string) => string;
  askPhone: string;
  /** The phone asked again after a message that gave other details ("Thanks, I've noted your dates. And your phone …"). */
  notedAskPhone: (labels: string) => string;
  askDates: string;
  /** Asks for the return date once the pickup date (as typed) is known. */
  askReturn: (pickup: string) => string;
  /**
   * Asks for the pickup date once a rental length (days) is known without one ('10 days'): the
   * return is counted from it (`ChatContext.stayLength`).
   */
  askPickupStay: (days: number) => string;
  /**
   * Asks for the pickup date once only the return is known ('we leave on 20 August'; the
   * return date as typed).
   */
  askPickup: (ret: string) => string;
  /**
   * A day the calendar does not have ('31 juin'): it does not exist, its month has `days` days,
   * which dates are meant.
   */
  noSuchDay: (date: string, days: number) => string;
  /**
   * A part of a month given for the dates ('the first week of August'): which days exactly, with
   * an example inside it; with a rental length held (`days`), the pickup day only.
   */
  askPeriodDays: (
    period: Pick<MonthPart, 'month' | 'day' | 'year' | 'days' | 'holiday'>,
    days: number | undefined,
  ) => string;
  /**
   * Asks for the new time of one end after 'I want to change the pickup time' (the dates kept;
   * `ChatContext.askedEnd`).
   */
  askTime: (end: 'pickup' | 'return') => string;
  /** Asks for the new place of one end after 'change the pickup place' (the dates kept). */
  askPlace: (end: 'pickup' | 'return') => string;
  /** Chips under every question. */
  askSuggestions: readonly string[];
  /** The awaited detail again, when a message did not supply it. */
  reask: {
    name: string;
    email: string;
    phone: string;
    /** A national number from abroad given without its country code ('07700 900123'), as typed. */
    nationalPhone: (typed: string) => string;
    dates: string;
    returnDate: string;
  };
  /** Chips under the re-asked dates. */
  reaskDatesSuggestions: readonly string[];
  /**
   * The line under an aside answered while the dialogue waits: 'Back to your booking: …' with
   * the pending question (`returnDate`: the pickup is known, the return is not).
   */
  reminder: Readonly<Record<WaitingStage | 'returnDate', string>>;
  /**
   * One line confirming a corrected slot: 'Done, your e-mail address is now …'; `count`, for the
   * vehicle, the vehicles asked for ('… is now 3 × scooter').
   */
  corrected: (field: SlotField, value: string, count?: number, automatic?: boolean) => string;
  /** Opener after 'start over' (the name question follows). */
  restart: string;
  /** After 'cancel' during the dialogue: the booking was dropped, nothing was sent. */
  stopped: string;
  /** A pickup date (as typed) that is already past: questioned, not stored. */
  pastPickup: (date: string) => string;
  /**
   * A length or return asked for at the summary that is the one held ('make it 4 days' for 10-14
   * July): the return date (as `corrected` writes it), before the summary again.
   */
  sameReturn: (date: string) => string;
  /** A return before the pickup (the pickup as typed): questioned, not stored. */
  returnBefore: (pickup: string) => string;
  /** The airport drop-off carries a fee (`note.airportDropOffFee`): said once the airport is the drop-off point. */
  airportDropOffFee: string;
  /** The confirmation summary. */
  summary: {
    title: string;
    name: (v: string) => string;
    email: (v: string) => string;
    phone: (v: string) => string;
    /**
     * The pickup line: the date, then the airport, or another of the six points by its widget
     * name (Parikia's port too: 'at the port' did not say which) with the visitor's words for a
     * hotel (`point`, `note`).
     */
    pickup: (
      date: string,
      place: 'airport' | undefined,
      point?: { id: (typeof facts.pickupLocations)[number]['id']; note?: string | undefined },
      time?: string,
    ) => string;
    /** The pickup line before its date is known: the airport, or another point by its widget name. */
    pickupPlace: (
      place: 'airport' | undefined,
      point?: { id: (typeof facts.pickupLocations)[number]['id']; note?: string | undefined },
    ) => string;
    /**
     * The return line: the date, the time when one was said (`HH:MM`), and the drop-off point by
     * its widget name when the visitor named one (`ChatContext.dropOffPoint`), with their words
     * for a hotel (`note`).
     */
    return: (
      date: string,
      time?: string,
      point?: { id: (typeof facts.pickupLocations)[number]['id']; note?: string | undefined },
    ) => string;
    passengers: (n: number) => string;
    /** The free extras asked for ('Extras (free): 2 child seats and GPS'). */
    extras: (childSeats: number | undefined, gps: boolean) => string;
    /** The extra drivers asked for ('Extra drivers: 1'). */
    drivers: (count: number) => string;
    /**
     * The vehicle slot: a {@link VehicleKind} (named in the language) or a vehicle's name, with
     * the count from two ('2 × scooter').
     */
    /** The vehicle line: the kind or model, its count from two, and 'automatic' when wished. */
    vehicle: (value: string, count?: number, automatic?: boolean) => string;
    returnBeforePickup: string;
    question: string;
    suggestions: readonly string[];
  };
  /** A calendar day in words: `Wednesday 15 July 2026`; `weekday` 0 = Sunday, `month` 1-12. */
  formatDay: (year: number, month: number, day: number, weekday: number) => string;
  /**
   * The final acknowledgement after the confirmation: the request is complete and shown below
   * with 'Send to our team' and 'Cancel' (the panel's buttons).
   */
  acknowledgement: (name: string) => string;
  acknowledgementSuggestions: readonly string[];
  /**
   * After the request reached the outbox: what happens next (the team replies to `email` within
   * `hours`, the contact page's reply time from the facts) and the two links below it.
   */
  sent: (name: string, email: string, hours: string) => string;
  /** After 'Cancel': nothing was sent, the details stay, the booking link below. */
  cancelled: string;
  /**
   * After the acknowledgement, 'is it confirmed?', 'confirm', 'ist das jetzt gebucht?': it is a
   * request until our team confirms it, by e-mail to `email` within the contact page's reply
   * time, once the card has sent it.
   */
  doneStatus: (email: string) => string;
  /**
   * After the acknowledgement, 'cancel', 'wait I want to cancel': how to withdraw the request
   * (its card's Cancel button while it is not sent; the team once it is).
   */
  doneCancel: string;
  /** After the acknowledgement, 'send it': the card's button sends the request, nothing before. */
  doneSend: string;
  /**
   * The required start-over sentence (docs/requirements.md, "Booking dialogue"), in this language.
   */
  incomplete: string;
  incompleteSuggestions: readonly string[];
  /** A change without a named detail: what to change? */
  modifyWhat: ReplyText;
  /** Every named detail was replaced from the same message; `labels` from {@link BookingTexts.fieldLabels}. */
  modifyDone: (labels: string) => string;
  /** Asks for the new values of `open` (labels joined). */
  modifyAsk: (open: readonly FieldTopic[], labels: string) => string;
  modifySuggestions: readonly string[];
  /** How each detail is named in the modify answers. */
  fieldLabels: Readonly<Record<FieldTopic, string>>;
  /** 'a, b and c'. */
  list: (items: readonly string[]) => string;
}

/** Lines added to an answer by what the message says (see `notes.ts`). */
export interface NoteTexts {
  /**
   * A stated age against the minimum age of the vehicle asked about (docs/requirements.md, "Rules
   * the chat states": the chat's `facts.ages.chatMinimum`; with `atv` the ATV page's
   * `facts.ages.atvMinimum`), followed by {@link NoteTexts.termsDecideAge}.
   */
  age: (age: number, atv: boolean) => string;
  /** A licence held for fewer months than the chat's minimum (`facts.ages.chatLicenceYears`): not enough. */
  licenceNew: (months: number) => string;
  /** The terms decide the age rule in the end (`facts.ages.termsMinimum` …), one sentence. */
  termsDecideAge: string;
  /** A pickup, arrival or return outside office hours: contact us first. */
  outOfHours: (contact: AssistantContact) => string;
  /** The dates this message gave, noted on a topic answer (not in the booking dialogue). */
  datesNoted: (pickup: string, ret: string | undefined) => string;
  /**
   * A question the facts do not answer (pets, smoking, anything without a topic): says Marcia
   * does not know that and gives the phone and WhatsApp. Replaces the whole answer.
   */
  unknown: (contact: AssistantContact) => string;
  /** A booking the visitor already has: the team, by phone or WhatsApp, helps; the chat cannot see it. */
  ownBooking: (contact: AssistantContact) => string;
  /** Opener of the payment answer for a card the deposit does not take: only the cards of `facts.deposit.cards`. */
  otherCard: string;
  /** Opener of the payment or insurance answer for a deposit in cash: only the cards of `facts.deposit.cards`. */
  cashDeposit: string;
  /** Opener of the Antiparos answer when the cave is named: its hours and admission. */
  cave: string;
  /** Opener of the comparison for bicycles: what the fleet has. */
  bicycle: string;
  /** Opener of the comparison for boats, jet skis and kayaks: what the fleet has. */
  boat: string;
  /** The loop around the island (km, hours by scooter), before the distances. */
  islandTour: string;
  /** The terms' ferry permission, added to the ferry answer for another island. */
  otherIsland: string;
  /** The vehicle can be returned at the place named ('can I leave it at the airport?'). */
  dropOff: (place: 'airport' | 'port') => string;
  /** A vehicle of the fleet the message names: its daily price, gearbox and seats, one line. */
  vehicle: (vehicle: Vehicle) => string;
}

/** What Marcia says in one language. */
export interface LanguageTexts {
  /** The reply of each topic intent (figures: docs/requirements.md, "Prices the chat states"). */
  topics: Readonly<Record<TopicIntent, TopicText>>;
  /** The opening message (docs/requirements.md, "Chat panel") and its four chips. */
  greeting: { content: string; suggestions: readonly [string, string, string, string] };
  /** The no-match answer (docs/requirements.md, "Error messages"). */
  fallback: {
    /** The fixed first line. */
    text: string;
    /** The six suggestions. */
    suggestions: readonly [string, string, string, string, string, string];
    /** The second line after an opener ('Ask me about cars, …'). */
    hint: string;
    /** Opener for a visitor who just gave their name. */
    niceToMeet: (name: string) => string;
    /** Opener for a greeting ('Hello! '), with its trailing space. */
    hello: string;
    /** Opener for a thank-you ("You're welcome! "), with its trailing space. */
    thanks: string;
  };
  booking: BookingTexts;
  /** Lines added to an answer by what the message says. */
  notes: NoteTexts;
}

/**
 * The ids of the messages a language pack supplies as ICU MessageFormat templates
 * (`lang/{code}/messages.ts`), with their parameters:
 * - `greeting`, `fallback.text`, `fallback.hint`, `fallback.hello`, `fallback.thanks` — none (the
 *   English greeting and fallback are the required fixed sentences); `fallback.niceToMeet` —
 *   `name`;
 * - `phrase.lengthDiscounts` — `week`, `twoWeeks`, `month` (percent); `phrase.earlyDiscounts` —
 *   `early`, `earlier` (percent) for booking `earlyDays`, `earlierDays` ahead; `phrase.termsDecideCancellation` — `terms`;
 * - `topic.{id}` — the reply of a topic of {@link templateTopics}: the facts it quotes by name
 *   (`phone`, `email`, `support`, `policy`, `minDays`, `hours`, `refund`, `scooter` in EUR …),
 *   the phrases above (`lengthDiscounts`, `earlyDiscounts`, `terms`), `withCards` (boolean: cards
 *   follow) and `airport` (boolean: the airport page's reading);
 * - `phrase.delivery` — none; `phrase.parking` — `perHour` (EUR); `phrase.cc` — `cc` (an engine size);
 * - `note.age` — `age`, `min` (the minimum age quoted), `atv`, `under` and `atvFrom` (booleans:
 *   `atvFrom` when the age is under `min` but not under `atvMin`, the ATVs' minimum age), `senior`
 *   (boolean: over `seniorAge`, the terms' `termsMaximumNoSurcharge`, who may pay a surcharge);
 * - `note.licenceNew` — `months` (how long the visitor has held the licence, under a year),
 *   `years` (`facts.ages.chatLicenceYears`);
 * - `note.termsDecideAge` — `termsMin`, `premiumMin`, `licenceYears` (`facts.ages`);
 * - `note.outOfHours` — `opens`, `closes` (`HH:MM`), `phone`;
 * - `note.datesNoted` — `pickup`, `ret` (as typed), `hasReturn` (boolean);
 * - `note.returnNoted` — `ret` (as typed), `book` (boolean: the invitation to say 'book now'): a
 *   return day noted before any pickup ('we leave on the 17th');
 * - `note.unknown` — `phone`;
 * - `note.ownBooking` — `phone`;
 * - `note.otherCard` — `cards` (the language's name of `facts.deposit.cards`);
 * - `note.cashDeposit` — `cards`, as `note.otherCard`;
 * - `note.licenceCountry` — `country` (its name in the page language), `eu` (`true` or `false`);
 * - `note.cave` — `from`, `to` (its hours, '10:00', '15:00'), `admission` (EUR);
 * - `note.bicycle` — none;
 * - `note.boat` — none;
 * - `note.islandTour` — `km`, `hours` (the scooter page's loop: `facts.scooterRoutes.islandCircle`);
 * - `note.otherIsland` — `perDirection`, `usualTotal`, `unlimited` (EUR, `{x, number, eur}`);
 * - `note.vehicleAcross` — `perDirection`, `usualTotal`, `unlimited` (EUR, the terms' ferry
 *   permission, as `note.otherIsland`);
 * - `note.rentalDay` — `hours` (a rental day), `opens`, `closes` (`HH:MM`, the office's hours);
 * - `note.mileage` — `mileage` (the language's name of the islands' mileage: 'unlimited');
 * - `note.roadside` — `perDay` (EUR, the terms' roadside assistance extra);
 * - `note.lateArrival` — `phone` (as printed);
 * - `note.lateReturn` — `hours` (a rental day);
 * - `note.fuelType` — `answer` (`one` | `several` | `fleet`); with `one`, `name`, `fuel` (the
 *   vehicle's `fuel_type`: `Petrol`, `Diesel`, `Hybrid`, `Electric` or another value as stored)
 *   and `kind` (`car` | `other`: a scooter or ATV, for the article); with `several` (the vehicles
 *   named, 'jimny' is two), `vehicles` (a list of `phrase.fuelOf`); with `fleet`, `count`
 *   (vehicles on petrol), `total` (the fleet), `others` (a list of `phrase.fuelOf`, those not on
 *   petrol) and `hasOthers` (`true` | `false`);
 * - `phrase.fuelOf` — `name`, `fuel`, `kind` (as `note.fuelType`'s): one vehicle's fuel, inside a
 *   sentence ('the Fiat Doblo runs on diesel');
 * - `note.feature` — `answer` (`yes` | `no` | `all` | `some` | `none`: the vehicle named lists the
 *   equipment, does not; every car does, some vehicles do, none does), `featureName` (a
 *   `phrase.feature`), `name` (the vehicle named), `count` (vehicles with it), `examples` (up to
 *   three of their names, a list);
 * - `phrase.feature` — `feature` (a `FeatureFlag`): the equipment's name, with its article where
 *   the language needs one ('a rear camera');
 * - `note.airCon` — `answer` (`yes` | `no` | `open` | `all` | `some`: the vehicle named has air
 *   conditioning, has none, is open-air (a scooter or an ATV); every car has it, some do), `name`
 *   (the vehicle named), `count`, `total` (cars with it, cars);
 * - `note.address` — `address` (one line), `opens`, `closes` (`HH:MM`, the office's hours);
 * - `note.dropOff` — `place` (`airport` | `port`), `fee` (`note.airportDropOffFee`, said for the airport);
 * - `note.airportDropOffFee` — none (the airport drop-off's fee: with `note.dropOff`, and in the booking
 *   dialogue once the airport is the drop-off point);
 * - `note.engine` — `size` (`phrase.cc`), `kind` (`scooter` | `atv`), `has` (boolean: the fleet
 *   has that size), `price` (EUR a day, the cheapest of that size), `sizes` (the kind's sizes, a
 *   list of `phrase.cc`);
 * - `note.vehicle` — `name` (a vehicle of the fleet), `price` (EUR a day), `transmission`
 *   (`Automatic` | `Manual`), `seats`;
 * - `note.quote` — `dated` (boolean: the conversation's dates, else a length the message gave),
 *   `days` (rental days), `discount` (`duration` | `early` | `none`), `percent`,
 *   `several` (boolean: `totals` is bullets, one a line) and `totals` (a list of
 *   `phrase.kindTotal`); `phrase.kindTotal` — `kind` (`economy` | `family` | `suv` | `scooter` |
 *   `atv`, "from" prices, or a vehicle's name, its own price), `bullet` (boolean), `total` and
 *   `perDay` (EUR);
 * - `booking.*` — the booking dialogue (see `BookingTexts`): `askEmail` `greet` (boolean) and
 *   `name`; `askEmail` and `askPhone` `noted` (boolean: asked again after other details) and
 *   `labels` (those details, listed); `askPhone` / `reask.phone` `example` (a phone) and `digits`, `reask.phone` also `foreign` (a number with its country code); `reask.nationalPhone` `typed` (the number as typed) and `foreign`; `askDates`,
 *   `reask.dates`, `reask.returnDate`, `modifyAsk` the sample days `pickup` / `ret` written with
 *   numbers and `pickupDay`, `pickupMonth`, `returnDay`, `returnMonth`; `askReturn` `pickup` (as
 *   typed) and `pickupDay` (its first number, for Italian 'l’8' / 'il 15'); `askPickupStay` `days`; `askPickup` `ret` (as typed) and `returnDay` (its first number); `noSuchDay` `date` (as typed), `days` (its month's); `askPeriodDays` `stay` (boolean: a length is held), `days`, `pickupDay`, `pickupMonth`, `returnDay`, `returnMonth` (an example inside the period); `holidayDays` `holiday` (a `HolidayKey`), `date` (its day, `day`), `both` (boolean: Western Easter, the Orthodox one another day), `orthodox` (that day) and `ask` (`askPeriodDays`); `askTime` and `askPlace` `end` (`pickup` | `return`); `summary.*` `value`,
 *   `date`, `place` (`airport` | `point` | `none`), `count`; `day` `weekday`, `day`, `first`
 *   (boolean: the 1st), `month`, `year`; `acknowledgement` / `sent` `name`, `email`, `hours`; `doneStatus` `email`, `hours` (the reply time's wording);
 *   `modifyDone` `labels`; `modifyAsk` `labels`, `dates` (boolean), `example` (`name` | `dates` |
 *   `none`); `field.*` / `newField.*` how each detail is named (none).
 */
/**
 * The topics whose reply is a template (`topic.{id}`): every topic intent (`topicMessage` in
 * `../topics.ts` has the parameters of each, so a topic without a template is a type error there).
 */
export const templateTopics = [
  'fuel',
  'duration',
  'season',
  'breakdown',
  'payment',
  'roads',
  'transmission',
  'eco',
  'contact',
  'cancellation',
  'suvs',
  'scooters',
  'atvs',
  'insurance',
  'antiparos',
  'parking',
  'beaches',
  'reviews',
  'distances',
  'offers',
  'cars',
  'budget',
  'family',
  'availability',
  'groups',
  'extras',
  'locations',
  'price',
  'licence',
  'tips',
  'compare',
] as const;
/** One of {@link templateTopics}. */
export type TemplateTopic = (typeof templateTopics)[number];

export const messageIds = [
  'topic.locations',
  'topic.price',
  'topic.licence',
  'topic.tips',
  'topic.compare',
  'topic.cars',
  'topic.budget',
  'topic.family',
  'topic.availability',
  'topic.groups',
  'topic.extras',
  'phrase.delivery',
  'phrase.parking',
  'phrase.cc',
  'topic.suvs',
  'topic.scooters',
  'topic.atvs',
  'topic.insurance',
  'topic.antiparos',
  'topic.parking',
  'topic.beaches',
  'topic.reviews',
  'topic.distances',
  'topic.offers',
  'phrase.lengthDiscounts',
  'phrase.earlyDiscounts',
  'phrase.termsDecideCancellation',
  'topic.fuel',
  'topic.duration',
  'topic.season',
  'topic.breakdown',
  'topic.payment',
  'topic.roads',
  'topic.transmission',
  'topic.eco',
  'topic.contact',
  'topic.cancellation',
  'greeting',
  'fallback.text',
  'fallback.hint',
  'fallback.niceToMeet',
  'fallback.hello',
  'fallback.thanks',
  'fallback.bye',
  'note.age',
  'note.licenceNew',
  'note.termsDecideAge',
  'note.outOfHours',
  'note.datesNoted',
  'note.returnNoted',
  'note.unknown',
  'note.ownBooking',
  'note.otherCard',
  'note.cashDeposit',
  'note.cave',
  'note.licenceCountry',
  'note.bicycle',
  'note.boat',
  'note.islandTour',
  'note.otherIsland',
  'note.vehicleAcross',
  'note.address',
  'note.rentalDay',
  'note.mileage',
  'note.airCon',
  'note.roadside',
  'note.lateArrival',
  'note.lateReturn',
  'note.fuelType',
  'phrase.fuelOf',
  'note.feature',
  'phrase.feature',
  'note.quote',
  'note.vehicle',
  'note.engine',
  'note.dropOff',
  'note.airportDropOffFee',
  'note.extrasAdded',
  'note.driversAdded',
  'note.timesNoted',
  'phrase.kindTotal',
  'booking.askName',
  'booking.notedAskName',
  'booking.soFar',
  'booking.askEmail',
  'booking.askPhone',
  'booking.askDates',
  'booking.askReturn',
  'booking.askPickupStay',
  'booking.askPickup',
  'booking.noSuchDay',
  'booking.askPeriodDays',
  'booking.holidayDays',
  'booking.askTime',
  'booking.askPlace',
  'booking.reask.name',
  'booking.reask.email',
  'booking.reask.phone',
  'booking.reask.nationalPhone',
  'booking.reask.dates',
  'booking.reask.returnDate',
  'booking.reminder.booking_name',
  'booking.reminder.booking_email',
  'booking.reminder.booking_phone',
  'booking.reminder.booking_dates',
  'booking.reminder.booking_confirm',
  'booking.reminder.returnDate',
  'booking.summary.title',
  'booking.summary.name',
  'booking.summary.email',
  'booking.summary.phone',
  'booking.summary.pickup',
  'booking.summary.pickupPlace',
  'booking.summary.return',
  'booking.summary.passengers',
  'booking.summary.extras',
  'booking.summary.drivers',
  'booking.extras.seats',
  'booking.extras.gps',
  'booking.summary.returnBeforePickup',
  'booking.summary.question',
  'booking.day',
  'booking.acknowledgement',
  'booking.sent',
  'booking.doneStatus',
  'booking.doneCancel',
  'booking.doneSend',
  'booking.cancelled',
  'booking.incomplete',
  'booking.modifyWhat',
  'booking.modifyDone',
  'booking.modifyAsk',
  'booking.field.name',
  'booking.field.email',
  'booking.field.phone',
  'booking.field.dates',
  'booking.newField.name',
  'booking.newField.email',
  'booking.newField.phone',
  'booking.newField.dates',
  'booking.corrected',
  'booking.restart',
  'booking.stopped',
  'booking.pastPickup',
  'booking.sameReturn',
  'booking.returnBefore',
  'booking.summary.vehicle',
  'booking.vehicleKind',
] as const;
/** One of {@link messageIds}. */
export type MessageId = (typeof messageIds)[number];
/** A language's template of every message id (a missing one is a type error). */
export type Messages = Readonly<Record<MessageId, string>>;

/**
 * The language's names of the facts' terms that a template quotes as a parameter in a form of
 * their own (the same words as the pages): `depositCards` is `facts.deposit.cards` without
 * 'only'; `mileage` agrees with the template's noun. The other fact wordings come from the
 * language's `facts.ts` (`factsFor`), weekday, month and language names from `Intl`
 * (`calendarNames`).
 */
export interface Names {
  depositCards: string;
  /** Between day, month and year in a date written with numbers (`/` or `.`). */
  dateSeparator: string;
  /** A foreign mobile number as visitors from this language's countries write it (an example). */
  foreignPhone: string;
  /** `facts.terms.mileage.islands` in this language. */
  mileage: string;
  /** The pickup points (`facts.pickupLocations` ids) as the reservation widget names them. */
  pickupLocations: Readonly<Record<(typeof facts.pickupLocations)[number]['id'], string>>;
}

/** The chips (quick replies) of the greeting, the fallback and the booking dialogue; each is itself a message Marcia understands. */
export interface Chips {
  /** The greeting's four chips (docs/requirements.md, "Chat panel"). */
  greeting: readonly [string, string, string, string];
  /** The fallback's six suggestions (docs/requirements.md, "Error messages"). */
  fallback: readonly [string, string, string, string, string, string];
  /** Under every question. */
  ask: readonly string[];
  /** Under the re-asked dates. */
  reaskDates: readonly string[];
  /** Under the summary. */
  summary: readonly string[];
  acknowledgement: readonly string[];
  incomplete: readonly string[];
  modifyWhat: readonly string[];
  modify: readonly string[];
  /** The chips of each topic reply that is a template. */
  topics: Readonly<Record<TemplateTopic, readonly string[]>>;
  /** The cars reply's chips when it shows automatic cars (insurance instead of 'automatic cars'). */
  carsAutomatic: readonly string[];
}

/**
 * One language of Marcia AI. A language pack is one folder, `lang/{code}/`: `words.ts` (what
 * Marcia understands), `messages.ts` (what she says: ICU templates and names), `index.ts` (this
 * object).
 */
export interface AssistantLanguage {
  lang: Lang;
  words: LanguageWords;
  /** The ICU MessageFormat template of every message id. */
  messages: Messages;
  /** Names of the facts' terms the templates quote. */
  names: Names;
  /** The booking dialogue's chips. */
  chips: Chips;
  /**
   * How a visitor is addressed by name in greetings and thanks ('Nice to meet you, …!'), when
   * the language changes the name's form (Greek's vocative: 'Γιώργος Παπαδόπουλος' →
   * 'Γιώργο'); the name as given when absent.
   */
  address?: (name: string) => string;
  /** Every reply, the engine's messages rendered with `messages`, `names` and `chips` (see `texts.ts`). */
  texts: LanguageTexts;
}
