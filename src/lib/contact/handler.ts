/**
 * `POST /api/send-email` without Astro (docs/requirements.md, "Contact send", "Error messages"):
 * the route file (`src/pages/api/send-email.ts`) hands the request here with the outbox, the rate
 * limiter and the allowed origins, so every rule is unit-testable without a server.
 *
 * In order: origin check (403) → content type (415: JSON in UTF-8, or a form post) → a JSON
 * post's `Idempotency-Key` (400 when malformed) → body size (413) → JSON parse (400) → the zod schema (400: required fields, e-mail format, lengths, control
 * characters, unknown subject, unknown fields, spam trap) → an idempotent replay (below) →
 * per-client rate limit (429 + Retry-After) → store in the outbox (503 when it cannot) →
 * `200 {"ok":true}`. Every error answer is `{"error": "<clear text>"}` (validation errors add
 * `fields`, one text per invalid field).
 *
 * The rate limit counts only posts that would store a message (audit 33b #6): a refused request
 * and the replay of a stored message spend no point, so visitors sharing an address (a hotel, a
 * mobile carrier's CGNAT) are not limited by each other's typos and retries, and a chat retry of
 * a stored request still gets its `200` after the limit is reached. A failure of the limiter
 * itself (an error, not a refusal) lets the message through and is logged: losing a visitor's
 * message is worse than one unlimited post.
 *
 * Idempotency (docs/contact.md, "Idempotency"; draft-ietf-httpapi-idempotency-key-header): a
 * JSON post may carry an `Idempotency-Key` header (8-128 of `A-Z a-z 0-9 - _`; another value is
 * answered 400). The outbox stores one message per key with the SHA-256 fingerprint of its
 * normalised fields (`requestHash`): a repeat with the same key and an identical body (after the
 * schema's trimming) answers `200 {"ok":true}` again, with `Idempotent-Replayed: true`, and
 * stores nothing; the same key with any field different (name, e-mail, phone, message or
 * vehicleType) answers 422 `{"error"}`. A key expires 24 hours after its message was stored:
 * then a post with it is a new message.
 *
 * A form post (`application/x-www-form-urlencoded`, the form without JavaScript) carries the
 * form's own fields (firstName, lastName, …), is checked with the form's schema and answered with
 * a 303 redirect to the contact page's result panel (`/contact#contact-sent`, …), never with
 * JSON: a foreign `Origin` goes to `#contact-forbidden`, a body over the limit to
 * `#contact-too-large`. A form post's `Idempotency-Key` header is ignored (a browser's form cannot
 * send one, so only a script would, and the answer it gets says nothing about the key): the post
 * stores a message like any other form post.
 */
import { contactEn, type ContactStrings } from '../../locales/en/contact.ts';
import { formatMessage } from '../../i18n/message.ts';
import type { Lang } from '../../locales/index.ts';
import type { NewOutboxMessage } from './outbox/types.ts';
import type { RateLimiter, RateLimitResult } from './rate-limit.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './client.ts';
import { requestHash } from './idempotency.ts';
import {
  CONTACT_LIMITS,
  toSendEmailBody,
  validateContactForm,
  validateSendEmailBody,
  type ValidSendEmailBody,
} from './schema.ts';
import { CONTACT_PAGE_PATH, resultLocation, type ContactResult } from './results.ts';
import { tooLargeError } from './proxy-errors.ts';

