import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { requireActiveAnnouncement } from '../announcements';
import type { Viewer } from '../users';

/** The answer of a like or a withdrawn like: whether the caller likes it now, and its like count. */
export interface LikeStatus {
  status: boolean;
  count: number;
}

/** What a member did with an announcement (GraphQL `UserReaction`). */
export interface UserReactionModel {
  isLiked: boolean;
  isBookmarked: boolean;
}

const NO_REACTION: UserReactionModel = { isLiked: false, isBookmarked: false };

/**
 * The caller likes an active announcement. The like row and the counter change together, and
 * only when the row is new: liking twice leaves one like and the same count.
 */
export async function likeAnnouncement(deps: Deps, viewer: Viewer, id: string): Promise<LikeStatus> {
  await requireActiveAnnouncement(deps, viewer, id);
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('announcement_likes')
      .values({ announcement_id: id, user_id: viewer.id, created_at: deps.now() })
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
      .returning('announcement_id')
      .executeTakeFirst();
    const row = inserted
      ? await trx
          .updateTable('announcements')
          .set({ like_count: sql<number>`like_count + 1` })
          .where('id', '=', id)
          .returning('like_count')
          .executeTakeFirstOrThrow()
      : await trx.selectFrom('announcements').select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
    if (inserted) {
      await deps.events.record(trx, {
        type: 'reaction.given',
        actorId: viewer.id,
        payload: { announcementId: id, userId: viewer.id, kind: 'LIKE', given: true },
      });
    }
    return { status: true, count: row.like_count };
  });
}

/**
 * The caller withdraws their like of an active announcement (the spec's "dislike"). Without a
 * like nothing changes; the counter never goes below zero.
 */
export async function unlikeAnnouncement(deps: Deps, viewer: Viewer, id: string): Promise<LikeStatus> {
  await requireActiveAnnouncement(deps, viewer, id);
  return deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('announcement_likes')
      .where('announcement_id', '=', id)
      .where('user_id', '=', viewer.id)
      .returning('announcement_id')
      .executeTakeFirst();
    const row = deleted
      ? await trx
          .updateTable('announcements')
          .set({ like_count: sql<number>`greatest(like_count - 1, 0)` })
          .where('id', '=', id)
          .returning('like_count')
          .executeTakeFirstOrThrow()
      : await trx.selectFrom('announcements').select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
    return { status: false, count: row.like_count };
  });
}

/** Adds an active announcement to the caller's bookmarks (once); answers true. */
export async function bookmarkAnnouncement(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  await requireActiveAnnouncement(deps, viewer, id);
  await deps.db
    .insertInto('announcement_bookmarks')
    .values({ announcement_id: id, user_id: viewer.id, created_at: deps.now() })
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .execute();
  return true;
}

/** Removes an active announcement from the caller's bookmarks; answers false (not bookmarked). */
export async function unbookmarkAnnouncement(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  await requireActiveAnnouncement(deps, viewer, id);
  await deps.db
    .deleteFrom('announcement_bookmarks')
    .where('announcement_id', '=', id)
    .where('user_id', '=', viewer.id)
    .execute();
  return false;
}

/**
 * The caller's reactions to many announcements, in the order of `ids`, in one query. Visitors
 * and anonymous tokens cannot like or bookmark, so they get "no reaction" without a query.
 */
export async function loadUserReactions(
  db: Kysely<Database>,
  viewer: Viewer | null,
  ids: readonly string[],
): Promise<UserReactionModel[]> {
  if (!viewer || viewer.isAnonymous || ids.length === 0) return ids.map(() => NO_REACTION);
  const rows = await db
    .selectFrom('announcements as a')
    .where('a.id', 'in', [...new Set(ids)])
    .select((eb) => [
      'a.id',
      eb
        .exists(
          eb
            .selectFrom('announcement_likes as l')
            .select('l.user_id')
            .whereRef('l.announcement_id', '=', 'a.id')
            .where('l.user_id', '=', viewer.id),
        )
        .as('is_liked'),
      eb
        .exists(
          eb
            .selectFrom('announcement_bookmarks as b')
            .select('b.user_id')
            .whereRef('b.announcement_id', '=', 'a.id')
            .where('b.user_id', '=', viewer.id),
        )
        .as('is_bookmarked'),
    ])
    .execute();
  const byId = new Map(
    rows.map((row) => [row.id, { isLiked: Boolean(row.is_liked), isBookmarked: Boolean(row.is_bookmarked) }]),
  );
  return ids.map((id) => byId.get(id) ?? NO_REACTION);
}
