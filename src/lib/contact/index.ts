/**
 * Public API of the contact capability that runs anywhere (browser, server, tests): the zod
 * schemas of the contact form and of the `POST /api/send-email` JSON body (docs/requirements.md,
 * "Contact form", "Contact send"), the body builder of the form, the browser-side sender (the
 * chat's booking body is `./booking.ts`, imported directly so the form's bundle does not carry it)
 * and the result panel ids. The endpoint answers `200 {"ok":true}` or `4xx/5xx {"error":
 * "<text>"}`.
 *
 * Server-only parts (outbox stores, mailer, delivery, rate limit, request handler) are in
 * `./server.ts`, so importing this file never pulls `node:sqlite` or nodemailer into a browser
 * bundle.
 */
export {
  CONTACT_FORM_FIELDS,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  SEND_EMAIL_FIELDS,
  contactFormSchema,
  hasControlCharacters,
  sendEmailBodySchema,
  subjectLabel,
  toSendEmailBody,
  validateContactForm,
  validateSendEmailBody,
  type ContactForm,
  type ContactFormField,
  type ContactSubject,
  type ContactValidation,
  type SendEmailBody,
  type ValidContactForm,
  type ValidSendEmailBody,
} from './schema.ts';
export {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  SEND_EMAIL_PATH,
  newIdempotencyKey,
  resendUntilSettled,
  sendContactMessage,
  type SendResult,
} from './client.ts';
export {
  CONTACT_PAGE_PATH,
  CONTACT_RESULT_IDS,
  resultFromHash,
  type ContactResult,
} from './results.ts';
