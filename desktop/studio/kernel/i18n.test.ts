import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locales';
import { studioCatalog } from '../../../shared/i18n/studio';
import { studioTexts } from './i18n';

/** Every dotted key of a catalog, with whether its text is empty. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [value.trim() === '' ? `${prefix} (empty)` : prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the studio’s texts', () => {
  it('has the same keys, none empty, in French, Arabic and English (every area merged)', () => {
    const [fr, ...others] = LOCALES.map((locale) => keysOf(studioCatalog(locale)).sort());
    expect(fr!.some((key) => key.startsWith('workspace.signIn.'))).toBe(true);
    expect(fr!.filter((key) => key.endsWith('(empty)'))).toEqual([]);
    for (const keys of others) expect(keys).toEqual(fr);
  });

  it('speaks each language, Arabic right to left, with {name} placeholders filled', () => {
    expect(studioTexts('fr')).toMatchObject({ locale: 'fr', dir: 'ltr' });
    expect(studioTexts('ar').dir).toBe('rtl');
    expect(studioTexts('en').t('workspace.lands.signedInAs', { name: 'Amina' })).toBe('Signed in as Amina');
    expect(studioTexts('ar').t('workspace.signIn.submit')).toBe('تسجيل الدخول');
    expect(studioTexts('fr').t('workspace.signIn.tooManyAttempts', { seconds: 30 })).toBe(
      'Trop de tentatives, réessayez dans 30 secondes.',
    );
  });
});
