/**
 * One message of the conversation (docs/requirements.md, "Chat message"): the visitor's on the
 * right, Marcia's on the left, each with its time shown subtly. Marcia's may carry up to 3 vehicle
 * cards (name, image, price per day; a click closes the chat and goes to `/fleet/{id}`) and, after
 * a completed booking dialogue, the booking request card ('Send to our team' / 'Cancel', then its
 * status), the 'Continue to booking' link and the WhatsApp link (new tabs). Card links and prices
 * follow the page language (`/fr/fleet/{id}`, `35 €`).
 */
import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ChatStrings } from '../../locales/en/chat';
import { dateLocale, formatEur } from '../../i18n/format';
import { formatMessage } from '../../i18n/message';
import { defaultLang, localizePath, type Lang } from '../../i18n/routing';
import type { Vehicle } from '../../lib/fleet';
import { vehicleImages } from '../../lib/fleet/images';
import type { ChatEntry, ChatRequest } from '../../stores/chat';
import { leaveChatFor } from './history';
import { AlertIcon, ExternalIcon, SentIcon } from '../icons';
import { cancelBookingRequest, sendBookingRequest } from './controller';

const timeFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A message's time as the language writes a 24-hour clock (`14:05`), cached per language. */
function timeOf(at: Date, lang: Lang): string {
  let format = timeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(lang), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(lang, format);
  }
  return format.format(at);
}

/** A plain left click (not a click that opens a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function VehicleImage({ vehicle, s }: { vehicle: Vehicle; s: ChatStrings }): ReactNode {
  const [failed, setFailed] = useState(false);
  const [src] = vehicleImages(vehicle);
  const box = 'aspect-[8/5] w-20 shrink-0 rounded-lg bg-surface-2';
  if (failed || !src) {
    return (
      <span
        className={`${box} flex items-center justify-center p-1 text-center text-[0.6875rem] leading-tight text-muted`}
      >
        {s['chat.vehicle.imageUnavailable']}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={80}
      height={50}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${box} object-contain`}
    />
  );
}

function VehicleCards({
  vehicles,
  s,
  lang,
}: {
  vehicles: readonly Vehicle[];
  s: ChatStrings;
  lang: Lang;
}): ReactNode {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The panel closes; the link navigates as usual, or replaces the panel's history entry.
    if (isPlainClick(event) && leaveChatFor(event.currentTarget.href)) event.preventDefault();
  };
  return (
    <ul aria-label={s['chat.vehicles']} className="mt-2 flex w-full max-w-[85%] flex-col gap-2">
      {vehicles.slice(0, 3).map((v) => (
        <li key={v.id}>
          <a
            href={localizePath(`/fleet/${encodeURIComponent(v.id)}`, lang)}
            onClick={onClick}
            data-chat-vehicle={v.id}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-line bg-surface p-2 pe-3 text-ink shadow-sm transition-colors hover:border-brand hover:bg-brand-soft"
          >
            <VehicleImage vehicle={v} s={s} />
            <span className="min-w-0">
              <span className="block font-semibold leading-snug">{v.name}</span>
              <span className="block text-sm text-muted">
                {formatMessage(
                  s['chat.vehicle.price'],
                  { price: formatEur(v.price_per_day, lang) },
                  { lang, source: 'chat.vehicle.price' },
                )}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The booking request under Marcia's acknowledgement (docs/assistant.md, "Booking requests"):
 * the details that will be sent, then 'Send to our team' and 'Cancel'; while sending a status
 * line; once stored 'Sent to our team'; on failure the error (an alert), the phone number, 'Try
 * again' (same request, same idempotency key) and 'Cancel'. Focus moves to the new status when
 * the button that had it disappears.
 */
