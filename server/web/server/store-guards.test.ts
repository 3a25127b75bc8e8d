import { describe, expect, it } from 'vitest';
import { decidePage, decideStorePage, siteSignInAddress, type PageDecision } from './guards';

const PANEL = 'https://panel.souk.test';
const PORTAL = 'http://souk.test';
const STORE = '12';

/** A decision on the portal. */
function decide(address: string, signedIn = false): PageDecision {
  return decidePage(new URL(address, PORTAL), { signedIn, panelUrl: PANEL });
}

/** A decision on the store's own domain. */
function decideOnStore(address: string, signedIn = false): PageDecision {
  return decideStorePage(new URL(address, 'http://boutique-demo.localhost'), {
    signedIn,
    storeId: STORE,
    portalUrl: PORTAL,
  });
}

describe('decidePage: store and market sites on the portal', () => {
  it('renders a site home at its folder address, with the slash', () => {
    const decision = decide('/store/12/boutique-demo/');
    expect(decision).toEqual({
      kind: 'render',
      match: { name: 'store', params: { storeId: '12', storeSlug: 'boutique-demo' } },
    });
    expect(decide('/landing/3/souk/?lang=ar')).toMatchObject({ kind: 'render', match: { name: 'landing' } });
  });

  it('adds the slash to a site home permanently (and keeps the query), instead of removing it', () => {
    expect(decide('/store/12/boutique-demo?lang=ar')).toEqual({
      kind: 'redirect',
      location: '/store/12/boutique-demo/?lang=ar',
      status: 301,
    });
    expect(decide('/landing/3/souk//')).toEqual({ kind: 'redirect', location: '/landing/3/souk/', status: 301 });
  });

  it('removes the slash of the sites’ other pages, like every portal page', () => {
    expect(decide('/store/12/boutique-demo/terms/')).toEqual({
      kind: 'redirect',
      location: '/store/12/boutique-demo/terms',
      status: 301,
    });
    expect(decide('/store/12/')).toEqual({ kind: 'redirect', location: '/store/12', status: 301 });
  });

  it('renders the forwards (the page answers the 301 once it knows the slug)', () => {
    expect(decide('/store/12')).toMatchObject({ kind: 'render', match: { name: 'store_forward' } });
    expect(decide('/landing/3')).toMatchObject({ kind: 'render', match: { name: 'landing_forward' } });
  });
});

describe('decideStorePage: a store on its own domain', () => {
  it('renders the store home, its pages and its listing', () => {
    expect(decideOnStore('/')).toEqual({ kind: 'render', match: { name: 'store', params: { storeId: STORE } } });
    expect(decideOnStore('/annonce/4?lang=ar')).toMatchObject({
      kind: 'render',
      match: { name: 'store-announcement-show', params: { storeId: STORE, id: '4' } },
    });
    expect(decideOnStore('/a-propos')).toMatchObject({ kind: 'render', match: { name: 'store_page' } });
  });

  it('removes trailing slashes', () => {
    expect(decideOnStore('/a-propos/?q=1')).toEqual({ kind: 'redirect', location: '/a-propos?q=1', status: 301 });
  });

  it('exchanges an authorization code in the address, then drops it', () => {
    expect(decideOnStore('/login-external?auth_token=abc&redirectTo=%2Fannonce')).toEqual({
      kind: 'exchange-code',
      code: 'abc',
      next: '/login-external?redirectTo=%2Fannonce',
    });
  });

  it('sends a visitor signing in through the portal, which comes back with a code', () => {
    const decision = decideOnStore('/auth/login?redirectTo=%2Fa-propos&lang=ar');
    expect(decision.kind).toBe('redirect');
    const target = new URL(decision.kind === 'redirect' ? decision.location : '');
    expect(`${target.origin}${target.pathname}`).toBe(`${PORTAL}/auth/site-sign-in`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ store: STORE, redirectTo: '/a-propos?lang=ar' });
  });

  it('refuses a redirectTo that leaves the store’s domain', () => {
    const decision = decideOnStore('/login?redirectTo=https%3A%2F%2Fevil.test%2F');
    const target = new URL(decision.kind === 'redirect' ? decision.location : '');
    expect(target.searchParams.get('redirectTo')).toBe('/');
  });

  it('sends a signed-in member on from the sign-in pages', () => {
    expect(decideOnStore('/login?redirectTo=%2Fannonce', true)).toEqual({ kind: 'redirect', location: '/annonce' });
    expect(decideOnStore('/login-external?redirectTo=%2Fterms', true)).toEqual({
      kind: 'redirect',
      location: '/terms',
    });
  });

  it('signs out here and on the portal (logout redirects to the portal)', () => {
    expect(decideOnStore('/auth/logout')).toEqual({ kind: 'logout', next: `${PORTAL}/auth/logout` });
    expect(decideOnStore('/?logout=true&lang=ar')).toEqual({ kind: 'logout', next: `${PORTAL}/auth/logout?lang=ar` });
  });

  it('guards checkout (home for visitors) and sends the profile to the portal’s', () => {
    expect(decideOnStore('/checkout/info')).toEqual({ kind: 'redirect', location: '/' });
    expect(decideOnStore('/checkout/info', true)).toMatchObject({ kind: 'render', match: { name: 'checkout' } });
    expect(decideOnStore('/profile?lang=ar', true)).toEqual({
      kind: 'redirect',
      location: `${PORTAL}/profile-settings?lang=ar`,
    });
  });

  it('builds the bridge address with the store and the way back', () => {
    expect(siteSignInAddress(PORTAL, STORE, '/a?b=1')).toBe(
      `${PORTAL}/auth/site-sign-in?store=12&redirectTo=%2Fa%3Fb%3D1`,
    );
  });
});
