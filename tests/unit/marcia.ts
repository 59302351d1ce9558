import type { Lang } from '../../src/i18n/routing';
import {
  initialContext,
  loadAssistantLanguage,
  respond,
  type ChatContext,
  type RespondResult,
} from '../../src/lib/assistant';
import { prefixedLangs } from '../../src/locales';
import { embeddedFleet } from './fixtures';

/** "Today" in Marcia's tests: Sunday 1 March 2026, noon UTC. */
export const now = new Date(Date.UTC(2026, 2, 1, 12));

/** Marcia's answer to one message, on the embedded fleet, today being {@link now}. */
export const ask = (
  text: string,
  lang: Lang = 'en',
  context: ChatContext = initialContext(),
): RespondResult => respond(text, context, embeddedFleet, { now, lang });

/** Messages one after the other in a language; the last result. */
export const talk = (lang: Lang, messages: readonly string[]): RespondResult => {
  let r = ask(messages[0]!, lang);
  for (const m of messages.slice(1)) r = ask(m, lang, r.context);
  return r;
};

/** Loads every site language's words (for a `beforeAll`). */
export const loadLanguages = (): Promise<unknown> =>
  Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
