import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's WCAG 2.2 A/AA rule tags. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules that depend on the colours only (what a second theme can change). */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** True when every frame of the page is on the page's own origin (or a blank / srcdoc frame). */
function allFramesSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    if (url === '' || url === 'about:blank' || url === 'about:srcdoc') return true;
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  });
}

/**
 * axe-core violations of the page as it is now, one line per rule (`rule: target | target…`):
 * every WCAG 2.2 A/AA rule, or only the colour rules (`only: 'colours'`), on the whole page or
 * within `include`.
 *
 * axe runs in the page itself (`axe.run`, the builder's "legacy mode") when every frame is
 * same-origin, which is the same rules over the same nodes (checked against the default mode on
 * the home, fleet, contact, 404 and a French landing page: identical passes, violations and
 * incomplete results), without the default mode's blank page per scan for `axe.finishRun` — 1 to
 * 3 s a scan on a 2-core host. Legacy mode would skip cross-origin frames, so a page with one is
 * scanned in the default mode.
 */
export async function axeViolations(page: Page, { only = 'all', include }: { only?: 'all' | 'colours'; include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(allFramesSameOrigin(page));
  if (include) builder = builder.include(include);
  builder = only === 'colours' ? builder.withRules(colourRules) : builder.withTags(wcagTags);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}
