/**
 * French UI strings of the reservation widget (docs/requirements.md, "Reservation widget",
 * "Reservation search", "Booking search"); same keys and `{name}` placeholders as `reservationEn`,
 * checked by `satisfies ReservationStrings`. Typography: no-break space before `:`, narrow no-break
 * space before `;` `?` `!`.
 */
import type { ReservationStrings } from '../en/reservation';

export const reservationFr = {
  'reservation.heading': 'Trouvez votre véhicule',
  'reservation.requiredNote': 'Les champs marqués * sont obligatoires.',
  'reservation.vehicleType': 'Type de véhicule',
  'reservation.vehicleType.car': 'Voiture',
  'reservation.vehicleType.moto': 'Scooter',
  'reservation.vehicleType.atv': 'Quad',
  'reservation.pickupLocation': 'Lieu de départ',
  'reservation.dropoffLocation': 'Lieu de retour',
  'reservation.differentDropoff': 'Retour dans un autre lieu',
  'reservation.island.paros': 'Paros',
  'reservation.island.antiparos': 'Antiparos',
  'reservation.pickupDate': 'Date de départ',
  'reservation.pickupTime': 'Heure de départ',
  'reservation.returnDate': 'Date de retour',
  'reservation.returnTime': 'Heure de retour',
  'reservation.ageGroup': 'Âge du conducteur',
  'reservation.ageGroup.option': '{range}\u00a0ans',
  'reservation.search': 'Rechercher',
  'reservation.newTab': '(s’ouvre dans un nouvel onglet)',
  'reservation.opened': 'La page de réservation s’ouvre dans un nouvel onglet.',
  'reservation.fallback': 'Si elle ne s’est pas ouverte, continuez vers la page de réservation',
  'reservation.error.datesRequired': 'Veuillez choisir les dates de départ et de retour',
  'reservation.error.invalidDate': 'Veuillez choisir des dates de départ et de retour valides.',
  'reservation.error.invalidTime': 'Veuillez choisir des heures de départ et de retour valides.',
  'reservation.error.unknownVehicleType':
    'Veuillez choisir un type de véhicule\u00a0: voiture, scooter ou quad.',
  'reservation.error.unknownPickup': 'Veuillez choisir un lieu de départ dans la liste.',
  'reservation.error.unknownReturn': 'Veuillez choisir un lieu de retour dans la liste.',
  'reservation.error.unknownAgeGroup': 'Veuillez choisir l’âge du conducteur dans la liste.',
  'reservation.error.pickupInPast':
    'La date de départ est déjà passée. Veuillez choisir aujourd’hui ou une date ultérieure.',
  'reservation.error.returnNotAfterPickup':
    'Le retour doit avoir lieu après le départ. Veuillez choisir une date ou une heure de retour plus tardive.',
  /** Pickup / drop-off location names by the booking engine's location id. */
  'reservation.pickup.1': 'Port d’Antiparos (agence)',
  'reservation.pickup.13': 'Héliport d’Antiparos',
  'reservation.pickup.3': 'Villas/hôtels à Antiparos',
  'reservation.pickup.18': 'Aéroport de Paros (PAS)',
  'reservation.pickup.19': 'Port de Paros (Parikia)',
  'reservation.pickup.20': 'Villas/hôtels à Paros',
} satisfies ReservationStrings;
