/**
 * docs/requirements.md, "Five languages": language routing helpers, head alternates, the booking
 * engine's language and the browser-language suggestion.
 */
import { describe, expect, it } from 'vitest';
import { buildBusiness, facts } from '../../src/config';
import { engineLang } from '../../src/config/booking';
import { envSchema } from '../../src/config/settings.mjs';
import { dictionary, formatDate, formatEur, sliceFor, t, type UiKey } from '../../src/i18n';
import { reservationEn } from '../../src/locales/en/reservation';
import {
  langFromPath,
  localeParams,
  localizePath,
  toLang,
  unlocalizePath,
} from '../../src/i18n/routing';
import { buildHead, businessJsonLd } from '../../src/lib/seo';
import { suggestedLanguage } from '../../src/scripts/language';
import { defaultLang, langs, localeOf, prefixedLangs } from '../../src/locales';

describe('localized paths', () => {
  it('prefixes French, German and Italian and leaves English as it is', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/fleet', 'de')).toBe('/de/fleet');
    expect(localizePath('/fleet?category=suv#list', 'it')).toBe('/it/fleet?category=suv#list');
    expect(localizePath('/?x=1', 'fr')).toBe('/fr?x=1');
  });
  it('moves a path from one language to another', () => {
    expect(localizePath('/fr/fleet', 'de')).toBe('/de/fleet');
    expect(localizePath('/fr', 'en')).toBe('/');
    expect(localizePath('/de/blog/x', 'en')).toBe('/blog/x');
  });
  it('leaves files, the API, anchors and other sites alone', () => {
    for (const href of [
      '/images/a.svg',
      '/api/send-email',
      '#main',
      'https://wa.me/1',
      'mailto:a@b.gr',
      'tel:+30',
      '//cdn.example/x',
      '/fleet.json',
    ]) {
      expect(localizePath(href, 'fr')).toBe(href);
    }
  });
  it('reads the language of a path and strips it', () => {
    expect(langFromPath('/fr/fleet')).toBe('fr');
    expect(langFromPath('/fr')).toBe('fr');
    expect(langFromPath('/fleet')).toBe('en');
    expect(langFromPath('/french-guide')).toBe('en');
    expect(langFromPath('/en/fleet')).toBe('en');
    expect(unlocalizePath('/it/contact')).toBe('/contact');
    expect(unlocalizePath('/it')).toBe('/');
    expect(unlocalizePath('/it?x')).toBe('/?x');
    expect(toLang('de')).toBe('de');
    expect(toLang('es')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
  it('gives English the unprefixed route parameter', () => {
    expect(localeParams().map((p) => p.params.locale)).toEqual([undefined, ...prefixedLangs]);
  });
});

describe('dictionaries and formatting per language', () => {
  it('has every key in every language, with the same placeholders', () => {
    const names = (s: string) =>
      [...s.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join();
    for (const lang of prefixedLangs) {
      for (const [key, english] of Object.entries(dictionary(defaultLang))) {
        const value = dictionary(lang)[key as UiKey];
        expect(value, `${lang} ${key}`).toBeTruthy();
        expect(names(value), `${lang} ${key}`).toBe(names(english));
      }
    }
  });
  it('translates the UI', () => {
    expect(t('404.home', {}, 'fr')).not.toBe(t('404.home'));
    expect(t('cta.bookNow', {}, 'de')).not.toBe('BOOK NOW');
    expect(t('whatsapp.message', {}, 'it')).not.toBe(t('whatsapp.message'));
  });
  it('formats prices and dates with Intl in each language', () => {
    expect(formatEur(35, 'fr')).toBe('35\u00a0€');
    expect(formatEur(86.8, 'de')).toBe('86,80\u00a0€');
    expect(formatEur(35, 'it')).toBe('35\u00a0€');
    expect(formatDate(new Date('2024-01-15'), 'fr')).toBe('15 janvier 2024');
    expect(formatDate(new Date('2024-01-15'), 'de')).toBe('15. Januar 2024');
    expect(formatDate(new Date('2024-01-15'), 'it')).toBe('15 gennaio 2024');
  });
  it('gives islands their slice of a dictionary, and nothing for English', () => {
    expect(sliceFor('en', reservationEn)).toBeUndefined();
    const fr = sliceFor('fr', reservationEn)!;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(reservationEn).sort());
  });
  it('names the pickup locations as the facts do, in English', () => {
    for (const loc of facts.pickupLocations)
      expect(t(`reservation.pickup.${loc.id}` as never)).toBe(loc.name);
  });
});

describe('head alternates', () => {
  const business = buildBusiness(
    Object.fromEntries(
      Object.entries(envSchema).map(([k, f]) => [k, (f as { default?: unknown }).default]),
    ),
  );
  const ld = businessJsonLd(business, {
    hours: { opens: '07:00', closes: '23:00' },
    foundingYear: 1994,
    logo: '/images/logo.svg',
  });
  const site = business.siteUrl.replace(/\/$/, '');

  it('lists every language and x-default, and the canonical of the page language', () => {
    const head = buildHead(
      {
        title: 'Location de voiture',
        description: 'Louez une voiture à Paros avec livraison gratuite.',
        path: '/car-rental-paros',
        lang: 'fr',
      },
      business,
      ld,
    );
    const links = head.filter((e) => e.tag === 'link').map((e) => e.attrs);
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe(`${site}/fr/car-rental-paros`);
    expect(
      links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]),
    ).toEqual([
      ['en', `${site}/car-rental-paros`],
      ...prefixedLangs.map((l) => [localeOf(l).tag, `${site}/${l}/car-rental-paros`]),
      ['x-default', `${site}/car-rental-paros`],
    ]);
    const og = head
      .filter((e) => e.tag === 'meta' && e.attrs.property?.startsWith('og:locale'))
      .map((e) => e.attrs.content);
    expect(og).toEqual([
      'fr_FR',
      ...langs.filter((l) => l !== 'fr').map((l) => localeOf(l).ogLocale),
    ]);
    expect(og).toContain('el_GR');
  });
  it('gives the home page the bare language prefix', () => {
    const head = buildHead(
      {
        title: 'Startseite',
        description: 'Autovermietung auf Paros und Antiparos.',
        path: '/',
        lang: 'de',
      },
      business,
      ld,
    );
    expect(head.find((e) => e.attrs.rel === 'canonical')?.attrs.href).toBe(`${site}/de`);
  });
  it('has no alternates on error pages', () => {
    const head = buildHead(
      {
        title: 'Not found',
        description: 'This page does not exist.',
        path: '/404',
        noindex: true,
        lang: 'it',
      },
      business,
      ld,
    );
    expect(head.some((e) => e.attrs.rel === 'alternate')).toBe(false);
  });
});

describe('booking engine language', () => {
  it('follows the page where the engine offers the language, else English', () => {
    expect(engineLang('fr', ['en', 'fr', 'de', 'it'])).toBe('fr');
    expect(engineLang('it', ['en', 'de'])).toBe('en');
    expect(engineLang('en', ['en'])).toBe('en');
  });
});

describe('browser-language suggestion', () => {
  const site = ['en', 'fr', 'de', 'it'];
  it('suggests the first preferred language the site has, unless it is the page language', () => {
    expect(suggestedLanguage(['fr-FR', 'en'], site, 'en')).toBe('fr');
    expect(suggestedLanguage(['es-ES', 'de-AT', 'en'], site, 'en')).toBe('de');
    expect(suggestedLanguage(['en-GB', 'fr'], site, 'en')).toBeNull();
    expect(suggestedLanguage(['it'], site, 'it')).toBeNull();
    expect(suggestedLanguage(['es', 'pt'], site, 'fr')).toBeNull();
  });
});
