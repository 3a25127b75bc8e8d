import type { Resolvers } from '../../graphql/resolvers.generated';
import { parseId } from '../../core/ids';
import { allow, signedIn } from '../../graphql/permissions';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service';

/** Saved searches: members keep a search and hear of new matches (the sweep tells them). */
export const savedSearchesResolvers: Resolvers = {
  Query: {
    savedSearches: allow(signedIn, (_parent, _args, ctx) => listSavedSearches(ctx.deps, ctx.viewer!)),
  },
  Mutation: {
    savedSearchCreate: allow(signedIn, (_parent, { input }, ctx) =>
      createSavedSearch(ctx.deps, ctx.viewer!, {
        name: input.name,
        path: input.path,
        q: input.q,
        filter: input.filter,
        frequency: input.frequency,
      }),
    ),
    savedSearchUpdate: allow(signedIn, (_parent, { id, frequency }, ctx) =>
      updateSavedSearch(ctx.deps, ctx.viewer!, parseId(id, 'id'), frequency),
    ),
    savedSearchDelete: allow(signedIn, (_parent, { id }, ctx) =>
      deleteSavedSearch(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
  },
};
