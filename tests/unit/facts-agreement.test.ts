/**
 * Facts stated once, and where they cannot be, checked to agree:
 *
 * - the pickup location ids: `facts.pickupLocations` (`src/config/facts.ts`, with its
 *   `PickupLocation['id']` type) is the one list; the pages collection's `widget.pickupId`
 *   (`src/content.config.ts`, the zod schema editors' front matter is checked against) reads it;
 * - the deploy-time business settings: the `astro:env` schema (`src/config/settings.mjs`, which
 *   imports `astro/config` and so cannot be bundled into browser code) and the zod schema of
 *   `src/config/business.ts` that checks their shapes.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { businessSettingsSchema } from '../../src/config/business';
import { facts, type PickupLocation } from '../../src/config/facts';
import { envSchema } from '../../src/config/settings.mjs';

describe('pickup location ids', () => {
  it('the pickup location ids are unique', () => {
    const ids = facts.pickupLocations.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("PickupLocation['id'] is exactly the ids of facts.pickupLocations", () => {
    expectTypeOf<PickupLocation['id']>().toEqualTypeOf<1 | 13 | 3 | 18 | 19 | 20>();
    expect(facts.pickupLocations.map((l) => l.id).sort((a, b) => a - b)).toEqual([
      1, 3, 13, 18, 19, 20,
    ]);
  });
});

describe('business settings: settings.mjs and business.ts', () => {
  type Field = { context: string; access: string; default?: unknown; optional?: boolean };
  const env = envSchema as unknown as Record<string, Field>;
  const shape = businessSettingsSchema.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown } }
  >;
  /** Public settings read elsewhere than business.ts (where). */
  const readElsewhere: Record<string, string> = {
    PUBLIC_ANALYTICS_PROVIDER: 'src/lib/analytics/config.ts',
    PUBLIC_ANALYTICS_SCRIPT_URL: 'src/lib/analytics/config.ts',
    PUBLIC_ANALYTICS_SITE_ID: 'src/lib/analytics/config.ts',
    PUBLIC_BOOKING_LANGUAGES: 'src/config/booking.ts',
  };

  it('every key business.ts checks is a public client setting of settings.mjs, and every other one is read elsewhere', () => {
    for (const key of Object.keys(shape)) {
      expect(env[key], `${key} in src/config/settings.mjs`).toBeDefined();
      expect([env[key]!.context, env[key]!.access], key).toEqual(['client', 'public']);
    }
    const publicKeys = Object.entries(env)
      .filter(([, f]) => f.context === 'client')
      .map(([k]) => k);
    expect(publicKeys.filter((k) => !(k in shape)).sort()).toEqual(
      Object.keys(readElsewhere).sort(),
    );
  });

  it('a setting astro:env may leave unset is optional in business.ts, and a default there is the same', () => {
    for (const [key, field] of Object.entries(shape)) {
      const absent = field.safeParse(undefined);
      const { optional, default: fallback } = env[key]!;
      // astro:env fills in its default, so only an optional setting without one can arrive unset.
      if (optional && fallback === undefined)
        expect(absent.success, `${key} is optional in settings.mjs`).toBe(true);
      // business.ts may not invent an optional setting or a default of its own.
      if (absent.success)
        expect(
          optional || absent.data === fallback,
          `${key}: optional or the same default in settings.mjs`,
        ).toBe(true);
    }
  });

  it("settings.mjs's sample defaults pass business.ts's checks", () => {
    const defaults = Object.fromEntries(
      Object.keys(shape)
        .map((k) => [k, env[k]!.default])
        .filter(([, v]) => v !== undefined),
    );
    expect(businessSettingsSchema.safeParse(defaults).error?.issues ?? []).toEqual([]);
  });
});
