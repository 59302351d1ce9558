/**
 * Server-only API of the contact capability (Node: `node:sqlite`, nodemailer,
 * rate-limiter-flexible): the request handler of `POST /api/send-email`, the outbox stores, the
 * mailer, the delivery worker, the rate limit, the settings and the wiring of all of them
 * (`createContactService`). Browser code imports `./index.ts` instead.
 */
export * from './index.ts';
export {
  handleSendEmail,
  methodNotAllowed,
  serviceUnavailable,
  originAllowed,
  parseContentType,
  SEND_EMAIL_METHOD,
  type SendEmailDeps,
} from './handler.ts';
export {
  backoffSeconds,
  createDelivery,
  type Delivery,
  type DeliveryOptions,
  type DeliveryReport,
  type RetryPolicy,
} from './delivery.ts';
export {
  composeMail,
  createSmtpMailer,
  isMessageRefused,
  type ComposedMail,
  type ComposeOptions,
  type Mailer,
} from './mailer.ts';
export {
  createRateLimiter,
  rateLimitKey,
  type RateLimiter,
  type RateLimitPolicy,
  type RateLimitResult,
} from './rate-limit.ts';
export {
  CONTACT_DEFAULTS,
  mailStatus,
  parseContactSettings,
  smtpUrlProblem,
  type ContactEnv,
  type ContactSettings,
} from './settings.ts';
export {
  createContactService,
  openOutbox,
  shareContactService,
  sharedContactService,
  type ContactService,
  type ContactSite,
} from './service.ts';
export {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_PRUNE_INTERVAL_MS,
  idempotencyCutoff,
  requestHash,
  type IdempotentFields,
} from './idempotency.ts';
export { openSqliteOutbox, SqliteOutbox, SQLITE_OUTBOX_FILE } from './outbox/sqlite.ts';
export { SupabaseOutbox, type SupabaseOutboxOptions } from './outbox/supabase.ts';
/** The outbox's types (message, status, list options, the store interface). */
export type * from './outbox/types.ts';
