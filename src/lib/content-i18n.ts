/**
 * The translation rules of the content (docs/requirements.md, "Five languages"; docs/editing.md,
 * "Languages"), in one place for every check that applies them: the unit test
 * `tests/unit/content-i18n.test.ts`, the editors' content check (`npm run check:content`,
 * `tools/content/check-content.mjs`) and the content editor, which refuses to save an entry that
 * breaks them (`src/admin/cms.ts`).
 *
 * Every content entry exists in every language with the same structure as the English one: the
 * same sections, the same list lengths, the same non-text values ({@link fixedFieldNames}: icons,
 * images, links, numbers, dates…), the same `{{fact}}` placeholders (so figures cannot drift from
 * `src/config/facts.ts`), and no empty text. Article bodies keep their internal links in their
 * language. The embedded fleet's texts are translated for every vehicle and feature.
 *
 * Pure functions over parsed data (no file system, no DOM), so the browser's editor runs them as
 * they are. Messages are written for an editor: they say what to do, and the caller adds where
 * (the file and line, or the language).
 */

/** Field names whose values are not text: the same in every language (the editor duplicates them). */
export const fixedFieldNames: ReadonlySet<string> = new Set([
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

/** A place in an entry: keys and list positions, e.g. `['items', 4, 'question']`. */
export type DataPath = (string | number)[];

/** One way a translation breaks the rules, at `path` of the translated entry. */
export interface TranslationIssue {
  path: DataPath;
  /** What is wrong and what to do, e.g. `no text: translate the English "Where can I…"`. */
  message: string;
  /** In an article's text: the words the issue is about (a link's `](/fleet`), to find its line. */
  text?: string;
}

/** `items[4].question`: a path as an editor reads it (counting from 0, as the content check does). */
export function pathText(path: DataPath): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );
}

const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

const quote = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}…` : s);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How a translated entry (or a part of it) differs from the English one.
 *
 * @param en the English entry's data (a parsed YAML file or an article's front matter)
 * @param tr the same entry in another language (`undefined` when that language has none)
 * @param path where `en` and `tr` sit in the entry (empty for a whole entry)
 * @returns the issues, in the English entry's order; none when the translation follows the rules
 */
export function structureIssues(en: unknown, tr: unknown, path: DataPath = []): TranslationIssue[] {
  const out: TranslationIssue[] = [];
  const add = (at: DataPath, message: string): void => {
    out.push({ path: at, message });
  };
  const visit = (a: unknown, b: unknown, at: DataPath): void => {
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) {
        add(at, 'missing: it needs the same list as in English');
        return;
      }
      if (b.length !== a.length)
        add(
          at,
          `${b.length} item${b.length === 1 ? '' : 's'}, English has ${a.length}: every language needs the same items in the same order`,
        );
      a.forEach((item, i) => {
        if (i < b.length) visit(item, b[i], [...at, i]);
      });
      return;
    }
    if (isObject(a)) {
      if (!isObject(b)) {
        add(at, 'missing: it needs the same fields as in English');
        return;
      }
      for (const key of Object.keys(b))
        if (!Object.hasOwn(a, key))
          add([...at, key], 'not in English: remove it, or add it in English too');
      for (const [key, value] of Object.entries(a)) {
        const next = b[key];
        if (fixedFieldNames.has(key)) {
          if (JSON.stringify(value) !== JSON.stringify(next))
            add(
              [...at, key],
              `must be ${JSON.stringify(value)} as in English (icons, links, images, numbers, dates and categories are the same in every language)`,
            );
        } else visit(value, next, [...at, key]);
      }
      return;
    }
    if (typeof a === 'string') {
      if (typeof b !== 'string' || b.trim() === '') {
        add(at, `no text: translate the English ${quote(a)}`);
        return;
      }
      const [pa, pb] = [placeholders(a), placeholders(b)];
      if (pa.join() !== pb.join())
        add(
          at,
          `placeholders ${pb.map((p) => `{{${p}}}`).join(' ') || '(none)'} differ from English ${pa.map((p) => `{{${p}}}`).join(' ')}: quote the same facts`,
        );
      return;
    }
    // Booleans and numbers (`from: true` on prices, ratings) stay as they are.
    if (a !== b) add(at, `must be ${JSON.stringify(a)} as in English`);
  };
  visit(en, tr, path);
  return out;
}

/** The site paths an article body links to (`](/fleet)`), in order. */
const bodyLinks = (body: string) => [...body.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1] ?? '');

/**
 * How a translated article's text (below the front matter) breaks the rules: a link to one of our
 * pages that is not in the article's language, a link fewer or more than in English, a text much
 * shorter than the English one (a part left out).
 *
 * @param enBody the English article's Markdown text
 * @param trBody the translation's Markdown text
 * @param lang the translation's language code, e.g. `fr`
 * @returns the issues, each at the path `['body']`
 */
export function articleBodyIssues(
  enBody: string,
  trBody: string,
  lang: string,
): TranslationIssue[] {
  const out: TranslationIssue[] = [];
  const links = bodyLinks(trBody);
  for (const href of links)
    if (!href.startsWith(`/${lang}/`) && !href.startsWith('/images/'))
      out.push({
        path: ['body'],
        text: `](${href}`,
        message: `link ${href} leads to the English page: write /${lang}${href === '/' ? '' : href}`,
      });
  const enLinks = bodyLinks(enBody).length;
  if (links.length !== enLinks)
    out.push({
      path: ['body'],
      message: `${links.length} link${links.length === 1 ? '' : 's'} to our pages, English has ${enLinks}: keep the same links`,
    });
  if (trBody.length <= enBody.length * 0.7)
    out.push({
      path: ['body'],
      message: `the text is ${Math.round((trBody.length / Math.max(enBody.length, 1)) * 100)}% as long as the English one: is a part missing?`,
    });
  return out;
}

/** The embedded fleet's translations of one language (`content/fleet/i18n/{lang}.yaml`). */
export interface FleetTexts {
  vehicles?: Record<string, { description?: string } | undefined> | null;
  features?: Record<string, string | undefined> | null;
}

/**
 * Vehicles and features of the embedded fleet with no translation in one language: a
 * description of more than 40 characters for every vehicle id, a translation of every English
 * feature text.
 *
 * @param fleet the vehicles of `content/fleet/vehicles.yaml` (their `id` and `features`)
 * @param texts that language's `content/fleet/i18n/{lang}.yaml`
 * @returns the issues, at `['vehicles', id, 'description']` or `['features', text]`
 */
export function fleetTextIssues(
  fleet: readonly { id: string | number; features?: readonly string[] | undefined }[],
  texts: FleetTexts | null | undefined,
): TranslationIssue[] {
  const out: TranslationIssue[] = [];
  for (const { id } of fleet) {
    const length = texts?.vehicles?.[String(id)]?.description?.length ?? 0;
    if (length <= 40)
      out.push({
        path: ['vehicles', String(id), 'description'],
        message: `the vehicle ${id} has no description in this language (${length ? 'at most 40 characters' : 'none'}): add one under Vehicle translations`,
      });
  }
  for (const feature of new Set(fleet.flatMap((v) => v.features ?? [])))
    if (!texts?.features?.[feature]?.trim())
      out.push({
        path: ['features', feature],
        message: `the feature "${feature}" has no translation in this language: add it under Vehicle translations`,
      });
  return out;
}
