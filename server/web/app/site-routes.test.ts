import { describe, expect, it } from 'vitest';
import {
  isSiteRoute,
  landIdOf,
  marketSitePath,
  matchFor,
  matchRoute,
  matchStoreDomainRoute,
  siteRouteAddress,
  storeSitePath,
  type RouteMatch,
} from './routes';

describe('matchRoute: store and market sites (stores-and-site-builder.md §2)', () => {
  const table: [path: string, expected: RouteMatch][] = [
    ['/store/12/boutique-demo/', { name: 'store', params: { storeId: '12', storeSlug: 'boutique-demo' } }],
    ['/store/12', { name: 'store_forward', params: { storeId: '12' } }],
    ['/store/12/boutique-demo/terms', { name: 'store_terms', params: { storeId: '12', storeSlug: 'boutique-demo' } }],
    [
      '/store/12/boutique-demo/privacy',
      { name: 'store_privacy', params: { storeId: '12', storeSlug: 'boutique-demo' } },
    ],
    [
      '/store/12/boutique-demo/annonce',
      { name: 'store-announcement-show', params: { storeId: '12', storeSlug: 'boutique-demo' } },
    ],
    [
      '/store/12/boutique-demo/annonce/345',
      { name: 'store-announcement-show', params: { storeId: '12', storeSlug: 'boutique-demo', id: '345' } },
    ],
    [
      '/store/12/boutique-demo/a-propos',
      { name: 'store_page', params: { storeId: '12', storeSlug: 'boutique-demo', page: 'a-propos' } },
    ],
    ['/landing/3/souk-el-fellah/', { name: 'landing', params: { landId: '3', landSlug: 'souk-el-fellah' } }],
    ['/landing/3', { name: 'landing_forward', params: { landId: '3' } }],
    [
      '/landing/3/souk-el-fellah/annonce',
      { name: 'land-announcement-show', params: { landId: '3', landSlug: 'souk-el-fellah' } },
    ],
    [
      '/landing/3/souk-el-fellah/annonce/77',
      { name: 'land-announcement-show', params: { landId: '3', landSlug: 'souk-el-fellah', id: '77' } },
    ],
    [
      '/landing/3/souk-el-fellah/contact',
      { name: 'landing_page', params: { landId: '3', landSlug: 'souk-el-fellah', page: 'contact' } },
    ],
  ];

  it.each(table)('%s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  it('leaves the id as written when it is not digits: the page reads it (or ?id=) and may refuse it', () => {
    expect(matchRoute('/store/abc/boutique/')).toEqual({
      name: 'store',
      params: { storeId: 'abc', storeSlug: 'boutique' },
    });
    expect(matchRoute('/landing/x1/market/annonce')).toMatchObject({ name: 'land-announcement-show' });
  });

  it('serves announcements by digit ids only; anything deeper is not a site page', () => {
    expect(matchRoute('/store/12/boutique/annonce/abc').name).toBe('not_found');
    expect(matchRoute('/store/12/boutique/a/b').name).toBe('not_found');
    expect(matchRoute('/landing/3/market/annonce/1/2').name).toBe('not_found');
  });

  it('decodes an Arabic page slug', () => {
    expect(matchRoute(`/store/12/boutique/${encodeURIComponent('من-نحن')}`).params.page).toBe('من-نحن');
  });

  it('marks every site route, and no portal route, as a site route', () => {
    for (const [path] of table) expect(isSiteRoute(matchRoute(path).name), path).toBe(true);
    for (const path of ['/', '/boutiques', '/s', '/terms', '/velo-d12', '/store']) {
      expect(isSiteRoute(matchRoute(path).name), path).toBe(false);
    }
  });
});

