/**
 * Storage keys read by more than one bundle. The small page script of every page reads some of
 * them directly, without importing the stores (which bring their validation code along).
 */

/** sessionStorage key of the reservation draft (`src/stores/reservation.ts`). */
export const RESERVATION_KEY = 'reservation-draft';

/** localStorage key of the visitor's cookie choice, `accepted` or `declined` (`src/stores/consent.ts`). */
export const CONSENT_KEY = 'cookie-consent';

/** Window event sent when the visitor makes or changes the cookie choice (`detail`: the choice). */
export const CONSENT_EVENT = 'cookie-consent-change';
