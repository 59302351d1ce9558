/**
 * One address per page, from both servers (docs/deploy.md, "One address per page"; audit 34 #11):
 * the Node server (server/serve.mjs) and nginx with the build's snippet (server/nginx-serve.mjs)
 * apply the canonical-address rules of server/policy.mjs.
 *
 * - Every built page's file address (`/about-us.html`, `/fleet/index.html`, `/index.html`)
 *   answers 301 to its clean address, the query kept; the clean address answers 200.
 * - The default language has no prefix: `/en` and `/en/…` answer 301 to the page without it.
 * - A 404 page is never a page of its own: its addresses (`/404`, `/fr/fleet/404`, and the files
 *   `/404.html` …) answer 404 with that page. The offline page (`/offline`) answers 200, `noindex`:
 *   the service worker stores it when it installs, and Workbox refuses a page that answers 404.
 *
 * Needs nginx (Debian: `apt-get install nginx`). Runs on a build:
 * `npm run build && VITEST_SUITE=integration npx vitest run tests/integration/addresses.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLang } from '../../src/locales';
import { distDir, startNginxSite, startSite, type Site } from './support';

const client = join(distDir, 'client');
let servers: Site[] = [];
beforeAll(async () => {
  servers = await Promise.all([startSite({}), startNginxSite({})]);
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

/** Status and `Location` of one request, redirects not followed. */
async function ask(origin: string, path: string): Promise<[number, string | null]> {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return [response.status, response.headers.get('location')];
}

/** The built pages' files (not the 404 pages, nor the content editor), e.g. `fr/fleet/index.html`. */
const pageFiles = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f.endsWith('.html') && !f.endsWith('404.html') && !f.startsWith('admin/'))
  .sort();

/** The clean address of a built file (`fleet/index.html` → `/fleet`, `index.html` → `/`). */
function cleanOf(file: string): string {
  const clean = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return clean.length > 1 ? clean.replace(/\/$/, '') : '/';
}

describe('one address per page, from both servers', () => {
  it('the build has pages in files', () => {
    expect(pageFiles).toContain('index.html');
    expect(pageFiles).toContain('fleet/index.html');
    expect(pageFiles.length).toBeGreaterThan(300);
  });

  it("every page's file address answers 301 to its clean address, which answers 200", async () => {
    const wrong: string[] = [];
    for (const site of servers) {
      for (const file of pageFiles) {
        const [status, location] = await ask(site.origin, `/${file}?utm_source=x`);
        const clean = cleanOf(file);
        if (status !== 301 || location !== `${clean}?utm_source=x`)
          wrong.push(`${site.origin}/${file} → ${status} ${location}`);
        const [final] = await ask(site.origin, clean);
        if (final !== 200) wrong.push(`${site.origin}${clean} → ${final}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`the default language's pages have no prefix: /${defaultLang}/… answers 301 to the page without it`, async () => {
    const cases: [string, number, string | null][] = [
      [`/${defaultLang}`, 301, '/'],
      [`/${defaultLang}/fleet`, 301, '/fleet'],
      [`/${defaultLang}/fleet/fiat-500?x=1`, 301, '/fleet/fiat-500?x=1'],
      // A trailing slash first goes (one rule at a time, the same on both servers).
      [`/${defaultLang}/`, 301, `/${defaultLang}`],
      // Not a prefix: other paths that start with the letters are not touched.
      [`/${defaultLang}x`, 404, null],
    ];
    for (const site of servers)
      for (const [path, status, location] of cases)
        expect(await ask(site.origin, path), `${site.origin}${path}`).toEqual([status, location]);
  });
});

/** The build's 404 pages, e.g. `404.html`, `fr/fleet/404.html`. */
const notFoundFiles = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => f === '404.html' || f.endsWith('/404.html'))
  .sort();

describe('the 404 and offline pages, from both servers', () => {
  it('a 404 page answers 404 at its addresses, with itself', async () => {
    expect(notFoundFiles).toContain('404.html');
    expect(notFoundFiles).toContain('fleet/404.html');
    const wrong: string[] = [];
    for (const site of servers) {
      for (const file of notFoundFiles) {
        const page = readFileSync(join(client, file), 'utf8');
        for (const path of [`/${file}`, `/${file.replace(/\.html$/, '')}`]) {
          const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
          const body = await response.text();
          if (response.status !== 404 || body !== page)
            wrong.push(
              `${site.origin}${path} → ${response.status}${body === page ? '' : ', another body'}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the offline page answers 200 for the service worker, and is noindex', async () => {
    for (const site of servers) {
      const response = await fetch(`${site.origin}/offline`);
      expect(response.status, site.origin).toBe(200);
      expect(await response.text()).toContain('<meta name="robots" content="noindex, follow">');
    }
  });
});
