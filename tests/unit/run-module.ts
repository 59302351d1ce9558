/**
 * Runs an ES module's source in a child process of this Node, for the unit tests of what two
 * processes do at once (the SQLite outbox opened together, the Astro lock taken together).
 */
import { spawn } from 'node:child_process';

/**
 * Runs `source` as an ES module (`node --input-type=module -e`) and collects what it printed.
 *
 * @param source the module's code; it may `import` by absolute `file:` URL
 * @param nodeArgs options for Node before the module (e.g. `--experimental-strip-types`)
 * @returns its exit code (1 when killed) and its stdout and stderr, interleaved and trimmed
 */
export function runModule(
  source: string,
  nodeArgs: string[] = [],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, '--input-type=module', '-e', source]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}
