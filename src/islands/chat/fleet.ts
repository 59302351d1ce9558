/**
 * The vehicles Marcia's engine answers with (docs/requirements.md, "Calls": "vehicle data for the
 * chat is passed in already loaded"): `/fleet.json` (`src/pages/fleet.json.ts`, the embedded
 * fleet), fetched once when the panel first opens and kept in memory for the page. A failed
 * download is not cached: Marcia answers without vehicle cards and the next message tries again.
 */
import type { Vehicle } from '../../lib/fleet';

/** Where the fleet JSON is served. */
export const FLEET_URL = '/fleet.json';
/** Give up on a download after this many ms (island mobile data), in ms. */
const TIMEOUT_MS = 8000;

let cached: Promise<Vehicle[]> | null = null;

function isVehicleList(value: unknown): value is Vehicle[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) => v !== null && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string',
    )
  );
}

/** The fleet, downloaded on the first call; `[]` when the download fails (not cached). */
export function loadFleet(): Promise<Vehicle[]> {
  cached ??= fetch(FLEET_URL, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${FLEET_URL}: ${response.status} ${response.statusText}`);
      const data: unknown = await response.json();
      if (!isVehicleList(data)) throw new Error(`${FLEET_URL}: not a list of vehicles`);
      return data;
    })
    .catch((error: unknown) => {
      console.error('Marcia AI: the fleet could not be loaded', error);
      cached = null;
      return [];
    });
  return cached;
}
