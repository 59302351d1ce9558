/**
 * Marcia's messages as ICU MessageFormat templates (docs/architecture.md, "Languages"): the engine
 * decides a {@link Message} — a message id and its parameters, chosen from the facts, the
 * conversation and the message's flags, without a language — and the language's pack renders it
 * here, in one place ({@link renderWith}, {@link render}). Each language pack supplies the
 * template of every id (`src/locales/<code>/assistant/messages.ts`), rendered by the site's one
 * ICU renderer (`src/i18n/message.ts`, `intl-messageformat`).
 *
 * A parameter is a value (text, number, boolean), a nested message, a list of parameters
 * (joined with `Intl.ListFormat`, or one bullet a line), or a word the language supplies: the
 * language's wording of a fact (`src/locales/<code>/facts.ts`), one of the pack's names, or a
 * month, weekday or language name from `Intl` (`calendarNames`).
 *
 * Figures are formatted with the same `Intl` formatters as the pages (`src/i18n/format.ts`):
 * `{price, number, eur}` is `formatEur` (`€35` in English, `35 €` in French, German and Italian,
 * cents only when the amount has them); other numbers use the language's number locale.
 */
import { factsFor } from '../../config/facts.i18n';
import type { PickupLocation } from '../../config/facts';
import { dateLocale, numberLocale } from '../../i18n/format';
import { formatMessage, type MessageValue } from '../../i18n/message';
import type { Lang } from '../../i18n/routing';
import { bullets, calendarNames, numericDay, type ExampleDay } from './lang/shared';
import type { MessageId, Messages, Names } from './lang/types';

/** A word the language supplies, named without a language. */
export type MessageWord =
  /** The language's wording of a text-valued fact, by its path in the facts (`'rental.fuelPolicy'`). */
  | { readonly fact: string }
  /** One of the pack's names (`Names`) that is a text. */
  | { readonly name: 'depositCards' | 'mileage' | 'foreignPhone' }
  /** A pickup point as the pack names it, by its `facts.pickupLocations` id. */
  | { readonly pickup: PickupLocation['id'] }
  /** A month name (1 = January) as it stands after a day number, from `Intl`. */
  | { readonly month: number }
  /** A weekday name (0 = Sunday), from `Intl`. */
  | { readonly weekday: number }
  /** A language's name from its ISO 639-1 code (`EN`), from `Intl.DisplayNames`. */
  | { readonly language: string }
  /** A calendar day written with numbers, day first, with the pack's `dateSeparator`. */
  | { readonly numericDay: ExampleDay };

/**
 * Several parameters as one: `and` joins them with `Intl.ListFormat` (conjunction) in the
 * language's number locale (`A, B and C`), `bullets` writes one `• item` a line.
 */
export interface MessageList {
  readonly list: readonly MessageArg[];
  readonly style?: 'and' | 'bullets';
}

/** One parameter of a {@link Message}. */
export type MessageArg = MessageValue | Message | MessageList | MessageWord;

/** The parameters of one message, by the names its template uses. */
export type MessageArgs = Readonly<Record<string, MessageArg>>;

/**
 * What Marcia says, without a language: the id of a template every pack has and its parameters.
 * Rendered by {@link renderWith} / {@link render}.
 */
export interface Message {
  readonly id: MessageId;
  readonly params?: MessageArgs;
}

/** Shorthand for a {@link Message}. */
export function msg(id: MessageId, params?: MessageArgs): Message {
  return params ? { id, params } : { id };
}

/** What rendering needs of a language pack: its code, templates and names. */
export interface RenderPack {
  lang: Lang;
  messages: Messages;
  names: Names;
}

function isMessage(a: object): a is Message {
  return 'id' in a;
}

function factWording(lang: Lang, path: string): string {
  let node: unknown = factsFor(lang);
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') throw new Error(`Marcia AI: "${path}" is not a worded fact`);
  return node;
}

function word(pack: RenderPack, w: MessageWord): string {
  const calendar = () => calendarNames(dateLocale(pack.lang));
  if ('fact' in w) return factWording(pack.lang, w.fact);
  if ('name' in w) return pack.names[w.name];
  if ('pickup' in w) return pack.names.pickupLocations[w.pickup];
  if ('month' in w) return calendar().months[w.month - 1] ?? '';
  if ('weekday' in w) return calendar().weekdays[w.weekday] ?? '';
  if ('language' in w) return calendar().language(w.language);
  return numericDay(w.numericDay, pack.names.dateSeparator);
}

/**
 * Renders one parameter with a language pack: a value as it is, a nested message, a list or a
 * word as text.
 *
 * @throws Error as {@link renderWith}
 */
export function renderArg(pack: RenderPack, a: MessageArg): MessageValue {
  if (typeof a !== 'object') return a;
  if (isMessage(a)) return renderWith(pack, a);
  if ('list' in a) {
    const items = a.list.map((item) => String(renderArg(pack, item)));
    return a.style === 'bullets'
      ? bullets(items)
      : new Intl.ListFormat(numberLocale(pack.lang), { type: 'conjunction' }).format(items);
  }
  return word(pack, a);
}

/**
 * Renders a message with a language pack: nested messages, lists and words first, then the
 * pack's ICU template of the id.
 *
 * @param pack the language's code (number, plural and list rules), templates and names
 * @param message the id and parameters the engine chose
 * @throws Error naming the id when the template is malformed or names a missing parameter, or
 *   when a `fact` word is not a worded fact
 */
export function renderWith(pack: RenderPack, message: Message): string {
  const params: Record<string, MessageValue> = {};
  for (const [name, arg] of Object.entries(message.params ?? {}))
    params[name] = renderArg(pack, arg);
  return formatMessage(pack.messages[message.id], params, {
    lang: pack.lang,
    source: `Marcia AI: message "${message.id}"`,
  });
}
