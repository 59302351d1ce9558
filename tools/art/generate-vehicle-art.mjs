#!/usr/bin/env node
/**
 * generate-vehicle-art.mjs
 *
 * Draws flat-style, side-view vehicle illustrations (facing right) as small,
 * self-contained SVG files for the fleet pages. Every vehicle is built from
 * parameters: a body shape (city-hatch, supermini, small-suv, jimny-box,
 * sedan, mpv, compact-suv, rounded-500, scooter, atv, buggy), a body colour,
 * an optional contrasting roof colour, a wheel size / rim style and a small
 * length stretch. Car bodies are described in metres (x from the rear bumper,
 * y from the ground) and scaled at 150 px per metre, so relative sizes between
 * models stay plausible.
 *
 * Output: public/images/vehicles/<model>.svg (800x500, soft light background,
 * no text, no external references, no raster images).
 *
 * Options used by scene illustrations: spec.lite drops tiny details (handles,
 * glass reflection, grille) for vehicles drawn at small scale.
 *
 * Run from the project root:
 *     node tools/art/generate-vehicle-art.mjs
 *
 * Uses Node built-in modules only. The drawing functions are also exported
 * (vehicleGroup, vehicleSVG, MODELS) so other build scripts can reuse them.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const W = 800,
  H = 500,
  G = 408; // canvas and ground line
const S = 150; // px per metre

const r1 = (v) => Math.round(v); // whole pixels keep files small
const P = (x, y) => `${r1(x)} ${r1(y)}`;

/* ---------- colour helpers ---------- */
function hex2rgb(h) {
  h = h.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgb2hex(c) {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export function shade(h, k) {
  // k<0 darker, k>0 lighter
  const c = hex2rgb(h);
  return rgb2hex(c.map((v) => (k < 0 ? v * (1 + k) : v + (255 - v) * k)));
}
const lum = (h) => {
  const [r, g, b] = hex2rgb(h);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/* ---------- rounded polygon with wheel-arch cut-outs ---------- */
function roundPath(pts) {
  const n = pts.length;
  const entry = (p) => (p.arch ? p.a : p);
  const exit = (p) => (p.arch ? p.b : p);
  let d = '';
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const cmd = i ? 'L' : 'M';
    if (p.arch) {
      d += `${cmd}${P(p.a.x, p.a.y)}A${r1(p.R)} ${r1(p.R)} 0 ${p.large} 0 ${P(p.b.x, p.b.y)}`;
      continue;
    }
    if (!p.r) {
      d += cmd + P(p.x, p.y);
      continue;
    }
    const a = exit(pts[(i - 1 + n) % n]),
      b = entry(pts[(i + 1) % n]);
    const l1 = Math.hypot(a.x - p.x, a.y - p.y),
      l2 = Math.hypot(b.x - p.x, b.y - p.y);
    const ra = Math.min(p.r, l1 / 2),
      rb = Math.min(p.r, l2 / 2);
    const s = { x: p.x + ((a.x - p.x) / l1) * ra, y: p.y + ((a.y - p.y) / l1) * ra };
    const e = { x: p.x + ((b.x - p.x) / l2) * rb, y: p.y + ((b.y - p.y) / l2) * rb };
    d += `${cmd}${P(s.x, s.y)}Q${P(p.x, p.y)} ${P(e.x, e.y)}`;
  }
  return `${d}Z`;
}

/* ---------- body shapes (metres; x from rear bumper, y above ground) ---------- */
// o: outline rear-bottom -> roof -> front-bottom  [x, y, cornerRadius]
// w: side windows (polygons), d: door cut lines x, h: handle x, wh: wheel x [rear, front]
export const SHAPES = {
  'city-hatch': {
    L: 3.5,
    wr: 0.28,
    sill: 0.3,
    belt: 1.0,
    o: [
      [0.05, 0.3, 0.05],
      [0, 0.52, 0.08],
      [0.05, 0.98, 0.12],
      [0.3, 1.42, 0.22],
      [1.9, 1.47, 0.3],
      [2.72, 1.0, 0.22],
      [3.38, 0.84, 0.18],
      [3.5, 0.5, 0.1],
      [3.42, 0.3, 0.05],
    ],
    w: [
      [
        [0.2, 1.02],
        [0.38, 1.33],
        [0.74, 1.37],
        [0.88, 1.02],
      ],
      [
        [0.98, 1.02],
        [0.98, 1.38],
        [1.66, 1.4],
        [1.66, 1.02],
      ],
      [
        [1.76, 1.02],
        [1.76, 1.4],
        [1.86, 1.4],
        [2.56, 1.03],
      ],
    ],
    d: [0.93, 1.71, 2.63],
    h: [1.45, 2.27],
    wh: [0.62, 2.93],
    head: [3.3, 0.74, 0.18, 0.1],
    tail: [0.02, 0.78, 0.08, 0.16],
  },
  supermini: {
    L: 3.95,
    wr: 0.3,
    sill: 0.32,
    belt: 1.02,
    o: [
      [0.06, 0.32, 0.05],
      [0, 0.55, 0.1],
      [0.1, 1.0, 0.14],
      [0.55, 1.45, 0.35],
      [2.15, 1.5, 0.35],
      [3.02, 1.02, 0.28],
      [3.82, 0.85, 0.22],
      [3.95, 0.52, 0.1],
      [3.85, 0.32, 0.05],
    ],
    w: [
      [
        [0.3, 1.04],
        [0.62, 1.37],
        [0.98, 1.4],
        [1.06, 1.04],
      ],
      [
        [1.14, 1.04],
        [1.14, 1.41],
        [1.9, 1.43],
        [1.9, 1.04],
      ],
      [
        [2.0, 1.04],
        [2.0, 1.43],
        [2.12, 1.43],
        [2.88, 1.05],
      ],
    ],
    d: [1.1, 1.95, 2.92],
    h: [1.62, 2.45],
    wh: [0.72, 3.2],
    head: [3.68, 0.78, 0.24, 0.09],
    tail: [0.04, 0.82, 0.12, 0.13],
  },
  'small-suv': {
    L: 3.7,
    wr: 0.32,
    sill: 0.38,
    belt: 1.1,
    clad: true,
    rails: true,
    o: [
      [0.05, 0.38, 0.05],
      [0, 0.6, 0.08],
      [0.04, 1.08, 0.1],
      [0.16, 1.56, 0.16],
      [2.0, 1.6, 0.26],
      [2.72, 1.14, 0.2],
      [3.56, 1.0, 0.16],
      [3.7, 0.6, 0.1],
      [3.62, 0.38, 0.05],
    ],
    w: [
      [
        [0.14, 1.12],
        [0.24, 1.48],
        [0.76, 1.5],
        [0.86, 1.12],
      ],
      [
        [0.94, 1.12],
        [0.94, 1.51],
        [1.72, 1.53],
        [1.72, 1.12],
      ],
      [
        [1.82, 1.12],
        [1.82, 1.53],
        [1.96, 1.53],
        [2.6, 1.15],
      ],
    ],
    d: [0.9, 1.77, 2.7],
    h: [1.44, 2.3],
    wh: [0.62, 3.05],
    head: [3.42, 0.88, 0.24, 0.1],
    tail: [0.02, 0.86, 0.09, 0.2],
  },
  'jimny-box': {
    L: 3.65,
    wr: 0.36,
    sill: 0.44,
    belt: 1.18,
    clad: true,
    boxy: true,
    spare: true,
    o: [
      [0.08, 0.44, 0.04],
      [0.02, 0.62, 0.04],
      [0.02, 1.15, 0.05],
      [0.08, 1.72, 0.08],
      [2.18, 1.74, 0.08],
      [2.55, 1.2, 0.06],
      [3.5, 1.14, 0.08],
      [3.6, 0.64, 0.05],
      [3.55, 0.44, 0.04],
    ],
    w: [
      [
        [0.14, 1.22],
        [0.18, 1.64],
        [1.0, 1.66],
        [1.0, 1.22],
      ],
      [
        [1.1, 1.22],
        [1.1, 1.66],
        [2.12, 1.67],
        [2.46, 1.22],
      ],
    ],
    d: [1.05, 2.5],
    h: [1.95],
    wh: [0.62, 2.87],
    round: [3.5, 0.95, 0.12],
    tail: [0.0, 0.72, 0.08, 0.22],
  },
  sedan: {
    L: 4.45,
    wr: 0.31,
    sill: 0.32,
    belt: 1.05,
    o: [
      [0.06, 0.32, 0.05],
      [0, 0.55, 0.1],
      [0.05, 0.96, 0.1],
      [0.14, 1.04, 0.08],
      [0.9, 1.08, 0.2],
      [1.5, 1.43, 0.32],
      [2.7, 1.47, 0.36],
      [3.46, 1.0, 0.26],
      [4.3, 0.86, 0.22],
      [4.45, 0.54, 0.1],
      [4.36, 0.32, 0.05],
    ],
    w: [
      [
        [1.12, 1.08],
        [1.5, 1.37],
        [2.3, 1.4],
        [2.3, 1.08],
      ],
      [
        [2.4, 1.08],
        [2.4, 1.41],
        [2.66, 1.41],
        [3.32, 1.05],
      ],
    ],
    d: [1.2, 2.35, 3.42],
    h: [1.95, 2.95],
    wh: [0.95, 3.6],
    head: [4.1, 0.8, 0.26, 0.09],
    tail: [0.03, 0.84, 0.14, 0.12],
  },
  mpv: {
    L: 4.4,
    wr: 0.31,
    sill: 0.32,
    belt: 1.12,
    o: [
      [0.05, 0.32, 0.05],
      [0, 0.55, 0.08],
      [0.02, 1.72, 0.12],
      [0.14, 1.86, 0.12],
      [2.95, 1.86, 0.32],
      [3.55, 1.12, 0.22],
      [4.28, 0.94, 0.18],
      [4.4, 0.54, 0.1],
      [4.32, 0.32, 0.05],
    ],
    w: [
      [
        [0.14, 1.14],
        [0.14, 1.72],
        [1.0, 1.75],
        [1.0, 1.14],
      ],
      [
        [1.1, 1.14],
        [1.1, 1.75],
        [2.2, 1.76],
        [2.2, 1.14],
      ],
      [
        [2.3, 1.14],
        [2.3, 1.76],
        [2.92, 1.76],
        [3.42, 1.16],
      ],
    ],
    d: [1.05, 2.25, 3.5],
    h: [2.0, 2.95],
    wh: [0.78, 3.58],
    head: [4.14, 0.86, 0.22, 0.1],
    tail: [0.02, 0.9, 0.08, 0.34],
    rail: true,
  },
  'compact-suv': {
    L: 4.24,
    wr: 0.33,
    sill: 0.4,
    belt: 1.12,
    clad: true,
    rails: true,
    o: [
      [0.06, 0.4, 0.05],
      [0, 0.62, 0.1],
      [0.1, 1.1, 0.14],
      [0.5, 1.52, 0.35],
      [2.4, 1.55, 0.38],
      [3.22, 1.1, 0.26],
      [4.1, 0.95, 0.22],
      [4.24, 0.58, 0.1],
      [4.14, 0.4, 0.05],
    ],
    w: [
      [
        [0.3, 1.14],
        [0.6, 1.43],
        [1.0, 1.46],
        [1.08, 1.14],
      ],
      [
        [1.16, 1.14],
        [1.16, 1.47],
        [2.0, 1.49],
        [2.0, 1.14],
      ],
      [
        [2.1, 1.14],
        [2.1, 1.49],
        [2.36, 1.49],
        [3.06, 1.15],
      ],
    ],
    d: [1.12, 2.05, 3.12],
    h: [1.7, 2.62],
    wh: [0.78, 3.43],
    head: [3.92, 0.86, 0.28, 0.07],
    tail: [0.06, 0.92, 0.2, 0.08],
  },
  'rounded-500': {
    L: 3.57,
    wr: 0.28,
    sill: 0.3,
    belt: 1.0,
    o: [
      [0.06, 0.3, 0.06],
      [0, 0.55, 0.14],
      [0.08, 1.0, 0.22],
      [0.45, 1.44, 0.45],
      [1.85, 1.49, 0.45],
      [2.75, 0.98, 0.32],
      [3.45, 0.78, 0.32],
      [3.57, 0.48, 0.12],
      [3.48, 0.3, 0.06],
    ],
    w: [
      [
        [0.26, 1.02],
        [0.52, 1.35],
        [1.1, 1.4],
        [1.16, 1.02],
      ],
      [
        [1.26, 1.02],
        [1.26, 1.4],
        [1.84, 1.41],
        [2.6, 1.03],
      ],
    ],
    d: [1.21, 2.66],
    h: [2.1],
    wh: [0.62, 2.92],
    round: [3.36, 0.78, 0.11],
    tail: [0.03, 0.76, 0.08, 0.2],
    chrome: true,
  },
  'jeep-open': {
    L: 3.65,
    wr: 0.36,
    sill: 0.44,
    belt: 1.15,
    clad: true,
    boxy: true,
    spare: true,
    open: true,
    o: [
      [0.08, 0.44, 0.04],
      [0.02, 0.62, 0.04],
      [0.02, 1.15, 0.05],
      [2.5, 1.15, 0.04],
      [3.5, 1.12, 0.08],
      [3.6, 0.64, 0.05],
      [3.55, 0.44, 0.04],
    ],
    w: [],
    d: [1.05, 2.45],
    h: [1.9],
    wh: [0.62, 2.87],
    round: [3.5, 0.95, 0.12],
    tail: [0.0, 0.72, 0.08, 0.22],
  },
};

/* ---------- the fleet ---------- */
export const MODELS = {
  'toyota-aygo': { shape: 'city-hatch', color: '#D62839', roof: '#1E252D', title: 'Toyota Aygo' },
  'suzuki-swift': { shape: 'supermini', color: '#2E6FD8', title: 'Suzuki Swift' },
  'suzuki-celerio': {
    shape: 'city-hatch',
    color: '#2FA59A',
    stretch: 1.03,
    rim: 'cover',
    title: 'Suzuki Celerio',
  },
  'suzuki-jimny': { shape: 'jimny-box', color: '#6B7F3A', roof: '#1E252D', title: 'Suzuki Jimny' },
  'suzuki-alto': {
    shape: 'city-hatch',
    color: '#F4F6F8',
    stretch: 0.98,
    rim: 'cover',
    title: 'Suzuki Alto',
  },
  'suzuki-ignis': { shape: 'small-suv', color: '#E8792B', roof: '#1E252D', title: 'Suzuki Ignis' },
  'skoda-citigo': { shape: 'city-hatch', color: '#F2B91E', title: 'Skoda Citigo' },
  'skoda-fabia': { shape: 'supermini', color: '#97A3AF', stretch: 1.02, title: 'Skoda Fabia' },
  'skoda-kamiq': { shape: 'compact-suv', color: '#3E6A8A', title: 'Skoda Kamiq' },
  'peugeot-108': { shape: 'city-hatch', color: '#B83280', rim: 'multi', title: 'Peugeot 108' },
  'peugeot-208': { shape: 'supermini', color: '#1C3F7A', rim: 'multi', title: 'Peugeot 208' },
  'peugeot-301': { shape: 'sedan', color: '#8C6A4A', title: 'Peugeot 301' },
  'fiat-panda': {
    shape: 'small-suv',
    color: '#8DB33A',
    stretch: 0.98,
    rim: 'cover',
    title: 'Fiat Panda',
  },
  'fiat-500': { shape: 'rounded-500', color: '#9AD8C8', roof: '#F7F4EC', title: 'Fiat 500' },
  'fiat-tipo': {
    shape: 'sedan',
    color: '#8E1B2E',
    stretch: 1.01,
    rim: 'multi',
    title: 'Fiat Tipo',
  },
  'fiat-doblo': { shape: 'mpv', color: '#D3DCE4', rim: 'cover', title: 'Fiat Doblo' },
  'citroen-c1': { shape: 'city-hatch', color: '#6C4AB6', roof: '#F4F6F8', title: 'Citroen C1' },
  'citroen-c3': {
    shape: 'supermini',
    color: '#D9A35B',
    roof: '#F4F6F8',
    clad: true,
    title: 'Citroen C3',
  },
  'citroen-c4': {
    shape: 'compact-suv',
    color: '#2D3142',
    stretch: 1.04,
    rim: 'multi',
    title: 'Citroen C4',
  },
  'scooter-50': { shape: 'scooter', color: '#37B6B0', wheel: 52, len: 0.92, title: '50cc scooter' },
  'scooter-125': { shape: 'scooter', color: '#1F5FA8', wheel: 60, len: 1, title: '125cc scooter' },
  'scooter-150': {
    shape: 'scooter',
    color: '#3A3F4B',
    wheel: 66,
    len: 1.08,
    screen: true,
    title: '150cc scooter',
  },
  scooter: { shape: 'scooter', color: '#C2185B', wheel: 58, len: 1, title: 'Scooter' },
  atv: { shape: 'atv', color: '#D23C2A', wheel: 74, len: 1, title: 'ATV quad' },
  'atv-large': {
    shape: 'atv',
    color: '#4F6B2E',
    wheel: 84,
    len: 1.1,
    racks: true,
    title: 'Large ATV quad',
  },
  buggy: { shape: 'buggy', color: '#F2B705', title: 'Beach buggy' },
};

/* ---------- shared parts ---------- */
const TYRE = '#1F242B',
  TRIM = '#1E252D';

const dot = (x, y, r) =>
  `M${r1(x - r)} ${r1(y)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0`;

function wheel(cx, cy, r, style = 'alloy', knobby = false) {
  const C = `cx="${r1(cx)}" cy="${r1(cy)}"`;
  let s = `<circle ${C} r="${r1(r)}" fill="${TYRE}"/>`;
  if (knobby)
    s += `<circle ${C} r="${r1(r - 4)}" fill="none" stroke="#3B424C" stroke-width="7" stroke-dasharray="9 7"/>`;
  else s += `<circle ${C} r="${r1(r - 3)}" fill="none" stroke="#343B44" stroke-width="2"/>`;
  const rr = r * (knobby ? 0.52 : 0.64);
  s += `<circle ${C} r="${r1(rr)}" fill="#C9D2DA"/>`;
  if (style === 'cover') {
    s += `<circle ${C} r="${r1(rr * 0.78)}" fill="#E2E8ED" stroke="#A9B4BE" stroke-width="2"/>`;
  } else {
    const k = style === 'multi' ? 10 : 5,
      hr = style === 'multi' ? rr * 0.13 : rr * 0.2,
      d = rr * 0.6;
    let h = '';
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2 - Math.PI / 2;
      h += dot(cx + Math.cos(a) * d, cy + Math.sin(a) * d, Math.max(1.5, hr));
    }
    s += `<path d="${h}" fill="#59636E"/>`;
  }
  s += `<circle ${C} r="${r1(rr * 0.22)}" fill="#8894A0"/>`;
  return s;
}

const shadow = (cx, w) =>
  `<ellipse cx="${r1(cx)}" cy="${G + 4}" rx="${r1(w / 2)}" ry="12" fill="#0B2238" opacity=".16"/>`;

/* ---------- cars ---------- */
function car(spec, id) {
  const sh = SHAPES[spec.shape];
  const k = spec.stretch || 1;
  const L = sh.L * k;
  const X0 = (W - L * S) / 2 + (sh.spare ? 14 : 0);
  const X = (x) => X0 + x * k * S,
    Y = (y) => G - y * S;
  const col = spec.color,
    dark = shade(col, -0.28);
  const wr = sh.wr * S * (spec.wheelScale || 1);
  const wy = G - wr;
  const sill = Y(sh.sill);
  // outline with arches
  const pts = sh.o.map(([x, y, r]) => ({ x: X(x), y: Y(y), r: r * S }));
  const arches = sh.wh.map((wx) => {
    const cx = X(wx),
      R = wr + 0.06 * S,
      dy = sill - wy;
    const dx = Math.sqrt(Math.max(0, R * R - dy * dy));
    return {
      arch: true,
      a: { x: cx + dx, y: sill },
      b: { x: cx - dx, y: sill },
      R,
      large: dy > 0 ? 1 : 0,
      cx,
    };
  });
  pts.push(arches[1], arches[0]);
  const body = roundPath(pts);
  const defs = `<path id="${id}p" d="${body}"/><clipPath id="${id}c"><use href="#${id}p"/></clipPath><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3E5870"/><stop offset=".55" stop-color="#22364A"/><stop offset="1" stop-color="#2C4760"/></linearGradient>`;
  let s = shadow(X(L / k / 2), L * S * 1.02);
  // arch liners
  for (const a of arches)
    s += `<path d="M${P(a.a.x, a.a.y)}A${r1(a.R)} ${r1(a.R)} 0 ${a.large} 0 ${P(a.b.x, a.b.y)}Z" fill="#161A20"/>`;
  if (sh.spare) {
    // spare wheel on tailgate
    const sx = X(0) - 0.1 * S,
      sy = Y(0.98);
    s += `<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(0.3 * S)}" fill="${TYRE}"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(0.17 * S)}" fill="${spec.roof && !sh.open ? spec.roof : dark}"/><circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(0.05 * S)}" fill="#8894A0"/>`;
  }
  if (sh.open) {
    // roll bar, seats and windscreen frame behind body
    s += `<path d="M${P(X(0.35), Y(1.1))}L${P(X(0.42), Y(1.62))}Q${P(X(0.45), Y(1.68))} ${P(X(0.55), Y(1.68))}L${P(X(1.2), Y(1.68))}Q${P(X(1.3), Y(1.68))} ${P(X(1.32), Y(1.6))}L${P(X(1.38), Y(1.1))}" fill="none" stroke="${TRIM}" stroke-width="11" stroke-linejoin="round"/>`;
    s += `<path d="M${P(X(1.0), Y(1.1))}L${P(X(1.05), Y(1.48))}Q${P(X(1.07), Y(1.55))} ${P(X(1.16), Y(1.55))}L${P(X(1.3), Y(1.55))}L${P(X(1.38), Y(1.1))}Z" fill="#3A2F2A"/>`;
    s += `<path d="M${P(X(1.75), Y(1.1))}L${P(X(1.8), Y(1.46))}Q${P(X(1.82), Y(1.53))} ${P(X(1.9), Y(1.53))}L${P(X(2.05), Y(1.53))}L${P(X(2.12), Y(1.1))}Z" fill="#3A2F2A"/>`;
    s += `<path d="M${P(X(2.55), Y(1.12))}L${P(X(2.3), Y(1.62))}" stroke="${TRIM}" stroke-width="9" stroke-linecap="round"/><path d="M${P(X(2.57), Y(1.15))}L${P(X(2.36), Y(1.57))}" stroke="#9FC7DA" stroke-width="4" opacity=".8"/>`;
  }
  s += `<use href="#${id}p" fill="${col}"/>`;
  s += `<g clip-path="url(#${id}c)">`;
  s += `<rect x="0" y="${r1(Y(sh.sill + 0.22))}" width="${W}" height="${r1(0.4 * S)}" fill="#000" opacity=".09"/>`;
  s += `<rect x="0" y="${r1(Y(sh.belt - 0.05))}" width="${W}" height="${r1(0.05 * S)}" fill="#fff" opacity=".18"/>`;
  if (spec.roof && !sh.open)
    s += `<rect x="0" y="0" width="${W}" height="${r1(Y(sh.belt + 0.03))}" fill="${spec.roof}"/>`;
  if (sh.clad || spec.clad) {
    for (const a of arches)
      s += `<circle cx="${r1(a.cx)}" cy="${r1(wy)}" r="${r1(a.R + 0.07 * S)}" fill="${TRIM}" opacity=".85"/>`;
    s += `<rect x="0" y="${r1(Y(sh.sill + 0.08))}" width="${W}" height="${r1(0.2 * S)}" fill="${TRIM}" opacity=".85"/>`;
  }
  s += `</g>`;
  s += `<use href="#${id}p" fill="none" stroke="${lum(col) > 0.8 ? '#9AA6B2' : dark}" stroke-width="2.5" stroke-linejoin="round"/>`;
  // windows
  if (sh.w.length) {
    const wp = sh.w
      .map((poly) => roundPath(poly.map(([x, y]) => ({ x: X(x), y: Y(y), r: 0.05 * S }))))
      .join('');
    s += `<path d="${wp}" fill="url(#${id}g)" stroke="${TRIM}" stroke-width="3" stroke-linejoin="round"/>`;
    // reflection stripe
    const f = sh.w[sh.w.length - 1];
    if (!spec.lite)
      s += `<path d="M${P(X(f[2][0] - 0.05), Y(f[2][1] - 0.03))}L${P(X(f[2][0] + 0.17), Y(f[2][1] - 0.03))}L${P(X(f[0][0] + 0.22), Y(f[0][1] + 0.03))}L${P(X(f[0][0] + 0.06), Y(f[0][1] + 0.03))}Z" fill="#fff" opacity=".14"/>`;
  }
  if (sh.rails || sh.rail) {
    const top = sh.o.reduce((m, p) => Math.max(m, p[1]), 0);
    const xs = sh.o.filter((p) => p[1] > top - 0.08).map((p) => p[0]);
    s += `<rect x="${r1(X(Math.min(...xs) + 0.15))}" y="${r1(Y(top) - 7)}" width="${r1((Math.max(...xs) - Math.min(...xs) - 0.5) * k * S)}" height="7" rx="3" fill="${TRIM}"/>`;
  }
  // door lines + handles
  for (const dx of sh.d)
    s += `<path d="M${P(X(dx), Y(sh.belt + 0.02))}L${P(X(dx + (dx > sh.L * 0.6 ? 0.04 : 0)), Y(sh.sill + 0.06))}" stroke="${dark}" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>`;
  if (!spec.lite)
    for (const hx of sh.h)
      s += `<rect x="${r1(X(hx))}" y="${r1(Y(sh.belt - 0.1))}" width="${r1(0.2 * S)}" height="6" rx="3" fill="${dark}"/>`;
  if (spec.chrome)
    s += `<path d="M${P(X(0.1), Y(0.62))}L${P(X(3.45), Y(0.6))}" stroke="#E5EAEE" stroke-width="4" stroke-linecap="round"/>`;
  // mirror
  const fw = sh.w.length ? sh.w[sh.w.length - 1][3] : [2.5, 1.15];
  s += `<path d="M${P(X(fw[0] - 0.04), Y(fw[1] - 0.01))}l${r1(0.15 * S)} -3l1 -11l${r1(-0.1 * S)} 1z" fill="${TRIM}" stroke-linejoin="round" stroke="${TRIM}" stroke-width="3"/>`;
  // lights
  if (sh.head) {
    const [hx, hy, hw, hh] = sh.head;
    s += `<rect x="${r1(X(hx))}" y="${r1(Y(hy + hh))}" width="${r1(hw * S)}" height="${r1(hh * S)}" rx="${r1(hh * S * 0.5)}" fill="#FFF3C4" stroke="${TRIM}" stroke-width="2"/>`;
  }
  if (sh.round) {
    const [hx, hy, hr] = sh.round;
    s += `<circle cx="${r1(X(hx))}" cy="${r1(Y(hy))}" r="${r1(hr * S)}" fill="#FFF3C4" stroke="${sh.chrome ? '#DDE3E8' : TRIM}" stroke-width="4"/>`;
  }
  if (sh.tail) {
    const [tx, ty, tw, th] = sh.tail;
    s += `<rect x="${r1(X(tx))}" y="${r1(Y(ty + th))}" width="${r1(tw * S)}" height="${r1(th * S)}" rx="4" fill="#D7263D" stroke="${TRIM}" stroke-width="1.5"/>`;
  }
  // lower grille / bumper
  if (!spec.lite)
    s += `<rect x="${r1(X(sh.L) - 0.32 * S)}" y="${r1(Y(sh.sill + 0.2))}" width="${r1(0.28 * S)}" height="${r1(0.09 * S)}" rx="5" fill="${TRIM}" opacity=".85"/>`;
  s += sh.wh.map((wx) => wheel(X(wx), wy, wr, spec.rim || 'alloy')).join('');
  return { defs, body: s };
}

/* ---------- scooter ---------- */
// Drawn on a grid where h is height above ground; scaled uniformly by wheel size
// and stretched in x by spec.len.
function scooter(spec, _id) {
  const c = spec.color,
    d = shade(c, -0.3),
    l = shade(c, 0.3);
  const f = spec.wheel / 60,
    k = spec.len * f;
  const X = (x) => r1(400 + (x - 400) * k),
    Y = (h) => r1(G - h * f);
  const p = (x, h) => `${X(x)} ${Y(h)}`;
  const rx = 245,
    fx = 575,
    wr = 60 * f;
  const st = `stroke="${d}" stroke-width="2.5" stroke-linejoin="round"`;
  let s = shadow(X(400), 470 * k);
  s += `<path d="M${p(240, 40)}L${p(150, 58)}" stroke="#8E99A4" stroke-width="${r1(11 * f)}" stroke-linecap="round"/>`;
  s += `<path d="M${p(245, 60)}L${p(300, 86)}Q${p(340, 98)} ${p(378, 82)}L${p(384, 58)}Q${p(330, 38)} ${p(245, 48)}Z" fill="#5A636E"/>`;
  s += wheel(X(rx), Y(60), wr, 'alloy');
  s += `<path d="M${p(568, 160)}L${p(fx, 60)}" stroke="#5A636E" stroke-width="${r1(12 * f)}" stroke-linecap="round"/>`;
  s += wheel(X(fx), Y(60), wr, 'alloy');
  // floorboard
  s += `<path d="M${p(360, 90)}L${p(505, 90)}L${p(498, 68)}L${p(368, 68)}Z" fill="#3A414B"/>`;
  // rear cowl (covers the top of the rear wheel)
  s += `<path d="M${p(176, 164)}Q${p(158, 132)} ${p(190, 106)}Q${p(205, 94)} ${p(225, 92)}L${p(330, 92)}Q${p(352, 91)} ${p(366, 88)}L${p(390, 88)}L${p(398, 128)}Q${p(402, 158)} ${p(382, 164)}Q${p(280, 172)} ${p(176, 164)}Z" fill="${c}" ${st}/>`;
  s += `<path d="M${p(190, 130)}Q${p(290, 118)} ${p(380, 124)}" stroke="${l}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".65"/>`;
  // seat + tail light
  s += `<path d="M${p(172, 164)}Q${p(176, 190)} ${p(215, 192)}L${p(290, 190)}Q${p(306, 210)} ${p(340, 208)}Q${p(378, 206)} ${p(384, 166)}Q${p(280, 174)} ${p(172, 164)}Z" fill="#2A2624"/>`;
  s += `<path d="M${p(164, 150)}L${p(182, 152)}L${p(180, 138)}L${p(166, 136)}Z" fill="#D7263D"/>`;
  // leg shield / apron
  s += `<path d="M${p(500, 90)}Q${p(478, 122)} ${p(494, 162)}L${p(530, 262)}Q${p(536, 276)} ${p(552, 274)}L${p(570, 270)}Q${p(602, 212)} ${p(608, 152)}Q${p(610, 124)} ${p(594, 116)}L${p(528, 90)}Z" fill="${c}" ${st}/>`;
  s += `<path d="M${p(552, 258)}Q${p(590, 200)} ${p(592, 140)}" stroke="${l}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`;
  // front fender
  s += `<path d="M${p(518, 74)}Q${p(524, 136)} ${p(fx, 138)}Q${p(626, 136)} ${p(634, 80)}L${p(622, 78)}Q${p(614, 124)} ${p(fx, 126)}Q${p(536, 124)} ${p(530, 72)}Z" fill="${c}" ${st}/>`;
  // handlebar, headset, headlamp, mirror
  s += `<path d="M${p(516, 282)}L${p(552, 280)}" stroke="${TRIM}" stroke-width="${r1(10 * f)}" stroke-linecap="round"/>`;
  s += `<path d="M${p(546, 290)}L${p(530, 330)}" stroke="${TRIM}" stroke-width="4"/><ellipse cx="${X(528)}" cy="${Y(335)}" rx="${r1(11 * k)}" ry="${r1(6 * f)}" fill="${TRIM}"/>`;
  if (spec.screen)
    s += `<path d="M${p(556, 288)}Q${p(548, 330)} ${p(560, 356)}L${p(582, 352)}Q${p(588, 318)} ${p(598, 290)}Z" fill="#BFE3F2" opacity=".8" stroke="#7FA9BE" stroke-width="2"/>`;
  s += `<path d="M${p(540, 264)}Q${p(546, 298)} ${p(590, 294)}Q${p(614, 290)} ${p(610, 266)}Q${p(580, 256)} ${p(540, 264)}Z" fill="${c}" ${st}/>`;
  s += `<ellipse cx="${X(603)}" cy="${Y(278)}" rx="${r1(8 * k)}" ry="${r1(11 * f)}" fill="#FFF3C4" stroke="${TRIM}" stroke-width="2"/>`;
  s += `<rect x="${X(596)}" y="${Y(170)}" width="${r1(14 * k)}" height="${r1(8 * f)}" rx="4" fill="#F6A623"/>`;
  return { defs: '', body: s };
}

/* ---------- ATV quad ---------- */
function atv(spec, _id) {
  const c = spec.color,
    d = shade(c, -0.3),
    l = shade(c, 0.3);
  const r = spec.wheel,
    k = spec.len,
    cx = 400;
  const X = (x) => r1(cx + (x - 400) * k);
  const wy = G - r,
    rx = X(255),
    fx = X(560);
  const T = (y) => r1(y - (r - 74) * 0.9); // raise body with wheel size
  let s = shadow(cx, 520 * k);
  s += `<path d="M${X(250)} ${T(335)}L${X(560)} ${T(335)}L${X(540)} ${T(370)}L${X(270)} ${T(370)}Z" fill="#4A525C"/>`;
  s += `<rect x="${X(300)}" y="${T(285)}" width="${r1(170 * k)}" height="70" rx="14" fill="#3A414B"/>`;
  s += wheel(rx, wy, r, 'alloy', true) + wheel(fx, wy, r, 'alloy', true);
  // footrest
  s += `<path d="M${X(330)} ${T(350)}L${X(470)} ${T(350)}" stroke="#2A3038" stroke-width="12" stroke-linecap="round"/>`;
  // rear fender
  s += `<path d="M${X(150)} ${T(300)}Q${X(160)} ${T(250)} ${X(215)} ${T(245)}L${X(330)} ${T(242)}Q${X(360)} ${T(244)} ${X(366)} ${T(275)}L${X(372)} ${T(310)}L${X(336)} ${T(312)}Q${X(320)} ${T(262)} ${rx} ${T(262)}Q${X(190)} ${T(264)} ${X(176)} ${T(305)}Z" fill="${c}" stroke="${d}" stroke-width="2.5" stroke-linejoin="round"/>`;
  // front fender + nose
  s += `<path d="M${X(440)} ${T(300)}L${X(470)} ${T(252)}Q${X(520)} ${T(236)} ${X(600)} ${T(240)}Q${X(648)} ${T(244)} ${X(664)} ${T(284)}L${X(668)} ${T(304)}L${X(630)} ${T(306)}Q${X(618)} ${T(264)} ${fx} ${T(262)}Q${X(505)} ${T(264)} ${X(492)} ${T(304)}Z" fill="${c}" stroke="${d}" stroke-width="2.5" stroke-linejoin="round"/>`;
  // tank / body link
  s += `<path d="M${X(350)} ${T(250)}Q${X(400)} ${T(236)} ${X(470)} ${T(240)}L${X(488)} ${T(262)}Q${X(470)} ${T(290)} ${X(430)} ${T(292)}L${X(365)} ${T(290)}Z" fill="${c}" stroke="${d}" stroke-width="2.5" stroke-linejoin="round"/>`;
  s += `<path d="M${X(190)} ${T(256)}Q${X(260)} ${T(250)} ${X(330)} ${T(250)}M${X(490)} ${T(250)}Q${X(560)} ${T(244)} ${X(630)} ${T(252)}" stroke="${l}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/>`;
  // seat
  s += `<path d="M${X(255)} ${T(244)}Q${X(262)} ${T(222)} ${X(300)} ${T(222)}L${X(405)} ${T(226)}Q${X(425)} ${T(230)} ${X(420)} ${T(246)}Z" fill="#2A2624"/>`;
  // handlebar
  s += `<path d="M${X(455)} ${T(246)}L${X(468)} ${T(196)}" stroke="#5A636E" stroke-width="10" stroke-linecap="round"/><path d="M${X(446)} ${T(194)}L${X(500)} ${T(188)}" stroke="${TRIM}" stroke-width="10" stroke-linecap="round"/>`;
  // lights
  s += `<path d="M${X(640)} ${T(262)}L${X(664)} ${T(270)}L${X(662)} ${T(284)}L${X(636)} ${T(278)}Z" fill="#FFF3C4" stroke="${TRIM}" stroke-width="2"/>`;
  s += `<rect x="${X(148)}" y="${T(270)}" width="${r1(14 * k)}" height="14" rx="3" fill="#D7263D"/>`;
  if (spec.racks) {
    s += `<path d="M${X(180)} ${T(236)}L${X(330)} ${T(234)}M${X(200)} ${T(236)}L${X(205)} ${T(248)}M${X(250)} ${T(235)}L${X(250)} ${T(246)}M${X(520)} ${T(230)}L${X(640)} ${T(232)}M${X(540)} ${T(230)}L${X(540)} ${T(240)}M${X(620)} ${T(232)}L${X(622)} ${T(242)}" stroke="#8E99A4" stroke-width="6" stroke-linecap="round" fill="none"/>`;
  }
  return { defs: '', body: s };
}

/* ---------- buggy ---------- */
function buggy(spec, _id) {
  const c = spec.color,
    d = shade(c, -0.3),
    l = shade(c, 0.3);
  const rr = 86,
    fr = 70,
    rx = 235,
    fx = 590;
  let s = shadow(410, 560);
  // roll cage
  s += `<path d="M220 300L290 150Q296 138 310 138L470 136Q488 136 494 150L540 296M300 160L360 300M420 138L440 300" fill="none" stroke="#2A3038" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  // seats
  s += `<path d="M330 298L312 200Q310 186 324 186L340 186Q352 186 354 200L368 290Z" fill="#3A2F2A"/>`;
  s += `<path d="M150 285L170 262L470 262L520 240Q600 228 660 262L690 290L680 322L170 326Z" fill="${c}" stroke="${d}" stroke-width="2.5" stroke-linejoin="round"/>`;
  s += `<path d="M180 276L470 276M530 252Q600 242 650 268" stroke="${l}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/>`;
  s += `<path d="M150 300L690 300L684 332L160 336Z" fill="#2A3038"/>`;
  // steering
  s += `<path d="M470 262L440 218" stroke="#2A3038" stroke-width="7" stroke-linecap="round"/><ellipse cx="438" cy="214" rx="8" ry="20" transform="rotate(-30 438 214)" fill="none" stroke="#2A3038" stroke-width="6"/>`;
  s += `<path d="M${rx - rr - 8} 300Q${rx - rr} ${G - rr - 36} ${rx} ${G - rr - 34}Q${rx + rr} ${G - rr - 34} ${rx + rr + 8} 300Z" fill="${d}"/>`;
  s += wheel(rx, G - rr, rr, 'alloy', true) + wheel(fx, G - fr, fr, 'alloy', true);
  s += `<path d="M672 268L692 276L690 290L668 284Z" fill="#FFF3C4" stroke="${TRIM}" stroke-width="2"/><rect x="146" y="290" width="12" height="18" rx="3" fill="#D7263D"/>`;
  return { defs: '', body: s };
}

export function vehicleGroup(spec, id = 'v') {
  if (spec.shape === 'scooter') return scooter(spec, id);
  if (spec.shape === 'atv') return atv(spec, id);
  if (spec.shape === 'buggy') return buggy(spec, id);
  return car(spec, id);
}

export function vehicleSVG(_name, spec) {
  const id = 'v';
  const { defs, body } = vehicleGroup(spec, id);
  const bg = `<linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#EAF4F8"/><stop offset="1" stop-color="#FBF6EC"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${spec.title} illustration</title><defs>${bg}${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}b)"/><circle cx="640" cy="120" r="70" fill="#FFD98A" opacity=".45"/><path d="M0 ${G + 4}H${W}" stroke="#CFDDE5" stroke-width="2"/>` +
    body +
    `</svg>\n`
  );
}

/* ---------- main ---------- */
const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const out = join(root, 'public', 'images', 'vehicles');
  mkdirSync(out, { recursive: true });
  for (const [name, spec] of Object.entries(MODELS)) {
    const svg = vehicleSVG(name, spec);
    writeFileSync(join(out, `${name}.svg`), svg);
    console.log(`${name}.svg  ${svg.length} bytes`);
  }
}
