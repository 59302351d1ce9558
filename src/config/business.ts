import { z } from '../lib/zod';
import { defaultLang } from '../locales';
import { declaredFromAstroEnv as declared, settingDefs as d } from './setting-defs';

/** An http(s) URL. */
const httpUrl = () => z.url({ protocol: /^https?$/ });
/** An international phone number, digits and spaces. */
const phone = (example: string) =>
  z.string().regex(/^\+\d[\d ]{7,18}\d$/, `an international number such as ${example}`);

/**
 * Zod schema of the deploy-time business settings (`src/config/setting-defs.ts`, read through
 * `astro:env`). `astro:env` already rejects a missing value or a malformed URL; this schema checks
 * the shapes it cannot (phone, e-mail, geo point, country code). Whether a setting may stay
 * unset comes from its declaration ({@link declared}); `astro:env` fills in the defaults, and a
 * value it refused arrives unset, so this schema names it.
 */
export const businessSettingsSchema = z
  .object({
    PUBLIC_SITE_URL: declared(d.PUBLIC_SITE_URL, httpUrl()),
    PUBLIC_BUSINESS_NAME: declared(d.PUBLIC_BUSINESS_NAME, z.string().trim().min(2).max(80)),
    PUBLIC_BUSINESS_SHORT_NAME: declared(
      d.PUBLIC_BUSINESS_SHORT_NAME,
      z
        .string()
        .trim()
        .min(2)
        .max(12, { error: 'at most 12 characters (the name under the home-screen icon)' }),
    ),
    PUBLIC_PHONE: declared(d.PUBLIC_PHONE, phone('+30 22840 00000')),
    PUBLIC_WHATSAPP_NUMBER: declared(d.PUBLIC_WHATSAPP_NUMBER, phone('+30 690 000 0000')),
    PUBLIC_EMAIL: declared(d.PUBLIC_EMAIL, z.email()),
    PUBLIC_ADDRESS_STREET: declared(d.PUBLIC_ADDRESS_STREET, z.string().min(2)),
    PUBLIC_ADDRESS_LOCALITY: declared(d.PUBLIC_ADDRESS_LOCALITY, z.string().min(2)),
    PUBLIC_ADDRESS_REGION: declared(d.PUBLIC_ADDRESS_REGION, z.string().min(2)),
    PUBLIC_ADDRESS_POSTAL_CODE: declared(d.PUBLIC_ADDRESS_POSTAL_CODE, z.string().min(3)),
    PUBLIC_ADDRESS_COUNTRY: declared(
      d.PUBLIC_ADDRESS_COUNTRY,
      z.string().regex(/^[A-Z]{2}$/, 'a two-letter ISO country code such as GR'),
    ),
    PUBLIC_GEO: declared(
      d.PUBLIC_GEO,
      z
        .string()
        .regex(
          /^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/,
          'decimal degrees "lat,lng" such as 37.0386,25.0822',
        ),
    ),
    PUBLIC_BOOKING_SEARCH_URL: declared(d.PUBLIC_BOOKING_SEARCH_URL, httpUrl()),
    PUBLIC_BOOKING_SELECT_URL: declared(d.PUBLIC_BOOKING_SELECT_URL, httpUrl()),
    PUBLIC_BOOKING_DATE_ORDER: declared(
      d.PUBLIC_BOOKING_DATE_ORDER,
      z.enum(d.PUBLIC_BOOKING_DATE_ORDER.values),
    ),
    PUBLIC_SISTER_RENTACAR_URL: declared(d.PUBLIC_SISTER_RENTACAR_URL, httpUrl()),
    PUBLIC_SISTER_ROOMS_URL: declared(d.PUBLIC_SISTER_ROOMS_URL, httpUrl()),
    PUBLIC_SISTER_TRANSFERS_URL: declared(d.PUBLIC_SISTER_TRANSFERS_URL, httpUrl()),
    PUBLIC_SOCIAL_FACEBOOK: declared(d.PUBLIC_SOCIAL_FACEBOOK, httpUrl()),
    PUBLIC_SOCIAL_INSTAGRAM: declared(d.PUBLIC_SOCIAL_INSTAGRAM, httpUrl()),
    PUBLIC_SOCIAL_TRIPADVISOR: declared(d.PUBLIC_SOCIAL_TRIPADVISOR, httpUrl()),
    PUBLIC_SUPABASE_URL: declared(
      d.PUBLIC_SUPABASE_URL,
      z.url({
        protocol: /^https?$/,
        error: 'the Supabase project URL, such as https://abcd.supabase.co',
      }),
    ),
    PUBLIC_SUPABASE_ANON_KEY: declared(
      d.PUBLIC_SUPABASE_ANON_KEY,
      z.string().trim().min(20, "the project's anon (public) API key"),
    ),
    PUBLIC_FLEET_AGENCY: declared(d.PUBLIC_FLEET_AGENCY, z.string().trim().min(1).max(80)),
    PUBLIC_SUPABASE_IMAGE_TRANSFORM: declared(
      d.PUBLIC_SUPABASE_IMAGE_TRANSFORM,
      z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
    ),
  })
  .superRefine((s, ctx) => {
    // Half a Supabase configuration is a mistake, not "no Supabase": name the missing half.
    if (s.PUBLIC_SUPABASE_URL && !s.PUBLIC_SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_SUPABASE_ANON_KEY'],
        message: 'required when PUBLIC_SUPABASE_URL is set',
      });
    }
    if (s.PUBLIC_SUPABASE_ANON_KEY && !s.PUBLIC_SUPABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_SUPABASE_URL'],
        message: 'required when PUBLIC_SUPABASE_ANON_KEY is set',
      });
    }
  });

