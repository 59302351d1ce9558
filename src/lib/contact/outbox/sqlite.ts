/**
 * The embedded outbox: one SQLite file (`outbox.sqlite`) under `CONTACT_DATA_DIR`, through
 * Node 22's built-in `node:sqlite` (no native add-on to install). WAL journal with
 * `synchronous=FULL`, so a message is on disk when {@link SqliteOutbox.add} resolves, and the
 * server and `npm run outbox` can use the file at the same time (`busy_timeout`).
 *
 * Idempotency keys (docs/contact.md, "Idempotency"): `idempotency_key` and `request_hash` (the
 * SHA-256 fingerprint of the message's fields) live on the message's row, under a partial unique
 * index that holds only rows with a key. A key lives 24 hours; then it is cleared (both columns
 * set to `NULL`, the message kept), so the index holds only the keys of the last day.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_PRUNE_INTERVAL_MS,
  idempotencyCutoff,
  requestHash,
} from '../idempotency.ts';
import type { ContactSubject } from '../schema.ts';
import type {
  NewOutboxMessage,
  OutboxListOptions,
  OutboxMessage,
  OutboxStatus,
  OutboxStore,
  StoredOutboxMessage,
} from './types.ts';

/** File name of the outbox inside the data directory. */
export const SQLITE_OUTBOX_FILE = 'outbox.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS contact_messages (
  id              TEXT PRIMARY KEY,
  created_at      TEXT NOT NULL,
  name            TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL DEFAULT '',
  message         TEXT NOT NULL,
  vehicle_type    TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  last_error      TEXT,
  next_attempt_at TEXT NOT NULL,
  locked_until    TEXT,
  sent_at         TEXT,
  mail_message_id TEXT,
  idempotency_key TEXT,
  request_hash    TEXT
);
CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS contact_messages_created ON contact_messages (created_at);
`;

/**
 * Run after {@link SCHEMA} and after adding the columns to a file made before they existed.
 * Partial: only rows that hold a key are in it, so pruning expired keys shrinks it.
 */
const IDEMPOTENCY_INDEX =
  'CREATE UNIQUE INDEX IF NOT EXISTS contact_messages_idempotency ON contact_messages (idempotency_key) WHERE idempotency_key IS NOT NULL';

type Row = Record<string, SQLOutputValue>;

const iso = (d: Date) => d.toISOString();
const date = (v: SQLOutputValue): Date | null => (typeof v === 'string' ? new Date(v) : null);
const str = (v: SQLOutputValue): string | null =>
  v === null || v === undefined ? null : String(v);

/**
 * A database row as an {@link OutboxMessage}. A row keyed before fingerprints were stored
 * (`request_hash` NULL) gets the fingerprint of its fields.
 */
function fromRow(r: Row): OutboxMessage {
  const fields = {
    name: String(r.name),
    email: String(r.email),
    phone: String(r.phone ?? ''),
    message: String(r.message),
    vehicleType: String(r.vehicle_type) as ContactSubject,
  };
  const idempotencyKey = str(r.idempotency_key ?? null);
  return {
    id: String(r.id),
    createdAt: new Date(String(r.created_at)),
    ...fields,
    status: String(r.status) as OutboxStatus,
    attempts: Number(r.attempts),
    lastError: str(r.last_error ?? null),
    nextAttemptAt: new Date(String(r.next_attempt_at)),
    lockedUntil: date(r.locked_until ?? null),
    sentAt: date(r.sent_at ?? null),
    mailMessageId: str(r.mail_message_id ?? null),
    idempotencyKey,
    requestHash:
      idempotencyKey === null ? null : (str(r.request_hash ?? null) ?? requestHash(fields)),
  };
}

/** The SQLite implementation of {@link OutboxStore}. Create it with {@link openSqliteOutbox}. */
export class SqliteOutbox implements OutboxStore {
  /** Always `sqlite`. */
  readonly kind = 'sqlite' as const;
  /** Absolute path of the database file. */
  readonly location: string;
  readonly #db: DatabaseSync;
  /** When expired keys were last pruned (ms since the epoch), `null` before the first time. */
  #prunedAt: number | null = null;

  /**
   * Opens (and creates when missing) the database file at `file`. A file from before
   * idempotency keys gets the `idempotency_key` column, one from before fingerprints the
   * `request_hash` column (NULL for its messages), and the key index is made partial.
   *
   * @throws when the file cannot be opened or is not an outbox database
   */
  constructor(file: string) {
    this.location = file;
    this.#db = new DatabaseSync(file);
    this.#db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;',
    );
    this.#db.exec(SCHEMA);
    // An outbox file from before idempotency keys (or their fingerprints) gets the columns
    // (NULL for its messages), and its full key index is replaced by the partial one.
    const columns = this.#db
      .prepare('PRAGMA table_info(contact_messages)')
      .all()
      .map((c) => String(c.name));
    if (!columns.includes('idempotency_key'))
      this.#db.exec('ALTER TABLE contact_messages ADD COLUMN idempotency_key TEXT');
    if (!columns.includes('request_hash'))
      this.#db.exec('ALTER TABLE contact_messages ADD COLUMN request_hash TEXT');
    const index = this.#db
      .prepare(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'contact_messages_idempotency'",
      )
      .get();
    if (index && !/\bWHERE\b/i.test(String(index.sql)))
      this.#db.exec('DROP INDEX contact_messages_idempotency');
    this.#db.exec(IDEMPOTENCY_INDEX);
  }

  /** {@inheritDoc OutboxStore.add} */
  async add(m: NewOutboxMessage, now: Date = new Date()): Promise<StoredOutboxMessage> {
    const id = randomUUID();
    const key = m.idempotencyKey ?? null;
    const hash = key === null ? null : requestHash(m);
    const cutoff = iso(idempotencyCutoff(now));
    // One write transaction: clearing this key if it expired, the insert and the read of the
    // key's holder commit together (a second process cannot slip in between).
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      this.#maybePrune(now);
      if (key !== null)
        this.#db
          .prepare(
            `UPDATE contact_messages SET idempotency_key = NULL, request_hash = NULL
             WHERE idempotency_key = ? AND julianday(created_at) <= julianday(?)`,
          )
          .run(key, cutoff);
      const row = this.#db
        .prepare(
          `INSERT INTO contact_messages (id, created_at, name, email, phone, message, vehicle_type, next_attempt_at, idempotency_key, request_hash)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING *`,
        )
        .get(id, iso(now), m.name, m.email, m.phone, m.message, m.vehicleType, iso(now), key, hash);
      const earlier =
        row || key === null
          ? undefined
          : this.#db.prepare('SELECT * FROM contact_messages WHERE idempotency_key = ?').get(key);
      this.#db.exec('COMMIT');
      if (row) return { ...fromRow(row), replayed: false };
      if (!earlier) throw new Error('The outbox did not return the stored message');
      return { ...fromRow(earlier), replayed: true };
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** {@inheritDoc OutboxStore.pruneIdempotencyKeys} */
  async pruneIdempotencyKeys(now: Date): Promise<number> {
    return this.#prune(now);
  }

  /** Clears every key created at or before `now − 24 h`; returns how many. */
  #prune(now: Date): number {
    this.#prunedAt = now.getTime();
    const result = this.#db
      .prepare(
        `UPDATE contact_messages SET idempotency_key = NULL, request_hash = NULL
         WHERE idempotency_key IS NOT NULL AND julianday(created_at) <= julianday(?)`,
      )
      .run(iso(idempotencyCutoff(now, IDEMPOTENCY_KEY_TTL_MS)));
    return Number(result.changes);
  }

  /** Prunes when there was no prune yet or the last one is a minute old or more. */
  #maybePrune(now: Date): void {
    const t = now.getTime();
    if (this.#prunedAt === null || t - this.#prunedAt >= IDEMPOTENCY_PRUNE_INTERVAL_MS)
      this.#prune(now);
  }

  /** {@inheritDoc OutboxStore.claimDue} */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]> {
    const rows = this.#db
      .prepare(
        `UPDATE contact_messages SET locked_until = ?
         WHERE id IN (
           SELECT id FROM contact_messages
           WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
           ORDER BY next_attempt_at, created_at LIMIT ?)
         RETURNING *`,
      )
      .all(iso(new Date(now.getTime() + leaseMs)), iso(now), iso(now), limit);
    return rows.map(fromRow).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
  }

  /** {@inheritDoc OutboxStore.markSent} */
  async markSent(id: string, sentAt: Date, mailMessageId: string): Promise<void> {
    this.#db
      .prepare(
        `UPDATE contact_messages SET status = 'sent', attempts = attempts + 1, sent_at = ?, mail_message_id = ?,
         last_error = NULL, locked_until = NULL WHERE id = ?`,
      )
      .run(iso(sentAt), mailMessageId, id);
  }

  /** {@inheritDoc OutboxStore.markFailed} */
  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    this.#db
      .prepare(
        `UPDATE contact_messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL
         WHERE id = ? AND status = 'pending'`,
      )
      .run(error.slice(0, 1000), iso(nextAttemptAt), id);
  }

  /** {@inheritDoc OutboxStore.postpone} */
  async postpone(ids: readonly string[], until: Date): Promise<void> {
    const stmt = this.#db.prepare(
      "UPDATE contact_messages SET next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status = 'pending'",
    );
    for (const id of ids) stmt.run(iso(until), id);
  }

  /** {@inheritDoc OutboxStore.nextDueAt} */
  async nextDueAt(): Promise<Date | null> {
    const row = this.#db
      .prepare(
        `SELECT MIN(CASE WHEN locked_until IS NOT NULL AND locked_until > next_attempt_at THEN locked_until ELSE next_attempt_at END) AS due
         FROM contact_messages WHERE status = 'pending'`,
      )
      .get();
    return row ? date(row.due ?? null) : null;
  }

  /** {@inheritDoc OutboxStore.list} */
  async list(options: OutboxListOptions = {}): Promise<OutboxMessage[]> {
    const limit = options.limit ?? 100;
    const rows = options.status
      ? this.#db
          .prepare(
            'SELECT * FROM contact_messages WHERE status = ? ORDER BY created_at DESC LIMIT ?',
          )
          .all(options.status, limit)
      : this.#db
          .prepare('SELECT * FROM contact_messages ORDER BY created_at DESC LIMIT ?')
          .all(limit);
    return rows.map(fromRow);
  }

  /** {@inheritDoc OutboxStore.get} */
  async get(idOrPrefix: string): Promise<OutboxMessage | null> {
    const exact = this.#db.prepare('SELECT * FROM contact_messages WHERE id = ?').get(idOrPrefix);
    if (exact) return fromRow(exact);
    if (idOrPrefix.length < 6) return null;
    const rows = this.#db
      .prepare("SELECT * FROM contact_messages WHERE id LIKE ? || '%' LIMIT 2")
      .all(idOrPrefix);
    return rows.length === 1 && rows[0] ? fromRow(rows[0]) : null;
  }

  /** {@inheritDoc OutboxStore.counts} */
  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0 };
    for (const r of this.#db
      .prepare('SELECT status, COUNT(*) AS n FROM contact_messages GROUP BY status')
      .all()) {
      counts[String(r.status) as OutboxStatus] = Number(r.n);
    }
    return counts;
  }

  /** {@inheritDoc OutboxStore.close} */
  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

/**
 * Opens the outbox file `outbox.sqlite` in `dataDir` (relative paths are resolved against the
 * working directory), creating the directory and the table when missing.
 *
 * @throws when the directory cannot be created or the file cannot be opened
 */
export function openSqliteOutbox(dataDir: string): SqliteOutbox {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return new SqliteOutbox(join(dir, SQLITE_OUTBOX_FILE));
}
