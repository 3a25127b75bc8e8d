import { describe, expect, it } from 'vitest';
import { siteLinks } from './site-links';

const announcement = { id: '77', slug: 'velo-btwin' };

describe('site links, by mode', () => {
  it('on the portal: under the store’s folder, its own legal pages, other stores on the portal', () => {
    const links = siteLinks({
      base: '/store/12/boutique/',
      locale: 'fr',
      portalPrefix: '',
      ownStoreId: '12',
      ownLegalPages: true,
    });
    expect(links.home()).toBe('/store/12/boutique/');
    expect(links.page('a-propos')).toBe('/store/12/boutique/a-propos');
    expect(links.listing()).toBe('/store/12/boutique/annonce');
    expect(links.listing({ q: ' vélo ', page: 2 })).toBe('/store/12/boutique/annonce?q=v%C3%A9lo&page=2');
    expect(links.listing({ q: '', page: 1 })).toBe('/store/12/boutique/annonce');
    expect(links.announcement(announcement)).toBe('/store/12/boutique/annonce/77');
    expect(links.store({ id: '12', slug: 'boutique' })).toBe('/store/12/boutique/');
    expect(links.store({ id: '13', slug: 'autre' })).toBe('/store/13/autre/');
    expect(links.terms()).toBe('/store/12/boutique/terms');
    expect(links.privacy()).toBe('/store/12/boutique/privacy');
    expect(links.comments?.(announcement)).toBe('/velo-btwin-d77#comments');
  });

  it('keeps the page’s language on every link', () => {
    const links = siteLinks({ base: '/landing/3/souk/', locale: 'ar', portalPrefix: '', ownLegalPages: false });
    expect(links.home()).toBe('/landing/3/souk/?lang=ar');
    expect(links.listing({ q: 'x' })).toBe('/landing/3/souk/annonce?q=x&lang=ar');
    expect(links.terms()).toBe('/terms?lang=ar');
    expect(links.store({ id: '5', slug: 'b' })).toBe('/store/5/b/?lang=ar');
  });

  it('on a store’s own domain: domain-relative, a link to the store goes home, the portal absolute', () => {
    const links = siteLinks({
      base: '/',
      locale: 'fr',
      portalPrefix: 'http://souk.test',
      ownStoreId: '12',
      ownLegalPages: true,
    });
    expect(links.home()).toBe('/');
    expect(links.page('contact')).toBe('/contact');
    expect(links.listing({ page: 3 })).toBe('/annonce?page=3');
    expect(links.announcement(announcement)).toBe('/annonce/77');
    expect(links.store({ id: '12', slug: 'boutique' })).toBe('/');
    expect(links.store({ id: '13', slug: 'autre' })).toBe('http://souk.test/store/13/autre/');
    expect(links.terms()).toBe('/terms');
    expect(links.comments?.(announcement)).toBe('http://souk.test/velo-btwin-d77#comments');
  });
});
