/**
 * No import cycles in `src/`: a module and what it imports form a tree (a DAG), so each can be
 * read, tested and loaded on its own, and a lazily loaded chunk never pulls its loader back in.
 * Every kind of reference counts: `import`, `import type`, `export … from`, `import()` (also in
 * `typeof import(…)`) and Vite's `?url` / `?chunk-url` imports, in `.ts`, `.tsx`, `.mjs`, `.js`
 * and the frontmatter and `<script>`s of `.astro` files. Types two modules share live in the one
 * both depend on (or in a small types module), never in each other.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src');
const SOURCE = /\.(ts|tsx|mjs|js|astro)$/;
const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.astro',
  '/index.ts',
  '/index.tsx',
  '/index.mjs',
  '/index.js',
];

/** The code of a file that may hold imports (an `.astro` file's frontmatter and scripts). */
function code(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n;\n');
}

/** The `src/` file a relative specifier names, or null (a package, an asset, a virtual module). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = EXTENSIONS.map((ext) => base + ext);
  if (base.endsWith('.js'))
    candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  const found = candidates.find((p) => existsSync(p) && statSync(p).isFile());
  return found?.startsWith(ROOT) && SOURCE.test(found) ? found : null;
}

/** Module → the `src/` modules it references. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(ROOT, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(code(file), true, true);
    const targets = importedFiles
      .map((f) => resolveSpecifier(file, f.fileName))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle of the graph, once (as found by a depth-first search), as a list of modules. */
function findCycles(graph: Map<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('the detector sees every kind of import and finds a cycle', () => {
    const { importedFiles } = ts.preProcessFile(
      "/* import x from './comment' */ import type { A } from './a'; export * from './b'; type C = typeof import('./c'); import d from './d?chunk-url'; const e = () => import('./e');",
      true,
      true,
    );
    expect(importedFiles.map((f) => f.fileName)).toEqual([
      './a',
      './b',
      './c',
      './d?chunk-url',
      './e',
    ]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('src/ has none', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const cycles = findCycles(graph).map((cycle) =>
      cycle.map((file) => relative(ROOT, file)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });
});
