import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

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

/** A violation as the tests report it: the rule and the targets of its nodes. */
interface Found {
  id: string;
  targets: string[];
}

/**
 * axe-core's source followed by the configuration `@axe-core/playwright` gives it in its legacy
 * mode (same-origin frames only), evaluated in a frame that has no `axe` yet.
 */
const injectScript = `if (typeof window.axe?.run !== 'function') {
${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
}`;

/**
 * Runs axe in the page itself, as `@axe-core/playwright`'s legacy mode does (`axe.run` in the
 * top frame, axe injected into every frame), except that axe is injected once per document
 * rather than twice per scan, and only the violations are collected.
 */
async function runInPage(
  page: Page,
  runOnly: axe.RunOnly,
  include: string | undefined,
): Promise<Found[]> {
  for (const frame of page.frames()) {
    // As the builder does: a frame that cannot take the script (detached meanwhile) is skipped.
    await frame.evaluate(injectScript).catch(() => undefined);
  }
  return page.evaluate(
    async ({ runOnly, include }) => {
      const w = window as unknown as { axe: typeof axe };
      const results = await w.axe.run(include ? { include: [include] } : document, {
        runOnly,
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { runOnly, include },
  );
}

/**
 * axe-core violations of the page as it is now, one line per rule (`rule: target | target…`):
 * every WCAG 2.2 A/AA rule, or only the colour rules (`only: 'colours'`), on the whole page or
 * within `include`.
 *
 * axe runs in the page itself (`axe.run`, as `@axe-core/playwright`'s "legacy mode" does) when
 * every frame is same-origin, which is the same rules over the same nodes (checked against the
 * default mode on the home, fleet, contact, 404 and a French landing page: identical passes,
 * violations and incomplete results), without the default mode's blank page per scan for
 * `axe.finishRun` — 1 to 3 s a scan on a 2-core host. axe is injected once per document (a
 * reload or a new page injects it again) and asked for `resultTypes: ['violations']`: the
 * violations are complete, while passes and incomplete results, which no test reads, keep one
 * node per rule instead of a CSS selector for every node checked (half the time of a scan on
 * /fleet). Legacy mode would skip cross-origin frames, so a page with one is scanned in the
 * default mode, with the same options.
 */
export async function axeViolations(
  page: Page,
  { only = 'all', include }: { only?: 'all' | 'colours'; include?: string } = {},
): Promise<string[]> {
  const runOnly: axe.RunOnly =
    only === 'colours' ? { type: 'rule', values: colourRules } : { type: 'tag', values: wcagTags };
  let found: Found[];
  if (allFramesSameOrigin(page)) {
    found = await runInPage(page, runOnly, include);
  } else {
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], runOnly });
    if (include) builder = builder.include(include);
    const results = await builder.analyze();
    found = results.violations.map((v) => ({
      id: v.id,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }
  return found.map((v) => `${v.id}: ${v.targets.slice(0, 5).join(' | ')}`);
}
