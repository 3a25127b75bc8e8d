import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  StoreRequest: './store-requests.service#StoreRequestModel',
};
