import type { Transaction } from 'kysely';
import { canApply, statusAfterUpdate } from '../../../shared/domain/announcement-status';
import { ErrorCode } from '../../../shared/domain/errors';
import { failure } from '../../../shared/domain/validation';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { createOnce } from '../../core/idempotency';
import type { AnnouncementInput } from '../../graphql/resolvers.generated';
import { attachMedia } from '../media';
import type { Viewer } from '../users';
import { announcementNotFound, isAnnouncer, isModerator } from './access';
import { announcementFormError, readAnnouncementForm, type AnnouncementDraft } from './announcement-form';
import { readAnnouncementStore } from './announcement-store';
import { ANNOUNCEMENT_COLUMNS, toAnnouncementModel, type AnnouncementModel } from './announcements.mappers';
import { changeStatuses, recordChange } from './lifecycle';
import { actionImpossible } from './status.service';

/**
 * Who may publish (spec §6): a validated account (otherwise the alert to validate it) that is
 * not barred from publishing ("no access to publishing"). Anonymous tokens never reach here.
 */
function assertMayPublish(viewer: Viewer): void {
  if (!viewer.isValidated) {
    throw new AppError(ErrorCode.PUBLISH_ACCOUNT_NOT_VALIDATED, text('announcements.publishNotValidated'));
  }
  if (!viewer.canPublish) {
    throw new AppError(ErrorCode.PUBLISH_NO_ACCESS, text('announcements.publishNoAccess'));
  }
}

/** The row's columns written from a checked form. */
function columnsOf(draft: AnnouncementDraft) {
  return {
    category_id: draft.categoryId,
    title: draft.title,
    slug: draft.slug,
    description: draft.description,
    price: draft.price,
    old_price: draft.oldPrice,
    price_type: draft.priceType,
    price_unit: draft.priceUnit,
    exchange_type: draft.exchangeType,
    has_delivery: draft.hasDelivery,
    delivery_type: draft.deliveryType,
    payment_method: draft.paymentMethod,
    quantity: draft.quantity,
    street_name: draft.streetName,
    order_external_url: draft.orderExternalUrl,
    has_email: draft.hasEmail,
    has_phone: draft.phones.length > 0,
    is_comment_enabled: draft.isCommentEnabled,
    specs: JSON.stringify(draft.specs),
    city_ids: draft.cityIds,
    region_ids: draft.regionIds,
    search_text: draft.searchText,
  };
}

/** Replaces the phones; keeps variants whose combination is unchanged (a cart may point at them). */
async function writeChildren(trx: Transaction<Database>, announcementId: string, draft: AnnouncementDraft) {
  await trx.deleteFrom('announcement_phones').where('announcement_id', '=', announcementId).execute();
  if (draft.phones.length > 0) {
    await trx
      .insertInto('announcement_phones')
      .values(
        draft.phones.map((phone, rank) => ({
          announcement_id: announcementId,
          rank,
          phone: phone.phone,
          has_viber: phone.hasViber,
          has_whatsapp: phone.hasWhatsapp,
          has_telegram: phone.hasTelegram,
        })),
      )
      .execute();
  }
  const hashes = draft.variants.map((v) => v.hash);
  let stale = trx.deleteFrom('announcement_variants').where('announcement_id', '=', announcementId);
  if (hashes.length > 0) stale = stale.where('hash', 'not in', hashes);
  await stale.execute();
  for (const [rank, variant] of draft.variants.entries()) {
    const values = {
      rank,
      specifications: JSON.stringify(variant.specs),
      price: variant.price,
      old_price: variant.oldPrice,
      quantity: variant.quantity,
    };
    await trx
      .insertInto('announcement_variants')
      .values({ announcement_id: announcementId, hash: variant.hash, ...values })
      .onConflict((oc) => oc.columns(['announcement_id', 'hash']).doUpdateSet(values))
      .execute();
  }
}

/** Attaches the form's pictures; ids that are not the owner's free uploads fail the form. */
async function writeMedia(
  trx: Transaction<Database>,
  input: { ownerId: string; announcementId: string; mediaIds: string[] },
): Promise<void> {
  const wellFormed = input.mediaIds.every((id) => /^\d{1,18}$/.test(id));
  const result = wellFormed
    ? await attachMedia(trx, { userId: input.ownerId, announcementId: input.announcementId, mediaIds: input.mediaIds })
    : { ok: false as const };
  if (!result.ok) throw announcementFormError([failure('mediaIds', 'exists')]);
}

