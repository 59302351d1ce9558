/**
 * The hosted outbox: the Supabase table `contact_messages`
 * (`supabase/migrations/*_contact_messages.sql`), used when the server has `PUBLIC_SUPABASE_URL` and
 * `SUPABASE_SERVICE_ROLE_KEY`. Row-level security keeps the table closed to the public key; the
 * service-role key used here bypasses it, so it must never reach a browser (it is a server
 * secret in `astro:env`). Claiming and marking go through the migration's SQL functions, so two
 * servers never deliver the same message at once.
 *
 * Idempotency keys (docs/contact.md, "Idempotency"): `idempotency_key` and `request_hash` (the
 * SHA-256 fingerprint of the message's fields) live on the message's row, under a partial unique
 * index (`supabase/migrations/*_contact_messages_request_hash.sql`). A key lives 24 hours; then it
 * is cleared (both columns set to `NULL`, the message kept).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
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

/** A `contact_messages` row as PostgREST returns it (timestamps as ISO strings). */
interface Row {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  vehicle_type: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  mail_message_id: string | null;
  idempotency_key: string | null;
  /** Absent before the `request_hash` migration. */
  request_hash?: string | null;
}

const TABLE = 'contact_messages';

/**
 * A row as an {@link OutboxMessage}. A row keyed before fingerprints were stored
 * (`request_hash` NULL) gets the fingerprint of its fields.
 */
function fromRow(r: Row): OutboxMessage {
  const fields = {
    name: r.name,
    email: r.email,
    phone: r.phone ?? '',
    message: r.message,
    vehicleType: r.vehicle_type as ContactSubject,
  };
  const idempotencyKey = r.idempotency_key ?? null;
  return {
    id: r.id,
    createdAt: new Date(r.created_at),
    ...fields,
    status: r.status as OutboxStatus,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    nextAttemptAt: new Date(r.next_attempt_at),
    lockedUntil: r.locked_until ? new Date(r.locked_until) : null,
    sentAt: r.sent_at ? new Date(r.sent_at) : null,
    mailMessageId: r.mail_message_id,
    idempotencyKey,
    requestHash: idempotencyKey === null ? null : (r.request_hash ?? requestHash(fields)),
  };
}

/** Throws the PostgREST error of a call, with what was being done. */
function check<T>(what: string, result: { data: T; error: { message: string } | null }): T {
  if (result.error) throw new Error(`Supabase outbox: ${what} failed: ${result.error.message}`);
  return result.data;
}

/** Options of {@link SupabaseOutbox}. */
export interface SupabaseOutboxOptions {
  /** Project URL, e.g. `https://abcd.supabase.co`. */
  url: string;
  /** The service-role key (server secret). */
  serviceRoleKey: string;
  /** Replacement `fetch` (tests). */
  fetch?: typeof fetch | undefined;
}

/** The Supabase implementation of {@link OutboxStore}. */
export class SupabaseOutbox implements OutboxStore {
  /** Always `supabase`. */
  readonly kind = 'supabase' as const;
  /** The project URL. */
  readonly location: string;
  readonly #db: SupabaseClient;
  /** When expired keys were last pruned (ms since the epoch), `null` before the first time. */
  #prunedAt: number | null = null;

  /** Creates the client; no request is made until the first call. */
  constructor(options: SupabaseOutboxOptions) {
    this.location = options.url;
    this.#db = createClient(options.url, options.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    });
  }

  /** {@inheritDoc OutboxStore.add} */
  async add(m: NewOutboxMessage, now: Date = new Date()): Promise<StoredOutboxMessage> {
    await this.#maybePrune(now);
    const key = m.idempotencyKey || undefined;
    const row = {
      id: randomUUID(),
      created_at: now.toISOString(),
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      vehicle_type: m.vehicleType,
      next_attempt_at: now.toISOString(),
      ...(key ? { idempotency_key: key, request_hash: requestHash(m) } : {}),
    };
    const cutoff = idempotencyCutoff(now);
    // The second round only follows an expired key, cleared before it.
    for (let round = 0; round < 2; round++) {
      const inserted = await this.#db.from(TABLE).insert(row).select().single<Row>();
      // 23505 unique_violation: the key is stored already; answer with that message unless the
      // key has expired (then clear it and store this one).
      if (inserted.error && (inserted.error as { code?: string }).code === '23505' && key) {
        const earlier = check(
          'reading a message by idempotency key',
          await this.#db.from(TABLE).select().eq('idempotency_key', key).maybeSingle<Row>(),
        );
        if (!earlier) continue; // cleared in between by another server: store this one
        if (Date.parse(earlier.created_at) > cutoff.getTime())
          return { ...fromRow(earlier), replayed: true };
        check(
          'clearing an expired idempotency key',
          await this.#db
            .from(TABLE)
            .update({ idempotency_key: null, request_hash: null })
            .eq('id', earlier.id)
            .eq('idempotency_key', key),
        );
        continue;
      }
      const data = check('storing a message', inserted);
      if (!data) throw new Error('Supabase outbox: storing a message returned no row');
      return { ...fromRow(data), replayed: false };
    }
    throw new Error('Supabase outbox: the idempotency key stayed taken');
  }

