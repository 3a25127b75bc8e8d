import { describe, expect, it } from 'vitest';
import { pageOf, tabOf, visibleTabs } from './member-tabs';

describe('member profile tabs', () => {
  it('shows every tab of the spec on one’s own profile, and only the announcements on another’s', () => {
    expect(visibleTabs(true)).toEqual([
      'announcements',
      'viewed',
      'likes',
      'history',
      'bookmarks',
      'subscriptions',
      'followers',
    ]);
    expect(visibleTabs(false)).toEqual(['announcements']);
  });

  it('opens the announcements without a tab, and refuses unknown and other people’s private tabs', () => {
    expect(tabOf(undefined, { own: false, merchant: false })).toBe('announcements');
    expect(tabOf('announcements', { own: false, merchant: false })).toBe('announcements');
    expect(tabOf('likes', { own: true, merchant: false })).toBe('likes');
    expect(tabOf('likes', { own: false, merchant: false })).toBeNull();
    expect(tabOf('followers', { own: false, merchant: false })).toBeNull();
    expect(tabOf('photos', { own: true, merchant: false })).toBeNull();
  });

  it('has no tabs on a merchant page', () => {
    expect(tabOf(undefined, { own: true, merchant: true })).toBe('announcements');
    expect(tabOf('likes', { own: true, merchant: true })).toBeNull();
  });

  it('reads the page number, from 1 to the deepest page the search serves', () => {
    expect(pageOf(null)).toBe(1);
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf('abc')).toBe(1);
    expect(pageOf('9999')).toBe(200);
  });
});
