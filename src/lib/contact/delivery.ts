/**
 * The outbox's delivery worker: takes due pending messages, e-mails them, marks them sent; a
 * failed attempt leaves the message pending with `nextAttemptAt = now + backoff(attempts)`, so
 * it is retried with exponential backoff until it is delivered. The worker runs when a message is
 * stored (`kick()`), and then again when the next pending message falls due (a timer that does
 * not keep the process alive).
 *
 * Each message is delivered or retried on its own (audit 33b #4): when the SMTP server refuses
 * one e-mail for good (a 5xx reply to it, {@link isMessageRefused}), that message's attempt is
 * recorded and the worker carries on with the others. Only a failure that says the server itself
 * is unavailable (connection, time-out, login, a 4xx reply) stops the run: the untried rest of
 * the batch then waits, without an attempt counted, until the failed message's next try.
 *
 * Messages are claimed with a lease (`leaseSeconds`), so a second process (another server,
 * `npm run outbox -- deliver`) does not send the same message at the same time, and a message
 * held by a process that died is retried once the lease ends.
 */
import { type ComposedMail, isMessageRefused, type Mailer } from './mailer.ts';
import type { OutboxMessage, OutboxStore } from './outbox/types.ts';

/** Retry timing, in seconds. */
export interface RetryPolicy {
  /** Wait after the first failed attempt; doubles after each further failure. */
  baseSeconds: number;
  /** The wait never grows beyond this. */
  maxSeconds: number;
}

/**
 * Seconds to wait after the `attempts`-th failed attempt (1-based): `base × 2^(attempts-1)`,
 * capped at `max`. With the defaults (60 s, 3600 s): 1, 2, 4, 8, 16, 32, 60, 60 … minutes.
 */
export function backoffSeconds(attempts: number, policy: RetryPolicy): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(n - 1, 30));
}

/** Options of {@link createDelivery}. */
export interface DeliveryOptions {
  /** The outbox to deliver from. */
  store: OutboxStore;
  /** `null` when no SMTP server is configured: messages stay pending, listed by `npm run outbox`. */
  mailer: Mailer | null;
  /** Builds the e-mail of a message (see `composeMail`). */
  compose: (message: OutboxMessage) => ComposedMail;
  /** Backoff of failed attempts. */
  retry: RetryPolicy;
  /** How long a claimed message is held by this worker (default 120 s). */
  leaseSeconds?: number | undefined;
  /** Messages per claim (default 20). */
  batchSize?: number | undefined;
  /** Clock (tests). */
  now?: (() => Date) | undefined;
  /** Where problems are reported (default `console.error`). */
  log?: ((message: string) => void) | undefined;
}

/** Outcome of one {@link Delivery.runOnce}. */
export interface DeliveryReport {
  /** Messages the SMTP server accepted. */
  sent: number;
  /** Failed attempts, the refused ones included (each stays pending, retried with backoff). */
  failed: number;
  /**
   * The messages the SMTP server refused for good ({@link isMessageRefused}), with the error
   * text noted on each: the run carried on after them.
   */
  refused: { id: string; error: string }[];
  /**
   * True when a failure that says the server is unavailable ended the run: the messages of the
   * batch not tried yet wait until the failed one's next try.
   */
  stopped: boolean;
}

/** A running delivery worker. */
export interface Delivery {
  /** Starts a run soon (after the current one if one is running). Never throws. */
  kick(): void;
  /** Delivers every message due now; resolves when done. Store errors reject. */
  runOnce(): Promise<DeliveryReport>;
  /** Resolves when no run is in progress or queued (tests, shutdown). */
  idle(): Promise<void>;
  /** Cancels the timer; a run in progress finishes. */
  stop(): void;
}

/** Longest timer Node accepts (~24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Creates the delivery worker. Nothing runs until `kick()` (or `runOnce()`) is called.
 */
export function createDelivery(options: DeliveryOptions): Delivery {
  const { store, mailer, compose, retry } = options;
  const leaseMs = (options.leaseSeconds ?? 120) * 1000;
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m: string) => console.error(m));

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function runOnce(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0, refused: [], stopped: false };
    if (!mailer) return report;
    for (;;) {
      const batch = await store.claimDue(now(), leaseMs, batchSize);
      for (const [index, message] of batch.entries()) {
        try {
          const { messageId } = await mailer.send(compose(message));
          await store.markSent(message.id, now(), messageId);
          report.sent++;
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          const attempt = message.attempts + 1;
          const wait = backoffSeconds(attempt, retry);
          const next = new Date(now().getTime() + wait * 1000);
          await store.markFailed(message.id, text, next);
          report.failed++;
          if (isMessageRefused(error)) {
            // This e-mail only: the server is up, the others go on.
            report.refused.push({ id: message.id, error: text });
            log(
              `Contact outbox: the SMTP server refused ${message.id} (attempt ${attempt}, next in ${wait} s): ${text}`,
            );
            continue;
          }
          // The server is unavailable: the rest of the batch waits with this message.
          const rest = batch.slice(index + 1).map((m) => m.id);
          if (rest.length > 0) await store.postpone(rest, next);
          report.stopped = true;
          log(
            `Contact outbox: delivery of ${message.id} failed (attempt ${attempt}, next in ${wait} s): ${text}${rest.length > 0 ? `; ${rest.length} more wait until then` : ''}`,
          );
          break;
        }
      }
      // A full batch may mean more are due; an unavailable server ends the run.
      if (batch.length < batchSize || report.stopped) break;
    }
    return report;
  }

  async function schedule(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || !mailer) return;
    const due = await store.nextDueAt();
    if (!due) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(50, due.getTime() - now().getTime()));
    timer = setTimeout(() => {
      timer = null;
      kick();
    }, wait);
    timer.unref?.();
  }

  function kick(): void {
    if (stopped || !mailer) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
        } catch (error) {
          log(
            `Contact outbox: delivery run failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      } while (again && !stopped);
      try {
        await schedule();
      } catch (error) {
        log(
          `Contact outbox: cannot schedule the next delivery: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    })().finally(() => {
      running = null;
    });
  }

  return {
    kick,
    runOnce,
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
