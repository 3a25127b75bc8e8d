import type { Loader, MercuriusLoaders } from 'mercurius';
import type { Context } from '../../graphql/context';
import type { AnnouncementModel } from '../announcements';
import { loadUserReactions } from './reactions.service';

/** `Announcement.userReaction` for every announcement of a response in one query. */
const userReaction: Loader<AnnouncementModel, Record<string, never>, Context> = (queries, ctx) =>
  loadUserReactions(
    ctx.deps.db,
    ctx.viewer,
    queries.map(({ obj }) => obj.id),
  );

/** Batched field resolvers of the reactions domain. */
export const reactionsLoaders: MercuriusLoaders<Context> = {
  // Not cached: the answer changes within a request when a mutation likes or bookmarks.
  Announcement: { userReaction: { loader: userReaction, opts: { cache: false } } },
};
