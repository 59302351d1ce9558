/**
 * The hand-over between the reservation search's first-tap script
 * (`src/scripts/reservation-search.ts`), which opens the booking engine's tab inside the visitor's
 * tap before the widget has hydrated, and the widget (`src/islands/ReservationWidget.tsx`), which
 * then handles the replayed submit: the URL opened is kept on the form element itself, under a
 * `Symbol.for` key, so the two bundles need not share a module instance.
 */

const OPENED = Symbol.for('site:reservation-opened-search');

type Marked = HTMLFormElement & { [OPENED]?: string };

/** Records that the booking engine's tab was opened with `url` for `form`'s current submit. */
export function rememberOpenedSearch(form: HTMLFormElement, url: string): void {
  (form as Marked)[OPENED] = url;
}

/**
 * The URL already opened for `form`'s current submit, or null; the record is cleared, so the next
 * submit opens its own tab.
 */
export function takeOpenedSearch(form: HTMLFormElement): string | null {
  const url = (form as Marked)[OPENED] ?? null;
  delete (form as Marked)[OPENED];
  return url;
}
