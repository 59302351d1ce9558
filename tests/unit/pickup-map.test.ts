import { describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import { languages } from '../../src/i18n';
import { PICKUP_POINTS, pickupPoint } from '../../src/lib/pickup-map';

describe('PICKUP_POINTS', () => {
  it('has exactly the six pickup locations of the reservation widget, on their islands', () => {
    expect(PICKUP_POINTS.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      facts.pickupLocations.map((l) => l.id).sort((a, b) => a - b),
    );
    for (const location of facts.pickupLocations)
      expect(pickupPoint(location.id)?.island).toBe(location.island);
    expect(pickupPoint(99)).toBeUndefined();
  });
  it('quotes only drive times the facts give', () => {
    const known = new Set<number>([...Object.values(facts.driveTimes), facts.ferry.chatMinutes]);
    for (const p of PICKUP_POINTS)
      for (const d of p.drives)
        expect(known.has(d.minutes), `${p.id} ${d.from}-${d.to}`).toBe(true);
    expect(pickupPoint(18)!.drives).toContainEqual({
      from: 'airport',
      to: 'parikia',
      minutes: facts.driveTimes.airportParikia,
    });
  });
  it('places every point inside the 400 × 300 map, apart from each other', () => {
    for (const p of PICKUP_POINTS) {
      expect(p.x).toBeGreaterThan(10);
      expect(p.x).toBeLessThan(390);
      expect(p.y).toBeGreaterThan(10);
      expect(p.y).toBeLessThan(290);
      for (const q of PICKUP_POINTS)
        if (q !== p) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(22);
    }
  });
  it('has the texts of every point in every language', () => {
    for (const dict of Object.values(languages)) {
      for (const p of PICKUP_POINTS) {
        expect(dict[`reservation.pickup.${p.id}` as keyof typeof dict]).toBeTruthy();
        expect(dict[`pickup.kind.${p.kind}`]).toBeTruthy();
        for (const d of p.drives)
          expect(dict[`pickup.place.${d.to}`] && dict[`pickup.place.${d.from}`]).toBeTruthy();
      }
    }
  });
});
