#!/usr/bin/env node
/**
 * The photo budgets (docs/images.md), run by `npm run bench:weight` (or alone: `node
 * tools/bench/photos.mjs`). A copy of the content folder where every vehicle and every article
 * has a generated 4000 × 3000 phone-like JPEG of about 5-6 MB (`tools/lib/test-photos.mjs`), built
 * three times — without photos (the baseline), with photos and an empty image cache (cold), and
 * again (cached) — then served by `server/serve.mjs` and loaded in Chromium:
 *
 * - phone (390 × 844 CSS px, DPR 2): the vehicle page's LCP image ≤ 80 KB; all images fetched
 *   before the first scroll ≤ 150 KB on every page kind; the fleet list's first screen ≤ 200 KB;
 * - desktop (1350 × 940, DPR 1): the vehicle page's LCP image ≤ 160 KB;
 * - the build time added per photo, cold and cached: (photo build − baseline) ÷ photos.
 *
 * Sizes are the bytes of the image responses (images are not compressed in transit), 1 KB = 1024.
 * Exit code 1 when a budget is missed.
 *
 *   node tools/bench/photos.mjs [--keep]   # --keep: leave .dist-bench-photos and the copy
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../lib/free-port.mjs';
import { makePhoto } from '../lib/test-photos.mjs';
import { benchBrowserPath } from '../lib/test-browser.mjs';

const root = resolve(import.meta.dirname, '../..');
const KB = 1024;
/** The budgets of the photo issue, in bytes. */
export const PHOTO_BUDGETS = {
  phoneLcp: 80 * KB,
  desktopLcp: 160 * KB,
  firstScreen: 150 * KB,
  fleetFirstScreen: 200 * KB,
};

/** Runs `astro build` with `env`; resolves with the seconds it took. */
function build(outDir, env) {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
      {
        cwd: root,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) =>
      code === 0
        ? done((performance.now() - started) / 1000)
        : fail(new Error(`build failed (${code}):\n${log.slice(-3000)}`)),
    );
  });
}

/**
 * Copies a photo with a few bytes after its end-of-image marker (decoders ignore them): the same
 * picture, but a file of its own, so the build processes every copy (identical files would be
 * one asset).
 */
function copyPhoto(from, to) {
  writeFileSync(to, Buffer.concat([readFileSync(from), Buffer.from(`\n${to}`)]));
}

/** The content copy: one photo per vehicle and per article (four generated photos, each copy distinct). */
async function photoContent() {
  const dir = mkdtempSync(join(tmpdir(), 'paros-bench-photos-'));
  cpSync(join(root, 'content'), dir, { recursive: true });
  const seeds = [];
  for (let i = 1; i <= 4; i++)
    seeds.push((await makePhoto(join(dir, `seed-${i}.jpg`), { seed: i })).file);
  let yaml = readFileSync(join(dir, 'fleet/vehicles.yaml'), 'utf8');
  const ids = [...yaml.matchAll(/^- id: (\S+)$/gm)].map((m) => m[1]);
  ids.forEach((id, i) => {
    copyPhoto(seeds[i % seeds.length], join(dir, 'fleet/images', `${id}.jpg`));
  });
  let n = 0;
  yaml = yaml.replace(
    /^- id: (\S+)$([\s\S]*?)^ {2}images: \[\]$/gm,
    (_, id, between) =>
      `- id: ${id}${between}  images: [{ src: ${id}.jpg, alt: "Photo ${++n} of the fleet" }]`,
  );
  writeFileSync(join(dir, 'fleet/vehicles.yaml'), yaml);
  const slugs = new Set();
  for (const lang of readdirSync(join(dir, 'blog')).filter((d) => /^[a-z]{2}$/.test(d))) {
    for (const file of readdirSync(join(dir, 'blog', lang)).filter((f) => f.endsWith('.md'))) {
      const slug = file.replace(/\.md$/, '');
      if (!slugs.has(slug))
        copyPhoto(seeds[slugs.size % seeds.length], join(dir, 'blog/images', `${slug}.jpg`));
      slugs.add(slug);
      const path = join(dir, 'blog', lang, file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^image: .*$/m, `image: ${slug}.jpg`));
    }
  }
  for (const seed of seeds) rmSync(seed);
  return { dir, photos: ids.length + slugs.size, vehicles: ids.length, articles: slugs.size };
}

