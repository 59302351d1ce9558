import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business, facts } from '../../src/config';
import { reservationEn } from '../../src/locales/en/reservation';
import ReservationWidget from '../../src/islands/ReservationWidget';
import {
  bookingSearchUrl,
  defaultDraft,
  engineDate,
  issueFields,
  RESERVATION_TIMES,
  reservationIssue,
  validateReservation,
  VEHICLE_TYPES,
  type ReservationDraft,
} from '../../src/lib/booking';
import {
  $reservation,
  applyPreset,
  decodeDraft,
  encodeDraft,
  mergeAssistant,
  patchDraft,
  prefillFromAssistant,
  presetReservation,
  RESERVATION_KEY,
  resetReservation,
  updateReservation,
} from '../../src/stores/reservation';

const SELECT = 'https://engine.example/select';
const DATES_MESSAGE = 'Please select both pickup and return dates';
/** A valid draft. */
function draft(overrides: Partial<ReservationDraft> = {}): ReservationDraft {
  return {
    ...defaultDraft(),
    pickupDate: '2026-07-20',
    returnDate: '2026-07-27',
    ...overrides,
  };
}

function params(url: string): [string, string][] {
  return [...new URL(url).searchParams.entries()];
}

describe('defaults: both times 10:00, age group 28 (25-70)', () => {
  it('car, Paros Airport, 10:00 both ways, age group 28, no dates, same drop-off', () => {
    expect(defaultDraft()).toEqual({
      vehicleType: 'car',
      pickupId: 18,
      differentDropoff: false,
      pickupDate: '',
      pickupTime: '10:00',
      returnDate: '',
      returnTime: '10:00',
      ageGroupId: 28,
    });
  });

  it('offers every half hour from 07:00 to 23:00', () => {
    expect(RESERVATION_TIMES).toHaveLength(33);
    expect(RESERVATION_TIMES[0]).toBe('07:00');
    expect(RESERVATION_TIMES[1]).toBe('07:30');
    expect(RESERVATION_TIMES.at(-1)).toBe('23:00');
    expect(RESERVATION_TIMES).toContain('10:00');
  });
});

