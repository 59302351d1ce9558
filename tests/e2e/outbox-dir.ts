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
