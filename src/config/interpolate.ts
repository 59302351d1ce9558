/**
 * `{{path}}` placeholders in content strings, resolved against the business facts, so that
 * editors quote figures instead of retyping them (one source of truth).
 *
 * Paths are dotted keys into {@link FactSource}, e.g. `{{prices.economy}}`,
 * `{{driveTimes.parikiaNaoussa}}`, `{{business.phone.display}}`, `{{ages.termsMinimum}}`,
 * `{{prices.economyModels.1}}`. Arrays of scalars print joined by ', '.
 */

/** Anything with nested plain objects, arrays, strings and numbers. */
export type FactSource = Record<string, unknown>;

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g;

/** How facts print: the decimal separator (`.` in English, `,` in French, German and Italian). */
export interface FactFormat {
  decimalSeparator?: '.' | ',';
}

/**
 * Looks up a dotted path.
 *
 * @throws Error `Unknown fact {{path}}` when the path does not lead to a string or a number
 *   (or to an array of them).
 */
export function lookupFact(source: FactSource, path: string, format: FactFormat = {}): string {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in (value as object))) {
      throw new Error(`Unknown fact {{${path}}}`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'number' || typeof value === 'string') return formatFact(value, format);
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string')) {
    return value.map((v) => formatFact(v as string | number, format)).join(', ');
  }
  throw new Error(`Unknown fact {{${path}}}: it is not a printable value`);
}

/**
 * Numbers print without trailing zeros but keep cents when present (86.8 → 86.80); with a
 * decimal comma, numbers and decimal strings such as a `'4.9'` rating print `86,80`, `4,9`.
 */
function formatFact(v: string | number, { decimalSeparator = '.' }: FactFormat = {}): string {
  if (typeof v === 'string')
    return decimalSeparator === ',' && /^\d+\.\d+$/.test(v) ? v.replace('.', ',') : v;
  const text = Number.isInteger(v) ? String(v) : v.toFixed(2);
  return decimalSeparator === ',' ? text.replace('.', ',') : text;
}

/**
 * Replaces every `{{path}}` of `text`.
 *
 * @throws Error naming the first unknown path.
 */
export function interpolate(text: string, source: FactSource, format: FactFormat = {}): string {
  return text.replace(TOKEN, (_, path: string) => lookupFact(source, path, format));
}

/**
 * Replaces the placeholders of every string inside `data` (objects and arrays walked, other
 * values kept), e.g. a content entry before its schema runs.
 *
 * @throws Error naming the first unknown path.
 */
export function interpolateDeep<T>(data: T, source: FactSource, format: FactFormat = {}): T {
  if (typeof data === 'string') return interpolate(data, source, format) as T;
  if (Array.isArray(data)) return data.map((item) => interpolateDeep(item, source, format)) as T;
  if (data && typeof data === 'object') {
    // `price` fields are machine-read numbers (EUR per day): always a decimal point.
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        interpolateDeep(value, source, key === 'price' ? {} : format),
      ]),
    ) as T;
  }
  return data;
}
