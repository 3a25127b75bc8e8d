// Accessibility on every route of the portal and of the sites, in French and in Arabic: axe's
// WCAG 2 A and AA rules, run once each page has hydrated (its scripts change the page).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gql, test } from './fixtures';

/** The demo's ids the routes need: an announcement and its member, a store and the market. */
async function demoRefs(request: APIRequestContext) {
  const found = await gql<{
    search: { announcements: { data: { id: string; slug: string; user: { id: string } }[] } };
    storeSearch: { data: { id: string; slug: string }[] };
    market: { id: string; slug: string } | null;
  }>(
    request,
    `query { search(filter: { categorySlug: "automobiles" }) { announcements { data { id slug user { id } } } }
      storeSearch(filter: { count: 1 }) { data { id slug } }
      market(id: "1") { id slug } }`,
  );
  expect(found.errors, JSON.stringify(found.errors)).toBeUndefined();
  const announcement = found.data.search.announcements.data[0]!;
  const store = found.data.storeSearch.data[0]!;
  const market = found.data.market;
  expect(market, 'the demo market').toBeTruthy();
  return { announcement, store, market: market! };
}

/** The routes anyone can open, with the demo's ids where a route needs one. */
const PUBLIC_ROUTES: { name: string; path: (refs: Awaited<ReturnType<typeof demoRefs>>) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'search', path: () => '/s' },
  { name: 'category', path: () => '/automobiles' },
  { name: 'keywords', path: () => '/peugeot-r' },
  { name: 'announcement', path: ({ announcement }) => `/${encodeURIComponent(announcement.slug)}-d${announcement.id}` },
  { name: 'member', path: ({ announcement }) => `/membre/${announcement.user.id}` },
  { name: 'stores', path: () => '/boutiques' },
  { name: 'store site', path: ({ store }) => `/store/${store.id}/${store.slug}/` },
  { name: 'market site', path: ({ market }) => `/landing/${market.id}/${market.slug}/` },
  { name: 'login', path: () => '/auth/login' },
  { name: 'register', path: () => '/auth/register' },
  { name: 'password reset', path: () => '/auth/reset_password_request' },
  { name: 'contact', path: () => '/contact-us' },
  { name: 'terms', path: () => '/terms' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'travel', path: () => '/travel' },
  { name: 'not found', path: () => '/nulle-part/ici' },
];

/** The member's own pages (a new member: empty lists, as a first visit shows them). */
const MEMBER_ROUTES: { name: string; path: string }[] = [
  { name: 'my announcements', path: '/my' },
  { name: 'publish', path: '/publish' },
  { name: 'notifications', path: '/notifications' },
  { name: 'profile settings', path: '/profile-settings' },
  { name: 'orders', path: '/show-delivery-list' },
  { name: 'checkout', path: '/checkout/info' },
  { name: 'order a store', path: '/order-store' },
];

const withLang = (address: string, lang: 'fr' | 'ar') =>
  lang === 'fr' ? address : `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;

/** Axe's serious and critical findings on a page, named by rule and element. */
async function violations(page: Page, path: string, lang: 'fr' | 'ar'): Promise<string[]> {
  await page.goto(withLang(path, lang));
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}) ${violation.help} — ${targets.join(', ')}`;
    });
}

// One test a route and language: each is short, and a finding names its page.
test.describe('accessibility (axe, WCAG 2 A and AA) on every route', () => {
  for (const lang of ['fr', 'ar'] as const) {
    for (const route of PUBLIC_ROUTES) {
      test(`${route.name} (${lang})`, async ({ page, request }) => {
        // A page loaded to quiet, then axe's whole rule set over it.
        test.setTimeout(60_000);
        expect(await violations(page, route.path(await demoRefs(request)), lang)).toEqual([]);
      });
    }
    for (const route of MEMBER_ROUTES) {
      test(`${route.name}, signed in (${lang})`, async ({ memberPage: { page } }) => {
        test.setTimeout(60_000);
        expect(await violations(page, route.path, lang)).toEqual([]);
      });
    }
  }
});
