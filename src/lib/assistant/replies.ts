/**
 * What Marcia says (docs/requirements.md, "Chat panel", "Rules the chat states", "Error messages",
 * "Prices the chat states"): the greeting, the fallback and the topic replies of a language. The
 * engine decides each message without a language (`./topics.ts`: a template id and its
 * parameters) and the page language's pack renders it (`renderWith`, `./messages.ts`) with its
 * ICU templates (`src/locales/<code>/assistant/messages.ts`) and chips. Every public function
 * takes the language: there are no English-only twins.
 */
import type { Lang } from '../../i18n/routing';
import type { Vehicle } from '../fleet';
import { assistantLanguage } from './language';
import type { AssistantLanguage, Flag, LanguageTexts, ReplyInput, TopicIntent } from './lang/types';
import { msg, renderWith } from './messages';
import { showsAutomaticCars, topicMessage } from './topics';
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
 * A topic reply with its cards: the topic's message (`topicMessage`) rendered in the language, its
 * chips, and the vehicles when there are any (at most 3, chosen by the caller).
 */
export function topicReply(
  id: TopicIntent,
  input: ReplyInput,
  language: AssistantLanguage,
): AssistantReply {
  const chips = language.chips;
  const reply: AssistantReply = {
    content: renderWith(language, topicMessage(id, input)),
    suggestions: [
      ...(id === 'cars' && showsAutomaticCars(input) ? chips.carsAutomatic : chips.topics[id]),
    ],
  };
  if (input.vehicles.length > 0) reply.vehicles = [...input.vehicles] as Vehicle[];
  return reply;
}

/** The opening message (docs/requirements.md, "Chat panel"): who Marcia is, with the four chips. */
export function greetingReply(language: AssistantLanguage): AssistantReply {
  return {
    content: renderWith(language, msg('greeting')),
    suggestions: [...language.chips.greeting],
  };
}

/**
 * The no-match answer (docs/requirements.md, "Error messages"): exactly the fixed sentence with the
 * six chips; when the message was a greeting, a thank-you, a goodbye or the visitor's name, a
 * second line answers it and says what to ask (a goodbye: a farewell instead). A short message
 * that is only a greeting, a thank-you or a goodbye ('hi', 'thanks!', 'merci, au revoir') is
 * answered as such, without the fixed sentence: it asked for nothing that was not understood.
 *
 * @param newName true when this message gave the visitor's name
 * @param flags what the message's wording says (`hello`, `thanks`, `bye`)
 * @param social true when the message is short enough to be a greeting, thanks or goodbye alone
 */
export function fallbackReply(
  context: ChatContext,
  newName: boolean,
  flags: ReadonlySet<Flag>,
  language: AssistantLanguage,
  social = false,
): AssistantReply {
  const say = (m: Parameters<typeof renderWith>[1]) => renderWith(language, m);
  // The name as the visitor is addressed ('Χάρηκα πολύ, Γιώργο!' for 'Γιώργος').
  const opener =
    newName && context.name
      ? msg('fallback.niceToMeet', { name: language.address?.(context.name) ?? context.name })
      : flags.has('thanks')
        ? msg('fallback.thanks')
        : flags.has('hello')
          ? msg('fallback.hello')
          : undefined;
  const bye = flags.has('bye');
  const answer =
    opener || bye
      ? `${opener ? say(opener) : ''}${say(msg(bye ? 'fallback.bye' : 'fallback.hint'))}`
      : undefined;
  const text = say(msg('fallback.text'));
  const content = answer === undefined ? text : social && !newName ? answer : `${text}\n${answer}`;
  return { content, suggestions: [...language.chips.fallback] };
}
