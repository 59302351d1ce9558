/**
 * Which site language a message is written in, when it is not the page's (docs/assistant.md,
 * "Another language than the page's"): an Italian tourist on the English page types 'quanto costa
 * uno scooter al giorno?'. The chat then reads the message in that language too (this module and
 * the language's pack are loaded on demand during Marcia's typing delay) and answers in the page's
 * language, as every answer is (docs/requirements.md, "Four languages").
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

/**
 * The site language a message is written in: Greek for a message with Greek letters; else the
 * language with the most words of its `markers.ts` (at least two, and more than any other
 * language, English included); null when no language stands out.
 *
 * @param text the visitor's message as typed
 * @returns a site language code, `en` included, or null
 */
export function guessLanguage(text: string): Lang | null {
  if ((text.match(/\p{Script=Greek}/gu)?.length ?? 0) >= 2 && markerSets.has('el')) return 'el';
  const words = wordsOf(text);
  let best: Lang | null = null;
  let bestScore = 0;
  let tie = false;
  for (const [lang, markers] of markerSets) {
    const score = words.filter((w) => markers.has(w)).length;
    if (score > bestScore) [best, bestScore, tie] = [lang, score, false];
    else if (score === bestScore) tie = true;
  }
  return best !== null && bestScore >= MIN_MARKERS && !tie ? best : null;
}

/**
 * The language a message is read in besides English and the page's: the guessed one
 * ({@link guessLanguage}) when it is neither; else none.
 *
 * @param text the visitor's message
 * @param page the page's language
 */
export function otherLanguage(text: string, page: Lang): Lang | undefined {
  const guessed = guessLanguage(text);
  return guessed !== null && guessed !== page && guessed !== defaultLang ? guessed : undefined;
}
