/** Marcia AI in Italian: the language pack (words, ICU templates, names and chips). */
import { composeTexts } from '../compose';
import type { AssistantLanguage } from '../types';
import { itChips, itMessages, itNames } from './messages';
import { itWords } from './words';

/** Italian. */
export const it: AssistantLanguage = {
  lang: 'it',
  words: itWords,
  messages: itMessages,
  names: itNames,
  chips: itChips,
  texts: composeTexts('it', itMessages, itNames, itChips),
};
