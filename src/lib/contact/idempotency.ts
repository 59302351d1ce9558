/**
 * Idempotency keys of `POST /api/send-email` (docs/contact.md, "Idempotency"; the IETF
 * Idempotency-Key draft, draft-ietf-httpapi-idempotency-key-header): a key names one request
 * *with its body*. The outbox stores, next to the key, a SHA-256 fingerprint of the normalised
 * message ({@link requestHash}); a later request with the same key replays only when its
 * fingerprint is the same, and any difference in any field is answered 422.
 *
 * Keys live {@link IDEMPOTENCY_KEY_TTL_MS} (24 hours) from the message they were stored with.
 * After that a post with the key is a new message, and the outbox forgets old keys with their
 * fingerprints ({@link IDEMPOTENCY_PRUNE_INTERVAL_MS}: at most once a minute, when a message is
 * stored), so the key index stays bounded. Messages themselves are never deleted.
 *
 * Server-only (`node:crypto`). Imports carry `.ts` so Node runs this file in `server/outbox.mjs`.
 */
import { createHash } from 'node:crypto';
import type { ContactSubject } from './schema.ts';

/** How long a key replays (and conflicts), in milliseconds from its message's `createdAt`: 24 h. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Least time between two prunes of expired keys by one outbox, in milliseconds: 1 minute. */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 1000;

/** Version tag mixed into every fingerprint, so a change of the encoding never matches an old one. */
const HASH_VERSION = 'contact-message-v1';

/**
 * The fields a fingerprint covers: every field the `POST /api/send-email` body schema keeps
 * (`sendEmailBodySchema`), as it outputs them (trimmed; the message with `\r\n` turned into
 * `\n`; a missing phone as `''`). The spam trap `website` is not covered: a valid body has it
 * absent or empty, so it carries nothing.
 */
export interface IdempotentFields {
  /** The visitor's name (first and last name joined). */
  name: string;
  /** The visitor's e-mail address. */
  email: string;
  /** `''` when none was given. */
  phone: string;
  /** `Subject: {subject}`, a blank line, then the text. */
  message: string;
  /** The subject value. */
  vehicleType: ContactSubject | string;
}

/**
 * The fingerprint of a normalised message: SHA-256 (64 lower-case hex digits) of a versioned JSON
 * array of its five fields, in a fixed order. Two messages have the same fingerprint exactly when
 * every field is equal (JSON strings cannot run into each other). Hash the validated fields, not
 * the raw request bytes, so what the schema normalises away (surrounding spaces, `\r\n`) does not
 * count as a change.
 */
export function requestHash(fields: IdempotentFields): string {
  const canonical = JSON.stringify([
    HASH_VERSION,
    fields.name,
    fields.email,
    fields.phone,
    fields.message,
    fields.vehicleType,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/**
 * The time before which a stored key has expired: `now − ttlMs`. A key whose message was created
 * at or before this instant no longer replays nor conflicts.
 *
 * @param now the current time
 * @param ttlMs the key lifetime in milliseconds (default {@link IDEMPOTENCY_KEY_TTL_MS})
 */
export function idempotencyCutoff(now: Date, ttlMs: number = IDEMPOTENCY_KEY_TTL_MS): Date {
  return new Date(now.getTime() - ttlMs);
}
