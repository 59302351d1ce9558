#!/usr/bin/env node
// @ts-check
/**
 * The production server: serves a build by the HTTP policy of `server/policy.mjs` (docs/deploy.md,
 * "The Node service"; issue "One policy, a plain house"):
 * - pages and files of `dist/client` as files, each text file as its precompressed `.br` or `.gz`
 *   sibling when the client accepts it (written by the build; nothing is compressed per request),
 *   with the policy's headers (security headers, CSP by kind, `Cache-Control`), ETag and
 *   Last-Modified as nginx writes them, and `304 Not Modified` on a matching revalidation (the
 *   `send` library does the file I/O, ranges and conditional requests);
 * - clean URLs (`/fleet` → `fleet.html`), one canonical form (a trailing slash → 301 without it,
 *   a relative Location), `GET`/`HEAD` only on pages (405 with `Allow`), build-only files such as
 *   `/_headers` answered as missing;
 * - a missing path: the nearest 404 page of the build (`/fr/…` → `fr/404.html`), status 404;
 * - a `Host` header that names no server (`isValidHost`): 400, JSON under `/api`, as nginx refuses
 *   it before any location;
 * - a client that sends its request slowly: 408 after 20 s without its headers or 30 s without
 *   the whole request ({@link TIMEOUTS});
 * - `/api` and below: the Node adapter's handler (the contact endpoint), after the visitor's
 *   address is settled: `X-Forwarded-For` is believed only from `TRUSTED_PROXIES` (default
 *   127.0.0.1 and ::1, the bundled nginx), otherwise the connection's peer is the address; unknown
 *   `/api` paths get a JSON 404.
 *
 *   npm run serve                          # the production start command (see below)
 *   node server/serve.mjs [buildDir]       # default `dist` (or $SERVE_DIST)
 *
 * `npm run serve` runs `node --disable-warning=ExperimentalWarning --env-file-if-exists=.env
 * server/serve.mjs` with the project's Node 22: settings from `.env` (the environment wins), and
 * no ExperimentalWarning for `node:sqlite` in the log. On a Node without `node:sqlite` (< 22.13)
 * it refuses to start with one line naming the version and the fix (`server/runtime.mjs`).
 *
 * At start it also starts the contact service (`server/contact-site.mjs`, `startContact`): it
 * opens the outbox, prints `Contact outbox: sqlite …/data/outbox.sqlite; e-mail: smtp://host:port`
 * (or `e-mail OFF: …` naming a malformed mail setting: messages are still stored), and delivers
 * messages left pending; a malformed `CONTACT_RATE_LIMIT_*` / `CONTACT_RETRY_*` stops the start
 * with one line naming it.
 *
 * HOST (default 127.0.0.1) and PORT (default 4321) choose where it listens; with
 * SERVER_CERT_PATH and SERVER_KEY_PATH it serves HTTPS. Prints the local address. `npm start`,
 * `npm run serve`, `npm run serve:nginx`, the Playwright web server and the integration tests all
 * start the site through this file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import send from 'send';
import {
  API_ENDPOINTS,
  API_NOT_FOUND_ERROR,
  apiError,
  candidateFiles,
  clientAddress,
  contentTypeOf,
  errorAnswer,
  isApi,
  isBuildOnly,
  isNotFoundPage,
  isValidHost,
  NOT_FOUND_RULE,
  normalizePath,
  notFoundFile,
  REDIRECT_BODY,
  REDIRECT_RULE,
  redirectFor,
  responseHeaders,
  ruleFor,
  trustedProxies,
} from './policy.mjs';
import { startContact } from './contact-site.mjs';
import { methodNotAllowed } from './methods.mjs';
import { currentRuntimeProblem } from './runtime.mjs';

// Refuse an unfit Node (no node:sqlite: the contact outbox) at start, not at the first post.
const runtimeProblem = currentRuntimeProblem();
if (runtimeProblem) {
  console.error(runtimeProblem);
  process.exit(1);
}

const dist = resolve(process.argv[2] ?? process.env.SERVE_DIST ?? 'dist');
const entry = resolve(dist, 'server/entry.mjs');
const policyFile = resolve(dist, 'server/http-policy.json');
if (!existsSync(entry) || !existsSync(policyFile)) {
  console.error(
    `No build found at ${existsSync(entry) ? policyFile : entry}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const trusted = trustedProxies(process.env.TRUSTED_PROXIES);
const clientDir = resolve(dist, 'client');

// The adapter's entry starts its own server unless told not to; we want its handler only.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
/** @type {{ handler: (req: http.IncomingMessage, res: http.ServerResponse) => void }} */
const { handler } = await import(pathToFileURL(entry).href);