/** The business address (deploy settings `PUBLIC_ADDRESS_*`). */
export interface BusinessAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. `GR`. */
  country: string;
  /** One line, e.g. `Antiparos Port, Antiparos 840 07, Greece` ({@link addressLine}). */
  oneLine: string;
}

/**
 * The one-line address, `street, locality postalCode, country name`, with a language's spelling
 * of its parts (docs/editing.md: Greek writes `Λιμάνι Αντιπάρου, Αντίπαρος 840 07, Ελλάδα`).
 *
 * @param a the address parts as configured (English/Latin)
 * @param names a language's spelling, keyed by the part as configured (`FactWording.address` of
 *   `src/config/facts.i18n.ts`); a part without an entry prints as configured
 * @returns e.g. `Antiparos Port, Antiparos 840 07, Greece` (no names)
 */
export function addressLine(
  a: Pick<BusinessAddress, 'street' | 'locality' | 'postalCode' | 'country'>,
  names: Readonly<Record<string, string>> = {},
): string {
  const countryName = a.country === 'GR' ? 'Greece' : a.country;
  const say = (part: string) => names[part] ?? part;
  return `${say(a.street)}, ${say(a.locality)} ${a.postalCode}, ${say(countryName)}`;
}

/** The business as pages, islands and `src/lib` see it. */
export interface Business {
  name: string;
  /** Origin of the public site, no trailing slash. */
  siteUrl: string;
  phone: {
    /** As printed, e.g. `+30 22840 00000`. */
    display: string;
    /** `tel:` link target, e.g. `tel:+302284000000`. */
    href: string;
  };
  /** WhatsApp number digits only (wa.me format), e.g. `302284000000`. */
  whatsapp: string;
  /** At most 12 characters, under the installed app's icon, e.g. `Paros Rent`. */
  shortName: string;
  email: string;
  address: BusinessAddress;
  geo: { latitude: number; longitude: number };
  booking: {
    /**
     * Engine search page; BOOK NOW links add `lang` (docs/requirements.md, "Other BOOK NOW links").
     */
    searchUrl: string;
    /** Engine select page for the reservation widget search. */
    selectUrl: string;
    dateOrder: 'month-first' | 'day-first';
  };
  sisters: { rentACar: string; rooms: string; transfers: string };
  social: { facebook: string; instagram: string; tripadvisor: string };
  /**
   * Fleet source settings (`src/lib/fleet/source.ts` `FleetConfig`): Supabase project URL and
   * anon key (both set, or both absent = the embedded fleet) and the agency of the `cars` rows;
   * `imageTransform`: the project has Storage image transformations (docs/images.md).
   */
  fleet: {
    supabaseUrl?: string;
    supabaseAnonKey?: string;
    agency: string;
    imageTransform: boolean;
  };
}

