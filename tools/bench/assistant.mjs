#!/usr/bin/env node
/**
 * `npm run bench:assistant` (issue "Marcia 2", part B): measures Marcia, the chat assistant,
 * without a server or a browser, and prints one table.
 *
 * 1. Pass rate per language over the tourist corpus (`tests/fixtures/assistant-corpus.ts`, the
 *    same check as `tests/unit/assistant-corpus.test.ts`), with the failing messages listed.
 * 2. `respond()` latency, p50 and p99 in milliseconds: every corpus message on a fresh
 *    conversation (after a warm-up pass), and one 5,000-character message (a long e-mail-like
 *    text with greetings and several questions), repeated.
 * 3. The gzip size of the chat's client code in an existing build (`$BENCH_DIST`, default
 *    `dist`): the ChatPanel chunk with its static imports (what a first tap waits for), what
 *    Marcia's engine adds (`src/islands/chat/engine.ts` with its static imports, loaded after the
 *    panel), and each lazily loaded language chunk; "build first" when there is no build.
 *
 * The TypeScript engine is loaded through Vite (`tools/lib/vite-modules.mjs`: the registry of
 * `src/locales/` is an `import.meta.glob`), so no build is needed for 1 and 2. Results also go to
 * `bench-results/assistant.json` (git-ignored) for `tools/bench/index.mjs`.
 *
 *   npm run bench:assistant                  # table
 *   node tools/bench/assistant.mjs --runs 50   # latency repetitions of the long message
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { withViteModules } from '../lib/vite-modules.mjs';
import { gzipBytes, staticImports } from './weight.mjs';
import { defaultLang, prefixedLangs } from '../../src/locales/list.mjs';

const log = (/** @type {string} */ line) => console.log(line);

/**
 * @typedef {object} AssistantBench
 * @property {{ lang: string, passed: number, total: number }[]} languages pass rate per language
 * @property {{ lang: string, message: string, problems: string[] }[]} failures failing entries
 * @property {{ p50: number, p99: number, max: number, n: number }} corpusLatency ms per respond() over the corpus
 * @property {{ p50: number, p99: number, max: number, n: number, chars: number }} longLatency ms per respond() for the long message
 * @property {{ dir: string, panel: number, files: string[], engine: number, engineFiles: string[], languages: Record<string, number> } | null} chunk gzip bytes, null without a build
 */

/**
 * Runs the whole measurement.
 *
 * @param {{ runs?: number, dist?: string }} [options] repetitions of the long message; the build folder
 * @returns {Promise<AssistantBench>}
 */
export async function benchAssistant({ runs = 200, dist = process.env.BENCH_DIST ?? 'dist' } = {}) {
  return withViteModules((load) => measure(load, runs, dist));
}

/**
 * The measurement, with the site's modules loaded through Vite.
 *
 * @param {(path: string) => Promise<any>} load a module loader (root-relative paths)
 * @param {number} runs repetitions of the long message
 * @param {string} dist the build folder
 * @returns {Promise<AssistantBench>}
 */
async function measure(load, runs, dist) {
  const ts = { import: (/** @type {string} */ path) => load(path.replace(/^(\.\.\/)+/, '/')) };
  /** @type {any} */
  const assistant = await ts.import('../../src/lib/assistant/index.ts');
  /** @type {any} */
  const corpus = await ts.import('../../tests/fixtures/assistant-corpus.ts');
  /** @type {any} */
  const check = await ts.import('../../tests/fixtures/assistant-corpus-check.ts');
  /** @type {any} */
  const fixtures = await ts.import('../../tests/unit/fixtures.ts');
  const fleet = fixtures.embeddedFleet;
  for (const lang of prefixedLangs) await assistant.loadAssistantLanguage(lang);
  const now = new Date(Date.UTC(2026, 2, 1, 12));
  const ask = (/** @type {string} */ text, /** @type {string} */ lang) =>
    assistant.respond(text, assistant.initialContext(), fleet, { now, lang });

  /** @type {Map<string, { passed: number, total: number }>} */
  const perLang = new Map();
  const failures = [];
  for (const entry of corpus.assistantCorpus) ask(entry.message, entry.lang); // warm-up
  /** @type {number[]} */
  const times = [];
  for (const entry of corpus.assistantCorpus) {
    const t0 = performance.now();
    const result = ask(entry.message, entry.lang);
    times.push(performance.now() - t0);
    const problems = check.checkCorpusEntry(entry, result);
    const row = perLang.get(entry.lang) ?? { passed: 0, total: 0 };
    row.total += 1;
    if (problems.length === 0) row.passed += 1;
    else failures.push({ lang: entry.lang, message: entry.message, problems });
    perLang.set(entry.lang, row);
  }

  const long = longMessage(5000);
  /** @type {number[]} */
  const longTimes = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    ask(long, defaultLang);
    longTimes.push(performance.now() - t0);
  }

  return {
    languages: [...perLang].map(([lang, r]) => ({ lang, ...r })),
    failures,
    corpusLatency: stats(times),
    longLatency: { ...stats(longTimes), chars: long.length },
    chunk: chatChunk(dist, await languageMarkers(ts)),
  };
}

