/**
 * Storage keys read by more than one bundle. The small page script of every page reads some of
 * them directly, without importing the stores (which bring their validation code along).
 */

/** sessionStorage key of the reservation draft (`src/stores/reservation.ts`). */
export const RESERVATION_KEY = 'reservation-draft';
