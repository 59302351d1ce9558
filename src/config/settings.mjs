// @ts-check
/**
 * The `astro:env` schema of the site, made from the one list of settings
 * (`src/config/setting-defs.ts`, `settingDefs`): each declaration becomes Astro's `envField` of its
 * type with the same options, so `astro build` refuses a missing or malformed value and names it.
 * `astro.config.mjs` passes it to `env.schema`. Separate from the list because `astro/config`
 * cannot be bundled into browser code, while the list can.
 */
import { envField } from 'astro/config';
import { settingDefs } from './setting-defs.ts';

/**
 * Astro's field for one declaration.
 *
 * @param {import('./setting-defs.ts').SettingDef} def
 */
function fieldOf(def) {
  const { type, values, ...options } = def;
  const common = /** @type {any} */ (options);
  switch (type) {
    case 'enum':
      return envField.enum({ ...common, values: /** @type {[string, ...string[]]} */ (values) });
    case 'boolean':
      return envField.boolean(common);
    case 'number':
      return envField.number(common);
    default:
      return envField.string(common);
  }
}

/**
 * The `astro:env` schema: one field per setting of `settingDefs`, under its environment variable
 * name (documented in `.env.example`).
 *
 * @type {{ [K in keyof typeof settingDefs]: ReturnType<typeof fieldOf> & (typeof settingDefs)[K] }}
 */
export const envSchema = /** @type {any} */ (
  Object.fromEntries(Object.entries(settingDefs).map(([name, def]) => [name, fieldOf(def)]))
);
