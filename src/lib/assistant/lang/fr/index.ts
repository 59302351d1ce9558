/** Marcia AI in French: the language pack (words, ICU templates, names and chips). */
import { composeTexts } from '../compose';
import type { AssistantLanguage } from '../types';
import { frChips, frMessages, frNames } from './messages';
import { frWords } from './words';

/** French. */
export const fr: AssistantLanguage = {
  lang: 'fr',
  words: frWords,
  messages: frMessages,
  names: frNames,
  chips: frChips,
  texts: composeTexts('fr', frMessages, frNames, frChips),
};
