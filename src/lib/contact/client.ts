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

/**
 * First wait before a message saved on the device is sent again while the browser is online, in
 * ms; each try that fails doubles it, up to {@link RESEND_MAX_MS}.
 */
export const RESEND_FIRST_MS = 3000;

/** Longest wait between two tries of a saved message while the browser is online, in ms. */
export const RESEND_MAX_MS = 60_000;

/**
 * Tries a message saved on the device (a send that reached no server: offline, or the server did
 * not answer; the service worker keeps it too, docs/offline.md) again until `attempt` says it is
 * settled: at once on the browser's `online` event, and while the browser is online after
 * {@link RESEND_FIRST_MS}, then twice as long after each failed try, up to {@link RESEND_MAX_MS}
 * (a server that did not answer a visitor who is online: before, such a message waited for an
 * `online` event that never came). Tries never overlap. Browser only.
 *
 * @param attempt one try; resolves true when nothing is left to do (delivered, or refused for
 *   good), false to try again; must not reject
 * @returns stops the tries (the component or page goes away)
 */
export function resendUntilSettled(attempt: () => Promise<boolean>): () => void {
  let stopped = false;
  let busy = false;
  let wait = RESEND_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
  const schedule = (): void => {
    clearTimeout(timer);
    if (stopped || !navigator.onLine) return;
    timer = setTimeout(run, wait);
    wait = Math.min(wait * 2, RESEND_MAX_MS);
  };
  const run = async (): Promise<void> => {
    clearTimeout(timer);
    if (stopped || busy) return;
    busy = true;
    const settled = await attempt();
    busy = false;
    if (settled) stop();
    else schedule();
  };
  const onOnline = (): void => {
    wait = RESEND_FIRST_MS;
    void run();
  };
  window.addEventListener('online', onOnline);
  schedule();
  return stop;
}
