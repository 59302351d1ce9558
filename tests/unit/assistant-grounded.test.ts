/**
 * Grounded replies (issue "Marcia 2", part C): every number Marcia says comes from
 * `src/config/facts.ts`, from the business settings (the phone number), from the fleet, from the
 * conversation (an age, a date, a party size) or from the booking dialogue's sample values, always
 * as a parameter, never written into a reply.
 *
 * The code is run, never read: the language packs are loaded through the registry and
 *
 * 1. every message of the tourist corpus and every turn of the dialogue corpus is answered by
 *    `respond` (the public API, `src/lib/assistant/index.ts`) in its language, and each figure of
 *    each reply must be one those sources give;
 * 2. every reply text of every pack (each topic with no flag and with every flag, each note, each
 *    booking question, summary and answer) is rendered with sample inputs and checked the same
 *    way, so the texts the corpora do not reach are covered too. This part needs a pack's texts
 *    and the dialogue's sample values (`assistantLanguage(lang).texts`, `lang/shared`,
 *    `lang/types`): the only internals the test uses.
 *
 * A figure written into a text shows up here as a number no source gives (a figure that equals a
 * fact by chance also changes nothing a visitor reads; `tests/unit/assistant-corpus.test.ts`
 * checks that the facts a reply must state are there).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import {
  type AssistantContact,
  assistantLanguage,
  type ChatContext,
  initialContext,
  loadAssistantLanguage,
  respond,
  toIsoDate,
} from '../../src/lib/assistant';
import { examples, localPhoneDigits } from '../../src/lib/assistant/lang/shared';
import type {
  BookingTexts,
  Flag,
  LanguageTexts,
  ReplyInput,
} from '../../src/lib/assistant/lang/types';
import { derivedFlags, flagNames } from '../../src/lib/assistant/lang/types';
import { langs, prefixedLangs } from '../../src/locales';
import { assistantCorpus } from '../fixtures/assistant-corpus';
import { assistantDialogues, dialogueNow } from '../fixtures/assistant-dialogues';
import { embeddedFleet } from './fixtures';

/** Names that contain a digit but are not figures. */
const NAMES = /\b4x4\b/gi;

/** Every run of digits in a value, recursively (`'2-4 hours'` → 2, 4; `14.88` → 14, 88). */
function digitRuns(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'number' || typeof value === 'string')
    for (const m of String(value).matchAll(/\d+/g)) out.add(String(Number(m[0])));
  else if (Array.isArray(value)) for (const v of value) digitRuns(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) digitRuns(v, out);
  return out;
}

/** The figures of a reply that `allowed` does not hold, each with the reply. */
function strays(reply: string, allowed: ReadonlySet<string>): string[] {
  return [...reply.replace(NAMES, '').matchAll(/\d+/g)]
    .map((m) => String(Number(m[0])))
    .filter((d) => !allowed.has(d))
    .map((d) => `${d} in: ${reply}`);
}

const contact: AssistantContact = { phone: '+30 22840 00000', email: 'info@paros-rentals.example' };
const maxSeats = Math.max(...embeddedFleet.map((v) => v.seats));

/** Numbers any reply may say: the facts, the settings, the fleet and the samples. */
const common = [facts, contact, embeddedFleet, examples, localPhoneDigits];

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

