import type { AnnouncementShowQuery } from '../../../../../shared/graphql/generated';

/** The announcement the page shows: the detail with its store block (query AnnouncementShow). */
export type ShownAnnouncement = NonNullable<AnnouncementShowQuery['announcementDetails']>;
