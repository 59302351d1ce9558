#!/usr/bin/env node
/**
 * generate-scene-art.mjs
 *
 * Draws the flat, Cycladic-style scene illustrations of the site (island
 * panoramas, harbours, ferries, the airport, beaches, roads with a scooter,
 * car or quad, the "Marcia" assistant portrait, the favicon and the logo).
 *
 * Every picture is composed from small parametric building blocks: sky with
 * sun, sea with wave strokes, ochre / olive hills, a cluster of whitewashed
 * cube houses with blue doors (optionally a blue-domed church), a windmill,
 * ferries, fishing boats, a small plane, a runway, a road ribbon, a beach with
 * umbrellas, olive trees, road signs, and the vehicle drawings of
 * tools/art/generate-vehicle-art.mjs (imported; if that fails, the SVG files in
 * public/images/vehicles/ are nested instead). A small seeded pseudo-random
 * generator gives each scene its own variety while staying reproducible.
 *
 * Output: public/images/art/*.svg, public/favicon.svg, public/images/logo.svg
 * (standalone SVG, no text, no external references, no raster images).
 *
 * Run from the project root:
 *     node tools/art/generate-scene-art.mjs
 *
 * Uses Node built-in modules only.
 */
import { writeFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'public', 'images', 'art');

/* ---------- palette ---------- */
const C = {
  aegean: '#0a5c8f',
  blue: '#1f7fb8',
  turq: '#3fb8c9',
  white: '#ffffff',
  lime: '#f4f1ea',
  sand: '#efd9a7',
  ochre: '#c9a46a',
  ochreD: '#b08850',
  olive: '#7d8f4a',
  oliveD: '#62733a',
  bougain: '#c2306f',
  sun: '#f2b632',
  wallShade: '#e2dccf',
  ink: '#1d3a52',
  rock: '#a8957a',
  asphalt: '#6c7378',
  skyTop: '#8ccbe6',
  skyLow: '#f7eedb',
  haze: '#cdd9d6',
};

/* ---------- helpers ---------- */
const f = (v) => Math.round(v);
const pt = (p) => `${f(p[0])} ${f(p[1])}`;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** smooth open curve through points (quadratic through mid-points) */
function smooth(pts, move = true) {
  let d = (move ? 'M' : 'L') + pt(pts[0]);
  if (pts.length < 3) return `${d}L${pt(pts[pts.length - 1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const m = [(pts[i][0] + pts[i + 1][0]) / 2, (pts[i][1] + pts[i + 1][1]) / 2];
    d += `${i === 1 ? `L${pt([(pts[0][0] + pts[1][0]) / 2, (pts[0][1] + pts[1][1]) / 2])}` : ''}Q${pt(pts[i])} ${pt(i === pts.length - 2 ? pts[i + 1] : m)}`;
  }
  return d;
}
/** piecewise-linear height of a ridge at x */
function ridgeY(pts, x) {
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i],
      [x1, y1] = pts[i + 1];
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return pts[x < pts[0][0] ? 0 : pts.length - 1][1];
}

/* ---------- scene container ---------- */
class Scene {
  constructor(w, h, title, seed = 1) {
    Object.assign(this, { w, h, title, defs: [], parts: [], n: 0 });
    this.r = mulberry32(seed);
  }
  id(p = 'g') {
    return p + (this.n++).toString(36);
  }
  def(s) {
    this.defs.push(s);
  }
  add(...s) {
    this.parts.push(...s);
    return this;
  }
  rnd(a = 0, b = 1) {
    return a + (b - a) * this.r();
  }
  pick(arr) {
    return arr[Math.floor(this.r() * arr.length)];
  }
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${this.w}" height="${this.h}" role="img"><title>${this.title}</title>` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      this.parts.join('') +
      '</svg>\n'
    );
  }
}
function vgrad(S, stops, x2 = 0, y2 = 1) {
  const id = S.id('l');
  S.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

/* =================================================================== */
/*                         BUILDING BLOCKS                              */
/* =================================================================== */

/** sky gradient down to the horizon, optional sun with soft halo */
function sky(S, { horizon, top = C.skyTop, low = C.skyLow, sun = null }) {
  S.add(
    `<rect width="${S.w}" height="${f(horizon + 4)}" fill="${vgrad(S, [
      [0, top],
      [1, low],
    ])}"/>`,
  );
  if (sun) {
    const [x, y, r] = sun;
    S.add(
      `<circle cx="${x}" cy="${y}" r="${f(r * 2.3)}" fill="#fff6d8" opacity=".35"/><circle cx="${x}" cy="${y}" r="${f(r * 1.5)}" fill="#ffeeb8" opacity=".5"/><circle cx="${x}" cy="${y}" r="${r}" fill="${C.sun}"/>`,
    );
  }
}

/** soft flat cloud made of overlapping rounded bumps */
function cloud(S, x, y, s = 1, op = 0.85) {
  const w = 150 * s,
    h = 24 * s;
  S.add(
    `<path d="M${f(x)} ${f(y)}h${f(w)}a${f(h)} ${f(h)} 0 0 0-${f(h * 1.4)}-${f(h)}a${f(h * 1.4)} ${f(h * 1.4)} 0 0 0-${f(h * 2.2)}-${f(h * 0.7)}a${f(h * 1.7)} ${f(h * 1.7)} 0 0 0-${f(h * 3.2)} ${f(h * 0.2)}a${f(h)} ${f(h)} 0 0 0-${f(w - h * 6.8)} ${f(h * 1.5)}z" fill="#fff" opacity="${op}"/>`,
  );
}

/** sea: gradient band with perspective wave strokes; waves left of calmX are faint */
function sea(
  S,
  { y0, y1 = S.h, top = C.blue, bottom = C.aegean, waves = 40, calmX = 0, x0 = 0, x1 = S.w },
) {
  S.add(
    `<rect x="${x0}" y="${f(y0)}" width="${x1 - x0}" height="${f(y1 - y0)}" fill="${vgrad(S, [
      [0, top],
      [1, bottom],
    ])}"/>`,
  );
  S.add(`<path d="M${x0} ${f(y0 + 1)}H${x1}" stroke="#fff" stroke-width="1.5" opacity=".35"/>`);
  let calm = '',
    busy = '';
  for (let i = 0; i < waves; i++) {
    const t = S.r() ** 1.4,
      y = y0 + 6 + t * (y1 - y0 - 10);
    const l = 8 + 46 * t,
      x = S.rnd(x0, x1 - l);
    const seg = `M${f(x)} ${f(y)}q${f(l / 2)} ${f(-3 - 4 * t)} ${f(l)} 0`;
    if (x < calmX) calm += seg;
    else busy += seg;
  }
  if (calm)
    S.add(
      `<path d="${calm}" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".16"/>`,
    );
  if (busy)
    S.add(
      `<path d="${busy}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" opacity=".42"/>`,
    );
}

/** hill: smooth ridge through pts closed down to `base`; scattered shrubs */
function hill(S, pts, fill, base, { shrubs = 0, shore = false, shrubCol = C.olive } = {}) {
  if (pts[0][1] < base - 4 && pts[0][0] > 0)
    pts = [[pts[0][0] - (base - pts[0][1]) * 1.5, base], ...pts];
  if (pts[pts.length - 1][1] < base - 4 && pts[pts.length - 1][0] < S.w)
    pts = [...pts, [pts[pts.length - 1][0] + (base - pts[pts.length - 1][1]) * 1.5, base]];
  const a = pts[0],
    b = pts[pts.length - 1];
  S.add(`<path d="${smooth(pts)}L${f(b[0])} ${f(base)}L${f(a[0])} ${f(base)}Z" fill="${fill}"/>`);
  if (shore)
    S.add(
      `<path d="M${f(a[0])} ${f(base)}H${f(b[0])}" stroke="#fff" stroke-width="3" opacity=".55"/>`,
    );
  let d = '';
  for (let i = 0; i < shrubs; i++) {
    const x = S.rnd(a[0] + 20, b[0] - 20),
      top = ridgeY(pts, x);
    if (base - top < 30) continue;
    const y = S.rnd(top + 12, Math.min(base - 6, top + 120)),
      r = S.rnd(3, 7);
    d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r * 0.8)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r * 0.8)} 0 1 0-${f(2 * r)} 0`;
  }
  if (d) S.add(`<path d="${d}" fill="${shrubCol}" opacity=".75"/>`);
}

/** distant hazy island on the horizon with a few white specks */
function farIsland(S, x0, x1, y, h, col = '#c7c2ae', houses = 0) {
  const pts = [
    [x0, y],
    [x0 + (x1 - x0) * 0.2, y - h * 0.7],
    [x0 + (x1 - x0) * 0.45, y - h],
    [x0 + (x1 - x0) * 0.75, y - h * 0.6],
    [x1, y],
  ];
  S.add(`<path d="${smooth(pts)}Z" fill="${col}"/>`);
  let d = '';
  for (let i = 0; i < houses; i++) {
    const x = S.rnd(x0 + (x1 - x0) * 0.15, x1 - (x1 - x0) * 0.3);
    const yy = Math.max(ridgeY(pts, x) + 3, y - S.rnd(2, h * 0.5));
    d += `M${f(x)} ${f(yy)}h4v-3h-4z`;
  }
  if (d) S.add(`<path d="${d}" fill="#fff" opacity=".9"/>`);
}

/** one whitewashed cube house (front face, shade side, blue door / windows).
 *  Markup is collected in a buffer so a whole row becomes a handful of paths. */
function newBuf() {
  return { side: '', front: '', cols: {} };
}
function flush(S, B) {
  let o = '';
  if (B.side) o += `<path d="${B.side}" fill="${C.wallShade}"/>`;
  if (B.front) o += `<path d="${B.front}" fill="#fbfaf6"/>`;
  for (const [c, d] of Object.entries(B.cols)) o += `<path d="${d}" fill="${c}"/>`;
  S.add(o);
  Object.assign(B, newBuf());
}
function house(
  S,
  x,
  y,
  w,
  h,
  s,
  { door = true, bougain = false, doorCol = C.blue } = {},
  buf = null,
) {
  const B = buf || newBuf();
  const put = (c, d) => {
    B.cols[c] = (B.cols[c] || '') + d;
  };
  const sw = Math.min(w * 0.24, 14 * s);
  B.side += `M${f(x + w - 1)} ${f(y)}v${-f(h)}l${f(sw)} ${-f(3 * s)}V${f(y - 3 * s)}z`;
  B.front += `M${f(x)} ${f(y)}v${-f(h)}h${f(w)}v${f(h)}z`;
  const ww = f(6 * s);
  if (door && w > 20 * s) {
    const dx = x + S.rnd(0.15, 0.55) * (w - 10 * s);
    put(
      doorCol,
      `M${f(dx)} ${f(y)}v${-f(13 * s)}a${f(4.5 * s)} ${f(4.5 * s)} 0 0 1 ${f(9 * s)} 0v${f(13 * s)}z`,
    );
    const wx = dx > x + w / 2 ? x + 5 * s : x + w - 5 * s - ww;
    if (h > 24 * s) put(doorCol, `M${f(wx)} ${f(y - h + 8 * s)}h${ww}v${f(ww * 1.2)}h${-ww}z`);
  } else if (h > 14 * s) {
    put(doorCol, `M${f(x + w * S.rnd(0.2, 0.6))} ${f(y - h + 6 * s)}h${ww}v${ww}h${-ww}z`);
  }
  if (bougain) {
    const bx = x + (S.r() < 0.5 ? 2 * s : w - 8 * s),
      by = y - h * 0.55;
    const bs = Math.min(s, 3);
    for (let i = 0; i < (s > 3 ? 14 : 6); i++) {
      const r = f(S.rnd(2.2, 4) * bs) || 1;
      put(
        C.bougain,
        `M${f(bx + S.rnd(-4, 8) * s - r)} ${f(by + S.rnd(-4, (h * 0.5) / s) * s)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0${-2 * r} 0`,
      );
    }
  }
  if (!buf) flush(S, B);
}

/** white church with blue dome, optional bell tower */
function church(S, x, y, s = 1, { tower = true } = {}) {
  const w = 56 * s,
    h = 40 * s,
    dr = 17 * s;
  let o = `<rect x="${f(x - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="#fbfaf6"/><rect x="${f(x + w / 2 - 10 * s)}" y="${f(y - h)}" width="${f(10 * s)}" height="${f(h)}" fill="${C.wallShade}"/>`;
  o += `<rect x="${f(x - dr - 2 * s)}" y="${f(y - h - 9 * s)}" width="${f(2 * dr + 4 * s)}" height="${f(9 * s)}" fill="#fff"/>`;
  o += `<path d="M${f(x - dr)} ${f(y - h - 9 * s)}a${f(dr)} ${f(dr)} 0 0 1 ${f(2 * dr)} 0z" fill="${C.blue}"/><path d="M${f(x - dr * 0.55)} ${f(y - h - 9 * s - dr * 0.55)}a${f(dr)} ${f(dr)} 0 0 1 ${f(dr * 0.5)} -${f(dr * 0.3)}" stroke="#fff" stroke-width="${f(2 * s)}" fill="none" opacity=".5"/>`;
  o += `<path d="M${f(x)} ${f(y - h - 9 * s - dr)}v-${f(9 * s)}m-${f(3.5 * s)} ${f(3 * s)}h${f(7 * s)}" stroke="${C.aegean}" stroke-width="${f(1.8 * s)}"/>`;
  o += `<path d="M${f(x - 5 * s)} ${f(y)}v-${f(14 * s)}a${f(5 * s)} ${f(5 * s)} 0 0 1 ${f(10 * s)} 0v${f(14 * s)}z" fill="${C.aegean}"/>`;
  if (tower) {
    const tx = x - w / 2 - 2 * s,
      tw = 16 * s,
      th = h + 26 * s;
    o += `<rect x="${f(tx - tw)}" y="${f(y - th)}" width="${f(tw)}" height="${f(th)}" fill="#fbfaf6"/><path d="M${f(tx - tw + 4 * s)} ${f(y - th + 16 * s)}v-${f(6 * s)}a${f(4 * s)} ${f(4 * s)} 0 0 1 ${f(8 * s)} 0v${f(6 * s)}z" fill="${C.ink}"/>`;
    o += `<path d="M${f(tx - tw)} ${f(y - th)}a${f(tw / 2)} ${f(tw / 2)} 0 0 1 ${f(tw)} 0z" fill="${C.blue}"/>`;
  }
  S.add(o);
}

