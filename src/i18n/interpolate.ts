/**
 * The small islands' ICU subset (docs/architecture.md, "One message format"): simple arguments
 * only (`{name}`), filled in the browser by the reservation widget, the contact form (and the
 * contact schema it validates with) and the fleet explorer. Every other string is rendered by
 * `intl-messageformat` (`./message.ts`): the pages' `t` at build time, the contact API, the chat.
 *
 * Why the islands do not ship the library (measured with esbuild, minified, gzip):
 * `intl-messageformat` with its parser is 11.9 KB, and its runtime with pre-parsed messages
 * (`formatToParts`, the parser aliased to `@formatjs/icu-messageformat-parser/no-parser`) still
 * 6.8 KB, against budgets of 3 KB (reservation widget), 4 KB (contact form) and 9 KB (fleet
 * explorer, 7.8 KB used) in `.size-limit.json`. So the strings these islands fill are restricted
 * to literal text and simple arguments, where this function and `formatMessage` give the same
 * text: `tests/unit/i18n-messages.test.ts` parses every such string of every language with the
 * ICU parser and checks both renderings agree. A string of theirs that needs a `plural` or a
 * `select` has to be rendered by the page (build time) or the island has to take the library.
 */

/** Values of simple arguments; numbers print as `String(n)` (`35`, `86.8`), as ICU prints them. */
export type InterpolationValues = Readonly<Record<string, string | number>>;

/**
 * Fills every simple argument `{name}` of an ICU message (`name`: letters, digits and `_`) with
 * `String(values[name])`. An argument without a value stays as written (`{name}`): in the browser,
 * showing the raw argument is better than breaking the island.
 *
 * @param message an ICU message of literal text and simple arguments, e.g. `'From {price} per day'`
 * @param values e.g. `{ price: '€35' }`
 * @returns the filled text, e.g. `'From €35 per day'`
 */
export function interpolate(message: string, values: InterpolationValues = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
