/**
 * The contact form's no-JavaScript result panels (src/islands/ContactForm.tsx), as the page is
 * built (the island's server render): one panel per result the endpoint or nginx can send a form
 * post back to (`/contact#contact-…`), each with its text in the page's language, the phone
 * number and the e-mail address, so a visitor without JavaScript never lands on an answer meant for scripts.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import ContactForm from '../../src/islands/ContactForm';
import { sliceFor } from '../../src/i18n';
import { CONTACT_RESULT_IDS, resultFromHash } from '../../src/lib/contact';
import { langs } from '../../src/locales';
import { contactEn } from '../../src/locales/en/contact';

const phone = { display: '+30 22840 00000', href: 'tel:+302284000000' };
const email = 'info@paros-rentals.example';

/** The text of every element with an id, by id (nested elements' text included). */
function textById(html: string): Map<string, string> {
  const texts = new Map<string, string>();
  const open: Array<string | null> = [];
  new Parser(
    {
      onopentag(_name, attribs) {
        open.push(attribs['id'] ?? null);
        if (attribs['id']) texts.set(attribs['id'], '');
      },
      ontext(text) {
        for (const id of open) if (id) texts.set(id, `${texts.get(id)}${text}`);
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  ).end(html);
  return texts;
}

describe('the no-JavaScript result panels', () => {
  it.each(langs)(
    '%s: a panel for every result, with its text, the phone and the e-mail address',
    (lang) => {
      const strings = { ...contactEn, ...sliceFor(lang, contactEn) };
      const texts = textById(
        renderToStaticMarkup(createElement(ContactForm, { phone, email, strings })),
      );
      // The fragments are the contract: the endpoint's and nginx's 303s name them.
      const expected: Array<[string, string]> = [
        ['contact-sent', strings['contact.form.success.title']],
        ['contact-invalid', strings['contact.form.error.invalid']],
        ['contact-limited', strings['contact.form.error.limited']],
        ['contact-forbidden', strings['contact.form.error.forbidden']],
        ['contact-too-large', strings['contact.form.error.tooLarge']],
        ['contact-failed', strings['contact.form.error.failed']],
        // nginx cannot reach the Node service: the endpoint's own 'could not save' text.
        ['contact-unavailable', strings['contact.api.storeFailed']],
      ];
      expect(Object.values(CONTACT_RESULT_IDS).sort()).toEqual(expected.map(([id]) => id).sort());
      for (const [id, text] of expected) {
        expect(resultFromHash(`#${id}`), `#${id}`).not.toBeNull();
        expect(texts.get(id), `#${id}`).toContain(text);
        if (id === 'contact-sent') continue;
        // When the site cannot take the message, an e-mail still reaches the team.
        expect(texts.get(id), `#${id}`).toContain(phone.display);
        expect(texts.get(id), `#${id}`).toContain(email);
      }
    },
  );
});
