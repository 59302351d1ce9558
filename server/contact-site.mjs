// @ts-check
/**
 * The business facts the contact service needs at run time, as the build baked them into the
 * pages (audit 32b #2, #3, #5): the build writes them to `dist/server/contact-site.json`, and the
 * production server (`serve.mjs`) and `npm run outbox -- deliver` read them there, so both send
 * to the business e-mail of the build, not to whatever (or nothing) the server's own environment
 * says, and never to a sample value without saying so.
 *
 * `startContact` starts the contact service when the server starts: the outbox is opened (and
 * created, owned by the service's user), the settings are checked, one line says where the
 * outbox is and whether e-mail is on, and messages left pending are delivered at once.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Path of the facts file inside a build folder. */
const FILE = join('server', 'contact-site.json');

/**
 * @typedef {object} ContactSiteFacts
 * @property {string} email the business e-mail (`PUBLIC_EMAIL`): where messages go without `CONTACT_TO`
 * @property {boolean} sampleEmail true when `email` is the sample value of `.env.example`
 * @property {string} name the business name (`PUBLIC_BUSINESS_NAME`): the e-mails' sender name
 * @property {string} siteUrl the site's origin (`PUBLIC_SITE_URL`, no trailing slash)
 * @property {string} [supabaseUrl] `PUBLIC_SUPABASE_URL` when the build had one (the Supabase outbox)
 */

/**
 * Writes the facts into a build (`astro:build:done`).
 *
 * @param {string} outDir the build folder (`dist`)
 * @param {ContactSiteFacts} facts
 */
export function writeContactSite(outDir, facts) {
  mkdirSync(join(outDir, 'server'), { recursive: true });
  writeFileSync(join(outDir, FILE), `${JSON.stringify(facts, null, 2)}\n`);
}

/**
 * The facts a build recorded, `null` when it has none (a build from before they were written).
 *
 * @param {string} dist the build folder
 * @returns {ContactSiteFacts | null}
 */
export function readContactSite(dist) {
  const file = join(dist, FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The Astro integration that records the facts of this build.
 *
 * @param {ContactSiteFacts} facts
 * @returns {import('astro').AstroIntegration}
 */
export function contactSite(facts) {
  return {
    name: 'paros:contact-site',
    hooks: {
      'astro:build:done': ({ dir }) => {
        // `dir` is the client folder (`dist/client/`) of a build with a server.
        writeContactSite(dirname(fileURLToPath(dir)), facts);
      },
    },
  };
}

/**
 * Starts the contact service of a server process and leaves it for `/api/send-email`
 * (`shareContactService`).
 *
 * @param {string} dist the build folder served
 * @param {Record<string, string | undefined>} env the process's environment (the contact settings)
 * @param {(line: string) => void} log where the start line goes (delivery failures go to stderr)
 * @returns {Promise<{ close(): Promise<void> } | null>} the service; `null` when the build has no
 *   facts (then the endpoint starts it at the first message, as before) or the outbox cannot be
 *   opened (logged; the endpoint tries again at each message and answers 503 meanwhile)
 * @throws Error `Invalid setting NAME: …` for a malformed contact setting other than the mail ones
 *   (a bad SMTP_URL, CONTACT_TO or CONTACT_FROM only turns e-mail off, see the start line)
 */
export async function startContact(dist, env, log) {
  const facts = readContactSite(dist);
  if (!facts) {
    log(
      `Contact outbox: opened at the first message (${join(dist, FILE)} is missing: rebuild to have it checked at start)`,
    );
    return null;
  }
  const contact = await import('../src/lib/contact/server.ts');
  const settings = contact.parseContactSettings(
    { ...env, PUBLIC_SUPABASE_URL: facts.supabaseUrl },
    facts.email,
  );
  let service;
  try {
    service = contact.createContactService(settings, { name: facts.name, url: facts.siteUrl });
  } catch (error) {
    log(
      `Contact outbox unavailable: ${error instanceof Error ? error.message : String(error)} (messages are refused with 503 until it opens)`,
    );
    return null;
  }
  contact.shareContactService(service);
  log(service.summary);
  return service;
}
