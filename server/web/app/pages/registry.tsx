import { lazy, type ComponentType } from 'react';
import type { PageRouteName } from '../routes';
import { markPagesLoaded } from './loaded-pages';
import type { PageProps } from './page-props';

/** A page loaded on demand: one script chunk per route, so a page ships only its own code. */
export interface PageEntry {
  /** Source file, as Vite's manifest names it, to preload the chunk the server knows is needed. */
  source: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
}

const page = (file: string, load: PageEntry['load']): PageEntry => ({ source: `server/web/app/pages/${file}`, load });

const publish = page('PublishPage.tsx', () => import('./PublishPage'));
const storeSite = page('StoreSitePage.tsx', () => import('./StoreSitePage'));
const marketSite = page('MarketSitePage.tsx', () => import('./MarketSitePage'));

/** The component of each route. */
export const PAGES: Record<PageRouteName, PageEntry> = {
  home: page('HomePage.tsx', () => import('./HomePage')),
  messages_thread: page('HomePage.tsx', () => import('./HomePage')),
  login: page('LoginPage.tsx', () => import('./LoginPage')),
  logout: page('HomePage.tsx', () => import('./HomePage')),
  register: page('RegisterPage.tsx', () => import('./RegisterPage')),
  reset_password_request: page('ResetPasswordPage.tsx', () => import('./ResetPasswordPage')),
  reset_password_confirm: page('ResetPasswordPage.tsx', () => import('./ResetPasswordPage')),
  login_external: page('LoginPage.tsx', () => import('./LoginPage')),
  stores: page('StoresPage.tsx', () => import('./StoresPage')),
  member: page('MemberPage.tsx', () => import('./MemberPage')),
  checkout: page('CheckoutPage.tsx', () => import('./CheckoutPage')),
  travel: page('ComingSoonPage.tsx', () => import('./ComingSoonPage')),
  contact: page('ContactPage.tsx', () => import('./ContactPage')),
  legal: page('LegalPage.tsx', () => import('./LegalPage')),
  merchant: page('MemberPage.tsx', () => import('./MemberPage')),
  profile_settings: page('ProfileSettingsPage.tsx', () => import('./ProfileSettingsPage')),
  notifications: page('NotificationsPage.tsx', () => import('./NotificationsPage')),
  publish,
  edit_announcement: publish,
  edit_announcement_admin: publish,
  my_announcements: page('MyAnnouncementsPage.tsx', () => import('./MyAnnouncementsPage')),
  order_store: page('OrderStorePage.tsx', () => import('./OrderStorePage')),
  show_delivery_list: page('OrdersPage.tsx', () => import('./OrdersPage')),
  show_delivery: page('OrdersPage.tsx', () => import('./OrdersPage')),
  store_settings: page('StoreSettingsPage.tsx', () => import('./StoreSettingsPage')),
  announcement_show: page('AnnouncementPage.tsx', () => import('./AnnouncementPage')),
  search: page('SearchPage.tsx', () => import('./SearchPage')),
  search_keywords: page('SearchPage.tsx', () => import('./SearchPage')),
  search_category: page('SearchPage.tsx', () => import('./SearchPage')),
  not_found: page('NotFoundPage.tsx', () => import('./NotFoundPage')),
  store: storeSite,
  store_forward: storeSite,
  store_terms: storeSite,
  store_privacy: storeSite,
  'store-announcement-show': storeSite,
  store_page: storeSite,
  landing: marketSite,
  landing_forward: marketSite,
  'land-announcement-show': marketSite,
  landing_page: marketSite,
};

const loaded = new Map<PageEntry, ComponentType<PageProps>>();
const lazyComponents = new Map<PageEntry, ComponentType<PageProps>>();

/** Keeps a page's loaded component, and tells the navigation its routes render at once now. */
function remember(entry: PageEntry, component: ComponentType<PageProps>): void {
  loaded.set(entry, component);
  markPagesLoaded((Object.keys(PAGES) as PageRouteName[]).filter((name) => PAGES[name] === entry));
}

/** Loads a page's chunk ahead of rendering it (before hydration, and on link hover). */
export async function preloadPage(entry: PageEntry): Promise<void> {
  if (loaded.has(entry)) return;
  const module = await entry.load();
  remember(entry, module.default);
}

/**
 * The page's component: the module itself once loaded (so hydration renders at once, with no
 * fallback that would not match the server's HTML), else a lazy component that suspends.
 */
export function pageComponent(entry: PageEntry): ComponentType<PageProps> {
  const ready = loaded.get(entry);
  if (ready) return ready;
  let component = lazyComponents.get(entry);
  if (!component) {
    component = lazy(async () => {
      const module = await entry.load();
      remember(entry, module.default);
      return module;
    });
    lazyComponents.set(entry, component);
  }
  return component;
}
