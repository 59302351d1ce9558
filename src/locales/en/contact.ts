/**
 * English strings of the contact form (docs/requirements.md, "Contact form", "Error messages") and
 * of its endpoint `POST /api/send-email` (docs/requirements.md, "Contact send"). Keys are prefixed
 * `contact.form.` (what the form shows) and `contact.api.` (the `{ "error": "…" }` texts the
 * endpoint answers), so the object spreads into the main dictionary unchanged (`{ ...contactEn }`).
 * The island, the zod schemas in `src/lib/contact` and the endpoint import it directly, so a
 * translated dictionary can be passed to all three.
 *
 * `{name}` placeholders are filled by the code that shows the string.
 */
export const contactEn = {
  'contact.form.heading': 'Send us a message',
  'contact.form.intro': 'A real person from our family team answers every message.',
  'contact.form.requiredNote': 'Fields marked * are required.',
  'contact.form.firstName': 'First name',
  'contact.form.lastName': 'Last name',
  'contact.form.email': 'E-mail',
  'contact.form.phone': 'Phone',
  'contact.form.optional': '(optional)',
  'contact.form.phoneHint':
    'With the country code, e.g. +44 7700 900123, so we can call or WhatsApp you.',
  'contact.form.subject': 'Subject',
  'contact.form.subjectPlaceholder': 'Choose a subject',
  /** The six subjects of docs/requirements.md, "Contact form", by their value. */
  'contact.form.subject.car-rental': 'Car Rental Inquiry',
  'contact.form.subject.scooter-rental': 'Scooter Rental',
  'contact.form.subject.atv-rental': 'ATV/Quad Rental',
  'contact.form.subject.booking': 'Booking Question',
  'contact.form.subject.support': 'Customer Support',
  'contact.form.subject.other': 'Other',
  'contact.form.message': 'Message',
  'contact.form.messageHint': 'Dates, vehicle, pickup place: anything that helps us answer.',
  /** Label of the spam trap; hidden from people, visible to form-filling robots. */
  'contact.form.honeypot': 'Leave this field empty',
  'contact.form.submit': 'Send message',
  'contact.form.sending': 'Sending...',
  'contact.form.queued.title': 'Saved: we will send it as soon as you are online.',
  'contact.form.queued.body':
    'Your message is kept on this phone and goes to our team automatically when the connection returns. Nothing else to do.',
  'contact.form.waiting.title': 'Saved: our server did not answer, we keep trying.',
  'contact.form.waiting.body':
    'Your message is kept on this phone and goes to our team automatically as soon as our server answers. Nothing else to do.',
  'contact.form.success.title': 'Thank you! Your message has been sent.',
  'contact.form.success.body':
    "We'll reply within {businessHours} during business hours ({outsideHours} outside them).",
  'contact.form.error.title': 'Oops! Something went wrong',
  /**
   * Shown when the server answers an error without an error text (docs/requirements.md, "Error
   * messages").
   */
  'contact.form.error.failed': 'Failed to send message',
  /**
   * Shown when the server cannot be reached or answers nonsense (docs/requirements.md, "Error
   * messages").
   */
  'contact.form.error.generic': 'Something went wrong. Please try again.',
  /** `{phone}` becomes a telephone link, `{email}` a `mailto:` link. */
  'contact.form.error.call': 'You can also call us at {phone} or e-mail {email}.',
  /** Result of a form post without JavaScript whose fields were refused. */
  'contact.form.error.invalid':
    'Your message was not sent: please fill in your first and last name, a valid e-mail address, a subject and your message, then send it again.',
  /** Result of a form post without JavaScript that hit the rate limit. */
  'contact.form.error.limited':
    'Too many messages were sent from your connection. Please wait a few minutes and send it again.',
  /** Result of a form post without JavaScript that came with a foreign `Origin` (403 to a script). */
  'contact.form.error.forbidden':
    "Your message was not sent: our server could not confirm that it came from this website's form. Please send it again with the form below (your browser's Back button usually brings back what you typed).",
  /** Result of a form post without JavaScript over the size limit (413 to a script). */
  'contact.form.error.tooLarge':
    "Your message was not sent: it is too long. Please shorten it and send it again (your browser's Back button usually brings back what you typed).",
  'contact.form.errorCount': 'Please correct the highlighted fields.',
  'contact.form.error.firstName.required': 'Please enter your first name.',
  'contact.form.error.lastName.required': 'Please enter your last name.',
  'contact.form.error.email.required': 'Please enter your e-mail address.',
  'contact.form.error.email.invalid': 'Please enter a valid e-mail address, e.g. name@example.com.',
  'contact.form.error.phone.invalid':
    'Please enter a phone number: digits, spaces, +, -, dots and brackets only.',
  'contact.form.error.subject.required': 'Please choose a subject.',
  'contact.form.error.subject.unknown': 'Please choose a subject from the list.',
  'contact.form.error.message.required': 'Please enter your message.',
  /** `{max}` is a number of characters. */
  'contact.form.error.tooLong': 'Please shorten this to at most {max} characters.',
  'contact.form.error.control':
    'This field contains characters we cannot accept (control characters or line breaks).',
  'contact.form.error.invisible':
    'This field contains invisible formatting characters we cannot accept (such as text-direction or zero-width marks). Please type it again without them.',
  'contact.form.error.encoding':
    'This field contains broken characters (text that is not valid Unicode). Please type it again.',
  'contact.form.error.notText': 'This field must be text.',
  'contact.form.error.spam':
    'Your message looks like spam and was not sent. If this is a mistake, please call us.',

  'contact.api.methodNotAllowed': 'Method not allowed: send the message with POST.',
  'contact.api.unsupportedType':
    'Unsupported content type: send JSON (application/json; charset=utf-8) or a form post (application/x-www-form-urlencoded).',
  'contact.api.forbiddenOrigin': 'Forbidden: messages can only be sent from this website.',
  /** `{max}` is in KB. */
  'contact.api.tooLarge': 'The message is too large: the request may be at most {max} KB.',
  'contact.api.invalidJson': 'The request body is not valid JSON.',
  'contact.api.notObject':
    'The request body must be a JSON object with name, email, phone, message and vehicleType.',
  /** `{fields}` lists the unknown field names. */
  'contact.api.unknownField':
    'Unknown field(s): {fields}. Allowed: name, email, phone, message, vehicleType.',
  'contact.api.name.required': 'Please enter your name.',
  'contact.api.vehicleType.unknown':
    'Unknown subject: vehicleType must be one of car-rental, scooter-rental, atv-rental, booking, support, other.',
  /** `{wait}` is e.g. `45 seconds` or `3 minutes`. */
  'contact.api.rateLimited':
    'Too many messages from your connection. Please wait {wait} before sending again, or call us.',
  'contact.api.seconds': '{n, plural, one {# second} other {# seconds}}',
  'contact.api.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'contact.api.idempotencyKey.invalid':
    'The Idempotency-Key header must be 8 to 128 letters, digits, - or _ (for example a UUID).',
  'contact.api.idempotencyKey.reused':
    'This Idempotency-Key was already used for a different message. Send a new message with a new key.',
  'contact.api.storeFailed':
    'We could not save your message right now. Please try again in a minute, or call us.',
} as const;

/** The keys every language must provide for the contact form and its endpoint. */
export type ContactKey = keyof typeof contactEn;
/** A full set of contact strings: one string per {@link ContactKey}. */
export type ContactStrings = Record<ContactKey, string>;
