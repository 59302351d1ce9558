/**
 * The embedded outbox: one SQLite file (`outbox.sqlite`) under `CONTACT_DATA_DIR`, through
 * Node 22's built-in `node:sqlite` (no native add-on to install). WAL journal with
 * `synchronous=FULL`, so a message is on disk when {@link SqliteOutbox.add} resolves, and the
 * server and `npm run outbox` can use the file at the same time (`busy_timeout`).
 *
 * Idempotency keys (docs/contact.md, "Idempotency"): the table `contact_idempotency_keys` holds
 * one row per live key — the key, the message it names, `request_hash` (SHA-256 hex of the
 * message's normalised fields) and the message's time. A key lives 24 hours; then its row is
 * deleted (the message is kept), so the table and its indexes hold only the last day's keys and
 * their pages are reused: the file does not grow with old keys. (Clearing columns on the
 * messages' rows instead would leave the freed bytes inside old pages for good.)
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import { IDEMPOTENCY_PRUNE_INTERVAL_MS, idempotencyCutoff, requestHash } from '../idempotency.ts';
import type { ContactSubject } from '../schema.ts';
import {
  claimOrder,
  type NewOutboxMessage,
  type OutboxListOptions,
  type OutboxMessage,
  type OutboxStatus,
  type OutboxStore,
  type StoredOutboxMessage,
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
  mail_message_id TEXT
);
CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS contact_messages_created ON contact_messages (created_at);
CREATE TABLE IF NOT EXISTS contact_idempotency_keys (
  idempotency_key TEXT PRIMARY KEY,
  message_id      TEXT NOT NULL,
  request_hash    TEXT NOT NULL,
  created_at      TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS contact_idempotency_keys_message ON contact_idempotency_keys (message_id);
`;

/** Messages with their live key (`live_key`, `live_hash`; NULL without one). */
const SELECT_MESSAGES = `SELECT m.*, k.idempotency_key AS live_key, k.request_hash AS live_hash
  FROM contact_messages m LEFT JOIN contact_idempotency_keys k ON k.message_id = m.id`;

type Row = Record<string, SQLOutputValue>;

const iso = (d: Date) => d.toISOString();
const date = (v: SQLOutputValue): Date | null => (typeof v === 'string' ? new Date(v) : null);
const str = (v: SQLOutputValue): string | null =>
  v === null || v === undefined ? null : String(v);

/** The five fingerprinted fields of a `contact_messages` row. */
function fieldsOf(r: Row) {
  return {
    name: String(r.name),
    email: String(r.email),
    phone: String(r.phone ?? ''),
    message: String(r.message),
    vehicleType: String(r.vehicle_type) as ContactSubject,
  };
}

/** A row of {@link SELECT_MESSAGES} as an {@link OutboxMessage}. */
function fromRow(r: Row): OutboxMessage {
  const idempotencyKey = str(r.live_key ?? null);
  return {
    id: String(r.id),
    createdAt: new Date(String(r.created_at)),
    ...fieldsOf(r),
    status: String(r.status) as OutboxStatus,
    attempts: Number(r.attempts),
    lastError: str(r.last_error ?? null),
    nextAttemptAt: new Date(String(r.next_attempt_at)),
    lockedUntil: date(r.locked_until ?? null),
    sentAt: date(r.sent_at ?? null),
    mailMessageId: str(r.mail_message_id ?? null),
    idempotencyKey,
    requestHash: idempotencyKey === null ? null : str(r.live_hash ?? null),
  };
}

/** How long an open or a write waits for another process's lock on the file (ms). */
const BUSY_TIMEOUT_MS = 5000;
/** SQLite's result code for a lock held by another connection (`SQLITE_BUSY`). */
const SQLITE_BUSY = 5;
/** SQLite's (primary) result code for a write this connection may not make. */
const SQLITE_READONLY = 8;

/**
 * Puts the database into WAL mode (readers and one writer at once: the server and
 * `npm run outbox`). While another process creates the same new file, the switch can fail with
 * "database is locked" at once: SQLite does not wait its busy timeout when waiting could deadlock
 * (this connection already reads the file and needs it exclusively; 3 opens in 600 failed so when
 * six processes at a time opened one new outbox together). Such a failure is tried again after a short pause,
 * for up to {@link BUSY_TIMEOUT_MS} in all.
 *
 * @throws the last error when the lock is still held after that, or any other error at once
 */
function switchToWal(db: DatabaseSync): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      db.exec('PRAGMA journal_mode = WAL;');
      return;
    } catch (error) {
      const busy = (error as { errcode?: number }).errcode === SQLITE_BUSY;
      if (!busy || Date.now() >= deadline) throw error;
      // A synchronous pause: the constructor is synchronous, and this happens once per process.
      Atomics.wait(pause, 0, 0, wait);
    }
  }
}

