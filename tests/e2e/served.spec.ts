import { expect, test } from '@playwright/test';
import { openChatPanel } from './chat-panel';

/**
 * The page as served (by the production server; nginx's headers are compared with its own in
 * tests/integration/nginx-smoke.test.ts):
 * the security headers arrive with the page, and under its Content-Security-Policy the page runs
 * without a single violation (inline scripts allowed by hash, islands hydrating, the chat
 * opening), with the icons a browser asks for.
 */
test('a page arrives with its security headers and runs under its CSP without a violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'declined');
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const response = await page.goto('/fleet');
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
  // Use the page: the filters hydrate on first use; open the chat.
  await openChatPanel(page);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  for (const path of [
    '/favicon.ico',
    '/favicon.svg',
    '/apple-touch-icon.png',
    '/robots.txt',
    '/llms.txt',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});
