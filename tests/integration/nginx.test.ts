/**
 * nginx in front of the Node service (`server/nginx-conf.mjs`, run by `server/nginx-serve.mjs`,
 * the setup of `docs/deploy.md`) serves the build exactly as the Node server does:
 * - every URL of the sitemap with the same status, content type, security headers (CSP included)
 *   and body; pages `no-cache`, `/_astro/*` immutable;
 * - the 404 page in four languages (and 'Vehicle Not Found' under `/fleet/`), the Node service's;
 * - robots.txt, llms.txt, favicon.ico, favicon.svg and apple-touch-icon.png;
 * - `/api/send-email` through the proxy (a message stored, 405 to other methods);
 * - `405` with `Allow: GET, HEAD` to other methods on static paths;
 * - `/sw.js` and the web manifest revalidated (`no-cache`), the manifest with its type, on a
 *   small fixture root (the build has neither yet).
 *
 * Needs nginx (Debian: `apt-get install nginx`; `.ci/run` installs it): without it the tests fail
 * with that message, they are never skipped. Runs on a build: `npm run build && npm run
 * test:integration` (or `E2E_DIST=.dist-x`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecurityHeaders } from '../../server/security.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { findNginx, NGINX_MISSING, nginxConfig } from '../../server/nginx-conf.mjs';
import { siteOrigin } from '../e2e/routes';
import { builtAssets, distDir, startNginxSite, startSite, type Site } from './support';

let node: Site;
let nginx: Site;
let outbox: string;
beforeAll(async () => {
  if (!findNginx()) throw new Error(NGINX_MISSING);
  outbox = mkdtempSync(join(tmpdir(), 'paros-nginx-outbox-'));
  [node, nginx] = await Promise.all([
    startSite({ CONTACT_DATA_DIR: join(outbox, 'node') }),
    startNginxSite({ CONTACT_DATA_DIR: join(outbox, 'nginx') }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([node?.stop(), nginx?.stop()]);
  if (outbox) rmSync(outbox, { recursive: true, force: true });
});

/** Every path the sitemap lists (`sitemap-0.xml`, …), site origin removed. */
function sitemapPaths(): string[] {
  const index = readFileSync(`${distDir}/client/sitemap-index.xml`, 'utf8');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = files.flatMap((file) =>
    [...readFileSync(`${distDir}/client${file}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    ),
  );
  return paths.map((url) => {
    expect(url.startsWith(siteOrigin), `${url} is on ${siteOrigin}`).toBe(true);
    return url.slice(siteOrigin.length) || '/';
  });
}

/** The headers compared between the two servers. */
const compared = [
  'content-type',
  'content-security-policy',
  ...Object.keys(fixedSecurityHeaders).map((h) => h.toLowerCase()),
];

/** Status, compared headers and body of one GET. */
async function snapshot(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: Object.fromEntries(compared.map((h) => [h, response.headers.get(h)])),
    cacheControl: response.headers.get('cache-control'),
    body,
  };
}

/** Runs `fn` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

describe('nginx serves every page of the sitemap like the Node server', () => {
  it('same status, content type, security headers and body; pages revalidated (no-cache)', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(200); // 66 pages in each of four languages
    const problems: string[] = [];
    await pool(paths, 6, async (path) => {
      const [a, b] = await Promise.all([snapshot(node.origin, path), snapshot(nginx.origin, path)]);
      if (a.status !== 200) problems.push(`${path}: Node answered ${a.status}`);
      if (b.status !== a.status)
        problems.push(`${path}: status ${b.status} through nginx, ${a.status} from Node`);
      for (const h of compared)
        if (b.headers[h] !== a.headers[h])
          problems.push(
            `${path}: ${h} "${b.headers[h]}" through nginx, "${a.headers[h]}" from Node`,
          );
      if (!b.body.equals(a.body))
        problems.push(
          `${path}: body differs (${b.body.length} bytes through nginx, ${a.body.length} from Node)`,
        );
      if (b.cacheControl !== 'no-cache')
        problems.push(`${path}: Cache-Control ${b.cacheControl} through nginx`);
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('assets: the same bytes and type, cached a year as immutable, compressed with Vary', async () => {
    const home = await (await fetch(`${nginx.origin}/`)).text();
    const assets = builtAssets(home);
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      const [a, b] = await Promise.all([snapshot(node.origin, path), snapshot(nginx.origin, path)]);
      expect(b.status, path).toBe(200);
      expect(b.headers, path).toEqual(a.headers);
      expect(b.body.equals(a.body), path).toBe(true);
      expect(b.cacheControl, path).toBe('public, max-age=31536000, immutable');
    }
    const page = await fetch(`${nginx.origin}/fleet`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('a trailing slash is redirected to the clean URL, as by the Node server', async () => {
    for (const path of ['/fleet/', '/fr/', '/about-us/']) {
      const [a, b] = await Promise.all([snapshot(node.origin, path), snapshot(nginx.origin, path)]);
      expect(b.status, path).toBe(301);
      expect(b.status, path).toBe(a.status);
    }
  });
});

describe('the 404 page through nginx', () => {
  const cases = [
    { path: '/no-such-page', lang: 'en', text: 'Oops! Page not found' },
    { path: '/fr/aucune-page', lang: 'fr', text: null },
    { path: '/de/keine-seite', lang: 'de', text: null },
    { path: '/it/nessuna-pagina', lang: 'it', text: null },
  ];
  it.each(cases)(
    '$path answers 404 in $lang, the same page as the Node server',
    async ({ path, lang, text }) => {
      const [a, b] = await Promise.all([snapshot(node.origin, path), snapshot(nginx.origin, path)]);
      expect(b.status).toBe(404);
      const html = b.body.toString('utf8');
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      if (text) expect(html).toContain(text);
      expect(b.body.equals(a.body)).toBe(true);
      expect(b.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
      expect(b.headers['x-frame-options']).toBe('DENY');
    },
  );
  it('the four languages say it in their own words, and a missing vehicle says Vehicle Not Found', async () => {
    const headings = await Promise.all(
      cases.map(
        async ({ path }) =>
          /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await fetch(`${nginx.origin}${path}`)).text())?.[1],
      ),
    );
    expect(new Set(headings).size).toBe(4);
    const vehicle = await fetch(`${nginx.origin}/fleet/no-such-car`);
    expect(vehicle.status).toBe(404);
    expect(await vehicle.text()).toContain('Vehicle Not Found');
    const asset = await fetch(`${nginx.origin}/_astro/missing.js`);
    expect(asset.status).toBe(404);
  });
});

describe('files a live site serves, through nginx', () => {
  it('robots.txt allows all and names the absolute sitemap', async () => {
    const response = await fetch(`${nginx.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${siteOrigin}/sitemap-index.xml`);
    expect(text).not.toMatch(/^Disallow:\s*\/\S*/m);
    expect((await fetch(`${nginx.origin}/sitemap-index.xml`)).status).toBe(200);
  });
  it('llms.txt is the llms.txt shape with the business, its pages, fleet and articles', async () => {
    const response = await fetch(`${nginx.origin}/llms.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> .+/);
    for (const heading of ['## Pages', '## Fleet', '## Articles', '## Optional'])
      expect(text).toContain(heading);
    for (const path of [
      '/fleet',
      '/contact',
      '/car-rental-paros',
      '/blog/driving-greece-rules-tips-tourists',
      '/fleet/toyota-aygo',
    ]) {
      expect(text).toContain(`](${siteOrigin}${path})`);
    }
    expect(text).toMatch(/Phone and WhatsApp: \+30/);
    expect(text).not.toContain('{{');
  });
  it('favicon.ico, favicon.svg and apple-touch-icon.png are served with their types', async () => {
    const ico = await fetch(`${nginx.origin}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    const icoBytes = Buffer.from(await ico.arrayBuffer());
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1]);
    const svg = await fetch(`${nginx.origin}/favicon.svg`);
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const png = await fetch(`${nginx.origin}/apple-touch-icon.png`);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
    const pngBytes = Buffer.from(await png.arrayBuffer());
    expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([180, 180]);
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/llms.txt', '/robots.txt']) {
      const [a, b] = await Promise.all([snapshot(node.origin, path), snapshot(nginx.origin, path)]);
      expect(b.body.equals(a.body), path).toBe(true);
      expect(b.headers['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});

describe('methods through nginx', () => {
  it('static paths answer 405 with Allow: GET, HEAD and the security headers to other methods', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      for (const path of ['/', '/fleet', '/robots.txt', '/images/logo.svg']) {
        const response = await fetch(`${nginx.origin}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
        expect(response.headers.get('x-frame-options'), `${method} ${path}`).toBe('DENY');
      }
    }
    // fetch() refuses TRACE; ask with a raw request.
    const { request } = await import('node:http');
    const trace = await new Promise<{ status: number; allow: string | undefined }>(
      (resolve, reject) => {
        const req = request(`${nginx.origin}/fleet`, { method: 'TRACE' }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
        });
        req.once('error', reject);
        req.end();
      },
    );
    expect(trace).toEqual({ status: 405, allow: 'GET, HEAD' });
    const head = await fetch(`${nginx.origin}/fleet`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('/api/send-email is proxied to the Node service: a message is stored, other methods get its 405 JSON', async () => {
    const message = {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '',
      message: 'Subject: Through nginx\n\nDoes the proxy pass my message on?',
      vehicleType: 'other',
    };
    const ok = await fetch(`${nginx.origin}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: nginx.origin },
      body: JSON.stringify(message),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const get = await fetch(`${nginx.origin}/api/send-email`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toHaveProperty('error');
    const bad = await fetch(`${nginx.origin}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: nginx.origin },
      body: '{}',
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // The message is in the outbox of the Node service behind nginx.
    const list = spawnSync(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/outbox.mjs', 'all', '--json'],
      {
        env: { ...process.env, CONTACT_DATA_DIR: join(outbox, 'nginx') },
        encoding: 'utf8',
      },
    );
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toContain('Through nginx');
  });
});

describe('the configuration for files the build does not have yet', () => {
  it('/sw.js and the web manifest are revalidated (no-cache); the manifest has its type', async () => {
    const nginxBin = findNginx();
    if (!nginxBin) throw new Error(NGINX_MISSING);
    const prefix = mkdtempSync(join(tmpdir(), 'paros-nginx-fixture-'));
    chmodSync(prefix, 0o755);
    const root = join(prefix, 'root');
    mkdirSync(join(prefix, 'tmp'));
    mkdirSync(root, { mode: 0o755 });
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html lang="en"><title>x</title></html>',
    );
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"x"}');
    const port = await freePort();
    writeFileSync(
      join(prefix, 'nginx.conf'),
      nginxConfig({ root, api: ['http://127.0.0.1:9'], listen: `127.0.0.1:${port}` }),
    );
    const child = spawn(
      nginxBin,
      ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    try {
      let sw: Response | undefined;
      for (let i = 0; i < 50 && !sw; i++) {
        sw = await fetch(`http://127.0.0.1:${port}/sw.js`).catch(() => undefined);
        if (!sw) await new Promise((r) => setTimeout(r, 100));
      }
      expect(sw?.status).toBe(200);
      expect(sw?.headers.get('cache-control')).toBe('no-cache');
      expect(sw?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const manifest = await fetch(`http://127.0.0.1:${port}/manifest.webmanifest`);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('refuses a root without a build and a malformed --api or --listen, naming the option', () => {
    expect(() =>
      nginxConfig({ root: '/nonexistent', api: ['http://127.0.0.1:1'], listen: '8080' }),
    ).toThrow(/--root/);
    expect(() =>
      nginxConfig({ root: `${distDir}/client`, api: ['https://x.example'], listen: '8080' }),
    ).toThrow(/--api/);
    expect(() =>
      nginxConfig({ root: `${distDir}/client`, api: ['http://127.0.0.1:1'], listen: 'nowhere' }),
    ).toThrow(/--listen/);
    const cli = spawnSync(
      process.execPath,
      ['server/nginx-conf.mjs', '--root', `${distDir}/client`],
      { encoding: 'utf8' },
    );
    expect(cli.status).toBe(2);
    expect(cli.stderr).toMatch(/--api URL --listen HOST:PORT/);
  });
});