/** cluster of cube houses in terraced rows; church can be inserted at a row */
function village(
  S,
  {
    x,
    y,
    w,
    rows = 3,
    s = 1,
    churchAt = null,
    bougain = 0.2,
    doorCols = [C.blue, C.blue, C.aegean, C.turq],
  },
) {
  const B = newBuf();
  for (let r = rows - 1; r >= 0; r--) {
    const by = y - r * 20 * s,
      half = (w / 2) * (1 - r * 0.17);
    let cx = x - half + S.rnd(0, 10) * s;
    while (cx < x + half - 20 * s) {
      const hw = S.rnd(32, 56) * s,
        hh = S.rnd(22, 40) * s;
      house(
        S,
        cx,
        by + S.rnd(-2, 2) * s,
        hw,
        hh,
        s,
        { door: r === 0 || S.r() < 0.5, bougain: S.r() < bougain, doorCol: S.pick(doorCols) },
        B,
      );
      if (S.r() < 0.25) house(S, cx + hw * 0.3, by - hh, hw * 0.5, 12 * s, s, { door: false }, B);
      cx += hw + S.rnd(2, 12) * s;
    }
    flush(S, B);
    if (churchAt && churchAt.row === r)
      church(S, churchAt.x, by + 2 * s, s * (churchAt.scale || 1), churchAt);
  }
}

/** Cycladic windmill: round white tower, thatched cone, eight triangular sails */
function windmill(S, x, y, s = 1, rot = 10) {
  let o = `<path d="M${f(x - 22 * s)} ${f(y)}L${f(x - 17 * s)} ${f(y - 80 * s)}H${f(x + 17 * s)}L${f(x + 22 * s)} ${f(y)}Z" fill="#fbfaf6"/>`;
  o += `<path d="M${f(x + 8 * s)} ${f(y)}L${f(x + 7 * s)} ${f(y - 80 * s)}H${f(x + 17 * s)}L${f(x + 22 * s)} ${f(y)}Z" fill="${C.wallShade}"/>`;
  o += `<path d="M${f(x - 21 * s)} ${f(y - 79 * s)}Q${f(x - 8 * s)} ${f(y - 112 * s)} ${f(x + 2 * s)} ${f(y - 110 * s)}Q${f(x + 12 * s)} ${f(y - 108 * s)} ${f(x + 21 * s)} ${f(y - 79 * s)}Z" fill="#8f6b43"/>`;
  o += `<path d="M${f(x - 6 * s)} ${f(y)}v-${f(16 * s)}a${f(6 * s)} ${f(6 * s)} 0 0 1 ${f(12 * s)} 0v${f(16 * s)}z" fill="${C.blue}"/><rect x="${f(x - 3 * s)}" y="${f(y - 52 * s)}" width="${f(6 * s)}" height="${f(8 * s)}" fill="${C.blue}"/>`;
  const hx = x + 4 * s,
    hy = y - 90 * s,
    L = 54 * s;
  let spokes = '',
    sails = '';
  for (let i = 0; i < 8; i++) {
    const a = ((rot + i * 45) * Math.PI) / 180,
      a2 = a + 0.3;
    const tx = hx + Math.cos(a) * L,
      ty = hy + Math.sin(a) * L;
    spokes += `M${f(hx)} ${f(hy)}L${f(tx)} ${f(ty)}`;
    sails += `M${f(hx + Math.cos(a) * L * 0.22)} ${f(hy + Math.sin(a) * L * 0.22)}L${f(tx)} ${f(ty)}L${f(hx + Math.cos(a2) * L * 0.9)} ${f(hy + Math.sin(a2) * L * 0.9)}L${f(hx + Math.cos(a + 0.5) * L * 0.3)} ${f(hy + Math.sin(a + 0.5) * L * 0.3)}Z`;
  }
  o += `<path d="${sails}" fill="#fffdf7" opacity=".92" stroke="#d8cfbd" stroke-width="${f(0.8 * s)}"/><path d="${spokes}" stroke="#5b4a3a" stroke-width="${f(1.8 * s)}"/><circle cx="${f(hx)}" cy="${f(hy)}" r="${f(4 * s)}" fill="#5b4a3a"/>`;
  S.add(o);
}

