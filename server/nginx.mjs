// @ts-check
/**
 * nginx on this machine, for `npm run serve:nginx` (server/nginx-serve.mjs), the smoke tests and
 * the throughput bench: where the binary is, whether its Brotli module is installed, and the
 * static `deploy/nginx.conf` turned into a configuration that runs from a private prefix folder on
 * loopback ({@link localNginxConf}) — the same file the server runs, with only its machine facts
 * replaced, so the tests exercise the deployed configuration.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The deployed configuration (static; it includes the build's snippet). */
export const DEPLOY_CONF = new URL('../deploy/nginx.conf', import.meta.url);

/**
 * The nginx binary: `$NGINX_BIN`, else `nginx` on the PATH, else `/usr/sbin/nginx`.
 *
 * @returns {string | null} its path, or `null` when there is none
 */
export function findNginx() {
  if (process.env.NGINX_BIN)
    return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  return null;
}

/** What to do when nginx is missing (one paragraph). */
export const NGINX_MISSING =
  "nginx is not installed (looked for $NGINX_BIN, nginx on the PATH and /usr/sbin/nginx). Install Debian's package: `sudo apt-get install -y nginx libnginx-mod-http-brotli-static` " +
  '(macOS: `brew install nginx`), or set NGINX_BIN to its path. CI installs it in .ci/run. No system nginx service is needed: this script runs its own.';

/** Debian's Brotli static module (`libnginx-mod-http-brotli-static`). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Whether Debian's Brotli static module is installed for nginx.
 *
 * @returns {boolean}
 */
export function brotliModuleEnabled() {
  return existsSync(BROTLI_MODULE);
}

/**
 * @typedef {object} LocalOptions
 * @property {string} dist absolute path of the build (with `client/` and `nginx/site.conf`)
 * @property {number} apiPort the Node service's port on 127.0.0.1
 * @property {string} listen nginx's address, e.g. `127.0.0.1:8080`
 * @property {boolean} brotli whether the Brotli module is there (else `brotli_static` is dropped)
 * @property {string[]} [serverNames] names the site answers to (default `127.0.0.1 localhost`)
 * @property {number} [workerConnections] default: the deployed value
 */

/**
 * `deploy/nginx.conf` for a private run: no `user` (the caller's), pid, logs and temp files in the
 * prefix folder, the build at `dist`, the Node service on `apiPort`, listening on `listen` only.
 * Everything else — workers, connections, the default server that refuses unknown Hosts, the
 * included snippet — is the deployed file's.
 *
 * @param {string} template the text of `deploy/nginx.conf`
 * @param {LocalOptions} options
 * @returns {string}
 * @throws {Error} when a line it must replace is missing from the template
 */
export function localNginxConf(template, options) {
  /** @type {Array<[RegExp, string]>} */
  const edits = [
    [/^user .*;\n/m, ''],
    [/^pid .*;$/m, 'pid nginx.pid;'],
    [/^error_log .*;$/m, 'error_log stderr warn;'],
    [
      /^(\s*)access_log .*;$/m,
      '$1access_log off;\n$1client_body_temp_path tmp/client_body;\n$1proxy_temp_path tmp/proxy;\n$1fastcgi_temp_path tmp/fastcgi;\n$1uwsgi_temp_path tmp/uwsgi;\n$1scgi_temp_path tmp/scgi;',
    ],
    [/^\s*listen \[::\]:80.*\n/gm, ''],
    [/listen 80 default_server;/, `listen ${options.listen} default_server;`],
    [/listen 80;/, `listen ${options.listen};`],
    [/server 127\.0\.0\.1:4321;/, `server 127.0.0.1:${options.apiPort};`],
    [
      /server_name www\.paros-rentals\.example;/,
      `server_name ${(options.serverNames ?? ['127.0.0.1', 'localhost']).join(' ')};`,
    ],
    [/\/srv\/paros-rentals\/dist/g, options.dist],
  ];
  // Debian's module files name their .so relative to nginx's prefix, which is ours here.
  edits.push([
    /^include \/etc\/nginx\/modules-enabled\/\*\.conf;$/m,
    options.brotli ? `load_module ${BROTLI_MODULE};` : '',
  ]);
  if (!options.brotli) edits.push([/^\s*brotli_static on;\n/m, '']);
  if (options.workerConnections)
    edits.push([/worker_connections \d+;/, `worker_connections ${options.workerConnections};`]);
  let text = template;
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(text))
      throw new Error(
        `deploy/nginx.conf: expected a line matching ${pattern} (see server/nginx.mjs)`,
      );
    pattern.lastIndex = 0;
    text = text.replace(pattern, replacement);
  }
  return text;
}
