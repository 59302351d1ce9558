/**
 * German UI strings of the reservation widget (docs/requirements.md, "Reservation widget",
 * "Reservation search", "Booking search"); same keys and `{name}` placeholders as `reservationEn`,
 * checked by `satisfies ReservationStrings`. Visitors are addressed with „Sie“.
 */
import type { ReservationStrings } from '../en/reservation';

export const reservationDe = {
  'reservation.heading': 'Finden Sie Ihr Fahrzeug',
  'reservation.requiredNote': 'Mit * markierte Felder sind Pflichtfelder.',
  'reservation.vehicleType': 'Fahrzeugtyp',
  'reservation.vehicleType.car': 'Auto',
  'reservation.vehicleType.moto': 'Roller',
  'reservation.vehicleType.atv': 'Quad',
  'reservation.pickupLocation': 'Abholort',
  'reservation.dropoffLocation': 'Rückgabeort',
  'reservation.differentDropoff': 'Anderer Rückgabeort',
  'reservation.island.paros': 'Paros',
  'reservation.island.antiparos': 'Antiparos',
  'reservation.pickupDate': 'Abholdatum',
  'reservation.pickupTime': 'Abholzeit',
  'reservation.returnDate': 'Rückgabedatum',
  'reservation.returnTime': 'Rückgabezeit',
  'reservation.ageGroup': 'Fahreralter',
  'reservation.ageGroup.option': '{range} Jahre',
  'reservation.search': 'Fahrzeuge suchen',
  'reservation.newTab': '(öffnet in neuem Tab)',
  'reservation.opened': 'Die Buchungsseite öffnet sich in einem neuen Tab.',
  'reservation.fallback': 'Falls sie sich nicht geöffnet hat: weiter zur Buchungsseite',
  'reservation.error.datesRequired': 'Bitte wählen Sie Abhol- und Rückgabedatum',
  'reservation.error.invalidDate': 'Bitte wählen Sie ein gültiges Abhol- und Rückgabedatum.',
  'reservation.error.invalidTime': 'Bitte wählen Sie eine gültige Abhol- und Rückgabezeit.',
  'reservation.error.unknownVehicleType':
    'Bitte wählen Sie einen Fahrzeugtyp: Auto, Roller oder Quad.',
  'reservation.error.unknownPickup': 'Bitte wählen Sie einen Abholort aus der Liste.',
  'reservation.error.unknownReturn': 'Bitte wählen Sie einen Rückgabeort aus der Liste.',
  'reservation.error.unknownAgeGroup': 'Bitte wählen Sie das Alter des Fahrers aus der Liste.',
  'reservation.error.pickupInPast':
    'Das Abholdatum liegt in der Vergangenheit. Bitte wählen Sie heute oder ein späteres Datum.',
  'reservation.error.returnNotAfterPickup':
    'Die Rückgabe muss nach der Abholung liegen. Bitte wählen Sie ein späteres Rückgabedatum oder eine spätere Uhrzeit.',
  /** Pickup / drop-off location names by the booking engine's location id. */
  'reservation.pickup.1': 'Hafen Antiparos (Büro)',
  'reservation.pickup.13': 'Heliport Antiparos',
  'reservation.pickup.3': 'Villen/Hotels auf Antiparos',
  'reservation.pickup.18': 'Flughafen Paros (PAS)',
  'reservation.pickup.19': 'Hafen Paros (Parikia)',
  'reservation.pickup.20': 'Villen/Hotels auf Paros',
} satisfies ReservationStrings;
