// @ts-check
import { createServer } from 'node:net';

/**
 * A free TCP port on 127.0.0.1: the system picks one for a throw-away listener, which is closed
 * before the port is returned. Used by the benchmarks (`tools/bench/`) and the
 * integration tests (`tests/integration/support.ts`) to start servers side by side.
 *
 * @returns {Promise<number>} the port number
 */
export function freePort() {
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
