#!/usr/bin/env node
/**
 * Serves the production build (`dist/`) with the Node adapter's standalone server: the
 * prerendered pages and the on-demand API route. Prints the local address.
 * HOST (default 127.0.0.1) and PORT (default 4321) choose where it listens.
 */
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/entry.mjs')) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';
console.log(`\n  Paros rentals site: http://${process.env.HOST === '0.0.0.0' ? 'localhost' : process.env.HOST}:${process.env.PORT}/\n`);
await import(new URL('../dist/server/entry.mjs', import.meta.url).href);
