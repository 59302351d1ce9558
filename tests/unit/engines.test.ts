import { describe, expect, it } from 'vitest';
import {
  FIREFOX,
  MINIBROWSER,
  missingEngines,
  WEBKIT_DRIVER,
  XVFB_RUN,
} from '../../tests/engines/engines';

describe('the engine smoke suite finds its engines (tests/engines/engines.ts)', () => {
  const shell = '/opt/test/chromium';

  it('runs every engine when Debian’s packages are there', () => {
    const installed = new Set([WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN, FIREFOX, shell]);
    expect(missingEngines((p) => installed.has(p), { CHROMIUM_PATH: shell })).toEqual({
      webkit: null,
      firefox: null,
      chromium: null,
    });
  });

  it('names what is missing, engine by engine', () => {
    const installed = new Set([MINIBROWSER, shell]);
    expect(missingEngines((p) => installed.has(p), { CHROMIUM_PATH: shell })).toEqual({
      webkit: `not installed: ${WEBKIT_DRIVER}, ${XVFB_RUN}`,
      firefox: `not installed: ${FIREFOX}`,
      chromium: null,
    });
  });

  it('needs no xvfb-run with a display of its own', () => {
    const installed = new Set([WEBKIT_DRIVER, MINIBROWSER]);
    expect(
      missingEngines((p) => installed.has(p), { DISPLAY: ':0', CHROMIUM_PATH: shell }).webkit,
    ).toBeNull();
  });
});