/** @type {{ pagePolicy: string; notFoundPages: string[]; defaultLang?: string }} */
const { pagePolicy, notFoundPages, defaultLang } = JSON.parse(readFileSync(policyFile, 'utf8'));

// The contact service starts with the server, not at the first message (audit 32b #3, #4, #5):
// one line says where the outbox is and whether e-mail is on, messages left pending are
// delivered now, and a malformed contact setting other than the mail ones stops the start here.
/** @type {{ close(): Promise<void> } | null} */
let contact = null;
try {
  contact = await startContact(dist, process.env, (line) => console.log(line));
} catch (error) {
  console.error(
    `Contact settings: ${error instanceof Error ? error.message : String(error)} (fix it in the environment or .env, then start again)`,
  );
  process.exit(1);
}

/**
 * Whether a build file exists (a regular file; folders are not files). A file found is
 * remembered until one of them vanishes (a deploy replaced the build: see `sendFile`); a file
 * missing is remembered for {@link MISSING_TTL_MS} only, so a page asked for while `npm run build`
 * rewrites `dist/` is served once it is written (audit 32b #8: before, it stayed 404 until a
 * restart), and a stream of requests for missing paths still costs one disk look-up per path
 * per second.
 *
 * @type {Map<string, true | number>} `true`, or when a "missing" answer expires (ms since the epoch)
 */
const known = new Map();
/** How long a "file missing" answer is trusted (ms). */
const MISSING_TTL_MS = 1000;
/** @param {string} file a path under the client folder, e.g. `/fleet.html` */
function isFile(file) {
  const now = Date.now();
  const seen = known.get(file);
  if (seen === true) return true;
  if (seen !== undefined && seen > now) return false;
  let found;
  try {
    found = statSync(join(clientDir, file)).isFile();
  } catch {
    found = false;
  }
  if (known.size < 50_000 || known.has(file)) known.set(file, found ? true : now + MISSING_TTL_MS);
  return found;
}

/**
 * The encoding to send a file in: `br` or `gzip` when the client accepts it (not `;q=0`) and the
 * build made that sibling, else `null`.
 *
 * @param {string | undefined} accept the request's `Accept-Encoding`
 * @param {string} file
 * @returns {{ has: boolean; encoding: 'br' | 'gzip' | null }} `has`: the file has siblings at all
 */
function encodingFor(accept, file) {
  const hasGzip = isFile(`${file}.gz`);
  const hasBrotli = isFile(`${file}.br`);
  const accepts = (/** @type {string} */ name) =>
    new RegExp(
      `(?:^|,)\\s*${name}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`,
      'i',
    ).test(accept ?? '');
  if (hasBrotli && accepts('br')) return { has: true, encoding: 'br' };
  if (hasGzip && accepts('gzip')) return { has: true, encoding: 'gzip' };
  return { has: hasGzip || hasBrotli, encoding: null };
}

/**
 * Sends a file of the build with the policy's headers.
 *
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file e.g. `/fleet.html`
 * @param {{ status: 200 | 404; rule: import('./policy.mjs').Rule }} how the status and the rule
 *   whose headers apply
 */
