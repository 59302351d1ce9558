/**
 * Outbound link builders shared by pages and islands.
 */

/**
 * WhatsApp click-to-chat link (spec 000 s.1).
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
