/**
 * One component per section kind (src/components/sections/): every kind of the content schema
 * (`kind: z.literal('…')` in src/content.config.ts) has its component in the registry
 * (`sectionComponents` in src/components/sections/index.ts), every registered component file
 * exists, and `Section.astro` no longer branches on kinds. Read as text: the files are Astro
 * components, which vitest does not compile.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const schema = readFileSync('src/content.config.ts', 'utf8');
const registry = readFileSync('src/components/sections/index.ts', 'utf8');
const kinds = [
  ...schema
    .slice(schema.indexOf("const section = z.discriminatedUnion('kind'"))
    .matchAll(/kind: z\.literal\('(\w+)'\)/g),
].map((m) => m[1]);
const entries = [
  ...registry
    .slice(registry.indexOf('export const sectionComponents'))
    .matchAll(/^ {2}(\w+): (\w+),$/gm),
].map((m) => [m[1]!, m[2]!] as const);
const imports = new Map(
  [...registry.matchAll(/^import (\w+) from '\.\/(\w+\.astro)';$/gm)].map((m) => [m[1]!, m[2]!]),
);

describe('the section registry', () => {
  it('has exactly the kinds of the content schema', () => {
    expect(kinds.length).toBeGreaterThanOrEqual(19);
    expect(entries.map(([kind]) => kind).sort()).toEqual([...kinds].sort());
  });

  it('maps each kind to a component file of the folder, each used once', () => {
    for (const [kind, component] of entries) {
      const file = imports.get(component);
      expect(file, kind).toBeDefined();
      expect(existsSync(`src/components/sections/${file}`), file).toBe(true);
      expect(readFileSync(`src/components/sections/${file}`, 'utf8'), file).toContain(
        `SectionProps<'${kind}'>`,
      );
    }
    expect(new Set(entries.map(([, c]) => c)).size).toBe(entries.length);
  });

  it('leaves Section.astro the frame only', () => {
    const frame = readFileSync('src/components/Section.astro', 'utf8');
    expect(frame).not.toMatch(/s\.kind === '/);
    expect(frame).toContain('<Body section={s} headingId={headingId} />');
  });
});