describe('every reply of respond says only numbers from the facts, the settings, the fleet or the conversation', () => {
  /** What the conversation gives after a turn: every message so far, the slots, their days. */
  function conversationFigures(messages: readonly string[], context: ChatContext): unknown[] {
    const days = [context.pickupDate, context.returnDate]
      .filter((d): d is string => d !== undefined)
      .map((d) => toIsoDate(d, dialogueNow));
    const nights =
      days[0] && days[1]
        ? Math.round((Date.parse(days[1]) - Date.parse(days[0])) / 86_400_000)
        : undefined;
    const party = context.passengers ? Math.ceil(context.passengers / maxSeats) : undefined;
    return [messages, context, days, nights, nights === undefined ? [] : nights + 1, party];
  }

  it.each(langs)('%s: the tourist corpus and the dialogue corpus', (lang) => {
    const conversations = [
      ...assistantCorpus.filter((e) => e.lang === lang).map((e) => [e.message]),
      ...assistantDialogues
        .filter((d) => d.lang === lang)
        .map((d) => d.turns.map((t) => t.message)),
    ];
    expect(conversations.length).toBeGreaterThan(20);
    const found: string[] = [];
    let replies = 0;
    for (const messages of conversations) {
      let context = initialContext();
      messages.forEach((message, i) => {
        const r = respond(message, context, embeddedFleet, { now: dialogueNow, lang, contact });
        context = r.context;
        replies++;
        const allowed = digitRuns([
          common,
          assistantLanguage(lang).names.foreignPhone,
          dialogueNow.getUTCFullYear(),
          conversationFigures(messages.slice(0, i + 1), context),
        ]);
        found.push(...strays(r.reply.content, allowed));
      });
    }
    expect(replies).toBeGreaterThan(50);
    expect([...new Set(found)]).toEqual([]);
  });
});

/** What the rendered texts get from the conversation. */
const context: ChatContext = {
  conversationStage: 'booking_dates',
  name: 'Anna',
  email: 'anna@example.com',
  phone: '6941234567',
  pickupDate: '3 August',
  returnDate: '10 August',
  passengers: 12,
  budget: 40,
  pickupLocation: 'airport',
};
const ages = [19, 23];
/** The calendar day given to `formatDay`. */
const day = { year: 2026, month: 8, day: 3, weekday: 1 };

/** Every text of a language rendered with the sample inputs. */
function rendered(texts: LanguageTexts): string[] {
  const flagSets: ReadonlySet<Flag>[] = [new Set(), new Set([...flagNames, ...derivedFlags])];
  const out: string[] = [];
  for (const flags of flagSets) {
    for (const vehicles of [[], embeddedFleet.slice(0, 3)]) {
      const input: ReplyInput = { context, vehicles, fleet: embeddedFleet, contact, flags };
      for (const topic of Object.values(texts.topics)) out.push(topic(input).content);
    }
  }
  out.push(
    texts.greeting.content,
    texts.fallback.text,
    texts.fallback.hint,
    texts.fallback.niceToMeet('Anna'),
  );
  const n = texts.notes;
  for (const age of ages) out.push(n.age(age, false), n.age(age, true));
  out.push(
    n.termsDecideAge,
    n.unknown(contact),
    n.otherCard,
    n.outOfHours(contact),
    n.datesNoted('3 August', '10 August'),
    n.bicycle,
    n.otherIsland,
  );
  const b: BookingTexts = texts.booking;
  out.push(
    b.askName,
    b.askEmail('Anna'),
    b.askEmail(undefined),
    b.askPhone,
    b.askDates,
    b.askReturn('3 August'),
    ...Object.values(b.reask),
    ...Object.values(b.reminder),
  );
  out.push(
    b.summary.title,
    b.summary.pickup('3 August', 'airport'),
    b.summary.passengers(12),
    b.summary.returnBeforePickup,
    b.summary.question,
  );
  out.push(
    b.formatDay(day.year, day.month, day.day, day.weekday),
    b.acknowledgement('Anna'),
    b.sent('Anna', 'anna@example.com', facts.contactReply.businessHours),
    b.cancelled,
    b.incomplete,
  );
  out.push(
    b.modifyWhat.content,
    b.modifyDone('dates'),
    b.modifyAsk(['dates'], 'dates'),
    b.modifyAsk(['name'], 'name'),
    b.modifyAsk(['phone'], 'phone'),
  );
  return out;
}

describe('every reply text of every pack, rendered, says only numbers from the facts, the settings, the conversation or the samples', () => {
  it.each(langs)('%s', (lang) => {
    const pack = assistantLanguage(lang);
    const texts = rendered(pack.texts);
    expect(texts.length).toBeGreaterThan(80);
    const allowed = digitRuns([
      common,
      context,
      ages,
      Math.ceil(12 / maxSeats),
      day,
      pack.names.foreignPhone,
    ]);
    expect(texts.flatMap((t) => strays(t, allowed))).toEqual([]);
  });
});