describe('bookingSearchUrl: the engine select page and its query parameters', () => {
  const cases = VEHICLE_TYPES.flatMap((vehicleType) =>
    facts.pickupLocations.map((l) => [vehicleType, l.id, l.name] as const),
  );

  it.each(cases)('vehicle type %s from location %i (%s)', (vehicleType, pickupId) => {
    const url = bookingSearchUrl(draft({ vehicleType, pickupId }), { selectUrl: SELECT });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(SELECT);
    expect(params(url)).toEqual([
      ['pickup_id', String(pickupId)],
      ['return_id', String(pickupId)],
      ['date_from', '07/20/2026'],
      ['date_to', '07/27/2026'],
      ['time_from', '10:00'],
      ['time_to', '10:00'],
      ['age_group_id', '28'],
      ['vehicle_type', vehicleType],
      ['vehicles_sort_by', 'price_desc'],
      ['lang', 'en'],
    ]);
  });

  it('returns to the pickup location unless a different drop-off is ticked', () => {
    const same = bookingSearchUrl(draft({ pickupId: 19, returnId: 1, differentDropoff: false }), {
      selectUrl: SELECT,
    });
    expect(new URL(same).searchParams.get('return_id')).toBe('19');
    const different = bookingSearchUrl(
      draft({ pickupId: 19, returnId: 1, differentDropoff: true }),
      { selectUrl: SELECT },
    );
    expect(params(different).slice(0, 2)).toEqual([
      ['pickup_id', '19'],
      ['return_id', '1'],
    ]);
  });

  it('writes dates month-first by default and day-first when configured', () => {
    const r = draft({
      pickupDate: '2026-08-03',
      returnDate: '2026-09-11',
      pickupTime: '07:30',
      returnTime: '23:00',
      ageGroupId: 27,
    });
    const monthFirst = params(bookingSearchUrl(r, { selectUrl: SELECT, dateOrder: 'month-first' }));
    expect(monthFirst.slice(2, 7)).toEqual([
      ['date_from', '08/03/2026'],
      ['date_to', '09/11/2026'],
      ['time_from', '07:30'],
      ['time_to', '23:00'],
      ['age_group_id', '27'],
    ]);
    expect(params(bookingSearchUrl(r, { selectUrl: SELECT }))).toEqual(monthFirst);
    const dayFirst = params(bookingSearchUrl(r, { selectUrl: SELECT, dateOrder: 'day-first' }));
    expect(dayFirst.slice(2, 4)).toEqual([
      ['date_from', '03/08/2026'],
      ['date_to', '11/09/2026'],
    ]);
  });

  it('URL-encodes the values (but / and :) and keeps the select page’s own query first', () => {
    const url = bookingSearchUrl(draft(), {
      selectUrl: `${SELECT}?agency=a%26b&lang=fr`,
      lang: 'en',
    });
    expect(url).toContain('?agency=a%26b&pickup_id=18&');
    expect(url).toContain('date_from=07/20/2026');
    expect(url).toContain('time_from=10:00');
    expect(params(url)).toEqual([
      ['agency', 'a&b'],
      ['pickup_id', '18'],
      ['return_id', '18'],
      ['date_from', '07/20/2026'],
      ['date_to', '07/27/2026'],
      ['time_from', '10:00'],
      ['time_to', '10:00'],
      ['age_group_id', '28'],
      ['vehicle_type', 'car'],
      ['vehicles_sort_by', 'price_desc'],
      ['lang', 'en'],
    ]);
  });

  it('passes another engine language through', () => {
    expect(
      new URL(bookingSearchUrl(draft(), { selectUrl: SELECT, lang: 'it' })).searchParams.get(
        'lang',
      ),
    ).toBe('it');
  });

  it('throws the visitor-facing message on an invalid draft', () => {
    expect(() => bookingSearchUrl(draft({ returnDate: '' }), { selectUrl: SELECT })).toThrow(
      DATES_MESSAGE,
    );
    expect(() =>
      bookingSearchUrl(draft({ returnDate: '2026-02-30' }), { selectUrl: SELECT }),
    ).toThrow(reservationEn['reservation.error.invalidDate']);
  });

  it('leaves / and : readable in the query', () => {
    expect(bookingSearchUrl(draft(), { selectUrl: SELECT })).toContain(
      'date_from=07/20/2026&date_to=07/27/2026&time_from=10:00&time_to=10:00',
    );
  });

  it('does not depend on the clock (a past pickup still gets a URL)', () => {
    const url = bookingSearchUrl(draft({ pickupDate: '2001-01-01', returnDate: '2001-01-02' }), {
      selectUrl: SELECT,
    });
    expect(new URL(url).searchParams.get('date_from')).toBe('01/01/2001');
  });

  it('uses the configured engine (business.booking) when no options are given', () => {
    const url = new URL(bookingSearchUrl(draft()));
    const configured = new URL(business.booking.selectUrl);
    expect(url.origin + url.pathname).toBe(configured.origin + configured.pathname);
    expect(url.searchParams.get('date_from')).toBe('07/20/2026');
    expect(
      new URL(bookingSearchUrl(draft(), { dateOrder: 'day-first' })).searchParams.get('date_from'),
    ).toBe('20/07/2026');
  });

  it('rejects a select page that is not an absolute URL', () => {
    expect(() => bookingSearchUrl(draft(), { selectUrl: 'not a url' })).toThrow(/selectUrl/);
  });
});

describe('engineDate', () => {
  it('rearranges YYYY-MM-DD', () => {
    expect(engineDate('2026-01-09')).toBe('01/09/2026');
    expect(engineDate('2026-01-09', 'day-first')).toBe('09/01/2026');
  });
  it('rejects what is not a calendar date', () => {
    expect(() => engineDate('09/01/2026')).toThrow(/YYYY-MM-DD/);
    expect(() => engineDate('2026-02-30')).toThrow(/YYYY-MM-DD/);
  });
});

