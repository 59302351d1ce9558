/**
 * Content collections (Astro content layer): what editors change in pull requests under
 * `content/`. Every entry is validated here; a bad entry stops the build with its file and field.
 *
 * - `pages`  `content/pages/{lang}/{page}.yaml` — copy of the home, landing, category, about,
 *            terms and assistant pages as a list of typed sections (docs/requirements.md, "Static
 *            pages").
 * - `faqs`   `content/faqs/{lang}/{set}.yaml` — FAQ sets, one per page or vehicle group.
 * - `blog`   `content/blog/{lang}/{slug}.md` — the six articles (docs/requirements.md, "Blog
 *            articles"), or the content service's posts when `STRAPI_URL` is set
 *            (`src/lib/blog/loader.ts`).
 * - `fleet`  `content/fleet/vehicles.yaml` — the embedded fleet (docs/requirements.md, "Vehicles
 *            and their fields").
 *
 * Every collection's loader is wrapped by `sanitizedLoader` (`src/lib/sanitize.ts`): text fields
 * keep no HTML and article bodies only the allowed elements, whatever the source (docs/editing.md,
 * "HTML in content").
 *
 * Entry ids carry the language (`en/car-rental-paros`) so each entry can exist once per language.
 * Strings may quote business facts as `{{path}}` (see `src/config/interpolate.ts`).
 *
 * `CONTENT_DIR` (build-time, default `./content`) points every collection at another copy of the
 * content folder: the content check (`npm run check:content -- --content DIR`, docs/editing.md)
 * builds a copy that way. With `CONTENT_CHECK_REPORT` set, an invalid entry is written to that
 * report and left out instead of stopping the build (`src/lib/content-report.ts`).
 */
import { existsSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { STRAPI_LOCALES, STRAPI_TIMEOUT_MS, STRAPI_TOKEN, STRAPI_URL } from 'astro:env/server';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';
import { business, factSource, factSourceFor, facts } from './config';
import { interpolate, interpolateDeep } from './config/interpolate';
import { numberLocale } from './i18n/format';
import { toLang } from './i18n/routing';
import { blogCategories, blogLoader, isBuiltInCategory, parseBlogSettings } from './lib/blog';
import { fleetLoader } from './lib/fleet/loader';
import { vehicleSchema } from './lib/fleet/vehicle';
import { reportInvalidEntries } from './lib/content-report';
import { sanitizedLoader } from './lib/sanitize';

/**
 * The decimal separator of a number locale as `Intl` writes it (`en-IE` `.`, `fr-FR` `,`), for the
 * figures of `{{fact}}` placeholders in that language's content.
 */
function decimalSeparatorOf(locale: string): '.' | ',' {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return decimal?.value === ',' ? ',' : '.';
}

/** The content folder: `CONTENT_DIR` (a path, absolute or relative to the project root) or `./content`. */
const contentDir = (process.env.CONTENT_DIR || './content').replace(/\/+$/, '');

/** A visitor-facing string with `{{fact}}` placeholders resolved. */
const text = () =>
  z.string().transform((value, ctx) => {
    try {
      return interpolate(value, factSource);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** SEO-enforcing head fields (title 5-120, description 15-160 characters once resolved). */
const seo = {
  title: text().pipe(z.string().min(5).max(120)),
  description: text().pipe(z.string().min(15).max(160)),
  keywords: z.array(z.string()).default([]),
};

/** Site-absolute path of an image in `public/`. */
const imagePath = z
  .string()
  .regex(
    /^\/images\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/,
    'Must be the site path of an image under /images/, e.g. /images/art/about.svg',
  );
/** A photo's file name in the content folder's `blog/images/` (docs/images.md). */
const photoFile = z
  .string()
  .regex(
    /^[\w][\w.-]*\.(png|jpe?g|webp|avif)$/i,
    'Must be a photo’s file name (.jpg, .png, .webp or .avif), without spaces',
  );

/** Icon names drawn by `src/components/Icon.astro`. */
export const iconNames = [
  'map',
  'car',
  'clock',
  'shield',
  'euro',
  'star',
  'support',
  'ferry',
  'plane',
  'anchor',
  'key',
  'fuel',
  'road',
  'sun',
  'beach',
  'mountain',
  'scooter',
  'atv',
  'check',
  'chat',
  'calendar',
  'phone',
  'users',
  'leaf',
  'globe',
  'gift',
  'sparkles',
  'pin',
  'mail',
  'heart',
  'compass',
  'camera',
  'info',
  'bolt',
  'lock',
] as const;

const heading = {
  heading: text(),
  intro: text().optional(),
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens, e.g. rental-terms')
    .optional(),
};

/** An item with a title and a description (routes, price cards). */
const described = { title: text(), description: text() };
/** An item with a title and a short text (links, cards). */
const titled = { title: text(), text: text() };

/**
 * The section kinds a page is made of; each has its component in `src/components/sections/`
 * (the registry `sections/index.ts` maps `kind` to it), framed by `src/components/Section.astro`.
 */
const section = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('features'),
    ...heading,
    items: z.array(z.object({ icon: z.enum(iconNames), title: text(), text: text() })).min(1),
  }),
  z.object({
    kind: z.literal('steps'),
    ...heading,
    items: z.array(z.object({ title: text(), text: text() })).min(2),
  }),
  z.object({
    kind: z.literal('driveTimes'),
    ...heading,
    items: z
      .array(z.object({ from: text(), to: text(), minutes: text(), note: text().optional() }))
      .min(1),
  }),
  z.object({
    kind: z.literal('places'),
    ...heading,
    items: z.array(z.object({ name: text(), minutes: text(), description: text() })).min(1),
  }),
  z.object({
    kind: z.literal('routes'),
    ...heading,
    items: z
      .array(
        z.object({
          ...described,
          duration: text(),
          distance: text().optional(),
          difficulty: z.enum(['Easy', 'Moderate', 'Challenging']).optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('prices'),
    ...heading,
    items: z
      .array(
        z.object({
          ...described,
          /** EUR per day, usually a `{{prices.…}}` fact. */
          price: text().pipe(
            z
              .string()
              .regex(
                /^\d+(\.\d+)?$/,
                'Must be a number, e.g. 35, or a fact such as {{prices.economy}}',
              ),
          ),
          from: z.boolean().default(true),
          features: z.array(text()).default([]),
          highlight: z.boolean().default(false),
          image: imagePath.optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('links'),
    ...heading,
    items: z
      .array(
        z.object({
          ...titled,
          href: z.string().startsWith('/'),
          icon: z.enum(iconNames).default('pin'),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('cards'),
    ...heading,
    items: z
      .array(
        z.object({
          ...titled,
          image: imagePath,
          imageAlt: text(),
          href: z.string().startsWith('/'),
          linkLabel: text(),
          badge: text().optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('gallery'),
    ...heading,
    items: z
      .array(
        z.object({ image: imagePath, alt: text(), caption: text(), href: z.string().optional() }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('reviews'),
    ...heading,
    items: z
      .array(
        z.object({
          rating: z.number().int().min(1).max(5),
          quote: text(),
          author: text(),
          place: text(),
        }),
      )
      .min(1),
  }),
  z.object({
    kind: z.literal('comparison'),
    ...heading,
    columns: z.array(text()).min(2),
    rows: z.array(z.object({ label: text(), values: z.array(text()) })).min(1),
  }),
  z.object({
    kind: z.literal('prose'),
    ...heading,
    paragraphs: z.array(text()).min(1),
    image: imagePath.optional(),
    imageAlt: text().optional(),
  }),
  z.object({
    kind: z.literal('stats'),
    ...heading,
    items: z.array(z.object({ value: text(), label: text() })).min(1),
  }),
  z.object({
    kind: z.literal('clauses'),
    ...heading,
    items: z.array(z.object({ title: text(), points: z.array(text()).min(1) })).min(1),
  }),
  z.object({
    kind: z.literal('assistantPromo'),
    ...heading,
    text: text(),
    stats: z.array(z.object({ value: text(), label: text() })).min(1),
    button: text(),
    topics: z.array(text()).default([]),
  }),
  z.object({ kind: z.literal('contactBlock'), ...heading, text: text() }),
  /** Licence and age check (`LicenceCheck.astro`) for the vehicle kinds listed, first one pre-selected. */
  z.object({
    kind: z.literal('licenceCheck'),
    ...heading,
    vehicles: z.array(z.enum(['scooter50', 'scooter125', 'atv', 'car'])).min(1),
  }),
  /** "Where we meet you": the map of the six pickup points (`PickupMap.astro`). */
  z.object({ kind: z.literal('pickupMap'), ...heading }),
  /** "What's included" (`WhatsIncluded.astro`, `src/lib/included.ts`) for one vehicle kind. */
  z.object({ kind: z.literal('included'), ...heading, vehicle: z.enum(['car', 'scooter', 'atv']) }),
]);

export type PageSection = z.infer<typeof section>;

/**
 * `glob()` over `{lang}/…` files that resolves each entry's `{{fact}}` placeholders with its
 * language's facts before the schema runs (docs/requirements.md, "Five languages"): text-valued
 * facts in that language's wording (`src/config/facts.i18n.ts`), decimals with a comma in French,
 * German and Italian.
 */
function localizedGlob(base: string): Loader {
  const inner = reportInvalidEntries(glob({ pattern: '**/*.yaml', base }));
  return {
    name: 'localized-glob',
    load: (context) =>
      inner.load({
        ...context,
        parseData: (props) => {
          const lang = toLang(props.id.split('/')[0]);
          const format = { decimalSeparator: decimalSeparatorOf(numberLocale(lang)) };
          let data: typeof props.data;
          try {
            data = interpolateDeep(props.data, factSourceFor(lang), format);
          } catch (error) {
            throw new Error(`${props.filePath ?? props.id}: ${(error as Error).message}`);
          }
          return context.parseData({ ...props, data });
        },
      }),
  };
}

/** A page of `content/pages/{lang}/*.yaml`. */
const pageSchema = z.object({
  ...seo,
  hero: z.object({
    eyebrow: text().optional(),
    heading: text(),
    lead: text(),
    image: imagePath,
    imageAlt: text(),
    badges: z.array(text()).default([]),
  }),
  /**
   * Reservation widget in the hero (the home page; also the landing and category pages:
   * docs/requirements.md, "Home page"), pre-set to the page's vehicle type and, for
   * airport/port/Antiparos pages, pickup location id.
   */
  widget: z
    .object({
      vehicleType: z.enum(['car', 'moto', 'atv']).optional(),
      /** One of the booking engine's location ids, `facts.pickupLocations` (one source). */
      pickupId: z.literal(facts.pickupLocations.map((l) => l.id)).optional(),
    })
    .optional(),
  sections: z.array(section).default([]),
  /** FAQ set id in the `faqs` collection (same language); shown before the closing call to action. */
  faq: z.string().optional(),
  faqHeading: text().optional(),
  cta: z.object({ heading: text(), text: text() }).optional(),
});

const pages = defineCollection({
  loader: sanitizedLoader(localizedGlob(`${contentDir}/pages`)),
  schema: pageSchema,
});

/** An FAQ set of `content/faqs/{lang}/*.yaml`. */
const faqSchema = z.object({
  items: z.array(z.object({ question: text(), answer: text() })).min(1),
});

const faqs = defineCollection({
  loader: sanitizedLoader(localizedGlob(`${contentDir}/faqs`)),
  schema: faqSchema,
});

/**
 * Blog categories of the built-in list (docs/requirements.md, "Data and its fields"); defined in
 * `src/lib/blog/post.ts`.
 */
export { blogCategories };

/**
 * Settings of the blog's content service (`STRAPI_URL`, `STRAPI_TOKEN`, `STRAPI_TIMEOUT_MS`,
 * `STRAPI_LOCALES`: build-time, see `.env.example`); `strapi` is undefined when not configured.
 */
const blogSettings = parseBlogSettings({
  STRAPI_URL,
  STRAPI_TOKEN,
  STRAPI_TIMEOUT_MS,
  STRAPI_LOCALES,
});

/**
 * The blog (docs/requirements.md, "Blog post"): `content/blog/{lang}/{slug}.md` by default; with
 * `STRAPI_URL` set, the content service's posts (`src/lib/blog/loader.ts`) as `en/{slug}`
 * entries (and `{lang}/{slug}` for `STRAPI_LOCALES`), falling back to the Markdown posts of a
 * language when the service fails or has none. Entry ids are always `{lang}/{slug}`.
 *
 * One schema for both sources, with `source` telling them apart. Markdown posts are held to the
 * editorial rules: a category of the built-in list, an image in `public/images`, a chat opener.
 * Content-service posts may carry a category outside the built-in list: it is kept as the
 * service's text and shown as it is (built-in categories are shown with their translated
 * `blog.category.*` label); their image may be an absolute URL on the service, and the chat
 * opener is optional.
 */
/** An article of `content/blog/{lang}/*.md` (or a content-service post). */
const blogSchema = z
  .object({
    ...seo,
    /** Markdown posts: 5-120 characters (checked below); service posts: Strapi's limit, 255. */
    title: text().pipe(z.string().min(1).max(255)),
    excerpt: z.string().min(30).max(300),
    date: z.coerce.date(),
    /** Minutes. */
    readTime: z.number().int().min(1).max(60),
    /** A built-in category (Markdown), or any text from the content service. */
    category: z.string().trim().min(1).max(60),
    /**
     * Defaults to the business's team (docs/requirements.md, "Static pages": author = the rental
     * team).
     */
    author: z.string().optional(),
    /**
     * A photo of `content/blog/images/` by file name, a site path of an image in `public/`, or
     * (content service) an absolute http(s) URL; optimised by the image pipeline (docs/images.md).
     */
    image: z.union([imagePath, photoFile, z.url({ protocol: /^https?$/ })]),
    imageAlt: z.string().min(5),
    /** Content service: the image's intrinsic size (pixels) and a `srcset` of its resized formats. */
    imageWidth: z.number().int().positive().optional(),
    imageHeight: z.number().int().positive().optional(),
    imageSrcset: z.string().optional(),
    featured: z.boolean().default(false),
    /**
     * The topic-specific opening message of the embedded assistant (docs/requirements.md, "Static
     * pages"); required for Markdown posts.
     */
    chatOpener: z.string().min(10).optional(),
    /** Where the post came from: a Markdown file or the content service (set by its loader). */
    source: z.enum(['markdown', 'strapi']).default('markdown'),
  })
  .superRefine((post, ctx) => {
    if (post.source !== 'markdown') return;
    if (post.title.length < 5 || post.title.length > 120) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: `must be 5-120 characters (got ${post.title.length})`,
      });
    }
    if (!isBuiltInCategory(post.category)) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `must be one of ${blogCategories.join(', ')} (got "${post.category}")`,
      });
    }
    if (photoFile.safeParse(post.image).success) {
      if (!existsSync(`${contentDir}/blog/images/${post.image}`)) {
        ctx.addIssue({
          code: 'custom',
          path: ['image'],
          message: `content/blog/images/${post.image}: no such file — put the photo there or correct the name`,
        });
      }
    } else if (!imagePath.safeParse(post.image).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message:
          'must be a photo file name of content/blog/images/ or an image path under /images/',
      });
    }
    if (!post.chatOpener)
      ctx.addIssue({
        code: 'custom',
        path: ['chatOpener'],
        message: 'is required for Markdown posts',
      });
  });

const blog = defineCollection({
  loader: sanitizedLoader(
    blogLoader(
      blogSettings,
      reportInvalidEntries(glob({ pattern: '**/*.md', base: `${contentDir}/blog` })),
      { siteUrl: business.siteUrl },
    ),
    { siteUrl: business.siteUrl },
  ),
  schema: blogSchema,
});

/**
 * The fleet (docs/requirements.md, "Vehicles and their fields") from the configured source
 * (`src/lib/fleet/loader.ts`): the embedded `content/fleet/vehicles.yaml` by default, or the
 * Supabase `cars` table when `PUBLIC_SUPABASE_URL` and `PUBLIC_SUPABASE_ANON_KEY` are set (falling
 * back to the embedded fleet, with a logged warning, when Supabase fails at build time).
 */
const fleet = defineCollection({
  loader: sanitizedLoader(
    fleetLoader(business.fleet, reportInvalidEntries(file(`${contentDir}/fleet/vehicles.yaml`))),
  ),
  schema: vehicleSchema,
});

/**
 * Translations of the embedded fleet's texts (docs/requirements.md, "Five languages"):
 * `content/fleet/i18n/{lang}.yaml` holds a description per vehicle id and a translation per English
 * feature string. Vehicles or features without a translation (e.g. new rows of the Supabase table)
 * are shown in English.
 */
const fleetTextSchema = z.object({
  vehicles: z.record(z.string(), z.object({ description: z.string().min(20) })),
  features: z.record(z.string(), z.string().min(1)),
});

const fleetText = defineCollection({
  loader: sanitizedLoader(
    reportInvalidEntries(glob({ pattern: '*.yaml', base: `${contentDir}/fleet/i18n` })),
  ),
  schema: fleetTextSchema,
});

export const collections = { pages, faqs, blog, fleet, fleetText };

/**
 * Each collection's zod schema, the one source of the content editor's configuration too
 * (`src/lib/cms/config.ts` generates Decap CMS's fields from them: docs/editing.md, "The content
 * editor"). Keys are the collection names of {@link collections}.
 */
export const contentSchemas = {
  pages: pageSchema,
  faqs: faqSchema,
  blog: blogSchema,
  fleet: vehicleSchema,
  fleetText: fleetTextSchema,
} as const;
