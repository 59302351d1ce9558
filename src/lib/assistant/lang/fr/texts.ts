/**
 * What Marcia says in French (issue 8): the same answers and figures as English
 * (`en.texts.ts`, spec 000 s.4, s.5, s.8, s.9), written for French visitors (vouvoiement,
 * French typography: a non-breaking space before `: ; ! ?`, « guillemets »). Figures come from
 * `src/config/facts.ts`, prices are formatted by `formatEur(…, 'fr')` (`../format.ts`, as the site's) (`35 €`).
 */
import { facts } from '../../../../config/facts';
import { formatEur } from '../../../../i18n/format';
import { reservationFr } from '../../../../i18n/reservation.fr';
import { bullets, chatDiscounts as D, chatPrices as P, joinList, vehiclesNeeded } from '../shared';
import { discountPhrases, sayer, termsDecideAge as termsDecideAgeText } from '../compose';
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
const cards: Record<typeof facts.deposit.cards, string> = { 'Visa or Mastercard credit card only': 'carte de crédit Visa ou Mastercard' };
const mileage: Record<typeof facts.terms.mileage.islands, string> = { unlimited: 'illimité' };
const offPeak: Record<typeof facts.ferry.offPeak, string> = { hourly: 'toutes les heures' };
const languageNames: Record<(typeof facts.claims.languageCodes)[number], string> = { EN: 'anglais', FR: 'français', DE: 'allemand', IT: 'italien' };
/** Pickup and drop-off names as the reservation widget shows them (one wording per language). */
const pickupName = (id: (typeof facts.pickupLocations)[number]['id']): string => reservationFr[`reservation.pickup.${id}`];
const places: Record<'airport' | 'port', string> = { airport: 'à l’aéroport', port: 'au port' };

const scooterCc = facts.engines.chatScooterCc;
const deposit = `${facts.deposit.chatMin} à ${eur(facts.deposit.chatMax)}`;

const termsDecideAge = termsDecideAgeText(sayer('fr', frMessages));

