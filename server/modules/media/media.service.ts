import { sql, type Kysely, type Transaction } from 'kysely';
import { MEDIA_LIMITS } from '../../../shared/domain/announcements';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { lockForTransaction } from '../../core/locks';
import { tooLarge, tooManyPixelsInRequest } from './media-errors';
import { MEDIA_SIZE_NAMES, type MediaStorage } from './media-storage';
import { MEDIA_COLUMNS, type MediaRow } from './media.mappers';
import { mediaStorageFor } from './open-storage';
import {
  MEDIA_MIME_TYPE,
  inspectPicture,
  processPicture,
  storageKeyOf,
  type ProcessedPicture,
} from './picture-pipeline';

/** A stored picture, as `storePicture` returns it. */
export interface StoredPicture {
  id: string;
  storageKey: string;
  /** Pixels of the ORIGINAL size, upright. */
  width: number;
  height: number;
}

/** An upload checked and processed, not stored yet (see `preparePicture`). */
export interface PreparedPicture {
  storageKey: string;
  width: number;
  height: number;
  /** The uploaded bytes, kept to produce the files again if the storage lost them. */
  source: Buffer;
  /** The file of each size; null when identical bytes were stored before (their files are reused). */
  files: ProcessedPicture['files'] | null;
}

/** How long an upload may wait for the announcement that uses it before the cleanup takes it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Orphans deleted per statement by the cleanup, so one sweep never holds a huge transaction. */
const ORPHAN_BATCH = 500;

/**
 * Serialises, per storage key, the moments that decide whether files are still needed: a new
 * row for the key, and the cleanup's "no row left, delete the files". Held for a statement or
 * two, never while pictures are processed.
 */
async function lockStorageKey(trx: Transaction<Database>, storageKey: string): Promise<void> {
  await lockForTransaction(trx, storageKey);
}

/**
 * Checks and processes uploaded bytes (type from the bytes, size and pixel limits, EXIF
 * orientation, metadata stripped, a WebP per size). Bytes identical to a picture stored before
 * are only checked: their files exist already. Throws a MediaError for a refused picture, and the
 * signal's reason once `signal` aborts (see `processPicture`).
 */
export async function preparePicture(deps: Deps, bytes: Buffer, signal?: AbortSignal): Promise<PreparedPicture> {
  if (bytes.length > MEDIA_LIMITS.maxBytes) throw tooLarge();
  const storageKey = storageKeyOf(bytes);
  const known = await deps.db
    .selectFrom('media')
    .select(['width', 'height'])
    .where('storage_key', '=', storageKey)
    .limit(1)
    .executeTakeFirst();
  if (known) return { storageKey, width: known.width, height: known.height, source: bytes, files: null };
  const processed = await processPicture(bytes, signal);
  return { storageKey, width: processed.width, height: processed.height, source: bytes, files: processed.files };
}

/** Writes the sizes the storage lacks; produces them again when they were not kept in memory. */
async function writeMissingFiles(storage: MediaStorage, picture: PreparedPicture): Promise<void> {
  for (const size of MEDIA_SIZE_NAMES) {
    if (await storage.exists(picture.storageKey, size)) continue;
    picture.files ??= (await processPicture(picture.source)).files;
    await storage.put(picture.storageKey, size, picture.files[size]);
  }
}

/**
 * Writes the files of prepared pictures the storage lacks, without any `media` row: for bulk
 * loaders that insert their rows themselves (pointing at these storage keys) and commit them
 * first, so the orphan cleanup, which only deletes files no row uses, leaves these alone.
 */
export async function writePictureFiles(
  deps: Pick<Deps, 'config'>,
  pictures: readonly PreparedPicture[],
): Promise<void> {
  const storage = await mediaStorageFor(deps.config);
  for (const picture of pictures) await writeMissingFiles(storage, picture);
}

/**
 * Stores prepared pictures for a member: one unattached `media` row each (in one transaction),
 * then the files the storage does not have yet. When the files cannot be written, the rows go
 * too, so no row ever points at missing files.
 */
