/**
 * The endpoint's answers when nginx answers for it (docs/contact.md, "The form"; docs/deploy.md,
 * "What nginx does (`deploy/nginx.conf`)"): a body over nginx's `client_max_body_size` (413)
 * never reaches the endpoint, and with the Node service down or slow (502, 503, 504) nothing
 * does. nginx then answers as the endpoint would, from the build's snippet (`nginxSnippet` of
 * `server/policy.mjs`, fed by `src/build/http-policy.mjs`): a script gets `{"error": "…"}` with the endpoint's own message
 * for the case, in the posting page's language; a form post without JavaScript gets the `303` to
 * the contact page's panel for the case. The messages are the endpoint's (`contact.api.*` of
 * `src/locales/<code>/contact.ts`), not copies.
 */
import { formatMessage } from '../../i18n/message.ts';
import type { ContactStrings } from '../../locales/en/contact.ts';
import type { Lang } from '../../locales/index.ts';
import { CONTACT_LIMITS } from './limits.ts';
import type { ContactResult } from './results.ts';

/** The statuses nginx answers when it cannot reach the Node service, or it does not answer in time. */
const UNREACHABLE = [502, 503, 504];

/**
 * The endpoint's 413 text: the body limit in KB ({@link CONTACT_LIMITS}`.bodyBytes`), in a
 * language (`contact.api.tooLarge`, e.g. 'The message is too large: the request may be at most
 * 32 KB.'). Used by the endpoint (`handleSendEmail`) and by nginx's 413, whose own limit is
 * larger: the endpoint's is the one a message must keep.
 *
 * @param strings the endpoint's strings in the language
 * @param lang the language (its number format)
 */
export function tooLargeError(strings: ContactStrings, lang?: Lang): string {
  return formatMessage(
    strings['contact.api.tooLarge'],
    { max: Math.floor(CONTACT_LIMITS.bodyBytes / 1024) },
    { lang, source: 'contact.api.tooLarge' },
  );
}

/**
 * The `error` text of a JSON answer nginx makes itself for the endpoint: 413 → the endpoint's
 * too-large text ({@link tooLargeError}); 502, 503, 504 → the endpoint's 'could not save your
 * message right now … or call us' (`contact.api.storeFailed`: nothing was stored, a retry is
 * safe, the idempotency key keeps it one message); any other status → `null` (the policy's
 * generic text, `ERROR_TEXTS` of `server/policy.mjs`: not about the message).
 *
 * @param status nginx's status, e.g. 413
 * @param strings the endpoint's strings in the posting page's language
 * @param lang that language
 */
export function proxyErrorText(
  status: number,
  strings: ContactStrings,
  lang?: Lang,
): string | null {
  if (status === 413) return tooLargeError(strings, lang);
  if (UNREACHABLE.includes(status)) return strings['contact.api.storeFailed'];
  return null;
}

/**
 * The contact page's panel for a form post nginx answers itself: 413 → `tooLarge`; 502, 503,
 * 504 → `unavailable` (the panel with {@link proxyErrorText}'s words); else `failed`.
 *
 * @param status nginx's status
 */
export function proxyResult(status: number): ContactResult {
  if (status === 413) return 'tooLarge';
  if (UNREACHABLE.includes(status)) return 'unavailable';
  return 'failed';
}
