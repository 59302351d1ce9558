/** Marcia AI in English, always loaded (English keywords are understood on every page): the language pack. */
import { languagePack } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { enChips, enMessages, enNames } from './messages';
import { enWords } from './words';

/** English. */
export const pack: AssistantLanguage = languagePack({
  lang: 'en',
  words: enWords,
  messages: enMessages,
  names: enNames,
  chips: enChips,
});
