/**
 * What Marcia says in French (issue 8): the same answers and figures as English
 * (`en.texts.ts`, spec 000 s.4, s.5, s.8, s.9), written for French visitors (vouvoiement,
 * French typography: a non-breaking space before `: ; ! ?`, « guillemets »). Figures come from
 * `src/config/facts.ts`, prices are formatted by `formatEur(…, 'fr')` (`../format.ts`, as the site's) (`35 €`).
 */
import { facts } from '../../../../config/facts';
import { formatEur } from '../../../../i18n/format';
import { reservationFr } from '../../../../i18n/reservation.fr';
import { bullets, chatDiscounts as D, chatPrices as P, joinList } from '../shared';
import { discountPhrases, sayer, sharedPhrases, termsDecideAge as termsDecideAgeText } from '../compose';
import { frMessages } from './messages';
import type { LegacyTexts, LegacyTopic } from '../compose';
import type { ReplyText, TopicText } from '../types';

const eur = (amount: number) => formatEur(amount, 'fr');
const perDay = (n: number) => `${eur(n)}/jour`;
const and = (items: readonly (string | number)[]) => joinList(items, 'et');

/** French typography: a non-breaking space before `: ; ! ?` and inside « ». */
function typo(text: string): string {
  return text.replace(/ ([:;!?»])/g, (_, mark: string) => `\u00a0${mark}`).replace(/« /g, '«\u00a0');
}

/** Words of `facts` values that are text, not figures (typed by the facts, so a change there is a type error here). */
const mileage: Record<typeof facts.terms.mileage.islands, string> = { unlimited: 'illimité' };
const languageNames: Record<(typeof facts.claims.languageCodes)[number], string> = { EN: 'anglais', FR: 'français', DE: 'allemand', IT: 'italien' };
/** Pickup and drop-off names as the reservation widget shows them (one wording per language). */
const pickupName = (id: (typeof facts.pickupLocations)[number]['id']): string => reservationFr[`reservation.pickup.${id}`];
const places: Record<'airport' | 'port', string> = { airport: 'à l’aéroport', port: 'au port' };

const scooterCc = facts.engines.chatScooterCc;

const termsDecideAge = termsDecideAgeText(sayer('fr', frMessages));

/** Chat figures as reusable French phrases. */
/** The discount phrases, from the pack's templates. */
const discounts = discountPhrases(sayer('fr', frMessages));
/** Phrases shared with the templates (delivery, parking). */
const shared = sharedPhrases(sayer('fr', frMessages));

const phrases = {
  prices: bullets([
    `Voiture économique : ${perDay(P.economy)}`,
    `Voiture familiale : ${perDay(P.family)}`,
    `SUV : ${perDay(P.suv)}`,
    `Scooter : ${perDay(P.scooter)}`,
    `Quad : ${perDay(P.atv)}`,
  ]),
  lengthDiscounts: discounts.length,
  earlyDiscounts: discounts.early,
  delivery: shared.delivery,
  ferry: `le ferry depuis Pounta met environ ${facts.ferry.chatMinutes} minutes et coûte ${eur(facts.ferry.chatFare)}`,
  scooterCc: and(scooterCc.map((cc) => `${cc} cm³`)),
  atvCc: `de ${facts.engines.chatAtvCc.min} à ${facts.engines.chatAtvCc.max} cm³`,
  parking: shared.parking,
  languages: and(facts.claims.languageCodes.map((c) => languageNames[c])),
  rating: `${facts.claims.rating.replace('.', ',')}/${facts.claims.ratingMax} sur plus de ${facts.claims.reviews.replace('+', '')} avis`,
  licenceRules: bullets([
    `Âge minimum : ${facts.ages.chatMinimum} ans`,
    `Un permis de conduire obtenu depuis au moins ${facts.ages.chatLicenceYears} an`,
    'Hors Union européenne, un permis de conduire international est aussi nécessaire',
    `Scooters ${scooterCc[0]} cm³ : le permis voiture suffit`,
    `${scooterCc[1]} cm³ et plus : un permis moto`,
  ]),
} as const;