/** The SQLite implementation of {@link OutboxStore}. Create it with {@link openSqliteOutbox}. */
export class SqliteOutbox implements OutboxStore {
  /** Always `sqlite`. */
  readonly kind = 'sqlite' as const;
  /** Absolute path of the database file. */
  readonly location: string;
  #db: DatabaseSync;
  /** Opens a connection to the file (tests give their own). */
  readonly #connect: (file: string) => DatabaseSync;
  /** When expired keys were last pruned (ms since the epoch), `null` before the first time. */
  #prunedAt: number | null = null;

  /**
   * Opens (and creates when missing) the database file at `file`. A file from before the key
   * table (keys in a `contact_messages.idempotency_key` column under a unique index) is migrated
   * in place, once: each key moves to `contact_idempotency_keys` with the fingerprint of its
   * message's fields, the column is set to NULL and its index dropped. Messages are unchanged.
   *
   * @param file the database file
   * @param options.connect opens a connection (default `new DatabaseSync(file)`; tests)
   * @throws when the file cannot be opened or is not an outbox database
   */
  constructor(
    file: string,
    options: { connect?: ((file: string) => DatabaseSync) | undefined } = {},
  ) {
    this.location = file;
    this.#connect = options.connect ?? ((f) => new DatabaseSync(f));
    this.#db = this.#open();
  }

  /** A new connection to the file, set up (WAL, FULL sync, schema, key migration). */
  #open(): DatabaseSync {
    const db = this.#connect(this.location);
    // The busy timeout first: switching a new file to WAL takes its lock, and a second process
    // opening it at that moment (another server, `npm run outbox`) must wait, not fail.
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`);
    switchToWal(db);
    db.exec('PRAGMA synchronous = FULL;');
    db.exec(SCHEMA);
    this.#db = db;
    this.#migrateKeyColumn();
    return db;
  }

  /**
   * Runs a write; when it fails because this connection may not write (`SQLITE_READONLY`: the
   * file was created by another user — `npm run outbox` run as root before the service — and
   * its owner fixed since, or the file replaced), opens the file again and runs it once more
   * (audit 32b #4: before, the connection stayed read-only and every message was refused with
   * 503 until a restart).
   *
   * @throws the write's error when it is another one, or when it fails again
   */
  #write<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      const code = (error as { errcode?: number }).errcode;
      if (code === undefined || (code & 0xff) !== SQLITE_READONLY) throw error;
      if (this.#db.isOpen) this.#db.close();
      this.#open();
      return write();
    }
  }

  /** Moves keys from the old `contact_messages.idempotency_key` column to the key table. */
  #migrateKeyColumn(): void {
    const oldIndex = this.#db
      .prepare(
        "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'contact_messages_idempotency'",
      )
      .get();
    if (!oldIndex) return;
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const keep = this.#db.prepare(
        `INSERT OR IGNORE INTO contact_idempotency_keys (idempotency_key, message_id, request_hash, created_at)
         VALUES (?, ?, ?, ?)`,
      );
      for (const r of this.#db
        .prepare('SELECT * FROM contact_messages WHERE idempotency_key IS NOT NULL')
        .all()) {
        keep.run(
          String(r.idempotency_key),
          String(r.id),
          requestHash(fieldsOf(r)),
          iso(new Date(String(r.created_at))),
        );
      }
      this.#db.exec(
        'UPDATE contact_messages SET idempotency_key = NULL WHERE idempotency_key IS NOT NULL',
      );
      this.#db.exec('DROP INDEX IF EXISTS contact_messages_idempotency');
      this.#db.exec('COMMIT');
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** One message by exact id, with its live key. */
  #byId(id: string): OutboxMessage | null {
    const row = this.#db.prepare(`${SELECT_MESSAGES} WHERE m.id = ?`).get(id);
    return row ? fromRow(row) : null;
  }

  /** {@inheritDoc OutboxStore.add} */
  async add(m: NewOutboxMessage, now: Date = new Date()): Promise<StoredOutboxMessage> {
    return this.#write(() => this.#add(m, now));
  }

  /** {@link SqliteOutbox.add} on the current connection. */
  #add(m: NewOutboxMessage, now: Date): StoredOutboxMessage {
    const key = m.idempotencyKey || null;
    const cutoff = iso(idempotencyCutoff(now));
    // One write transaction: pruning, the look-up of the key and the insert commit together (a
    // second process cannot store the same key in between).
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      this.#maybePrune(now);
      if (key !== null) {
        // A holder 24 h old or more loses the key; a younger one is the answer.
        this.#db
          .prepare(
            'DELETE FROM contact_idempotency_keys WHERE idempotency_key = ? AND created_at <= ?',
          )
          .run(key, cutoff);
        const held = this.#db
          .prepare('SELECT message_id FROM contact_idempotency_keys WHERE idempotency_key = ?')
          .get(key);
        if (held) {
          const earlier = this.#byId(String(held.message_id));
          this.#db.exec('COMMIT');
          if (!earlier) throw new Error('The outbox lost the message of an idempotency key');
          return { ...earlier, replayed: true };
        }
      }
      const id = randomUUID();
      this.#db
        .prepare(
          `INSERT INTO contact_messages (id, created_at, name, email, phone, message, vehicle_type, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, iso(now), m.name, m.email, m.phone, m.message, m.vehicleType, iso(now));
      if (key !== null)
        this.#db
          .prepare(
            `INSERT INTO contact_idempotency_keys (idempotency_key, message_id, request_hash, created_at)
             VALUES (?, ?, ?, ?)`,
          )
          .run(key, id, requestHash(m), iso(now));
      const stored = this.#byId(id);
      this.#db.exec('COMMIT');
      if (!stored) throw new Error('The outbox did not return the stored message');
      return { ...stored, replayed: false };
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** {@inheritDoc OutboxStore.findByIdempotencyKey} */
  async findByIdempotencyKey(key: string, now: Date = new Date()): Promise<OutboxMessage | null> {
    const held = this.#db
      .prepare(
        'SELECT message_id FROM contact_idempotency_keys WHERE idempotency_key = ? AND created_at > ?',
      )
      .get(key, iso(idempotencyCutoff(now)));
    return held ? this.#byId(String(held.message_id)) : null;
  }