/** passenger ferry (big) or small car ferry; faces right when dir = 1 */
function ferry(S, x, y, s = 1, dir = 1, { small = false, wake = true } = {}) {
  let o = `<g transform="translate(${f(x)} ${f(y)}) scale(${f(dir * s * 100) / 100} ${f(s * 100) / 100})">`;
  if (wake)
    o += `<path d="M${small ? -126 : -200} 4q-40 6-90 4M${small ? -120 : -190} 10q-60 10-140 8" stroke="#fff" stroke-width="3" fill="none" opacity=".6" stroke-linecap="round"/>`;
  o += `<ellipse cx="0" cy="6" rx="${small ? 130 : 210}" ry="5" fill="${C.ink}" opacity=".18"/>`;
  if (small) {
    o += `<path d="M-124 0L-130 -20H130L124 0Z" fill="#fff"/><path d="M-125 0L-127 -9H127L125 0Z" fill="${C.aegean}"/><path d="M-130 -20L-150 -34M130 -20L150 -34" stroke="#9aa7b0" stroke-width="4"/>`;
    o += `<rect x="-94" y="-34" width="26" height="14" rx="4" fill="#d23c2a"/><rect x="-60" y="-34" width="26" height="14" rx="4" fill="${C.sun}"/><rect x="62" y="-34" width="26" height="14" rx="4" fill="#fff" stroke="#c9d2d8"/>`;
    o += `<path d="M-20 -20V-52H36V-20Z" fill="#fbfaf6"/><path d="M-20 -20V-52H-8V-20Z" fill="${C.wallShade}"/><rect x="-14" y="-47" width="46" height="8" fill="${C.ink}"/><rect x="-20" y="-56" width="56" height="4" fill="${C.blue}"/><path d="M10 -56v-14" stroke="#9aa7b0" stroke-width="2"/>`;
  } else {
    o += `<path d="M-196 0L-200 -44H150Q190 -46 210 -60L188 0Z" fill="#fff"/><path d="M-197 0L-198 -16H194L188 0Z" fill="${C.aegean}"/><path d="M-199 -24H200" stroke="${C.turq}" stroke-width="4"/>`;
    o += `<path d="M-172 -44V-72H110L140 -44Z" fill="#fbfaf6"/><rect x="-164" y="-64" width="280" height="8" rx="3" fill="${C.ink}"/>`;
    o += `<path d="M-150 -72V-96H80L100 -72Z" fill="#fff"/><rect x="-142" y="-88" width="220" height="7" rx="3" fill="${C.ink}"/>`;
    o += `<path d="M30 -96V-114H86L98 -96Z" fill="#fbfaf6"/><path d="M40 -110H86L92 -102H40Z" fill="${C.ink}"/>`;
    o += `<path d="M-120 -96L-116 -132H-84L-82 -96Z" fill="#fff"/><path d="M-118 -116H-84V-124H-117Z" fill="${C.blue}"/><path d="M-116 -132H-84V-136H-116Z" fill="${C.ink}"/><path d="M60 -114v-26M50 -132h20" stroke="#9aa7b0" stroke-width="2.5"/>`;
    o += `<path d="M-130 -70h26M-92 -70h26M-54 -70h26" stroke="#f08a24" stroke-width="6" stroke-linecap="round"/>`;
    o += `<path d="M-200 -44V-6" stroke="#c9d2d8" stroke-width="3"/>`;
  }
  S.add(`${o}</g>`);
}

/** caique fishing boat */
function caique(S, x, y, s = 1, dir = 1, col = C.blue) {
  let o = `<g transform="translate(${f(x)} ${f(y)}) scale(${f(dir * s * 100) / 100} ${f(s * 100) / 100})">`;
  o += `<ellipse cx="0" cy="3" rx="50" ry="3" fill="${C.ink}" opacity=".18"/>`;
  o += `<path d="M-50 -20Q-44 0 0 1Q40 0 54 -30Q10 -14 -50 -20Z" fill="#fff"/><path d="M-50 -20Q10 -14 54 -30" stroke="${col}" stroke-width="5" fill="none"/><path d="M-44 -6Q0 -2 44 -10" stroke="${C.sun}" stroke-width="2.5" fill="none"/>`;
  o += `<rect x="-26" y="-38" width="22" height="18" fill="#fbfaf6"/><rect x="-28" y="-41" width="26" height="4" fill="${col}"/><rect x="-21" y="-33" width="8" height="6" fill="${C.ink}"/><path d="M18 -22V-60M18 -58L-8 -40" stroke="#8a6a45" stroke-width="2" fill="none"/>`;
  S.add(`${o}</g>`);
}

/** small twin-prop plane, rotated by `ang` degrees (negative = climbing) */
function plane(S, x, y, s = 1, ang = -8) {
  let o = `<g transform="translate(${f(x)} ${f(y)}) rotate(${ang}) scale(${f(s * 100) / 100})">`;
  o += `<path d="M-100 -4Q-96 -14 -70 -15H70Q98 -13 106 0Q98 9 70 9H-60Q-90 7 -100 -4Z" fill="#fff"/>`;
  o += `<path d="M-68 -15L-96 -56H-82L-46 -15Z" fill="${C.aegean}"/><rect x="-104" y="-60" width="34" height="6" rx="3" fill="${C.aegean}"/>`;
  o += `<path d="M-96 2H90" stroke="${C.blue}" stroke-width="4"/><path d="M-60 -6h130" stroke="${C.ink}" stroke-width="4" stroke-dasharray="4 6"/><path d="M82 -10l12 0 4 5h-16z" fill="${C.ink}"/>`;
  o += `<rect x="-30" y="-20" width="70" height="7" rx="3.5" fill="#dfe6ea"/><rect x="2" y="-22" width="28" height="12" rx="6" fill="#cfd8de"/><ellipse cx="32" cy="-16" rx="2.5" ry="14" fill="#5b6770" opacity=".6"/>`;
  S.add(`${o}</g>`);
}

/** runway in perspective: near edge (a,b), far edge (c,d) */
function runway(S, a, b, c, d) {
  const m1 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2],
    m2 = [(c[0] + d[0]) / 2, (c[1] + d[1]) / 2];
  S.add(
    `<path d="M${pt(a)}L${pt(b)}L${pt(c)}L${pt(d)}Z" fill="#8c9398"/><path d="M${pt(m1)}L${pt(m2)}" stroke="#fff" stroke-width="3" stroke-dasharray="18 14"/><path d="M${pt(a)}L${pt(d)}M${pt(b)}L${pt(c)}" stroke="#f4f1ea" stroke-width="2"/>`,
  );
}

/** road ribbon: centre line [[x,y,width],...]; kind 'asphalt' | 'dirt' */
function road(S, pts, kind = 'asphalt') {
  const L = [],
    R = [];
  for (let i = 0; i < pts.length; i++) {
    const p = pts[Math.max(0, i - 1)],
      n = pts[Math.min(pts.length - 1, i + 1)];
    let dx = n[0] - p[0],
      dy = n[1] - p[1];
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    const w = pts[i][2] / 2;
    L.push([pts[i][0] - dy * w, pts[i][1] + dx * w]);
    R.push([pts[i][0] + dy * w, pts[i][1] - dx * w]);
  }
  const body = `${smooth(L) + smooth(R.slice().reverse(), false)}Z`;
  if (kind === 'dirt') {
    S.add(
      `<path d="${body}" fill="#dcc08a"/><path d="${smooth(L.map((q, i) => [q[0] * 0.72 + pts[i][0] * 0.28, q[1] * 0.72 + pts[i][1] * 0.28]))}${smooth(R.map((q, i) => [q[0] * 0.72 + pts[i][0] * 0.28, q[1] * 0.72 + pts[i][1] * 0.28]))}" stroke="#c4a56c" stroke-width="3" fill="none"/>`,
    );
  } else {
    S.add(
      `<path d="${body}" fill="${C.asphalt}"/><path d="${smooth(L)}${smooth(R)}" stroke="#e9e4d8" stroke-width="2.5" fill="none"/><path d="${smooth(pts)}" stroke="#f2d27a" stroke-width="2.5" fill="none" stroke-dasharray="16 14"/>`,
    );
  }
}

/** beach umbrella with striped canopy and optional towel */
function umbrella(S, x, y, s = 1, c1 = C.bougain, c2 = '#fff', towel = true) {
  let o = towel
    ? `<rect x="${f(x - 6 * s)}" y="${f(y - 3 * s)}" width="${f(46 * s)}" height="${f(7 * s)}" rx="${f(2 * s)}" fill="${C.turq}"/>`
    : '';
  o += `<path d="M${f(x)} ${f(y)}L${f(x + 4 * s)} ${f(y - 72 * s)}" stroke="#6b5a48" stroke-width="${f(2.2 * s)}"/>`;
  const ax = x + 4 * s,
    ay = y - 84 * s;
  for (let i = 0; i < 4; i++) {
    const bx0 = ax - 42 * s + i * 21 * s,
      bx1 = bx0 + 21 * s,
      by = y - 64 * s;
    o += `<path d="M${f(ax)} ${f(ay)}L${f(bx0)} ${f(by)}Q${f((bx0 + bx1) / 2)} ${f(by - 6 * s)} ${f(bx1)} ${f(by)}Z" fill="${i % 2 ? c2 : c1}"/>`;
  }
  S.add(o);
}

/** olive tree */
function olive(S, x, y, s = 1) {
  S.add(
    `<path d="M${f(x)} ${f(y)}q${f(2 * s)} ${f(-14 * s)} ${f(-3 * s)} ${f(-24 * s)}M${f(x)} ${f(y - 8 * s)}l${f(8 * s)} ${f(-12 * s)}" stroke="#6b5338" stroke-width="${f(3.5 * s)}" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="${f(x - 6 * s)}" cy="${f(y - 30 * s)}" rx="${f(15 * s)}" ry="${f(11 * s)}" fill="${C.oliveD}"/><ellipse cx="${f(x + 8 * s)}" cy="${f(y - 26 * s)}" rx="${f(13 * s)}" ry="${f(10 * s)}" fill="${C.olive}"/><ellipse cx="${f(x - 1 * s)}" cy="${f(y - 38 * s)}" rx="${f(11 * s)}" ry="${f(8 * s)}" fill="#95a65c"/>`,
  );
}
function cypress(S, x, y, s = 1) {
  S.add(
    `<path d="M${f(x)} ${f(y)}c${f(-9 * s)} ${f(-20 * s)} ${f(-7 * s)} ${f(-48 * s)} 0 ${f(-62 * s)}c${f(7 * s)} ${f(14 * s)} ${f(9 * s)} ${f(42 * s)} 0 ${f(62 * s)}z" fill="#4f6533"/>`,
  );
}

