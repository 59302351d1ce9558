/**
 * Cookie consent store (stored value `cookie-consent`; docs/requirements.md, "Stored browser
 * values", "Cookie banner"): `accepted`, `declined`, or null while the visitor has not chosen (the
 * banner shows only then).
 */
import { atom } from 'nanostores';
import { CONSENT_EVENT, CONSENT_KEY } from './keys';

export type Consent = 'accepted' | 'declined';
/** localStorage key of the visitor's choice (also rendered as `<cookie-consent data-key>` for the page script). */
export { CONSENT_KEY };

/** The stored choice, or null when none (or storage is unavailable). */
export function storedConsent(): Consent | null {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === 'accepted' || v === 'declined' ? v : null;
  } catch {
    return null;
  }
}

/** The visitor's choice; islands may subscribe before loading optional services. */
export const $consent = atom<Consent | null>(
  typeof localStorage === 'undefined' ? null : storedConsent(),
);

/**
 * Stores the choice and publishes it: to the store's subscribers, and as a `cookie-consent-change`
 * window event (`detail`: the choice) for the page script, which starts or stops analytics
 * (docs/analytics.md) without importing this store.
 */
export function setConsent(value: Consent): void {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    /* private mode: the banner will ask again next visit */
  }
  $consent.set(value);
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}
