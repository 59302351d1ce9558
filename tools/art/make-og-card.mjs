#!/usr/bin/env node
/**
 * Renders the social card (`public/images/og-card.png`, 1200x630, the Open Graph / Twitter image
 * of every page without its own) from the home hero illustration with sharp (Astro's image
 * library). Social networks do not show SVG cards, hence the PNG. Run after changing the art:
 * `node tools/art/make-og-card.mjs`.
 */
import sharp from 'sharp';

const source = new URL('../../public/images/art/hero-paros.svg', import.meta.url);
const target = new URL('../../public/images/og-card.png', import.meta.url);
await sharp(source.pathname, { density: 144 })
  .resize(1200, 630, { fit: 'cover', position: 'right' })
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(target.pathname);
console.log(`wrote ${target.pathname}`);
