import { describe, expect, it } from 'vitest';
import { decidePage, type PageDecision } from './guards';

const PANEL = 'https://panel.souk.test';

/** The decision for an address, as a visitor or a signed-in member. */
function decide(address: string, signedIn = false): PageDecision {
  return decidePage(new URL(address, 'http://souk.test'), { signedIn, panelUrl: PANEL });
}

/** The address a redirect decision points at, read back (so query order does not matter). */
function redirectOf(decision: PageDecision): { status: number; path: string; query: Record<string, string> } {
  if (decision.kind !== 'redirect') throw new Error(`expected a redirect, got ${JSON.stringify(decision)}`);
  const url = new URL(decision.location, 'http://souk.test');
  const origin = url.origin === 'http://souk.test' ? '' : url.origin;
  return {
    status: decision.status ?? 302,
    path: `${origin}${url.pathname}`,
    query: Object.fromEntries(url.searchParams),
  };
}

describe('decidePage: pages render', () => {
  it.each([
    ['/', 'home'],
    ['/s', 'search'],
    ['/s/2?q=golf', 'search'],
    ['/automobiles', 'search_category'],
    ['/golf-r', 'search_keywords'],
    ['/peugeot-208-d12', 'announcement_show'],
    ['/auth/login', 'login'],
    ['/this/does-not-exist', 'not_found'],
  ])('%s renders %s', (address, name) => {
    const decision = decide(address);
    expect(decision.kind).toBe('render');
    expect(decision.kind === 'render' && decision.match.name).toBe(name);
  });
});

describe('decidePage: one address per page', () => {
  it('sends page 1 (and 0) of a listing to the listing address, permanently, with its query', () => {
    expect(redirectOf(decide('/s/1'))).toEqual({ status: 301, path: '/s', query: {} });
    expect(redirectOf(decide('/s/0?q=golf&lang=ar'))).toEqual({
      status: 301,
      path: '/s',
      query: { q: 'golf', lang: 'ar' },
    });
    expect(redirectOf(decide('/automobiles/1'))).toEqual({ status: 301, path: '/automobiles', query: {} });
    expect(redirectOf(decide('/golf-r/1'))).toEqual({ status: 301, path: '/golf-r', query: {} });
  });

  it('removes a trailing slash permanently, keeping the query', () => {
    expect(redirectOf(decide('/s/?q=golf'))).toEqual({ status: 301, path: '/s', query: { q: 'golf' } });
    expect(redirectOf(decide('/auth/login//'))).toEqual({ status: 301, path: '/auth/login', query: {} });
  });
});

describe('decidePage: the member panel and special addresses', () => {
  it.each([
    '/publish',
    '/pro',
    '/order-store',
    '/show-delivery/4',
    '/edit-announcement/12',
    '/panel',
    '/app/my',
    '/my',
  ])('%s goes to the panel address', (path) => {
    expect(redirectOf(decide(path))).toEqual({ status: 302, path: `${PANEL}${path}`, query: {} });
  });

  it('passes /publish steps and the language on to the panel (steps=upload opens the upload step)', () => {
    expect(redirectOf(decide('/publish?steps=upload&lang=ar'))).toEqual({
      status: 302,
      path: `${PANEL}/publish`,
      query: { steps: 'upload', lang: 'ar' },
    });
  });

  it('renders the panel pages this server has when no outside panel is set, and sends the others to /my', () => {
    const here = (path: string) => decidePage(new URL(path, 'http://souk.test'), { signedIn: true, panelUrl: '' });
    expect(here('/publish?steps=upload')).toEqual({ kind: 'render', match: { name: 'publish', params: {} } });
    expect(here('/edit-announcement/12')).toEqual({
      kind: 'render',
      match: { name: 'edit_announcement', params: { id: '12' } },
    });
    expect(here('/edit-announcement-admin/12')).toMatchObject({ match: { name: 'edit_announcement_admin' } });
    for (const alias of ['/my', '/app/my', '/panel']) {
      expect(here(alias)).toMatchObject({ kind: 'render', match: { name: 'my_announcements' } });
    }
    expect(redirectOf(here('/show-promotion?lang=ar'))).toEqual({ status: 302, path: '/my', query: { lang: 'ar' } });
    // A visitor signs in first, and comes back to the step asked for.
    const visitor = decidePage(new URL('/publish?steps=upload', 'http://souk.test'), { signedIn: false, panelUrl: '' });
    expect(redirectOf(visitor)).toMatchObject({ path: '/auth/login', query: { redirectTo: '/publish?steps=upload' } });
  });

  it('sends /login-anonymous to login with the loginAnonymous flag, in the same language', () => {
    expect(redirectOf(decide('/login-anonymous?lang=en'))).toEqual({
      status: 302,
      path: '/auth/login',
      query: { loginAnonymous: '1', lang: 'en' },
    });
  });

  it('signs out on /auth/logout, back home', () => {
    expect(decide('/auth/logout', true)).toEqual({ kind: 'logout', next: '/' });
  });
});

