/**
 * Settings of the blog's content service (docs/requirements.md, "Blog list"): a Strapi instance
 * read at build time. Declared once, with their defaults, in `src/config/setting-defs.ts` (the
 * `astro:env` schema is made from it) and documented in `.env.example`; checked here with zod.
 *
 * - `STRAPI_URL` — base URL of the Strapi instance, e.g. `https://cms.example.com`. Empty or
 *   unset: not configured, the blog is the Markdown collection `content/blog` (the old site's local
 *   default).
 * - `STRAPI_TOKEN` — optional API token, sent as `Authorization: Bearer …` (server secret).
 * - `STRAPI_TIMEOUT_MS` — how long one request may take, in milliseconds.
 * - `STRAPI_LOCALES` — optional comma-separated site languages (`fr,de,it`) also fetched with
 *   Strapi's `locale=xx` parameter; English is always fetched (Strapi's default locale).
 */
import { z } from '../zod';
import { settingDefs } from '../../config/setting-defs';
import { langs, type Lang } from '../../i18n/routing';
import { defaultLang } from '../../locales';

/** Defaults of the blog settings (documented in `.env.example`). */
export const BLOG_DEFAULTS = {
  /** Milliseconds per request to the content service. */
  STRAPI_TIMEOUT_MS: settingDefs.STRAPI_TIMEOUT_MS.default,
} as const;

/** The environment variables the blog reads (strings, or numbers from `astro:env`). */
export interface BlogEnv {
  STRAPI_URL?: string | undefined;
  STRAPI_TOKEN?: string | undefined;
  STRAPI_TIMEOUT_MS?: string | number | undefined;
  STRAPI_LOCALES?: string | undefined;
}

/** The content service, when configured. */
export interface StrapiConfig {
  /** Base URL without a trailing slash, e.g. `https://cms.example.com`. */
  baseUrl: string;
  /** API token (`Authorization: Bearer …`), if any. */
  token: string | undefined;
  /** Milliseconds one request may take before it is aborted (and retried). */
  timeoutMs: number;
  /** Languages other than English fetched with `locale=xx` (possibly none). */
  locales: Lang[];
}

/** The parsed blog settings: `strapi` is `undefined` when the content service is not configured. */
export interface BlogSettings {
  strapi: StrapiConfig | undefined;
}

const empty = (v: unknown) =>
  (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v;

const envSchema = z.object({
  STRAPI_URL: z.preprocess(
    empty,
    z
      .url({ protocol: /^https?$/, error: 'an http(s) URL such as https://cms.example.com' })
      .optional(),
  ),
  STRAPI_TOKEN: z.preprocess(empty, z.string().trim().min(1).optional()),
  STRAPI_TIMEOUT_MS: z.preprocess(
    empty,
    z.coerce.number().int().positive().default(BLOG_DEFAULTS.STRAPI_TIMEOUT_MS),
  ),
  STRAPI_LOCALES: z.preprocess(
    empty,
    z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z.array(
          z.enum(langs, {
            error: `a comma-separated list of site languages (${langs.join(', ')})`,
          }),
        ),
      )
      .optional(),
  ),
});

/**
 * Parses the blog settings.
 *
 * @param env the variables (missing or empty ones take their defaults)
 * @returns `{ strapi: undefined }` when `STRAPI_URL` is empty or unset
 * @throws Error `Invalid setting NAME: …` naming the first bad variable
 */
export function parseBlogSettings(env: BlogEnv): BlogSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid setting ${String(issue?.path[0] ?? 'STRAPI_URL')}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;
  if (!e.STRAPI_URL) return { strapi: undefined };
  return {
    strapi: {
      baseUrl: e.STRAPI_URL.replace(/\/+$/, ''),
      token: e.STRAPI_TOKEN,
      timeoutMs: e.STRAPI_TIMEOUT_MS,
      locales: (e.STRAPI_LOCALES ?? []).filter((l) => l !== defaultLang),
    },
  };
}
