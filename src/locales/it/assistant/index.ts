/** Marcia AI in Italian: the language pack (words, ICU templates, names and chips). */
import { languageTexts } from '../../../lib/assistant/lang/texts';
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
  texts: languageTexts('it', itMessages, itNames, itChips),
};