/** small Venetian castle ruin on rocks (Naoussa kastro) */
function castle(S, x, y, s = 1) {
  let o = `<path d="M${f(x - 60 * s)} ${f(y)}q${f(10 * s)} ${f(-16 * s)} ${f(28 * s)} ${f(-14 * s)}q${f(14 * s)} ${f(-10 * s)} ${f(30 * s)} ${f(-4 * s)}q${f(22 * s)} ${f(-6 * s)} ${f(40 * s)} ${f(4 * s)}q${f(16 * s)} ${f(2 * s)} ${f(24 * s)} ${f(14 * s)}z" fill="${C.rock}"/>`;
  o += `<path d="M${f(x - 34 * s)} ${f(y - 10 * s)}V${f(y - 62 * s)}h${f(8 * s)}v${f(6 * s)}h${f(8 * s)}v${f(-6 * s)}h${f(8 * s)}v${f(6 * s)}h${f(8 * s)}v${f(-6 * s)}h${f(8 * s)}v${f(10 * s)}l${f(6 * s)} ${f(8 * s)}v${f(-14 * s)}h${f(8 * s)}v${f(6 * s)}h${f(6 * s)}V${f(y - 14 * s)}z" fill="#d9c79c"/>`;
  o += `<path d="M${f(x + 6 * s)} ${f(y - 12 * s)}V${f(y - 52 * s)}l${f(6 * s)} ${f(8 * s)}v${f(-14 * s)}h${f(8 * s)}v${f(6 * s)}h${f(6 * s)}V${f(y - 14 * s)}z" fill="#bfa979"/>`;
  o += `<path d="M${f(x - 22 * s)} ${f(y - 44 * s)}v${f(10 * s)}M${f(x - 6 * s)} ${f(y - 40 * s)}v${f(10 * s)}M${f(x - 14 * s)} ${f(y - 26 * s)}v${f(10 * s)}" stroke="#6d5b3c" stroke-width="${f(3 * s)}"/>`;
  S.add(o);
}

/** concrete quay with bollards */
function quay(S, x0, x1, y, h = 18, bollards = 4) {
  let o = `<rect x="${f(x0)}" y="${f(y)}" width="${f(x1 - x0)}" height="${f(h)}" fill="#e3ddd0"/><rect x="${f(x0)}" y="${f(y + h - 5)}" width="${f(x1 - x0)}" height="5" fill="#bdb3a0"/>`;
  for (let i = 0; i < bollards; i++)
    o += `<rect x="${f(x0 + 20 + (i * (x1 - x0 - 40)) / Math.max(1, bollards - 1))}" y="${f(y - 6)}" width="6" height="7" rx="2" fill="#4b5560"/>`;
  S.add(o);
}

/** tiny generic car silhouette for distant / parked cars (faces right) */
function miniCar(S, x, y, s = 1, col = C.blue, dir = 1) {
  S.add(
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(dir * s * 100) / 100} ${f(s * 100) / 100})"><path d="M-40 -8V-20Q-40 -25 -34 -26L-24 -27L-14 -40H14L26 -27L38 -24Q42 -22 42 -16V-8Z" fill="${col}"/><path d="M-11 -36H-1V-27H-20ZM3 -36H12L21 -27H3Z" fill="#cfe4ef"/><circle cx="-24" cy="-7" r="8" fill="#1e252d"/><circle cx="26" cy="-7" r="8" fill="#1e252d"/><circle cx="-24" cy="-7" r="3.5" fill="#c9d2d8"/><circle cx="26" cy="-7" r="3.5" fill="#c9d2d8"/></g>`,
  );
}

/** road signs (shapes only): stop, warn, noentry, blue arrow */
function sign(S, type, x, y, s = 1) {
  let o = `<path d="M${f(x)} ${f(y)}V${f(y - 80 * s)}" stroke="#8a949b" stroke-width="${f(4 * s)}"/>`;
  const cy = y - 92 * s,
    r = 20 * s;
  if (type === 'stop') {
    let d = '';
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI / 8) * (2 * i + 1);
      d += `${(i ? 'L' : 'M') + f(x + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`;
    }
    o += `<path d="${d}Z" fill="#c8372d" stroke="#fff" stroke-width="${f(2.5 * s)}"/><rect x="${f(x - 12 * s)}" y="${f(cy - 3 * s)}" width="${f(24 * s)}" height="${f(6 * s)}" rx="${f(2 * s)}" fill="#fff"/>`;
  } else if (type === 'warn') {
    o += `<path d="M${f(x)} ${f(cy - 24 * s)}L${f(x + 24 * s)} ${f(cy + 17 * s)}H${f(x - 24 * s)}Z" fill="#fff" stroke="#c8372d" stroke-width="${f(5 * s)}" stroke-linejoin="round"/><path d="M${f(x - 8 * s)} ${f(cy + 10 * s)}q${f(8 * s)} ${f(-22 * s)} ${f(4 * s)} ${f(-20 * s)}q${f(-4 * s)} ${f(6 * s)} ${f(4 * s)} ${f(-4 * s)}" stroke="#1e252d" stroke-width="${f(3 * s)}" fill="none"/>`;
  } else if (type === 'noentry') {
    o += `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="#c8372d" stroke="#fff" stroke-width="${f(2 * s)}"/><rect x="${f(x - 13 * s)}" y="${f(cy - 3.5 * s)}" width="${f(26 * s)}" height="${f(7 * s)}" fill="#fff"/>`;
  } else if (type === 'speed') {
    o += `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="#fff" stroke="#c8372d" stroke-width="${f(5 * s)}"/><path d="M${f(x - 8 * s)} ${f(cy + 6 * s)}a${f(9 * s)} ${f(9 * s)} 0 1 1 ${f(16 * s)} 0M${f(x)} ${f(cy + 5 * s)}l${f(5 * s)} ${f(-8 * s)}" stroke="#1e252d" stroke-width="${f(2.5 * s)}" fill="none" stroke-linecap="round"/>`;
  } else {
    o += `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(r)}" fill="${C.blue}" stroke="#fff" stroke-width="${f(2 * s)}"/><path d="M${f(x - 10 * s)} ${f(cy + 2 * s)}h${f(14 * s)}m${f(-7 * s)} ${f(-8 * s)}l${f(8 * s)} ${f(8 * s)}l${f(-8 * s)} ${f(8 * s)}" stroke="#fff" stroke-width="${f(4 * s)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
  S.add(o);
}

function rocks(S, x, y, s = 1) {
  S.add(
    `<path d="M${f(x - 30 * s)} ${f(y)}l${f(8 * s)} ${f(-18 * s)}l${f(16 * s)} ${f(-6 * s)}l${f(12 * s)} ${f(10 * s)}l${f(14 * s)} ${f(-4 * s)}l${f(10 * s)} ${f(18 * s)}z" fill="${C.rock}"/><path d="M${f(x - 6 * s)} ${f(y - 24 * s)}l${f(12 * s)} ${f(10 * s)}l${f(-4 * s)} ${f(14 * s)}" fill="#8e7d64" opacity=".6"/>`,
  );
}
function birds(S, x, y, s = 1, n = 3) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + i * 26 * s + S.rnd(-6, 6),
      by = y + S.rnd(-10, 10),
      k = s * S.rnd(0.7, 1.1);
    d += `M${f(bx)} ${f(by)}q${f(6 * k)} ${f(-6 * k)} ${f(11 * k)} 0q${f(5 * k)} ${f(-6 * k)} ${f(11 * k)} 0`;
  }
  S.add(
    `<path d="${d}" stroke="${C.ink}" stroke-width="${f(1.8 * s)}" fill="none" opacity=".55" stroke-linecap="round"/>`,
  );
}
function shape(S, d, fill, extra = '') {
  S.add(`<path d="${d}" fill="${fill}"${extra}/>`);
}

/* ---------- vehicle drawings from generate-vehicle-art.mjs ---------- */
let VEH = null;
try {
  VEH = await import(pathToFileURL(join(ROOT, 'tools', 'art', 'generate-vehicle-art.mjs')).href);
} catch {
  VEH = null;
}

function vehicleMarkup(S, model) {
  const id = S.id('v');
  if (VEH && (VEH.MODELS[model] || typeof model === 'object')) {
    const spec = typeof model === 'object' ? model : VEH.MODELS[model];
    const { defs, body } = VEH.vehicleGroup(spec, id);
    if (defs) S.def(defs);
    return body;
  }
  // fallback: nest the inner content of the published SVG, ids prefixed
  const file = join(
    ROOT,
    'public',
    'images',
    'vehicles',
    `${typeof model === 'object' ? 'suzuki-jimny' : model}.svg`,
  );
  if (!existsSync(file)) return '';
  const src = readFileSync(file, 'utf8')
    .replace(/\bid="([^"]+)"/g, `id="${id}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${id}$1)`);
  const defs = (src.match(/<defs>([\s\S]*?)<\/defs>/) || [undefined, ''])[1];
  S.def(defs);
  let body = src.replace(/^[\s\S]*?<\/defs>/, '').replace(/<\/svg>\s*$/, '');
  body = body
    .replace(/^<rect width="800" height="500"[^>]*\/>/, '')
    .replace(/^<circle[^>]*opacity="\.45"\/>/, '')
    .replace(/^<path d="M0 412H800"[^>]*\/>/, '');
  return body;
}
/** place a vehicle (drawn on an 800x500 canvas, ground y=412) centred at cx on ground gy */
function vehicle(S, model, cx, gy, s = 0.5, flip = false) {
  S.add(
    `<g transform="translate(${f(cx)} ${f(gy)}) scale(${flip ? -s : s} ${s}) translate(-400 -412)">${vehicleMarkup(S, model)}</g>`,
  );
}

/* =================================================================== */
/*                              SCENES                                  */
/* =================================================================== */
const scenes = {};
const wide = (name, title, seed, draw) => {
  scenes[name] = () => {
    const S = new Scene(1200, 675, title, seed);
    draw(S);
    return S;
  };
};

/* --- 1600x900 hero --- */
scenes['hero-paros.svg'] = () => {
  const S = new Scene(
    1600,
    900,
    'Panorama of Paros: calm Aegean sea, whitewashed village, windmill and ochre hills',
    11,
  );
  sky(S, { horizon: 540, sun: [1250, 180, 60] });
  cloud(S, 1330, 110, 1, 0.8);
  cloud(S, 260, 170, 1.2, 0.25);
  cloud(S, 980, 250, 0.7, 0.5);
  farIsland(S, 900, 1160, 542, 22, '#c9cbbd', 4);
  sea(S, { y0: 540, waves: 80, calmX: 880 });
  const back = [
    [960, 562],
    [1060, 490],
    [1180, 450],
    [1300, 420],
    [1420, 392],
    [1520, 404],
    [1600, 396],
  ];
  hill(S, back, C.ochre, 600, { shrubs: 18 });
  windmill(S, 1470, 404, 1.05, 12);
  const front = [
    [1000, 640],
    [1090, 580],
    [1200, 552],
    [1330, 540],
    [1460, 556],
    [1600, 540],
  ];
  hill(S, front, C.ochreD, 650, { shrubs: 10, shore: true, shrubCol: C.oliveD });
  village(S, {
    x: 1330,
    y: 616,
    w: 420,
    rows: 4,
    s: 1.15,
    churchAt: { row: 2, x: 1260, scale: 1 },
  });
  cypress(S, 1130, 600, 1.1);
  shape(S, 'M1060 900Q1120 730 1300 708Q1460 692 1600 680V900Z', C.sand);
  shape(S, 'M1330 900Q1420 800 1600 770V900Z', C.olive);
  olive(S, 1450, 815, 1.3);
  olive(S, 1555, 790, 1.1);
  umbrella(S, 1230, 760, 1, C.bougain);
  umbrella(S, 1330, 750, 0.9, C.blue);
  caique(S, 1000, 700, 0.9, -1, C.blue);
  caique(S, 1120, 668, 0.7, 1, '#d23c2a');
  birds(S, 1080, 300, 1, 3);
  return S;
};

