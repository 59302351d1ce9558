/**
 * `useMediaQuery(query)`: whether a CSS media query matches, following changes (phone width
 * for the modal behaviour, `prefers-reduced-motion` for scrolling). False on the server.
 */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** Phones: below Tailwind's `sm` breakpoint (40rem), where the panel is full screen and modal. */
export const PHONE_QUERY = '(max-width: 39.999rem)';
/** The visitor asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
