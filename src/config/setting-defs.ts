/**
 * Every deploy-time setting of the site, declared once: its name (the environment variable, as
 * documented in `.env.example`), where it is read (`client`: in pages, so public; `server`: at
 * build or when the server runs), its type, and its sample default or that it may stay unset.
 *
 * Both forms are derived from this list, nothing is kept in step by hand:
 * - `src/config/settings.mjs` turns it into the `astro:env` schema (`astro build` refuses a missing
 *   or malformed value and names it);
 * - the zod schemas that check the shapes `astro:env` cannot (`src/config/business.ts`,
 *   `src/lib/contact/settings.ts`, `src/lib/blog/settings.ts`) take each setting's default and
 *   optionality from here ({@link declaredFromAstroEnv}, `settingDefs.X.default`).
 *
 * Defaults are samples that are clearly samples (`.example` domains, a 000 phone number): a real
 * deploy overrides them in the environment or in `.env`; the booking engine's languages default to
 * what the language folders say ({@link bookingEngineLanguages}). Plain data and the language
 * registry (`src/locales`, which works in Vite, the browser and plain Node): browser code may
 * import it.
 */
import { locales } from '../locales/index.ts';

/** One setting's declaration (the options of Astro's `envField` of the same `type`). */
export interface SettingDef {
  type: 'string' | 'number' | 'boolean' | 'enum';
  /** `client`: read in pages (must be `public`); `server`: read at build or run time. */
  context: 'client' | 'server';
  /** `secret`: never put in a page or the build output. */
  access: 'public' | 'secret';
  /** The sample default (absent: {@link SettingDef.optional} or required). */
  default?: string | number | boolean;
  /** May stay unset (no default). */
  optional?: boolean;
  /** A string that must be a URL. */
  url?: boolean;
  /** A number that must be a whole number. */
  int?: boolean;
  /** A number that must be greater than this. */
  gt?: number;
  /** The values of an `enum` setting. */
  values?: readonly string[];
}

/**
 * The languages the booking engine offers by default, comma-separated (`en,fr,de,it`): those whose
 * `src/locales/<code>/locale.json` names the language itself as its `bookingEngine`.
 */
const bookingEngineLanguages = locales
  .filter((l) => l.bookingEngine === l.code)
  .map((l) => l.code)
  .join(',');

/** A public text setting shown in pages, with its sample default. */
const pub = (d: string) =>
  ({ type: 'string', context: 'client', access: 'public', default: d }) as const;
/** A public URL setting shown in pages, with its sample default. */
const pubUrl = (d: string) =>
  ({ type: 'string', context: 'client', access: 'public', default: d, url: true }) as const;
/** A server-only secret text setting that may stay unset. */
const secret = () =>
  ({ type: 'string', context: 'server', access: 'secret', optional: true }) as const;
/** A server-only secret positive whole number with its default. */
const secretInt = (d: number) =>
  ({ type: 'number', context: 'server', access: 'secret', default: d, int: true, gt: 0 }) as const;

