/**
 * The production server (`server/serve.mjs`) on a minimal build.
 *
 * It starts the contact service with itself (audit 32b #3, #4, #5): one line
 * says where the outbox is and whether e-mail is on, the outbox file exists before the first
 * message (created by the service's user), messages left pending are delivered at start, a
 * malformed mail setting only turns e-mail off, and any other malformed contact setting stops the
 * start with one line naming it. `server/serve.mjs` runs on a minimal build (a stub adapter
 * handler), so no site build is needed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeContactSite } from '../../server/contact-site.mjs';
import { openSqliteOutbox } from '../../src/lib/contact/server';
import { TestSmtp } from '../integration/support';
import { freePort } from '../../tools/lib/free-port.mjs';

const serve = resolve(import.meta.dirname, '../../server/serve.mjs');
/** The server's port, a free one for each test. */
let PORT = 0;

let dir: string;
let dist: string;
let child: ChildProcess | null = null;
const smtp = new TestSmtp();

beforeEach(async () => {
  PORT = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'serve-start-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, 'server'), { recursive: true });
  mkdirSync(join(dist, 'client'), { recursive: true });
  writeFileSync(join(dist, 'client', 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(
    join(dist, 'server', 'entry.mjs'),
    'export const handler = (req, res) => res.end("api");\n',
  );
  writeFileSync(
    join(dist, 'server', 'http-policy.json'),
    JSON.stringify({ pagePolicy: "default-src 'self'", notFoundPages: [] }),
  );
  writeContactSite(dist, {
    email: 'bookings@parosrentals.example',
    sampleEmail: false,
    name: 'Paros Rentals',
    siteUrl: 'https://parosrentals.example',
  });
});
afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  child = null;
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts the server with these settings; resolves with its output once it listens, or exits.
 */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(SMTP_URL|CONTACT_|SUPABASE_|SERVE_DIST)/.test(name),
    ),
  );
  const proc = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', serve, dist], {
    env: {
      ...clean,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      CONTACT_DATA_DIR: join(dir, 'data'),
      ...env,
    },
  });
  child = proc;
  let output = '';
  return new Promise((done) => {
    const check = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Paros rentals site:')) done({ code: null, output });
    };
    proc.stdout.on('data', check);
    proc.stderr.on('data', check);
    proc.once('exit', (code) => done({ code, output }));
  });
}

describe('the server starts the contact service', () => {
  it('says where the outbox is and that e-mail is off, and creates the outbox', async () => {
    const { code, output } = await start({});
    expect(code).toBeNull();
    expect(output).toContain(
      `Contact outbox: sqlite ${join(dir, 'data', 'outbox.sqlite')}; e-mail OFF: SMTP_URL is not set; messages stay pending (npm run outbox)`,
    );
    expect(existsSync(join(dir, 'data', 'outbox.sqlite'))).toBe(true);
  });

  it('delivers messages left pending at start, to the business e-mail of the build', async () => {
    const store = openSqliteOutbox(join(dir, 'data'));
    await store.add({
      name: 'Left Pending',
      email: 'left@example.com',
      phone: '',
      message: 'Subject: other\n\nstored while e-mail was off',
      vehicleType: 'other',
    });
    await smtp.start();
    const { output } = await start({ SMTP_URL: smtp.url });
    expect(output).toContain(`e-mail: smtp://127.0.0.1:${smtp.port}`);
    // The mail reaches the server before the outbox marks it sent: wait for both (a loaded
    // 2-core host takes its time).
    for (let i = 0; i < 200; i++) {
      if (smtp.received.length > 0 && (await store.list())[0]?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['bookings@parosrentals.example']]);
    expect((await store.list())[0]?.status).toBe('sent');
    await store.close();
  });

  it('a malformed SMTP_URL turns e-mail off, naming the setting, and the server runs', async () => {
    const { code, output } = await start({ SMTP_URL: 'smtp.gmail.com:587' });
    expect(code).toBeNull();
    expect(output).toContain('e-mail OFF: Invalid setting SMTP_URL: expected smtp://host:port');
    expect(output).not.toContain('unavailable');
  });

  it('a malformed rate limit stops the start with one line naming it', async () => {
    const { code, output } = await start({ CONTACT_RATE_LIMIT_POINTS: 'ten' });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Contact settings: Invalid setting CONTACT_RATE_LIMIT_POINTS: /);
  });
});

describe('a page written after the server started (audit 32b #8)', () => {
  it('is served once it exists, though it was asked for while missing', async () => {
    await start({});
    const url = `http://127.0.0.1:${PORT}/late`;
    expect((await fetch(url)).status).toBe(404);
    // As `npm run build` does under a running server: the page appears a little later.
    writeFileSync(join(dist, 'client', 'late.html'), '<!doctype html><title>late</title>');
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await fetch(url)).status;
    }
    expect(status).toBe(200);
  });
});
