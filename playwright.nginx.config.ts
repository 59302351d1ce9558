import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * A subset of the end-to-end tests run once more against nginx in front of the Node service
 * (`scripts/nginx-serve.mjs`, the setup of `docs/deploy.md`): every route and the 404 page
 * (`pages.spec.ts`), the crawl and sitemap (`crawl.spec.ts`), the security headers and CSP in the
 * browser (`served.spec.ts`), the contact form end to end (`contact.spec.ts`) and the chat's
 * booking request, the part of the chat that talks to the server (`chat.spec.ts`, "chat booking
 * request"; the rest of the chat runs in the browser and is tested by the main run), at desktop
 * width. `npm test` runs it after the main run
 * (`npm run test:e2e:nginx`). Needs nginx (Debian: `apt-get install nginx`; `.ci/run` installs it):
 * without it the web server stops with that message and the run fails.
 */
const port = Number(process.env.E2E_NGINX_PORT ?? 4392);
const dist = process.env.E2E_DIST ?? 'dist';
/** The Node service's contact outbox behind nginx (read by the tests through `E2E_OUTBOX_DIR`). */
const outbox = join(tmpdir(), `paros-e2e-nginx-outbox-${port}`);
process.env.E2E_OUTBOX_DIR = outbox;

export default defineConfig({
  ...base,
  // Two workers (the main run has three): fewer browsers at once on a small runner; the run stays under 3 minutes.
  workers: 2,
  testMatch: [
    'pages.spec.ts',
    'crawl.spec.ts',
    'served.spec.ts',
    'contact.spec.ts',
    'chat.spec.ts',
  ],
  // Matched against the file name and the describe and test titles.
  grep: [/(pages|crawl|served|contact)\.spec\.ts/, /chat booking request/],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: (base.projects ?? [])
    .filter((p) => p.name === 'desktop')
    .map((p) => ({ ...p, name: 'desktop-nginx' })),
  webServer: {
    command: `node scripts/nginx-serve.mjs ${dist}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every test posts from 127.0.0.1: the per-client rate limit (10 per 10 minutes by default) would
    // answer 429 to the later ones. It has its own tests (tests/integration/contact.test.ts).
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTACT_DATA_DIR: outbox,
      CONTACT_RATE_LIMIT_POINTS: '100000',
    },
  },
});
