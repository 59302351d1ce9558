/**
 * The one typed source of business facts: deploy-time settings (from the environment through
 * `astro:env`, validated by {@link buildBusiness}) and the fixed facts of `facts.ts`.
 */
import * as env from 'astro:env/client';
import { addressLine, bookNowUrl, buildBusiness, type Business } from './business';

import { facts } from './facts';
export { facts };
import { addressNamesFor, factsFor } from './facts.i18n';
import type { Lang } from '../i18n/routing';
export type { Facts, Hours, PickupLocation, AgeGroup } from './facts';
export type { Business } from './business';
export { buildBusiness, bookNowUrl } from './business';

/** The business, built once per process from the environment. */
export const business = buildBusiness({ ...env });

/**
 * The business as a page in `lang` shows it: the address line in the language's spelling
 * (`FactWording.address`, e.g. Greek `Λιμάνι Αντιπάρου, Αντίπαρος 840 07, Ελλάδα`); every other
 * value, and the address parts that structured data reads, as configured.
 *
 * @param lang a registered language code
 */
export function businessFor(lang: Lang): Business {
  const names = addressNamesFor(lang);
  if (Object.keys(names).length === 0) return business;
  return {
    ...business,
    address: { ...business.address, oneLine: addressLine(business.address, names) },
  };
}

/**
 * BOOK NOW / BOOK ONLINE target: the engine's search page with `lang=en` (docs/requirements.md,
 * "Other BOOK NOW links").
 */
export const bookNowHref = bookNowUrl(business.booking.searchUrl);

/**
 * What `{{path}}` placeholders in `content/` resolve against: every fact of `facts.ts` at the
 * top level (`{{prices.economy}}`) plus the settings under `business` (`{{business.phone.display}}`).
 */
export const factSource = { ...facts, business } as const;

/**
 * The fact source of a language (docs/requirements.md, "Five languages"): the facts with that
 * language's wording of the text-valued ones (`src/config/facts.i18n.ts`) plus the business
 * settings.
 */
export function factSourceFor(lang: Lang) {
  return { ...factsFor(lang), business: businessFor(lang) } as const;
}
export { factsFor };
