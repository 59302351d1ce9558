/**
 * The W3C's Nu Html Checker (`vnu-jar`, needs a Java runtime: Debian `default-jre-headless`,
 * installed by `.ci/run` and the CI workflow) over every page of the build and over the 404 page
 * the server renders on demand. No error may remain except the filtered ones below, each there
 * because the checker cannot yet follow the HTML standard or the framework gives no other way.
 * html-validate (`markup.test.ts`) checks the same pages with its own rules.
 *
 * Run after a build: `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/nu-checker.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, startSite, type Site } from './support';

/** One message of `vnu --format json`. */
interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** A checker message we accept, and why. */
interface Filter {
  reason: string;
  matches: (m: NuMessage) => boolean;
}

const FILTERS: Filter[] = [
  {
    // `<link rel="expect" href="#after-hero" blocking="render">` holds the first paint until the
    // hero is parsed (docs/architecture.md, "First paint"). The HTML standard defines `rel=expect` and allows
    // `blocking` on it (the "link type expect" and "blocking attributes" sections), and Chromium
    // ships it; the checker only knows `blocking` on stylesheets so far.
    reason: 'rel=expect with blocking=render is standard HTML the checker does not know yet',
    matches: (m) =>
      /“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(
        m.message,
      ) && /rel="expect"/.test(m.extract ?? ''),
  },
];

const require = createRequire(import.meta.url);
/** Path of `vnu.jar` (the package exports it as a String object). */
const VNU = String(require('vnu-jar') as unknown);

/** Runs the checker; `--errors-only`: warnings (info) are not failures. */
function check(targets: string[]): NuMessage[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'The Nu Html Checker needs Java: install Debian default-jre-headless (`.ci/run` does it when missing).',
    );
  }
  const run = spawnSync(
    'java',
    ['-Xss1024k', '-jar', VNU, '--format', 'json', '--errors-only', '--skip-non-html', ...targets],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return report.messages;
}

let site: Site;
let tmp: string;
beforeAll(async () => {
  site = await startSite({});
  tmp = mkdtempSync(join(tmpdir(), 'nu-404-'));
  const res = await fetch(`${site.origin}/no-such-page`);
  expect(res.status).toBe(404);
  writeFileSync(join(tmp, '404.html'), await res.text());
}, 60_000);
afterAll(async () => {
  await site?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('Nu Html Checker', () => {
  it('finds no error on any built page or the 404 page, other than the documented filters', () => {
    const pages = readdirSync(join(distDir, 'client'), { recursive: true }).filter((f) =>
      String(f).endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(200);
    const messages = check([join(distDir, 'client'), join(tmp, '404.html')]);
    const errors = messages.filter(
      (m) => (m.type === 'error' || m.subType === 'fatal') && !FILTERS.some((f) => f.matches(m)),
    );
    const report = errors
      .slice(0, 20)
      .map(
        (m) =>
          `${m.url.replace(/^file:.*?client\//, '')}:${m.lastLine ?? '?'}: ${m.message} «${m.extract ?? ''}»`,
      );
    expect(
      report,
      `${errors.length} errors on ${new Set(errors.map((e) => e.url)).size} pages`,
    ).toEqual([]);
    // The filters are still needed (else they should go): the checker did report those messages.
    for (const filter of FILTERS)
      expect(
        messages.some((m) => filter.matches(m)),
        filter.reason,
      ).toBe(true);
    // Every page has the render-blocking hint, so its message shows every page was checked
    // (if pages stop carrying it, count the checked pages another way).
    const seen = new Set(messages.filter((m) => FILTERS[0]?.matches(m)).map((m) => m.url));
    expect(seen.size, 'pages the checker reported on').toBe(pages.length + 1);
  }, 180_000);
});
