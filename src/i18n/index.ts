/**
 * UI strings and formatting (docs/requirements.md, "Five languages"). `t(key, vars, lang)` looks up
 * a key in the language's dictionary and renders it as an ICU message (`./message.ts`,
 * `intl-messageformat`: `{name}` arguments, `plural`, `select`);
 * `useTranslations(Astro.currentLocale)` binds the page's language for Astro components. Every
 * dictionary satisfies {@link UiStrings}, so a key missing in one language fails the type check.
 */
import type { UiKey, UiStrings } from '../locales/en/ui';
import { formatDate, formatEur } from './format';
import { formatMessage, type MessageValues } from './message';
import { defaultLang, localizePath, toLang, type Lang } from './routing';

export { formatDate, formatEur };

export type { UiKey, UiStrings, Lang };
export {
  defaultLang,
  langs,
  localizePath,
  toLang,
  isLang,
  langFromPath,
  unlocalizePath,
  localeParams,
  localeParam,
} from './routing';

/** The dictionaries found in the language folders (`src/locales/<code>/ui.ts`, export `ui`). */
const found = import.meta.glob<UiStrings>('../locales/*/ui.ts', { eager: true, import: 'ui' });

/** The UI dictionary of every language, by code. */
export const languages: Readonly<Record<Lang, UiStrings>> = Object.fromEntries(
  Object.entries(found).map(([path, dict]) => [path.split('/')[2] ?? '', dict]),
);

/**
 * The UI dictionary of a language.
 *
 * @param lang a code of the registry; an unknown code gives the default language's dictionary
 */
export function dictionary(lang: Lang): UiStrings {
  return languages[lang] ?? (languages[defaultLang] as UiStrings);
}

/** Whether a string is a key of the dictionaries (for keys built from data, e.g. a blog category). */
export function isUiKey(key: string): key is UiKey {
  return key in dictionary(defaultLang);
}

/**
 * The translation helpers of one page language, for Astro components:
 * `const { t, lang, href } = useTranslations(Astro.currentLocale);`
 * - `t(key, vars)` — {@link t} in that language
 * - `href(path)` — a site path in that language (`/fleet` → `/fr/fleet`)
 * - `lang` — the language code
 */
export function useTranslations(locale: string | undefined | null) {
  const lang = toLang(locale);
  return {
    lang,
    t: (key: UiKey, vars: MessageValues = {}) => t(key, vars, lang),
    /** `t` for a key built from data (`blog.category.${category}`), or `fallback` when no such key exists. */
    tOr: (key: string, fallback: string) => (isUiKey(key) ? t(key, {}, lang) : fallback),
    href: (path: string) => localizePath(path, lang),
    formatEur: (amount: number | string) => formatEur(amount, lang),
    formatDate: (date: Date) => formatDate(date, lang),
  };
}

/**
 * Translates a UI key: the language's ICU message rendered with `vars`.
 *
 * @param key a key of the English dictionary
 * @param vars the message's arguments; in a simple argument (`{n}`) numbers print as they are
 * @param lang the page language (default: the default language)
 * @throws Error when an argument has no value, so a missing variable cannot ship silently
 *   (`UI string "key" (lang) could not be rendered: …`)
 */
export function t(key: UiKey, vars: MessageValues = {}, lang: Lang = defaultLang): string {
  return formatMessage(dictionary(lang)[key], vars, { lang, source: `UI string "${key}"` });
}

/**
 * The slice of a language's dictionary an island needs, with the keys of its English slice
 * (e.g. `sliceFor('fr', reservationEn)` → the French reservation strings), for passing as the
 * island's `strings` prop; English gives `undefined` (the island's built-in default).
 */
export function sliceFor<K extends UiKey>(
  lang: Lang,
  english: Readonly<Record<K, string>>,
): Record<K, string> | undefined {
  if (lang === defaultLang) return undefined;
  const dict = dictionary(lang);
  return Object.fromEntries(Object.keys(english).map((key) => [key, dict[key as K]])) as Record<
    K,
    string
  >;
}
