/**
 * How the Node service starts and fails (see `docs/deploy.md`, "The Node service"):
 * - on a Node without `node:sqlite` (older than 22.13, or started with `--no-experimental-sqlite`)
 *   the server refuses to start with one line naming the version and the fix, exit code 1;
 * - the one production start command, `npm run serve`, serves the build and logs no
 *   ExperimentalWarning, also after a contact message is stored in the SQLite outbox;
 * - an outbox that cannot be written answers 503 with a JSON `{error}` (never an empty 500), for
 *   an outbox folder that cannot be created and for an outbox file that cannot be opened;
 * - behind a proxy (nginx sets `X-Forwarded-For` to the visitor's address), the contact rate limit
 *   counts visitors, not the proxy, whatever the Host; the header is believed only from the
 *   addresses of `TRUSTED_PROXIES` (server/policy.mjs, `clientAddress`), so a client that reaches
 *   the Node server directly cannot choose its address.
 *
 * Runs on a build: `npm run build && npm run test:integration` (or `E2E_DIST=.dist-x`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/lib/free-port.mjs';
import { runtimeProblem } from '../../server/runtime.mjs';
import { siteOrigin } from '../e2e/routes';
import { distDir, startSite, waitFor } from './support';

const scratch = mkdtempSync(join(tmpdir(), 'paros-runtime-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const message = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '',
  message: 'Subject: Hello\n\nIs the outbox writable today?',
  vehicleType: 'other',
};

describe('the server refuses a Node it cannot run on', () => {
  it('without node:sqlite: exit 1 and one line naming the version and the fix', () => {
    const run = spawnSync(
      process.execPath,
      ['--no-experimental-sqlite', 'server/serve.mjs', distDir],
      { encoding: 'utf8', env: { ...process.env, PORT: '1' } },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Node ${process.versions.node}`);
    expect(lines[0]).toContain('node:sqlite');
    expect(lines[0]).toContain('npm run serve');
    expect(run.stdout).toBe('');
  });

  it('names the version and the fix for a Node older than 22.13 (the check the server runs first)', () => {
    const line = runtimeProblem({ version: '20.20.2', sqlite: false, execPath: '/usr/bin/node' });
    expect(line).toBe(
      "The site's server needs Node >= 22.13.0 (for node:sqlite, the contact outbox); this is Node 20.20.2 (/usr/bin/node). Start it with `npm run serve` (or `npm start`), which runs the project's own Node 22 from node_modules/.bin after `npm install`.",
    );
    expect(runtimeProblem({ version: '22.12.0', sqlite: true })).toMatch(
      /needs Node >= 22\.13\.0.*this is Node 22\.12\.0/,
    );
    expect(runtimeProblem({ version: '22.13.0', sqlite: true })).toBeNull();
    expect(runtimeProblem({ version: '24.1.0', sqlite: true })).toBeNull();
  });

  it('on a Node that reports a version older than 22.13: exit 1 and one line naming it', () => {
    // The project's Node 22 made to report 20.20.2 (the Debian Node of this machine and of CI is
    // such a Node; this way the check runs the same on any developer machine).
    const fake =
      'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})';
    const run = spawnSync(process.execPath, ['--import', fake, 'server/serve.mjs', distDir], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '1' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^The site's server needs Node >= 22\.13\.0 .*this is Node 20\.20\.2 .*`npm run serve`/,
      ),
    ]);
  });
});

describe('npm run serve, the production start command', () => {
  it('serves the build and logs no ExperimentalWarning, also after storing a message', async () => {
    const port = await freePort();
    // A process group of its own: npm does not pass SIGTERM on to the server it started, so the
    // test stops the whole group (as systemd or Ctrl-C in a terminal do).
    const child = spawn('npm', ['run', '--silent', 'serve', '--', distDir], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        CONTACT_DATA_DIR: join(scratch, 'npm-serve'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitFor(
        () =>
          fetch(`${origin}/`)
            .then((r) => r.ok)
            .catch(() => false),
        30_000,
        `npm run serve to answer:\n${output}`,
      );
      const response = await fetch(`${origin}/api/send-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(message),
      });
      expect(response.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(output).toContain(`http://127.0.0.1:${port}/`);
      expect(output).not.toMatch(/ExperimentalWarning|Warning:/);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      // The server itself is gone too: its port refuses connections.
      await waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            () => false,
            () => true,
          ),
        10_000,
        'the server of npm run serve to stop',
      );
    }
  }, 60_000);
});

describe('an outbox that cannot be written answers 503 JSON {error}', () => {
  const cases = [
    // The folder cannot be created: its parent is a file.
    { what: 'an outbox folder that cannot be created', dir: () => '/dev/null/outbox' },
    // The folder exists but outbox.sqlite is a folder, so SQLite cannot open it.
    {
      what: 'an outbox file that cannot be opened',
      dir: () => {
        const dir = join(scratch, 'blocked');
        mkdirSync(join(dir, 'outbox.sqlite'), { recursive: true });
        return dir;
      },
    },
  ];
  it.each(cases)(
    '$what',
    async ({ dir }) => {
      const site = await startSite({ CONTACT_DATA_DIR: dir() });
      try {
        const json = await fetch(`${site.origin}/api/send-email`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: site.origin },
          body: JSON.stringify(message),
        });
        expect(json.status).toBe(503);
        expect(json.headers.get('content-type')).toMatch(/^application\/json/);
        const body = (await json.json()) as { error?: unknown };
        expect(typeof body.error).toBe('string');
        expect(String(body.error).length).toBeGreaterThan(10);
        // The server keeps serving pages.
        expect((await fetch(`${site.origin}/contact`)).status).toBe(200);
      } finally {
        await site.stop();
      }
    },
    60_000,
  );
});

describe('the rate limit behind a proxy', () => {
  /** POSTs a valid message with the given Host and X-Forwarded-For (fetch cannot set Host). */
  function postAs(origin: string, host: string, forwardedFor: string): Promise<number> {
    const body = JSON.stringify(message);
    return new Promise((resolve, reject) => {
      const req = request(
        `${origin}/api/send-email`,
        {
          method: 'POST',
          headers: {
            Host: host,
            'X-Forwarded-For': forwardedFor,
            'Content-Type': 'application/json',
            Origin: host === new URL(siteOrigin).host ? siteOrigin : origin,
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.once('error', reject);
      req.end(body);
    });
  }

  it('counts each forwarded visitor from a trusted proxy (127.0.0.1 by default), whatever the Host', async () => {
    const site = await startSite({
      CONTACT_DATA_DIR: join(scratch, 'rate'),
      CONTACT_RATE_LIMIT_POINTS: '1',
    });
    try {
      const siteHost = new URL(siteOrigin).host;
      expect(await postAs(site.origin, siteHost, '203.0.113.1')).toBe(200);
      expect(await postAs(site.origin, siteHost, '203.0.113.1')).toBe(429);
      expect(await postAs(site.origin, siteHost, '203.0.113.2')).toBe(200); // another visitor
      // Another Host through the same proxy: still one bucket per visitor, not one for all.
      const localHost = new URL(site.origin).host;
      expect(await postAs(site.origin, localHost, '198.51.100.1')).toBe(200);
      expect(await postAs(site.origin, localHost, '198.51.100.2')).toBe(200);
    } finally {
      await site.stop();
    }
  }, 60_000);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy (TRUSTED_PROXIES empty)', async () => {
    const site = await startSite({
      CONTACT_DATA_DIR: join(scratch, 'rate-direct'),
      CONTACT_RATE_LIMIT_POINTS: '1',
      TRUSTED_PROXIES: '',
    });
    try {
      const siteHost = new URL(siteOrigin).host;
      expect(await postAs(site.origin, siteHost, '203.0.113.1')).toBe(200);
      // A made-up address does not buy a fresh bucket: the peer's address is the key.
      expect(await postAs(site.origin, siteHost, '203.0.113.9')).toBe(429);
    } finally {
      await site.stop();
    }
  }, 60_000);
});
