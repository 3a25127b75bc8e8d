import type { Context } from '../../graphql/context';
import { allow, anyone } from '../../graphql/permissions';
import type { QuerySearchArgs, QuerySearchSuggestArgs } from '../../graphql/resolvers.generated';
import type { CityModel, RegionModel } from '../geo';
import { search, type PlaceFacet, type SearchActiveModel, type SearchResultModel } from './search.service';
import { suggestSearches } from './search-suggest.service';

/**
 * The search's resolvers. Its result types are the service's models (their parts computed on
 * demand), not the generated GraphQL shapes, so they are typed here rather than through the
 * generated `Resolvers`.
 */
export const searchResolvers = {
  Query: {
    search: allow(anyone, (_parent: unknown, args: QuerySearchArgs, ctx: Context) =>
      search(ctx.deps, { q: args.q ?? null, filter: args.filter ?? null }),
    ),
    searchSuggest: allow(anyone, (_parent: unknown, args: QuerySearchSuggestArgs, ctx: Context) =>
      suggestSearches(ctx.deps, args.q, args.count ?? 8, ctx.lang),
    ),
  },
  SearchResult: {
    active: (result: SearchResultModel) => result.active(),
    suggested: (result: SearchResultModel) => result.suggested(),
    announcements: (result: SearchResultModel) => result.announcements(),
    keywords: (result: SearchResultModel) => result.keywords,
    estimated: (result: SearchResultModel) => result.estimated(),
  },
  SearchActive: {
    filter: (active: SearchActiveModel) => active.filter(),
  },
  SearchRegionFacet: {
    id: (facet: PlaceFacet<RegionModel>) => String(facet.place.id),
    name: (facet: PlaceFacet<RegionModel>, _args: unknown, ctx: Context) => facet.place.names[ctx.lang],
    region: (facet: PlaceFacet<RegionModel>) => facet.place,
  },
  SearchCityFacet: {
    id: (facet: PlaceFacet<CityModel>) => String(facet.place.id),
    name: (facet: PlaceFacet<CityModel>, _args: unknown, ctx: Context) => facet.place.names[ctx.lang],
    city: (facet: PlaceFacet<CityModel>) => facet.place,
  },
};
