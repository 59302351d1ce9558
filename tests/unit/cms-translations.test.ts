/**
 * The content editor refuses to save an entry whose languages are incomplete
 * (`src/lib/cms/translations.ts`, run before every save by `src/admin/cms.ts`): an article written
 * in English and Greek only, a question added in English only. Entries are read from the project's
 * content the way the editor reads them (its formats), with the generated configuration.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../src/content.config';
import { defaultLang, langs } from '../../src/i18n/routing';
import { cmsConfig, cmsSettings } from '../../src/lib/cms/config';
import type { DecapField } from '../../src/lib/cms/fields';
import { patchingFormat } from '../../src/lib/cms/formats';
import {
  type EditorEntry,
  languageName,
  untranslatedMessage,
} from '../../src/lib/cms/translations';

const content = join(import.meta.dirname, '../../content');
const { config, formats } = cmsConfig(contentSchemas, cmsSettings({}, 'https://example.com'));
const i18n = config.i18n as { locales: string[]; default_locale: string };
const collection = (name: string) =>
  (config.collections as unknown as { name: string; format: string; fields: DecapField[] }[]).find(
    (c) => c.name === name,
  ) as { format: string; fields: DecapField[] };

/** An entry of `content/{dir}/{lang}/{file}` in every language, as the editor holds it. */
function entryOf(name: string, dir: string, file: string): EditorEntry {
  const format = patchingFormat(formats[collection(name).format]!);
  const read = (lang: string) =>
    format.fromFile(readFileSync(join(content, dir, lang, file), 'utf8'));
  return {
    data: read(defaultLang),
    i18n: Object.fromEntries(
      langs.filter((l) => l !== defaultLang).map((l) => [l, { data: read(l) }]),
    ),
  };
}

const check = (name: string, entry: EditorEntry) =>
  untranslatedMessage(entry, formats[collection(name).format]!, collection(name).fields, i18n);

describe('saving in the content editor', () => {
  const article = 'best-beaches-paros-accessible-car.md';

  it('accepts the project’s articles, pages and FAQ sets as they are', () => {
    expect(check('blog', entryOf('blog', 'blog', article))).toBeUndefined();
    expect(check('pages', entryOf('pages', 'pages', 'home.yaml'))).toBeUndefined();
    expect(check('faqs', entryOf('faqs', 'faqs', 'contact.yaml'))).toBeUndefined();
  });

  it('refuses a new article written in English and Greek only, naming the empty languages', () => {
    const entry = entryOf('blog', 'blog', article);
    // What Decap holds for a language never opened: only the values it copies from English.
    const copied = ({ date, readTime, category, image, featured }: Record<string, unknown>) => ({
      date,
      readTime,
      category,
      image,
      featured,
    });
    for (const lang of ['fr', 'de', 'it'])
      entry.i18n = { ...entry.i18n, [lang]: { data: copied(entry.data ?? {}) } };
    const message = check('blog', entry);
    expect(message).toMatch(
      /^French, German and Italian are not complete \(French, German and Italian: \d+ fields are empty/,
    );
    expect(message).toContain('choose each language at the top of the right column');
    expect(message).not.toContain('Greek');
    delete entry.i18n?.fr;
    expect(check('blog', entry)).toMatch(/^French, German and Italian are not complete/);
  });

  it('refuses a question added in English only, naming the list in the editor’s words', () => {
    const entry = entryOf('faqs', 'faqs', 'contact.yaml');
    const items = entry.data?.items as unknown[];
    entry.data = { items: [...items, { question: 'Can I pay by card?', answer: 'Yes.' }] };
    const message = check('faqs', entry) ?? '';
    expect(message).toContain(
      `(${['fr', 'de', 'it', 'el']
        .map(languageName)
        .join(', ')
        .replace(
          /, (?=\w+$)/,
          ' and ',
        )}: Questions: ${items.length} items, English has ${items.length + 1}: every language needs the same items in the same order).`,
    );
  });

  it('names an untranslated text at its field, and a link left in English', () => {
    const entry = entryOf('blog', 'blog', article);
    const fr = entry.i18n?.fr?.data as Record<string, unknown>;
    fr.imageAlt = '';
    fr.body = String(fr.body).replace('](/fr/', '](/');
    const message = check('blog', entry) ?? '';
    expect(message).toContain(
      'French is not complete (French: Image description (alt text): no text',
    );
    expect(message).toMatch(/French: Article: link \/\S+ leads to the English page: write \/fr\//);
  });
});
