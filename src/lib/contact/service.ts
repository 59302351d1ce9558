/**
 * Wires the contact capability for a server process from its settings: the outbox (Supabase when
 * configured with a service-role key, else SQLite under `CONTACT_DATA_DIR`), the SMTP mailer
 * (when `SMTP_URL` is set), the delivery worker and the per-client rate limit.
 */
import type { Lang } from '../../locales/index.ts';
import { contactEn, type ContactStrings } from '../../locales/en/contact.ts';
import { createDelivery, type Delivery } from './delivery.ts';
import { handleSendEmail } from './handler.ts';
import { composeMail, createSmtpMailer, type Mailer } from './mailer.ts';
import { openSqliteOutbox } from './outbox/sqlite.ts';
import { SupabaseOutbox } from './outbox/supabase.ts';
import type { OutboxStore } from './outbox/types.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { mailStatus, type ContactSettings } from './settings.ts';

/** The site the messages come from. */
export interface ContactSite {
  /** Business name (sender name of the e-mails). */
  name: string;
  /** Public origin, e.g. `https://www.paros-rentals.example` (allowed Origin, Message-ID host). */
  url: string;
}

/** A wired contact capability. */
export interface ContactService {
  /** The settings it was created with. */
  readonly settings: ContactSettings;
  /** The outbox (SQLite or Supabase). */
  readonly store: OutboxStore;
  /**
   * `null` without `SMTP_URL`; with a malformed mail setting, a mailer that refuses every e-mail
   * with the setting's error (noted on each message, which stays pending).
   */
  readonly mailer: Mailer | null;
  /**
   * One line for the server's start log (audit 32b #5): where the outbox is and whether e-mail
   * is on, e.g. `Contact outbox: sqlite /srv/site/data/outbox.sqlite; e-mail: smtp://mail:587`.
   */
  readonly summary: string;
  /** The delivery worker (kicked after every stored message). */
  readonly delivery: Delivery;
  /** The per-client rate limit of the endpoint. */
  readonly limiter: RateLimiter;
  /**
   * Answers one request of `/api/send-email` (see `handleSendEmail`). `options` gives the
   * visitor's language: its code (plural rules of the answers), the strings of error answers and
   * the contact page form posts return to (`/fr/contact`, docs/requirements.md, "Five
   * languages"); default the default language, the service's strings and `/contact`.
   */
  handle(
    request: Request,
    clientAddress: string,
    options?: { lang?: Lang; strings?: ContactStrings; resultPath?: string },
  ): Promise<Response>;
  /** Stops the worker, closes the mailer and the store. */
  close(): Promise<void>;
}

/**
 * Opens the outbox the settings choose: Supabase `contact_messages` when both `PUBLIC_SUPABASE_URL`
 * and `SUPABASE_SERVICE_ROLE_KEY` are set, else `outbox.sqlite` in `CONTACT_DATA_DIR`.
 *
 * @throws when the SQLite file cannot be created or opened
 */
export function openOutbox(settings: Pick<ContactSettings, 'supabase' | 'dataDir'>): OutboxStore {
  return settings.supabase
    ? new SupabaseOutbox(settings.supabase)
    : openSqliteOutbox(settings.dataDir);
}

/**
 * A mailer that refuses every e-mail with `reason`: what a malformed mail setting gives, so each
 * message is stored, noted with the reason and kept pending (audit 32b #3).
 */
function refusingMailer(reason: string): Mailer {
  return {
    send: () => Promise.reject(new Error(reason)),
    close() {},
  };
}

/**
 * Creates the contact capability and starts delivering any message still pending from before.
 * A malformed mail setting (`settings.mailError`, or an `SMTP_URL` nodemailer refuses) does not
 * stop it: messages are stored and stay pending with the setting's error as their note.
 *
 * @throws when the outbox cannot be opened
 */
export function createContactService(
  settings: ContactSettings,
  site: ContactSite,
  options: { strings?: ContactStrings; log?: (message: string) => void } = {},
): ContactService {
  const strings = options.strings ?? contactEn;
  const log = options.log ?? ((m: string) => console.error(m));
  const store = openOutbox(settings);
  let mailError = settings.mailError;
  let mailer: Mailer | null = null;
  if (!mailError && settings.smtpUrl) {
    try {
      mailer = createSmtpMailer(settings.smtpUrl);
    } catch (error) {
      mailError = error instanceof Error ? error.message : String(error);
    }
  }
  if (mailError) mailer = refusingMailer(mailError);
  const delivery = createDelivery({
    store,
    mailer,
    retry: settings.retry,
    log,
    compose: (m) =>
      composeMail(m, {
        to: settings.to,
        from: settings.from,
        siteName: site.name,
        siteUrl: site.url,
        strings,
      }),
  });
  const limiter = createRateLimiter(settings.rateLimit);
  const siteOrigins = [new URL(site.url).origin];
  delivery.kick();
  return {
    settings,
    store,
    mailer,
    summary: `Contact outbox: ${store.kind} ${store.location}; ${mailStatus(mailError ? { smtpUrl: undefined, mailError } : settings)}`,
    delivery,
    limiter,
    handle(request, clientAddress, options = {}) {
      return handleSendEmail(request, clientAddress, {
        siteOrigins,
        limiter,
        strings: options.strings ?? strings,
        ...(options.lang ? { lang: options.lang } : {}),
        ...(options.resultPath ? { resultPath: options.resultPath } : {}),
        log,
        store: (message) => store.add(message),
        replay: (key) => store.findByIdempotencyKey(key),
        stored: () => delivery.kick(),
      });
    },
    async close() {
      delivery.stop();
      await delivery.idle();
      mailer?.close();
      await store.close();
    },
  };
}

/** Where a server process leaves the contact service it started (one per process, all copies of this module). */
const SHARED_SERVICE = Symbol.for('paros-rentals.contact-service');

/**
 * Leaves `service` for the endpoint: `server/serve.mjs` creates the contact service when it
 * starts (the outbox opened, the start line logged, pending messages delivered at once; audit 32b
 * #4, #5), and `/api/send-email` (bundled by the build: another copy of this module) uses it
 * through {@link sharedContactService} instead of creating its own.
 */
export function shareContactService(service: ContactService): void {
  (globalThis as Record<symbol, unknown>)[SHARED_SERVICE] = service;
}

/** The service {@link shareContactService} left in this process, `undefined` when none. */
export function sharedContactService(): ContactService | undefined {
  return (globalThis as Record<symbol, unknown>)[SHARED_SERVICE] as ContactService | undefined;
}
