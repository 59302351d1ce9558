// @ts-check
/**
 * Every deploy-time setting of the site, declared once.
 *
 * `astro.config.mjs` turns this list into the `astro:env` schema (so `astro build` refuses a
 * missing or malformed value and names it), `src/config/index.ts` reads the values back through
 * `astro:env/client` and checks their shape with zod, and `.env.example` documents them with the
 * same sample defaults. Business facts (phone, e-mail, address, URLs) are public: they are shown
 * on every page, so they are `context: 'client', access: 'public'`.
 *
 * Defaults are samples that are clearly samples (`.example` domains, a 000 phone number): a real
 * deploy overrides them in the environment or in `.env`.
 */
import { envField } from 'astro/config';
import { locales } from '../locales/list.mjs';

/** @type {(d: string) => ReturnType<typeof envField.string>} */
const pub = (d) => envField.string({ context: 'client', access: 'public', default: d });
/** Server-only secret text setting, optional (read at run time by the Node server). */
const secret = () => envField.string({ context: 'server', access: 'secret', optional: true });
/** @type {(d: number) => ReturnType<typeof envField.number>} Server-only secret positive whole number. */
const secretInt = (d) =>
  envField.number({ context: 'server', access: 'secret', default: d, int: true, gt: 0 });

/** @type {(d: string) => ReturnType<typeof envField.string>} */
const pubUrl = (d) =>
  envField.string({ context: 'client', access: 'public', default: d, url: true });

/**
 * The `astro:env` schema. Keys are the environment variable names documented in `.env.example`.
 */
export const envSchema = {
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
  PUBLIC_WHATSAPP_NUMBER: envField.string({ context: 'client', access: 'public', optional: true }),
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
  PUBLIC_BOOKING_DATE_ORDER: envField.enum({
    context: 'client',
    access: 'public',
    values: ['month-first', 'day-first'],
    default: 'month-first',
  }),
  /**
   * Languages the booking engine offers (comma-separated codes). A page in one of them passes its
   * language as the engine's `lang` parameter; any other page language passes `en`
   * (docs/requirements.md, "Four languages").
   */
  PUBLIC_BOOKING_LANGUAGES: envField.string({
    context: 'client',
    access: 'public',
    default: locales
      .filter((l) => l.bookingEngine === l.code)
      .map((l) => l.code)
      .join(','),
    optional: true,
  }),
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
  PUBLIC_SUPABASE_URL: envField.string({ context: 'client', access: 'public', optional: true }),
  PUBLIC_SUPABASE_ANON_KEY: envField.string({
    context: 'client',
    access: 'public',
    optional: true,
  }),
  /** The `cars.agency` value of this business. */
  PUBLIC_FLEET_AGENCY: pub('paros-antiparos'),
  /**
   * Whether the Supabase project has Storage's image transformations (a paid-plan feature): then
   * photos of the fleet fetched in the browser are asked for at the card's width
   * (`/storage/v1/render/image/…?width=…`); off, they load as stored (docs/images.md).
   */
  PUBLIC_SUPABASE_IMAGE_TRANSFORM: envField.boolean({
    context: 'client',
    access: 'public',
    default: false,
  }),

  // Contact form and outbox (POST /api/send-email). Server secrets: read from the server's
  // environment when it runs, never put in a page. Defaults mirror CONTACT_DEFAULTS in
  // src/lib/contact/settings.ts (a unit test keeps them equal).
  /** SMTP server that delivers contact messages, e.g. `smtps://user:pass@smtp.example.com:465`. Unset: messages stay in the outbox (`npm run outbox`). */
  SMTP_URL: secret(),
  /** Directory of the embedded outbox `outbox.sqlite` (relative to the server's working directory). */
  CONTACT_DATA_DIR: envField.string({ context: 'server', access: 'secret', default: './data' }),
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

  // Blog content service (src/lib/blog): read at build time only. Defaults mirror BLOG_DEFAULTS
  // in src/lib/blog/settings.ts (a unit test keeps them equal); checked there with zod.
  /**
   * Base URL of the Strapi instance serving `GET /api/blog-posts`, e.g. `https://cms.example.com`.
   * Empty = not configured: the blog is the Markdown collection of `content/blog`.
   */
  STRAPI_URL: envField.string({ context: 'server', access: 'public', optional: true }),
  /** Optional Strapi API token (sent as `Authorization: Bearer …`). */
  STRAPI_TOKEN: secret(),
  /** Milliseconds one request to Strapi may take before it is aborted (and retried). */
  STRAPI_TIMEOUT_MS: envField.number({
    context: 'server',
    access: 'public',
    default: 10000,
    int: true,
    gt: 0,
  }),
  /** Languages also fetched from Strapi with `locale=xx`, comma-separated (`fr,de,it`); empty = English only. */
  STRAPI_LOCALES: envField.string({ context: 'server', access: 'public', optional: true }),
  /** Origin of Strapi's media host when it is not `STRAPI_URL` (S3, Cloudinary…): allowed in the CSP's `img-src`. */
  STRAPI_MEDIA_URL: envField.string({ context: 'server', access: 'public', optional: true }),
};
