import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { llmsTxt, robotsTxt } from '../../src/lib/site/files';
import {
  APPLE_TOUCH_SIZE,
  appleTouchIcon,
  faviconIco,
  FAVICON_SIZES,
} from '../../src/lib/site/icons';

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0a5c8f"/><circle cx="16" cy="13" r="7" fill="#f2b632"/></svg>';

describe('robotsTxt', () => {
  it('allows everything and names the absolute sitemap of the site URL', () => {
    const text = robotsTxt('https://www.paros-rentals.example');
    expect(text).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.paros-rentals.example/sitemap-index.xml\n',
    );
    expect(text).not.toMatch(/Disallow/);
  });
  it('refuses a site URL that is not absolute http(s)', () => {
    expect(() => robotsTxt('/relative')).toThrow(/PUBLIC_SITE_URL/);
    expect(() => robotsTxt('ftp://example.com')).toThrow(/absolute http\(s\)/);
  });
});

describe('llmsTxt', () => {
  it('writes the llms.txt shape: H1, blockquote, facts, link sections with absolute URLs, Optional last', () => {
    const text = llmsTxt({
      siteUrl: 'https://site.example',
      name: 'Paros Rentals',
      summary: 'Cars,\n scooters and ATVs.',
      facts: ['Phone: +30 22840 00000'],
      sections: {
        Pages: [{ title: 'Fleet [all]', path: '/fleet', note: 'Every vehicle' }],
        Empty: [],
      },
      optional: [{ title: 'Terms', path: 'https://other.example/terms' }],
    });
    expect(text).toBe(
      '# Paros Rentals\n\n> Cars, scooters and ATVs.\n\n- Phone: +30 22840 00000\n\n## Pages\n\n- [Fleet all](https://site.example/fleet): Every vehicle\n\n## Optional\n\n- [Terms](https://other.example/terms)\n',
    );
  });
});

describe('icons from the logo', () => {
  it('favicon.ico holds an image of each size in an ICO directory (BMP entries, read by every browser)', async () => {
    const ico = await faviconIco(logo);
    expect(ico.readUInt16LE(0)).toBe(0); // reserved
    expect(ico.readUInt16LE(2)).toBe(1); // type: icon
    expect(ico.readUInt16LE(4)).toBe(FAVICON_SIZES.length);
    const widths = FAVICON_SIZES.map((_, i) => ico.readUInt8(6 + i * 16) || 256);
    expect(widths).toEqual([...FAVICON_SIZES]);
    const firstOffset = ico.readUInt32LE(6 + 12);
    expect(ico.readUInt32LE(firstOffset)).toBe(40); // BITMAPINFOHEADER
    expect(ico.readInt32LE(firstOffset + 4)).toBe(FAVICON_SIZES[0]);
  });
  it('apple-touch-icon is a 180 px opaque PNG in the logo colours', async () => {
    const png = await appleTouchIcon(logo, '#0a5c8f');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: APPLE_TOUCH_SIZE,
      height: APPLE_TOUCH_SIZE,
      hasAlpha: false,
    });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x0a, 0x5c, 0x8f]); // the rounded corner is filled, not black
  });
});
