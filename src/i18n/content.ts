/**
 * Content in the page's language (docs/requirements.md, "Five languages"). Entries are keyed
 * `{lang}/{id}`; a language that has no entry yet shows the English one (the content parity test,
 * `tests/unit/content-i18n.test.ts`, keeps every shipped language complete, so this is a guard, not
 * the normal path).
 */
import { getEntry, type CollectionEntry } from 'astro:content';
import type { Vehicle } from '../lib/fleet';
import { defaultLang, type Lang } from './routing';

/** The `pages` entry `{lang}/{id}` (e.g. `fr/car-rental-paros`), else English. @throws when neither exists. */
export async function pageEntry(id: string, lang: Lang): Promise<CollectionEntry<'pages'>> {
  const entry =
    (await getEntry('pages', `${lang}/${id}`)) ?? (await getEntry('pages', `${defaultLang}/${id}`));
  if (!entry) throw new Error(`Missing content/pages/${defaultLang}/${id}.yaml`);
  return entry;
}

/** The FAQ set `{lang}/{id}`, else English. @throws when neither exists. */
export async function faqEntry(id: string, lang: Lang): Promise<CollectionEntry<'faqs'>> {
  const entry =
    (await getEntry('faqs', `${lang}/${id}`)) ?? (await getEntry('faqs', `${defaultLang}/${id}`));
  if (!entry) throw new Error(`Missing content/faqs/${defaultLang}/${id}.yaml`);
  return entry;
}

/** Translates the visitor-facing texts of vehicles (description, features); English passes through. */
export async function vehicleTranslator(
  lang: Lang,
): Promise<<V extends Pick<Vehicle, 'id' | 'description' | 'features'>>(vehicle: V) => V> {
  const text = lang === defaultLang ? undefined : (await getEntry('fleetText', lang))?.data;
  if (!text) return (vehicle) => vehicle;
  return (vehicle) => ({
    ...vehicle,
    description: text.vehicles[vehicle.id]?.description ?? vehicle.description,
    features: vehicle.features.map((f) => text.features[f] ?? f),
  });
}