function RequestCard({
  id,
  request,
  s,
  phone,
  lang,
}: {
  id: string;
  request: ChatRequest;
  s: ChatStrings;
  phone: string;
  lang: Lang;
}): ReactNode {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const headingId = `${id}-request`;
  const { status } = request;
  const [helpBefore, helpAfter = ''] = s['chat.request.failedHelp'].split('{phone}');
  useEffect(() => {
    if (status === 'ready') return;
    const active = document.activeElement;
    // The panel scrolls to a new message itself ('sent', 'cancelled'); a failure or a saved
    // request adds none, so the card's end (the error and 'Try again', or the saved line) is
    // brought into view here.
    if (status === 'failed' || status === 'sending' || status === 'queued')
      cardRef.current?.scrollIntoView({ block: 'nearest' });
    if (active === null || active === document.body || cardRef.current?.contains(active))
      statusRef.current?.focus({ preventScroll: true });
  }, [status]);
  const buttons = (primary: string) => (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-brand min-h-11 px-4 py-2 text-sm"
        onClick={() => void sendBookingRequest(id)}
        data-chat-request-send
      >
        {primary}
      </button>
      <button
        type="button"
        className="btn-outline min-h-11 px-4 py-2 text-sm"
        onClick={() => cancelBookingRequest(id)}
        data-chat-request-cancel
      >
        {s['chat.request.cancel']}
      </button>
    </div>
  );
  return (
    <section
      ref={cardRef}
      aria-labelledby={headingId}
      data-chat-request={status}
      className="mt-2 w-full max-w-[85%] rounded-xl border border-line bg-surface p-3 text-sm text-ink shadow-sm"
    >
      <h3 id={headingId} className="font-semibold">
        {s['chat.request.title']}
      </h3>
      <ul className="mt-1 space-y-0.5 break-words">
        {request.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {status === 'ready' && buttons(s['chat.request.send'])}
      {status === 'sending' && (
        <p ref={statusRef} tabIndex={-1} role="status" className="mt-3 font-semibold outline-none">
          {s['chat.request.sending']}
        </p>
      )}
      {status === 'sent' && (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-3 flex items-center gap-1.5 font-semibold outline-none"
        >
          <SentIcon className="size-4 shrink-0 text-ok" />
          {s['chat.request.sent']}
        </p>
      )}
      {status === 'queued' && (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-3 font-semibold outline-none"
          data-chat-request-queued
        >
          {/* Offline, it goes when the connection returns; online, our server did not answer and
              the page tries again (`resendQueued` in ./controller.ts). Read at each render: the
              card renders again at every try ('Sending...', then this). */}
          {navigator.onLine ? s['chat.request.waiting'] : s['chat.request.queued']}
        </p>
      )}
      {status === 'cancelled' && (
        <p ref={statusRef} tabIndex={-1} role="status" className="mt-3 text-muted outline-none">
          {s['chat.request.cancelled']}
        </p>
      )}
      {status === 'failed' && (
        <div role="alert" className="mt-3">
          <p ref={statusRef} tabIndex={-1} className="flex gap-1.5 font-semibold outline-none">
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              {formatMessage(
                s['chat.request.failed'],
                { error: request.error ?? '' },
                { lang, source: 'chat.request.failed' },
              )}
            </span>
          </p>
          <p className="mt-1">
            {helpBefore}
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="font-semibold text-brand underline"
            >
              {phone}
            </a>
            {helpAfter}
          </p>
          {buttons(s['chat.request.retry'])}
        </div>
      )}
    </section>
  );
}

/** A button-styled link that opens in a new tab and says so to screen readers. */
function NewTabLink({
  href,
  label,
  s,
  ...rest
}: { href: string; label: string; s: ChatStrings } & ComponentProps<'a'>): ReactNode {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {label}
      <ExternalIcon className="size-4" />
      <span className="sr-only"> {s['chat.newTab']}</span>
    </a>
  );
}

/** Props of {@link Message}. */
export interface MessageProps {
  message: ChatEntry;
  /** The panel's strings (the page language's). */
  s: ChatStrings;
  /** The page language: vehicle cards link to `/fleet/{id}` in it and print prices its way (default English). */
  lang?: Lang;
  /** The business phone as printed, offered on a failed booking request. */
  phone?: string;
}

/** One message bubble with its time, and Marcia's vehicle cards and booking link. */
export function Message({
  message: m,
  s,
  lang = defaultLang,
  phone = '',
}: MessageProps): ReactNode {
  const fromUser = m.sender === 'user';
  const at = new Date(m.timestamp);
  return (
    <div
      data-chat-message
      data-sender={m.sender}
      className={`flex flex-col ${fromUser ? 'items-end' : 'items-start'}`}
    >
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed break-words whitespace-pre-line ${
          fromUser
            ? 'rounded-br-md bg-brand text-on-brand'
            : 'rounded-bl-md bg-surface-2 text-ink dark:bg-surface-3'
        }`}
      >
        <span className="sr-only">{s[fromUser ? 'chat.sender.user' : 'chat.sender.marcia']}: </span>
        {m.content}
      </p>
      {m.vehicles && m.vehicles.length > 0 && (
        <VehicleCards vehicles={m.vehicles} s={s} lang={lang} />
      )}
      {m.request && <RequestCard id={m.id} request={m.request} s={s} phone={phone} lang={lang} />}
      {m.bookingUrl && (
        <NewTabLink
          href={m.bookingUrl}
          label={s['chat.booking.continue']}
          s={s}
          className="btn-primary mt-2"
          data-chat-booking
        />
      )}
      {m.whatsappUrl && (
        <NewTabLink
          href={m.whatsappUrl}
          label={s['chat.whatsapp']}
          s={s}
          className="btn-outline mt-2"
          data-chat-whatsapp
        />
      )}
      <time dateTime={at.toISOString()} className="mt-1 px-1 text-xs text-muted">
        {timeOf(at, lang)}
      </time>
    </div>
  );
}

export interface TypingIndicatorProps {
  s: ChatStrings;
}

/** Marcia's three dots while she "types" (static under reduced motion). */
export function TypingIndicator({ s }: TypingIndicatorProps): ReactNode {
  return (
    <div data-chat-typing className="flex items-start">
      <p className="rounded-2xl rounded-bl-md bg-surface-2 px-4 py-3.5 dark:bg-surface-3">
        <span className="sr-only">{s['chat.typing']}</span>
        <span aria-hidden="true" className="flex gap-1.5">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="size-2 rounded-full bg-muted motion-safe:animate-bounce"
              style={{ animationDelay: `${i * 150}ms` }}
            />
          ))}
        </span>
      </p>
    </div>
  );
}
