import type { Page } from '@playwright/test';

/**
 * Holds the built chunks whose name starts with one of `names` (`/_astro/{name}.{hash}.js`), as a
 * slow connection would, so a test can act on an island (or a page script's chunk) before it has
 * arrived (`client:interaction` keeps what the visitor did meanwhile).
 *
 * @param hold how long: milliseconds, or until the promise settles (the test lets it through)
 */
export async function holdIslandCode(
  page: Page,
  names: readonly string[],
  hold: number | Promise<unknown> = 1500,
): Promise<void> {
  const pattern = new RegExp(`/_astro/(${names.join('|')})\\.[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    await (typeof hold === 'number' ? new Promise((r) => setTimeout(r, hold)) : hold);
    await route.continue();
  });
}

/**
 * Holds the chunks as {@link holdIslandCode} does, until the returned function is called.
 *
 * @returns lets the held chunks through
 */
export async function holdIslandCodeUntil(
  page: Page,
  names: readonly string[],
): Promise<() => void> {
  let release = (): void => {};
  await holdIslandCode(
    page,
    names,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  return () => release();
}
