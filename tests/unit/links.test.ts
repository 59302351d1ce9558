import { describe, expect, it } from 'vitest';
import { whatsappDatesMessage, whatsappUrl } from '../../src/lib/links';
import {
  addMessage,
  decodeConversation,
  emptyConversation,
  encodeConversation,
  withRequestUpdate,
  type ChatRequest,
} from '../../src/stores/chat';

describe('whatsappDatesMessage', () => {
  const template = 'from {pickup} to {return}';
  it('writes both dates in the page language', () => {
    expect(whatsappDatesMessage(template, '2027-07-12', '2027-07-19', 'en')).toBe(
      'from 12 July 2027 to 19 July 2027',
    );
    expect(whatsappDatesMessage(template, '2027-07-12', '2027-07-19', 'fr')).toBe(
      'from 12 juillet 2027 to 19 juillet 2027',
    );
    expect(whatsappDatesMessage(template, '2027-07-12', '2027-07-19', 'de')).toBe(
      'from 12. Juli 2027 to 19. Juli 2027',
    );
    expect(whatsappDatesMessage(template, '2027-07-12', '2027-07-19', 'it')).toBe(
      'from 12 luglio 2027 to 19 luglio 2027',
    );
  });
  it('gives null for a date that is not a YYYY-MM-DD calendar day', () => {
    expect(whatsappDatesMessage(template, '2027-02-30', '2027-03-02', 'en')).toBeNull();
    expect(whatsappDatesMessage(template, '12/07/2027', '2027-07-19', 'en')).toBeNull();
    expect(whatsappDatesMessage(template, '2027-07-12', '', 'en')).toBeNull();
  });
  it('goes into a wa.me link URL-encoded', () => {
    const text = whatsappDatesMessage(
      'Hello! {pickup} – {return}?',
      '2027-07-12',
      '2027-07-19',
      'en',
    )!;
    expect(new URL(whatsappUrl('+30 22840 00000', text)).searchParams.get('text')).toBe(
      'Hello! 12 July 2027 – 19 July 2027?',
    );
  });
});

describe('chat booking request in the stored conversation', () => {
  const request: ChatRequest = {
    key: '3f1c2a9e-1b2c-4d5e-8f90-123456789abc',
    lines: ['Name: Anna', 'E-mail: anna@example.com'],
    body: {
      name: 'Anna',
      email: 'anna@example.com',
      phone: '6941234567',
      message: 'Subject: booking\n\nx',
      vehicleType: 'booking',
    },
    status: 'ready',
  };
  const withCard = addMessage(
    emptyConversation(),
    { sender: 'marcia', content: 'Thank you, Anna!', request },
    1_000,
  );
  const id = withCard.messages[0]!.id;

  it('changes the status of one request, keeping the error only while failed', () => {
    const failed = withRequestUpdate(withCard, id, { status: 'failed', error: 'offline' });
    expect(failed.messages[0]!.request).toMatchObject({
      status: 'failed',
      error: 'offline',
      key: request.key,
    });
    const sent = withRequestUpdate(failed, id, { status: 'sent' });
    expect(sent.messages[0]!.request).not.toHaveProperty('error');
    expect(withRequestUpdate(withCard, 'no-such-id', { status: 'sent' })).toBe(withCard);
  });

  it('survives storage with its key, and a malformed request drops only that message', () => {
    const failed = withRequestUpdate(withCard, id, { status: 'failed', error: 'offline' });
    expect(decodeConversation(encodeConversation(failed))?.messages[0]?.request).toEqual({
      ...request,
      status: 'failed',
      error: 'offline',
    });
    const raw = JSON.parse(encodeConversation(failed));
    raw.messages[0].request.key = 'bad key';
    expect(decodeConversation(JSON.stringify(raw))?.messages).toEqual([]);
  });
});
