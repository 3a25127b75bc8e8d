import { describe, expect, it } from 'vitest';
import {
  formatCardPlace,
  formatPlace,
  formatWilayas,
  isolate,
  isolateNumbers,
  formatCount,
  formatMessageTime,
  formatDay,
  formatShortDay,
  formatNumber,
  formatPhone,
  formatPrice,
  formatRelative,
} from './format';

describe('display formats', () => {
  it('writes numbers with a space between thousands, a dot before decimals, two decimals unless whole', () => {
    expect(formatNumber(1_234_567)).toBe('1 234 567');
    expect(formatNumber(950)).toBe('950');
    expect(formatNumber(185.5)).toBe('185.50');
    expect(formatNumber(12_345.678)).toBe('12 345.68');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes prices with their unit in each language, and says when there is none', () => {
    expect(formatPrice(185.5, 'MILLION', 'fr')).toBe('185,50 Millions');
    expect(formatPrice(1.5, 'BILLION', 'fr')).toBe('1,50 Milliard');
    expect(formatPrice(2, 'BILLION', 'fr')).toBe('2 Milliards');
    expect(formatPrice(1, 'MILLION', 'en')).toBe('1 million');
    expect(formatPrice(1_234_567.5, 'UNIT', 'fr')).toBe('1 234 567,50 DA');
    expect(formatPrice(185.5, 'MILLION', 'en')).toBe('185.50 million');
    expect(formatPrice(32_000, 'UNIT', 'fr')).toBe('32 000 DA');
    expect(formatPrice(1.2, 'BILLION', 'ar')).toBe('1.20 مليار');
    expect(formatPrice(4_500, 'UNIT_PER_SQUARE', 'en')).toBe('4 500 DA/m²');
    expect(formatPrice(0, 'UNIT', 'fr')).toBe('Prix sur demande');
    expect(formatPrice(500, 'NO_PRICE', 'en')).toBe('Price on request');
    expect(formatPrice(0, 'UNIT', 'fr', 'GIVEN')).toBe('Gratuit');
  });

  it('abbreviates follower counts with k and m', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1k');
    expect(formatCount(1_250)).toBe('1.2k');
    expect(formatCount(2_500_000)).toBe('2.5m');
  });

  it('writes days as dd/MM/yyyy in Algerian time, with the time when asked', () => {
    // 23:30 UTC is already the next day in Algiers (UTC+1).
    const late = new Date('2026-11-23T23:30:05Z');
    expect(formatDay(late)).toBe('24/11/2026');
    expect(formatDay(late, { withTime: true })).toBe('24/11/2026 00:30:05');
    expect(formatDay(late, { timeZone: 'UTC' })).toBe('23/11/2026');
  });

  it('writes a card’s day without the year when it is this year’s, in Algerian time', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(formatShortDay(new Date('2026-03-05T10:00:00Z'), now)).toBe('05/03');
    expect(formatShortDay(new Date('2025-12-31T22:00:00Z'), now)).toBe('31/12/2025');
    // 23:30 UTC on 31 December is already the next year in Algiers.
    expect(formatShortDay(new Date('2025-12-31T23:30:00Z'), now)).toBe('01/01');
  });

  it('places an announcement: each commune with its wilaya in full, the wilayas alone on a card', () => {
    const bir = { name: 'Bir Mourad Raïs', region: { name: 'Alger' } };
    const alger = { name: 'Alger', region: { name: 'Alger' } };
    const arzew = { name: 'Arzew', region: { name: 'Oran' } };
    expect(formatPlace([bir], 'fr')).toBe('Bir Mourad Raïs, Alger');
    expect(formatPlace([alger], 'fr')).toBe('Alger');
    expect(formatPlace([bir, arzew], 'fr')).toBe('Bir Mourad Raïs, Alger · Arzew, Oran');
    expect(formatWilayas([bir, alger, arzew], 'fr')).toBe('Alger, Oran');
    expect(formatPlace([{ name: 'أرزيو', region: { name: 'وهران' } }], 'ar')).toBe('أرزيو، وهران');
    expect(formatWilayas([], 'fr')).toBe('');
  });

  it("says a card's place: the first commune and its wilaya, the wilaya alone when they share a name", () => {
    const bir = { name: 'Bir Mourad Raïs', region: { name: 'Alger' } };
    const arzew = { name: 'Arzew', region: { name: 'Oran' } };
    expect(formatCardPlace([bir, arzew, arzew], 'fr')).toEqual({
      commune: 'Bir Mourad Raïs',
      separator: ', ',
      wilaya: 'Alger',
      more: 2,
    });
    // Accents and case aside, the same name: "Setif, Sétif" would say it twice.
    expect(formatCardPlace([{ name: 'Setif', region: { name: 'Sétif' } }], 'fr')).toMatchObject({
      commune: null,
      wilaya: 'Sétif',
      more: 0,
    });
    expect(formatCardPlace([{ name: 'أرزيو', region: { name: 'وهران' } }], 'ar')).toMatchObject({ separator: '، ' });
    expect(formatCardPlace([], 'fr')).toBeNull();
  });

  it('writes relative dates in French, Arabic and English', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const before = new Date('2026-11-20T12:00:00Z');
    expect(formatRelative(before, now, 'fr')).toBe('il y a 3 jours');
    const instant = new Date(now.getTime() - 20_000);
    expect(formatRelative(instant, now, 'fr')).toBe('à l’instant');
    expect(formatRelative(instant, now, 'ar')).toBe('الآن');
    expect(formatRelative(instant, now, 'en')).toBe('just now');
    expect(formatRelative(new Date(now.getTime() - 90_000), now, 'fr')).toBe('il y a 2 minutes');
    expect(formatRelative(before, now, 'ar')).toBe('منذ 3 أيام');
    expect(formatRelative(before, now, 'en')).toBe('3 days ago');
  });

  it('groups phones 4-2-2-2 (mobile) or 3-2-2-2 (landline)', () => {
    expect(formatPhone('0550123456')).toBe('0550 12 34 56');
    expect(formatPhone('021234567')).toBe('021 23 45 67');
    expect(formatPhone('+33 1 23')).toBe('+33 1 23');
  });

  it('isolates a member’s text so it keeps its own direction inside our sentences', () => {
    expect(isolate('بلايستيشن 5')).toBe('\u2068بلايستيشن 5\u2069');
    expect([...isolate('Ali')].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['2068', '41', '6c', '69', '2069']);
  });

  it('times a message by the hour today in Algeria, with its day before', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(formatMessageTime(new Date('2026-11-27T08:05:00Z'), now)).toBe('09:05');
    // 23:30 UTC on the 26th is already 00:30 on the 27th in Algeria: today.
    expect(formatMessageTime(new Date('2026-11-26T23:30:00Z'), now)).toBe('00:30');
    expect(formatMessageTime(new Date('2026-11-26T22:30:00Z'), now)).toBe('26/11 23:30');
  });
});

describe('isolateNumbers', () => {
  it('keeps each group of digits in order and the currency where the language puts it', () => {
    expect(isolateNumbers('2 800 دج')).toBe('\u2068\u20662 800\u2069 دج\u2069');
    expect(isolateNumbers('3 750 DA')).toBe('\u2068\u20663 750\u2069 DA\u2069');
    expect(isolateNumbers('Prix sur demande')).toBe('\u2068Prix sur demande\u2069');
    expect(isolateNumbers('185.50 Millions')).toBe('\u2068\u2066185.50\u2069 Millions\u2069');
  });
});
