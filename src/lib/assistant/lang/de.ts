/** Marcia AI in German (issue 8): its own chunk, loaded with `loadAssistantLanguage('de')`. */
import { deTexts } from './de.texts';
import { deWords } from './de.words';
import type { AssistantLanguage } from './types';

/** German. */
export const de: AssistantLanguage = { lang: 'de', words: deWords, texts: deTexts };
