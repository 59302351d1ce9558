/**
 * The languages for Playwright specs, which Vite does not transform: the registry's list (read
 * from the folders of `src/locales/`) and each language's UI dictionary and chat strings,
 * imported from its folder. No language code is written here.
 */
import type { ChatStrings } from '../../src/locales/en/chat';
import type { UiKey, UiStrings } from '../../src/locales/en/ui';
import { interpolate } from '../../src/i18n/interpolate';
import { defaultLang, langs, locales, prefixedLangs } from '../../src/locales/list.mjs';
import type { AssistantLanguage } from '../../src/lib/assistant/lang/types';

export { defaultLang, langs, prefixedLangs };
export { localizePath, type Lang } from '../../src/i18n/routing';

/** The UI dictionary of every language, by code. */
export const languages: Readonly<Record<string, UiStrings>> = Object.fromEntries(
  await Promise.all(
    langs.map(async (l) => [l, (await import(`../../src/locales/${l}/ui.ts`)).ui as UiStrings]),
  ),
);

/** The UI dictionary of a language. @throws Error for a code that is not in the registry */
export function dictionary(lang: string): UiStrings {
  const dict = languages[lang];
  if (!dict) throw new Error(`No language folder src/locales/${lang}/`);
  return dict;
}

/** A UI string in a language, placeholders filled (as `t` of `src/i18n`). */
export function t(key: UiKey, vars: Record<string, string | number> = {}, lang = defaultLang) {
  return interpolate(dictionary(lang)[key], vars, { source: `UI string "${key}"` });
}

/** A language's chat strings (`src/locales/<code>/chat.ts`). */
export async function chatStrings(lang: string): Promise<ChatStrings> {
  return (await import(`../../src/locales/${lang}/chat.ts`)).chat as ChatStrings;
}

/** A language's assistant pack (`src/locales/<code>/assistant/index.ts`). */
export async function assistantPack(lang: string): Promise<AssistantLanguage> {
  return (await import(`../../src/locales/${lang}/assistant/index.ts`)).pack as AssistantLanguage;
}

/** The booking engine's `lang` for a page language (`locale.json`, `bookingEngine`). */
export function bookingEngineOf(lang: string): string {
  return locales.find((l) => l.code === lang)?.bookingEngine ?? defaultLang;
}
