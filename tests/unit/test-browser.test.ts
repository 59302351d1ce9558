import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  benchBrowserPath,
  CHROMIUM,
  HEADLESS_SHELL,
  testBrowserPath,
} from '../../tools/lib/test-browser.mjs';

describe('testBrowserPath (the browser the end-to-end tests drive)', () => {
  it('takes CHROMIUM_PATH when it is set', () => {
    expect(testBrowserPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it("prefers Debian's headless shell when it is installed, else the whole chromium", () => {
    expect(testBrowserPath({})).toBe(existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
  });

  it('ignores an empty CHROMIUM_PATH', () => {
    expect(testBrowserPath({ CHROMIUM_PATH: '' })).toBe(testBrowserPath({}));
  });
});

describe('benchBrowserPath (the browser Lighthouse and the benchmarks launch)', () => {
  it('takes CHROMIUM_PATH when it is set', () => {
    expect(benchBrowserPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it('prefers the whole chromium, else the headless shell when only that is installed', () => {
    const expected =
      existsSync(CHROMIUM) || !existsSync(HEADLESS_SHELL) ? CHROMIUM : HEADLESS_SHELL;
    expect(benchBrowserPath({})).toBe(expected);
  });
});
