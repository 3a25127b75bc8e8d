import { describe, expect, it } from 'vitest';
import { isExternal, menuTargetHref } from './menu-target';

describe('menu entry addresses', () => {
  it('opens a category’s search page', () => {
    expect(menuTargetHref({ link: null, q: null, category: { slug: 'automobiles' } })).toBe('/automobiles');
  });

  it('opens a keyword search with the keywords slugified', () => {
    expect(menuTargetHref({ link: null, q: 'Renault Symbol', category: null })).toBe('/renault-symbol-r');
  });

  it('keeps paths and https links, and drops anything else', () => {
    expect(menuTargetHref({ link: '/boutiques', q: null, category: null })).toBe('/boutiques');
    expect(menuTargetHref({ link: 'https://blog.souk.dz', q: null, category: null })).toBe('https://blog.souk.dz');
    expect(menuTargetHref({ link: 'javascript:alert(1)', q: null, category: null })).toBeNull();
    expect(menuTargetHref({ link: '//evil.example', q: null, category: null })).toBeNull();
    expect(menuTargetHref({ link: null, q: null, category: null })).toBeNull();
  });

  it('tells other sites apart', () => {
    expect(isExternal('https://blog.souk.dz')).toBe(true);
    expect(isExternal('/boutiques')).toBe(false);
  });
});
