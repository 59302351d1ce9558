import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The Supabase migration of the contact outbox, applied to an embedded Postgres (PGlite) with
 * Supabase's three API roles: the table exists with its rules, row-level security is on, and
 * nobody but the service role reads it.
 */
const file = readdirSync('supabase/migrations').find((f) => f.endsWith('_contact_messages.sql'));
/** Later migrations of the same table, applied after it in file-name (time) order. */
const later = readdirSync('supabase/migrations')
  .filter((f) => /_contact_messages_\w+\.sql$/.test(f))
  .sort();
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(`
    create role anon nologin;
    create role authenticated nologin;
    create role service_role nologin bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
  `);
  await db.exec(readFileSync(`supabase/migrations/${file}`, 'utf8'));
  for (const f of later) await db.exec(readFileSync(`supabase/migrations/${f}`, 'utf8'));
}, 60_000);

const insert = `insert into public.contact_messages (name, email, message, vehicle_type)
  values ('Anna Smith', 'anna@example.com', 'Subject: other\n\nHello', 'other')`;

async function as<T>(role: string, sql: string): Promise<T[]> {
  await db.exec(`set role ${role}`);
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.exec('reset role');
  }
}

describe('contact_messages migration', () => {
  it('exists', () => {
    expect(file).toBeDefined();
  });

  it('stores one message per idempotency key (a second insert is a unique violation 23505); NULL keys repeat freely', async () => {
    expect(later.some((f) => f.includes('idempotency'))).toBe(true);
    const keyed = `insert into public.contact_messages (name, email, message, vehicle_type, idempotency_key)
      values ('Anna Smith', 'anna@example.com', 'Subject: booking\n\nHello', 'booking', 'key-0123456789')`;
    await db.exec(keyed);
    await expect(db.exec(keyed)).rejects.toMatchObject({ code: '23505' });
    await db.exec(insert);
    await db.exec(insert);
    const rows = await db.query<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where idempotency_key = 'key-0123456789'",
    );
    expect(rows.rows[0]?.n).toBe(1);
    await expect(
      db.exec(`insert into public.contact_messages (name, email, message, vehicle_type, idempotency_key)
        values ('A', 'a@example.com', 'x', 'other', 'bad key!')`),
    ).rejects.toThrow(/check/i);
    await db.exec('delete from public.contact_messages');
  });

  it('keeps a SHA-256 request_hash with the key; a cleared (expired) key can be stored again, the old row kept', async () => {
    expect(later.some((f) => f.includes('request_hash'))).toBe(true);
    const hash = 'a'.repeat(64);
    const keyed = `insert into public.contact_messages (name, email, message, vehicle_type, idempotency_key, request_hash)
      values ('Anna Smith', 'anna@example.com', 'Subject: booking\n\nHello', 'booking', 'key-hash-000001', '${hash}')`;
    await db.exec(keyed);
    await expect(db.exec(keyed)).rejects.toMatchObject({ code: '23505' });
    await db.exec(
      "update public.contact_messages set idempotency_key = null, request_hash = null where idempotency_key = 'key-hash-000001'",
    );
    await db.exec(keyed);
    const rows = await db.query<{ n: number; k: number }>(
      'select count(*)::int as n, count(idempotency_key)::int as k from public.contact_messages',
    );
    expect(rows.rows[0]).toEqual({ n: 2, k: 1 });
    await expect(
      db.exec(`insert into public.contact_messages (name, email, message, vehicle_type, idempotency_key, request_hash)
        values ('A', 'a@example.com', 'x', 'other', 'key-hash-000002', 'not-a-sha256')`),
    ).rejects.toThrow(/check/i);
    await db.exec('delete from public.contact_messages');
  });

  it('has row-level security on', async () => {
    const rows = await as<{ relrowsecurity: boolean }>(
      'postgres',
      "select relrowsecurity from pg_class where relname = 'contact_messages'",
    );
    expect(rows[0]?.relrowsecurity).toBe(true);
  });

  it('the service role stores, claims and marks messages', async () => {
    await as('service_role', insert);
    const claimed = await as<{ id: string }>(
      'service_role',
      "select * from public.claim_contact_messages(now(), now() + interval '2 minutes', 10)",
    );
    expect(claimed).toHaveLength(1);
    expect(
      await as(
        'service_role',
        "select * from public.claim_contact_messages(now(), now() + interval '2 minutes', 10)",
      ),
    ).toHaveLength(0);
    await as(
      'service_role',
      `select public.mark_contact_message_failed('${claimed[0]!.id}', 'refused', now() - interval '1 second')`,
    );
    await as(
      'service_role',
      `select public.mark_contact_message_sent('${claimed[0]!.id}', now(), '<x@y>')`,
    );
    const [row] = await as<{ status: string; attempts: number }>(
      'service_role',
      `select status, attempts from public.contact_messages where id = '${claimed[0]!.id}'`,
    );
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });

  it('claims fewest attempts first, then the oldest due: a message that keeps failing goes last (audit 33b #4)', async () => {
    expect(later.some((f) => f.includes('claim_order'))).toBe(true);
    await db.exec('delete from public.contact_messages');
    await as(
      'service_role',
      `insert into public.contact_messages (name, email, message, vehicle_type, attempts, next_attempt_at, created_at)
       values ('Refused Twice', 'spam@example.com', 'x', 'other', 2, now() - interval '10 minutes', now() - interval '1 hour'),
              ('Fresh One', 'anna@example.com', 'x', 'other', 0, now() - interval '1 minute', now() - interval '1 minute'),
              ('Refused Once', 'ben@example.com', 'x', 'other', 1, now() - interval '20 minutes', now() - interval '2 hours')`,
    );
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const rows = await as<{ name: string }>(
        'service_role',
        "select name from public.claim_contact_messages(now(), now() + interval '2 minutes', 1)",
      );
      order.push(...rows.map((r) => r.name));
    }
    expect(order).toEqual(['Fresh One', 'Refused Once', 'Refused Twice']);
    await db.exec('delete from public.contact_messages');
  });

  it.each(['anon', 'authenticated'])('%s can neither read, write nor claim', async (role) => {
    await expect(as(role, 'select * from public.contact_messages')).rejects.toThrow(
      /permission denied/,
    );
    await expect(as(role, insert)).rejects.toThrow(/permission denied/);
    await expect(
      as(role, 'select * from public.claim_contact_messages(now(), now(), 10)'),
    ).rejects.toThrow(/permission denied/);
  });

  it('row-level security still hides rows if a grant is added by mistake', async () => {
    await db.exec('grant select on public.contact_messages to anon');
    try {
      expect(await as('anon', 'select * from public.contact_messages')).toEqual([]);
    } finally {
      await db.exec('revoke select on public.contact_messages from anon');
    }
  });

  it.each([
    [
      "vehicle_type 'yacht'",
      "insert into public.contact_messages (name, email, message, vehicle_type) values ('A', 'a@b.co', 'm', 'yacht')",
    ],
    [
      'an empty name',
      "insert into public.contact_messages (name, email, message, vehicle_type) values ('', 'a@b.co', 'm', 'other')",
    ],
    [
      "status 'lost'",
      "insert into public.contact_messages (name, email, message, vehicle_type, status) values ('A', 'a@b.co', 'm', 'other', 'lost')",
    ],
  ])('refuses %s', async (_, sql) => {
    await expect(as('service_role', sql)).rejects.toThrow(/check constraint/);
  });
});
