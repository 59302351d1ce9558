/**
 * The content editor's file formats (`src/lib/cms/formats.ts`): a save changes exactly the lines
 * of the values the editor changed; every content file is read and written back unchanged.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../src/content.config';
import { cmsConfig, cmsSettings } from '../../src/lib/cms/config';
import { patchingFormat, patchYaml } from '../../src/lib/cms/formats';

const root = join(import.meta.dirname, '../..');
const { formats } = cmsConfig(contentSchemas, cmsSettings({}, 'https://example.com'));
const format = (name: string) => {
  const shape = formats[name];
  if (!shape) throw new Error(`no format ${name}`);
  return patchingFormat(shape);
};
const files = execFileSync('git', ['ls-files', 'content/*.yaml', 'content/*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .trim()
  .split('\n');
const formatOf = (file: string) =>
  file.startsWith('content/blog/')
    ? 'site-blog'
    : file.startsWith('content/fleet/i18n/')
      ? 'site-fleetText'
      : file === 'content/fleet/vehicles.yaml'
        ? 'site-fleet'
        : file.startsWith('content/faqs/')
          ? 'site-faqs'
          : 'site-pages';
/** Lines of `b` that differ from `a` between their common first and last lines (one change). */
const changed = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  let start = 0;
  while (start < x.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  return Math.max(x.length, y.length) - start - end;
};

describe('the editor’s formats', () => {
  it('write every content file back byte for byte when nothing changed', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const f = format(formatOf(file));
      const text = readFileSync(join(root, file), 'utf8');
      expect(f.toFile(f.fromFile(text)), file).toBe(text);
    }
  });

  it('change one line for one edited value, keeping comments and quotes', () => {
    const f = format('site-fleet');
    const text = readFileSync(join(root, 'content/fleet/vehicles.yaml'), 'utf8');
    const data = f.fromFile(text) as { vehicles: Record<string, unknown>[] };
    (data.vehicles[1] as Record<string, unknown>).description =
      'A new description of at least twenty characters.';
    const out = f.toFile(data);
    expect(changed(text, out)).toBe(1);
    expect(out).toContain('  description: "A new description of at least twenty characters."');
    expect(out.startsWith('# Embedded fleet')).toBe(true);
  });

  it('writes photos as a block list with their alt text', () => {
    const f = format('site-fleet');
    const text = readFileSync(join(root, 'content/fleet/vehicles.yaml'), 'utf8');
    const data = f.fromFile(text) as { vehicles: Record<string, unknown>[] };
    (data.vehicles[0] as Record<string, unknown>).images = [
      { src: 'aygo.jpg', alt: 'A white Aygo' },
    ];
    const out = f.toFile(data);
    expect(out).toContain('  images:\n    - src: aygo.jpg\n      alt: A white Aygo\n');
    expect(changed(text, out)).toBe(3);
  });

  it('writes a new vehicle like the others: block style, keys in the fleet’s order', () => {
    const f = format('site-fleet');
    const text = readFileSync(join(root, 'content/fleet/vehicles.yaml'), 'utf8');
    const data = f.fromFile(text) as { vehicles: Record<string, unknown>[] };
    // Decap's data lists the fields in the order they were filled in.
    data.vehicles.push({
      price_per_day: 42,
      agency: 'paros-antiparos',
      name: 'Fiat Test Hybrid',
      id: 'fiat-test-hybrid',
      features: ['Hybrid engine'],
      images: [{ src: 'fiat.jpg', alt: 'A blue Fiat' }],
    });
    const out = f.toFile(data);
    expect(out.slice(text.length)).toBe(
      [
        '- id: fiat-test-hybrid',
        '  name: Fiat Test Hybrid',
        '  price_per_day: 42',
        '  agency: paros-antiparos',
        '  images:',
        '    - src: fiat.jpg',
        '      alt: A blue Fiat',
        '  features:',
        '    - Hybrid engine',
        '',
      ].join('\n'),
    );
  });

  it('shows the fleet’s translation maps as lists and writes them back as maps', () => {
    const f = format('site-fleetText');
    const text = readFileSync(join(root, 'content/fleet/i18n/fr.yaml'), 'utf8');
    const data = f.fromFile(text) as {
      vehicles: { id: string; description: string }[];
      features: { english: string; translation: string }[];
    };
    expect(data.vehicles[0]).toMatchObject({ id: 'toyota-aygo' });
    expect(data.features[0]).toEqual({ english: 'Air conditioning', translation: 'Climatisation' });
    (data.features[0] as { translation: string }).translation = 'Air conditionné';
    expect(changed(text, f.toFile(data))).toBe(1);
  });

  it('patches the file the save belongs to among several read, and writes a new one from scratch', () => {
    const f = format('site-faqs');
    const en = readFileSync(join(root, 'content/faqs/en/home.yaml'), 'utf8');
    const fr = readFileSync(join(root, 'content/faqs/fr/home.yaml'), 'utf8');
    f.fromFile(en);
    const data = f.fromFile(fr) as { items: { question: string; answer: string }[] };
    (data.items[0] as { answer: string }).answer = 'Une nouvelle réponse.';
    const out = f.toFile(data);
    expect(changed(fr, out)).toBe(1);
    expect(out.startsWith('#')).toBe(fr.startsWith('#'));
    expect(f.toFile({ items: [{ question: 'Q?', answer: 'A.' }] })).toBe(
      'items:\n  - question: Q?\n    answer: A.\n',
    );
  });

  it('keeps an article’s body and front matter apart', () => {
    const f = format('site-blog');
    const text = readFileSync(
      join(root, 'content/blog/en/best-beaches-paros-accessible-car.md'),
      'utf8',
    );
    const data = f.fromFile(text) as Record<string, unknown>;
    expect(String(data.body).startsWith('Paros has dozens of beaches')).toBe(true);
    data.readTime = 8;
    expect(changed(text, f.toFile(data))).toBe(1);
  });

  it('patchYaml falls back to plain YAML for an original of another shape', () => {
    expect(patchYaml('- a\n- b\n', { x: 1 })).toBe('x: 1\n');
    expect(patchYaml(undefined, { a: [1, 2] })).toBe('a:\n  - 1\n  - 2\n');
  });
});
