/**
 * The conversion events the site measures (docs/analytics.md), with what each carries besides
 * the page's language and path, which every event gets.
 */

/**
 * - `book_now`: a BOOK NOW / book link (`vehicle`: the vehicle id on a vehicle page);
 * - `booking_search`: a reservation widget search that opens the booking engine (`vehicle_type`,
 *   `pickup_id`, `days`);
 * - `call`: a `tel:` link; `whatsapp`: a WhatsApp link;
 * - `chat_open`: the chat panel opened; `chat_booking_request`: a chat booking request stored by
 *   the server;
 * - `contact_sent`: a contact message stored by the server (`subject`).
 */
export type AnalyticsEvent =
  | 'book_now'
  | 'booking_search'
  | 'call'
  | 'whatsapp'
  | 'chat_open'
  | 'chat_booking_request'
  | 'contact_sent';

/** Extra properties of an event: short strings and numbers only (no personal data). */
export type AnalyticsProps = Readonly<Record<string, string | number>>;

/** The properties sent with an event: its own, then the page's `lang` and `path`. */
export function eventProps(
  props: AnalyticsProps,
  page: { lang: string; path: string },
): Record<string, string | number> {
  return { ...props, lang: page.lang, path: page.path };
}
