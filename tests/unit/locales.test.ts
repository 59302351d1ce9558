/**
 * docs/architecture.md, "Languages", "Adding a language": the languages are the folders of
 * `src/locales/`. The registry that Vite builds (`src/locales/index.ts`) and the one Node scripts
 * read (`src/locales/list.mjs`) agree, and a language folder made here, a copy of an existing one,
 * appears in routing, the sitemap's languages and Marcia's packs with no other file changed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as registry from '../../src/locales';
import { readLocales } from '../../src/locales/list.mjs';

const root = join(import.meta.dirname, '../..');
const dir = join(root, 'src/locales');

const probe = process.env.LOCALE_PROBE;

// A run with LOCALE_PROBE set is the child run of the sixth-language test: only its probe.
if (!probe)
  describe('the language registry', () => {
    it('is the same for Vite code and Node scripts', () => {
      expect(readLocales().map((l) => l.code)).toEqual([...registry.langs]);
      expect(readLocales()).toEqual(registry.locales);
    });

    it('has one default language, first, and the others as URL prefixes', () => {
      expect(registry.langs[0]).toBe(registry.defaultLang);
      expect(registry.prefixedLangs).toEqual(registry.langs.slice(1));
    });
  });

if (!probe)
  describe('a sixth language is one folder', () => {
    const code = 'zz';
    const folder = join(dir, code);
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('appears in routing, the sitemap and the assistant without another file changing', () => {
      const model = registry.prefixedLangs[0] ?? registry.defaultLang;
      cpSync(join(dir, model), folder, { recursive: true });
      const meta = JSON.parse(readFileSync(join(folder, 'locale.json'), 'utf8'));
      writeFileSync(
        join(folder, 'locale.json'),
        JSON.stringify({ ...meta, order: 99, name: 'Zed', tag: code, ogLocale: 'zz_ZZ' }),
      );
      // Node side: what astro.config.mjs gives Astro's i18n routing and the sitemap, and the
      // service worker's caching rule.
      const node = readLocales();
      expect(node.at(-1)).toMatchObject({ code, tag: code, ogLocale: 'zz_ZZ' });
      // Vite side: a fresh vitest (a new module graph) runs the probe below with the folder there.
      const run = spawnSync(
        process.execPath,
        [join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/unit/locales.test.ts'],
        { cwd: root, env: { ...process.env, LOCALE_PROBE: code }, encoding: 'utf8' },
      );
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/1 passed/);
    }, 120_000);
  });

if (probe)
  describe('the probe of a new language folder', () => {
    it('is in routing, the dictionaries, the fact wordings and Marcia', async () => {
      const code = probe ?? '';
      expect(registry.langs).toContain(code);
      const routing = await import('../../src/i18n/routing');
      expect(routing.localizePath('/fleet', code)).toBe(`/${code}/fleet`);
      expect(routing.langFromPath(`/${code}/fleet`)).toBe(code);
      expect(routing.ogLocale(code)).toBe('zz_ZZ');
      expect(routing.localeParams().map((p) => p.params.locale)).toContain(code);
      const i18n = await import('../../src/i18n');
      expect(i18n.languages[code]).toBeDefined();
      const assistant = await import('../../src/lib/assistant');
      await assistant.loadAssistantLanguage(code);
      const r = assistant.respond('?', assistant.initialContext(), [], { lang: code });
      expect(r.reply.content.length).toBeGreaterThan(0);
    });
  });
