/**
 * docs/requirements.md, "Five languages", as the server answers it (no browser needed): every route
 * answers in every language with the right `lang`, canonical URL, a complete and reciprocal
 * hreflang set and a translated title and description; the default language (English) keeps its unprefixed routes; the
 * 404 page answers in the language of the path prefix. What a visitor does with the languages (the
 * switcher, the browser-language suggestion, the contact form's errors, the booking engine's
 * language) is tested in a browser by `tests/e2e/i18n.spec.ts`.
 *
 * Runs on a build (`{E2E_DIST:-dist}`), served by `server/serve.mjs` as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '../../src/i18n';
import { localizePath } from '../../src/i18n/routing';
import { defaultLang, langs, prefixedLangs } from '../../src/locales';
import { allRoutes, siteOrigin, staticRoutes } from '../e2e/routes';
import { type Site, startSite } from './support';
import { decodeTextEntities } from '../../src/lib/sanitize';

/** What the tests read of a page's `<head>`. */
interface Head {
  status: number;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  /** `hreflang` → `href` of the `<link rel="alternate">` elements. */
  alternates: Record<string, string>;
}

let site: Site;
beforeAll(async () => {
  site = await startSite({});
});
afterAll(async () => {
  await site?.stop();
});

/** Fetches a page of the running site and reads its head. */
async function head(path: string): Promise<Head> {
  const response = await fetch(`${site.origin}${path}`);
  const html = await response.text();
  const alternates: Record<string, string> = {};
  for (const [, hreflang = '', href = ''] of html.matchAll(
    /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
  ))
    alternates[hreflang] = href;
  return {
    status: response.status,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: decodeTextEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decodeTextEntities(
      /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    ),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates,
  };
}

const expectedAlternates = (path: string) => ({
  ...Object.fromEntries(langs.map((l) => [l, `${siteOrigin}${localizePath(path, l)}`])),
  'x-default': `${siteOrigin}${path}`,
});

describe('the languages of every route', () => {
  it.each(prefixedLangs)(
    'every route answers in %s with lang, hreflang and a translated head',
    async (lang) => {
      for (const path of allRoutes) {
        const [en, tr] = await Promise.all([head(path), head(localizePath(path, lang))]);
        const where = `${localizePath(path, lang)}`;
        expect(tr.status, where).toBe(200);
        expect(tr.lang, where).toBe(lang);
        expect(tr.canonical, where).toBe(`${siteOrigin}${localizePath(path, lang)}`);
        // Complete and reciprocal: both language versions list the same full set.
        expect(tr.alternates, where).toEqual(expectedAlternates(path));
        expect(en.alternates, path).toEqual(expectedAlternates(path));
        // Translated: vehicle pages keep the model name, so compare the whole string.
        expect(tr.title, where).not.toBe(en.title);
        expect(tr.description, where).not.toBe(en.description);
      }
    },
  );

  it('the default language keeps its unprefixed routes and html lang', async () => {
    for (const path of staticRoutes) {
      const en = await head(path);
      expect(en.status, path).toBe(200);
      expect(en.lang, path).toBe(defaultLang);
      expect(en.canonical, path).toBe(`${siteOrigin}${path}`);
    }
  });

  it('the 404 page answers in the language of the path prefix', async () => {
    for (const lang of langs) {
      const response = await fetch(`${site.origin}${localizePath('/no-such-page', lang)}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`lang="${lang}"`);
      expect(decodeTextEntities(html)).toContain(dictionary(lang)['404.heading']);
    }
  });
});
