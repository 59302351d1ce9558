import type { Page } from '@playwright/test';

/**
 * Holds the built chunks whose name starts with one of `names` (`/_astro/{name}.{hash}.js`) for
 * `ms` milliseconds, as a slow connection would, so a test can act on an island before it has
 * hydrated (`client:interaction` keeps what the visitor did meanwhile).
 */
export async function holdIslandCode(
  page: Page,
  names: readonly string[],
  ms = 1500,
): Promise<void> {
  const pattern = new RegExp(`/_astro/(${names.join('|')})\\.[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}
