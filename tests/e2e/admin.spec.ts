/**
 * The content editor on the production build (docs/editing.md, "The content editor"): `/admin`
 * starts Decap CMS under its own Content-Security-Policy (no violation, no error) and shows the
 * GitHub login; it is `noindex`. Editing itself is tested on a throwaway repository by
 * `cms.spec.ts`.
 */
import { expect, test } from '@playwright/test';

test('/admin starts the editor under its own policy and asks for the GitHub login', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(problems).toEqual([]);
});
