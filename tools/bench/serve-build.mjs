// @ts-check
/**
 * What the benchmarks of `npm run bench` share (tools/bench/README.md): the production server
 * started on a build, and their Markdown tables.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../lib/free-port.mjs';

/**
 * Starts the project's server (`server/serve.mjs`; `scripts/serve.mjs` in a checkout of a commit
 * from before that folder existed) of `root` on the build folder `dist`, on a free port of
 * 127.0.0.1, and resolves once its home page answers.
 *
 * @param {string} dist the build folder
 * @param {string} [root] the project folder whose server runs (default: the current one)
 * @returns {Promise<{ origin: string; stop: () => void }>} `origin` `http://127.0.0.1:PORT`;
 *   `stop` ends the server (also on SIGINT/SIGTERM of this process)
 * @throws {Error} when it does not answer within 30 s (it is stopped then)
 */
export async function serveBuild(dist, root = process.cwd()) {
  const port = await freePort();
  const script = existsSync(join(root, 'server/serve.mjs'))
    ? 'server/serve.mjs'
    : 'scripts/serve.mjs';
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', script, resolve(dist)],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ASTRO_NODE_LOGGING: 'disabled',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  // Interrupted: stop the server before leaving.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => {
      stop();
      setTimeout(() => process.exit(130), 500);
    });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 300) {
      stop();
      throw new Error(`The server at ${origin} did not answer within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, stop };
}

/**
 * A Markdown table, cells padded to their column's width.
 *
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 * @param {string} [align] per column `l` (default) or `r`
 * @returns {string}
 */
export function table(header, rows, align = '') {
  const width = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)),
  );
  const cell = (/** @type {string | number | undefined} */ v, /** @type {number} */ i) =>
    align[i] === 'r'
      ? String(v ?? '').padStart(width[i] ?? 0)
      : String(v ?? '').padEnd(width[i] ?? 0);
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `|${width.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}
