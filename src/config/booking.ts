/**
 * The booking engine settings for client code (islands, `src/lib/booking.ts`), read straight from
 * `astro:env/client`. They were validated at build time (`astro:env` plus `buildBusiness` in
 * `src/config/index.ts`), so this module ships no validator to the browser.
 */
import {
  PUBLIC_BOOKING_DATE_ORDER,
  PUBLIC_BOOKING_LANGUAGES,
  PUBLIC_BOOKING_SEARCH_URL,
  PUBLIC_BOOKING_SELECT_URL,
} from 'astro:env/client';
import type { Business } from './business';
import { defaultLang } from '../locales';

/** Engine search page, select page and date order (same shape as `business.booking`). */
export const bookingSettings: Business['booking'] = {
  searchUrl: PUBLIC_BOOKING_SEARCH_URL,
  selectUrl: PUBLIC_BOOKING_SELECT_URL,
  dateOrder: PUBLIC_BOOKING_DATE_ORDER,
};

/** Language codes the booking engine offers (`PUBLIC_BOOKING_LANGUAGES`, default: every language whose `locale.json` names itself as `bookingEngine`). */
export const engineLanguages: readonly string[] = (PUBLIC_BOOKING_LANGUAGES ?? defaultLang)
  .split(',')
  .map((code) => code.trim().toLowerCase())
  .filter(Boolean);

/**
 * The booking engine's `lang` parameter for a page language (docs/requirements.md, "Five
 * languages"): the page's language when the engine offers it, else `en` (the old site's default,
 * docs/requirements.md, "Booking search").
 */
export function engineLang(pageLang: string, offered: readonly string[] = engineLanguages): string {
  return offered.includes(pageLang) ? pageLang : defaultLang;
}
