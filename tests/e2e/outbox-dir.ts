import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The contact outbox folder of the end-to-end run's server on `port` (its `CONTACT_DATA_DIR`):
 * a throw-away folder per server, so the tests' messages never reach the developer's `./data`,
 * and a test that reads the outbox (`npm run outbox`) reads the one of the server it talked to
 * (`E2E_PORT`, started by `playwright.config.ts`).
 *
 * @param port the port of the test's `baseURL`
 */
export function outboxDirFor(port: number | string): string {
  return join(tmpdir(), `paros-e2e-outbox-${port}`);
}

/** A stored message as `npm run outbox -- all --json` prints it: the fields the tests read. */
export interface StoredMessage {
  email: string;
  vehicleType: string;
  message: string;
  name: string;
}

/**
 * The messages from `email` in the file outbox at `dir` (`server/outbox.mjs all --json`, the
 * latest 500, with Supabase switched off so the file store is read).
 *
 * @param dir the outbox folder (a server's `CONTACT_DATA_DIR`)
 * @param email the visitor's address
 */
export function storedMessages(dir: string, email: string): StoredMessage[] {
  const out = execFileSync(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      'server/outbox.mjs',
      'all',
      '--json',
      '--limit',
      '500',
    ],
    {
      env: {
        ...process.env,
        CONTACT_DATA_DIR: dir,
        PUBLIC_SUPABASE_URL: '',
        SUPABASE_SERVICE_ROLE_KEY: '',
      },
      encoding: 'utf8',
    },
  );
  return (JSON.parse(out) as StoredMessage[]).filter((m) => m.email === email);
}

/**
 * An e-mail address no other test or run uses, so that {@link storedMessages} finds exactly this
 * test's messages in a shared outbox.
 *
 * @param tag what the test is about, for a reader of the outbox (`ferry`, `server.down` …)
 */
export function uniqueEmail(tag: string): string {
  return `anna.${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}
