import type { Locale } from '../locales';
import { announcementFormTexts } from '../announcement-form';
import { deliveryRateTexts } from './delivery-rates';
import { editorTexts } from './editor';
import { fieldTexts } from './fields';
import { gridTexts } from './grid';
import { inboxTexts } from './inbox';
import { moderationTexts } from './moderation';
import { promotionTexts } from './promotions';
import { promotionRequestTexts } from './promotion-requests';
import { contactInboxTexts } from './contact-inbox';
import { queryTexts } from './queries';
import { usersTexts } from './users';
import { storeAnnouncementTexts } from './store-announcements';
import { orderTexts } from './orders';
import { storeRequestTexts } from './store-requests';
import { workspaceTexts } from './workspace';

/** Every area of the studio's texts (fr default, ar right to left, en), one file each. */
const areas = {
  workspace: workspaceTexts,
  editor: editorTexts,
  fields: fieldTexts,
  queries: queryTexts,
  grid: gridTexts,
  moderation: moderationTexts,
  users: usersTexts,
  announcementForm: announcementFormTexts,
  storeAnnouncements: storeAnnouncementTexts,
  inbox: inboxTexts,
  storeRequests: storeRequestTexts,
  orders: orderTexts,
  deliveryRates: deliveryRateTexts,
  promotions: promotionTexts,
  promotionRequests: promotionRequestTexts,
  contactInbox: contactInboxTexts,
} as const;

type Areas = typeof areas;
export type StudioCatalog = { [Area in keyof Areas]: Areas[Area]['en'] };

/** The studio's texts in one language. */
export function studioCatalog(locale: Locale): StudioCatalog {
  return Object.fromEntries(Object.entries(areas).map(([name, texts]) => [name, texts[locale]])) as StudioCatalog;
}