/* --- 1200x675 scenes --- */
function islandRight(S, { seed = 0, church = true, mill = true } = {}) {
  const back = [
    [560, 392],
    [660, 330],
    [780, 300],
    [900, 270],
    [1020, 250],
    [1120, 262],
    [1200, 255],
  ];
  hill(S, back, C.ochre, 420, { shrubs: 14 });
  if (mill) windmill(S, 1060, 262, 0.85, 8 + seed * 7);
  const front = [
    [640, 450],
    [720, 400],
    [820, 380],
    [960, 372],
    [1080, 382],
    [1200, 372],
  ];
  hill(S, front, C.ochreD, 470, { shrubs: 8, shore: true, shrubCol: C.oliveD });
  village(S, {
    x: 940,
    y: 440,
    w: 360,
    rows: 3,
    s: 0.95,
    churchAt: church ? { row: 1, x: 900 } : null,
  });
}

wide(
  'paros-landing.svg',
  'Paros island: village, windmill and a road down to the beach',
  21,
  (S) => {
    sky(S, { horizon: 380, sun: [960, 120, 44] });
    cloud(S, 1020, 80, 0.8, 0.8);
    cloud(S, 180, 120, 0.9, 0.25);
    sea(S, { y0: 380, waves: 50, calmX: 620 });
    islandRight(S, { seed: 1 });
    shape(S, 'M700 675Q760 540 900 520Q1060 505 1200 500V675Z', C.sand);
    shape(S, 'M980 675Q1060 580 1200 560V675Z', C.olive);
    road(S, [
      [840, 675, 70],
      [900, 600, 56],
      [1000, 560, 44],
      [1120, 540, 36],
      [1200, 530, 32],
    ]);
    vehicle(S, 'fiat-500', 930, 602, 0.16);
    umbrella(S, 780, 600, 0.8, C.bougain);
    caique(S, 700, 500, 0.6, 1, C.blue);
    olive(S, 1130, 640, 1.1);
  },
);

wide(
  'antiparos.svg',
  'Small car ferry crossing the strait from Paros to low-lying Antiparos',
  31,
  (S) => {
    sky(S, { horizon: 360, sun: [980, 110, 42] });
    cloud(S, 880, 90, 0.7, 0.7);
    cloud(S, 200, 130, 0.8, 0.25);
    sea(S, { y0: 360, top: C.turq, bottom: C.blue, waves: 50, calmX: 560 });
    const isl = [
      [470, 364],
      [560, 338],
      [700, 324],
      [860, 316],
      [1000, 326],
      [1120, 310],
      [1200, 316],
    ];
    hill(S, isl, '#d2b783', 372, { shrubs: 8, shore: true });
    village(S, {
      x: 800,
      y: 352,
      w: 180,
      rows: 2,
      s: 0.55,
      churchAt: { row: 1, x: 780, tower: false },
    });
    windmill(S, 1080, 320, 0.4, 20);
    ferry(S, 820, 470, 0.8, -1, { small: true });
    shape(S, 'M760 675Q850 590 1000 580Q1120 572 1200 560V675Z', C.sand);
    quay(S, 1000, 1200, 566, 22, 3);
    shape(S, 'M1060 675Q1120 620 1200 600V675Z', C.olive);
    caique(S, 930, 600, 0.5, 1, '#d23c2a');
  },
);

wide(
  'naoussa.svg',
  'Naoussa harbour: colourful fishing boats and the small Venetian castle',
  41,
  (S) => {
    sky(S, { horizon: 340, sun: [1020, 100, 40] });
    cloud(S, 900, 70, 0.7, 0.7);
    cloud(S, 220, 110, 0.8, 0.25);
    sea(S, { y0: 340, waves: 50, calmX: 600 });
    hill(
      S,
      [
        [600, 346],
        [720, 290],
        [880, 262],
        [1040, 240],
        [1200, 252],
      ],
      C.ochre,
      380,
      { shrubs: 10 },
    );
    village(S, {
      x: 960,
      y: 372,
      w: 460,
      rows: 3,
      s: 0.9,
      churchAt: { row: 2, x: 1060 },
      bougain: 0.3,
    });
    quay(S, 740, 1200, 380, 20, 5);
    castle(S, 660, 460, 1.2);
    shape(S, 'M600 460h140v-6H600z', '#bdb3a0');
    const cols = [C.blue, '#d23c2a', C.turq, C.sun, C.aegean];
    [
      [800, 440],
      [890, 452],
      [980, 446],
      [1080, 456],
      [1160, 448],
    ].forEach(([x, y], i) => {
      caique(S, x, y, 0.75, i % 2 ? 1 : -1, cols[i]);
    });
    [
      [760, 560],
      [960, 590],
    ].forEach(([x, y], i) => {
      caique(S, x, y, 0.9, 1, cols[i + 2]);
    });
  },
);

wide('parikia.svg', 'Parikia port town with windmill and blue church dome', 51, (S) => {
  sky(S, { horizon: 360, sun: [1090, 110, 42] });
  cloud(S, 950, 80, 0.7, 0.7);
  cloud(S, 160, 120, 0.9, 0.25);
  sea(S, { y0: 360, waves: 50, calmX: 580 });
  hill(
    S,
    [
      [560, 370],
      [680, 300],
      [820, 270],
      [980, 230],
      [1100, 244],
      [1200, 232],
    ],
    C.ochre,
    400,
    { shrubs: 12 },
  );
  village(S, {
    x: 930,
    y: 420,
    w: 520,
    rows: 4,
    s: 0.95,
    churchAt: { row: 2, x: 980, scale: 1.3 },
    bougain: 0.25,
  });
  quay(S, 620, 1200, 430, 22, 5);
  windmill(S, 700, 432, 0.9, 25);
  ferry(S, 420, 500, 0.5, 1, { small: false, wake: true });
  caique(S, 860, 500, 0.7, -1, C.blue);
});

wide('airport.svg', 'Small plane flying over Paros with the island runway below', 61, (S) => {
  sky(S, { horizon: 420, sun: [1080, 110, 40] });
  cloud(S, 760, 150, 0.8, 0.8);
  cloud(S, 200, 110, 0.9, 0.25);
  cloud(S, 1030, 260, 0.5, 0.6);
  sea(S, { y0: 420, waves: 40, calmX: 560 });
  hill(
    S,
    [
      [560, 424],
      [700, 372],
      [860, 350],
      [1000, 336],
      [1200, 346],
    ],
    C.ochre,
    450,
    { shrubs: 8 },
  );
  shape(S, 'M520 675Q600 480 760 455Q980 430 1200 440V675Z', '#d7c08e');
  runway(S, [660, 675], [900, 675], [1170, 480], [1110, 478]);
  shape(S, 'M1060 675Q1120 600 1200 590V675Z', C.olive);
  village(S, { x: 620, y: 600, w: 120, rows: 2, s: 0.6 });
  plane(S, 860, 210, 1.1, -9);
  birds(S, 420, 190, 0.8, 2);
});

wide('port.svg', 'Large passenger ferry at the quay of Paros port', 71, (S) => {
  sky(S, { horizon: 380, sun: [1100, 100, 40] });
  cloud(S, 980, 80, 0.6, 0.7);
  cloud(S, 200, 120, 0.8, 0.25);
  sea(S, { y0: 380, waves: 40, calmX: 500 });
  hill(
    S,
    [
      [620, 384],
      [740, 320],
      [900, 290],
      [1060, 276],
      [1200, 290],
    ],
    C.ochre,
    410,
    { shrubs: 8 },
  );
  village(S, { x: 980, y: 412, w: 400, rows: 3, s: 0.8, churchAt: { row: 2, x: 1080 } });
  ferry(S, 860, 536, 1.3, -1, { wake: false });
  quay(S, 600, 1200, 530, 44, 6);
  shape(S, 'M600 574h600v101H600z', '#d6cfbf');
  miniCar(S, 1060, 560, 0.7, C.sun);
  miniCar(S, 1140, 560, 0.7, '#d23c2a', -1);
});

wide('scooters.svg', 'Scooter on a sunny coastal road above the sea', 81, (S) => {
  sky(S, { horizon: 340, sun: [1060, 100, 44] });
  cloud(S, 880, 80, 0.7, 0.7);
  cloud(S, 190, 110, 0.8, 0.25);
  sea(S, { y0: 340, top: C.turq, bottom: C.blue, waves: 50, calmX: 560 });
  hill(
    S,
    [
      [640, 344],
      [760, 280],
      [920, 240],
      [1080, 220],
      [1200, 236],
    ],
    C.ochre,
    400,
    { shrubs: 10 },
  );
  village(S, {
    x: 1000,
    y: 320,
    w: 240,
    rows: 2,
    s: 0.6,
    churchAt: { row: 1, x: 1060, tower: false },
  });
  shape(S, 'M0 675V560Q300 520 600 500Q900 470 1200 440V675Z', '#d2b57c');
  road(S, [
    [-20, 600, 60],
    [300, 575, 58],
    [600, 556, 56],
    [900, 530, 54],
    [1220, 500, 50],
  ]);
  shape(S, 'M0 675V640Q400 610 1200 560V675Z', C.olive);
  vehicle(S, 'scooter', 860, 540, 0.34);
  olive(S, 1110, 600, 1.1);
  rocks(S, 520, 665, 1.2);
});

