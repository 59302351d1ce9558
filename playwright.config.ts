import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './tools/lib/test-browser.mjs';
import { outboxDirFor } from './tests/e2e/outbox-dir';
import { desktopViewport, phoneViewport } from './tests/e2e/viewports';

/**
 * End-to-end tests against the production build, in Debian's headless Chromium
 * (`chromium-headless-shell`, never downloaded; `tools/lib/test-browser.mjs` says why that one
 * and what it falls back to), served by the production server (`node server/serve.mjs dist`, port
 * `E2E_PORT`): every test at desktop width (`desktop`) and, for tests tagged @phone, at phone width
 * (`phone`). nginx in front of the same build applies the same policy (server/policy.mjs); what it
 * serves is checked once by the smoke suite `tests/integration/nginx-smoke.test.ts` (pages, the
 * 404, the API, the headers of each file kind compared with this server's), not by running these
 * tests a second time. `npm test` builds first; `npm run test:e2e` expects `dist/` (or `$E2E_DIST`)
 * to exist.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
const chromium = testBrowserPath();
/** Build directory to serve (another `--outDir` lets parallel work test its own build). */
const dist = process.env.E2E_DIST ?? 'dist';

/**
 * A test server: `command` serving the build on `port`, waited for at its home page. Contact
 * messages go to a throw-away outbox ({@link outboxDirFor}), not the developer's ./data. Every test
 * posts from 127.0.0.1, and the per-client rate limit (10 per 10 minutes by default) would answer
 * 429 to the later ones; it has its own tests (tests/integration/contact.test.ts).
 */
function testServer(command: string, port: number) {
  return {
    command,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTACT_DATA_DIR: outboxDirFor(port),
      CONTACT_RATE_LIMIT_POINTS: '100000',
    },
  };
}

/** Desktop Chrome at the desktop width of `viewports.ts`, without the `@phone-only` tests. */
const desktop = {
  use: { ...devices['Desktop Chrome'], viewport: desktopViewport },
  grepInvert: /@phone-only/,
};

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
    { name: 'desktop', ...desktop },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: phoneViewport }, grep: /@phone/ },
  ],
  webServer: [
    // server/serve.mjs: the build served by the HTTP policy of server/policy.mjs
    // (docs/requirements.md, "Speed, accessibility and security").
    testServer(`node server/serve.mjs ${dist}`, port),
  ],
});
