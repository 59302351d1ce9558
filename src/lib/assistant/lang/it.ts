/** Marcia AI in Italian (issue 8): its own chunk, loaded with `loadAssistantLanguage('it')`. */
import { itTexts } from './it.texts';
import { itWords } from './it.words';
import type { AssistantLanguage } from './types';

/** Italian. */
export const it: AssistantLanguage = { lang: 'it', words: itWords, texts: itTexts };