  /** {@inheritDoc OutboxStore.pruneIdempotencyKeys} */
  async pruneIdempotencyKeys(now: Date): Promise<number> {
    return this.#prune(now);
  }

  /**
   * Deletes every key of a message created at or before `now − 24 h`; returns how many. A scan
   * of the key table, which holds about one day of keys (no index on time to keep up).
   */
  #prune(now: Date): number {
    this.#prunedAt = now.getTime();
    const result = this.#db
      .prepare('DELETE FROM contact_idempotency_keys WHERE created_at <= ?')
      .run(iso(idempotencyCutoff(now)));
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
    const rows = this.#write(() =>
      this.#db
        .prepare(
          `UPDATE contact_messages SET locked_until = ?
         WHERE id IN (
           SELECT id FROM contact_messages
           WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
           ORDER BY attempts, next_attempt_at, created_at LIMIT ?)
         RETURNING id`,
        )
        .all(iso(new Date(now.getTime() + leaseMs)), iso(now), iso(now), limit),
    );
    return rows
      .map((r) => this.#byId(String(r.id)))
      .filter((m): m is OutboxMessage => m !== null)
      .sort(claimOrder);
  }

  /** {@inheritDoc OutboxStore.markSent} */
  async markSent(id: string, sentAt: Date, mailMessageId: string): Promise<void> {
    this.#write(() =>
      this.#db
        .prepare(
          `UPDATE contact_messages SET status = 'sent', attempts = attempts + 1, sent_at = ?, mail_message_id = ?,
         last_error = NULL, locked_until = NULL WHERE id = ?`,
        )
        .run(iso(sentAt), mailMessageId, id),
    );
  }

  /** {@inheritDoc OutboxStore.markFailed} */
  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    this.#write(() =>
      this.#db
        .prepare(
          `UPDATE contact_messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL
         WHERE id = ? AND status = 'pending'`,
        )
        .run(error.slice(0, 1000), iso(nextAttemptAt), id),
    );
  }

  /** {@inheritDoc OutboxStore.postpone} */
  async postpone(ids: readonly string[], until: Date): Promise<void> {
    this.#write(() => {
      const stmt = this.#db.prepare(
        "UPDATE contact_messages SET next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status = 'pending'",
      );
      for (const id of ids) stmt.run(iso(until), id);
    });
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
          .prepare(`${SELECT_MESSAGES} WHERE m.status = ? ORDER BY m.created_at DESC LIMIT ?`)
          .all(options.status, limit)
      : this.#db.prepare(`${SELECT_MESSAGES} ORDER BY m.created_at DESC LIMIT ?`).all(limit);
    return rows.map(fromRow);
  }

  /** {@inheritDoc OutboxStore.get} */
  async get(idOrPrefix: string): Promise<OutboxMessage | null> {
    const exact = this.#byId(idOrPrefix);
    if (exact) return exact;
    if (idOrPrefix.length < 6) return null;
    const rows = this.#db
      .prepare(`${SELECT_MESSAGES} WHERE m.id LIKE ? || '%' LIMIT 2`)
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
