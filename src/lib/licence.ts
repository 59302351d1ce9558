/**
 * Which licence and age a vehicle needs (docs/requirements.md, "Licence and age"), answered from
 * the site's facts: a car licence covers cars and 50cc scooters; 125cc and above need a motorcycle
 * licence (A1, A2 or A); an ATV needs a driving licence; a licence from outside the EU needs an
 * international driving permit. Minimum ages have several readings on the site — the chat says
 * 21, the ATV page 18 for ATVs, the terms 24 — so an age that one reading allows and another
 * does not is answered "ask us": the terms and the team decide.
 *
 * Pure; every figure comes from `facts.ages`.
 */
import { facts } from '../config/facts';

/** The vehicle kinds the check knows. */
export type LicenceVehicle = 'car' | 'scooter50' | 'scooter125' | 'atv';
/** The licence the visitor holds: none, a car licence (B), or a motorcycle licence A1, A2 or A. */
export type LicenceKind = 'none' | 'car' | 'A1' | 'A2' | 'A';

/** What {@link licenceCheck} needs. */
export interface LicenceQuestion {
  vehicle: LicenceVehicle;
  licence: LicenceKind;
  /** The licence was issued in the EU (or the EEA). */
  euLicence: boolean;
  /** The visitor also holds an international driving permit. */
  internationalPermit: boolean;
  /** The driver's age in whole years. */
  age: number;
}

/** The answer: yes, no, or ask us, and the sentence (English) of the rule it used. */
export interface LicenceAnswer {
  verdict: 'yes' | 'no' | 'ask';
  rule: string;
}

/** The rule sentences by id, in English (pages translate them by id). */
export const LICENCE_RULES = {
  noLicence: 'Every vehicle needs a valid driving licence.',
  carNeedsCarLicence:
    'A car needs a car driving licence; a motorcycle licence alone is not enough.',
  motorcycleLicence:
    'Scooters of 125cc and above need a motorcycle licence (A1, A2 or A); a car licence covers only 50cc scooters.',
  permit: 'A licence from outside the EU needs an international driving permit as well.',
  tooYoung: `The minimum age for this vehicle is ${facts.ages.chatMinimum}.`,
  atvTooYoung: `You must be at least ${facts.ages.atvMinimum} to ride an ATV.`,
  ageReadings: `Our chat states a minimum age of ${facts.ages.chatMinimum}, our terms ${facts.ages.termsMinimum}: please ask us, the terms decide.`,
  atvAgeReadings: `Our ATV page states a minimum age of ${facts.ages.atvMinimum}, our terms ${facts.ages.termsMinimum}: please ask us, the terms decide.`,
  senior: `Drivers over ${facts.ages.termsMaximumNoSurcharge} may pay a surcharge under our terms: please ask us.`,
  ok: 'Your licence and age meet every rule we publish for this vehicle.',
} as const;

/** The id of a rule sentence. */
export type LicenceRuleId = keyof typeof LICENCE_RULES;

/** The answer with the id of its rule (for pages that translate it). */
export function licenceCheckWithId(c: LicenceQuestion): LicenceAnswer & { id: LicenceRuleId } {
  const answer = (verdict: LicenceAnswer['verdict'], id: LicenceRuleId) => ({
    verdict,
    rule: LICENCE_RULES[id],
    id,
  });
  if (c.licence === 'none') return answer('no', 'noLicence');
  const motorcycle = c.licence === 'A1' || c.licence === 'A2' || c.licence === 'A';
  if (c.vehicle === 'car' && c.licence !== 'car') return answer('no', 'carNeedsCarLicence');
  if (c.vehicle === 'scooter125' && !motorcycle) return answer('no', 'motorcycleLicence');
  if (!c.euLicence && !c.internationalPermit) return answer('no', 'permit');
  const { chatMinimum, atvMinimum, termsMinimum, termsMaximumNoSurcharge } = facts.ages;
  const lowest = c.vehicle === 'atv' ? atvMinimum : chatMinimum;
  if (c.age < lowest) return answer('no', c.vehicle === 'atv' ? 'atvTooYoung' : 'tooYoung');
  if (c.age < termsMinimum)
    return answer('ask', c.vehicle === 'atv' ? 'atvAgeReadings' : 'ageReadings');
  if (c.age > termsMaximumNoSurcharge) return answer('ask', 'senior');
  return answer('yes', 'ok');
}

/**
 * Whether a visitor may rent a vehicle (docs/requirements.md, "Licence and age"): `no` when
 * the facts rule it out (no licence; a car on a motorcycle licence alone; a 125cc scooter on a
 * car licence alone; a non-EU licence without an international permit; an age below every
 * reading — under 18 for an ATV, under 21 otherwise), `ask` when the readings differ (between
 * the lowest reading and the terms' 24; over 74, where the terms add a surcharge), `yes` when
 * every reading allows it. `rule` is the sentence shown, in English.
 */
export function licenceCheck(c: LicenceQuestion): LicenceAnswer {
  const { verdict, rule } = licenceCheckWithId(c);
  return { verdict, rule };
}
