/**
 * The contact form and the body of `POST /api/send-email` as zod schemas (docs/requirements.md,
 * "Contact form", "Contact send"), shared by the island (client-side validation) and the endpoint
 * (server-side validation).
 *
 * The old site had no length bounds; `CONTACT_LIMITS` (`./limits.ts`) are what a real endpoint
 * needs and what the form's `maxLength` attributes show. Every text field refuses control
 * characters (the message keeps line breaks and tabs), so no header can be injected into the
 * e-mail built from it, text that is not well-formed UTF-16, and invisible format characters
 * (single-line fields: all of `\p{Cf}`; the message: bidi overrides and isolates only).
 *
 * Error texts come from a strings object (English by default), so another language builds the
 * same schemas with its own texts: `contactFormSchema(frStrings)`.
 *
 * Framework-free: imports use `.ts` extensions so Node (type stripping) can run this file in
 * `server/outbox.mjs` too.
 */
import { z } from '../zod.ts';
import { contactEn, type ContactStrings } from '../../locales/en/contact.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { CONTACT_LIMITS } from './limits.ts';

/**
 * The subject values of docs/requirements.md, "Contact form", in form order. Their labels are
 * `contact.form.subject.{value}`.
 */
export const CONTACT_SUBJECTS = [
  'car-rental',
  'scooter-rental',
  'atv-rental',
  'booking',
  'support',
  'other',
] as const;

/**
 * One of {@link CONTACT_SUBJECTS}; sent as `vehicleType` (docs/requirements.md, "Contact send").
 */
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Bounds of every field and of the request body (defined in `./limits.ts`). */
export { CONTACT_LIMITS };

/** The contact form's fields (docs/requirements.md, "Contact form"), as the island keeps them. */
export interface ContactForm {
  /** Required, at most 60 characters. */
  firstName: string;
  /** Required, at most 60 characters. */
  lastName: string;
  /** Required, e-mail format, at most 254 characters. */
  email: string;
  /** Optional: empty string when not given. */
  phone: string;
  /** A {@link ContactSubject}, or `''` while none is chosen. */
  subject: string;
  /** Required, at most 4000 characters; line breaks allowed. */
  message: string;
  /** Spam trap: must stay empty. Absent from the JSON body unless a robot filled it. */
  website?: string | undefined;
}

/** Names of the form's visible fields, in tab order (used to focus the first invalid one). */
export const CONTACT_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
] as const;
/** One of {@link CONTACT_FORM_FIELDS}. */
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/**
 * The JSON body of `POST /api/send-email`, exactly the fields of docs/requirements.md, "Contact
 * send", plus the optional spam trap `website` (only sent when filled).
 */
export interface SendEmailBody {
  /** First and last name joined with a space. */
  name: string;
  /** The visitor's e-mail address. */
  email: string;
  /** `''` when the visitor gave none. */
  phone: string;
  /** `Subject: {subject}`, a blank line, then the message text. */
  message: string;
  /** The subject value (one of {@link CONTACT_SUBJECTS}). */
  vehicleType: ContactSubject;
  /** Spam trap: must be absent or empty. */
  website?: string | undefined;
}

/** Names of the body's fields. */
export const SEND_EMAIL_FIELDS = ['name', 'email', 'phone', 'message', 'vehicleType'] as const;

/** Any C0/C1 control character, DEL, or a Unicode line/paragraph separator. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what these refuse
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same, but line feeds, carriage returns and tabs are allowed (message text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what these refuse
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;

/** True when `text` has a character a single-line field (name, e-mail, phone) may not hold. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/**
 * Any Unicode format character (general category Cf): bidi marks, embeddings, overrides and
 * isolates, zero-width space and (non-)joiners, word joiner, BOM, soft hyphen, invisible
 * operators, tag characters …
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
/**
 * The bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): they reorder
 * how everything after them is displayed (`Bank\u202Egnp.exe` shows as `Bankexe.png`).
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * True when `text` has an invisible format character its field may not hold (audit 33b #7), so
 * a visitor cannot make the business's mail client or `npm run outbox` display their text
 * reversed or split by invisible characters. A single-line field (name, e-mail, phone) may hold
 * none (`\p{Cf}`). The message may hold every one but the bidi embeddings, overrides and
 * isolates, so emoji keep working (the zero-width joiner U+200D joins woman + laptop into one
 * emoji; U+FE0F is not a format character) and so does right-to-left text with its marks
 * (U+200E, U+200F).
 *
 * @param multiline true for the message text
 */