describe('validateReservation', () => {
  it.each([
    ['the pickup date', { pickupDate: '' }],
    ['the return date', { returnDate: '' }],
    ['both dates', { pickupDate: '', returnDate: '' }],
  ])('asks for both dates when %s is missing', (_, overrides) => {
    expect(validateReservation(draft(overrides))).toBe(DATES_MESSAGE);
  });

  it('accepts a complete draft', () => {
    const before = new Date(2026, 5, 1);
    expect(validateReservation(draft(), before)).toBeNull();
    expect(
      validateReservation(
        draft({ differentDropoff: true, returnId: 3, vehicleType: 'atv', ageGroupId: 27 }),
        before,
      ),
    ).toBeNull();
  });

  // A fixed "now": 1 June 2026 at 15:00 local time.
  const june1 = new Date(2026, 5, 1, 15, 0);
  const PAST = reservationEn['reservation.error.pickupInPast'];
  const ORDER = reservationEn['reservation.error.returnNotAfterPickup'];

  it('refuses a return before the pickup, and on the same day a return time not after the pickup time', () => {
    expect(
      validateReservation(draft({ pickupDate: '2026-07-20', returnDate: '2026-07-18' }), june1),
    ).toBe(ORDER);
    expect(
      validateReservation(
        draft({
          pickupDate: '2026-07-20',
          returnDate: '2026-07-20',
          pickupTime: '14:00',
          returnTime: '09:30',
        }),
        june1,
      ),
    ).toBe(ORDER);
    expect(
      validateReservation(
        draft({
          pickupDate: '2026-07-20',
          returnDate: '2026-07-20',
          pickupTime: '10:00',
          returnTime: '10:00',
        }),
        june1,
      ),
    ).toBe(ORDER);
    expect(
      validateReservation(
        draft({
          pickupDate: '2026-07-20',
          returnDate: '2026-07-20',
          pickupTime: '10:00',
          returnTime: '10:30',
        }),
        june1,
      ),
    ).toBeNull();
    expect(
      validateReservation(
        draft({
          pickupDate: '2026-07-20',
          returnDate: '2026-07-21',
          pickupTime: '18:00',
          returnTime: '08:00',
        }),
        june1,
      ),
    ).toBeNull();
    expect(
      issueFields(
        'returnNotAfterPickup',
        draft({ pickupDate: '2026-07-20', returnDate: '2026-07-18' }),
      ),
    ).toEqual(['returnDate']);
    expect(
      issueFields(
        'returnNotAfterPickup',
        draft({ pickupDate: '2026-07-20', returnDate: '2026-07-20' }),
      ),
    ).toEqual(['returnDate', 'returnTime']);
  });

  it("refuses a pickup date before today in the visitor's local date; today at any time is accepted", () => {
    expect(
      validateReservation(draft({ pickupDate: '2026-05-31', returnDate: '2026-06-03' }), june1),
    ).toBe(PAST);
    expect(
      validateReservation(draft({ pickupDate: '2001-05-01', returnDate: '2001-05-02' }), june1),
    ).toBe(PAST);
    expect(
      validateReservation(
        draft({ pickupDate: '2026-06-01', returnDate: '2026-06-03', pickupTime: '08:00' }),
        june1,
      ),
    ).toBeNull();
    // Just after local midnight the new day counts as today.
    expect(
      validateReservation(
        draft({ pickupDate: '2026-06-02', returnDate: '2026-06-03' }),
        new Date(2026, 5, 2, 0, 1),
      ),
    ).toBeNull();
    expect(issueFields('pickupInPast', draft())).toEqual(['pickupDate']);
  });

  it('checks the missing dates first, and the past before the order', () => {
    expect(validateReservation(draft({ pickupDate: '2020-01-01', returnDate: '' }), june1)).toBe(
      DATES_MESSAGE,
    );
    expect(
      validateReservation(draft({ pickupDate: '2020-01-05', returnDate: '2020-01-01' }), june1),
    ).toBe(PAST);
  });

  it('the booking-engine URL stays time-independent: a past pickup still builds, a reversed one throws', () => {
    expect(() =>
      bookingSearchUrl(draft({ pickupDate: '2001-05-01', returnDate: '2001-05-02' }), {
        selectUrl: 'https://engine.example/select',
      }),
    ).not.toThrow();
    expect(() =>
      bookingSearchUrl(draft({ pickupDate: '2026-07-20', returnDate: '2026-07-18' }), {
        selectUrl: 'https://engine.example/select',
      }),
    ).toThrow(ORDER);
  });

  it('names unknown locations, age groups and vehicle types', () => {
    expect(validateReservation(draft({ pickupId: 2 }))).toBe(
      'Please choose a pickup location from the list.',
    );
    expect(validateReservation(draft({ differentDropoff: true, returnId: 99 }))).toBe(
      'Please choose a drop-off location from the list.',
    );
    expect(
      validateReservation(draft({ differentDropoff: false, returnId: 99 }), new Date(2026, 5, 1)),
    ).toBeNull();
    expect(validateReservation(draft({ ageGroupId: 30 }))).toBe(
      "Please choose the driver's age from the list.",
    );
    expect(validateReservation(draft({ vehicleType: 'boat' as never }))).toBe(
      'Please choose a vehicle type: car, scooter or ATV.',
    );
  });

  it('refuses malformed dates and times', () => {
    expect(validateReservation(draft({ pickupDate: '2026-02-30' }))).toBe(
      reservationEn['reservation.error.invalidDate'],
    );
    expect(validateReservation(draft({ returnDate: '27/07/2026' }))).toBe(
      reservationEn['reservation.error.invalidDate'],
    );
    expect(validateReservation(draft({ returnTime: '24:00' }))).toBe(
      reservationEn['reservation.error.invalidTime'],
    );
  });

  it('points at the fields each problem is about', () => {
    expect(issueFields('datesRequired', draft({ returnDate: '' }))).toEqual(['returnDate']);
    expect(issueFields('datesRequired', draft({ pickupDate: '', returnDate: '' }))).toEqual([
      'pickupDate',
      'returnDate',
    ]);
    expect(issueFields('unknownAgeGroup', draft())).toEqual(['ageGroupId']);
    expect(reservationIssue(draft({ pickupId: 2 }))).toBe('unknownPickup');
  });
});

