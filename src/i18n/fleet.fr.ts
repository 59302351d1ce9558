/**
 * French UI strings of the fleet (spec 000 s.2 /fleet and /fleet/:id, s.8 fleet errors); same
 * keys and `{name}` placeholders as `fleetEn`, checked by `satisfies FleetStrings`.
 * `fleet.transmission.*` values are lowercased into `vehicle.metaDescription` ("boîte manuelle"),
 * so they agree with the feminine « boîte ».
 * Typography: no-break space before `:`, narrow no-break space before `;` `?` `!`.
 */
import type { FleetStrings } from './fleet.en';

export const fleetFr = {
  'fleet.title': 'Notre flotte\u00a0: voitures, scooters et quads à louer à Paros',
  'fleet.description':
    'Découvrez notre flotte à Paros et Antiparos\u00a0: citadines, familiales, SUV, jeeps, scooters et quads, avec prix par jour, places et boîte de vitesses.',
  'fleet.heading': 'Notre flotte',
  'fleet.lead':
    'Chaque véhicule inclut l’assurance tous risques, le kilométrage illimité et la livraison gratuite au port, à l’aéroport ou à votre hôtel.',
  'fleet.count': '{count}\u00a0véhicules',
  'fleet.count.one': '1\u00a0véhicule',
  'fleet.countOf': '{count} sur {total}\u00a0véhicules',
  'fleet.countOf.one': '1 sur {total}\u00a0véhicules',
  'fleet.results': 'Véhicules',
  'fleet.filters.heading': 'Filtrer les véhicules',
  'fleet.filters.toggle': 'Filtres',
  'fleet.filters.active': 'actifs\u00a0: {count}',
  'fleet.filters.show': 'Voir les résultats ({count})',
  'fleet.filters.close': 'Fermer les filtres',
  'fleet.filter.category': 'Catégorie',
  'fleet.filter.type': 'Type de véhicule',
  'fleet.filter.transmission': 'Boîte de vitesses',
  'fleet.filter.price': 'Prix par jour',
  'fleet.filter.minPrice': 'De',
  'fleet.filter.maxPrice': 'Jusqu’à',
  'fleet.filter.seats': 'Places minimum',
  'fleet.filter.all': 'Tous',
  'fleet.filter.any': 'Indifférent',
  'fleet.filter.seatsOption': '{seats}+\u00a0places',
  'fleet.type.Car': 'Voitures',
  'fleet.type.Motorbike': 'Scooters et motos',
  'fleet.type.ATV / QUAD': 'Quads',
  'fleet.transmission.Automatic': 'Automatique',
  'fleet.transmission.Manual': 'Manuelle',
  'fleet.sort': 'Trier par',
  'fleet.sort.category': 'Catégorie, puis prix',
  'fleet.sort.price-asc': 'Prix croissant',
  'fleet.sort.price-desc': 'Prix décroissant',
  'fleet.sort.seats-desc': 'Plus de places d’abord',
  'fleet.clear': 'Tout effacer',
  'fleet.empty.heading': 'Aucun véhicule trouvé',
  'fleet.empty.text':
    'Aucun véhicule ne correspond à tous ces filtres. Effacez-les, ou essayez une autre catégorie ou une fourchette de prix plus large.',
  'fleet.loading': 'Chargement des véhicules…',
  'fleet.refreshing': 'Vérification des derniers prix…',
  'fleet.error.heading': 'Nos véhicules ne peuvent pas s’afficher pour le moment',
  'fleet.error.text':
    'La table des voitures est absente de la base de données ou n’y est pas reliée\u00a0: la flotte ne peut donc pas être chargée ici. Vous pouvez toujours voir chaque véhicule, son prix et sa disponibilité sur notre page de réservation.',
  'fleet.error.book': 'Réserver en direct',
  'fleet.newTab': '(s’ouvre dans un nouvel onglet)',
  'fleet.imageUnavailable': 'Image indisponible',
  'fleet.notFound.title': 'Véhicule introuvable',
  'fleet.notFound.heading': 'Véhicule introuvable',
  'fleet.notFound.text': 'Le véhicule que vous cherchez n’existe pas ou n’est plus disponible.',
  'fleet.notFound.back': 'Retour à la flotte',
  'fleet.perDay': 'par jour',
  'fleet.view': 'Voir le détail',
  'fleet.seats': '{seats}\u00a0places',
  'fleet.doors': '{doors}\u00a0portes',
  'fleet.category.economy': 'Économique',
  'fleet.category.compact': 'Compacte',
  'fleet.category.family': 'Familiale',
  'fleet.category.suv': 'SUV',
  'fleet.category.jeep': 'Jeep et 4x4',
  'fleet.category.scooter': 'Scooters',
  'fleet.category.atv': 'Quads et buggys',
  'fleet.category.luxury': 'Luxe',
  'fleet.about.economy':
    'Petite, légère et facile à garer\u00a0: le bon choix pour les ruelles étroites de Naoussa, Parikia et Lefkes, et le moyen le moins cher de découvrir toute l’île.',
  'fleet.about.compact':
    'Un peu plus d’espace et de puissance qu’une citadine, confortable à deux, trois ou quatre avec bagages sur les routes vallonnées de l’île.',
  'fleet.about.family':
    'De la place pour toute la famille et les sacs de plage\u00a0: cinq places, un vrai coffre et la climatisation pour les journées d’été.',
  'fleet.about.suv':
    'Position de conduite plus haute et garde au sol plus importante pour les pistes qui mènent aux plages les plus tranquilles.',
  'fleet.about.jeep':
    'Faite pour les pistes des Cyclades\u00a0: courte, robuste et amusante, avec quatre roues motrices pour rejoindre les criques isolées.',
  'fleet.about.scooter':
    'La façon de se déplacer sur l’île\u00a0: on se gare facilement à chaque plage, on consomme peu et on profite de la brise sur les routes côtières. Casques fournis.',
  'fleet.about.atv':
    'Allez là où les voitures ne passent pas\u00a0: quads et buggys avalent pistes sablonneuses et chemins de colline. Âge minimum 18\u00a0ans, avec un permis de conduire valide.',
  'fleet.about.luxury':
    'Pour un séjour d’exception\u00a0: nos voitures les mieux équipées, avec boîte automatique et confort supplémentaire sur les routes de l’île.',
  'vehicle.breadcrumb': 'Flotte',
  'vehicle.specs': 'Caractéristiques',
  'vehicle.features': 'Équipements',
  'vehicle.about': 'À propos de cette catégorie',
  'vehicle.similar': 'Véhicules similaires',
  'vehicle.dailyRate': 'Prix par jour',
  'vehicle.book': 'Réserver ce véhicule',
  'vehicle.askAi': 'Demander à l’IA',
  'vehicle.spec.brand': 'Marque',
  'vehicle.spec.model': 'Modèle',
  'vehicle.spec.category': 'Catégorie',
  'vehicle.spec.type': 'Type',
  'vehicle.spec.transmission': 'Boîte de vitesses',
  'vehicle.spec.fuel': 'Carburant',
  'vehicle.spec.seats': 'Places',
  'vehicle.spec.doors': 'Portes',
  'vehicle.spec.engine': 'Moteur',
  'vehicle.faq': 'Questions sur la location de ce véhicule',
  'vehicle.imageAlt': '{name}, illustration vue de côté',
  'vehicle.photo': 'Image {n} de {name}',
  'vehicle.chatOpener':
    'Bonjour\u202f! Le modèle {name} vous intéresse\u202f? Demandez-moi son prix, les conditions de permis ou la livraison.',
  'vehicle.metaTitle': 'Location {name} à Paros',
  'vehicle.metaDescription':
    'Louez {name} à Paros et Antiparos dès {price} par jour\u00a0: {seats}\u00a0places, boîte {transmission}, livraison gratuite.',
  'fleet.fuel.Petrol': 'Essence',
  'fleet.fuel.Diesel': 'Diesel',
  'fleet.fuel.Hybrid': 'Hybride',
  'fleet.fuel.Electric': 'Électrique',
} satisfies FleetStrings;
