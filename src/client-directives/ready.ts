/**
 * The signal by which an island tells `client:interaction` (`./interaction.ts`) that it is ready
 * to take over: hydrated, its event handlers attached and its mount effects run.
 *
 * Astro's own signal is not late enough for this. `<astro-island>` dispatches `astro:hydrate`
 * (and `hydrate()` of a client directive resolves) once the renderer's hydrate function has
 * returned, and `@astrojs/react` only schedules React's hydration there (`hydrateRoot` inside
 * `startTransition`): React attaches the handlers and runs the effects in later tasks. Neither
 * Astro nor React has a public "hydration committed" event, so the island says so itself
 * (`useIslandReady` in `src/islands/useIslandReady.ts`, a `useEffect` on its root element), and
 * `tests/unit/island-ready.test.ts` checks that every island hydrated with `client:interaction`
 * does. This module holds no React, so the directive (inlined into every page) stays small.
 */

/**
 * Name of the DOM event an island's root element dispatches (bubbling, not cancelable) once the
 * island has hydrated and its mount effects have run; the `<astro-island>` around it receives it.
 */
export const ISLAND_READY_EVENT = 'site:island-ready';

/**
 * Name of the DOM event (on `window`, `detail` the key) a page's store dispatches when it writes a
 * key to storage (`sessionAtom`, src/stores/session.ts). `client:interaction="some-key"` hydrates
 * its island on it too, so an island that shows that state follows a change made in another
 * island of the same page (the vehicle page's price shows the dates chosen in its reservation
 * widget) without being touched first; the `storage` event fires only in other tabs.
 */
export const STORED_EVENT = 'site:stored';

/**
 * Name of the DOM event `client:interaction` dispatches on a form whose submit it holds because
 * the island's code has not taken over yet (a {@link HeldSubmitEvent}). It is dispatched
 * synchronously inside the visitor's own `submit` event, so a listener still acts within the
 * visitor's gesture: what only the gesture allows (opening a tab with `window.open`, which
 * WebKit's popup blocker refuses once the code has loaded and the submit is replayed) must be
 * done there. A listener that handles the form says so with `preventDefault()` (the event is
 * cancelable): one that no listener claimed (the page's scripts had not run yet) is dispatched
 * again from a timer until one does, for `HELD_SUBMIT_RETRY_MS`. The held submit is still replayed
 * once the island has hydrated.
 */
export const HELD_SUBMIT_EVENT = 'site:held-submit';

/**
 * Attribute of a form whose submit opens a tab (the reservation search: the booking engine's).
 * A held submit of such a form that no listener claims at once, its required fields filled,
 * opens a blank tab inside the tap (`openBlankTab`, `src/lib/opened-search.ts`) for the listener or
 * the island to give the address to, or close: past WebKit's second of gesture, nothing else could
 * open one (`client:interaction`).
 */
export const OPENS_TAB_ATTRIBUTE = 'data-opens-tab';

/**
 * A form field as the visitor left it before the island took over: recorded when the visitor
 * changed it, not read later (React's hydration resets the page's fields to the component's state
 * before the island signals it is ready).
 */
export interface FieldSnapshot {
  /** The field's element. */
  field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  /** Its `name` then. */
  name: string;
  /** Its `type` (`radio`, `checkbox`, `date`, `select-one` …). */
  type: string;
  /** Its value then. */
  value: string;
  /** Whether it was checked then (false for fields that are not check boxes or radio buttons). */
  checked: boolean;
}

/** What a {@link HELD_SUBMIT_EVENT} carries. */
export interface HeldSubmitDetail {
  /** The button (or other control) that submitted the form, if any. */
  submitter: HTMLElement | null;
  /**
   * The form's fields the visitor changed before the island took over, in document order, as the
   * visitor left them (for a radio group, the button the visitor checked last): the values the
   * directive gives back to the component once it has hydrated.
   */
  changed: readonly FieldSnapshot[];
}

export type HeldSubmitEvent = CustomEvent<HeldSubmitDetail>;
