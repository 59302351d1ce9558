/**
 * The registry of Marcia's language packs (docs/assistant.md, "Language packs"), derived from the
 * language folders: every `src/locales/<code>/assistant/` is a pack. Its date words
 * (`dates.ts`, read by `dates.ts` of the engine on every page, so bundled with the engine) are
 * imported eagerly; the rest of the pack (`index.ts`, export `pack`) is its own chunk, loaded on
 * demand by `language.ts`. Adding a language adds nothing here.
 */
import { langs, type Lang } from '../../locales';
import type { AssistantLanguage, DateWords } from './lang/types';

/** A registered language pack: its date words and the loader of the whole pack. */
export interface PackEntry {
  dates: DateWords;
  load: () => Promise<AssistantLanguage>;
}

const dateWords = import.meta.glob<DateWords>('../../locales/*/assistant/dates.ts', {
  eager: true,
  import: 'dates',
});
const loaders = import.meta.glob<AssistantLanguage>('../../locales/*/assistant/index.ts', {
  import: 'pack',
});

/** The language code of a path `../../locales/<code>/assistant/…`. */
const codeOf = (path: string) => path.split('/')[3] ?? '';

/** Every language pack, by language code, in the registry's order (the default language first). */
export const packs: ReadonlyMap<Lang, PackEntry> = new Map(
  Object.entries(loaders)
    .map(([path, load]): [Lang, PackEntry] => {
      const dates = dateWords[path.replace(/index\.ts$/, 'dates.ts')];
      if (!dates) throw new Error(`${path}: the pack has no dates.ts exporting \`dates\``);
      return [codeOf(path), { dates, load }];
    })
    .sort(([a], [b]) => langs.indexOf(a) - langs.indexOf(b)),
);

/** The date words of every registered language. */
export const allDateWords: readonly DateWords[] = [...packs.values()].map((p) => p.dates);
