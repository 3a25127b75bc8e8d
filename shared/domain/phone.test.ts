import { describe, expect, it } from 'vitest';
import { contactLinks, hasMessagingApp, isAlgerianPhone, messagingNumber, normalizePhone } from './phone';

describe('Algerian phone numbers', () => {
  it.each([
    ['0550123456', '0550123456'],
    ['+213550123456', '0550123456'],
    ['00213661234567', '0661234567'],
    ['0770123456', '0770123456'],
    ['0990123456', '0990123456'],
    ['021234567', '021234567'],
    ['+21331234567', '031234567'],
    ['041234567', '041234567'],
    ['0550 12 34 56', '0550123456'],
    ['+213 550-12.34.56', '0550123456'],
  ])('accepts %s and stores it as %s', (input, national) => {
    expect(isAlgerianPhone(input)).toBe(true);
    expect(normalizePhone(input)).toBe(national);
  });

  it.each([
    ['0150123456', '9 digits must start with 5, 6, 7 or 9'],
    ['0850123456', '8 is no allowed first digit'],
    ['055012345', '8 digits must start with 2, 3 or 4'],
    ['05501234567', 'one digit too many'],
    ['0212345678', '9 digits starting with 2'],
    ['02123456', 'one digit too few for a landline'],
    ['550123456', 'no prefix'],
    ['+33550123456', 'foreign prefix'],
    ['213550123456', 'country code without + or 00'],
    ['0550a23456', 'letters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (input) => {
    expect(isAlgerianPhone(input)).toBe(false);
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('messaging links of a revealed phone', () => {
  const phone = { phoneExt: '+213550123456', hasViber: true, hasWhatsapp: true, hasTelegram: true };

  it('drops the plus sign for viber and whatsapp and keeps it for telegram', () => {
    expect(messagingNumber('+213550123456', 'viber')).toBe('213550123456');
    expect(messagingNumber('+213550123456', 'whatsapp')).toBe('213550123456');
    expect(messagingNumber('+213550123456', 'telegram')).toBe('+213550123456');
  });

  it('keeps only digits and plus signs', () => {
    expect(messagingNumber('+213 550-12 34 56', 'telegram')).toBe('+213550123456');
    expect(messagingNumber('+213 550-12 34 56', 'whatsapp')).toBe('213550123456');
  });

  it('gives a call link and one link per flagged app', () => {
    expect(contactLinks(phone)).toEqual({
      tel: 'tel:+213550123456',
      viber: 'viber://chat?number=213550123456',
      whatsapp: 'https://wa.me/213550123456',
      telegram: 'https://t.me/+213550123456',
    });
    expect(contactLinks({ ...phone, hasViber: false, hasTelegram: false })).toEqual({
      tel: 'tel:+213550123456',
      whatsapp: 'https://wa.me/213550123456',
    });
  });

  it('tells whether any phone is on a messaging app', () => {
    const plain = { ...phone, hasViber: false, hasWhatsapp: false, hasTelegram: false };
    expect(hasMessagingApp([plain])).toBe(false);
    expect(hasMessagingApp([plain, { ...plain, hasTelegram: true }])).toBe(true);
    expect(hasMessagingApp([])).toBe(false);
  });
});
