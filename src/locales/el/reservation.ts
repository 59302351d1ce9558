/**
 * Greek strings of the reservation widget (docs/requirements.md, "Reservation widget"); same keys
 * and placeholders as `reservationEn`.
 */
import type { ReservationStrings } from '../en/reservation';

export const reservationEl = {
  'reservation.heading': 'Βρείτε το όχημά σας',
  'reservation.requiredNote': 'Τα πεδία με * είναι υποχρεωτικά.',
  'reservation.vehicleType': 'Τύπος οχήματος',
  'reservation.vehicleType.car': 'Αυτοκίνητο',
  'reservation.vehicleType.moto': 'Σκούτερ',
  'reservation.vehicleType.atv': 'Γουρούνα',
  'reservation.pickupLocation': 'Σημείο παραλαβής',
  'reservation.dropoffLocation': 'Σημείο επιστροφής',
  'reservation.differentDropoff': 'Επιστροφή σε άλλο σημείο',
  'reservation.island.paros': 'Πάρος',
  'reservation.island.antiparos': 'Αντίπαρος',
  'reservation.pickupDate': 'Ημερομηνία παραλαβής',
  'reservation.pickupTime': 'Ώρα παραλαβής',
  'reservation.returnDate': 'Ημερομηνία επιστροφής',
  'reservation.returnTime': 'Ώρα επιστροφής',
  'reservation.ageGroup': 'Ηλικία οδηγού',
  'reservation.ageGroup.option': '{range} ετών',
  'reservation.search': 'Αναζήτηση οχημάτων',
  'reservation.newTab': '(ανοίγει σε νέα καρτέλα)',
  'reservation.opened': 'Η σελίδα κράτησης ανοίγει σε νέα καρτέλα (στα αγγλικά).',
  'reservation.fallback': 'Αν δεν άνοιξε, συνεχίστε στη σελίδα κράτησης',
  'reservation.error.datesRequired': 'Επιλέξτε ημερομηνία παραλαβής και επιστροφής',
  'reservation.error.invalidDate': 'Επιλέξτε έγκυρες ημερομηνίες παραλαβής και επιστροφής.',
  'reservation.error.invalidTime': 'Επιλέξτε έγκυρες ώρες παραλαβής και επιστροφής.',
  'reservation.error.unknownVehicleType': 'Επιλέξτε τύπο οχήματος: αυτοκίνητο, σκούτερ ή γουρούνα.',
  'reservation.error.unknownPickup': 'Επιλέξτε σημείο παραλαβής από τη λίστα.',
  'reservation.error.unknownReturn': 'Επιλέξτε σημείο επιστροφής από τη λίστα.',
  'reservation.error.unknownAgeGroup': 'Επιλέξτε την ηλικία του οδηγού από τη λίστα.',
  'reservation.error.pickupInPast':
    'Η ημερομηνία παραλαβής έχει περάσει. Επιλέξτε σήμερα ή μεταγενέστερη ημερομηνία.',
  'reservation.error.returnNotAfterPickup':
    'Η επιστροφή πρέπει να είναι μετά την παραλαβή. Επιλέξτε μεταγενέστερη ημερομηνία ή ώρα επιστροφής.',
  'reservation.pickup.1': 'Λιμάνι Αντιπάρου (γραφείο)',
  'reservation.pickup.13': 'Ελικοδρόμιο Αντιπάρου',
  'reservation.pickup.3': 'Βίλες/ξενοδοχεία Αντιπάρου',
  'reservation.pickup.18': 'Αεροδρόμιο Πάρου (PAS)',
  'reservation.pickup.19': 'Λιμάνι Πάρου (Παροικιά)',
  'reservation.pickup.20': 'Βίλες/ξενοδοχεία Πάρου',
} as const satisfies ReservationStrings;
