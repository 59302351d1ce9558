/**
 * The registry of Marcia's language packs: one line per language, its date words (read by
 * `dates.ts` on every page, so loaded with the engine) and the loader of the rest of the pack
 * (its own chunk, see `language.ts`). Adding a language is one folder, `lang/{code}/`, and one
 * line here (with its import).
 */
import type { Lang } from '../../i18n/routing';
import { deDates } from './lang/de/dates';
import { enDates } from './lang/en/dates';
import { frDates } from './lang/fr/dates';
import { itDates } from './lang/it/dates';
import type { AssistantLanguage, DateWords } from './lang/types';

/** A registered language pack: its date words and the loader of the whole pack. */
export interface PackEntry {
  dates: DateWords;
  load: () => Promise<AssistantLanguage>;
}

/** Every language pack, English first. */
export const packs: Readonly<Record<Lang, PackEntry>> = {
  en: { dates: enDates, load: () => import('./lang/en').then((m) => m.en) },
  fr: { dates: frDates, load: () => import('./lang/fr').then((m) => m.fr) },
  de: { dates: deDates, load: () => import('./lang/de').then((m) => m.de) },
  it: { dates: itDates, load: () => import('./lang/it').then((m) => m.it) },
};

/** The date words of every registered language, English first. */
export const allDateWords: readonly DateWords[] = Object.values(packs).map((p) => p.dates);
