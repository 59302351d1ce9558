#!/usr/bin/env node
/**
 * `npm run bench:throughput` (also step 7 of `npm run bench`): requests per second of the two
 * servers of the site side by side in one run, on the same build — nginx in front of the Node
 * service (`npm run serve:nginx`, the setup of docs/deploy.md) and the Node service alone
 * (`npm run serve`) — with autocannon (issue "One policy, a plain house": the front must hold).
 *
 * For each server, route (`/`, `/fleet`, a missing page), encoding the client accepts (`gzip`,
 * `br`; the missing page with gzip only) and number of clients (50, 300): requests per second,
 * p99 latency, errors (connection errors, time-outs and answers with another status than the
 * route's: 200, or 404 for the missing page) and the `Content-Encoding` served. The resident
 * memory of each Node process (the one alone and the one behind nginx) is sampled from
 * `/proc/<pid>/status` (VmRSS) every 250 ms through the whole run; its maximum is printed.
 *
 *   npm run build && npm run bench:throughput
 *   npm run bench:throughput -- --seconds 5 --connections 50,300 --dist dist
 *
 * Every run appends one dated JSON line to `bench-results/throughput-history.jsonl` (git-ignored,
 * like all of bench-results/: measurements belong to the machine they were taken on) and writes
 * the whole result to `bench-results/throughput.json`.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../lib/free-port.mjs';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '8' },
    connections: { type: 'string', default: '50,300' },
    label: { type: 'string', default: '' },
  },
});
const dist = resolve(args.dist);
const seconds = Number(args.seconds);
const connectionCounts = args.connections.split(',').map(Number);

/** The start scripts of the two servers (server/ since the policy issue, scripts/ before it). */
const serveScript = existsSync('server/serve.mjs') ? 'server/serve.mjs' : 'scripts/serve.mjs';
const nginxScript = existsSync('server/nginx-serve.mjs')
  ? 'server/nginx-serve.mjs'
  : 'scripts/nginx-serve.mjs';

/**
 * Resident memory of a process in MB, or 0 when it has gone.
 *
 * @param {number} pid
 * @returns {number}
 */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * The pids of a process's children (Linux `/proc/<pid>/task/<tid>/children`).
 *
 * @param {number} pid
 * @returns {number[]}
 */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Waits until `url` answers (any status), at most 60 s.
 *
 * @param {string} url
 */
async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-throughput-'));
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  CONTACT_DATA_DIR: dataDir,
  CONTACT_RATE_LIMIT_POINTS: '1000000',
};
const nodePort = await freePort();
const nginxPort = await freePort();
const node = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', serveScript, dist], {
  env: { ...env, PORT: String(nodePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const front = spawn(process.execPath, [nginxScript, dist], {
  env: { ...env, PORT: String(nginxPort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopAll = () => {
  for (const child of [front, node]) if (child.exitCode === null) child.kill('SIGTERM');
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const servers = [
  { name: 'nginx', origin: `http://127.0.0.1:${nginxPort}` },
  { name: 'node', origin: `http://127.0.0.1:${nodePort}` },
];
try {
  await Promise.all(servers.map((s) => waitFor(`${s.origin}/`)));
} catch (error) {
  stopAll();
  throw error;
}
// The Node service behind nginx: the child of the nginx script that is a Node process.
const behindPid = childrenOf(/** @type {number} */ (front.pid)).find((pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('serve.mjs');
  } catch {
    return false;
  }
});
const memory = { node: 0, behindNginx: 0 };
const sampler = setInterval(() => {
  memory.node = Math.max(memory.node, rssMb(/** @type {number} */ (node.pid)));
  if (behindPid) memory.behindNginx = Math.max(memory.behindNginx, rssMb(behindPid));
}, 250);
const startRss = rssMb(/** @type {number} */ (node.pid));

const scenarios = [
  { route: '/', encoding: 'gzip', status: 200 },
  { route: '/', encoding: 'br', status: 200 },
  { route: '/fleet', encoding: 'gzip', status: 200 },
  { route: '/fleet', encoding: 'br', status: 200 },
  { route: '/no-such-page-bench', encoding: 'gzip', status: 404 },
];

/** @type {Array<Record<string, string | number>>} */
const rows = [];
for (const connections of connectionCounts) {
  for (const scenario of scenarios) {
    for (const server of servers) {
      const url = `${server.origin}${scenario.route}`;
      const probe = await fetch(url, { headers: { 'accept-encoding': scenario.encoding } });
      await probe.arrayBuffer();
      const served = probe.headers.get('content-encoding') ?? 'identity';
      /** @type {any} */
      const result = await autocannon({
        url,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': scenario.encoding },
        timeout: 10,
      });
      const total = result.requests.total + result.errors + result.timeouts;
      const expected =
        scenario.status === 200 ? result['2xx'] : result['4xx']; /* 404 page: 4xx expected */
      const errors = result.errors + result.timeouts + (result.requests.total - expected);
      rows.push({
        server: server.name,
        route: scenario.route,
        accept: scenario.encoding,
        served,
        clients: connections,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        errors,
        requests: total,
      });
      console.log(
        `${server.name.padEnd(5)} ${scenario.route.padEnd(20)} ${scenario.encoding.padEnd(4)} → ${served.padEnd(8)} ${String(connections).padStart(3)} clients: ${String(Math.round(result.requests.average)).padStart(6)} req/s, p99 ${String(result.latency.p99).padStart(5)} ms, ${errors} errors`,
      );
    }
  }
}
clearInterval(sampler);
stopAll();
rmSync(dataDir, { recursive: true, force: true });

const summary = {
  date: new Date().toISOString(),
  label: args.label,
  seconds,
  cores: cpus().length,
  // The machine's load when the run ended (other work on a shared host skews every figure).
  loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
  nodeRssStartMb: Math.round(startRss),
  nodeRssMaxMb: Math.round(memory.node),
  behindNginxRssMaxMb: Math.round(memory.behindNginx),
  rows,
};
console.table(rows);
console.log(
  `Load average at the end: ${summary.loadAverage.join(', ')} on ${summary.cores} cores.`,
);
console.log(
  `Node alone: RSS ${summary.nodeRssStartMb} MB at start, at most ${summary.nodeRssMaxMb} MB; the Node service behind nginx: at most ${summary.behindNginxRssMaxMb} MB.`,
);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/throughput.json', `${JSON.stringify(summary, null, 2)}\n`);
appendFileSync('bench-results/throughput-history.jsonl', `${JSON.stringify(summary)}\n`);
console.log(
  'Written: bench-results/throughput.json; appended to bench-results/throughput-history.jsonl',
);
