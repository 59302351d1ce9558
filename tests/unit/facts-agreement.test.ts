/**
 * Facts stated once, and where they cannot be, checked to agree:
 *
 * the pickup location ids: `facts.pickupLocations` (`src/config/facts.ts`, with its
 * `PickupLocation['id']` type) is the one list; the pages collection's `widget.pickupId`
 * (`src/content.config.ts`) reads it, so the type checker holds the two together.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { facts, type PickupLocation } from '../../src/config/facts';

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
