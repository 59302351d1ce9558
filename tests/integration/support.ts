/**
 * Helpers of the contact integration tests (and of `tools/bench/contact.mjs`'s spirit): a real
 * SMTP server in the test process (the `smtp-server` package), a minimal MIME reader (mailparser
 * does not install here), and the built site's Node server started as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { runAstro } from '../../tools/lib/astro-run.mjs';
import { freePort } from '../../tools/lib/free-port.mjs';
import {
  brotliModuleEnabled,
  DEPLOY_CONF,
  findNginx,
  localNginxConf,
  NGINX_MISSING,
} from '../../server/nginx.mjs';

/** One e-mail as the test SMTP server received it. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** Header names in lower case, values unfolded and RFC 2047-decoded. */
  headers: Record<string, string>;
  /** Decoded text body (quoted-printable / base64 undone). */
  text: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, enc: string, data: string) => {
        if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
        const bytes = data
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}

/** Undoes quoted-printable. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers and decoded body of a single-part message. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0)
      headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** A loopback SMTP server (no TLS, no auth) that keeps what it receives. */
export class TestSmtp {
  /** Every e-mail received since the test started. */
  readonly received: ReceivedMail[] = [];
  /** The port it listens on (chosen on the first start, kept across restarts). */
  port = 0;
  /**
   * When set, an e-mail whose raw text it matches is refused with this SMTP reply code after
   * `DATA` (as a provider's content filter does: 550 for good, 451 for now), and not kept.
   */
  refuse: { match: RegExp; code: number } | null = null;
  #server: SMTPServer | null = null;

  /** Starts listening (again, on the same port after {@link stop}). */
  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const received = this.received;
    const refusal = () => this.refuse;
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const refuse = refusal();
          if (refuse?.match.test(raw)) {
            callback(
              Object.assign(new Error('Message content rejected'), {
                responseCode: refuse.code,
              }),
            );
            return;
          }
          const from = session.envelope.mailFrom;
          received.push({
            mailFrom: from ? from.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(raw),
            raw,
          });
          callback();
        });
      },
    });
    const server = this.#server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Stops listening and drops open connections. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** `SMTP_URL` of this server. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** The built site's server (`server/serve.mjs {dist}`: the adapter's handler plus security headers) in a child process. */
export interface Site {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** What the server printed (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Builds the site with settings of a test into `outDir` (emptied first), one Astro at a time in
 * the project folder (`runAstro`, tools/lib/astro-run.mjs), for the suites that need a build of
 * their own (the photo build, `tests/photo-build.ts`).
 *
 * - A cache of its own (`cacheDir`): the integration files run side by side (vitest.config.ts),
 *   and two builds of different content must not share one content store.
 * - No .gz/.br files (`PRECOMPRESS=0`): such a build is checked and served in tests, never
 *   compared with nginx, and Brotli 11 over a fresh cache would cost a minute of CPU
 *   (src/build/http-policy.mjs).
 *
 * @param outDir the build folder (git-ignored), e.g. `.dist-photos`
 * @param cacheDir Astro's cache folder for this build, e.g. `.cache/astro-test-photos`
 * @param env the settings of the build, on top of this process's environment
 * @returns what the build printed (its warnings are checked by some tests)
 * @throws Error with the end of the output when the build fails
 */
export async function buildTestSite(
  outDir: string,
  cacheDir: string,
  env: Record<string, string>,
): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const run = await runAstro(['build', '--outDir', outDir], {
    ...process.env,
    ...env,
    ASTRO_CACHE_DIR: cacheDir,
    PRECOMPRESS: '0',
  });
  if (run.code !== 0)
    throw new Error(`astro build failed (${run.code}):\n${run.output.slice(-4000)}`);
  return run.output;
}

/** Build directory the tests run against: `E2E_DIST`, default `dist`. */
export const distDir = process.env.E2E_DIST ?? 'dist';

/**
 * Starts the built server (`server/serve.mjs`) with extra environment and waits until it answers.
 *
 * @param env settings on top of this process's environment; without `CONTACT_DATA_DIR` the server
 *   gets its own temporary outbox directory (removed on `stop`), never the project's `./data`
 * @param dir the build to serve (default {@link distDir}; the end-to-end suites serve the photo
 *   build, `tests/photo-build.ts`)
 * @throws when there is no build or the server does not answer within 30 s
 */
export async function startSite(env: Record<string, string>, dir = distDir): Promise<Site> {
  const entry = `${dir}/server/entry.mjs`;
  if (!existsSync(entry))
    throw new Error(
      `No build at ${entry}: run \`npm run build\` first (or set E2E_DIST to another build).`,
    );
  const port = await freePort();
  const ownData = env.CONTACT_DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'site-outbox-'));
  const removeOwnData = () => {
    if (ownData) rmSync(ownData, { recursive: true, force: true });
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/serve.mjs', dir],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ...(ownData ? { CONTACT_DATA_DIR: ownData } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      removeOwnData();
      throw new Error(`The site's server exited (${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      removeOwnData();
      throw new Error(`The site's server did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).then(removeOwnData),
  };
}

/** Waits until `check` returns a truthy value (polling every 100 ms). */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the built site through nginx in front of the Node service (`server/nginx-serve.mjs
 * {dist}`, the setup of `docs/deploy.md`) and waits until nginx answers. Fails (never skips) when
 * nginx is not installed, with the script's message saying how to install it.
 *
 * @throws when there is no build, no nginx, or no answer within 30 s
 */
export async function startNginxSite(env: Record<string, string>): Promise<Site> {
  if (!existsSync(`${distDir}/client/index.html`))
    throw new Error(
      `No build at ${distDir}: run \`npm run build\` first (or set E2E_DIST to another build).`,
    );
  // Both ports chosen here: the script's own pick could take nginx's, not yet listening.
  const [port, apiPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['server/nginx-serve.mjs', distDir], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PORT: String(apiPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx with the Node service did not start (exit ${child.exitCode}):\n${output}`,
      );
    if (output.includes('through nginx')) {
      try {
        if ((await fetch(`${origin}/`)).ok) break;
      } catch {
        // nginx not listening yet
      }
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`nginx did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built assets (`/_astro/…`) a page references, each once: in attributes (islands'
 * `component-url`, the space-separated list of their `data-chunk-deps`, images) and in the inline
 * page loader, whose URL is a string in a script (the stylesheet is inline, so no `<link>` names
 * one).
 */
export function builtAssets(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/["'`](\/_astro\/[^"'`]+)["'`]/g)].flatMap((m) => m[1]!.split(/\s+/)),
    ),
  ];
}

/**
 * nginx alone with the build's configuration (`deploy/nginx.conf` and the build's snippet, as
 * {@link startNginxSite} runs it), its Node service down: the `site_node` upstream is a port
 * nothing listens on, so every request under `/api` gets nginx's own 502.
 *
 * @throws when there is no nginx, or it does not answer `/` within 30 s
 */
export async function startNginxAlone(): Promise<Site> {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error(NGINX_MISSING);
  const [port, apiPort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(join(tmpdir(), 'paros-nginx-alone-'));
  mkdirSync(join(prefix, 'tmp'));
  // nginx's workers (nobody, when started as root) read the prefix.
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    localNginxConf(readFileSync(DEPLOY_CONF, 'utf8'), {
      dist: resolve(distDir),
      apiPort,
      listen: `127.0.0.1:${port}`,
      brotli: brotliModuleEnabled(),
    }),
  );
  const child = spawn(
    nginxBin,
    ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }).then(() => rmSync(prefix, { recursive: true, force: true }));
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
    try {
      if ((await fetch(`${origin}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, output: () => output, stop };
}
