/**
 * docs/requirements.md, "Four languages": every content entry exists in every other language of
 * the registry (`src/locales/`) with the same structure as the English one: same sections, same
 * list lengths, same non-text values (icons, images, links, numbers), the same `{{fact}}`
 * placeholders (so figures cannot drift from `src/config/facts.ts`), and article bodies whose
 * internal links stay in the article's language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultLang, prefixedLangs } from '../../src/locales';

const root = join(import.meta.dirname, '../../content');
/** Every language of the registry but the default one (whose content is the reference). */
const langs = prefixedLangs;

/** Keys whose values are not text: identical in every language. */
const fixedKeys = new Set([
  'kind',
  'icon',
  'image',
  'href',
  'id',
  'faq',
  'difficulty',
  'widget',
  'vehicleType',
  'pickupId',
  'price',
  'highlight',
  'rating',
  'date',
  'readTime',
  'category',
  'featured',
]);

const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

/** Compares a translated value with the English one; returns the differences as readable paths. */
function compare(en: unknown, tr: unknown, path: string, out: string[]): void {
  if (Array.isArray(en)) {
    if (!Array.isArray(tr)) return void out.push(`${path}: expected a list`);
    if (tr.length !== en.length) out.push(`${path}: ${tr.length} items, English has ${en.length}`);
    en.forEach((item, i) => {
      compare(item, tr[i], `${path}[${i}]`, out);
    });
    return;
  }
  if (en && typeof en === 'object') {
    if (!tr || typeof tr !== 'object') return void out.push(`${path}: expected an object`);
    const a = Object.keys(en).sort().join(',');
    const b = Object.keys(tr).sort().join(',');
    if (a !== b) out.push(`${path}: keys ${b} differ from English ${a}`);
    for (const [key, value] of Object.entries(en)) {
      const next = (tr as Record<string, unknown>)[key];
      if (fixedKeys.has(key)) {
        if (JSON.stringify(value) !== JSON.stringify(next))
          out.push(`${path}.${key}: must stay ${JSON.stringify(value)}`);
      } else compare(value, next, `${path}.${key}`, out);
    }
    return;
  }
  if (typeof en === 'string') {
    if (typeof tr !== 'string' || tr.trim() === '') return void out.push(`${path}: missing text`);
    if (placeholders(en).join() !== placeholders(tr).join())
      out.push(`${path}: placeholders ${placeholders(tr)} differ from English ${placeholders(en)}`);
    return;
  }
  // Booleans and numbers (`from: true` on prices, ratings) stay as they are.
  if (en !== tr) out.push(`${path}: must stay ${JSON.stringify(en)}`);
}

const yamlFiles = (dir: string) =>
  readdirSync(join(root, dir, defaultLang)).filter((f) => f.endsWith('.yaml'));

/** Splits a Markdown file into its front matter (parsed) and body. */
function markdown(file: string): { data: Record<string, unknown>; body: string } {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  return { data: parse(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? '' };
}

describe.each(langs)('content in %s', (lang) => {
  for (const dir of ['pages', 'faqs']) {
    it.each(yamlFiles(dir))(`${dir}/%s has the English structure`, (file) => {
      const en = parse(readFileSync(join(root, dir, defaultLang, file), 'utf8'));
      const tr = parse(readFileSync(join(root, dir, lang, file), 'utf8'));
      const out: string[] = [];
      compare(en, tr, file, out);
      expect(out).toEqual([]);
    });
  }

  const articles = readdirSync(join(root, 'blog', defaultLang)).filter((f) => f.endsWith('.md'));
  it.each(articles)('blog/%s is translated with links in its language', (file) => {
    const en = markdown(join(root, 'blog', defaultLang, file));
    const tr = markdown(join(root, 'blog', lang, file));
    const out: string[] = [];
    compare(en.data, tr.data, file, out);
    expect(out).toEqual([]);
    const links = [...tr.body.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1] ?? '');
    expect(
      links.filter((href) => !href.startsWith(`/${lang}/`) && !href.startsWith('/images/')),
    ).toEqual([]);
    expect(links.length).toBe([...en.body.matchAll(/\]\((\/[^)\s]*)/g)].length);
    expect(tr.body.length).toBeGreaterThan(en.body.length * 0.7);
  });

  it('translates every vehicle description and feature of the embedded fleet', () => {
    const fleet = parse(readFileSync(join(root, 'fleet', 'vehicles.yaml'), 'utf8')) as {
      id: string;
      features: string[];
    }[];
    const overlay = parse(readFileSync(join(root, 'fleet', 'i18n', `${lang}.yaml`), 'utf8')) as {
      vehicles: Record<string, { description: string }>;
      features: Record<string, string>;
    };
    expect(
      fleet
        .filter((v) => (overlay.vehicles[v.id]?.description?.length ?? 0) <= 40)
        .map((v) => v.id),
    ).toEqual([]);
    const features = [...new Set(fleet.flatMap((v) => v.features))];
    expect(features.filter((f) => !overlay.features[f]?.trim())).toEqual([]);
  });
});