/**
 * A long message as a tourist might paste it: a greeting, the family's plans, several
 * questions, repeated to `length` characters (cut at a word).
 */
function longMessage(/** @type {number} */ length) {
  const parts = [
    'Hello Marcia, good morning from Munich!',
    'We are a family of four (two adults and two kids aged 6 and 9) and we are coming to Paros for the first time this summer.',
    'We arrive on the ferry from Piraeus in the afternoon and plan to stay in a small hotel near Naoussa, then maybe a few nights on Antiparos.',
    'My husband would like to drive too, is that possible, and is there an extra cost for a second driver?',
    'How much is the deposit and do you take American Express, or only Visa?',
    'Do we have to bring the car back with a full tank, and where is the nearest petrol station to the port?',
    'Can we take the car on the ferry to Antiparos, and how often does it go in July?',
    'We would also need two child seats, one booster. Are they free?',
    'Is parking difficult in Naoussa in the evening, and do we have to pay for it?',
    'Thank you so much for your help, we are really looking forward to the trip!',
  ];
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${parts[i % parts.length]} `;
  return out.slice(0, out.lastIndexOf(' ', length)).trim();
}

/** p50, p99 and max of durations in ms (nearest rank). */
function stats(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (/** @type {number} */ p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { p50: rank(50), p99: rank(99), max: sorted[sorted.length - 1] ?? 0, n: sorted.length };
}

/**
 * A text each lazily loaded language chunk contains and no other does: the longest run (at least
 * 20 characters, any script) of the pack's greeting template without quotes, braces, backslashes
 * or line breaks, which survives minification.
 *
 * @param {any} ts the TypeScript loader
 * @returns {Promise<Record<string, string>>} language → marker
 */
async function languageMarkers(ts) {
  /** @type {Record<string, string>} */
  const markers = {};
  for (const lang of prefixedLangs) {
    /** @type {any} */
    const pack = await ts.import(`../src/locales/${lang}/assistant/index.ts`);
    const greeting = String(pack.pack?.messages?.greeting ?? '');
    const runs = greeting.match(/[^{}`'"\\\n]{20,}/g) ?? [];
    const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest) markers[lang] = longest.replace(/[{}]/g, '').slice(0, 60);
  }
  return markers;
}

/**
 * The chat's client code in a build: the ChatPanel chunk and its static imports (what the first
 * click on the chat button downloads, apart from shared chunks the page already has, which are
 * counted too), what Marcia's engine chunk and its static imports add to that (loaded after the
 * panel: docs/first-paint.md, "First taps"), and each language chunk (loaded on pages in that
 * language).
 *
 * @param {string} dist the build folder (`client/_astro` for the Node adapter, or `_astro`)
 * @param {Record<string, string>} markers a text found only in each language's chunk
 * @returns {{ dir: string, panel: number, files: string[], engine: number, engineFiles: string[], languages: Record<string, number> } | null} gzip bytes, or null without a build
 */
