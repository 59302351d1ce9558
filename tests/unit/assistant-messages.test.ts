/**
 * Rendering Marcia's language-free messages (`src/lib/assistant/messages.ts`): the engine decides
 * `{ id, params }`; the pack renders nested messages, lists and the words a language supplies
 * (fact wording, the pack's names, `Intl` month, weekday and language names) in one place.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assistantLanguage, loadAssistantLanguage } from '../../src/lib/assistant';
import { renderArg, renderWith, msg } from '../../src/lib/assistant/messages';
import { bookingMessages } from '../../src/lib/assistant/booking-messages';
import { prefixedLangs } from '../../src/locales';

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

describe('renderWith', () => {
  it('renders a nested message inside a list, joined the language’s way', () => {
    const engines = { list: [msg('phrase.cc', { cc: 50 }), msg('phrase.cc', { cc: 125 })] };
    expect(renderArg(assistantLanguage('en'), engines)).toBe('50cc and 125cc');
    expect(renderArg(assistantLanguage('fr'), engines)).toBe('50 cm³ et 125 cm³');
  });

  it('writes a bullet list one item a line', () => {
    expect(renderArg(assistantLanguage('en'), { list: ['a', 'b'], style: 'bullets' })).toBe(
      '• a\n• b',
    );
  });

  it('takes month, weekday and language names from Intl and the pack’s names', () => {
    const de = assistantLanguage('de');
    expect(renderArg(de, { month: 7 })).toBe('Juli');
    expect(renderArg(de, { weekday: 0 })).toBe('Sonntag');
    expect(renderArg(de, { language: 'FR' })).toBe('Französisch');
    expect(renderArg(de, { numericDay: { year: 2026, month: 7, day: 5 } })).toBe('05.07.2026');
    expect(renderArg(de, { name: 'depositCards' })).toBe('Visa- oder Mastercard-Kreditkarte');
    expect(renderWith(assistantLanguage('en'), bookingMessages.day(2026, 8, 3, 1))).toBe(
      'Monday 3 August 2026',
    );
  });

  it('words a fact in the language of the pack, and refuses a path that is not a worded fact', () => {
    expect(renderArg(assistantLanguage('en'), { fact: 'cancellation.terms' })).toBe(
      'non-refundable',
    );
    expect(renderArg(assistantLanguage('de'), { fact: 'ferry.offPeak' })).toBe('stündlich');
    expect(() => renderArg(assistantLanguage('en'), { fact: 'prices.chat.scooter' })).toThrow(
      /not a worded fact/,
    );
  });

  it('names the message id when a parameter is missing', () => {
    expect(() => renderWith(assistantLanguage('en'), msg('phrase.cc'))).toThrow(/phrase\.cc/);
  });
});