function sendFile(req, res, file, { status, rule }) {
  for (const [name, value] of Object.entries(responseHeaders(rule, pagePolicy)))
    res.setHeader(name, value);
  res.setHeader('Content-Type', contentTypeOf(file));
  const { has, encoding } = encodingFor(req.headers['accept-encoding'], file);
  if (has) res.setHeader('Vary', 'Accept-Encoding');
  const sent = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  let stat;
  try {
    stat = statSync(join(clientDir, sent));
  } catch {
    // The build changed under the running server (a deploy without a restart): ask the disk
    // again from now on, and answer this request as a missing file would be.
    known.clear();
    answer(res, errorAnswer(503, file));
    return;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // ETag and Last-Modified as nginx writes them (mtime and size in hex), so both servers agree.
  res.setHeader(
    'ETag',
    `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`,
  );
  // nginx sends Last-Modified and Accept-Ranges with a 200 only, and no Accept-Ranges with a
  // precompressed file.
  if (status === 200) res.setHeader('Last-Modified', stat.mtime.toUTCString());
  res.statusCode = status;
  if (status !== 200) {
    // An error page is never revalidated or ranged (nginx answers those only for 200).
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    delete req.headers.range;
  }
  send(req, sent, {
    root: clientDir,
    dotfiles: 'allow',
    index: false,
    etag: false,
    lastModified: false,
    cacheControl: false,
    acceptRanges: status === 200 && !encoding,
  })
    .on('error', () => answer(res, errorAnswer(500, '/')))
    .pipe(res);
}

/**
 * Writes a made-up answer (errors, 405, API 404).
 *
 * @param {http.ServerResponse} res
 * @param {{ status: number; headers: Record<string, string>; body: string }} reply
 */
function answer(res, reply) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .writeHead(reply.status, { ...reply.headers, 'Content-Length': Buffer.byteLength(reply.body) })
    .end(reply.body);
}

/**
 * Every request: a request the code below fails on is answered 500 (or its connection closed when
 * the answer had begun), logged, and the service goes on serving (one request never stops it).
 *
 * @type {http.RequestListener}
 */
const listener = (req, res) => {
  try {
    serveRequest(req, res);
  } catch (error) {
    console.error(`Request ${JSON.stringify(req.url)} failed:`, error);
    if (res.headersSent) res.destroy();
    else answer(res, errorAnswer(500, '/'));
  }
};

/** @type {http.RequestListener} */
const serveRequest = (req, res) => {
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const search = q >= 0 ? raw.slice(q) : '';
  let path;
  try {
    path = decodeURIComponent(q >= 0 ? raw.slice(0, q) : raw);
  } catch {
    answer(res, errorAnswer(400, '/'));
    return;
  }
  if (!path.startsWith('/') || path.includes('\0')) {
    answer(res, errorAnswer(400, '/'));
    return;
  }
  // Collapse repeated slashes and resolve `.` and `..` segments as nginx does, so both see the
  // same path; a path that climbs above the root is refused (nginx: 400), never looked up.
  const normal = normalizePath(path);
  if (normal === null) {
    answer(res, errorAnswer(400, '/'));
    return;
  }
  path = normal;
  // A Host that names no server (nginx answers these 400 itself): 400, JSON under /api.
  if (!isValidHost(req.headers.host)) {
    answer(res, errorAnswer(400, path));
    return;
  }

  // One canonical form, for pages and the API alike: no trailing slash; one address per page
  // (no `.html`, no prefix for the default language). A 404 page's addresses are missing pages.
  const notFoundPage = isNotFoundPage(path, notFoundPages);
  const location = notFoundPage ? null : redirectFor(path, search, defaultLang);
  if (location) {
    for (const [name, value] of Object.entries(responseHeaders(REDIRECT_RULE, pagePolicy)))
      res.setHeader(name, value);
    res.writeHead(301, {
      Location: location,
      'Content-Type': 'text/html',
      'Content-Length': Buffer.byteLength(REDIRECT_BODY),
    });
    res.end(req.method === 'HEAD' ? undefined : REDIRECT_BODY);
    return;
  }

  if (isApi(path)) {
    const refusal = methodNotAllowed(req.method, path);
    const headers = responseHeaders(ruleFor(path), pagePolicy);
    if (refusal) {
      answer(res, { ...refusal, headers: { ...headers, ...refusal.headers } });
      return;
    }
    if (!API_ENDPOINTS.includes(path)) {
      answer(res, {
        status: 404,
        headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
        body: apiError(API_NOT_FOUND_ERROR),
      });
      return;
    }
    // The visitor's address for Astro's `clientAddress` (the rate limit's key).
    const address = clientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trusted,
    );
    if (address) req.headers['x-forwarded-for'] = address;
    else delete req.headers['x-forwarded-for'];
    delete req.headers['x-forwarded-host'];
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    handler(req, res);
    return;
  }

  const refusal = methodNotAllowed(req.method, path);
  if (refusal) {
    const headers = responseHeaders({ kind: 'data', cacheControl: 'no-store', csp: 'none' }, '');
    answer(res, { ...refusal, headers: { ...headers, ...refusal.headers } });
    return;
  }
  const file = isBuildOnly(path) || notFoundPage ? undefined : candidateFiles(path).find(isFile);
  if (file) {
    sendFile(req, res, file, { status: 200, rule: ruleFor(file) });
    return;
  }
  const page = notFoundFile(path, notFoundPages);
  if (page) sendFile(req, res, page, { status: 404, rule: NOT_FOUND_RULE });
  else answer(res, errorAnswer(404, path));
};

