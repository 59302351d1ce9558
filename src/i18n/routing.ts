/**
 * The site's languages and their URLs (docs/requirements.md, "Five languages", "What the site is
 * for": English, French, German and Italian). English keeps today's unprefixed routes; the others
 * live under `/fr`, `/de`, `/it` with the same route slugs. Pages are written once under
 * `src/pages/[...locale]/` and list {@link localeParams} in `getStaticPaths` (the rest parameter is
 * `undefined` for English).
 *
 * Pure functions, no Astro import: usable by pages, components, islands and tests.
 */

import { defaultLang, langs, localeOf, type Lang } from '../locales';

/**
 * Site languages, the default first, in menu order, from the registry (`src/locales/index.ts`:
 * one folder per language). `astro.config.mjs` reads the same folders with `src/locales/list.mjs`.
 */
export { defaultLang, langs, localeOf, type Lang };

/** The BCP 47 tag of a language, for `Intl`, `<html lang>` and `hreflang`. */
export function langTag(lang: Lang): string {
  return localeOf(lang).tag;
}

/** The Open Graph locale of a language (`og:locale`, `og:locale:alternate`). */
export function ogLocale(lang: Lang): string {
  return localeOf(lang).ogLocale;
}

/** Type guard for a language code. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (langs as readonly string[]).includes(value);
}

/** Reads `Astro.currentLocale` (or any string) as a site language; unknown values give English. */
export function toLang(value: string | undefined | null): Lang {
  return isLang(value) ? value : defaultLang;
}

/** The `[...locale]` route parameter of a language: `undefined` for English, else its code. */
export function localeParam(lang: Lang): string | undefined {
  return lang === defaultLang ? undefined : lang;
}

/** One entry per language for `getStaticPaths`: `{ locale }` params plus the language. */
export function localeParams(): { params: { locale: string | undefined }; lang: Lang }[] {
  return langs.map((lang) => ({ params: { locale: localeParam(lang) }, lang }));
}

/** The language of a URL path: `/fr/fleet` → `fr`; anything unprefixed → `en`. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split(/[/?#]/)[1];
  return isLang(first) && first !== defaultLang ? first : defaultLang;
}

/** A path without its language prefix: `/fr/fleet?x=1` → `/fleet?x=1`, `/fr` → `/`. */
export function unlocalizePath(path: string): string {
  const lang = langFromPath(path);
  if (lang === defaultLang) return path;
  const rest = path.slice(lang.length + 1);
  return rest === '' || rest[0] === '?' || rest[0] === '#' ? `/${rest}` : rest;
}

/** Paths that are the same in every language (files, the API, feeds of data). */
const shared =
  /^\/(images|api|fonts|_astro|favicon|fleet\.json|sitemap|robots\.txt|llms\.txt|apple-touch-icon|og-)/;

/**
 * A site path in a language: `localizePath('/fleet?category=suv', 'fr')` → `/fr/fleet?category=suv`,
 * `'/'` → `/fr`. External URLs, anchors, `mailto:`/`tel:` links and shared files (`/images/…`,
 * `/api/…`) are returned unchanged; a path already in a language is moved to `lang`.
 */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//') || shared.test(path)) return path;
  const base = unlocalizePath(path);
  if (lang === defaultLang) return base;
  if (base === '/') return `/${lang}`;
  if (base[0] !== '/') return `/${lang}${base}`;
  return base.startsWith('/?') || base.startsWith('/#')
    ? `/${lang}${base.slice(1)}`
    : `/${lang}${base}`;
}
