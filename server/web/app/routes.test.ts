import { describe, expect, it } from 'vitest';
import {
  isPanelPath,
  LEGAL_PAGES,
  matchRoute,
  MEMBER_TABS,
  paths,
  requiresLogin,
  safeRedirectPath,
  withQuery,
  type RouteMatch,
} from './routes';

/** The path part of an address built by `paths.*` (some carry a query string). */
const pathOf = (href: string) => new URL(href, 'http://portal.invalid').pathname;

describe('matchRoute: the spec route table (portal.md §2), every path and alias', () => {
  const table: [path: string, expected: RouteMatch][] = [
    ['/', { name: 'home', params: {} }],
    ['/messages/thread/42', { name: 'messages_thread', params: { threadId: '42' } }],
    ['/auth/login', { name: 'login', params: {} }],
    ['/login', { name: 'login', params: {} }],
    ['/auth', { name: 'login', params: {} }],
    ['/auth/logout', { name: 'logout', params: {} }],
    ['/auth/register', { name: 'register', params: {} }],
    ['/register', { name: 'register', params: {} }],
    ['/auth/reset_password_request', { name: 'reset_password_request', params: {} }],
    ['/auth/reset_password_confirm', { name: 'reset_password_confirm', params: {} }],
    ['/login-external', { name: 'login_external', params: {} }],
    ['/boutiques', { name: 'stores', params: {} }],
    ['/boutiques/mode', { name: 'stores', params: { tag: 'mode' } }],
    ['/membre/17', { name: 'member', params: { id: '17' } }],
    ['/membre/17/likes', { name: 'member', params: { id: '17', tab: 'likes' } }],
    ['/checkout/info', { name: 'checkout', params: { step: 'info' } }],
    ['/checkout', { name: 'checkout', params: {} }],
    ['/checkout/confirm', { name: 'checkout', params: { step: 'confirm' } }],
    ['/travel', { name: 'travel', params: {} }],
    ['/travel/destination', { name: 'travel', params: { step: 'destination' } }],
    ['/contact-us', { name: 'contact', params: {} }],
    ['/legals', { name: 'legal', params: { page: 'legals' } }],
    ['/terms', { name: 'legal', params: { page: 'terms' } }],
    ['/conditions', { name: 'legal', params: { page: 'conditions' } }],
    ['/cookies', { name: 'legal', params: { page: 'cookies' } }],
    ['/privacy', { name: 'legal', params: { page: 'privacy' } }],
    ['/merchant/9', { name: 'merchant', params: { id: '9' } }],
    ['/profile-settings', { name: 'profile_settings', params: {} }],
    ['/peugeot-208-allure-d1234', { name: 'announcement_show', params: { slug: 'peugeot-208-allure', id: '1234' } }],
    // The slug may itself contain "-d<digits>": the id is the last one.
    ['/golf-d7-2019-d55', { name: 'announcement_show', params: { slug: 'golf-d7-2019', id: '55' } }],
    ['/s', { name: 'search', params: {} }],
    ['/s/3', { name: 'search', params: { page: '3' } }],
    ['/iphone-r', { name: 'search_keywords', params: { keywords: 'iphone' } }],
    ['/iphone-13-pro-r/2', { name: 'search_keywords', params: { keywords: 'iphone-13-pro', page: '2' } }],
    ['/automobiles', { name: 'search_category', params: { category: 'automobiles' } }],
    ['/automobiles/4', { name: 'search_category', params: { category: 'automobiles', page: '4' } }],
    ['/telephones-smartphones', { name: 'search_category', params: { category: 'telephones-smartphones' } }],
  ];

  it.each(table)('%s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  it('ignores one trailing slash (the server redirects it to the address without)', () => {
    expect(matchRoute('/auth/login/')).toEqual({ name: 'login', params: {} });
    expect(matchRoute('/s/2/')).toEqual({ name: 'search', params: { page: '2' } });
  });

  it('decodes parameters: an Arabic slug or keywords come back as written', () => {
    expect(matchRoute(`/${encodeURIComponent('سيارة-للبيع')}-d88`)).toEqual({
      name: 'announcement_show',
      params: { slug: 'سيارة-للبيع', id: '88' },
    });
    expect(matchRoute(`/${encodeURIComponent('هاتف')}-r`)).toEqual({
      name: 'search_keywords',
      params: { keywords: 'هاتف' },
    });
  });

  it('answers not_found for what no route describes (the catch-all)', () => {
    for (const path of [
      '/this/page/does-not-exist',
      '/s/abc',
      '/membre/abc',
      '/merchant/x',
      '/Automobiles',
      '/automobiles/page-2',
      '/-d12',
      '/%E0%A4%A',
    ]) {
      expect(matchRoute(path).name, path).toBe('not_found');
    }
  });

  it('treats an announcement slug as one path segment, as `{slug}` is: /a/b-d12 is not announcement 12', () => {
    // Otherwise any address under any folder ending in -d<digits> renders an announcement
    // (duplicate pages for crawlers, and /boutiques-like paths shadowed by accident).
    expect(matchRoute('/some/folder/peugeot-d12').name).toBe('not_found');
    expect(matchRoute('/s/peugeot-d12').name).toBe('not_found');
  });
});

