/**
 * The W3C's Nu Html Checker (`vnu-jar`, needs a Java runtime: Debian `default-jre-headless`,
 * installed by `.ci/run` and the CI workflow) over every page of the build, the 404 pages of every
 * language among them. No error may remain. Every page carries its stylesheet inline
 * (`build.inlineStylesheets`, docs/architecture.md, "First paint"): Tailwind 4's generated CSS,
 * which the checker's CSS validator does not know (`@property`, `container-type`, color-mix()…).
 * It is left out of what the checker reads ({@link withoutStylesheets}): validating it took two
 * thirds of the checker's time, for messages that all had to be ignored. The HTML around it is
 * checked in full. html-validate (`markup.test.ts`) checks the same pages with its own rules.
 *
 * Run after a build: `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/nu-checker.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './support';

/** One message of `vnu --format json`. */
interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const require = createRequire(import.meta.url);
/** Path of `vnu.jar` (the package exports it as a String object). */
const VNU = String(require('vnu-jar') as unknown);

/**
 * Runs the checker; `--errors-only`: warnings (info) are not failures. `--verbose`: it names each
 * file it reads on standard output (the JSON report goes to standard error), so the test knows
 * every page was read.
 */
function check(targets: string[]): { messages: NuMessage[]; checked: string[] } {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'The Nu Html Checker needs Java: install Debian default-jre-headless (`.ci/run` does it when missing).',
    );
  }
  const run = spawnSync(
    'java',
    [
      // One short run: the client compiler only (no C2 compile threads) took 24 CPU-seconds over
      // the build against 34, in the same 21-23 s; its frames are larger, so a 4 MB stack (the
      // checker asks for at least 512 KB with the default compilers).
      '-XX:TieredStopAtLevel=1',
      '-Xss4m',
      '-jar',
      VNU,
      '--format',
      'json',
      '--errors-only',
      '--verbose',
      '--skip-non-html',
      ...targets,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  // With --verbose the checker names each file it reads on standard output.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  const checked = run.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('.html'));
  return { messages: report.messages, checked };
}

/**
 * Copies the built pages under `client` to a temporary folder with each `<style>` element's
 * content left out (the element stays); returns that folder. Pages keep their relative paths.
 */
function withoutStylesheets(client: string, pages: string[]): string {
  const out = mkdtempSync(join(tmpdir(), 'paros-nu-'));
  for (const page of pages) {
    const html = readFileSync(join(client, page), 'utf8');
    mkdirSync(dirname(join(out, page)), { recursive: true });
    writeFileSync(join(out, page), html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2'));
  }
  return out;
}

/**
 * What the checker reports against the HTML standard, each with its reason; nothing else is let
 * through. `blocking="render"` on `<link rel="expect">` (the head of every page, `headStart` in
 * src/lib/seo.ts): the standard's link type "expect" is used with it, and `blocking` is allowed on
 * `stylesheet` and `expect` links; vnu 26.9 still accepts it on stylesheets only.
 */
const STANDARD_BUT_REPORTED: ((m: NuMessage) => boolean)[] = [
  (m) =>
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    (m.extract ?? '').includes('<link rel="expect"'),
];

describe('Nu Html Checker', () => {
  it('finds no error on any built page, other than the documented filters', () => {
    const client = join(distDir, 'client');
    const pages = readdirSync(client, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(200);
    const folder = withoutStylesheets(client, pages);
    const { messages, checked } = (() => {
      try {
        return check([folder]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    })();
    const errors = messages.filter(
      (m) =>
        (m.type === 'error' || m.subType === 'fatal') &&
        !STANDARD_BUT_REPORTED.some((known) => known(m)),
    );
    const report = errors
      .slice(0, 20)
      .map(
        (m) =>
          `${m.url.replace(/^file:.*?paros-nu-[^/]+\//, '')}:${m.lastLine ?? '?'}: ${m.message} «${m.extract ?? ''}»`,
      );
    expect(
      report,
      `${errors.length} errors on ${new Set(errors.map((e) => e.url)).size} pages`,
    ).toEqual([]);
    // Every built page was read.
    expect(new Set(checked).size, 'pages the checker read').toBe(pages.length);
  }, 180_000);
});
