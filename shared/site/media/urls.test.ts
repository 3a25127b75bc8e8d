import { describe, expect, it } from 'vitest';
import { isSafeAbsoluteLink, isSafeImageUrl, isSafeLink, safeLink } from './urls';

describe('links a block may hold', () => {
  it('allows http, https, mailto, tel, site paths and anchors', () => {
    for (const link of [
      'https://souk.dz/boutiques',
      'http://example.com',
      'mailto:contact@souk.dz',
      'tel:+213550123456',
      '/annonce',
      '/a-propos?x=1#top',
      '#contact',
    ]) {
      expect(isSafeLink(link), link).toBe(true);
    }
  });

  it('refuses script and data addresses, other sites without a scheme, and disguised schemes', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://files.example',
      'annonce',
      '',
    ]) {
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
    }
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink(undefined)).toBeNull();
  });

  it('rich text links must be absolute', () => {
    expect(isSafeAbsoluteLink('https://souk.dz')).toBe(true);
    expect(isSafeAbsoluteLink('tel:0550123456')).toBe(true);
    expect(isSafeAbsoluteLink('/annonce')).toBe(false);
    expect(isSafeAbsoluteLink('#top')).toBe(false);
  });

  it('pictures come over https or from the site', () => {
    expect(isSafeImageUrl('https://cdn.souk.dz/a.jpg')).toBe(true);
    expect(isSafeImageUrl('/static/site/hero.jpg')).toBe(true);
    expect(isSafeImageUrl('http://cdn.souk.dz/a.jpg')).toBe(false);
    expect(isSafeImageUrl('//cdn.example/a.jpg')).toBe(false);
    expect(isSafeImageUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
  });
});