/** Loads `url` in a fresh page; returns the image bytes fetched before any scroll and the LCP image's bytes. */
async function measurePage(browser, url, device) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  /** @type {Map<string, number>} */
  const images = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    pending.push(
      response
        .body()
        .then((body) => images.set(response.url(), body.length))
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const lcpUrl = await page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => {
          const last = /** @type {any} */ (list.getEntries().at(-1));
          done(last?.url || '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => done(''), 3000);
      }),
  );
  await context.close();
  const total = [...images.values()].reduce((a, b) => a + b, 0);
  return { total, count: images.size, lcpUrl, lcpBytes: lcpUrl ? (images.get(lcpUrl) ?? 0) : 0 };
}

/** Runs the photo bench; returns its rows and whether every budget was met. */
export async function benchPhotos({ keep = false } = {}) {
  const content = await photoContent();
  const cache = mkdtempSync(join(tmpdir(), 'paros-bench-cache-'));
  const out = join(root, '.dist-bench-photos');
  console.log(
    `Photo bench: ${content.photos} photos (${content.vehicles} vehicles, ${content.articles} articles), 4000 × 3000 JPEG each`,
  );
  const baseline = await build(out, {});
  const cold = await build(out, { CONTENT_DIR: content.dir, ASTRO_CACHE_DIR: cache });
  const cached = await build(out, { CONTENT_DIR: content.dir, ASTRO_CACHE_DIR: cache });

  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'server/serve.mjs'), out], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done) => server.stdout.once('data', done));
  const base = `http://127.0.0.1:${port}`;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: benchBrowserPath(),
  });
  const phone = {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  };
  const desktop = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };
  const rows = [];
  let ok = true;
  const row = (what, bytes, budget) => {
    const met = bytes <= budget;
    ok &&= met;
    rows.push({ what, kb: +(bytes / KB).toFixed(1), budgetKb: budget / KB, met });
  };
  try {
    const vehiclePhone = await measurePage(browser, `${base}/fleet/toyota-aygo`, phone);
    row(
      `phone: /fleet/toyota-aygo LCP image (${vehiclePhone.lcpUrl.split('/').pop()})`,
      vehiclePhone.lcpBytes,
      PHOTO_BUDGETS.phoneLcp,
    );
    const vehicleDesktop = await measurePage(browser, `${base}/fleet/toyota-aygo`, desktop);
    row(
      `desktop: /fleet/toyota-aygo LCP image (${vehicleDesktop.lcpUrl.split('/').pop()})`,
      vehicleDesktop.lcpBytes,
      PHOTO_BUDGETS.desktopLcp,
    );
    const fleet = await measurePage(browser, `${base}/fleet`, phone);
    row(
      `phone: /fleet first screen (${fleet.count} images)`,
      fleet.total,
      PHOTO_BUDGETS.fleetFirstScreen,
    );
    for (const path of [
      '/',
      '/fleet/toyota-aygo',
      '/fleet/honda-sh-150',
      '/blog',
      '/blog/complete-guide-exploring-paros-car',
      '/car-rental-paros',
      '/fr/fleet/toyota-aygo',
    ]) {
      const m = await measurePage(browser, `${base}${path}`, phone);
      row(
        `phone: ${path} before the first scroll (${m.count} images)`,
        m.total,
        PHOTO_BUDGETS.firstScreen,
      );
    }
  } finally {
    await browser.close();
    server.kill();
    if (!keep) {
      rmSync(content.dir, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
    rmSync(cache, { recursive: true, force: true });
  }
  const perPhoto = (seconds) => +(((seconds - baseline) / content.photos) * 1000).toFixed(0);
  const times = {
    baselineS: +baseline.toFixed(1),
    coldS: +cold.toFixed(1),
    cachedS: +cached.toFixed(1),
    perPhotoColdMs: perPhoto(cold),
    perPhotoCachedMs: perPhoto(cached),
    photos: content.photos,
  };
  return { rows, times, ok };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rows, times, ok } = await benchPhotos({ keep: process.argv.includes('--keep') });
  console.table(rows.map((r) => ({ ...r, met: r.met ? 'met' : 'MISSED' })));
  console.log(
    `Build: ${times.baselineS} s without photos, ${times.coldS} s with ${times.photos} photos cold, ${times.cachedS} s cached: ${times.perPhotoColdMs} ms added per photo cold, ${times.perPhotoCachedMs} ms cached.`,
  );
  process.exitCode = ok ? 0 : 1;
}
