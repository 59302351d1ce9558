/**
 * The dialogue corpus (tests/fixtures/assistant-dialogues.ts; issue "Marcia keeps the thread"):
 * every multi-turn booking conversation is run through `respond` with the pinned instant; after
 * each turn the slots must be as expected, the reply must state what the turn expects, and every
 * figure of the reply must come from the facts, the settings, the fleet or the conversation
 * (`tests/fixtures/grounded.ts`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  initialContext,
  loadAssistantLanguage,
  respond,
  toIsoDate,
  toIsoDateRange,
  type ChatContext,
} from '../../src/lib/assistant';
import {
  assistantDialogues,
  dialogueNow,
  type Dialogue,
  type ExpectedSlots,
} from '../fixtures/assistant-dialogues';
import { ungroundedFigures } from '../fixtures/grounded';
import { embeddedFleet } from './fixtures';
import { langs, prefixedLangs } from '../../src/locales';

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

/** Non-breaking spaces (French typography) read as spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The slots of a context as the corpus writes them (dates as ISO days). */
function slotsOf(c: ChatContext): Required<{ [K in keyof ExpectedSlots]: unknown }> {
  const range = toIsoDateRange(c.pickupDate, c.returnDate, dialogueNow);
  return {
    name: c.name ?? null,
    email: c.email ?? null,
    phone: c.phone ?? null,
    pickup: c.pickupDate === undefined ? null : toIsoDate(c.pickupDate, dialogueNow),
    ret:
      c.returnDate === undefined
        ? null
        : (range?.returnDate ?? toIsoDate(c.returnDate, dialogueNow)),
    place: c.pickupLocation ?? null,
    people: c.passengers ?? null,
    vehicle: c.vehicle ?? null,
  };
}

describe('the dialogue corpus is the size the issue asks for', () => {
  it('at least 60 dialogues, 15 per language, each turn with slots and facts to check', () => {
    expect(assistantDialogues.length).toBeGreaterThanOrEqual(60);
    for (const lang of langs)
      expect(assistantDialogues.filter((x) => x.lang === lang).length, lang).toBeGreaterThanOrEqual(
        15,
      );
    for (const x of assistantDialogues)
      for (const turn of x.turns) expect(turn.says.length, turn.message).toBeGreaterThan(0);
  });
});

describe.each(langs)('%s dialogues', (lang) => {
  it.each(
    assistantDialogues
      .filter((x) => x.lang === lang)
      .map((x) => [x.title, x] as [string, Dialogue]),
  )('%s', (_title, dialogue) => {
    let context = initialContext();
    const expected: Record<string, unknown> = slotsOf(context);
    dialogue.turns.forEach((turn, i) => {
      const r = respond(turn.message, context, embeddedFleet, { now: dialogueNow, lang });
      context = r.context;
      const where = `turn ${i + 1} "${turn.message}" → ${r.reply.content}`;
      expect(
        ungroundedFigures(r.reply.content, {
          messages: dialogue.turns.slice(0, i + 1).map((t) => t.message),
          context,
          lang,
          now: dialogueNow,
        }),
        where,
      ).toEqual([]);
      Object.assign(expected, turn.slots);
      expect(slotsOf(context), where).toEqual(expected);
      if (turn.intent) expect(r.intent, where).toBe(turn.intent);
      else expect(r.intent, where).not.toBe('fallback');
      for (const s of turn.says) {
        const content = plain(r.reply.content);
        const ok = typeof s === 'string' ? content.includes(plain(s)) : s.test(content);
        expect(ok, `${where}\nshould state ${String(s)}`).toBe(true);
      }
    });
  });
});
