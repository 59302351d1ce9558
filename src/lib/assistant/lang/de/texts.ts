/**
 * What Marcia says in German (issue 8): the same answers and figures as English
 * (`en.texts.ts`, spec 000 s.4, s.5, s.8, s.9), written for German-speaking visitors (Sie, as
 * on the rest of the German site; „Anführungszeichen“). Figures come from
 * `src/config/facts.ts`, prices are formatted by `formatEur(…, 'de')` (`../format.ts`, as the site's) (`35 €`).
 */
import { facts } from '../../../../config/facts';
import { formatEur } from '../../../../i18n/format';
import { reservationDe } from '../../../../i18n/reservation.de';
import { bullets, chatDiscounts as D, chatPrices as P, joinList } from '../shared';
import { discountPhrases, sayer, sharedPhrases, termsDecideAge as termsDecideAgeText } from '../compose';
import { deMessages } from './messages';
import type { LegacyTexts, LegacyTopic } from '../compose';
import type { TopicText } from '../types';

const eur = (amount: number) => formatEur(amount, 'de');
const perDay = (n: number) => `${eur(n)}/Tag`;
const and = (items: readonly (string | number)[]) => joinList(items, 'und');

/** Words of `facts` values that are text, not figures (typed by the facts, so a change there is a type error here). */
const mileage: Record<typeof facts.terms.mileage.islands, string> = { unlimited: 'unbegrenzte' };
const languageNames: Record<(typeof facts.claims.languageCodes)[number], string> = { EN: 'Englisch', FR: 'Französisch', DE: 'Deutsch', IT: 'Italienisch' };
/** Pickup and drop-off names as the reservation widget shows them (one wording per language). */
const pickupName = (id: (typeof facts.pickupLocations)[number]['id']): string => reservationDe[`reservation.pickup.${id}`];
const places: Record<'airport' | 'port', string> = { airport: 'am Flughafen', port: 'am Hafen' };

const scooterCc = facts.engines.chatScooterCc;

const termsDecideAge = termsDecideAgeText(sayer('de', deMessages));

/** Chat figures as reusable German phrases. */
/** The discount phrases, from the pack's templates. */
const discounts = discountPhrases(sayer('de', deMessages));
/** Phrases shared with the templates (delivery, parking). */
const shared = sharedPhrases(sayer('de', deMessages));

const phrases = {
  prices: bullets([
    `Kleinwagen (Economy): ${perDay(P.economy)}`,
    `Familienauto: ${perDay(P.family)}`,
    `SUV: ${perDay(P.suv)}`,
    `Roller: ${perDay(P.scooter)}`,
    `Quad: ${perDay(P.atv)}`,
  ]),
  lengthDiscounts: discounts.length,
  earlyDiscounts: discounts.early,
  delivery: shared.delivery,
  ferry: `die Fähre ab Pounta braucht etwa ${facts.ferry.chatMinutes} Minuten und kostet ${eur(facts.ferry.chatFare)}`,
  scooterCc: and(scooterCc.map((cc) => `${cc} ccm`)),
  atvCc: `${facts.engines.chatAtvCc.min} bis ${facts.engines.chatAtvCc.max} ccm`,
  parkingCost: shared.parking,
  languages: and(facts.claims.languageCodes.map((c) => languageNames[c])),
  rating: `${facts.claims.rating.replace('.', ',')}/${facts.claims.ratingMax} aus über ${facts.claims.reviews.replace('+', '')} Rezensionen`,
  licenceRules: bullets([
    `Mindestalter ${facts.ages.chatMinimum} Jahre`,
    `Führerschein seit mindestens ${facts.ages.chatLicenceYears} Jahr`,
    'Wer nicht aus der EU kommt, braucht zusätzlich einen internationalen Führerschein',
    `Roller mit ${scooterCc[0]} ccm: der Autoführerschein reicht`,
    `Ab ${scooterCc[1]} ccm: ein Motorradführerschein`,
  ]),
} as const;

const topics: Readonly<Record<LegacyTopic, TopicText>> = {
  locations: (i) => {
    const where = i.context.pickupLocation;
    const noted = where ? `\nIch habe die Übergabe ${places[where]} notiert.` : '';
    return {
      content: `Wir liefern kostenlos zum Flughafen Paros, zum Hafen oder zu Ihrem Hotel, auch auf Antiparos. Unsere Übergabeorte:\n${bullets(
        facts.pickupLocations.map((l) => pickupName(l.id)),
      )}${noted}`,
      suggestions: ['Jetzt buchen', 'Fähre nach Antiparos', 'Preise'],
    };
  },
  price: () => ({
    content: `Unsere Tagespreise:\n${phrases.prices}\nVollkasko und ${mileage[facts.terms.mileage.islands]} Kilometer sind inklusive. Länger mieten lohnt sich: ${phrases.lengthDiscounts}. Dazu ${phrases.earlyDiscounts}.`,
    suggestions: ['Günstige Optionen', 'Versicherung', 'Jetzt buchen'],
  }),
  licence: (i) => ({
    content: `Das brauchen Sie für die Miete bei uns:\n${
      i.flags.has('atv') ? phrases.licenceRules.replace(`Mindestalter ${facts.ages.chatMinimum} Jahre`, `Mindestalter für Quads ${facts.ages.atvMinimum} Jahre`) : phrases.licenceRules
    }\nBringen Sie zur Übergabe Ihren Führerschein, Ihren Reisepass und Ihre Buchungsbestätigung mit.\n${termsDecideAge}`,
    suggestions: ['Roller', 'Versicherung', 'Jetzt buchen'],
  }),
  tips: (i) => {
    const s = facts.editorial.speedLimits;
    return {
      content: `${i.flags.has('browsing') ? 'Lassen Sie sich Zeit! Ein paar Tipps, während Sie sich umsehen:' : 'Gern, hier ein paar Tipps von uns Einheimischen:'}\n${bullets([
        `Für Juli und August früh buchen (${D.book30Days} % Rabatt ${D.fromDays.book30Days} Tage im Voraus)`,
        `In den engen Dorfgassen ist ein kleines Auto oder ein Roller am praktischsten; Parken kostet in den Orten ${phrases.parkingCost}`,
        `Tempolimit ${s.town} km/h innerorts und ${s.main} km/h auf den Hauptstraßen`,
        `Antiparos ist mit der Fähre ${facts.ferry.chatMinutes} Minuten entfernt (${eur(facts.ferry.chatFare)})`,
      ])}`,
      suggestions: ['Alle Fahrzeuge zeigen', 'Beste Strände', 'Preise'],
    };
  },
  compare: (i) => ({
    content: `Auto, Roller oder Quad? Ein kurzer Vergleich:\n${bullets([
      `Auto ab ${perDay(P.economy)}: Komfort, Klimaanlage und Platz für Gepäck, ideal für Familien`,
      `Roller ab ${perDay(P.scooter)} (${phrases.scooterCc}): parkt überall, super für Paare`,
      `Quad ab ${perDay(P.atv)} (${phrases.atvCc}): Fahrspaß auf den Pisten zu versteckten Stränden`,
    ])}${i.vehicles.length > 0 ? '\nHier jeweils das günstigste Modell:' : ''}`,
    suggestions: ['Günstige Optionen', 'Roller', 'Abenteuer (Quads)'],
  }),
};



/** German texts. */
export const deTexts: LegacyTexts = {
  topics,
};
