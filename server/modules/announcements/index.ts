/**
 * The announcements module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { announcementNotFound, canSee, isAnnouncer, isModerator, requireActiveAnnouncement } from './access';
export { type AnnouncementPage, announcementPage, matchingTyped } from './announcement-pages';
export {
  ANNOUNCEMENT_COLUMNS,
  type AnnouncementModel,
  type AnnouncementRow,
  loadAnnouncementsByIds,
  toAnnouncementModel,
} from './announcements.mappers';
export { switchComments } from './announcements.service';
export { type AnnouncementTables, type NullableTimestamp, type SpecValues } from './announcements.tables';
export { visitorKey } from './details.service';
export { revealPhones } from './phones.service';
export { changeStatuses, expiryFrom } from './lifecycle';
export { allowedDatasets } from './spec-rules';
export { specValueTexts } from './spec-values';
export { actionImpossible, moderatorAction } from './status.service';
