/**
 * The result panels of the contact form. With JavaScript the island shows them from its state;
 * without JavaScript the endpoint answers a form post with a 303 redirect to
 * `/contact#{id}`, and the panel with that id is shown by CSS (`:target`), so the no-JS result is
 * the contact page itself with its panel at the top of the form.
 */

/** Outcomes of a form post: sent, refused fields, too many messages, anything else. */
export type ContactResult = 'sent' | 'invalid' | 'limited' | 'failed';

/** Element id (URL fragment) of each result panel. */
export const CONTACT_RESULT_IDS = {
  sent: 'contact-sent',
  invalid: 'contact-invalid',
  limited: 'contact-limited',
  failed: 'contact-failed',
} as const satisfies Record<ContactResult, string>;

/** The result a URL fragment names (`#contact-sent` → `sent`), or `null`. */
export function resultFromHash(hash: string): ContactResult | null {
  const id = hash.replace(/^#/, '');
  for (const [result, value] of Object.entries(CONTACT_RESULT_IDS))
    if (value === id) return result as ContactResult;
  return null;
}
