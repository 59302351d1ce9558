/**
 * The outbox: every valid contact message (and every chat booking request) is stored here
 * before anything else happens, and the visitor is told "sent" once it is stored. A mailer then
 * delivers each stored message; a failed delivery stays `pending` and is retried with backoff
 * (`src/lib/contact/delivery.ts`) until it is `sent`.
 *
 * Two implementations: SQLite under `CONTACT_DATA_DIR` (`sqlite.ts`, the default) and the
 * Supabase table `contact_messages` (`supabase.ts`, with a service-role key). Both keep the same
 * message columns (see `supabase/migrations/*_contact_messages.sql`); live idempotency keys are
 * in the SQLite table `contact_idempotency_keys`, and in Supabase in the message's own
 * `idempotency_key` and `request_hash` columns.
 */
import type { ContactSubject } from '../schema.ts';

/** `pending`: stored, not yet delivered by e-mail. `sent`: handed to the SMTP server. */
export type OutboxStatus = 'pending' | 'sent';

/**
 * What the endpoint stores: the validated `POST /api/send-email` body (docs/requirements.md,
 * "Contact send").
 */
export interface NewOutboxMessage {
  /** The visitor's name (first and last name joined). */
  name: string;
  /** The visitor's e-mail address: the reply-to of the delivered e-mail. */
  email: string;
  /** `''` when none was given. */
  phone: string;
  /** `Subject: {subject}`, a blank line, then the text. */
  message: string;
  /** The subject value. */
  vehicleType: ContactSubject;
  /**
   * The request's `Idempotency-Key` (8-128 of `A-Z a-z 0-9 - _`), when it sent one: a message is
   * stored once per key (for 24 hours, `IDEMPOTENCY_KEY_TTL_MS`), so a retry or a replayed
   * offline request is not stored twice. The store keeps the fingerprint of the fields above
   * (`requestHash`) with it.
   */
  idempotencyKey?: string | undefined;
}

/** A stored message with its delivery state. Times are `Date`s (UTC in both stores). */
export interface OutboxMessage extends Omit<NewOutboxMessage, 'idempotencyKey'> {
  /** Random UUID; also the e-mail's Message-ID local part. */
  id: string;
  /**
   * The idempotency key it was stored with; `null` when the request had none, or once the key
   * has expired and been pruned (24 hours after `createdAt`).
   */
  idempotencyKey: string | null;
  /**
   * SHA-256 (hex) of the normalised fields (`requestHash` in `../idempotency.ts`), kept while
   * `idempotencyKey` is; `null` without a key. A message keyed before fingerprints were stored
   * gets the fingerprint of its fields (SQLite: when the file is migrated; Supabase: when read).
   */
  requestHash: string | null;
  /** When the message was stored. */
  createdAt: Date;
  /** Delivery state. */
  status: OutboxStatus;
  /** Delivery attempts made so far (successful or not). */
  attempts: number;
  /** Error text of the last failed attempt, `null` when none failed or after delivery. */
  lastError: string | null;
  /** When the next delivery attempt is due (pending messages). */
  nextAttemptAt: Date;
  /** A delivery worker holds the message until then (crash-safe lease). */
  lockedUntil: Date | null;
  /** When the SMTP server accepted it (`sent` messages). */
  sentAt: Date | null;
  /** The Message-ID header of the delivered e-mail. */
  mailMessageId: string | null;
}

/** What {@link OutboxStore.add} returns: the stored message, and whether it was stored before. */
export type StoredOutboxMessage = OutboxMessage & {
  /**
   * True when the idempotency key was already stored less than 24 hours before: this is the
   * earlier message (its `requestHash` tells a retry of the same body from a reused key).
   */
  replayed: boolean;
};

/** Filter of {@link OutboxStore.list}. */
export interface OutboxListOptions {
  /** Only this status (default: both). */
  status?: OutboxStatus | undefined;
  /** Newest first, at most this many (default 100). */
  limit?: number | undefined;
}

