/**
 * The editors' content check (`npm run check:content`, `scripts/check-content.mjs`; the messages
 * are explained in docs/editing.md).
 *
 * - A temporary copy of `content/` with four mistakes an editor makes: a link to a page that does
 *   not exist, an image that does not exist, a misspelt French word and an FAQ answer left out
 *   (a schema error). The check builds that copy (into `.check-content/`, not `dist/`) and must
 *   report all four at the source file and line, and exit 1.
 * - The project's own content is not checked again here: `npm test` runs that very check (`npm run
 *   check:content`, build included) as the stage before this suite, and stops on its exit code 1
 *   (docs/quality.md, "Test suite").
 *
 * Run with `VITEST_SUITE=integration npx vitest run tests/integration/check-content.test.ts`.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/check-content.mjs');

/** Runs the check with Node (the project's Node 22, which runs this test) and collects its output. */
function runCheck(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const env = { ...process.env };
    delete env.GITHUB_ACTIONS;
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** Replaces `from` (which must be there) by `to` in a file; returns the 1-based line of the change. */
function edit(file: string, from: string, to: string): number {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(from);
  if (at < 0)
    throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update the test`);
  writeFileSync(file, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length;
}

const copy = mkdtempSync(join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run check:content', () => {
  it('reports a broken link, a missing image, a French misspelling and a schema error at their source lines, and exits 1', async () => {
    cpSync(join(ROOT, 'content'), copy, { recursive: true });
    const article = join(copy, 'blog/en/best-beaches-paros-accessible-car.md');
    const linkLine = edit(
      article,
      'After over 30 years of renting vehicles',
      'See [the fleet](/flet). After over 30 years of renting vehicles',
    );
    const german = join(copy, 'blog/de/complete-guide-exploring-paros-car.md');
    const imageLine = edit(german, '## Route 1:', '![Der Hafen](/images/nope.jpg)\n\n## Route 1:');
    const french = join(copy, 'blog/fr/best-beaches-paros-accessible-car.md');
    const spellingLine = edit(
      french,
      'Paros compte des dizaines de plages',
      'Paros compte des dizaines de plagges',
    );
    const faq = join(copy, 'faqs/it/contact.yaml');
    // A question without its answer: the FAQ schema requires both.
    const schemaLine = edit(
      faq,
      '  - question: Qual è il modo più rapido',
      '  - question: Posso pagare in contanti?\n  - question: Qual è il modo più rapido',
    );

    const { code, output } = await runCheck(['--content', copy]);
    const lines = output.split('\n');
    const at = (file: string, line: number, pattern: RegExp) =>
      expect(
        lines.some((l) => l.startsWith(`${file}:${line}: `) && pattern.test(l)),
        `${file}:${line} ${pattern} in:\n${output}`,
      ).toBe(true);
    at(article, linkLine, /link \/flet: no such page/);
    at(german, imageLine, /image \/images\/nope\.jpg: no such file/);
    at(french, spellingLine, /spelling "plagges": unknown word/);
    at(faq, schemaLine, /items\.1\.answer: .*(Required|expected string)/i);
    expect(output).toMatch(/check:content: 4 problems/);
    expect(code).toBe(1);
  }, 240_000);
});
