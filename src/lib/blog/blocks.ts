/**
 * Strapi's default rich text ("Blocks": a JSON array of paragraph, heading, list, quote, code,
 * image and link nodes) to HTML, at build time, with Strapi's own renderer
 * (`@strapi/blocks-react-renderer`) and React's static renderer. The HTML then goes through the
 * same sanitiser as Markdown posts (`renderPostContent` in `./sanitize.ts`), so a Blocks post and
 * a Markdown post end up as the same kind of article (docs/blog.md, "Rules").
 */
import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Whether a `content` value is Blocks JSON: an array of `{ type, children }` nodes. */
export function isBlocks(value: unknown): value is BlocksContent {
  return (
    Array.isArray(value) &&
    value.every(
      (node) =>
        node !== null &&
        typeof node === 'object' &&
        typeof (node as { type?: unknown }).type === 'string',
    )
  );
}

/**
 * The HTML of Blocks content (not yet sanitised).
 *
 * @throws Error when a node has a shape the renderer cannot draw (the loader reports the post)
 */
export function blocksToHtml(blocks: BlocksContent): string {
  return renderToStaticMarkup(createElement(BlocksRenderer, { content: blocks }));
}
