import type { Loader, MercuriusLoaders } from 'mercurius';
import type { Context } from '../../graphql/context';
import { loadMemberSince } from './public-profile.service';
import type { UserModel } from './users.mappers';

type UserLoader = Loader<UserModel, Record<string, never>, Context>;

/** Creation dates of every account of a response in one query (authors of a list ask for it together). */
const memberSince: UserLoader = (queries, ctx) =>
  loadMemberSince(
    ctx.deps.db,
    queries.map(({ obj }) => obj.id),
  );

/** Batched field resolvers of `User`. */
export const usersLoaders: MercuriusLoaders<Context> = {
  User: { memberSince },
};
