#!/usr/bin/env node
// @ts-check
/**
 * The editors' content check (`npm run check:content`; what each message means and how to fix it:
 * docs/editing.md). No browser; about half a minute on a 2-core machine. It
 *
 * 1. checks the Markdown style of the articles (markdownlint-cli2, `.markdownlint-cli2.jsonc`);
 * 2. checks spelling in English and every language `cspell.config.yaml` has a dictionary for (cspell, place
 *    names and brands in `.cspell/project-words.txt`);
 * 3. builds the site (`astro build`), which runs the content schemas (`src/content.config.ts`) and
 *    resolves every `{{fact}}` placeholder; in report mode (`src/lib/content-report.ts`) every
 *    invalid entry is reported and the rest of the site is still built;
 * 4. finds the HTML that the site's content sanitiser removes (`src/lib/sanitize.ts`): scripts,
 *    event handlers, `javascript:`/`data:` URLs, frames, forms, `<meta>`, `<base>`, `<style>`,
 *    `<object>` and any element or attribute outside the articles' allow-list — and any HTML at all
 *    in a YAML text field — each named at its file and line (docs/editing.md, "HTML in content");
 * 5. checks the fleet's prices against the "from" prices the pages and Marcia state
 *    (`src/lib/fleet/from-prices.ts`: docs/editing.md, "Prices"), finds article links that the page would show as text (`\[words](/page)`, what the editor's
 *    rich text saves for a link typed in Markdown), and checks that every page, FAQ set and article exists in every language with the English one's
 *    structure, and that the fleet's texts are translated (`src/lib/content-i18n.ts`, the rules
 *    the Tests job's `tests/unit/content-i18n.test.ts` applies too: docs/editing.md, "Languages");
 * 6. reads every built page and checks that each link, image, script and stylesheet of the site
 *    resolves to a built file (and a `#fragment` to an element of that page), and that no
 *    `{{placeholder}}` is left in the HTML.
 *
 * Every problem is printed as `FILE:LINE: message`, where FILE is the source file under the
 * content folder that holds the mistake (`content/blog/en/x.md:42: link /flet: no such page`);
 * only problems that come from the site's code name the built page instead. With
 * `GITHUB_ACTIONS=true` each problem is also printed as a workflow annotation (`::error
 * file=…,line=…::…`). Exit code 0 when there is no problem, 1 otherwise, 2 on bad usage.
 *
 *   node tools/content/check-content.mjs [--content DIR] [--out DIR] [--no-build | --no-site] [--no-spelling] [--no-markdown]
 *
 * --content DIR  the content folder to check (default `content`); a folder other than the
 *                project's own is built into `.check-content/{pid}/` with a cache of its own
 *                (removed afterwards), so `dist/` and the project's cache are left alone and two
 *                checks can run at once.
 * --out DIR      where to build (default `dist` for the project's content): `npm test` runs
 *                this check and reuses its build for the integration and end-to-end tests.
 * --no-build     check the existing build in --out instead of building (the schemas then ran
 *                when that build was made).
 * --no-site      check the content without building the site: steps 1, 2, 4 and 5, and step 3's
 *                schemas and `{{fact}}` placeholders through `astro sync` (which runs the same
 *                collection loaders in report mode, about a tenth of a build's work), but no
 *                pages, so step 6 (links, images, left-over placeholders in the HTML) is not done.
 *                For a content change whose site build is proven elsewhere: the content editor's
 *                end-to-end test (`tests/e2e/cms.spec.ts`) checks what the editor saved so, while
 *                `npm test` builds and checks the project's own content in full.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Parser } from 'htmlparser2';
import { LineCounter, parseDocument, isMap, isSeq, visit } from 'yaml';
import { findUnsafeHtml } from '../../src/lib/sanitize.ts';
import {
  articleBodyIssues,
  fleetTextIssues,
  pathText,
  structureIssues,
} from '../../src/lib/content-i18n.ts';
import { runAstro } from '../lib/astro-run.mjs';
import { defaultLang, prefixedLangs } from '../../src/locales/list.mjs';

/** A path's language prefix (`/fr/...`): the folders of `src/locales/`. */
const langPrefix = new RegExp(`^/(${prefixedLangs.join('|')})(/|$)`);
/** The same, for removing it. */
const langPrefixOnly = new RegExp(`^/(${prefixedLangs.join('|')})(?=/|$)`);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One problem found by the check.
 *
 * @typedef {object} Problem
 * @property {string | undefined} file absolute path of the file to fix (a content file when known)
 * @property {number} line 1-based line in that file (0 when unknown)
 * @property {string} message what is wrong, e.g. `link /flet: no such page`
 */

/** File extensions of content sources. */
const SOURCE_EXTENSIONS = /\.(md|ya?ml)$/;

