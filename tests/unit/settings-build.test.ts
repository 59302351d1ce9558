import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `astro sync` (the first step of every build) with one setting overridden. */
function syncWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'sync'], {
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a bad setting stops the build and names the setting', () => {
  it.each([
    ['PUBLIC_PHONE', 'call-us'],
    ['PUBLIC_SITE_URL', 'not a url'],
    ['PUBLIC_BOOKING_DATE_ORDER', 'year-first'],
  ])(
    '%s=%s',
    (name, value) => {
      const run = syncWith({ [name]: value });
      expect(run.status).not.toBe(0);
      expect(`${run.stdout}\n${run.stderr}`).toContain(name);
    },
    60_000,
  );
});
