/**
 * `{name}` placeholder filling: the one implementation behind the UI strings (`t` of
 * `./index.ts`), the islands' own strings (chat, reservation widget, fleet, contact result panel)
 * and the contact API's messages. It imports nothing (no dictionary, no zod), so an island pays
 * only for these few lines.
 *
 * (The `{{path}}` facts of Markdown content are another syntax, filled by
 * `src/config/interpolate.ts`.)
 */

/** Values for `{name}` placeholders; numbers print as `String(n)` (`35`, `86.8`). */
export type InterpolationValues = Readonly<Record<string, string | number>>;

/** How {@link interpolate} treats a placeholder without a value. */
export interface InterpolateOptions {
  /**
   * - `'throw'` (default): throw, so a string shipped with a forgotten value fails loudly (at
   *   build time for pages);
   * - `'keep'`: leave the placeholder as written (`{name}`), for strings filled in the browser
   *   where showing the raw placeholder is better than breaking the island.
   */
  missing?: 'throw' | 'keep';
  /** Names the template in the error message, e.g. `UI string "nav.home"`. */
  source?: string;
}

/**
 * Fills every `{name}` placeholder of `template` (`name`: letters, digits and `_`) with
 * `String(values[name])`. Text outside placeholders, and braces around anything else, stay as
 * they are. A placeholder has no value when `values` has no own property of that name or its
 * value is `undefined`.
 *
 * @param template e.g. `'From {price} per day'`
 * @param values e.g. `{ price: '€35' }`
 * @param options what to do with a placeholder that has no value (default: throw)
 * @returns the filled text, e.g. `'From €35 per day'`
 * @throws Error `Missing value {name}` (plus ` for ${source}` when `source` is given) when a
 *   placeholder has no value and `missing` is `'throw'`
 */
export function interpolate(
  template: string,
  values: InterpolationValues = {},
  options: InterpolateOptions = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value !== undefined) return String(value);
    if (options.missing === 'keep') return whole;
    throw new Error(`Missing value {${name}}${options.source ? ` for ${options.source}` : ''}`);
  });
}
