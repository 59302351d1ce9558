/**
 * Every reference in a comment, docstring or test title can be followed by someone who has just
 * cloned the repository. No file of the code, tests, scripts, docs or deployment set-up cites a
 * document that is not in the repository (the old site's specification by number and section,
 * an issue-tracker number, a design file or a sibling folder outside the repository); the
 * requirements are written in `docs/requirements.md` and the other pages of `docs/`. And every
 * citation of a page and a heading (the form `docs/<page>.md, "<Heading>"`, also with several
 * headings in a row, and `README, "<Heading>"` / the README's "<Heading>") names a file that
 * exists and headings that it has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');
/** This file: its docstring and samples show the citation form, so only its own patterns are scanned. */
const SELF = 'tests/repo/doc-citations.test.ts';

/**
 * Folders and files scanned, relative to the repository root (missing ones are skipped), the
 * README and `.env.example` included.
 */
const PLACES = [
  'src',
  'tools',
  'server',
  'tests',
  'cms',
  'deploy',
  '.ci',
  'public',
  'docs',
  'astro.config.mjs',
  'vitest.config.ts',
  'README.md',
  '.env.example',
  '.github',
];
/** Never entered: installed packages, builds and caches. */
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.cache',
  '.astro',
  'test-results',
  'playwright-report',
]);
/** Binary files by extension (also any file with a NUL byte is skipped). */
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|pdf|zip|gz|br|db|sqlite)$/i;

function walk(path: string, out: string[]): string[] {
  if (!existsSync(path)) return out;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    if (SKIP_DIRS.has(basename(path))) return out;
    for (const name of readdirSync(path)) walk(join(path, name), out);
  } else if (stat.isFile() && !BINARY.test(path) && stat.size < 4_000_000) {
    out.push(path);
  }
  return out;
}

/** Every scanned text file with its content, keyed by its path relative to the root. */
function scannedFiles(): Map<string, string> {
  const files = PLACES.flatMap((place) => walk(join(ROOT, place), []));
  for (const name of readdirSync(ROOT))
    if (/^playwright.*\.ts$/.test(name)) files.push(join(ROOT, name));
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('\0')) texts.set(relative(ROOT, file), text);
  }
  return texts;
}

// The forbidden patterns are built from parts so that this file does not match them itself.
const FORBIDDEN: { name: string; re: RegExp }[] = [
  {
    name: 'the old specification by number',
    re: new RegExp(['\\bsp', 'ec\\s+0', '0\\d'].join(''), 'i'),
  },
  { name: 'an issue-tracker number', re: new RegExp(['\\biss', 'ues?\\s+#?\\d+'].join(''), 'i') },
  {
    name: 'a design file outside the repository',
    re: new RegExp(['\\bDES', 'IGN(\\.md)?\\b'].join('')),
  },
  { name: 'a folder beside the repository', re: new RegExp(['\\.\\./sha', 'red\\b'].join('')) },
];

/** The headings (`#` to `######`, outside fenced code) of a Markdown file. */
function headings(file: string): Set<string> {
  const found = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (m?.[1]) found.add(m[1]);
  }
  return found;
}

/** A file's text with comment line breaks joined, so a citation wrapped over two lines reads as one. */
function joined(text: string): string {
  return text.replace(/\r?\n[ \t]*(?:\*(?!\/)|\/\/|#|\{\/\*)?[ \t]*/g, ' ');
}

/** A citation: the cited file (relative to the root), its headings, and where it was found. */
interface Citation {
  file: string;
  headings: string[];
  source: string;
  text: string;
}

const QUOTED = '"[^"]+"';
const CITATION = new RegExp(
  `(docs/[\\w.-]+\\.md|README(?:\\.md)?)(?:'s)?,?\\s+(${QUOTED}(?:\\s*(?:,|and|,\\s*and)\\s*${QUOTED})*)`,
  'g',
);

function citations(source: string, text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of joined(text).matchAll(CITATION)) {
    const target = m[1] ?? '';
    const file = target.startsWith('README') ? 'README.md' : target;
    const list = [...(m[2] ?? '').matchAll(/"([^"]+)"/g)].map((q) =>
      (q[1] ?? '').replace(/\s+/g, ' ').trim(),
    );
    out.push({ file, headings: list, source, text: m[0] });
  }
  return out;
}

/** Problems with the citations of some texts: a file that does not exist, a heading it lacks. */
function citationProblems(texts: Map<string, string>): string[] {
  const cache = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const [source, text] of texts) {
    if (source === SELF) continue;
    for (const c of citations(source, text)) {
      const path = join(ROOT, c.file);
      if (!existsSync(path)) {
        problems.push(`${source}: ${c.file} does not exist (${c.text})`);
        continue;
      }
      const known = cache.get(c.file) ?? headings(path);
      cache.set(c.file, known);
      for (const h of c.headings)
        if (!known.has(h)) problems.push(`${source}: ${c.file} has no heading "${h}"`);
    }
  }
  return problems;
}

describe('references a clone can follow', () => {
  const texts = scannedFiles();

  it('scans the code, the tests, the scripts and the deployment files', () => {
    expect(texts.size).toBeGreaterThan(100);
    for (const file of [
      'src/lib/booking.ts',
      'tools/bench/index.mjs',
      'astro.config.mjs',
      'deploy/nginx.conf',
    ]) {
      expect(texts.has(file), file).toBe(true);
    }
  });

  it('no file cites the old specification, an issue number, a design file or a folder outside the repository', () => {
    const hits: string[] = [];
    for (const [file, text] of texts) {
      text.split(/\r?\n/).forEach((line, i) => {
        for (const { name, re } of FORBIDDEN)
          if (re.test(line)) hits.push(`${file}:${i + 1}: ${name}: ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('the forbidden patterns do match such references', () => {
    const samples = [
      '(sp' + 'ec 000 s.7)',
      'Iss' + 'ue 8: languages',
      'DES' + 'IGN.md contract',
      '../sha' + 'red/spec',
    ];
    for (const [i, sample] of samples.entries())
      expect(FORBIDDEN[i]?.re.test(sample), sample).toBe(true);
  });

  it('every cited page exists and has the cited headings', () => {
    expect(citationProblems(texts)).toEqual([]);
  });

  it('citations are found, also when wrapped over comment lines, and a wrong heading is reported', () => {
    const sample = [
      '/**',
      ' * Text (docs/requirements.md, "Reservation search", "Chat',
      ' * panel" and "No such heading"); README\'s "No such section"; docs/nope.md, "X".',
      ' */',
    ].join('\n');
    const found = citations('sample.ts', sample);
    expect(found.map((c) => [c.file, c.headings])).toEqual([
      ['docs/requirements.md', ['Reservation search', 'Chat panel', 'No such heading']],
      ['README.md', ['No such section']],
      ['docs/nope.md', ['X']],
    ]);
    expect(citationProblems(new Map([['sample.ts', sample]]))).toEqual([
      'sample.ts: docs/requirements.md has no heading "No such heading"',
      'sample.ts: README.md has no heading "No such section"',
      'sample.ts: docs/nope.md does not exist (docs/nope.md, "X")',
    ]);
  });

  it('the code cites docs/requirements.md', () => {
    const cited = [...texts]
      .flatMap(([source, text]) => citations(source, text))
      .filter((c) => c.file === 'docs/requirements.md');
    expect(cited.length).toBeGreaterThan(100);
  });
});
