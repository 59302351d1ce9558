/**
 * The measured corpus (tests/fixtures/assistant-corpus.ts): every tourist message gets the
 * expected intent and states the expected facts, and every figure of the reply comes from the
 * facts, the settings, the fleet or the message (`tests/fixtures/grounded.ts`). `npm run bench:assistant` prints the pass
 * rate per language and the latency of `respond` over the same corpus.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { initialContext, loadAssistantLanguage, respond } from '../../src/lib/assistant';
import { assistantCorpus, type CorpusEntry } from '../fixtures/assistant-corpus';
import { checkCorpusEntry } from '../fixtures/assistant-corpus-check';
import { ungroundedFigures } from '../fixtures/grounded';
import { embeddedFleet } from './fixtures';
import { langs, prefixedLangs } from '../../src/locales';

const now = new Date(Date.UTC(2026, 2, 1, 12));

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

describe('the corpus is the size the issue asks for', () => {
  it('at least 300 messages, at least 60 per language, each with something to check', () => {
    expect(assistantCorpus.length).toBeGreaterThanOrEqual(300);
    for (const lang of langs)
      expect(assistantCorpus.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(
        60,
      );
    for (const c of assistantCorpus)
      expect(c.intent !== undefined || (c.says?.length ?? 0) > 0, c.message).toBe(true);
  });

  it('no message twice', () => {
    const keys = assistantCorpus.map((c) => `${c.lang}|${c.message}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(langs)('%s corpus', (lang) => {
  it.each(
    assistantCorpus
      .filter((c) => c.lang === lang)
      .map((c) => [c.message, c] as [string, CorpusEntry]),
  )('%s', (_message, entry) => {
    const r = respond(entry.message, initialContext(), embeddedFleet, { now, lang: entry.lang });
    expect(checkCorpusEntry(entry, r)).toEqual([]);
    expect(
      ungroundedFigures(r.reply.content, {
        messages: [entry.message],
        context: r.context,
        lang: entry.lang,
        now,
      }),
    ).toEqual([]);
  });
});