wide('atv.svg', 'Quad bike on a dirt track between ochre hills', 91, (S) => {
  sky(S, { horizon: 330, sun: [1050, 110, 44], low: '#f6e8cc' });
  cloud(S, 900, 90, 0.7, 0.6);
  cloud(S, 180, 110, 0.8, 0.25);
  sea(S, { y0: 330, waves: 20, calmX: 1200 });
  hill(
    S,
    [
      [0, 360],
      [200, 340],
      [420, 330],
      [560, 336],
    ],
    '#d9c59a',
    380,
  );
  hill(
    S,
    [
      [420, 380],
      [620, 300],
      [820, 250],
      [1000, 230],
      [1200, 270],
    ],
    C.ochre,
    460,
    { shrubs: 16 },
  );
  windmill(S, 960, 240, 0.55, 40);
  hill(
    S,
    [
      [0, 470],
      [300, 420],
      [640, 400],
      [900, 380],
      [1200, 360],
    ],
    C.ochreD,
    675,
    { shrubs: 30, shrubCol: C.oliveD },
  );
  road(
    S,
    [
      [540, 690, 120],
      [640, 600, 90],
      [800, 530, 64],
      [960, 480, 40],
      [1080, 440, 26],
    ],
    'dirt',
  );
  vehicle(S, 'atv', 720, 590, 0.4);
  olive(S, 1060, 560, 1.2);
  olive(S, 380, 520, 0.9);
  rocks(S, 960, 640, 1.3);
});

wide('economy.svg', 'Small city car parked on a whitewashed village street', 101, (S) => {
  sky(S, { horizon: 380, sun: [700, 120, 40] });
  cloud(S, 220, 120, 0.9, 0.25);
  sea(S, { y0: 380, waves: 30, calmX: 700, x1: 700 });
  hill(
    S,
    [
      [300, 384],
      [420, 350],
      [560, 340],
      [700, 330],
    ],
    '#d3bf93',
    400,
  );
  // street: houses on the right, paved lane in front
  const hs = [
    [620, 140, 200],
    [760, 130, 240],
    [890, 150, 190],
    [1040, 160, 260],
  ];
  hs.forEach(([x, w, h], i) => {
    house(S, x, 520, w, h, 6, {
      door: true,
      bougain: i % 2 === 0,
      doorCol: i === 2 ? C.turq : C.blue,
    });
  });
  church(S, 1140, 280, 1.2, { tower: false });
  shape(S, 'M0 675V520H1200V675Z', '#e9e3d4');
  let d = '';
  for (let y = 540; y < 675; y += 44)
    for (let x = (y / 44) % 2 ? 0 : 60; x < 1200; x += 120) d += `M${x} ${y}h112v38h-112z`;
  shape(S, d, 'none', ' stroke="#fff" stroke-width="2" opacity=".6"');
  vehicle(S, 'fiat-500', 900, 610, 0.5);
  olive(S, 560, 540, 1.3);
});

wide(
  'about.svg',
  'Family-run rental office with cars parked in front, island hills behind',
  111,
  (S) => {
    sky(S, { horizon: 380, sun: [1060, 100, 42] });
    cloud(S, 900, 80, 0.7, 0.7);
    cloud(S, 160, 120, 0.9, 0.25);
    sea(S, { y0: 380, waves: 40, calmX: 560 });
    hill(
      S,
      [
        [480, 384],
        [620, 300],
        [780, 250],
        [940, 230],
        [1200, 250],
      ],
      C.ochre,
      420,
      { shrubs: 12 },
    );
    windmill(S, 860, 250, 0.55, 5);
    shape(S, 'M0 675V500Q600 470 1200 460V675Z', '#e2d6b8');
    // office
    house(S, 640, 520, 360, 150, 3, { door: false });
    shape(S, 'M630 400H1000l40 -10V420L1000 440H630Z', C.blue);
    let st = '';
    for (let x = 640; x < 1000; x += 40) st += `M${x} 440h20v12h-20z`;
    shape(S, st, C.blue);
    shape(S, 'M660 520V462H720V520ZM760 500V462H860V500ZM900 500V462H980V500Z', C.aegean);
    shape(S, 'M766 468h88v26h-88zM906 468h68v26h-68z', '#cfe4ef');
    shape(S, 'M700 350h200v40H700z', C.aegean);
    miniCar(S, 760, 384, 0.5, '#fff');
    circleSun(S, 860, 370, 11);
    shape(S, 'M0 675V560H1200V675Z', '#cfc6b4');
    shape(S, 'M520 560v115M760 560v115M1000 560v115', 'none', ' stroke="#fff" stroke-width="4"');
    miniCar(S, 640, 640, 1.5, '#d23c2a');
    miniCar(S, 880, 640, 1.5, C.blue);
    miniCar(S, 1110, 640, 1.5, C.sun);
    olive(S, 580, 520, 1.4);
    bougainBush(S, 1010, 520);
  },
);
function circleSun(S, x, y, r) {
  S.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${C.sun}"/>`);
}
function bougainBush(S, x, y, s = 1) {
  let d = '';
  for (let i = 0; i < 12; i++) {
    const r = S.rnd(5, 9) * s;
    d += `M${f(x + S.rnd(-20, 20) * s - r)} ${f(y - S.rnd(4, 60) * s)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0-${f(2 * r)} 0`;
  }
  S.add(
    `<path d="M${f(x)} ${f(y)}v${f(-40 * s)}" stroke="#6b5338" stroke-width="${f(4 * s)}"/><path d="${d}" fill="${C.bougain}"/>`,
  );
}

wide(
  'blog-exploring-paros.svg',
  'Car on a winding mountain road up to a white hill village',
  121,
  (S) => {
    sky(S, { horizon: 330, sun: [1050, 100, 40] });
    cloud(S, 860, 90, 0.6, 0.7);
    cloud(S, 180, 100, 0.8, 0.25);
    sea(S, { y0: 330, waves: 30, calmX: 1200 });
    const mt = [
      [300, 350],
      [520, 250],
      [720, 170],
      [880, 150],
      [1040, 190],
      [1200, 230],
    ];
    hill(S, mt, C.ochre, 420, { shrubs: 20 });
    village(S, { x: 880, y: 240, w: 300, rows: 3, s: 0.7, churchAt: { row: 2, x: 900 } });
    hill(
      S,
      [
        [0, 420],
        [300, 400],
        [600, 380],
        [900, 330],
        [1200, 320],
      ],
      C.ochreD,
      675,
      { shrubs: 34, shrubCol: C.oliveD },
    );
    road(S, [
      [380, 690, 90],
      [520, 600, 74],
      [860, 560, 58],
      [980, 500, 44],
      [760, 440, 34],
      [720, 400, 24],
      [840, 340, 18],
    ]);
    vehicle(S, 'suzuki-swift', 720, 580, 0.22);
    olive(S, 1040, 620, 1.3);
    olive(S, 300, 560, 1);
    cypress(S, 1130, 560, 1.2);
  },
);

wide(
  'blog-antiparos-ferry.svg',
  'Car ferry crossing to Antiparos on a turquoise strait',
  131,
  (S) => {
    sky(S, { horizon: 350, sun: [1060, 110, 42] });
    cloud(S, 920, 90, 0.7, 0.7);
    cloud(S, 200, 130, 0.8, 0.25);
    sea(S, { y0: 350, top: C.turq, bottom: C.blue, waves: 60, calmX: 520 });
    hill(
      S,
      [
        [420, 354],
        [560, 330],
        [760, 312],
        [960, 320],
        [1200, 300],
      ],
      '#d2b783',
      362,
      { shrubs: 8, shore: true },
    );
    village(S, {
      x: 980,
      y: 344,
      w: 220,
      rows: 2,
      s: 0.55,
      churchAt: { row: 1, x: 1000, tower: false },
    });
    ferry(S, 800, 520, 1.5, -1, { small: true });
    birds(S, 620, 220, 1, 3);
  },
);

wide('blog-vehicle-comparison.svg', 'Scooter, small car and ATV side by side', 141, (S) => {
  sky(S, { horizon: 400, sun: [1080, 100, 40] });
  cloud(S, 200, 110, 0.8, 0.3);
  cloud(S, 900, 80, 0.6, 0.6);
  sea(S, { y0: 400, waves: 25 });
  hill(
    S,
    [
      [760, 404],
      [880, 330],
      [1020, 310],
      [1200, 330],
    ],
    C.ochre,
    420,
    { shrubs: 6 },
  );
  village(S, { x: 1040, y: 400, w: 200, rows: 2, s: 0.6 });
  shape(S, 'M0 675V470Q600 450 1200 470V675Z', '#e6d6b0');
  shape(S, 'M0 675V600H1200V675Z', '#d9c59a');
  vehicle(S, 'scooter', 200, 600, 0.4);
  vehicle(S, 'suzuki-ignis', 600, 600, 0.52);
  vehicle(S, 'atv', 1000, 600, 0.42);
});

wide(
  'blog-airport-naoussa.svg',
  'Plane over the island and the road to Naoussa harbour',
  151,
  (S) => {
    sky(S, { horizon: 380, sun: [1100, 90, 38] });
    cloud(S, 200, 120, 0.8, 0.25);
    cloud(S, 980, 200, 0.6, 0.6);
    sea(S, { y0: 380, waves: 40, calmX: 560 });
    hill(
      S,
      [
        [580, 384],
        [700, 330],
        [880, 300],
        [1060, 300],
        [1200, 310],
      ],
      C.ochre,
      420,
      { shrubs: 10 },
    );
    village(S, { x: 960, y: 414, w: 340, rows: 3, s: 0.75, churchAt: { row: 2, x: 1000 } });
    quay(S, 760, 1200, 420, 16, 4);
    [
      [820, 480, C.blue],
      [940, 490, '#d23c2a'],
      [1060, 484, C.turq],
    ].forEach(([x, y, c], i) => {
      caique(S, x, y, 0.6, i % 2 ? 1 : -1, c);
    });
    shape(S, 'M560 675Q700 560 1200 560V675Z', '#d7c08e');
    road(S, [
      [600, 690, 70],
      [760, 630, 56],
      [1000, 600, 40],
      [1220, 590, 32],
    ]);
    miniCar(S, 820, 626, 0.8, C.sun);
    plane(S, 760, 180, 0.9, -7);
  },
);

