/**
 * Server-side settings of the contact capability, read from the environment (`astro:env`
 * secrets in the endpoint, `process.env` in `server/outbox.mjs`). Declared once, with their
 * defaults, in `src/config/setting-defs.ts`; checked here with zod.
 */
import { parseUrl } from '../url.ts';
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
  /**
   * SMTP server URL; `undefined`: messages are stored and stay pending (see `npm run outbox`) —
   * also when the mail settings are malformed (then {@link ContactSettings.mailError} says why).
   */
  smtpUrl: string | undefined;
  /**
   * Set when `SMTP_URL`, `CONTACT_TO` or `CONTACT_FROM` is malformed: `Invalid setting NAME: …`.
   * Messages are still stored (a visitor's message is never refused for a mail setting, audit 32b
   * #3); the delivery worker notes this text on each of them and they stay pending.
   */
  mailError: string | undefined;
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

/**
 * Why `value` is no usable `SMTP_URL` (audit 32b #6), or `undefined` when it is one: an `smtp:` or
 * `smtps:` URL with a host, no `#` fragment and at most one `@` before the host. A user name that
 * is an e-mail address, or a password with `@`, `#` or `/`, must be percent-encoded (`@` → `%40`,
 * `#` → `%23`, `/` → `%2F`); unencoded, nodemailer reads part of them as the host and the
 * messages are retried for ever against a wrong server.
 *
 * @param value the setting, non-empty
 * @returns the reason, to follow `Invalid setting SMTP_URL: `
 */
export function smtpUrlProblem(value: string): string | undefined {
  const encode =
    'percent-encode the user name and password (@ → %40, # → %23, / → %2F), e.g. smtps://bookings%40example.com:p%40ss@smtp.example.com:465';
  if (!/^smtps?:\/\//i.test(value))
    return `expected smtp://host:port or smtps://user:password@host:port (got ${JSON.stringify(value.replace(/\/\/[^@/]*@/, '//…@'))})`;
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/)[0] ?? '';
  if (value.includes('#')) return `it contains a # (read as the end of the URL): ${encode}`;
  if (authority.split('@').length > 2)
    return `more than one @ before the host (the part after the last @ is read as the host): ${encode}`;
  if (!parseUrl(value)?.hostname) return `not a valid URL with a host: ${encode}`;
  return undefined;
}

/** The mail settings: a malformed one does not stop the outbox (see `mailError`). */
const mailSchema = z.object({
  SMTP_URL: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = smtpUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  CONTACT_TO: z.preprocess(empty, z.email().optional()),
  CONTACT_FROM: z.preprocess(empty, z.email().optional()),
});

const envSchema = z.object({
  CONTACT_DATA_DIR: z.preprocess(
    empty,
    z.string().min(1).default(CONTACT_DEFAULTS.CONTACT_DATA_DIR),
  ),
  PUBLIC_SUPABASE_URL: z.preprocess(empty, z.url({ protocol: /^https?$/ }).optional()),
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  CONTACT_RATE_LIMIT_POINTS: positiveInt(CONTACT_DEFAULTS.CONTACT_RATE_LIMIT_POINTS),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(
    CONTACT_DEFAULTS.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
  ),
  CONTACT_RETRY_BASE_SECONDS: positiveInt(CONTACT_DEFAULTS.CONTACT_RETRY_BASE_SECONDS),
  CONTACT_RETRY_MAX_SECONDS: positiveInt(CONTACT_DEFAULTS.CONTACT_RETRY_MAX_SECONDS),
});

/** `Invalid setting NAME: reason` for the first issue of a failed parse. */
function invalidSetting(error: z.ZodError): string {
  const issue = error.issues[0];
  return `Invalid setting ${String(issue?.path[0] ?? 'contact')}: ${issue?.message ?? 'invalid value'}`;
}

/**
 * Parses the contact settings.
 *
 * A malformed mail setting (`SMTP_URL`, `CONTACT_TO`, `CONTACT_FROM`) does not throw: the
 * settings come back without SMTP and with `mailError` naming it, so the outbox still stores
 * every message (audit 32b #3).
 *
 * @param env the variables (missing or empty ones take their defaults)
 * @param businessEmail the business e-mail (`PUBLIC_EMAIL`): the default of `CONTACT_TO`
 * @throws Error `Invalid setting NAME: …` naming the first bad variable among the others (the
 *   outbox's place, the rate limit, the retry timing)
 */
export function parseContactSettings(env: ContactEnv, businessEmail: string): ContactSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(invalidSetting(parsed.error));
  const e = parsed.data;
  const mail = mailSchema.safeParse(env);
  const m = mail.success ? mail.data : {};
  const to = m.CONTACT_TO ?? businessEmail;
  return {
    smtpUrl: m.SMTP_URL,
    mailError: mail.success ? undefined : invalidSetting(mail.error),
    dataDir: e.CONTACT_DATA_DIR,
    to,
    from: m.CONTACT_FROM ?? to,
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

/**
 * Whether and where the settings e-mail messages, in one line for the server's start log and
 * `npm run outbox` (audit 32b #5): `e-mail: smtp://host:port` (no user or password), or
 * `e-mail OFF: messages stay pending (npm run outbox)`, with the mail setting's error when one is
 * malformed.
 */
export function mailStatus(settings: Pick<ContactSettings, 'smtpUrl' | 'mailError'>): string {
  if (settings.smtpUrl) {
    const url = new URL(settings.smtpUrl);
    return `e-mail: ${url.protocol}//${url.host}`;
  }
  const why = settings.mailError ? `${settings.mailError}; ` : 'SMTP_URL is not set; ';
  return `e-mail OFF: ${why}messages stay pending (npm run outbox)`;
}
