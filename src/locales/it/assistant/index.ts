/** Marcia AI in Italian: the language pack (words, ICU templates, names and chips). */
import { composeTexts } from '../../../lib/assistant/lang/compose';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { itChips, itMessages, itNames } from './messages';
import { itWords } from './words';

/** Italian. */
export const pack: AssistantLanguage = {
  lang: 'it',
  words: itWords,
  messages: itMessages,
  names: itNames,
  chips: itChips,
  texts: composeTexts('it', itMessages, itNames, itChips),
};
