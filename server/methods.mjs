// @ts-check
/**
 * HTTP methods the site answers, for both servers (`server/serve.mjs`, and nginx through the
 * build's snippet).
 *
 * - Pages and files (everything outside `/api/`) are static: `GET` and `HEAD` only. Any other
 *   method (`POST`, `PUT`, `DELETE`, `PATCH`, `TRACE`, `OPTIONS`…) gets `405 Method Not Allowed`
 *   with `Allow: GET, HEAD`, instead of the page as if it had been a `GET`.
 * - `/api/send-email` answers every method but `POST` with `405` JSON `{"error": …}` and
 *   `Allow: POST` itself (`src/pages/api/send-email.ts`, `ALL`). Only methods that the Fetch
 *   standard forbids in a `Request` (`TRACE`, `TRACK`, `CONNECT`) never reach Astro — the Node
 *   adapter cannot build a request for them and answers 500 — so {@link methodNotAllowed} answers
 *   those for the API here, in the endpoint's shape.
 *
 * Part of the one HTTP policy (server/policy.mjs), which applies it in the Node server and writes
 * it into nginx's snippet.
 */

/** Methods a page or file answers. */
export const PAGE_METHODS = Object.freeze(['GET', 'HEAD']);

/** Methods `/api/*` routes accept (the contact endpoint's). */
export const API_METHODS = Object.freeze(['POST']);

/** Methods a `Request` cannot carry (Fetch standard: forbidden methods). */
const FORBIDDEN_FETCH_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The contact endpoint's English answer to a wrong method; the same text as
 * `contact.api.methodNotAllowed` in `src/i18n/contact.en.ts` (`tests/integration/methods.test.ts`
 * compares the two answers).
 */
export const API_METHOD_ERROR = 'Method not allowed: send the message with POST.';

/**
 * A refusal to send instead of passing the request on.
 *
 * @typedef {object} MethodRefusal
 * @property {405} status
 * @property {Record<string, string>} headers `Allow`, `Content-Type` and `Cache-Control`
 * @property {string} body plain text for pages, `{"error": …}` JSON for the API
 */

/**
 * Whether a request's method may go on to the site, and if not, the 405 answer.
 *
 * @param {string | undefined} method the request method, e.g. `PUT` (any case)
 * @param {string | undefined} url the request target, e.g. `/fleet?x=1`
 * @returns {MethodRefusal | null} `null` when the request may go on
 */
export function methodNotAllowed(method, url) {
  const verb = (method ?? 'GET').toUpperCase();
  const pathname = (url ?? '/').split(/[?#]/)[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    if (!FORBIDDEN_FETCH_METHODS.has(verb)) return null;
    return {
      status: 405,
      headers: {
        Allow: API_METHODS.join(', '),
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      },
      body: JSON.stringify({ error: API_METHOD_ERROR }),
    };
  }
  if (PAGE_METHODS.includes(verb)) return null;
  return {
    status: 405,
    headers: {
      Allow: PAGE_METHODS.join(', '),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
    body: `405 Method Not Allowed: pages answer ${PAGE_METHODS.join(' and ')} only.\n`,
  };
}
