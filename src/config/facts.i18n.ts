/**
 * The wording of the text-valued facts in each language (docs/requirements.md, "Four languages";
 * docs/architecture.md, "Languages"): each language's own in `src/locales/<code>/facts.ts`. Figures stay in `facts.ts` and are shared by every language; only the facts whose
 * value is English words (`'non-refundable'`, `'2-4 hours'`, `'March 2023'`) get a translation
 * here, so that content and UI strings quoting them (`{{cancellation.terms}}`) read naturally in
 * each language.
 *
 * {@link factsFor} merges a language's wording over the English facts.
 */
import type { Lang } from '../locales';
import { facts, type Facts } from './facts';

/** The text-valued facts one language rewords. */
export interface FactWording {
  claims: {
    customers: string;
    languages: readonly string[];
    assistantResponse: string;
    assistantCost: string;
  };
  contactReply: { businessHours: string; outsideHours: string };
  cancellation: { terms: string };
  deposit: { home: string; cards: string };
  rental: { fuelPolicy: string; bookAheadSummer: string };
  ferry: { offPeak: string };
  terms: { issued: string; mileage: { islands: string } };
  /**
   * Optional: the language's spelling of the parts of the business address, keyed by the part as
   * the deploy settings write it (`PUBLIC_ADDRESS_STREET`, `PUBLIC_ADDRESS_LOCALITY`, and the
   * country's English name), e.g. `{ 'Antiparos Port': 'Λιμάνι Αντιπάρου' }`. A part not listed
   * prints as configured, so an address changed at deploy time shows as set until the language
   * spells it. Read by {@link addressNamesFor}; not a fact (no `{{address…}}` placeholder).
   */
  address?: Readonly<Record<string, string>>;
}

/**
 * The wordings found in the language folders: `src/locales/<code>/facts.ts`. Outside Vite
 * (Playwright specs importing a language pack for its greeting and chips) there is no
 * `import.meta.glob`, and the facts keep their English wording.
 */
const found: Record<string, FactWording> = import.meta.env
  ? import.meta.glob<FactWording>('../locales/*/facts.ts', { eager: true, import: 'wording' })
  : {};

/** The wording of each language that rewords the facts, by language code. */
const factWording: ReadonlyMap<Lang, FactWording> = new Map(
  Object.entries(found).map(([path, wording]) => [path.split('/')[2] ?? '', wording]),
);

function merge(base: unknown, over: unknown): unknown {
  if (Array.isArray(over) || over === null || typeof over !== 'object') return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out;
}

/** The facts with a language's wording of the text-valued ones (English: the facts as they are). */
export function factsFor(lang: Lang): Facts {
  const wording = factWording.get(lang);
  if (!wording) return facts;
  const { address: _spelling, ...text } = wording;
  return merge(facts, text) as Facts;
}

/**
 * A language's spelling of the business address parts (`FactWording.address`): empty when the
 * language writes the address as configured (English, and every language without the entry).
 */
export function addressNamesFor(lang: Lang): Readonly<Record<string, string>> {
  return factWording.get(lang)?.address ?? {};
}