describe('matchStoreDomainRoute: a store on its own domain (spec §2 standalone mode)', () => {
  const STORE = '12';
  it.each([
    ['/', { name: 'store', params: { storeId: STORE } }],
    ['/terms', { name: 'store_terms', params: { storeId: STORE } }],
    ['/privacy', { name: 'store_privacy', params: { storeId: STORE } }],
    ['/annonce', { name: 'store-announcement-show', params: { storeId: STORE } }],
    ['/annonce/88', { name: 'store-announcement-show', params: { storeId: STORE, id: '88' } }],
    ['/a-propos', { name: 'store_page', params: { storeId: STORE, page: 'a-propos' } }],
    ['/checkout/info', { name: 'checkout', params: { step: 'info' } }],
    ['/login-external', { name: 'login_external', params: {} }],
    ['/profile', { name: 'store_page', params: { storeId: STORE, page: 'profile' } }],
    ['/auth/logout', { name: 'logout', params: {} }],
    ['/annonce/x', { name: 'not_found', params: {} }],
    ['/store/12/boutique/', { name: 'not_found', params: {} }],
  ] as [string, RouteMatch][])('%s', (path, expected) => {
    expect(matchStoreDomainRoute(path, STORE)).toEqual(expected);
  });

  it('is what matchFor uses when the request came on a store domain', () => {
    expect(matchFor('/terms', { storeId: '5' })).toEqual({ name: 'store_terms', params: { storeId: '5' } });
    expect(matchFor('/terms', null)).toEqual({ name: 'legal', params: { page: 'terms' } });
  });
});

describe('landIdOf: ids must be digits, with the ?id= fallback (spec §2, §5)', () => {
  const none = new URLSearchParams();
  it('takes digits from the path', () => {
    expect(landIdOf('42', none)).toBe('42');
  });
  it('falls back to ?id= when the path id is not digits', () => {
    expect(landIdOf('boutique', new URLSearchParams('id=42'))).toBe('42');
    expect(landIdOf(undefined, new URLSearchParams('id=7'))).toBe('7');
  });
  it('prefers the path id when both are there', () => {
    expect(landIdOf('3', new URLSearchParams('id=42'))).toBe('3');
  });
  it.each(['abc', '12a', '-1', '1.5', '', '1234567890123456789'])('refuses %j with no fallback', (id) => {
    expect(landIdOf(id, none)).toBeNull();
    expect(landIdOf(id, new URLSearchParams('id=x9'))).toBeNull();
  });
});

describe('site addresses and their forwards', () => {
  const store = { id: '12', slug: 'boutique-demo' };
  it('builds the homes as folders', () => {
    expect(storeSitePath(store)).toBe('/store/12/boutique-demo/');
    expect(marketSitePath({ id: '3', slug: 'souk-el-fellah' })).toBe('/landing/3/souk-el-fellah/');
    expect(storeSitePath({ id: '4', slug: 'متجر' })).toBe(`/store/4/${encodeURIComponent('متجر')}/`);
  });

  it('sends a forward, a wrong slug or an id from ?id= to the same page at its own address', () => {
    expect(siteRouteAddress(matchRoute('/store/12'), store)).toBe('/store/12/boutique-demo/');
    expect(siteRouteAddress(matchRoute('/store/12/old-name/'), store)).toBe('/store/12/boutique-demo/');
    expect(siteRouteAddress(matchRoute('/store/x/old/terms'), store)).toBe('/store/12/boutique-demo/terms');
    expect(siteRouteAddress(matchRoute('/store/12/x/privacy'), store)).toBe('/store/12/boutique-demo/privacy');
    expect(siteRouteAddress(matchRoute('/store/12/x/annonce'), store)).toBe('/store/12/boutique-demo/annonce');
    expect(siteRouteAddress(matchRoute('/store/12/x/annonce/9'), store)).toBe('/store/12/boutique-demo/annonce/9');
    expect(siteRouteAddress(matchRoute('/store/12/x/a-propos'), store)).toBe('/store/12/boutique-demo/a-propos');
    const market = { id: '3', slug: 'souk' };
    expect(siteRouteAddress(matchRoute('/landing/3'), market)).toBe('/landing/3/souk/');
    expect(siteRouteAddress(matchRoute('/landing/3/old/annonce/5'), market)).toBe('/landing/3/souk/annonce/5');
    expect(siteRouteAddress(matchRoute('/landing/3/old/contact'), market)).toBe('/landing/3/souk/contact');
  });

  it('has no site address for portal routes', () => {
    expect(siteRouteAddress(matchRoute('/boutiques'), store)).toBeNull();
  });
});
