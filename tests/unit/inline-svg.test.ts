import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INLINE_SVG_MAX_BYTES, inlineSvgSrc } from '../../src/lib/images/inline-svg';

/** The SVG a `data:image/svg+xml,` URL carries. */
const decode = (src: string) => decodeURIComponent(src.slice('data:image/svg+xml,'.length));

describe('inlineSvgSrc (a drawn hero inside the page, docs/architecture.md, "First paint")', () => {
  it('gives the hero illustration as a data: URL of its file', () => {
    const src = inlineSvgSrc('/images/art/hero-paros.svg');
    expect(src.startsWith('data:image/svg+xml,%3Csvg')).toBe(true);
    expect(decode(src)).toBe(readFileSync('public/images/art/hero-paros.svg', 'utf8').trim());
    // No character that would end the attribute or the URL early.
    expect(src).not.toMatch(/["'<> #]/);
  });

  it.each(['art', 'vehicles'])(
    'inlines every drawing of public/images/%s up to the size limit, and no larger one',
    (folder) => {
      const files = readdirSync(`public/images/${folder}`).filter((f) => f.endsWith('.svg'));
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const inlined = inlineSvgSrc(`/images/${folder}/${file}`).startsWith('data:');
        expect(inlined, file).toBe(
          statSync(`public/images/${folder}/${file}`).size <= INLINE_SVG_MAX_BYTES,
        );
      }
    },
  );

  it("gives a vehicle's drawing as a data: URL of its file (the LCP picture of its page)", () => {
    const src = inlineSvgSrc('/images/vehicles/toyota-aygo.svg');
    expect(decode(src)).toBe(readFileSync('public/images/vehicles/toyota-aygo.svg', 'utf8').trim());
  });

  it('leaves photos, remote URLs, other folders and unknown files as they are', () => {
    for (const src of [
      '/images/vehicles/no-such-vehicle.svg',
      '/images/art/no-such-file.svg',
      '/_astro/aygo.Ab12.webp',
      'https://cdn.example.com/images/art/hero-paros.svg',
      '/images/logo.svg',
    ])
      expect(inlineSvgSrc(src)).toBe(src);
  });
});
