/**
 * Keeps the section a link points at (`/fleet#scooter`) in place while the fleet island's renders
 * after hydration change the list above it: the stored dates add a price line to every card, up
 * to 1,500 px on a phone. Chromium and Firefox keep the view where it was (CSS scroll anchoring);
 * Safari has none, and its visitor ended in the SUV section instead of Scooters (audit 32c #2).
 *
 * While the visitor has not scrolled, tapped or pressed a key, and for at most
 * {@link KEEP_FOR_MS} after the island mounts, a render that moves the target puts it back where
 * it was (`scrollIntoView`, which keeps its scroll margin and the page's scroll padding).
 */
import { useLayoutEffect, useRef } from 'react';

/** How long after the island mounts the target is kept, in ms. */
export const KEEP_FOR_MS = 5000;

/** Events that say the visitor moves the page themselves: from then on nothing is kept. */
const OWN_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * The element id a URL fragment names: decoded ('#%C3%A9t%C3%A9' → 'été'), else as written when it
 * is no valid percent-encoding ('#%', which a browser keeps as typed: a shared link must not break
 * the fleet list).
 *
 * @param hash `location.hash`, with its '#' or empty
 */
export function fragmentId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * @param change a value that changes with each render that may move the list (the cards shown
 *   and the dates they are priced for)
 */
export function useHashTargetKept(change: unknown): void {
  const kept = useRef<{ target: HTMLElement; top: number } | null>(null);

  // Where the target is once hydrated, before any render of the island moves it.
  useLayoutEffect(() => {
    const id = fragmentId(window.location.hash);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    kept.current = { target, top: target.getBoundingClientRect().top };
    const stop = () => {
      kept.current = null;
    };
    for (const type of OWN_MOVES)
      window.addEventListener(type, stop, { once: true, passive: true });
    const timer = window.setTimeout(stop, KEEP_FOR_MS);
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const type of OWN_MOVES) window.removeEventListener(type, stop);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render `change` marks
  useLayoutEffect(() => {
    const at = kept.current;
    if (!at) return;
    if (Math.abs(at.target.getBoundingClientRect().top - at.top) < 1) return;
    at.target.scrollIntoView({ block: 'start', behavior: 'instant' });
    at.top = at.target.getBoundingClientRect().top;
  }, [change]);
}
