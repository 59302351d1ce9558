#!/usr/bin/env node
/**
 * `npm run bench:contact` — throughput and latency of `POST /api/send-email` on the production
 * build, with autocannon (and, for reference, a static page, the 404 page and the `/_image` route,
 * which must answer like the 404 page: src/server/image-endpoint.ts). Starts an SMTP sink (the `smtp-server` package, in this process) and the
 * built server (`server/serve.mjs {BENCH_DIST:-dist}`, as in production) with a fresh SQLite outbox and the rate
 * limit lifted, then runs each scenario and prints a table: requests per second and p50/p99
 * latency, plus how many stored messages the sink received.
 *
 *   npm run build && npm run bench:contact
 *   BENCH_DIST=.dist-contact BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench:contact
 *
 * Results are also written to bench-results/contact.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../lib/free-port.mjs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';

const dist = process.env.BENCH_DIST ?? 'dist';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const entry = `${dist}/server/entry.mjs`;
if (!existsSync(entry)) {
  console.error(`No build at ${entry}: run \`npm run build\` first (or set BENCH_DIST).`);
  process.exit(1);
}

// SMTP sink: accepts everything, keeps only a count.
let delivered = 0;
const smtpPort = await freePort();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      delivered++;
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));

// The built site.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-contact-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['--disable-warning=ExperimentalWarning', 'server/serve.mjs', dist],
  {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT_POINTS: '1000000000',
      CONTACT_RETRY_BASE_SECONDS: '1',
      CONTACT_RETRY_MAX_SECONDS: '2',
      ASTRO_NODE_LOGGING: 'disabled',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 300) throw new Error('The server did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const valid = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  phone: '+30 690 000 0000',
  message:
    'Subject: car-rental\n\nDo you have an automatic car from 15/07 to 22/07 at the airport?',
  vehicleType: 'car-rental',
};
const form = new URLSearchParams({
  firstName: 'Bench',
  lastName: 'Visitor',
  email: 'bench@example.com',
  phone: '',
  subject: 'booking',
  message: 'Is a car free next week?',
  website: '',
}).toString();

const scenarios = [
  {
    name: 'POST JSON, valid (stored + e-mailed)',
    method: 'POST',
    path: '/api/send-email',
    type: 'application/json',
    body: JSON.stringify(valid),
    stores: true,
  },
  {
    name: 'POST form, valid (no-JS, 303)',
    method: 'POST',
    path: '/api/send-email',
    type: 'application/x-www-form-urlencoded',
    body: form,
    stores: true,
  },
  {
    name: 'POST JSON, invalid (400)',
    method: 'POST',
    path: '/api/send-email',
    type: 'application/json',
    body: JSON.stringify({ ...valid, email: 'nope' }),
  },
  { name: 'GET /contact (static page, reference)', method: 'GET', path: '/contact' },
  // Issue "Nothing hostile gets through": the on-demand image route does no image work; it answers
  // the 404 page as fast as any unknown path does.
  { name: 'GET unknown path (404 page, reference)', method: 'GET', path: '/no-such-page' },
  {
    name: 'GET /_image, 4000 px AVIF asked (404 page)',
    method: 'GET',
    path: '/_image?href=/images/og-card.png&w=4000&h=4000&f=avif&q=100',
  },
];

/** Stored outbox rows. */
const stored = () => {
  const db = new DatabaseSync(join(dataDir, 'outbox.sqlite'), { readOnly: true });
  try {
    return Number(db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get().n);
  } finally {
    db.close();
  }
};

const rows = [];
for (const s of scenarios) {
  const result = await autocannon({
    url: `${origin}${s.path}`,
    method: s.method,
    connections,
    duration: seconds,
    headers: s.type ? { 'content-type': s.type, origin } : {},
    body: s.body,
  });
  rows.push({
    scenario: s.name,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    statuses: ['1xx', '2xx', '3xx', '4xx', '5xx']
      .filter((k) => result[k])
      .map((k) => `${k}:${result[k]}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  });
}

// Every stored message must reach the sink.
const drainStart = Date.now();
const total = stored();
while (delivered < total && Date.now() - drainStart < 120_000)
  await new Promise((r) => setTimeout(r, 200));
const drainSeconds = (Date.now() - drainStart) / 1000;

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await new Promise((r) => sink.close(r));
rmSync(dataDir, { recursive: true, force: true });

const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'errors'];
const width = Object.fromEntries(
  header.map((h) => [h, Math.max(h.length, ...rows.map((r) => String(r[h]).length))]),
);
const line = (cells) => `| ${header.map((h) => String(cells[h]).padEnd(width[h])).join(' | ')} |`;
console.log(
  `\nPOST /api/send-email benchmark — ${connections} connections, ${seconds} s per scenario, Node ${process.version}, ${cpus().length} CPUs, build ${dist}\n`,
);
console.log(line(Object.fromEntries(header.map((h) => [h, h]))));
console.log(`|${header.map((h) => '-'.repeat(width[h] + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(
  `\nStored ${total} messages; the SMTP sink received ${delivered} (${delivered === total ? 'all' : 'NOT all'}), ${drainSeconds.toFixed(1)} s after the last request.`,
);

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/contact.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      connections,
      seconds,
      node: process.version,
      rows,
      stored: total,
      delivered,
      drainSeconds,
    },
    null,
    2,
  ),
);
if (delivered !== total) process.exitCode = 1;
