#!/usr/bin/env node
// @ts-check
/**
 * Prints the nginx configuration that serves a build of the site the way a CDN would, with the
 * Node service behind it for `/api/` (see `docs/deploy.md`):
 *
 *   node server/nginx-conf.mjs --root DIR --api URL --listen HOST:PORT [--site-only] [--prefix-paths]
 *
 * --root DIR        the build's static folder, e.g. `dist/client` (made absolute)
 * --api URL         the Node service (`npm run serve`), e.g. `http://127.0.0.1:4321`; repeat it for
 *                   several API servers (nginx spreads requests over them)
 * --listen HOST:PORT where nginx listens, e.g. `127.0.0.1:8080` or `80`
 * --site-only       print only the http-level part (maps, upstream, server) for
 *                   `/etc/nginx/conf.d/` of a system nginx; without it the output is a complete
 *                   `nginx.conf` (events, http, pid and temp paths relative to nginx's `-p` prefix)
 *
 * What the configuration does (the same as `server/serve.mjs`, the Node server, so that both
 * serve identical pages; `tests/integration/nginx.test.ts` compares them over the sitemap):
 * - clean URLs of `build.format: 'preserve'`: `/fleet` → `fleet/index.html` or `fleet.html`,
 *   `/` → `index.html`; a path with a trailing slash goes to the Node service (which redirects it);
 * - every path that is not a file of the build goes to the Node service, which renders the 404
 *   page on demand with status 404 in the path's language ('Vehicle Not Found' under `/fleet/`);
 * - the security headers and the Content-Security-Policy of `server/security.mjs`: pages get
 *   the build's page policy (`policyFromBuild`, the same function the Node server uses), other
 *   files `nonDocumentPolicy`, a 304 none; responses of the Node service keep its own headers;
 * - `Cache-Control`: `/_astro/*` (hashed names) a year, immutable; pages, `/sw.js`, the web
 *   manifest and other data files `no-cache` (revalidated with ETag / Last-Modified); other
 *   files (images, icons) a day;
 * - gzip for text (`Vary: Accept-Encoding`);
 * - methods: `/api/` passes every method to the Node service; static paths answer `GET` and
 *   `HEAD`, anything else `405` with `Allow: GET, HEAD`.
 *
 * Settings read from the environment, as the Node server reads them: `PUBLIC_SUPABASE_URL` (only
 * used when the build has no meta policy; see `policyFromBuild`).
 */
import { existsSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  fixedSecurityHeaders,
  nonDocumentPolicy,
  policyFromBuild,
  SERVICE_WORKER_PATH,
  workerCacheControl,
  workerPolicy,
} from '../server/security.mjs';

/**
 * @typedef {object} NginxOptions
 * @property {string} root absolute path of the build's static folder (`dist/client`)
 * @property {string[]} api origins of the Node service(s), e.g. `['http://127.0.0.1:4321']`
 * @property {string} listen nginx `listen` value, e.g. `127.0.0.1:8080`
 * @property {boolean} [siteOnly] only the http-level part (for a system nginx's `conf.d/`)
 * @property {string | undefined} [supabaseUrl] `PUBLIC_SUPABASE_URL` (see `policyFromBuild`)
 */

/**
 * The nginx binary, or `null`.
 *
 * @returns {string | null}
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
  "nginx is not installed (looked for $NGINX_BIN, nginx on the PATH and /usr/sbin/nginx). Install Debian's package: `sudo apt-get install -y nginx` " +
  '(macOS: `brew install nginx`), or set NGINX_BIN to its path. CI installs it in .ci/run. No system nginx service is needed: this script runs its own.';

/**
 * A value as an nginx double-quoted string.
 *
 * @param {string} value
 * @throws {Error} for `$` (nginx would read a variable), a line break or a control character
 */
export function quote(value) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[$\u0000-\u001f]/.test(value))
    throw new Error(
      `Cannot write ${JSON.stringify(value)} into an nginx configuration (a "$" or a control character)`,
    );
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * A `--api` value as an upstream `server` address.
 *
 * @param {string} url e.g. `http://127.0.0.1:4321`
 * @returns {string} e.g. `127.0.0.1:4321`
 * @throws {Error} for anything but an `http:` URL with a host (and no path)
 */