function hasFormatCharacters(text: string, multiline = false): boolean {
  return (multiline ? BIDI_CONTROL : FORMAT_CHARACTER).test(text);
}

/**
 * A text field: must be a string without control characters, well-formed UTF-16 (no lone
 * surrogate, `String.prototype.isWellFormed`) and without the format characters
 * {@link hasFormatCharacters} refuses; then trimmed (and, for the message, `\r\n` turned into
 * `\n`) and 1..max characters long (0..max when optional). Each refusal has its own text
 * (`contact.form.error.control`, `.encoding`, `.invisible`).
 */
function text(
  s: ContactStrings,
  max: number,
  requiredMessage: string,
  opts: { multiline?: boolean; optional?: boolean } = {},
) {
  const tooLong = interpolate(s['contact.form.error.tooLong'], { max });
  const trimmed = z.string().trim().max(max, { error: tooLong });
  return z
    .string({
      error: (iss) => (iss.input === undefined ? requiredMessage : s['contact.form.error.notText']),
    })
    .refine((v) => !hasControlCharacters(v, opts.multiline), {
      error: s['contact.form.error.control'],
      abort: true,
    })
    .refine((v) => v.isWellFormed(), { error: s['contact.form.error.encoding'], abort: true })
    .refine((v) => !hasFormatCharacters(v, opts.multiline), {
      error: s['contact.form.error.invisible'],
      abort: true,
    })
    .transform((v) => (opts.multiline ? v.replace(/\r\n?/g, '\n') : v))
    .pipe(opts.optional ? trimmed : trimmed.min(1, { error: requiredMessage }));
}

/** E-mail: required, no control characters, at most 254 characters, e-mail format. */
function emailField(s: ContactStrings) {
  return text(s, CONTACT_LIMITS.email, s['contact.form.error.email.required']).pipe(
    z.email({ error: s['contact.form.error.email.invalid'] }),
  );
}

/** Phone: optional (missing or empty is `''`); digits with `+ - . ( )` and spaces, at least 6 digits. */
function phoneField(s: ContactStrings) {
  return text(s, CONTACT_LIMITS.phone, s['contact.form.error.notText'], { optional: true })
    .refine(
      (v) => v === '' || (/^\+?[\d\s().\-/]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6),
      {
        error: s['contact.form.error.phone.invalid'],
      },
    )
    .optional()
    .transform((v) => v ?? '');
}

/** Spam trap: absent or empty. */
function honeypotField(s: ContactStrings) {
  return z
    .string({ error: s['contact.form.error.spam'] })
    .max(0, { error: s['contact.form.error.spam'] })
    .optional();
}

/** Subject: one of {@link CONTACT_SUBJECTS}; a missing or empty one is "choose a subject". */
function subjectField(s: ContactStrings, unknownMessage: string) {
  return z.enum(CONTACT_SUBJECTS, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? s['contact.form.error.subject.required']
        : unknownMessage,
  });
}

/**
 * The contact form's schema (docs/requirements.md, "Contact form"): firstName, lastName, email
 * (e-mail format), subject and message are required; phone is optional; plus {@link CONTACT_LIMITS}
 * and the control character rule. Output values are trimmed (the message also has `\r\n` turned
 * into `\n`).
 *
 * @param s texts of the error messages (English by default)
 */
export function contactFormSchema(s: ContactStrings = contactEn) {
  return z.object({
    firstName: text(s, CONTACT_LIMITS.firstName, s['contact.form.error.firstName.required']),
    lastName: text(s, CONTACT_LIMITS.lastName, s['contact.form.error.lastName.required']),
    email: emailField(s),
    phone: phoneField(s),
    subject: subjectField(s, s['contact.form.error.subject.unknown']),
    message: text(s, CONTACT_LIMITS.messageText, s['contact.form.error.message.required'], {
      multiline: true,
    }),
    website: honeypotField(s),
  });
}

