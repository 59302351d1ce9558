/** The holidays' days (src/lib/assistant/holidays.ts) against known dates. */
import { describe, expect, it } from 'vitest';
import {
  holidayDay,
  nextHoliday,
  orthodoxEaster,
  westernEaster,
} from '../../src/lib/assistant/holidays';

const day = (d: Date) => d.toISOString().slice(0, 10);

describe('Easter', () => {
  it.each([
    [2024, '2024-03-31', '2024-05-05'],
    [2025, '2025-04-20', '2025-04-20'],
    [2026, '2026-04-05', '2026-04-12'],
    [2027, '2027-03-28', '2027-05-02'],
    [2028, '2028-04-16', '2028-04-16'],
    [2000, '2000-04-23', '2000-04-30'],
  ])('%i: Western %s, Orthodox %s', (year, western, orthodox) => {
    expect(day(westernEaster(year))).toBe(western);
    expect(day(orthodoxEaster(year))).toBe(orthodox);
  });

  it('both fall on a Sunday every year of 1900-2099', () => {
    for (let year = 1900; year < 2100; year++) {
      expect(westernEaster(year).getUTCDay()).toBe(0);
      expect(orthodoxEaster(year).getUTCDay()).toBe(0);
      expect(orthodoxEaster(year) >= westernEaster(year)).toBe(true);
    }
  });
});

describe('the feasts around Easter and the fixed days', () => {
  it.each([
    ['pentecost', '2026-05-24'],
    ['whitMonday', '2026-05-25'],
    ['ascension', '2026-05-14'],
    ['orthodoxPentecost', '2026-05-31'],
    ['orthodoxWhitMonday', '2026-06-01'],
    ['assumption', '2026-08-15'],
    ['republicDay', '2026-06-02'],
  ] as const)('%s 2026 is %s', (key, expected) => {
    expect(day(holidayDay(key, 2026))).toBe(expected);
  });
});

describe('the next time, and its long weekend', () => {
  const march1 = new Date(Date.UTC(2026, 2, 1, 12));
  it.each([
    ['orthodoxEaster', '2026-04-12', '2026-04-10'],
    ['easter', '2026-04-05', '2026-04-03'],
    ['orthodoxWhitMonday', '2026-06-01', '2026-05-29'],
    ['ascension', '2026-05-14', '2026-05-14'],
    ['assumption', '2026-08-15', '2026-08-14'],
    ['republicDay', '2026-06-02', '2026-05-30'],
  ] as const)('%s: %s, example from %s', (key, holiday, pickup) => {
    const next = nextHoliday(key, march1);
    expect(day(next.day)).toBe(holiday);
    expect(day(next.pickup)).toBe(pickup);
  });

  it('a holiday passed this year is next year’s; on its day, it is today’s', () => {
    expect(day(nextHoliday('easter', new Date(Date.UTC(2026, 3, 6))).day)).toBe('2027-03-28');
    expect(day(nextHoliday('easter', new Date(Date.UTC(2026, 3, 5, 20))).day)).toBe('2026-04-05');
  });
});
