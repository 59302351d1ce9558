/**
 * docs/requirements.md, "Five languages": every content entry exists in every other language of
 * the registry (`src/locales/`) with the same structure as the English one, and the embedded
 * fleet's texts are translated. The rules are those of `src/lib/content-i18n.ts`, which the
 * content check and the content editor apply too; here they run on the project's content, and on
 * small examples of each kind of mistake.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  articleBodyIssues,
  fleetTextIssues,
  pathText,
  structureIssues,
  type TranslationIssue,
} from '../../src/lib/content-i18n';
import { defaultLang, prefixedLangs } from '../../src/locales';

const root = join(import.meta.dirname, '../../content');
/** Every language of the registry but the default one (whose content is the reference). */
const langs = prefixedLangs;

const lines = (issues: TranslationIssue[]) =>
  issues.map((i) => `${pathText(i.path)}: ${i.message}`);

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
      expect(lines(structureIssues(en, tr))).toEqual([]);
    });
  }

  const articles = readdirSync(join(root, 'blog', defaultLang)).filter((f) => f.endsWith('.md'));
  it.each(articles)('blog/%s is translated with links in its language', (file) => {
    const en = markdown(join(root, 'blog', defaultLang, file));
    const tr = markdown(join(root, 'blog', lang, file));
    expect(
      lines([...structureIssues(en.data, tr.data), ...articleBodyIssues(en.body, tr.body, lang)]),
    ).toEqual([]);
  });

  it('translates every vehicle description and feature of the embedded fleet', () => {
    const fleet = parse(readFileSync(join(root, 'fleet', 'vehicles.yaml'), 'utf8'));
    const texts = parse(readFileSync(join(root, 'fleet', 'i18n', `${lang}.yaml`), 'utf8'));
    expect(lines(fleetTextIssues(fleet, texts))).toEqual([]);
  });
});

describe('the translation rules', () => {
  const en = {
    title: 'Questions about {{prices.economy}} EUR',
    items: [
      { question: 'Where?', answer: 'At the port.', icon: 'pin' },
      { question: 'When?', answer: 'Every day.', icon: 'clock' },
    ],
    featured: true,
  };

  it('accepts a translation of every text that keeps the rest', () => {
    const fr = {
      title: 'Questions sur {{prices.economy}} EUR',
      items: [
        { question: 'Où ?', answer: 'Au port.', icon: 'pin' },
        { question: 'Quand ?', answer: 'Tous les jours.', icon: 'clock' },
      ],
      featured: true,
    };
    expect(structureIssues(en, fr)).toEqual([]);
  });

  it('names each empty text, missing item, changed value and placeholder once', () => {
    const fr = {
      title: 'Questions',
      items: [{ question: 'Où ?', answer: ' ', icon: 'map' }],
      featured: false,
      extra: 'x',
    };
    expect(lines(structureIssues(en, fr))).toEqual([
      'extra: not in English: remove it, or add it in English too',
      'title: placeholders (none) differ from English {{prices.economy}}: quote the same facts',
      'items: 1 item, English has 2: every language needs the same items in the same order',
      'items[0].answer: no text: translate the English "At the port."',
      'items[0].icon: must be "pin" as in English (icons, links, images, numbers, dates and categories are the same in every language)',
      'featured: must be true as in English (icons, links, images, numbers, dates and categories are the same in every language)',
    ]);
  });

  it('names every field of an entry written in English only (an article with no French)', () => {
    const fr = { featured: true };
    expect(lines(structureIssues(en, fr)).map((l) => l.split(':')[0])).toEqual(['title', 'items']);
    expect(structureIssues(en, undefined)).toHaveLength(1);
  });

  it('wants links in the article’s language, as many as in English, and the whole text', () => {
    const body = 'See [our fleet](/fleet) and [beaches](/blog/beaches). '.repeat(3);
    expect(articleBodyIssues(body, body.replaceAll('](/', '](/fr/'), 'fr')).toEqual([]);
    expect(lines(articleBodyIssues(body, 'Voir [la flotte](/fleet).', 'fr'))).toEqual([
      'body: link /fleet leads to the English page: write /fr/fleet',
      'body: 1 link to our pages, English has 6: keep the same links',
      'body: the text is 15% as long as the English one: is a part missing?',
    ]);
  });

  it('wants a description of every vehicle and a translation of every feature', () => {
    const fleet = [
      { id: 'aygo', features: ['Air conditioning', 'Bluetooth'] },
      { id: 'vespa', features: ['Bluetooth'] },
    ];
    const texts = {
      vehicles: { aygo: { description: 'Une petite citadine légère, parfaite pour Paros.' } },
      features: { Bluetooth: 'Bluetooth' },
    };
    expect(lines(fleetTextIssues(fleet, texts))).toEqual([
      'vehicles.vespa.description: the vehicle vespa has no description in this language (none): add one under Vehicle translations',
      'features.Air conditioning: the feature "Air conditioning" has no translation in this language: add it under Vehicle translations',
    ]);
  });
});
