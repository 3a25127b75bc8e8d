import { ErrorCode } from '../../../shared/domain/errors';
import { MESSAGE_LIMITS } from '../../../shared/domain/messaging';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { Viewer } from '../users';

/** A store's saved answer. */
export interface QuickReplyModel {
  id: string;
  storeId: string;
  title: string;
  text: string;
}

function requireMember(viewer: Viewer, storeId: string): void {
  if (!(viewer.storeIds ?? []).includes(storeId)) throw new AppError(ErrorCode.FORBIDDEN, text('errors.forbidden'));
}

const toModel = (row: { id: string; store_id: string; title: string; body: string }): QuickReplyModel => ({
  id: row.id,
  storeId: row.store_id,
  title: row.title,
  text: row.body,
});

/** A store's quick replies, oldest first, for its members. */
export async function listQuickReplies(deps: Deps, viewer: Viewer, storeId: string): Promise<QuickReplyModel[]> {
  requireMember(viewer, storeId);
  const rows = await deps.db
    .selectFrom('store_quick_replies')
    .select(['id', 'store_id', 'title', 'body'])
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
  return rows.map(toModel);
}

/** Saves a quick reply (new without id); the same rules as a message's text, and a cap per store. */
export async function saveQuickReply(
  deps: Deps,
  viewer: Viewer,
  input: { storeId: string; id: string | null; title: string; text: string },
): Promise<QuickReplyModel> {
  requireMember(viewer, input.storeId);
  const title = input.title.trim();
  const body = input.text.trim();
  if (!title || !body) throw new AppError(ErrorCode.MESSAGE_EMPTY, text('messages.empty'));
  if ([...body].length > MESSAGE_LIMITS.textMax || [...title].length > MESSAGE_LIMITS.quickReplyTitleMax) {
    throw new AppError(ErrorCode.MESSAGE_TOO_LONG, text('messages.tooLong', { max: MESSAGE_LIMITS.textMax }), {
      max: MESSAGE_LIMITS.textMax,
      titleMax: MESSAGE_LIMITS.quickReplyTitleMax,
    });
  }
  return deps.db.transaction().execute(async (trx) => {
    if (input.id) {
      const row = await trx
        .updateTable('store_quick_replies')
        .set({ title, body })
        .where('id', '=', input.id)
        .where('store_id', '=', input.storeId)
        .returning(['id', 'store_id', 'title', 'body'])
        .executeTakeFirst();
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, text('messages.quickReplyNotFound'));
      return toModel(row);
    }
    // Counted under the store's row lock: two saves at once cannot pass the cap together.
    await trx.selectFrom('stores').select('id').where('id', '=', input.storeId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('store_quick_replies')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('store_id', '=', input.storeId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MESSAGE_LIMITS.quickRepliesPerStore) {
      throw new AppError(ErrorCode.MESSAGE_LIMITED, text('messages.limited', { seconds: 0 }), {
        limit: MESSAGE_LIMITS.quickRepliesPerStore,
      });
    }
    const row = await trx
      .insertInto('store_quick_replies')
      .values({ store_id: input.storeId, title, body, created_at: deps.now() })
      .returning(['id', 'store_id', 'title', 'body'])
      .executeTakeFirstOrThrow();
    return toModel(row);
  });
}

/** Deletes a quick reply of one of the caller's stores. */
export async function deleteQuickReply(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('store_quick_replies')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, text('messages.quickReplyNotFound'));
  requireMember(viewer, row.store_id);
  await deps.db.deleteFrom('store_quick_replies').where('id', '=', id).execute();
  return true;
}
