/**
 * The content editor's browser code (Decap CMS at `/admin`, docs/editing.md "The content
 * editor"), bundled on its own by `src/lib/cms/bundle.ts` into `/admin/cms.js` and loaded only by
 * `/admin`: the site's pages never load it.
 *
 * Decap's core with only what the site uses (the GitHub backend, the local proxy of `npm run cms`,
 * the widgets the generated fields name, English), so the bundle is about half of `decap-cms-app`'s
 * all-in-one build (no map, code, rich-text or colour widgets, no other backends or languages).
 * It registers the formats that patch files instead of rewriting them (`src/lib/cms/formats.ts`),
 * the previews in the site's stylesheet (`src/admin/previews.tsx`), a check before every save
 * that refuses an entry whose languages are incomplete (`src/lib/cms/translations.ts`: Decap
 * validates only the languages on screen), a fresh start when the address moves straight from one
 * entry to another (`src/lib/cms/entry-route.ts`), and starts Decap with the
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
import type { DecapField } from '../lib/cms/fields';
import { movesBetweenEntries } from '../lib/cms/entry-route';
import { patchingFormat } from '../lib/cms/formats';
import { languageName, untranslatedMessage } from '../lib/cms/translations';
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
const i18n = (payload.config as unknown as { i18n: { locales: string[]; default_locale: string } })
  .i18n;
/** Decap's English phrases, with the languages named and a refused save said plainly. */
const phrases = structuredClone(en) as {
  editor: { editorControlPane: { i18n: Record<string, string> } };
  ui: { toast: Record<string, string> };
};
phrases.editor.editorControlPane.i18n.writingInLocale = `Writing in %{locale} (${i18n.locales
  .map((code) => `${code.toUpperCase()} ${languageName(code)}`)
  .join(', ')})`;
phrases.ui.toast.onFailToPersist = 'Not saved: %{details}';
CMS.registerLocale('en', phrases as never);
for (const [name, shape] of Object.entries(payload.formats))
  CMS.registerCustomFormat(name, shape.kind, patchingFormat(shape));
CMS.registerPreviewStyle('/admin/preview.css');
registerPreviews(CMS as unknown as Parameters<typeof registerPreviews>[0], i18n);
const collections = new Map(
  payload.config.collections.map((c) => [
    String(c.name),
    c as { i18n?: boolean; format: string; fields: DecapField[] },
  ]),
);
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = collections.get(String(entry.get('collection')));
    const shape = collection && payload.formats[collection.format];
    if (!collection?.i18n || !shape) return undefined;
    const message = untranslatedMessage(entry.toJS(), shape, collection.fields, i18n);
    if (!message) return undefined;
    // Shown as "Not saved: {message}" (no "Error:" before it).
    const refusal = new Error(message);
    refusal.name = '';
    throw refusal;
  },
});
// Back, Forward or an edited address from one entry straight to another: Decap keeps the open
// form (its next Save wrote into the other file), so the page starts again at the new entry.
let route = location.hash;
window.addEventListener('hashchange', () => {
  if (movesBetweenEntries(route, location.hash)) location.reload();
  route = location.hash;
});
CMS.init({ config: payload.config as never });
