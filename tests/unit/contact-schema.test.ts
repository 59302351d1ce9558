import { describe, expect, it } from 'vitest';
import { contactEn } from '../../src/locales/en/contact';
import { t } from '../../src/i18n';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  hasControlCharacters,
  resultFromHash,
  subjectLabel,
  toSendEmailBody,
  validateContactForm,
  validateSendEmailBody,
} from '../../src/lib/contact';

const form = {
  firstName: 'Anna',
  lastName: 'Papadopoulou',
  email: 'anna@example.com',
  phone: '+30 690 123 4567',
  subject: 'car-rental',
  message: 'Do you have an automatic car from 15/07?',
};

const body = {
  name: 'Anna Papadopoulou',
  email: 'anna@example.com',
  phone: '',
  message: 'Subject: other\n\nHello',
  vehicleType: 'other',
};

describe('contact form schema: required fields, e-mail format, the six subjects', () => {
  it('accepts a complete form and trims it', () => {
    const r = validateContactForm({ ...form, firstName: '  Anna ', message: ' Hi\r\nthere \n' });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.data.firstName).toBe('Anna');
      expect(r.data.message).toBe('Hi\nthere');
    }
  });

  it('phone is optional', () => {
    expect(validateContactForm({ ...form, phone: '' }).ok).toBe(true);
    const { phone: _, ...noPhone } = form;
    const r = validateContactForm(noPhone);
    expect(r.ok && r.data.phone).toBe('');
  });

  it('requires firstName, lastName, email, subject and message, each with its own text', () => {
    const r = validateContactForm({});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.fields).toEqual({
        firstName: 'Please enter your first name.',
        lastName: 'Please enter your last name.',
        email: 'Please enter your e-mail address.',
        subject: 'Please choose a subject.',
        message: 'Please enter your message.',
      });
    }
  });

  it('whitespace-only values count as missing', () => {
    const r = validateContactForm({ ...form, firstName: '   ', message: '\n\n' });
    expect(r.ok ? {} : r.fields).toEqual({
      firstName: 'Please enter your first name.',
      message: 'Please enter your message.',
    });
  });

  it.each([
    ['email', 'anna@', 'Please enter a valid e-mail address, e.g. name@example.com.'],
    ['email', 'anna example.com', 'Please enter a valid e-mail address, e.g. name@example.com.'],
    [
      'phone',
      'call me',
      'Please enter a phone number: digits, spaces, +, -, dots and brackets only.',
    ],
    ['phone', '123', 'Please enter a phone number: digits, spaces, +, -, dots and brackets only.'],
    ['subject', 'yacht', 'Please choose a subject from the list.'],
    ['subject', '', 'Please choose a subject.'],
    ['firstName', 'x'.repeat(61), 'Please shorten this to at most 60 characters.'],
    [
      'message',
      'x'.repeat(CONTACT_LIMITS.messageText + 1),
      `Please shorten this to at most ${CONTACT_LIMITS.messageText} characters.`,
    ],
    ['firstName', 'Anna\nBcc: x@example.com', contactEn['contact.form.error.control']],
    ['message', 'bell \u0007', contactEn['contact.form.error.control']],
    ['website', 'https://spam.example', contactEn['contact.form.error.spam']],
  ])('%s = %j is refused', (field, value, message) => {
    const r = validateContactForm({ ...form, [field]: value });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields[field]).toBe(message);
  });

  it('accepts the six subjects', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      'car-rental',
      'scooter-rental',
      'atv-rental',
      'booking',
      'support',
      'other',
    ]);
    for (const subject of CONTACT_SUBJECTS)
      expect(validateContactForm({ ...form, subject }).ok).toBe(true);
    expect(CONTACT_SUBJECTS.map((s) => subjectLabel(s))).toEqual([
      'Car Rental Inquiry',
      'Scooter Rental',
      'ATV/Quad Rental',
      'Booking Question',
      'Customer Support',
      'Other',
    ]);
  });

  it('keeps line breaks and tabs in the message, not in single-line fields', () => {
    expect(hasControlCharacters('a\nb', true)).toBe(false);
    expect(hasControlCharacters('a\tb', true)).toBe(false);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\u2028b', true)).toBe(true);
    expect(hasControlCharacters('Ελένη Ō’Brien-Smith')).toBe(false);
  });
});