/** What {@link handleSendEmail} needs besides the request. */
export interface SendEmailDeps {
  /**
   * Origins (scheme://host[:port]) allowed to post besides the request's own, normally the
   * configured site origin (`PUBLIC_SITE_URL`).
   */
  siteOrigins: readonly string[];
  /**
   * Stores a valid message in the outbox (`OutboxStore.add`); resolves once it is durable,
   * rejects when it cannot. With an idempotency key stored less than 24 hours before, it stores
   * nothing and resolves with that message (`replayed: true`) and its `requestHash`, the
   * fingerprint compared with this request's to tell a retry (same body) from a reused key (422;
   * a replay without a fingerprint counts as reused).
   */
  store: (
    message: NewOutboxMessage,
  ) => Promise<{ id: string; replayed?: boolean; requestHash?: string | null }>;
  /**
   * The message stored with this idempotency key less than 24 hours ago, `null` when none
   * (`OutboxStore.findByIdempotencyKey`; stores nothing). Asked before the rate limit, so a
   * retry of a stored message is answered (`200` replayed, or `422` for another body) without
   * spending a point. Without it, replays are found by `store` after the rate limit. A rejection
   * is logged and the request goes on to the rate limit and `store`.
   */
  replay?:
    | ((key: string) => Promise<{ id: string; requestHash: string | null } | null>)
    | undefined;
  /** Called after a message is stored (starts its delivery). Must not throw. */
  stored?: ((id: string) => void) | undefined;
  /**
   * Per-client rate limit; none when absent. A `consume` that rejects (the limiter failing, not
   * refusing) lets the request through, logged.
   */
  limiter?: RateLimiter | undefined;
  /** Error texts (English by default). */
  strings?: ContactStrings | undefined;
  /** The language of `strings` (their plural rules and number formats; default language by default). */
  lang?: Lang | undefined;
  /** The page a form post is redirected to (default `/contact`). */
  resultPath?: string | undefined;
  /** Where server-side problems are reported (default `console.error`). */
  log?: ((message: string) => void) | undefined;
}

