/**
 * The web app manifest of each language (`/manifest.webmanifest`, `/fr/manifest.webmanifest` …),
 * prerendered; see `webManifest` in `src/lib/site/manifest.ts` and docs/offline.md.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { business } from '../../config';
import { t } from '../../i18n';
import { localeParams, type Lang } from '../../i18n/routing';
import { webManifest } from '../../lib/site/manifest';

export const prerender = true;

export const getStaticPaths = (() =>
  localeParams().map(({ params, lang }) => ({ params, props: { lang } }))) satisfies GetStaticPaths;

/** The manifest as `application/manifest+json`. */
export const GET: APIRoute = ({ props }) => {
  const { lang } = props as { lang: Lang };
  const manifest = webManifest(lang, {
    name: business.name,
    shortName: business.shortName,
    description: t('site.tagline', {}, lang),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
};
