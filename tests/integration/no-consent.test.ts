/**
 * No consent banner when nothing needs consent (docs/analytics.md, "Without a
 * provider"): the default build (no analytics provider) ships no cookie banner, no 'Cookie
 * settings' button and no consent code — in no page, in no page script, in no chunk of
 * `/_astro/`. The build with a provider (the photo build) shows the banner:
 * `tests/e2e/consent.spec.ts`.
 *
 * Runs on the default build: `npm run build && npm run test:integration` (or `E2E_DIST=.dist-x`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSENT_EVENT, CONSENT_KEY } from '../../src/stores/keys';
import { distDir } from './support';

const client = join(distDir, 'client');
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && !f.startsWith('admin'))
  .sort();
const assets = readdirSync(join(client, '_astro'));

describe('the default build, without an analytics provider', () => {
  it('has pages and a page script to check', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(assets.some((f) => /^page\.[\w-]+\.js$/.test(f))).toBe(true);
  });

  it.each(pages)('%s: no cookie banner texts, styles or Cookie settings button', (file) => {
    const html = readFileSync(join(client, file), 'utf8');
    expect(html).not.toContain('<cookie-consent');
    expect(html).not.toContain('data-cookie-settings');
    // The banner's styles (src/styles/consent.css) come with the banner, not in the page.
    expect(html).not.toContain('#cc-main');
  });

  it('no script or stylesheet of the build asks for consent or loads an analytics provider', () => {
    const offending = assets
      .filter((f) => /\.(?:js|css)$/.test(f))
      .filter((f) => {
        const code = readFileSync(join(client, '_astro', f), 'utf8');
        return (
          // vanilla-cookieconsent (its root element) and the consent store / banner trigger
          code.includes('cc-main') ||
          code.includes(CONSENT_KEY) ||
          code.includes(CONSENT_EVENT) ||
          // the providers' loader (src/scripts/analytics-provider.ts)
          code.includes('googletagmanager') ||
          code.includes('plausible')
        );
      });
    expect(offending).toEqual([]);
    expect(assets.filter((f) => /consent|analytics-provider/.test(f))).toEqual([]);
  });
});