describe('POST /api/send-email body: name, email, phone, message, vehicleType', () => {
  it('is built from the form as the contact send call requires', () => {
    const r = validateContactForm(form);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(toSendEmailBody(r.data)).toEqual({
      name: 'Anna Papadopoulou',
      email: 'anna@example.com',
      phone: '+30 690 123 4567',
      message: 'Subject: car-rental\n\nDo you have an automatic car from 15/07?',
      vehicleType: 'car-rental',
    });
  });

  it('only sends the spam trap when it is filled', () => {
    const r = validateContactForm({ ...form, website: '' });
    expect(r.ok && 'website' in toSendEmailBody(r.data)).toBe(false);
  });

  it('accepts a valid body; phone may be missing', () => {
    expect(validateSendEmailBody(body).ok).toBe(true);
    const { phone: _, ...noPhone } = body;
    expect(validateSendEmailBody(noPhone)).toMatchObject({ ok: true, data: { phone: '' } });
  });

  it.each([
    [
      { ...body, extra: 1 },
      'Unknown field(s): extra. Allowed: name, email, phone, message, vehicleType.',
    ],
    [{ ...body, vehicleType: 'yacht' }, contactEn['contact.api.vehicleType.unknown']],
    [{ ...body, name: '' }, 'Please enter your name.'],
    [{ ...body, email: 42 }, 'email: This field must be text.'],
    [
      { ...body, email: 'a@b.co\r\nBcc: victim@example.com' },
      `email: ${contactEn['contact.form.error.control']}`,
    ],
    [
      { ...body, name: 'x'.repeat(CONTACT_LIMITS.name + 1) },
      `name: Please shorten this to at most ${CONTACT_LIMITS.name} characters.`,
    ],
    [[body], contactEn['contact.api.notObject']],
    [null, contactEn['contact.api.notObject']],
  ])('refuses %j with a clear error', (input, error) => {
    const r = validateSendEmailBody(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(error);
  });
});

describe('invisible format characters and broken text (audit 33b #7)', () => {
  const invisible = contactEn['contact.form.error.invisible'];
  const encoding = contactEn['contact.form.error.encoding'];

  it.each([
    ['name', 'right-to-left override', 'Bank\u202egnp.exe Support'],
    ['name', 'isolate', 'Anna \u2066Smith\u2069'],
    ['name', 'zero-width space', 'Anna\u200bSmith'],
    ['name', 'zero-width joiner', 'Anna\u200dSmith'],
    ['name', 'BOM', 'Anna\ufeffSmith'],
    ['name', 'soft hyphen', 'An\u00adna Smith'],
    ['name', 'right-to-left mark', 'Anna \u200fSmith'],
    ['email', 'zero-width space', 'anna\u200b@example.com'],
    ['phone', 'right-to-left override', '+30 690\u202e 123 4567'],
    ['message', 'right-to-left override', 'Subject: other\n\nPay to \u202eNBAN'],
    ['message', 'isolate', 'Subject: other\n\nHello \u2067world\u2069'],
  ])('%s with a %s is refused, naming the field', (field, _what, value) => {
    const r = validateSendEmailBody({ ...body, [field]: value });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields[field]).toBe(invisible);
    expect(r.error).toBe(`${field}: ${invisible}`);
  });

  it.each([
    ['name', 'Anna\ud800 Smith'],
    ['email', 'anna\udc00@example.com'],
    ['message', 'Subject: other\n\nHello \ud83d'],
  ])('%s that is not well-formed UTF-16 is refused, naming the field', (field, value) => {
    const r = validateSendEmailBody({ ...body, [field]: value });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields[field]).toBe(encoding);
    expect(r.error).toBe(`${field}: ${encoding}`);
  });

  it('the message keeps emoji (ZWJ sequences, U+FE0F), right-to-left marks and Greek', () => {
    const text = [
      'Subject: other',
      '',
      'Family of four \ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67\u200d\ud83d\udc66, I \u2764\ufe0f Paros',
      'Καλημέρα, θα θέλαμε ένα αυτοκίνητο.',
      '\u05e9\u05dc\u05d5\u05dd\u200f (Hebrew with a right-to-left mark)',
    ].join('\n');
    const r = validateSendEmailBody({ ...body, message: text });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data.message).toBe(text);
    // Names keep letters of any script and emoji made of one code point.
    expect(validateSendEmailBody({ ...body, name: 'Ελένη Ō’Brien-Smith \ud83d\ude00' }).ok).toBe(
      true,
    );
  });

  it('the form names the field too', () => {
    const r = validateContactForm({ ...form, lastName: 'Smith\u202e' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields.lastName).toBe(invisible);
  });
});

describe('strings', () => {
  it('are in the main dictionary with the required texts', () => {
    expect(t('contact.form.sending')).toBe('Sending...');
    expect(t('contact.form.error.title')).toBe('Oops! Something went wrong');
    expect(t('contact.form.error.failed')).toBe('Failed to send message');
    expect(t('contact.form.error.generic')).toBe('Something went wrong. Please try again.');
    expect(t('contact.form.subject.atv-rental')).toBe('ATV/Quad Rental');
    for (const key of Object.keys(contactEn)) expect(key).toMatch(/^contact\.(form|api)\./);
  });

  it('map no-JS result fragments', () => {
    expect(resultFromHash('#contact-sent')).toBe('sent');
    expect(resultFromHash('#contact-limited')).toBe('limited');
    expect(resultFromHash('#faq')).toBeNull();
  });
});