/** Chat figures as reusable French phrases. */
/** The discount phrases, from the pack's templates. */
const discounts = discountPhrases(sayer('fr', frMessages));

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
  delivery: 'La livraison à l’aéroport, au port ou à votre hôtel est gratuite, Antiparos compris',
  ferry: `le ferry depuis Pounta met environ ${facts.ferry.chatMinutes} minutes et coûte ${eur(facts.ferry.chatFare)}`,
  scooterCc: and(scooterCc.map((cc) => `${cc} cm³`)),
  atvCc: `de ${facts.engines.chatAtvCc.min} à ${facts.engines.chatAtvCc.max} cm³`,
  parking: `le stationnement payant coûte ${eur(facts.parking.paidPerHour)} de l’heure`,
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
  cars: (i) => {
    const automatic = i.vehicles.length > 0 && i.vehicles.every((v) => v.transmission === 'Automatic') && i.flags.has('automatic');
    return {
      content: [
        automatic ? 'Voici nos voitures automatiques : pas d’embrayage dans les côtes !' : 'Excellent choix ! La voiture est le moyen le plus simple de découvrir Paros et Antiparos.',
        `Prix par jour : économique ${eur(P.economy)}, familiale ${eur(P.family)}, SUV ${eur(P.suv)}.`,
        `${phrases.delivery}.`,
      ].join('\n'),
      suggestions: ['Options économiques', 'Véhicules familiaux', automatic ? 'Assurance' : 'Voitures automatiques', 'Réserver maintenant'],
    };
  },
  budget: (i) => {
    const budget = i.context.budget;
    return {
      content: [
        `Bon choix ! Nos voitures économiques sont à ${perDay(P.economy)} et les scooters à ${perDay(P.scooter)}.`,
        `Plus vous louez longtemps, plus vous économisez : ${phrases.lengthDiscounts}. Réserver tôt aide aussi : ${phrases.earlyDiscounts}.`,
        typeof budget === 'number' ? `Voici ce qui correspond le mieux à un budget de ${perDay(budget)}, du moins cher au plus cher :` : 'Voici nos voitures les moins chères :',
      ].join('\n'),
      suggestions: ['Réductions à la semaine', 'Scooters', 'Réserver maintenant'],
    };
  },
  family: (i) => {
    const n = i.context.passengers;
    return {
      content: [
        `Vous voyagez en famille ? Nos voitures familiales ont ${facts.rental.familySeatsMin} places ou plus, à partir de ${perDay(P.family)}.`,
        'Les sièges enfant sont gratuits, tout comme la livraison à l’aéroport, au port ou à votre hôtel.',
        n !== undefined ? `Pour ${n} ${n === 1 ? 'personne' : 'personnes'}, ces véhicules ont de la place pour tout le monde :` : 'Voici quelques modèles spacieux :',
      ].join('\n'),
      suggestions: ['Sièges enfant gratuits', 'Assurance', 'Réserver maintenant'],
    };
  },
  scooters: () => ({
    content: [
      `Le scooter, c’est la façon la plus simple de se faufiler partout sur Paros et de se garer n’importe où ! À partir de ${perDay(P.scooter)}, en ${phrases.scooterCc}.`,
      `Un ${scooterCc[0]} cm³ se conduit avec le permis voiture ; à partir de ${scooterCc[1]} cm³, il faut un permis moto.`,
    ].join('\n'),
    suggestions: ['Règles du permis', 'Comparer les véhicules', 'Réserver maintenant'],
  }),
  atvs: () => ({
    content: [
      `Envie d’aventure ? Nos quads démarrent à ${perDay(P.atv)}, ${phrases.atvCc} : parfaits pour les pistes qui mènent aux plages cachées.`,
      `Pour un quad, il faut avoir au moins ${facts.ages.atvMinimum} ans et le permis depuis au moins ${facts.ages.chatLicenceYears} an. ${termsDecideAge}`,
    ].join('\n'),
    suggestions: ['État des routes', 'Règles du permis', 'Réserver maintenant'],
  }),
  suvs: () => ({
    content: [`Nos SUV et jeeps démarrent à ${perDay(P.suv)} : de la garde au sol en plus pour les pistes vers les plages isolées.`, `${phrases.delivery}.`].join('\n'),
    suggestions: ['État des routes', 'Meilleures plages', 'Réserver maintenant'],
  }),
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
  insurance: () => ({
    content: [
      'L’assurance complète est incluse dans chaque location, vous pouvez partir l’esprit tranquille.',
      `Nous bloquons une caution de ${deposit} sur votre carte (${cards[facts.deposit.cards]}). Elle n’est pas débitée et elle est libérée au retour du véhicule.`,
    ].join('\n'),
    suggestions: ['Options de paiement', 'Politique d’annulation', 'Réserver maintenant'],
  }),
  licence: (i) => ({
    content: `Voici ce qu’il faut pour louer chez nous :\n${
      i.flags.has('atv') ? phrases.licenceRules.replace(`${facts.ages.chatMinimum} ans`, `${facts.ages.atvMinimum} ans pour les quads`) : phrases.licenceRules
    }\n${typo('À la prise en charge, apportez votre permis, votre passeport et votre confirmation de réservation.')}\n${termsDecideAge}`,
    suggestions: ['Scooters', 'Assurance', 'Réserver maintenant'],
  }),
  beaches: () => ({
    content: [
      `Paros regorge de belles plages et la voiture vous les ouvre toutes : Golden Beach (à environ ${facts.driveTimes.naoussaGoldenBeach} minutes de Naoussa), Kolymbithres, Santa Maria, Lageri et Faragas.`,
      'Certaines routes de plage sont des pistes, où un SUV ou un quad est bien pratique.',
      `En ville, ${phrases.parking}.`,
    ].join('\n'),
    suggestions: ['État des routes', 'SUV et 4x4', 'Ferry pour Antiparos'],
  }),
  antiparos: () => ({
    content: [
      `Antiparos est juste à côté : ${phrases.ferry}.`,
      `Les ferries partent toutes les ${facts.ferry.peakEveryMinutes} minutes en haute saison et ${offPeak[facts.ferry.offPeak]} hors saison.`,
      'Encore plus simple : nous livrons gratuitement à Antiparos aussi, au port, à l’héliport ou à votre villa ou hôtel.',
    ].join('\n'),
    suggestions: ['Lieux de prise en charge', 'Meilleures plages', 'Réserver maintenant'],
  }),
  availability: (i) => {
    const dates = i.context.pickupDate ? `J’ai noté vos dates : ${i.context.returnDate ? `du ${i.context.pickupDate} au ${i.context.returnDate}` : `le ${i.context.pickupDate}`}. ` : '';
    return {
      content: [
        `${dates}Nous avons plus de ${facts.claims.vehicles.home.replace('+', '')} véhicules, mais juillet et août se remplissent vite, alors réservez tôt : ${phrases.earlyDiscounts}.`,
        `Dites « réserver maintenant » et je prends vos coordonnées, ou appelez-nous au ${i.contact.phone}.`,
      ].join('\n'),
      suggestions: ['Réserver maintenant', 'Tarifs', 'Coordonnées'],
    };
  },
  groups: (i) => {
    const n = i.context.passengers;
    const needed = vehiclesNeeded(n, i.fleet);
    const split = needed !== undefined ? `\nPour ${n} personnes, il vous faudra au moins ${needed} véhicules.` : '';
    return {
      content: [
        `Vous voyagez en groupe ? Nos voitures familiales ont ${facts.rental.familySeatsMin} places ou plus (à partir de ${perDay(P.family)}), ou combinez une voiture et des scooters (à partir de ${perDay(P.scooter)}).`,
        `Pour plusieurs véhicules, appelez-nous au ${i.contact.phone} et nous vous préparerons une offre.${split}`,
      ].join('\n'),
      suggestions: ['Véhicules familiaux', 'Scooters', 'Coordonnées'],
    };
  },
  extras: (i) => ({
    content: [
      // A second-driver question gets the rule first.
      ...(i.flags.has('extraDriver')
        ? [
            `Vous pouvez ajouter des conducteurs à la réservation (${eur(facts.terms.extras.additionalDriver.perDay)} par jour selon nos conditions) ; chacun doit avoir au moins ${facts.ages.chatMinimum} ans et le permis depuis au moins ${facts.ages.chatLicenceYears} an.`,
          ]
        : []),
      'Les sièges enfant et le GPS sont gratuits : dites-le-nous simplement à la réservation.',
      `${phrases.delivery}.`,
      ...(i.flags.has('helmet') ? ['Demandez-nous des casques en réservant un scooter ou un quad.'] : []),
    ].join('\n'),
    suggestions: ['Véhicules familiaux', 'Lieux de prise en charge', 'Réserver maintenant'],
  }),
  parking: () => ({
    content: [`À Naoussa et Parikia, se garer devient difficile en été : ${phrases.parking}.`, 'Une petite voiture ou un scooter facilite vraiment le stationnement.'].join('\n'),
    suggestions: ['Options économiques', 'Scooters', 'Conseils pour Paros'],
  }),
  distances: () => {
    const d = facts.driveTimes;
    return {
      content: `Paros est compacte, rien n’est loin en voiture :\n${bullets([
        `Parikia – Naoussa : ${d.parikiaNaoussa} min`,
        `Aéroport – Parikia : ${d.airportParikia} min`,
        `Aéroport – Naoussa : ${d.airportNaoussa} min`,
        `Naoussa – Golden Beach : ${d.naoussaGoldenBeach} min`,
        `Parikia – Lefkes : ${d.parikiaLefkes} min`,
        `Pounta – Antiparos : ${facts.ferry.chatMinutes} min en ferry`,
      ])}`,
      suggestions: ['État des routes', 'Meilleures plages', 'Ferry pour Antiparos'],
    };
  },
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
  offers: () => ({
    content: `Voici comment économiser chez nous :\n${bullets([
      `${D.week} % de remise pour une semaine, ${D.twoWeeks} % pour deux semaines, ${D.month} % pour un mois`,
      `${D.book30Days} % de remise en réservant ${D.fromDays.book30Days} jours à l’avance, ${D.book60Days} % à ${D.fromDays.book60Days} jours`,
      'Livraison, sièges enfant et GPS gratuits',
    ])}`,
    suggestions: ['Réserver maintenant', 'Tarifs', 'Options économiques'],
  }),
  reviews: () => ({
    content: [
      `Nous sommes fiers de notre note de ${phrases.rating}.`,
      `Nous sommes une entreprise familiale locale et nous nous occupons personnellement de chaque client, en ${phrases.languages}.`,
    ].join('\n'),
    suggestions: ['Voir tous les véhicules', 'Coordonnées', 'Réserver maintenant'],
  }),
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
