/**
 * Source selection by configuration (settings → `business.fleet` → `fleetSource`), the embedded
 * source, the content collection's loader (Supabase, fallback to the embedded fleet) and the
 * error texts of docs/requirements.md, "Error messages".
 */
import { describe, expect, it, vi } from 'vitest';
import { buildBusiness, business } from '../../src/config';
import { envSchema } from '../../src/config/settings.mjs';
import {
  embeddedSource,
  fleetError,
  fleetLoader,
  fleetSource,
  isSupabaseConfigured,
  parseVehicles,
  sortVehicles,
  withRetry,
  type FleetLoaderContext,
  type FleetLogger,
  type FleetSource,
  type Vehicle,
} from '../../src/lib/fleet';
import { embeddedFleetRecords } from './fixtures';

const raw = embeddedFleetRecords;
const embedded = parseVehicles(raw);
const defaults = Object.fromEntries(
  Object.entries(envSchema).map(([k, f]) => [k, (f as { default?: unknown }).default]),
);
const supabase = {
  supabaseUrl: 'https://abcd.supabase.co',
  supabaseAnonKey: 'anon-key-0123456789abcdef',
  agency: 'paros-antiparos',
};

/** A logger (also an Astro loader logger) that records instead of printing. */
function recorder(): FleetLogger & {
  info(message: string): void;
  errors: string[];
  warnings: string[];
  infos: string[];
} {
  const errors: string[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    errors,
    warnings,
    infos,
    error: (m: string) => void errors.push(m),
    warn: (m: string) => void warnings.push(m),
    info: (m: string) => void infos.push(m),
  };
}

