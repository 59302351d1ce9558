/**
 * The content editor's routes (Decap CMS's hash routes, `#/collections/{collection}/entries/{slug}`)
 * as the editor page reads them to remount an entry: Decap keeps the open form when the address
 * moves straight from one entry to another (the browser's Back and Forward, an edited address),
 * so the next Save wrote one language's text into another language's file (audit 33a #9).
 */

/**
 * The entry an editor route opens (`collection/slug`), or null for any other route (a collection
 * list, a new entry, the workflow board).
 *
 * @param hash `location.hash`, e.g. `#/collections/fleetText/entries/de`
 */
export function entryOfRoute(hash: string): string | null {
  const m = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(hash);
  return m ? `${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}` : null;
}

/**
 * True when the address moved straight from one entry to another, which Decap does not remount:
 * the editor page then reloads at the new address (Decap's local backup keeps what was not saved).
 *
 * @param from the hash before the change
 * @param to the hash after it
 */
export function movesBetweenEntries(from: string, to: string): boolean {
  const a = entryOfRoute(from);
  const b = entryOfRoute(to);
  return a !== null && b !== null && a !== b;
}
