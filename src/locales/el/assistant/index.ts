/** Marcia AI in Greek: the language pack (words, ICU templates, names and chips). */
import { languagePack } from '../../../lib/assistant/lang/texts';
import type { AssistantLanguage } from '../../../lib/assistant/lang/types';
import { elChips, elMessages, elNames } from './messages';
import { elAddress } from './vocative';
import { elWords } from './words';

/** Greek. */
export const pack: AssistantLanguage = languagePack({
  lang: 'el',
  words: elWords,
  messages: elMessages,
  names: elNames,
  chips: elChips,
  address: elAddress,
});
