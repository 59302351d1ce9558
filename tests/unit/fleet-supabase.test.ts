/**
 * The Supabase fleet source against a local HTTP server standing in for PostgREST: the exact
 * request `@supabase/supabase-js` sends (path, `select`, `agency=eq.`, each filter, `order`, the
 * anon key), the rows it accepts, and the error texts (docs/requirements.md, "Vehicle list", "Error
 * messages").
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARS_COLUMNS, fleetSource, supabaseSource, type FleetLogger } from '../../src/lib/fleet';
import { aygoRecord } from './fixtures';

interface Seen {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** The next answer of the fake PostgREST: status and JSON body. */
let answer: { status: number; body: unknown } = { status: 200, body: [] };
let requests: Seen[] = [];
let server: Server;
let baseUrl: string;
const anonKey = 'test-anon-key-0123456789abcdef';

const row = (over: Record<string, unknown> = {}) => ({
  ...aygoRecord,
  images: null,
  features: ['Air conditioning'],
  ...over,
});

/** A logger that records instead of printing. */
function recorder(): FleetLogger & { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  return { errors, warnings, error: (m) => errors.push(m), warn: (m) => warnings.push(m) };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      params: url.searchParams,
      headers: req.headers,
    });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: [] };
});

const source = (logger = recorder()) =>
  supabaseSource({ url: baseUrl, anonKey, agency: 'paros-antiparos', logger, retryDelayMs: 1 });

describe('list: the PostgREST request', () => {
  it('reads cars of the agency, ordered category then price, with the anon key', async () => {
    answer = { status: 200, body: [row()] };
    const vehicles = await source().list();
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe('/rest/v1/cars');
    expect(req!.params.get('select')).toBe(CARS_COLUMNS.join(','));
    expect(req!.params.get('agency')).toBe('eq.paros-antiparos');
    expect(req!.params.get('order')).toBe('category.asc,price_per_day.asc');
    expect([...req!.params.keys()].sort()).toEqual(['agency', 'order', 'select']);
    expect(req!.headers.apikey).toBe(anonKey);
    expect(req!.headers.authorization).toBe(`Bearer ${anonKey}`);
    expect(vehicles.map((v) => v.id)).toEqual(['toyota-aygo']);
  });

  it.each([
    [{ category: 'suv' as const }, 'category', ['eq.suv']],
    [{ type: 'ATV / QUAD' as const }, 'type', ['eq.ATV / QUAD']],
    [{ transmission: 'Automatic' as const }, 'transmission', ['eq.Automatic']],
    [{ minPrice: 30 }, 'price_per_day', ['gte.30']],
    [{ maxPrice: 55.5 }, 'price_per_day', ['lte.55.5']],
    [{ minSeats: 5 }, 'seats', ['gte.5']],
  ])('filter %o → %s=%o', async (filters, param, values) => {
    await source().list(filters);
    const params = requests[0]!.params;
    expect(params.getAll(param)).toEqual(values);
    expect(params.get('agency')).toBe('eq.paros-antiparos');
    expect(params.get('order')).toBe('category.asc,price_per_day.asc');
  });

  it('sends every filter together, price bounds as two conditions', async () => {
    await source().list({
      category: 'economy',
      type: 'Car',
      transmission: 'Manual',
      minPrice: 20,
      maxPrice: 40,
      minSeats: 4,
    });
    const params = requests[0]!.params;
    expect(params.get('category')).toBe('eq.economy');
    expect(params.get('type')).toBe('eq.Car');
    expect(params.get('transmission')).toBe('eq.Manual');
    expect(params.getAll('price_per_day')).toEqual(['gte.20', 'lte.40']);
    expect(params.get('seats')).toBe('gte.4');
  });

  it('validates rows with zod: fixes nulls and numeric strings, skips an invalid row with a warning', async () => {
    answer = {
      status: 200,
      body: [
        row({ id: 'ok-1', price_per_day: '42.50', images: null, features: null }),
        row({ id: 'bad-1', category: 'bus' }),
        row({ id: 7 }),
      ],
    };
    const logger = recorder();
    const vehicles = await source(logger).list();
    expect(vehicles.map((v) => [v.id, v.price_per_day, v.images, v.features])).toEqual([
      ['ok-1', 42.5, [], []],
      ['7', 35, [], ['Air conditioning']],
    ]);
    expect(logger.warnings).toEqual([expect.stringMatching(/^Skipping car bad-1: category: /)]);
  });
});