const topics: Readonly<Record<LegacyTopic, TopicText>> = {
  locations: (i) => {
    const where = i.context.pickupLocation;
    const noted = where ? `\nJ’ai noté la prise en charge ${places[where]}.` : '';
    return {
      content: `Nous livrons gratuitement à l’aéroport de Paros, au port ou à votre hôtel, Antiparos compris. Nos points de prise en charge :\n${bullets(
        facts.pickupLocations.map((l) => pickupName(l.id)),
      )}${noted}`,
      suggestions: ['Réserver maintenant', 'Ferry pour Antiparos', 'Tarifs'],
    };
  },
  price: () => ({
    content: `Nos prix par jour :\n${phrases.prices}\nL’assurance complète et le kilométrage ${mileage[facts.terms.mileage.islands]} sont inclus. Louez plus longtemps pour économiser : ${phrases.lengthDiscounts}. Et ${phrases.earlyDiscounts}.`,
    suggestions: ['Options économiques', 'Assurance', 'Réserver maintenant'],
  }),
  licence: (i) => ({
    content: `Voici ce qu’il faut pour louer chez nous :\n${
      i.flags.has('atv') ? phrases.licenceRules.replace(`${facts.ages.chatMinimum} ans`, `${facts.ages.atvMinimum} ans pour les quads`) : phrases.licenceRules
    }\n${typo('À la prise en charge, apportez votre permis, votre passeport et votre confirmation de réservation.')}\n${termsDecideAge}`,
    suggestions: ['Scooters', 'Assurance', 'Réserver maintenant'],
  }),
  tips: (i) => {
    const s = facts.editorial.speedLimits;
    return {
      content: `${i.flags.has('browsing') ? 'Prenez votre temps ! Quelques conseils pendant que vous regardez :' : 'Avec plaisir, voici quelques conseils locaux :'}\n${bullets([
        `Réservez tôt pour juillet et août (${D.book30Days} % de remise ${D.fromDays.book30Days} jours à l’avance)`,
        `Une petite voiture ou un scooter est plus pratique dans les ruelles des villages, et en ville ${phrases.parking}`,
        `Vitesse limitée à ${s.town} km/h en agglomération et ${s.main} km/h sur les routes principales`,
        `Antiparos est à ${facts.ferry.chatMinutes} minutes en ferry (${eur(facts.ferry.chatFare)})`,
      ])}`,
      suggestions: ['Voir tous les véhicules', 'Meilleures plages', 'Tarifs'],
    };
  },
  compare: (i) => ({
    content: `Voiture, scooter ou quad ? Petit comparatif :\n${bullets([
      `Voiture à partir de ${perDay(P.economy)} : confort, climatisation et place pour les bagages, idéale en famille`,
      `Scooter à partir de ${perDay(P.scooter)} (${phrases.scooterCc}) : se gare partout, parfait pour les couples`,
      `Quad à partir de ${perDay(P.atv)} (${phrases.atvCc}) : le plaisir des pistes vers les plages cachées`,
    ])}${i.vehicles.length > 0 ? '\nVoici le moins cher de chaque catégorie :' : ''}`,
    suggestions: ['Options économiques', 'Scooters', 'Aventure (quads)'],
  }),
};

/** Every topic text with French typography applied. */
const typedTopics = Object.fromEntries(
  Object.entries(topics).map(([id, text]) => [id, (i: Parameters<TopicText>[0]): ReplyText => {
    const r = text(i);
    return { content: typo(r.content), suggestions: r.suggestions };
  }]),
) as unknown as Readonly<Record<LegacyTopic, TopicText>>;




/** French texts. */
export const frTexts: LegacyTexts = {
  topics: typedTopics,
};
