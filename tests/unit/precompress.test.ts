import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../src/build/http-policy.mjs';

/** The build's precompressed siblings and their cache (src/build/http-policy.mjs, step 4). */
describe('precompress', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folder = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
  const page = (n: number) => `<!doctype html><p>${`page ${n} `.repeat(400)}</p>`;

  it('writes .gz and .br beside each text file of 1 KB or more, with its time', async () => {
    const client = folder('pc-client-');
    writeFileSync(join(client, 'index.html'), page(1));
    writeFileSync(join(client, 'small.html'), '<p>short</p>');
    writeFileSync(join(client, 'photo.jpg'), Buffer.alloc(4096, 1));

    const totals = await precompress(client, null);

    expect(totals).toMatchObject({ files: 1, compressed: 1, pruned: 0 });
    expect(readdirSync(client).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.jpg',
      'small.html',
    ]);
    const original = readFileSync(join(client, 'index.html'));
    expect(gunzipSync(readFileSync(join(client, 'index.html.gz')))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(join(client, 'index.html.br')))).toEqual(original);
    // In whole seconds, as Last-Modified says it (the copy's time is set to the millisecond).
    const seconds = (file: string) => Math.floor(statSync(join(client, file)).mtimeMs / 1000);
    expect(seconds('index.html.br')).toBe(seconds('index.html'));
    expect(seconds('index.html.gz')).toBe(seconds('index.html'));
  });

  it('takes unchanged files from the cache and deletes the results no file uses any more', async () => {
    const cache = folder('pc-cache-');
    const first = folder('pc-client-');
    writeFileSync(join(first, 'a.html'), page(1));
    writeFileSync(join(first, 'b.html'), page(2));
    expect(await precompress(first, cache)).toMatchObject({ files: 2, compressed: 2, pruned: 0 });
    expect(readdirSync(cache)).toHaveLength(4);

    // The next build: a.html unchanged, b.html changed.
    const second = folder('pc-client-');
    writeFileSync(join(second, 'a.html'), page(1));
    writeFileSync(join(second, 'b.html'), page(3));
    expect(await precompress(second, cache)).toMatchObject({ files: 2, compressed: 1, pruned: 2 });

    // Only the results of the second build's two files are left, and they are right.
    expect(readdirSync(cache)).toHaveLength(4);
    for (const name of ['a.html', 'b.html'])
      expect(brotliDecompressSync(readFileSync(join(second, `${name}.br`)))).toEqual(
        readFileSync(join(second, name)),
      );
    // A third build of the same files compresses nothing.
    const third = folder('pc-client-');
    writeFileSync(join(third, 'a.html'), page(1));
    writeFileSync(join(third, 'b.html'), page(3));
    expect(await precompress(third, cache)).toMatchObject({ compressed: 0, pruned: 0 });
  });
});
