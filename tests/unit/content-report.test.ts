/**
 * Report mode of the content collections (`src/lib/content-report.ts`), which lets the content
 * check report every invalid entry in one run: without a report file the loader is unchanged; with
 * one, an entry whose parsing fails is recorded (collection, id, file, message) and deleted from
 * the store instead of stopping the load, and valid entries are stored as before.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportInvalidEntries, type InvalidEntryRecord } from '../../src/lib/content-report';

interface Entry {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
}

/** A loader like Astro's glob(): parses each entry, then stores it. */
function fakeLoader(entries: Entry[]) {
  return {
    name: 'fake',
    async load(context: {
      collection: string;
      parseData: (p: Entry) => Promise<Record<string, unknown>>;
      store: {
        set: (e: { id: string } & Record<string, unknown>) => unknown;
        delete: (id: string) => void;
      };
    }) {
      for (const entry of entries) {
        const data = await context.parseData(entry);
        context.store.set({ id: entry.id, data });
      }
    },
  };
}

/** A store and a parser that rejects entries without a title, as a schema would. */
function fakeContext() {
  const stored = new Map<string, unknown>();
  const deleted: string[] = [];
  return {
    stored,
    deleted,
    context: {
      collection: 'blog',
      parseData: async (p: Entry) => {
        if (typeof p.data.title !== 'string')
          throw new Error(
            `**blog → ${p.id}** data does not match collection schema.\n\n  **title**: Required\n`,
          );
        return { ...p.data, parsed: true };
      },
      store: {
        set: (e: { id: string } & Record<string, unknown>) => stored.set(e.id, e.data),
        delete: (id: string) => {
          deleted.push(id);
          stored.delete(id);
        },
      },
    },
  };
}

const entries: Entry[] = [
  { id: 'en/good', data: { title: 'Good' }, filePath: '/c/blog/en/good.md' },
  { id: 'fr/bad', data: { name: 'no title' }, filePath: '/c/blog/fr/bad.md' },
];
const dir = mkdtempSync(join(tmpdir(), 'content-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reportInvalidEntries', () => {
  it('returns the loader unchanged without a report file (a build stops on bad content)', async () => {
    const loader = fakeLoader(entries);
    expect(reportInvalidEntries(loader, '')).toBe(loader);
    const { context } = fakeContext();
    await expect(loader.load(context)).rejects.toThrow(/title\*\*: Required/);
  });

  it('records an invalid entry, leaves it out, and stores the valid ones', async () => {
    const report = join(dir, 'report.jsonl');
    const loader = reportInvalidEntries(fakeLoader(entries), report);
    expect(loader.name).toBe('fake');
    const { context, stored, deleted } = fakeContext();
    await loader.load(context);
    expect([...stored.keys()]).toEqual(['en/good']);
    expect(stored.get('en/good')).toEqual({ title: 'Good', parsed: true });
    expect(deleted).toEqual(['fr/bad']);
    const records = readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as InvalidEntryRecord);
    expect(records).toEqual([
      {
        collection: 'blog',
        id: 'fr/bad',
        file: '/c/blog/fr/bad.md',
        message: expect.stringContaining('**title**: Required'),
      },
    ]);
  });
});