wide(
  'blog-beaches.svg',
  'Turquoise cove with sand, a beach umbrella and a parked car',
  161,
  (S) => {
    sky(S, { horizon: 300, sun: [1040, 100, 42] });
    cloud(S, 880, 80, 0.7, 0.7);
    cloud(S, 180, 110, 0.8, 0.25);
    sea(S, { y0: 300, top: C.blue, bottom: C.turq, waves: 50, calmX: 520 });
    hill(
      S,
      [
        [700, 306],
        [820, 250],
        [980, 222],
        [1200, 240],
      ],
      C.ochre,
      520,
      { shrubs: 12 },
    );
    rocks(S, 760, 470, 2.2);
    shape(S, 'M0 675V560Q300 470 640 500Q900 520 1200 470V675Z', C.sand);
    shape(
      S,
      'M0 560Q300 470 640 500Q900 520 1200 470',
      'none',
      ' stroke="#fff" stroke-width="5" opacity=".7"',
    );
    shape(S, 'M0 675V620Q400 600 1200 560V675Z', '#e6cc92');
    umbrella(S, 560, 600, 1.2, C.bougain);
    umbrella(S, 720, 590, 1, C.blue);
    vehicle(S, 'suzuki-jimny', 1000, 590, 0.3);
    olive(S, 1150, 560, 1.2);
  },
);

wide('blog-driving-rules.svg', 'Island road with road signs', 171, (S) => {
  sky(S, { horizon: 360, sun: [1060, 100, 40] });
  cloud(S, 200, 110, 0.8, 0.25);
  cloud(S, 900, 90, 0.6, 0.6);
  sea(S, { y0: 360, waves: 30, calmX: 600 });
  hill(
    S,
    [
      [300, 370],
      [500, 320],
      [700, 290],
      [900, 300],
      [1200, 270],
    ],
    C.ochre,
    420,
    { shrubs: 12 },
  );
  shape(S, 'M0 675V400Q600 380 1200 390V675Z', '#d7c08e');
  S.add(
    `<path d="M560 675L740 395H780L1040 675Z" fill="${C.asphalt}"/><path d="M800 675L760 395" stroke="#f2d27a" stroke-width="5" stroke-dasharray="26 22"/><path d="M560 675L740 395M1040 675L780 395" stroke="#e9e4d8" stroke-width="3"/>`,
  );
  sign(S, 'stop', 1090, 560, 1.3);
  sign(S, 'speed', 1000, 470, 0.9);
  sign(S, 'warn', 940, 420, 0.6);
  sign(S, 'arrow', 620, 520, 1);
  sign(S, 'noentry', 690, 430, 0.6);
  olive(S, 1160, 440, 1);
  miniCar(S, 790, 470, 0.9, C.blue);
});