describe('decidePage: sign-in and sign-out by address (spec §4)', () => {
  it('exchanges auth_token and continues to the same address without it', () => {
    expect(decide('/s?q=golf&auth_token=abc123&lang=ar')).toEqual({
      kind: 'exchange-code',
      code: 'abc123',
      next: '/s?q=golf&lang=ar',
    });
  });

  it('exchanges the code before any other rule (a panel path, a signed-in member)', () => {
    expect(decide('/publish?auth_token=c1', true)).toEqual({ kind: 'exchange-code', code: 'c1', next: '/publish' });
  });

  it('clears the session on logout=true and strips the flag', () => {
    expect(decide('/membre/3?logout=true&lang=en', true)).toEqual({ kind: 'logout', next: '/membre/3?lang=en' });
    expect(decide('/?logout=false').kind).toBe('render');
  });
});

describe('decidePage: route guards (spec §2)', () => {
  it('sends a visitor on checkout home, and on the settings to login with the way back', () => {
    expect(redirectOf(decide('/checkout/info?chunkId=7'))).toEqual({ status: 302, path: '/', query: {} });
    expect(redirectOf(decide('/profile-settings'))).toEqual({
      status: 302,
      path: '/auth/login',
      query: { redirectTo: '/profile-settings' },
    });
  });

  it('lets a visitor who continued without an account check out, but not into the member pages', () => {
    const anonymous = (address: string) =>
      decidePage(new URL(address, 'http://souk.test'), { signedIn: false, anySession: true, panelUrl: PANEL });
    expect(anonymous('/checkout/info').kind).toBe('render');
    expect(redirectOf(anonymous('/profile-settings')).path).toBe('/auth/login');
  });

  it('lets a member in', () => {
    expect(decide('/checkout/info?chunkId=7', true).kind).toBe('render');
    expect(decide('/profile-settings', true).kind).toBe('render');
  });

  it('sends a member away from the authentication pages: to redirectTo when it is on this site, else home', () => {
    expect(redirectOf(decide('/auth/login?redirectTo=%2Fs%3Fq%3Dgolf', true))).toEqual({
      status: 302,
      path: '/s',
      query: { q: 'golf' },
    });
    expect(redirectOf(decide('/auth/login?redirectTo=https%3A%2F%2Fevil.example', true)).path).toBe('/');
    expect(redirectOf(decide('/auth/login?redirectTo=%2F%2Fevil.example', true)).path).toBe('/');
    for (const path of ['/auth/register', '/auth/reset_password_request', '/auth/reset_password_confirm']) {
      expect(redirectOf(decide(path, true)).path, path).toBe('/');
    }
  });

  it('sends a member on login with a chunkId to the checkout information step', () => {
    expect(redirectOf(decide('/auth/login?chunkId=c-9', true))).toEqual({
      status: 302,
      path: '/checkout/info',
      query: { chunkId: 'c-9' },
    });
  });

  it('shows the authentication pages to visitors', () => {
    for (const path of ['/auth/login', '/login', '/auth', '/auth/register', '/register', '/login-external']) {
      expect(decide(path).kind, path).toBe('render');
    }
  });

  // Spec §1: "The chosen language is kept in a query parameter named lang." A guard that sends
  // someone elsewhere must not switch an Arabic reader back to French.
  it('keeps the language through the guards’ redirects', () => {
    expect(redirectOf(decide('/profile-settings?lang=ar')).query.lang).toBe('ar');
    expect(redirectOf(decide('/checkout/info?lang=ar')).query.lang).toBe('ar');
    expect(redirectOf(decide('/auth/register?lang=ar', true)).query.lang).toBe('ar');
    expect(redirectOf(decide('/auth/login?chunkId=c-9&lang=ar', true)).query.lang).toBe('ar');
    expect(decide('/auth/logout?lang=ar', true)).toEqual({ kind: 'logout', next: '/?lang=ar' });
  });
});
