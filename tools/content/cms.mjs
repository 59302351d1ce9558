#!/usr/bin/env node
// @ts-check
/**
 * `npm run cms`: the content editor on this machine (docs/editing.md, "The editor on your own
 * machine"). Starts Decap's proxy server (`decap-server` in `git` mode, the mode where the
 * editorial workflow works: every save is a branch `cms/{collection}/{slug}`, publishing merges
 * it) on a local clone of the repository, and the site's dev server, whose `/admin` talks to that
 * proxy and whose pages show the clone's content.
 *
 *   node tools/content/cms.mjs [--repo DIR] [--port 4321] [--proxy-port 8081] [--host 127.0.0.1]
 *
 * --repo DIR        the git repository the editor saves to (default `.cms/repo`, a clone of this
 *                   repository made on the first run; its `main` gets what you publish: push it
 *                   or fetch from it). The proxy checks branches out in it: never point it at a
 *                   working copy you are editing.
 * --port            the dev server's port (open http://127.0.0.1:PORT/admin)
 * --proxy-port      the proxy's port
 *
 * Both servers listen on loopback only (the proxy has no authentication). Stops both on Ctrl-C;
 * exits when either stops. The end-to-end test `tests/e2e/cms.spec.ts` runs this script on a
 * throwaway repository.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    port: { type: 'string', default: '4321' },
    'proxy-port': { type: 'string', default: '8081' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const host = String(values.host);
const port = String(values.port);
const proxyPort = String(values['proxy-port']);
const repo = resolve(values.repo ?? join(root, '.cms/repo'));

if (!existsSync(join(repo, '.git'))) {
  if (values.repo) {
    console.error(`npm run cms: ${repo} is not a git repository`);
    process.exit(2);
  }
  mkdirSync(dirname(repo), { recursive: true });
  console.log(`Cloning this repository into ${repo} (the editor's local repository)…`);
  execFileSync('git', ['clone', '--quiet', root, repo], { stdio: 'inherit' });
}
const branch = execFileSync('git', ['-C', repo, 'rev-parse', '--abbrev-ref', 'HEAD'])
  .toString()
  .trim();

/**
 * A package's script, run with this Node (under `npm run`, the project's Node 22: Astro needs it,
 * whatever `node` the shell would find first).
 */
const script = (/** @type {string} */ path) =>
  /** @type {const} */ ([process.execPath, [join(root, 'node_modules', path)]]);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * Starts a child that shares this terminal; when it stops, everything stops.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {Record<string, string>} env added to this process's environment
 * @param {string} [cwd]
 */
function start(command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => stop(code ?? 1));
  return child;
}

let stopping = false;
/** Stops both servers and exits with `code`. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => stop(0));

start(
  ...script('decap-server/dist/index.js'),
  {
    MODE: 'git',
    GIT_REPO_DIRECTORY: repo,
    PORT: proxyPort,
    BIND_HOST: host,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  repo,
);
const [node, astro] = script('astro/bin/astro.mjs');
// --ignore-lock: Astro allows one dev server per project unless told; this one may run beside
// yours (`npm run dev`), with a cache of its own (the clone's content is not yours).
start(node, [...astro, 'dev', '--ignore-lock', '--host', host, '--port', port], {
  ASTRO_DEV_BACKGROUND: '0',
  ASTRO_TELEMETRY_DISABLED: '1',
  // `/admin` saves through the proxy (Decap uses `local_backend` when opened on localhost) to the
  // repository's checked-out branch; the pages show that repository's content.
  CMS_PROXY_URL: `http://${host}:${proxyPort}/api/v1`,
  CMS_BRANCH: branch,
  CONTENT_DIR: join(repo, 'content'),
  ASTRO_CACHE_DIR: `${repo}.astro-cache`,
});
console.log(
  `\n  Content editor: http://${host}:${port}/admin (saves to ${repo}, branch ${branch}, through the proxy on port ${proxyPort})\n`,
);
