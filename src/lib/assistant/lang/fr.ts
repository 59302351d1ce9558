/** Marcia AI in French (issue 8): its own chunk, loaded with `loadAssistantLanguage('fr')`. */
import { frTexts } from './fr.texts';
import { frWords } from './fr.words';
import type { AssistantLanguage } from './types';

/** French. */
export const fr: AssistantLanguage = { lang: 'fr', words: frWords, texts: frTexts };
