/**
 * The contact form's result panel (docs/requirements.md, "Contact form", "Error messages"): the
 * thank-you panel after a message is stored, or 'Oops! Something went wrong' with the error text
 * and a suggestion to call or e-mail the business.
 */
import type { ReactNode, Ref } from 'react';
import type { ContactStrings } from '../../locales/en/contact';
import { interpolate } from '../../i18n/interpolate';
import { cn } from '../../lib/cn';
import { AlertIcon, SentIcon } from '../icons';

/** Props of {@link ResultPanel}. */
export interface ResultPanelProps {
  /**
   * `success`: the thank-you panel; `error`: the failure panel; `queued`: saved on the device
   * while offline, sent when the connection returns; `waiting`: saved on the device while online
   * because the server did not answer, sent as soon as it does, with the call suggestion
   * (docs/offline.md).
   */
  kind: 'success' | 'error' | 'queued' | 'waiting';
  /** Error text (the server's, or a fallback); ignored for `success`. */
  message?: string | undefined;
  /** The business phone as printed and its `tel:` link, for the call suggestion. */
  phone: { display: string; href: string };
  /**
   * The business e-mail address (`PUBLIC_EMAIL`), a `mailto:` link beside the phone: when the
   * site cannot take the message, an e-mail still reaches the team.
   */
  email: string;
  /** Reply times of the thank-you text (docs/requirements.md, "Business constants": 2-4 hours). */
  reply: { businessHours: string; outsideHours: string };
  /** Level of the panel's heading (default 3: under the form's h2). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** The form's strings (titles, texts, call suggestion). */
  strings: ContactStrings;
  /**
   * Element id. Set for the no-JavaScript panels, which are hidden until the URL fragment names
   * them (`/contact#contact-sent`, CSS `:target`).
   */
  id?: string | undefined;
  /** Extra classes (the no-JS panels pass `hidden target:flex`). */
  className?: string | undefined;
  /** The panel element (the form focuses it). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** The call suggestion, the phone number and the e-mail address as links. */
function CallUs({
  phone,
  email,
  strings,
}: Pick<ResultPanelProps, 'phone' | 'email' | 'strings'>): ReactNode {
  const link =
    'inline-block py-1 font-semibold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-strong';
  // 'You can also call us at {phone} or e-mail {email}.': the text around the two links.
  const parts = strings['contact.form.error.call'].split(/(\{phone\}|\{email\})/);
  return (
    <p className="mt-2">
      {parts.map((part, i) =>
        part === '{phone}' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never move
          <a key={i} href={phone.href} className={link}>
            {phone.display}
          </a>
        ) : part === '{email}' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never move
          <a key={i} href={`mailto:${email}`} className={link}>
            {email}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * The result panel. It can take focus (`tabIndex=-1`): the form moves focus to it after a send,
 * so screen readers read it and it is scrolled into view.
 */
export function ResultPanel({
  kind,
  message,
  phone,
  email,
  reply,
  headingLevel = 3,
  strings: s,
  id,
  className,
  ref,
}: ResultPanelProps): ReactNode {
  const Heading = `h${headingLevel}` as 'h3';
  const ok = kind === 'success';
  /** The panel's frame, the same in every state: focus target, test hook, box. */
  const frame = { ref, id, tabIndex: -1, 'data-contact-result': kind };
  const box =
    'mb-6 flex scroll-mt-4 gap-3 rounded-xl border-2 p-4 text-ink outline-offset-4 sm:p-5';
  if (kind === 'queued' || kind === 'waiting') {
    return (
      <div {...frame} role="status" className={cn(box, 'border-brand bg-brand-soft', className)}>
        <SentIcon className="mt-0.5 size-6 shrink-0 text-brand" />
        <div className="min-w-0">
          <Heading className="text-lg font-bold">{s[`contact.form.${kind}.title`]}</Heading>
          <p className="mt-1">{s[`contact.form.${kind}.body`]}</p>
          {kind === 'waiting' && <CallUs phone={phone} email={email} strings={s} />}
        </div>
      </div>
    );
  }
  return (
    <div
      {...frame}
      className={cn(box, ok ? 'border-ok bg-ok/10' : 'border-accent bg-accent/10', className)}
    >
      {ok ? (
        <SentIcon className="mt-0.5 size-6 shrink-0 text-ok" />
      ) : (
        <AlertIcon className="mt-0.5 size-6 shrink-0 text-accent" />
      )}
      <div className="min-w-0">
        <Heading className="text-lg font-bold">
          {ok ? s['contact.form.success.title'] : s['contact.form.error.title']}
        </Heading>
        {ok ? (
          <p className="mt-1">{interpolate(s['contact.form.success.body'], reply)}</p>
        ) : (
          <>
            <p className="mt-1" data-contact-error-text>
              {message || s['contact.form.error.generic']}
            </p>
            <CallUs phone={phone} email={email} strings={s} />
          </>
        )}
      </div>
    </div>
  );
}
