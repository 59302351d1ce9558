/**
 * The content editor's configuration (docs/editing.md, "The content editor") is generated from
 * the content schemas and cannot drift from them: every field of every collection's schema has an
 * editor field (or is left out on purpose, with a reason), the editor's required fields, selects
 * and number limits are those of the schema, the content files are what the editor shows, and
 * language-independent values are duplicated, never translated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentSchemas } from '../../src/content.config';
import { defaultLang, langs } from '../../src/i18n/routing';
import { cmsConfig, cmsSettings } from '../../src/lib/cms/config';
import { collectionExtras } from '../../src/lib/cms/extras';
import { type DecapField, decapFields } from '../../src/lib/cms/fields';
import { splitFrontMatter, toEditor } from '../../src/lib/cms/formats';

const root = join(import.meta.dirname, '../..');
const { config, formats } = cmsConfig(contentSchemas, cmsSettings({}, 'https://example.com'));
type Collection = {
  name: string;
  fields?: DecapField[];
  files?: { file: string; fields: DecapField[] }[];
};
const collections = config.collections as unknown as Collection[];
const byName = (name: string) => collections.find((c) => c.name === name) as Collection;
/** The editor fields of a collection (a files collection: its first file's). */
const fieldsOf = (name: string): DecapField[] => {
  const c = byName(name);
  return c.fields ?? c.files?.[0]?.fields ?? [];
};

type Def = { type: string; [k: string]: unknown };
const def = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;
/** The schema with optional/default/nullable and pipes taken off (a pipe by its input side). */
function core(s: unknown): unknown {
  let d = def(s);
  while (['optional', 'default', 'nullable', 'pipe'].includes(d.type)) {
    s = d.type === 'pipe' ? d.in : d.innerType;
    d = def(s);
  }
  return s;
}

/**
 * Every field path of a zod schema (`hero.imageAlt`, `sections.features.items.icon`), in the
 * editor's path scheme: a list's item fields under the list, a variant's fields under its kind.
 */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  const d = def(core(schema));
  const out: string[] = [];
  if (d.type === 'object') {
    for (const [name, child] of Object.entries(d.shape as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      out.push(path, ...schemaPaths(child, path));
    }
  } else if (d.type === 'array') out.push(...schemaPaths(d.element, prefix));
  else if (d.type === 'record') out.push(...schemaPaths(d.valueType, prefix));
  else if (d.type === 'union') {
    if (d.discriminator) {
      for (const option of d.options as unknown[]) {
        const shape = def(option).shape as Record<string, unknown>;
        const kind = String((def(shape[d.discriminator as string]).values as unknown[])[0]);
        for (const [name, child] of Object.entries(shape)) {
          if (name === d.discriminator) continue;
          const path = `${prefix}.${kind}.${name}`;
          out.push(path, ...schemaPaths(child, path));
        }
      }
    } else for (const option of d.options as unknown[]) out.push(...schemaPaths(option, prefix));
  }
  return [...new Set(out)];
}

/** Every field path of editor fields, in the same scheme. */
function editorPaths(fields: DecapField[], prefix = ''): string[] {
  const out: string[] = [];
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    out.push(path);
    if (field.fields) out.push(...editorPaths(field.fields, path));
    if (field.types)
      for (const type of field.types)
        out.push(...editorPaths(type.fields ?? [], `${path}.${type.name}`));
  }
  return out;
}

/** The editor field at a path. */
function fieldAt(fields: DecapField[], path: string): DecapField | undefined {
  const [head, ...rest] = path.split('.');
  const field = fields.find((f) => f.name === head);
  if (!field || !rest.length) return field;
  const type = field.types?.find((t) => t.name === rest[0]);
  if (type) return fieldAt(type.fields ?? [], rest.slice(1).join('.'));
  return fieldAt(field.fields ?? [], rest.join('.'));
}

const names = Object.keys(contentSchemas) as (keyof typeof contentSchemas)[];
/** Map keys are the items' `id`/`english` field in the editor, not schema fields. */
const recordKeys = new Set([
  'fleetText:vehicles.id',
  'fleetText:features.english',
  'fleetText:features.translation',
]);

