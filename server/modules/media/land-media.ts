import { sql, type Kysely, type Transaction } from 'kysely';
import type { LaunchType } from '../../../shared/site/launch';
import { SITE_LIMITS } from '../../../shared/site/limits';
import type { Database } from '../../db/types';
import { MEDIA_COLUMNS, toMediaModel, type MediaModel } from './media.mappers';

/**
 * A land's media library (issue 25): the pictures a store or market keeps for its site. Rows are
 * `media` rows naming the land with `kept_by = 'land'`, so the orphan cleanup leaves them alone.
 * A picture of one of the land's announcements joins the library as a row of its own sharing the
 * stored files (nothing is copied): it outlives the announcement and its pictures' changes.
 */

/** What `kept_by` says for a library picture. */
const KEPT_BY_LAND = 'land';

/** A land, as the media library names it (the site builder checks who may edit it). */
export interface LibraryLand {
  launchType: LaunchType;
  id: string;
}

const isMediaId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

/** The land's library, newest first; served at LARGE (what a block shows), thumbnails SMALL. */
export async function listLandMedia(db: Kysely<Database>, land: LibraryLand): Promise<MediaModel[]> {
  const rows = await db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where('land_type', '=', land.launchType)
    .where('land_id', '=', land.id)
    .orderBy('id', 'desc')
    .limit(SITE_LIMITS.maxLibraryPictures)
    .execute();
  return rows.map((row) => toMediaModel(row, 'LARGE'));
}

/** The land's announcements: a store's own, or those of a market's stores. */
function landAnnouncementIds(db: Kysely<Database> | Transaction<Database>, land: LibraryLand) {
  const query = db.selectFrom('announcements').select('announcements.id').where('status', '!=', 'DELETED');
  return land.launchType === 'STORE'
    ? query.where('store_id', '=', land.id)
    : query.where('store_id', 'in', db.selectFrom('market_stores').select('store_id').where('market_id', '=', land.id));
}

/**
 * Pictures of the land's announcements the library does not hold yet, each once, newest first (at most
 * `first`, bounded by SITE_LIMITS.maxAnnouncementPictures): what the picker offers to add.
 */
export async function listLandAnnouncementMedia(
  db: Kysely<Database>,
  land: LibraryLand,
  first: number,
): Promise<MediaModel[]> {
  const limit = Math.max(1, Math.min(first, SITE_LIMITS.maxAnnouncementPictures));
  // One row per picture: a photo used by several announcements is offered once (its newest row).
  const newestOfEach = db
    .selectFrom('media as offered')
    .select((eb) => eb.fn.max('offered.id').as('id'))
    .where('offered.announcement_id', 'in', landAnnouncementIds(db, land))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('media as kept')
            .select('kept.id')
            .where('kept.land_type', '=', land.launchType)
            .where('kept.land_id', '=', land.id)
            .whereRef('kept.storage_key', '=', 'offered.storage_key'),
        ),
      ),
    )
    .groupBy('offered.storage_key');
  const rows = await db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where('media.id', 'in', newestOfEach)
    .orderBy('media.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toMediaModel(row, 'LARGE'));
}

/** Why `addLandMedia` refused: ids it cannot take, or a full library. */
export type AddLandMediaRefusal = { reason: 'NOT_USABLE'; invalidIds: string[] } | { reason: 'FULL'; max: number };

/**
 * Adds pictures to the land's library, in the order given, and returns the library's rows for
 * them. Each id is the caller's own fresh upload (unattached: it is taken as it is), a picture of
 * one of the land's announcements (a row of its own joins the library, sharing the files), or
 * already in the library. A picture the library holds already (same files) is not added twice:
 * its row comes back. Anything else refuses the whole call and nothing changes.
 */
