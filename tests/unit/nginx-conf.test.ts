import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxConfig, quote } from '../../server/nginx-conf.mjs';
import {
  fixedSecurityHeaders,
  nonDocumentPolicy,
  policyFromBuild,
} from '../../server/security.mjs';

const root = mkdtempSync(join(tmpdir(), 'paros-nginx-conf-'));
writeFileSync(
  join(root, 'index.html'),
  `<!doctype html><html lang="en"><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='"></head></html>`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('nginxConfig', () => {
  const conf = nginxConfig({
    root,
    api: ['http://127.0.0.1:4321', 'http://10.0.0.6:4400'],
    listen: '127.0.0.1:8080',
  });

  it('takes the page policy and every fixed header from server/security.mjs', () => {
    expect(conf).toContain(`~^[0-9]+:text/html "${policyFromBuild(root)}";`);
    expect(policyFromBuild(root)).toContain("'sha256-abc='");
    expect(conf).toContain(`default "${nonDocumentPolicy}";`);
    for (const [name, value] of Object.entries(fixedSecurityHeaders))
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
  });

  it('is a complete nginx.conf with one upstream server per --api, listening where told', () => {
    expect(conf).toMatch(/^worker_processes 1;/m);
    expect(conf).toContain('events {');
    expect(conf).toMatch(
      /upstream site_api \{\s+server 127\.0\.0\.1:4321;\s+server 10\.0\.0\.6:4400;/,
    );
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain(`root "${root}";`);
  });

  it('--site-only is the http-level part for conf.d (no events, no pid)', () => {
    const site = nginxConfig({
      root,
      api: ['http://127.0.0.1:4321'],
      listen: '80',
      siteOnly: true,
    });
    expect(site).not.toContain('events {');
    expect(site).not.toContain('pid ');
    expect(site).toMatch(/^server \{$/m);
  });
});

describe('quote', () => {
  it('escapes quotes and backslashes, refuses $ and control characters', () => {
    expect(quote(`a "b" \\ c`)).toBe(`"a \\"b\\" \\\\ c"`);
    expect(() => quote('$host')).toThrow(/\$/);
    expect(() => quote('a\nb')).toThrow(/control character/);
  });
});
