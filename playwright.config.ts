import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/lib/test-browser.mjs';
import { desktopViewport, phoneViewport } from './tests/e2e/viewports';

/**
 * End-to-end tests against the production build served by the Node adapter
 * (`node scripts/serve.mjs dist`), in Debian's headless Chromium (`chromium-headless-shell`, never
 * downloaded; `scripts/lib/test-browser.mjs` says why that one and what it falls back to).
 * `npm test` builds first; `npm run test:e2e` expects `dist/` (or `$E2E_DIST`) to exist; `E2E_PORT`
 * chooses the port.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
const chromium = testBrowserPath();
/** Build directory to serve (another `--outDir` lets parallel work test its own build). */
const dist = process.env.E2E_DIST ?? 'dist';
/** The web server's contact outbox; tests that read it (`npm run outbox`) find it here. */
const outbox = join(tmpdir(), `paros-e2e-outbox-${port}`);
process.env.E2E_OUTBOX_DIR = outbox;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  // In CI also an HTML report (playwright-report/), which the workflow uploads when tests fail.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromium, args: ['--disable-quic', '--disable-gpu'] },
    trace: 'off',
    // The service worker (docs/offline.md) would answer requests itself, out of reach of the
    // tests' `page.route` mocks and with cached pages: blocked here, and tested in its own
    // contexts by tests/e2e/offline.spec.ts.
    serviceWorkers: 'block',
  },
  // Tests tagged @phone also run at phone width (where layout or touch input differs there:
  // docs/quality.md, "Test suite"); @phone-only run at phone width only.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: desktopViewport },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: phoneViewport }, grep: /@phone/ },
  ],
  webServer: {
    // scripts/serve.mjs: the adapter's handler plus the security headers and compression
    // (docs/requirements.md, "Speed, accessibility and security").
    command: `node scripts/serve.mjs ${dist}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Contact messages of the tests go to a throw-away outbox, not the developer's ./data.
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
