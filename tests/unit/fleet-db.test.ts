/**
 * The Supabase schema on a real PostgreSQL engine (PGlite, PostgreSQL 17 in WebAssembly):
 * `supabase/migrations/*.sql` then `supabase/seed.sql`, with Supabase's roles and default grants
 * recreated first. Checks the seed is the embedded fleet, that every row is a valid Vehicle, that
 * the list query's order matches `sortVehicles`, and that row-level security lets `anon` read and
 * nothing else.
 */
import { PGlite } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARS_COLUMNS, parseCarRows, sortVehicles } from '../../src/lib/fleet';
import { embeddedSeed } from '../../tools/content/generate-seed.mjs';
import { embeddedFleet } from './fixtures';

const migrationsDir = 'supabase/migrations';
const embedded = embeddedFleet;

/** What Supabase has before any migration runs: the API roles and its default grants on `public`. */
const supabaseBootstrap = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
`;

let db: PGlite;

/** Runs `sql` as `role` (then back to the owner), returning the rows or the error message. */
async function as(
  role: string,
  sql: string,
): Promise<{ rows: Record<string, unknown>[]; affected: number } | { error: string }> {
  await db.exec(`set role ${role}`);
  try {
    const result = await db.query<Record<string, unknown>>(sql);
    return { rows: result.rows, affected: result.affectedRows ?? 0 };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await db.exec('reset role');
  }
}

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(supabaseBootstrap);
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await db.exec(readFileSync(`${migrationsDir}/${file}`, 'utf8'));
  }
  await db.exec(readFileSync('supabase/seed.sql', 'utf8'));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('supabase/seed.sql', () => {
  it('is generated from the embedded fleet and up to date', () => {
    expect(readFileSync('supabase/seed.sql', 'utf8')).toBe(embeddedSeed());
  });

  it('loads every embedded vehicle, each a valid Vehicle equal to its YAML entry', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select ${CARS_COLUMNS.join(', ')} from public.cars`,
    );
    expect(rows).toHaveLength(embedded.length);
    // numeric comes back as a string from the driver; the source's row parsing handles it.
    const warnings: string[] = [];
    const vehicles = parseCarRows(rows, { error: () => {}, warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([]);
    const byId = new Map(vehicles.map((v) => [v.id, v]));
    for (const vehicle of embedded) expect(byId.get(vehicle.id)).toEqual(vehicle);
  });

  it('can be applied twice (updates, no duplicates)', async () => {
    await db.exec(readFileSync('supabase/seed.sql', 'utf8'));
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.cars');
    expect(rows[0]!.n).toBe(embedded.length);
  });

  it('brand is also readable as make', async () => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.cars where make = brand',
    );
    expect(rows[0]!.n).toBe(embedded.length);
  });
});

describe('the list query and its index', () => {
  it('orders like sortVehicles (category asc, then price_per_day asc) for the agency', async () => {
    const { rows } = await db.query<{ id: string; category: string; price_per_day: string }>(
      "select id, category, price_per_day from public.cars where agency = 'paros-antiparos' order by category asc, price_per_day asc",
    );
    const categories = rows.map((r) => r.category);
    expect(categories).toEqual(sortVehicles(embedded).map((v) => v.category));
    const prices = rows.map((r) => Number(r.price_per_day));
    expect(prices).toEqual(sortVehicles(embedded).map((v) => v.price_per_day));
  });

  it('has an index on (agency, category, price_per_day)', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where tablename = 'cars'",
    );
    expect(rows.map((r) => r.indexdef).join('\n')).toMatch(/\(agency, category, price_per_day\)/);
  });

  it('rejects a row the site would reject (CHECK constraints)', async () => {
    await expect(
      db.query(
        "insert into public.cars (id, name, description, brand, model, category, type, transmission, fuel_type, seats, engine_size, price_per_day, agency) values ('bus-1', 'City Bus', 'A bus that does not belong in this fleet at all.', 'Iveco', 'Bus', 'bus', 'Car', 'Manual', 'Diesel', 9, '6.0L', 200, 'paros-antiparos')",
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('row-level security', () => {
  it('is enabled on cars', async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where relname = 'cars'",
    );
    expect(rows[0]!.relrowsecurity).toBe(true);
  });

  it('lets anon select every row', async () => {
    const result = await as(
      'anon',
      "select id, price_per_day from public.cars where agency = 'paros-antiparos'",
    );
    expect('rows' in result && result.rows.length).toBe(embedded.length);
  });

  it.each(['anon', 'authenticated'])('%s cannot insert, update or delete', async (role) => {
    const insert = await as(
      role,
      "insert into public.cars (id, name, description, brand, model, category, type, transmission, fuel_type, seats, engine_size, price_per_day, agency) values ('hacked-car', 'Hacked Car', 'A row written with the public key.', 'Evil', 'One', 'economy', 'Car', 'Manual', 'Petrol', 4, '1.0L', 1, 'paros-antiparos')",
    );
    expect(insert).toEqual({
      error: expect.stringMatching(/permission denied|row-level security/),
    });
    const update = await as(
      role,
      "update public.cars set price_per_day = 1 where id = 'toyota-aygo'",
    );
    expect(update).toEqual({
      error: expect.stringMatching(/permission denied|row-level security/),
    });
    const remove = await as(role, "delete from public.cars where id = 'toyota-aygo'");
    expect(remove).toEqual({
      error: expect.stringMatching(/permission denied|row-level security/),
    });
    const truncate = await as(role, 'truncate public.cars');
    expect(truncate).toEqual({ error: expect.stringMatching(/permission denied/) });

    const { rows } = await db.query<{ n: number; price: string }>(
      "select count(*)::int as n, max(price_per_day) filter (where id = 'toyota-aygo')::text as price from public.cars",
    );
    expect(rows[0]).toEqual({ n: embedded.length, price: '35.00' });
  });

  it('has a SELECT policy only', async () => {
    const { rows } = await db.query<{ cmd: string; roles: string }>(
      "select cmd, roles::text from pg_policies where tablename = 'cars'",
    );
    expect(rows).toEqual([{ cmd: 'SELECT', roles: '{anon,authenticated}' }]);
  });

  it('still blocks anon writes when only RLS stands (privileges granted back)', async () => {
    // The second lock on its own: grant anon everything again, RLS must still refuse.
    await db.exec('grant insert, update, delete on public.cars to anon');
    try {
      const insert = await as(
        'anon',
        "insert into public.cars (id, name, description, brand, model, category, type, transmission, fuel_type, seats, engine_size, price_per_day, agency) values ('rls-car', 'RLS Car', 'Only row-level security stands in the way.', 'Evil', 'Two', 'economy', 'Car', 'Manual', 'Petrol', 4, '1.0L', 1, 'paros-antiparos')",
      );
      expect(insert).toEqual({ error: expect.stringMatching(/row-level security/) });
      const update = await as(
        'anon',
        "update public.cars set price_per_day = 1 where id = 'toyota-aygo'",
      );
      expect(update).toEqual({ rows: [], affected: 0 });
      const remove = await as('anon', "delete from public.cars where id = 'toyota-aygo'");
      expect(remove).toEqual({ rows: [], affected: 0 });
    } finally {
      await db.exec('revoke insert, update, delete on public.cars from anon');
    }
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.cars');
    expect(rows[0]!.n).toBe(embedded.length);
  });
});
