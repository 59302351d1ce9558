/**
 * Nanostores kept in `sessionStorage` for the browser tab's session (the reservation draft, the
 * chat conversation): restored on page load when the stored value decodes, written back on every
 * change. Without storage (server render, unit tests, blocked storage) the store simply starts
 * from its initial value and lasts for the page.
 */
import { atom, type WritableAtom } from 'nanostores';
import { STORED_EVENT } from '../client-directives/ready';

/**
 * A JSON value from storage text, or `undefined` when there is none or it is not JSON.
 */
export function parseStored(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An atom persisted under `key` in `sessionStorage`.
 *
 * @param key storage key
 * @param initial the value when nothing (valid) is stored
 * @param decode stored text → value, or null when absent or invalid
 * @param encode value → stored text
 */
export function sessionAtom<T>(
  key: string,
  initial: () => T,
  decode: (raw: string | null) => T | null,
  encode: (value: T) => string,
): WritableAtom<T> {
  let stored: T | null = null;
  try {
    stored = decode(sessionStorage.getItem(key));
  } catch {
    stored = null; // no sessionStorage or storage blocked
  }
  const store = atom<T>(stored ?? initial());
  if (typeof sessionStorage !== 'undefined') {
    store.listen((value) => {
      try {
        sessionStorage.setItem(key, encode(value));
        // Islands of this page that show this key hydrate on it (client:interaction).
        window.dispatchEvent(new CustomEvent(STORED_EVENT, { detail: key }));
      } catch {
        /* storage full or blocked: the value lasts for this page only */
      }
    });
  }
  return store;
}
