/**
 * Which site language a message is written in, when it is not the page's (docs/assistant.md,
 * "Another language than the page's"): an Italian tourist on the English page types 'quanto costa
 * uno scooter al giorno?'. The chat then reads the message in that language too (this module and
 * the language's pack are loaded on demand during Marcia's typing delay) and answers in the page's
 * language, as every answer is (docs/requirements.md, "Five languages").
 */
import { defaultLang, langs, type Lang } from '../../locales';

/**
 * Every language's marker words (`src/locales/<code>/assistant/markers.ts`), in the registry's
 * order. Imported with this module only: the chat loads it on a visitor's message, during Marcia's
 * typing delay, not with its panel.
 */
const markerSets: ReadonlyMap<Lang, ReadonlySet<string>> = new Map(
  Object.entries(
    import.meta.glob<readonly string[]>('../../locales/*/assistant/markers.ts', {
      eager: true,
      import: 'markers',
    }),
  )
    .map(([path, words]): [Lang, ReadonlySet<string>] => [path.split('/')[3] ?? '', new Set(words)])
    .sort(([a], [b]) => langs.indexOf(a) - langs.indexOf(b)),
);

/**
 * The words of a message as the marker lists write them: lower case, accents and apostrophes
 * dropped ("c'est" → `cest`), split at anything else that is not a letter or digit. (A module of
 * its own, apart from the engine's `normaliseText`, so that loading it on a message loads nothing
 * the panel already has and changes none of the panel's chunks.)
 */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Fewest marker words that make a guess (one word, 'ciao' or 'merci', is no language). */
const MIN_MARKERS = 2;

/** How many of a message's words are marker words of each language. */
function scores(text: string): Map<Lang, number> {
  const words = wordsOf(text);
  return new Map(
    [...markerSets].map(([lang, markers]) => [lang, words.filter((w) => markers.has(w)).length]),
  );
}

/** True when most of a message's letters are Greek ('Combien pour aller à Νάουσα' is French). */
function mostlyGreek(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const greek = text.match(/\p{Script=Greek}/gu)?.length ?? 0;
  return greek >= 2 && greek * 2 > letters;
}

/**
 * The site language a message is written in: Greek for a message whose letters are mostly Greek;
 * else the language with the most words of its `markers.ts` (at least two, and more than any other
 * language, English included); null when no language stands out.
 *
 * @param text the visitor's message as typed
 * @returns a site language code, `en` included, or null
 */
export function guessLanguage(text: string): Lang | null {
  if (mostlyGreek(text) && markerSets.has('el')) return 'el';
  let best: Lang | null = null;
  let bestScore = 0;
  let tie = false;
  for (const [lang, score] of scores(text)) {
    if (score > bestScore) [best, bestScore, tie] = [lang, score, false];
    else if (score === bestScore) tie = true;
  }
  return best !== null && bestScore >= MIN_MARKERS && !tie ? best : null;
}

/**
 * The language a message is read in besides English and the page's: the guessed one
 * ({@link guessLanguage}) when it is neither and, for a message in Latin letters, has at least two
 * marker words more than the page's language ('ma le macchine sono automatiche?' on the Italian
 * page stays Italian); else none.
 *
 * @param text the visitor's message
 * @param page the page's language
 */
export function otherLanguage(text: string, page: Lang): Lang | undefined {
  const guessed = guessLanguage(text);
  if (guessed === null || guessed === page || guessed === defaultLang) return undefined;
  if (mostlyGreek(text)) return guessed;
  const score = scores(text);
  return (score.get(guessed) ?? 0) - (score.get(page) ?? 0) >= MIN_MARKERS ? guessed : undefined;
}
