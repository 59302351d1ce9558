/**
 * What the content schemas cannot say about the content editor (docs/editing.md, "The content
 * editor"): widgets (Markdown, image uploads), labels, hints and fields the editor does not show.
 * Written beside the schemas of `src/content.config.ts` and applied by `src/lib/cms/fields.ts`
 * by field path; a path that names no field of its schema fails the generator (and its test), so
 * these cannot drift from the schemas either. Field limits are never copied here: they come from
 * the schemas.
 */
import { blogCategories } from '../blog/post';
import type { DecapField, FieldExtras } from './fields';

/** Said of every text field: the sanitiser removes HTML (docs/editing.md, "HTML in content"). */
const noHtml = 'Plain text: any HTML is removed when the site is built.';
/** Said of fields that may quote business facts (`src/config/interpolate.ts`). */
const facts =
  'May quote facts such as {{prices.economy}} (the economy price) or {{business.phone.display}} (the phone number); page prices are changed by a developer (docs/editing.md, "Prices").';

/** Hints for fields found in several collections and sections, by name. */
const byName: NonNullable<FieldExtras['byName']> = {
  title: { hint: noHtml },
  description: { widget: 'text', hint: noHtml },
  text: { widget: 'text', hint: `${noHtml} ${facts}` },
  intro: { widget: 'text', hint: noHtml },
  lead: { widget: 'text', hint: `${noHtml} ${facts}` },
  answer: { widget: 'text', hint: `${noHtml} ${facts}` },
  question: { hint: noHtml },
  heading: { hint: noHtml },
  imageAlt: {
    label: 'Image description (alt text)',
    hint: 'What the picture shows, for people who cannot see it.',
  },
  alt: {
    label: 'Description (alt text)',
    hint: 'What the picture shows, for people who cannot see it.',
  },
  image: {
    hint: 'An illustration of public/images, written as its site path, e.g. /images/art/about.svg.',
  },
  href: { hint: 'A page of the site, e.g. /fleet (French: /fr/fleet).' },
  id: { hint: 'Lower-case letters, digits and hyphens.' },
  keywords: { collapsed: true },
};

/** Extras of each collection, by field path. */
export const collectionExtras: Record<
  'pages' | 'faqs' | 'blog' | 'fleet' | 'fleetText',
  FieldExtras
> = {
  pages: {
    byName,
    paths: {
      faq: {
        label: 'FAQ set',
        hint: 'The name of a file of content/faqs (same language), e.g. home.',
      },
      sections: { label: 'Sections', summary: '{{fields.heading}}' },
    },
  },
  faqs: {
    byName,
    paths: { items: { label: 'Questions', summary: '{{fields.question}}', collapsed: false } },
  },
  blog: {
    byName,
    paths: {
      excerpt: { widget: 'text', hint: `Shown on the blog list. ${noHtml}` },
      image: {
        widget: 'image',
        choose_url: true,
        hint: 'Upload a photo (JPEG, PNG, WebP or AVIF; it is resized by the build), or type an illustration path such as /images/art/blog-beaches.svg.',
      },
      // The Markdown rules of the schema's superRefine (a built-in category, a 5-120 character
      // title, a chat opener), which content-service posts do not have to follow.
      title: {
        schemaHint: false,
        hint: `5 to 120 characters (search engines show about 60). ${noHtml}`,
      },
      category: {
        widget: 'select',
        options: [...blogCategories],
        hint: 'The same in every language: the site translates it.',
      },
      chatOpener: {
        widget: 'text',
        required: true,
        label: 'Assistant opener',
        hint: 'The assistant’s first message on this article.',
      },
      author: { hint: 'Leave empty for the rental team.' },
      source: { omit: 'set by the blog loader (Markdown or the content service)' },
      imageWidth: { omit: 'content-service posts only' },
      imageHeight: { omit: 'content-service posts only' },
      imageSrcset: { omit: 'content-service posts only' },
    },
  },
  fleet: {
    byName,
    paths: {
      id: { label: 'Id (address /fleet/{id})' },
      images: {
        label: 'Photos',
        summary: '{{fields.alt}}',
        hint: 'Leave empty to show the drawing of the vehicle type.',
      },
      'images.src': {
        widget: 'image',
        label: 'Photo',
        choose_url: false,
        hint: 'JPEG, PNG, WebP or AVIF; the build makes every size of it (docs/images.md).',
      },
      'images.alt': { required: true },
      features: { hint: 'Each one in English; translate new ones under Vehicle translations.' },
      agency: {
        hint: 'The business the vehicle belongs to, the same for every vehicle: leave it as it is.',
      },
    },
  },
  fleetText: {
    byName,
    paths: {
      vehicles: { label: 'Vehicle descriptions', summary: '{{fields.id}}' },
      'vehicles.description': { hint: `The vehicle’s description in this language. ${noHtml}` },
      features: { label: 'Features', summary: '{{fields.english}} → {{fields.translation}}' },
    },
  },
};

/** The article body, which the front matter's schema does not hold. */
export const blogBody: DecapField = {
  name: 'body',
  label: 'Article',
  widget: 'markdown',
  i18n: true,
  buttons: [
    'bold',
    'italic',
    'link',
    'heading-two',
    'heading-three',
    'quote',
    'bulleted-list',
    'numbered-list',
  ],
  editor_components: ['image'],
  modes: ['rich_text', 'raw'],
  hint: 'Headings start at level 2. A link: select the words and press the link button (typing [words](/page) works only in Markdown mode). Links to our pages start with / and stay in the article’s language (/fr/… in French).',
};
