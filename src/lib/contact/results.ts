/**
 * The result panels of the contact form. With JavaScript the island shows them from its state;
 * without JavaScript the endpoint answers a form post with a 303 redirect to
 * `/contact#{id}`, and the panel with that id is shown by CSS (`:target`), so the no-JS result is
 * the contact page itself with its panel at the top of the form.
 */

/**
 * Outcomes of a form post: sent, refused fields, too many messages, posted from a page of another
 * site (the `Origin` check), a body over the size limit (the endpoint's or nginx's), the Node
 * service not reachable (nginx's 502/503/504: nothing was saved), anything else (the outbox or
 * the server failing).
 */
export type ContactResult =
  | 'sent'
  | 'invalid'
  | 'limited'
  | 'forbidden'
  | 'tooLarge'
  | 'unavailable'
  | 'failed';

/** Element id (URL fragment) of each result panel. */
export const CONTACT_RESULT_IDS = {
  sent: 'contact-sent',
  invalid: 'contact-invalid',
  limited: 'contact-limited',
  forbidden: 'contact-forbidden',
  tooLarge: 'contact-too-large',
  unavailable: 'contact-unavailable',
  failed: 'contact-failed',
} as const satisfies Record<ContactResult, string>;

/** The contact page (in the default language; `/fr/contact` in French), which shows the panels. */
export const CONTACT_PAGE_PATH = '/contact';

/**
 * Where a form post is sent back to: the contact page with the result's panel,
 * `resultLocation('/fr/contact', 'tooLarge')` → `/fr/contact#contact-too-large`. The one place
 * both servers take it from: the endpoint's 303 (`handleSendEmail`) and nginx's answers to a form
 * post it refuses itself (`nginxSnippet` of `server/policy.mjs`).
 *
 * @param contactPath the contact page in the visitor's language, e.g. `/contact`, `/fr/contact`
 * @param result the outcome
 * @returns a relative URL with the panel's fragment
 */
export function resultLocation(contactPath: string, result: ContactResult): string {
  return `${contactPath}#${CONTACT_RESULT_IDS[result]}`;
}

/** The result a URL fragment names (`#contact-sent` → `sent`), or `null`. */
export function resultFromHash(hash: string): ContactResult | null {
  const id = hash.replace(/^#/, '');
  for (const [result, value] of Object.entries(CONTACT_RESULT_IDS))
    if (value === id) return result as ContactResult;
  return null;
}
