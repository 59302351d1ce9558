/**
 * The editors' content check (`npm run check:content`, `tools/content/check-content.mjs`; the messages
 * are explained in docs/editing.md).
 *
 * One temporary copy of `content/`, checked and built once (one site build for both):
 * - five mistakes an editor makes: a link to a page that does not exist, an image that does not
 *   exist, a misspelt French word, a misspelt Greek word and an FAQ answer left out (a schema
 *   error), each reported at its source file and line;
 * - the hostile-content fixture (`tests/fixtures/hostile-content.ts`) in an article's body and
 *   front matter, an FAQ answer, a vehicle description (English and French) and page prose: the
 *   check names every construct at its file and line, and the site it built from that copy
 *   contains none of them (docs/editing.md, "HTML in content");
 * - nothing else is reported, and the check exits 1. The copy is built into `.check-content/`,
 *   not `dist/`;
 * - the check without a site build (`--no-site`, what the content editor's end-to-end test runs
 *   on the saved content), beside it on the same copy: it still finds the schema error at its line
 *   (through `astro sync`), reports no link or image (no pages were built), and exits 1.
 *
 * The project's own content is not checked again here: `npm test` runs that very check (`npm run
 * check:content`, build included) as the stage before this suite, and stops on its exit code 1
 * (docs/quality.md, "Test suite").
 *
 * Run with `VITEST_SUITE=integration npx vitest run tests/integration/check-content.test.ts`.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Parser } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { articlePayloads, type HostilePayload, textPayloads } from '../fixtures/hostile-content';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'tools/content/check-content.mjs');

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

/** Sets a value of a YAML file (its other values as they were) and writes it on one line each. */
function setYaml(file: string, path: (string | number)[], change: (value: string) => string) {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  doc.setIn(path, change(String(doc.getIn(path))));
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

/** The 1-based line of a file where `needle` first appears. */
function lineOf(file: string, needle: string): number {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not in ${file}`);
  return text.slice(0, at).split('\n').length;
}

/** Every file under a folder, as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const hostile = mkdtempSync(join(tmpdir(), 'content-check-'));
afterAll(() => {
  rmSync(hostile, { recursive: true, force: true });
  rmSync(join(ROOT, '.check-content', `broken-${process.pid}`), { recursive: true, force: true });
});

describe('npm run check:content', () => {
  it('reports a broken link, a missing image, a misspelling, a schema error and every hostile construct at its source line, exits 1, and builds pages without any construct', async () => {
    const content = join(hostile, 'content');
    // (inside the project: the built server resolves its packages from the project's node_modules)
    const out = join(ROOT, '.check-content', `broken-${process.pid}`);
    cpSync(join(ROOT, 'content'), content, { recursive: true });

    // The hostile constructs, each placed where an editor could write it.
    /** Where each payload went: the file, and a unique text of it to find its line. */
    const placed: { payload: HostilePayload; file: string; needle: string }[] = [];

    // The article's body: each payload a paragraph of its own, after the opening paragraph.
    const article = join(content, 'blog/en/best-beaches-paros-accessible-car.md');
    const text = readFileSync(article, 'utf8');
    const body = text.indexOf('\n\n', text.indexOf('\n---', 4) + 4);
    const paragraphs = articlePayloads.map((p, i) => `Note ${i}: ${p.source}`);
    writeFileSync(
      article,
      `${text.slice(0, body)}\n\n${paragraphs.join('\n\n')}${text.slice(body)}`,
    );
    for (const [i, payload] of articlePayloads.entries())
      placed.push({ payload, file: article, needle: `Note ${i}: ` });
    // Text fields: the article's excerpt (front matter), an FAQ answer, a vehicle's description
    // in English and French, a paragraph of page prose.
    const [meta, script, img, link] = textPayloads as [
      HostilePayload,
      HostilePayload,
      HostilePayload,
      HostilePayload,
    ];
    const fields: [string, (string | number)[], HostilePayload[]][] = [
      [join(content, 'faqs/en/contact.yaml'), ['items', 0, 'answer'], [meta, script, img, link]],
      [join(content, 'fleet/vehicles.yaml'), [0, 'description'], [meta, script]],
      [join(content, 'fleet/i18n/fr.yaml'), ['vehicles', 'toyota-aygo', 'description'], [meta]],
      [join(content, 'pages/en/about-us.yaml'), ['sections', 1, 'paragraphs', 0], [meta, link]],
    ];
    for (const [file, path, payloads] of fields) {
      setYaml(file, path, (value) => `${payloads.map((p) => p.source).join(' ')} ${value}`);
      // (YAML may write the value with its quotes escaped: find it by the part before them.)
      for (const payload of payloads)
        placed.push({ payload, file, needle: payload.source.split('"')[0] ?? '' });
    }
    // The article's front matter: its excerpt (a double-quoted YAML string).
    const excerpt = 'excerpt: "Sculpted granite coves';
    const excerptPayload = meta.source.replace(/"/g, '\\"');
    writeFileSync(
      article,
      readFileSync(article, 'utf8').replace(
        excerpt,
        `excerpt: "${excerptPayload} Sculpted granite coves`,
      ),
    );
    placed.push({ payload: meta, file: article, needle: excerptPayload });

    // Five mistakes an editor makes, in other places: a link to a page that does not exist, an
    // image that does not exist, a misspelt French word and a misspelt Greek word, an FAQ answer
    // left out (a schema error).
    edit(
      article,
      'After over 30 years of renting vehicles',
      'See [the fleet](/flet). After over 30 years of renting vehicles',
    );
    const german = join(content, 'blog/de/complete-guide-exploring-paros-car.md');
    edit(german, '## Route 1:', '![Der Hafen](/images/nope.jpg)\n\n## Route 1:');
    const french = join(content, 'blog/fr/best-beaches-paros-accessible-car.md');
    edit(french, 'Paros compte des dizaines de plages', 'Paros compte des dizaines de plagges');
    const greek = join(content, 'blog/el/best-beaches-paros-accessible-car.md');
    edit(greek, 'Η Πάρος έχει δεκάδες παραλίες', 'Η Πάρος έχει δεκάδες παραλείες');
    const faq = join(content, 'faqs/it/contact.yaml');
    // A question without its answer: the FAQ schema requires both.
    edit(
      faq,
      '  - question: Qual è il modo più rapido',
      '  - question: Posso pagare in contanti?\n  - question: Qual è il modo più rapido',
    );
    const mistakes: [string, number, RegExp][] = [
      [article, lineOf(article, '[the fleet](/flet)'), /link \/flet: no such page/],
      [german, lineOf(german, '/images/nope.jpg'), /image \/images\/nope\.jpg: no such file/],
      [french, lineOf(french, 'plagges'), /spelling "plagges": unknown word/],
      [greek, lineOf(greek, 'παραλείες'), /spelling "παραλείες": unknown word/],
      [faq, lineOf(faq, 'Posso pagare'), /items\.1\.answer: .*(Required|expected string)/i],
    ];

    // One check, one build, spelling and Markdown style included; beside it, the schemas alone.
    const [{ code, output }, siteless] = await Promise.all([
      runCheck(['--content', content, '--out', out]),
      runCheck(['--content', content, '--no-site', '--no-spelling', '--no-markdown']),
    ]);
    const [faqFile, faqLine, faqPattern] = mistakes[4] as [string, number, RegExp];
    expect(
      siteless.output
        .split('\n')
        .some((l) => l.startsWith(`${faqFile}:${faqLine}: `) && faqPattern.test(l)),
      siteless.output,
    ).toBe(true);
    expect(siteless.output).not.toMatch(/: no such (page|file)/);
    expect(siteless.code).toBe(1);
    const lines = output.split('\n');
    for (const [file, line, pattern] of mistakes)
      expect(
        lines.some((l) => l.startsWith(`${file}:${line}: `) && pattern.test(l)),
        `${file}:${line} ${pattern} in:\n${output}`,
      ).toBe(true);
    const payloadLines = new Set<string>();
    for (const { payload, file, needle } of placed) {
      const line = lineOf(file, needle);
      payloadLines.add(`${file}:${line}: `);
      expect(
        lines.some(
          (l) =>
            l.startsWith(`${file}:${line}: HTML not allowed, removed from the page: `) &&
            payload.construct.test(l),
        ),
        `${payload.name} (${payload.construct}) at ${file}:${line} in:\n${output}`,
      ).toBe(true);
    }
    // The translation rules name what the mistakes changed in one language only: the link added
    // to the English article (its translations have one fewer), the image added to the German
    // one (one more), the Italian question added without its answer (the items shift).
    const fileOf = (l: string) => l.slice(0, l.search(/:\d+: /));
    const followsFromMistakes = (l: string) =>
      / translation, /.test(l) &&
      (fileOf(l).endsWith(`/${basename(article)}`) || fileOf(l) === german || fileOf(l) === faq);
    const problems = lines.filter((l) => /^\/.+:\d+: /.test(l));
    expect(problems.filter(followsFromMistakes).length).toBeGreaterThan(0);
    // Nothing else is wrong with the copy: every problem is one of the five mistakes, a removed
    // construct, or the spelling or style of a construct's own text, at its line.
    expect(
      problems.filter(
        (l) =>
          !followsFromMistakes(l) &&
          !l.includes(': HTML not allowed, removed from the page: ') &&
          !mistakes.some(
            ([file, line, pattern]) => l.startsWith(`${file}:${line}: `) && pattern.test(l),
          ) &&
          ![...payloadLines].some((at) => l.startsWith(at)),
      ),
    ).toEqual([]);
    expect(code).toBe(1);

    // The site built from the copy: no page, feed or data file carries any construct.
    const built = filesUnder(join(out, 'client')).filter((f) =>
      /\.(?:html|xml|json|txt|webmanifest|js)$/.test(f),
    );
    expect(built.length).toBeGreaterThan(200);
    const traces = [...new Set([...articlePayloads, ...textPayloads].map((p) => p.trace))];
    for (const file of built) {
      const text = readFileSync(file, 'utf8');
      if (!file.endsWith('.html')) {
        for (const trace of traces) expect(text.includes(trace), `${trace} in ${file}`).toBe(false);
        continue;
      }
      // In a page, what is active is its markup (elements, attributes, script and style text);
      // a text node is shown, never run.
      const markup: string[] = [];
      const active: string[] = [];
      let inCode = false;
      new Parser({
        onopentag(name, attribs) {
          inCode = name === 'script' || name === 'style';
          markup.push(name, ...Object.entries(attribs).flat());
          if (['iframe', 'object', 'embed', 'base'].includes(name)) active.push(`<${name}>`);
          if (name === 'meta' && attribs['http-equiv']?.toLowerCase() === 'refresh')
            active.push('<meta http-equiv=refresh>');
          for (const [attribute, value] of Object.entries(attribs)) {
            if (/^on/i.test(attribute)) active.push(`${attribute}=`);
            if (/^\s*(?:javascript|vbscript):/i.test(value)) active.push(value);
          }
        },
        ontext(data) {
          if (inCode) markup.push(data);
        },
        onclosetag() {
          inCode = false;
        },
      }).end(text);
      expect(active, file).toEqual([]);
      const all = markup.join('\n');
      for (const trace of traces) expect(all.includes(trace), `${trace} in ${file}`).toBe(false);
    }
    // The hostile article is there, its own text intact around the removed constructs.
    const page = readFileSync(
      join(out, 'client/blog/best-beaches-paros-accessible-car.html'),
      'utf8',
    );
    expect(page).toContain('Note 0: ');
    expect(page).toContain(`Note ${articlePayloads.length - 1}: `);
    // A whole site build beside the photo build and the markup suite: 180 s on an idle 2-core host,
    // over 240 s when the host is busy. Speed is `npm run bench`'s, not this timeout's.
  }, 420_000);
});
