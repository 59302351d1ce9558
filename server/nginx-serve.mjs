#!/usr/bin/env node
// @ts-check
/**
 * Serves a build through nginx in front of the Node service, on this machine, in the foreground
 * (no system service, no root needed): the setup of `docs/deploy.md` — the static
 * `deploy/nginx.conf` with the build's `dist/nginx/site.conf` — used by the smoke tests through
 * nginx and the throughput bench.
 *
 *   node server/nginx-serve.mjs [buildDir]        # default `dist` (or $SERVE_DIST)
 *   npm run serve:nginx                           # the same, with the settings of `.env`
 *
 * `npm run serve:nginx` runs it with `node --env-file-if-exists=.env`, as `npm run serve` runs
 * serve.mjs (the environment wins over `.env`); the Node service inherits the whole environment,
 * so SMTP_URL, CONTACT_*, TRUSTED_PROXIES … reach it (audit 32b #1). HOST/PORT are nginx's.
 *
 * - starts the Node service (`server/serve.mjs buildDir`, with `--disable-warning=ExperimentalWarning`)
 *   on 127.0.0.1 and `API_PORT` (default: a free port);
 * - writes `deploy/nginx.conf` with this machine's facts (`localNginxConf` of `server/nginx.mjs`:
 *   the build's path, the Node port, `HOST:PORT`, default 127.0.0.1:8080; no `brotli_static` when
 *   Debian's Brotli module is missing) into a fresh prefix folder (`$TMPDIR/paros-nginx-{PORT}`,
 *   pid and temp files; `NGINX_WORKER_CONNECTIONS` replaces the deployed `worker_connections` for a
 *   machine with a lower open-file limit) and runs
 *   `nginx -p PREFIX -c PREFIX/nginx.conf -e stderr -g 'daemon off;'`;
 * - prints the address, stops both on SIGINT / SIGTERM (or when either one exits) and removes
 *   the prefix folder.
 *
 * nginx is found as `$NGINX_BIN`, else `nginx` on the PATH, else `/usr/sbin/nginx`. Without it
 * the script stops with a message saying how to install it (Debian: `apt-get install nginx
 * libnginx-mod-http-brotli-static`; `.ci/run` does so in CI). nginx logs one `setrlimit` alert per
 * worker when it may not raise its open-file limit (not root, or a container without CAP_SYS_RESOURCE):
 * harmless under the limit the machine gives.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import { freePort } from '../tools/lib/free-port.mjs';
import {
  brotliModuleEnabled,
  DEPLOY_CONF,
  findNginx,
  localNginxConf,
  NGINX_MISSING,
} from './nginx.mjs';

const dist = resolve(process.argv[2] ?? process.env.SERVE_DIST ?? 'dist');
const nginx = findNginx();
if (!nginx) {
  console.error(NGINX_MISSING);
  process.exit(1);
}
if (!existsSync(join(dist, 'nginx', 'site.conf'))) {
  console.error(`No build found at ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? (await freePort()));

// The prefix is readable by nginx's worker user (nobody when started as root); nginx creates
// its temp folders in it with the right owner.
// One prefix per port, emptied at start: a run that was killed (SIGKILL) leaves nothing behind
// for long.
const prefix = join(tmpdir(), `paros-nginx-${port}`);
rmSync(prefix, { recursive: true, force: true });
mkdirSync(join(prefix, 'tmp'), { recursive: true, mode: 0o755 });
chmodSync(prefix, 0o755);
const config = localNginxConf(readFileSync(DEPLOY_CONF, 'utf8'), {
  dist,
  apiPort,
  listen: `${host.includes(':') ? `[${host}]` : host}:${port}`,
  brotli: brotliModuleEnabled(),
  ...(process.env.NGINX_WORKER_CONNECTIONS
    ? { workerConnections: Number(process.env.NGINX_WORKER_CONNECTIONS) }
    : {}),
});
writeFileSync(join(prefix, 'nginx.conf'), config);
const nginxArgs = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];

const test = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
if (test.status !== 0) {
  console.error(
    `nginx rejected the generated configuration (${join(prefix, 'nginx.conf')}):\n${test.stderr}`,
  );
  process.exit(1);
}

const node = spawn(
  process.execPath,
  ['--disable-warning=ExperimentalWarning', new URL('./serve.mjs', import.meta.url).pathname, dist],
  {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
// The service's own lines (the contact outbox and whether e-mail is on) are passed on; its
// address line is not: visitors use nginx's, printed below.
createInterface({ input: /** @type {import('node:stream').Readable} */ (node.stdout) }).on(
  'line',
  (line) => {
    if (line.trim() && !line.includes('Paros rentals site:')) console.log(line);
  },
);
/** @type {import('node:child_process').ChildProcess | null} */
let web = null;

let stopping = false;
/** Stops both processes and removes the prefix folder, then exits with `code`. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const children = [web, node].filter((c) => c !== null);
  let left = children.length;
  const done = () => {
    if (--left > 0) return;
    rmSync(prefix, { recursive: true, force: true });
    process.exit(code);
  };
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else {
      child.once('exit', done);
      child.kill('SIGTERM');
    }
  }
}
node.once('exit', (code) => {
  if (!stopping) console.error(`The Node service stopped (exit ${code}); stopping nginx.`);
  stop(code || 1);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => stop(0));

// nginx starts once the Node service answers, so that the 404 page and the API work from the
// first request nginx accepts.
const deadline = Date.now() + 30_000;
for (;;) {
  if (stopping) break;
  try {
    await fetch(`http://127.0.0.1:${apiPort}/`);
    break;
  } catch {
    if (Date.now() > deadline) {
      console.error(`The Node service did not answer on 127.0.0.1:${apiPort} within 30 s.`);
      stop(1);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
if (!stopping) {
  web = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  web.once('exit', (code) => {
    if (!stopping) console.error(`nginx stopped (exit ${code}); stopping the Node service.`);
    stop(code || 1);
  });
  console.log(
    `\n  Paros rentals site through nginx: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (Node service on 127.0.0.1:${apiPort})\n`,
  );
}