describe('list and get: the fleet error texts (logged)', () => {
  it("an error answer, retried once → 'Failed to fetch cars: {message}', logged once", async () => {
    answer = {
      status: 404,
      body: {
        code: '42P01',
        message: 'relation "public.cars" does not exist',
        details: null,
        hint: null,
      },
    };
    const logger = recorder();
    await expect(source(logger).list()).rejects.toThrow(
      new Error('Failed to fetch cars: relation "public.cars" does not exist'),
    );
    expect(logger.errors).toEqual(['Failed to fetch cars: relation "public.cars" does not exist']);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.params.toString()).toBe(requests[0]!.params.toString());
  });

  it('a failure followed by a success (the one retry) returns the vehicles', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    answer = { status: 200, body: [row()] };
    const logger = recorder();
    const vehicles = await supabaseSource({
      url: baseUrl,
      anonKey,
      agency: 'paros-antiparos',
      logger,
      fetch: flaky,
      retryDelayMs: 1,
    }).list();
    expect(calls).toBe(2);
    expect(vehicles).toHaveLength(1);
    expect(logger.errors).toEqual([]);
  });

  it('several categories or types (`?category=economy,family`) become `in` filters', async () => {
    answer = { status: 200, body: [row()] };
    await source().list({ category: ['economy', 'family'], type: ['Car', 'ATV / QUAD'] });
    const req = requests[0]!;
    expect(req.params.get('category')).toBe('in.(economy,family)');
    // (PostgREST quotes only values holding `,` `(` `)` or `"`: supabase-js leaves 'ATV / QUAD' as it is.)
    expect(req.params.get('type')).toBe('in.(Car,ATV / QUAD)');
  });

  it("an unreachable server → 'Failed to fetch cars: …'", async () => {
    const logger = recorder();
    const dead = supabaseSource({
      url: 'http://127.0.0.1:9',
      anonKey,
      agency: 'paros-antiparos',
      logger,
      retryDelayMs: 1,
    });
    await expect(dead.list()).rejects.toThrow(/^Failed to fetch cars: .+/);
    expect(logger.errors).toEqual([expect.stringMatching(/^Failed to fetch cars: .+/)]);
  });

  it('get reads one car by id (and agency)', async () => {
    answer = { status: 200, body: [row({ id: 'fiat-500' })] };
    const vehicle = await source().get('fiat-500');
    const req = requests[0]!;
    expect(req.path).toBe('/rest/v1/cars');
    expect(req.params.get('id')).toBe('eq.fiat-500');
    expect(req.params.get('agency')).toBe('eq.paros-antiparos');
    expect(req.params.get('select')).toBe(CARS_COLUMNS.join(','));
    expect(vehicle?.id).toBe('fiat-500');
  });

  it('get answers null for an unknown id', async () => {
    answer = { status: 200, body: [] };
    await expect(source().get('nope')).resolves.toBeNull();
  });

  it("get: an error answer → 'Failed to fetch car: {message}'", async () => {
    answer = {
      status: 401,
      body: { code: 'PGRST301', message: 'JWT expired', details: null, hint: null },
    };
    const logger = recorder();
    await expect(source(logger).get('fiat-500')).rejects.toThrow(
      new Error('Failed to fetch car: JWT expired'),
    );
    expect(logger.errors).toEqual(['Failed to fetch car: JWT expired']);
    expect(requests).toHaveLength(2);
  });
});

describe('fleetSource picks Supabase when configured', () => {
  it('sends the configured agency', async () => {
    const src = fleetSource(
      { supabaseUrl: baseUrl, supabaseAnonKey: anonKey, agency: 'naxos' },
      { logger: recorder(), retryDelayMs: 1 },
    );
    expect(src.kind).toBe('supabase');
    await src.list({ minSeats: 2 });
    expect(requests[0]!.params.get('agency')).toBe('eq.naxos');
    expect(requests[0]!.params.get('seats')).toBe('gte.2');
  });
});