describe('reservation store rules', () => {
  const chosen = draft({
    vehicleType: 'car',
    pickupId: 18,
    pickupDate: '2026-07-20',
    returnDate: '2026-07-27',
    pickupTime: '09:00',
  });

  it('a preset sets the fields it names and keeps the dates', () => {
    expect(applyPreset(chosen, { vehicleType: 'moto' })).toEqual({
      ...chosen,
      vehicleType: 'moto',
    });
    expect(applyPreset(chosen, { pickupId: 19 })).toEqual({ ...chosen, pickupId: 19 });
    expect(applyPreset(chosen, { vehicleType: 'atv', pickupId: 1 })).toEqual({
      ...chosen,
      vehicleType: 'atv',
      pickupId: 1,
    });
  });

  it('a preset ignores unknown values and changes nothing when it has nothing to say', () => {
    expect(applyPreset(chosen, { pickupId: 42 })).toBe(chosen);
    expect(applyPreset(chosen, {})).toBe(chosen);
    expect(applyPreset(chosen, { vehicleType: 'car', pickupId: 18 })).toBe(chosen);
  });

  it('the assistant fills empty dates only', () => {
    const empty = defaultDraft();
    expect(mergeAssistant(empty, { pickupDate: '2026-08-01', returnDate: '2026-08-05' })).toEqual({
      ...empty,
      pickupDate: '2026-08-01',
      returnDate: '2026-08-05',
    });
    expect(mergeAssistant(chosen, { pickupDate: '2026-08-01', returnDate: '2026-08-05' })).toBe(
      chosen,
    );
    const halfChosen = { ...empty, pickupDate: '2026-07-20' };
    expect(
      mergeAssistant(halfChosen, { pickupDate: '2026-08-01', returnDate: '2026-08-05' }),
    ).toEqual({
      ...halfChosen,
      returnDate: '2026-08-05',
    });
  });

  it('a correction in the chat replaces the dates the chat put in the widget, never the visitor’s', () => {
    const fromChat = { ...defaultDraft(), pickupDate: '2026-08-12', returnDate: '2026-08-15' };
    const chatBefore = { pickupDate: '2026-08-12', returnDate: '2026-08-15' };
    expect(
      mergeAssistant(fromChat, { pickupDate: '2026-08-13', returnDate: '2026-08-15', chatBefore }),
    ).toEqual({ ...fromChat, pickupDate: '2026-08-13' });
    // The visitor moved the return in the widget: the chat's pickup moves, their return stays.
    const returnChosen = { ...fromChat, returnDate: '2026-08-20' };
    expect(
      mergeAssistant(returnChosen, {
        pickupDate: '2026-08-13',
        returnDate: '2026-08-15',
        chatBefore,
      }),
    ).toEqual({ ...returnChosen, pickupDate: '2026-08-13' });
    // A chat pickup past the visitor's own return clears that return, as the widget does.
    expect(
      mergeAssistant(
        { ...fromChat, returnDate: '2026-08-14' },
        { pickupDate: '2026-08-16', returnDate: '2026-08-18', chatBefore },
      ),
    ).toEqual({ ...fromChat, pickupDate: '2026-08-16', returnDate: '' });
    expect(
      mergeAssistant(chosen, { pickupDate: '2026-08-13', returnDate: '2026-08-15', chatBefore }),
    ).toBe(chosen);
  });

  it('the vehicle the visitor just named in the chat sets the widget’s type; else the widget’s stays', () => {
    const car = { ...defaultDraft(), vehicleType: 'car' as const };
    expect(mergeAssistant(car, { vehicleType: 'moto', vehicleTold: true }).vehicleType).toBe(
      'moto',
    );
    expect(mergeAssistant(car, { vehicleType: 'atv', vehicleTold: true }).vehicleType).toBe('atv');
    expect(mergeAssistant(car, { vehicleType: 'moto' })).toBe(car);
  });

  it('the assistant’s dates must be ISO calendar dates', () => {
    const empty = defaultDraft();
    expect(mergeAssistant(empty, { pickupDate: '01/08/2026', returnDate: '2026-02-30' })).toBe(
      empty,
    );
  });

  it('the assistant maps airport to 18 and port to 19', () => {
    expect(mergeAssistant({ ...chosen, pickupId: 1 }, { pickupLocation: 'airport' }).pickupId).toBe(
      18,
    );
    expect(mergeAssistant(chosen, { pickupLocation: 'port' })).toEqual({ ...chosen, pickupId: 19 });
  });

  it('the pickup point the visitor named goes before the airport or port, an unknown id is ignored', () => {
    expect(mergeAssistant(chosen, { pickupLocation: 'port', pickupId: 1 }).pickupId).toBe(1);
    expect(mergeAssistant(chosen, { pickupId: 20 }).pickupId).toBe(20);
    expect(mergeAssistant(chosen, { pickupLocation: 'port', pickupId: 7 }).pickupId).toBe(19);
  });

  it('a drop-off point the visitor named other than the pickup ticks the different drop-off', () => {
    expect(mergeAssistant(chosen, { pickupId: 20, returnId: 19 })).toEqual({
      ...chosen,
      pickupId: 20,
      differentDropoff: true,
      returnId: 19,
    });
    // The same point as the pickup, or an unknown id, changes nothing of the drop-off.
    expect(mergeAssistant(chosen, { pickupLocation: 'port', returnId: 19 })).toEqual({
      ...chosen,
      pickupId: 19,
    });
    expect(mergeAssistant(chosen, { pickupId: 20, returnId: 7 }).differentDropoff).toBe(
      chosen.differentDropoff,
    );
  });

  it('the times the visitor told the assistant go in with the dates they belong to', () => {
    const empty = defaultDraft();
    const told = {
      pickupDate: '2026-08-01',
      returnDate: '2026-08-05',
      pickupTime: '14:30',
      returnTime: '09:00',
    };
    expect(mergeAssistant(empty, told)).toEqual({ ...empty, ...told });
    // Dates the visitor chose in the widget: neither the chat's dates nor its times go in.
    expect(mergeAssistant(chosen, told)).toBe(chosen);
    // Not a clock time: ignored.
    expect(mergeAssistant(empty, { ...told, pickupTime: '2:30pm', returnTime: '25:00' })).toEqual({
      ...empty,
      pickupDate: '2026-08-01',
      returnDate: '2026-08-05',
    });
  });

  it('a time told again replaces the draft’s, on the chat’s day only; a held one does not', () => {
    const filled = mergeAssistant(defaultDraft(), {
      pickupDate: '2026-08-01',
      returnDate: '2026-08-05',
    });
    // Chosen in the widget after the chat filled the dates: the next reply does not put its
    // held time back.
    const widget = { ...filled, pickupTime: '16:00' };
    const held = { pickupDate: '2026-08-01', returnDate: '2026-08-05', pickupTime: '14:30' };
    expect(mergeAssistant(widget, held)).toBe(widget);
    // Told in the message just answered: it replaces the widget's.
    expect(mergeAssistant(widget, { ...held, timesTold: true }).pickupTime).toBe('14:30');
    // The widget holds another pickup day: the chat's time is not for it.
    const otherDay = { ...widget, pickupDate: '2026-07-30' };
    expect(mergeAssistant(otherDay, { ...held, timesTold: true })).toBe(otherDay);
  });

  it('a pickup date after the return date clears the return date', () => {
    expect(patchDraft(chosen, { pickupDate: '2026-07-30' })).toEqual({
      ...chosen,
      pickupDate: '2026-07-30',
      returnDate: '',
    });
    expect(patchDraft(chosen, { pickupDate: '2026-07-27' })).toEqual({
      ...chosen,
      pickupDate: '2026-07-27',
    });
    expect(patchDraft(chosen, { returnTime: '18:00' })).toEqual({ ...chosen, returnTime: '18:00' });
  });

  it('ticking a different drop-off starts it at the pickup location', () => {
    expect(patchDraft({ ...chosen, pickupId: 19 }, { differentDropoff: true })).toEqual({
      ...chosen,
      pickupId: 19,
      differentDropoff: true,
      returnId: 19,
    });
    expect(patchDraft({ ...chosen, returnId: 3 }, { differentDropoff: true }).returnId).toBe(3);
  });

  it('decodes only valid stored drafts', () => {
    const withDropoff = { ...chosen, differentDropoff: true, returnId: 13 };
    expect(decodeDraft(encodeDraft(chosen))).toEqual(chosen);
    expect(decodeDraft(encodeDraft(withDropoff))).toEqual(withDropoff);
    expect(decodeDraft(null)).toBeNull();
    expect(decodeDraft('{not json')).toBeNull();
    expect(decodeDraft(JSON.stringify({ ...chosen, pickupId: 99 }))).toBeNull();
    expect(decodeDraft(JSON.stringify({ ...chosen, pickupDate: 'tomorrow' }))).toBeNull();
    expect(decodeDraft(JSON.stringify({ ...chosen, vehicleType: 'boat' }))).toBeNull();
    expect(decodeDraft(JSON.stringify({ ...chosen, returnTime: '10' }))).toBeNull();
  });

  it('keeps only the draft’s fields from storage, in the stored order', () => {
    const stored = JSON.stringify({ ...chosen, differentDropoff: true, returnId: 13, extra: 'x' });
    const decoded = decodeDraft(stored);
    expect(decoded).toEqual({ ...chosen, differentDropoff: true, returnId: 13 });
    expect(Object.keys(decoded ?? {})).toEqual([
      'vehicleType',
      'pickupId',
      'differentDropoff',
      'pickupDate',
      'pickupTime',
      'returnDate',
      'returnTime',
      'ageGroupId',
      'returnId',
    ]);
    expect(Object.keys(decodeDraft(encodeDraft(chosen)) ?? {})).not.toContain('returnId');
  });

  it('the store applies presets, visitor changes and the assistant’s details', () => {
    resetReservation();
    expect($reservation.get()).toEqual(defaultDraft());
    updateReservation({ pickupDate: '2026-07-20', returnDate: '2026-07-27' });
    presetReservation({ vehicleType: 'moto', pickupId: 19 });
    expect($reservation.get()).toEqual({
      ...defaultDraft(),
      vehicleType: 'moto',
      pickupId: 19,
      pickupDate: '2026-07-20',
      returnDate: '2026-07-27',
    });
    prefillFromAssistant({
      pickupDate: '2026-08-01',
      returnDate: '2026-08-09',
      pickupLocation: 'airport',
    });
    expect($reservation.get()).toMatchObject({
      pickupId: 18,
      pickupDate: '2026-07-20',
      returnDate: '2026-07-27',
    });
    resetReservation();
    prefillFromAssistant({
      pickupDate: '2026-08-01',
      returnDate: '2026-08-09',
      pickupLocation: 'port',
    });
    expect($reservation.get()).toMatchObject({
      pickupId: 19,
      pickupDate: '2026-08-01',
      returnDate: '2026-08-09',
    });
    resetReservation();
  });
});

