/**
 * Delivery of stored contact messages by e-mail: {@link composeMail} turns an outbox message into
 * an e-mail to the business with the visitor as reply-to (so "Reply" answers the visitor), and
 * {@link createSmtpMailer} sends it with nodemailer over SMTP (`SMTP_URL`).
 *
 * Nodemailer is used rather than hand-written SMTP: it encodes non-ASCII names and subjects
 * (RFC 2047), folds long lines, speaks STARTTLS/SMTPS and AUTH, and pools connections.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { contactEn, type ContactStrings } from '../../locales/en/contact.ts';
import { subjectLabel } from './schema.ts';
import type { OutboxMessage } from './outbox/types.ts';

/** An e-mail ready for the transport. Addresses are plain `name <address>` objects. */
export interface ComposedMail {
  /** The site's sender address, named `{business} website`. */
  from: { name: string; address: string };
  /** The business inbox. */
  to: string;
  /** The visitor, so "Reply" answers them. */
  replyTo: { name: string; address: string };
  /**
   * `Contact form: {subject label} from {name}`, as the business should read it (the mailer
   * encodes it for the header: {@link createSmtpMailer}).
   */
  subject: string;
  /** Plain-text body: the message, then the visitor's details. */
  text: string;
  /** `<{message id}@{site host}>`: the same id on every attempt, so retries can be recognised. */
  messageId: string;
  /** Extra headers (`X-Contact-Message-Id`). */
  headers: Record<string, string>;
}

/** What {@link composeMail} needs besides the message. */
export interface ComposeOptions {
  /** The business inbox (`CONTACT_TO`, default the business e-mail). */
  to: string;
  /** Sender address (`CONTACT_FROM`, default `to`): must be one the SMTP server may send as. */
  from: string;
  /** Business name, shown as the sender's name (`{name} website`). */
  siteName: string;
  /** Site origin, e.g. `https://www.paros-rentals.example`; its host names the Message-ID. */
  siteUrl: string;
  /** Strings for the subject labels (English by default). */
  strings?: ContactStrings | undefined;
}

/**
 * The e-mail for one stored message: to the business, from the site's sender address, reply-to
 * the visitor; subject `Contact form: {subject label} from {name}` (subject `booking` reads
 * `Booking Question`); a plain-text body with
 * the message and the visitor's details.
 */
export function composeMail(m: OutboxMessage, o: ComposeOptions): ComposedMail {
  const s = o.strings ?? contactEn;
  const label = subjectLabel(m.vehicleType, s);
  const host = new URL(o.siteUrl).hostname;
  const lines = [
    m.message,
    '',
    '--',
    `Name: ${m.name}`,
    `E-mail: ${m.email}`,
    `Phone: ${m.phone || '(not given)'}`,
    `Subject: ${label} (${m.vehicleType})`,
    `Received: ${m.createdAt.toISOString()}`,
    `Message id: ${m.id}`,
    '',
    `Sent from the contact form of ${o.siteUrl}. Reply to this e-mail to answer ${m.name}.`,
  ];
  return {
    from: { name: `${o.siteName} website`, address: o.from },
    to: o.to,
    replyTo: { name: m.name, address: m.email },
    subject: `Contact form: ${label} from ${m.name}`,
    text: lines.join('\n'),
    messageId: `<${m.id}@${host}>`,
    headers: { 'X-Contact-Message-Id': m.id },
  };
}

/** Sends composed e-mails. */
export interface Mailer {
  /**
   * Hands the e-mail to the SMTP server.
   *
   * @returns the Message-ID the server accepted
   * @throws when the server cannot be reached or refuses the e-mail: nodemailer's error, with
   *   `code` (`ECONNECTION`, `ETIMEDOUT`, `EAUTH`, `EENVELOPE`, `EMESSAGE`, …) and, when the
   *   server answered, `responseCode` (the SMTP reply code); see {@link isMessageRefused}
   */
  send(mail: ComposedMail): Promise<{ messageId: string }>;
  /** Closes pooled connections. */
  close(): void;
}

