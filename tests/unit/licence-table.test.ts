import { describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import { languages, dictionary } from '../../src/i18n';
import { LICENCE_RULES, licenceCheck, type LicenceRuleId } from '../../src/lib/licence';
import {
  LICENCE_KINDS,
  licenceAgeBands,
  licenceTable,
  licenceVehicleOf,
} from '../../src/lib/licence-table';
import { parseAge } from '../../src/scripts/licence-check';
import { defaultLang } from '../../src/locales';

const { chatMinimum, atvMinimum, termsMinimum, termsMaximumNoSurcharge } = facts.ages;

describe('licenceAgeBands', () => {
  it('cuts at the lowest reading, the terms minimum and the surcharge age (scooters and cars)', () => {
    expect(licenceAgeBands('scooter50')).toEqual([
      { from: 0, to: chatMinimum - 1 },
      { from: chatMinimum, to: termsMinimum - 1 },
      { from: termsMinimum, to: termsMaximumNoSurcharge },
      { from: termsMaximumNoSurcharge + 1, to: undefined },
    ]);
  });
  it('starts at the ATV page reading for ATVs', () => {
    expect(licenceAgeBands('atv')[1]).toEqual({ from: atvMinimum, to: termsMinimum - 1 });
  });
});

describe('licenceTable', () => {
  it('gives the answer of licenceCheck for every licence and at both ends of every band', () => {
    for (const vehicle of ['scooter50', 'scooter125', 'atv', 'car'] as const) {
      const rows = licenceTable(vehicle);
      expect(rows.map((r) => r.licence)).toEqual(LICENCE_KINDS);
      const bands = licenceAgeBands(vehicle);
      for (const row of rows) {
        row.cells.forEach((cell, i) => {
          const band = bands[i]!;
          for (const age of [band.from, band.to ?? band.from + 20]) {
            const answer = licenceCheck({
              vehicle,
              licence: row.licence,
              euLicence: true,
              internationalPermit: false,
              age,
            });
            expect(answer, `${vehicle} ${row.licence} ${age}`).toEqual({
              verdict: cell.verdict,
              rule: LICENCE_RULES[cell.id],
            });
          }
        });
      }
    }
  });
  it('reads the three profiles of the page: 50cc on a car licence at 22 → ask, 125cc on a car licence → no, ATV on A at 30 → yes', () => {
    const scooter50 = licenceTable('scooter50').find((r) => r.licence === 'car')!;
    expect(scooter50.cells[1]).toEqual({ verdict: 'ask', id: 'ageReadings' });
    expect(
      licenceTable('scooter125')
        .find((r) => r.licence === 'car')!
        .cells.every((c) => c.verdict === 'no'),
    ).toBe(true);
    expect(licenceTable('atv').find((r) => r.licence === 'A')!.cells[2]).toEqual({
      verdict: 'yes',
      id: 'ok',
    });
  });
});

describe('licenceVehicleOf', () => {
  it('maps fleet vehicles by category and engine size', () => {
    expect(licenceVehicleOf({ category: 'atv', engine_size: '300cc' })).toBe('atv');
    expect(licenceVehicleOf({ category: 'scooter', engine_size: '50cc' })).toBe('scooter50');
    expect(licenceVehicleOf({ category: 'scooter', engine_size: '125cc' })).toBe('scooter125');
    expect(licenceVehicleOf({ category: 'scooter', engine_size: '150 cc' })).toBe('scooter125');
    expect(licenceVehicleOf({ category: 'scooter', engine_size: null })).toBe('scooter125');
    expect(licenceVehicleOf({ category: 'economy', engine_size: '1.0L' })).toBe('car');
  });
});

describe('parseAge', () => {
  it('accepts whole years 0-120 and nothing else', () => {
    expect(parseAge(' 22 ')).toBe(22);
    expect(parseAge('120')).toBe(120);
    for (const bad of ['', 'abc', '22.5', '-3', '121', '1e2'])
      expect(parseAge(bad), bad).toBeNull();
  });
});

describe('rule translations', () => {
  const ids = Object.keys(LICENCE_RULES) as LicenceRuleId[];
  const figures = [chatMinimum, atvMinimum, termsMinimum, termsMaximumNoSurcharge].map(String);
  it('exist for every rule id in every language and type no age figure by hand', () => {
    for (const [lang, dict] of Object.entries(languages)) {
      for (const id of ids) {
        const template = (dict as Record<string, string>)[`licence.rule.${id}`];
        expect(template, `${lang} ${id}`).toBeTruthy();
        for (const figure of figures) expect(template, `${lang} ${id}`).not.toContain(figure);
      }
    }
  });
  it('the English templates, filled from facts.ages, are the sentences of LICENCE_RULES', () => {
    for (const id of ids) {
      const filled = dictionary(defaultLang)[`licence.rule.${id}`].replace(
        /\{(\w+)\}/g,
        (_, k: string) => String(facts.ages[k as keyof typeof facts.ages]),
      );
      expect(filled).toBe(LICENCE_RULES[id]);
    }
  });
});
