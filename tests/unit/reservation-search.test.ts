import { describe, expect, it } from 'vitest';
import { defaultDraft } from '../../src/lib/booking';
import { draftAfterChanges, fieldPatch } from '../../src/scripts/reservation-search';

describe('the reservation search’s first tap: the draft the widget will hold', () => {
  it('reads each of the widget’s fields as its draft change', () => {
    expect(
      fieldPatch({ name: '_R_1_-vehicleType', type: 'radio', value: 'atv', checked: true }),
    ).toEqual({
      vehicleType: 'atv',
    });
    expect(
      fieldPatch({ name: '_R_1_-vehicleType', type: 'radio', value: 'car', checked: false }),
    ).toBeNull();
    expect(
      fieldPatch({ name: 'differentDropoff', type: 'checkbox', value: 'on', checked: true }),
    ).toEqual({
      differentDropoff: true,
    });
    expect(fieldPatch({ name: 'pickupId', type: 'select-one', value: '19' })).toEqual({
      pickupId: 19,
    });
    expect(fieldPatch({ name: 'ageGroupId', type: 'select-one', value: '27' })).toEqual({
      ageGroupId: 27,
    });
    expect(fieldPatch({ name: 'pickupDate', type: 'date', value: '2027-07-15' })).toEqual({
      pickupDate: '2027-07-15',
    });
    expect(fieldPatch({ name: 'returnTime', type: 'select-one', value: '09:30' })).toEqual({
      returnTime: '09:30',
    });
    expect(fieldPatch({ name: 'q', type: 'search', value: 'x' })).toBeNull();
  });

  it('starts from the stored draft with the page preset, then applies the changes in order with the widget’s rules', () => {
    const stored = {
      ...defaultDraft(),
      pickupDate: '2027-07-10',
      returnDate: '2027-07-12',
      pickupId: 1,
    };
    // The preset (the port page) wins over the stored pickup, the stored dates stay.
    expect(draftAfterChanges(stored, { pickupId: 19 }, [])).toEqual({ ...stored, pickupId: 19 });
    // A pickup date after the stored return clears it (as the widget does), so the draft cannot
    // be searched until a return date follows.
    const later = draftAfterChanges(stored, {}, [
      { name: 'pickupDate', type: 'date', value: '2027-07-20' },
    ]);
    expect(later).toMatchObject({ pickupDate: '2027-07-20', returnDate: '' });
    const both = draftAfterChanges(stored, { vehicleType: 'moto' }, [
      { name: 'pickupDate', type: 'date', value: '2027-07-20' },
      { name: 'returnDate', type: 'date', value: '2027-07-25' },
      { name: 'differentDropoff', type: 'checkbox', value: 'on', checked: true },
    ]);
    expect(both).toMatchObject({
      vehicleType: 'moto',
      pickupDate: '2027-07-20',
      returnDate: '2027-07-25',
      differentDropoff: true,
      returnId: 1,
    });
  });
});
