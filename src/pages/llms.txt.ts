/**
 * `/llms.txt`, prerendered: a short plain-text guide to the business for language models (the
 * llms.txt convention), generated from the same sources as the pages — the business settings
 * and facts of `src/config`, the English page titles and descriptions of `content/pages`, the
 * fleet collection and the blog posts — so it changes when they change
 * (`src/lib/site/files.ts` writes the text).
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { business, facts } from '../config';
import { defaultLang, langs, useTranslations } from '../i18n';
import { dateLocale } from '../i18n/format';
import { sortVehicles } from '../lib/fleet/query';
import { llmsTxt, type LlmsLink } from '../lib/site/files';
import { blogPosts } from './[...locale]/blog/_posts';

export const prerender = true;

/** The languages with a URL prefix. */
const prefixedLangs = langs.filter((l) => l !== defaultLang);
/** Language names in the guide's language (the default language's `Intl` date locale). */
const languageName = new Intl.DisplayNames([dateLocale(defaultLang)], { type: 'language' });
/** `a, b and c` in the guide's language. */
const englishList = (items: string[]) =>
  new Intl.ListFormat(dateLocale(defaultLang), { type: 'conjunction' }).format(items);

/** The guide as `text/plain` (Markdown text). */
export const GET: APIRoute = async () => {
  const { t } = useTranslations(defaultLang);
  const pages = (
    await getCollection('pages', (entry) => entry.id.startsWith(`${defaultLang}/`))
  ).map((entry) => ({
    slug: entry.id.slice(defaultLang.length + 1),
    title: entry.data.title,
    description: entry.data.description,
  }));
  const home = pages.find((p) => p.slug === 'home');
  const pageLink = (p: (typeof pages)[number]): LlmsLink => ({
    title: p.title,
    path: p.slug === 'home' ? '/' : `/${p.slug}`,
    note: p.description,
  });
  const info = new Set(['about-us', 'terms-and-conditions', 'marcia-ai']);
  const fleet = sortVehicles((await getCollection('fleet')).map((entry) => entry.data));
  const posts = await blogPosts(defaultLang);
  const { prices, hours, claims } = facts;
  const body = llmsTxt({
    siteUrl: business.siteUrl,
    name: business.name,
    summary:
      home?.description ??
      t('contact.description', { ...facts.contactReply, ...facts.hours.office }),
    facts: [
      `Phone and WhatsApp: ${business.phone.display}; e-mail: ${business.email}`,
      `Address: ${[business.address.street, business.address.postalCode, business.address.locality, business.address.region].filter(Boolean).join(', ')}, Greece`,
      `Open daily ${hours.general.opens}-${hours.general.closes}; office ${hours.office.opens}-${hours.office.closes}`,
      `Daily prices from: economy car ${prices.economy} EUR, family car ${prices.family} EUR, SUV ${prices.suv} EUR, scooter ${prices.scooterFrom} EUR, ATV ${prices.atvFrom} EUR`,
      `Pickup and drop-off: ${facts.pickupLocations.map((l) => l.name).join(', ')}`,
      `Rated ${claims.rating}/${claims.ratingMax} from ${claims.reviews} reviews; languages: ${claims.languages.join(', ')}`,
      `Bookings are made on the booking engine: ${business.booking.searchUrl}`,
    ],
    sections: {
      Pages: [
        ...pages.filter((p) => !info.has(p.slug)).map(pageLink),
        { title: t('fleet.title'), path: '/fleet', note: t('fleet.description') },
        { title: t('blog.title'), path: '/blog', note: t('blog.description') },
        {
          title: t('contact.title'),
          path: '/contact',
          note: t('contact.description', { ...facts.contactReply, ...facts.hours.office }),
        },
      ],
      Fleet: fleet.map((v) => ({
        title: v.name,
        path: `/fleet/${v.id}`,
        note: `${v.type}, ${v.category}, ${v.transmission}, ${v.seats} seats, from ${v.price_per_day} EUR per day`,
      })),
      Articles: posts.map(({ entry, href }) => ({
        title: entry.data.title,
        path: href,
        note: entry.data.excerpt,
      })),
    },
    optional: [
      ...pages.filter((p) => info.has(p.slug)).map(pageLink),
      {
        title: `${englishList(prefixedLangs.map((l) => languageName.of(l) ?? l))} versions`,
        path: `/${prefixedLangs[0]}`,
        note: `every page also exists under ${englishList(prefixedLangs.map((l) => `/${l}`))}`,
      },
      { title: 'Sitemap', path: '/sitemap-index.xml' },
    ],
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
