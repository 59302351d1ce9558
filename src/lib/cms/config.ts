/**
 * The content editor's configuration (Decap CMS at `/admin`, docs/editing.md "The content
 * editor"), generated from the content collections' zod schemas (`contentSchemas` of
 * `src/content.config.ts`) and the extras beside them (`src/lib/cms/extras.ts`); the languages
 * come from `src/i18n/routing.ts`. Nothing of it is committed: `/admin` builds it with the site.
 *
 * - `pages`, `faqs`, `blog`: folder collections over `content/{collection}/{lang}/…` with Decap's
 *   i18n (`multiple_folders`), so a text and its translations are edited side by side; text
 *   fields are translated, every other value (icons, links, numbers, dates…) is duplicated.
 * - `fleet`: the one file `content/fleet/vehicles.yaml`, a list of vehicles; photos uploaded to
 *   `content/fleet/images/` with their alt text required.
 * - `fleetText`: the fleet's texts in the other languages (`content/fleet/i18n/*.yaml`).
 *
 * Only articles can be deleted in the editor (`delete: false` elsewhere): Decap deletes a
 * published entry with a commit straight on the branch, no pull request and no check, and a
 * deleted page, FAQ set or the fleet's file breaks the site (docs/editing.md, "Removing an
 * article").
 *
 * Every save is a branch `cms/{collection}/{slug}` and a pull request (`publish_mode:
 * editorial_workflow`), checked by CI like any other (`.github/workflows/ci.yml`).
 */
import type { z } from 'zod';
import { defaultLang, langs } from '../../i18n/routing';
import { fixedFieldNames } from '../content-i18n';
import { blogBody, collectionExtras } from './extras';
import { decapFields, type DecapField } from './fields';
import { languageName } from './translations';
import type { FormatShape } from './formats';

/** The collections the editor covers, in its menu's order. */
export type CollectionName = 'pages' | 'faqs' | 'blog' | 'fleet' | 'fleetText';

/** Where the editor saves: GitHub in production, the local proxy (`npm run cms`) on localhost. */
export interface CmsSettings {
  /** `owner/name` of the GitHub repository, e.g. `paros-rentals/site`. */
  repo: string;
  /** The branch the site is built from (`main`). */
  branch: string;
  /**
   * The OAuth provider's address (Decap's `base_url`, e.g. `https://cms-auth.example.com`);
   * absent: Netlify's, which needs the site on Netlify (docs/editing.md, "Connecting GitHub").
   */
  authBaseUrl?: string | undefined;
  /** Its authorisation path (Decap's `auth_endpoint`, default `auth`). */
  authEndpoint?: string | undefined;
  /**
   * The local proxy's API (`decap-server`, set by `npm run cms`), e.g.
   * `http://127.0.0.1:8081/api/v1`; absent in production builds, whose editor only knows GitHub.
   */
  localBackendUrl?: string | undefined;
  /** The public site's address, for "view live" links. */
  siteUrl: string;
  /**
   * The agency of the fleet (`business.fleet.agency`, `PUBLIC_FLEET_AGENCY`), the value a new
   * vehicle's required `agency` gets; absent: the editor asks for it.
   */
  fleetAgency?: string | undefined;
}

/** The zod schemas of the collections (`contentSchemas` of `src/content.config.ts`). */
export type ContentSchemas = Record<CollectionName, z.ZodType>;

/** What `/admin` passes to the browser: Decap's configuration and the formats it names. */
export interface CmsBundleConfig {
  /** Decap's configuration object for `CMS.init({ config })`. */
  config: Record<string, unknown> & { collections: Record<string, unknown>[] };
  /** Custom formats by name (registered by `src/admin/cms.ts` before `CMS.init`). */
  formats: Record<string, FormatShape>;
}

/**
 * Reads the editor's settings from the build environment: `CMS_GITHUB_REPO` (default
 * `owner/repo`, a placeholder until the business connects its repository), `CMS_BRANCH`
 * (`main`), `CMS_AUTH_BASE_URL`, `CMS_AUTH_ENDPOINT`, `CMS_PROXY_URL` (the local proxy of
 * `npm run cms`; unset: none).
 *
 * @param env e.g. `process.env`
 * @param siteUrl the site's address (`PUBLIC_SITE_URL`)
 * @param fleetAgency the fleet's agency (`business.fleet.agency`), a new vehicle's `agency`
 * @throws Error naming the setting when one is malformed (`CMS_GITHUB_REPO` not `owner/name`, an
 *   address that is not http(s))
 */
export function cmsSettings(
  env: Record<string, string | undefined>,
  siteUrl: string,
  fleetAgency?: string,
): CmsSettings {
  const repo = env.CMS_GITHUB_REPO || 'owner/repo';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`Invalid setting CMS_GITHUB_REPO: owner/name (got ${JSON.stringify(repo)})`);
  const url = (name: string, value: string | undefined) => {
    if (value && !/^https?:\/\/[^\s]+$/.test(value))
      throw new Error(`Invalid setting ${name}: an http(s) address (got ${JSON.stringify(value)})`);
    return value || undefined;
  };
  return {
    repo,
    branch: env.CMS_BRANCH || 'main',
    authBaseUrl: url('CMS_AUTH_BASE_URL', env.CMS_AUTH_BASE_URL),
    authEndpoint: env.CMS_AUTH_ENDPOINT || undefined,
    localBackendUrl: url('CMS_PROXY_URL', env.CMS_PROXY_URL),
    siteUrl,
    ...(fleetAgency ? { fleetAgency } : {}),
  };
}

