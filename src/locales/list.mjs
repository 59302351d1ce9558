// @ts-check
/**
 * The site's languages for code that Vite does not transform (`astro.config.mjs`, the service
 * worker's build step, the tools in `tools/`, Playwright specs): the folders of `src/locales/` that hold
 * a `locale.json`, read with `fs`. Same answer as the registry `./index.ts` (checked by
 * `tests/unit/locales.test.ts`).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The folder of the languages. */
export const localesDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Reads the languages from a folder.
 *
 * @param {string} [dir] the `src/locales` folder (default: this module's folder)
 * @returns {{ code: string, order: number, default: boolean, name: string, tag: string, numberLocale: string, dateLocale: string, ogLocale: string, bookingEngine: string }[]}
 *   in menu order (the default language first)
 * @throws Error when no folder, or more than one, is the default
 */
export function readLocales(dir = localesDir) {
  const found = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'locale.json')))
    .map((d) => ({
      ...JSON.parse(readFileSync(join(dir, d.name, 'locale.json'), 'utf8')),
      code: d.name,
    }))
    .sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
  if (found.filter((l) => l.default).length !== 1)
    throw new Error('src/locales: exactly one locale.json must have "default": true');
  return found;
}

/** Every language, in menu order. */
export const locales = readLocales();
/** Their codes. */
export const langs = locales.map((l) => l.code);
/** The default language's code. */
export const defaultLang = locales.find((l) => l.default)?.code ?? '';
/** The other codes: the URL prefixes. */
export const prefixedLangs = langs.filter((l) => l !== defaultLang);