/**
 * How long a client may take to send its request (docs/deploy.md, "The Node service"), for a
 * server that faces visitors itself (behind nginx, nginx reads the request first and hands it on
 * at once). Node's defaults, 60 s for the headers and 300 s for the whole request, let a client
 * that trickles its body a byte at a time hold a connection for five minutes (audit 33b #12).
 *
 * - `headersTimeout` 20 s: a request's headers (under 2 KB from a browser, one or two packets)
 *   within 20 s of its start, time for a few of TCP's retransmissions on a bad mobile link;
 * - `requestTimeout` 30 s: the whole request, body included, within 30 s: the contact form's
 *   post (a few KB, at most 32 KB) needs a couple of seconds even at 2G speeds (a 4 KB post at
 *   10 kbit/s: 3.3 s);
 * - `connectionsCheckingInterval` 5 s: how often Node looks for requests over their time (its
 *   default, 30 s, would let one run up to a minute).
 *
 * A request over its time is answered 408 and its connection closed (`clientError` below). Idle
 * keep-alive connections close after Node's `keepAliveTimeout` (5 s). Responses are not timed:
 * a phone downloading a page slowly is never cut off.
 */
const TIMEOUTS = Object.freeze({
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
});

const server =
  process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH
    ? https.createServer(
        {
          ...TIMEOUTS,
          cert: readFileSync(process.env.SERVER_CERT_PATH),
          key: readFileSync(process.env.SERVER_KEY_PATH),
        },
        listener,
      )
    : http.createServer(TIMEOUTS, listener);
// Node's own answer to a request it cannot parse: the policy's headers, as nginx's error pages.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return;
  const code = /** @type {{ code?: string }} */ (error).code;
  const status =
    code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const reply = errorAnswer(status, '/');
  const head = Object.entries({ ...reply.headers, Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\nContent-Length: ${Buffer.byteLength(reply.body)}\r\n\r\n${reply.body}`,
  );
});
server.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const scheme = server instanceof https.Server ? 'https' : 'http';
  console.log(
    `\n  Paros rentals site: ${scheme}://${host === '0.0.0.0' ? 'localhost' : host}:${port}/\n`,
  );
});
// Stopped by a signal: no new connections, open ones closed, then exit. Should a socket outlive
// closeAllConnections (it closes the sockets of Node's HTTP parsers, not a socket the
// clientError answer above is ending), the exit does not wait on it past 3 s: a deploy or a
// restart never waits on a visitor's browser.
const STOP_DEADLINE_MS = 3000;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close(() => {
      if (contact) contact.close().finally(() => process.exit(0));
      else process.exit(0);
    });
    server.closeAllConnections();
    setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
  });
}
