/**
 * A message in another site language than the page's (docs/assistant.md, "Another language than
 * the page's"): `guessLanguage` names it, and the engine reads it in that language and answers in
 * the page's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { initialContext, loadAssistantLanguage, respond } from '../../src/lib/assistant';
import { guessLanguage, otherLanguage } from '../../src/lib/assistant/guess';
import { prefixedLangs } from '../../src/locales';
import { embeddedFleet } from './fixtures';

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

describe('guessLanguage', () => {
  it.each([
    ['πόσο κάνει ένα αυτοκίνητο;', 'el'],
    ['έχετε αυτόματα;', 'el'],
    ['poso kanei to amaksi tin imera', 'el'],
    ['quanto costa uno scooter al giorno?', 'it'],
    ['posso pagare in contanti?', 'it'],
    ['serve la carta di credito?', 'it'],
    ['combien coûte un scooter par jour ?', 'fr'],
    ["c'est combien pour une voiture", 'fr'],
    ['was kostet ein Roller pro Tag?', 'de'],
    ['ich brauche ein Auto für eine Woche', 'de'],
    ['how much is a car per day', 'en'],
    ['how much per day for a car with the insurance', 'en'],
  ] as const)('%s → %s', (text, lang) => {
    expect(guessLanguage(text)).toBe(lang);
  });

  it.each(['ciao', 'merci', 'Marco Rossi, marco@rossi.it', '6944556677', 'ok', 'Jimny?'])(
    'too little to tell: %s',
    (text) => {
      expect(guessLanguage(text)).toBeNull();
    },
  );

  it('the other language is read only when it is neither the page’s nor English', () => {
    expect(otherLanguage('quanto costa uno scooter al giorno?', 'en')).toBe('it');
    expect(otherLanguage('quanto costa uno scooter al giorno?', 'it')).toBeUndefined();
    expect(otherLanguage('how much is a car per day', 'fr')).toBeUndefined();
  });

  it.each([
    ['ma le macchine sono automatiche?', 'it'],
    ['le auto sono disponibili qui?', 'it'],
    ['il arrive mi-juillet, il faut un siège bébé', 'fr'],
    ['Combien pour aller à Νάουσα en voiture ?', 'fr'],
    ['Wie weit ist es nach Λεύκες mit dem Roller?', 'de'],
  ] as const)('the page’s own language is kept: %s on the %s page', (text, page) => {
    expect(otherLanguage(text, page)).toBeUndefined();
  });
});

describe('a message in another site language is understood and answered in the page’s', () => {
  const now = new Date(Date.UTC(2026, 2, 1, 12));
  const onEnglishPage = (text: string) => {
    const readAs = otherLanguage(text, 'en');
    return respond(text, initialContext(), embeddedFleet, {
      now,
      lang: 'en',
      ...(readAs ? { readAs } : {}),
    });
  };

  it.each([
    ['posso pagare in contanti?', 'payment', 'deposit'],
    ['πόσο κάνει ένα σκούτερ;', 'scooters', '€25'],
    ['combien coûte un scooter par jour ?', 'scooters', '€25'],
    ['was kostet ein Roller pro Tag?', 'scooters', '€25'],
  ] as const)('%s → %s, in English', (text, intent, words) => {
    const r = onEnglishPage(text);
    expect(r.intent).toBe(intent);
    expect(r.reply.content).toContain(words);
  });

  it('a booking asked for in Greek on the English page starts the dialogue in English', () => {
    const r = onEnglishPage('θέλω να κλείσω αυτοκίνητο');
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.reply.content).toContain("What's your name?");
  });

  it('without the other language read, the same message is not understood', () => {
    const r = respond('posso pagare in contanti?', initialContext(), embeddedFleet, {
      now,
      lang: 'en',
    });
    expect(r.intent).not.toBe('payment');
  });
});
