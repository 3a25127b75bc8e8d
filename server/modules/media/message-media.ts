import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { MEDIA_COLUMNS, toMediaModel, type MediaModel } from './media.mappers';

const isMediaId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

/**
 * Gives uploaded pictures to a message (messaging): each must be the sender's, and used by no
 * announcement nor other message. Locked in id order, so two sends of one picture cannot both
 * take it. Returns the refused ids (none: claimed).
 */
export async function claimMessageMedia(
  trx: Transaction<Database>,
  input: { userId: string; messageId: string; mediaIds: readonly string[] },
): Promise<{ ok: true } | { ok: false; invalidIds: string[] }> {
  const wanted = [...new Set(input.mediaIds)];
  const invalid = input.mediaIds.filter((id, index) => !isMediaId(id) || input.mediaIds.indexOf(id) !== index);
  const valid = wanted.filter(isMediaId);
  if (valid.length > 0) {
    const rows = await trx
      .selectFrom('media')
      .select(['id', 'user_id', 'announcement_id', 'message_id'])
      .where('id', 'in', valid)
      .orderBy('id')
      .forUpdate()
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of valid) {
      const row = byId.get(id);
      if (!row || row.user_id !== input.userId || row.announcement_id !== null || row.message_id !== null) {
        invalid.push(id);
      }
    }
  }
  if (invalid.length > 0) return { ok: false, invalidIds: [...new Set(invalid)] };
  for (const [rank, id] of input.mediaIds.entries()) {
    await trx.updateTable('media').set({ message_id: input.messageId, rank }).where('id', '=', id).execute();
  }
  return { ok: true };
}

/** The pictures of messages, in the order they were sent, by message id. */
export async function loadMessageMedia(
  db: Kysely<Database>,
  messageIds: readonly string[],
): Promise<Map<string, MediaModel[]>> {
  const byMessage = new Map<string, MediaModel[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('media')
    .select([...MEDIA_COLUMNS, 'media.message_id'])
    .where('media.message_id', 'in', [...messageIds])
    .orderBy('media.message_id')
    .orderBy('media.rank')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id!) ?? [];
    list.push(toMediaModel(row, 'LARGE'));
    byMessage.set(row.message_id!, list);
  }
  return byMessage;
}