/* --- 800x600 gallery --- */
const mid = (name, title, seed, draw) => {
  scenes[name] = () => {
    const S = new Scene(800, 600, title, seed);
    draw(S);
    return S;
  };
};
mid('gallery-jeep.svg', 'Open jeep on a cliff road high above the sea', 201, (S) => {
  sky(S, { horizon: 260, sun: [640, 90, 36] });
  cloud(S, 120, 90, 0.7, 0.35);
  sea(S, { y0: 260, top: C.blue, bottom: C.turq, waves: 40, calmX: 300 });
  farIsland(S, 140, 420, 262, 20, '#c9cbbd', 3);
  hill(
    S,
    [
      [420, 470],
      [540, 380],
      [680, 330],
      [800, 310],
    ],
    C.ochre,
    600,
    { shrubs: 10 },
  );
  shape(S, 'M320 600L336 540Q350 508 380 500L560 462L820 420V600Z', C.ochreD);
  shape(S, 'M320 600L336 540Q350 508 380 500L400 520L370 600Z', '#9c7743');
  road(S, [
    [372, 492, 40],
    [560, 452, 42],
    [820, 404, 44],
  ]);
  vehicle(S, { shape: 'jeep-open', color: '#d9a35b', title: 'Open jeep' }, 580, 462, 0.36);
  rocks(S, 392, 510, 1.6);
  olive(S, 740, 540, 1.2);
});
mid('gallery-ferry.svg', 'Passenger ferry sailing between the Cyclades islands', 211, (S) => {
  sky(S, { horizon: 300, sun: [640, 100, 40] });
  cloud(S, 120, 100, 0.7, 0.35);
  cloud(S, 540, 70, 0.5, 0.7);
  sea(S, { y0: 300, waves: 50, calmX: 0 });
  farIsland(S, 380, 800, 302, 40, C.ochre, 6);
  ferry(S, 420, 440, 1.2, 1);
  birds(S, 600, 220, 1, 3);
});
mid(
  'gallery-book-online.svg',
  'Phone showing a booking calendar with a check mark, island behind',
  221,
  (S) => {
    sky(S, { horizon: 360, sun: [140, 110, 40] });
    sea(S, { y0: 360, waves: 30 });
    hill(
      S,
      [
        [0, 380],
        [160, 320],
        [360, 300],
        [560, 330],
        [800, 310],
      ],
      C.ochre,
      420,
      { shrubs: 10 },
    );
    village(S, { x: 180, y: 400, w: 240, rows: 2, s: 0.7, churchAt: { row: 1, x: 200 } });
    windmill(S, 680, 330, 0.6, 30);
    shape(S, 'M0 600V460Q400 430 800 470V600Z', C.sand);
    const px = 400,
      py = 90;
    S.add(
      `<rect x="${px - 6}" y="${py + 10}" width="240" height="440" rx="34" fill="${C.ink}" opacity=".2"/><rect x="${px - 20}" y="${py}" width="240" height="440" rx="34" fill="#1d2b36"/><rect x="${px - 8}" y="${py + 40}" width="216" height="370" rx="14" fill="#fff"/><rect x="${px + 60}" y="${py + 16}" width="80" height="10" rx="5" fill="#3a4a56"/>`,
    );
    S.add(
      `<rect x="${px - 8}" y="${py + 40}" width="216" height="60" rx="14" fill="${C.aegean}"/><rect x="${px - 8}" y="${py + 80}" width="216" height="20" fill="${C.aegean}"/><circle cx="${px + 176}" cy="${py + 70}" r="12" fill="${C.sun}"/><rect x="${px + 10}" y="${py + 62}" width="80" height="14" rx="7" fill="#fff" opacity=".8"/>`,
    );
    let g = '',
      sel = '';
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 7; c++) {
        const x = px + 4 + c * 29,
          y = py + 116 + r * 34;
        if (r === 2 && c >= 2 && c <= 5) sel += `M${x} ${y}h24v24h-24z`;
        else g += `M${x + 3} ${y}h18q3 0 3 3v18q0 3-3 3h-18q-3 0-3-3v-18q0-3 3-3z`;
      }
    S.add(`<path d="${g}" fill="#e6eef3"/><path d="${sel}" fill="${C.turq}"/>`);
    S.add(
      `<circle cx="${px + 190}" cy="${py + 370}" r="48" fill="${C.olive}" stroke="#fff" stroke-width="6"/><path d="M${px + 168} ${py + 370}l16 16 28-30" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  },
);

/* --- 800x500 location + category cards --- */
const card = (name, title, seed, draw) => {
  scenes[name] = () => {
    const S = new Scene(800, 500, title, seed);
    draw(S);
    return S;
  };
};
card('loc-parikia.svg', 'Parikia: harbour windmill and church dome', 301, (S) => {
  sky(S, { horizon: 280, sun: [660, 80, 34] });
  cloud(S, 120, 80, 0.6, 0.35);
  sea(S, { y0: 280, waves: 30 });
  hill(
    S,
    [
      [260, 286],
      [380, 230],
      [540, 200],
      [800, 190],
    ],
    C.ochre,
    320,
    { shrubs: 8 },
  );
  village(S, { x: 560, y: 330, w: 420, rows: 3, s: 0.8, churchAt: { row: 2, x: 560, scale: 1.2 } });
  quay(S, 200, 800, 340, 20, 5);
  windmill(S, 280, 342, 0.8, 20);
  caique(S, 500, 420, 0.7, -1, C.blue);
  caique(S, 160, 440, 0.6, 1, '#d23c2a');
});
card('loc-naoussa.svg', 'Naoussa: fishing boats in the little harbour by the castle', 311, (S) => {
  sky(S, { horizon: 250, sun: [680, 80, 32] });
  sea(S, { y0: 250, waves: 30 });
  hill(
    S,
    [
      [300, 256],
      [440, 210],
      [620, 190],
      [800, 200],
    ],
    C.ochre,
    290,
    { shrubs: 8 },
  );
  village(S, {
    x: 600,
    y: 290,
    w: 400,
    rows: 3,
    s: 0.7,
    churchAt: { row: 2, x: 660 },
    bougain: 0.3,
  });
  quay(S, 380, 800, 296, 16, 4);
  castle(S, 180, 340, 1.1);
  const cols = [C.blue, '#d23c2a', C.turq, C.sun];
  [
    [430, 360],
    [540, 372],
    [650, 364],
    [740, 376],
  ].forEach(([x, y], i) => {
    caique(S, x, y, 0.7, i % 2 ? 1 : -1, cols[i]);
  });
  caique(S, 300, 450, 0.9, 1, C.aegean);
});
card('loc-airport.svg', 'Paros airport: plane over the runway', 321, (S) => {
  sky(S, { horizon: 300, sun: [680, 80, 32] });
  cloud(S, 160, 90, 0.6, 0.5);
  cloud(S, 520, 140, 0.5, 0.6);
  sea(S, { y0: 300, waves: 20 });
  hill(
    S,
    [
      [0, 310],
      [200, 270],
      [420, 260],
      [800, 250],
    ],
    C.ochre,
    330,
    { shrubs: 8 },
  );
  shape(S, 'M0 500V340Q400 310 800 330V500Z', '#d7c08e');
  runway(S, [100, 500], [400, 500], [760, 350], [700, 348]);
  olive(S, 620, 470, 1.1);
  plane(S, 380, 170, 0.9, -8);
});
card(
  'loc-antiparos.svg',
  'Antiparos: small ferry and the low island across the strait',
  331,
  (S) => {
    sky(S, { horizon: 270, sun: [660, 80, 32] });
    sea(S, { y0: 270, top: C.turq, bottom: C.blue, waves: 40 });
    hill(
      S,
      [
        [120, 274],
        [260, 240],
        [460, 232],
        [640, 244],
        [800, 230],
      ],
      '#d2b783',
      282,
      { shrubs: 6, shore: true },
    );
    village(S, {
      x: 500,
      y: 268,
      w: 180,
      rows: 2,
      s: 0.5,
      churchAt: { row: 1, x: 520, tower: false },
    });
    ferry(S, 380, 390, 0.9, 1, { small: true });
    shape(S, 'M0 500V450Q300 430 800 460V500Z', C.sand);
  },
);
card('cat-car.svg', 'Small rental car on an island road', 341, (S) => {
  sky(S, { horizon: 260, sun: [660, 80, 32] });
  sea(S, { y0: 260, waves: 24 });
  hill(
    S,
    [
      [300, 266],
      [460, 200],
      [620, 180],
      [800, 200],
    ],
    C.ochre,
    300,
    { shrubs: 8 },
  );
  village(S, { x: 600, y: 270, w: 260, rows: 2, s: 0.6 });
  shape(S, 'M0 500V320Q400 300 800 310V500Z', '#d7c08e');
  road(S, [
    [-20, 440, 80],
    [400, 430, 80],
    [820, 420, 80],
  ]);
  vehicle(S, 'toyota-aygo', 420, 440, 0.55);
});
card('cat-scooter.svg', 'Scooter on a seaside road', 351, (S) => {
  sky(S, { horizon: 280, sun: [660, 80, 32] });
  sea(S, { y0: 280, top: C.turq, bottom: C.blue, waves: 30 });
  hill(
    S,
    [
      [420, 286],
      [560, 220],
      [800, 200],
    ],
    C.ochre,
    320,
    { shrubs: 6 },
  );
  windmill(S, 660, 236, 0.55, 15);
  shape(S, 'M0 500V360Q400 340 800 350V500Z', '#d2b57c');
  road(S, [
    [-20, 440, 70],
    [400, 432, 70],
    [820, 426, 70],
  ]);
  vehicle(S, 'scooter-125', 400, 452, 0.5);
});
card('cat-atv.svg', 'ATV quad on a dirt track in the hills', 361, (S) => {
  sky(S, { horizon: 250, sun: [660, 80, 32], low: '#f6e8cc' });
  sea(S, { y0: 250, waves: 12 });
  hill(
    S,
    [
      [0, 290],
      [200, 220],
      [420, 200],
      [640, 180],
      [800, 210],
    ],
    C.ochre,
    330,
    { shrubs: 12 },
  );
  hill(
    S,
    [
      [0, 340],
      [300, 310],
      [800, 300],
    ],
    C.ochreD,
    500,
    { shrubs: 16, shrubCol: C.oliveD },
  );
  road(
    S,
    [
      [-20, 450, 90],
      [400, 440, 90],
      [820, 430, 90],
    ],
    'dirt',
  );
  vehicle(S, 'atv', 400, 460, 0.55);
});
card('placeholder.svg', 'Vehicle image placeholder', 371, (S) => {
  S.add(
    `<rect width="800" height="500" fill="#e6ecf1"/><circle cx="620" cy="130" r="46" fill="#d3dde5"/><path d="M0 360Q200 320 400 340T800 320V500H0Z" fill="#d8e1e8"/><path d="M0 412H800" stroke="#c3cfd9" stroke-width="3"/>`,
  );
  S.add(
    `<g transform="translate(400 412) scale(3.8)" fill="#9fb3c4"><path d="M-40 -8V-20Q-40 -25 -34 -26L-24 -27L-14 -40H14L26 -27L38 -24Q42 -22 42 -16V-8Z"/><path d="M-11 -36H-1V-27H-20ZM3 -36H12L21 -27H3Z" fill="#e6ecf1"/><circle cx="-24" cy="-7" r="8" fill="#8499ab"/><circle cx="26" cy="-7" r="8" fill="#8499ab"/><circle cx="-24" cy="-7" r="3.5" fill="#e6ecf1"/><circle cx="26" cy="-7" r="3.5" fill="#e6ecf1"/></g>`,
  );
});

/* --- assistant portrait --- */
function marcia(S, size, round) {
  const k = size / 800;
  let o = `<g transform="scale(${Math.round(k * 1000) / 1000})">`;
  const bg = vgrad(S, [
    [0, '#bfe6f0'],
    [1, C.lime],
  ]);
  o += round
    ? `<circle cx="400" cy="400" r="400" fill="${bg}"/>`
    : `<rect width="800" height="800" rx="80" fill="${bg}"/>`;
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    rays += `M${f(400 + Math.cos(a) * 250)} ${f(330 + Math.sin(a) * 250)}L${f(400 + Math.cos(a + 0.09) * 330)} ${f(330 + Math.sin(a + 0.09) * 330)}L${f(400 + Math.cos(a - 0.09) * 330)} ${f(330 + Math.sin(a - 0.09) * 330)}Z`;
  }
  o += `<path d="${rays}" fill="${C.sun}" opacity=".55"/><circle cx="400" cy="330" r="235" fill="${C.sun}" opacity=".9"/>`;
  o += `<path d="M0 640Q200 600 400 630T800 620V800H0Z" fill="${C.blue}"/><path d="M0 690Q220 660 420 690T800 680V800H0Z" fill="${C.aegean}"/>`;
  // hair back, neck, shoulders
  o += `<path d="M250 360Q230 170 400 150Q570 170 560 360Q570 520 600 600H210Q240 520 250 360Z" fill="#3b2a20"/>`;
  o += `<path d="M360 470h80v90h-80z" fill="#e2ae86"/><path d="M220 800Q230 600 400 590Q570 600 580 800Z" fill="#fff"/><path d="M330 596Q400 650 470 596" stroke="${C.turq}" stroke-width="14" fill="none"/>`;
  // face
  o += `<ellipse cx="400" cy="370" rx="125" ry="150" fill="#f0c39c"/><path d="M272 330Q300 180 420 200Q520 210 540 330Q470 250 360 270Q300 290 272 330Z" fill="#3b2a20"/>`;
  o += `<path d="M340 370q20-16 40 0M420 370q20-16 40 0" stroke="#3b2a20" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M360 440q40 32 80 0" stroke="#b0485a" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  o += `<circle cx="330" cy="418" r="18" fill="${C.bougain}" opacity=".25"/><circle cx="470" cy="418" r="18" fill="${C.bougain}" opacity=".25"/><circle cx="276" cy="420" r="10" fill="${C.turq}"/><circle cx="524" cy="420" r="10" fill="${C.turq}"/>`;
  o += `<circle cx="300" cy="220" r="16" fill="${C.bougain}"/><circle cx="322" cy="206" r="12" fill="#d9528a"/><circle cx="318" cy="232" r="10" fill="#d9528a"/>`;
  if (!round) {
    o += `<path d="M560 130h160q24 0 24 24v70q0 24-24 24h-100l-36 30v-30q-24 0-24-24v-70q0-24 24-24z" fill="#fff"/><circle cx="600" cy="190" r="10" fill="${C.blue}"/><circle cx="640" cy="190" r="10" fill="${C.blue}"/><circle cx="680" cy="190" r="10" fill="${C.blue}"/>`;
    o += `<path d="M70 470h130q20 0 20 20v50q0 20-20 20h-90l-30 26v-26q-10 0-10-20v-50q0-20 20-20z" fill="${C.turq}"/><path d="M100 510h90M100 532h56" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`;
  }
  S.add(`${o}</g>`);
}
scenes['marcia-ai.svg'] = () => {
  const S = new Scene(800, 800, 'Marcia, the friendly travel assistant', 401);
  marcia(S, 800, false);
  return S;
};
scenes['marcia-avatar.svg'] = () => {
  const S = new Scene(96, 96, 'Marcia avatar', 402);
  marcia(S, 96, true);
  return S;
};

/* --- favicon + logo --- */
function markSVG(size, title, bgFill, round, waveA, waveB) {
  const k = size / 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img"><title>${title}</title><g transform="scale(${k})">` +
    `<rect width="32" height="32" rx="${round}" fill="${bgFill}"/><circle cx="16" cy="13" r="7" fill="${C.sun}"/>` +
    `<path d="M2 21q3.5-3 7 0t7 0 7 0 7 0V30H2z" fill="${waveA}"/><path d="M2 25.5q3.5-3 7 0t7 0 7 0 7 0" stroke="${waveB}" stroke-width="2" fill="none" stroke-linecap="round"/></g></svg>\n`
  );
}

/* ---------- main ---------- */
const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  mkdirSync(OUT, { recursive: true });
  for (const [name, make] of Object.entries(scenes)) {
    const svg = make().svg();
    writeFileSync(join(OUT, name), svg);
    console.log(
      `${name.padEnd(30)} ${svg.length} bytes${svg.length > 20000 ? '  (!) over 20 KB' : ''}`,
    );
  }
  const fav = markSVG(32, 'Paros rentals: sun over a wave', C.lime, 7, C.blue, '#fff');
  writeFileSync(join(ROOT, 'public', 'favicon.svg'), fav);
  const logo = markSVG(48, 'Paros rentals logo', C.aegean, 7, C.turq, C.aegean);
  writeFileSync(join(ROOT, 'public', 'images', 'logo.svg'), logo);
  console.log(`favicon.svg ${fav.length} bytes, logo.svg ${logo.length} bytes`);
}

export {
  scenes,
  Scene,
  sky,
  sea,
  hill,
  village,
  windmill,
  ferry,
  caique,
  plane,
  runway,
  road,
  umbrella,
  vehicle,
};
