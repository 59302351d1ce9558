/**
 * Grounded replies (issue "Marcia 2", part C): no reply text of any language writes a figure
 * literally. Every number Marcia says comes from `src/config/facts.ts`, from the business
 * settings (the phone number), from the conversation (an age, a date, a party size) or from the
 * booking dialogue's sample values (`examples` in `lang/shared.ts`), always as a parameter.
 *
 * 1. Static: every string and template-literal text in `src/locales/{code}/assistant/messages.ts` and `texts.ts`` is
 *    free of digits (vehicle names such as '4x4' excepted).
 * 2. Rendered: every reply of every language, rendered with sample inputs, contains only numbers
 *    that one of those sources gives.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import type { Lang } from '../../src/i18n/routing';
import { assistantLanguage, loadAssistantLanguage } from '../../src/lib/assistant';
import { examples, localPhoneDigits } from '../../src/lib/assistant/lang/shared';
import type {
  BookingTexts,
  Flag,
  LanguageTexts,
  ReplyInput,
} from '../../src/lib/assistant/lang/types';
import { flagNames, derivedFlags } from '../../src/lib/assistant/lang/types';
import type { AssistantContact, ChatContext } from '../../src/lib/assistant';
import { embeddedFleet } from './fixtures';
import { langs, prefixedLangs } from '../../src/locales';

const langDir = 'src/locales';
/** Names that contain a digit but are not figures. */
const NAMES = /\b4x4\b/gi;
/**
 * Properties that hold sample values, not figures of the business: a pack's foreign phone
 * number shown as an example (`names.foreignPhone`).
 */
const SAMPLE_KEYS = new Set(['foreignPhone']);

/** The text pieces of a TypeScript source that hold digits: `file:line: text`. */
function literalDigits(file: string, source: string): string[] {
  const src = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      text = node.text;
    const isModulePath =
      node.parent &&
      (ts.isImportDeclaration(node.parent) ||
        ts.isExportDeclaration(node.parent) ||
        ts.isExternalModuleReference(node.parent));
    const isSample =
      node.parent &&
      ts.isPropertyAssignment(node.parent) &&
      SAMPLE_KEYS.has(node.parent.name.getText(src));
    // A dictionary key (`reservationFr['reservation.pickup.18']`) names an entry, it is not text.
    const isKey =
      node.parent &&
      ts.isElementAccessExpression(node.parent) &&
      node.parent.argumentExpression === node;
    if (
      text !== undefined &&
      !isModulePath &&
      !isSample &&
      !isKey &&
      /\d/.test(text.replace(NAMES, ''))
    ) {
      found.push(`${file}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

/** Every language pack's reply files: its ICU templates (and a `texts.ts`, should a pack keep replies outside templates). */
const packs = readdirSync(langDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(langDir, d.name, 'assistant')))
  .map((d) => d.name);
const textFiles = packs
  .flatMap((code) => ['messages.ts', 'texts.ts'].map((f) => `${code}/assistant/${f}`))
  .filter((f) => existsSync(join(langDir, f)));

describe('no reply text writes a figure literally', () => {
  it('the scan finds a literal figure, and not a parameter', () => {
    expect(
      literalDigits('sample.ts', 'const a = `book ${n} days ahead`; const b = "30 days ahead";'),
    ).toEqual(['sample.ts:1: 30 days ahead']);
    expect(
      literalDigits(
        'sample.ts',
        'const a = `from ${P.economy}/day`; const b = `${d}er`; const c = { foreignPhone: "+44 7700 900123" };',
      ),
    ).toEqual([]);
    expect(literalDigits('sample.ts', "const m = { 'note.x': 'free up to 48 hours' };")).toEqual([
      'sample.ts:1: free up to 48 hours',
    ]);
    expect(literalDigits('sample.ts', "const n = { 18: dict['reservation.pickup.18'] };")).toEqual(
      [],
    );
  });

  it('every language pack has its templates', () => {
    expect(packs.sort()).toEqual([...langs].sort());
    for (const code of packs) expect(textFiles, code).toContain(`${code}/assistant/messages.ts`);
  });

  it.each(textFiles)('%s: no digits in any string or template text', (file) => {
    expect(literalDigits(file, readFileSync(join(langDir, file), 'utf8'))).toEqual([]);
  });
});

/** Every run of digits in a value, recursively (`'2-4 hours'` → 2, 4; `14.88` → 14, 88). */
function digitRuns(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'number' || typeof value === 'string')
    for (const m of String(value).matchAll(/\d+/g)) out.add(String(Number(m[0])));
  else if (Array.isArray(value)) for (const v of value) digitRuns(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) digitRuns(v, out);
  return out;
}

const contact: AssistantContact = { phone: '+30 22840 00000', email: 'info@paros-rentals.example' };
/** What the rendered replies get from the conversation. */
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
const maxSeats = Math.max(...embeddedFleet.map((v) => v.seats));

/** Numbers a reply may say: facts, settings, the conversation, the samples (and each pack's foreign phone sample). */
const sources = [
  facts,
  contact,
  examples,
  localPhoneDigits,
  context,
  ages,
  Math.ceil(12 / maxSeats),
  day,
];

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

describe('every rendered reply says only numbers from the facts, the settings, the conversation or the samples', () => {
  beforeAll(async () => {
    await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
  });

  it.each(langs)('%s', (lang: Lang) => {
    const pack = assistantLanguage(lang);
    const texts = rendered(pack.texts);
    expect(texts.length).toBeGreaterThan(80);
    const allowed = digitRuns([sources, pack.names.foreignPhone]);
    const strays = texts.flatMap((t) =>
      [...t.replace(NAMES, '').matchAll(/\d+/g)]
        .map((m) => String(Number(m[0])))
        .filter((d) => !allowed.has(d))
        .map((d) => `${d} in: ${t}`),
    );
    expect(strays).toEqual([]);
  });
});
