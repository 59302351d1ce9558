/**
 * The browser side of `POST /api/send-email` (spec 000 s.7, s.8): sends a body as JSON and turns
 * the answer into what the form shows. Used by the contact form island.
 */
import { contactEn, type ContactStrings } from '../../i18n/contact.en.ts';
import type { SendEmailBody } from './schema.ts';

/** The endpoint's path. */
export const SEND_EMAIL_PATH = '/api/send-email';

/**
 * Outcome of {@link sendContactMessage}: `ok` for any 2xx answer (spec 000 s.7), or the text
 * the error panel shows — the server's
 * `error` text; else 'Failed to send message' for an error answer without one; else 'Something
 * went wrong. Please try again.' when the server could not be reached (spec 000 s.8).
 */
export type SendResult = { ok: true } | { ok: false; error: string; status: number | null; fields?: Partial<Record<string, string>> };

/**
 * POSTs `body` as JSON to the endpoint.
 *
 * @param body the message (see `toSendEmailBody`)
 * @param options `fetch` replacement (tests), endpoint path, strings, abort signal
 * @returns never rejects: failures are `{ ok: false, error }`
 */
export async function sendContactMessage(
  body: SendEmailBody,
  options: { fetch?: typeof fetch; path?: string; strings?: ContactStrings; signal?: AbortSignal } = {},
): Promise<SendResult> {
  const s = options.strings ?? contactEn;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(options.path ?? SEND_EMAIL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return { ok: false, error: s['contact.form.error.generic'], status: null };
  }
  // Spec 000 s.7: "an ok response is success", whatever its body says.
  if (response.ok) return { ok: true };
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  const error = record && typeof record.error === 'string' && record.error.trim() !== '' ? record.error : s['contact.form.error.failed'];
  const result: SendResult = { ok: false, error, status: response.status };
  if (record && typeof record.fields === 'object' && record.fields !== null) result.fields = record.fields as Partial<Record<string, string>>;
  return result;
}
