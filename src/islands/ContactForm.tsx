/**
 * The contact form (docs/requirements.md, "Contact page", "Contact form",
 * "Contact send", "Error messages").
 *
 * Fields firstName, lastName, email, phone (optional), subject (six values) and message (5 rows).
 * States: idle → submitting (fieldset and button disabled, label 'Sending...') → success
 * (thank-you panel, form cleared) or error ('Oops! Something went wrong' with the server's error
 * text, else 'Failed to send message', else 'Something went wrong. Please try again.', and the
 * phone number). A new submit resets the status. Invalid fields get their own error text
 * (`aria-invalid`, `aria-describedby`) and focus moves to the first one; after a send focus moves
 * to the result panel.
 *
 * Without JavaScript (or before the island hydrates) the same markup is a plain form: native
 * `required`/`type=email`/`maxLength` checks, a urlencoded POST to the endpoint, and a 303 back to
 * `/contact#contact-sent` (or `-invalid`, `-limited`, `-forbidden`, `-too-large`, `-unavailable`,
 * `-failed`), whose
 * panel CSS `:target` shows.
 *
 * The inputs are uncontrolled: what a visitor typed before hydration is kept, submit reads
 * `FormData`, and success clears the form with `form.reset()`.
 * Logic: `src/lib/contact` (schema, body, sender). Strings: `src/i18n/contact.en.ts`.
 *
 * Mount with a hydration directive: `/contact` uses `<ContactForm client:interaction="#contact-" …/>`
 * (hydrated when the visitor reaches the form, what was typed before is kept; at once when the URL
 * carries a no-JS result such as `#contact-sent`, which the island turns into its panel).
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldControl,
  useFieldIds,
  type FieldWiring,
} from '../components/ui/field';
import { cn } from '../lib/cn';
import { facts } from '../config/facts';
import { contactEn, type ContactKey, type ContactStrings } from '../locales/en/contact';
import {
  CONTACT_FORM_FIELDS,
  CONTACT_LIMITS,
  CONTACT_RESULT_IDS,
  CONTACT_SUBJECTS,
  SEND_EMAIL_PATH,
  resultFromHash,
  newIdempotencyKey,
  resendUntilSettled,
  sendContactMessage,
  toSendEmailBody,
  validateContactForm,
  type SendEmailBody,
  type ContactFormField,
  type ContactResult,
} from '../lib/contact';
import { SendIcon, SpinnerIcon } from './icons';
import { ResultPanel } from './contact/ResultPanel';
import { useIslandReady } from './useIslandReady';
import { track } from '../scripts/analytics';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The business phone as printed (`+30 22840 00000`) and its `tel:` link, for the error panel. */
  phone: { display: string; href: string };
  /** The business e-mail address (`PUBLIC_EMAIL`), offered beside the phone in the error panel. */
  email: string;
  /** Where the form posts (default `/api/send-email`). */
  action?: string | undefined;
  /** Level of the form's heading, 2-4 (default 2: under the page's h1). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Replacement strings (another language); missing keys stay English. */
  strings?: Partial<ContactStrings> | undefined;
  /**
   * How soon the team replies, in the page's language (`factsFor(lang).contactReply`: '2–4
   * Stunden', '24 Stunden'), for the thank-you panel; default English.
   */
  reply?: { businessHours: string; outsideHours: string } | undefined;
  /** Extra classes on the outer card (margins, width). */
  className?: string | undefined;
}

type Status = 'idle' | 'submitting' | 'success' | 'error' | 'queued' | 'waiting';
type FieldErrors = Partial<Record<ContactFormField, string>>;

/** Which form field shows a server-side error of a body field. */
const BODY_TO_FORM: Record<string, ContactFormField> = {
  name: 'firstName',
  email: 'email',
  phone: 'phone',
  message: 'message',
  vehicleType: 'subject',
};

/** The error text the panel shows for a no-JavaScript result (`#contact-invalid` …). */
const RESULT_MESSAGE: Record<Exclude<ContactResult, 'sent'>, ContactKey> = {
  invalid: 'contact.form.error.invalid',
  limited: 'contact.form.error.limited',
  forbidden: 'contact.form.error.forbidden',
  tooLarge: 'contact.form.error.tooLarge',
  // nginx could not reach the Node service: the endpoint's own words for a message not saved.
  unavailable: 'contact.api.storeFailed',
  failed: 'contact.form.error.failed',
};
/** The no-JavaScript failure panels, in the page (each shown by CSS when the fragment names it). */
const FAILURE_RESULTS = Object.keys(RESULT_MESSAGE) as Array<keyof typeof RESULT_MESSAGE>;

