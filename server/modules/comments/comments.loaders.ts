import type { Loader, MercuriusLoaders } from 'mercurius';
import type { Context } from '../../graphql/context';
import { loadStoresByIds } from '../stores';
import { findUsers } from '../users';
import { loadReplies, loadViewerReactions, loadViewerReports } from './comment-list.service';
import type { CommentModel } from './comments.mappers';

type CommentLoader = Loader<CommentModel, Record<string, never>, Context>;

/** Authors of every comment of a response in one query. */
const user: CommentLoader = async (queries, ctx) => {
  const users = await findUsers(
    ctx.deps.db,
    queries.map(({ obj }) => obj.userId),
  );
  const byId = new Map(users.map((author) => [author.id, author]));
  return queries.map(({ obj }) => byId.get(obj.userId) ?? null);
};

/** The stores comments were written as, in one query; null for a person's comment. */
const store: CommentLoader = async (queries, ctx) => {
  const ids = [...new Set(queries.flatMap(({ obj }) => (obj.storeId ? [obj.storeId] : [])))];
  const byId = new Map((await loadStoresByIds(ctx.deps.db, ids)).map((found) => [found.id, found]));
  return queries.map(({ obj }) => (obj.storeId ? (byId.get(obj.storeId) ?? null) : null));
};

/** Answers of every top-level comment of a response in one query; an answer has none. */
const replies: CommentLoader = async (queries, ctx) => {
  const threads = queries.filter(({ obj }) => obj.parentId === null).map(({ obj }) => obj.id);
  const loaded = await loadReplies(ctx.deps.db, threads);
  const byThread = new Map(threads.map((id, index) => [id, loaded[index] ?? []]));
  return queries.map(({ obj }) => byThread.get(obj.id) ?? []);
};

const userReaction: CommentLoader = (queries, ctx) =>
  loadViewerReactions(
    ctx.deps.db,
    ctx.viewer,
    queries.map(({ obj }) => obj.id),
  );

const iReported: CommentLoader = (queries, ctx) =>
  loadViewerReports(
    ctx.deps.db,
    ctx.viewer,
    queries.map(({ obj }) => obj.id),
  );

/** Batched field resolvers of `Comment`: a page of comments costs a few queries, not a few per comment. */
export const commentsLoaders: MercuriusLoaders<Context> = {
  Comment: {
    user,
    store,
    replies,
    // Not cached: a document may react or report several times, each answer must be fresh.
    userReaction: { loader: userReaction, opts: { cache: false } },
    iReported: { loader: iReported, opts: { cache: false } },
  },
};
