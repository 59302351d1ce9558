/** Marcia AI in French: the language pack (words, ICU templates, names and chips). */
import { languagePack } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { frChips, frMessages, frNames } from './messages';
import { frWords } from './words';

/** French. */
export const pack: AssistantLanguage = languagePack({
  lang: 'fr',
  words: frWords,
  messages: frMessages,
  names: frNames,
  chips: frChips,
});
