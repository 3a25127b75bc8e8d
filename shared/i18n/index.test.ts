import { describe, expect, it } from 'vitest';
import { catalogs, failureMessage, translate } from '.';
import { LOCALES } from './locales';

/** Every dotted key of a catalog. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The `{name}` placeholders of a text. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?:, \w+)?\}/g)].map((m) => m[1]!).sort();
}

describe('i18n', () => {
  it('gives the spec texts in English and fills placeholders', () => {
    expect(translate('en', 'validation.required')).toBe('This field is required !');
    expect(translate('en', 'validation.min_length', { n: 8 })).toBe('This field must contain at least 8 characters');
    expect(translate('en', 'validation.max_length', { n: 30 })).toBe(
      'This field cannot contain more than 30 characters',
    );
    expect(translate('en', 'validation.min_value', { min: 100 })).toBe('Valeur minimum 100');
    expect(failureMessage('en', { field: 'phone', rule: 'phone', params: {} })).toBe(
      'A valid number format is required!',
    );
  });

  it('speaks French and Arabic', () => {
    expect(translate('fr', 'validation.min_value', { min: 5 })).toBe('Valeur minimum 5');
    expect(translate('fr', 'validation.required')).toBe('Ce champ est obligatoire !');
    expect(translate('ar', 'validation.required')).toBe('هذا الحقل مطلوب !');
  });

  it('says a waiting time with its plural, in each language', () => {
    expect(translate('fr', 'announcements.phoneMaxAttempt', { seconds: 1 })).toBe(
      'Trop de numéros affichés, réessayez dans 1 seconde.',
    );
    expect(translate('fr', 'announcements.phoneMaxAttempt', { seconds: '42' })).toBe(
      'Trop de numéros affichés, réessayez dans 42 secondes.',
    );
    expect(translate('en', 'messages.limited', { seconds: 1 })).toBe('Too many messages: try again in 1 second.');
    // Arabic: one, two, a few (3 to 10), many; Western digits as everywhere in Souk.
    expect(translate('ar', 'announcements.phoneMaxAttempt', { seconds: 2 })).toContain('بعد ثانيتان.');
    expect(translate('ar', 'announcements.phoneMaxAttempt', { seconds: 5 })).toContain('بعد 5 ثوان');
    expect(translate('ar', 'announcements.phoneMaxAttempt', { seconds: 30 })).toContain('بعد 30 ثانية.');
  });

  it('does not HTML-escape values (callers escape for their medium)', () => {
    expect(translate('en', 'mail.validation.text', { name: 'A&B', link: 'http://x/?a=1&b=2' })).toContain(
      'http://x/?a=1&b=2',
    );
  });

  it('has the same keys and placeholders in every language', () => {
    const reference = keysOf(catalogs.en).sort();
    for (const locale of LOCALES) {
      expect(keysOf(catalogs[locale]).sort()).toEqual(reference);
      for (const key of reference) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogs[locale]);
        const english = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogs.en);
        expect({ key, locale, placeholders: placeholders(text as string) }).toEqual({
          key,
          locale,
          placeholders: placeholders(english as string),
        });
      }
    }
  });
});
