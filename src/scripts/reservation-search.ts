/**
 * The reservation search's first tap (docs/requirements.md, "Reservation search"): "Search
 * vehicles" opens the booking engine's tab in the visitor's own event handler, in every engine,
 * whether or not the widget's code has loaded.
 *
 * The widget (`src/islands/ReservationWidget.tsx`) hydrates on first use (`client:interaction`).
 * When "Search vehicles" is that first use, the directive holds the submit and replays it once
 * the island has hydrated; the island's `window.open` then runs after an `await`, and WebKit's
 * popup blocker (Safari) no longer counts it as the visitor's: no tab opens. So while a submit is
 * held, the directive dispatches `HELD_SUBMIT_EVENT` synchronously, inside the visitor's submit,
 * with the values the visitor gave (recorded as given: a tap that lands while the island hydrates
 * must not read the fields React has just reset); {@link openSearchOnHeldSubmit} builds the draft the island
 * will hold once hydrated (the stored draft, the page's presets, then those changes, in the order
 * the directive gives them back) and, when it can be searched, opens the engine's tab there and
 * then. The island, handling the replayed submit, finds the tab already opened
 * (`takeOpenedSearch`) and only shows its "opened" line; a draft that cannot be searched opens
 * nothing here, and the island shows its message once hydrated, as before.
 *
 * Loaded by the page script (`src/scripts/page.ts`) on a page with the widget's form, after the
 * first paint; a tap before then starts the page script at once, and the directive offers its
 * held submit again until this listener has claimed it (`HELD_SUBMIT_RETRY_MS`). It needs nothing
 * but the page: it registers one listener on `document`, once however often it is called.
 */
import { HELD_SUBMIT_EVENT, type HeldSubmitEvent } from '../client-directives/ready';
import { bookingSearchUrl, reservationIssue, type ReservationDraft } from '../lib/booking';
import { closeBlankTab, openSearchTab, rememberOpenedSearch } from '../lib/opened-search';
import {
  $reservation,
  applyPreset,
  patchDraft,
  type ReservationPreset,
} from '../stores/reservation';

/** The part of a form field that {@link fieldPatch} reads (a DOM field fits as it is). */
export interface DraftFieldState {
  /** The control's `name` (the widget names each control after its draft field). */
  name: string;
  /** The control's `type` (`radio`, `checkbox`, `date`, `select-one` …). */
  type: string;
  /** The control's value. */
  value: string;
  /** Whether a check box or radio button is checked. */
  checked?: boolean | undefined;
}

/** Draft fields held as numbers (the engine's ids). */
const NUMERIC = new Set<keyof ReservationDraft>(['pickupId', 'returnId', 'ageGroupId']);
/** Draft fields held as text (dates `YYYY-MM-DD`, times `HH:MM`). */
const TEXT = new Set<keyof ReservationDraft>([
  'pickupDate',
  'returnDate',
  'pickupTime',
  'returnTime',
]);

/**
 * The draft change one of the widget's fields stands for, or null when the field is none of the
 * draft's (or an unchecked radio button). The radio buttons of the vehicle type are named
 * `…vehicleType` (an id unique to the widget); every other control is named after its field.
 * Values are not checked here: the draft is validated as a whole ({@link reservationIssue}).
 */
export function fieldPatch(field: DraftFieldState): Partial<ReservationDraft> | null {
  if (field.type === 'radio') {
    return field.checked && field.name.endsWith('vehicleType')
      ? { vehicleType: field.value as ReservationDraft['vehicleType'] }
      : null;
  }
  if (field.type === 'checkbox')
    return field.name === 'differentDropoff' ? { differentDropoff: Boolean(field.checked) } : null;
  const key = field.name as keyof ReservationDraft;
  if (NUMERIC.has(key)) return { [key]: Number(field.value) };
  if (TEXT.has(key)) return { [key]: field.value };
  return null;
}

/**
 * The draft the widget will hold once hydrated: `stored` with the page's `preset` (as the widget
 * applies it when it mounts), then each changed field in order (as the directive gives them back,
 * each through the same rules as the visitor's own change, `patchDraft`).
 */
export function draftAfterChanges(
  stored: ReservationDraft,
  preset: ReservationPreset,
  changed: readonly DraftFieldState[],
): ReservationDraft {
  let draft = applyPreset(stored, preset);
  for (const field of changed) {
    const patch = fieldPatch(field);
    if (patch) draft = patchDraft(draft, patch);
  }
  return draft;
}

/**
 * The page's presets as the widget's form carries them (`data-preset-vehicle-type`,
 * `data-preset-pickup-id`; absent when the page has none).
 */
function presetOf(form: HTMLFormElement): ReservationPreset {
  const { presetVehicleType, presetPickupId } = form.dataset;
  return {
    vehicleType: presetVehicleType as ReservationPreset['vehicleType'],
    pickupId: presetPickupId ? Number(presetPickupId) : undefined,
  };
}

/**
 * Listener for `HELD_SUBMIT_EVENT`: on a reservation search form (`form[data-reservation-search]`)
 * whose draft can be searched, opens the booking engine's select page in a new tab (no opener,
 * no referrer, as the widget does), or in the blank tab the tap opened when it came before this
 * script (`openSearchTab`), and records it for the widget (`rememberOpenedSearch`); a
 * reservation search form is claimed (`preventDefault()`) either way. A draft with a problem
 * closes that blank tab and is left to the island, as is any other form.
 */
export function openSearchOnHeldSubmit(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-reservation-search')) return;
  // Handled here (the directive offers an unclaimed held submit again: `HELD_SUBMIT_EVENT`).
  event.preventDefault();
  const { changed } = (event as HeldSubmitEvent).detail;
  const draft = draftAfterChanges($reservation.get(), presetOf(form), changed);
  if (reservationIssue(draft)) {
    // A blank tab the tap opened before this script had loaded: nothing to search.
    closeBlankTab(form);
    return;
  }
  const url = bookingSearchUrl(draft, { lang: form.dataset.engineLang || 'en' });
  openSearchTab(form, url);
  rememberOpenedSearch(form, url);
}

/**
 * Registers {@link openSearchOnHeldSubmit} on the document (a second call adds nothing) and marks
 * the page's search forms `data-search-ready`: from then on a first tap opens the engine's tab
 * whatever the island's code is doing (before, only within the directive's `HELD_SUBMIT_RETRY_MS`
 * of the tap; the engine smoke suite waits for the mark, docs/quality.md).
 */
export function initReservationSearch(): void {
  document.addEventListener(HELD_SUBMIT_EVENT, openSearchOnHeldSubmit);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-reservation-search]'))
    form.dataset.searchReady = '';
}