/**
 * Every file under `dir` whose name matches `pattern`, as absolute paths, in a stable order.
 *
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {string[]}
 */
export function walk(dir, pattern) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, pattern));
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// HTML that the sanitiser removes

/**
 * Every construct of the content folder's Markdown and YAML files that the site's sanitiser
 * removes from the pages (`findUnsafeHtml` of `src/lib/sanitize.ts`, the same allow-list), at its
 * file and line, so that the author sees it before review instead of a page that lost it.
 *
 * @param {string} contentDir
 * @returns {Problem[]}
 */
export function unsafeHtmlProblems(contentDir) {
  /** @type {Problem[]} */
  const problems = [];
  for (const file of walk(contentDir, SOURCE_EXTENSIONS)) {
    const text = readFileSync(file, 'utf8');
    for (const { offset, construct } of findUnsafeHtml(text, { markdown: file.endsWith('.md') })) {
      problems.push({
        file,
        line: text.slice(0, offset).split('\n').length,
        message: `HTML not allowed, removed from the page: ${construct} (see "HTML in content")`,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Prices

/**
 * Where the fleet's prices disagree with the "from" prices the site states (`fromPriceIssues` of
 * `src/lib/fleet/from-prices.ts`, over `facts.prices` of `src/config/facts.ts`, loaded with
 * jiti): each at the vehicle's `price_per_day` in `content/fleet/vehicles.yaml`.
 *
 * @param {string} contentDir
 * @returns {Promise<Problem[]>} none when the file is missing or does not parse (the schema step
 *   reports that)
 */
export async function priceProblems(contentDir) {
  const file = join(contentDir, 'fleet', 'vehicles.yaml');
  if (!existsSync(file)) return [];
  const fleet = readEntry(file)?.data;
  if (!Array.isArray(fleet)) return [];
  const { createJiti } = await import('jiti');
  /** @type {typeof import('../../src/lib/fleet/from-prices.ts')} */
  const { fromPriceIssues } = await createJiti(import.meta.url).import(
    '../../src/lib/fleet/from-prices.ts',
  );
  return fromPriceIssues(fleet).map((issue) => ({
    file,
    line: lineOfPath(file, ['price_per_day'], issue.id),
    message: issue.message,
  }));
}

// ---------------------------------------------------------------------------------------------
// Links typed the Markdown way in the rich-text editor

/**
 * Every YAML alias (`*name`) of the content's YAML files and front matter, at its file and line.
 * The build parses content with no limit on how far aliases expand: a few lines of them ("billion
 * laughs") grow to gigabytes and stall it (audit 33b #10). Content has no use for them, so the
 * check refuses every one, before it builds anything.
 *
 * @param {string} contentDir
 * @returns {Problem[]}
 */
export function yamlAliasProblems(contentDir) {
  /** @type {Problem[]} */
  const problems = [];
  for (const file of walk(contentDir, SOURCE_EXTENSIONS)) {
    const { yaml, firstLine } = yamlOf(readFileSync(file, 'utf8'), file);
    if (!yaml.includes('*')) continue;
    const lineCounter = new LineCounter();
    // Parsed, never expanded: the aliases stay nodes.
    const doc = parseDocument(yaml, { lineCounter });
    /** One problem per alias name and line. */
    const named = new Set();
    visit(doc, {
      Alias(_, node) {
        const line = lineCounter.linePos(node.range?.[0] ?? 0).line + firstLine - 1;
        if (named.has(`${line} ${node.source}`)) return;
        named.add(`${line} ${node.source}`);
        problems.push({
          file,
          line,
          message: `YAML alias *${node.source} is not allowed in content: write the value out where it is used (aliases can make the site's build expand without end)`,
        });
      },
    });
  }
  return problems;
}

/**
 * A Markdown link whose `[` is escaped (`\[our fleet](/fleet)`): what the content editor's
 * rich-text mode saves when a link is typed in Markdown, shown on the page as that text.
 */
const ESCAPED_LINK = /\\\[([^\]\n]*?)\\?\]\(([^)\s]*)\)/g;

/**
 * Every link of the articles' text that is written as text instead of a link (the rich-text
 * editor escapes a typed `[words](/page)`), at its file and line.
 *
 * @param {string} contentDir
 * @returns {Problem[]}
 */
export function escapedLinkProblems(contentDir) {
  /** @type {Problem[]} */
  const problems = [];
  for (const file of walk(contentDir, /\.md$/)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(ESCAPED_LINK))
      problems.push({
        file,
        line: text.slice(0, match.index).split('\n').length,
        message: `link shown as text on the page: [${match[1]}](${match[2]}). In the editor's rich text, select the words and press the link button; in Markdown mode, remove the \\ before [`,
      });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Translations

/** `fr` → `French`: the language's English name, as the editors' guide names it. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
/** @param {string} lang */
const languageName = (lang) => languageNames.of(lang) ?? lang;

/**
 * A content file's data (a `.md` file's front matter) and an article's text, or `undefined` when
 * the file does not parse (the schema step reports that).
 *
 * @param {string} file
 * @returns {{ data: unknown; body: string; bodyLine: number } | undefined}
 */
function readEntry(file) {
  const text = readFileSync(file, 'utf8');
  const { yaml } = yamlOf(text, file);
  const doc = parseDocument(yaml);
  if (doc.errors.length) return undefined;
  let data;
  try {
    data = doc.toJS();
  } catch {
    // Aliases that expand too far: `yamlAliasProblems` names them.
    return undefined;
  }
  if (!file.endsWith('.md')) return { data, body: '', bodyLine: 1 };
  const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text)?.[0] ?? '';
  return { data, body: text.slice(front.length), bodyLine: front.split('\n').length };
}

/**
 * Where the content breaks the translation rules (`src/lib/content-i18n.ts`): a page, FAQ set or
 * article of `content/{pages,faqs,blog}/en/` missing in another language (named at the English
 * file), a translation whose structure differs from the English one (at the translation's line),
 * an article text with links in the wrong language, and fleet vehicles or features with no
 * translation (at `content/fleet/i18n/{lang}.yaml`). Files that do not parse are left to the
 * schema step.
 *
 * @param {string} contentDir
 * @returns {Problem[]} each message starts with the language (`French translation, items: …`)
 */
export function translationProblems(contentDir) {
  /** @type {Problem[]} */
  const problems = [];
  for (const dir of ['pages', 'faqs', 'blog']) {
    const englishDir = join(contentDir, dir, defaultLang);
    if (!existsSync(englishDir)) continue;
    for (const english of walk(englishDir, SOURCE_EXTENSIONS)) {
      const en = readEntry(english);
      if (!en) continue;
      const name = relative(englishDir, english);
      for (const lang of prefixedLangs) {
        const language = languageName(lang);
        const file = join(contentDir, dir, lang, name);
        if (!existsSync(file)) {
          problems.push({
            file: english,
            line: 1,
            message: `no ${language} version of this ${dir === 'blog' ? 'article' : 'file'}: add content/${dir}/${lang}/${name} (in the content editor: open it, choose ${lang.toUpperCase()} at the top of the right column, fill in every field and save)`,
          });
          continue;
        }
        const tr = readEntry(file);
        if (!tr) continue;
        const issues = [
          ...structureIssues(en.data, tr.data),
          ...(file.endsWith('.md') ? articleBodyIssues(en.body, tr.body, lang) : []),
        ];
        for (const issue of issues)
          problems.push({
            file,
            line:
              issue.path[0] === 'body'
                ? (issue.text && lineContaining(file, issue.text)) || tr.bodyLine
                : lineOfPath(file, issue.path),
            message: `${language} translation, ${pathText(issue.path)}: ${issue.message} (English: content/${dir}/${defaultLang}/${name})`,
          });
      }
    }
  }
  const vehicles = join(contentDir, 'fleet', 'vehicles.yaml');
  const fleet = existsSync(vehicles) ? readEntry(vehicles)?.data : undefined;
  if (Array.isArray(fleet)) {
    for (const lang of prefixedLangs) {
      const file = join(contentDir, 'fleet', 'i18n', `${lang}.yaml`);
      const texts = existsSync(file) ? readEntry(file) : { data: {} };
      if (!texts) continue;
      for (const issue of fleetTextIssues(fleet, /** @type {any} */ (texts.data)))
        problems.push({
          file,
          line: existsSync(file) ? lineOfPath(file, issue.path) : 0,
          message: `${languageName(lang)} translation, ${pathText(issue.path)}: ${issue.message}`,
        });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Markdown style and spelling

/**
 * markdownlint-cli2 over the content folder's Markdown files, with the project's configuration.
 *
 * @param {string} contentDir
 * @returns {Promise<Problem[]>}
 */
async function lintMarkdown(contentDir) {
  // markdownlint-cli2 ships no type declarations; its `main` is documented in its README.
  /** @type {{ main: (params: Record<string, unknown>) => Promise<number> }} */
  // @ts-expect-error no declaration file
  const { main } = await import('markdownlint-cli2');
  /** @type {Problem[]} */
  const problems = [];
  /** @type {(options: { results: any[] }) => void} */
  const formatter = ({ results }) => {
    for (const r of results) {
      const detail = r.errorDetail ? ` [${r.errorDetail}]` : '';
      problems.push({
        file: resolve(contentDir, r.fileName),
        line: r.lineNumber,
        message: `markdown ${r.ruleNames.join('/')}: ${r.ruleDescription}${detail}`,
      });
    }
  };
  await main({
    directory: contentDir,
    argv: ['--config', join(root, '.markdownlint-cli2.jsonc'), '**/*.md'],
    optionsOverride: { outputFormatters: [[formatter]] },
    logMessage: () => {},
    logError: () => {},
  });
  return problems;
}

/**
 * The languages (other than the default one) that `cspell.config.yaml` gives no dictionary: no
 * override names their folder (a glob of the form double-star, code, double-star). Every language
 * has one today (Greek: `@cspell/dict-el`); a language added without one is not spell-checked, and
 * the check says so instead of reporting each of its words.
 *
 * @returns {string[]} language codes
 */
function languagesWithoutDictionary() {
  const config = parseDocument(readFileSync(join(root, 'cspell.config.yaml'), 'utf8')).toJS();
  const covered = new Set(
    (config.overrides ?? []).flatMap((/** @type {{ filename: string | string[] }} */ o) =>
      [o.filename].flat().map((f) => /^\*\*\/([a-z]{2,3})\/\*\*$/.exec(f)?.[1]),
    ),
  );
  return prefixedLangs.filter((lang) => !covered.has(lang));
}

/**
 * cspell over the content folder's Markdown and YAML files (`cspell.config.yaml`).
 *
 * @param {string} contentDir
 * @returns {Promise<Problem[]>}
 */
async function checkSpelling(contentDir) {
  const { lint } = await import('cspell');
  const unspelled = languagesWithoutDictionary();
  for (const lang of unspelled)
    console.log(
      `Spelling: skipping ${lang} (content/*/${lang}/, content/fleet/i18n/${lang}.yaml): no cspell dictionary for it is installed and configured in cspell.config.yaml`,
    );
  /** @type {Problem[]} */
  const problems = [];
  /** @type {string[]} */
  const errors = [];
  await lint(
    ['**/*.md', '**/*.yaml', '**/*.yml'],
    {
      root: contentDir,
      config: join(root, 'cspell.config.yaml'),
      progress: false,
      summary: false,
      color: false,
      mustFindFiles: false,
      showSuggestions: true,
      exclude: unspelled.flatMap((lang) => [`**/${lang}/**`, `**/i18n/${lang}.yaml`]),
    },
    {
      issue: (issue) => {
        const suggestions = (issue.suggestionsEx ?? []).map((s) => s.word).slice(0, 3);
        const hint = suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : '';
        problems.push({
          file: issue.uri ? fileURLToPath(issue.uri) : undefined,
          line: issue.row,
          message: `spelling "${issue.text}": unknown word${hint}; if it is right, add it to .cspell/project-words.txt`,
        });
      },
      error: (message, error) => {
        errors.push(`${message}: ${error.message}`);
      },
      info: () => {},
      debug: () => {},
      progress: () => {},
      result: () => {},
    },
  );
  for (const error of errors)
    problems.push({ file: undefined, line: 0, message: `spelling check failed: ${error}` });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Build and schema report

/**
 * Runs `astro build` (or, with `sync`, only `astro sync`: the content loaders and their schemas,
 * no pages) in report mode.
 *
 * @param {{ contentDir: string; outDir: string; reportFile: string; cacheDir: string | undefined; sync?: boolean }} options
 * @returns {Promise<{ code: number; output: string }>}
 */
function build({ contentDir, outDir, reportFile, cacheDir, sync = false }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, CONTENT_CHECK_REPORT: reportFile };
  if (resolve(contentDir) !== resolve(root, 'content')) env.CONTENT_DIR = contentDir;
  // A copy of the content is built to be checked, never served: no .gz/.br files (Brotli 11 over
  // a fresh cache costs a minute of CPU; src/build/http-policy.mjs). The project's own build is the
  // one the servers serve, so it keeps them.
  if (cacheDir) {
    env.CONTENT_CHECK_CACHE_DIR = cacheDir;
    env.PRECOMPRESS = '0';
  }
  // One Astro at a time in the project folder (tools/lib/astro-run.mjs says why). `--force`, as
  // `npm run build`: the content layer's cache keeps an entry's facts as they were when its file
  // last changed (docs/architecture.md, "Build steps").
  return runAstro(sync ? ['sync'] : ['build', '--force', '--outDir', outDir], env);
}

/**
 * Splits a dotted zod issue path (`sections.0.items.1.title`) into keys and indexes.
 *
 * @param {string} dotted
 * @returns {(string | number)[]}
 */
function splitPath(dotted) {
  return dotted === ''
    ? []
    : dotted.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/**
 * The YAML of a content file (a `.md` file's front matter) with the line its first line has in
 * the file.
 *
 * @param {string} text
 * @param {string} file
 * @returns {{ yaml: string; firstLine: number }}
 */
function yamlOf(text, file) {
  if (!file.endsWith('.md')) return { yaml: text, firstLine: 1 };
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return { yaml: match?.[1] ?? '', firstLine: 2 };
}

/**
 * The line of a value in a content file, or of its nearest existing parent when the value is
 * missing (e.g. a required field that is not there).
 *
 * @param {string} file absolute path of a `.md` or `.yaml` file
 * @param {(string | number)[]} path keys into the entry, e.g. `['hero', 'heading']`
 * @param {string} [entryId] for a file holding a list of entries (`vehicles.yaml`): the
 *   entry's `id`
 * @returns {number} 1-based line; 1 when nothing better is known
 */
export function lineOfPath(file, path, entryId) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 1;
  }
  const { yaml, firstLine } = yamlOf(text, file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter });
  let keys = path;
  if (isSeq(doc.contents) && entryId !== undefined) {
    const index = doc.contents.items.findIndex(
      (item) => isMap(item) && String(item.get('id')) === entryId,
    );
    if (index >= 0) keys = [index, ...path];
  }
  for (let n = keys.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(keys.slice(0, n), true);
    // @ts-expect-error every YAML node has a range
    const offset = node?.range?.[0];
    if (typeof offset === 'number') {
      // A missing field: point at its parent's first line (a mapping's first key).
      return lineCounter.linePos(offset).line + firstLine - 1;
    }
  }
  return firstLine;
}

/**
 * The first line of a file that contains `needle`, or 0.
 *
 * @param {string} file
 * @param {string} needle
 */
function lineContaining(file, needle) {
  try {
    const index = readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(needle));
    return index + 1;
  } catch {
    return 0;
  }
}

/**
 * Problems of the invalid entries the build reported (`src/lib/content-report.ts`).
 *
 * @param {string} reportFile JSON lines of `InvalidEntryRecord`
 * @returns {Problem[]}
 */
export function schemaProblems(reportFile) {
  if (!existsSync(reportFile)) return [];
  /** @type {Problem[]} */
  const problems = [];
  for (const json of readFileSync(reportFile, 'utf8').split('\n').filter(Boolean)) {
    /** @type {{ collection: string; id: string; file?: string; message: string }} */
    const record = JSON.parse(json);
    const file = record.file ? resolve(root, record.file) : undefined;
    const issues = [...record.message.matchAll(/^\s*\*\*([^*\n]*)\*\*: (.*)$/gm)];
    if (issues.length === 0) {
      // Not a schema error: e.g. `…/home.yaml: Unknown fact {{prices.nope}}` from the placeholders.
      const message = record.message.replace(/^\S+\.(md|ya?ml): /, '');
      const fact = /\{\{\s*([\w.]+)\s*\}\}/.exec(message);
      const line =
        file && fact?.[1]
          ? lineContaining(file, `{{${fact[1]}`) || lineContaining(file, fact[1])
          : 1;
      problems.push({ file, line: line || 1, message: message.split('\n')[0] ?? message });
      continue;
    }
    for (const [, dotted = '', raw = ''] of issues) {
      // Astro's error map repeats the path: `**items.1.answer**: **items.1.answer**: Required`.
      const text = raw.replace(/^(\*\*[^*]*\*\*: )+/, '');
      const fact = /Unknown fact \{\{\s*([\w.]+)\s*\}\}/.exec(text);
      const byFact = file && fact?.[1] ? lineContaining(file, `{{${fact[1]}`) : 0;
      const line =
        byFact ||
        (file
          ? lineOfPath(
              file,
              splitPath(dotted),
              record.collection === 'fleet' ? record.id : undefined,
            )
          : 1);
      problems.push({ file, line, message: `${dotted || '(entry)'}: ${text}` });
    }
  }
  return problems;
}

/**
 * Problems of a failed build: the first error lines of Astro's output, at the content file they
 * name when they name one.
 *
 * @param {string} output
 * @param {boolean} [sync] the check ran `astro sync` (`--no-site`), not `astro build`
 * @returns {Problem}
 */
function buildFailure(output, sync = false) {
  // Astro's error line without its time stamp, and the next lines up to the stack trace.
  const lines = output.split('\n').map((l) =>
    l
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes (ESC [ … m)
      .replace(/\x1b\[[0-9;]*m/g, '')
      .replace(/^\d\d:\d\d:\d\d\s+/, '')
      .trim(),
  );
  const start = Math.max(
    0,
    lines.findIndex((l) => /error/i.test(l)),
  );
  const rest = lines.slice(start + 1, start + 4);
  const stack = rest.findIndex((l) => /^at\s/.test(l));
  const excerpt = [lines[start], ...(stack < 0 ? rest : rest.slice(0, stack))]
    .filter(Boolean)
    .join(' | ');
  const location = /([^\s'"()]+\.(?:md|ya?ml)):(\d+)/.exec(output);
  return {
    file: location?.[1] ? resolve(root, location[1]) : undefined,
    line: location ? Number(location[2]) : 0,
    message: sync
      ? `the content does not load: ${excerpt || 'astro sync failed'}`
      : `the site does not build, so links and images were not checked: ${excerpt || 'astro build failed'}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The built site

/** Attributes that hold a URL, per element. `srcset` lists are split. */
const URL_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
});

/**
 * One reference from a built page.
 *
 * @typedef {object} Reference
 * @property {string} raw the attribute value as written (`/flet`, `../images/x.svg 2x` split)
 * @property {'link' | 'image' | 'file'} kind
 * @property {number} line line in the built HTML file
 */

/**
 * Reads one built page: its ids and the URLs it references.
 *
 * @param {string} html
 * @returns {{ ids: Set<string>; refs: Reference[]; site: string | undefined }}
 */
export function readPage(html) {
  /** @type {Set<string>} */
  const ids = new Set();
  /** @type {Reference[]} */
  const refs = [];
  /** @type {string | undefined} */
  let site;
  /** Offsets of the line starts, for the line of a tag. */
  const starts = [0];
  for (let i = html.indexOf('\n'); i >= 0; i = html.indexOf('\n', i + 1)) starts.push(i + 1);
  /** @param {number} index */
  const lineAt = (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (attrs.id) ids.add(attrs.id);
        if (name === 'a' && attrs.name) ids.add(attrs.name);
        if (name === 'link' && attrs.rel === 'canonical' && attrs.href && URL.canParse(attrs.href))
          site = new URL(attrs.href).origin;
        const line = lineAt(parser.startIndex);
        if (
          name === 'meta' &&
          /^(og|twitter):image$/.test(attrs.property ?? attrs.name ?? '') &&
          attrs.content
        ) {
          refs.push({ raw: attrs.content, kind: 'image', line });
        }
        // `<link rel=expect href="#id" blocking=render>` names an element that ends render blocking
        // when parsed; it is not a link a visitor follows, and a page without that element just
        // renders when parsing ends.
        if (name === 'link' && /\bexpect\b/.test(attrs.rel ?? '')) return;
        for (const attr of URL_ATTRIBUTES[name] ?? []) {
          const value = attrs[attr];
          if (!value) continue;
          const kind =
            name === 'a' ||
            name === 'area' ||
            name === 'form' ||
            (name === 'link' && /\b(alternate|canonical|prev|next)\b/.test(attrs.rel ?? ''))
              ? 'link'
              : name === 'img' ||
                  name === 'source' ||
                  name === 'image' ||
                  (name === 'link' && /icon/.test(attrs.rel ?? ''))
                ? 'image'
                : 'file';
          const values =
            attr === 'srcset'
              ? value
                  .split(',')
                  .map((part) => part.trim().split(/\s+/)[0])
                  .filter(Boolean)
              : [value.trim()];
          for (const raw of values) if (raw) refs.push({ raw, kind, line });
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.write(html);
  parser.end();
  return { ids, refs, site };
}

/**
 * The site path a built HTML file answers (`fr/blog/x.html` → `/fr/blog/x`, `index.html` → `/`).
 *
 * @param {string} clientDir
 * @param {string} file
 */
function pagePath(clientDir, file) {
  const rel = relative(clientDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

/**
 * Where a content source mentions a URL: every `FILE:LINE` whose text holds it as a whole path
 * (`](/flet)`, `href: /flet`, `"/flet"`), files of the page's language first.
 *
 * @param {{ file: string; lines: string[] }[]} sources
 * @param {string[]} candidates the URL as written, and without the language prefix
 * @returns {{ file: string; line: number }[]}
 */
function findInSources(sources, candidates) {
  /** @type {{ file: string; line: number }[]} */
  const found = [];
  for (const candidate of candidates) {
    const escaped = candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(^|[\\s("'\\[:=<])${escaped}(?![\\w/.-])`);
    for (const { file, lines } of sources) {
      lines.forEach((text, i) => {
        if (pattern.test(text)) found.push({ file, line: i + 1 });
      });
    }
    if (found.length) break;
  }
  return found;
}

/**
 * Checks every built page: links, images, scripts and stylesheets of the site resolve; fragments
 * point at an element; no `{{placeholder}}` is left. Problems are placed at the content source
 * that holds the URL when there is one.
 *
 * @param {string} outDir the build (with `client/`)
 * @param {string} contentDir
 * @returns {{ problems: Problem[]; pages: number; references: number }}
 */
export function checkBuiltSite(outDir, contentDir) {
  const clientDir = join(outDir, 'client');
  // The content editor (`/admin`, Decap CMS: docs/editing.md) is an application, not a page of
  // the site: its configuration carries Decap's own `{{fields.…}}` summary templates, and it links
  // to nothing of the content. Left out of this pass deliberately.
  const files = walk(clientDir, /\.html$/).filter(
    (file) => relative(clientDir, file).split(sep)[0] !== 'admin',
  );
  const sources = walk(contentDir, SOURCE_EXTENSIONS).map((file) => ({
    file,
    lines: readFileSync(file, 'utf8').split('\n'),
  }));
  /** @type {Map<string, { file: string; html: string; ids: Set<string>; refs: Reference[]; site: string | undefined }>} */
  const pages = new Map();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    pages.set(pagePath(clientDir, file), { file, html, ...readPage(html) });
  }
  const siteOrigin = [...pages.values()].find((p) => p.site)?.site;
  const local = 'http://site.invalid';

  /**
   * The built page or file a site path resolves to: `page` for an HTML page (its ids are
   * known), `file` for anything else, `route` for an on-demand route, else `undefined`.
   *
   * @param {string} pathname
   */
  const resolvePath = (pathname) => {
    let path;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (pages.has(trimmed)) return { type: 'page', page: pages.get(trimmed) };
    const file = join(clientDir, path);
    if (file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile())
      return { type: 'file' };
    // On-demand routes (`export const prerender = false`), e.g. /api/send-email.
    for (const ext of ['.ts', '.js', '.mjs']) {
      if (existsSync(join(root, 'src/pages', `${trimmed}${ext}`))) return { type: 'route' };
    }
    return undefined;
  };

  /** @type {Map<string, Problem>} */
  const problems = new Map();
  /** @param {Problem} p */
  const add = (p) => problems.set(`${p.file}:${p.line}:${p.message}`, p);
  let references = 0;

  for (const [path, page] of pages) {
    const lang = langPrefix.exec(path)?.[1] ?? defaultLang;
    const ordered = [...sources].sort(
      (a, b) =>
        Number(!a.file.includes(`${sep}${lang}`)) - Number(!b.file.includes(`${sep}${lang}`)),
    );
    const where = relative(root, page.file);
    for (const ref of page.refs) {
      if (/^(mailto|tel|sms|javascript|data|blob):/i.test(ref.raw) || ref.raw.startsWith('{'))
        continue;
      if (!URL.canParse(ref.raw, `${local}${path}`)) {
        add({
          file: page.file,
          line: ref.line,
          message: `${ref.kind} ${ref.raw}: not a valid URL`,
        });
        continue;
      }
      const url = new URL(ref.raw, `${local}${path}`);
      if (url.origin !== local && url.origin !== siteOrigin) continue; // another site: not checked (no network)
      references++;
      const target = resolvePath(url.pathname);
      let message;
      if (!target) {
        message =
          ref.kind === 'link'
            ? `${ref.kind} ${ref.raw}: no such page`
            : `${ref.kind} ${ref.raw}: no such file`;
      } else if (url.hash.length > 1 && target.type === 'page' && target.page) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!target.page.ids.has(id))
          message = `link ${ref.raw}: no element with id "${id}" on ${url.pathname}`;
      }
      if (!message) continue;
      const withoutLang = url.pathname.replace(langPrefixOnly, '') || '/';
      // A missing page may be written with or without its query, fragment or language prefix; a
      // missing fragment only with the fragment (the page itself exists and is linked elsewhere).
      const forms = target
        ? [ref.raw, `${url.pathname}${url.search}${url.hash}`, `${withoutLang}${url.hash}`]
        : [ref.raw, `${url.pathname}${url.search}${url.hash}`, url.pathname, withoutLang];
      const candidates = [...new Set(forms.filter((c) => c.length > 1))];
      const found = findInSources(ordered, candidates);
      if (found.length) for (const at of found) add({ ...at, message });
      else
        add({
          file: page.file,
          line: ref.line,
          message: `${message} (in the site's code, not in the content: built page ${where})`,
        });
    }
    for (const match of page.html.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
      const token = match[0];
      const found = findInSources(ordered, [token]).length ? findInSources(ordered, [token]) : [];
      const message = `placeholder ${token} is not replaced on ${path}: facts can be quoted in YAML files and in front matter, not in the text of an article`;
      if (found.length) for (const at of found) add({ ...at, message });
      else
        add({
          file: page.file,
          line: page.html.slice(0, match.index).split('\n').length,
          message: `placeholder ${token} is not replaced (built page ${where})`,
        });
    }
  }
  return { problems: [...problems.values()], pages: pages.size, references };
}

// ---------------------------------------------------------------------------------------------
// Output

/**
 * `FILE:LINE: message`, FILE relative to the working directory when inside it.
 *
 * @param {Problem} p
 */
export function formatProblem(p) {
  if (!p.file) return p.message;
  const rel = relative(process.cwd(), p.file);
  const shown = rel.startsWith('..') ? p.file : rel;
  return `${shown}${p.line ? `:${p.line}` : ''}: ${p.message}`;
}

/**
 * A GitHub Actions error annotation for a problem (shown on the pull request's changed lines).
 *
 * @param {Problem} p
 */
function annotation(p) {
  /** @param {string} s */
  const data = (s) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  /** @param {string} s */
  const property = (s) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const parts = [];
  if (p.file) parts.push(`file=${property(relative(process.cwd(), p.file).split(sep).join('/'))}`);
  if (p.file && p.line) parts.push(`line=${p.line}`);
  parts.push('title=check:content');
  return `::error ${parts.join(',')}::${data(p.message)}`;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = performance.now();
  let args;
  try {
    args = parseArgs({
      options: {
        content: { type: 'string' },
        out: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        'no-site': { type: 'boolean', default: false },
        'no-spelling': { type: 'boolean', default: false },
        'no-markdown': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : error}\nUsage: node tools/content/check-content.mjs [--content DIR] [--out DIR] [--no-build | --no-site] [--no-spelling] [--no-markdown]`,
    );
    process.exit(2);
  }
  if (args['no-site'] && (args['no-build'] || args.out)) {
    console.error('--no-site builds nothing: it takes neither --no-build nor --out.');
    process.exit(2);
  }
  const contentDir = resolve(args.content ?? join(root, 'content'));
  if (!existsSync(join(contentDir, 'blog')) || !existsSync(join(contentDir, 'pages'))) {
    console.error(
      `${contentDir} is not a content folder (it needs blog/ and pages/ like content/).`,
    );
    process.exit(2);
  }
  const ownContent = contentDir === resolve(root, 'content');
  const work = join(root, '.check-content', String(process.pid));
  const outDir = resolve(args.out ?? (ownContent ? join(root, 'dist') : join(work, 'dist')));
  const reportFile = join(work, 'invalid-entries.jsonl');
  mkdirSync(work, { recursive: true });
  rmSync(reportFile, { force: true });

  /** @type {Problem[]} */
  const problems = [];
  try {
    // Aliases first: the build would expand them without limit (`yamlAliasProblems`).
    const aliases = yamlAliasProblems(contentDir);
    const building =
      args['no-build'] || aliases.length > 0
        ? Promise.resolve({ code: 0, output: '' })
        : build({
            contentDir,
            outDir,
            reportFile,
            cacheDir: ownContent ? undefined : join(work, 'cache'),
            sync: args['no-site'],
          });
    const [markdown, spelling, prices, built] = await Promise.all([
      args['no-markdown'] ? [] : lintMarkdown(contentDir),
      args['no-spelling'] ? [] : checkSpelling(contentDir),
      priceProblems(contentDir),
      building,
    ]);
    problems.push(
      ...aliases,
      ...markdown,
      ...spelling,
      ...unsafeHtmlProblems(contentDir),
      ...translationProblems(contentDir),
      ...escapedLinkProblems(contentDir),
      ...prices,
      ...schemaProblems(reportFile),
    );
    let summary = '';
    if (aliases.length > 0) {
      summary = 'nothing built: remove the YAML aliases first';
    } else if (built.code !== 0) {
      problems.push(buildFailure(built.output, args['no-site']));
    } else if (args['no-site']) {
      summary = 'no site built, so no links or files checked';
    } else if (!existsSync(join(outDir, 'client'))) {
      problems.push({
        file: undefined,
        line: 0,
        message: `no build found in ${outDir}: run without --no-build`,
      });
    } else {
      const site = checkBuiltSite(outDir, contentDir);
      problems.push(...site.problems);
      summary = `${site.pages} pages, ${site.references} links and files of the site`;
    }
    problems.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const p of problems) console.log(formatProblem(p));
    if (process.env.GITHUB_ACTIONS === 'true') for (const p of problems) console.log(annotation(p));
    if (problems.length) {
      console.log(
        `\ncheck:content: ${problems.length} problem${problems.length === 1 ? '' : 's'} (${seconds} s). What each message means: docs/editing.md`,
      );
      process.exitCode = 1;
    } else {
      console.log(
        `check:content: no problems (${summary}; spelling, Markdown style, HTML, content schemas, translations) in ${seconds} s`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