function upstreamServer(url) {
  if (!URL.canParse(url))
    throw new Error(
      `--api: not a URL: ${JSON.stringify(url)} (expected e.g. http://127.0.0.1:4321)`,
    );
  const u = new URL(url);
  if (u.protocol !== 'http:')
    throw new Error(
      `--api: only http: is supported between nginx and the Node service (got ${u.protocol})`,
    );
  if (u.pathname !== '/' || u.search)
    throw new Error(`--api: give the service's origin only, without a path (got ${url})`);
  return `${u.hostname.includes(':') ? `[${u.hostname}]` : u.hostname}:${u.port || 80}`;
}

/** MIME types of the files a build holds, as the Node server sends them. */
const types = {
  'text/html': ['html'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'application/xml': ['xml'],
  'text/plain': ['txt'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/vnd.microsoft.icon': ['ico'],
  'font/woff2': ['woff2'],
  'font/woff': ['woff'],
};
/** Types that get `; charset=utf-8` besides text/html (as the Node server sends them). */
const charsetTypes = ['text/css', 'text/javascript', 'application/json', 'text/plain'];
/** Types worth compressing (text/html is always compressed). */
const gzipTypes = [
  'text/css',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/plain',
  'image/svg+xml',
  'image/vnd.microsoft.icon',
];

/**
 * The `add_header` lines of a static location: the security headers (on every status), the
 * `Allow` header of a 405, and the location's `Cache-Control` (successful and 304 answers only).
 *
 * @param {string} cacheControl
 * @param {string} indent
 */
function staticHeaders(cacheControl, indent, csp = '$site_csp') {
  const lines = [
    `add_header Content-Security-Policy ${csp} always;`,
    ...Object.entries(fixedSecurityHeaders).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    ),
    'add_header Allow $site_allow always;',
    `add_header Cache-Control ${quote(cacheControl)};`,
  ];
  return lines.map((line) => indent + line).join('\n');
}

/**
 * The nginx configuration for a build.
 *
 * @param {NginxOptions} options
 * @returns {string} the configuration text
 * @throws {Error} when `root` is not a folder with an `index.html`, or for a bad `api` / `listen`
 */
export function nginxConfig(options) {
  const root = resolve(options.root);
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new Error(
      `--root: no such folder ${root} (build the site first: npm run build; the folder is dist/client)`,
    );
  if (!existsSync(resolve(root, 'index.html')))
    throw new Error(
      `--root: ${root} has no index.html; give the build's static folder, e.g. dist/client`,
    );
  if (!options.api.length)
    throw new Error('--api: give the Node service, e.g. --api http://127.0.0.1:4321');
  if (!/^(?:[\w.-]+:|\[[0-9a-f:]+\]:)?\d{1,5}$/i.test(options.listen))
    throw new Error(
      `--listen: expected HOST:PORT or PORT, e.g. 127.0.0.1:8080 (got ${JSON.stringify(options.listen)})`,
    );
  const pagePolicy = policyFromBuild(root, { supabaseUrl: options.supabaseUrl });
  const servers = options.api.map(upstreamServer);
  const proxy = (indent = '        ') =>
    [
      'proxy_pass http://site_api;',
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      // The public host, so Astro's origin check and absolute URLs see the site's address.
      'proxy_set_header Host $http_host;',
      // Replaced, not appended: the first X-Forwarded-For value is the one Astro trusts.
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Forwarded-Host $http_host;',
    ]
      .map((line) => indent + line)
      .join('\n');

  const site = `# Paros & Antiparos rentals: the static build ${root}
# served like a CDN, /api/ proxied to the Node service. Generated by
#   node server/nginx-conf.mjs --root ${root} --api ${options.api.join(' --api ')} --listen ${options.listen}
# Regenerate it after every build: the page policy carries the build's script and style hashes.

# Content-Security-Policy by response: pages get the build's page policy (server/security.mjs,
# policyFromBuild), other files nonDocumentPolicy, a 304 none (it would replace the cached page's).
map "$status:$sent_http_content_type" $site_csp {
    ~^304: "";
    ~^[0-9]+:text/html ${quote(pagePolicy)};
    default ${quote(nonDocumentPolicy)};
}

# The Allow header of a 405 (static paths answer GET and HEAD only).
map $request_method $site_allow {
    GET "";
    HEAD "";
    default "GET, HEAD";
}

upstream site_api {
${servers.map((s) => `    server ${s};`).join('\n')}
    keepalive 16;
}

server {
    listen ${options.listen};
    root ${quote(root)};
    server_tokens off;
    etag on;

    types {
${Object.entries(types)
  .map(([type, exts]) => `        ${type} ${exts.join(' ')};`)
  .join('\n')}
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types ${charsetTypes.join(' ')};

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 1024;
    gzip_types ${gzipTypes.join(' ')};

    # Methods other than GET and HEAD on static paths (TRACE too, which nginx refuses before any
    # location): 405 with Allow: GET, HEAD and the security headers.
    error_page 405 @site_405;
    location @site_405 {
${staticHeaders('no-cache', '        ')}
        return 405;
    }

    # The contact API (every method; the Node service answers 405 itself).
    location /api/ {
${proxy()}
    }

    # Hashed file names: cached for a year.
    location ^~ /_astro/ {
        if ($request_method !~ ^(GET|HEAD)$) { return 405; }
${staticHeaders('public, max-age=31536000, immutable', '        ')}
        try_files $uri @site_node;
    }

    # The service worker is revalidated on every load and runs under its own policy.
    location = ${SERVICE_WORKER_PATH} {
        if ($request_method !~ ^(GET|HEAD)$) { return 405; }
${staticHeaders(workerCacheControl, '        ', quote(workerPolicy))}
        try_files $uri @site_node;
    }
    location ~ \\.(?:html|webmanifest|json|xml|txt)$ {
        if ($request_method !~ ^(GET|HEAD)$) { return 405; }
${staticHeaders('no-cache', '        ')}
        try_files $uri @site_node;
    }

    # A trailing slash (other than /): the Node service redirects it to the clean URL.
    location ~ ^/.+/$ {
        if ($request_method !~ ^(GET|HEAD)$) { return 405; }
${proxy()}
    }

    # Pages by clean URL, then files; anything else is the Node service's 404 page.
    location / {
        if ($request_method !~ ^(GET|HEAD)$) { return 405; }
${staticHeaders('no-cache', '        ')}
        try_files $uri/index.html $uri.html @site_file;
    }
    location @site_file {
${staticHeaders('public, max-age=86400', '        ')}
        try_files $uri @site_node;
    }

    # Not a file of the build: the Node service renders the 404 page (status 404, the path's
    # language) with its own headers.
    location @site_node {
${proxy()}
    }
}
`;
  if (options.siteOnly) return site;
  return `# Complete nginx.conf: run with  nginx -p PREFIX -c PREFIX/nginx.conf -e stderr -g 'daemon off;'
# (pid and temp files live under PREFIX; see server/nginx-serve.mjs).
worker_processes 1;
pid nginx.pid;
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    access_log off;
    client_body_temp_path tmp/client_body;
    proxy_temp_path tmp/proxy;
    fastcgi_temp_path tmp/fastcgi;
    uwsgi_temp_path tmp/uwsgi;
    scgi_temp_path tmp/scgi;
    sendfile on;
    keepalive_timeout 30;

${site
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}}
`;
}

/** The command line: prints the configuration, or one line of error and exit code 2. */
function main() {
  try {
    const { values } = parseArgs({
      options: {
        root: { type: 'string' },
        api: { type: 'string', multiple: true },
        listen: { type: 'string' },
        'site-only': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(
        'Usage: node server/nginx-conf.mjs --root DIR --api URL [--api URL …] --listen HOST:PORT [--site-only]',
      );
      return;
    }
    if (!values.root || !values.api?.length || !values.listen)
      throw new Error(
        'give --root DIR --api URL --listen HOST:PORT (e.g. --root dist/client --api http://127.0.0.1:4321 --listen 127.0.0.1:8080)',
      );
    process.stdout.write(
      nginxConfig({
        root: values.root,
        api: values.api,
        listen: values.listen,
        siteOnly: values['site-only'],
        supabaseUrl: process.env.PUBLIC_SUPABASE_URL,
      }),
    );
  } catch (error) {
    console.error(`nginx-conf: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
