/**
 * English UI strings of the reservation widget (docs/requirements.md, "Reservation widget",
 * "Reservation search", "Booking search"). Kept apart from `en.ts` while the widget is built; every
 * key is prefixed `reservation.` so the object can be spread into the main dictionary unchanged (`{
 * ...reservationEn }`).
 *
 * `{name}` placeholders are filled by the widget. Location names and age-group ranges are not
 * here: they are the booking engine's names and come from `src/config/facts.ts`.
 */
export const reservationEn = {
  'reservation.heading': 'Find your vehicle',
  'reservation.requiredNote': 'Fields marked * are required.',
  'reservation.vehicleType': 'Vehicle type',
  'reservation.vehicleType.car': 'Car',
  'reservation.vehicleType.moto': 'Scooter',
  'reservation.vehicleType.atv': 'ATV',
  'reservation.pickupLocation': 'Pickup location',
  'reservation.dropoffLocation': 'Drop-off location',
  'reservation.differentDropoff': 'Different drop-off location',
  'reservation.island.paros': 'Paros',
  'reservation.island.antiparos': 'Antiparos',
  'reservation.pickupDate': 'Pickup date',
  'reservation.pickupTime': 'Pickup time',
  'reservation.returnDate': 'Return date',
  'reservation.returnTime': 'Return time',
  'reservation.ageGroup': 'Driver age',
  'reservation.ageGroup.option': '{range} years',
  'reservation.search': 'Search vehicles',
  'reservation.newTab': '(opens in a new tab)',
  'reservation.opened': 'The booking page opens in a new tab.',
  'reservation.fallback': 'If it did not open, continue to the booking page',
  'reservation.error.datesRequired': 'Please select both pickup and return dates',
  'reservation.error.invalidDate': 'Please choose valid pickup and return dates.',
  'reservation.error.invalidTime': 'Please choose valid pickup and return times.',
  'reservation.error.unknownVehicleType': 'Please choose a vehicle type: car, scooter or ATV.',
  'reservation.error.unknownPickup': 'Please choose a pickup location from the list.',
  'reservation.error.unknownReturn': 'Please choose a drop-off location from the list.',
  'reservation.error.unknownAgeGroup': "Please choose the driver's age from the list.",
  'reservation.error.pickupInPast':
    'The pickup date has already passed. Please choose today or a later date.',
  'reservation.error.returnNotAfterPickup':
    'The return must be after the pickup. Please choose a later return date or time.',
  /**
   * Pickup / drop-off location names by the booking engine's location id (docs/requirements.md,
   * "Reservation widget state").
   */
  'reservation.pickup.1': 'Antiparos Port (Office)',
  'reservation.pickup.13': 'Antiparos Helipad',
  'reservation.pickup.3': 'Antiparos Villas/Hotels',
  'reservation.pickup.18': 'Paros Airport (PAS)',
  'reservation.pickup.19': 'Paros Port (Parikia)',
  'reservation.pickup.20': 'Paros Villas/Hotels',
} as const;

/** The keys every language must provide for the widget. */
export type ReservationKey = keyof typeof reservationEn;
/** A full set of widget strings: one string per {@link ReservationKey}. */
export type ReservationStrings = Record<ReservationKey, string>;
