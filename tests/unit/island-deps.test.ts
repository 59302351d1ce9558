import { describe, expect, it } from 'vitest';
import { annotateIslands, chunkClosures } from '../../src/build/island-deps.mjs';

/** The chunks an island names (src/build/island-deps.mjs; docs/first-paint.md, "First taps"). */
describe('chunkClosures', () => {
  it("lists each chunk's static imports, directly or not, once, without itself", () => {
    const bundle = {
      '_astro/Fleet.js': { type: 'chunk', imports: ['_astro/react.js', '_astro/pricing.js'] },
      '_astro/pricing.js': { type: 'chunk', imports: ['_astro/rolldown-runtime.js'] },
      '_astro/react.js': { type: 'chunk', imports: ['_astro/rolldown-runtime.js'] },
      '_astro/rolldown-runtime.js': { type: 'chunk', imports: [] },
      '_astro/loop-a.js': { type: 'chunk', imports: ['_astro/loop-b.js'] },
      '_astro/loop-b.js': { type: 'chunk', imports: ['_astro/loop-a.js'] },
      'favicon.svg': { type: 'asset' },
    };
    const closures = chunkClosures(bundle, '/');
    expect(closures.get('/_astro/Fleet.js')).toEqual([
      '/_astro/react.js',
      '/_astro/pricing.js',
      '/_astro/rolldown-runtime.js',
    ]);
    expect(closures.get('/_astro/rolldown-runtime.js')).toEqual([]);
    expect(closures.get('/_astro/loop-a.js')).toEqual(['/_astro/loop-b.js']);
    expect(closures.has('/favicon.svg')).toBe(false);
    expect(chunkClosures(bundle, '/site/').get('/site/_astro/pricing.js')).toEqual([
      '/site/_astro/rolldown-runtime.js',
    ]);
  });
});

describe('annotateIslands', () => {
  const closures = new Map([
    ['/_astro/Fleet.js', ['/_astro/react.js', '/_astro/dom.js', '/_astro/runtime.js']],
    ['/_astro/client.js', ['/_astro/dom.js', '/_astro/runtime.js']],
    ['/_astro/Lone.js', []],
  ]);
  const importsOf = (url: string) => closures.get(url);
  const island = (component: string, more = '') =>
    `<astro-island uid="Z1" component-url="${component}" component-export="default" renderer-url="/_astro/client.js" props="{&quot;a&quot;:[0,1]}" ssr client="interaction"${more}><div>list</div></astro-island>`;

  it('names the chunks of the component and of the renderer, without those two', () => {
    const page = `<main>${island('/_astro/Fleet.js')}</main>`;
    const { html, unknown } = annotateIslands(page, importsOf);
    expect(unknown).toEqual([]);
    expect(html).toBe(
      `<main>${island('/_astro/Fleet.js').replace('<astro-island', '<astro-island data-chunk-deps="/_astro/react.js /_astro/dom.js /_astro/runtime.js"')}</main>`,
    );
  });

  it('annotates every island of a page, and leaves the rest of the page as it is', () => {
    const page = `<p>a</p>${island('/_astro/Fleet.js')}<p>b</p>${island('/_astro/Fleet.js')}`;
    const { html } = annotateIslands(page, importsOf);
    expect(html.match(/data-chunk-deps=/g)).toHaveLength(2);
    expect(html.replaceAll(/ data-chunk-deps="[^"]*"/g, '')).toBe(page);
  });

  it('keeps the list of an island that has one, and adds none when the chunks import nothing new', () => {
    const named = island('/_astro/Fleet.js', ' data-chunk-deps="/_astro/x.js"');
    expect(annotateIslands(named, importsOf).html).toBe(named);
    // Lone.js imports nothing; the renderer's own imports are still named.
    expect(annotateIslands(island('/_astro/Lone.js'), importsOf).html).toContain(
      'data-chunk-deps="/_astro/dom.js /_astro/runtime.js"',
    );
    const page = '<main><p>No island here.</p></main>';
    expect(annotateIslands(page, importsOf)).toEqual({ html: page, unknown: [] });
  });

  it('reports an island whose chunk the build did not make', () => {
    const { unknown, html } = annotateIslands(island('/_astro/Gone.js'), importsOf);
    expect(unknown).toEqual(['/_astro/Gone.js']);
    expect(html).toContain('data-chunk-deps="/_astro/dom.js /_astro/runtime.js"');
  });
});
