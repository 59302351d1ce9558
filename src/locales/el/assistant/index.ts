/** Marcia AI in Greek: the language pack (words, ICU templates, names and chips). */
import { languageTexts } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { elChips, elMessages, elNames } from './messages';
import { elWords } from './words';

/** Greek. */
export const pack: AssistantLanguage = {
  lang: 'el',
  words: elWords,
  messages: elMessages,
  names: elNames,
  chips: elChips,
  texts: languageTexts('el', elMessages, elNames, elChips),
};