  /** {@inheritDoc OutboxStore.findByIdempotencyKey} */
  async findByIdempotencyKey(key: string, now: Date = new Date()): Promise<OutboxMessage | null> {
    const row = check(
      'reading a message by idempotency key',
      await this.#db
        .from(TABLE)
        .select()
        .eq('idempotency_key', key)
        .gt('created_at', idempotencyCutoff(now).toISOString())
        .maybeSingle<Row>(),
    );
    return row ? fromRow(row) : null;
  }

  /** {@inheritDoc OutboxStore.pruneIdempotencyKeys} */
  async pruneIdempotencyKeys(now: Date): Promise<number> {
    this.#prunedAt = now.getTime();
    const result = await this.#db
      .from(TABLE)
      .update({ idempotency_key: null, request_hash: null }, { count: 'exact' })
      .not('idempotency_key', 'is', null)
      .lte('created_at', idempotencyCutoff(now).toISOString());
    check('pruning expired idempotency keys', result);
    return result.count ?? 0;
  }

  /**
   * Prunes when there was no prune yet or the last one is a minute old or more. Opportunistic:
   * a failure is left for the next minute (the insert that follows reports an unreachable
   * store).
   */
  async #maybePrune(now: Date): Promise<void> {
    const t = now.getTime();
    if (this.#prunedAt !== null && t - this.#prunedAt < IDEMPOTENCY_PRUNE_INTERVAL_MS) return;
    await this.pruneIdempotencyKeys(now).catch(() => {});
  }

  /** {@inheritDoc OutboxStore.claimDue} */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]> {
    const data = check(
      'claiming due messages',
      await this.#db.rpc('claim_contact_messages', {
        p_now: now.toISOString(),
        p_locked_until: new Date(now.getTime() + leaseMs).toISOString(),
        p_limit: limit,
      }),
    ) as Row[] | null;
    return (data ?? []).map(fromRow).sort(claimOrder);
  }

  /** {@inheritDoc OutboxStore.markSent} */
  async markSent(id: string, sentAt: Date, mailMessageId: string): Promise<void> {
    check(
      'marking a message sent',
      await this.#db.rpc('mark_contact_message_sent', {
        p_id: id,
        p_sent_at: sentAt.toISOString(),
        p_mail_message_id: mailMessageId,
      }),
    );
  }

  /** {@inheritDoc OutboxStore.markFailed} */
  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    check(
      'recording a failed delivery',
      await this.#db.rpc('mark_contact_message_failed', {
        p_id: id,
        p_error: error,
        p_next_attempt_at: nextAttemptAt.toISOString(),
      }),
    );
  }

  /** {@inheritDoc OutboxStore.postpone} */
  async postpone(ids: readonly string[], until: Date): Promise<void> {
    if (ids.length === 0) return;
    check(
      'postponing messages',
      await this.#db
        .from(TABLE)
        .update({ next_attempt_at: until.toISOString(), locked_until: null })
        .in('id', [...ids])
        .eq('status', 'pending'),
    );
  }

  /** {@inheritDoc OutboxStore.nextDueAt} */
  async nextDueAt(): Promise<Date | null> {
    const data = check(
      'reading the next due time',
      await this.#db
        .from(TABLE)
        .select('next_attempt_at, locked_until')
        .eq('status', 'pending')
        .order('next_attempt_at')
        .limit(20),
    ) as Pick<Row, 'next_attempt_at' | 'locked_until'>[];
    let best: number | null = null;
    for (const r of data) {
      const due = Math.max(
        Date.parse(r.next_attempt_at),
        r.locked_until ? Date.parse(r.locked_until) : 0,
      );
      if (best === null || due < best) best = due;
    }
    return best === null ? null : new Date(best);
  }

  /** {@inheritDoc OutboxStore.list} */
  async list(options: OutboxListOptions = {}): Promise<OutboxMessage[]> {
    let query = this.#db.from(TABLE).select('*');
    if (options.status) query = query.eq('status', options.status);
    const data = check(
      'listing messages',
      await query.order('created_at', { ascending: false }).limit(options.limit ?? 100),
    ) as Row[];
    return data.map(fromRow);
  }

  /** {@inheritDoc OutboxStore.get} */
  async get(idOrPrefix: string): Promise<OutboxMessage | null> {
    if (/^[0-9a-f-]{36}$/i.test(idOrPrefix)) {
      const data = check(
        'reading a message',
        await this.#db.from(TABLE).select('*').eq('id', idOrPrefix).maybeSingle<Row>(),
      );
      return data ? fromRow(data) : null;
    }
    if (!/^[0-9a-f-]{6,35}$/i.test(idOrPrefix)) return null;
    // uuid has no LIKE operator: filter the newest messages by prefix.
    const recent = await this.list({ limit: 1000 });
    const hits = recent.filter((m) => m.id.startsWith(idOrPrefix.toLowerCase()));
    return hits.length === 1 && hits[0] ? hits[0] : null;
  }

  /** {@inheritDoc OutboxStore.counts} */
  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0 };
    for (const status of ['pending', 'sent'] as const) {
      const result = await this.#db
        .from(TABLE)
        .select('id', { count: 'exact', head: true })
        .eq('status', status);
      check(`counting ${status} messages`, result);
      counts[status] = result.count ?? 0;
    }
    return counts;
  }

  /** {@inheritDoc OutboxStore.close} */
  async close(): Promise<void> {
    // HTTP client: nothing to release.
  }
}
