import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone } from '../../graphql/permissions';
import { search } from './search.service';
import { suggestSearches } from './search-suggest.service';

/**
 * The search's resolvers. Its result types are the service's models (search.codegen.ts), their
 * parts computed on demand.
 */
export const searchResolvers: Resolvers = {
  Query: {
    search: allow(anyone, (_parent, args, ctx) => search(ctx.deps, { q: args.q ?? null, filter: args.filter ?? null })),
    searchSuggest: allow(anyone, (_parent, args, ctx) => suggestSearches(ctx.deps, args.q, args.count ?? 8, ctx.lang)),
  },
  SearchResult: {
    active: (result) => result.active(),
    suggested: (result) => result.suggested(),
    announcements: (result) => result.announcements(),
    keywords: (result) => result.keywords,
    estimated: (result) => result.estimated(),
  },
  SearchActive: {
    filter: (active) => active.filter(),
  },
  SearchRegionFacet: {
    id: (facet) => String(facet.place.id),
    name: (facet, _args, ctx) => facet.place.names[ctx.lang],
    region: (facet) => facet.place,
  },
  SearchCityFacet: {
    id: (facet) => String(facet.place.id),
    name: (facet, _args, ctx) => facet.place.names[ctx.lang],
    city: (facet) => facet.place,
  },
};
