/**
 * Marcia's messages as ICU MessageFormat templates (issue "Marcia 2", part D): the engine picks a
 * message id and its parameters; each language pack supplies the template of every id
 * (`src/locales/<code>/assistant/messages.ts`), rendered by the site's one ICU renderer
 * (`src/i18n/message.ts`, `intl-messageformat`).
 *
 * Figures are formatted with the same `Intl` formatters as the pages (`src/i18n/format.ts`):
 * `{price, number, eur}` is `formatEur` (`€35` in English, `35 €` in French, German and Italian,
 * cents only when the amount has them); other numbers use the language's number locale.
 */
import { formatMessage, type MessageValues } from '../../i18n/message';
import type { Lang } from '../../i18n/routing';

/** The parameters of one message, by name: texts, numbers, or booleans for `select`. */
export type MessageParams = MessageValues;

/**
 * Renders one ICU MessageFormat template of a language.
 *
 * @param lang the language whose number and plural rules apply
 * @param id the message id (for the error message)
 * @param template the language's template, e.g. `'Scooters start at {price, number, eur}/day.'`
 * @param params the values the template names; booleans become `'true'` / `'false'` for `select`
 * @throws Error naming the id when the template is malformed or a parameter is missing
 */
export function renderMessage(
  lang: Lang,
  id: string,
  template: string,
  params: MessageParams = {},
): string {
  return formatMessage(template, params, { lang, source: `Marcia AI: message "${id}"` });
}
