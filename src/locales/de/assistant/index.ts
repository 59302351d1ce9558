/** Marcia AI in German: the language pack (words, ICU templates, names and chips). */
import { languagePack } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { deChips, deMessages, deNames } from './messages';
import { deWords } from './words';

/** German. */
export const pack: AssistantLanguage = languagePack({
  lang: 'de',
  words: deWords,
  messages: deMessages,
  names: deNames,
  chips: deChips,
});
