/**
 * Italian UI strings of the reservation widget (docs/requirements.md, "Reservation widget",
 * "Reservation search", "Booking search"); same keys and `{name}` placeholders as `reservationEn`,
 * checked by `satisfies ReservationStrings`. Visitors are addressed with the informal „tu“, as
 * Italian travel sites do.
 */
import type { ReservationStrings } from '../en/reservation';

export const reservationIt = {
  'reservation.heading': 'Trova il tuo veicolo',
  'reservation.requiredNote': 'I campi contrassegnati con * sono obbligatori.',
  'reservation.vehicleType': 'Tipo di veicolo',
  'reservation.vehicleType.car': 'Auto',
  'reservation.vehicleType.moto': 'Scooter',
  'reservation.vehicleType.atv': 'Quad',
  'reservation.pickupLocation': 'Luogo di ritiro',
  'reservation.dropoffLocation': 'Luogo di riconsegna',
  'reservation.differentDropoff': 'Riconsegna in altro luogo',
  'reservation.island.paros': 'Paros',
  'reservation.island.antiparos': 'Antiparos',
  'reservation.pickupDate': 'Data ritiro',
  'reservation.pickupTime': 'Ora ritiro',
  'reservation.returnDate': 'Data riconsegna',
  'reservation.returnTime': 'Ora riconsegna',
  'reservation.ageGroup': 'Età conducente',
  'reservation.ageGroup.option': '{range} anni',
  'reservation.search': 'Cerca veicoli',
  'reservation.newTab': '(si apre in una nuova scheda)',
  'reservation.opened': 'La pagina di prenotazione si apre in una nuova scheda.',
  'reservation.fallback': 'Se non si è aperta, prosegui alla pagina di prenotazione',
  'reservation.error.datesRequired': 'Seleziona le date di ritiro e di riconsegna',
  'reservation.error.invalidDate': 'Scegli date di ritiro e di riconsegna valide.',
  'reservation.error.invalidTime': 'Scegli orari di ritiro e di riconsegna validi.',
  'reservation.error.unknownVehicleType': 'Scegli un tipo di veicolo: auto, scooter o quad.',
  'reservation.error.unknownPickup': 'Scegli un luogo di ritiro dall’elenco.',
  'reservation.error.unknownReturn': 'Scegli un luogo di riconsegna dall’elenco.',
  'reservation.error.unknownAgeGroup': 'Scegli l’età del conducente dall’elenco.',
  'reservation.error.pickupInPast':
    'La data di ritiro è già passata. Scegli oggi o una data successiva.',
  'reservation.error.returnNotAfterPickup':
    'La riconsegna deve essere successiva al ritiro. Scegli una data o un orario di riconsegna più tardi.',
  /** Pickup / drop-off location names by the booking engine's location id. */
  'reservation.pickup.1': 'Porto di Antiparos (ufficio)',
  'reservation.pickup.13': 'Eliporto di Antiparos',
  'reservation.pickup.3': 'Ville/hotel ad Antiparos',
  'reservation.pickup.18': 'Aeroporto di Paros (PAS)',
  'reservation.pickup.19': 'Porto di Paros (Parikia)',
  'reservation.pickup.20': 'Ville/hotel a Paros',
} satisfies ReservationStrings;
