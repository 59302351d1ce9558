/**
 * What search engines and social networks read of the built pages (docs/deploy.md, "Structured
 * data"; audit 34): every page's head and structured data as the files of `{E2E_DIST:-dist}/client`
 * hold them, in every language.
 *
 * - A vehicle page describes itself in its language: the vehicle's `url`, its Offer's `url` and its
 *   `@id` are the page's own canonical URL (`/el/fleet/fiat-500`, not the English page).
 *
 * Runs on a build: `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/seo.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { langFromPath } from '../../src/i18n/routing';
import { distDir } from './support';

const client = join(distDir, 'client');

/** A built page as a crawler reads it. */
interface BuiltPage {
  /** Its file below `dist/client`, e.g. `el/fleet/fiat-500.html`. */
  file: string;
  /** Its clean URL path, e.g. `/el/fleet/fiat-500` (`/` for the home page). */
  path: string;
  /** The page's language, from its path. */
  lang: string;
  /** `<link rel="canonical">`, when the page has one. */
  canonical: string | undefined;
  /** Every JSON-LD node of the page, parsed. */
  jsonLd: Record<string, any>[];
}

/** The clean URL path of a built file (`fleet/index.html` → `/fleet`, `fleet.html` → `/fleet`). */
function pathOf(file: string): string {
  const clean = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return clean.length > 1 ? clean.replace(/\/$/, '') : '/';
}

/** Reads and parses one built HTML file. */
function readPage(file: string): BuiltPage {
  const doc = parseDocument(readFileSync(join(client, file), 'utf8'));
  const elements = (name: string) => DomUtils.getElementsByTagName(name, doc);
  const path = pathOf(file);
  return {
    file,
    path,
    lang: langFromPath(path),
    canonical: elements('link').find((l) => l.attribs.rel === 'canonical')?.attribs.href,
    jsonLd: elements('script')
      .filter((s) => s.attribs.type === 'application/ld+json')
      .flatMap((s) => {
        const data = JSON.parse(DomUtils.textContent(s)) as unknown;
        return (Array.isArray(data) ? data : [data]) as Record<string, any>[];
      }),
  };
}

/** Every built page of the site (not the content editor, a third-party application). */
const pages: BuiltPage[] = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
  .sort()
  .map(readPage);

/** The vehicle pages (`/fleet/{id}` in every language; not the fleet list, nor its 404 page). */
const vehiclePages = pages.filter((p) =>
  /^(?:[a-z]{2}\/)?fleet\/(?!index\.html$|404\.html$)[^/]+\.html$/.test(p.file),
);

/** schema.org types of one vehicle on its page. */
const vehicleTypes = new Set(['Vehicle', 'Car', 'Motorcycle']);

describe('structured data of the vehicle pages', () => {
  it('the build has vehicle pages in every language', () => {
    expect(new Set(vehiclePages.map((p) => p.lang)).size).toBeGreaterThan(1);
  });

  it('each describes its own page: url, Offer url and @id are its canonical URL', () => {
    const wrong = vehiclePages.flatMap((page) => {
      const vehicle = page.jsonLd.find((n) => vehicleTypes.has(n['@type']));
      const found = {
        url: vehicle?.url,
        offerUrl: vehicle?.offers?.url,
        id: vehicle?.['@id'],
      };
      const expected = {
        url: page.canonical,
        offerUrl: page.canonical,
        id: `${page.canonical}#vehicle`,
      };
      return JSON.stringify(found) === JSON.stringify(expected) ? [] : [{ page: page.path, found }];
    });
    expect(wrong).toEqual([]);
  });
});
