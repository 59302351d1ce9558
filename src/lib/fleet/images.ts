/**
 * Vehicle images (docs/requirements.md, "Vehicle images"): a static map of local images keyed by
 * model; lookup by vehicle id, name, model, brand-model, then partial matches on name, model or
 * brand; fallback a scooter image for `ATV / QUAD` and `Motorbike`, otherwise a placeholder. Real
 * photos dropped into `public/images/vehicles/` replace the drawings by changing this map only.
 */
import { isRemoteUrl, refSrc } from '../images/ref';
import type { Vehicle } from './vehicle';

const dir = '/images/vehicles';

/** Image map: normalised key → image path(s). Keys are lower-case, words separated by one space. */
export const vehicleImageMap: Readonly<Record<string, readonly string[]>> = {
  'toyota aygo': [`${dir}/toyota-aygo.svg`],
  'suzuki swift': [`${dir}/suzuki-swift.svg`],
  celerio: [`${dir}/suzuki-celerio.svg`],
  jimny: [`${dir}/suzuki-jimny.svg`],
  alto: [`${dir}/suzuki-alto.svg`],
  ignis: [`${dir}/suzuki-ignis.svg`],
  'skoda citigo': [`${dir}/skoda-citigo.svg`],
  fabia: [`${dir}/skoda-fabia.svg`],
  kamiq: [`${dir}/skoda-kamiq.svg`],
  'peugeot 108': [`${dir}/peugeot-108.svg`],
  'peugeot 208': [`${dir}/peugeot-208.svg`],
  'peugeot 301': [`${dir}/peugeot-301.svg`],
  'fiat panda': [`${dir}/fiat-panda.svg`],
  'fiat 500': [`${dir}/fiat-500.svg`],
  'fiat tipo': [`${dir}/fiat-tipo.svg`],
  doblo: [`${dir}/fiat-doblo.svg`],
  'citroen c1': [`${dir}/citroen-c1.svg`],
  'citroen c3': [`${dir}/citroen-c3.svg`],
  'citroen c4': [`${dir}/citroen-c4.svg`],
  // Models drawn with the nearest silhouette until real photos arrive.
  vitara: [`${dir}/skoda-kamiq.svg`],
  wrangler: [`${dir}/suzuki-jimny.svg`],
  'mini cooper': [`${dir}/fiat-500.svg`],
  'scooter 50': [`${dir}/scooter-50.svg`],
  'scooter 125': [`${dir}/scooter-125.svg`],
  'scooter 150': [`${dir}/scooter-150.svg`],
  // Scooter models of the fleet, by engine size.
  'liberty 50': [`${dir}/scooter-50.svg`],
  'agility 50': [`${dir}/scooter-50.svg`],
  'liberty 125': [`${dir}/scooter-125.svg`],
  'agility 125': [`${dir}/scooter-125.svg`],
  'pcx 125': [`${dir}/scooter-125.svg`],
  'sh 150': [`${dir}/scooter-150.svg`],
  'symphony 150': [`${dir}/scooter-150.svg`],
  scooter: [`${dir}/scooter.svg`],
  atv: [`${dir}/atv.svg`, `${dir}/atv-large.svg`],
  quad: [`${dir}/atv.svg`, `${dir}/atv-large.svg`],
  // ATV models of the fleet: the larger quad drawing for 400cc and up.
  'tgb blade': [`${dir}/atv.svg`, `${dir}/atv-large.svg`],
  'kymco mxu 300': [`${dir}/atv.svg`, `${dir}/atv-large.svg`],
  'kymco mxu': [`${dir}/atv-large.svg`, `${dir}/atv.svg`],
  'honda trx': [`${dir}/atv-large.svg`, `${dir}/atv.svg`],
  'cfmoto cforce': [`${dir}/atv-large.svg`, `${dir}/atv.svg`],
  buggy: [`${dir}/buggy.svg`],
};

/** Fallback for two-wheelers and ATVs (docs/requirements.md, "Vehicle images"). */
export const scooterFallback = `${dir}/scooter.svg`;
/** Fallback for everything else. */
export const placeholderImage = '/images/art/placeholder.svg';

/** Lower case, accents stripped, `-`/`_` as spaces, single spaces. */
export function normaliseKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Images of a vehicle as addresses, main image first: the vehicle's own `images` that a browser
 * can load as they are (URLs and site paths; a local photo's file name is only known to the
 * build, which optimises it: `src/lib/fleet/pictures.ts`), else the image map in the required order
 * (id, name, model, brand-model, then partial matches on name, model or brand), else the
 * fallback. Never empty.
 */
export function vehicleImages(
  vehicle: Pick<Vehicle, 'id' | 'name' | 'model' | 'brand' | 'type' | 'images'>,
): string[] {
  const own = vehicle.images.map(refSrc).filter((src) => isRemoteUrl(src) || src.startsWith('/'));
  if (own.length > 0) return own;
  return vehicleIllustrations(vehicle);
}

/**
 * The drawn illustrations of a vehicle (the image map, else the fallback; docs/requirements.md,
 * "Vehicle images"). Never empty.
 */
export function vehicleIllustrations(
  vehicle: Pick<Vehicle, 'id' | 'name' | 'model' | 'brand' | 'type'>,
): string[] {
  const exact = [vehicle.id, vehicle.name, vehicle.model, `${vehicle.brand} ${vehicle.model}`].map(
    normaliseKey,
  );
  for (const key of exact) {
    const hit = vehicleImageMap[key];
    if (hit) return [...hit];
  }
  const keys = Object.keys(vehicleImageMap).sort((a, b) => b.length - a.length);
  for (const field of [vehicle.name, vehicle.model, vehicle.brand].map(normaliseKey)) {
    const key = keys.find(
      (k) => field.includes(k) || (k.length > 3 && k.includes(field) && field.length > 3),
    );
    if (key) return [...vehicleImageMap[key]!];
  }
  return [vehicle.type === 'Car' ? placeholderImage : scooterFallback];
}
