import { type RefObject, useEffect, useRef } from 'react';

/** The fleet page's desktop layout (Tailwind's `lg`, 1024 px): the filters beside the cards. */
export const WIDE_QUERY = '(min-width: 64rem)';

/**
 * Notes how far an element's top is from the top of the screen, in px, in the CSS custom property
 * `name` on the element, while `query` matches: once mounted, then as the page scrolls or the
 * window is resized (at most once a frame, and only a changed value). The element's own styles
 * read it: the fleet filters' room below their top until they stick under the header (audit 33c
 * #18).
 *
 * @param name the custom property, e.g. `--filters-top`
 * @param query a media query; while it does not match nothing is noted or listened to
 * @returns the ref to put on the element
 */
export function useTopNoted<T extends HTMLElement>(
  name: string,
  query: string,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const media = matchMedia(query);
    let frame = 0;
    let noted = '';
    const note = () => {
      frame = 0;
      const value = `${Math.round(element.getBoundingClientRect().top)}px`;
      if (value === noted) return;
      noted = value;
      element.style.setProperty(name, value);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(note);
    };
    const stop = () => {
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const follow = () => {
      stop();
      if (!media.matches) return;
      note();
      addEventListener('scroll', schedule, { passive: true });
      addEventListener('resize', schedule);
    };
    follow();
    media.addEventListener('change', follow);
    return () => {
      media.removeEventListener('change', follow);
      stop();
    };
  }, [name, query]);
  return ref;
}
