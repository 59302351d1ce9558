/**
 * What Marcia understands in French (docs/requirements.md, "Four languages"): the same intents,
 * tiers and priority order as English (`../en/words.ts`, docs/requirements.md, "Chat behaviour"),
 * in the words French visitors type on a phone, with and without accents (matching ignores accents
 * and case). Apostrophes separate words (`l'aéroport` → `l aeroport`).
 */
import type { KeywordTable, LanguageWords } from '../types';

const kinds = ['voiture', 'scooter', 'quad', 'moto', 'jeep', 'buggy', 'suv', '4x4', 'auto'];
/** 'voiture ou scooter', 'scooter ou un quad', 'quad vs moto' …: a comparison of two vehicle kinds. */
const kindPairs = kinds.flatMap((a) => kinds.filter((b) => b !== a).flatMap((b) => [`${a} ou ${b}`, `${a} ou un ${b}`, `${a} ou une ${b}`, `${a} vs ${b}`]));

/** The French keyword table, in the required priority order (tiers as in English). */
const keywords: KeywordTable = {
  cars: {
    3: ['voiture automatique', 'véhicule automatique', 'petite voiture', 'cabriolet', 'décapotable', 'citadine', 'berline', 'voiture compacte'],
    1: ['voiture', 'véhicule', 'auto', 'bagnole', 'louer', 'loue', 'louez', 'louons', 'location', 'loueur', 'flotte', 'options', 'voir tous', 'tous les véhicules', 'je cherche', 'je recherche'],
  },
  budget: {
    2: ['pas cher', 'moins cher', 'le moins cher', 'pas trop cher', 'bon marché', 'économique', 'économiques', 'petit budget', 'budget', 'abordable', 'petit prix', 'prix bas', 'meilleur prix', 'low cost'],
  },
  family: {
    4: ['7 places', 'sept places', '8 places', '9 places', 'minibus'],
    3: ['famille', 'familial', 'familiale', 'familiaux', 'enfant', 'bébé', 'places', 'grande voiture', 'grand véhicule', 'spacieux', 'spacieuse', 'monospace', 'minivan', 'van', 'break', 'bagages', 'valise', 'siège'],
  },
  scooters: {
    3: ['scooter', 'scoot', 'mobylette', 'cyclomoteur', 'moto', 'deux roues', '2 roues', 'vespa', '50cc', '125cc', '50 cm3', '125 cm3'],
  },
  atvs: {
    3: ['quad', 'atv', 'buggy', 'buggies', 'aventure', 'aventureux', 'aventureuse'],
    2: ['tout terrain', 'hors piste'],
  },
  suvs: {
    3: ['suv', 'jeep', '4x4', '4 x 4', 'quatre quatre', 'quatre roues motrices', 'crossover', 'jimny', 'wrangler'],
  },
  locations: {
    5: ['ferry arrive', 'arrivée en ferry', 'arrivons en ferry', 'arrive en ferry', 'ferry depuis athènes', 'ferry du pirée', 'aller simple', 'autre lieu', 'où rendre'],
    4: [
      'prise en charge', 'récupérer', 'récupération', 'retrait', 'restituer', 'restitution', 'rendre la voiture', 'rendre le véhicule',
      'déposer', 'dépôt', 'livraison', 'livrer', 'livrez', 'livré', 'agence', 'bureau', 'où êtes vous', 'vous êtes où', 'où se trouve',
      'adresse de l agence', 'venir chercher', 'chercher la voiture', 'point de rendez vous',
    ],
    2: ['aéroport', 'port', 'hôtel', 'villa', 'logement', 'hébergement', 'résidence'],
    1: ['paros', 'île', 'parikia', 'naoussa', 'naousa', 'lefkes', 'aliki', 'piso livadi', 'marpissa', 'ampelas'],
  },
  price: {
    5: ['km inclus', 'kilomètres inclus', 'limite kilométrique', 'liste des prix', 'grille tarifaire', 'kilométrage illimité', 'kilomètres illimités', 'km illimités', 'kilométrage', 'limite de kilomètres', 'limite de km', 'frais cachés', 'coûts cachés'],
    4: ['illimité'],
    3: ['prix', 'tarif', 'coût', 'coûte', 'combien coûte', 'combien ça coûte', 'c est combien', 'combien pour', 'ça fait combien', 'combien par jour', 'frais', 'par jour', 'la journée', 'devis', 'inclus', 'inclut', 'comprend', 'compris dans le prix'],
    2: ['combien', 'cher', 'euro', 'eur', '€'],
  },
  insurance: {
    5: ['dépôt de garantie', 'tous risques', 'assurance tous risques', 'rachat de franchise', 'sans franchise', 'protection complète'],
    4: ['assurance', 'assuré', 'assurer', 'couverture', 'couvert', 'franchise', 'caution', 'garantie', 'dommage', 'dégât', 'accident', 'rayure', 'bosse', 'sinistre'],
  },
  fuel: {
    // 'rendre la voiture avec le plein' is a fuel question, not a return place.
    5: ['réservoir plein', 'rendre plein', 'rendre vide', 'faire le plein', 'le plein', 'avec le plein', 'plein d essence', 'plein à plein'],
    4: ['carburant', 'essence', 'gazole', 'gasoil', 'diesel', 'station service', 'station essence', 'réservoir', 'consommation'],
  },
  licence: {
    5: ['quoi apporter', 'que dois je apporter', 'que faut il apporter', 'qu est ce que je dois apporter', 'que faut il prendre', 'de quoi ai je besoin', 'ans minimum pour', 
      'permis international', 'permis de conduire international', 'permis de conduire', 'permis moto', 'âge minimum', 'âge minimal', 'quel âge',
      'limite d âge', 'ans minimum', 'hors ue', 'hors union européenne', 'non européen', 'conditions de location',
    ],
    4: ['permis', 'âge', 'documents', 'passeport', 'pièce d identité', 'carte d identité', 'exigences'],
  },
  duration: {
    5: ['quelques heures', 'à l heure', 'pour la journée', 'durée minimum', 'durée minimale', 'durée maximum', 'durée maximale', 'durée de location', 'location minimum', 'combien de jours', 'un jour', '1 jour', 'une journée', 'demi journée', 'une seule journée', 'minimum de jours'],
    4: ['prolonger', 'prolongation', 'rallonger', 'plus longtemps'],
    3: ['combien de temps', 'durée', 'minimum', 'maximum', 'longue durée'],
    2: ['semaine', 'hebdomadaire', 'quinze jours', 'mois', 'mensuel', 'jours', 'week end'],
  },
  beaches: {
    4: ['plage pour enfants', 'plages pour enfants', 'plage pour les enfants', 'plage familiale', 'plages familiales', 'meilleure plage', 'meilleures plages', 'quelle plage', 'plages à visiter'],
    2: ['plage', 'baignade', 'se baigner', 'nager', 'snorkeling', 'plongée', 'golden beach', 'kolymbithres', 'santa maria', 'monastiri', 'lageri', 'faragas', 'mer', 'sable', 'côte', 'crique'],
  },
  antiparos: {
    5: ['dernier ferry', 'premier ferry', 'horaires du ferry', 'horaires des ferries', 'horaire du ferry', 'à quelle fréquence', 'autorisation ferry'],
    4: ['pour antiparos', 'naxos', 'mykonos', 'santorin', 'une autre île', 'autres îles', 'ferry', 'bac', 'bateau', 'traversée', 'traverser', 'grotte'],
    2: ['antiparos', 'anti paros', 'pounta', 'pounda', 'despotiko'],
  },
  booking: {
    5: [
      'réserver maintenant', 'je veux réserver', 'je voudrais réserver', 'j aimerais réserver', 'je souhaite réserver', 'faire une réservation',
      'effectuer une réservation', 'confirmer la réservation', 'confirmer ma réservation', 'finaliser la réservation', 'commencer la réservation',
      'prêt à réserver', 'réserver en ligne',
    ],
    2: ['réserver', 'réservation', 'réserve', 'réservez', 'booking'],
  },
  availability: {
    3: ['encore disponible', 'il en reste', 'reste des voitures', 'disponible', 'disponibilité', 'dispo', 'en stock', 'complet', 'tout est réservé', 'dernière minute', 'tout de suite', 'dès maintenant', 'aujourd hui', 'demain', 'ce soir', 'ce week end', 'il vous reste', 'encore des'],
  },
  season: {
    4: ['saison', 'haute saison', 'basse saison', 'hors saison', 'meilleure période', 'quand venir', 'quand visiter', 'météo', 'toute l année', 'hiver', 'en été', 'l été', 'cet été', 'printemps', 'automne', 'meltemi', 'vent', 'venteux'],
    3: ['affluence', 'bondé', 'du monde', 'beaucoup de monde'],
  },
  groups: {
    4: ['groupe', 'grand groupe', 'plusieurs voitures', 'plusieurs véhicules', 'deux voitures', '2 voitures', 'plus d une', 'nombreux', 'ami', 'entre amis', 'fête', 'soirée', 'mariage', 'séminaire', 'team building', 'enterrement de vie'],
  },
  breakdown: {
    5: ['tombe en panne', 'tomber en panne', 'en panne', 'cas de panne', 'une panne', 'pneu crevé', 'crevaison', 'ne démarre pas', 'démarre pas', 'assistance routière', 'assistance dépannage', 'voyant allumé', 'un problème avec la voiture'],
    4: ['panne', 'crevé', 'pneu', 'batterie', 'urgence', 'assistance', 'bloqué', 'remorquage', 'dépanneuse', 'dépannage', 'mécanicien', 'garage', 'voyant'],
  },
  payment: {
    5: ['carte de crédit', 'carte bancaire', 'carte de débit', 'american express', 'amex', 'visa', 'mastercard', 'apple pay', 'google pay', 'virement', 'virement bancaire', 'payer en ligne', 'payer plus tard', 'payer sur place', 'paiement sur place'],
    4: ['payer', 'payé', 'paye', 'paiement', 'payement', 'régler', 'règlement', 'carte', 'cb', 'espèces', 'liquide', 'cash', 'visa', 'mastercard', 'amex', 'paypal', 'prépaiement', 'acompte', 'facture'],
  },
  cancellation: {
    5: [
      'annuler', 'annulation', 'annulé', 'remboursement', 'rembourser', 'remboursé', 'remboursable', 'reporter', 'report', 'changer ma réservation',
      'modifier ma réservation', 'changer la réservation', 'modifier la réservation', 'changer les dates', 'changer mes dates', 'modifier les dates',
      'modifier mes dates', 'si je ne viens pas', 'imprévu', 'changement de programme', 'changement de plan',
    ],
  },
  extras: {
    5: ['deux conducteurs', '2 conducteurs', 'conduire aussi', 'peut aussi conduire', 
      'siège enfant', 'siège bébé', 'siège auto', 'rehausseur', 'gps', 'navigation', 'navigateur', 'porte bagages', 'galerie de toit', 'coffre de toit',
      'conducteur supplémentaire', 'deuxième conducteur', 'second conducteur', 'autre conducteur', 'conducteur additionnel', 'conduire aussi',
      'conduire tous les deux',
    ],
    4: ['extras', 'options supplémentaires', 'supplément', 'équipement', 'accessoire', 'casque', 'glacière', 'parasol'],
  },
  roads: {
    5: ['état des routes', 'état de la route', 'chemin de terre', 'routes de terre', 'piste', 'conduire à gauche', 'conduire à droite', 'côté de la route', 'facile à conduire', 'difficile à conduire'],
    4: ['route', 'rue', 'chemin', 'goudronné', 'non goudronné', 'gravier', 'étroit', 'raide', 'pente', 'colline', 'sécurité', 'dangereux', 'dangereuse', 'circulation', 'trafic', 'panneau', 'montagne', 'virage', 'sinueux', 'sinueuse'],
    3: ['conduire à', 'conduire sur', 'rouler à', 'rouler sur', 'conduire en grèce'],
  },
  parking: {
    5: ['payer le parking', 'payer pour se garer', 'payer pour stationner', 'parking payant', 'stationnement payant', 'parking gratuit', 'stationnement gratuit', 'prix du parking'],
    4: ['parking', 'stationnement', 'stationner', 'se garer', 'garer', 'place de parking', 'où se garer', 'amende', 'pv', 'contravention', 'parcmètre'],
  },
  distances: {
    5: ['à quelle distance', 'quelle distance', 'combien de temps pour', 'combien de temps de', 'combien de minutes', 'temps de trajet', 'durée du trajet', 'combien de km', 'combien de kilomètres', 'loin de', 'se déplacer', 'est ce loin'],
    4: ['de parikia à', 'de naoussa à', 'de l aéroport à', 'du port à', 'distance', 'km', 'kilomètre', 'loin', 'trajet', 'minutes de'],
    2: ['aller à', 'aller au', 'se rendre à', 'rouler jusqu'],
  },
  transmission: {
    5: ['manuelle ou automatique', 'automatique ou manuelle', 'boîte manuelle', 'boîte automatique', 'boîte de vitesses', 'changement de vitesse', 'levier de vitesse'],
    4: ['transmission', 'vitesses', 'embrayage'],
    3: ['automatique', 'manuelle', 'manuel', 'boîte auto'],
  },
  tips: {
    5: ['radar', 'excès de vitesse', 
      'code de la route', 'règles de conduite', 'limite de vitesse', 'limitation de vitesse', 'vitesse maximale', 'que faire', 'quoi faire', 'que voir',
      'quoi voir', 'que visiter', 'à voir absolument', 'incontournable', 'bon plan', 'conseil local', 'alcool au volant', 'carte de l île',
    ],
    4: ['itinéraire', 'visite', 'visiter', 'village', 'coucher de soleil', 'restaurant', 'taverne', 'alcool', 'règles'],
    2: ['conseil', 'astuce', 'recommander', 'recommandez', 'recommandation', 'suggérer', 'suggestion'],
    1: ['je regarde', 'je regarde simplement', 'juste regarder', 'je me renseigne', 'simple curiosité', 'par curiosité', 'je jette un œil', 'je jette un coup d œil', 'je découvre'],
  },
  eco: {
    5: ['écologique', 'respectueux de l environnement', 'économie de carburant', 'faible consommation', 'faibles émissions', 'voiture électrique', 'scooter électrique', 'véhicule électrique'],
    4: ['éco', 'vert', 'verte', 'électrique', 'hybride', 'environnement', 'durable', 'émission', 'co2', 'carbone', 'recharge', 'borne de recharge'],
  },
  contact: {
    5: ['arrivée tardive', 'arrivons tard', 'arrive tard', 'tard le soir', 'la nuit', 'de nuit', 'minuit', 'tôt le matin', 'ferry de nuit', 'vol de nuit', 'en dehors des horaires', 'hors horaires', 'numéro de téléphone', 'coordonnées', 'horaires d ouverture', 'heures d ouverture', 'à quelle heure', 'vous joindre', 'vous contacter', 'parler à', 'une vraie personne', 'un humain', 'entrer en contact'],
    4: ['fumer', 'fumeur', 'animal', 'animaux', 'chien', 'nettoyage', 'nettoyer', 'sale', 'contact', 'contacter', 'whatsapp', 'humain', 'conseiller', 'agent', 'ouvert', 'ouverture', 'horaires', 'fermé', 'langue', 'parlez vous', 'vous parlez', 'anglais', 'français', 'allemand', 'italien', 'adresse'],
    2: ['téléphone', 'appeler', 'email', 'e mail', 'mail', 'courriel'],
  },
  offers: {
    5: ['à l avance', 'en avance', 'réserver tôt', 'réservation anticipée', 'réduction à la semaine', 'réductions à la semaine', 'remise à la semaine', 'tarif à la semaine', 'code promo', 'offre spéciale', 'offres spéciales', 'early booking'],
    4: ['offre', 'promo', 'promotion', 'réduction', 'remise', 'rabais', 'bon de réduction', 'coupon', 'soldes', 'économiser'],
  },
  reviews: {
    5: ['avis google', 'qui êtes vous', 'à propos de vous', 'entreprise familiale', 'depuis combien de temps'],
    4: ['vos avis', 'les avis', 'des avis', 'avis clients', 'votre note', 'évaluation', 'réputation', 'témoignage', 'tripadvisor', 'confiance', 'fiable', 'sérieux', 'étoiles', 'commentaires'],
  },
  compare: {
    5: ['vélo', 'vtt', 'vélo électrique', 'bicyclette', ...kindPairs, 'lequel est le mieux', 'lequel choisir', 'que choisir', 'quel véhicule', 'avantages et inconvénients'],
    4: ['comparer', 'comparaison', 'comparatif', 'différence', 'versus', 'vs', 'mieux'],
  },
};