/** The format name of a collection's files. */
const formatName = (collection: CollectionName) => `site-${collection}`;

/**
 * Decap CMS's configuration for the site's content, generated from the schemas.
 *
 * @param schemas `contentSchemas` of `src/content.config.ts`
 * @param settings {@link cmsSettings}
 * @returns the configuration (`load_config_file: false`: nothing is read from a `config.yml`) and
 *   the custom formats its collections name
 * @throws Error from {@link decapFields} when a schema has a type with no editor field or an
 *   extra names a missing field
 */
export function cmsConfig(schemas: ContentSchemas, settings: CmsSettings): CmsBundleConfig {
  const formats: Record<string, FormatShape> = {};
  const fieldsOf = (name: CollectionName, i18n: boolean) => {
    const result = decapFields(schemas[name], {
      i18n,
      fixed: fixedFieldNames,
      extras: collectionExtras[name],
    });
    formats[formatName(name)] = {
      kind: name === 'blog' ? 'md' : 'yaml',
      ...(Object.keys(result.records).length ? { records: result.records } : {}),
      ...(name === 'fleet' ? { rootList: 'vehicles' } : {}),
    };
    return result.fields;
  };
  const translated = (name: 'pages' | 'faqs' | 'blog') => ({
    name,
    folder: `content/${name}`,
    format: formatName(name),
    extension: name === 'blog' ? 'md' : 'yaml',
    i18n: true,
  });

  const pages = {
    ...translated('pages'),
    label: 'Pages',
    label_singular: 'Page',
    description:
      'The home, landing, category, about, terms and assistant pages: content/pages/{language}/{page}.yaml.',
    create: true,
    // Deleting a page would take it off the site with no pull request (Decap deletes a published
    // entry straight on the branch), and the English home or a linked page breaks the build.
    delete: false,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{filename}} — {{title}}',
    fields: fieldsOf('pages', true),
  };
  const faqs = {
    ...translated('faqs'),
    label: 'FAQs',
    label_singular: 'FAQ set',
    description:
      'Questions and answers, one set per page or vehicle group: content/faqs/{language}/{set}.yaml.',
    // A new set also needs a page that names it (ask a developer): sets are edited, not created.
    create: false,
    delete: false,
    identifier_field: 'items',
    summary: '{{filename}}',
    fields: fieldsOf('faqs', true),
  };
  const blog = {
    ...translated('blog'),
    label: 'Articles',
    label_singular: 'Article',
    description: 'The blog: content/blog/{language}/{slug}.md; photos in content/blog/images/.',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    media_folder: '/content/blog/images',
    public_folder: '',
    fields: [...fieldsOf('blog', true), blogBody],
  };
  // A new vehicle gets the fleet's agency (the same for every vehicle; required by the schema).
  const vehicleFields = fieldsOf('fleet', false).map((field) =>
    field.name === 'agency' && settings.fleetAgency
      ? { ...field, default: settings.fleetAgency }
      : field,
  );
  const fleet = {
    name: 'fleet',
    label: 'Vehicles',
    format: formatName('fleet'),
    extension: 'yaml',
    description: 'The fleet: content/fleet/vehicles.yaml; photos in content/fleet/images/.',
    // The one file of the fleet: deleting it would delete every vehicle.
    delete: false,
    media_folder: '/content/fleet/images',
    public_folder: '',
    files: [
      {
        name: 'vehicles',
        label: 'All vehicles',
        file: 'content/fleet/vehicles.yaml',
        fields: [
          {
            name: 'vehicles',
            label: 'Vehicles',
            label_singular: 'Vehicle',
            widget: 'list',
            summary: '{{fields.name}} — {{fields.price_per_day}} EUR a day',
            collapsed: true,
            fields: vehicleFields,
          } satisfies DecapField,
        ],
      },
    ],
  };
  const fleetTextFields = fieldsOf('fleetText', false);
  const fleetText = {
    name: 'fleetText',
    label: 'Vehicle translations',
    format: formatName('fleetText'),
    extension: 'yaml',
    description:
      'The fleet’s descriptions and features in the other languages: content/fleet/i18n/{language}.yaml. The English texts are under Vehicles.',
    delete: false,
    files: langs
      .filter((lang) => lang !== defaultLang)
      .map((lang) => ({
        name: lang,
        label: `Vehicle texts in ${languageName(lang)}`,
        file: `content/fleet/i18n/${lang}.yaml`,
        fields: fleetTextFields,
      })),
  };

  const config = {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl } : {}),
      ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}” (content editor)',
        update: 'Update {{collection}} “{{slug}}” (content editor)',
        delete: 'Delete {{collection}} “{{slug}}” (content editor)',
        uploadMedia: 'Upload “{{path}}” (content editor)',
        deleteMedia: 'Delete “{{path}}” (content editor)',
      },
    },
    // `npm run cms`: `decap-server` in git mode, used when the editor is opened on localhost.
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    locale: 'en',
    media_folder: 'content/blog/images',
    public_folder: '',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: {
      structure: 'multiple_folders',
      locales: [...langs],
      default_locale: defaultLang,
    },
    collections: [pages, faqs, blog, fleet, fleetText],
  };
  return { config, formats };
}
