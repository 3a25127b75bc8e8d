import { announcementFormTexts } from '../announcement-form';
import type { Locale } from '../locales';
import { accountTexts } from './account';
import { announcementTexts } from './announcement';
import { checkoutTexts } from './checkout';
import { homeTexts } from './home';
import { layoutTexts } from './layout';
import { messengerTexts } from './messenger';
import { myAnnouncementsTexts } from './my-announcements';
import { notificationTexts } from './notifications';
import { orderStoreTexts } from './order-store';
import { promotionTexts } from './promotions';
import { publishTexts } from './publish';
import { searchTexts } from './search';
import { searchRangeTexts } from './search-ranges';
import { storeSettingsTexts } from './store-settings';
import { storeTexts } from './stores';

/**
 * Every area of the portal's texts. A new area is one file beside this one (English shape,
 * French and Arabic alike), added here under its name.
 */
const areas = {
  layout: layoutTexts,
  home: homeTexts,
  search: searchTexts,
  searchRanges: searchRangeTexts,
  announcement: announcementTexts,
  account: accountTexts,
  stores: storeTexts,
  notifications: notificationTexts,
  messenger: messengerTexts,
  publish: publishTexts,
  myAnnouncements: myAnnouncementsTexts,
  orderStore: orderStoreTexts,
  storeSettings: storeSettingsTexts,
  checkout: checkoutTexts,
  promotions: promotionTexts,
  // The publishing form's fields, worded once for the studio and the portal.
  announcementForm: announcementFormTexts,
} as const;

type Areas = typeof areas;
/** The portal's texts in one language, area by area. */
export type PortalCatalog = { [Area in keyof Areas]: Areas[Area]['en'] };

/**
 * The portal's texts of one language. The portal's browser build swaps this module for the
 * page's language only (see `server/web/page-texts.ts`): keep `portalCatalog` its one value export.
 */
export function portalCatalog(locale: Locale): PortalCatalog {
  return Object.fromEntries(Object.entries(areas).map(([name, texts]) => [name, texts[locale]])) as PortalCatalog;
}
