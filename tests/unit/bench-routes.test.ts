import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOOR_PATH, TAP_FLOOR_PATH } from '../../tools/bench/floor.mjs';
import { htmlFiles } from '../../tools/bench/routes.mjs';

describe('htmlFiles (the pages the benchmarks weigh and load)', () => {
  it('leaves out the benchmarks’ own floor pages, which a stopped run can leave in the build', () => {
    const client = mkdtempSync(join(tmpdir(), 'bench-routes-'));
    try {
      for (const file of ['index.html', 'contact.html', FLOOR_PATH, TAP_FLOOR_PATH])
        writeFileSync(join(client, file), '<p>x</p>');
      expect(htmlFiles(client)).toEqual(['contact.html', 'index.html']);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});