describe('settings → business.fleet', () => {
  it('defaults: no Supabase, agency paros-antiparos', () => {
    expect(buildBusiness(defaults).fleet).toEqual({
      agency: 'paros-antiparos',
      imageTransform: false,
    });
    expect(business.fleet).toEqual({ agency: 'paros-antiparos', imageTransform: false });
    expect(isSupabaseConfigured(business.fleet)).toBe(false);
  });
  it('empty values mean "not set"', () => {
    expect(
      buildBusiness({ ...defaults, PUBLIC_SUPABASE_URL: '', PUBLIC_SUPABASE_ANON_KEY: '' }).fleet,
    ).toEqual({ agency: 'paros-antiparos', imageTransform: false });
  });
  it('both Supabase values and an agency', () => {
    const fleet = buildBusiness({
      ...defaults,
      PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co/',
      PUBLIC_SUPABASE_ANON_KEY: supabase.supabaseAnonKey,
      PUBLIC_FLEET_AGENCY: 'naxos',
    }).fleet;
    expect(fleet).toEqual({
      supabaseUrl: 'https://abcd.supabase.co',
      supabaseAnonKey: supabase.supabaseAnonKey,
      agency: 'naxos',
      imageTransform: false,
    });
    expect(isSupabaseConfigured(fleet)).toBe(true);
  });
  it.each([
    [{ PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co' }, 'PUBLIC_SUPABASE_ANON_KEY'],
    [{ PUBLIC_SUPABASE_ANON_KEY: supabase.supabaseAnonKey }, 'PUBLIC_SUPABASE_URL'],
    [
      { PUBLIC_SUPABASE_URL: 'not a url', PUBLIC_SUPABASE_ANON_KEY: supabase.supabaseAnonKey },
      'PUBLIC_SUPABASE_URL',
    ],
    [
      { PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'short' },
      'PUBLIC_SUPABASE_ANON_KEY',
    ],
  ])('a half or malformed Supabase setting stops the build, naming it: %o', (over, name) => {
    expect(() => buildBusiness({ ...defaults, ...over })).toThrow(
      new RegExp(`^Invalid setting ${name}:`),
    );
  });
});

describe('fleetSource: chosen by configuration', () => {
  it.each([
    [{ agency: 'paros-antiparos' }, 'embedded'],
    [{ agency: 'x', supabaseUrl: supabase.supabaseUrl }, 'embedded'],
    [{ agency: 'x', supabaseAnonKey: supabase.supabaseAnonKey }, 'embedded'],
    [{ agency: 'x', supabaseUrl: ' ', supabaseAnonKey: ' ' }, 'embedded'],
    [supabase, 'supabase'],
  ] as const)('%o → %s', (config, kind) => {
    expect(fleetSource(config).kind).toBe(kind);
    expect(isSupabaseConfigured(config)).toBe(kind === 'supabase');
  });
});

describe('embedded source', () => {
  it('lists the agency fleet in the table order, with filters', async () => {
    const source = fleetSource({ agency: 'paros-antiparos' }, { embedded: raw });
    const all = await source.list();
    expect(all).toHaveLength(raw.length);
    expect(all.map((v) => v.id)).toEqual(sortVehicles(embedded).map((v) => v.id));
    const autos = await source.list({ type: 'Car', transmission: 'Automatic', minSeats: 5 });
    expect(autos.length).toBeGreaterThan(0);
    expect(
      autos.every((v) => v.type === 'Car' && v.transmission === 'Automatic' && v.seats >= 5),
    ).toBe(true);
    expect(await source.list({ minPrice: 10_000 })).toEqual([]);
  });
  it('keeps only the configured agency', async () => {
    const other = { ...raw[0], id: 'other-agency-car', agency: 'naxos' };
    const source = embeddedSource([...raw, other], { agency: 'naxos' });
    expect((await source.list()).map((v) => v.id)).toEqual(['other-agency-car']);
  });
  it('get: a vehicle by id, null for an unknown id', async () => {
    const source = embeddedSource(raw, { agency: 'paros-antiparos' });
    expect((await source.get('toyota-aygo'))?.name).toBe('Toyota Aygo');
    expect(await source.get('no-such-vehicle')).toBeNull();
  });
  it('loads lazily, once', async () => {
    const load = vi.fn(async () => raw);
    const source = embeddedSource(load);
    expect(load).not.toHaveBeenCalled();
    await source.list();
    await source.get('toyota-aygo');
    expect(load).toHaveBeenCalledTimes(1);
  });
  it("invalid data → 'Failed to fetch cars: …' / 'Failed to fetch car: …' naming the record, logged", async () => {
    const logger = recorder();
    const source = embeddedSource([raw[0], { ...raw[1], id: 'broken', seats: 0 }], { logger });
    await expect(source.list()).rejects.toThrow(
      /^Failed to fetch cars: Invalid vehicle #1 \(broken\) in content\/fleet\/vehicles\.yaml: seats: /,
    );
    await expect(source.get('toyota-aygo')).rejects.toThrow(
      /^Failed to fetch car: Invalid vehicle #1 \(broken\)/,
    );
    expect(logger.errors).toHaveLength(2);
    expect(logger.errors[0]).toMatch(/^Failed to fetch cars: /);
  });
});

describe("error texts: 'Failed to fetch cars/car: {message}', logged", () => {
  it('formats and logs', () => {
    const logger = recorder();
    expect(fleetError('Failed to fetch cars', new Error('boom'), logger).message).toBe(
      'Failed to fetch cars: boom',
    );
    expect(
      fleetError('Failed to fetch car', { message: 'JSON object requested' }, logger).message,
    ).toBe('Failed to fetch car: JSON object requested');
    expect(logger.errors).toEqual([
      'Failed to fetch cars: boom',
      'Failed to fetch car: JSON object requested',
    ]);
  });
  it('withRetry: one retry, then the last failure', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('first')).mockResolvedValueOnce('ok');
    await expect(withRetry(task, 1, 0)).resolves.toBe('ok');
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    await expect(withRetry(failing, 1, 0)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

/** A fake Astro loader context: a Map store, schema parsing with the Vehicle schema. */
function context() {
  const store = new Map<string, Record<string, unknown>>();
  const logger = recorder();
  const ctx: FleetLoaderContext = {
    store: {
      clear: () => store.clear(),
      set: (entry) => {
        store.set(entry.id, entry.data);
        return true;
      },
    },
    parseData: async ({ data }) => parseVehicles([data])[0] as unknown as Record<string, unknown>,
    generateDigest: (data) => JSON.stringify(data).length.toString(36),
    logger,
  };
  return { ctx, store, logger };
}

/** A stand-in for `file('content/fleet/vehicles.yaml')`. */
function embeddedLoader() {
  return {
    name: 'file-loader',
    load: vi.fn(async (ctx: FleetLoaderContext) => {
      ctx.store.clear();
      for (const v of embedded) ctx.store.set({ id: v.id, data: { ...v } });
    }),
  };
}

const sourceOf = (list: () => Promise<Vehicle[]>): FleetSource => ({
  kind: 'supabase',
  list,
  get: async () => null,
});

describe('fleetLoader (the fleet collection)', () => {
  it('without Supabase: the embedded file loader itself', () => {
    const file = embeddedLoader();
    expect(fleetLoader({ agency: 'paros-antiparos' }, file)).toBe(file);
  });

  it('with Supabase: stores the Supabase vehicles as the collection entries', async () => {
    const file = embeddedLoader();
    const remote = [embedded[0]!, { ...embedded[1]!, price_per_day: 99 }];
    const createSource = vi.fn(() => sourceOf(async () => remote));
    const loader = fleetLoader(supabase, file, { createSource });
    expect(loader).not.toBe(file);
    expect(loader.name).toBe('fleet-supabase');
    const { ctx, store, logger } = context();
    await loader.load(ctx);
    expect(createSource).toHaveBeenCalledWith(supabase, ctx.logger);
    expect(file.load).not.toHaveBeenCalled();
    expect([...store.keys()]).toEqual([embedded[0]!.id, embedded[1]!.id]);
    expect(store.get(embedded[1]!.id)?.price_per_day).toBe(99);
    expect(logger.infos).toEqual(['Loaded 2 vehicles of agency "paros-antiparos" from Supabase.']);
  });

  it("Supabase failing at build: logs 'Failed to fetch cars: …' and builds from the embedded fleet", async () => {
    const file = embeddedLoader();
    // The real source against a closed port, with its one retry.
    const loader = fleetLoader({ ...supabase, supabaseUrl: 'http://127.0.0.1:9' }, file, {
      createSource: (config, logger) => fleetSource(config, { logger, retryDelayMs: 1 }),
    });
    const { ctx, store, logger } = context();
    await loader.load(ctx);
    expect(logger.errors).toEqual([expect.stringMatching(/^Failed to fetch cars: .+/)]);
    expect(logger.warnings).toEqual([
      expect.stringMatching(
        /^Failed to fetch cars: .+ — building the fleet from the embedded content\/fleet instead\.$/,
      ),
    ]);
    expect(file.load).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(embedded.length);
  });

  it('Supabase with no vehicle for the agency: the embedded fleet, with a warning', async () => {
    const file = embeddedLoader();
    const loader = fleetLoader(supabase, file, { createSource: () => sourceOf(async () => []) });
    const { ctx, store, logger } = context();
    await loader.load(ctx);
    expect(logger.warnings).toEqual([
      'Supabase has no cars for agency "paros-antiparos" — building the fleet from the embedded content/fleet instead.',
    ]);
    expect(store.size).toBe(embedded.length);
  });
});
