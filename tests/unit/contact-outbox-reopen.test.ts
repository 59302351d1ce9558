/**
 * The SQLite outbox opens its file again after a write it may not make (audit 32b #4): a file
 * created by another user (`npm run outbox` run as root before the service) is opened read-only;
 * once its owner is fixed, the next message is stored without a restart. The read-only first
 * connection is given by the test (`connect`), as the operating system would give it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openSqliteOutbox, SqliteOutbox } from '../../src/lib/contact/server';

let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-reopen-'));
  await openSqliteOutbox(dir).close(); // the file exists, as `npm run outbox` left it
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('stores a message after a read-only connection, on a connection opened again', async () => {
  const opened: boolean[] = [];
  const store = new SqliteOutbox(join(dir, 'outbox.sqlite'), {
    connect: (file) => {
      opened.push(true);
      return new DatabaseSync(file, { readOnly: opened.length === 1 });
    },
  });
  const stored = await store.add({
    name: 'After Chown',
    email: 'a@example.com',
    phone: '',
    message: 'Subject: other\n\nstored after the owner was fixed',
    vehicleType: 'other',
  });
  expect(stored.replayed).toBe(false);
  expect(opened).toHaveLength(2);
  expect((await store.list()).map((m) => m.name)).toEqual(['After Chown']);
  await store.close();
});
