/**
 * `{{path}}` placeholders in content strings, resolved against the business facts, so that
 * editors quote figures instead of retyping them (one source of truth, DESIGN.md conventions).
 *
 * Paths are dotted keys into {@link FactSource}, e.g. `{{prices.economy}}`,
 * `{{driveTimes.parikiaNaoussa}}`, `{{business.phone.display}}`, `{{ages.termsMinimum}}`,
 * `{{prices.economyModels.1}}`. Arrays of scalars print joined by ', '.
 */

/** Anything with nested plain objects, arrays, strings and numbers. */
export type FactSource = Record<string, unknown>;

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Looks up a dotted path.
 *
 * @throws Error `Unknown fact {{path}}` when the path does not lead to a string or a number
 *   (or to an array of them).
 */
export function lookupFact(source: FactSource, path: string): string {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in (value as object))) {
      throw new Error(`Unknown fact {{${path}}}`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'number' || typeof value === 'string') return formatFact(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string')) {
    return value.map((v) => formatFact(v as string | number)).join(', ');
  }
  throw new Error(`Unknown fact {{${path}}}: it is not a printable value`);
}

/** Numbers print without trailing zeros but keep cents when present (86.8 → 86.80). */
function formatFact(v: string | number): string {
  if (typeof v === 'string') return v;
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

/**
 * Replaces every `{{path}}` of `text`.
 *
 * @throws Error naming the first unknown path.
 */
export function interpolate(text: string, source: FactSource): string {
  return text.replace(TOKEN, (_, path: string) => lookupFact(source, path));
}