/** French. */
export const frWords: LanguageWords = {
  elide: true,
  inflect: (w) => `${w}(?:e|es|s|x)?`,
  keywords,
  // 'car' is 'because', 'location' is 'rental', 'pays' is 'country', 'tel' is 'such', 'route'
  // is 'road', 'auto' is a car, 'sale' is 'dirty', 'raté' is 'missed', 'tire' is 'pulls',
  // 'cave' is 'cellar', 'charge' is in 'prise en charge' (pickup).
  asksForKinds: { greetings: ['bonjour'], openers: ['avez vous', 'vous avez', 'louez vous'] },
  alsoWords: ['et', 'aussi'],
  singleDay: ['pour la journée', 'un jour', '1 jour', 'une journée', 'une seule journée'],
  ignoreEnglish: ['car', 'location', 'pay', 'tel', 'route', 'auto', 'auto car', 'sale', 'rate', 'tire', 'cave', 'charge'],
  flags: {
    automatic: ['automatique', 'boîte auto', 'boîte automatique'],
    cheap: ['pas cher', 'moins cher', 'le moins cher', 'bon marché', 'économique', 'petit budget', 'budget', 'abordable', 'petit prix', 'prix bas'],
    twoWheels: ['scooter', 'moto', 'mobylette', 'deux roues', '2 roues', 'cyclomoteur'],
    helmet: ['casque'],
    extraDriver: ['conducteur supplémentaire', 'deuxième conducteur', 'second conducteur', 'autre conducteur', 'conducteur additionnel', 'conduire aussi', 'conduire tous les deux', 'deux conducteurs', '2 conducteurs', 'peut aussi conduire'],
    browsing: ['je regarde', 'juste regarder', 'je me renseigne', 'simple curiosité', 'par curiosité', 'je jette un œil', 'je jette un coup d œil', 'je découvre'],
    hello: ['=bonjour', '=bonsoir', '=salut', '=coucou'],
    thanks: ['=merci', '=remerciements'],
    lateHours: ['arrivée tardive', 'arrivons tard', 'arrive tard', 'tard le soir', 'la nuit', 'de nuit', 'minuit', 'tôt le matin', 'ferry de nuit', 'vol de nuit', 'en dehors des horaires', 'hors horaires'],
    askTeam: ['fumer', 'fumeur', 'animal', 'animaux', 'chien', 'nettoyage', 'nettoyer', 'sale'],
    bicycle: ['vélo', 'vtt', 'vélo électrique', 'bicyclette'],
    otherIsland: ['naxos', 'mykonos', 'santorin', 'une autre île', 'autres îles', 'autorisation ferry'],
    otherCard: ['american express', 'amex', 'carte de débit', 'carte prépayée', 'carte maestro'],
    question: [
      '^=est ce que', '^=est ce qu', '^=puis je', '^=peut on', '^=pouvons nous', '^=pouvez vous', '^=y a t il', '^=avez vous', '^=est il', '^=ai je',
      '^=comment', '^=combien', '^=ou', '^=quand', '^=quel', '^=quelle', '^=quels', '^=quelles', '^=pourquoi', '^=qui', '^=je peux', '^=on peut',
      '^=peut', '^=peux', '^=c est possible', '^=est possible',
    ],
  },
  booking: {
    start: [
      'réserver maintenant', 'je veux réserver', 'je voudrais réserver', 'j aimerais réserver', 'je souhaite réserver', 'faire une réservation',
      'effectuer une réservation', 'prêt à réserver', 'commencer la réservation', 'commencer une réservation', 'réserver en ligne',
    ],
    confirm: ['confirmer la réservation', 'confirmer ma réservation', 'je confirme', 'finaliser la réservation', 'terminer la réservation', 'valider la réservation', '^oui'],
    looseConfirm: ['confirmer', 'confirme', 'ok', 'okay', 'd accord', 'parfait', 'très bien', 'allez y', 'vas y', 'envoyer', 'envoyez', 'ça marche', 'c est bon', 'tout est bon'],
    modify: ['modifier', 'modifie', 'modifiez', 'changer', 'change', 'changez', 'changement', 'corriger', 'correction', 'erreur', 'faux', 'mettre à jour', 'éditer'],
    refuse: ['^=non', '^=pas encore', '^=attendez', '^=attends', '^=un instant', '^=une seconde'],
    fields: {
      name: ['nom', 'prénom'],
      email: ['email', 'e mail', 'mail', 'courriel', 'adresse électronique'],
      phone: ['téléphone', 'numéro', 'portable', 'mobile', 'tel'],
      dates: ['date', 'jour', 'retour', 'arrivée', 'départ', 'prise en charge', 'restitution'],
    },
  },
  names: {
    phrases: [
      { id: 'je m appelle', pattern: "je m['’ ]?appelle", full: true },
      { id: 'mon nom est', pattern: "mon nom (?:est|c['’]est)", full: true },
      { id: 'mon prenom est', pattern: "mon pr[ée]nom (?:est|c['’]est)", full: true },
      { id: 'moi c est', pattern: "moi,? c['’]est" },
      { id: 'je suis', pattern: 'je suis' },
      { id: 'appelez moi', pattern: 'appelez[- ]moi' },
    ],
    stopWords: [
      'a', 'au', 'aux', 'en', 'de', 'du', 'des', 'le', 'la', 'les', 'un', 'une', 'dans', 'sur', 'avec', 'sans', 'pour', 'par', 'chez', 'ici', 'pas',
      'tres', 'bien', 'tout', 'toute', 'tous', 'deja', 'encore', 'seul', 'seule', 'seuls', 'seules', 'ensemble', 'arrive', 'arrivee', 'arrives',
      'interesse', 'interessee', 'interesses', 'francais', 'francaise', 'belge', 'suisse', 'canadien', 'canadienne', 'allemand', 'allemande',
      'italien', 'italienne', 'anglais', 'anglaise', 'grec', 'grecque', 'etudiant', 'etudiante', 'touriste', 'perdu', 'perdue', 'desole',
      'desolee', 'content', 'contente', 'ravi', 'ravie', 'pret', 'prete', 'sur', 'sure', 'certain', 'certaine', 'presse', 'pressee', 'nouveau',
      'nouvelle', 'curieux', 'curieuse', 'fatigue', 'fatiguee', 'oui', 'non', 'merci', 'bonjour', 'salut', 'bonsoir', 'coucou', 'venu', 'venue',
      'parti', 'partie', 'actuellement', 'toujours', 'vraiment', 'juste', 'seulement', 'plutot', 'assez', 'trop', 'si', 'heureux', 'heureuse',
      'libre', 'disponible', 'jeune', 'vieux', 'vieille', 'mineur', 'majeur', 'client', 'cliente', 'aussi', 'donc', 'alors', 'bientot', 'mon',
      'ma', 'mes', 'votre', 'vos', 'notre', 'nos', 'ce', 'cet', 'cette', 'ces', 'que', 'qui', 'quoi', 'ou', 'comment', 'quand', 'pourquoi',
      'combien', 'quel', 'quelle', 'famille', 'couple', 'deux', 'trois', 'quatre', 'cinq', 'parisien', 'parisienne', 'enceinte', 'handicape',
      'malade', 'inquiet', 'inquiete', 'perplexe', 'vegetarien', 'la-bas', 'labas', 'dispo', 'ok', 'daccord', 'partant', 'partante',
    ],
    bareLeads: "c['’ ]?est|ici|nom ?:|au nom de",
  },
  passengers: {
    nouns: 'personnes?|adultes?|passagers?|voyageurs?|pax|gens',
    children: 'enfants?|ados?|adolescents?',
    numbers: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12 },
    patterns: [
      '\\b(?:nous sommes|nous serons|on est|on sera) {n}\\b(?!\\s*(?:jours?|nuits?|semaines?|mois|ans|heures?|h\\b))',
      '\\bfamille de {n}\\b',
    ],
  },
  age: {
    patterns: ["\\bj ?['’ ]?ai {n} ans\\b", '\\bagee?s? de {n} ans\\b', '\\b(?:fils|fille|ami|amie|mari|femme|frere|soeur|copain|copine) de {n} ans\\b'],
  },
  budget: {
    words: '\\bbudget\\b|\\bpas cher\\w*|\\bmoins cher\\w*|\\bbon marche\\b|\\beconomique\\w*|\\bpetit prix\\b',
    filler: "est|de|d['’]|environ|autour de|max(?:imum)?|jusqu['’ ]?a|moins de|pas plus de|sous|en dessous de|a peu pres|:|=|~|-",
    units: 'personnes?|pax|adultes?|passagers?|jours?|nuits?|semaines?|mois|places?|enfants?',
  },
  places: { airport: ['aéroport'], port: ['port'] },
};