describe('paths.*: every address the portal builds leads back to its route', () => {
  const cases: [string, string, RouteMatch][] = [
    ['home', paths.home(), { name: 'home', params: {} }],
    [
      'announcement',
      paths.announcement({ id: '12', slug: 'peugeot-208' }),
      { name: 'announcement_show', params: { id: '12', slug: 'peugeot-208' } },
    ],
    [
      'announcement with an Arabic slug',
      paths.announcement({ id: '5', slug: 'شقة-f3-وهران' }),
      { name: 'announcement_show', params: { id: '5', slug: 'شقة-f3-وهران' } },
    ],
    [
      'announcement without a slug',
      paths.announcement({ id: '6', slug: '' }),
      { name: 'announcement_show', params: { id: '6', slug: 'annonce' } },
    ],
    ['search', paths.search(), { name: 'search', params: {} }],
    ['search page 1', paths.search(1), { name: 'search', params: {} }],
    ['search page 7', paths.search(7), { name: 'search', params: { page: '7' } }],
    ['keywords', paths.searchKeywords('golf-7'), { name: 'search_keywords', params: { keywords: 'golf-7' } }],
    [
      'keywords page 2',
      paths.searchKeywords('golf', 2),
      { name: 'search_keywords', params: { keywords: 'golf', page: '2' } },
    ],
    [
      'keywords with a slash and a percent sign',
      paths.searchKeywords('50%/an'),
      { name: 'search_keywords', params: { keywords: '50%/an' } },
    ],
    ['category', paths.searchCategory('automobiles'), { name: 'search_category', params: { category: 'automobiles' } }],
    [
      'category page 3',
      paths.searchCategory('automobiles', 3),
      { name: 'search_category', params: { category: 'automobiles', page: '3' } },
    ],
    ['login', paths.login('/s?q=golf'), { name: 'login', params: {} }],
    ['logout', paths.logout(), { name: 'logout', params: {} }],
    ['register', paths.register(), { name: 'register', params: {} }],
    ['reset request', paths.resetPasswordRequest(), { name: 'reset_password_request', params: {} }],
    ['reset confirm', paths.resetPasswordConfirm(), { name: 'reset_password_confirm', params: {} }],
    ['member', paths.member('3'), { name: 'member', params: { id: '3' } }],
    ['profile settings', paths.profileSettings(), { name: 'profile_settings', params: {} }],
    ['stores', paths.stores(), { name: 'stores', params: {} }],
    ['stores by tag', paths.stores('électroménager'), { name: 'stores', params: { tag: 'électroménager' } }],
    ['checkout', paths.checkout(), { name: 'checkout', params: { step: 'info' } }],
    ['travel', paths.travel(), { name: 'travel', params: {} }],
    ['contact', paths.contact(), { name: 'contact', params: {} }],
    ['merchant', paths.merchant('8'), { name: 'merchant', params: { id: '8' } }],
    ['messages thread', paths.messagesThread('t 1'), { name: 'messages_thread', params: { threadId: 't 1' } }],
    ...MEMBER_TABS.map((tab): [string, string, RouteMatch] => [
      `member tab ${tab}`,
      paths.member('3', tab),
      { name: 'member', params: { id: '3', tab } },
    ]),
    ...LEGAL_PAGES.map((page): [string, string, RouteMatch] => [
      `legal ${page}`,
      paths.legal(page),
      { name: 'legal', params: { page } },
    ]),
  ];

  it.each(cases)('%s (%s)', (_label, href, expected) => {
    expect(matchRoute(pathOf(href))).toEqual(expected);
  });

  it('sends /publish to the member panel rather than to a page', () => {
    expect(isPanelPath(paths.publish())).toBe(true);
  });

  it('keeps the query of a login link', () => {
    expect(new URL(paths.login('/s?q=golf'), 'http://x').searchParams.get('redirectTo')).toBe('/s?q=golf');
    expect(paths.login()).toBe('/auth/login');
  });
});

