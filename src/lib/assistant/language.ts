/**
 * The languages of Marcia AI (docs/requirements.md, "Five languages"): English is bundled with the
 * engine; French, German and Italian are separate chunks loaded on demand with {@link
 * loadAssistantLanguage} (the chat panel awaits the page language before it shows the greeting).
 * The engine reads a loaded language synchronously with {@link assistantLanguage}.
 */
import { defaultLang, type Lang } from '../../locales';
import { pack as en } from '../../locales/en/assistant';
import type { AssistantLanguage } from './lang/types';
import { packs } from './packs';

export type { AssistantLanguage } from './lang/types';

const loaded = new Map<Lang, AssistantLanguage>([[defaultLang, en]]);

/** One dynamic `import()` per language (registered in `packs.ts`), so each is its own chunk. */
const importers = packs;

/**
 * Loads a language's texts and keywords (once; later calls return the same object).
 *
 * @param lang a site language; `en` resolves at once
 * @throws (rejects) when the chunk cannot be downloaded; a later call tries again
 */
export async function loadAssistantLanguage(lang: Lang): Promise<AssistantLanguage> {
  const have = loaded.get(lang);
  if (have) return have;
  const entry = importers.get(lang);
  if (!entry)
    throw new Error(`Marcia AI has no "${lang}" language pack (src/locales/${lang}/assistant/)`);
  const pack = await entry.load();
  loaded.set(lang, pack);
  return pack;
}

/** Whether {@link assistantLanguage} can return `lang` now. */
export function isAssistantLanguageLoaded(lang: Lang): boolean {
  return loaded.has(lang);
}

/**
 * A loaded language (English is always loaded).
 *
 * @param lang a site language (default `en`)
 * @throws Error when `lang` has not been loaded with {@link loadAssistantLanguage}
 */
export function assistantLanguage(lang: Lang = defaultLang): AssistantLanguage {
  const pack = loaded.get(lang);
  if (!pack)
    throw new Error(
      `Marcia AI: the "${lang}" language is not loaded; await loadAssistantLanguage('${lang}') first`,
    );
  return pack;
}
