import type { EventTables } from '../core/events/events.tables';
import type { AnnouncementTables } from '../modules/announcements/announcements.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { CatalogTables } from '../modules/catalog/catalog.tables';
import type { CommentTables } from '../modules/comments/comments.tables';
import type { ContactTables } from '../modules/contact/contact.tables';
import type { GeoTables } from '../modules/geo/geo.tables';
import type { MediaTables } from '../modules/media/media.tables';
import type { ModerationTables } from '../modules/moderation/moderation.tables';
import type { ReactionTables } from '../modules/reactions/reactions.tables';
import type { SearchTables } from '../modules/search/search.tables';
import type { SiteBuildTables } from '../modules/sitebuild/sitebuild.tables';
import type { StoreTables } from '../modules/stores/stores.tables';
import type { UserTables } from '../modules/users/users.tables';

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
    SiteBuildTables,
    EventTables {}