/** Where the outbox keeps messages. Every method rejects when the store cannot be reached. */
export interface OutboxStore {
  /** `sqlite` or `supabase`, for logs and `npm run outbox`. */
  readonly kind: 'sqlite' | 'supabase';
  /** Human-readable location (file path or project URL). */
  readonly location: string;
  /**
   * Stores a new pending message created at `now` (default the current time), due for delivery
   * at once, with the fingerprint of its fields when it has an `idempotencyKey`. Resolves only
   * when it is durable (SQLite: committed with `synchronous=FULL`; Supabase: the insert
   * answered). When a message with the same `idempotencyKey` was stored less than 24 hours
   * before `now`, nothing is stored and that message is returned with `replayed: true` (whatever
   * its fields: the caller compares `requestHash`). An older holder of the key loses it (the
   * message kept) and the new message is stored with it. At most once a minute it also prunes
   * every expired key ({@link OutboxStore.pruneIdempotencyKeys}).
   */
  add(message: NewOutboxMessage, now?: Date): Promise<StoredOutboxMessage>;
  /**
   * The message stored with the idempotency key `key` less than 24 hours before `now` (default
   * the current time), or `null` when the key is unknown or has expired. Reads only: stores and
   * prunes nothing. The endpoint asks this before counting a request against the rate limit, so
   * a retry of a stored message is answered without spending a point (audit 33b #6).
   */
  findByIdempotencyKey(key: string, now?: Date): Promise<OutboxMessage | null>;
  /**
   * Forgets the idempotency key and fingerprint of every message created 24 hours or more before
   * `now` (`IDEMPOTENCY_KEY_TTL_MS`), so the key index holds only live keys (SQLite: deletes rows
   * of `contact_idempotency_keys`; Supabase: sets the two columns to `NULL`). Never deletes or
   * otherwise changes a message's content. Resolves with the number of keys forgotten.
   */
  pruneIdempotencyKeys(now: Date): Promise<number>;
  /**
   * Takes up to `limit` pending messages that are due at `now` and not held by another worker,
   * and holds them until `now + leaseMs`. Fewest attempts first, then oldest due, then oldest
   * stored: a message that keeps failing goes after the others, so it never holds them back
   * (audit 33b #4).
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  /** Marks a message delivered: status `sent`, one more attempt, lease released. */
  markSent(id: string, sentAt: Date, mailMessageId: string): Promise<void>;
  /** Records a failed attempt: one more attempt, the error, the next due time, lease released. */
  markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /**
   * Releases claimed messages that were not tried (the run stopped at a failure) and makes them
   * due at `until`, without counting an attempt.
   */
  postpone(ids: readonly string[], until: Date): Promise<void>;
  /** Earliest `nextAttemptAt` of a pending message (or when its lease ends), `null` when none is pending. */
  nextDueAt(): Promise<Date | null>;
  /** Messages, newest first. */
  list(options?: OutboxListOptions): Promise<OutboxMessage[]>;
  /** One message by id (or a unique id prefix of at least 6 characters), or `null`. */
  get(idOrPrefix: string): Promise<OutboxMessage | null>;
  /** Number of messages per status. */
  counts(): Promise<Record<OutboxStatus, number>>;
  /** Releases the connection. */
  close(): Promise<void>;
}

/**
 * The order {@link OutboxStore.claimDue} hands messages out in (a comparator for `sort`): fewest
 * `attempts` first, then the earliest `nextAttemptAt`, then the earliest `createdAt`. The SQL of
 * both stores claims in this order (`ORDER BY attempts, next_attempt_at, created_at`); the rows
 * an `UPDATE … RETURNING` gives back are sorted with this.
 */
export function claimOrder(
  a: Pick<OutboxMessage, 'attempts' | 'nextAttemptAt' | 'createdAt'>,
  b: Pick<OutboxMessage, 'attempts' | 'nextAttemptAt' | 'createdAt'>,
): number {
  return (
    a.attempts - b.attempts ||
    a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
    a.createdAt.getTime() - b.createdAt.getTime()
  );
}
