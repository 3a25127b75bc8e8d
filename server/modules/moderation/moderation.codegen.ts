import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  ModerationQueueEntry: './queue.service#QueueEntryModel',
  ModerationAuditEntry: './audit.service#AuditEntryModel',
  ModerationReportGroup: './report-groups.service#ReportGroupModel',
  ModerationUser: './user-search.service#ModerationUserModel',
  ModerationUserReport: './user-search.service#UserReportModel',
};
