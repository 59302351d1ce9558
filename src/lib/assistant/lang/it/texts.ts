/**
 * What Marcia says in Italian (issue 8): the same answers and figures as English
 * (`en.texts.ts`, spec 000 s.4, s.5, s.8, s.9), written for Italian visitors (voi, as on the
 * rest of the Italian site, which speaks to the whole party). Figures come from
 * `src/config/facts.ts`, prices are formatted by `formatEur(…, 'it')` (`../format.ts`, as the site's) (`35 €`).
 */
import { facts } from '../../../../config/facts';
import { formatEur } from '../../../../i18n/format';
import { reservationIt } from '../../../../i18n/reservation.it';
import { bullets, chatDiscounts as D, chatPrices as P, joinList } from '../shared';
import { discountPhrases, sayer, sharedPhrases, termsDecideAge as termsDecideAgeText } from '../compose';
import { itMessages } from './messages';
import type { LegacyTexts, LegacyTopic } from '../compose';
import type { TopicText } from '../types';

const eur = (amount: number) => formatEur(amount, 'it');
const perDay = (n: number) => `${eur(n)} al giorno`;
const and = (items: readonly (string | number)[]) => joinList(items, 'e');

/** Words of `facts` values that are text, not figures (typed by the facts, so a change there is a type error here). */
const mileage: Record<typeof facts.terms.mileage.islands, string> = { unlimited: 'illimitati' };
const languageNames: Record<(typeof facts.claims.languageCodes)[number], string> = { EN: 'inglese', FR: 'francese', DE: 'tedesco', IT: 'italiano' };
/** Pickup and drop-off names as the reservation widget shows them (one wording per language). */
const pickupName = (id: (typeof facts.pickupLocations)[number]['id']): string => reservationIt[`reservation.pickup.${id}`];
const places: Record<'airport' | 'port', string> = { airport: 'in aeroporto', port: 'al porto' };

const scooterCc = facts.engines.chatScooterCc;

const termsDecideAge = termsDecideAgeText(sayer('it', itMessages));

/** Chat figures as reusable Italian phrases. */
/** The discount phrases, from the pack's templates. */
const discounts = discountPhrases(sayer('it', itMessages));
/** Phrases shared with the templates (delivery, parking). */
const shared = sharedPhrases(sayer('it', itMessages));

const phrases = {
  prices: bullets([
    `Auto economica: ${perDay(P.economy)}`,
    `Auto familiare: ${perDay(P.family)}`,
    `SUV: ${perDay(P.suv)}`,
    `Scooter: ${perDay(P.scooter)}`,
    `Quad: ${perDay(P.atv)}`,
  ]),
  lengthDiscounts: discounts.length,
  earlyDiscounts: discounts.early,
  delivery: shared.delivery,
  ferry: `il traghetto da Pounta impiega circa ${facts.ferry.chatMinutes} minuti e costa ${eur(facts.ferry.chatFare)}`,
  scooterCc: and(scooterCc.map((cc) => `${cc} cc`)),
  atvCc: `da ${facts.engines.chatAtvCc.min} a ${facts.engines.chatAtvCc.max} cc`,
  parking: shared.parking,
  languages: and(facts.claims.languageCodes.map((c) => languageNames[c])),
  rating: `${facts.claims.rating.replace('.', ',')}/${facts.claims.ratingMax} su oltre ${facts.claims.reviews.replace('+', '')} recensioni`,
  licenceRules: bullets([
    `Età minima ${facts.ages.chatMinimum} anni`,
    `Patente di guida da almeno ${facts.ages.chatLicenceYears} anno`,
    'Chi arriva da fuori dall’UE ha bisogno anche della patente internazionale',
    `Scooter ${scooterCc[0]} cc: basta la patente dell’auto`,
    `Da ${scooterCc[1]} cc in su: serve la patente per la moto`,
  ]),
} as const;

const topics: Readonly<Record<LegacyTopic, TopicText>> = {
  locations: (i) => {
    const where = i.context.pickupLocation;
    const noted = where ? `\nHo segnato il ritiro ${places[where]}.` : '';
    return {
      content: `Consegniamo gratis all’aeroporto di Paros, al porto o al vostro hotel, Antiparos compresa. I nostri punti di ritiro:\n${bullets(
        facts.pickupLocations.map((l) => pickupName(l.id)),
      )}${noted}`,
      suggestions: ['Prenota ora', 'Traghetto per Antiparos', 'Prezzi'],
    };
  },
  price: () => ({
    content: `I nostri prezzi al giorno:\n${phrases.prices}\nAssicurazione completa e chilometri ${mileage[facts.terms.mileage.islands]} sono inclusi. Noleggiando più a lungo risparmiate: ${phrases.lengthDiscounts}. In più, ${phrases.earlyDiscounts}.`,
    suggestions: ['Opzioni economiche', 'Assicurazione', 'Prenota ora'],
  }),
  licence: (i) => ({
    content: `Ecco cosa serve per noleggiare da noi:\n${
      i.flags.has('atv') ? phrases.licenceRules.replace(`Età minima ${facts.ages.chatMinimum} anni`, `Età minima per i quad ${facts.ages.atvMinimum} anni`) : phrases.licenceRules
    }\nAl ritiro portate la patente, il passaporto e la conferma della prenotazione.\n${termsDecideAge}`,
    suggestions: ['Scooter', 'Assicurazione', 'Prenota ora'],
  }),
  tips: (i) => {
    const s = facts.editorial.speedLimits;
    return {
      content: `${i.flags.has('browsing') ? 'Fate con calma! Intanto, qualche consiglio:' : 'Volentieri, ecco qualche consiglio da chi vive qui:'}\n${bullets([
        `Prenotate presto per luglio e agosto (${D.book30Days}% di sconto ${D.fromDays.book30Days} giorni prima)`,
        `Nelle viuzze dei paesi un’auto piccola o uno scooter è più comodo, e in centro ${phrases.parking}`,
        `I limiti di velocità sono ${s.town} km/h nei centri abitati e ${s.main} km/h sulle strade principali`,
        `Antiparos è a ${facts.ferry.chatMinutes} minuti di traghetto (${eur(facts.ferry.chatFare)})`,
      ])}`,
      suggestions: ['Vedi tutti i veicoli', 'Spiagge migliori', 'Prezzi'],
    };
  },
  compare: (i) => ({
    content: `Auto, scooter o quad? Un rapido confronto:\n${bullets([
      `Auto da ${perDay(P.economy)}: comfort, aria condizionata e spazio per i bagagli, ideale per le famiglie`,
      `Scooter da ${perDay(P.scooter)} (${phrases.scooterCc}): si parcheggia ovunque, perfetto per le coppie`,
      `Quad da ${perDay(P.atv)} (${phrases.atvCc}): divertimento sugli sterrati verso le spiagge nascoste`,
    ])}${i.vehicles.length > 0 ? '\nEcco il più economico di ciascuno:' : ''}`,
    suggestions: ['Opzioni economiche', 'Scooter', 'Avventura (quad)'],
  }),
};



/** Italian texts. */
export const itTexts: LegacyTexts = {
  topics,
};
