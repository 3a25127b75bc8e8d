import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  SearchResult: './search.service#SearchResultModel',
  SearchActive: './search.service#SearchActiveModel',
  SearchRegionFacet: './search.service#RegionFacetModel',
  SearchCityFacet: './search.service#CityFacetModel',
};
