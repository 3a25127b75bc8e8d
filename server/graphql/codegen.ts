import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types generated from the schema (server resolvers) and from the shared operation
 * documents (portal, studio and tests). Run `npm run codegen` after editing a .graphql file.
 */
const config: CodegenConfig = {
  schema: 'server/modules/**/*.graphql',
  documents: 'shared/graphql/documents/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: './context#Context',
        scalars: { ID: 'string', DateTime: 'Date | string', Date: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        // Parent objects handed to field resolvers are the services' models, not the GraphQL types.
        mappers: {
          Region: '../modules/geo/geo.mappers#RegionModel',
          City: '../modules/geo/geo.mappers#CityModel',
          Category: '../modules/catalog/catalog.mappers#CategoryModel',
          CategorySpecification: '../modules/catalog/catalog.mappers#CategorySpecificationModel',
          Specification: '../modules/catalog/catalog.mappers#SpecificationModel',
          SpecificationDataset: '../modules/catalog/catalog.mappers#SpecificationDatasetModel',
          MenuEntry: '../modules/catalog/catalog.mappers#MenuEntryModel',
          MenuTarget: '../modules/catalog/catalog.mappers#MenuTargetModel',
          User: '../modules/users/users.mappers#UserModel',
          ModerationQueueEntry: '../modules/moderation/queue.service#QueueEntryModel',
          ModerationAuditEntry: '../modules/moderation/audit.service#AuditEntryModel',
          ModerationReportGroup: '../modules/moderation/report-groups.service#ReportGroupModel',
          ModerationUser: '../modules/moderation/user-search.service#ModerationUserModel',
          ModerationUserReport: '../modules/moderation/user-search.service#UserReportModel',
          Announcement: '../modules/announcements/announcements.mappers#AnnouncementModel',
          AnnouncementSpec: '../modules/announcements/announcement-views#AnnouncementSpecModel',
          AnnouncementVariant: '../modules/announcements/announcement-views#AnnouncementVariantModel',
          AnnouncementLocation: '../modules/announcements/announcement-views#AnnouncementLocationModel',
          AnnouncementChangelogEntry: '../modules/announcements/announcement-views#ChangelogEntryModel',
          AnnouncementPhone: '../modules/announcements/announcement-views#AnnouncementPhoneModel',
          Media: '../modules/media/media.mappers#MediaModel',
          Comment: '../modules/comments/comments.mappers#CommentModel',
          Store: '../modules/stores/stores.mappers#StoreModel',
          StoreLocation: '../modules/stores/stores.mappers#StoreLocationModel',
          StoreCategory: '../modules/catalog/catalog.mappers#CategoryModel',
          LandMember: '../modules/stores/stores.mappers#LandMemberModel',
          Market: '../modules/markets/markets.mappers#MarketModel',
          SiteBuild: '../modules/sitebuild/sitebuild.mappers#SiteBuildModel',
          SiteQuery: '../modules/sitebuild/sitebuild.mappers#SiteQueryModel',
          SitePage: '../modules/sitebuild/sitebuild.mappers#SitePageModel',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    'shared/graphql/generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', DateTime: 'string', Date: 'string', JSON: 'unknown' },
        maybeValue: 'T | null',
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
