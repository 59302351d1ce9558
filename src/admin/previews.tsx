/**
 * The editor's preview pane in the site's look (docs/editing.md, "The content editor"): an
 * article, an FAQ set and the vehicles' descriptions drawn with the classes of the site's own
 * components (`ArticleLayout.astro`'s `prose-article`, `Faq.astro`'s cards, the vehicle page's
 * description), in the site's stylesheet (`/admin/preview.css`, the same Tailwind build).
 */
import type { ComponentType, ReactNode } from 'react';

/** The props Decap passes to a preview template (the part used here). */
interface PreviewProps {
  entry: { getIn(path: (string | number)[]): unknown };
  widgetFor(name: string): ReactNode;
}

/** A plain JS value of an Immutable.js one (lists and maps), as the preview reads it. */
function plain<T>(value: unknown): T | undefined {
  if (value && typeof (value as { toJS?: unknown }).toJS === 'function')
    return (value as { toJS(): T }).toJS();
  return value as T | undefined;
}

function ArticlePreview({ entry, widgetFor }: PreviewProps) {
  const title = plain<string>(entry.getIn(['data', 'title']));
  const excerpt = plain<string>(entry.getIn(['data', 'excerpt']));
  return (
    <main className="bg-surface text-ink">
      <header className="border-b border-line bg-surface-2">
        <div className="container-page max-w-4xl py-10">
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-balance">
            {title}
          </h1>
          <p className="mt-4 text-xl leading-relaxed text-muted">{excerpt}</p>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        <div className="prose-article max-w-3xl py-8">{widgetFor('body')}</div>
      </div>
    </main>
  );
}

function FaqPreview({ entry }: PreviewProps) {
  const items =
    plain<{ question?: string; answer?: string }[]>(entry.getIn(['data', 'items'])) ?? [];
  return (
    <section className="bg-surface-2 py-14 text-ink">
      <div className="container-page max-w-3xl space-y-3">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list being edited has no stable ids
          <details className="group card p-0" open key={index}>
            <summary className="flex list-none items-start justify-between gap-4 rounded-2xl p-5 text-lg font-semibold">
              {item.question}
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Vehicles: each one's name and description as its page shows them. */
function VehiclesPreview({ entry }: PreviewProps) {
  const vehicles =
    plain<{ id?: string; name?: string; description?: string; price_per_day?: number }[]>(
      entry.getIn(['data', 'vehicles']),
    ) ?? [];
  return (
    <VehicleList items={vehicles.map((v) => ({ key: v.id, title: v.name, text: v.description }))} />
  );
}

/** The fleet's translated descriptions. */
function VehicleTextsPreview({ entry }: PreviewProps) {
  const vehicles =
    plain<{ id?: string; description?: string }[]>(entry.getIn(['data', 'vehicles'])) ?? [];
  return (
    <VehicleList items={vehicles.map((v) => ({ key: v.id, title: v.id, text: v.description }))} />
  );
}

function VehicleList({
  items,
}: {
  items: { key?: string | undefined; title?: string | undefined; text?: string | undefined }[];
}) {
  return (
    <main className="bg-surface py-10 text-ink">
      <div className="container-page max-w-4xl space-y-8">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a list being edited has no stable ids
          <article key={index}>
            <h2 className="text-3xl font-extrabold tracking-tight">{item.title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{item.text}</p>
          </article>
        ))}
      </div>
    </main>
  );
}

/**
 * Registers the previews with Decap: `blog` (articles), `faqs`, the `vehicles` file of the fleet
 * and the fleet's translation files (one per language but English: the `fleetText` collection's file
 * names).
 *
 * @param cms Decap's registry (`CMS`)
 * @param i18n the languages of the generated configuration (`i18n.locales`, `default_locale`):
 *   the bundle reads them from the page, not from the language registry (which needs Vite)
 */
export function registerPreviews(
  cms: {
    registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void;
  },
  i18n: { locales: readonly string[]; default_locale: string },
): void {
  cms.registerPreviewTemplate('blog', ArticlePreview);
  cms.registerPreviewTemplate('faqs', FaqPreview);
  cms.registerPreviewTemplate('vehicles', VehiclesPreview);
  for (const lang of i18n.locales)
    if (lang !== i18n.default_locale) cms.registerPreviewTemplate(lang, VehicleTextsPreview);
}
