/**
 * The cookie banner's stylesheet transform (src/build/scope-consent-css.mjs, docs/requirements.md,
 * "Speed, accessibility and security"): the library's `:root` and `.cc--darkmode` variable blocks
 * move onto `#cc-main`, so adding the stylesheet restyles the banner, not the whole page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { scopeConsentCss, scopeConsentRoot } from '../../src/build/scope-consent-css.mjs';

const require = createRequire(import.meta.url);
const libraryCss = readFileSync(
  require.resolve('vanilla-cookieconsent/dist/cookieconsent.css'),
  'utf8',
);

describe('scopeConsentRoot', () => {
  it('moves every variable block of the installed library off :root', () => {
    const scoped = scopeConsentRoot(libraryCss);
    expect(scoped).not.toMatch(/:root\s*\{/);
    expect(scoped).toMatch(/#cc-main\s*\{\s*--cc-font-family:/);
    expect(scoped).toMatch(/\.cc--darkmode #cc-main\s*\{\s*--cc-bg:/);
    // Nothing else changes: the same rules, each prefixed at most once.
    expect(scoped).not.toContain('#cc-main #cc-main');
    const roots = libraryCss.match(/:root\s*\{/g)?.length ?? 0;
    const darks = libraryCss.match(/(^|[\s}])\.cc--darkmode\s*\{/g)?.length ?? 0;
    expect(roots).toBeGreaterThan(0);
    expect(scoped.length - libraryCss.length).toBe(
      roots * ('#cc-main'.length - ':root'.length) + darks * ' #cc-main'.length,
    );
  });

  it('leaves selectors that only mention the dark class inside a longer selector', () => {
    expect(scopeConsentRoot(':root{--a:1}.cc--darkmode #cc-main .x{color:red}')).toBe(
      '#cc-main{--a:1}.cc--darkmode #cc-main .x{color:red}',
    );
  });

  it('fails loudly when the library no longer has a :root block', () => {
    expect(() => scopeConsentRoot('#cc-main{--cc-bg:#fff}')).toThrow(/no :root block/);
  });
});

describe('scopeConsentCss (Vite plugin)', () => {
  const transform = scopeConsentCss().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  const file = '/app/node_modules/vanilla-cookieconsent/dist/cookieconsent.css';

  it('transforms the stylesheet itself, under its plain or transform-only id', () => {
    expect(transform(':root{--a:1}', file)?.code).toBe('#cc-main{--a:1}');
    expect(transform(':root{--a:1}', `${file}?transform-only`)?.code).toBe('#cc-main{--a:1}');
  });

  it('skips the ?url wrapper module and every other file', () => {
    expect(transform('export default "x"', `${file}?url`)).toBeNull();
    expect(transform(':root{--a:1}', '/app/src/styles/global.css')).toBeNull();
  });
});
