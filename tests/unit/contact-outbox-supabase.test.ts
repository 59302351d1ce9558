import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  handleSendEmail,
  requestHash,
  SupabaseOutbox,
  type NewOutboxMessage,
} from '../../src/lib/contact/server';

/**
 * The Supabase outbox's idempotency keys (docs/contact.md, "Idempotency") against the real
 * migrations on an embedded Postgres (PGlite), behind a small local stand-in for PostgREST that
 * answers the requests `@supabase/supabase-js` sends for `contact_messages` (insert, select,
 * update with `eq`/`lte`/`not.is.null` filters, `order`, `limit`, `count=exact`), with
 * PostgREST's error shape (a unique violation is 409 with code 23505).
 */
const TABLE = 'contact_messages';
const HOUR = 60 * 60 * 1000;
let db: PGlite;
let server: Server;
let baseUrl: string;

/** `eq.x`, `lte.x`, `not.is.null` … as SQL on `column`, with its parameters. */
function filterSql(column: string, spec: string, params: unknown[]): string {
  if (!/^[a-z_]+$/.test(column)) throw new Error(`bad column ${column}`);
  if (spec === 'is.null') return `${column} is null`;
  if (spec === 'not.is.null') return `${column} is not null`;
  const ops: Record<string, string> = { eq: '=', lt: '<', lte: '<=', gt: '>', gte: '>=' };
  const dot = spec.indexOf('.');
  const op = ops[spec.slice(0, dot)];
  if (!op) throw new Error(`unsupported filter ${spec}`);
  params.push(spec.slice(dot + 1));
  return `${column} ${op} $${params.length}`;
}

/** Answers one PostgREST request on `contact_messages` from PGlite. */
async function postgrest(
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
  if (url.pathname !== `/rest/v1/${TABLE}`) return { status: 404, body: { message: 'not here' } };
  const params: unknown[] = [];
  const where: string[] = [];
  let order = '';
  let limit = '';
  for (const [key, value] of url.searchParams) {
    if (key === 'select' || key === 'columns') continue;
    if (key === 'order') {
      const [col, dir] = value.split('.');
      if (!/^[a-z_]+$/.test(col ?? '')) throw new Error('bad order');
      order = ` order by ${col} ${dir === 'desc' ? 'desc' : 'asc'}`;
    } else if (key === 'limit') limit = ` limit ${Number(value)}`;
    else where.push(filterSql(key, value, params));
  }
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const prefer = String(headers.prefer ?? '');
  const single = String(headers.accept ?? '').startsWith('application/vnd.pgrst.object+json');
  let sql: string;
  if (method === 'GET' || method === 'HEAD') {
    sql = `select * from public.${TABLE}${whereSql}${order}${limit}`;
  } else if (method === 'POST') {
    const row = JSON.parse(body) as Record<string, unknown>;
    const cols = Object.keys(row);
    if (cols.some((c) => !/^[a-z_]+$/.test(c))) throw new Error('bad column');
    sql = `insert into public.${TABLE} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning *`;
    params.push(...cols.map((c) => row[c]));
  } else if (method === 'PATCH') {
    const set = JSON.parse(body) as Record<string, unknown>;
    const assignments = Object.entries(set).map(([c, v]) => {
      if (!/^[a-z_]+$/.test(c)) throw new Error('bad column');
      params.push(v);
      return `${c} = $${params.length}`;
    });
    sql = `update public.${TABLE} set ${assignments.join(', ')}${whereSql} returning *`;
  } else return { status: 405, body: { message: method } };
  try {
    const { rows } = await db.query<Record<string, unknown>>(sql, params);
    const out: Record<string, string> = {};
    if (/count=exact/.test(prefer)) out['Content-Range'] = `*/${rows.length}`;
    if (method === 'PATCH' && !/return=representation/.test(prefer))
      return { status: 204, headers: out };
    if (single) {
      if (rows.length !== 1)
        return { status: 406, body: { code: 'PGRST116', message: 'JSON object requested' } };
      return { status: method === 'POST' ? 201 : 200, body: rows[0], headers: out };
    }
    return { status: method === 'POST' ? 201 : 200, body: rows, headers: out };
  } catch (error) {
    const e = error as { code?: string; message: string };
    return {
      status: e.code === '23505' ? 409 : 400,
      body: { code: e.code ?? '', message: e.message, details: null, hint: null },
    };
  }
}

