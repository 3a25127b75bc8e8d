import { describe, expect, it } from 'vitest';
import { resolveLink } from './links';
import { testLinks } from './test-support';

describe('resolveLink', () => {
  it('puts paths of the site under its home, keeping the language', () => {
    expect(resolveLink(testLinks('fr'), '/annonce')).toBe('/store/12/ma-boutique/annonce');
    expect(resolveLink(testLinks('ar'), '/annonce')).toBe('/store/12/ma-boutique/annonce?lang=ar');
    expect(resolveLink(testLinks('ar'), '/a-propos?x=1#equipe')).toBe(
      '/store/12/ma-boutique/a-propos?lang=ar&x=1#equipe',
    );
    expect(resolveLink(testLinks('fr'), '/')).toBe('/store/12/ma-boutique/');
  });

  it('works for a store on its own domain and for an absolute home', () => {
    const own = { ...testLinks(), home: () => '/' };
    expect(resolveLink(own, '/annonce')).toBe('/annonce');
    const absolute = { ...testLinks(), home: () => 'https://boutique.dz/' };
    expect(resolveLink(absolute, '/annonce')).toBe('https://boutique.dz/annonce');
  });

  it('keeps web, mail, phone and anchor links, and drops the rest', () => {
    expect(resolveLink(testLinks(), 'https://souk.dz')).toBe('https://souk.dz');
    expect(resolveLink(testLinks(), 'mailto:a@b.dz')).toBe('mailto:a@b.dz');
    expect(resolveLink(testLinks(), '#contact')).toBe('#contact');
    expect(resolveLink(testLinks(), 'javascript:alert(1)')).toBeNull();
    expect(resolveLink(testLinks(), '')).toBeNull();
  });
});
