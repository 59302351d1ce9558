import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { describe, expect, it } from 'vitest';
import { canParseUrl, parseUrl } from '../../src/lib/url';
import { bookingSearchUrl, defaultDraft } from '../../src/lib/booking';

describe('browser support (README, "Browser support")', () => {
  it('package.json declares Safari/iOS 16.4, Chrome/Edge 111 and Firefox 128 as the floor', () => {
    const oldest = (name: string) =>
      Math.min(
        ...browserslist(undefined, { path: process.cwd() })
          .filter((entry) => entry.startsWith(`${name} `))
          .map((entry) => Number.parseFloat(entry.split(' ')[1]!.split('-')[0]!)),
      );
    expect(oldest('safari')).toBe(16.4);
    expect(oldest('ios_saf')).toBe(16.4);
    expect(oldest('chrome')).toBe(111);
    expect(oldest('edge')).toBe(111);
    expect(oldest('firefox')).toBe(128);
  });

  it('the build target is that list', () => {
    expect(browserslistToEsbuild(undefined, { path: process.cwd() })).toEqual([
      'chrome111',
      'edge111',
      'firefox128',
      'ios16.4',
      'safari16.4',
    ]);
  });
});

describe('parseUrl / canParseUrl: URL.canParse for Safari 16.4', () => {
  it('parses what new URL() parses and gives null instead of throwing', () => {
    expect(parseUrl('https://booking.example/select?x=1')?.searchParams.get('x')).toBe('1');
    expect(parseUrl('/fleet', 'https://www.example.com')?.href).toBe(
      'https://www.example.com/fleet',
    );
    expect(parseUrl('not a url')).toBeNull();
    expect(canParseUrl('https://a.example')).toBe(true);
    expect(canParseUrl('')).toBe(false);
  });

  it('builds the booking URL where URL.canParse is missing (iOS 16)', () => {
    const canParse = URL.canParse;
    // @ts-expect-error: removed as on Safari 16
    delete URL.canParse;
    try {
      const url = bookingSearchUrl(
        { ...defaultDraft(), pickupDate: '2027-07-15', returnDate: '2027-07-20' },
        { selectUrl: 'https://booking.example/select' },
      );
      expect(url).toContain('date_from=07/15/2027');
      expect(() =>
        bookingSearchUrl(
          { ...defaultDraft(), pickupDate: '2027-07-15', returnDate: '2027-07-20' },
          { selectUrl: 'nope' },
        ),
      ).toThrow(/selectUrl must be/);
    } finally {
      URL.canParse = canParse;
    }
  });
});