/** The settings (see the module comment). */
export const settingDefs = {
  /** Conversion analytics (docs/analytics.md): none | plausible | umami | ga4; nothing loads before consent. */
  PUBLIC_ANALYTICS_PROVIDER: pub('none'),
  /** The provider's script (self-hosted or not); empty: the provider's own. */
  PUBLIC_ANALYTICS_SCRIPT_URL: pub(''),
  /** Plausible: the site's domain; Umami: the website id; GA4: the measurement id. */
  PUBLIC_ANALYTICS_SITE_ID: pub(''),
  PUBLIC_SITE_URL: pubUrl('https://www.paros-rentals.example'),
  PUBLIC_BUSINESS_NAME: pub('Paros Antiparos Rentals'),
  /** At most 12 characters: the name under the installed app's icon (web app manifest). */
  PUBLIC_BUSINESS_SHORT_NAME: pub('Paros Rent'),
  /** International format, digits and spaces, e.g. `+30 22840 00000`. */
  PUBLIC_PHONE: pub('+30 22840 00000'),
  /**
   * WhatsApp target (international format); defaults to the phone number (docs/requirements.md,
   * "WhatsApp").
   */
  PUBLIC_WHATSAPP_NUMBER: { type: 'string', context: 'client', access: 'public', optional: true },
  PUBLIC_EMAIL: pub('info@paros-rentals.example'),
  PUBLIC_ADDRESS_STREET: pub('Antiparos Port'),
  PUBLIC_ADDRESS_LOCALITY: pub('Antiparos'),
  PUBLIC_ADDRESS_REGION: pub('Cyclades, South Aegean'),
  PUBLIC_ADDRESS_POSTAL_CODE: pub('840 07'),
  PUBLIC_ADDRESS_COUNTRY: pub('GR'),
  /** Decimal degrees, `lat,lng`. */
  PUBLIC_GEO: pub('37.0386,25.0822'),
  /**
   * The booking engine's search page (BOOK NOW links, docs/requirements.md, "Other BOOK NOW
   * links").
   */
  PUBLIC_BOOKING_SEARCH_URL: pubUrl('https://booking.paros-rentals.example/search'),
  /**
   * The booking engine's select page (reservation widget search, docs/requirements.md, "Booking
   * search").
   */
  PUBLIC_BOOKING_SELECT_URL: pubUrl('https://booking.paros-rentals.example/select'),
  /**
   * Date order the booking engine expects: `month-first` (MM/DD/YYYY, the old site's reading) or
   * `day-first`.
   */
  PUBLIC_BOOKING_DATE_ORDER: {
    type: 'enum',
    context: 'client',
    access: 'public',
    values: ['month-first', 'day-first'],
    default: 'month-first',
  },
  /**
   * Languages the booking engine offers (comma-separated codes). A page in one of them passes its
   * language as the engine's `lang` parameter; any other page language passes `en`
   * (docs/requirements.md, "Five languages"). Unset: the languages whose folder says the engine
   * has them ({@link bookingEngineLanguages}).
   */
  PUBLIC_BOOKING_LANGUAGES: pub(bookingEngineLanguages),
  PUBLIC_SISTER_RENTACAR_URL: pubUrl('https://rent-a-car.paros-rentals.example'),
  PUBLIC_SISTER_ROOMS_URL: pubUrl('https://rooms.paros-rentals.example'),
  PUBLIC_SISTER_TRANSFERS_URL: pubUrl('https://transfers.paros-rentals.example'),
  PUBLIC_SOCIAL_FACEBOOK: pubUrl('https://www.facebook.com/paros-rentals.example'),
  PUBLIC_SOCIAL_INSTAGRAM: pubUrl('https://www.instagram.com/paros-rentals.example'),
  PUBLIC_SOCIAL_TRIPADVISOR: pubUrl('https://www.tripadvisor.com/paros-rentals.example'),
  /**
   * Fleet source (src/lib/fleet/source.ts): with both Supabase values set, the fleet is read from
   * the project's `cars` table (at build time, and refreshed in the browser on /fleet); empty =
   * the embedded fleet of `content/fleet`. The anon key is public by design (row-level security
   * lets it read `cars` and nothing else). Checked in src/config/business.ts.
   */
  PUBLIC_SUPABASE_URL: { type: 'string', context: 'client', access: 'public', optional: true },
  PUBLIC_SUPABASE_ANON_KEY: { type: 'string', context: 'client', access: 'public', optional: true },
  /** The `cars.agency` value of this business. */
  PUBLIC_FLEET_AGENCY: pub('paros-antiparos'),
  /**
   * Whether the Supabase project has Storage's image transformations (a paid-plan feature): then
   * photos of the fleet fetched in the browser are asked for at the card's width
   * (`/storage/v1/render/image/…?width=…`); off, they load as stored (docs/images.md).
   */
  PUBLIC_SUPABASE_IMAGE_TRANSFORM: {
    type: 'boolean',
    context: 'client',
    access: 'public',
    default: false,
  },

  // Contact form and outbox (POST /api/send-email). Server secrets: read from the server's
  // environment when it runs, never put in a page (src/lib/contact/settings.ts checks them).
  /** SMTP server that delivers contact messages, e.g. `smtps://user:pass@smtp.example.com:465`. Unset: messages stay in the outbox (`npm run outbox`). */
  SMTP_URL: secret(),
  /** Directory of the embedded outbox `outbox.sqlite` (relative to the server's working directory). */
  CONTACT_DATA_DIR: { type: 'string', context: 'server', access: 'secret', default: './data' },
  /** Inbox of contact messages; unset: the business e-mail `PUBLIC_EMAIL`. */
  CONTACT_TO: secret(),
  /** Sender address of those e-mails (one the SMTP server may send as); unset: `CONTACT_TO`. */
  CONTACT_FROM: secret(),
  /**
   * Supabase service-role key (server only: it bypasses row-level security). With
   * `PUBLIC_SUPABASE_URL` set too, the contact outbox is the `contact_messages` table.
   */
  SUPABASE_SERVICE_ROLE_KEY: secret(),
  /** Contact posts allowed per client address per window (then 429 with Retry-After). */
  CONTACT_RATE_LIMIT_POINTS: secretInt(10),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: secretInt(600),
  /** Delivery retry: first wait after a failed attempt, doubling up to the maximum. */
  CONTACT_RETRY_BASE_SECONDS: secretInt(60),
  CONTACT_RETRY_MAX_SECONDS: secretInt(3600),

  // Blog content service (src/lib/blog): read at build time only; checked in
  // src/lib/blog/settings.ts with zod.
  /**
   * Base URL of the Strapi instance serving `GET /api/blog-posts`, e.g. `https://cms.example.com`.
   * Empty = not configured: the blog is the Markdown collection of `content/blog`.
   */
  STRAPI_URL: { type: 'string', context: 'server', access: 'public', optional: true },
  /** Optional Strapi API token (sent as `Authorization: Bearer …`). */
  STRAPI_TOKEN: secret(),
  /** Milliseconds one request to Strapi may take before it is aborted (and retried). */
  STRAPI_TIMEOUT_MS: {
    type: 'number',
    context: 'server',
    access: 'public',
    default: 10000,
    int: true,
    gt: 0,
  },
  /** Languages also fetched from Strapi with `locale=xx`, comma-separated (`fr,de,it`); empty = English only. */
  STRAPI_LOCALES: { type: 'string', context: 'server', access: 'public', optional: true },
  /** Origin of Strapi's media host when it is not `STRAPI_URL` (S3, Cloudinary…): allowed in the CSP's `img-src`. */
  STRAPI_MEDIA_URL: { type: 'string', context: 'server', access: 'public', optional: true },
} as const satisfies Record<string, SettingDef>;

