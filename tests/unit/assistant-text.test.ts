/**
 * docs/assistant.md, "Text matching": Marcia's normaliser reads any script, without case or
 * accents (Greek tonos and dialytika, French and German accents), and the names of weekdays,
 * months and languages come from `Intl`.
 */
import { describe, expect, it } from 'vitest';
import { normaliseText } from '../../src/lib/assistant/keywords';
import { calendarNames } from '../../src/lib/assistant/lang/shared';

describe('normaliseText', () => {
  it('keeps Greek letters and drops case, tonos and dialytika', () => {
    expect(normaliseText('ΠΟΣΗ ΕΙΝΑΙ Η ΕΓΓΥΗΣΗ')).toBe(normaliseText('πόση είναι η εγγύηση;'));
    expect(normaliseText('Πόσο κοστίζει ένα αυτοκίνητο για 3 ημέρες;')).toBe(
      'ποσο κοστιζει ενα αυτοκινητο για 3 ημερεσ',
    );
    expect(normaliseText('Ταΐζω προϊόν')).toBe('ταιζω προιον');
  });

  it('keeps Latin accents out and words apart, as before', () => {
    expect(normaliseText('Où est l’aéroport ?', true)).toBe('ou est l aeroport');
    expect(normaliseText('Größe: 35€')).toBe('grosse 35 €');
  });
});

describe('calendarNames', () => {
  it('names weekdays, months (after a day) and languages from Intl', () => {
    expect(calendarNames('fr-FR').weekdays[0]).toBe('dimanche');
    expect(calendarNames('de-DE').months[6]).toBe('Juli');
    expect(calendarNames('el-GR').months[7]).toBe('Αυγούστου');
    expect(calendarNames('it-IT').language('EN')).toBe('inglese');
  });
});
