import { announcementsModule } from './announcements/announcements.module';
import { authModule } from './auth/auth.module';
import { catalogModule } from './catalog/catalog.module';
import { commentsModule } from './comments/comments.module';
import { contactModule } from './contact/contact.module';
import { geoModule } from './geo/geo.module';
import { mailModule } from './mail/mail.module';
import { marketsModule } from './markets/markets.module';
import { mediaModule } from './media/media.module';
import { messagingModule } from './messaging/messaging.module';
import type { ServerModule } from './module';
import { moderationModule } from './moderation/moderation.module';
import { notificationsModule } from './notifications/notifications.module';
import { ordersModule } from './orders/orders.module';
import { promotionsModule } from './promotions/promotions.module';
import { reactionsModule } from './reactions/reactions.module';
import { savedSearchesModule } from './saved-searches/saved-searches.module';
import { storeRequestsModule } from './store-requests/store-requests.module';
import { cartModule } from './cart/cart.module';
import { searchModule } from './search/search.module';
import { sitebuildModule } from './sitebuild/sitebuild.module';
import { statisticsModule } from './statistics/statistics.module';
import { storesModule } from './stores/stores.module';
import { systemModule } from './system/system.module';
import { trackingModule } from './tracking/tracking.module';
import { usersModule } from './users/users.module';

/** Every domain the server serves, in the order their schemas are joined. */
export const modules: ServerModule[] = [
  systemModule,
  geoModule,
  catalogModule,
  usersModule,
  authModule,
  mailModule,
  storesModule,
  marketsModule,
  announcementsModule,
  mediaModule,
  reactionsModule,
  commentsModule,
  moderationModule,
  searchModule,
  contactModule,
  sitebuildModule,
  statisticsModule,
  notificationsModule,
  messagingModule,
  savedSearchesModule,
  storeRequestsModule,
  cartModule,
  ordersModule,
  trackingModule,
  promotionsModule,
];
