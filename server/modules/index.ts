import { announcementsModule } from './announcements';
import { authModule } from './auth';
import { catalogModule } from './catalog';
import { commentsModule } from './comments';
import { contactModule } from './contact';
import { geoModule } from './geo';
import { mailModule } from './mail';
import { marketsModule } from './markets';
import { mediaModule } from './media';
import type { ServerModule } from './module';
import { moderationModule } from './moderation';
import { reactionsModule } from './reactions';
import { searchModule } from './search';
import { sitebuildModule } from './sitebuild';
import { statisticsModule } from './statistics';
import { storesModule } from './stores';
import { systemModule } from './system';
import { usersModule } from './users';

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
];
