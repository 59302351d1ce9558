import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names the way shadcn/ui's `cn()` does: `clsx` first (strings, arrays and
 * `{ class: condition }` objects; falsy values dropped), then `tailwind-merge`, so that of two
 * Tailwind classes setting the same property the later one wins
 * (`cn('min-h-11 py-2', 'min-h-12')` → `'py-2 min-h-12'`).
 *
 * Use it wherever a component's own classes meet classes from its caller: the caller's come last
 * and override. The order of the returned classes may differ from the input; the look does not
 * (Tailwind's CSS order, not the attribute's, decides).
 *
 * @param inputs Class values as `clsx` takes them.
 * @returns One space-separated class string.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
