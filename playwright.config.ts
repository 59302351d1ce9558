import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/lib/test-browser.mjs';
import { outboxDirFor } from './tests/e2e/outbox-dir';
import { desktopViewport, phoneViewport } from './tests/e2e/viewports';

/**
 * End-to-end tests against the production build, in Debian's headless Chromium
 * (`chromium-headless-shell`, never downloaded; `scripts/lib/test-browser.mjs` says why that one
 * and what it falls back to), served twice:
 *
 * - by the Node adapter (`node server/serve.mjs dist`, port `E2E_PORT`): every test, at desktop
 *   width (`desktop`) and, for tests tagged @phone, at phone width (`phone`);
 * - by nginx in front of the Node service (`server/nginx-serve.mjs`, the setup of
 *   `docs/deploy.md`, port `E2E_NGINX_PORT`; project `desktop-nginx`): a subset once more, at
 *   desktop width — every route and the 404 page (`pages.spec.ts`), the crawl and sitemap
 *   (`crawl.spec.ts`), the security headers and CSP in the browser (`served.spec.ts`), the contact
 *   form end to end (`contact.spec.ts`) and the chat's booking request, the part of the chat that
 *   talks to the server (`chat.spec.ts`, "chat booking request"). Needs nginx (Debian: `apt-get
 *   install nginx`; `.ci/run` installs it): without it that web server stops with that message and
 *   the run fails. `npm run test:e2e:nginx` runs this project alone.
 *
 * One run for both, so the nginx subset fills the three workers while the main run's last long
 * tests finish, instead of a second Playwright start after it (docs/quality.md, "Test suite").
 * `npm test` builds first; `npm run test:e2e` expects `dist/` (or `$E2E_DIST`) to exist.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4392);
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
    {
      name: 'desktop-nginx',
      ...desktop,
      use: { ...desktop.use, baseURL: `http://127.0.0.1:${nginxPort}` },
      testMatch: [
        'pages.spec.ts',
        'crawl.spec.ts',
        'served.spec.ts',
        'contact.spec.ts',
        'chat.spec.ts',
      ],
      // Matched against the file name and the describe and test titles.
      grep: [/(pages|crawl|served|contact)\.spec\.ts/, /chat booking request/],
    },
  ],
  webServer: [
    // server/serve.mjs: the adapter's handler plus the security headers and compression
    // (docs/requirements.md, "Speed, accessibility and security").
    testServer(`node server/serve.mjs ${dist}`, port),
    {
      ...testServer(`node server/nginx-serve.mjs ${dist}`, nginxPort),
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