/**
 * Validates raw settings and derives the {@link Business} view.
 *
 * @param raw the values of `astro:env/client` (or any record with the same keys)
 * @throws Error `Invalid setting NAME: reason` for the first bad value, so a build stops with
 *   the name of the setting to fix.
 */
export function buildBusiness(raw: Record<string, unknown>): Business {
  // An empty value in `.env` (`NAME=`) means "not set".
  const cleaned = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = businessSettingsSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'unknown');
    throw new Error(`Invalid setting ${name}: ${issue.message} (got ${JSON.stringify(raw[name])})`);
  }
  const s = parsed.data;
  const [lat, lng] = s.PUBLIC_GEO.split(',').map((v) => Number(v.trim())) as [number, number];
  const digits = (v: string) => v.replace(/[^\d]/g, '');
  const address = {
    street: s.PUBLIC_ADDRESS_STREET,
    locality: s.PUBLIC_ADDRESS_LOCALITY,
    region: s.PUBLIC_ADDRESS_REGION,
    postalCode: s.PUBLIC_ADDRESS_POSTAL_CODE,
    country: s.PUBLIC_ADDRESS_COUNTRY,
  };
  return {
    name: s.PUBLIC_BUSINESS_NAME,
    shortName: s.PUBLIC_BUSINESS_SHORT_NAME,
    siteUrl: s.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    phone: { display: s.PUBLIC_PHONE, href: `tel:+${digits(s.PUBLIC_PHONE)}` },
    whatsapp: digits(s.PUBLIC_WHATSAPP_NUMBER ?? s.PUBLIC_PHONE),
    email: s.PUBLIC_EMAIL,
    address: { ...address, oneLine: addressLine(address) },
    geo: { latitude: lat, longitude: lng },
    booking: {
      searchUrl: s.PUBLIC_BOOKING_SEARCH_URL,
      selectUrl: s.PUBLIC_BOOKING_SELECT_URL,
      dateOrder: s.PUBLIC_BOOKING_DATE_ORDER,
    },
    sisters: {
      rentACar: s.PUBLIC_SISTER_RENTACAR_URL,
      rooms: s.PUBLIC_SISTER_ROOMS_URL,
      transfers: s.PUBLIC_SISTER_TRANSFERS_URL,
    },
    social: {
      facebook: s.PUBLIC_SOCIAL_FACEBOOK,
      instagram: s.PUBLIC_SOCIAL_INSTAGRAM,
      tripadvisor: s.PUBLIC_SOCIAL_TRIPADVISOR,
    },
    fleet: {
      ...(s.PUBLIC_SUPABASE_URL ? { supabaseUrl: s.PUBLIC_SUPABASE_URL.replace(/\/+$/, '') } : {}),
      ...(s.PUBLIC_SUPABASE_ANON_KEY ? { supabaseAnonKey: s.PUBLIC_SUPABASE_ANON_KEY } : {}),
      agency: s.PUBLIC_FLEET_AGENCY,
      imageTransform: s.PUBLIC_SUPABASE_IMAGE_TRANSFORM,
    },
  };
}

/**
 * The engine's search page for BOOK NOW / BOOK ONLINE links (docs/requirements.md, "Other BOOK NOW
 * links").
 *
 * @param searchUrl the configured search page
 * @param lang booking-engine language code; `en` by default
 */
export function bookNowUrl(searchUrl: string, lang = defaultLang): string {
  const url = new URL(searchUrl);
  url.searchParams.set('lang', lang);
  return url.toString();
}
