import { describe, expect, test } from 'vitest';
import { fillChunkDeps } from '../../src/build/chunk-url.mjs';

describe('fillChunkDeps (the ?chunk-deps lists of src/build/chunk-url.mjs)', () => {
  const urlsOf = (ref: string) => [`/_astro/${ref}.js`, '/_astro/shared.js'];

  test.each([
    ['a word', 'abc_DEF123'],
    ['a $ (as Rolldown gives)', '$oUiuAXR7gZMKRQU56HW2w'],
    ['a -', 'a-b'],
  ])('fills a placeholder whose reference holds %s, in each kind of quote', (_what, ref) => {
    for (const quote of ['"', "'", '`']) {
      const code = `const deps = JSON.parse(${quote}__SITE_CHUNK_DEPS_${ref}__${quote});`;
      const filled = fillChunkDeps(code, urlsOf);
      expect(filled).not.toContain('__SITE_CHUNK_DEPS_');
      const literal = filled.slice('const deps = JSON.parse('.length, -');'.length);
      expect(JSON.parse(JSON.parse(literal) as string)).toEqual(urlsOf(ref));
    }
  });

  test('fills every placeholder of a chunk and leaves the rest of the code as it is', () => {
    const code = 'a("__SITE_CHUNK_DEPS_x$1__");b(`__SITE_CHUNK_DEPS_y__`);c("__other__")';
    expect(fillChunkDeps(code, (ref) => [ref])).toBe(
      'a("[\\"x$1\\"]");b("[\\"y\\"]");c("__other__")',
    );
  });

  test('code without a placeholder is returned unchanged', () => {
    const code = 'export const x = "__SITE_CHUNK";';
    expect(fillChunkDeps(code, urlsOf)).toBe(code);
  });
});
