/**
 * The content editor starts again when the address moves straight from one entry to another
 * (audit 33a #9: Back and Forward kept the French form on the German file's address, and Save
 * wrote the German text into fr.yaml).
 */
import { describe, expect, it } from 'vitest';
import { entryOfRoute, movesBetweenEntries } from '../../src/lib/cms/entry-route';

describe('the editor routes', () => {
  it('names the entry a route opens', () => {
    expect(entryOfRoute('#/collections/fleetText/entries/de')).toBe('fleetText/de');
    expect(entryOfRoute('#/collections/blog/entries/en%2Fsunset')).toBe('blog/en/sunset');
    expect(entryOfRoute('#/collections/blog')).toBeNull();
    expect(entryOfRoute('#/collections/blog/new')).toBeNull();
    expect(entryOfRoute('#/workflow')).toBeNull();
  });

  it('an entry to another entry needs a fresh start; through a list, a new entry or itself none', () => {
    const fr = '#/collections/fleetText/entries/fr';
    const de = '#/collections/fleetText/entries/de';
    expect(movesBetweenEntries(fr, de)).toBe(true);
    expect(movesBetweenEntries(fr, '#/collections/faqs/entries/home')).toBe(true);
    expect(movesBetweenEntries(fr, '#/collections/fleetText')).toBe(false);
    expect(movesBetweenEntries('#/collections/fleetText', de)).toBe(false);
    expect(movesBetweenEntries('#/collections/blog/new', '#/collections/blog/entries/x')).toBe(
      false,
    );
    expect(movesBetweenEntries(fr, fr)).toBe(false);
  });
});
