/**
 * `server/security.mjs` reads the build's `<meta>` policies and adds the headers itself,
 * instead of `@astrojs/node`'s documented `staticHeaders` option. These tests check, on the
 * installed packages, the two facts that make the option unfit (see the module's docstring); when
 * an upgrade changes either, they fail, and the choice deserves a second look.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string): string => readFileSync(`node_modules/${path}`, 'utf8');

describe('why security.mjs does not use @astrojs/node staticHeaders', () => {
  it('with staticHeaders, Astro leaves the <meta> policy out of the pages (which static hosts and nginx rely on)', () => {
    // The adapter feature sends the CSP to the adapter ('adapter') instead of into the page.
    expect(read('astro/dist/core/build/plugins/plugin-manifest.js')).toMatch(
      /cspDestination:\s*settings\.adapter\?\.adapterFeatures\?\.staticHeaders\s*\?\s*"adapter"/,
    );
    // The <meta http-equiv="content-security-policy" content="…"> (attribute order as metaPolicies() reads it) only with 'meta'.
    expect(read('astro/dist/runtime/server/render/head.js')).toMatch(
      /cspDestination === "meta"\)\s*\{[^}]*?"http-equiv":\s*"content-security-policy",\s*content:/,
    );
  });

  it('staticHeaders carries only the Content-Security-Policy of prerendered pages, no other header', () => {
    const adapter = read('@astrojs/node/dist/index.js');
    expect(adapter).toContain('staticHeaders');
    const keys = [...adapter.matchAll(/key:\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual(['Content-Security-Policy']);
  });
});
