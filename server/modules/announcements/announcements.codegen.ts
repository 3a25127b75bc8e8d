import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Announcement: './announcements.mappers#AnnouncementModel',
  AnnouncementSpec: './announcement-views#AnnouncementSpecModel',
  AnnouncementVariant: './announcement-views#AnnouncementVariantModel',
  AnnouncementLocation: './announcement-views#AnnouncementLocationModel',
  AnnouncementChangelogEntry: './announcement-views#ChangelogEntryModel',
  AnnouncementPhone: './announcement-views#AnnouncementPhoneModel',
  AnnouncementDraft: './drafts.service#AnnouncementDraftModel',
};
