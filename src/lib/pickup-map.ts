/**
 * "Where we meet you" (docs/requirements.md): the six pickup points of the reservation widget
 * (`facts.pickupLocations`) placed on the site's drawn map of Paros and Antiparos, with what
 * happens there and the drive times the facts give (`facts.driveTimes`, minutes). Pure data:
 * names and texts are translated by the page (`reservation.pickup.{id}`, `pickup.kind.*`).
 */
import { facts } from '../config/facts';

/** A pickup location id of the booking engine. */
export type PickupId = (typeof facts.pickupLocations)[number]['id'];

/** What happens at a point: airport arrivals hall, port quay, hotel delivery, helipad, office. */
export type PickupKind = 'airport' | 'port' | 'office' | 'helipad' | 'hotel';

/** A place a drive time starts or ends at (`pickup.place.*` key suffix). */
export type PickupPlace =
  | 'airport'
  | 'parikia'
  | 'naoussa'
  | 'goldenBeach'
  | 'lefkes'
  | 'pounta'
  | 'antiparosPort';

/** A travel time the facts give near this point, in minutes; `ferry` for the crossing to Antiparos. */
export interface PickupDrive {
  from: PickupPlace;
  to: PickupPlace;
  minutes: number;
  ferry?: boolean;
}

/** One point on the map. `x`, `y` in the map's 400 × 300 viewBox. */
export interface PickupPoint {
  id: PickupId;
  island: 'Paros' | 'Antiparos';
  kind: PickupKind;
  x: number;
  y: number;
  drives: PickupDrive[];
}

const d = facts.driveTimes;
const ferry: PickupDrive = {
  from: 'pounta',
  to: 'antiparosPort',
  minutes: facts.ferry.chatMinutes,
  ferry: true,
};

/** The six points, Paros first (airport, port, hotels), then Antiparos (office, helipad, hotels). */
export const PICKUP_POINTS: readonly PickupPoint[] = [
  {
    id: 18,
    island: 'Paros',
    kind: 'airport',
    x: 212,
    y: 234,
    drives: [
      { from: 'airport', to: 'parikia', minutes: d.airportParikia },
      { from: 'airport', to: 'naoussa', minutes: d.airportNaoussa },
      { from: 'airport', to: 'goldenBeach', minutes: d.airportGoldenBeach },
    ],
  },
  {
    id: 19,
    island: 'Paros',
    kind: 'port',
    x: 170,
    y: 128,
    drives: [
      { from: 'parikia', to: 'naoussa', minutes: d.parikiaNaoussa },
      { from: 'parikia', to: 'lefkes', minutes: d.parikiaLefkes },
    ],
  },
  {
    id: 20,
    island: 'Paros',
    kind: 'hotel',
    x: 256,
    y: 66,
    drives: [
      { from: 'parikia', to: 'naoussa', minutes: d.parikiaNaoussa },
      { from: 'naoussa', to: 'goldenBeach', minutes: d.naoussaGoldenBeach },
    ],
  },
  { id: 1, island: 'Antiparos', kind: 'office', x: 126, y: 188, drives: [ferry] },
  { id: 13, island: 'Antiparos', kind: 'helipad', x: 110, y: 218, drives: [ferry] },
  { id: 3, island: 'Antiparos', kind: 'hotel', x: 94, y: 250, drives: [ferry] },
];

/** Every id of `facts.pickupLocations` has one point, and no other (checked by the unit tests). */
export function pickupPoint(id: number): PickupPoint | undefined {
  return PICKUP_POINTS.find((p) => p.id === id);
}