/** The HTTP method the endpoint accepts. */
export const SEND_EMAIL_METHOD = 'POST';

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** A JSON answer: `{"ok":true}` or `{"error": …}`. */
function json(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/**
 * The 405 answer for any method but POST, with `Allow: POST`.
 */
export function methodNotAllowed(strings: ContactStrings = contactEn): Response {
  return json(
    405,
    { error: strings['contact.api.methodNotAllowed'] },
    { Allow: SEND_EMAIL_METHOD },
  );
}

/**
 * The answer when the outbox cannot be opened at all: 503 `{"error"}` with Retry-After, or for a
 * form post a 303 to the contact page's failure panel.
 */
export function serviceUnavailable(
  request: Request,
  strings: ContactStrings = contactEn,
  resultPath = CONTACT_PAGE_PATH,
): Response {
  if (
    parseContentType(request.headers.get('content-type')).type ===
    'application/x-www-form-urlencoded'
  ) {
    return redirect(resultPath, 'failed');
  }
  return json(503, { error: strings['contact.api.storeFailed'] }, { 'Retry-After': '60' });
}

/** `type/subtype` in lower case and the `charset` parameter (lower case, quotes removed). */
export function parseContentType(header: string | null): {
  type: string;
  charset: string | undefined;
} {
  if (!header) return { type: '', charset: undefined };
  const [type = '', ...params] = header.split(';');
  let charset: string | undefined;
  for (const p of params) {
    const [k, v] = p.split('=');
    if (k?.trim().toLowerCase() === 'charset' && v !== undefined)
      charset = v.trim().replace(/^"|"$/g, '').toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

/**
 * The quality (`q`) an `Accept` header gives a media type: its own entry, else its type's wildcard, else
 * the wildcard of every type; 0 when none matches (an absent header counts as any type).
 */
function acceptQuality(accept: string | null, mediaType: string): number {
  if (!accept) return 1;
  const [type] = mediaType.split('/');
  let best = { specificity: -1, q: 0 };
  for (const entry of accept.split(',')) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const specificity =
      range === mediaType ? 2 : range === `${type}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    best = { specificity, q: Number.isFinite(value) ? value : 0 };
  }
  return best.q;
}

/**
 * True when the request's `Accept` prefers a page to JSON (`text/html` above `application/json`):
 * a browser's form post, whatever its encoding. A browser without JavaScript sends
 * `text/html` first and any other type at q=0.8; `fetch()` sends any type at q=1, and the site's
 * island `application/json`.
 */
function prefersHtml(request: Request): boolean {
  const accept = request.headers.get('accept');
  return acceptQuality(accept, 'text/html') > acceptQuality(accept, 'application/json');
}

/**
 * True when the request may post: its `Origin` is one of `siteOrigins`, or its own origin when
 * that is reached by an IP address or `localhost` (a local run, a phone on the same network). A
 * request without `Origin` (not a browser: curl, server-to-server) is allowed unless its
 * `Sec-Fetch-Site` says it comes from another site; `Origin: null` is refused.
 *
 * The request's own origin under another host name does not count: its Host header is the
 * visitor's browser's to choose, and a page of another site that points its name at this server
 * (DNS rebinding) would post as itself from each visitor's address (audit 33b #9).
 */
export function originAllowed(request: Request, siteOrigins: readonly string[]): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site');
    return site === null || site === 'same-origin' || site === 'none';
  }
  if (origin === 'null') return false;
  if (siteOrigins.includes(origin)) return true;
  const own = new URL(request.url);
  const local =
    own.hostname === 'localhost' ||
    own.hostname.startsWith('[') ||
    /^\d{1,3}(?:\.\d{1,3}){3}$/.test(own.hostname);
  return local && origin === own.origin;
}

/** Reads at most `limit` bytes of the body; `null` when it is larger. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  return bytes;
}

/** `45 seconds` / `1 minute` / `3 minutes` (ICU plurals of the language). */
function waitText(seconds: number, s: ContactStrings, lang: Lang | undefined): string {
  return seconds < 90
    ? formatMessage(
        s['contact.api.seconds'],
        { n: seconds },
        { lang, source: 'contact.api.seconds' },
      )
    : formatMessage(
        s['contact.api.minutes'],
        { n: Math.ceil(seconds / 60) },
        { lang, source: 'contact.api.minutes' },
      );
}

/** 303 to the contact page's result panel. */
function redirect(path: string, result: ContactResult): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: resultLocation(path, result), 'Cache-Control': 'no-store' },
  });
}

/**
 * Handles `POST /api/send-email` (docs/requirements.md, "Contact send"): validates, stores in the
 * outbox and answers `200 {"ok":true}`, or an HTTP error with `{"error": "<clear text>"}`; form
 * posts get a 303 to the contact page's result panel. Never throws.
 *
 * @param request the incoming request (any method: others are answered 405)
 * @param clientAddress the client's IP address (rate-limit key)
 */
export async function handleSendEmail(
  request: Request,
  clientAddress: string,
  deps: SendEmailDeps,
): Promise<Response> {
  const s = deps.strings ?? contactEn;
  const log = deps.log ?? ((m: string) => console.error(m));
  const resultPath = deps.resultPath ?? CONTACT_PAGE_PATH;
  if (request.method !== SEND_EMAIL_METHOD) return methodNotAllowed(s);

  const { type, charset } = parseContentType(request.headers.get('content-type'));
  const isJson = type === 'application/json';
  const isForm = type === 'application/x-www-form-urlencoded';

  // A refusal goes back to the contact page's panel for a form post, and for a browser's post in
  // another encoding (a form's `multipart/form-data` or `text/plain`) that asks for a page: only a
  // script reads JSON (a no-JS visitor was shown `{"error": …}`).
  const page = isForm || prefersHtml(request);
  if (!originAllowed(request, deps.siteOrigins))
    return page
      ? redirect(resultPath, 'forbidden')
      : json(403, { error: s['contact.api.forbiddenOrigin'] });

  if (
    (!isJson && !isForm) ||
    (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
  ) {
    if (page) return redirect(resultPath, 'failed');
    return json(
      415,
      { error: s['contact.api.unsupportedType'] },
      { Accept: 'application/json, application/x-www-form-urlencoded' },
    );
  }

  // Only a JSON post's key counts: a form post's is ignored (see the module comment).
  const idempotencyKey = isJson
    ? request.headers.get(IDEMPOTENCY_HEADER)?.trim() || undefined
    : undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return json(400, { error: s['contact.api.idempotencyKey.invalid'] });
  }

  const bytes = await readLimited(request, CONTACT_LIMITS.bodyBytes).catch(() => undefined);
  if (bytes === undefined)
    return isForm
      ? redirect(resultPath, 'failed')
      : json(400, { error: s['contact.api.invalidJson'] });
  if (bytes === null) {
    return isForm
      ? redirect(resultPath, 'tooLarge')
      : json(413, { error: tooLargeError(s, deps.lang) });
  }
  let textBody: string;
  try {
    textBody = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return isForm
      ? redirect(resultPath, 'invalid')
      : json(400, { error: s['contact.api.invalidJson'] });
  }

  let body: ValidSendEmailBody;
  if (isForm) {
    const form = Object.fromEntries(new URLSearchParams(textBody));
    const checked = validateContactForm(form, s);
    if (!checked.ok) return redirect(resultPath, checked.fields.website ? 'failed' : 'invalid');
    body = toSendEmailBody(checked.data) as ValidSendEmailBody;
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(textBody);
    } catch {
      return json(400, { error: s['contact.api.invalidJson'] });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return json(400, { error: s['contact.api.notObject'] });
    const checked = validateSendEmailBody(parsed, s);
    if (!checked.ok) return json(400, { error: checked.error, fields: checked.fields });
    body = checked.data;
  }

  const message: NewOutboxMessage = {
    name: body.name,
    email: body.email,
    phone: body.phone,
    message: body.message,
    vehicleType: body.vehicleType,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };

  // A retry of a stored message is answered before the rate limit: it stores nothing.
  if (idempotencyKey && deps.replay) {
    let earlier: { id: string; requestHash: string | null } | null = null;
    try {
      earlier = await deps.replay(idempotencyKey);
    } catch (error) {
      log(
        `Contact outbox: looking up an idempotency key failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (earlier) {
      if (earlier.requestHash !== requestHash(message))
        return json(422, { error: s['contact.api.idempotencyKey.reused'] });
      return json(200, { ok: true }, { 'Idempotent-Replayed': 'true' });
    }
  }

  if (deps.limiter) {
    let verdict: RateLimitResult = { ok: true };
    try {
      verdict = await deps.limiter.consume(clientAddress);
    } catch (error) {
      // The limiter failed (it did not refuse): the message goes through rather than be lost.
      log(
        `Contact rate limit failed, message let through: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!verdict.ok) {
      if (isForm) return redirect(resultPath, 'limited');
      return json(
        429,
        {
          error: formatMessage(
            s['contact.api.rateLimited'],
            { wait: waitText(verdict.retryAfterSeconds, s, deps.lang) },
            { lang: deps.lang, source: 'contact.api.rateLimited' },
          ),
        },
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
  }

  let id: string;
  let replayed = false;
  try {
    const stored = await deps.store(message);
    id = stored.id;
    if (stored.replayed) {
      // The whole normalised body must match, not some of its fields (any change → 422).
      if (stored.requestHash !== requestHash(message))
        return json(422, { error: s['contact.api.idempotencyKey.reused'] });
      replayed = true;
    }
  } catch (error) {
    log(
      `Contact outbox: storing a message failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return isForm
      ? redirect(resultPath, 'failed')
      : json(503, { error: s['contact.api.storeFailed'] }, { 'Retry-After': '60' });
  }
  try {
    deps.stored?.(id);
  } catch (error) {
    log(
      `Contact outbox: starting delivery failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (isForm) return redirect(resultPath, 'sent');
  return json(200, { ok: true }, replayed ? { 'Idempotent-Replayed': 'true' } : {});
}
