/**
 * `useIslandReady()`: the hook with which an island hydrated by `client:interaction` signals that
 * it has taken over (see `src/client-directives/ready.ts` for why Astro's `astro:hydrate` is too
 * early). Every component used with `client:interaction` calls it once and puts the returned ref
 * on its root element; `tests/unit/island-ready.test.ts` checks that.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { ISLAND_READY_EVENT } from '../client-directives/ready';

/**
 * A ref for the island's root element. After the first commit (hydration), once the mount
 * effects have run, the root dispatches {@link ISLAND_READY_EVENT} (bubbling), on which
 * `client:interaction` gives back what the visitor did while the code loaded. Without the ref on
 * an element nothing is dispatched, and nothing the visitor did meanwhile is given back.
 *
 * @returns the ref to pass as the root element's `ref`
 */
export function useIslandReady<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, []);
  return ref;
}
