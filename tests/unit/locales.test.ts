/**
 * docs/architecture.md, "Languages", "Adding a language": the languages are the folders of
 * `src/locales/`. The registry that Vite builds (`src/locales/index.ts`) and the one Node scripts
 * read (`src/locales/list.mjs`) agree, and a language folder made here, a copy of an existing one,
 * appears in routing, the sitemap's languages and Marcia's packs with no other file changed.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as registry from '../../src/locales';
import { readLocales } from '../../src/locales/list.mjs';

const root = join(import.meta.dirname, '../..');

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
    // In a copy of the project (the code and configs copied, the rest linked): a folder added to
    // this checkout's src/locales would be seen, half made or half removed, by the tests that build
    // or sync the site beside this one (settings-build's `astro sync` failed on it).
    const copy = mkdtempSync(join(tmpdir(), 'sixth-language-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('appears in routing, the sitemap and the assistant without another file changing', () => {
      for (const name of ['src', 'server', 'astro.config.mjs', 'vitest.config.ts', 'tsconfig.json'])
        cpSync(join(root, name), join(copy, name), { recursive: true });
      for (const name of ['node_modules', 'package.json', 'content', 'public', '.astro'])
        if (existsSync(join(root, name))) symlinkSync(join(root, name), join(copy, name));
      cpSync(join(root, 'tests/unit/locales.test.ts'), join(copy, 'tests/unit/locales.test.ts'));
      const locales = join(copy, 'src/locales');
      const model = registry.prefixedLangs[0] ?? registry.defaultLang;
      const folder = join(locales, code);
      cpSync(join(locales, model), folder, { recursive: true });
      const meta = JSON.parse(readFileSync(join(folder, 'locale.json'), 'utf8'));
      writeFileSync(
        join(folder, 'locale.json'),
        JSON.stringify({ ...meta, order: 99, name: 'Zed', tag: code, ogLocale: 'zz_ZZ' }),
      );
      // Node side: what astro.config.mjs gives Astro's i18n routing and the sitemap, and the
      // service worker's caching rule.
      const node = readLocales(locales);
      expect(node.at(-1)).toMatchObject({ code, tag: code, ogLocale: 'zz_ZZ' });
      // Vite side: a fresh vitest (a new module graph) in the copy runs the probe below with the
      // folder there.
      const run = spawnSync(
        process.execPath,
        [join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/unit/locales.test.ts'],
        { cwd: copy, env: { ...process.env, LOCALE_PROBE: code }, encoding: 'utf8' },
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