describe('panel paths (spec §2 "Redirects to a separate member panel")', () => {
  it.each([
    '/publish',
    '/pro',
    '/order-store',
    '/show-delivery/3',
    '/show-delivery-list',
    '/show-promotion',
    '/edit-announcement/12',
    '/edit-announcement-admin/12',
    '/panel',
    '/app/my',
    '/my',
  ])('%s belongs to the panel', (path) => {
    expect(isPanelPath(path)).toBe(true);
  });

  it('leaves the portal own pages alone', () => {
    for (const path of ['/', '/s', '/publisher', '/my-car-d3', '/edit-announcement/x', '/panels']) {
      expect(isPanelPath(path), path).toBe(false);
    }
  });
});

describe('withQuery, requiresLogin and safeRedirectPath', () => {
  it('joins a path and its query, leaving out empty values', () => {
    expect(withQuery('/s', { q: 'golf 7', page: 2, empty: '', none: null, off: false, on: true })).toBe(
      '/s?q=golf+7&page=2&on=true',
    );
    expect(withQuery('/s')).toBe('/s');
  });

  it('carries the spec’s checkout parameters: one seller’s part (chunkId) and the store site ordered from', () => {
    expect(paths.checkout()).toBe('/checkout/info');
    expect(paths.checkout('store:12', 'lina-deco')).toBe('/checkout/info?chunkId=store%3A12&purchased_from=lina-deco');
    expect(paths.checkout(undefined, 'lina-deco')).toBe('/checkout/info?purchased_from=lina-deco');
  });

  it('asks for a session on checkout, the account settings, notifications and messenger threads only', () => {
    expect(requiresLogin(matchRoute('/checkout/info'))).toBe(true);
    expect(requiresLogin(matchRoute('/profile-settings'))).toBe(true);
    expect(requiresLogin(matchRoute('/notifications'))).toBe(true);
    expect(requiresLogin(matchRoute('/messages/thread/announcement-4'))).toBe(true);
    for (const path of ['/', '/s', '/auth/login', '/membre/3', '/x-d3']) {
      expect(requiresLogin(matchRoute(path)), path).toBe(false);
    }
  });

  it('follows only paths of this site', () => {
    expect(safeRedirectPath('/s?q=golf')).toBe('/s?q=golf');
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
      '/%2F/evil.example',
      '/%0d%0aSet-Cookie:%20a=b',
      '/a\\b',
      '/%5c%5cevil.example',
      '/%E0%A4%A',
      '',
      null,
      42,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
    // Dot segments are resolved as a browser would, and stay on the site.
    expect(safeRedirectPath('/a/../../s?q=1#x')).toBe('/s?q=1#x');
    expect(safeRedirectPath('/recherche?q=caf%C3%A9')).toBe('/recherche?q=caf%C3%A9');
  });
});
