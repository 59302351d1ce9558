/**
 * The browser side of `POST /api/send-email` (docs/requirements.md, "Contact send", "Error
 * messages"): sends a body as JSON and turns the answer into what the form shows. Used by the
 * contact form island and by the chat's booking requests.
 *
 * Each request may carry an `Idempotency-Key` header (a random UUID made once per message and
 * kept across retries): the server stores a message once per key, so a retry after a lost
 * answer, a double tap or a replay from an offline queue never stores it twice.
 */
import { contactEn, type ContactStrings } from '../../locales/en/contact.ts';
import type { SendEmailBody } from './schema.ts';

/** The endpoint's path. */
export const SEND_EMAIL_PATH = '/api/send-email';

/** The request header that names one message across retries (see `IDEMPOTENCY_KEY_PATTERN`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * What an idempotency key may look like: 8 to 128 letters, digits, `-` and `_` (a UUID fits).
 * The server answers 400 to any other value.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** A new idempotency key for one message (a random UUID). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Outcome of {@link sendContactMessage}: `ok` for any 2xx answer (docs/requirements.md, "Contact
 * send"), or the text the error panel shows — the server's `error` text; else 'Failed to send
 * message' for an error answer without one; else 'Something went wrong. Please try again.' when the
 * server could not be reached (docs/requirements.md, "Error messages").
 */
export type SendResult =
  | { ok: true }
  | { ok: false; error: string; status: number | null; fields?: Partial<Record<string, string>> };

/**
 * POSTs `body` as JSON to the endpoint.
 *
 * @param body the message (see `toSendEmailBody`, `bookingRequestBody`)
 * @param options `fetch` replacement (tests), endpoint path, strings, abort signal, and the
 *   message's idempotency key (sent as the `Idempotency-Key` header; reuse it for a retry)
 * @returns never rejects: failures are `{ ok: false, error }` (`status` null when the server
 *   could not be reached, e.g. offline)
 */
export async function sendContactMessage(
  body: SendEmailBody,
  options: {
    fetch?: typeof fetch;
    path?: string;
    strings?: ContactStrings;
    signal?: AbortSignal;
    idempotencyKey?: string;
  } = {},
): Promise<SendResult> {
  const s = options.strings ?? contactEn;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(options.path ?? SEND_EMAIL_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return { ok: false, error: s['contact.form.error.generic'], status: null };
  }
  // docs/requirements.md, "Contact send": any ok answer is success, whatever its body says.
  if (response.ok) return { ok: true };
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  const record =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  const error =
    record && typeof record.error === 'string' && record.error.trim() !== ''
      ? record.error
      : s['contact.form.error.failed'];
  const result: SendResult = { ok: false, error, status: response.status };
  if (record && typeof record.fields === 'object' && record.fields !== null)
    result.fields = record.fields as Partial<Record<string, string>>;
  return result;
}
