/**
 * The content editor refuses to save a page, FAQ set or article whose languages break the
 * translation rules (`src/lib/content-i18n.ts`, the rules of the content check and the Tests job):
 * an article written in English and Greek only would otherwise be saved with French, German and
 * Italian files that hold no title, and the site would not build (docs/editing.md, "Languages").
 *
 * Decap CMS validates the fields of the languages on screen only, so `src/admin/cms.ts` runs
 * {@link untranslatedMessage} before every save (Decap's `preSave` event) on the files the save
 * would write, and a message stops the save. Pure functions (no Decap, no DOM).
 */
import { articleBodyIssues, structureIssues, type DataPath } from '../content-i18n';
import type { DecapField } from './fields';
import { fileContent, type FormatShape } from './formats';

/** An entry as Decap holds it: the default language's data, the others' under `i18n`. */
export interface EditorEntry {
  data?: Record<string, unknown> | null | undefined;
  i18n?: Record<string, { data?: Record<string, unknown> | null } | undefined> | null | undefined;
}

/** `fr` → `French`. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * A language's English name, as the editor's labels and the editors' guide name it.
 *
 * @param code a language code, e.g. `el`
 * @returns e.g. `Greek` (the code itself where the browser knows no name)
 */
export function languageName(code: string): string {
  return languageNames.of(code) ?? code;
}

/** `Questions › 5 › Answer`: a data path in the editor's labels (list items counted from 1). */
function labelPath(fields: readonly DecapField[] | undefined, path: DataPath): string {
  const words: string[] = [];
  let current = fields;
  for (const key of path) {
    if (typeof key === 'number') {
      words.push(String(key + 1));
      continue;
    }
    const candidates = [
      ...(current ?? []),
      ...(current ?? []).flatMap((f) => f.types?.flatMap((t) => t.fields ?? []) ?? []),
    ];
    const field = candidates.find((f) => f.name === key);
    words.push(field?.label ?? (key === 'body' ? 'Article' : key));
    current = field?.fields ?? field?.types?.flatMap((t) => t.fields ?? []) ?? field?.field?.fields;
  }
  return words.join(' › ') || 'the whole entry';
}

/**
 * Why an entry may not be saved, or nothing: every language other than the default one must have
 * the default language's structure and every text translated (`structureIssues`), and a
 * translated article's links must be in its language (`articleBodyIssues`).
 *
 * @param entry the entry as Decap saves it (`entry.toJS()` of the `preSave` event)
 * @param shape its collection's file shape (the generated configuration's `formats`)
 * @param fields its collection's fields (for the labels the editor shows)
 * @param i18n Decap's `i18n` settings: every language, and the default one
 * @param limit how many problems the message lists (the rest are counted)
 * @returns a message that names each incomplete language and its first problems (each once, with
 *   the languages that have it), in the editor's labels, and says what to do; `undefined` when the entry may be saved
 */
export function untranslatedMessage(
  entry: EditorEntry,
  shape: FormatShape,
  fields: readonly DecapField[],
  i18n: { locales: readonly string[]; default_locale: string },
  limit = 6,
): string | undefined {
  const english = fileContent(shape, entry.data ?? {});
  const defaultName = languageName(i18n.default_locale);
  const names: string[] = [];
  /** Each problem, with the languages that have it (the same gap is usually in all of them). */
  const problems = new Map<string, string[]>();
  for (const locale of i18n.locales) {
    if (locale === i18n.default_locale) continue;
    const data = entry.i18n?.[locale]?.data;
    const translated = data ? fileContent(shape, data) : undefined;
    const issues = [
      ...structureIssues(english.data, translated?.data),
      ...(shape.kind === 'md' && translated
        ? articleBodyIssues(english.body, translated.body, locale)
        : []),
    ];
    if (!issues.length) continue;
    const name = languageName(locale);
    names.push(name);
    const texts =
      !translated || issues.length > 3
        ? [`${issues.length} fields are empty or differ from ${defaultName}`]
        : issues.map((issue) => `${labelPath(fields, issue.path)}: ${issue.message}`);
    for (const text of texts) problems.set(text, [...(problems.get(text) ?? []), name]);
  }
  if (!names.length) return undefined;
  const and = (words: string[]) =>
    words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
  const details = [...problems].map(([text, languages]) => `${and(languages)}: ${text}`);
  const shown = details.slice(0, limit).join('; ');
  const more = details.length > limit ? `; and ${details.length - limit} more` : '';
  return `${and(names)} ${names.length > 1 ? 'are' : 'is'} not complete (${shown}${more}). Every language needs every text, and the same items as ${defaultName}: choose each language at the top of the right column (“Writing in …”), fill it in, and save again.`;
}
