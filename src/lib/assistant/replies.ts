/**
 * What Marcia says (docs/requirements.md, "Chat panel", "Rules the chat states", "Error messages",
 * "Prices the chat states"): the greeting, the fallback and the topic replies of a language. The
 * texts are rendered from each language pack's ICU templates (`lang/{code}/messages.ts`,
 * composed by `lang/compose.ts` into `LanguageTexts`); this module picks the page language's.
 * Every public function takes the language: there are no English-only twins.
 */
import type { Lang } from '../../i18n/routing';
import type { Vehicle } from '../fleet';
import { assistantLanguage } from './language';
import type { Flag, LanguageTexts, ReplyInput, TopicIntent } from './lang/types';
import type { AssistantReply, ChatContext } from './types';

export type { ReplyInput, TopicIntent } from './lang/types';

/**
 * The texts of a loaded language.
 *
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function textsFor(lang: Lang): LanguageTexts {
  return assistantLanguage(lang).texts;
}

/**
 * The four greeting chips (docs/requirements.md, "Chat panel") in a language.
 *
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function greetingSuggestions(lang: Lang): readonly string[] {
  return textsFor(lang).greeting.suggestions;
}

/**
 * The fallback's first line, exactly as required (docs/requirements.md, "Error messages"), in a
 * language.
 *
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function fallbackText(lang: Lang): string {
  return textsFor(lang).fallback.text;
}

/**
 * The fallback's six suggestions, exactly as required (docs/requirements.md, "Error messages"),
 * in a language.
 *
 * @throws Error when `lang` is not loaded (see `loadAssistantLanguage`)
 */
export function fallbackSuggestions(lang: Lang): readonly string[] {
  return textsFor(lang).fallback.suggestions;
}

/**
 * A topic reply with its cards: the language's text, and the vehicles when there are any
 * (at most 3, chosen by the caller).
 */
export function topicReply(
  id: TopicIntent,
  input: ReplyInput,
  texts: LanguageTexts,
): AssistantReply {
  const { content, suggestions } = texts.topics[id](input);
  const reply: AssistantReply = { content, suggestions };
  if (input.vehicles.length > 0) reply.vehicles = [...input.vehicles] as Vehicle[];
  return reply;
}

/** The opening message (docs/requirements.md, "Chat panel"): who Marcia is, with the four chips. */
export function greetingReply(texts: LanguageTexts): AssistantReply {
  return { content: texts.greeting.content, suggestions: [...texts.greeting.suggestions] };
}

/**
 * The no-match answer (docs/requirements.md, "Error messages"): exactly the fixed sentence with the
 * six chips; when the message was a greeting, a thank-you or the visitor's name, a second line
 * answers it and says what to ask.
 *
 * @param newName true when this message gave the visitor's name
 * @param flags what the message's wording says (`hello`, `thanks`)
 */
export function fallbackReply(
  context: ChatContext,
  newName: boolean,
  flags: ReadonlySet<Flag>,
  texts: LanguageTexts,
): AssistantReply {
  const f = texts.fallback;
  const opener =
    newName && context.name
      ? f.niceToMeet(context.name)
      : flags.has('thanks')
        ? f.thanks
        : flags.has('hello')
          ? f.hello
          : '';
  return {
    content: opener ? `${f.text}\n${opener}${f.hint}` : f.text,
    suggestions: [...f.suggestions],
  };
}