export async function addLandMedia(
  db: Kysely<Database>,
  input: { userId: string; land: LibraryLand; mediaIds: readonly string[]; now: Date },
): Promise<{ ok: true; media: MediaModel[] } | ({ ok: false } & AddLandMediaRefusal)> {
  const { userId, land } = input;
  const ids = [...new Set(input.mediaIds)];
  const malformed = ids.filter((id) => !isMediaId(id));
  if (malformed.length > 0) return { ok: false, reason: 'NOT_USABLE', invalidIds: malformed };
  if (ids.length === 0) return { ok: true, media: [] };

  return db.transaction().execute(async (trx) => {
    // One library changes at a time: two adds cannot both pass the size check or both copy a picture.
    await sql`select pg_advisory_xact_lock(hashtext(${`land-media:${land.launchType}:${land.id}`}))`.execute(trx);
    const rows = await trx.selectFrom('media').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const referenced = rows.flatMap((row) => (row.announcement_id ? [row.announcement_id] : []));
    const announcementIds = new Set(
      referenced.length === 0
        ? []
        : (await landAnnouncementIds(trx, land).where('announcements.id', 'in', referenced).execute()).map(
            (row) => row.id,
          ),
    );
    const inLibrary = (row: (typeof rows)[number]) => row.land_type === land.launchType && row.land_id === land.id;
    const ownUpload = (row: (typeof rows)[number]) =>
      row.user_id === userId &&
      row.announcement_id === null &&
      row.message_id === null &&
      row.kept_by === null &&
      row.land_id === null;
    const invalidIds = ids.filter((id) => {
      const row = byId.get(id);
      if (!row) return true;
      return !inLibrary(row) && !ownUpload(row) && !(row.announcement_id && announcementIds.has(row.announcement_id));
    });
    if (invalidIds.length > 0) return { ok: false as const, reason: 'NOT_USABLE' as const, invalidIds };

    const kept = await trx
      .selectFrom('media')
      .select(['id', 'storage_key'])
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .execute();
    const keptByKey = new Map(kept.map((row) => [row.storage_key, row.id]));
    const resultIds: string[] = [];
    let count = kept.length;
    for (const id of ids) {
      const row = byId.get(id)!;
      const existing = inLibrary(row) ? row.id : keptByKey.get(row.storage_key);
      if (existing) {
        resultIds.push(existing);
        continue;
      }
      if (count >= SITE_LIMITS.maxLibraryPictures) {
        return { ok: false as const, reason: 'FULL' as const, max: SITE_LIMITS.maxLibraryPictures };
      }
      count += 1;
      if (ownUpload(row)) {
        await trx
          .updateTable('media')
          .set({ land_type: land.launchType, land_id: land.id, kept_by: KEPT_BY_LAND })
          .where('id', '=', id)
          .execute();
        keptByKey.set(row.storage_key, id);
        resultIds.push(id);
      } else {
        const copy = await trx
          .insertInto('media')
          .values({
            user_id: userId,
            storage_key: row.storage_key,
            mime_type: row.mime_type,
            width: row.width,
            height: row.height,
            bytes: row.bytes,
            land_type: land.launchType,
            land_id: land.id,
            kept_by: KEPT_BY_LAND,
            created_at: input.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        keptByKey.set(row.storage_key, copy.id);
        resultIds.push(copy.id);
      }
    }
    const added = await trx.selectFrom('media').select(MEDIA_COLUMNS).where('id', 'in', resultIds).execute();
    const addedById = new Map(added.map((row) => [row.id, row]));
    const unique = [...new Set(resultIds)];
    return { ok: true as const, media: unique.map((id) => toMediaModel(addedById.get(id)!, 'LARGE')) };
  });
}

/**
 * Takes a picture out of the land's library: refused (IN_USE) while any version of the land's
 * site (working, published, history or blueprint) shows it, so restoring an old version never
 * brings back a broken picture. Once out, the orphan cleanup deletes it (its files only when no
 * other row uses them). NOT_FOUND when the library does not hold it.
 */
export async function removeLandMedia(
  db: Kysely<Database>,
  land: LibraryLand,
  mediaId: string,
): Promise<'REMOVED' | 'NOT_FOUND' | 'IN_USE'> {
  if (!isMediaId(mediaId)) return 'NOT_FOUND';
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('media')
      .select(['id', 'storage_key'])
      .where('id', '=', mediaId)
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return 'NOT_FOUND';
    // Documents hold the picture's address, /media/<storage key>/<size>.webp.
    const used = await trx
      .selectFrom('site_builds')
      .select('id')
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .where(sql<boolean>`strpos(document::text, ${`/media/${row.storage_key}/`}) > 0`)
      .limit(1)
      .executeTakeFirst();
    if (used) return 'IN_USE';
    await trx
      .updateTable('media')
      .set({ land_type: null, land_id: null, kept_by: null })
      .where('id', '=', row.id)
      .execute();
    return 'REMOVED';
  });
}
