/**
 * docs/requirements.md, "Five languages": no page of the build in another language than English contains
 * an untranslated English UI string — in its visible text or in the attributes people and assistive
 * technology read (`aria-label`, `alt`, `title`, `placeholder`, meta description) or in the strings
 * handed to its islands. Runs over every HTML file under `dist/client/<code>/` (`npm run build`
 * first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type UiKey, dictionary } from '../../src/i18n';
import { defaultLang, prefixedLangs } from '../../src/locales';

const dist = resolve(process.env.E2E_DIST ?? 'dist', 'client');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** What a visitor reads: text outside scripts and styles, plus the readable attributes and island props. */
function readable(html: string): string {
  const attributes = [
    ...html.matchAll(
      /\s(?:aria-label|alt|title|placeholder|content|data-chat-opener|props)="([^"]*)"/g,
    ),
  ].map((m) => m[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode([text, ...attributes].join('\n')).replace(/\s+/g, ' ');
}

/**
 * The English fixed parts of a UI string worth looking for: the text between `{placeholders}`,
 * at least 12 characters and two words, skipping keys that are English on purpose.
 */
function englishFragments(lang: string): { key: UiKey; fragment: string }[] {
  const out: { key: UiKey; fragment: string }[] = [];
  for (const [key, english] of Object.entries(dictionary(defaultLang)) as [UiKey, string][]) {
    // The language names and the suggestion offering English are English by design.
    if (key.startsWith('lang.')) continue;
    // Translated to the same words (French 'minute'; pages read a no-break space as a space).
    if (dictionary(lang)[key].replace(/\s+/g, ' ') === english.replace(/\s+/g, ' ')) continue;
    for (const fragment of english.split(/\{\w+\}/)) {
      const f = fragment.trim();
      if (f.length >= 12 && /\s/.test(f) && !dictionary(lang)[key].includes(f))
        out.push({ key, fragment: f });
    }
  }
  return out;
}

describe.each(prefixedLangs)('pages in %s', (lang) => {
  const files = htmlFiles(join(dist, lang));

  it('exist in the build', () => {
    expect(htmlFiles(join(dist, lang)).length).toBeGreaterThan(60);
  });

  it('contain no untranslated English UI string', () => {
    const fragments = englishFragments(lang);
    expect(fragments.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = readable(readFileSync(file, 'utf8'));
      for (const { key, fragment } of fragments) {
        if (text.includes(fragment)) found.push(`${file.slice(dist.length)}: ${key} "${fragment}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
