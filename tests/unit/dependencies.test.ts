/**
 * Every package the code imports is declared in package.json (docs/quality.md, "Lint and
 * format"): a package used only because another one happens to install it breaks the day that
 * one drops it, and `npm ci` on a fresh machine is the only install CI trusts.
 *
 * The imports are read with TypeScript's own pre-processor (`ts.preProcessFile`: static imports,
 * re-exports, dynamic `import()` and `require()`), from every source file of the site, its
 * scripts, tests and configuration, and from the frontmatter and `<script>` blocks of `.astro`
 * files. Built-in modules (`node:` and bare built-in names) and Astro's virtual modules are not
 * packages. The Strapi project under `cms/` has its own dependencies (Strapi's) and is left out.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|jsx|astro)$/;
const PLACES = [
  'src',
  'scripts',
  'tests',
  'astro.config.mjs',
  'playwright.config.ts',
  'vitest.config.ts',
];

/** Every source file under the places above, as paths relative to the repository. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const visit = (path: string) => {
    const full = join(ROOT, path);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full)) visit(join(path, name));
    } else if (SOURCE.test(path)) out.push(path);
  };
  for (const place of PLACES) visit(place);
  return out;
}

/** The script parts of a file: an `.astro` file's frontmatter and `<script>` blocks, else all. */
function scriptText(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return [frontmatter, ...scripts].join('\n');
}

/** The package a module specifier names (`@scope/name/sub` → `@scope/name`), or null. */
function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:|astro:|virtual:|data:|https?:)/.test(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  if (builtinModules.includes(name)) return null;
  return name;
}

/** Package name → the files importing it. */
function importedPackages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of sourceFiles()) {
    const text = scriptText(path, readFileSync(join(ROOT, path), 'utf8'));
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const name = packageOf(fileName);
      if (name) found.set(name, [...(found.get(name) ?? []), path]);
    }
  }
  return found;
}

describe('declared dependencies', () => {
  it('reads package names from module specifiers', () => {
    expect(packageOf('@astrojs/node')).toBe('@astrojs/node');
    expect(packageOf('@supabase/supabase-js/dist/module')).toBe('@supabase/supabase-js');
    expect(packageOf('sharp')).toBe('sharp');
    expect(packageOf('workbox-build/build/index')).toBe('workbox-build');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('astro:assets')).toBeNull();
    expect(packageOf('./local.ts')).toBeNull();
  });

  it('finds the imports of every kind of file, and the ones it must', () => {
    const found = importedPackages();
    // One of each: a React island, a server module, a script, a test, the Astro config.
    expect(found.get('react')?.some((f) => f.startsWith('src/islands/'))).toBe(true);
    expect(found.get('nodemailer')?.some((f) => f.startsWith('src/'))).toBe(true);
    expect(found.get('chrome-launcher')?.some((f) => f.startsWith('scripts/'))).toBe(true);
    expect(found.get('axe-core')?.some((f) => f.startsWith('tests/'))).toBe(true);
    expect(found.get('vite')).toContain('astro.config.mjs');
    expect(found.get('sharp')?.length).toBeGreaterThan(0);
  });

  it('declares every imported package in dependencies or devDependencies', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.devDependencies ?? {}),
    ]);
    const missing = [...importedPackages()]
      .filter(([name]) => !declared.has(name))
      .map(
        ([name, files]) => `${name} (imported by ${[...new Set(files)].slice(0, 3).join(', ')})`,
      );
    expect(missing).toEqual([]);
  });
});