async function reload(trx: Transaction<Database>, id: string): Promise<AnnouncementModel> {
  const row = await trx
    .selectFrom('announcements')
    .select(ANNOUNCEMENT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toAnnouncementModel(row);
}

/**
 * Publishes a new announcement: checked, written with its phones, variants and pictures, waiting for
 * a moderator. With an `idempotencyKey`, a retry of the same request returns the announcement the
 * first one created (one row); see `createOnce`.
 */
export async function createAnnouncement(
  deps: Deps,
  viewer: Viewer,
  input: AnnouncementInput,
  idempotencyKey?: string | null,
): Promise<AnnouncementModel> {
  assertMayPublish(viewer);
  const draft = await readAnnouncementForm(deps, input);
  const at = deps.now();
  const model = await deps.db.transaction().execute(async (trx) => {
    const { id } = await createOnce(
      deps,
      trx,
      { scope: 'announcementCreate', ownerId: viewer.id, key: idempotencyKey, request: input },
      async () => {
        const storeId = await readAnnouncementStore(trx, viewer, input.storeId);
        const { id } = await trx
          .insertInto('announcements')
          .values({
            ...columnsOf(draft),
            user_id: viewer.id,
            store_id: storeId ?? null,
            status: 'PENDING',
            created_at: at,
            updated_at: at,
            refreshed_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeChildren(trx, id, draft);
        await writeMedia(trx, { ownerId: viewer.id, announcementId: id, mediaIds: draft.mediaIds });
        await recordChange(trx, {
          announcementId: id,
          userId: viewer.id,
          action: 'CREATE',
          from: null,
          to: 'PENDING',
          at,
        });
        await deps.events.record(trx, {
          type: 'announcement.created',
          actorId: viewer.id,
          payload: {
            announcementId: id,
            userId: viewer.id,
            storeId: storeId ?? null,
            status: 'PENDING',
            words: draft.words,
          },
        });
        return id;
      },
    );
    return reload(trx, id);
  });
  return model;
}

/**
 * Changes an announcement with the whole form. Its announcer may (its owner or a member of its
 * store; a moderator too: the admin's edit route); a LOCKED one is frozen for the owner while a moderator validates it. A published
 * announcement becomes EDITED; a refused one goes back to moderation.
 */
export async function updateAnnouncement(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: AnnouncementInput,
): Promise<AnnouncementModel> {
  const draft = await readAnnouncementForm(deps, input);
  const at = deps.now();
  const model = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('announcements')
      .select(['id', 'user_id', 'store_id', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const owner = row !== undefined && isAnnouncer(viewer, { userId: row.user_id, storeId: row.store_id });
    const moderating = isModerator(viewer);
    if (!row || (!owner && !moderating)) throw announcementNotFound();
    const frozenForOwner = row.status === 'LOCKED' && !moderating;
    if (frozenForOwner || (!canApply('update', row.status) && !(moderating && row.status === 'LOCKED'))) {
      throw actionImpossible(row.status);
    }
    if (owner) assertMayPublish(viewer);
    const storeId = await readAnnouncementStore(trx, viewer, input.storeId);
    const status = statusAfterUpdate(row.status);
    await trx
      .updateTable('announcements')
      .set({ ...columnsOf(draft), ...(storeId !== undefined ? { store_id: storeId } : {}), updated_at: at })
      .where('id', '=', id)
      .execute();
    await writeChildren(trx, id, draft);
    await writeMedia(trx, { ownerId: row.user_id, announcementId: id, mediaIds: draft.mediaIds });
    if (status === row.status) {
      await recordChange(trx, {
        announcementId: id,
        userId: viewer.id,
        action: 'UPDATE',
        from: row.status,
        to: status,
        at,
      });
    } else {
      // A published one becomes EDITED, a refused one waits for a moderator again: the lifecycle's to write.
      await changeStatuses(deps, trx, {
        transition: 'update',
        actorId: viewer.id,
        at,
        changes: [{ id, userId: row.user_id, from: row.status, to: status }],
      });
    }
    await deps.events.record(trx, {
      type: 'announcement.edited',
      actorId: viewer.id,
      payload: {
        announcementId: id,
        userId: row.user_id,
        storeId: storeId === undefined ? row.store_id : storeId,
        status,
        words: draft.words,
      },
    });
    return reload(trx, id);
  });
  return model;
}

/**
 * Switches comments on or off for an announcement (moderators), with its event (the audit log's).
 * False when there is no such announcement.
 */
export function switchComments(deps: Deps, viewer: Viewer, announcementId: string, enabled: boolean): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('announcements')
      .set({ is_comment_enabled: enabled })
      .where('id', '=', announcementId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await deps.events.record(trx, {
      type: 'announcement.commentsSwitched',
      actorId: viewer.id,
      payload: { announcementId, enabled },
    });
    return true;
  });
}
