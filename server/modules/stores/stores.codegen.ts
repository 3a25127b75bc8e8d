import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Store: './stores.mappers#StoreModel',
  StoreLocation: './stores.mappers#StoreLocationModel',
  // The catalog's own path: the generated file imports one CategoryModel, from one place.
  StoreCategory: '../catalog/catalog.mappers#CategoryModel',
  LandMember: './stores.mappers#LandMemberModel',
  StoreFollower: './followers.service#StoreFollowerModel',
};
