#!/usr/bin/env node
/**
 * Serves a production build with the Node adapter's standalone handler (the prerendered pages,
 * the assets and the on-demand API route), adding what the adapter does not (docs/requirements.md,
 * "Speed, accessibility and security"):
 * - the security headers of `server/security.mjs` on every response (the CSP header is
 *   derived from the build's own `<meta>` policies, see `policyFromBuild`);
 * - Brotli / gzip compression of text responses (the `compression` middleware: Brotli when the
 *   client accepts it, else gzip; bodies of 1 KB and more; `Vary: Accept-Encoding`).
 *
 *   npm run serve                          # the production start command (see below)
 *   node server/serve.mjs [buildDir]      # default `dist` (or $SERVE_DIST)
 *
 * `npm run serve` runs `node --disable-warning=ExperimentalWarning --env-file-if-exists=.env
 * server/serve.mjs` with the project's Node 22: settings from `.env` (the environment wins), and
 * no ExperimentalWarning for `node:sqlite` in the log. On a Node without `node:sqlite` (< 22.13)
 * it refuses to start with one line naming the version and the fix (`server/runtime.mjs`).
 *
 * HOST (default 127.0.0.1) and PORT (default 4321) choose where it listens; with
 * SERVER_CERT_PATH and SERVER_KEY_PATH it serves HTTPS, like the adapter's own server. Prints the
 * local address. `npm start`, `npm run serve`, the Playwright web server and the integration
 * tests all start the site through this file.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { constants } from 'node:zlib';
import { applySecurityHeaders, policyFromBuild, securityHeaders } from './security.mjs';
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
if (!existsSync(entry)) {
  console.error(
    `No build found at ${entry}: run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

// The adapter's entry starts its own server unless told not to; we want its handler only.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
/** @type {{ handler: (req: http.IncomingMessage, res: http.ServerResponse) => void }} */
const { handler } = await import(pathToFileURL(entry).href);

const headers = securityHeaders(
  policyFromBuild(resolve(dist, 'client'), { supabaseUrl: process.env.PUBLIC_SUPABASE_URL }),
);

/** Brotli at quality 5 for text (a good ratio at a small CPU cost per response), gzip level 6. */
const compress = compression({
  brotli: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
  level: 6,
});

/** @type {http.RequestListener} */
const listener = (req, res) => {
  applySecurityHeaders(res, headers, (req.url ?? '').split('?')[0]);
  // Pages answer GET and HEAD only; 405 with Allow otherwise (server/methods.mjs).
  const refusal = methodNotAllowed(req.method, req.url);
  if (refusal) {
    res.writeHead(refusal.status, refusal.headers).end(refusal.body);
    return;
  }
  // The middleware's `next` only calls on; it never fails for a plain request.
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => handler(req, res));
};

const server =
  process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH
    ? https.createServer(
        {
          cert: readFileSync(process.env.SERVER_CERT_PATH),
          key: readFileSync(process.env.SERVER_KEY_PATH),
        },
        listener,
      )
    : http.createServer(listener);
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
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
