/**
 * Bounds of every contact field, in characters (UTF-16 code units, as `maxLength` counts), and of
 * the request body in bytes (docs/requirements.md, "Contact form", "Contact send"). The old site
 * had none; these are what a real endpoint needs and what the form's `maxLength` attributes show.
 *
 * A module of its own, without zod: the chat's booking request (`./booking.ts`) needs the bounds
 * but not the schemas (`./schema.ts`, which re-exports them), so the chat panel's code does not
 * carry zod (issue "Fast at the first tap": about 21 KB brotli fewer before the panel can open).
 *
 * Framework-free, `.ts` imports: Node (type stripping) runs it in `server/outbox.mjs` too.
 */
export const CONTACT_LIMITS = {
  firstName: 60,
  lastName: 60,
  /** First and last name joined with a space. */
  name: 121,
  /** RFC 5321 path limit. */
  email: 254,
  phone: 32,
  /** The text the visitor types in the message box. */
  messageText: 4000,
  /** The `message` field of the body: `Subject: {subject}`, a blank line, then the text. */
  message: 4100,
  /** Largest accepted request body; a larger one is answered 413. */
  bodyBytes: 32 * 1024,
} as const;
