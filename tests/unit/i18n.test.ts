import { describe, expect, it } from 'vitest';
import { formatDate, formatEur, t } from '../../src/i18n';
import { whatsappUrl } from '../../src/lib/links';

describe('t', () => {
  it('fills placeholders and refuses a missing one', () => {
    expect(t('hours.daily', { opens: '07:00', closes: '23:00' })).toBe('Daily 07:00-23:00');
    expect(() => t('hours.daily', { opens: '07:00' })).toThrow(/"closes"/);
  });
  it('has the required texts', () => {
    expect(t('whatsapp.label')).toBe('Contact us on WhatsApp');
    expect(t('whatsapp.hover')).toBe('Chat with us on WhatsApp');
    expect(t('404.heading')).toBe('Oops! Page not found');
    expect(t('404.home')).toBe('Return to Home');
  });
});

describe('formatting', () => {
  it('formats euros and dates', () => {
    expect(formatEur(35)).toBe('€35');
    expect(formatEur('86.8')).toBe('€86.80');
    expect(formatDate(new Date('2024-01-15'))).toBe('15 January 2024');
  });
  it('builds the WhatsApp link with the prefilled message', () => {
    expect(whatsappUrl('+30 22840 00000', 'Hi there?')).toBe(
      'https://wa.me/302284000000?text=Hi%20there%3F',
    );
    expect(() => whatsappUrl('123', 'x')).toThrow(/too few digits/);
  });
});
