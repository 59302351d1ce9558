/** Marcia AI in English: always loaded (English keywords are understood on every page). */
import { enTexts } from './en.texts';
import { enWords } from './en.words';
import type { AssistantLanguage } from './types';

/** English. */
export const en: AssistantLanguage = { lang: 'en', words: enWords, texts: enTexts };