export async function savePictures(
  deps: Deps,
  userId: string,
  pictures: readonly PreparedPicture[],
): Promise<StoredPicture[]> {
  if (pictures.length === 0) return [];
  const storage = await mediaStorageFor(deps.config);
  const createdAt = deps.now();
  const ids = await deps.db.transaction().execute(async (trx) => {
    // Sorted, so two uploads sharing keys always lock them in the same order.
    for (const key of [...new Set(pictures.map((p) => p.storageKey))].sort()) await lockStorageKey(trx, key);
    const inserted: string[] = [];
    for (const picture of pictures) {
      const row = await trx
        .insertInto('media')
        .values({
          user_id: userId,
          storage_key: picture.storageKey,
          mime_type: MEDIA_MIME_TYPE,
          width: picture.width,
          height: picture.height,
          bytes: picture.source.length,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      inserted.push(row.id);
    }
    return inserted;
  });
  // From here the rows keep the cleanup away from these keys: writing outside the lock is safe.
  try {
    for (const picture of pictures) await writeMissingFiles(storage, picture);
  } catch (error) {
    await deps.db.deleteFrom('media').where('id', 'in', ids).execute();
    throw error;
  }
  return pictures.map((picture, index) => ({
    id: ids[index]!,
    storageKey: picture.storageKey,
    width: picture.width,
    height: picture.height,
  }));
}

/**
 * The whole upload pipeline for one picture: checks (MediaError when refused), processing,
 * files in the storage (shared with identical pictures) and an unattached `media` row owned
 * by `userId`. `attachMedia` later gives it to an announcement; unattached, the orphan cleanup
 * deletes it after a day. Used by `POST /media` and by the demo-data seeder.
 */
export async function storePicture(deps: Deps, userId: string, bytes: Buffer): Promise<StoredPicture> {
  const [stored] = await savePictures(deps, userId, [await preparePicture(deps, bytes)]);
  return stored!;
}

/**
 * `preparePicture` for the files of one upload: the headers of all are checked before any is
 * decoded (a refused file costs no processing of the others; together they stay under
 * MEDIA_LIMITS.maxRequestPixels), and identical files are processed once. `signal`: see
 * `processPicture`; nothing is stored here, so an aborted upload leaves no file behind.
 */
export async function preparePictures(
  deps: Deps,
  uploads: readonly Buffer[],
  signal?: AbortSignal,
): Promise<PreparedPicture[]> {
  let pixels = 0;
  for (const bytes of uploads) {
    const { width, height } = await inspectPicture(bytes);
    pixels += width * height;
  }
  if (pixels > MEDIA_LIMITS.maxRequestPixels) throw tooManyPixelsInRequest();
  const byKey = new Map<string, Promise<PreparedPicture>>();
  return Promise.all(
    uploads.map((bytes) => {
      const key = storageKeyOf(bytes);
      let picture = byKey.get(key);
      if (!picture) {
        picture = preparePicture(deps, bytes, signal);
        byKey.set(key, picture);
      }
      return picture;
    }),
  );
}

/** Input of `attachMedia`. */
export interface AttachMediaInput {
  /** The member whose uploads these must be (the announcement's owner). */
  userId: string;
  announcementId: string;
  /** The announcement's pictures in display order; the first becomes its default picture. */
  mediaIds: string[];
}

/** A media id as the database takes it: a positive bigint. */
const isMediaId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

/**
 * Makes `mediaIds` the pictures of an announcement, in that order. Every id must be a media row
 * of `userId` that is unattached or already attached to this announcement, and appear once;
 * otherwise nothing changes and the offending ids come back (once each, in the order given). Pictures of
 * the announcement left out of the list are detached and become orphans for the cleanup.
 * Updates `announcements.default_media_id` (the first id, or null) and `media_count`.
 * Runs in the given transaction; given the plain database, it opens one.
 */
export async function attachMedia(
  trx: Transaction<Database> | Kysely<Database>,
  input: AttachMediaInput,
): Promise<{ ok: true } | { ok: false; invalidIds: string[] }> {
  if (!trx.isTransaction) return trx.transaction().execute((inner) => attachMedia(inner, input));
  const { userId, announcementId, mediaIds } = input;

  const invalid = new Set<string>();
  const wanted = new Set<string>();
  for (const id of mediaIds) {
    if (!isMediaId(id) || wanted.has(id)) invalid.add(id);
    else wanted.add(id);
  }
  if (wanted.size > 0) {
    // Locked in id order, so a concurrent attach of the same pictures waits instead of racing.
    const rows = await trx
      .selectFrom('media')
      .select(['id', 'user_id', 'announcement_id'])
      .where('id', 'in', [...wanted])
      .orderBy('id')
      .forUpdate()
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of wanted) {
      const row = byId.get(id);
      const usable =
        row !== undefined &&
        row.user_id === userId &&
        (row.announcement_id === null || row.announcement_id === announcementId);
      if (!usable) invalid.add(id);
    }
  }
  if (invalid.size > 0) return { ok: false, invalidIds: [...new Set(mediaIds.filter((id) => invalid.has(id)))] };

  const ids = [...wanted];
  await trx
    .updateTable('media')
    .set({ announcement_id: null, rank: 0 })
    .where('announcement_id', '=', announcementId)
    .$if(ids.length > 0, (qb) => qb.where('id', 'not in', ids))
    .execute();
  if (ids.length > 0) {
    await trx
      .updateTable('media')
      .set({
        announcement_id: announcementId,
        // One statement for every rank: the position of each id in the list.
        rank: sql<number>`case ${sql.join(
          ids.map((id, rank) => sql`when id = ${id}::bigint then ${sql.lit(rank)}`),
          sql` `,
        )} else 0 end`,
      })
      .where('id', 'in', ids)
      .execute();
  }
  await trx
    .updateTable('announcements')
    .set({ default_media_id: ids[0] ?? null, media_count: ids.length })
    .where('id', '=', announcementId)
    .execute();
  return { ok: true };
}

/**
 * The orphan cleanup: deletes `media` rows that have been without an announcement (and kept by
 * nothing else, `kept_by`) for more than
 * ORPHAN_GRACE_MS after their upload (`deps.now()` is the clock), then the files of every
 * storage key no row uses any more. Pictures shared with other rows keep their files. The
 * media plugin runs it every hour; it is safe to run concurrently with uploads.
 */
export async function purgeOrphanMedia(deps: Deps): Promise<{ mediaDeleted: number; filesDeleted: number }> {
  const cutoff = new Date(deps.now().getTime() - ORPHAN_GRACE_MS);
  const keys = new Set<string>();
  let mediaDeleted = 0;
  for (;;) {
    const batch = await deps.db
      .deleteFrom('media')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('media')
          .select('id')
          .where('announcement_id', 'is', null)
          .where('kept_by', 'is', null)
          .where('created_at', '<', cutoff)
          .limit(ORPHAN_BATCH),
      )
      // A row attached between the subquery and the delete is kept.
      .where('announcement_id', 'is', null)
      .where('kept_by', 'is', null)
      .returning('storage_key')
      .execute();
    for (const row of batch) keys.add(row.storage_key);
    mediaDeleted += batch.length;
    if (batch.length < ORPHAN_BATCH) break;
  }

  const storage = await mediaStorageFor(deps.config);
  let filesDeleted = 0;
  for (const key of keys) {
    await deps.db.transaction().execute(async (trx) => {
      await lockStorageKey(trx, key);
      const used = await trx
        .selectFrom('media')
        .select('id')
        .where('storage_key', '=', key)
        .limit(1)
        .executeTakeFirst();
      if (used) return;
      await storage.remove(key);
      filesDeleted += 1;
    });
  }
  return { mediaDeleted, filesDeleted };
}

/** Media rows by id (any order; missing ids left out). One query for a whole page of announcements. */
export async function loadMediaByIds(db: Kysely<Database>, ids: readonly string[]): Promise<MediaRow[]> {
  const valid = ids.filter(isMediaId);
  if (valid.length === 0) return [];
  return db.selectFrom('media').select(MEDIA_COLUMNS).where('media.id', 'in', valid).execute();
}

/** The pictures of announcements in display order, grouped by announcement id. One query. */
export async function loadMediaOfAnnouncements(
  db: Kysely<Database>,
  announcementIds: readonly string[],
): Promise<Map<string, MediaRow[]>> {
  const byAnnouncement = new Map<string, MediaRow[]>();
  if (announcementIds.length === 0) return byAnnouncement;
  const rows = await db
    .selectFrom('media')
    .select(MEDIA_COLUMNS)
    .where('media.announcement_id', 'in', [...announcementIds])
    .orderBy('media.announcement_id')
    .orderBy('media.rank')
    .orderBy('media.id')
    .execute();
  for (const row of rows) {
    const list = byAnnouncement.get(row.announcement_id!) ?? [];
    list.push(row);
    byAnnouncement.set(row.announcement_id!, list);
  }
  return byAnnouncement;
}