/**
 * Nodemailer error codes of a refusal of one e-mail: `EENVELOPE` (the reply to `MAIL FROM`,
 * `RCPT TO` or `DATA`) and `EMESSAGE` (the reply after the message's content).
 */
const MESSAGE_ERROR_CODES: ReadonlySet<unknown> = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * True when a {@link Mailer.send} error says the SMTP server refused **this e-mail** for good,
 * so the next e-mail may still go through (audit 33b #4): a permanent SMTP reply (`responseCode`
 * 5xx, except 503 "bad sequence", which RFC 5321 and nodemailer count as a session problem) to
 * the e-mail's envelope or content (nodemailer `code` `EENVELOPE` or `EMESSAGE`), e.g. `550
 * Message content rejected` from a provider's content filter; or nodemailer refusing the e-mail
 * itself before sending it (`EMESSAGE` without a reply: larger than the server's `SIZE`).
 *
 * False for everything that says the server cannot take e-mail now: socket and connection
 * errors (`ECONNECTION`, `ESOCKET`, `ETIMEDOUT`, `EDNS`, `ETLS`), a failed login (`EAUTH`, even
 * with a 535), a transient 4xx reply (421, 451, 452 …), a protocol error, a setting error and
 * any error without a nodemailer code. The delivery worker then postpones the rest of its batch.
 *
 * @param error what `send` rejected with (anything)
 */
export function isMessageRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (!MESSAGE_ERROR_CODES.has(code)) return false;
  if (typeof responseCode !== 'number') return code === 'EMESSAGE';
  return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
}

/**
 * The options nodemailer sends `mail` with. Nodemailer writes a pure-ASCII subject as it is, so
 * a visitor's name such as `=?utf-8?b?Qm9zcyA8Ym9zc0BleGFtcGxlLmNvbT4=?=` would reach the
 * `Subject` header as an RFC 2047 encoded word, which mail clients decode into text the visitor
 * chose (`… from Boss <boss@example.com>`, or characters the schema refuses; audit 33b #7). A
 * subject holding `=?` is therefore encoded whole with nodemailer's own encoder (`encodeWord`,
 * UTF-8 base64 words of whole characters, at most 52 bytes each) and handed over prepared and
 * folded: the client decodes it once and shows the visitor's text literally. Other subjects go
 * as they are (nodemailer encodes non-ASCII ones itself).
 *
 * The same name as the `Reply-To` display name would be written in a quoted string, where
 * RFC 2047 forbids decoding but several clients decode anyway; nodemailer cannot take that
 * header prepared, so a name holding `=?` is left out of `Reply-To` (the address alone: "Reply"
 * still answers the visitor, and the body still names them).
 */
function transportMail(mail: ComposedMail): SendMailOptions {
  const spoofable = (text: string) => text.includes('=?');
  if (!spoofable(mail.subject) && !spoofable(mail.replyTo.name)) return mail;
  const { subject, ...rest } = mail;
  return {
    ...rest,
    ...(spoofable(mail.replyTo.name) ? { replyTo: mail.replyTo.address } : {}),
    ...(spoofable(subject)
      ? {
          headers: {
            ...mail.headers,
            Subject: { prepared: true, foldLines: true, value: encodeWord(subject, 'B', 52) },
          },
        }
      : { subject }),
  };
}

/**
 * A nodemailer SMTP mailer for `smtpUrl`, e.g. `smtps://user:pass@smtp.example.com:465` or
 * `smtp://127.0.0.1:2525/?ignoreTLS=true` (query parameters are nodemailer options). Connections
 * are pooled; connect, greeting and socket time-outs are short (10/10/30 s) so a dead server
 * fails an attempt instead of hanging it. A subject that holds `=?` is sent encoded, so it is
 * shown as written ({@link transportMail}).
 *
 * @throws when `smtpUrl` is not an `smtp:` or `smtps:` URL
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  if (!/^smtps?:\/\//i.test(smtpUrl))
    throw new Error('Invalid setting SMTP_URL: expected smtp://… or smtps://…');
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      const info = await transport.sendMail(transportMail(mail));
      return { messageId: String(info.messageId ?? mail.messageId) };
    },
    close() {
      transport.close();
    },
  };
}
