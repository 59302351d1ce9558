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
