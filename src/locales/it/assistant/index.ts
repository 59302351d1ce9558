/** Marcia AI in Italian: the language pack (words, ICU templates, names and chips). */
import { languagePack } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { itChips, itMessages, itNames } from './messages';
import { itWords } from './words';

/** Italian. */
export const pack: AssistantLanguage = languagePack({
  lang: 'it',
  words: itWords,
  messages: itMessages,
  names: itNames,
  chips: itChips,
});
