/**
 * The install works on every team laptop and CI runner: `package-lock.json` lists, for every
 * native package family (a package whose optional dependencies are builds for one OS and CPU
 * each: the Astro compiler binding, Tailwind's oxide, esbuild, rolldown, lightningcss, sharp…),
 * the builds for macOS (arm64, x64), Windows x64 and Linux (x64, arm64). A lock written on one
 * machine can drop the others' builds, and `npm ci` then refuses it ("Missing: … from lock
 * file"). Also: `.nvmrc` names the Node major that `engines` and the `node` devDependency give.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The platforms every native family must have a build for (`{os}-{cpu}` as npm writes them). */
const REQUIRED_PLATFORMS = [
  'darwin-arm64',
  'darwin-x64',
  'win32-x64',
  'linux-x64',
  'linux-arm64',
] as const;

/** A lockfile v3 `packages` map: install location → entry. */
type LockPackages = Record<
  string,
  { optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] }
>;

/** The entry Node would load for `name` required from `location` (nested `node_modules` first). */
function resolveIn(packages: LockPackages, location: string, name: string) {
  const parts = location ? location.split('/node_modules/') : [];
  for (let i = parts.length; i >= 0; i--) {
    const base = parts.slice(0, i).join('/node_modules/');
    const entry = packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (entry) return entry;
  }
  return undefined;
}

/**
 * Native families of a lock and the platforms each has builds for.
 *
 * A family is a package with optional dependencies for at least two distinct `os`/`cpu` pairs
 * (so `fsevents`, a single macOS-only package, is not one). An optional dependency the lock has
 * no entry for counts as missing: that is exactly what `npm ci` refuses.
 *
 * @returns install location (`node_modules/esbuild`) → platforms (`linux-x64`, …)
 */
function nativeFamilies(packages: LockPackages): Map<string, Set<string>> {
  const families = new Map<string, Set<string>>();
  for (const [location, entry] of Object.entries(packages)) {
    const platforms = new Set<string>();
    let platformSpecific = 0;
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const dep = resolveIn(packages, location, name);
      const looksNative = /(darwin|win32|linux|freebsd|android)-/.test(name);
      if (dep?.os || dep?.cpu || looksNative) platformSpecific++;
      if (dep?.os && dep.cpu)
        for (const os of dep.os) for (const cpu of dep.cpu) platforms.add(`${os}-${cpu}`);
    }
    if (platformSpecific >= 2) families.set(location, platforms);
  }
  return families;
}

/** `family: missing platform` for each required platform a family lacks. */
function missingPlatforms(packages: LockPackages): string[] {
  const missing: string[] = [];
  for (const [family, platforms] of nativeFamilies(packages)) {
    for (const platform of REQUIRED_PLATFORMS)
      if (!platforms.has(platform)) missing.push(`${family}: ${platform}`);
  }
  return missing;
}

const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: LockPackages;
};

describe('package-lock.json', () => {
  it('is a v3 lock with a packages map', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
  });

  it('knows the native families the site builds with', () => {
    const families = [...nativeFamilies(lock.packages).keys()];
    for (const family of [
      '@astrojs/compiler-binding',
      '@tailwindcss/oxide',
      'esbuild',
      'rolldown',
      'lightningcss',
      'sharp',
    ]) {
      expect(
        families.some((f) => f.endsWith(`node_modules/${family}`)),
        family,
      ).toBe(true);
    }
  });

  it('lists every native family for macOS arm64/x64, Windows x64 and Linux x64/arm64', () => {
    expect(missingPlatforms(lock.packages)).toEqual([]);
  });

  it('fails for a lock written on one Linux machine (other builds dropped)', () => {
    const linuxOnly: LockPackages = {};
    for (const [location, entry] of Object.entries(lock.packages)) {
      if (/compiler-binding-(darwin|win32)/.test(location)) continue;
      linuxOnly[location] = entry;
    }
    const missing = missingPlatforms(linuxOnly);
    expect(missing).toContain('node_modules/@astrojs/compiler-binding: darwin-arm64');
    expect(missing).toContain('node_modules/@astrojs/compiler-binding: win32-x64');
    expect(missing.filter((m) => !m.includes('compiler-binding'))).toEqual([]);
  });
});

describe('Node version', () => {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };
  const nvmrc = readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim();

  it('.nvmrc, engines and the node devDependency name the same major, at least 22.12 (Astro 7)', () => {
    expect(nvmrc).toMatch(/^\d+(\.\d+){0,2}$/);
    const major = Number(nvmrc.split('.')[0]);
    const engines = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)$/.exec(pkg.engines.node);
    expect(engines, `engines.node "${pkg.engines.node}" should read ">=X.Y.Z <N"`).not.toBeNull();
    const [, eMajor, eMinor, , below] = (engines ?? []).map(Number);
    expect(eMajor).toBe(major);
    expect(below).toBe(major + 1);
    expect(major * 100 + (eMinor ?? 0)).toBeGreaterThanOrEqual(2212);
    expect(pkg.devDependencies.node).toMatch(new RegExp(`^\\^${major}\\.`));
  });
});
