/** Marcia AI in German: the language pack (words, ICU templates, names and chips). */
import { composeTexts } from '../compose';
import type { AssistantLanguage } from '../types';
import { deChips, deMessages, deNames } from './messages';
import { deWords } from './words';

/** German. */
export const de: AssistantLanguage = {
  lang: 'de',
  words: deWords,
  messages: deMessages,
  names: deNames,
  chips: deChips,
  texts: composeTexts('de', deMessages, deNames, deChips),
};