beforeAll(async () => {
  db = new PGlite();
  await db.exec(`
    create role anon nologin;
    create role authenticated nologin;
    create role service_role nologin bypassrls;
    grant usage on schema public to anon, authenticated, service_role;
  `);
  for (const f of readdirSync('supabase/migrations')
    .filter((f) => /_contact_messages(_\w+)?\.sql$/.test(f))
    .sort())
    await db.exec(readFileSync(`supabase/migrations/${f}`, 'utf8'));
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      postgrest(req.method ?? 'GET', new URL(req.url ?? '/', 'http://x'), req.headers, body)
        .then((answer) => {
          res.writeHead(answer.status, {
            'Content-Type': 'application/json',
            ...(answer.headers ?? {}),
          });
          res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
        })
        .catch((error: Error) => {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: error.message }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});

let store: SupabaseOutbox;
beforeEach(async () => {
  await db.exec(`delete from public.${TABLE}`);
  store = new SupabaseOutbox({ url: baseUrl, serviceRoleKey: 'service-role-test-key' });
});

const body = {
  name: 'Anna Smith',
  email: 'anna@example.com',
  phone: '+30 694 123 4567',
  message: 'Subject: car-rental\n\nDo you have an automatic car in July?',
  vehicleType: 'car-rental',
} as const;
const post = (payload: unknown, key: string) =>
  new Request('http://127.0.0.1:4321/api/send-email', {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
const clock = { t: new Date('2027-07-01T08:00:00.000Z') };
const deps = () => ({
  siteOrigins: [],
  store: (m: NewOutboxMessage) => store.add(m, clock.t),
  log: () => {},
});
const keyed = async () =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from public.${TABLE} where idempotency_key is not null`,
    )
  ).rows[0]?.n;
const total = async () =>
  (await db.query<{ n: number }>(`select count(*)::int as n from public.${TABLE}`)).rows[0]?.n;

describe('Supabase outbox: idempotency by the whole body', () => {
  beforeEach(() => {
    clock.t = new Date('2027-07-01T08:00:00.000Z');
  });

  it.each([
    ['name', 'Anna Smith-Jones'],
    ['email', 'anna.smith@example.com'],
    ['phone', '+30 694 765 4321'],
    ['message', `${body.message} Thanks!`],
    ['vehicleType', 'scooter-rental'],
  ])('the same key with only %s changed answers 422 {error}', async (field, value) => {
    const key = `supa-key-${field}`;
    expect((await handleSendEmail(post(body, key), '10.0.0.1', deps())).status).toBe(200);
    const reused = await handleSendEmail(
      post({ ...body, [field]: value }, key),
      '10.0.0.1',
      deps(),
    );
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ error: expect.stringContaining('already used') });
    expect(await total()).toBe(1);
  });

  it('an identical (or only differently spaced) replay answers 200 with Idempotent-Replayed: true and stores nothing', async () => {
    await handleSendEmail(post(body, 'supa-same-0001'), '10.0.0.1', deps());
    for (const again of [body, { ...body, name: ` ${body.name}  ` }]) {
      const res = await handleSendEmail(post(again, 'supa-same-0001'), '10.0.0.1', deps());
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBe('true');
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(await total()).toBe(1);
    const [row] = (await db.query<{ request_hash: string }>(`select * from public.${TABLE}`)).rows;
    expect(row?.request_hash).toBe(requestHash(body));
  });

  it('after 24 h the key is a new message, and the old one keeps its content without the key', async () => {
    await handleSendEmail(post(body, 'supa-day-0001'), '10.0.0.1', deps());
    clock.t = new Date(clock.t.getTime() + 24 * HOUR - 1);
    expect(
      (await handleSendEmail(post(body, 'supa-day-0001'), '10.0.0.1', deps())).headers.get(
        'idempotent-replayed',
      ),
    ).toBe('true');
    clock.t = new Date(clock.t.getTime() + 1);
    const other = { ...body, message: 'Subject: car-rental\n\nAnd for August?' };
    const fresh = await handleSendEmail(post(other, 'supa-day-0001'), '10.0.0.1', deps());
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    const [newest, oldest] = await store.list();
    expect(oldest).toMatchObject({
      message: body.message,
      idempotencyKey: null,
      requestHash: null,
    });
    expect(newest).toMatchObject({
      message: other.message,
      idempotencyKey: 'supa-day-0001',
      requestHash: requestHash(other),
    });
  });

  it('a keyed row from before fingerprints (request_hash NULL) replays only for the same body', async () => {
    await db.query(
      `insert into public.${TABLE} (name, email, phone, message, vehicle_type, idempotency_key, created_at)
       values ($1, $2, $3, $4, $5, 'supa-legacy-01', $6)`,
      [body.name, body.email, body.phone, body.message, body.vehicleType, clock.t.toISOString()],
    );
    const replay = await handleSendEmail(post(body, 'supa-legacy-01'), '10.0.0.1', deps());
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const reused = await handleSendEmail(
      post({ ...body, vehicleType: 'atv-rental' }, 'supa-legacy-01'),
      '10.0.0.1',
      deps(),
    );
    expect(reused.status).toBe(422);
    expect(await total()).toBe(1);
  });
});

describe('Supabase outbox: findByIdempotencyKey (audit 33b #6)', () => {
  it('finds the message of a live key only, and stores nothing', async () => {
    const t0 = new Date('2027-07-01T08:00:00.000Z');
    const stored = await store.add({ ...body, idempotencyKey: 'find-key-0001' }, t0);
    expect(await store.findByIdempotencyKey('find-key-0001', t0)).toMatchObject({
      id: stored.id,
      requestHash: stored.requestHash,
    });
    expect(await store.findByIdempotencyKey('other-key-0001', t0)).toBeNull();
    const day = 24 * 60 * 60 * 1000;
    expect(
      await store.findByIdempotencyKey('find-key-0001', new Date(t0.getTime() + day - 1)),
    ).not.toBeNull();
    expect(
      await store.findByIdempotencyKey('find-key-0001', new Date(t0.getTime() + day)),
    ).toBeNull();
    expect(await total()).toBe(1);
  });
});

describe('Supabase outbox: pruning expired keys', () => {
  const now = new Date('2027-08-10T12:00:00.000Z');

  it('clears the keys of messages 24 h old or more and keeps every message', async () => {
    const n = 30;
    for (let i = 0; i < 3; i++)
      await store.add(
        { ...body, idempotencyKey: `supa-live-${i}000` },
        new Date(now.getTime() - HOUR),
      );
    for (let i = 0; i < n; i++)
      await store.add(
        { ...body, idempotencyKey: `supa-old-${String(i).padStart(4, '0')}` },
        new Date(now.getTime() - 24 * HOUR - i * HOUR),
      );
    expect(await keyed()).toBe(n + 3);
    expect(await store.pruneIdempotencyKeys(now)).toBe(n);
    expect(await keyed()).toBe(3);
    expect(await total()).toBe(n + 3);
    const hashes = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${TABLE} where request_hash is not null`,
    );
    expect(hashes.rows[0]?.n).toBe(3);
    expect(await store.pruneIdempotencyKeys(now)).toBe(0);
  });

  it('storing a message prunes at most once a minute', async () => {
    await store.add(body, now);
    await store.add(
      { ...body, idempotencyKey: 'supa-stale-01' },
      new Date(now.getTime() - 30 * HOUR),
    );
    await store.add(body, new Date(now.getTime() + 59_000));
    expect(await keyed()).toBe(1);
    await store.add(body, new Date(now.getTime() + 60_000));
    expect(await keyed()).toBe(0);
    expect(await total()).toBe(4);
  });

  it('the key index is partial: only rows holding a key are in it', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where indexname = 'contact_messages_idempotency'",
    );
    expect(rows[0]?.indexdef).toMatch(/UNIQUE INDEX .* WHERE \(idempotency_key IS NOT NULL\)/);
  });
});
