import type { EventTables } from '../core/events/events.tables';
import type { IdempotencyTables } from '../core/idempotency';
import type { RateLimitTables } from '../core/rate-limit';
import type { AnnouncementTables } from '../modules/announcements';
import type { AuthTables } from '../modules/auth';
import type { CartTables } from '../modules/cart';
import type { CatalogTables } from '../modules/catalog';
import type { CommentTables } from '../modules/comments';
import type { ContactTables } from '../modules/contact';
import type { GeoTables } from '../modules/geo';
import type { MediaTables } from '../modules/media';
import type { MessagingTables } from '../modules/messaging';
import type { ModerationTables } from '../modules/moderation';
import type { NotificationTables } from '../modules/notifications';
import type { OrderTables } from '../modules/orders';
import type { PromotionTables } from '../modules/promotions';
import type { ReactionTables } from '../modules/reactions';
import type { SavedSearchTables } from '../modules/saved-searches';
import type { SearchTables } from '../modules/search';
import type { SiteBuildTables } from '../modules/sitebuild';
import type { StoreRequestTables } from '../modules/store-requests';
import type { StoreTables } from '../modules/stores';
import type { TrackingTables } from '../modules/tracking';
import type { UserTables } from '../modules/users';

/** The whole typed database: each domain declares its own tables beside its code. */
export interface Database
  extends
    UserTables,
    GeoTables,
    CatalogTables,
    AuthTables,
    AnnouncementTables,
    MediaTables,
    ReactionTables,
    CommentTables,
    ModerationTables,
    SearchTables,
    ContactTables,
    StoreTables,
    StoreRequestTables,
    CartTables,
    OrderTables,
    SiteBuildTables,
    PromotionTables,
    TrackingTables,
    NotificationTables,
    MessagingTables,
    SavedSearchTables,
    EventTables,
    RateLimitTables,
    IdempotencyTables {}