function chatChunk(dist, markers) {
  const dir = [join(dist, 'client', '_astro'), join(dist, '_astro')].find((d) => existsSync(d));
  if (!dir) return null;
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  /** The files named `name.<hash>.js` with every chunk they import statically, directly or not. */
  const closure = (/** @type {string} */ name) => {
    const seen = new Set();
    const visit = (/** @type {string} */ file) => {
      if (seen.has(file) || !existsSync(join(dir, file))) return;
      seen.add(file);
      for (const spec of staticImports(readFileSync(join(dir, file), 'utf8')))
        if (spec.startsWith('./')) visit(spec.slice(2));
    };
    for (const file of files) if (file.startsWith(`${name}.`)) visit(file);
    return seen;
  };
  const seen = closure('ChatPanel');
  if (seen.size === 0)
    return { dir, panel: 0, files: [], engine: 0, engineFiles: [], languages: {} };
  const engineFiles = [...closure('engine')].filter((f) => !seen.has(f));
  const size = (/** @type {string} */ f) => gzipBytes(readFileSync(join(dir, f)));
  /** @type {Record<string, number>} */
  const languages = {};
  for (const [lang, marker] of Object.entries(markers)) {
    const file = files.find(
      (f) =>
        !seen.has(f) &&
        !engineFiles.includes(f) &&
        readFileSync(join(dir, f), 'utf8').includes(marker),
    );
    if (file) languages[lang] = size(file);
  }
  return {
    dir,
    panel: [...seen].reduce((sum, f) => sum + size(f), 0),
    files: [...seen],
    engine: engineFiles.reduce((sum, f) => sum + size(f), 0),
    engineFiles,
    languages,
  };
}

/**
 * The table of one run.
 *
 * @param {AssistantBench} r
 * @returns {string}
 */
export function assistantTable(r) {
  const ms = (/** @type {number} */ v) => v.toFixed(3);
  const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
  const total = r.languages.reduce(
    (a, l) => ({ passed: a.passed + l.passed, total: a.total + l.total }),
    { passed: 0, total: 0 },
  );
  const rows = [
    ...r.languages.map((l) => [
      `corpus ${l.lang}`,
      `${l.passed}/${l.total} (${((100 * l.passed) / l.total).toFixed(1)}%)`,
    ]),
    [
      'corpus, all languages',
      `${total.passed}/${total.total} (${((100 * total.passed) / total.total).toFixed(1)}%)`,
    ],
    [
      `respond() over the corpus (${r.corpusLatency.n} messages)`,
      `p50 ${ms(r.corpusLatency.p50)} ms, p99 ${ms(r.corpusLatency.p99)} ms, max ${ms(r.corpusLatency.max)} ms`,
    ],
    [
      `respond() one ${r.longLatency.chars}-character message (${r.longLatency.n} runs)`,
      `p50 ${ms(r.longLatency.p50)} ms, p99 ${ms(r.longLatency.p99)} ms, max ${ms(r.longLatency.max)} ms`,
    ],
    [
      'chat client chunk (gzip)',
      r.chunk
        ? `ChatPanel + static imports ${kb(r.chunk.panel)} KB (${r.chunk.files.length} files); then the engine + ${kb(r.chunk.engine)} KB (${r.chunk.engineFiles.length} files); language chunks ${
            Object.entries(r.chunk.languages)
              .map(([l, b]) => `${l} ${kb(b)} KB`)
              .join(', ') || 'none found'
          }`
        : 'build first (npm run build), then run again',
    ],
  ];
  const width = Math.max(...rows.map((row) => row[0]?.length ?? 0));
  const valueWidth = Math.max(...rows.map((row) => row[1]?.length ?? 0));
  return [
    `| ${'measure'.padEnd(width)} | ${'result'.padEnd(valueWidth)} |`,
    `|${'-'.repeat(width + 2)}|${'-'.repeat(valueWidth + 2)}|`,
    ...rows.map(([a, b]) => `| ${a?.padEnd(width)} | ${b?.padEnd(valueWidth)} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Parsed here, not on import: `tools/bench/index.mjs` imports this module with its own options.
  const { values: args } = parseArgs({
    options: {
      runs: { type: 'string', default: '200' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const result = await benchAssistant({ runs: Number(args.runs) });
  log('\n## Marcia (chat assistant)\n');
  log(assistantTable(result));
  if (result.failures.length && !args.quiet) {
    log('\nFailing corpus entries:');
    for (const f of result.failures) log(`  [${f.lang}] ${f.message}: ${f.problems.join('; ')}`);
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/assistant.json',
    JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2),
  );
}
