/**
 * Fleet filter store (the filters live in a nanostore so every island of the page shares them;
 * docs/requirements.md, "Fleet page"): the filters and sort choice of the fleet page, mirrored in
 * the page URL so a filtered list is shareable and the back button steps through filter changes.
 *
 * Who uses it: the fleet island (`src/islands/FleetExplorer.tsx`) reads and writes it and calls
 * {@link bindFleetUrl} once when it mounts. Static markup can link to `/fleet?category=…&type=…`
 * instead (the island reads those parameters on load).
 *
 * The URL format (parameter names, aliases, canonical order) is `src/lib/fleet/url.ts`.
 */
import { atom } from 'nanostores';
import {
  emptyFleetQuery,
  fleetQueryString,
  parseFleetQuery,
  sameFleetQuery,
  type FleetQuery,
} from '../lib/fleet/url';

/** The fleet page's filters and sort; no filter and the default sort until the island binds the URL. */
export const $fleetQuery = atom<FleetQuery>({ ...emptyFleetQuery });

/** The query without the keys whose value is `undefined`. */
function clean(query: FleetQuery): FleetQuery {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as FleetQuery;
}

/**
 * Changes some filters or the sort. A key given as `undefined` removes that filter (e.g.
 * `{ category: undefined }` = all categories). Nothing happens when the result is the same list.
 *
 * @returns the new query
 */
export function updateFleetQuery(patch: Partial<FleetQuery>): FleetQuery {
  const current = $fleetQuery.get();
  const next = clean({ ...current, ...patch } as FleetQuery);
  if (!sameFleetQuery(current, next)) $fleetQuery.set(next);
  return $fleetQuery.get();
}

/**
 * Clear Filters (docs/requirements.md, "Fleet page"): removes every filter and keeps the sort
 * choice.
 */
export function clearFleetFilters(): FleetQuery {
  const { sort } = $fleetQuery.get();
  const next: FleetQuery = { ...emptyFleetQuery, sort };
  if (!sameFleetQuery($fleetQuery.get(), next)) $fleetQuery.set(next);
  return $fleetQuery.get();
}

/** The parts of `window` {@link bindFleetUrl} uses (a fake in tests). */
export interface FleetUrlWindow {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'pushState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/**
 * Binds {@link $fleetQuery} to the page URL:
 * 1. the store takes the query parameters of the current URL (`?category=suv&type=Car` presets);
 * 2. every later change pushes a history entry with the canonical query string (shareable; the
 *    back button returns to the previous filters);
 * 3. back/forward (`popstate`) sets the store from the URL again, without pushing.
 *
 * @param win the window (default: the global one)
 * @returns a function that removes the binding
 */
export function bindFleetUrl(win: FleetUrlWindow = window): () => void {
  const fromUrl = () => parseFleetQuery(win.location.search);
  $fleetQuery.set(fromUrl());
  const unlisten = $fleetQuery.listen((query) => {
    if (sameFleetQuery(query, fromUrl())) return;
    win.history.pushState(
      null,
      '',
      `${win.location.pathname}${fleetQueryString(query)}${win.location.hash}`,
    );
  });
  const onPopState = () => {
    const query = fromUrl();
    if (!sameFleetQuery(query, $fleetQuery.get())) $fleetQuery.set(query);
  };
  win.addEventListener('popstate', onPopState);
  return () => {
    unlisten();
    win.removeEventListener('popstate', onPopState);
  };
}
