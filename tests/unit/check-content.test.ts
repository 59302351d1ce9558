/**
 * The content check's own pass over a build (`tools/content/check-content.mjs`), on a tiny fake build
 * and content folder, so each kind of message and its source line is checked without building
 * the site: a missing page, a missing image, a missing `#fragment`, a placeholder left in a page,
 * a problem that comes from the site's code (named at the built page), the line of a schema
 * issue in YAML and in Markdown front matter, and the translation problems (an entry missing in a
 * language, a question added in English only, an article with untranslated fields).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromPriceIssues, statedFromPrices } from '../../src/lib/fleet/from-prices';
import {
  checkBuiltSite,
  lineOfPath,
  schemaProblems,
  escapedLinkProblems,
  priceProblems,
  yamlAliasProblems,
  translationProblems,
} from '../../tools/content/check-content.mjs';

interface Problem {
  file: string | undefined;
  line: number;
  message: string;
}

const root = mkdtempSync(join(tmpdir(), 'check-content-unit-'));
const project = join(import.meta.dirname, '../..');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): string {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

const page = (body: string, canonical = 'https://www.example.com/') =>
  `<!doctype html><html><head><link rel="canonical" href="${canonical}"><link rel="expect" href="#nowhere" blocking="render"></head>\n<body>\n${body}\n</body></html>`;

describe('checkBuiltSite', () => {
  const article = write(
    'content/blog/en/a.md',
    '---\ntitle: A\n---\n\nSee [the fleet](/flet) and [prices](/fleet#prices).\n\n![Bay](/images/nope.jpg)\n',
  );
  const frYaml = write(
    'content/pages/fr/home.yaml',
    'hero:\n  heading: Bonjour\nsections:\n  - kind: links\n    items:\n      - href: /fr/flotte\n',
  );
  write(
    'dist/client/index.html',
    page(
      '<main id="main"><a href="/fleet">Fleet</a><a href="#main">Skip</a><img src="/images/ok.svg" alt=""></main>',
    ),
  );
  write('dist/client/fleet.html', page('<h1 id="top">Fleet</h1>', 'https://www.example.com/fleet'));
  write('dist/client/images/ok.svg', '<svg/>');
  write(
    'dist/client/blog/a.html',
    page(
      '<a href="/flet">the fleet</a> <a href="/fleet#prices">prices</a> <img src="/images/nope.jpg" alt="Bay"> <a href="https://www.example.com/fleet#top">top</a> <a href="https://elsewhere.example/x">x</a> <a href="mailto:a@b.c">mail</a>',
    ),
  );
  write(
    'dist/client/fr/index.html',
    page(
      '<a href="/fr/flotte">flotte</a> <p>{{prices.economy}} €</p> <script src="/_astro/missing.js"></script>',
    ),
  );

  const { problems, pages } = checkBuiltSite(join(root, 'dist'), join(root, 'content')) as {
    problems: Problem[];
    pages: number;
  };
  const lines = problems.map((p) => `${p.file?.replace(`${root}/`, '')}:${p.line}: ${p.message}`);

  it('reads every page', () => {
    expect(pages).toBe(4);
  });

  it('places a missing page, image and fragment at the content line that writes them', () => {
    expect(lines).toContain('content/blog/en/a.md:5: link /flet: no such page');
    expect(lines).toContain(
      'content/blog/en/a.md:5: link /fleet#prices: no element with id "prices" on /fleet',
    );
    expect(lines).toContain('content/blog/en/a.md:7: image /images/nope.jpg: no such file');
    expect(lines).toContain('content/pages/fr/home.yaml:6: link /fr/flotte: no such page');
    expect(article).toBeTruthy();
    expect(frYaml).toBeTruthy();
  });

  it('names the built page for what is not in the content, and reports a leftover placeholder', () => {
    expect(
      lines.some(
        (l) =>
          l.startsWith('dist/client/fr/index.html:') &&
          l.includes('file /_astro/missing.js: no such file') &&
          l.includes("site's code"),
      ),
    ).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.startsWith('dist/client/fr/index.html:') &&
          l.includes('placeholder {{prices.economy}} is not replaced'),
      ),
    ).toBe(true);
  });

  it('accepts existing pages, files, fragments, links to the site origin, other sites and mailto', () => {
    expect(lines).toHaveLength(6);
    expect(lines.join('\n')).not.toMatch(/#main|ok\.svg|#top|elsewhere|mailto|#nowhere/);
  });
});

describe('source lines of schema problems', () => {
  const yaml = write(
    'content/faqs/en/x.yaml',
    '# comment\nitems:\n  - question: Q1\n    answer: A1\n  - question: Q2\n',
  );
  const md = write('content/blog/en/b.md', '---\ntitle: Hi\ndate: 2024-01-01\n---\n\nText\n');
  const fleet = write(
    'content/fleet/vehicles.yaml',
    '- id: a\n  name: A\n- id: b\n  name: B\n  seats: 12\n',
  );

  it('finds a value, the parent of a missing value, front matter fields and list entries by id', () => {
    expect(lineOfPath(yaml, ['items', 0, 'answer'])).toBe(4);
    expect(lineOfPath(yaml, ['items', 1, 'answer'])).toBe(5);
    expect(lineOfPath(md, ['title'])).toBe(2);
    expect(lineOfPath(md, ['imageAlt'])).toBe(2);
    expect(lineOfPath(fleet, ['seats'], 'b')).toBe(5);
  });

  it('turns the build report into FILE:LINE problems', () => {
    const report = write(
      'report.jsonl',
      [
        JSON.stringify({
          collection: 'faqs',
          id: 'en/x',
          file: yaml,
          message:
            '**faqs → en/x** data does not match collection schema.\n\n  **items.1.answer**: **items.1.answer**: Required\n',
        }),
        JSON.stringify({
          collection: 'fleet',
          id: 'b',
          file: fleet,
          message:
            '**fleet → b** data does not match collection schema.\n\n  **seats**: Too big: expected number to be <=9\n',
        }),
        JSON.stringify({
          collection: 'blog',
          id: 'en/b',
          file: md,
          message:
            '**blog → en/b** data does not match collection schema.\n\n  **title**: Unknown fact {{prices.nope}}\n',
        }),
      ].join('\n'),
    );
    write('content/blog/en/b.md', '---\ntitle: Hi {{prices.nope}}\ndate: 2024-01-01\n---\n');
    const problems = (schemaProblems(report) as Problem[]).map(
      (p) => `${p.file?.replace(`${root}/`, '')}:${p.line}: ${p.message}`,
    );
    expect(problems).toEqual([
      'content/faqs/en/x.yaml:5: items.1.answer: Required',
      'content/fleet/vehicles.yaml:5: seats: Too big: expected number to be <=9',
      'content/blog/en/b.md:2: title: Unknown fact {{prices.nope}}',
    ]);
  });
});

describe('translation problems', () => {
  const langs = ['fr', 'de', 'it', 'el'];
  const faq = (n: number) =>
    `items:\n${Array.from({ length: n }, (_, i) => `  - question: Q${i}?\n    answer: A${i}.\n`).join('')}`;
  write('i18n/content/faqs/en/contact.yaml', faq(3));
  for (const lang of langs) write(`i18n/content/faqs/${lang}/contact.yaml`, faq(2));
  const article = (title: string, link: string) =>
    `---\n${title}date: 2024-01-01\ncategory: Beaches\n---\n\nSee [the fleet](${link}) for every car we rent on the island.\n`;
  write('i18n/content/blog/en/a.md', article('title: The beaches\n', '/fleet'));
  write('i18n/content/blog/fr/a.md', article('', '/fleet'));
  for (const lang of ['it', 'el'])
    write(`i18n/content/blog/${lang}/a.md`, article('title: T\n', `/${lang}/fleet`));
  write('i18n/content/fleet/vehicles.yaml', '- id: aygo\n  features: [Bluetooth]\n');
  for (const lang of langs)
    write(
      `i18n/content/fleet/i18n/${lang}.yaml`,
      `vehicles:\n  aygo:\n    description: ${lang === 'el' ? 'Μικρό' : 'A small light city car for the narrow lanes.'}\nfeatures:\n  Bluetooth: Bluetooth\n`,
    );
  const problems = (translationProblems(join(root, 'i18n/content')) as Problem[]).map(
    (p) => `${p.file?.replace(`${root}/i18n/`, '')}:${p.line}: ${p.message}`,
  );

  it('names a question added in English only, in every language, at its list', () => {
    for (const [lang, name] of [
      ['fr', 'French'],
      ['de', 'German'],
      ['it', 'Italian'],
      ['el', 'Greek'],
    ])
      expect(problems).toContain(
        `content/faqs/${lang}/contact.yaml:2: ${name} translation, items: 2 items, English has 3: every language needs the same items in the same order (English: content/faqs/en/contact.yaml)`,
      );
  });

  it('names an article missing in a language at the English file, and untranslated fields', () => {
    expect(problems).toContain(
      'content/blog/en/a.md:1: no German version of this article: add content/blog/de/a.md (in the content editor: open it, choose DE at the top of the right column, fill in every field and save)',
    );
    expect(problems).toContain(
      'content/blog/fr/a.md:2: French translation, title: no text: translate the English "The beaches" (English: content/blog/en/a.md)',
    );
    expect(problems).toContain(
      'content/blog/fr/a.md:6: French translation, body: link /fleet leads to the English page: write /fr/fleet (English: content/blog/en/a.md)',
    );
  });

  it('names a vehicle with no translated description', () => {
    expect(problems).toContain(
      'content/fleet/i18n/el.yaml:3: Greek translation, vehicles.aygo.description: the vehicle aygo has no description in this language (at most 40 characters): add one under Vehicle translations',
    );
    expect(problems).toHaveLength(8);
  });
});

describe('links written as text', () => {
  write(
    'links/content/blog/en/a.md',
    '---\ntitle: A\n---\n\nSee \\[our fleet](/fleet) or [scooters](/scooter-rental-paros).\n\nAn escaped \\[bracket\\] alone is fine.\n',
  );
  it('names a Markdown link the rich-text editor escaped, at its line, and only that', () => {
    const problems = (escapedLinkProblems(join(root, 'links/content')) as Problem[]).map(
      (p) => `${p.file?.replace(`${root}/links/`, '')}:${p.line}: ${p.message}`,
    );
    expect(problems).toEqual([
      "content/blog/en/a.md:5: link shown as text on the page: [our fleet](/fleet). In the editor's rich text, select the words and press the link button; in Markdown mode, remove the \\ before [",
    ]);
  });
});

describe('prices', () => {
  const economy = statedFromPrices.economy?.[0]?.price ?? 0;
  const fleet = (prices: number[]) =>
    prices
      .map(
        (p, i) => `- id: car-${i}\n  name: Car ${i}\n  category: economy\n  price_per_day: ${p}\n`,
      )
      .join('');
  const run = async (prices: number[]) => {
    write('prices/content/fleet/vehicles.yaml', fleet(prices));
    return ((await priceProblems(join(root, 'prices/content'))) as Problem[]).map(
      (p) => `${p.file?.replace(`${root}/prices/`, '')}:${p.line}: ${p.message}`,
    );
  };

  it('names a vehicle priced below the economy "from" price the pages and Marcia state', async () => {
    expect(await run([economy, economy + 5])).toEqual([]);
    const problems = await run([economy, economy - 5]);
    expect(problems[0]).toBe(
      `content/fleet/vehicles.yaml:8: price_per_day ${economy - 5} is below the economy "from" price: the landing pages and FAQs say "from ${economy} EUR" ({{prices.economy}}); if the new price is right, ask a developer to change prices.economy in src/config/facts.ts (docs/editing.md, "Prices")`,
    );
    expect(problems).toHaveLength(2);
  });

  it('names the cheapest economy vehicle when none costs the "from" price any more', async () => {
    const problems = await run([economy + 3, economy + 5]);
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/fleet/vehicles.yaml:4: no economy vehicle costs ${economy} EUR any more \\(the cheapest is ${economy + 3}\\)`,
      ),
    );
  });

  it('holds the project’s fleet to the stated prices', () => {
    const vehicles = parse(readFileSync(join(project, 'content/fleet/vehicles.yaml'), 'utf8'));
    expect(fromPriceIssues(vehicles)).toEqual([]);
  });
});

describe('YAML aliases (audit 33b #10)', () => {
  it('names every alias at its line, in YAML files and front matter; a * in text is none', () => {
    write(
      'aliases/content/pages/en/a.yaml',
      'a: &x ["lol","lol"]\nb: [*x, *x]\ntext: 5 * 3 stars *nice*\n',
    );
    write(
      'aliases/content/blog/en/b.md',
      '---\ntitle: &t Hello\nexcerpt: *t\n---\n\n*Body* text\n',
    );
    const problems = (yamlAliasProblems(join(root, 'aliases/content')) as Problem[]).map(
      (p) => `${p.file?.replace(`${root}/aliases/`, '')}:${p.line}: ${p.message.split(':')[0]}`,
    );
    expect(problems).toEqual([
      'content/blog/en/b.md:3: YAML alias *t is not allowed in content',
      'content/pages/en/a.yaml:2: YAML alias *x is not allowed in content',
    ]);
  });

  it("the project's content has none", () => {
    expect(yamlAliasProblems(join(project, 'content'))).toEqual([]);
  });
});
