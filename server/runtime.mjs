// @ts-check
/**
 * What the Node server needs from the Node it runs on, checked before it starts (see
 * `docs/deploy.md`, "The Node service"): Node >= 22.13, where the built-in `node:sqlite` (the
 * contact outbox) is available without a flag. On an older Node the site would serve its pages
 * and then fail at the first contact post; instead the server refuses to start with one line
 * that names the version and the fix.
 */

/** The oldest Node the server runs on (`node:sqlite` without a flag). */
export const MIN_NODE_VERSION = '22.13.0';

/**
 * Whether version `a` is older than `b` (plain `major.minor.patch`, an optional leading `v`).
 *
 * @param {string} a e.g. `20.20.2`
 * @param {string} b e.g. `22.13.0`
 */
function older(a, b) {
  const parts = (/** @type {string} */ v) =>
    v
      .replace(/^v/, '')
      .split('.')
      .map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  return false;
}

/**
 * Why this Node cannot run the server, or `null` when it can.
 *
 * @param {{ version: string; sqlite: boolean; execPath?: string }} runtime the Node version
 *   (`process.versions.node`), whether `node:sqlite` loads, and the binary's path
 * @returns {string | null} one line naming the version and the fix, e.g. `The site's server
 *   needs Node >= 22.13.0 with node:sqlite; this is Node 20.20.2 (/usr/bin/node). Start it with
 *   \`npm run serve\`, which runs the project's own Node 22 …`
 */
export function runtimeProblem({ version, sqlite, execPath }) {
  const where = execPath ? ` (${execPath})` : '';
  const fix =
    "Start it with `npm run serve` (or `npm start`), which runs the project's own Node 22 from node_modules/.bin after `npm install`.";
  if (older(version, MIN_NODE_VERSION)) {
    return `The site's server needs Node >= ${MIN_NODE_VERSION} (for node:sqlite, the contact outbox); this is Node ${version}${where}. ${fix}`;
  }
  if (!sqlite) {
    return `The site's server needs node:sqlite (the contact outbox), which this Node ${version}${where} does not offer (was it started with --no-experimental-sqlite?). ${fix}`;
  }
  return null;
}

/**
 * {@link runtimeProblem} for the running process: tries `node:sqlite` through
 * `process.getBuiltinModule` (nothing is imported when it is missing).
 *
 * @returns {string | null}
 */
export function currentRuntimeProblem() {
  let sqlite = false;
  try {
    sqlite = Boolean(process.getBuiltinModule?.('node:sqlite'));
  } catch {
    sqlite = false;
  }
  return runtimeProblem({ version: process.versions.node, sqlite, execPath: process.execPath });
}
