// @ts-check
import { createServer } from 'node:net';

/**
 * The ports {@link freePort} may hand out: `FREE_PORTS=4540-4559` limits them to a range (several
 * checkouts testing side by side on one machine, each in its own range); unset, any port the
 * system picks.
 *
 * @returns {{ first: number; last: number } | null}
 * @throws {Error} when `FREE_PORTS` is set but is not `first-last` with 1024 ≤ first ≤ last ≤ 65535
 */
function portRange() {
  const value = process.env.FREE_PORTS;
  if (!value) return null;
  const match = /^(\d+)-(\d+)$/.exec(value.trim());
  const [first, last] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || first < 1024 || last > 65535 || first > last)
    throw new Error(`FREE_PORTS must be a range such as 4540-4559, not ${JSON.stringify(value)}`);
  return { first, last };
}

/** Whether nothing listens on a port of 127.0.0.1 (a listener there could start). */
function isFree(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The next port of the range to try: handed-out ports are not offered again until the range wraps. */
let nextInRange = -1;

/**
 * A free TCP port on 127.0.0.1: the system picks one for a throw-away listener, which is closed
 * before the port is returned; with `FREE_PORTS` set (e.g. `4540-4559`), the next free port of that
 * range, in turn (one process never gets a port twice before the range wraps). Used by the
 * benchmarks (`tools/bench/`) and the integration tests (`tests/integration/support.ts`) to start
 * servers side by side.
 *
 * @returns {Promise<number>} the port number
 * @throws {Error} when `FREE_PORTS` is malformed or none of its ports is free
 */
export async function freePort() {
  const range = portRange();
  if (range) {
    const size = range.last - range.first + 1;
    if (nextInRange < 0) nextInRange = Math.floor(Math.random() * size);
    for (let tried = 0; tried < size; tried++) {
      const port = range.first + (nextInRange++ % size);
      if (await isFree(port)) return port;
    }
    throw new Error(`No free port in FREE_PORTS=${process.env.FREE_PORTS}`);
  }
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
