/**
 * The documentation's links hold (README.md, every other Markdown file at the root, docs/*.md and
 * the README.md files under cms/ and deploy/):
 * - every relative Markdown link (inline or reference, in prose, lists and tables; not inside code)
 *   points to a file or folder that exists, relative to the file that holds it;
 * - a link with a `#anchor` (also `#anchor` alone, in the same file) names a heading of the target
 *   Markdown file, by GitHub's slug rules: the heading's text as rendered (code and link text
 *   kept, markup dropped), lowercased, punctuation removed, each space a `-`, and `-1`, `-2` …
 *   added to repeated headings;
 * - every path the README's layout block ("## Layout") names exists, and every folder at the top
 *   of `src/` is listed there.
 * Markdown is read with `marked`'s lexer (a dependency already, for the blog), so links inside
 * code spans and fenced blocks are not taken for links. External links (`https:`, `mailto:` …)
 * are not fetched.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The Markdown files checked, relative to the root. */
function markdownFiles(): string[] {
  const files = readdirSync(ROOT).filter((f) => f.endsWith('.md'));
  files.push(
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  );
  for (const top of ['cms', 'deploy']) {
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (entry.name === 'README.md') files.push(path);
      }
    };
    if (existsSync(join(ROOT, top))) walk(top);
  }
  return files.sort();
}

/** The plain text of inline tokens, as GitHub renders a heading (code and link text kept). */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => {
      if ('tokens' in t && t.tokens && t.type !== 'codespan') return plainText(t.tokens);
      if (t.type === 'codespan' || t.type === 'text' || t.type === 'escape')
        return (t as Tokens.Text).text;
      return '';
    })
    .join('');
}

/** GitHub's heading slug (github-slugger's rules): lowercase, punctuation out, spaces to `-`. */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings, with GitHub's `-1`, `-2` … for repeats. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type !== 'heading') return;
    const base = githubSlug(plainText((token as Tokens.Heading).tokens));
    let slug = base;
    let n = seen.get(base) ?? 0;
    while (anchors.has(slug)) slug = `${base}-${++n}`;
    seen.set(base, n);
    anchors.add(slug);
  });
  return anchors;
}

/** Every link target of a Markdown text (links and images, not inside code). */
function linkTargets(markdown: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'link' || token.type === 'image') hrefs.push((token as Tokens.Link).href);
  });
  return hrefs;
}

/**
 * The broken relative links of one Markdown text found at `file` (relative to `root`), as
 * messages; `read` gives another file's text (for its headings).
 */
