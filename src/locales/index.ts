/**
 * The registry of the site's languages (docs/architecture.md, "Languages", "Adding a language"):
 * every folder `src/locales/<code>/` with a `locale.json` is a language, found with Vite's
 * `import.meta.glob`, so adding a folder adds the language to routing, the sitemap, the service
 * worker, analytics, the content check, the assistant and the tests, and no other file lists
 * language codes. Node scripts and `astro.config.mjs`, which Vite does not transform, read the
 * same folders with `./list.mjs` (a unit test checks that both agree).
 */
import { orderLocales, type Locale, type LocaleMeta } from './meta.ts';

export type { Locale, LocaleMeta } from './meta.ts';

/**
 * The same folders read with `fs`, for code that runs outside Vite (Playwright specs, scripts
 * loaded with jiti): there `import.meta.env` is undefined. In Vite builds this is dead code.
 */
function readFolders(): Record<string, LocaleMeta> {
  const fs = process.getBuiltinModule('node:fs');
  // Through a variable: Vite turns `new URL('./', import.meta.url)` into an asset, and put this
  // whole file, base64, into every browser bundle that imports the registry.
  const here = import.meta.url;
  const dir = new URL('./', here);
  return Object.fromEntries(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(new URL(`${d.name}/locale.json`, dir)))
      .map((d) => [
        `./${d.name}/locale.json`,
        JSON.parse(fs.readFileSync(new URL(`${d.name}/locale.json`, dir), 'utf8')) as LocaleMeta,
      ]),
  );
}

/**
 * The folders as Vite finds them. Outside Vite `import.meta.glob` does not exist, and some loaders
 * (jiti) define `import.meta.env` all the same, so a failed call falls back to {@link readFolders}.
 */
function globbed(): Record<string, LocaleMeta> {
  try {
    return import.meta.glob<LocaleMeta>('./*/locale.json', { eager: true, import: 'default' });
  } catch {
    return readFolders();
  }
}

const found: Record<string, LocaleMeta> = import.meta.env ? globbed() : readFolders();

/** Every language, in menu order (the default language first). */
export const locales: readonly Locale[] = orderLocales(
  Object.entries(found).map(([path, meta]) => ({ ...meta, code: path.split('/')[1] ?? '' })),
);

/**
 * A language code of the registry (`en`, `fr`, …). A plain string: the list is data, so values
 * that come from outside (a URL, `Astro.currentLocale`) are checked with `isLang`/`toLang`.
 */
export type Lang = string;

/** The codes of every language, in menu order. */
export const langs: readonly Lang[] = locales.map((l) => l.code);

/** The default language (unprefixed routes, `x-default`, content fallback). */
export const defaultLang: Lang = locales.find((l) => l.default)?.code ?? '';

/** The languages other than the default, in menu order (the URL prefixes). */
export const prefixedLangs: readonly Lang[] = langs.filter((l) => l !== defaultLang);

/**
 * The metadata of a language.
 *
 * @param lang a code of {@link langs}; anything else gives the default language's metadata
 */
export function localeOf(lang: Lang): Locale {
  return locales.find((l) => l.code === lang) ?? (locales.find((l) => l.default) as Locale);
}
