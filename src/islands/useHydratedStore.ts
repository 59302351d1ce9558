/**
 * Stores that the browser restores from storage (the reservation draft, kept in `sessionStorage`)
 * hold, on the client's first render, something the server could not know. An island rendering
 * them straight away (`useStore`) renders other HTML than the server did, and React stops
 * hydrating with error #418 and renders the island again from scratch. These hooks give the
 * server's value during the server render and hydration, and the store's own right after (a
 * second render once hydrated), through `useSyncExternalStore`'s server snapshot.
 */
import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import { defaultDraft, type ReservationDraft } from '../lib/booking';
import { $reservation } from '../stores/reservation';

/**
 * A nanostore's value, `serverValue` during the server render and hydration, then the store's
 * (and every later change of it).
 *
 * @param store the store
 * @param serverValue what the server rendered with; the same object on every call (a constant),
 *   as `useSyncExternalStore` requires
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}

/** The draft the server renders with: no dates, the defaults. */
const serverDraft: ReservationDraft = defaultDraft();

/**
 * The visitor's reservation draft (`$reservation`) for an island: the defaults while hydrating,
 * the stored draft right after.
 */
export function useReservationDraft(): ReservationDraft {
  return useHydratedStore($reservation, serverDraft);
}
