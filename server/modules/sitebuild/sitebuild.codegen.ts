import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  SiteBuild: './sitebuild.mappers#SiteBuildModel',
  SiteQuery: './sitebuild.mappers#SiteQueryModel',
  SitePage: './sitebuild.mappers#SitePageModel',
};