describe('reservation store persistence (sessionStorage)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  function fakeStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  }

  it('restores the draft of this browser session and saves every change', async () => {
    const saved = draft({ vehicleType: 'atv', pickupId: 20 });
    const storage = fakeStorage({ [RESERVATION_KEY]: encodeDraft(saved) });
    vi.stubGlobal('sessionStorage', storage);
    vi.resetModules();
    const store = await import('../../src/stores/reservation');
    expect(store.$reservation.get()).toEqual(saved);
    store.updateReservation({ returnTime: '18:30' });
    expect(JSON.parse(storage.data.get(RESERVATION_KEY) ?? 'null')).toEqual({
      ...saved,
      returnTime: '18:30',
    });
  });

  it('starts from the defaults when the stored value is damaged', async () => {
    vi.stubGlobal('sessionStorage', fakeStorage({ [RESERVATION_KEY]: '{"pickupId":"x"}' }));
    vi.resetModules();
    const store = await import('../../src/stores/reservation');
    expect(store.$reservation.get()).toEqual(defaultDraft());
  });
});

describe('ReservationWidget server render', () => {
  const html = renderToStaticMarkup(
    createElement(ReservationWidget, { vehicleType: 'moto', pickupId: 19, variant: 'hero' }),
  );

  it('labels every control', () => {
    const ids = [...html.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(6); // age, pickup location, two dates, two times (radios and the checkbox sit inside their labels)
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  it('groups the six locations by island and hides the drop-off select', () => {
    expect(html.match(/<optgroup/g)).toHaveLength(2);
    expect(html).toContain('<optgroup label="Paros">');
    expect(html).toContain('<optgroup label="Antiparos">');
    for (const l of facts.pickupLocations) expect(html).toContain(`>${l.name}</option>`);
    expect(html).toContain('Different drop-off location');
    expect(html).not.toContain('Drop-off location<');
  });

  it('applies the page presets and the defaults', () => {
    expect(html).toMatch(
      /<input[^>]*value="moto"[^>]*checked=""|<input[^>]*checked=""[^>]*value="moto"/,
    );
    expect(html).toMatch(/<option value="19" selected="">Paros Port \(Parikia\)<\/option>/);
    expect(html).toMatch(/<option value="28" selected="">25-70 years<\/option>/);
    expect(html.match(/<option value="10:00" selected="">/g)).toHaveLength(2);
    expect(html).toContain('role="search"');
    // Radios carry `required`; the date inputs `aria-required` (an empty native `required` date
    // input would be announced as invalid before the visitor typed anything), and so do the
    // selects, which always hold a value (a `required` select needs an empty first option).
    expect(html.match(/ required=""/g)).toHaveLength(3); // 3 radios
    expect(html.match(/<select[^>]*aria-required="true"/g)).toHaveLength(4); // age, pickup location, 2 times
    expect(html.match(/<input[^>]*type="date"[^>]*aria-required="true"/g)).toHaveLength(2);
  });
});
