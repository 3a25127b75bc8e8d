import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Category: './catalog.mappers#CategoryModel',
  CategorySpecification: './catalog.mappers#CategorySpecificationModel',
  Specification: './catalog.mappers#SpecificationModel',
  SpecificationDataset: './catalog.mappers#SpecificationDatasetModel',
  MenuEntry: './catalog.mappers#MenuEntryModel',
  MenuTarget: './catalog.mappers#MenuTargetModel',
};
