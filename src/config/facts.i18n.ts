/**
 * The wording of the text-valued facts in each language (docs/requirements.md, "Five languages";
 * docs/architecture.md, "Languages"): each language's own in `src/locales/<code>/facts.ts`,
 * English included. Figures stay in `facts.ts` and are shared by every language; only the facts
 * whose value is words (`'non-refundable'`, `'2-4 hours'`, `'March 2023'`) are worded per
 * language, so that content and UI strings quoting them (`{{cancellation.terms}}`) read naturally
 * in each language.
 *
 * {@link factsFor} merges a language's wording over the figures.
 */
import type { Lang } from '../locales';
import type { FactWording } from './fact-wording';
import { facts, factsWith, type Facts } from './facts';

/**
 * The wordings found in the language folders: `src/locales/<code>/facts.ts`. Outside Vite
 * (Playwright specs importing a language pack for its greeting and chips) there is no
 * `import.meta.glob`, and {@link factsFor} gives the English facts.
 */
const found: Record<string, FactWording> = import.meta.env
  ? import.meta.glob<FactWording>('../locales/*/facts.ts', { eager: true, import: 'wording' })
  : {};

/** The wording of each language that rewords the facts, by language code. */
const factWording: ReadonlyMap<Lang, FactWording> = new Map(
  Object.entries(found).map(([path, wording]) => [path.split('/')[2] ?? '', wording]),
);

/**
 * The facts with a language's wording of the text-valued ones (`src/locales/<code>/facts.ts`
 * over the figures of `facts.ts`). Outside Vite, or for a language without a wording file: the
 * English {@link facts}.
 */
export function factsFor(lang: Lang): Facts {
  const wording = factWording.get(lang);
  return wording ? factsWith(wording) : facts;
}

/**
 * A language's spelling of the business address parts (`FactWording.address`): empty when the
 * language writes the address as configured (English, and every language without the entry).
 */
export function addressNamesFor(lang: Lang): Readonly<Record<string, string>> {
  return factWording.get(lang)?.address ?? {};
}
