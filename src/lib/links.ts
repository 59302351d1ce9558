/**
 * Outbound link builders shared by pages and islands.
 */
import { formatDate } from '../i18n/format';
import type { Lang } from '../i18n/routing';

/**
 * WhatsApp click-to-chat link (docs/requirements.md, "WhatsApp").
 *
 * @param number international number, digits only or with `+`/spaces (e.g. `+30 22840 00000`)
 * @param message prefilled text; URL-encoded here
 * @throws Error when the number has fewer than 8 digits
 */
export function whatsappUrl(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 8) throw new Error(`WhatsApp number "${number}" has too few digits`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * A WhatsApp message naming the visitor's dates: `template` with `{pickup}` and `{return}`
 * replaced by the two ISO dates written in the page language (`12 July 2027`,
 * `12 juillet 2027`, `12. Juli 2027`, `12 luglio 2027`). Used by the floating WhatsApp button and
 * by the chat's booking acknowledgement (docs/requirements.md, "WhatsApp").
 *
 * @param template a message with `{pickup}` and `{return}` placeholders
 * @param pickupDate `YYYY-MM-DD`
 * @param returnDate `YYYY-MM-DD`
 * @param lang the page language
 * @returns null when either date is not a `YYYY-MM-DD` calendar date
 */
export function whatsappDatesMessage(
  template: string,
  pickupDate: string,
  returnDate: string,
  lang: Lang,
): string | null {
  const day = (iso: string): string | null => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    if (!m) return null;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.toISOString().startsWith(iso) ? formatDate(date, lang) : null;
  };
  const pickup = day(pickupDate);
  const back = day(returnDate);
  if (!pickup || !back) return null;
  return template.replaceAll('{pickup}', pickup).replaceAll('{return}', back);
}
