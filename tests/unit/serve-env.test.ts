/**
 * The start scripts read `.env` (audit 32b #1): `npm run serve:nginx`, like `npm run serve`, takes
 * its settings from `.env` (the environment wins), so the Node service behind nginx gets SMTP_URL
 * and the other server settings. Runs the package's own scripts in a scratch folder whose `.env`
 * points SERVE_DIST at a folder with no build: the scripts' answer names that folder.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).scripts;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'paros-env-'));
  for (const folder of ['server', 'src', 'tools', 'node_modules'])
    symlinkSync(join(root, folder), join(dir, folder));
  mkdirSync(join(dir, 'empty'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'env-probe', private: true, type: 'module', scripts }),
  );
  // NGINX_BIN: any existing file, so the script gets past its nginx check to the build check.
  writeFileSync(
    join(dir, '.env'),
    `SERVE_DIST=${join(dir, 'empty')}\nNGINX_BIN=${process.execPath}\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run <script>` in the scratch folder; its exit status and stderr. */
async function npmRun(script: string): Promise<{ code: number; stderr: string }> {
  const env = { ...process.env };
  delete env.SERVE_DIST;
  delete env.NGINX_BIN;
  try {
    const { stderr } = await run('npm', ['run', '--silent', script], { cwd: dir, env });
    return { code: 0, stderr };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('start scripts read .env', () => {
  it.each(['serve', 'serve:nginx'])('npm run %s takes SERVE_DIST from .env', async (script) => {
    const { code, stderr } = await npmRun(script);
    expect(code).toBe(1);
    expect(stderr).toContain(`No build found at ${join(dir, 'empty')}`);
  });
});
