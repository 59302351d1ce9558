/**
 * The generated test photos (`tools/lib/test-photos.mjs`): the same options give the same bytes
 * (so the photo build's image cache is reused from run to run, docs/images.md, "Rebuilds stay
 * fast"), another seed another photo, and the grain is there (a photo's noise, not a flat drawing).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../../tools/lib/test-photos.mjs';

const dir = mkdtempSync(join(tmpdir(), 'test-photos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('makePhoto', () => {
  it('writes the same bytes for the same seed and other bytes for another seed', async () => {
    const size = { width: 400, height: 300 };
    const a = await makePhoto(join(dir, 'a.jpg'), { ...size, seed: 3 });
    const b = await makePhoto(join(dir, 'b.jpg'), { ...size, seed: 3 });
    const c = await makePhoto(join(dir, 'c.jpg'), { ...size, seed: 4 });
    expect(readFileSync(a.file).equals(readFileSync(b.file))).toBe(true);
    expect(readFileSync(a.file).equals(readFileSync(c.file))).toBe(false);
    expect([a.width, a.height]).toEqual([400, 300]);
  });

  it('has grain: a patch of plain sky varies like a camera sensor, not like a drawing', async () => {
    const { file } = await makePhoto(join(dir, 'grain.jpg'), {
      width: 400,
      height: 300,
      seed: 1,
    });
    // A strip of sky four rows high, top left (the sun and the hills are elsewhere): the sky's
    // gradient is vertical, so without grain the strip is almost one colour (a standard
    // deviation under 2; with the grain about 15).
    const strip = await sharp(file)
      .extract({ left: 10, top: 10, width: 40, height: 4 })
      .png()
      .toBuffer();
    const { channels } = await sharp(strip).stats();
    for (const channel of channels) expect(channel.stdev).toBeGreaterThan(6);
  });
});
