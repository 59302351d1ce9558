/**
 * URL parsing that works in every supported browser (README, "Browser support": Safari 16.4 and
 * later). `URL.canParse` needs Safari 17 and `URL.parse` Safari 18: on iOS 16 calling either
 * throws a TypeError, so client code uses {@link parseUrl} instead.
 */

/**
 * `value` as a `URL` (resolved against `base` when given), or null when it is not a valid URL:
 * `new URL()` in a `try`, the fallback for `URL.parse`.
 */
export function parseUrl(value: string, base?: string | URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Whether `value` is a valid absolute URL (or relative to `base`): `URL.canParse` for Safari 16.4. */
export function canParseUrl(value: string, base?: string | URL): boolean {
  return parseUrl(value, base) !== null;
}
