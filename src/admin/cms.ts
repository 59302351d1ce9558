/**
 * The content editor's browser code (Decap CMS at `/admin`, docs/editing.md "The content
 * editor"), bundled on its own by `src/lib/cms/bundle.ts` into `/admin/cms.js` and loaded only by
 * `/admin`: the site's pages never load it.
 *
 * Decap's core with only what the site uses (the GitHub backend, the local proxy of `npm run cms`,
 * the widgets the generated fields name, English), so the bundle is about half of `decap-cms-app`'s
 * all-in-one build (no map, code, rich-text or colour widgets, no other backends or languages).
 * It registers the formats that patch files instead of rewriting them (`src/lib/cms/formats.ts`),
 * the previews in the site's stylesheet (`src/admin/previews.tsx`) and starts Decap with the
 * configuration generated from the content schemas (`src/lib/cms/config.ts`), which `/admin`
 * carries as JSON in `<script type="application/json" id="cms-config">`.
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import image from 'decap-cms-editor-component-image';
import { en } from 'decap-cms-locales';
import BooleanWidget from 'decap-cms-widget-boolean';
import DatetimeWidget from 'decap-cms-widget-datetime';
import ImageWidget from 'decap-cms-widget-image';
import ListWidget from 'decap-cms-widget-list';
import MarkdownWidget from 'decap-cms-widget-markdown';
import NumberWidget from 'decap-cms-widget-number';
import ObjectWidget from 'decap-cms-widget-object';
import SelectWidget from 'decap-cms-widget-select';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import type { CmsBundleConfig } from '../lib/cms/config';
import { patchingFormat } from '../lib/cms/formats';
import { registerPreviews } from './previews';

const payload = JSON.parse(
  document.getElementById('cms-config')?.textContent ?? '{}',
) as CmsBundleConfig;

CMS.registerBackend('github', GitHubBackend as never);
CMS.registerBackend('proxy', ProxyBackend as never);
CMS.registerWidget(
  // The widget packages ship no types (src/admin/decap.d.ts).
  [
    StringWidget,
    TextWidget,
    NumberWidget,
    BooleanWidget,
    SelectWidget,
    DatetimeWidget,
    ListWidget,
    ObjectWidget,
    ImageWidget,
    MarkdownWidget,
  ].map((widget) => widget.Widget()) as never,
);
CMS.registerEditorComponent(image as never);
CMS.registerLocale('en', en as never);
for (const [name, shape] of Object.entries(payload.formats))
  CMS.registerCustomFormat(name, shape.kind, patchingFormat(shape));
CMS.registerPreviewStyle('/admin/preview.css');
registerPreviews(
  CMS as unknown as Parameters<typeof registerPreviews>[0],
  (payload.config as unknown as { i18n: { locales: string[]; default_locale: string } }).i18n,
);
CMS.init({ config: payload.config as never });
