/**
 * The one content sanitiser (`src/lib/sanitize.ts`, docs/editing.md "HTML in content"): article
 * bodies keep the allow-list and lose every hostile construct of the fixture; text fields keep no
 * HTML; the finder names exactly what the sanitiser removes; the loader wrapper applies both to
 * entries whatever their source.
 */
import { describe, expect, it } from 'vitest';
import {
  findUnsafeHtml,
  plainText,
  plainTextDeep,
  sanitizeArticleHtml,
  sanitizedLoader,
} from '../../src/lib/sanitize';
import { allowedArticleHtml, articlePayloads, textPayloads } from '../fixtures/hostile-content';

/** Whether HTML has anything active: an element or attribute a browser runs or follows. */
function activeParts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = (m[1] ?? '').toLowerCase();
    if (
      ['script', 'style', 'iframe', 'form', 'meta', 'base', 'object', 'embed', 'svg'].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const a of (m[2] ?? '').matchAll(/([^\s=]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      const name = (a[1] ?? '').toLowerCase();
      const value = (a[2] ?? '').replace(/^["']|["']$/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'style') found.push(`${name}=`);
      if (/^\s*(?:javascript|data|vbscript):/.test(value)) found.push(value);
    }
  }
  return found;
}

/** The same HTML whichever way void elements are written (`<br>` or `<br />`). */
const voids = (html: string) => html.replace(/\s*\/>/g, '>');

describe('sanitizeArticleHtml', () => {
  // Markdown-only payloads become HTML in the Markdown renderer: the build test covers them.
  for (const payload of articlePayloads.filter((p) => p.source.startsWith('<'))) {
    it(`removes ${payload.name}`, () => {
      const out = sanitizeArticleHtml(`<p>Before.</p>${payload.source}<p>After.</p>`);
      expect(activeParts(out)).toEqual([]);
      expect(out).not.toContain(payload.trace);
      expect(out).toContain('<p>Before.</p>');
      expect(out).toContain('<p>After.</p>');
    });
  }

  for (const html of allowedArticleHtml) {
    it(`keeps ${html.slice(0, 40)}…`, () => {
      expect(voids(sanitizeArticleHtml(html))).toBe(html);
    });
  }

  it("keeps heading ids and Astro's image references (in their case)", () => {
    const html =
      '<h2 id="the-north">The north</h2><p><img __ASTRO_IMAGE_="{&quot;src&quot;:&quot;./a.jpg&quot;,&quot;alt&quot;:&quot;A&quot;,&quot;index&quot;:0}"></p>';
    expect(voids(sanitizeArticleHtml(html))).toBe(html);
  });

  it("drops an Astro image reference that is not Astro's: other keys, a remote source (audit 33b #11)", () => {
    const ref = (json: object) =>
      `<p><img __ASTRO_IMAGE_="${JSON.stringify(json).replaceAll('"', '&quot;')}"></p>`;
    for (const hostile of [
      { src: 'https://example.com/a.png', alt: 'A', index: 0 },
      { src: './a.jpg', onerror: 'alert(1)', index: 0 },
      { src: './a.jpg', style: 'position:fixed', index: 0 },
      { src: '//evil.example/a.png', index: 0 },
      { src: 'javascript:alert(1)', index: 0 },
    ])
      expect(sanitizeArticleHtml(ref(hostile))).toBe('<p></p>');
    expect(sanitizeArticleHtml('<p><img __ASTRO_IMAGE_="not json"></p>')).toBe('<p></p>');
  });

  it('marks external links rel="noopener", replacing a given rel, and leaves the site alone', () => {
    const out = sanitizeArticleHtml(
      '<a href="https://x.example" rel="opener">x</a> <a href="https://site.example/fleet">f</a>',
      { siteUrl: 'https://site.example' },
    );
    expect(out).toBe(
      '<a href="https://x.example" rel="noopener">x</a> <a href="https://site.example/fleet">f</a>',
    );
  });

  it('drops a link or image whose scheme is hidden by a percent-encoded tab or space, as the Markdown renderer writes `[x](jav&#x09;ascript:…)` (audit 33b #12)', () => {
    expect(sanitizeArticleHtml(`<p><a href="jav%09ascript:alert('entity')">Book</a></p>`)).toBe(
      '<p><a>Book</a></p>',
    );
    expect(sanitizeArticleHtml('<p><a href="java%0Ascript%20:x()">Book</a></p>')).toBe(
      '<p><a>Book</a></p>',
    );
    expect(sanitizeArticleHtml('<p><img src="jav%09ascript:x" alt="x"></p>')).toBe('<p></p>');
    // Percent-encoded spaces elsewhere in a URL are not a scheme.
    for (const html of [
      '<p><a href="/files/price%20list.pdf">Prices</a></p>',
      '<p><a href="https://x.example/a%20b?c=%09">x</a></p>',
      '<p><a href="mailto:info@x.example?subject=Hello%20there">Write</a></p>',
    ])
      expect(sanitizeArticleHtml(html)).toBe(html.replace('">x', '" rel="noopener">x'));
  });

  it('drops protocol-relative links and images without a safe source', () => {
    expect(sanitizeArticleHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<p><img src="javascript:x" alt="x"></p>')).toBe('<p></p>');
  });
});

describe('plainText', () => {
  it('returns text without "<" unchanged (character references included)', () => {
    for (const value of ['Paros & Antiparos', 'Price: 35 € / day', 'Tom &amp; Jerry', ''])
      expect(plainText(value)).toBe(value);
  });

  for (const payload of textPayloads) {
    it(`removes ${payload.name}`, () => {
      const out = plainText(`Call us. ${payload.source} We answer fast.`);
      expect(out).not.toContain(payload.trace);
      expect(out).not.toContain('<');
      expect(out.startsWith('Call us. ')).toBe(true);
      expect(out.endsWith(' We answer fast.')).toBe(true);
    });
  }

  it('keeps the text of removed elements, and comparison signs', () => {
    expect(plainText('<b>Fuel</b> policy: full & full')).toBe('Fuel policy: full & full');
    expect(plainText('Drivers < 25 or > 70 <i>pay</i> more')).toBe('Drivers < 25 or > 70 pay more');
  });

  it('walks objects and arrays, leaving other values alone', () => {
    const date = new Date('2026-01-01');
    expect(
      plainTextDeep({ a: ['<script>x</script>ok'], b: { c: '<em>fine</em>' }, n: 3, date }),
    ).toEqual({ a: ['ok'], b: { c: 'fine' }, n: 3, date });
  });
});

describe('findUnsafeHtml', () => {
  for (const payload of articlePayloads) {
    it(`names ${payload.name} in an article at its offset`, () => {
      const source = `---\ntitle: A title\n---\n\nSome text.\n\n${payload.source}\n`;
      const found = findUnsafeHtml(source, { markdown: true });
      expect(found.map((f) => f.construct).join('; ')).toMatch(payload.construct);
      const start = source.indexOf(payload.source);
      for (const f of found) {
        expect(f.offset).toBeGreaterThanOrEqual(start);
        expect(f.offset).toBeLessThan(start + payload.source.length);
      }
      if (payload.source.startsWith('<')) expect(found[0]?.offset).toBe(start);
    });
  }

  for (const payload of textPayloads) {
    it(`names ${payload.name} in a YAML text field`, () => {
      const source = `items:\n  - question: Q?\n    answer: "Yes. ${payload.source.replace(/"/g, '\\"')}"\n`;
      const found = findUnsafeHtml(source, { markdown: false });
      expect(found.map((f) => f.construct).join('; ')).toMatch(payload.construct);
    });
  }

  it('finds nothing in the allowed typography, in code, in autolinks or in plain text', () => {
    const source = [
      '---',
      'title: Driving < 25',
      '---',
      ...allowedArticleHtml,
      'Write to <info@example.com> or see <https://www.example.com/x>.',
      'In code: `<script>alert(1)</script>` stays text.',
      '```html',
      '<iframe src="x"></iframe>',
      '```',
      'Speeds < 50 km/h and a [link](/fleet) and ![photo](./photo.jpg).',
    ].join('\n');
    expect(findUnsafeHtml(source, { markdown: true })).toEqual([]);
  });

  it('agrees with the sanitiser: what it finds nothing in, the sanitiser leaves as it is', () => {
    for (const html of allowedArticleHtml) {
      expect(findUnsafeHtml(html, { markdown: true })).toEqual([]);
      expect(voids(sanitizeArticleHtml(html))).toBe(html);
    }
    for (const payload of articlePayloads.filter((p) => p.source.startsWith('<'))) {
      expect(findUnsafeHtml(payload.source, { markdown: true })).not.toEqual([]);
      expect(sanitizeArticleHtml(payload.source)).not.toBe(payload.source);
    }
  });

  it('names a scheme hidden by a tab written as a reference or percent-encoded, which the sanitiser removes too', () => {
    const source =
      '[entity link](jav&#x09;ascript:alert(\'entity\'))\n\n<a href="jav%09ascript:x()">Book</a>\n';
    expect(findUnsafeHtml(source, { markdown: true }).map((f) => f.construct)).toEqual([
      'javascript: URL',
      'javascript: URL on <a>',
    ]);
    expect(sanitizeArticleHtml('<a href="jav%09ascript:x()">Book</a>')).toBe('<a>Book</a>');
  });

  it('names every HTML element of a text field, allowed in articles or not', () => {
    const found = findUnsafeHtml('answer: Call <strong>now</strong>\n', { markdown: false });
    expect(found).toEqual([{ offset: 13, construct: '<strong> element in a text field' }]);
  });
});

describe('sanitizedLoader', () => {
  it('stores plain-text data and sanitised bodies, whatever the wrapped loader sets', async () => {
    const stored: { id: string; data: Record<string, unknown>; rendered?: { html: string } }[] = [];
    const inner = {
      name: 'inner',
      async load(context: {
        parseData: (p: {
          id: string;
          data: Record<string, unknown>;
        }) => Promise<Record<string, unknown>>;
        store: { set: (e: (typeof stored)[number]) => boolean };
      }) {
        const data = await context.parseData({
          id: 'en/x',
          data: { title: 'Hi <script>alert(1)</script>there', tags: ['<b>a</b>'] },
        });
        context.store.set({
          id: 'en/x',
          data,
          rendered: { html: '<p>ok</p><meta http-equiv="refresh" content="0;url=https://e.x/">' },
        });
      },
    };
    const logger = { info() {}, warn() {}, error() {} };
    await sanitizedLoader(inner).load({
      parseData: async ({ data }: { data: Record<string, unknown> }) => data,
      generateDigest: () => 'd',
      logger,
      store: {
        set: (entry: (typeof stored)[number]) => {
          stored.push(entry);
          return true;
        },
      },
    } as never);
    expect(stored).toEqual([
      { id: 'en/x', data: { title: 'Hi there', tags: ['a'] }, rendered: { html: '<p>ok</p>' } },
    ]);
  });
});