describe('the generated editor configuration', () => {
  it('has one collection per content collection', () => {
    expect(collections.map((c) => c.name).sort()).toEqual([...names].sort());
  });

  it.each(names)('covers every field of the %s schema (or leaves it out with a reason)', (name) => {
    const omitted = Object.entries(collectionExtras[name].paths ?? {})
      .filter(([, extra]) => extra.omit)
      .map(([path]) => path);
    const editor = new Set(
      editorPaths(name === 'fleet' ? (fieldsOf(name)[0]?.fields ?? []) : fieldsOf(name)),
    );
    const schema = schemaPaths(contentSchemas[name]);
    const missing = schema.filter(
      (p) => !editor.has(p) && !omitted.some((o) => p === o || p.startsWith(`${o}.`)),
    );
    expect(missing).toEqual([]);
    const extra = [...editor].filter(
      (p) =>
        !schema.includes(p) &&
        !recordKeys.has(`${name}:${p}`) &&
        !(name === 'blog' && p === 'body'),
    );
    expect(extra).toEqual([]);
  });

  it('makes a field required exactly when the schema requires it, and keeps enums and number limits', () => {
    const vehicle = fieldsOf('fleet')[0]?.fields ?? [];
    expect(fieldAt(vehicle, 'name')?.required).toBe(true);
    expect(fieldAt(vehicle, 'images')?.required).toBe(false);
    expect(fieldAt(vehicle, 'seats')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 9,
    });
    expect(fieldAt(vehicle, 'price_per_day')).toMatchObject({ value_type: 'float', max: 1000 });
    expect(fieldAt(vehicle, 'category')?.options).toEqual(
      contentSchemas.fleet.shape.category.options,
    );
    // The alt text of an uploaded photo is required in the editor (docs/images.md).
    expect(fieldAt(vehicle, 'images.src')?.widget).toBe('image');
    expect(fieldAt(vehicle, 'images.alt')?.required).toBe(true);
    const pages = fieldsOf('pages');
    expect(fieldAt(pages, 'hero.eyebrow')?.required).toBe(false);
    expect(fieldAt(pages, 'sections.reviews.items.rating')).toMatchObject({
      min: 1,
      max: 5,
      value_type: 'int',
    });
    expect(fieldAt(pages, 'sections.steps.items')?.min).toBe(2);
    expect(fieldAt(fieldsOf('blog'), 'readTime')).toMatchObject({ min: 1, max: 60 });
  });

  it('checks each string pattern and limit in the editor as the schema does', () => {
    // A value the schema refuses is refused by the editor's pattern, and one it takes is taken.
    const vehicle = fieldsOf('fleet')[0]?.fields ?? [];
    const matches = (field: DecapField | undefined, value: string) =>
      new RegExp(field?.pattern?.[0] ?? '').test(value);
    for (const value of ['toyota-aygo', 'Toyota Aygo', 'x', 'a'.repeat(600), 'a'.repeat(601)]) {
      const description = contentSchemas.fleet.shape.description.safeParse(value).success;
      expect(matches(fieldAt(vehicle, 'description'), value), value).toBe(description);
    }
    const id = fieldAt(fieldsOf('pages'), 'sections.features.id');
    expect(matches(id, 'rental-terms')).toBe(true);
    expect(matches(id, 'Rental Terms')).toBe(false);
  });

  it('says in words what a pattern asks for, and leaves a {{fact}} text to the build', () => {
    const messages: string[] = [];
    const walk = (fields: DecapField[] | undefined): void => {
      for (const f of fields ?? []) {
        if (f.pattern) messages.push(`${f.name}: ${f.pattern[1]}`);
        walk(f.fields);
        walk(f.types);
        if (f.field) walk([f.field]);
      }
    };
    for (const c of collections) {
      walk(c.fields);
      for (const file of c.files ?? []) walk(file.fields);
    }
    expect(messages.filter((m) => /Must match|\^|\$/.test(m))).toEqual([]);
    expect(messages).toContain(
      'id: Use lower-case letters, digits and hyphens, no spaces, e.g. toyota-aygo',
    );
    expect(messages).toContain('href: Must start with /');
    // A price card's price is '{{prices.economy}}' in the files: the editor must take it.
    const price = fieldAt(fieldsOf('pages'), 'sections.prices.items.price');
    expect(price?.pattern).toBeUndefined();
    expect(price?.required).toBe(true);
  });

  it('names the fleet’s translation files by their language', () => {
    expect(byName('fleetText').files?.map((f) => (f as { label?: string }).label)).toEqual([
      'Vehicle texts in French',
      'Vehicle texts in German',
      'Vehicle texts in Italian',
      'Vehicle texts in Greek',
    ]);
  });

  it('fails when an extra names a field the schema no longer has', () => {
    expect(() =>
      decapFields(contentSchemas.faqs, {
        i18n: false,
        fixed: new Set(),
        extras: { paths: { 'items.answr': { hint: 'typo' } } },
      }),
    ).toThrow(/extras for missing fields: items.answr/);
  });

  it('edits pages, FAQs and articles in every language side by side, from the one language list', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: [...langs],
      default_locale: defaultLang,
    });
    for (const name of ['pages', 'faqs', 'blog'])
      expect(byName(name)).toMatchObject({ i18n: true, folder: `content/${name}` });
    expect(byName('fleetText').files?.map((f) => f.file)).toEqual(
      langs.filter((l) => l !== defaultLang).map((l) => `content/fleet/i18n/${l}.yaml`),
    );
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('lets only articles be deleted: a page, an FAQ set or the fleet’s files would break the site', () => {
    expect(
      Object.fromEntries(
        collections.map((c) => [c.name, (c as { delete?: boolean }).delete ?? true]),
      ),
    ).toEqual({ pages: false, faqs: false, blog: true, fleet: false, fleetText: false });
  });

  it('gives a new vehicle the fleet’s agency, which the schema requires', () => {
    const settings = cmsSettings({}, 'https://example.com', 'paros-antiparos');
    const vehicle = (
      cmsConfig(contentSchemas, settings).config.collections as unknown as Collection[]
    ).find((c) => c.name === 'fleet')?.files?.[0]?.fields[0]?.fields;
    expect(fieldAt(vehicle ?? [], 'agency')).toMatchObject({
      required: true,
      default: 'paros-antiparos',
    });
    expect(contentSchemas.fleet.shape.agency.safeParse('paros-antiparos').success).toBe(true);
  });

  it('reads its settings from the build environment, naming a malformed one', () => {
    // Production: GitHub only; `npm run cms` adds the local proxy.
    expect(config).not.toHaveProperty('local_backend');
    const local = cmsConfig(
      contentSchemas,
      cmsSettings(
        { CMS_PROXY_URL: 'http://127.0.0.1:8081/api/v1', CMS_GITHUB_REPO: 'paros/site' },
        'https://example.com',
      ),
    ).config;
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(local.backend).toMatchObject({ name: 'github', repo: 'paros/site', branch: 'main' });
    expect(() => cmsSettings({ CMS_GITHUB_REPO: 'no slash' }, '')).toThrow(
      /Invalid setting CMS_GITHUB_REPO/,
    );
    expect(() => cmsSettings({ CMS_AUTH_BASE_URL: 'ftp://x' }, '')).toThrow(
      /Invalid setting CMS_AUTH_BASE_URL/,
    );
  });
});