// scroll-mt: a focused field (first invalid one) keeps its label in view; the page's scroll-padding
// keeps it clear of the sticky header.
const control = cn(
  fieldControl,
  'min-h-12 scroll-mt-10 py-2.5 placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60',
);
/** Native check of the phone field (the zod rule also wants 6+ digits). */
const PHONE_PATTERN = String.raw`\+?[\d\s\(\)\.\-\/]{6,32}`;

/** The form's values, read from the form element. */
function readForm(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of [...CONTACT_FORM_FIELDS, 'website']) {
    const v = data.get(name);
    values[name] = typeof v === 'string' ? v : '';
  }
  return values;
}

/**
 * The contact form island (default export). See {@link ContactFormProps}.
 */
export default function ContactForm({
  phone,
  email,
  action = SEND_EMAIL_PATH,
  headingLevel = 2,
  strings,
  reply = facts.contactReply,
  className,
}: ContactFormProps): ReactNode {
  // One object per set of strings (not per render): the effects below depend on it.
  const s: ContactStrings = useMemo(() => ({ ...contactEn, ...strings }), [strings]);
  const { id, field: wire } = useFieldIds();
  const headingId = id('heading');

  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useIslandReady<HTMLDivElement>();
  const [mounted, setMounted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [errorText, setErrorText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [focus, setFocus] = useState<{ target: ContactFormField | 'panel'; n: number } | null>(
    null,
  );
  /** The idempotency key of the message last tried: a retry of the same message reuses it. */
  const attempt = useRef<{ body: string; key: string; payload: SendEmailBody } | null>(null);

  // After hydration: JavaScript takes over validation; a no-JS result in the URL becomes state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration (the strings do not change)
  useEffect(() => {
    setMounted(true);
    const result = resultFromHash(window.location.hash);
    if (!result) return;
    if (result === 'sent') setStatus('success');
    else {
      setStatus('error');
      setErrorText(s[RESULT_MESSAGE[result]]);
    }
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
    setFocus({ target: 'panel', n: 1 });
  }, []); // once, on mount

  useEffect(() => {
    if (!focus) return;
    // focus() also scrolls the target into view (clear of the sticky header: scroll-mt).
    if (focus.target === 'panel') {
      panelRef.current?.focus();
    } else {
      const el = formRef.current?.elements.namedItem(focus.target);
      if (el instanceof HTMLElement) {
        // A field in the middle of the screen, its label with it: WebKit's focus() scrolls a
        // field only to the top edge, its label under the sticky header (audit 32c #1).
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: 'center' });
      }
    }
  }, [focus]);

  /** Field errors of the current values (after the first submit, errors follow the typing). */
  function check(form: HTMLFormElement) {
    const result = validateContactForm(readForm(form), s);
    const next: FieldErrors = {};
    if (!result.ok)
      for (const f of CONTACT_FORM_FIELDS) if (result.fields[f]) next[f] = result.fields[f];
    return { result, next };
  }

  function onInput(event: ChangeEvent<HTMLFormElement>): void {
    if (!attempted) return;
    setErrors(check(event.currentTarget).next);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    // A new submit resets the status and message (docs/requirements.md, "Contact form").
    setStatus('idle');
    setErrorText('');
    setAttempted(true);
    const { result, next } = check(form);
    setErrors(next);
    if (!result.ok) {
      const first = CONTACT_FORM_FIELDS.find((f) => next[f]);
      if (first) {
        setFocus((f) => ({ target: first, n: (f?.n ?? 0) + 1 }));
      } else {
        // Only the spam trap is wrong: nothing the visitor can fix in a field.
        setStatus('error');
        setErrorText(result.error);
        setFocus((f) => ({ target: 'panel', n: (f?.n ?? 0) + 1 }));
      }
      return;
    }
    setStatus('submitting');
    const body = toSendEmailBody(result.data);
    const serialized = JSON.stringify(body);
    // One key per message: a retry after a lost answer is stored once; an edited message is new.
    if (attempt.current?.body !== serialized)
      attempt.current = { body: serialized, key: newIdempotencyKey(), payload: body };
    const sent = await sendContactMessage(body, {
      path: action,
      strings: s,
      idempotencyKey: attempt.current.key,
    });
    if (!sent.ok && sent.status === null && navigator.serviceWorker?.controller) {
      // No server reached: the service worker keeps the post and sends it when it can; this page
      // tries again too (above), under the same key, so it is stored once. Offline, it says it
      // waits for the connection; online, that the server did not answer ('waiting').
      form.reset();
      setAttempted(false);
      setErrors({});
      setStatus(navigator.onLine ? 'waiting' : 'queued');
      setFocus((f) => ({ target: 'panel', n: (f?.n ?? 0) + 1 }));
      return;
    }
    if (sent.ok) {
      attempt.current = null;
      form.reset();
      setAttempted(false);
      setErrors({});
      setStatus('success');
      track('contact_sent', { subject: body.vehicleType });
    } else {
      setStatus('error');
      setErrorText(sent.error);
      if (sent.fields) {
        const serverErrors: FieldErrors = {};
        for (const [field, text] of Object.entries(sent.fields)) {
          const target = BODY_TO_FORM[field];
          if (target && text) serverErrors[target] = text;
        }
        setErrors(serverErrors);
      }
    }
    setFocus((f) => ({ target: 'panel', n: (f?.n ?? 0) + 1 }));
  }

  // A saved message goes as soon as it can (resendUntilSettled: on 'online', and while online
  // every few seconds, then less often: the network may still be settling, or the server did not
  // answer); the idempotency key keeps it one stored message, whoever sends it (this page or the
  // service worker).
  useEffect(() => {
    if (status !== 'queued' && status !== 'waiting') return;
    let stopped = false;
    const stop = resendUntilSettled(async () => {
      const saved = attempt.current;
      if (!saved) return true;
      const sent = await sendContactMessage(saved.payload, {
        path: action,
        strings: s,
        idempotencyKey: saved.key,
      });
      if (stopped) return true;
      if (sent.ok) {
        attempt.current = null;
        setStatus('success');
        track('contact_sent', { subject: saved.payload.vehicleType });
        return true;
      }
      if (sent.status !== null && sent.status < 500 && sent.status !== 429) {
        // The server refused it (not a connection problem): say so, as a direct send would.
        setStatus('error');
        setErrorText(sent.error);
        return true;
      }
      return false;
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [status, action, s]);

  const submitting = status === 'submitting';
  const Heading = `h${headingLevel}` as 'h2';
  const panelLevel = Math.min(headingLevel + 1, 4) as 3 | 4;

  /** Id, name, `required` and ARIA state of one field's control, and the ids of its hint and error. */
  const wiring = (field: ContactFormField, required: boolean, described = false) =>
    wire({ name: field, required, described, invalid: Boolean(errors[field]) });
  const fieldError = (field: ContactFormField, f: FieldWiring) => (
    <FieldError id={f.errorId} data-field-error={field}>
      {errors[field]}
    </FieldError>
  );

  const textField = (
    field: 'firstName' | 'lastName' | 'email' | 'phone',
    opts: {
      type: string;
      autoComplete: string;
      max: number;
      required: boolean;
      inputMode?: 'email' | 'tel';
    },
  ) => {
    const f = wiring(field, opts.required, field === 'phone');
    return (
      <Field>
        <FieldLabel
          htmlFor={f.control.id}
          required={opts.required}
          optional={s['contact.form.optional']}
        >
          {s[`contact.form.${field}`]}
        </FieldLabel>
        <input
          {...f.control}
          type={opts.type}
          autoComplete={opts.autoComplete}
          inputMode={opts.inputMode}
          maxLength={opts.max}
          spellCheck={field === 'email' || field === 'phone' ? false : undefined}
          // Without JavaScript the browser checks the phone's characters (`v`-flag regex syntax).
          pattern={field === 'phone' ? PHONE_PATTERN : undefined}
          className={control}
        />
        {field === 'phone' && (
          <FieldDescription id={f.descriptionId}>{s['contact.form.phoneHint']}</FieldDescription>
        )}
        {fieldError(field, f)}
      </Field>
    );
  };
  const subject = wiring('subject', true);
  const message = wiring('message', true, true);

  const panelProps = { phone, email, reply, strings: s, headingLevel: panelLevel } as const;

  return (
    <div
      ref={rootRef}
      className={`card relative p-5 sm:p-8${className ? ` ${className}` : ''}`}
      data-contact-form={mounted ? 'ready' : 'static'}
    >
      <Heading id={headingId} className="text-2xl font-extrabold tracking-tight">
        {s['contact.form.heading']}
      </Heading>
      <p className="mt-1 text-muted">{s['contact.form.intro']}</p>
      <p className="mt-1 mb-6 text-sm text-muted">{s['contact.form.requiredNote']}</p>

      {mounted ? (
        (status === 'success' ||
          status === 'error' ||
          status === 'queued' ||
          status === 'waiting') && (
          <ResultPanel ref={panelRef} kind={status} message={errorText} {...panelProps} />
        )
      ) : (
        <>
          {/* No-JavaScript results: shown when the URL fragment names them (303 from the endpoint). */}
          <ResultPanel
            id={CONTACT_RESULT_IDS.sent}
            kind="success"
            className="hidden target:flex"
            {...panelProps}
          />
          {FAILURE_RESULTS.map((r) => (
            <ResultPanel
              key={r}
              id={CONTACT_RESULT_IDS[r]}
              kind="error"
              message={s[RESULT_MESSAGE[r]]}
              className="hidden target:flex"
              {...panelProps}
            />
          ))}
        </>
      )}

      <form
        ref={formRef}
        method="post"
        action={action}
        noValidate={mounted}
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        onChange={onInput}
      >
        <fieldset
          disabled={submitting}
          className="m-0 grid min-w-0 grid-cols-1 gap-5 border-0 p-0 sm:grid-cols-2"
        >
          <legend className="sr-only">{s['contact.form.heading']}</legend>
          {textField('firstName', {
            type: 'text',
            autoComplete: 'given-name',
            max: CONTACT_LIMITS.firstName,
            required: true,
          })}
          {textField('lastName', {
            type: 'text',
            autoComplete: 'family-name',
            max: CONTACT_LIMITS.lastName,
            required: true,
          })}
          {textField('email', {
            type: 'email',
            autoComplete: 'email',
            max: CONTACT_LIMITS.email,
            required: true,
            inputMode: 'email',
          })}
          {textField('phone', {
            type: 'tel',
            autoComplete: 'tel',
            max: CONTACT_LIMITS.phone,
            required: false,
            inputMode: 'tel',
          })}

          <Field className="sm:col-span-2">
            <FieldLabel htmlFor={subject.control.id} required>
              {s['contact.form.subject']}
            </FieldLabel>
            <select {...subject.control} defaultValue="" className={control}>
              <option value="">{s['contact.form.subjectPlaceholder']}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {s[`contact.form.subject.${subject}`]}
                </option>
              ))}
            </select>
            {fieldError('subject', subject)}
          </Field>

          <Field className="sm:col-span-2">
            <FieldLabel htmlFor={message.control.id} required>
              {s['contact.form.message']}
            </FieldLabel>
            <textarea
              {...message.control}
              rows={5}
              maxLength={CONTACT_LIMITS.messageText}
              className={cn(control, 'resize-y')}
            />
            <FieldDescription id={message.descriptionId}>
              {s['contact.form.messageHint']}
            </FieldDescription>
            {fieldError('message', message)}
          </Field>

          {/* Spam trap: off-screen and out of the tab order; people never fill it, robots do. */}
          <div
            aria-hidden="true"
            className="absolute -left-[10000px] top-0 size-px overflow-hidden"
          >
            <label htmlFor={id('website')}>{s['contact.form.honeypot']}</label>
            <input
              id={id('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          <div className="sm:col-span-2">
            <button
              type="submit"
              className="btn-primary w-full min-h-12 sm:w-auto disabled:cursor-wait disabled:opacity-80"
              data-contact-submit
            >
              {submitting ? (
                <SpinnerIcon className="size-5 motion-safe:animate-spin" />
              ) : (
                <SendIcon className="size-5" />
              )}
              {submitting ? s['contact.form.sending'] : s['contact.form.submit']}
            </button>
            <p role="status" className="sr-only">
              {submitting ? s['contact.form.sending'] : ''}
            </p>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
