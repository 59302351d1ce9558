/**
 * `POST /api/send-email` (docs/requirements.md, "Contact send"): the site's one on-demand route.
 * Validates the contact message, stores it in the outbox, answers `200 {"ok":true}` (or an HTTP
 * error with `{"error": "<clear text>"}`), and lets the delivery worker e-mail it. Form posts (the
 * form without JavaScript) are answered with a 303 to the contact page's result panel. Every other
 * method is answered 405.
 *
 * The logic is in `src/lib/contact` (`handleSendEmail`); this file reads the server settings
 * (`astro:env/server`, at run time) and keeps one contact service per server process.
 */
import type { APIRoute } from 'astro';
import { PUBLIC_SUPABASE_URL } from 'astro:env/client';
import * as serverEnv from 'astro:env/server';
import { business } from '../../config';
import { defaultLang, langFromPath, localizePath, sliceFor } from '../../i18n';
import { contactEn } from '../../locales/en/contact';
import { CONTACT_PAGE_PATH } from '../../lib/contact';
import {
  createContactService,
  methodNotAllowed,
  parseContactSettings,
  serviceUnavailable,
  sharedContactService,
  type ContactService,
} from '../../lib/contact/server';

export const prerender = false;

let service: ContactService | undefined;

/**
 * The process's contact service: the one `server/serve.mjs` started (`sharedContactService`),
 * else one created here on first use (`astro dev`, another host of the build). A failure is
 * retried on the next request.
 *
 * @throws Error `Invalid setting NAME: …` for a malformed contact setting other than the mail
 *   ones (those never stop the outbox), or the outbox's own error when it cannot be opened
 */
function contactService(): ContactService {
  service ??=
    sharedContactService() ??
    createContactService(
      parseContactSettings({ ...serverEnv, PUBLIC_SUPABASE_URL }, business.email),
      {
        name: business.name,
        url: business.siteUrl,
      },
    );
  return service;
}

/**
 * The visitor's language (docs/requirements.md, "Five languages"): from the page that sent the
 * message (`Referer`, same site), so answers and the no-JS result page are in the contact page's
 * language. Default English.
 */
function requestLanguage(request: Request) {
  const referer = request.headers.get('referer');
  return referer && URL.canParse(referer) ? langFromPath(new URL(referer).pathname) : defaultLang;
}

/** Stores and answers one contact message. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const lang = requestLanguage(request);
  const strings = sliceFor(lang, contactEn) ?? contactEn;
  let svc: ContactService;
  try {
    svc = contactService();
  } catch (error) {
    // A settings error names the setting; anything else is the outbox's (audit 32b #3).
    const text = error instanceof Error ? error.message : String(error);
    console.error(
      text.startsWith('Invalid setting ')
        ? `Contact settings: ${text}`
        : `Contact outbox unavailable: ${text}`,
    );
    return serviceUnavailable(request, strings, localizePath(CONTACT_PAGE_PATH, lang));
  }
  return svc.handle(request, clientAddress, {
    lang,
    strings,
    resultPath: localizePath(CONTACT_PAGE_PATH, lang),
  });
};

/** Any other method: 405 with `Allow: POST`. */
export const ALL: APIRoute = () => methodNotAllowed();
