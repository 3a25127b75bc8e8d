import { describe, expect, it } from 'vitest';
import { storeSiteHref } from './navigation';

describe('a store site’s address in the reader’s language', () => {
  it('keeps French (the default) as it is', () => {
    expect(storeSiteHref('http://localhost:3000/store/4/haddad/', 'fr')).toBe('http://localhost:3000/store/4/haddad/');
  });

  it('adds the language to an absolute address, on the portal’s host or the store’s domain', () => {
    expect(storeSiteHref('http://localhost:3000/store/4/haddad/', 'ar')).toBe(
      'http://localhost:3000/store/4/haddad/?lang=ar',
    );
    expect(storeSiteHref('https://haddad-auto.dz/', 'en')).toBe('https://haddad-auto.dz/?lang=en');
  });

  it('adds it to a path as the portal’s links do, and never twice', () => {
    expect(storeSiteHref('/store/4/haddad/', 'ar')).toBe('/store/4/haddad/?lang=ar');
    expect(storeSiteHref('https://haddad-auto.dz/?lang=fr', 'ar')).toBe('https://haddad-auto.dz/?lang=fr');
  });

  it('leaves other kinds of addresses alone', () => {
    expect(storeSiteHref('mailto:contact@haddad-auto.dz', 'ar')).toBe('mailto:contact@haddad-auto.dz');
  });
});
