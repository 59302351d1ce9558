#!/usr/bin/env node
/**
 * `npm run outbox` — the owner's view of the contact outbox: every message the contact form (and
 * the chat assistant's booking requests) stored, pending and sent, so a site without SMTP still
 * shows every message.
 *
 *   npm run outbox                      pending messages, then the latest sent ones
 *   npm run outbox -- pending|sent|all  only those (newest first); --limit N (default 50)
 *   npm run outbox -- show <id>         one message in full (an id prefix of 6+ characters works)
 *   npm run outbox -- deliver           e-mail every pending message now (needs SMTP_URL)
 *   add --json to print JSON instead of a table
 *
 * Settings come from the environment, then `.env` (same names as the server): CONTACT_DATA_DIR
 * (default ./data) for the SQLite outbox, or PUBLIC_SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY for
 * the Supabase table; `deliver` also reads SMTP_URL and CONTACT_TO/CONTACT_FROM, and sends to the
 * business e-mail of the build (`dist/server/contact-site.json`, or SERVE_DIST's) like the
 * server; without a build, to CONTACT_TO or PUBLIC_EMAIL — and refuses when only the sample
 * e-mail is known.
 *
 * The store code is the server's own (src/lib/contact, TypeScript run by Node's type stripping).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readContactSite } from './contact-site.mjs';

const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const positional = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--limit');
const limitIndex = argv.indexOf('--limit');
const limit = limitIndex >= 0 ? Number(argv[limitIndex + 1]) : 50;
const command = positional[0] ?? 'list';
const asJson = flags.has('--json');

if (flags.has('--help') || command === 'help') {
  console.log(
    [
      'Usage: npm run outbox -- [list|pending|sent|all|show <id>|deliver] [--limit N] [--json]',
      '  list (default)  pending messages, then the latest sent ones',
      '  pending|sent|all  those messages, newest first (--limit N, default 50)',
      '  show <id>       one message in full (id or a unique prefix of 6+ characters)',
      '  deliver         e-mail every pending message now (needs SMTP_URL)',
    ].join('\n'),
  );
  process.exit(0);
}
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit needs a positive whole number');
  process.exit(2);
}

// Values already in the environment win over `.env`.
if (existsSync('.env')) process.loadEnvFile('.env');

const contact = await import('../src/lib/contact/server.ts');

/**
 * Where `deliver` sends and in whose name (audit 32b #2): the business facts the build baked in
 * (`dist/server/contact-site.json`, or `$SERVE_DIST`'s), as the server uses them; without a build,
 * `PUBLIC_EMAIL`/`PUBLIC_BUSINESS_NAME`/`PUBLIC_SITE_URL` of the environment or `.env`. The inbox
 * is `CONTACT_TO` when set. Never the sample e-mail of `.env.example`: then this refuses.
 *
 * @returns {Promise<{ email: string; name: string; siteUrl: string } | { refusal: string }>}
 */
async function businessFacts() {
  const dist = resolve(process.env.SERVE_DIST || 'dist');
  const built = readContactSite(dist);
  if (built) {
    if (built.sampleEmail && !process.env.CONTACT_TO)
      return {
        refusal: `The build at ${dist} has the sample business e-mail ${built.email}: set CONTACT_TO (or PUBLIC_EMAIL, then rebuild) before delivering. Nothing was e-mailed.`,
      };
    return built;
  }
  const { envSchema } = await import('../src/config/settings.mjs');
  const email = process.env.PUBLIC_EMAIL;
  if (!process.env.CONTACT_TO && (!email || email === envSchema.PUBLIC_EMAIL.default))
    return {
      refusal: `No build at ${dist} (set SERVE_DIST to the served build) and neither CONTACT_TO nor PUBLIC_EMAIL is set: the inbox is unknown. Nothing was e-mailed.`,
    };
  const samples = ['PUBLIC_BUSINESS_NAME', 'PUBLIC_SITE_URL'].filter((n) => !process.env[n]);
  if (samples.length > 0)
    console.error(
      `No build at ${dist}: the sample ${samples.join(' and ')} of .env.example name the sender and the Message-ID (set them, or SERVE_DIST).`,
    );
  const pick = (name) => process.env[name] || envSchema[name].default;
  return {
    email: pick('PUBLIC_EMAIL'),
    siteUrl: pick('PUBLIC_SITE_URL'),
    name: pick('PUBLIC_BUSINESS_NAME'),
  };
}

