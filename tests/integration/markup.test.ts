/**
 * Markup of every built page (docs/requirements.md, "Speed, accessibility and security"): each HTML
 * file under `{E2E_DIST:-dist}/client` (so every language, article and vehicle page, whatever the
 * build holds, the 404 pages of every language and of the fleet among them), must
 * - pass `html-validate` with `.htmlvalidate.json` (`html-validate:recommended`; the rules switched
 *   off are named and justified in docs/quality.md, "html-validate");
 * - have JSON-LD blocks that parse, with the expected `@type`s: `AutoRental` on every page,
 *   `FAQPage` exactly where the page's own FAQ shows (same number of questions; a shared one,
 *   `data-faq-shared`, has none), `BlogPosting` on articles,
 *   `BreadcrumbList` where breadcrumbs show, a vehicle (`Car`, `Motorcycle` or another schema.org
 *   `Vehicle` type with a EUR offer; never `Product`) on `/fleet/{id}` pages, and no self-published
 *   `aggregateRating` anywhere;
 * - have no duplicate ids, an `alt` on every `<img>` (an empty one only with `aria-hidden="true"`
 *   or `role="presentation"`/`"none"`), `rel="noopener"` on every `target="_blank"` link, and no
 *   `<script src>` (the page script comes from the inline after-paint loader);
 * - request exactly one page script, one file: the inline loader names one module, which imports
 *   no other (src/build/chunk-url.mjs, `oneFile`);
 * - name on each island every chunk its code imports (`data-chunk-deps`, src/build/island-deps.mjs).
 *
 * Runs on a build: `npm run build && npm run test:integration` (or `E2E_DIST=.dist-x`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, Parser, type HtmlElement } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { langs } from '../../src/locales';
import { staticImports } from '../../tools/bench/weight.mjs';
import { distDir } from './support';

const client = join(distDir, 'client');

/** Every built HTML file, as a path relative to `client` (`index.html`, `fr/fleet/index.html`…). */
const files = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.replaceAll('\\', '/'))
  // The content editor (`/admin`, Decap CMS) is a third-party application, not a page of the site:
  // it has none of the site's head, landmarks or CSP meta by design (src/pages/admin/index.html.ts).
  .filter((f) => !f.startsWith('admin/'))
  .sort();

const loader = new FileSystemConfigLoader();
const validator = new HtmlValidate(loader);

/** schema.org types that describe one vehicle on its page (`Vehicle` and its subtypes; not `Product`). */
const vehicleTypes = new Set(['Vehicle', 'Car', 'Motorcycle', 'MotorizedBicycle', 'BusOrCoach']);

/** A JSON-LD node's `@type` as a list. */
function typesOf(node: unknown): string[] {
  const type = (node as { '@type'?: unknown })?.['@type'];
  return Array.isArray(type) ? type.map(String) : type ? [String(type)] : [];
}

/** The static imports of a built module (`/_astro/x.js`), read once for all the pages. */
const importsCache = new Map<string, string[]>();
function importsOf(url: string): string[] {
  let imports = importsCache.get(url);
  if (!imports) {
    imports = staticImports(readFileSync(join(client, url), 'utf8'));
    importsCache.set(url, imports);
  }
  return imports;
}