function brokenLinks(
  file: string,
  markdown: string,
  root: string,
  read: (path: string) => string,
): string[] {
  const problems: string[] = [];
  for (const href of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // https:, mailto:, tel: …
    const [pathPart = '', anchor] = href.split('#', 2);
    const path = decodeURIComponent(pathPart.split('?')[0] ?? '');
    if (path === '') {
      if (anchor && !headingAnchors(markdown).has(decodeURIComponent(anchor).toLowerCase())) {
        problems.push(`${file}: link "${href}": no heading "#${anchor}" in this file`);
      }
      continue;
    }
    const target = resolve(root, dirname(file), path);
    const shown = relative(root, target) || '.';
    if (!target.startsWith(root) || !existsSync(target)) {
      problems.push(`${file}: link "${href}": ${shown} does not exist`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (statSync(target).isDirectory() || !target.endsWith('.md')) {
      problems.push(`${file}: link "${href}": #${anchor} on a file that is not Markdown`);
      continue;
    }
    if (!headingAnchors(read(target)).has(decodeURIComponent(anchor).toLowerCase())) {
      problems.push(`${file}: link "${href}": no heading "#${anchor}" in ${shown}`);
    }
  }
  return problems;
}

/**
 * The paths the README's layout block names: the name column (before the description, which
 * starts at the first run of two spaces), nested by indentation under the folder above;
 * `a.ts, b.ts` lists several files of that folder.
 */
function layoutPaths(readme: string): string[] {
  let block: string | undefined;
  let inLayout = false;
  for (const token of marked.lexer(readme)) {
    if (token.type === 'heading') inLayout = (token as Tokens.Heading).text === 'Layout';
    else if (inLayout && token.type === 'code' && block === undefined)
      block = (token as Tokens.Code).text;
  }
  if (block === undefined) return [];
  const parents: string[] = []; // the full path of the folder at each indentation level
  const paths: string[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const words = line.trim().split(/\s+/);
    if (words[0] === '' || indent >= 20) continue; // a description's continuation line
    // The name column: one name, or a list `a.ts, b.ts, c.ts` (each but the last ends with a comma).
    const names: string[] = [];
    for (const word of words) {
      names.push(word.replace(/,$/, ''));
      if (!word.endsWith(',')) break;
    }
    const level = indent / 2;
    parents.length = level;
    const prefix = level > 0 ? (parents[level - 1] ?? '') : '';
    for (const n of names) if (n !== '') paths.push(prefix + n);
    const [only] = names;
    if (names.length === 1 && only?.endsWith('/')) parents[level] = prefix + only;
  }
  return paths;
}

/** Whether a layout path exists: `{lang}` matches any folder, `*` any characters of a name. */
function layoutPathExists(root: string, path: string): boolean {
  const segments = path.replace(/\/$/, '').split('/');
  let candidates = [root];
  for (const segment of segments) {
    const pattern = new RegExp(
      `^${segment
        .replace(/[.+^$()|[\]\\]/g, '\\$&')
        .replace(/\{[^}]+\}/g, '[^/]+')
        .replace(/\*/g, '[^/]*')}$`,
    );
    const literal = !/[{*]/.test(segment);
    candidates = candidates.flatMap((dir) => {
      if (literal) return existsSync(join(dir, segment)) ? [join(dir, segment)] : [];
      if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
      return readdirSync(dir)
        .filter((e) => pattern.test(e))
        .map((e) => join(dir, e));
    });
    if (candidates.length === 0) return false;
  }
  return true;
}

const read = (path: string): string => readFileSync(path, 'utf8');
const files = markdownFiles();

describe('the link checker itself', () => {
  it('slugs headings as GitHub does', () => {
    expect(githubSlug("What's included, price for your dates, several kinds")).toBe(
      'whats-included-price-for-your-dates-several-kinds',
    );
    expect(githubSlug('Nothing is lost: outbox and delivery')).toBe(
      'nothing-is-lost-outbox-and-delivery',
    );
    expect(githubSlug('What nginx does (`server/nginx-conf.mjs`)'.replace(/`/g, ''))).toBe(
      'what-nginx-does-servernginx-confmjs',
    );
    expect([...headingAnchors('# A\n\n## Tip\n\n## Tip\n\n## `code` and [link](x.md)\n')]).toEqual([
      'a',
      'tip',
      'tip-1',
      'code-and-link',
    ]);
  });

  it('reports a missing file, a missing heading and nothing for external links or code', () => {
    const markdown = [
      '# Title',
      '',
      '[ok](#title) [gone](nope.md) [bad anchor](README.md#no-such-heading) [web](https://example.com)',
      '',
      '`[not a link](nowhere.md)`',
      '',
      '```',
      '[not a link either](nowhere.md)',
      '```',
    ].join('\n');
    const problems = brokenLinks('x.md', markdown, ROOT, read);
    expect(problems).toEqual([
      'x.md: link "nope.md": nope.md does not exist',
      'x.md: link "README.md#no-such-heading": no heading "#no-such-heading" in README.md',
    ]);
  });

  it('reads the layout block by indentation', () => {
    const readme =
      '## Layout\n\n```\nsrc/\n  lib/              logic\n    a.ts, b.ts,\n    c.ts\n                    more words\n  x/*.yaml one space before words\ndocs/               pages\n```\n';
    expect(layoutPaths(readme)).toEqual([
      'src/',
      'src/lib/',
      'src/lib/a.ts',
      'src/lib/b.ts',
      'src/lib/c.ts',
      'src/x/*.yaml',
      'docs/',
    ]);
  });
});

describe('Markdown links of the documentation', () => {
  it('finds the README and the docs pages', () => {
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('docs/')).length).toBeGreaterThan(5);
  });

  it.each(files)('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks(file, read(join(ROOT, file)), ROOT, read)).toEqual([]);
  });
});

describe("the README's layout block", () => {
  const paths = layoutPaths(read(join(ROOT, 'README.md')));

  it('names paths', () => {
    expect(paths.length).toBeGreaterThan(20);
  });

  it('names only paths that exist', () => {
    expect(paths.filter((p) => !layoutPathExists(ROOT, p))).toEqual([]);
  });

  it('lists every folder at the top of src/', () => {
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `src/${e.name}`);
    const listed = new Set(paths.map((p) => p.replace(/\/$/, '').split('/').slice(0, 2).join('/')));
    expect(folders.filter((f) => !listed.has(f))).toEqual([]);
  });
});