/**
 * The schema of the `POST /api/send-email` JSON body (docs/requirements.md, "Contact send"), built
 * from the same field rules as {@link contactFormSchema}. Unknown fields are refused, so the body
 * is exactly `name, email, phone, message, vehicleType` (plus the spam trap `website`, which must
 * be empty).
 *
 * @param s texts of the error messages (English by default)
 */
export function sendEmailBodySchema(s: ContactStrings = contactEn) {
  return z.strictObject(
    {
      name: text(s, CONTACT_LIMITS.name, s['contact.api.name.required']),
      email: emailField(s),
      phone: phoneField(s),
      message: text(s, CONTACT_LIMITS.message, s['contact.form.error.message.required'], {
        multiline: true,
      }),
      vehicleType: subjectField(s, s['contact.api.vehicleType.unknown']),
      website: honeypotField(s),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? interpolate(s['contact.api.unknownField'], { fields: iss.keys.join(', ') })
          : iss.code === 'invalid_type'
            ? s['contact.api.notObject']
            : undefined,
    },
  );
}

/** Output of {@link contactFormSchema}: the validated, trimmed form. */
export type ValidContactForm = z.output<ReturnType<typeof contactFormSchema>>;
/** Output of {@link sendEmailBodySchema}: the validated, trimmed body. */
export type ValidSendEmailBody = z.output<ReturnType<typeof sendEmailBodySchema>>;

/**
 * Result of validating with one of the schemas: the data, or the first error text and one text
 * per invalid field (the first issue of each field).
 */
export type ContactValidation<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fields: Partial<Record<string, string>> };

/**
 * Runs a contact schema and gathers per-field error texts. With `nameFields`, the overall error
 * text of a field-generic rule (control characters, not text, too long) starts with the field's
 * name, so an API client reads e.g. `email: This field contains characters we cannot accept`.
 */
function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  s: ContactStrings,
  nameFields: boolean,
): ContactValidation<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Partial<Record<string, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  const first = parsed.error.issues[0];
  if (!first) return { ok: false, error: s['contact.form.error.generic'], fields };
  const tooLongStart = s['contact.form.error.tooLong'].split('{')[0] ?? '';
  const generic =
    first.message === s['contact.form.error.control'] ||
    first.message === s['contact.form.error.encoding'] ||
    first.message === s['contact.form.error.invisible'] ||
    first.message === s['contact.form.error.notText'] ||
    (tooLongStart !== '' && first.message.startsWith(tooLongStart));
  const error =
    nameFields && generic && first.path.length > 0
      ? `${String(first.path[0])}: ${first.message}`
      : first.message;
  return { ok: false, error, fields };
}

/**
 * Validates the contact form (docs/requirements.md, "Contact form").
 *
 * @returns the trimmed form, or the first error text and a text per invalid field
 */
export function validateContactForm(
  input: unknown,
  s: ContactStrings = contactEn,
): ContactValidation<ValidContactForm> {
  return validate(contactFormSchema(s), input, s, false);
}

/**
 * Validates a `POST /api/send-email` JSON body (docs/requirements.md, "Contact send").
 *
 * @returns the trimmed body, or the first error text and a text per invalid field
 */
export function validateSendEmailBody(
  input: unknown,
  s: ContactStrings = contactEn,
): ContactValidation<ValidSendEmailBody> {
  return validate(sendEmailBodySchema(s), input, s, true);
}

/**
 * The body the form sends (docs/requirements.md, "Contact send"): `name` is first and last name
 * joined, `message` is `Subject: {subject}`, a blank line, then the text, and `vehicleType` is the
 * subject value. The spam trap is included only when filled.
 */
export function toSendEmailBody(form: ValidContactForm): SendEmailBody {
  const body: SendEmailBody = {
    name: `${form.firstName} ${form.lastName}`,
    email: form.email,
    phone: form.phone,
    message: `Subject: ${form.subject}\n\n${form.message}`,
    vehicleType: form.subject,
  };
  if (form.website) body.website = form.website;
  return body;
}

/** The label of a subject value in the given strings, e.g. `car-rental` → `Car Rental Inquiry`. */
export function subjectLabel(subject: string, s: ContactStrings = contactEn): string {
  return (CONTACT_SUBJECTS as readonly string[]).includes(subject)
    ? s[`contact.form.subject.${subject as ContactSubject}`]
    : subject;
}