/** What {@link declared} needs of a zod schema: `.optional()` and `.default(value)`. */
interface Declarable {
  optional(): unknown;
  default(value: never): unknown;
}

/**
 * The schema {@link declared} makes for a declaration `D` and a check `S` (`astroEnv`: the value
 * comes through `astro:env`, which applies the default itself).
 */
type Declared<
  D extends SettingDef,
  S extends Declarable,
  AstroEnv extends boolean = false,
> = D extends { default: unknown }
  ? AstroEnv extends true
    ? S
    : ReturnType<S['default']>
  : D extends { optional: true }
    ? ReturnType<S['optional']>
    : S;

/**
 * A zod check of a setting's shape with the declaration's default (or `.optional()` when the
 * setting may stay unset), so that the zod schemas never restate a default.
 *
 * @param def the setting's declaration in {@link settingDefs}
 * @param check the shape, e.g. `z.string().trim().min(1)`
 * @param options `astroEnv: true` when the value is read through `astro:env`, which fills in the
 *   default itself and leaves out a value it refused: then a setting with a default is required
 *   here, so that a refused value still stops the build with its name
 * @returns `check.default(def.default)`, `check.optional()` or `check` as it is
 */
function declared<D extends SettingDef, S extends Declarable, AstroEnv extends boolean = false>(
  def: D,
  check: S,
  options?: { astroEnv: AstroEnv },
): Declared<D, S, AstroEnv> {
  type Out = Declared<D, S, AstroEnv>;
  if (def.default !== undefined)
    return options?.astroEnv ? (check as Out) : (check.default as (v: unknown) => Out)(def.default);
  if (def.optional) return check.optional() as Out;
  return check as Out;
}

/**
 * {@link declared} for a value read through `astro:env` (`src/config/business.ts`): `astro:env`
 * applies the defaults itself and leaves out a value it refused, so a setting with a default is
 * required here (a refused value still stops the build with its name), an optional one optional.
 *
 * @param def the setting's declaration in {@link settingDefs}
 * @param check the shape, e.g. `z.email()`
 * @returns `check.optional()` for an optional setting, else `check` as it is
 */
export function declaredFromAstroEnv<D extends SettingDef, S extends Declarable>(
  def: D,
  check: S,
): Declared<D, S, true> {
  return declared(def, check, { astroEnv: true });
}