/** The html-validate messages of one page, one line each (`line:column rule message`). */
async function validate(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message} (${m.selector ?? ''})`),
  );
}

/** Problems found in the parsed page by the site's own checks (JSON-LD, ids, alt, noopener). */
function check(root: HtmlElement, name: string): string[] {
  const problems: string[] = [];

  // JSON-LD: parses, schema.org context, types as the page requires.
  const blocks = root.querySelectorAll('script[type="application/ld+json"]');
  const nodes: unknown[] = [];
  for (const [i, block] of blocks.entries()) {
    try {
      const data: unknown = JSON.parse(block.textContent);
      for (const node of Array.isArray(data) ? data : [data]) {
        if ((node as { '@context'?: unknown })?.['@context'] !== 'https://schema.org')
          problems.push(`JSON-LD block ${i + 1}: @context is not https://schema.org`);
        if (!typesOf(node).length) problems.push(`JSON-LD block ${i + 1}: no @type`);
        nodes.push(node);
      }
    } catch (error) {
      problems.push(`JSON-LD block ${i + 1} does not parse: ${(error as Error).message}`);
    }
  }
  const count = (type: string) => nodes.filter((n) => typesOf(n).includes(type)).length;
  if (count('AutoRental') !== 1)
    problems.push(`expected one AutoRental JSON-LD, found ${count('AutoRental')}`);
  if (count('Product'))
    problems.push('Product JSON-LD (vehicles are typed Car / Motorcycle / Vehicle)');
  if (nodes.some((n) => JSON.stringify(n).includes('"aggregateRating"')))
    problems.push('self-published aggregateRating in JSON-LD');

  // The page's own FAQ; a shared one (a vehicle group's, `data-faq-shared`) is not marked up.
  const faqItems = root
    .querySelectorAll('[data-faq]')
    .filter((faq) => !faq.hasAttribute('data-faq-shared'))
    .flatMap((faq) => faq.querySelectorAll('[data-faq-item]')).length;
  const faq = nodes.find((n) => typesOf(n).includes('FAQPage')) as
    | { mainEntity?: unknown[] }
    | undefined;
  if (faqItems && !faq)
    problems.push(`an FAQ with ${faqItems} questions shows but there is no FAQPage JSON-LD`);
  if (!faqItems && faq) problems.push('FAQPage JSON-LD but no FAQ on the page');
  if (faqItems && faq && faq.mainEntity?.length !== faqItems)
    problems.push(
      `FAQPage JSON-LD has ${faq.mainEntity?.length} questions, the page shows ${faqItems}`,
    );

  const isArticle =
    root.querySelector('meta[property="og:type"]')?.getAttributeValue('content') === 'article';
  if (isArticle !== count('BlogPosting') > 0)
    problems.push(
      isArticle
        ? 'article without BlogPosting JSON-LD'
        : 'BlogPosting JSON-LD on a page that is not an article',
    );

  const breadcrumbs = root.querySelectorAll('nav ol li[aria-current="page"]').length > 0;
  if (breadcrumbs !== count('BreadcrumbList') > 0)
    problems.push(
      breadcrumbs
        ? 'breadcrumbs show but there is no BreadcrumbList JSON-LD'
        : 'BreadcrumbList JSON-LD without breadcrumbs on the page',
    );

  // Vehicle pages (not the fleet index, nor the fleet's 404 page).
  if (/^(?:[a-z]{2}\/)?fleet\/(?!index\.html$|404\.html$)[^/]+\.html$/.test(name)) {
    const vehicle = nodes.find((n) => typesOf(n).some((t) => vehicleTypes.has(t))) as
      | { offers?: { priceCurrency?: string } }
      | undefined;
    if (!vehicle) problems.push('vehicle page without a Vehicle/Car/Motorcycle JSON-LD');
    else if (vehicle.offers?.priceCurrency !== 'EUR')
      problems.push('vehicle JSON-LD without an offer in EUR');
  }

  // Ids are unique.
  const seen = new Map<string, number>();
  for (const el of root.querySelectorAll('[id]')) {
    const id = el.getAttributeValue('id') ?? '';
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  for (const [id, n] of seen) if (n > 1) problems.push(`id "${id}" is used ${n} times`);

  // Images have a text alternative; decorative ones say so.
  for (const img of root.querySelectorAll('img')) {
    const alt = img.getAttributeValue('alt');
    const src = img.getAttributeValue('src') ?? '?';
    if (alt === null) problems.push(`<img src="${src}"> has no alt`);
    else if (alt.trim() === '') {
      const role = img.getAttributeValue('role');
      if (
        img.getAttributeValue('aria-hidden') !== 'true' &&
        role !== 'presentation' &&
        role !== 'none'
      ) {
        problems.push(
          `<img src="${src}" alt=""> is decorative but has neither aria-hidden="true" nor role="presentation"`,
        );
      }
    }
  }

  // No script in the HTML is a request of its own: the page script is requested by the inline
  // loader after the first paint (docs/architecture.md, "First paint"), and a `<script src>`
  // would be fetched by the preload scanner with the page's first bytes. (The loader stays inline
  // only while it imports no other module.)
  // One exception: the reservation search's first-tap module (src/components/ReservationSearch.astro),
  // a deferred module that must be there before the visitor's first tap on "Search vehicles", or
  // WebKit refuses the booking engine's tab (issue "Fast at the first tap": "whatever has loaded").
  for (const script of root.querySelectorAll('script[src]')) {
    const src = script.getAttributeValue('src') ?? '';
    if (/^\/_astro\/ReservationSearch\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/.test(src))
      continue;
    problems.push(`<script src="${src}"> (expected an inline loader)`);
  }

  // The page script the inline loader requests is one file (docs/first-paint.md): one module
  // by URL, which imports no other module (what it loads on demand it `import()`s by URL).
  const requested = root
    .querySelectorAll('script')
    .filter(
      (script) =>
        !script.hasAttribute('src') && script.getAttributeValue('type') !== 'application/ld+json',
    )
    .flatMap((script) => [...script.textContent.matchAll(/["'`](\/_astro\/[\w.-]+\.js)["'`]/g)])
    .map((m) => m[1] ?? '');
  if (requested.length !== 1) problems.push(`page script requested by URL: ${requested.length}`);
  for (const url of requested) {
    const imports = importsOf(url);
    if (imports.length) problems.push(`page script ${url} imports ${imports.join(', ')}`);
  }

  for (const island of root.querySelectorAll('astro-island')) {
    // Each island names every chunk its component and renderer import, directly or not, and no
    // other (src/build/island-deps.mjs: so client:interaction asks for all of them at once). Read
    // here from the built files themselves, not from the bundler's graph the build used.
    const own = ['component-url', 'renderer-url'].map((a) => island.getAttributeValue(a) ?? '');
    const named = (island.getAttributeValue('data-chunk-deps') ?? '').split(' ').filter(Boolean);
    const reached = new Set(own);
    for (const url of reached)
      for (const spec of importsOf(url)) reached.add(posix.resolve(posix.dirname(url), spec));
    for (const url of own) reached.delete(url);
    if ([...named].sort().join(' ') !== [...reached].sort().join(' '))
      problems.push(
        `island ${own[0]}: data-chunk-deps="${named.join(' ')}", but it imports ${[...reached].join(' ')}`,
      );

    // The ids React's `useId` gave in the server HTML (`_<prefix>R_<n>_`) carry the island's own
    // `prefix`, which the client hydrates with: else the client's ids differ from the server's (a
    // hydration mismatch React does not patch) and two islands of one page could share an id
    // (patches/@astrojs+react+*.patch).
    const prefix = island.getAttributeValue('prefix') ?? '';
    for (const element of island.querySelectorAll('[id]')) {
      const id = element.getAttributeValue('id') ?? '';
      if (/^_\w*?R_\w+_/.test(id) && !id.startsWith(`_${prefix}R_`))
        problems.push(`island ${own[0]}: id "${id}" lacks its prefix "${prefix}"`);
    }
  }

  // New tabs cannot reach back into the page.
  for (const a of root.querySelectorAll(
    'a[target="_blank"], area[target="_blank"], form[target="_blank"]',
  )) {
    const rel = (a.getAttributeValue('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('noopener'))
      problems.push(
        `target="_blank" without rel="noopener": ${a.getAttributeValue('href') ?? a.tagName}`,
      );
  }
  return problems;
}

/** The resolved configuration, for parsing pages into a DOM for the checks above. */
const parserConfig = loader.getConfigFor('index.html');

/** Validates and checks one page; the problems, or an empty list. */
async function inspect(html: string, name: string): Promise<string[]> {
  const root = new Parser(await parserConfig).parseHtml(html);
  return [...(await validate(html, name)), ...check(root, name)];
}

describe('every built page', () => {
  it('the build has pages', () => {
    expect(files).toContain('index.html');
    expect(files.length).toBeGreaterThan(20);
    // The 404 pages are built files like the others (one per language, one more per language
    // for the fleet), so this loop checks them too.
    expect(files.filter((f) => f.endsWith('404.html'))).toHaveLength(langs.length * 2);
  });

  it.each(files)(
    '%s: valid markup, JSON-LD, unique ids, alt texts, noopener, one page script file',
    async (file) => {
      const html = readFileSync(join(client, file), 'utf8');
      expect(await inspect(html, file)).toEqual([]);
    },
  );
});
