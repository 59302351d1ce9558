/**
 * The hand-over between the reservation search's first-tap script
 * (`src/scripts/reservation-search.ts`), which opens the booking engine's tab inside the visitor's
 * tap before the widget has hydrated, the island directive (`src/client-directives/interaction.ts`),
 * which opens a blank tab inside a tap that came before that script, and the widget
 * (`src/islands/ReservationWidget.tsx`), which then handles the replayed submit (docs/requirements.md,
 * "Reservation search": the tab opens inside the tap in every engine, whatever has loaded). What
 * each leaves for the others is kept on the form element itself, under `Symbol.for` keys, so the
 * bundles need not share a module instance.
 */

const OPENED = Symbol.for('site:reservation-opened-search');
const BLANK = Symbol.for('site:reservation-blank-tab');

type Marked = HTMLFormElement & { [OPENED]?: string; [BLANK]?: Window };

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

/**
 * Opens a blank tab inside the visitor's gesture for `form`'s submit, to be given the booking
 * engine's address by whichever script handles the submit later ({@link openSearchTab}), or
 * closed ({@link closeBlankTab}): WebKit lets only the gesture itself open a tab. The tab has no
 * opener. Returns false when the browser opened none.
 */
export function openBlankTab(form: HTMLFormElement): boolean {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // A browser that refuses it keeps the opener of a same-site blank page: nothing is lost.
  }
  (form as Marked)[BLANK] = tab;
  return true;
}

/** The blank tab waiting for `form`'s submit, cleared; null when none (or the visitor closed it). */
function takeBlankTab(form: HTMLFormElement): Window | null {
  const tab = (form as Marked)[BLANK] ?? null;
  delete (form as Marked)[BLANK];
  return tab && !tab.closed ? tab : null;
}

/**
 * Opens the booking engine's select page `url` for `form`'s submit: in the blank tab the visitor's
 * tap opened when there is one ({@link openBlankTab}), else in a new tab without opener or
 * referrer (then call it inside the visitor's gesture).
 */
export function openSearchTab(form: HTMLFormElement, url: string): void {
  const tab = takeBlankTab(form);
  if (tab) tab.location.replace(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

/** Closes the blank tab waiting for `form`'s submit, if any (its draft cannot be searched). */
export function closeBlankTab(form: HTMLFormElement): void {
  takeBlankTab(form)?.close();
}
