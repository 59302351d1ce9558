/**
 * Grounded replies (issue "Marcia 2", part C): every number Marcia says comes from
 * `src/config/facts.ts`, from the business settings (the phone number), from the fleet, from the
 * conversation (an age, a date, a party size) or from the booking dialogue's sample values, always
 * as a parameter, never written into a reply. The code is run, never read:
 *
 * - every reply `respond` (the public API) gives to the tourist corpus and the dialogue corpus is
 *   checked in those suites (`tests/unit/assistant-corpus.test.ts`,
 *   `tests/unit/assistant-dialogues.test.ts`, with `tests/fixtures/grounded.ts`);
 * - here, every reply text of every pack, loaded through the registry (each topic with no flag and
 *   with every flag, each note, each booking question, summary and answer), is rendered with
 *   sample inputs, so the texts the corpora do not reach are covered too. This needs a pack's
 *   texts and the dialogue's sample values (`assistantLanguage(lang).texts`, `lang/shared`,
 *   `lang/types`): the only internals the test uses.
 *
 * A figure written into a text shows up as a number no source gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import {
  type AssistantContact,
  assistantLanguage,
  type ChatContext,
  loadAssistantLanguage,
} from '../../src/lib/assistant';
import { examples, localPhoneDigits } from '../../src/lib/assistant/lang/shared';
import { renderWith } from '../../src/lib/assistant/messages';
import { quoteMessage } from '../../src/lib/assistant/quote';
import type {
  AssistantLanguage,
  BookingTexts,
  Flag,
  LanguageTexts,
  ReplyInput,
} from '../../src/lib/assistant/lang/types';
import { derivedFlags, flagNames } from '../../src/lib/assistant/lang/types';
import { langs, prefixedLangs } from '../../src/locales';
import { digitRuns, estimatesFor, strayFigures } from '../fixtures/grounded';
import { embeddedFleet } from './fixtures';

const contact: AssistantContact = { phone: '+30 22840 00000', email: 'info@paros-rentals.example' };
const maxSeats = Math.max(...embeddedFleet.map((v) => v.seats));

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
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
/** A national number from abroad the visitor typed without its country code (`reask.nationalPhone`). */
const typedPhone = '0151 22334455';
/** The conversation's instant for the estimate (`notes.quote`): 63 days before the sample pickup. */
const now = new Date(Date.UTC(2026, 5, 1, 9));
/** The calendar day given to `formatDay`. */
const day = { year: 2026, month: 8, day: 3, weekday: 1 };

/** Every text of a language rendered with the sample inputs. */
function rendered(pack: AssistantLanguage): string[] {
  const texts: LanguageTexts = pack.texts;
  /** The estimate (`quote.ts`), rendered in the pack's language; it must exist for the samples. */
  const estimate = (...args: Parameters<typeof quoteMessage>) => {
    const m = quoteMessage(...args);
    if (m === null) throw new Error(`no estimate for ${JSON.stringify(args.slice(0, 2))}`);
    return renderWith(pack, m);
  };
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
    n.dropOff('airport'),
    n.dropOff('port'),
  );
  const [named, other] = embeddedFleet;
  if (!named || !other) throw new Error('the embedded fleet has two vehicles');
  out.push(...embeddedFleet.map((v) => n.vehicle(v)));
  out.push(estimate(context, undefined, embeddedFleet, now, [named, other]));
  for (const [slot, about] of [
    [undefined, undefined],
    [undefined, 'cars'],
    ['scooter', undefined],
    [named.name, undefined],
  ] as const) {
    out.push(estimate(slot ? { ...context, vehicle: slot } : context, about, embeddedFleet, now));
  }
  const b: BookingTexts = texts.booking;
  out.push(
    b.askName,
    b.askEmail('Anna'),
    b.askEmail(undefined),
    b.askPhone,
    b.askDates,
    b.askReturn('3 August'),
    ...Object.values({ ...b.reask, nationalPhone: b.reask.nationalPhone(typedPhone) }),
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
    const texts = rendered(pack);
    expect(texts.length).toBeGreaterThan(80);
    const allowed = digitRuns([
      facts,
      contact,
      embeddedFleet,
      examples,
      localPhoneDigits,
      context,
      ages,
      typedPhone,
      Math.ceil(12 / maxSeats),
      day,
      pack.names.foreignPhone,
      estimatesFor(context, now),
    ]);
    expect(texts.flatMap((t) => strayFigures(t, allowed))).toEqual([]);
  });
});