/** Every value of `data` at the editor paths whose fields are `i18n: 'duplicate'`. */
function duplicated(fields: DecapField[], data: unknown, out: unknown[] = []): unknown[] {
  if (!data || typeof data !== 'object') return out;
  const record = data as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field.name];
    if (value === undefined) continue;
    if (field.i18n === 'duplicate') out.push([field.name, value]);
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (field.types) {
        const type = field.types.find(
          (t) => t.name === (item as Record<string, unknown>)[field.typeKey ?? 'type'],
        );
        duplicated(type?.fields ?? [], item, out);
      } else if (field.fields) duplicated(field.fields, item, out);
    }
  }
  return out;
}

describe('the content as the editor sees it', () => {
  const folders = ['pages', 'faqs', 'blog'] as const;
  it.each(folders)('%s: values the editor duplicates are the same in every language', (name) => {
    const dir = join(root, 'content', name, defaultLang);
    for (const file of readdirSync(dir)) {
      const read = (lang: string) => {
        const text = readFileSync(join(root, 'content', name, lang, file), 'utf8');
        return parse(name === 'blog' ? splitFrontMatter(text).yaml : text);
      };
      const english = duplicated(fieldsOf(name), read(defaultLang));
      for (const lang of langs) {
        expect(duplicated(fieldsOf(name), read(lang)), `${lang}/${file}`).toEqual(english);
      }
    }
  });

  it('every field of the content files is a field of the editor', () => {
    const keysOf = (
      fields: DecapField[],
      data: unknown,
      where: string,
      out: string[] = [],
      skip?: string,
    ): string[] => {
      if (!data || typeof data !== 'object') return out;
      for (const [key, value] of Object.entries(data)) {
        if (key === skip) continue;
        const field = fields.find((f) => f.name === key);
        if (!field) {
          out.push(`${where}.${key}`);
          continue;
        }
        for (const item of Array.isArray(value) ? value : [value]) {
          const type = field.types?.find(
            (t) => t.name === (item as Record<string, unknown>)?.[field.typeKey ?? 'type'],
          );
          const next = type?.fields ?? field.fields;
          // A section's `kind` is the variable type itself (Decap's `typeKey`).
          if (next) keysOf(next, item, `${where}.${key}`, out, type ? field.typeKey : undefined);
        }
      }
      return out;
    };
    const unknown: string[] = [];
    for (const name of folders) {
      for (const lang of langs) {
        for (const file of readdirSync(join(root, 'content', name, lang))) {
          const text = readFileSync(join(root, 'content', name, lang, file), 'utf8');
          keysOf(
            fieldsOf(name),
            parse(name === 'blog' ? splitFrontMatter(text).yaml : text),
            `${name}/${lang}/${file}`,
            unknown,
          );
        }
      }
    }
    const fleet = formats['site-fleet'];
    if (!fleet) throw new Error('no site-fleet format');
    keysOf(
      fieldsOf('fleet'),
      toEditor(fleet, parse(readFileSync(join(root, 'content/fleet/vehicles.yaml'), 'utf8'))),
      'fleet',
      unknown,
    );
    expect(unknown).toEqual([]);
  });
});
