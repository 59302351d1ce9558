/**
 * The contact form when nginx answers instead of the Node service (docs/contact.md, "The form";
 * docs/deploy.md, "What nginx does (`deploy/nginx.conf`)"): a post over `client_max_body_size` (413) and a post with the
 * Node service down (502), as each kind of visitor sends it.
 *
 * - a script (the form's island, the chat's booking request: `Accept: application/json`) gets the
 *   endpoint's own error shape, `{"error": "…"}`, with the endpoint's own message for that case
 *   (`contact.api.tooLarge`, `contact.api.storeFailed`) in the language of the page that posted
 *   (its `Referer`), as the endpoint answers;
 * - a browser without JavaScript gets a `303` to the contact page's panel in its language, whether
 *   its form is urlencoded or `multipart/form-data` (a browser's form post asks for `text/html`):
 *   `#contact-too-large`, or `#contact-unavailable` for the Node service down, a panel that says
 *   the message was not saved, with the phone number; the contact page is nginx's static file, so
 *   it is there with the Node service down;
 * - every answer carries the policy's headers (server/policy.mjs).
 *
 * Needs nginx and a build (`npm run build`); see nginx-smoke.test.ts.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonDocumentPolicy, fixedSecurityHeaders } from '../../server/security.mjs';
import { sliceFor } from '../../src/i18n';
import { formatMessage } from '../../src/i18n/message';
import { CONTACT_LIMITS } from '../../src/lib/contact';
import { contactEn } from '../../src/locales/en/contact';
import { distDir, startNginxAlone, startNginxSite, type Site } from './support';

let nginx: Site;
let down: Site;
beforeAll(async () => {
  [nginx, down] = await Promise.all([startNginxSite({}), startNginxAlone()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([nginx?.stop(), down?.stop()]);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One POST to the endpoint with exactly these headers. */
function post(origin: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const { hostname, port } = new URL(origin);
    const req = request(
      { hostname, port, path: '/api/send-email', method: 'POST', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    // nginx may answer 413 and close before the whole body is written.
    req.once('error', fail);
    req.end(body);
  });
}

/** What a browser without JavaScript sends with a form post. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** Over nginx's 64 KB `client_max_body_size` (deploy/nginx.conf). */
const LONG = 'x'.repeat(70_000);
const BOUNDARY = '----formdata-paros-1';

/** A multipart form post's body (what a browser sends for `enctype="multipart/form-data"`). */
function multipart(fields: Record<string, string>): string {
  return `${Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')}--${BOUNDARY}--\r\n`;
}

/** The endpoint's strings in a language (`en`: English). */
function stringsOf(lang: string) {
  return { ...contactEn, ...sliceFor(lang, contactEn) };
}

/** The endpoint's own 413 text in a language (handleSendEmail). */
function tooLargeText(lang: string): string {
  return formatMessage(
    stringsOf(lang)['contact.api.tooLarge'],
    { max: Math.floor(CONTACT_LIMITS.bodyBytes / 1024) },
    { lang },
  );
}

/** The policy's headers of an answer nginx makes itself under /api. */
function expectPolicyHeaders(answer: Answer, what: string): void {
  for (const [name, value] of Object.entries(fixedSecurityHeaders))
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  expect(answer.headers['content-security-policy'], what).toBe(nonDocumentPolicy);
  expect(answer.headers['cache-control'], what).toBe('no-store');
}

/** The JSON error of an answer, checked: status, type, shape, headers. */
function expectJsonError(answer: Answer, status: number, text: string, what: string): void {
  expect(answer.status, what).toBe(status);
  expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body), what).toEqual({ error: text });
  expectPolicyHeaders(answer, what);
}

describe('a post over nginx’s body limit (413)', () => {
  it("a script gets the endpoint's own 413 message as JSON, in the posting page's language", async () => {
    for (const [referer, lang] of [
      [`${nginx.origin}/fr/contact`, 'fr'],
      [`${nginx.origin}/de/fleet?category=suv`, 'de'],
      [`${nginx.origin}/contact`, 'en'],
      [undefined, 'en'],
    ] as const) {
      const answer = await post(
        nginx.origin,
        {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(referer ? { referer } : {}),
        },
        JSON.stringify({ name: 'Ann Lee', message: LONG }),
      );
      expectJsonError(answer, 413, tooLargeText(lang), String(referer));
    }
  });

  it("a browser's multipart form post (no JavaScript) goes to the too-large panel, not JSON", async () => {
    const answer = await post(
      nginx.origin,
      {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        accept: BROWSER_ACCEPT,
        referer: `${nginx.origin}/it/contact`,
      },
      multipart({ firstName: 'Anna', lastName: 'Rossi', message: LONG }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/it/contact#contact-too-large');
    expectPolicyHeaders(answer, 'multipart 413');
  });
});

describe('the Node service down (502)', () => {
  it("a script gets the endpoint's own 'could not save' message as JSON, in its language", async () => {
    for (const [referer, lang] of [
      [`${down.origin}/it/contact`, 'it'],
      [`${down.origin}/el`, 'el'],
      [undefined, 'en'],
    ] as const) {
      const answer = await post(
        down.origin,
        {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(referer ? { referer } : {}),
        },
        JSON.stringify({ name: 'Ann Lee', message: 'Hello' }),
      );
      expectJsonError(answer, 502, stringsOf(lang)['contact.api.storeFailed'], String(referer));
    }
  });

  it('a form post without JavaScript (urlencoded or multipart) goes to the unavailable panel', async () => {
    const form = 'firstName=A&lastName=B&email=a%40example.com&subject=other&message=hi';
    for (const [headers, body, location] of [
      [
        {
          'content-type': 'application/x-www-form-urlencoded',
          accept: BROWSER_ACCEPT,
          referer: `${down.origin}/fr/contact`,
        },
        form,
        '/fr/contact#contact-unavailable',
      ],
      [
        { 'content-type': 'application/x-www-form-urlencoded' },
        form,
        '/contact#contact-unavailable',
      ],
      [
        {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          accept: BROWSER_ACCEPT,
          referer: `${down.origin}/de/contact`,
        },
        multipart({ firstName: 'A', message: 'hi' }),
        '/de/contact#contact-unavailable',
      ],
    ] as const) {
      const answer = await post(down.origin, headers, body);
      expect(answer.status, location).toBe(303);
      expect(answer.headers.location, location).toBe(location);
      expectPolicyHeaders(answer, location);
    }
  });

  it('the panel it lands on is in the contact page nginx serves alone: not saved, try again, the phone', async () => {
    const built = readFileSync(`${distDir}/client/fr/contact.html`, 'utf8');
    const phone = /href="(tel:[^"]+)"/.exec(built)?.[1];
    expect(phone).toBeTruthy();
    const page = await fetch(`${down.origin}/fr/contact`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const at = html.indexOf('id="contact-unavailable"');
    // Not toContain on the page: a failure would print all of it.
    expect(at, 'the #contact-unavailable panel').toBeGreaterThan(0);
    const panel = html.slice(at, at + 3000);
    const text = stringsOf('fr')
      ['contact.api.storeFailed'].replace(/&/g, '&amp;')
      .replace(/'/g, '&#x27;');
    expect(panel).toContain(text);
    expect(panel).toContain(`href="${phone}"`);
  });
});
