/**
 * The licence and age check as a table (docs/requirements.md, "Licence and age"): the answer of
 * {@link licenceCheckWithId} for every licence kind and every age band of one vehicle kind, so
 * a page can print it as a static table that works without JavaScript. The age bands come from
 * `facts.ages` (the lowest reading for the vehicle, the terms' minimum, the terms' surcharge
 * age), never from typed figures. Pure.
 */
import { facts } from '../config/facts';
import {
  licenceCheckWithId,
  type LicenceKind,
  type LicenceRuleId,
  type LicenceVehicle,
} from './licence';

/** Licence kinds in the order the form and table show them. */
export const LICENCE_KINDS: readonly LicenceKind[] = ['car', 'A1', 'A2', 'A', 'none'];
/** An age band: `from` to `to` years inclusive (`to` undefined = and older). */
export interface AgeBand {
  from: number;
  to?: number | undefined;
}

/** The age bands in which the answer for `vehicle` can change (whole years, ascending). */
export function licenceAgeBands(vehicle: LicenceVehicle): AgeBand[] {
  const { chatMinimum, atvMinimum, termsMinimum, termsMaximumNoSurcharge } = facts.ages;
  const lowest = vehicle === 'atv' ? atvMinimum : chatMinimum;
  const cuts = [...new Set([lowest, termsMinimum, termsMaximumNoSurcharge + 1])].sort(
    (a, b) => a - b,
  );
  const bands: AgeBand[] = [{ from: 0, to: cuts[0]! - 1 }];
  cuts.forEach((from, i) => {
    bands.push({ from, to: i + 1 < cuts.length ? cuts[i + 1]! - 1 : undefined });
  });
  return bands;
}

/** One cell of the table: the verdict and the id of its rule. */
export interface LicenceCell {
  verdict: 'yes' | 'no' | 'ask';
  id: LicenceRuleId;
}

/** One row: a licence kind and its answer in each age band (same order as {@link licenceAgeBands}). */
export interface LicenceRow {
  licence: LicenceKind;
  cells: LicenceCell[];
}

/**
 * The answers for `vehicle` with an EU licence (or a non-EU licence with an international
 * permit, which the rules treat the same), one row per licence kind, one cell per age band.
 */
export function licenceTable(vehicle: LicenceVehicle): LicenceRow[] {
  const bands = licenceAgeBands(vehicle);
  return LICENCE_KINDS.map((licence) => ({
    licence,
    cells: bands.map((band) => {
      const { verdict, id } = licenceCheckWithId({
        vehicle,
        licence,
        euLicence: true,
        internationalPermit: false,
        age: band.from,
      });
      return { verdict, id };
    }),
  }));
}

/**
 * The licence-check vehicle kind of a fleet vehicle: ATVs are `atv`; scooters by engine size
 * (`"50cc"` and below `scooter50`, anything larger or unreadable `scooter125`, the stricter);
 * anything else `car`.
 */
export function licenceVehicleOf(v: {
  category: string;
  engine_size?: string | null | undefined;
}): LicenceVehicle {
  if (v.category === 'atv') return 'atv';
  if (v.category !== 'scooter') return 'car';
  const cc = Number(/(\d+)\s*cc/i.exec(v.engine_size ?? '')?.[1]);
  return Number.isFinite(cc) && cc > 0 && cc <= 50 ? 'scooter50' : 'scooter125';
}