let settings;
try {
  settings = contact.parseContactSettings(
    process.env,
    process.env.PUBLIC_EMAIL || 'info@example.invalid',
  );
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const store = contact.openOutbox(settings);

/** `2026-07-15 09:30 UTC`. */
const when = (d) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
/** The message text without the `Subject: …` line and blank line the form puts first. */
const textOf = (m) => m.message.replace(/^Subject: [^\n]*\n\n/, '');
/** One line, at most n characters (code points: an emoji is never cut in half). */
const clip = (s, n) => {
  const one = [
    ...String(s ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  return one.length > n ? `${one.slice(0, n - 1).join('')}…` : one.join('');
};

/** Prints messages as an aligned text table. */
function table(messages) {
  if (messages.length === 0) {
    console.log('  (none)');
    return;
  }
  const rows = messages.map((m) => ({
    id: m.id.slice(0, 8),
    received: when(m.createdAt),
    status: m.status,
    tries: String(m.attempts),
    from: clip(`${m.name} <${m.email}>`, 40),
    phone: m.phone || '-',
    subject: contact.subjectLabel(m.vehicleType),
    message: clip(textOf(m), 48),
    note:
      m.status === 'sent'
        ? `sent ${when(m.sentAt)}`
        : m.lastError
          ? clip(`next ${when(m.nextAttemptAt)}: ${m.lastError}`, 60)
          : '',
  }));
  const cols = Object.keys(rows[0]);
  const width = Object.fromEntries(
    cols.map((c) => [c, Math.max(c.length, ...rows.map((r) => r[c].length))]),
  );
  const line = (r) =>
    `  ${cols
      .map((c) => r[c].padEnd(width[c]))
      .join('  ')
      .trimEnd()}`;
  console.log(line(Object.fromEntries(cols.map((c) => [c, c.toUpperCase()]))));
  for (const r of rows) console.log(line(r));
}

/** How long a pending message waits before the list calls it late, in ms (a day). */
const LATE_MS = 24 * 60 * 60 * 1000;

/**
 * A warning when messages have waited more than a day to be e-mailed (the SMTP server down or
 * refusing them, e-mail off), with the oldest one's date and last error; null when none has. The
 * business then answers them another way and fixes the e-mail settings (docs/contact.md).
 *
 * @returns {Promise<string | null>}
 */
async function waitingLong() {
  const cutoff = Date.now() - LATE_MS;
  const late = (await store.list({ status: 'pending', limit: 10_000 })).filter(
    (m) => m.createdAt.getTime() < cutoff,
  );
  if (late.length === 0) return null;
  const oldest = late.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
  return [
    `WARNING: ${late.length} ${late.length === 1 ? 'message has' : 'messages have'} waited more than a day to be e-mailed (the oldest since ${when(oldest.createdAt)}${oldest.lastError ? `; last error: ${clip(oldest.lastError, 100)}` : '; never tried: is e-mail on?'}).`,
    '  Answer them by phone or e-mail from this list, and fix the e-mail settings (docs/contact.md, "Nothing is lost: outbox and delivery").',
  ].join('\n');
}

/** A message as plain JSON (dates as ISO strings). */
const plain = (m) => JSON.parse(JSON.stringify(m));

try {
  if (command === 'list') {
    const counts = await store.counts();
    const pending = await store.list({ status: 'pending', limit });
    const sent = await store.list({ status: 'sent', limit: Math.min(limit, 20) });
    if (asJson) {
      console.log(
        JSON.stringify(
          {
            store: store.kind,
            location: store.location,
            counts,
            pending: pending.map(plain),
            sent: sent.map(plain),
          },
          null,
          2,
        ),
      );
    } else {
      console.log(`Contact outbox (${store.kind}: ${store.location})`);
      console.log(`${counts.pending} pending, ${counts.sent} sent`);
      const late = await waitingLong();
      if (late) console.log(late);
      console.log(`This command's settings: ${contact.mailStatus(settings)}\n`);
      console.log(
        `Pending (${pending.length}${counts.pending > pending.length ? ` of ${counts.pending}` : ''}):`,
      );
      table(pending);
      console.log(`\nLatest sent (${sent.length} of ${counts.sent}):`);
      table(sent);
      console.log('\nFull text: npm run outbox -- show <id>');
    }
  } else if (command === 'pending' || command === 'sent' || command === 'all') {
    const messages = await store.list({ status: command === 'all' ? undefined : command, limit });
    if (asJson) console.log(JSON.stringify(messages.map(plain), null, 2));
    else table(messages);
  } else if (command === 'show') {
    const id = positional[1];
    const m = id ? await store.get(id) : null;
    if (!m) {
      console.error(
        id
          ? `No message with id ${id} (or the prefix is not unique).`
          : 'Usage: npm run outbox -- show <id>',
      );
      process.exitCode = 1;
    } else if (asJson) {
      console.log(JSON.stringify(plain(m), null, 2));
    } else {
      console.log(
        [
          `Id:        ${m.id}`,
          `Received:  ${when(m.createdAt)}`,
          `Status:    ${m.status}${m.sentAt ? ` (sent ${when(m.sentAt)}, ${m.mailMessageId ?? ''})` : ''}`,
          `Attempts:  ${m.attempts}${m.lastError ? `, last error: ${m.lastError}` : ''}`,
          m.status === 'pending' ? `Next try:  ${when(m.nextAttemptAt)}` : null,
          `Name:      ${m.name}`,
          `E-mail:    ${m.email}`,
          `Phone:     ${m.phone || '-'}`,
          `Subject:   ${contact.subjectLabel(m.vehicleType)} (${m.vehicleType})`,
          '',
          m.message,
        ]
          .filter((l) => l !== null)
          .join('\n'),
      );
    }
  } else if (command === 'deliver') {
    if (!settings.smtpUrl) {
      console.error(
        settings.mailError
          ? `${settings.mailError}. Nothing was e-mailed: fix it in the environment or in .env.`
          : 'SMTP_URL is not set: nothing can be e-mailed. Set it in the environment or in .env.',
      );
      process.exitCode = 2;
    } else {
      const facts = await businessFacts();
      if ('refusal' in facts) {
        console.error(facts.refusal);
        process.exitCode = 2;
      } else await deliver(facts);
    }
  } else {
    console.error(`Unknown command "${command}". Try: npm run outbox -- help`);
    process.exitCode = 2;
  }
} finally {
  await store.close();
}

/**
 * E-mails every pending message now, to the business of `business` (or CONTACT_TO). Each message
 * is delivered or retried on its own (audit 33b #4): one the SMTP server refuses (a 5xx reply to
 * it) is noted and listed at the end, and the others are still delivered; a failure that says the
 * server is unavailable (connection, login, 4xx) stops the run, and the rest wait for the next
 * try. Exit code 1 when any attempt failed.
 *
 * @param {{ email: string; name: string; siteUrl: string }} business
 */
async function deliver(business) {
  const full = contact.parseContactSettings(process.env, business.email);
  const pending = await store.list({ status: 'pending', limit: 10_000 });
  const now = new Date();
  await store.postpone(
    pending.filter((m) => !m.lockedUntil || m.lockedUntil <= now).map((m) => m.id),
    now,
  );
  const mailer = contact.createSmtpMailer(full.smtpUrl);
  const delivery = contact.createDelivery({
    store,
    mailer,
    retry: full.retry,
    compose: (m) =>
      contact.composeMail(m, {
        to: full.to,
        from: full.from,
        siteName: business.name,
        siteUrl: business.siteUrl,
      }),
    log: (line) => console.error(line),
  });
  const total = { sent: 0, failed: 0, refused: [], stopped: false };
  for (;;) {
    const r = await delivery.runOnce();
    total.sent += r.sent;
    total.failed += r.failed;
    total.refused.push(...r.refused);
    total.stopped = r.stopped;
    // Each run tries every message due; a refused one is not due again before its backoff.
    if (r.stopped || r.sent + r.failed === 0) break;
  }
  mailer.close();
  console.log(
    `Delivered ${total.sent}, failed ${total.failed}, still pending ${(await store.counts()).pending}.`,
  );
  if (total.refused.length > 0) {
    console.log(
      `\nRefused by the SMTP server (${total.refused.length}; kept pending and retried with backoff, the others were delivered):`,
    );
    for (const { id, error } of total.refused) {
      const m = await store.get(id);
      console.log(
        `  ${id.slice(0, 8)}  ${m ? clip(`${m.name} <${m.email}>`, 40) : ''}  ${clip(error, 100)}`,
      );
    }
    console.log('Full text: npm run outbox -- show <id>');
  }
  if (total.stopped)
    console.log(
      '\nThe SMTP server could not be used (the error is above): the messages not tried wait for the next try. Check SMTP_URL and the server, then run this again.',
    );
  if (total.failed > 0) process.exitCode = 1;
}
