/**
 * The metadata of one language (docs/architecture.md, "Languages"): what each folder
 * `src/locales/<code>/locale.json` holds. The folder name is the language's code and its URL
 * prefix (`/fr/...`); the registry (`./index.ts` for code built by Vite, `./list.mjs` for Node
 * scripts and the Astro config) derives the site's list of languages from these folders.
 */
export interface LocaleMeta {
  /** Position in the language menu, `hreflang` alternates and the sitemap (0 first). */
  order: number;
  /** True for exactly one language: the unprefixed routes, `x-default`, the fallback of content. */
  default: boolean;
  /** The language's own name, as the language menu shows it (`Français`). */
  name: string;
  /** BCP 47 tag for `<html lang>`, `hreflang` and RSS `<language>` (`fr`). */
  tag: string;
  /** `Intl` locale for numbers and prices (`fr-FR`; English uses `en-IE` for `€35`). */
  numberLocale: string;
  /** `Intl` locale for dates, weekday, month and list names (`fr-FR`). */
  dateLocale: string;
  /** Open Graph locale (`og:locale`, `og:locale:alternate`), e.g. `fr_FR`. */
  ogLocale: string;
  /**
   * The booking engine's `lang` for pages in this language: the language's own code when the
   * engine has it, else the code of the language the engine opens in instead (`en`).
   */
  bookingEngine: string;
}

/** A registered language: its metadata plus its code (the folder name). */
export interface Locale extends LocaleMeta {
  /** The folder name: the language code and URL prefix (`fr`). */
  code: string;
}

/**
 * Orders the languages found in the folders and checks them: the order of `order`, exactly one
 * `default`.
 *
 * @param found one entry per folder
 * @returns the languages in menu order
 * @throws Error when no language or more than one is marked `default`
 */
export function orderLocales(found: readonly Locale[]): readonly Locale[] {
  const sorted = [...found].sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
  const defaults = sorted.filter((l) => l.default);
  if (defaults.length !== 1)
    throw new Error(
      `src/locales: exactly one locale.json must have "default": true (found ${defaults.length})`,
    );
  return sorted;
}
