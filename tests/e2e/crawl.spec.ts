import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { allRoutes, siteOrigin } from './routes';

/** Site paths listed in the built sitemap(s). */
function sitemapPaths(): Set<string> {
  const dir = `${process.env.E2E_DIST ?? 'dist'}/client`;
  const files = readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const paths = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(`${dir}/${f}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(m[1]!).pathname.replace(/\/$/, '') || '/');
    }
  }
  return paths;
}

test('a crawl from the home page finds no broken internal link, and every page is in the sitemap', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = sitemapPaths();
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const res = await request.get(path);
    if (res.status() !== 200) {
      broken.push(`${path} → ${res.status()}`);
      continue;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await res.text();
    for (const m of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const raw = m[1]!.replaceAll('&amp;', '&');
      const url = new URL(raw, `${siteOrigin}${path}`);
      if (url.origin !== siteOrigin) continue;
      const target = url.pathname.replace(/\/$/, '') || '/';
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    // Images and icons referenced by the page exist too.
    for (const m of html.matchAll(/<img\s[^>]*src="(\/[^"]+)"/g)) {
      const src = m[1]!;
      if (!seen.has(src)) {
        seen.add(src);
        const r = await request.get(src);
        if (r.status() !== 200) broken.push(`${src} (image on ${path}) → ${r.status()}`);
      }
    }
  }
  expect(broken).toEqual([]);
  const pages = [...seen].filter((p) => !/\.\w+$/.test(p));
  expect(
    pages.filter((p) => !sitemap.has(p)),
    'crawled pages missing from the sitemap',
  ).toEqual([]);
  expect(
    allRoutes.filter((r) => !seen.has(r)),
    'routes no link leads to',
  ).toEqual([]);
  expect(
    [...sitemap].filter((p) => !seen.has(p)),
    'sitemap pages no link leads to',
  ).toEqual([]);
});
