/**
 * "Decide before you book" (docs/requirements.md): what's included per vehicle kind from the
 * facts, the price for the visitor's dates (`quoteForDates`), and the fleet's multi-value
 * category and type filters (`?category=economy,family`).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import { fleetEn } from '../../src/locales/en/fleet';
import { fleetDe } from '../../src/locales/de/fleet';
import { fleetFr } from '../../src/locales/fr/fleet';
import { fleetIt } from '../../src/locales/it/fleet';
import { includedKindOf, whatsIncluded, COMPACT_INCLUDED } from '../../src/lib/included';
import { quoteForDates } from '../../src/lib/pricing';
import { activeFilterCount, filterVehicles } from '../../src/lib/fleet/query';
import { fleetQueryString, parseFleetQuery } from '../../src/lib/fleet/url';
import { setFleetLanguage } from '../../src/islands/fleet/format';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { WhatsIncluded } from '../../src/islands/fleet/WhatsIncluded';

describe("what's included", () => {
  it('lists the inclusions of every kind, and for cars the child seat and GPS with both readings', () => {
    const ids = (k: 'car' | 'scooter' | 'atv') => whatsIncluded(k).included.map((l) => l.id);
    expect(ids('car')).toEqual([
      'insurance',
      'mileage',
      'delivery',
      'fuel',
      'childSeatGps',
      'support',
    ]);
    expect(ids('scooter')).toEqual(['insurance', 'mileage', 'delivery', 'fuel', 'support']);
    expect(ids('atv')).toEqual(ids('scooter'));
    const seat = whatsIncluded('car').included.find((l) => l.id === 'childSeatGps')!;
    expect(seat.eur).toEqual({
      childSeat: facts.terms.extras.babySeat.perDay,
      gps: facts.terms.extras.gps.perDay,
    });
  });

  it('lists what is not included with the figures of the facts: card hold, extras, refuelling, airport drop-off', () => {
    const car = whatsIncluded('car').notIncluded;
    expect(car.map((l) => l.id)).toEqual([
      'deposit',
      'additionalDriver',
      'roadsideAssistance',
      'snowChains',
      'refuelling',
      'airportDropoff',
    ]);
    expect(car.find((l) => l.id === 'deposit')!.eur).toEqual({
      min: facts.deposit.chatMin,
      max: facts.deposit.chatMax,
    });
    expect(car.find((l) => l.id === 'snowChains')!.eur).toEqual({
      price: facts.terms.extras.snowChains.perDay,
      max: facts.terms.extras.snowChains.max,
    });
    expect(car.find((l) => l.id === 'refuelling')!.eur).toEqual({
      price: facts.terms.refuellingFee,
    });
    // Snow chains are a car extra.
    expect(whatsIncluded('scooter').notIncluded.map((l) => l.id)).not.toContain('snowChains');
  });

  it('maps the vehicle types to kinds', () => {
    expect(includedKindOf({ type: 'Car' })).toBe('car');
    expect(includedKindOf({ type: 'Motorbike' })).toBe('scooter');
    expect(includedKindOf({ type: 'ATV / QUAD' })).toBe('atv');
  });

  it('every line has its text in the four languages, with its placeholders', () => {
    const lines = [...whatsIncluded('car').included, ...whatsIncluded('car').notIncluded];
    for (const dict of [fleetEn, fleetFr, fleetDe, fleetIt] as Record<string, string>[]) {
      for (const l of lines) {
        const text = dict[`included.${l.id}`];
        expect(text, l.id).toBeTruthy();
        for (const name of [...Object.keys(l.eur), ...Object.keys(l.values)])
          expect(text, `${l.id} {${name}}`).toContain(`{${name}}`);
      }
      for (const id of COMPACT_INCLUDED) expect(dict[`included.compact.${id}`]).toBeTruthy();
    }
  });

  it('renders the figures with the page formatter in each language (no raw placeholder left)', () => {
    setFleetLanguage('en');
    const en = renderToStaticMarkup(createElement(WhatsIncluded, { kind: 'car' }));
    expect(en).toContain('Additional driver: €5 a day');
    expect(en).toContain('Refuelling fee if it comes back not full: €14.88');
    expect(en).toContain('€200–€500');
    expect(en).not.toMatch(/\{\w+\}/);
    setFleetLanguage('fr', fleetFr);
    const fr = renderToStaticMarkup(createElement(WhatsIncluded, { kind: 'car' }));
    expect(fr).toMatch(/14,88\s€/);
    expect(fr).not.toMatch(/\{\w+\}/);
    setFleetLanguage('de', fleetDe);
    const compact = renderToStaticMarkup(
      createElement(WhatsIncluded, { kind: 'scooter', variant: 'compact' }),
    );
    expect(compact).toContain('Vollkasko');
    expect(compact).toContain('Unbegrenzte km');
    setFleetLanguage('en');
  });
});

describe('price for your dates: quoteForDates', () => {
  const dates = (
    pickupDate: string,
    returnDate: string,
    pickupTime = '10:00',
    returnTime = '10:00',
  ) => ({
    pickupDate,
    returnDate,
    pickupTime,
    returnTime,
  });

  it('is null until both dates are known, or when the return is before the pickup', () => {
    expect(quoteForDates(35, dates('', ''), '2027-06-01')).toBeNull();
    expect(quoteForDates(35, dates('2027-07-12', ''), '2027-06-01')).toBeNull();
    expect(quoteForDates(35, dates('2027-07-12', '2027-07-10'), '2027-06-01')).toBeNull();
  });

  it('is null for what the reservation widget refuses: a pickup before today, a return not after the pickup', () => {
    expect(quoteForDates(35, dates('2027-07-11', '2027-07-19'), '2027-07-12')).toBeNull();
    expect(quoteForDates(35, dates('2027-07-12', '2027-07-12'), '2027-07-01')).toBeNull();
    expect(
      quoteForDates(35, dates('2027-07-12', '2027-07-12', '10:00', '09:00'), '2027-07-01'),
    ).toBeNull();
    // Today itself, and a same-day return after the pickup time, are priced (one day).
    expect(quoteForDates(35, dates('2027-07-12', '2027-07-19'), '2027-07-12')?.days).toBe(7);
    expect(
      quoteForDates(35, dates('2027-07-12', '2027-07-12', '10:00', '18:00'), '2027-07-01')?.days,
    ).toBe(1);
  });

  it('prices the whole rental with the one discount that applies', () => {
    // 7 days, booked 11 days ahead: the weekly discount.
    expect(quoteForDates(35, dates('2027-07-12', '2027-07-19'), '2027-07-01')).toEqual({
      days: 7,
      base: 245,
      discount: { kind: 'duration', percent: 15, amount: 36.75 },
      total: 208.25,
    });
    // 3 days booked 61 days ahead: early booking, 15 %.
    expect(quoteForDates(40, dates('2027-07-12', '2027-07-15'), '2027-05-12')!.discount).toEqual({
      kind: 'early',
      percent: 15,
      amount: 18,
    });
  });

  it('uses the draft times (a minute past the 24 h is a second day); empty times default to 10:00', () => {
    expect(
      quoteForDates(35, dates('2027-07-12', '2027-07-13', '10:00', '10:01'), '2027-07-01')!.days,
    ).toBe(2);
    expect(
      quoteForDates(
        35,
        { pickupDate: '2027-07-12', returnDate: '2027-07-13', pickupTime: '', returnTime: '' },
        '2027-07-01',
      )!.days,
    ).toBe(1);
  });
});

describe('several vehicle kinds at once', () => {
  const fleet = [
    {
      id: 'a',
      category: 'economy',
      type: 'Car',
      transmission: 'Manual',
      price_per_day: 35,
      seats: 4,
    },
    {
      id: 'b',
      category: 'family',
      type: 'Car',
      transmission: 'Automatic',
      price_per_day: 50,
      seats: 7,
    },
    {
      id: 'c',
      category: 'suv',
      type: 'Car',
      transmission: 'Automatic',
      price_per_day: 60,
      seats: 5,
    },
    {
      id: 'd',
      category: 'scooter',
      type: 'Motorbike',
      transmission: 'Automatic',
      price_per_day: 25,
      seats: 2,
    },
    {
      id: 'e',
      category: 'atv',
      type: 'ATV / QUAD',
      transmission: 'Automatic',
      price_per_day: 45,
      seats: 2,
    },
  ] as const;

  it('reads comma-separated and repeated values, in the canonical order, dropping unknown ones', () => {
    expect(parseFleetQuery('?category=family,economy')).toEqual({
      sort: 'category',
      category: ['economy', 'family'],
    });
    expect(parseFleetQuery('?category=economy&category=suv,bus')).toEqual({
      sort: 'category',
      category: ['economy', 'suv'],
    });
    expect(parseFleetQuery('?type=scooter,atv')).toEqual({
      sort: 'category',
      type: ['Motorbike', 'ATV / QUAD'],
    });
    // One known value stays a single value (the old site's links are unchanged).
    expect(parseFleetQuery('?category=economy,bus')).toEqual({
      sort: 'category',
      category: 'economy',
    });
    expect(parseFleetQuery('?category=,')).toEqual({ sort: 'category' });
  });

  it('writes several values comma-separated and reads them back', () => {
    const query = parseFleetQuery('?category=economy,family&type=Car');
    expect(fleetQueryString(query)).toBe('?category=economy,family&type=Car');
    expect(parseFleetQuery(fleetQueryString(query))).toEqual(query);
    expect(fleetQueryString({ category: [] })).toBe('');
  });

  it('lists the vehicles of any of the chosen values; the group counts once', () => {
    expect(filterVehicles(fleet, { category: ['economy', 'family'] }).map((v) => v.id)).toEqual([
      'a',
      'b',
    ]);
    expect(filterVehicles(fleet, { type: ['Motorbike', 'ATV / QUAD'] }).map((v) => v.id)).toEqual([
      'd',
      'e',
    ]);
    expect(
      filterVehicles(fleet, { category: ['economy', 'suv'], transmission: 'Automatic' }).map(
        (v) => v.id,
      ),
    ).toEqual(['c']);
    expect(filterVehicles(fleet, { category: [] })).toHaveLength(5);
    expect(activeFilterCount({ category: ['economy', 'family'], type: 'Car' })).toBe(2);
    expect(activeFilterCount({ category: [] })).toBe(0);
  });
});
