/** Marcia AI in French: the language pack (words, ICU templates, names and chips). */
import { languageTexts } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { frChips, frMessages, frNames } from './messages';
import { frWords } from './words';

/** French. */
export const pack: AssistantLanguage = {
  lang: 'fr',
  words: frWords,
  messages: frMessages,
  names: frNames,
  chips: frChips,
  texts: languageTexts('fr', frMessages, frNames, frChips),
};
