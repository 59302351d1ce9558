/**
 * The web app manifest of each language (docs/offline.md, "Installable"): one per language so an
 * installed site opens in the visitor's language (`/manifest.webmanifest` for English,
 * `/fr/manifest.webmanifest` …); every page links the one of its language.
 */
import { themeColors } from '../../config/theme';
import { defaultLang, localizePath, type Lang } from '../../i18n/routing';
import { APP_ICON_SIZES } from './icons';

/** Path of a language's manifest (`/manifest.webmanifest`, `/fr/manifest.webmanifest`). */
export function manifestPath(lang: Lang): string {
  return lang === defaultLang ? '/manifest.webmanifest' : `/${lang}/manifest.webmanifest`;
}

/** Path of an app icon (`/icons/icon-192.png`, `/icons/maskable-512.png`). */
export function appIconPath(size: number, maskable: boolean): string {
  return `/icons/${maskable ? 'maskable' : 'icon'}-${size}.png`;
}

/** What a manifest says besides colours and icons, in its language. */
export interface ManifestText {
  /** The business name, e.g. `Paros Antiparos Rentals`. */
  name: string;
  /** At most 12 characters, shown under the home-screen icon. */
  shortName: string;
  /** One sentence: what the site is. */
  description: string;
}

/**
 * The manifest of a language: name, short name, description, `start_url` and `scope` (the
 * language's home; English `/`, French `/fr` …), standalone display, the light theme's colours
 * (the dark ones are the `theme-color` meta tags with `prefers-color-scheme`), and the plain and
 * maskable PNG icons of {@link APP_ICON_SIZES}.
 */
export function webManifest(lang: Lang, text: ManifestText): Record<string, unknown> {
  const home = localizePath('/', lang);
  return {
    id: home,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColors.theme.light,
    background_color: themeColors.background.light,
    categories: ['travel', 'navigation'],
    icons: APP_ICON_SIZES.flatMap((size) => [
      {
        src: appIconPath(size, false),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: appIconPath(size, true),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
  };
}
