/**
 * Server-side settings of the contact capability, read from the environment (`astro:env`
 * secrets in the endpoint, `process.env` in `server/outbox.mjs`). Declared once, with their
 * defaults, in `src/config/setting-defs.ts`; checked here with zod.
 */
import { z } from '../zod.ts';
import { settingDefs } from '../../config/setting-defs.ts';
import type { RetryPolicy } from './delivery.ts';
import type { RateLimitPolicy } from './rate-limit.ts';

/** Defaults of the contact settings (their declarations' defaults, documented in `.env.example`). */
export const CONTACT_DEFAULTS = {
  CONTACT_DATA_DIR: settingDefs.CONTACT_DATA_DIR.default,
  CONTACT_RATE_LIMIT_POINTS: settingDefs.CONTACT_RATE_LIMIT_POINTS.default,
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: settingDefs.CONTACT_RATE_LIMIT_WINDOW_SECONDS.default,
  CONTACT_RETRY_BASE_SECONDS: settingDefs.CONTACT_RETRY_BASE_SECONDS.default,
  CONTACT_RETRY_MAX_SECONDS: settingDefs.CONTACT_RETRY_MAX_SECONDS.default,
} as const;

/** The environment variables the contact capability reads (strings, or numbers from `astro:env`). */
export interface ContactEnv {
  SMTP_URL?: string | undefined;
  CONTACT_DATA_DIR?: string | undefined;
  CONTACT_TO?: string | undefined;
  CONTACT_FROM?: string | undefined;
  /** The Supabase project URL (shared with the fleet source). */
  PUBLIC_SUPABASE_URL?: string | undefined;
  SUPABASE_SERVICE_ROLE_KEY?: string | undefined;
  CONTACT_RATE_LIMIT_POINTS?: string | number | undefined;
  CONTACT_RATE_LIMIT_WINDOW_SECONDS?: string | number | undefined;
  CONTACT_RETRY_BASE_SECONDS?: string | number | undefined;
  CONTACT_RETRY_MAX_SECONDS?: string | number | undefined;
}

/** The parsed settings. */
export interface ContactSettings {
  /** SMTP server URL; `undefined`: messages are stored and stay pending (see `npm run outbox`). */
  smtpUrl: string | undefined;
  /** Directory of the SQLite outbox. */
  dataDir: string;
  /** The business inbox the messages go to. */
  to: string;
  /** Sender address of the e-mails. */
  from: string;
  /** Set when `PUBLIC_SUPABASE_URL` and `SUPABASE_SERVICE_ROLE_KEY` are: the outbox is the `contact_messages` table. */
  supabase: { url: string; serviceRoleKey: string } | undefined;
  /** Per-client limit of the endpoint. */
  rateLimit: RateLimitPolicy;
  /** Backoff of failed deliveries. */
  retry: RetryPolicy;
}

const empty = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = z.preprocess(empty, z.string().trim().min(1).optional());
const positiveInt = (fallback: number) =>
  z.preprocess(empty, z.coerce.number().int().positive().default(fallback));

const envSchema = z.object({
  SMTP_URL: z.preprocess(
    empty,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/i, 'an smtp:// or smtps:// URL')
      .optional(),
  ),
  CONTACT_DATA_DIR: z.preprocess(
    empty,
    z.string().min(1).default(CONTACT_DEFAULTS.CONTACT_DATA_DIR),
  ),
  CONTACT_TO: z.preprocess(empty, z.email().optional()),
  CONTACT_FROM: z.preprocess(empty, z.email().optional()),
  PUBLIC_SUPABASE_URL: z.preprocess(empty, z.url({ protocol: /^https?$/ }).optional()),
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  CONTACT_RATE_LIMIT_POINTS: positiveInt(CONTACT_DEFAULTS.CONTACT_RATE_LIMIT_POINTS),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(
    CONTACT_DEFAULTS.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
  ),
  CONTACT_RETRY_BASE_SECONDS: positiveInt(CONTACT_DEFAULTS.CONTACT_RETRY_BASE_SECONDS),
  CONTACT_RETRY_MAX_SECONDS: positiveInt(CONTACT_DEFAULTS.CONTACT_RETRY_MAX_SECONDS),
});

/**
 * Parses the contact settings.
 *
 * @param env the variables (missing or empty ones take their defaults)
 * @param businessEmail the business e-mail (`PUBLIC_EMAIL`): the default of `CONTACT_TO`
 * @throws Error `Invalid setting NAME: …` naming the first bad variable
 */
export function parseContactSettings(env: ContactEnv, businessEmail: string): ContactSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid setting ${String(issue?.path[0] ?? 'contact')}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;
  const to = e.CONTACT_TO ?? businessEmail;
  return {
    smtpUrl: e.SMTP_URL,
    dataDir: e.CONTACT_DATA_DIR,
    to,
    from: e.CONTACT_FROM ?? to,
    supabase:
      e.PUBLIC_SUPABASE_URL && e.SUPABASE_SERVICE_ROLE_KEY
        ? { url: e.PUBLIC_SUPABASE_URL, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY }
        : undefined,
    rateLimit: {
      points: e.CONTACT_RATE_LIMIT_POINTS,
      windowSeconds: e.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
    },
    retry: {
      baseSeconds: e.CONTACT_RETRY_BASE_SECONDS,
      maxSeconds: Math.max(e.CONTACT_RETRY_BASE_SECONDS, e.CONTACT_RETRY_MAX_SECONDS),
    },
  };
}
